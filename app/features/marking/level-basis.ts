import { markRange } from "./grading";
import type { MarkingResult } from "./marking-result";

/**
 * Who reads the result: the student who wrote the answer (their results page), or anyone holding a share
 * link, who is not the student and is spoken to without "your".
 */
export type ResultAudience = "student" | "shared";

/** "AO1-AO3" for a run of three or more objectives, else "AO1 and AO2" or "AO5". */
export function objectiveList(codes: readonly string[]): string {
  const numbers = codes.map((code) => /^AO(\d+)$/.exec(code)?.[1]).map((digits) => (digits === undefined ? NaN : Number(digits)));
  const consecutive = numbers.every((value, index) => Number.isInteger(value) && (index === 0 || value === numbers[index - 1]! + 1));
  if (codes.length >= 3 && consecutive) return `${codes[0]}-${codes[codes.length - 1]}`;
  if (codes.length <= 1) return codes[0] ?? "";
  return `${codes.slice(0, -1).join(", ")} and ${codes[codes.length - 1]}`;
}

/**
 * The headline's level line: "Level 3: ...", "Below Level 1: ...", or, for a question marked point by point
 * (no level bands), only its description ("Marked point by point: 3 of 4 marks, ..."), never an invented level.
 */
export function levelHeadline(result: Pick<MarkingResult, "level" | "levelDescription" | "levelBands">): string {
  if (result.levelBands.length === 0) return result.levelDescription;
  return `${result.level === 0 ? "Below Level 1" : `Level ${result.level}`}: ${result.levelDescription}`;
}

/** The written-accuracy objective left out of the level (Literature AO4, Language AO6, History SPaG), when one is. */
function accuracyLeftOut(result: MarkingResult): MarkingResult["objectives"][number] | undefined {
  const leftOut = result.totalMarks - result.levelledMarks.max;
  if (leftOut <= 0) return undefined;
  for (const code of ["SPaG", "AO6", "AO4"]) {
    const objective = result.objectives.find((candidate) => candidate.code === code && candidate.max === leftOut);
    if (objective) return objective;
  }
  return undefined;
}

/**
 * The line under the level: how far the next level is, in the marks the level is decided on. When written
 * accuracy is left out of the level, it says so with that figure, so "24 / 34" and "Level 5 is 21-25" never
 * seem to contradict each other.
 */
export function levelBasisLine(result: MarkingResult, audience: ResultAudience = "student"): string | null {
  const accuracy = accuracyLeftOut(result);
  const next = result.nextLevel;
  const band = next ? result.levelBands.find((candidate) => candidate.level === next.level) : undefined;
  const needed = next ? `${next.marksNeeded} more ${next.marksNeeded === 1 ? "mark" : "marks"}` : "";
  if (!accuracy) return next ? `${needed} to reach Level ${next.level}` : null;
  const codes = objectiveList(result.objectives.filter((objective) => objective.code !== accuracy.code).map((objective) => objective.code));
  const marks = `${audience === "student" ? "Your" : "The"} marks for ${codes} are ${result.levelledMarks.achieved} of ${result.levelledMarks.max}`;
  const outside = `${accuracy.code} (${accuracy.achieved} of ${accuracy.max}) is marked separately`;
  if (!next) return `The level is based on ${codes}: ${lowerFirstWord(marks)}; ${outside}.`;
  const range = band ? ` is ${markRange(band)}` : "";
  return `The level is based on ${codes}. ${marks}; Level ${next.level}${range} (${needed}). ${capitalFirst(outside)}.`;
}

function lowerFirstWord(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
