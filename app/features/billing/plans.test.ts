import { describe, expect, it } from "vitest";

import {
  ENTITLEMENTS,
  FEATURE_REQUIRED_PLAN,
  getEntitlements,
  NO_ENTITLEMENTS,
  planBadgeClass,
  PLANS,
  UNLIMITED_DAILY_CAP,
} from "./plans";

describe("plans", () => {
  it("offers the spec's three plans at the spec's prices, Standard most popular", () => {
    expect(PLANS.map((plan) => [plan.name, plan.priceText, plan.period, plan.popular])).toEqual([
      ["Basic", "£9.99", "month", false],
      ["Standard", "£19.99", "month", true],
      ["Premium", "£39.99", "month", false],
    ]);
  });

  it("has daily caps 15 / 50 / unlimited stored as 999999 (DESIGN.md D3)", () => {
    expect(ENTITLEMENTS.basic.dailyMarkingCap).toBe(15);
    expect(ENTITLEMENTS.standard.dailyMarkingCap).toBe(50);
    expect(ENTITLEMENTS.premium.dailyMarkingCap).toBe(UNLIMITED_DAILY_CAP);
    expect(UNLIMITED_DAILY_CAP).toBe(999999);
    expect(ENTITLEMENTS.premium.assignmentsPerMonth).toBe(-1);
  });

  it("opens English Literature only on Basic and all three subjects above (DESIGN.md D4)", () => {
    expect(ENTITLEMENTS.basic.subjects).toEqual(["english-literature"]);
    expect(ENTITLEMENTS.standard.subjects).toEqual(["english-literature", "english-language", "history"]);
    expect(ENTITLEMENTS.premium.subjects).toEqual(ENTITLEMENTS.standard.subjects);
  });

  it("follows the spec's entitlement table", () => {
    expect(ENTITLEMENTS.basic).toMatchObject({
      aiFeedback: "advanced",
      questionGeneration: true,
      flashcards: true,
      progressAnalytics: true,
      youtubeFlashcards: false,
      aiExamPaperCreator: false,
      exportCapabilities: false,
      prioritySupport: false,
      betaFeatures: false,
    });
    expect(ENTITLEMENTS.standard).toMatchObject({
      aiFeedback: "premium",
      youtubeFlashcards: true,
      aiExamPaperCreator: true,
      exportCapabilities: true,
      prioritySupport: true,
      betaFeatures: false,
    });
    expect(Object.values(ENTITLEMENTS.premium).every((value) => value !== false)).toBe(true);
  });

  it("gives an unknown plan nothing", () => {
    for (const plan of ["free", "", null, undefined, "PREMIUM", "__proto__"]) {
      expect(getEntitlements(plan)).toBe(NO_ENTITLEMENTS);
    }
    expect(Object.values(NO_ENTITLEMENTS).some((value) => value === true)).toBe(false);
  });

  it("names the plan each feature needs, consistent with the table", () => {
    expect(FEATURE_REQUIRED_PLAN).toMatchObject({
      youtubeFlashcards: "standard",
      aiExamPaperCreator: "standard",
      exportCapabilities: "standard",
      prioritySupport: "standard",
      betaFeatures: "premium",
      flashcards: "basic",
      questionGeneration: "basic",
      progressAnalytics: "basic",
    });
    const order = ["basic", "standard", "premium"] as const;
    for (const [feature, required] of Object.entries(FEATURE_REQUIRED_PLAN)) {
      for (const plan of order) {
        const has = ENTITLEMENTS[plan][feature as keyof typeof FEATURE_REQUIRED_PLAN];
        expect(has, `${plan} ${feature}`).toBe(order.indexOf(plan) >= order.indexOf(required));
      }
    }
  });

  it("colours badges premium purple, standard green, basic blue, others grey", () => {
    expect(planBadgeClass("Premium")).toContain("purple");
    expect(planBadgeClass("Standard")).toContain("green");
    expect(planBadgeClass("Basic")).toContain("blue");
    expect(planBadgeClass("Free Trial")).toContain("slate");
  });
});
