import { describe, expect, it } from "vitest";

import { planStateFor } from "./plan-state";
import { ENTITLEMENTS, NO_ENTITLEMENTS } from "./plans";

describe("planStateFor", () => {
  const now = new Date("2026-11-21T12:00:00Z");

  it("gives Basic entitlements, labelled Free Trial, while the trial runs", () => {
    const state = planStateFor({ trialEndsAt: new Date("2026-11-25T00:00:00Z") }, now);
    expect(state).toMatchObject({ status: "trial", plan: "basic", label: "Free Trial" });
    expect(state.entitlements).toBe(ENTITLEMENTS.basic);
    expect(state.badgeClass).toContain("slate");
  });

  it("gives nothing once the trial has ended without a subscription", () => {
    const state = planStateFor({ trialEndsAt: new Date("2026-11-20T00:00:00Z") }, now);
    expect(state).toMatchObject({ status: "expired", plan: null });
    expect(state.entitlements).toBe(NO_ENTITLEMENTS);
  });
});
