import { and, eq } from "drizzle-orm";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";

import { requireUser } from "~/features/auth/guards.server";
import { getBillingProvider, planForPrice } from "~/features/billing/billing.server";
import {
  completeLocalCheckout,
  currentLocalSubscription,
  deliverLocalEvents,
  openLocalCheckoutSession,
  type LocalCheckoutOutcome,
} from "~/features/billing/local-billing.server";
import { planOffer } from "~/features/billing/access";
import { CHECKOUT_STARTS_TODAY, LOCAL_CHECKOUT_ALREADY_SUBSCRIBED, LOCAL_CHECKOUT_CLOSED } from "~/features/billing/checkout-messages";
import { getSubscriptionRow } from "~/features/billing/subscription-row.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import { localBillingSessions } from "~/platform/db/schema";
import { Banner } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/local-checkout";

export function meta() {
  return [{ title: "Marker - Test checkout" }, { name: "robots", content: "noindex" }];
}

const REFUSALS: Record<NonNullable<LocalCheckoutOutcome["refused"]>, string> = {
  closed: LOCAL_CHECKOUT_CLOSED,
  "already-subscribed": LOCAL_CHECKOUT_ALREADY_SUBSCRIBED,
};

/**
 * Why this checkout of the user's cannot be paid, or null when it can. A closed one is found through the
 * provider (as Stripe's page would show it) and must be of the user's own customer; anything else that is
 * not open (paid, someone else's, made up) is null too, and the loader sends the user to /pricing.
 */
async function closedReason(sessionId: string, userId: string): Promise<string | null> {
  const [seen, row] = await Promise.all([getBillingProvider().retrieveCheckoutSession(sessionId), getSubscriptionRow(getDb(), userId)]);
  return seen && row && seen.customerId === row.customerId && seen.status === "expired" ? LOCAL_CHECKOUT_CLOSED : null;
}

/** The price a checkout of the user's was for, open or closed, so a closed one keeps its heading. */
async function checkoutPriceId(sessionId: string, userId: string): Promise<string | null> {
  const [session] = await getDb()
    .select({ priceId: localBillingSessions.priceId })
    .from(localBillingSessions)
    .where(and(eq(localBillingSessions.id, sessionId), eq(localBillingSessions.userId, userId)));
  return session?.priceId ?? null;
}

/** Which plan is live now, for a refused checkout: the student sees what they have and where to change it. */
async function livePlanName(userId: string): Promise<string | null> {
  const live = await currentLocalSubscription(getDb(), userId);
  return live ? (planOffer(planForPrice(getConfig(), live.priceId))?.name ?? null) : null;
}

/** The embedded stand-in for Stripe's hosted checkout, used only when no Stripe key is configured. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, plan } = await requireUser(request, context);
  if (getBillingProvider().kind !== "local") throw data(null, { status: 404 });
  const session = await openLocalCheckoutSession(getDb(), params.sessionId, user.id);
  let refusal: string | null = null;
  if (!session) {
    refusal = await closedReason(params.sessionId, user.id);
    if (!refusal) throw redirect("/pricing");
  } else if (await currentLocalSubscription(getDb(), user.id)) {
    refusal = LOCAL_CHECKOUT_ALREADY_SUBSCRIBED;
  }
  const priceId = session?.priceId ?? (await checkoutPriceId(params.sessionId, user.id));
  const offer = priceId ? planOffer(planForPrice(getConfig(), priceId)) : null;
  return {
    livePlan: refusal ? await livePlanName(user.id) : null,
    planName: offer?.name ?? null,
    price: offer?.priceText ?? "",
    email: user.email,
    refusal,
    startsNow: plan.status === "trial" ? CHECKOUT_STARTS_TODAY : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  if (getBillingProvider().kind !== "local") throw data(null, { status: 404 });
  const intent = (await request.formData()).get("intent");
  if (intent !== "pay") return redirect("/pricing?canceled=true");
  const session = await completeLocalCheckout(getDb(), params.sessionId, user.id);
  if (!session) throw redirect("/pricing");
  if (session.refused) return data({ refusal: REFUSALS[session.refused], livePlan: await livePlanName(user.id) }, { status: 409 });
  // The payment and its events are written; deliver them now (outside any transaction). A delivery that
  // fails is retried with backoff, and /success confirms with the provider either way.
  await deliverLocalEvents();
  return redirect(`/success?session_id=${encodeURIComponent(session.id)}`);
}

/** Why this checkout cannot be paid: it takes focus (a refusal replaces the Pay button the student just pressed). */
function Refusal({ message, livePlan }: { message: string; livePlan: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <p>{message}</p>
      {livePlan ? <p className="mt-2">Your plan now is {livePlan}.</p> : null}
    </div>
  );
}

export default function LocalCheckout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const actionData = useActionData<typeof action>();
  const refusal = actionData?.refusal ?? loaderData.refusal;
  const livePlan = actionData ? actionData.livePlan : loaderData.livePlan;
  return (
    <PageContainer className="flex justify-center py-12">
      <Card className="w-full max-w-md">
        <Banner tone="warning">Test checkout: this server has no payment provider configured, so no money is taken.</Banner>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">
          {loaderData.planName ? `Subscribe to Marker ${loaderData.planName}` : "Test checkout"}
        </h1>
        {loaderData.planName ? (
          <p className="mt-2 text-3xl font-extrabold text-slate-900">
            {loaderData.price} <span className="text-base font-medium text-slate-700">per month</span>
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-700">Account: {loaderData.email}</p>
        {refusal ? (
          <div className="mt-6 space-y-4">
            <Refusal message={refusal} livePlan={livePlan} />
            <div className="flex flex-wrap gap-3">
              {livePlan ? (
                // Straight to the billing portal, as Manage Plan on /pricing does.
                <Form method="post" action="/pricing">
                  <input type="hidden" name="intent" value="portal" />
                  <Button type="submit">Manage Plan</Button>
                </Form>
              ) : null}
              <Link to="/pricing" className={buttonClasses(livePlan ? "secondary" : "primary", "md")}>
                Back to Plans
              </Link>
            </div>
          </div>
        ) : (
          <>
            {loaderData.startsNow ? <p className="mt-4 text-sm text-slate-800">{loaderData.startsNow}</p> : null}
            <Form method="post" className="mt-8 flex gap-3">
              <Button type="submit" name="intent" value="pay" disabled={busy}>
                {busy ? "Processing..." : "Pay"}
              </Button>
              <Button type="submit" name="intent" value="cancel" variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Form>
          </>
        )}
      </Card>
    </PageContainer>
  );
}
