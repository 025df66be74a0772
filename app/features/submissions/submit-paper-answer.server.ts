import { canUseSubject, SUBJECT_LOCKED_MESSAGE, type PlanState } from "~/features/billing";
import { resolveSelection } from "~/features/catalogue/lookup";
import { getDailyUsage } from "~/features/usage/index.server";
import type { Db } from "~/platform/db/client.server";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";

import { createSubmission } from "./create-submission.server";
import { cleanText, SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from "./submission-schema";

export interface PaperAnswer {
  userId: string;
  plan: PlanState;
  /** The catalogue question type the answer is marked against. */
  target: { subjectId: string; subjectName: string; boardId: string; paperId: string; topicId: string | null; questionTypeId: string };
  questionText: string;
  sourceText: string | null;
  answerText: string;
  /** e.g. `paper-attempt:<attemptId>:<questionId>`: a second submit returns the same submission and takes nothing. */
  idempotencyKey: string;
}

const QUESTION_TOO_LONG_TO_MARK = `This question is too long to mark: questions can be up to ${SUBMISSION_LIMITS.question.toLocaleString("en-GB")} characters.`;

/**
 * One answer from a practice paper, sent into the marking pipeline: the plan must open the subject, the
 * type must exist in the catalogue, the texts must meet the answer form's limits, then the submission is
 * saved as pending and one unit of today's allowance taken, in createSubmission's own transaction
 * (the caller must not hold one). Marking itself happens later (the marking event stream).
 */
export async function submitPaperAnswer(db: Db, input: PaperAnswer): Promise<Result<{ submissionId: string; duplicate: boolean }>> {
  const { target, plan } = input;
  if (!canUseSubject(plan, target.subjectId)) return fail("FORBIDDEN", SUBJECT_LOCKED_MESSAGE);
  const selection = resolveSelection({ subjectId: target.subjectId, board: target.boardId, paperId: target.paperId, topicId: target.topicId, questionTypeId: target.questionTypeId });
  if (!selection) return fail("BAD_REQUEST", SUBMISSION_MESSAGES.selectionInvalid);
  const questionText = cleanText(input.questionText).trim();
  const answerText = cleanText(input.answerText);
  const sourceText = input.sourceText ? cleanText(input.sourceText) : null;
  if (!questionText) return fail("BAD_REQUEST", SUBMISSION_MESSAGES.questionRequired);
  if (questionText.length > SUBMISSION_LIMITS.question) return fail("BAD_REQUEST", QUESTION_TOO_LONG_TO_MARK);
  if (!answerText.trim()) return fail("BAD_REQUEST", SUBMISSION_MESSAGES.answerRequired);
  if (answerText.length > SUBMISSION_LIMITS.answer) return fail("BAD_REQUEST", SUBMISSION_MESSAGES.answerTooLong);
  if (sourceText && sourceText.length > SUBMISSION_LIMITS.source) return fail("BAD_REQUEST", SUBMISSION_MESSAGES.sourceTooLong);

  const cap = plan.entitlements.dailyMarkingCap;
  const created = await createSubmission(
    db,
    {
      userId: input.userId,
      subjectId: target.subjectId,
      subjectName: target.subjectName,
      board: selection.boardSubject.boardId,
      paper: selection.paper.id,
      topic: selection.topic?.id ?? null,
      questionType: selection.questionType.id,
      questionText,
      answerText,
      sourceText: sourceText?.trim() ? sourceText : null,
      idempotencyKey: input.idempotencyKey,
    },
    cap,
  );
  if (!created.ok) {
    const usage = await getDailyUsage(db, input.userId, cap);
    return fail("RATE_LIMITED", `You have used all ${usage.cap} markings for today. Your allowance resets on ${usage.resetsOn}.`);
  }
  getLogger().info({ submissionId: created.value.id, duplicate: created.value.duplicate }, "paper answer submitted");
  return ok({ submissionId: created.value.id, duplicate: created.value.duplicate });
}
