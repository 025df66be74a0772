import { z } from "zod";

import { PAPER_BOARDS, PAPER_DEFAULTS, PAPER_LIMITS, PAPER_MESSAGES, PAPER_SUBJECTS, QUESTION_TYPES, type QuestionType } from "./rules";

/**
 * The rules of a practice paper (spec section 5), one schema for the browser and the server: a title and
 * at least one question with text ('Please fill in all required fields'); blank questions are dropped;
 * marks are an integer of at least 1, falling back to 1 when not numeric; then the limits of rules.ts.
 */

/**
 * A question row as the form holds it. The optional fields come with papers built from the catalogue
 * (a hand-made row has none of them): the paper's own label, the source or extract, a multiple-choice
 * answer key, and the catalogue question type it was built from (re-checked by the server).
 */
export interface QuestionRow {
  text: string;
  marks: string;
  questionType: string;
  guidance: string;
  label?: string;
  sourceText?: string;
  answerKey?: string;
  catalogueQuestionTypeId?: string;
}

/** Where a built paper came from (ids in the catalogue); the server resolves it again and never trusts it. */
export interface CatalogueRef {
  subjectId: string;
  boardId: string;
  paperId: string;
  topicId: string | null;
}

export interface PaperDraft {
  title: string;
  subject: string;
  examBoard: string;
  questions: QuestionRow[];
  catalogueRef?: CatalogueRef;
  /** Shown on the form for a built paper; the server takes the time from the catalogue, never from here. */
  timeAllowedMinutes?: number;
}

export interface ValidQuestion {
  text: string;
  marks: number;
  questionType: QuestionType;
  guidance: string | null;
  label?: string;
  sourceText?: string;
  /** Multiple choice only: the correct letters, normalised to "A, C, F, H". */
  answerKey?: string;
  catalogueQuestionTypeId?: string;
}

export interface ValidPaper {
  title: string;
  subject: string;
  examBoard: string;
  questions: ValidQuestion[];
  catalogueRef?: CatalogueRef;
}

export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();
}

/** Marks as the spec says: an integer at least 1, and 1 when the value is not a number. */
export function parseMarks(value: string): number {
  const number = Number.parseInt(value.trim(), 10);
  return Number.isFinite(number) && number >= 1 ? number : PAPER_DEFAULTS.marks;
}

/**
 * A multiple-choice answer key: option letters separated by commas or spaces, any case, normalised to
 * sorted capitals ("c, a" -> "A, C"); null when it is not letters (or names a letter twice). Empty is "".
 */
export function normaliseAnswerKey(value: string): string | null {
  const letters = value
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (letters.some((letter) => !/^[A-Z]$/.test(letter)) || new Set(letters).size !== letters.length) return null;
  return letters.sort().join(", ");
}

const shortId = z.string().max(100);

const catalogueRefSchema = z
  .object({ subjectId: shortId, boardId: shortId, paperId: shortId, topicId: shortId.nullable().default(null) })
  .optional()
  .catch(undefined);

const rowSchema = z.object({
  text: z.string().default(""),
  marks: z.union([z.string(), z.number()]).default("1").transform(String),
  questionType: z.string().default(PAPER_DEFAULTS.questionType),
  guidance: z.string().default(""),
  label: z.string().default(""),
  sourceText: z.string().default(""),
  answerKey: z.string().default(""),
  catalogueQuestionTypeId: z.string().default(""),
});

