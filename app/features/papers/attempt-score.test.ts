import { describe, expect, it } from "vitest";

import { paperTotals } from "./attempt-score";

describe("a sitting's totals", () => {
  it("leave out what can never be marked (no key; an answer marking cannot take) and count what is still to be marked", () => {
    const totals = paperTotals([
      { marks: 10, state: "marked", awarded: 6 },
      { marks: 4, state: "choice", awarded: 4 },
      { marks: 1, state: "no-key", awarded: null },
      { marks: 20, state: "unmarkable", awarded: null },
      { marks: 6, state: "unmarked", awarded: null },
      { marks: 5, state: "pending", awarded: null },
      { marks: 5, state: "unanswered", awarded: 0 },
    ]);
    expect(totals).toMatchObject({ awarded: 10, total: 30, percentage: 33.3, waiting: 2 });
    expect(totals.grade).toBe("3");
  });
});
