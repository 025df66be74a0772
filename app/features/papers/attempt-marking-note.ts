import { marksLabel } from "./export-text";

/**
 * The line under a paper question's result that says what marking did with the answer's marks, when that is
 * not simply "marked out of this question's own marks". Pure; unit-tested in attempt-marking-note.test.ts.
 *
 * Marking marks an answer against one of the board's question types, out of that type's marks. A question
 * the student wrote (hand-made) has no type of its own: it is marked as the nearest one the board has
 * (attempt-target.ts), which may be worth other marks (a 4-mark short answer on an AQA Literature paper is
 * marked as the 34-mark modern-text essay). Its mark is then the same share of the question's own marks
 * (scaleMarks), rounded to the nearest mark. The question never had another tariff, so the line says which
 * type the answer was marked as and what that type is worth, never that the question's mark was "scaled from"
 * another total.
 */

export interface MarkingNoteInput {
  /** The question was written by the student (marked as the nearest board question type). */
  handMade: boolean;
  /** The board question type's name and marks. */
  typeName: string;
  typeMarks: number;
  /** The question's own marks. */
  questionMarks: number;
  /** Marked: the mark out of the type's marks (achieved of outOf) and the mark given to the question. */
  marked: { achieved: number; outOf: number; awarded: number } | null;
  /** Sent for marking and not marked yet (pending, marking); otherwise failed or held. */
  inProgress: boolean;
  /** Marked on the question's own marks, a mark a point (a short answer written for the paper: catalogue own-question.ts). */
  ownMarks?: boolean;
}

/** The line, or null when there is nothing to explain (a question built from the board's own type, same marks). */
export function markingNote(input: MarkingNoteInput): string | null {
  const { handMade, typeName, typeMarks, questionMarks, marked, inProgress } = input;
  if (input.ownMarks) {
    const how = `on its own ${marksLabel(questionMarks)}: a mark for each separate, correct point`;
    if (marked || !inProgress) return `You wrote this question, so Marker ${marked ? "marked" : "marks"} your answer ${how}.`;
    return `You wrote this question, so Marker is marking your answer ${how}.`;
  }
  const outOf = marked?.outOf ?? typeMarks;
  const sameMarks = outOf === questionMarks;
  if (!handMade && sameMarks) return null;
  const type = `the board's question type "${typeName}"`;
  const why = handMade ? "You wrote this question, so " : "";
  if (marked) {
    const as = handMade ? `Marker marked your answer as ${type}` : `Your answer was marked as ${type}`;
    if (sameMarks) return `${why}${as}, which is worth the same ${marksLabel(questionMarks)} as this question.`;
    const exact = (marked.achieved * questionMarks) % outOf === 0;
    return (
      `${why}${as}, which is worth ${marksLabel(outOf)}: your answer earned ${marked.achieved} of those ${outOf}. ` +
      `The same share of this question's ${marksLabel(questionMarks)} is ${marked.awarded}${exact ? "" : " (rounded to the nearest mark)"}.`
    );
  }
  const worth = sameMarks ? `, which is worth the same ${marksLabel(questionMarks)} as this question.` : `, which is worth ${marksLabel(outOf)}.`;
  const then = sameMarks ? "" : ` Your mark will be the same share of this question's ${marksLabel(questionMarks)}.`;
  if (inProgress) return `${why}${handMade ? "Marker is marking your answer" : "Your answer is being marked"} as ${type}${worth}${then}`;
  return `${why}${handMade ? "your answer was sent for marking" : "Your answer was sent for marking"} as ${type}${worth}${then}`;
}

export interface PaperMarkInput {
  handMade: boolean;
  /** The board question type the answer was marked against. */
  typeName: string;
  /** The mark out of the type's marks. */
  achieved: number;
  outOf: number;
  /** The question's own marks, and the mark it was given on the paper (scaleMarks). */
  questionMarks: number;
  awarded: number;
}

/**
 * What a paper answer's own results page says first when its question is worth other marks than the type it was
 * marked against: the mark as the paper and the dashboard show it ("1 / 4 marks"), and one plain sentence on
 * how it was marked. Null when the marks agree (the result's own mark is the paper's).
 */
export function paperMarkLead(input: PaperMarkInput): { figure: string; sentence: string } | null {
  const { handMade, typeName, achieved, outOf, questionMarks, awarded } = input;
  if (outOf === questionMarks) return null;
  const exact = (achieved * questionMarks) % outOf === 0;
  const who = handMade ? "You wrote this question, so Marker marked your answer" : "Your answer was marked";
  return {
    figure: `${awarded} / ${marksLabel(questionMarks)}`,
    sentence:
      `${who} as the board's question type "${typeName}", which is worth ${marksLabel(outOf)}: your ${achieved} of those ${outOf} is ${awarded} of this ` +
      `question's ${marksLabel(questionMarks)}${exact ? "" : " (rounded to the nearest mark)"}, as on your paper and your dashboard, which give it no grade.`,
  };
}
