import { eq, inArray } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { localBillingSessions, localBillingSubscriptions, subscriptions } from "~/platform/db/schema";

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
    const testCheckouts = await db
      .select({ id: localBillingSessions.id, status: localBillingSessions.status, createdAt: localBillingSessions.createdAt })
      .from(localBillingSessions)
      .where(eq(localBillingSessions.userId, userId));
    const testSubscriptions = row
      ? await db
          .select({ status: localBillingSubscriptions.status, currentPeriodEnd: localBillingSubscriptions.currentPeriodEnd, createdAt: localBillingSubscriptions.createdAt })
          .from(localBillingSubscriptions)
          .where(inArray(localBillingSubscriptions.customerId, [row.customerId]))
      : [];
    return { subscription: row ?? null, testCheckouts, testSubscriptions };
  },
};
