import { and, eq } from "drizzle-orm";

import { takeMarkingUnit } from "~/features/usage/index.server";
import { enqueueMarking } from "~/platform/jobs/marking-jobs.server";
import { londonDay } from "~/platform/time/london-day";
import type { Db } from "~/platform/db/client.server";
import { fail, ok, type Result } from "~/platform/result";
import { consumeRateLimit, type RateLimitRule } from "~/platform/security/consume-rate-limit.server";
import { submissions } from "~/platform/db/schema";

export interface NewSubmission {
  userId: string;
  subjectId: string;
  subjectName: string;
  board: string;
  paper: string;
  topic: string | null;
  questionType: string;
  questionText: string;
  answerText: string;
  sourceText: string | null;
  idempotencyKey: string;
}

export const ALLOWANCE_USED_UP = "Today's allowance of markings is used up.";
export const SUBMITTING_TOO_QUICKLY = "You are sending answers very quickly. Please wait a minute and try again.";

export type CreateSubmissionResult = Result<{ id: string; duplicate: boolean }>;

class AllowanceUsedUp extends Error {}

class BurstLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("burst limit");
  }
}

/**
 * Saves a submission as pending and takes one unit of today's allowance, in one transaction: either
 * both happen or neither. The same idempotency key returns the first submission and takes nothing.
 *
 * `burst` is a per-student rate limit counted in the same transaction, after the unit is taken: a
 * submission the allowance refuses is answered with the allowance's message (and its reset time), not
 * the burst's, and a submission the burst refuses takes nothing (reliability cases E1 and E4).
 */
export async function createSubmission(
  db: Db,
  input: NewSubmission,
  dailyCap: number,
  now: Date = new Date(),
  options: { burst?: RateLimitRule } = {},
): Promise<CreateSubmissionResult> {
  const day = londonDay(now);
  let created: CreateSubmissionResult;
  try {
    created = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(submissions)
        .values({
          userId: input.userId,
          subjectId: input.subjectId,
          subject: input.subjectName,
          board: input.board,
          paper: input.paper,
          topic: input.topic,
          questionType: input.questionType,
          questionText: input.questionText,
          answerText: input.answerText,
          sourceText: input.sourceText,
          status: "pending",
          quotaDay: day,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: [submissions.userId, submissions.idempotencyKey] })
        .returning({ id: submissions.id });
      if (!inserted[0]) {
        const [existing] = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(and(eq(submissions.userId, input.userId), eq(submissions.idempotencyKey, input.idempotencyKey)));
        if (!existing) throw new Error("idempotent submission vanished");
        return ok({ id: existing.id, duplicate: true });
      }
      if (!(await takeMarkingUnit(tx, input.userId, day, dailyCap))) throw new AllowanceUsedUp();
      if (options.burst) {
        const burst = await consumeRateLimit(tx, options.burst);
        if (!burst.allowed) throw new BurstLimited(burst.retryAfterSeconds);
      }
      return ok({ id: inserted[0].id, duplicate: false });
    });
  } catch (error) {
    if (error instanceof AllowanceUsedUp) return fail("RATE_LIMITED", ALLOWANCE_USED_UP);
    if (error instanceof BurstLimited) return fail("RATE_LIMITED", SUBMITTING_TOO_QUICKLY, { retryAfterSeconds: error.retryAfterSeconds });
    throw error;
  }
  // Marking starts now, in the queue's workers, whether or not the results page is ever opened. After the
  // commit: a job never names a submission that does not exist; one lost here is queued by the sweep.
  if (created.ok) await enqueueMarking({ submissionId: created.value.id, userId: input.userId });
  return created;
}
