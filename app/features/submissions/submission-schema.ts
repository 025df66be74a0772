import { z } from "zod";

import { EXAM_BOARDS } from "~/features/catalogue";

import { cleanText, SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from "./submission-rules";

export {
  cleanText,
  isBlank,
  MAX_SUBMISSION_BODY_BYTES,
  missingFields,
  SUBMISSION_FIELDS,
  SUBMISSION_LIMITS,
  SUBMISSION_MESSAGES,
} from "./submission-rules";

const text = (max: number, tooLong: string) =>
  z
    .string()
    .default("")
    .transform(cleanText)
    .pipe(z.string().max(max, tooLong));

export const submissionFormSchema = z.strictObject({
  board: z.enum(EXAM_BOARDS.map((board) => board.id) as [string, ...string[]], { error: SUBMISSION_MESSAGES.selectionInvalid }),
  paperId: z.string({ error: SUBMISSION_MESSAGES.selectionInvalid }).min(1, SUBMISSION_MESSAGES.selectionInvalid).max(120),
  topicId: z
    .string()
    .max(120)
    .optional()
    .transform((value) => (value ? value : undefined)),
  questionTypeId: z
    .string({ error: SUBMISSION_MESSAGES.selectionInvalid })
    .min(1, SUBMISSION_MESSAGES.selectionInvalid)
    .max(120),
  questionText: text(SUBMISSION_LIMITS.question, SUBMISSION_MESSAGES.questionTooLong),
  sourceText: text(SUBMISSION_LIMITS.source, SUBMISSION_MESSAGES.sourceTooLong),
  answerText: text(SUBMISSION_LIMITS.answer, SUBMISSION_MESSAGES.answerTooLong),
  idempotencyKey: z.string().regex(/^[\w-]{8,64}$/, "Please reload the page and try again."),
});

export type SubmissionForm = z.infer<typeof submissionFormSchema>;
