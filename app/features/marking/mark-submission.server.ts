import { createHash } from "node:crypto";

import { and, desc, eq, lt, ne, or, sql } from "drizzle-orm";

import { resolveSelection } from "~/features/catalogue/lookup";
import { SUBJECTS, type SubjectId } from "~/features/catalogue";
import { giveBackMarkingUnit, takeMarkingUnit } from "~/features/usage/index.server";
import { detectInjection } from "~/platform/ai/safety/detect-injection";
import { londonDay, nextLondonMidnight } from "~/platform/time/london-day";
import type { Db } from "~/platform/db/client.server";
import { submissionObjectives, submissions, type SubmissionStatus } from "~/platform/db/schema";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";

import { ModelMarkingError } from "./ai/create-model-marker.server";
import { computeResult, InvalidMarkingError } from "./compute-result";
import { checkFullMarks } from "./suspicious-full-marks";
import type { Marker, MarkerIdentity } from "./marker";
import type { MarkingProgress } from "./marking-progress";
import { markingResultSchema, type MarkingResult } from "./marking-result";

/** A marking that has not finished in this long is treated as abandoned and may be claimed again (MARKING_TIMEOUT_SECONDS). */
export const MARKING_TIMEOUT_MS = 120_000;

export interface MarkOptions {
  /**
   * False while the queue will try again: a transient failure (the model busy or too slow) puts the
   * submission back to pending and reports "retry" instead of failing it. Defaults to true.
   */
  finalAttempt?: boolean;
  timeoutMs?: number;
}

/** What a marking attempt ended as: a submission status, or "retry" (transient failure, back to pending). */
export type MarkOutcome = SubmissionStatus | "retry";

function isTransient(error: unknown): boolean {
  if (error instanceof ModelMarkingError) return error.reason === "busy";
  return error instanceof MarkingTimeoutError;
}

