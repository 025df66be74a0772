import { describe, expect, it } from "vitest";

import { averageGradeLabel } from "./average-grade";

describe("averageGradeLabel (spec section 9)", () => {
  it("is N/A with nothing marked", () => {
    expect(averageGradeLabel([])).toBe("N/A");
  });

  it.each([
    [["9"], "9"],
    [["9", "8"], "9"], // 8.5
    [["8", "7"], "8"], // 7.5
    [["7", "6"], "7"], // 6.5
    [["6", "5"], "6"], // 5.5
    [["5", "4"], "5"], // 4.5
    [["4", "3"], "4"], // 3.5
    [["3", "2"], "3"], // 2.5
    [["2", "1"], "2"], // 1.5
    [["1", "U"], "1"], // 0.5
    [["U", "U", "1"], "U"], // 0.33
    [["U"], "U"],
    [["8", "8", "7"], "8"], // 7.67
    [["5", "5", "4", "4"], "5"], // 4.5 exactly
  ])("maps %j to %s", (grades, expected) => {
    expect(averageGradeLabel(grades)).toBe(expected);
  });
});
