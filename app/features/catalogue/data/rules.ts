import type { SubjectId } from "../subjects";
import type { LevelBand, ObjectiveShare } from "../types";

/**
 * The spec's rules (marker-spec.md sections 5 and 9) that the catalogue falls back on where the facts
 * file (../shared/reference/gcse-exam-facts.md) has no figure, plus the written-accuracy grids.
 * These live apart from catalogue.ts so the data files can use them without an import cycle;
 * catalogue.ts re-exports everything here.
 */

// ---------------------------------------------------------------------------------------------
// Source keyword rule (spec section 5)
// ---------------------------------------------------------------------------------------------

/** Spec section 5: a question type whose name contains any of these needs a source. */
export const SOURCE_KEYWORDS = [
  "source",
  "extract",
  "unseen",
  "reading",
  "comprehension",
  "analysis",
  "comparison",
  "poetry",
  "prose",
  "drama",
  "shakespeare",
  "novel",
  "text",
  "passage",
  "excerpt",
] as const;

/**
 * The spec's keyword rule: true when `name` contains (case-insensitively, as a substring) any of
 * SOURCE_KEYWORDS. Only for question types that carry no catalogue flag (see `needsSource`): the
 * rule is crude ("Modern prose or drama: essay" matches "prose" although no extract is printed).
 */
export function needsSourceByName(name: string): boolean {
  const lower = name.toLowerCase();
  return SOURCE_KEYWORDS.some((keyword) => lower.includes(keyword));
}

// ---------------------------------------------------------------------------------------------
// Maximum marks by keyword (spec section 9, "Maximum marks")
// ---------------------------------------------------------------------------------------------

type KeywordRule = readonly [keywords: readonly string[], marks: number];

/**
 * The keyword groups per subject in the spec's order. The first group with a matching keyword wins,
 * so "Unseen poetry" is 25 (poetry comes before unseen in the spec) and "Creative reading and
 * writing" is 20 (reading comes before writing).
 */
const MAX_MARK_RULES: Record<SubjectId, { rules: readonly KeywordRule[]; otherwise: number }> = {
  "english-literature": {
    rules: [
      [["character", "theme"], 30],
      [["poetry", "comparison"], 25],
      [["unseen"], 20],
    ],
    otherwise: 30,
  },
  "english-language": {
    rules: [
      [["reading", "comprehension", "analysis"], 20],
      [["creative", "writing"], 40],
    ],
    otherwise: 20,
  },
  history: {
    rules: [
      [["describe"], 4],
      [["explain"], 8],
      [["evaluate", "assess"], 16],
      [["source"], 12],
    ],
    otherwise: 16,
  },
};

/** Spec section 9: "Other subjects 30". */
export const FALLBACK_MAX_MARKS_OTHER_SUBJECTS = 30;

function isSubjectId(value: string): value is SubjectId {
  return Object.hasOwn(MAX_MARK_RULES, value);
}

/**
 * The spec's maximum mark for a question whose tariff is unknown, from keywords in its name
 * (case-insensitive substrings). Precedence when several keywords match: the spec's order, first
 * match wins (see MAX_MARK_RULES). A subject id outside the three gets the spec's 30.
 */
export function fallbackMaxMarks(subjectId: string, questionName: string): number {
  if (!isSubjectId(subjectId)) return FALLBACK_MAX_MARKS_OTHER_SUBJECTS;
  const { rules, otherwise } = MAX_MARK_RULES[subjectId];
  const lower = questionName.toLowerCase();
  for (const [keywords, marks] of rules) {
    if (keywords.some((keyword) => lower.includes(keyword))) return marks;
  }
  return otherwise;
}

// ---------------------------------------------------------------------------------------------
// Two objectives with the spec's weights (spec section 9, "Assessment objectives")
// ---------------------------------------------------------------------------------------------

/** Percentages of AO1 and AO2 in the spec's two-objective model. */
export const FALLBACK_OBJECTIVE_WEIGHTS: Record<SubjectId, readonly [ao1: number, ao2: number]> = {
  "english-literature": [40, 60],
  "english-language": [50, 50],
  history: [40, 60],
};

function assertPositiveInteger(marks: number, what: string): void {
  if (!Number.isInteger(marks) || marks < 1) {
    throw new RangeError(`${what} must be a whole number of at least 1, got ${marks}`);
  }
}

/**
 * AO1 and AO2 with the spec's weights, in whole marks adding up to `marks`. Rounding: AO1 is
 * `Math.round(marks * weight / 100)` (halves round up) and AO2 takes the rest, so 16 History
 * marks are AO1 6 + AO2 10 and 15 Language marks are AO1 8 + AO2 7.
 * Throws a RangeError unless `marks` is a whole number of at least 1.
 */
export function fallbackObjectives(subjectId: SubjectId, marks: number): ObjectiveShare[] {
  assertPositiveInteger(marks, "marks");
  const [ao1Weight] = FALLBACK_OBJECTIVE_WEIGHTS[subjectId];
  const ao1 = Math.round((marks * ao1Weight) / 100);
  return [
    { code: "AO1", marks: ao1 },
    { code: "AO2", marks: marks - ao1 },
  ];
}

// ---------------------------------------------------------------------------------------------
// Four levels by percentage (spec section 9, "Levels")
// ---------------------------------------------------------------------------------------------