class MarkingTimeoutError extends Error {
  override name = "MarkingTimeoutError";
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new MarkingTimeoutError(`marking took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Marks one of the user's submissions. Claiming it is a conditional update (pending -> marking), so two
 * tabs or two instances never mark the same submission twice: the loser just reports the status. A
 * marking that fails for any reason leaves the submission `failed` and gives the allowance unit back;
 * no mark is ever invented (DESIGN.md D11).
 */
export async function markSubmission(
  db: Db,
  marker: Marker,
  userId: string,
  submissionId: string,
  onProgress?: (progress: MarkingProgress) => void,
  options: MarkOptions = {},
): Promise<MarkOutcome> {
  const timeoutMs = options.timeoutMs ?? MARKING_TIMEOUT_MS;
  const staleBefore = new Date(Date.now() - timeoutMs);
  const [claimed] = await db
    .update(submissions)
    .set({ status: "marking", markingStartedAt: sql`now()`, markingProgress: null })
    .where(
      and(
        eq(submissions.id, submissionId),
        eq(submissions.userId, userId),
        or(
          eq(submissions.status, "pending"),
          and(eq(submissions.status, "marking"), lt(submissions.markingStartedAt, staleBefore)),
        ),
      ),
    )
    .returning();
  if (!claimed) return currentStatus(db, userId, submissionId);

  const logger = getLogger().child({ submissionId, marker: marker.identity.id });

  // Text that addresses the marker is never marked, in the answer or in a pasted source: the
  // submission is held for review (D1, D2) and no model sees it.
  const answerCheck = detectInjection(claimed.answerText);
  const injection = [answerCheck, detectInjection(claimed.sourceText ?? "")].find((check) => check.flagged);
  if (injection) {
    // The reasons quote the student's text, so only their number goes to the log.
    logger.warn({ signals: injection.reasons.length, score: injection.score }, "text addresses the marker; held for review");
    await settleWithoutMarking(db, userId, submissionId, "needs_review", { ...marker.identity, held: injection.reasons });
    return "needs_review";
  }

  // The same input marked by the same marker and prompt gets the same mark, without a new call.
  const inputHash = hashInput(claimed, marker.identity);
  const [previous] = await db
    .select({ result: submissions.result })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        eq(submissions.inputHash, inputHash),
        eq(submissions.status, "marked"),
        ne(submissions.id, submissionId),
      ),
    )
    .orderBy(desc(submissions.markedAt))
    .limit(1);
  if (previous?.result) {
    const reused = markingResultSchema.safeParse(previous.result);
    if (reused.success) {
      if (!(await saveMarked(db, { userId, submissionId, subjectId: claimed.subjectId, result: reused.data, marker: marker.identity, inputHash }))) {
        return currentStatus(db, userId, submissionId);
      }
      logger.info("same input marked before; stored result reused");
      return "marked";
    }
  }

  try {
    const subject = SUBJECTS.find((candidate) => candidate.id === claimed.subjectId);
    const selection = resolveSelection({
      subjectId: claimed.subjectId,
      board: claimed.board,
      paperId: claimed.paper,
      questionTypeId: claimed.questionType,
      topicId: claimed.topic,
    });
    if (!subject || !selection) throw new InvalidMarkingError("the question type is no longer in the catalogue");
    const { questionType } = selection;
    const objectiveMeanings = selection.boardSubject.objectiveMeanings ?? {};
    onProgress?.({ stage: "reading" });
    const proposal = await withTimeout(
      marker.mark(
        {
          subjectId: subject.id as SubjectId,
          boardId: claimed.board,
          questionType,
          objectiveMeanings,
          questionText: claimed.questionText,
          sourceText: claimed.sourceText,
          answerText: claimed.answerText,
          submissionId: claimed.id,
        },
        onProgress,
      ),
      timeoutMs,
    );
    onProgress?.({ stage: "checking" });
    const result = computeResult({
      questionType,
      objectiveMeanings,
      proposal,
      answerText: claimed.answerText,
      marker: marker.identity,
    });
    // Full marks is what an injection asks for: a full-mark result that the answer cannot plausibly
    // earn, or for an answer with any sign of addressing the marker, is held for review (D1).
    const fullMarks = checkFullMarks({ ...result, questionType, answerText: claimed.answerText, injection: answerCheck });
    if (fullMarks.hold) {
      logger.warn({ score: answerCheck.score }, "full marks held for review");
      await settleWithoutMarking(db, userId, submissionId, "needs_review", { ...marker.identity, held: [fullMarks.reason] });
      return "needs_review";
    }
    const saved = await saveMarked(db, { userId, submissionId, subjectId: claimed.subjectId, result, marker: marker.identity, inputHash });
    // Settled by someone else while this marking ran (its claim was lost): report what it is now.
    if (!saved) return currentStatus(db, userId, submissionId);
    logger.info({ achieved: result.achievedMarks, total: result.totalMarks }, "submission marked");
    return "marked";
  } catch (error) {
    if (options.finalAttempt === false && isTransient(error)) {
      logger.warn({ err: error }, "marking failed for now; back in the queue for another try");
      await db
        .update(submissions)
        // The page says it will try again, not that the answer is next in the queue as if nothing had happened.
        .set({ status: "pending", markingStartedAt: null, markingProgress: { stage: "retrying" } })
        .where(and(eq(submissions.id, submissionId), eq(submissions.status, "marking")));
      return "retry";
    }
    logger.warn({ err: error }, "marking failed; the allowance unit is given back");
    const failure = error instanceof ModelMarkingError ? error.reason : "failed";
    await settleWithoutMarking(db, userId, submissionId, "failed", { ...marker.identity, failure });
    return "failed";
  }
}

function hashInput(
  submission: { questionText: string; sourceText: string | null; answerText: string; subjectId: string; board: string; paper: string; topic: string | null; questionType: string },
  identity: MarkerIdentity,
): string {
  const key = JSON.stringify([
    submission.subjectId,
    submission.board,
    submission.paper,
    submission.topic,
    submission.questionType,
    submission.questionText,
    submission.sourceText,
    submission.answerText,
    identity.id,
    identity.model,
    identity.promptVersion,
  ]);
  return createHash("sha256").update(key).digest("base64url");
}

/** A submission's status as stored now ("failed" when it is gone). */
async function currentStatus(db: Db, userId: string, submissionId: string): Promise<SubmissionStatus> {
  const [current] = await db
    .select({ status: submissions.status })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
  return current?.status ?? "failed";
}

/**
 * Stores a marked result with its figures (marks, percentage, grade, level) and one row per objective,
 * in one statement, so the dashboard and /progress read columns, never the result's JSON. False when
 * the submission was no longer being marked (another marking settled it).
 */
async function saveMarked(
  db: Db,
  input: { userId: string; submissionId: string; subjectId: string; result: MarkingResult; marker: MarkerIdentity; inputHash: string },
): Promise<boolean> {
  const { result } = input;
  const objectives = result.objectives.map((objective) => ({ code: objective.code, achieved: objective.achieved, max: objective.max }));
  // One statement, atomic as a transaction (a data-modifying CTE): the result, only while this claim still
  // holds (status marking), and the per-objective rows /progress reads, replacing any earlier ones. Five round
  // trips before (begin, update, delete, insert, commit), on every marking (issue 17 item 4).
  const outcome = await db.execute(sql`
    with saved as (
      update ${submissions}
      set status = 'marked',
          result = ${JSON.stringify(result)}::jsonb,
          marker = ${JSON.stringify({ ...input.marker })}::jsonb,
          input_hash = ${input.inputHash},
          marked_at = now(),
          achieved_marks = ${result.achievedMarks},
          total_marks = ${result.totalMarks},
          percentage = ${result.percentage},
          grade = ${result.grade},
          level = ${result.level}
      where id = ${input.submissionId} and status = 'marking'
      returning id, marked_at
    ),
    incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(objectives)}::jsonb) as o(code text, achieved integer, max integer)
    ),
    stale as (
      delete from ${submissionObjectives}
      where submission_id in (select id from saved) and code not in (select code from incoming)
    ),
    written as (
      insert into ${submissionObjectives} (submission_id, user_id, subject_id, code, achieved, max, marked_at)
      select saved.id, ${input.userId}, ${input.subjectId}, incoming.code, incoming.achieved, incoming.max, saved.marked_at
      from saved cross join incoming
      on conflict (submission_id, code) do update
        set user_id = excluded.user_id, subject_id = excluded.subject_id, achieved = excluded.achieved,
            max = excluded.max, marked_at = excluded.marked_at
    )
    select count(*)::int as saved from saved`);
  return ((outcome as unknown as { rows: Array<{ saved: number }> }).rows[0]?.saved ?? 0) > 0;
}

/** Ends a marking with no mark (failed or held for review) and gives the allowance unit back. */
async function settleWithoutMarking(
  db: Db,
  userId: string,
  submissionId: string,
  status: "failed" | "needs_review",
  marker: Record<string, unknown>,
) {
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(submissions)
      .set({ status, result: null, marker })
      .where(and(eq(submissions.id, submissionId), eq(submissions.status, "marking")))
      .returning({ quotaDay: submissions.quotaDay });
    if (settled) await giveBackMarkingUnit(tx, userId, settled.quotaDay);
  });
}

export const RETRY_MESSAGES = {
  allowanceUsed: "You have used all your markings for today. Try again after midnight (UK time).",
  notFailed: "This marking has not failed, so there is nothing to retry.",
} as const;

/**
 * Puts a failed submission back in the queue, taking today's allowance unit again (the failure gave it
 * back). Fails with RATE_LIMITED (until London midnight) when none is left, CONFLICT when it had not failed.
 */
export async function retryMarking(db: Db, userId: string, submissionId: string, dailyCap: number): Promise<Result> {
  const day = londonDay(new Date());
  class NoAllowance extends Error {}
  try {
    return await db.transaction(async (tx) => {
      const [reset] = await tx
        .update(submissions)
        .set({ status: "pending", quotaDay: day, markingStartedAt: null })
        .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId), eq(submissions.status, "failed")))
        .returning({ id: submissions.id });
      if (!reset) return fail("CONFLICT", RETRY_MESSAGES.notFailed);
      if (!(await takeMarkingUnit(tx, userId, day, dailyCap))) throw new NoAllowance();
      return ok();
    });
  } catch (error) {
    if (error instanceof NoAllowance) {
      const retryAfterSeconds = Math.max(1, Math.ceil((nextLondonMidnight(new Date()).getTime() - Date.now()) / 1000));
      return fail("RATE_LIMITED", RETRY_MESSAGES.allowanceUsed, { retryAfterSeconds });
    }
    throw error;
  }
}
