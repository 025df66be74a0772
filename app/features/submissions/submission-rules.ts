import { isBlank } from "~/platform/text/blank";

/**
 * The answer form's limits, messages and required-field rules without a validation library, so the
 * browser bundle of /subjects/:slug does not carry zod; `submission-schema.ts` (server) builds its zod
 * schema from the same constants.
 */
/** Size limits of the answer form (characters), checked in the browser and enforced on the server. */
export const SUBMISSION_LIMITS = { question: 2_000, source: 10_000, answer: 20_000 } as const;

/** The largest form body the server reads before refusing with 413 (all three fields at their limit, in UTF-8, encoded). */
export const MAX_SUBMISSION_BODY_BYTES = 400_000;

export const SUBMISSION_MESSAGES = {
  questionRequired: "Please enter the question you are answering.",
  answerRequired: "Please write your answer before you continue.",
  sourceRequired: (label: string) => `Please paste the ${label.toLowerCase()} this question is about.`,
  questionTooLong: `The question is too long: keep it to ${SUBMISSION_LIMITS.question.toLocaleString("en-GB")} characters.`,
  sourceTooLong: `The text you pasted is too long: keep it to ${SUBMISSION_LIMITS.source.toLocaleString("en-GB")} characters.`,
  answerTooLong: `Your answer is too long: keep it to ${SUBMISSION_LIMITS.answer.toLocaleString("en-GB")} characters (about 3,000 words).`,
  selectionInvalid: "Please choose an exam board, a paper and a question type.",
  bodyTooLarge: "That is too much text to send. Please shorten your answer and try again.",
  /**
   * AQA English Language Paper 2 Question 1 on a server that marks offline: the answer is letters, whose marks come
   * from an answer key the form does not have (and no model here can judge the statements against the source).
   */
  statementsNeedKey:
    "Marker cannot mark this question here: its four marks come from an answer key, and this server marks without an AI model. Check the letters you chose against the source yourself, or build AQA Paper 2 as a practice paper (Standard and Premium), where this question is marked from its key at once. This used none of your markings.",
  /** Continue pressed with no connection (the browser could not reach the server): the form stays. */
  unreachable:
    "Marker could not be reached, so your answer may not have been sent. Check your internet connection and press Continue again. Everything you typed is still here.",
} as const;

export { isBlank } from "~/platform/text/blank";

/**
 * Line endings unified and invisible control characters removed; the student's own spacing is kept. A
 * text with nothing visible in it becomes "" (so it is missing, never stored).
 */
export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
  return isBlank(cleaned) ? "" : cleaned;
}

export const SUBMISSION_FIELDS = [
  "board",
  "paperId",
  "topicId",
  "questionTypeId",
  "questionText",
  "sourceText",
  "answerText",
  "idempotencyKey",
] as const;

/**
 * What must be filled in before Continue is enabled: the question; the source when the question type
 * needs one; and the answer (docs/decisions/005-answer-always-required.md). Invisible characters alone do
 * not fill a field (`isBlank`).
 */
export function missingFields(
  values: { questionText?: string; sourceText?: string; answerText?: string },
  needsSource: boolean,
  sourceLabel = "Extract",
): Partial<Record<"questionText" | "sourceText" | "answerText", string>> {
  const missing: Partial<Record<"questionText" | "sourceText" | "answerText", string>> = {};
  if (isBlank(values.questionText)) missing.questionText = SUBMISSION_MESSAGES.questionRequired;
  if (needsSource && isBlank(values.sourceText)) missing.sourceText = SUBMISSION_MESSAGES.sourceRequired(sourceLabel);
  if (isBlank(values.answerText)) missing.answerText = SUBMISSION_MESSAGES.answerRequired;
  return missing;
}
