import { getConfig } from "~/platform/config.server";
import type { Db } from "~/platform/db/client.server";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";

import type { BillingProvider } from "./billing-provider.server";
import { ensureCustomer, newIdempotencyKey } from "./billing.server";
import type { PlanState } from "./plan-state";
import { isPlanId } from "./plans";

import { CHECKOUT_MESSAGES, PAYMENTS_NOT_CONFIGURED } from "./checkout-messages";

export { CHECKOUT_MESSAGES };

/** Where the billing portal sends the user back: /pricing, after a fresh read of the plan from the provider. */
export const PORTAL_RETURN_PATH = "/pricing?portal=return";

export type CheckoutOutcome = Result<{ url: string }>;

/**
 * Starts a checkout for one of our three plans. The customer is created (or reused) first; prices and
 * the success and cancel addresses come only from the server; a user who already pays is sent to the
 * billing portal instead of a second subscription.
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
    const customerId = await ensureCustomer(db, provider, user);
    if (plan.status === "active") {
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
      },
      newIdempotencyKey("checkout", user.id),
    );
    if (!session.url) return fail("UPSTREAM_FAILED", CHECKOUT_MESSAGES.noUrl);
    return ok({ url: session.url });
  } catch (error) {
    getLogger().error({ err: error }, "checkout could not start");
    return fail("UPSTREAM_FAILED", CHECKOUT_MESSAGES.failed);
  }
}

/** The billing portal for a user who has a customer record; null when they have never paid. */
export async function portalUrlFor(db: Db, provider: BillingProvider, user: { id: string; email: string; name: string }) {
  const customerId = await ensureCustomer(db, provider, user);
  return (await provider.createPortalSession({ customerId, returnUrl: `${getConfig().appUrl}${PORTAL_RETURN_PATH}` })).url;
}
