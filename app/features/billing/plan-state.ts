
import {
  ENTITLEMENTS,
  isPlanId,
  NO_ENTITLEMENTS,
  PLAN_LABELS,
  planBadgeClass,
  type Entitlements,
  type PlanId,
} from "./plans";

/**
 * What the user may do right now, from the server's data only (DESIGN.md D2, D5): an active
 * subscription's plan; else Basic entitlements during the trial; else nothing. A subscription that was
 * cancelled or went unpaid is "lapsed" (the student is asked to reactivate); a trial that ended without
 * one is "expired".
 */
export interface PlanState {
  status: "trial" | "active" | "expired" | "lapsed";
  plan: PlanId | null;
  label: string;
  badgeClass: string;
  entitlements: Entitlements;
  /** The provider's status as shown on the profile ("active", "past_due", "canceled"...), or null. */
  subscriptionStatus: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface SubscriptionFacts {
  plan: string | null;
  status: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Provider statuses that keep the plan's features: paid, in a provider trial, or retrying a failed payment. */
const PAYING_STATUSES = new Set(["active", "trialing", "past_due"]);

export function planStateFor(
  profile: { trialEndsAt: Date },
  subscription: SubscriptionFacts | null = null,
  now: Date = new Date(),
): PlanState {
  const facts = {
    subscriptionStatus: subscription?.status ?? null,
    currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
  };
  if (subscription?.status && PAYING_STATUSES.has(subscription.status) && isPlanId(subscription.plan)) {
    const label = PLAN_LABELS[subscription.plan];
    return { status: "active", plan: subscription.plan, label, badgeClass: planBadgeClass(label), entitlements: ENTITLEMENTS[subscription.plan], ...facts };
  }
  // The trial is for accounts that have never subscribed: once a subscription has ended, the student
  // is asked to reactivate it (docs/decisions/006-billing.md).
  if (subscription?.status) {
    return {
      status: "lapsed",
      plan: null,
      label: PLAN_LABELS.free,
      badgeClass: planBadgeClass(PLAN_LABELS.free),
      entitlements: NO_ENTITLEMENTS,
      ...facts,
    };
  }
  if (profile.trialEndsAt.getTime() > now.getTime()) {
    return {
      status: "trial",
      plan: "basic",
      label: PLAN_LABELS.trial,
      badgeClass: planBadgeClass(PLAN_LABELS.trial),
      entitlements: ENTITLEMENTS.basic,
      ...facts,
    };
  }
  return {
    status: "expired",
    plan: null,
    label: PLAN_LABELS.free,
    badgeClass: planBadgeClass(PLAN_LABELS.free),
    entitlements: NO_ENTITLEMENTS,
    ...facts,
  };
}

/**
 * A subscription's status as the profile says it ("Subscription status: {status}", spec section 3), in plain British
 * words rather than the payment provider's own ("canceled", "incomplete_expired"); null when there is none.
 */
export function subscriptionStatusWords(status: string | null): string | null {
  switch (status) {
    case null:
      return null;
    case "canceled":
      return "Ended";
    case "past_due":
      return "Payment being retried";
    case "unpaid":
      return "Unpaid";
    case "incomplete":
    case "incomplete_expired":
      return "Payment not completed";
    case "paused":
      return "Paused";
    case "trialing":
      return "Trial";
    case "active":
      return "Active";
    default:
      return status;
  }
}
