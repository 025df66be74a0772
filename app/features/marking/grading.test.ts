import { describe, expect, it } from "vitest";

import { bandFor, colourBand, indicativeGrade, levelByPercentage, markRange, nextBand, percentageOf } from "./grading";

describe("spec section 9 figures", () => {
  it.each([
    [100, "9"], [90, "9"], [89.9, "8"], [80, "8"], [70, "7"], [60, "6"], [50, "5"],
    [40, "4"], [30, "3"], [20, "2"], [10, "1"], [9.9, "U"], [0, "U"],
  ])("grade for %s%% is %s", (percentage, grade) => {
    expect(indicativeGrade(percentage)).toBe(grade);
  });

  it.each([
    [100, "green", "Excellent"], [70, "green", "Excellent"], [69.9, "orange", "Good"],
    [40, "orange", "Good"], [39.9, "red", "Needs Work"], [0, "red", "Needs Work"],
  ])("colour band for %s%% is %s %s", (percentage, tone, label) => {
    expect(colourBand(percentage)).toEqual({ tone, label });
  });

  it.each([
    [100, 4], [75, 4], [74.9, 3], [60, 3], [59.9, 2], [40, 2], [39.9, 1], [0, 1],
  ])("level for %s%% is %s", (percentage, level) => {
    expect(levelByPercentage(percentage)).toBe(level);
  });

  it("computes percentages to one decimal place", () => {
    expect(percentageOf(17, 30)).toBe(56.7);
    expect(percentageOf(0, 30)).toBe(0);
    expect(percentageOf(5, 0)).toBe(0);
  });

  it("finds the band for a mark and the marks to the next level", () => {
    const bands = [
      { level: 1, min: 1, max: 5, descriptor: "Simple" },
      { level: 2, min: 6, max: 10, descriptor: "Supported" },
      { level: 3, min: 11, max: 15, descriptor: "Explained" },
    ];
    expect(bandFor(bands, 7)?.level).toBe(2);
    expect(bandFor(bands, 0)).toBeNull();
    expect(nextBand(bands, 7)).toEqual({ band: bands[2], marksNeeded: 4 });
    expect(nextBand(bands, 0)).toEqual({ band: bands[0], marksNeeded: 1 });
    expect(nextBand(bands, 15)).toBeNull();
  });
});

describe("markRange", () => {
  it("says a band of one mark as that mark ('8 marks', not '8-8 marks'), and a wider band as its range", () => {
    expect(markRange({ min: 8, max: 8 })).toBe("8 marks");
    expect(markRange({ min: 1, max: 1 })).toBe("1 mark");
    expect(markRange({ min: 5, max: 8 })).toBe("5-8 marks");
    expect(markRange({ min: 5, max: 8 }, "–")).toBe("5–8 marks");
  });
});
