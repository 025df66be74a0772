import { colourBand, indicativeGrade, percentageOf, type ColourBand } from "~/features/marking";

/**
 * Where each question of a sitting stands, and the paper's totals from them: one rule for the result page
 * and for the list of a paper's attempts. Pure; unit-tested in attempt-score.test.ts.
 */

/**
 * unanswered: left blank (no marking used); no-key: multiple choice without a key (never marked);
 * choice: marked from its key; unmarked: answered, not sent for marking yet (it can be, later);
 * unmarkable: answered, but marking cannot take it (too long, no board question type); then the
 * submission's own status once sent.
 */
export type QuestionState = "unanswered" | "no-key" | "choice" | "unmarked" | "unmarkable" | "pending" | "marking" | "marked" | "failed" | "needs_review";

export interface ScoredQuestion {
  marks: number;
  state: QuestionState;
  awarded: number | null;
}

export interface PaperTotals {
  awarded: number;
  total: number;
  percentage: number;
  grade: string;
  band: ColourBand;
  /** Answers that will still be marked (sent and waiting, or saved to send later): the total will change. */
  waiting: number;
}

/** States left out of the total: nothing can ever be awarded there (no key; marking cannot take the answer). */
const LEFT_OUT: readonly QuestionState[] = ["no-key", "unmarkable"];
const WAITING: readonly QuestionState[] = ["pending", "marking", "unmarked"];

/** Marks awarded over the marks of the questions that count, with the percentage, indicative grade and colour band. */
export function paperTotals(questions: readonly ScoredQuestion[]): PaperTotals {
  const counted = questions.filter((question) => !LEFT_OUT.includes(question.state));
  const awarded = counted.reduce((sum, question) => sum + (question.awarded ?? 0), 0);
  const total = counted.reduce((sum, question) => sum + question.marks, 0);
  const percentage = percentageOf(awarded, total);
  return {
    awarded,
    total,
    percentage,
    grade: indicativeGrade(percentage),
    band: colourBand(percentage),
    waiting: questions.filter((question) => WAITING.includes(question.state)).length,
  };
}
