import { describe, expect, it } from "vitest";

import { pricingRedirectFor } from "./access";
import { planStateFor } from "./plan-state";
import { ENTITLEMENTS, NO_ENTITLEMENTS } from "./plans";

const now = new Date("2026-11-21T12:00:00Z");
const inTrial = { trialEndsAt: new Date("2026-11-25T00:00:00Z") };
const trialOver = { trialEndsAt: new Date("2026-11-20T00:00:00Z") };
const sub = (plan: string | null, status: string | null) => ({ plan, status, currentPeriodEnd: new Date("2026-12-21T00:00:00Z"), cancelAtPeriodEnd: false });

describe("planStateFor (DESIGN.md D5)", () => {
  it("gives Basic entitlements, labelled Free Trial, while the trial runs", () => {
    const state = planStateFor(inTrial, null, now);
    expect(state).toMatchObject({ status: "trial", plan: "basic", label: "Free Trial" });
    expect(state.entitlements).toBe(ENTITLEMENTS.basic);
    expect(state.badgeClass).toContain("slate");
    expect(pricingRedirectFor(state)).toBeNull();
  });

  it("gives nothing once the trial has ended without a subscription: expired", () => {
    const state = planStateFor(trialOver, null, now);
    expect(state).toMatchObject({ status: "expired", plan: null });
    expect(state.entitlements).toBe(NO_ENTITLEMENTS);
    expect(pricingRedirectFor(state)).toBe("/pricing?expired=true");
  });

  it("an active subscription's plan wins, during the trial too", () => {
    for (const [plan, label, colour] of [
      ["basic", "Basic", "blue"],
      ["standard", "Standard", "green"],
      ["premium", "Premium", "purple"],
    ] as const) {
      const state = planStateFor(inTrial, sub(plan, "active"), now);
      expect(state).toMatchObject({ status: "active", plan, label });
      expect(state.entitlements).toBe(ENTITLEMENTS[plan]);
      expect(state.badgeClass).toContain(colour);
    }
    expect(planStateFor(trialOver, sub("standard", "past_due"), now).status).toBe("active");
  });

  it("a cancelled or unpaid subscription is lapsed, even within the first week: reactivate", () => {
    for (const [profile, status] of [
      [trialOver, "canceled"],
      [trialOver, "unpaid"],
      [inTrial, "canceled"],
      [trialOver, "incomplete_expired"],
    ] as const) {
      const state = planStateFor(profile, sub("standard", status), now);
      expect(state).toMatchObject({ status: "lapsed", plan: null, subscriptionStatus: status });
      expect(state.entitlements).toBe(NO_ENTITLEMENTS);
      expect(pricingRedirectFor(state)).toBe("/pricing?reactivate=true");
    }
  });

  it("an unknown price gives nothing", () => {
    expect(planStateFor(inTrial, sub(null, "active"), now).entitlements).toBe(NO_ENTITLEMENTS);
  });

  it("a customer record with no subscription yet keeps the trial", () => {
    expect(planStateFor(inTrial, sub(null, null), now).status).toBe("trial");
  });
});
