import { z } from "zod";

import { PAPER_BOARDS, PAPER_DEFAULTS, PAPER_LIMITS, PAPER_MESSAGES, PAPER_SUBJECTS, QUESTION_TYPES, type QuestionType } from "./rules";

/**
 * The rules of a practice paper (spec section 5), one schema for the browser and the server: a title and
 * at least one question with text ('Please fill in all required fields'); blank questions are dropped;
 * marks are an integer of at least 1, falling back to 1 when not numeric; then the limits of rules.ts.
 */

export interface QuestionRow {
  text: string;
  marks: string;
  questionType: string;
  guidance: string;
}

export interface PaperDraft {
  title: string;
  subject: string;
  examBoard: string;
  questions: QuestionRow[];
}

export interface ValidQuestion {
  text: string;
  marks: number;
  questionType: QuestionType;
  guidance: string | null;
}

export interface ValidPaper {
  title: string;
  subject: string;
  examBoard: string;
  questions: ValidQuestion[];
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

const rowSchema = z.object({
  text: z.string().default(""),
  marks: z.union([z.string(), z.number()]).default("1").transform(String),
  questionType: z.string().default(PAPER_DEFAULTS.questionType),
  guidance: z.string().default(""),
});

export const paperDraftSchema = z
  .object({
    title: z.string().default(""),
    subject: z.string().default(PAPER_DEFAULTS.subject),
    examBoard: z.string().default(PAPER_DEFAULTS.examBoard),
    questions: z.array(rowSchema).default([]),
  })
  .transform((draft, context): ValidPaper => {
    const refuse = (message: string, path: string) => {
      context.addIssue({ code: "custom", message, path: [path], input: draft });
      return z.NEVER;
    };
    const title = cleanText(draft.title);
    if (draft.questions.length > PAPER_LIMITS.questionsPerPaper * 2) return refuse(PAPER_MESSAGES.tooManyQuestions(PAPER_LIMITS.questionsPerPaper), "questions");
    const questions: ValidQuestion[] = [];
    for (const row of draft.questions) {
      const text = cleanText(row.text);
      if (!text) continue;
      const guidance = cleanText(row.guidance);
      questions.push({ text, marks: parseMarks(row.marks), questionType: row.questionType as QuestionType, guidance: guidance || null });
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
    return { title, subject: draft.subject, examBoard: draft.examBoard, questions };
  });

/** Checks a draft: the valid paper, or the first rule it breaks (one message). */
export function checkPaperDraft(draft: unknown): { ok: true; value: ValidPaper } | { ok: false; message: string } {
  const parsed = paperDraftSchema.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue?.code === "custom" ? issue.message : PAPER_MESSAGES.required };
}

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
  return {
    title: text("title"),
    subject: text("subject") || PAPER_DEFAULTS.subject,
    examBoard: text("examBoard") || PAPER_DEFAULTS.examBoard,
    questions: texts.map((questionText, index) => ({
      text: questionText,
      marks: marks[index] ?? "1",
      questionType: types[index] ?? PAPER_DEFAULTS.questionType,
      guidance: guidance[index] ?? "",
    })),
  };
}
