import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { data, Form, redirect } from "react-router";

import { requireUser } from "~/features/auth/guards.server";
import { getBillingProvider, planForPrice } from "~/features/billing/billing.server";
import { sendLocalEvent } from "~/features/billing/local-events.server";
import { PLANS, isPlanId } from "~/features/billing/plans";
import { getSubscriptionRow } from "~/features/billing/subscription-row.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import { localBillingSubscriptions } from "~/platform/db/schema";
import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/local-billing-portal";

export function meta() {
  return [{ title: "Marker - Test billing portal" }, { name: "robots", content: "noindex" }];
}

async function currentLocalSubscription(userId: string) {
  const row = await getSubscriptionRow(getDb(), userId);
  if (!row) return null;
  const [subscription] = await getDb()
    .select()
    .from(localBillingSubscriptions)
    .where(and(eq(localBillingSubscriptions.customerId, row.customerId), inArray(localBillingSubscriptions.status, ["active", "trialing", "past_due"])))
    .orderBy(desc(localBillingSubscriptions.createdAt))
    .limit(1);
  return subscription ?? null;
}

/** The embedded stand-in for Stripe's billing portal: switch plan, cancel at period end, cancel now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  if (getBillingProvider().kind !== "local") throw data(null, { status: 404 });
  const subscription = await currentLocalSubscription(user.id);
  const config = getConfig();
  return {
    subscription: subscription
      ? {
          plan: planForPrice(config, subscription.priceId),
          periodEnd: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(subscription.currentPeriodEnd),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  if (getBillingProvider().kind !== "local") throw data(null, { status: 404 });
  const subscription = await currentLocalSubscription(user.id);
  if (!subscription) return redirect("/pricing");
  const form = await request.formData();
  const intent = form.get("intent");
  const db = getDb();
  const config = getConfig();
  let type = "customer.subscription.updated";
  if (intent === "switch" && isPlanId(form.get("plan"))) {
    const plan = form.get("plan") as keyof typeof config.billing.prices;
    await db.update(localBillingSubscriptions).set({ priceId: config.billing.prices[plan] }).where(eq(localBillingSubscriptions.id, subscription.id));
  } else if (intent === "cancel-at-period-end") {
    await db.update(localBillingSubscriptions).set({ cancelAtPeriodEnd: true }).where(eq(localBillingSubscriptions.id, subscription.id));
  } else if (intent === "cancel-now") {
    await db
      .update(localBillingSubscriptions)
      .set({ status: "canceled", currentPeriodEnd: sql`now()` })
      .where(eq(localBillingSubscriptions.id, subscription.id));
    type = "customer.subscription.deleted";
  } else {
    return redirect("/pricing");
  }
  await sendLocalEvent(type, { id: subscription.id, object: "subscription", customer: subscription.customerId });
  return redirect("/pricing");
}

export default function LocalBillingPortal({ loaderData }: Route.ComponentProps) {
  const { subscription } = loaderData;
  return (
    <PageContainer className="flex justify-center py-12">
      <Card className="w-full max-w-lg">
        <Banner tone="warning">Test billing portal: this server has no payment provider configured.</Banner>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">Manage your subscription</h1>
        {subscription ? (
          <>
            <p className="mt-3 text-slate-800">
              Plan: <strong>{PLANS.find((plan) => plan.id === subscription.plan)?.name ?? "Unknown"}</strong>.{" "}
              {subscription.cancelAtPeriodEnd ? `Ends on ${subscription.periodEnd}.` : `Renews on ${subscription.periodEnd}.`}
            </p>
            <Form method="post" className="mt-6 space-y-3">
              <input type="hidden" name="intent" value="switch" />
              <p className="text-sm font-semibold text-slate-900">Switch plan</p>
              <div className="flex flex-wrap gap-2">
                {PLANS.filter((plan) => plan.id !== subscription.plan).map((plan) => (
                  <Button key={plan.id} type="submit" name="plan" value={plan.id} variant="secondary" size="sm">
                    Switch to {plan.name}
                  </Button>
                ))}
              </div>
            </Form>
            <Form method="post" className="mt-6 flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="cancel-at-period-end" variant="secondary" disabled={subscription.cancelAtPeriodEnd}>
                Cancel at period end
              </Button>
              <Button type="submit" name="intent" value="cancel-now" variant="secondary">
                Cancel now
              </Button>
            </Form>
          </>
        ) : (
          <p className="mt-3 text-slate-700">You have no active subscription.</p>
        )}
      </Card>
    </PageContainer>
  );
}
