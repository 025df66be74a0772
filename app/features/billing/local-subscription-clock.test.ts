import { describe, expect, it } from "vitest";

import { nextPeriodEnd, PAYMENT_RETRY_DAYS, periodEnd, planRollOver, retriesEndAt } from "./local-subscription-clock";

const at = (iso: string) => new Date(iso);

describe("the test checkout's monthly periods", () => {
  it("end on the anchor's day of the month, or the last day of a shorter month, and come back to the anchor's day", () => {
    const anchor = at("2027-01-31T09:30:00.000Z");
    expect([1, 2, 3, 4, 12].map((n) => periodEnd(anchor, n).toISOString())).toEqual([
      "2027-02-28T09:30:00.000Z",
      "2027-03-31T09:30:00.000Z",
      "2027-04-30T09:30:00.000Z",
      "2027-05-31T09:30:00.000Z",
      "2028-01-31T09:30:00.000Z",
    ]);
    expect(periodEnd(at("2027-12-31T23:00:00.000Z"), 2).toISOString()).toBe("2028-02-29T23:00:00.000Z");
    expect(periodEnd(at("2026-11-26T14:00:00.000Z"), 1).toISOString()).toBe("2026-12-26T14:00:00.000Z");
  });

  it("after a clamped end, the next period is counted from the anchor, not from the shorter month's day", () => {
    const anchor = at("2027-01-31T09:30:00.000Z");
    expect(nextPeriodEnd(anchor, at("2027-02-28T09:30:00.000Z")).toISOString()).toBe("2027-03-31T09:30:00.000Z");
    // An end written a few hours off (another time zone's month arithmetic) still finds its period.
    expect(nextPeriodEnd(anchor, at("2027-02-28T00:00:00.000Z")).toISOString()).toBe("2027-03-31T09:30:00.000Z");
  });

  it("gives a failed payment two weeks of retries from the start of the period it was for", () => {
    const anchor = at("2027-01-31T09:30:00.000Z");
    expect(PAYMENT_RETRY_DAYS).toBe(14);
    expect(retriesEndAt(anchor, at("2027-03-31T09:30:00.000Z")).toISOString()).toBe("2027-03-14T09:30:00.000Z");
  });
});

describe("planRollOver", () => {
  const anchor = at("2027-01-10T12:00:00.000Z");
  const active = { status: "active", currentPeriodEnd: at("2027-02-10T12:00:00.000Z"), cancelAtPeriodEnd: false, createdAt: anchor };

  it("does nothing before the period ends", () => {
    expect(planRollOver(active, false, at("2027-02-10T11:59:59.000Z"))).toEqual({ steps: [], status: "active", currentPeriodEnd: active.currentPeriodEnd });
  });

  it("renews once per period that has ended, up to now", () => {
    // Periods ended on 10 February, March, April and May.
    const rolled = planRollOver(active, false, at("2027-05-20T00:00:00.000Z"));
    expect(rolled.steps).toEqual(
      ["02", "03", "04", "05"].map((month, index) => ({
        kind: "renewed",
        periodStart: at(`2027-${month}-10T12:00:00.000Z`),
        periodEnd: at(`2027-${["03", "04", "05", "06"][index]}-10T12:00:00.000Z`),
      })),
    );
    expect(rolled).toMatchObject({ status: "active", currentPeriodEnd: at("2027-06-10T12:00:00.000Z") });
  });

  it("ends a cancelling subscription at its first period end, however long ago", () => {
    const rolled = planRollOver({ ...active, cancelAtPeriodEnd: true }, false, at("2027-05-20T00:00:00.000Z"));
    expect(rolled.steps).toEqual([{ kind: "ended", at: active.currentPeriodEnd, reason: "cancelled-at-period-end" }]);
    expect(rolled).toMatchObject({ status: "canceled", currentPeriodEnd: active.currentPeriodEnd });
  });

  it("with a declining card: past_due for the new period, then ended when the retries run out", () => {
    const failed = planRollOver(active, true, at("2027-02-10T13:00:00.000Z"));
    expect(failed.steps.map((step) => step.kind)).toEqual(["payment-failed"]);
    expect(failed).toMatchObject({ status: "past_due", currentPeriodEnd: at("2027-03-10T12:00:00.000Z") });
    const pastDue = { ...active, status: failed.status, currentPeriodEnd: failed.currentPeriodEnd };
    expect(planRollOver(pastDue, true, at("2027-02-24T11:59:00.000Z")).steps).toEqual([]);
    const ended = planRollOver(pastDue, true, at("2027-02-24T12:00:00.000Z"));
    expect(ended.steps).toEqual([{ kind: "ended", at: at("2027-02-24T12:00:00.000Z"), reason: "payment-retries-ran-out" }]);
    expect(ended.status).toBe("canceled");
    // Caught up months later, the same two steps at once.
    expect(planRollOver(active, true, at("2027-06-01T00:00:00.000Z")).steps.map((step) => step.kind)).toEqual(["payment-failed", "ended"]);
  });

  it("leaves an ended subscription alone", () => {
    expect(planRollOver({ ...active, status: "canceled" }, false, at("2028-01-01T00:00:00.000Z")).steps).toEqual([]);
  });
});
