import { featureGateMessage, requiredPlanName, type PlanState } from "~/features/billing";

/** The creator's gate for sitting a paper: the same entitlement (aiExamPaperCreator) and texts as /aipractisepaper. */
export function attemptGate(plan: PlanState) {
  return {
    allowed: plan.entitlements.aiExamPaperCreator,
    requiredPlan: requiredPlanName("aiExamPaperCreator"),
    hasPlan: plan.plan !== null,
    message: featureGateMessage(plan, "aiExamPaperCreator"),
  };
}
