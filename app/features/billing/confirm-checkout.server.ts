import type { Db } from "~/platform/db/client.server";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";

import type { BillingProvider, ProviderCheckoutSession } from "./billing-provider.server";
import { syncSubscription } from "./billing.server";
import { planStateFor, type PlanState } from "./plan-state";
import { getSubscriptionRow } from "./subscription-row.server";

/**
 * Stripe's word on a checkout: complete, and paid (or nothing was due). Anything else (still open because the
 * student pressed Cancel or Back, expired, or complete with the payment not taken) took no money.
 */
function isPaid(session: ProviderCheckoutSession): boolean {
  return session.status === "complete" && (session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required");
}

/**
 * Confirms a checkout the student came back from, by asking the provider (the query string alone proves
 * nothing): the session must belong to this student's customer and be paid; then the same sync as the
 * webhook runs. The value says whether the plan is active yet (a webhook may still be on its way), or that
 * this checkout was not paid at all.
 */
export async function confirmCheckout(
  db: Db,
  provider: BillingProvider,
  user: { id: string },
  profile: Parameters<typeof planStateFor>[0],
  sessionId: string,
): Promise<Result<"active" | "pending" | "unpaid">> {
  try {
    const row = await getSubscriptionRow(db, user.id);
    const session = sessionId ? await provider.retrieveCheckoutSession(sessionId) : null;
    if (!row || !session || session.customerId !== row.customerId) return fail("BAD_REQUEST", "That checkout is not yours.");
    if (!isPaid(session)) return ok("unpaid");
    await syncSubscription(db, provider, row.customerId);
    const plan: PlanState = planStateFor(profile, await getSubscriptionRow(db, user.id));
    return ok(plan.status === "active" ? "active" : "pending");
  } catch (error) {
    getLogger().error({ err: error }, "could not confirm a checkout");
    return fail("UPSTREAM_FAILED", "The payment provider did not answer.");
  }
}
