import type { QuestionType } from "~/features/catalogue";

import type { InjectionFinding } from "~/platform/ai/safety/detect-injection";

/**
 * The check on a model's result that backs up the injection detector (D1). Full marks is exactly
 * what an injected instruction asks for, so a full-mark result is held for a person to review,
 * instead of being shown, when either:
 *
 * - the detector found any sign of text addressed to the marker in the answer, even one too weak to
 *   hold the answer before marking (score 1 or 2: "Dear examiner", "full marks" in passing); or
 * - the answer is too short to earn every mark of a levelled question honestly: under
 *   FULL_MARKS_MIN_WORDS_PER_MARK words per mark (170 words for a 34-mark essay, 60 for a 12-mark
 *   answer). The offline marker's strong sample answers run to 10-30 words a mark, and examiners'
 *   top-band exemplars are longer still. Point-marked questions (retrieval, "list four things")
 *   have no such floor: a short answer can earn all 4 marks.
 *
 * It never lowers a mark: a held submission gets no mark until reviewed, and its allowance is given back.
 */
export const FULL_MARKS_MIN_WORDS_PER_MARK = 5;

export interface FullMarksCheck {
  hold: boolean;
  reason?: string;
}

export function checkFullMarks(input: {
  achievedMarks: number;
  totalMarks: number;
  questionType: Pick<QuestionType, "levels">;
  answerText: string;
  injection: Pick<InjectionFinding, "score">;
}): FullMarksCheck {
  const { achievedMarks, totalMarks, questionType, answerText, injection } = input;
  if (totalMarks <= 0 || achievedMarks < totalMarks) return { hold: false };
  if (injection.score > 0) {
    return { hold: true, reason: `Full marks for an answer with a possible instruction to the marker (score ${injection.score})` };
  }
  const words = answerText.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const floor = totalMarks * FULL_MARKS_MIN_WORDS_PER_MARK;
  if (questionType.levels.length > 0 && words < floor) {
    return { hold: true, reason: `Full marks for a ${words}-word answer to a ${totalMarks}-mark question (under ${floor} words)` };
  }
  return { hold: false };
}
