import { ENTITLEMENTS, NO_ENTITLEMENTS, PLAN_LABELS, planBadgeClass, type Entitlements, type PlanId } from "./plans";

/**
 * What the user may do right now, from the server's data only (DESIGN.md D2, D5). Until subscriptions
 * exist (the billing issue), a new account has Basic entitlements for its trial and nothing after it.
 */
export interface PlanState {
  status: "trial" | "active" | "expired";
  plan: PlanId | null;
  label: string;
  badgeClass: string;
  entitlements: Entitlements;
}

export function planStateFor(profile: { trialEndsAt: Date }, now: Date = new Date()): PlanState {
  if (profile.trialEndsAt.getTime() > now.getTime()) {
    return {
      status: "trial",
      plan: "basic",
      label: PLAN_LABELS.trial,
      badgeClass: planBadgeClass(PLAN_LABELS.trial),
      entitlements: ENTITLEMENTS.basic,
    };
  }
  return {
    status: "expired",
    plan: null,
    label: PLAN_LABELS.free,
    badgeClass: planBadgeClass(PLAN_LABELS.free),
    entitlements: NO_ENTITLEMENTS,
  };
}
