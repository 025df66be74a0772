import { z } from "zod";

import { parseChoiceOptions } from "./attempt-marks";
import { PAPER_BOARDS, PAPER_DEFAULTS, PAPER_LIMITS, PAPER_MESSAGES, PAPER_SUBJECTS, QUESTION_TYPES, type QuestionType } from "./rules";

/**
 * The rules of a practice paper (spec section 5), one schema for the browser and the server: a title and
 * at least one question with text ('Please fill in all required fields'); blank questions are dropped;
 * marks are a whole number of at least 1, falling back to 1 when not numeric (parseMarks); then the limits of
 * rules.ts. Every refusal names its field (findPaperProblem), so the form can say it under that field.
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

/**
 * Marks as the spec says: an integer of at least 1, and 1 when the value is not a number at all (a blank
 * field, "abc"). A number that is not a whole number of at least 1 ("0", "-2", "2.7", "1e3") is refused
 * (null) rather than quietly changed into another mark; the maximum is checked with the other limits.
 */
export function parseMarks(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === "" || Number.isNaN(Number(trimmed))) return PAPER_DEFAULTS.marks;
  if (!/^\+?\d+$/.test(trimmed)) return null;
  const number = Number.parseInt(trimmed.replace(/^\+/, ""), 10);
  return number >= 1 ? number : null;
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

/**
 * Whether every letter of a normalised key ("A, C") is one of the options the question lists ("A) ...", "B) ...";
 * parseChoiceOptions, as the student sees them when sitting it). A key naming a letter the question does not offer
 * ("Z" for options A and B) could never be chosen, so nobody could score. A question that lists no options is
 * answered by typing letters: its key cannot be checked against anything, and is kept.
 */
