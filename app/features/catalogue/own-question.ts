import type { QuestionType } from "./types";

/**
 * A short-answer question a student or teacher wrote into a practice paper by hand ("Give one reason why Eric feels
 * guilty.", 1 mark) has no question type of its board to be marked against: the nearest one by marks may be a
 * 34-mark essay, which marks a correct one-line answer 2 of 34. Such a question is marked on its own marks instead,
 * a mark for each creditable point (the offline marker counts points for a question with no level bands), on the
 * subject's first objective: Literature's response to the text, Language's reading, History's knowledge.
 *
 * Its id names its marks ("own-short-4"), so a stored submission finds the same question type again; it is found by
 * id only (resolveSelection, getQuestionType), never offered in the answer form's lists.
 */
export const OWN_SHORT_ANSWER = {
  /** A short answer worth more than this is marked against the board's nearest levelled question instead. */
  maxMarks: 6,
  idPrefix: "own-short-",
} as const;

const ID_PATTERN = /^own-short-([1-9]\d?)$/;

/** The id of the own short-answer question type worth `marks`. */
export function ownShortAnswerId(marks: number): string {
  return `${OWN_SHORT_ANSWER.idPrefix}${marks}`;
}

/** Whether a question type id names an own short answer. */
export function isOwnShortAnswerId(questionTypeId: string): boolean {
  return ID_PATTERN.test(questionTypeId);
}

/** Whether a hand-made short answer of these marks is marked on its own marks. */
export function isOwnShortAnswerMarks(marks: number): boolean {
  return Number.isInteger(marks) && marks >= 1 && marks <= OWN_SHORT_ANSWER.maxMarks;
}

/** The question type an own short-answer id names, or undefined for any other id. */
export function ownShortAnswerType(questionTypeId: string): QuestionType | undefined {
  const match = ID_PATTERN.exec(questionTypeId);
  const marks = match ? Number(match[1]) : Number.NaN;
  if (!isOwnShortAnswerMarks(marks)) return undefined;
  return {
    id: ownShortAnswerId(marks),
    name: `Short answer written for this paper (${marks} ${marks === 1 ? "mark" : "marks"}, a mark for each point)`,
    // "retrieval": counted point by point, and a point must draw on the text when the question prints one.
    kind: "retrieval",
    marks,
    objectives: [{ code: "AO1", marks }],
    levels: [],
    accuracyMarks: 0,
    needsSource: false,
    answerPlaceholder: "Answer the question in a sentence or two for each mark.",
    guidance: `A mark for each separate, correct point that answers the question, up to ${marks}; a point must say something of its own, not repeat the question, and use the text when the question gives one.`,
    confidence: "L",
    fallback: true,
    sourceNote: "A question written by hand for a practice paper: no board question to follow, so marked a mark a point.",
  };
}