/** Lowest percentage of the total for each level, highest level first. */
export const FALLBACK_LEVEL_THRESHOLDS = [
  { level: 4, fromPercent: 75, descriptor: "Secure, detailed and well-developed throughout" },
  { level: 3, fromPercent: 60, descriptor: "Clear and relevant, with sound support" },
  { level: 2, fromPercent: 40, descriptor: "Some relevant points, partly developed" },
  { level: 1, fromPercent: 0, descriptor: "Limited, with little development" },
] as const;

/**
 * The spec's four levels for a `marks`-mark question, as contiguous whole-mark bands from 1 to
 * `marks`, lowest first. Level n starts at `ceil(marks * percent / 100)` (never below 1), so a
 * mark is in Level 4 exactly when it is at least 75% of the total, as the spec says. On small
 * totals a level can be empty, and is then left out rather than renumbered (4 marks: Level 1 is
 * 1, Level 2 is 2, Level 4 is 3-4, no Level 3), so every level keeps the spec's meaning.
 * Throws a RangeError unless `marks` is a whole number of at least 1.
 */
export function fallbackLevels(marks: number): LevelBand[] {
  assertPositiveInteger(marks, "marks");
  const bands: LevelBand[] = [];
  let max = marks;
  for (const { level, fromPercent, descriptor } of FALLBACK_LEVEL_THRESHOLDS) {
    // Integer arithmetic first, so 60% of 5 is exactly 3.
    const min = Math.max(1, Math.ceil((marks * fromPercent) / 100));
    if (min <= max) {
      bands.unshift({ level, min, max, descriptor });
      max = min - 1;
    }
  }
  return bands;
}

// ---------------------------------------------------------------------------------------------
// Written-accuracy grids (marked apart from the main levels; see QuestionType.accuracyMarks)
// ---------------------------------------------------------------------------------------------

/**
 * The common 4-mark accuracy grid: Threshold 1, Intermediate 2-3, High 4 (facts sections 1, 2.1,
 * 2.3, 3.1, 4.3). Used for AQA and OCR Literature AO4 and AQA and Edexcel History SPaG.
 */
export const SPAG_LEVELS: readonly LevelBand[] = [
  { level: 1, min: 1, max: 1, descriptor: "Threshold: reasonably accurate, meaning is clear" },
  { level: 2, min: 2, max: 3, descriptor: "Intermediate: mostly accurate, with a good range of words" },
  { level: 3, min: 4, max: 4, descriptor: "High: consistently accurate, precise and varied" },
];

/** Eduqas Literature AO4, 5 marks: 1 / 2-3 / 4-5 (facts section 5.1, M). */
export const EDUQAS_LITERATURE_AO4_LEVELS: readonly LevelBand[] = [
  { level: 1, min: 1, max: 1, descriptor: "Threshold: reasonably accurate, meaning is clear" },
  { level: 2, min: 2, max: 3, descriptor: "Intermediate: mostly accurate, with a good range of words" },
  { level: 3, min: 4, max: 5, descriptor: "High: consistently accurate, precise and varied" },
];

/** Edexcel Literature AO4, 8 marks: 1-2 / 3-5 / 6-8 (facts section 4.1, M). */
export const EDEXCEL_LITERATURE_AO4_LEVELS: readonly LevelBand[] = [
  { level: 1, min: 1, max: 2, descriptor: "Threshold: reasonably accurate, meaning is clear" },
  { level: 2, min: 3, max: 5, descriptor: "Intermediate: mostly accurate, with a good range of words" },
  { level: 3, min: 6, max: 8, descriptor: "High: consistently accurate, precise and varied" },
];

/** AQA Language AO6 (technical accuracy in the writing question), 16 marks in 4 levels (facts 2.2, H). */
export const AQA_LANGUAGE_AO6_LEVELS: readonly LevelBand[] = [
  { level: 1, min: 1, max: 4, descriptor: "Occasional control; frequent errors and a narrow range" },
  { level: 2, min: 5, max: 8, descriptor: "Some control of sentences, spelling and punctuation" },
  { level: 3, min: 9, max: 12, descriptor: "Generally accurate, with varied sentences and vocabulary" },
  { level: 4, min: 13, max: 16, descriptor: "Consistently accurate, with ambitious, precise choices" },
];

/**
 * The written-accuracy grid for a question's `accuracyMarks`, where the facts give it; undefined
 * where they do not (Edexcel, OCR and Eduqas Language AO6 grids; OCR History's 10-mark SPaG).
 */
export function accuracyLevelsFor(
  subjectId: SubjectId,
  boardId: string,
  accuracyMarks: number,
): readonly LevelBand[] | undefined {
  const board = boardId.toLowerCase();
  if (accuracyMarks === 4 && subjectId !== "english-language") return SPAG_LEVELS;
  if (subjectId === "english-literature" && board === "wjec" && accuracyMarks === 5) {
    return EDUQAS_LITERATURE_AO4_LEVELS;
  }
  if (subjectId === "english-literature" && board === "edexcel" && accuracyMarks === 8) {
    return EDEXCEL_LITERATURE_AO4_LEVELS;
  }
  if (subjectId === "english-language" && board === "aqa" && accuracyMarks === 16) {
    return AQA_LANGUAGE_AO6_LEVELS;
  }
  return undefined;
}
