import { redirect } from "react-router";

import type { SubjectId } from "~/features/catalogue";
import { AppError } from "~/platform/errors";

import type { PlanState } from "./plan-state";
import { FEATURE_REQUIRED_PLAN, PLANS, type FeatureName, type PlanId, type PlanOffer } from "./plans";

/**
 * What a plan lets a student do, asked in one place: the feature gate, the subject gate and the names
 * of plans. Every loader and action that offers a gated thing calls these; the browser decides nothing.
 */

/** One of our plans as offered (name, price), or null for no plan or a price that is not ours. */
export function planOffer(plan: PlanId | string | null | undefined): PlanOffer | null {
  return PLANS.find((offer) => offer.id === plan) ?? null;
}

/** A plan's display name ("Standard"), or null. */
export function planName(plan: PlanId | string | null | undefined): string | null {
  return planOffer(plan)?.name ?? null;
}

/** The name of the cheapest plan that includes a feature. */
export function requiredPlanName(feature: FeatureName): string {
  return planName(FEATURE_REQUIRED_PLAN[feature]) ?? "Standard";
}

/** Where a student without a usable plan is sent: ?expired=true after a trial, ?reactivate=true after a subscription. */
export function pricingRedirectFor(state: PlanState): string | null {
  if (state.status === "expired") return "/pricing?expired=true";
  if (state.status === "lapsed") return "/pricing?reactivate=true";
  return null;
}

/** The feature gate's message (spec section 6): the plan to upgrade to, or a request to subscribe. */
export function featureGateMessage(state: PlanState, feature: FeatureName): string {
  if (!state.plan) return "Please subscribe to access this feature";
  return `Upgrade to ${requiredPlanName(feature)} plan to access this feature`;
}

/** The one server-side feature gate: throws 403 with the gate's message when the plan lacks it. */
export function requireFeature(state: PlanState, feature: FeatureName): void {
  if (!state.entitlements[feature]) throw new AppError("FORBIDDEN", featureGateMessage(state, feature));
}

export const SUBJECT_LOCKED_MESSAGE = "Upgrade to access this subject";

export function canUseSubject(state: PlanState, subjectId: SubjectId | string): boolean {
  return (state.entitlements.subjects as readonly string[]).includes(subjectId);
}

/**
 * The subject gate for pages: a student with no usable plan is sent to /pricing (thrown redirect); the
 * answer says whether this plan opens the subject.
 */
export function requireSubjectAccess(state: PlanState, subjectId: SubjectId): "open" | "locked" {
  const goPay = pricingRedirectFor(state);
  if (goPay) throw redirect(goPay);
  return canUseSubject(state, subjectId) ? "open" : "locked";
}

/** The subject gate for APIs: 403 with the gate's message. */
export function assertSubjectAccess(state: PlanState, subjectId: string): void {
  if (!canUseSubject(state, subjectId)) throw new AppError("FORBIDDEN", SUBJECT_LOCKED_MESSAGE);
}
