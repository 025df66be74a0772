import { PLAN_LABELS, planBadgeClass } from "./plans";

/**
 * The plan shown in the header: Free Trial while the trial runs, otherwise the spec's default label
 * 'Basic'. Subscriptions (the billing issue) will take precedence once they exist.
 */
export function planLabelFor(profile: { trialEndsAt: Date }, now: Date = new Date()): { label: string; badgeClass: string } {
  const label = profile.trialEndsAt.getTime() > now.getTime() ? PLAN_LABELS.trial : PLAN_LABELS.basic;
  return { label, badgeClass: planBadgeClass(label) };
}
