import type { LevelBand } from "~/features/catalogue";

/**
 * The figures the server derives from marks (spec section 9). Pure, shared by the results page, the
 * stored result and the tests.
 */

/** Indicative grade from a percentage: 90+ 9, 80+ 8, ... 10+ 1, else U. */
export function indicativeGrade(percentage: number): string {
  for (let grade = 9; grade >= 1; grade--) {
    if (percentage >= grade * 10) return String(grade);
  }
  return "U";
}

export type ColourBand = { tone: "green" | "orange" | "red"; label: "Excellent" | "Good" | "Needs Work" };

/** 70%+ green Excellent, 40%+ orange Good, else red Needs Work. */
export function colourBand(percentage: number): ColourBand {
  if (percentage >= 70) return { tone: "green", label: "Excellent" };
  if (percentage >= 40) return { tone: "orange", label: "Good" };
  return { tone: "red", label: "Needs Work" };
}

/** Percentage of a total, to one decimal place. */
export function percentageOf(achieved: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((achieved / total) * 1000) / 10;
}

/** The spec's four levels by percentage (section 9): 75% Level 4, 60% Level 3, 40% Level 2, else 1. */
export function levelByPercentage(percentage: number): number {
  if (percentage >= 75) return 4;
  if (percentage >= 60) return 3;
  if (percentage >= 40) return 2;
  return 1;
}

/** The band a mark falls in; 0 marks is below every band (null). */
export function bandFor(bands: readonly LevelBand[], marks: number): LevelBand | null {
  return bands.find((band) => marks >= band.min && marks <= band.max) ?? null;
}

/** The next band above the given marks, and how many more marks reach it. */
export function nextBand(bands: readonly LevelBand[], marks: number): { band: LevelBand; marksNeeded: number } | null {
  const next = [...bands].sort((a, b) => a.min - b.min).find((band) => band.min > marks);
  return next ? { band: next, marksNeeded: next.min - marks } : null;
}

/** A level's marks as a page says them: "5-8 marks", or "8 marks" for a band of one mark ("8-8 marks" before). */
export function markRange(band: Pick<LevelBand, "min" | "max">, dash = "-"): string {
  return band.min === band.max ? `${band.min} ${band.min === 1 ? "mark" : "marks"}` : `${band.min}${dash}${band.max} marks`;
}
