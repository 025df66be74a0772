import { ENTITLEMENTS, PLANS, UNLIMITED_DAILY_CAP, type PlanId } from "~/features/billing";
import { EXAM_BOARDS, SUBJECTS } from "~/features/catalogue";

/**
 * Facts the public pages quote about plans, boards and subjects, derived from the one source of
 * plan data so the words cannot drift from what the server enforces.
 */


/** "A, B and C" (or "A, B or C"). */
export function joinWithAnd(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

const SUBJECT_NAMES = new Map<string, string>(SUBJECTS.map((subject) => [subject.id, subject.name]));

export interface PlanFact {
  id: PlanId;
  name: string;
  priceText: string;
  /** "15 answers a day", or "unlimited answers". */
  dailyLimitText: string;
  subjectsText: string;
  isAllSubjects: boolean;
  prioritySupport: boolean;
}

export const PLAN_FACTS: PlanFact[] = PLANS.map((plan) => {
  const entitlements = ENTITLEMENTS[plan.id];
  const subjects = entitlements.subjects.map((id) => SUBJECT_NAMES.get(id) ?? id);
  return {
    id: plan.id,
    name: plan.name,
    priceText: plan.priceText,
    dailyLimitText:
      entitlements.dailyMarkingCap >= UNLIMITED_DAILY_CAP
        ? "unlimited answers"
        : `${entitlements.dailyMarkingCap} answers a day`,
    subjectsText: subjects.length === SUBJECTS.length ? `all ${SUBJECTS.length} subjects` : joinWithAnd(subjects),
    isAllSubjects: subjects.length === SUBJECTS.length,
    prioritySupport: entitlements.prioritySupport,
  };
});

export const SUBJECT_NAMES_TEXT = joinWithAnd(SUBJECTS.map((subject) => subject.name));
export const BOARD_NAMES_TEXT = joinWithAnd(EXAM_BOARDS.map((board) => board.fullName));
export const BOARD_NAMES_OR_TEXT = joinWithAnd(
  EXAM_BOARDS.map((board) => board.fullName),
  "or",
);

/** "Basic £9.99, Standard £19.99 and Premium £39.99" */
export const PLAN_PRICES_TEXT = joinWithAnd(PLAN_FACTS.map((plan) => `${plan.name} ${plan.priceText}`));

export function getPlanFact(id: PlanId): PlanFact {
  const fact = PLAN_FACTS.find((plan) => plan.id === id);
  if (!fact) throw new Error(`No plan ${id}`);
  return fact;
}

export const VIDEO_FLASHCARD_PLAN_NAMES_TEXT = joinWithAnd(
  PLANS.filter((plan) => ENTITLEMENTS[plan.id].youtubeFlashcards).map((plan) => plan.name),
);
