import { SUBJECTS, type SubjectId } from "../catalogue/subjects";

// The plan cards are a module of their own, so /pricing loads them without the entitlements table.
export { PLANS, type PlanOffer } from "./plan-offers";

/**
 * Plans and what each one allows: the one source for the pricing page, feature gates and limits.
 * The server enforces these; the UI only shows them (DESIGN.md D2).
 */
export const PLAN_IDS = ["basic", "standard", "premium"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The value stored for "unlimited" daily markings (spec section 9). */
export const UNLIMITED_DAILY_CAP = 999_999;

export interface Entitlements {
  /** Markings per Europe/London day (DESIGN.md D3); UNLIMITED_DAILY_CAP means unlimited. */
  dailyMarkingCap: number;
  /** The marketing allowance as the spec's entitlement table states it; -1 is unlimited. */
  assignmentsPerMonth: number;
  subjects: readonly SubjectId[];
  aiFeedback: "advanced" | "premium" | "none";
  questionGeneration: boolean;
  extractGeneration: boolean;
  flashcards: boolean;
  youtubeFlashcards: boolean;
  aiExamPaperCreator: boolean;
  progressAnalytics: boolean;
  /** /progress's Premium views: targets per subject and the comparison against them. */
  advancedAnalytics: boolean;
  /** The weekly study plan and its calendar export. */
  studyPlans: boolean;
  exportCapabilities: boolean;
  prioritySupport: boolean;
  betaFeatures: boolean;
}

export type FeatureName = {
  [K in keyof Entitlements]: Entitlements[K] extends boolean ? K : never;
}[keyof Entitlements];

const ALL_SUBJECTS = SUBJECTS.map((subject) => subject.id);

export const ENTITLEMENTS: Record<PlanId, Entitlements> = {
  basic: {
    dailyMarkingCap: 15,
    assignmentsPerMonth: 15,
    // DESIGN.md D4: Basic opens English Literature only.
    subjects: ["english-literature"],
    aiFeedback: "advanced",
    questionGeneration: true,
    extractGeneration: false,
    flashcards: true,
    youtubeFlashcards: false,
    aiExamPaperCreator: false,
    progressAnalytics: true,
    advancedAnalytics: false,
    studyPlans: false,
    exportCapabilities: false,
    prioritySupport: false,
    betaFeatures: false,
  },
  standard: {
    dailyMarkingCap: 50,
    assignmentsPerMonth: 50,
    subjects: ALL_SUBJECTS,
    aiFeedback: "premium",
    questionGeneration: true,
    extractGeneration: true,
    flashcards: true,
    youtubeFlashcards: true,
    aiExamPaperCreator: true,
    progressAnalytics: true,
    advancedAnalytics: false,
    studyPlans: false,
    exportCapabilities: true,
    prioritySupport: true,
    betaFeatures: false,
  },
  premium: {
    dailyMarkingCap: UNLIMITED_DAILY_CAP,
    assignmentsPerMonth: -1,
    subjects: ALL_SUBJECTS,
    aiFeedback: "premium",
    questionGeneration: true,
    extractGeneration: true,
    flashcards: true,
    youtubeFlashcards: true,
    aiExamPaperCreator: true,
    progressAnalytics: true,
    advancedAnalytics: true,
    studyPlans: true,
    exportCapabilities: true,
    prioritySupport: true,
    betaFeatures: true,
  },
};

/** An unknown plan gets nothing (spec section 6). */
export const NO_ENTITLEMENTS: Entitlements = {
  dailyMarkingCap: 0,
  assignmentsPerMonth: 0,
  subjects: [],
  aiFeedback: "none",
  questionGeneration: false,
  extractGeneration: false,
  flashcards: false,
  youtubeFlashcards: false,
  aiExamPaperCreator: false,
  progressAnalytics: false,
  advancedAnalytics: false,
  studyPlans: false,
  exportCapabilities: false,
  prioritySupport: false,
  betaFeatures: false,
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

export function getEntitlements(plan: string | null | undefined): Entitlements {
  return isPlanId(plan) ? ENTITLEMENTS[plan] : NO_ENTITLEMENTS;
}

/** The cheapest plan that includes a feature; the feature gate names it (spec section 6). */
export const FEATURE_REQUIRED_PLAN: Record<FeatureName, PlanId> = {
  questionGeneration: "basic",
  extractGeneration: "standard",
  flashcards: "basic",
  youtubeFlashcards: "standard",
  aiExamPaperCreator: "standard",
  progressAnalytics: "basic",
  advancedAnalytics: "premium",
  studyPlans: "premium",
  exportCapabilities: "standard",
  prioritySupport: "standard",
  betaFeatures: "premium",
};

/** Header labels; the trial label applies while a new account has no subscription (DESIGN.md D5). */
export const PLAN_LABELS = {
  trial: "Free Trial",
  basic: "Basic",
  standard: "Standard",
  premium: "Premium",
  free: "Free",
} as const;

/** Badge colours: premium purple, standard green, basic blue, anything else grey (spec section 4). */
export function planBadgeClass(label: string): string {
  switch (label.toLowerCase()) {
    case "premium":
      return "bg-purple-100 text-purple-800";
    case "standard":
      return "bg-green-100 text-green-800";
    case "basic":
      return "bg-blue-100 text-blue-800";
    default:
      return "bg-slate-100 text-slate-800";
  }
}
