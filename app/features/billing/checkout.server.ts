import { getConfig } from "~/platform/config.server";
import type { Db } from "~/platform/db/client.server";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";

import type { BillingProvider } from "./billing-provider.server";
import { ensureCustomer, newIdempotencyKey, readProviderState, writeProviderState } from "./billing.server";
import { CHECKOUT_MESSAGES, CHECKOUT_STARTS_TODAY, PAYMENTS_NOT_CONFIGURED } from "./checkout-messages";
import { isLiveSubscription } from "./live-subscriptions";
import type { PlanState } from "./plan-state";
import { isPlanId } from "./plans";
import { getSubscriptionRow } from "./subscription-row.server";

export { CHECKOUT_MESSAGES };

/** Where the billing portal sends the user back: /pricing, after a fresh read of the plan from the provider. */
export const PORTAL_RETURN_PATH = "/pricing?portal=return";

export type CheckoutOutcome = Result<{ url: string }>;

/**
 * Starts a checkout for one of our three plans. The customer is created (or reused) first; prices and
 * the success and cancel addresses come only from the server. One account pays for one plan: a user who
 * already pays (by our row, or by the provider when the row has not caught up yet) is sent to the billing
 * portal instead, and a new checkout expires any other the customer left open (another tab, another
 * device), so only the newest can be paid.
 */
export async function startCheckout(
  db: Db,
  provider: BillingProvider,
  user: { id: string; email: string; name: string },
  plan: PlanState,
  requestedPlan: unknown,
): Promise<CheckoutOutcome> {
  const config = getConfig();
  if (provider.kind === "none") return fail("UNAVAILABLE", PAYMENTS_NOT_CONFIGURED);
  if (!isPlanId(requestedPlan)) return fail("BAD_REQUEST", CHECKOUT_MESSAGES.failed);
  try {
    // A customer made just now has no subscription and no other checkout yet: nothing to ask the provider.
    const isNewCustomer = !(await getSubscriptionRow(db, user.id));
    const customerId = await ensureCustomer(db, provider, user);
    if (plan.status === "active" || (!isNewCustomer && (await paysAtProvider(db, provider, customerId)))) {
      const portal = await provider.createPortalSession({ customerId, returnUrl: `${config.appUrl}${PORTAL_RETURN_PATH}` });
      return ok({ url: portal.url });
    }
    const session = await provider.createCheckoutSession(
      {
        customerId,
        userId: user.id,
        priceId: config.billing.prices[requestedPlan],
        successUrl: `${config.appUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${config.appUrl}/pricing?canceled=true`,
        startsNow: plan.status === "trial" ? CHECKOUT_STARTS_TODAY : null,
      },
      newIdempotencyKey("checkout", user.id),
    );
    if (!isNewCustomer) {
      const expired = await provider.expireOpenCheckoutSessions(customerId, session.id);
      if (expired.length > 0) getLogger().info({ customerId, kept: session.id, expired }, "a newer checkout replaced the customer's open ones");
    }
    if (!session.url) return fail("UPSTREAM_FAILED", CHECKOUT_MESSAGES.noUrl);
    return ok({ url: session.url });
  } catch (error) {
    getLogger().error({ err: error }, "checkout could not start");
    return fail("UPSTREAM_FAILED", CHECKOUT_MESSAGES.failed);
  }
}

/**
 * Whether the provider has a live subscription for the customer, even if our row has not heard of it yet
 * (its webhook still on the way); if so, our row is brought up to date on the way.
 */
async function paysAtProvider(db: Db, provider: BillingProvider, customerId: string): Promise<boolean> {
  const state = await readProviderState(provider, customerId);
  if (!state.chosen || !isLiveSubscription(state.chosen)) return false;
  await writeProviderState(db, customerId, state);
  return true;
}

/** The billing portal for a user who has a customer record; null when they have never paid. */
export async function portalUrlFor(db: Db, provider: BillingProvider, user: { id: string; email: string; name: string }) {
  const customerId = await ensureCustomer(db, provider, user);
  return (await provider.createPortalSession({ customerId, returnUrl: `${getConfig().appUrl}${PORTAL_RETURN_PATH}` })).url;
}
