import type { Db } from "~/platform/db/client.server";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";

import type { BillingProvider } from "./billing-provider.server";
import { syncSubscription } from "./billing.server";
import { planStateFor, type PlanState } from "./plan-state";
import { getSubscriptionRow } from "./subscription-row.server";

/**
 * Confirms a checkout the student came back from, by asking the provider (the query string alone proves
 * nothing): the session must belong to this student's customer; then the same sync as the webhook runs.
 * The value says whether the plan is active yet (a webhook may still be on its way).
 */
export async function confirmCheckout(
  db: Db,
  provider: BillingProvider,
  user: { id: string },
  profile: Parameters<typeof planStateFor>[0],
  sessionId: string,
): Promise<Result<"active" | "pending">> {
  try {
    const row = await getSubscriptionRow(db, user.id);
    const session = sessionId ? await provider.retrieveCheckoutSession(sessionId) : null;
    if (!row || !session || session.customerId !== row.customerId) return fail("BAD_REQUEST", "That checkout is not yours.");
    await syncSubscription(db, provider, row.customerId);
    const plan: PlanState = planStateFor(profile, await getSubscriptionRow(db, user.id));
    return ok(plan.status === "active" ? "active" : "pending");
  } catch (error) {
    getLogger().error({ err: error }, "could not confirm a checkout");
    return fail("UPSTREAM_FAILED", "The payment provider did not answer.");
  }
}
