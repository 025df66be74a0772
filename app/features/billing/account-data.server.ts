import { eq, inArray } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { getConfig } from "~/platform/config.server";
import { localBillingSessions, localBillingSubscriptions, subscriptions } from "~/platform/db/schema";

import { planName } from "./access";
import { planForPrice } from "./billing.server";
import { subscriptionStatusWords } from "./plan-state";

/** What became of a test checkout (or the test-only mark on a plan), in words a parent reading the export can follow. */
function checkoutOutcome(status: string): string {
  switch (status) {
    case "complete":
      return "paid (test checkout, no money taken)";
    case "open":
      return "opened, not paid";
    case "expired":
      return "closed without paying";
    case "card_declines":
      return "test only: the plan's next payment was set to fail";
    default:
      return status;
  }
}

/** The plan: our copy of the subscription (card details are only ever at the payment provider). */
export const billingAccountData: AccountDataPart = {
  name: "subscription",
  tables: ["subscriptions", "local_billing_sessions"],
  async export(db, userId) {
    const [row] = await db
      .select({
        plan: subscriptions.plan,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        customerId: subscriptions.customerId,
        updatedAt: subscriptions.updatedAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    const config = getConfig();
    const planOf = (priceId: string) => planName(planForPrice(config, priceId)) ?? "unknown plan";
    const checkouts = await db
      .select({ id: localBillingSessions.id, priceId: localBillingSessions.priceId, status: localBillingSessions.status, createdAt: localBillingSessions.createdAt })
      .from(localBillingSessions)
      .where(eq(localBillingSessions.userId, userId));
    const testCheckouts = checkouts.map(({ priceId, status, ...checkout }) => ({ ...checkout, plan: planOf(priceId), status, outcome: checkoutOutcome(status) }));
    const subscriptionsKept = row
      ? await db
          .select({
            priceId: localBillingSubscriptions.priceId,
            status: localBillingSubscriptions.status,
            currentPeriodEnd: localBillingSubscriptions.currentPeriodEnd,
            cancelAtPeriodEnd: localBillingSubscriptions.cancelAtPeriodEnd,
            createdAt: localBillingSubscriptions.createdAt,
          })
          .from(localBillingSubscriptions)
          .where(inArray(localBillingSubscriptions.customerId, [row.customerId]))
      : [];
    const testSubscriptions = subscriptionsKept.map(({ priceId, ...subscription }) => ({
      plan: planOf(priceId),
      ...subscription,
      statusInWords: subscriptionStatusWords(subscription.status),
    }));
    return { subscription: row ?? null, testCheckouts, testSubscriptions };
  },
};
