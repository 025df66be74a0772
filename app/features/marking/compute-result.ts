import type { QuestionType } from "~/features/catalogue";
import { markerProposalSchema, type MarkerProposal } from "~/platform/ai/tasks/marking";

import { bandFor, colourBand, indicativeGrade, levelByPercentage, nextBand, percentageOf } from "./grading";
import type { MarkerIdentity } from "./marker";
import { markingResultSchema, type MarkingResult } from "./marking-result";

/** A marker's output that cannot be turned into a trustworthy mark (DESIGN.md D11: no invented marks). */
export class InvalidMarkingError extends Error {
  override name = "InvalidMarkingError";
}

/** Quotes are compared ignoring spacing and quote-mark style, so a model's typographic quotes still match. */
function normalise(text: string): string {
  return text.replace(/[\u2018\u2019\u201b`]/g, "'").replace(/[\u201c\u201d\u201f]/g, '"').replace(/\s+/g, " ").trim();
}

/** A letter, digit or combining mark: what words are made of, for matching a quote as whole words. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** Whether an offset falls inside a word: a word character on each side of it. */
function splitsWord(text: string, at: number): boolean {
  if (at <= 0 || at >= text.length) return false;
  // The code point ending at `at` (two code units back covers a surrogate pair) and the one starting there.
  const before = Array.from(text.slice(Math.max(0, at - 2), at)).at(-1) ?? "";
  const after = String.fromCodePoint(text.codePointAt(at)!);
  return WORD_CHAR.test(before) && WORD_CHAR.test(after);
}

/**
 * Every place a quote occurs in the answer (character offsets into the original text), in reading order.
 * Only whole-word matches count: a quote that starts or ends with a letter or digit is not taken from inside
 * a word (a misspelt "wer" is not the end of "answer"). The passage found is exactly the quote, up to spacing
 * and quote-mark style: it is never widened or shortened to fit.
 */
export function quoteOccurrences(answer: string, quote: string): Array<{ start: number; end: number }> {
  const wanted = normalise(quote);
  if (wanted.length < 2) return [];
  // Map each character of the normalised answer back to its original offset.
  const map: number[] = [];
  let normalised = "";
  let lastWasSpace = true;
  for (let i = 0; i < answer.length; i++) {
    let char = answer[i]!;
    if (/\s/.test(char)) {
      if (lastWasSpace) continue;
      char = " ";
      lastWasSpace = true;
    } else {
      lastWasSpace = false;
      char = normalise(char) || char;
    }
    normalised += char;
    map.push(i);
  }
  const found: Array<{ start: number; end: number }> = [];
  for (let index = normalised.indexOf(wanted); index !== -1; index = normalised.indexOf(wanted, index + 1)) {
    const at = { start: map[index]!, end: map[index + wanted.length - 1]! + 1 };
    if (!splitsWord(answer, at.start) && !splitsWord(answer, at.end)) found.push(at);
  }
  return found;
}

/** Where a quote first occurs in the answer as whole words (character offsets into the original text), or null. */
export function locateQuote(answer: string, quote: string): { start: number; end: number } | null {
  return quoteOccurrences(answer, quote)[0] ?? null;
}

/** The objective whose marks are for written accuracy (Literature AO4, Language AO6, History SPaG), if any. */
function accuracyObjective(questionType: QuestionType): string | null {
  if (questionType.accuracyMarks <= 0) return null;
  for (const code of ["SPaG", "AO6", "AO4"]) {
    const objective = questionType.objectives.find((candidate) => candidate.code === code);
    if (objective && objective.marks === questionType.accuracyMarks) return code;
  }
  return null;
}

const NO_CREDIT = "No creditworthy material yet";

/**
 * What a level of 0 means when the answer did earn marks: the level is decided on the other objectives'
 * marks, and the marks earned are all for written accuracy, so "No creditworthy material" would be false.
 */
function belowLevelOneWithMarks(accuracyCode: string, accuracyAchieved: number, levelledCodes: readonly string[], levelledMax: number): string {
  return `not yet reached on ${levelledCodes.join(", ")} (0 of ${levelledMax} marks), which the level is based on; your ${accuracyAchieved} ${accuracyAchieved === 1 ? "mark is" : "marks are"} for written accuracy (${accuracyCode})`;
}

/** A point-marked question's result in words, with no level: "Marked point by point: 3 of 4 marks, one for each creditable point". */
function pointMarkedDescription(achieved: number, max: number): string {
  if (achieved === 0) return `Marked point by point: no creditable point yet (0 of ${max} ${max === 1 ? "mark" : "marks"})`;
  return `Marked point by point: ${achieved} of ${max} ${max === 1 ? "mark" : "marks"}, one for each creditable point`;
}

/**
 * Turns a marker's proposal into the stored result: schema-checked, marks made whole and clamped to
 * each objective's maximum, evidence and annotations kept only when they really occur in the answer,
 * and every derived figure computed from the catalogue. Throws InvalidMarkingError when the proposal
 * cannot be trusted (wrong shape, a missing objective, a mark that is not a number).
 */
export function computeResult(input: {
  questionType: QuestionType;
  objectiveMeanings: Partial<Record<string, string>>;
  proposal: unknown;
  answerText: string;
  marker: MarkerIdentity;
  markedAt?: Date;
}): MarkingResult {
  const parsed = markerProposalSchema.safeParse(input.proposal);
  if (!parsed.success) throw new InvalidMarkingError(`proposal failed validation: ${parsed.error.issues[0]?.message}`);
  const proposal: MarkerProposal = parsed.data;
  const { questionType, answerText } = input;
  const occurs = (quote: string) => locateQuote(answerText, quote) !== null;

  const objectives = questionType.objectives.map((objective) => {
    const proposed = proposal.objectives.find((candidate) => candidate.code === objective.code);
    if (!proposed) throw new InvalidMarkingError(`no marks proposed for ${objective.code}`);
    if (!Number.isFinite(proposed.marks)) throw new InvalidMarkingError(`marks for ${objective.code} are not a number`);
    const achieved = Math.min(objective.marks, Math.max(0, Math.round(proposed.marks)));
    return {
      code: objective.code,
      meaning: input.objectiveMeanings[objective.code] ?? objective.code,
      max: objective.marks,
      achieved,
      level: achieved === 0 ? 0 : levelByPercentage(percentageOf(achieved, objective.marks)),
      rationale: proposed.rationale,
      evidence: proposed.evidence.filter(occurs),
    };
  });

  const achievedMarks = objectives.reduce((sum, objective) => sum + objective.achieved, 0);
  const totalMarks = questionType.marks;
  const percentage = percentageOf(achievedMarks, totalMarks);
  const accuracyCode = accuracyObjective(questionType);
  const accuracyAchieved = objectives.find((objective) => objective.code === accuracyCode)?.achieved ?? 0;
  const levelledMax = totalMarks - (accuracyCode ? questionType.accuracyMarks : 0);
  const levelledAchieved = achievedMarks - accuracyAchieved;
  const levelledCodes = objectives.filter((objective) => objective.code !== accuracyCode).map((objective) => objective.code);

  const bands = questionType.levels;
  let level: number;
  let levelDescription: string;
  let next: MarkingResult["nextLevel"];
  if (bands.length > 0) {
    const band = bandFor(bands, levelledAchieved);
    level = band?.level ?? 0;
    levelDescription =
      band?.descriptor ??
      (achievedMarks > 0 && accuracyCode
        ? belowLevelOneWithMarks(accuracyCode, accuracyAchieved, levelledCodes, levelledMax)
        : NO_CREDIT);
    const upcoming = nextBand(bands, levelledAchieved);
    next = upcoming ? { level: upcoming.band.level, marksNeeded: upcoming.marksNeeded } : null;
  } else {
    // Point-marked questions have no bands. `level` keeps the spec's 75/60/40% figure (section 9), but the
    // description names no level the mark scheme does not have ("Level 1 of 4" beside "marked point by point
    // rather than in levels" contradicted itself): it says how the marks were earned.
    level = levelledAchieved === 0 ? 0 : levelByPercentage(percentageOf(levelledAchieved, levelledMax));
    levelDescription =
      achievedMarks > 0 && levelledAchieved === 0 && accuracyCode
        ? belowLevelOneWithMarks(accuracyCode, accuracyAchieved, levelledCodes, levelledMax)
        : pointMarkedDescription(levelledAchieved, levelledMax);
    next = null;
  }

  // Annotations whose quote is really in the answer. A proposal gives no position, only the quote
  // (platform/ai/tasks/marking/schema.ts), so a quote is placed at its first whole-word occurrence; a quote
  // given again (the same phrase commented on twice) goes to its next occurrence, so each comment points at a
  // passage of its own.
  const placed = new Map<string, number>();
  const located: Array<{ annotation: MarkerProposal["annotations"][number]; at: { start: number; end: number } }> = [];
  for (const annotation of proposal.annotations) {
    const occurrences = quoteOccurrences(answerText, annotation.quote);
    if (occurrences.length === 0) continue;
    const key = normalise(annotation.quote);
    const times = placed.get(key) ?? 0;
    placed.set(key, times + 1);
    located.push({ annotation, at: occurrences[Math.min(times, occurrences.length - 1)]! });
  }
  // In reading order, a passage before the ones inside it. Overlapping passages are all kept (a spelling note
  // inside a sentence commented on as a whole must not vanish): the annotated answer (result-view.tsx) shows
  // the inner passage inside the outer one, which is split around it.
  const annotations: MarkingResult["annotations"] = located
    .sort((a, b) => a.at.start - b.at.start || b.at.end - a.at.end)
    .map(({ annotation, at }) => ({ ...annotation, start: at.start, end: at.end }));

  const result: MarkingResult = {
    version: 1,
    totalMarks,
    achievedMarks,
    percentage,
    level,
    levelDescription,
    levelBands: bands.map((band) => ({ ...band })),
    levelledMarks: { achieved: levelledAchieved, max: levelledMax },
    nextLevel: next,
    grade: indicativeGrade(percentage),
    colourBand: colourBand(percentage),
    objectives,
    strengths: proposal.strengths,
    areasForImprovement: proposal.areasForImprovement,
    specificFeedback: proposal.specificFeedback,
    suggestions: proposal.suggestions,
    annotations,
    marker: { ...input.marker },
    markedAt: (input.markedAt ?? new Date()).toISOString(),
  };
  return markingResultSchema.parse(result);
}