export const paperDraftSchema = z
  .object({
    title: z.string().default(""),
    subject: z.string().default(PAPER_DEFAULTS.subject),
    examBoard: z.string().default(PAPER_DEFAULTS.examBoard),
    questions: z.array(rowSchema).default([]),
    catalogueRef: catalogueRefSchema,
  })
  .transform((draft, context): ValidPaper => {
    const refuse = (message: string, path: string) => {
      context.addIssue({ code: "custom", message, path: [path], input: draft });
      return z.NEVER;
    };
    const title = cleanText(draft.title);
    if (draft.questions.length > PAPER_LIMITS.questionsPerPaper * 2) return refuse(PAPER_MESSAGES.tooManyQuestions(PAPER_LIMITS.questionsPerPaper), "questions");
    const questions: ValidQuestion[] = [];
    let badAnswerKey = false;
    for (const row of draft.questions) {
      const text = cleanText(row.text);
      if (!text) continue;
      const guidance = cleanText(row.guidance);
      const question: ValidQuestion = { text, marks: parseMarks(row.marks), questionType: row.questionType as QuestionType, guidance: guidance || null };
      // The fields of a built paper, kept only when they hold something (a hand-made question has none).
      const label = cleanText(row.label).replace(/\s+/g, " ");
      const sourceText = cleanText(row.sourceText);
      const catalogueQuestionTypeId = row.catalogueQuestionTypeId.trim().slice(0, 100);
      if (label) question.label = label;
      if (sourceText) question.sourceText = sourceText;
      if (catalogueQuestionTypeId) question.catalogueQuestionTypeId = catalogueQuestionTypeId;
      if (question.questionType === "multiple_choice" && row.answerKey.trim()) {
        const answerKey = normaliseAnswerKey(row.answerKey);
        if (answerKey === null) badAnswerKey = true;
        else if (answerKey) question.answerKey = answerKey;
      }
      questions.push(question);
    }
    if (!title || questions.length === 0) return refuse(PAPER_MESSAGES.required, "title");
    if (title.length > PAPER_LIMITS.titleCharacters) return refuse(PAPER_MESSAGES.titleTooLong(PAPER_LIMITS.titleCharacters), "title");
    if (!(PAPER_SUBJECTS as readonly string[]).includes(draft.subject) || !(PAPER_BOARDS as readonly string[]).includes(draft.examBoard)) {
      return refuse(PAPER_MESSAGES.badChoice, "subject");
    }
    if (questions.some((question) => !QUESTION_TYPES.some((type) => type.value === question.questionType))) return refuse(PAPER_MESSAGES.badChoice, "questions");
    if (questions.length > PAPER_LIMITS.questionsPerPaper) return refuse(PAPER_MESSAGES.tooManyQuestions(PAPER_LIMITS.questionsPerPaper), "questions");
    if (questions.some((question) => question.text.length > PAPER_LIMITS.questionCharacters)) {
      return refuse(PAPER_MESSAGES.questionTooLong(PAPER_LIMITS.questionCharacters), "questions");
    }
    if (questions.some((question) => (question.guidance?.length ?? 0) > PAPER_LIMITS.guidanceCharacters)) {
      return refuse(PAPER_MESSAGES.guidanceTooLong(PAPER_LIMITS.guidanceCharacters), "questions");
    }
    if (questions.some((question) => question.marks > PAPER_LIMITS.maxMarks)) return refuse(PAPER_MESSAGES.marksTooHigh(PAPER_LIMITS.maxMarks), "questions");
    if (questions.some((question) => (question.label?.length ?? 0) > PAPER_LIMITS.labelCharacters)) {
      return refuse(PAPER_MESSAGES.labelTooLong(PAPER_LIMITS.labelCharacters), "questions");
    }
    if (questions.some((question) => (question.sourceText?.length ?? 0) > PAPER_LIMITS.sourceCharacters)) {
      return refuse(PAPER_MESSAGES.sourceTooLong(PAPER_LIMITS.sourceCharacters), "questions");
    }
    if (badAnswerKey) return refuse(PAPER_MESSAGES.badAnswerKey, "questions");
    const paper: ValidPaper = { title, subject: draft.subject, examBoard: draft.examBoard, questions };
    if (draft.catalogueRef) paper.catalogueRef = draft.catalogueRef;
    return paper;
  });

/** Checks a draft: the valid paper, or the first rule it breaks (one message). */
export function checkPaperDraft(draft: unknown): { ok: true; value: ValidPaper } | { ok: false; message: string } {
  const parsed = paperDraftSchema.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue?.code === "custom" ? issue.message : PAPER_MESSAGES.required };
}

/** The fields the paper form sends once per question row (every other field of the form is sent once). */
export const PAPER_ROW_FIELDS: readonly string[] = ["questionText", "marks", "questionType", "guidance", "label", "sourceText", "answerKey", "catalogueQuestionTypeId"];

/** Reads the create form: title, subject, examBoard and the rows as repeated questionText, marks, questionType, guidance. */
export function readPaperForm(formData: FormData): PaperDraft {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const all = (name: string) => formData.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const texts = all("questionText");
  const marks = all("marks");
  const types = all("questionType");
  const guidance = all("guidance");
  const optional = { label: all("label"), sourceText: all("sourceText"), answerKey: all("answerKey"), catalogueQuestionTypeId: all("catalogueQuestionTypeId") };
  const draft: PaperDraft = {
    title: text("title"),
    subject: text("subject") || PAPER_DEFAULTS.subject,
    examBoard: text("examBoard") || PAPER_DEFAULTS.examBoard,
    questions: texts.map((questionText, index) => {
      const row: QuestionRow = {
        text: questionText,
        marks: marks[index] ?? "1",
        questionType: types[index] ?? PAPER_DEFAULTS.questionType,
        guidance: guidance[index] ?? "",
      };
      for (const field of ["label", "sourceText", "answerKey", "catalogueQuestionTypeId"] as const) {
        const value = optional[field][index];
        if (value) row[field] = value;
      }
      return row;
    }),
  };
  const [subjectId, boardId, paperId, topicId] = ["catalogueSubjectId", "catalogueBoardId", "cataloguePaperId", "catalogueTopicId"].map(text);
  if (subjectId && boardId && paperId) draft.catalogueRef = { subjectId, boardId, paperId, topicId: topicId || null };
  const minutes = Number.parseInt(text("timeAllowedMinutes"), 10);
  if (Number.isInteger(minutes) && minutes > 0) draft.timeAllowedMinutes = minutes;
  return draft;
}
