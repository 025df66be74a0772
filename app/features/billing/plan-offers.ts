import type { PlanId } from "./plans";

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
