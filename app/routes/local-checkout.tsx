import { data, Form, redirect, useNavigation } from "react-router";

import { requireUser } from "~/features/auth/guards.server";
import { getBillingProvider, planForPrice } from "~/features/billing/billing.server";
import { completeLocalCheckout, deliverLocalEvents, openLocalCheckoutSession } from "~/features/billing/local-billing.server";
import { planOffer } from "~/features/billing/access";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/local-checkout";

export function meta() {
  return [{ title: "Marker - Test checkout" }, { name: "robots", content: "noindex" }];
}

/** The embedded stand-in for Stripe's hosted checkout, used only when no Stripe key is configured. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  if (getBillingProvider().kind !== "local") throw data(null, { status: 404 });
  const session = await openLocalCheckoutSession(getDb(), params.sessionId, user.id);
  if (!session) throw redirect("/pricing");
  const plan = planOffer(planForPrice(getConfig(), session.priceId));
  return { planName: plan?.name ?? "Unknown plan", price: plan?.priceText ?? "", email: user.email };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  if (getBillingProvider().kind !== "local") throw data(null, { status: 404 });
  const intent = (await request.formData()).get("intent");
  if (intent !== "pay") return redirect("/pricing?canceled=true");
  const session = await completeLocalCheckout(getDb(), params.sessionId, user.id);
  if (!session) throw redirect("/pricing");
  // The payment and its events are written; deliver them now (outside any transaction). A delivery that
  // fails is retried with backoff, and /success confirms with the provider either way.
  await deliverLocalEvents();
  return redirect(`/success?session_id=${encodeURIComponent(session.id)}`);
}

export default function LocalCheckout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <PageContainer className="flex justify-center py-12">
      <Card className="w-full max-w-md">
        <Banner tone="warning">Test checkout: this server has no payment provider configured, so no money is taken.</Banner>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">Subscribe to Marker {loaderData.planName}</h1>
        <p className="mt-2 text-3xl font-extrabold text-slate-900">
          {loaderData.price} <span className="text-base font-medium text-slate-700">per month</span>
        </p>
        <p className="mt-2 text-sm text-slate-700">Account: {loaderData.email}</p>
        <Form method="post" className="mt-8 flex gap-3">
          <Button type="submit" name="intent" value="pay" disabled={busy}>
            {busy ? "Processing..." : "Pay"}
          </Button>
          <Button type="submit" name="intent" value="cancel" variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </Form>
      </Card>
    </PageContainer>
  );
}
