import { describe, expect, it } from "vitest";

import { formatLondonDate, londonDay, nextLondonMidnight } from "./london-day";

describe("London days (DESIGN.md D3)", () => {
  it("uses the London date, not UTC's", () => {
    // 23:30 UTC in summer is already the next day in London (BST, UTC+1).
    expect(londonDay(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(londonDay(new Date("2026-07-01T22:59:59Z"))).toBe("2026-07-01");
    // In winter London is on UTC.
    expect(londonDay(new Date("2026-12-01T23:30:00Z"))).toBe("2026-12-01");
  });

  it("resets at London midnight in winter and in summer", () => {
    expect(nextLondonMidnight(new Date("2026-12-01T10:00:00Z")).toISOString()).toBe("2026-12-02T00:00:00.000Z");
    expect(nextLondonMidnight(new Date("2026-07-01T10:00:00Z")).toISOString()).toBe("2026-07-01T23:00:00.000Z");
  });

  it("handles the days the clocks change", () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026: that day has 23 hours in London.
    expect(nextLondonMidnight(new Date("2026-03-28T12:00:00Z")).toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(nextLondonMidnight(new Date("2026-03-29T12:00:00Z")).toISOString()).toBe("2026-03-29T23:00:00.000Z");
    // Clocks go back at 01:00 UTC on 25 October 2026: that day has 25 hours in London.
    expect(nextLondonMidnight(new Date("2026-10-24T12:00:00Z")).toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(nextLondonMidnight(new Date("2026-10-25T12:00:00Z")).toISOString()).toBe("2026-10-26T00:00:00.000Z");
    // Every instant of the long day belongs to one London day.
    const days = new Set<string>();
    for (let hour = 0; hour < 25; hour++) days.add(londonDay(new Date(Date.UTC(2026, 9, 24, 23 + hour))));
    expect([...days]).toEqual(["2026-10-25"]);
  });

  it("formats the reset date as an en-GB long date", () => {
    expect(formatLondonDate(new Date("2026-11-21T23:30:00Z"))).toBe("21 November 2026");
    expect(formatLondonDate(new Date("2026-07-01T23:30:00Z"))).toBe("2 July 2026");
  });
});
