/** The practice paper creator's fixed texts (spec sections 2, 5, 8) and limits. */

export const PAPER_SUBJECTS = ["English Literature", "English Language", "History"] as const;
export const PAPER_BOARDS = ["AQA", "OCR", "Edexcel", "WJEC"] as const;
export const QUESTION_TYPES = [
  { value: "essay", label: "Essay Question" },
  { value: "short_answer", label: "Short Answer" },
  { value: "multiple_choice", label: "Multiple Choice" },
] as const;

export type PaperSubject = (typeof PAPER_SUBJECTS)[number];
export type PaperBoard = (typeof PAPER_BOARDS)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number]["value"];

export const PAPER_DEFAULTS = { subject: "English Literature", examBoard: "AQA", marks: 1, questionType: "essay" } as const;

export const PAPER_LIMITS = {
  papersPerUser: 50,
  questionsPerPaper: 40,
  titleCharacters: 200,
  /**
   * A question's text, and below its source: no longer than marking accepts (the answer form's limits,
   * SUBMISSION_LIMITS in features/submissions; rules.test.ts keeps them equal), or the answer could never be marked.
   */
  questionCharacters: 2_000,
  /** An answer in an attempt: what marking accepts (SUBMISSION_LIMITS.answer; rules.test.ts keeps them equal). */
  answerCharacters: 20_000,
  guidanceCharacters: 2_000,
  maxMarks: 100,
  writesPerMinute: 20,
  /** A question's own number on the real paper ("Question 1", "A2", "Section B"). */
  labelCharacters: 60,
  /** The source, extract or poem printed with a question. */
  sourceCharacters: 10_000,
  /**
   * Paper answers sent for marking per student in ten minutes (one full paper's worth): the answer form's
   * limit of 10 a minute does not fit a paper submitted at once, but without one an attempt of 40 questions
   * every few seconds would queue hundreds of model markings a minute (reliability case E4).
   */
  markingsPerTenMinutes: 40,
  /** Building a paper from the catalogue writes several questions with the model: a few a minute. */
  buildsPerMinute: 5,
  /** At most this many questions are written for one built paper (real papers have up to 9). */
  builtQuestions: 12,
} as const;

/**
 * The largest form bodies the paper pages' posts may have (app/entry.server.tsx reads at most this much, then answers
 * 413): every field at its limit, each character at the most a form's encoding makes of it (a character of three
 * UTF-8 bytes, each sent as %XX: 9 bytes), and a little for the names. Below these, a paper of 40 questions, or an
 * attempt with all 40 answers long and full of curly quotes, always gets through (a review found 5 answers of 5,000
 * characters refused with 413 under the default 64 KB, and the page replaced by an error).
 */
const ENCODED_BYTES_PER_CHARACTER = 9;
const FIELD_OVERHEAD_BYTES = 200;
export const MAX_PAPER_FORM_BODY_BYTES =
  PAPER_LIMITS.titleCharacters * ENCODED_BYTES_PER_CHARACTER +
  PAPER_LIMITS.questionsPerPaper *
    ((PAPER_LIMITS.questionCharacters + PAPER_LIMITS.sourceCharacters + PAPER_LIMITS.guidanceCharacters + PAPER_LIMITS.labelCharacters) *
      ENCODED_BYTES_PER_CHARACTER +
      FIELD_OVERHEAD_BYTES) +
  64 * 1024;
export const MAX_ATTEMPT_BODY_BYTES = PAPER_LIMITS.questionsPerPaper * (PAPER_LIMITS.answerCharacters * ENCODED_BYTES_PER_CHARACTER + FIELD_OVERHEAD_BYTES) + 64 * 1024;

export const PAPER_MESSAGES = {
  pageTitle: "AI Practice Paper Creator",
  hiddenNote: "Hidden Feature - Only accessible via direct URL",
  required: "Please fill in all required fields",
  noPapers: "No practice papers yet",
  confirmDelete: "Are you sure you want to delete this practice paper?",
  notFound: "Practice paper not found",
  tooManyPapers: (limit: number) => `You can keep up to ${limit} practice papers. Delete one to make another.`,
  tooManyQuestions: (limit: number) => `A practice paper can have up to ${limit} questions.`,
  titleTooLong: (limit: number) => `The paper title can be up to ${limit} characters.`,
  questionTooLong: (limit: number) => `Each question can be up to ${limit.toLocaleString("en-GB")} characters: a longer question could not be marked.`,
  guidanceTooLong: (limit: number) => `Answer guidance can be up to ${limit.toLocaleString("en-GB")} characters.`,
  marksTooHigh: (limit: number) => `A question can be worth up to ${limit} marks.`,
  marksNotWhole: (limit: number) => `Marks must be a whole number from 1 to ${limit}.`,
  badChoice: "Please choose a subject, exam board and question type from the lists.",
  tooQuick: "You're saving papers too quickly. Please wait a minute and try again.",
  labelTooLong: (limit: number) => `A question label can be up to ${limit} characters.`,
  sourceTooLong: (limit: number) => `A source or extract can be up to ${limit.toLocaleString("en-GB")} characters: a longer one could not be marked.`,
  badAnswerKey: 'The answer key must be the letters of the correct options, like "B" or "A, C, F, H".',
  choosePaper: "Please choose a subject, exam board and paper (and for History an option) from the lists.",
  buildTooQuick: "You're building papers too quickly. Please wait a minute and try again.",
  buildFailed: "Failed to build the paper. Please try again.",
  createFailed: "Failed to create the practice paper. Please try again.",
  deleteFailed: "Failed to delete the practice paper. Please try again.",
} as const;
