import { SUBJECTS, type SubjectId } from "../catalogue/subjects";

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

export interface PlanOffer {
  id: PlanId;
  name: string;
  description: string;
  priceText: string;
  period: string;
  features: string[];
  popular: boolean;
}

/**
 * The plan cards on /pricing (spec section 9, made consistent with DESIGN.md D3-D5). Every line names
 * something that works for that plan today (DESIGN.md D17): limits as the server enforces them (per
 * day), and nothing that is not built yet. tests/e2e/claims.spec.ts proves each line.
 */
export const PLANS: PlanOffer[] = [
  {
    id: "basic",
    name: "Basic",
    description: "Get started with AI marking for English Literature.",
    priceText: "£9.99",
    period: "month",
    features: [
      "15 marked answers a day",
      "English Literature marking",
      "A mark for each assessment objective, a level and an indicative grade",
      "Progress charts for your marks and each objective, with your next step",
      "Practice questions written for you",
      "Flashcards with spaced repetition review",
      "Flashcards made from your feedback",
      "Share a result with a private link",
      "Email support",
    ],
    popular: false,
  },
  {
    id: "standard",
    name: "Standard",
    description: "Every subject, plus the AI study tools.",
    priceText: "£19.99",
    period: "month",
    features: [
      "50 marked answers a day",
      "All 3 subjects",
      "Everything in Basic",
      "Source and extract generation",
      "Flashcards made from a YouTube video",
      "AI exam paper creator: build a real paper, sit it timed and get it marked",
      "Export a result as a PDF",
    ],
    popular: true,
  },
  {
    id: "premium",
    name: "Premium",
    description: "Unlimited marking with every tool.",
    priceText: "£39.99",
    period: "month",
    features: [
      "Unlimited marked answers",
      "All 3 subjects",
      "Everything in Standard",
      "Target grades on your progress charts",
      "A weekly study plan with a calendar export",
    ],
    popular: false,
  },
];

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
