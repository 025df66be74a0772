import { describe, expect, it } from "vitest";

import { nextCheckDelayMs, SUCCESS_POLL } from "./success-polling";

describe("/success timings (spec section 9: 3 s before refresh, 2 s before redirect)", () => {
  it("waits 3 s before the first check, then re-asks every second a few times", () => {
    expect(nextCheckDelayMs(0)).toBe(3_000);
    expect([1, 2, 3, 4].map(nextCheckDelayMs)).toEqual([1_000, 1_000, 1_000, 1_000]);
    expect(SUCCESS_POLL.checks).toBe(5);
  });

  it("goes to the dashboard 2 s after showing success", () => {
    expect(SUCCESS_POLL.redirectMs).toBe(2_000);
  });
});