function keyFitsOptions(answerKey: string, questionText: string): boolean {
  const offered = new Set(parseChoiceOptions(questionText).map((option) => option.letter));
  return offered.size === 0 || answerKey.split(", ").every((letter) => letter === "" || offered.has(letter));
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

/** A draft's fields as they arrive, before the rules. */
const draftFieldsSchema = z.object({
  title: z.string().default(""),
  subject: z.string().default(PAPER_DEFAULTS.subject),
  examBoard: z.string().default(PAPER_DEFAULTS.examBoard),
  questions: z.array(rowSchema).default([]),
  catalogueRef: catalogueRefSchema,
});

export const paperDraftSchema = draftFieldsSchema
  .transform((draft, context): ValidPaper => {
    const refuse = (message: string, ...path: PropertyKey[]) => {
      context.addIssue({ code: "custom", message, path, input: draft });
      return z.NEVER;
    };
    const title = cleanText(draft.title);
    if (draft.questions.length > PAPER_LIMITS.questionsPerPaper * 2) return refuse(PAPER_MESSAGES.tooManyQuestions(PAPER_LIMITS.questionsPerPaper), "questions");
    // Each kept question with its row on the form (blank rows are dropped, so the two can differ).
    const kept: Array<{ row: number; question: ValidQuestion; marksRefused: boolean; badAnswerKey: boolean }> = [];
    draft.questions.forEach((row, index) => {
      const text = cleanText(row.text);
      if (!text) return;
      const guidance = cleanText(row.guidance);
      const marks = parseMarks(row.marks);
      const question: ValidQuestion = { text, marks: marks ?? PAPER_DEFAULTS.marks, questionType: row.questionType as QuestionType, guidance: guidance || null };
      // The fields of a built paper, kept only when they hold something (a hand-made question has none).
      const label = cleanText(row.label).replace(/\s+/g, " ");
      const sourceText = cleanText(row.sourceText);
      const catalogueQuestionTypeId = row.catalogueQuestionTypeId.trim().slice(0, 100);
      if (label) question.label = label;
      if (sourceText) question.sourceText = sourceText;
      if (catalogueQuestionTypeId) question.catalogueQuestionTypeId = catalogueQuestionTypeId;
      let badAnswerKey = false;
      if (question.questionType === "multiple_choice" && row.answerKey.trim()) {
        const answerKey = normaliseAnswerKey(row.answerKey);
        if (answerKey === null || !keyFitsOptions(answerKey, text)) badAnswerKey = true;
        else if (answerKey) question.answerKey = answerKey;
      }
      kept.push({ row: index, question, marksRefused: marks === null, badAnswerKey });
    });
    const questions = kept.map((entry) => entry.question);
    /** The first kept question that breaks a rule, refused at its row's field. */
    const refuseFirst = (breaks: (entry: (typeof kept)[number]) => boolean, message: string, field: keyof QuestionRow) => {
      const entry = kept.find(breaks);
      return entry ? refuse(message, "questions", entry.row, field) : null;
    };
    if (!title) return refuse(PAPER_MESSAGES.required, "title");
    if (questions.length === 0) return refuse(PAPER_MESSAGES.required, "questions", 0, "text");
    if (title.length > PAPER_LIMITS.titleCharacters) return refuse(PAPER_MESSAGES.titleTooLong(PAPER_LIMITS.titleCharacters), "title");
    if (!(PAPER_SUBJECTS as readonly string[]).includes(draft.subject)) return refuse(PAPER_MESSAGES.badChoice, "subject");
    if (!(PAPER_BOARDS as readonly string[]).includes(draft.examBoard)) return refuse(PAPER_MESSAGES.badChoice, "examBoard");
    const offList = refuseFirst(({ question }) => !QUESTION_TYPES.some((type) => type.value === question.questionType), PAPER_MESSAGES.badChoice, "questionType");
    if (offList !== null) return offList;
    if (questions.length > PAPER_LIMITS.questionsPerPaper) return refuse(PAPER_MESSAGES.tooManyQuestions(PAPER_LIMITS.questionsPerPaper), "questions");
    const rules: Array<[(entry: (typeof kept)[number]) => boolean, string, keyof QuestionRow]> = [
      [({ question }) => question.text.length > PAPER_LIMITS.questionCharacters, PAPER_MESSAGES.questionTooLong(PAPER_LIMITS.questionCharacters), "text"],
      [({ question }) => (question.guidance?.length ?? 0) > PAPER_LIMITS.guidanceCharacters, PAPER_MESSAGES.guidanceTooLong(PAPER_LIMITS.guidanceCharacters), "guidance"],
      [({ marksRefused }) => marksRefused, PAPER_MESSAGES.marksNotWhole(PAPER_LIMITS.maxMarks), "marks"],
      [({ question }) => question.marks > PAPER_LIMITS.maxMarks, PAPER_MESSAGES.marksTooHigh(PAPER_LIMITS.maxMarks), "marks"],
      [({ question }) => (question.label?.length ?? 0) > PAPER_LIMITS.labelCharacters, PAPER_MESSAGES.labelTooLong(PAPER_LIMITS.labelCharacters), "label"],
      [({ question }) => (question.sourceText?.length ?? 0) > PAPER_LIMITS.sourceCharacters, PAPER_MESSAGES.sourceTooLong(PAPER_LIMITS.sourceCharacters), "sourceText"],
      [({ badAnswerKey }) => badAnswerKey, PAPER_MESSAGES.badAnswerKey, "answerKey"],
    ];
    for (const [breaks, message, field] of rules) {
      const refused = refuseFirst(breaks, message, field);
      if (refused !== null) return refused;
    }
    const paper: ValidPaper = { title, subject: draft.subject, examBoard: draft.examBoard, questions };
    if (draft.catalogueRef) paper.catalogueRef = draft.catalogueRef;
    return paper;
  });

/** Where a refused draft is wrong: a field of the paper, or a field of one question row (its index on the form). */
export type PaperProblemField = { name: "title" | "subject" | "examBoard" | "questions" } | { name: keyof QuestionRow; question: number };

export interface PaperProblem {
  message: string;
  field: PaperProblemField | null;
}

/** The first rule a draft breaks, with the field it belongs to (for the message under that field); null when the draft is valid. */
export function findPaperProblem(draft: unknown): PaperProblem | null {
  const parsed = paperDraftSchema.safeParse(draft);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue?.code !== "custom") return { message: PAPER_MESSAGES.required, field: null };
  const [first, row, name] = issue.path;
  const field: PaperProblemField | null =
    first === "questions" && typeof row === "number" && typeof name === "string"
      ? { name: name as keyof QuestionRow, question: row }
      : first === "title" || first === "subject" || first === "examBoard" || first === "questions"
        ? { name: first }
        : null;
  return { message: issue.message, field };
}

/**
 * Every rule a draft breaks that the form should point at now: every required field left empty (a blank
 * title and no question with text are both flagged, not only the first), or else the first rule it breaks,
 * as findPaperProblem gives it. Empty when the draft is valid.
 */
export function findPaperProblems(draft: unknown): PaperProblem[] {
  const first = findPaperProblem(draft);
  if (!first) return [];
  const fields = draftFieldsSchema.safeParse(draft);
  if (first.message !== PAPER_MESSAGES.required || !fields.success) return [first];
  const missing: PaperProblem[] = [];
  if (!cleanText(fields.data.title)) missing.push({ message: PAPER_MESSAGES.required, field: { name: "title" } });
  if (!fields.data.questions.some((row) => cleanText(row.text))) missing.push({ message: PAPER_MESSAGES.required, field: { name: "text", question: 0 } });
  return missing.length > 0 ? missing : [first];
}

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
