import type { PlanState } from "~/features/billing";
import { isStatementChoice, resolveSelection } from "~/features/catalogue/lookup";
import type { Subject } from "~/features/catalogue";
import { getDailyUsage } from "~/features/usage/index.server";
import type { Db } from "~/platform/db/client.server";
import { fieldErrorsFromZod } from "~/platform/forms/form-reply";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";
import { nextLondonMidnight } from "~/platform/time/london-day";

import { createSubmission, SUBMITTING_TOO_QUICKLY } from "./create-submission.server";
import { missingFields, SUBMISSION_MESSAGES, submissionFormSchema } from "./submission-schema";

/** The answer form's fields; the selection (board, paper, topic, question type) shares one message slot. */
export type AnswerFormField = "questionText" | "sourceText" | "answerText" | "selection";

/** A student's submissions per minute (E4); counted with the allowance, so the allowance's refusal comes first (E1). */
const SUBMIT_BURST = { limit: 10, windowSeconds: 60 };
const secondsUntil = (moment: Date) => Math.max(1, Math.ceil((moment.getTime() - Date.now()) / 1000));

function toAnswerField(path: readonly PropertyKey[]): AnswerFormField {
  const field = String(path[0]);
  return field === "questionText" || field === "sourceText" || field === "answerText" ? field : "selection";
}

/**
 * Submitting an answer: the form checked with the same schema as the browser, the selection resolved in
 * the catalogue, the fields the question type needs, then the submission saved, one unit of the day's
 * allowance taken and the student's burst limit counted in one transaction (idempotent on the form's key). The
 * caller has already checked the plan opens the subject.
 */
export async function submitAnswer(
  db: Db,
  input: {
    userId: string;
    plan: PlanState;
    subject: Subject;
    values: Record<string, string | undefined>;
    /** Answers are marked by the offline marker (no AI model on this server): it cannot mark letters without a key. */
    offlineMarker?: boolean;
  },
): Promise<Result<{ submissionId: string }>> {
  const { userId, plan, subject } = input;
  const parsed = submissionFormSchema.safeParse(input.values);
  if (!parsed.success) {
    return fail("BAD_REQUEST", SUBMISSION_MESSAGES.selectionInvalid, { fields: fieldErrorsFromZod(parsed.error, toAnswerField) });
  }
  const form = parsed.data;
  const selection = resolveSelection({ subjectId: subject.id, ...form });
  if (!selection) return fail("BAD_REQUEST", SUBMISSION_MESSAGES.selectionInvalid, { field: "selection" });
  const { questionType } = selection;
  const missing = missingFields(form, questionType.needsSource, questionType.sourceLabel);
  if (Object.keys(missing).length > 0) return fail("BAD_REQUEST", SUBMISSION_MESSAGES.selectionInvalid, { fields: missing });
  // Refused before anything is taken: a mark of 0 for letters that may all be right would be worse than none.
  if (input.offlineMarker && isStatementChoice(questionType)) return fail("BAD_REQUEST", SUBMISSION_MESSAGES.statementsNeedKey);

  const cap = plan.entitlements.dailyMarkingCap;
  const created = await createSubmission(
    db,
    {
      userId,
      subjectId: subject.id,
      subjectName: subject.name,
      board: form.board,
      paper: form.paperId,
      topic: form.topicId ?? null,
      questionType: form.questionTypeId,
      questionText: form.questionText.trim(),
      answerText: form.answerText,
      sourceText: questionType.needsSource || form.sourceText.trim() ? form.sourceText : null,
      idempotencyKey: form.idempotencyKey,
    },
    cap,
    new Date(),
    { burst: { key: `submit:user:${userId}`, ...SUBMIT_BURST } },
  );
  if (!created.ok && created.message === SUBMITTING_TOO_QUICKLY) return created;
  if (!created.ok) {
    const usage = await getDailyUsage(db, userId, cap);
    // The allowance comes back at midnight, London time.
    return fail("RATE_LIMITED", `You have used all ${usage.cap} markings for today. Your allowance resets on ${usage.resetsOn}.`, {
      retryAfterSeconds: secondsUntil(nextLondonMidnight(new Date())),
    });
  }
  getLogger().info({ submissionId: created.value.id, duplicate: created.value.duplicate }, "submission saved");
  return ok({ submissionId: created.value.id });
}
