import { and, asc, eq, lt, or, sql } from "drizzle-orm";

import type { Db } from "~/platform/db/client.server";
import { submissions, type JsonObject } from "~/platform/db/schema";
import type { JobQueue, Worker } from "~/platform/jobs/job-queue.server";
import { enqueueMarking, MARKING_QUEUE, type MarkingJob } from "~/platform/jobs/marking-jobs.server";
import { getLogger } from "~/platform/logger.server";

import type { Marker } from "./marker";
import type { MarkingProgress } from "./marking-progress";
import { markSubmission } from "./mark-submission.server";

export interface MarkingWorkerSettings {
  /** Markings this process runs at a time (MARKING_CONCURRENCY); 0 runs no worker here. */
  concurrency: number;
  /** A marking older than this is abandoned (its process died) and may be claimed again. */
  timeoutMs: number;
  /** Tries after the first when the model is busy or too slow; then the marking fails and the allowance unit goes back. */
  retryLimit: number;
  retryDelaySeconds?: number;
  /** How long a reported stage waits before it is written (PROGRESS_WRITE_DELAY_MS unless set; tests). */
  progressWriteDelayMs?: number;
  /** How often pending submissions with no job (queued before a crash, or while the queue was down) are queued again. */
  sweepIntervalMs?: number;
}

export interface MarkingWorker {
  readonly inFlight: number;
  /** Queues pending submissions older than minAgeMs and abandoned markings; returns how many it found. */
  sweep(minAgeMs?: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * How long a reported stage waits before it is written (the results page's event stream reads the column
 * every 500 ms, so a stage shorter than this is not missed by anyone). Each marking wrote four progress rows
 * before (bench:marking: 400 of 1,858 statements for 100 markings); now one or two.
 */
export const PROGRESS_WRITE_DELAY_MS = 150;

/** Submissions waiting this long without being claimed are queued again by the sweep (their job may be lost). */
const SWEEP_AFTER_MS = 10_000;
const SWEEP_BATCH = 500;

/**
 * Takes marking jobs from the queue: each claims its submission with the conditional update in
 * markSubmission (so a submission is never marked twice, even when two jobs name it), reports each stage
 * to the submission's marking_progress column (the results page's event stream reads it), and leaves a
 * transient failure to the queue's retries with backoff. The last try fails the marking and gives the
 * allowance unit back.
 */
export async function startMarkingWorker(
  queue: JobQueue,
  db: Db,
  marker: () => Marker,
  settings: MarkingWorkerSettings,
): Promise<MarkingWorker> {
  const logger = getLogger().child({ component: "marking-worker" });
  await queue.ensureQueue(MARKING_QUEUE, {
    retryLimit: settings.retryLimit,
    retryDelaySeconds: settings.retryDelaySeconds ?? 5,
    // Past the marking's own timeout, so a live marking is never expired under it.
    expireInSeconds: Math.ceil(settings.timeoutMs / 1000) + Math.min(30, Math.ceil(settings.timeoutMs / 2000)),
  });

  async function sweep(minAgeMs = SWEEP_AFTER_MS): Promise<number> {
    const now = Date.now();
    const rows = await db
      .select({ submissionId: submissions.id, userId: submissions.userId })
      .from(submissions)
      .where(
        or(
          and(eq(submissions.status, "pending"), lt(submissions.createdAt, new Date(now - minAgeMs))),
          and(eq(submissions.status, "marking"), lt(submissions.markingStartedAt, new Date(now - settings.timeoutMs))),
        ),
      )
      .orderBy(asc(submissions.createdAt))
      .limit(SWEEP_BATCH);
    // A submission whose job is waiting for its retry's backoff (or running) keeps that job.
    const live = await queue.liveKeys(MARKING_QUEUE, rows.map((row) => row.submissionId));
    const lost = rows.filter((row) => !live.has(row.submissionId));
    for (const row of lost) await enqueueMarking(row, queue);
    if (lost.length > 0) logger.info({ queued: lost.length }, "pending markings queued again");
    return lost.length;
  }

  async function handle(job: { data: MarkingJob; retryCount: number; retryLimit: number }) {
    const { submissionId, userId } = job.data;
    // The latest stage is written, in order, never inside a transaction; a stage waits PROGRESS_WRITE_DELAY_MS
    // before it is written, so the stages of one burst (reading, then the model call a moment later; the
    // model's answer, then the check) collapse into the newest, and a marking that ends within the delay
    // writes none: its final status is what the page reads next. A lost progress row never fails the marking.
    let latest: MarkingProgress | null = null;
    let writing: Promise<void> | null = null;
    let timer: NodeJS.Timeout | null = null;
    const flush = async () => {
      while (latest) {
        const progress = latest;
        latest = null;
        await db
          .update(submissions)
          .set({ markingProgress: progress as unknown as JsonObject })
          .where(and(eq(submissions.id, submissionId), eq(submissions.status, "marking")))
          .catch((error: unknown) => logger.warn({ err: error, submissionId }, "could not save marking progress"));
      }
      writing = null;
    };
    const onProgress = (progress: MarkingProgress) => {
      latest = progress;
      if (timer || writing) return;
      timer = setTimeout(() => {
        timer = null;
        writing ??= flush();
      }, settings.progressWriteDelayMs ?? PROGRESS_WRITE_DELAY_MS);
    };
    let outcome: Awaited<ReturnType<typeof markSubmission>>;
    try {
      outcome = await markSubmission(db, marker(), userId, submissionId, onProgress, {
        finalAttempt: job.retryCount >= job.retryLimit,
        timeoutMs: settings.timeoutMs,
      });
    } finally {
      // The marking has ended, however: a stage not yet written is stale, and a write under way finishes
      // before the job does (so it cannot land on a later try's claim).
      if (timer) clearTimeout(timer);
      timer = null;
      latest = null;
      await writing;
    }
    // Back to pending after a transient failure: the queue tries again after its backoff.
    if (outcome === "retry") throw new Error("the model was busy or too slow; trying again");
    // Another worker holds a live claim (a duplicate job): try later; it is settled by then or abandoned.
    if (outcome === "marking") throw new Error("being marked by another worker");
  }

  let worker: Worker | null = null;
  let timer: NodeJS.Timeout | null = null;
  if (settings.concurrency > 0) {
    // At start: whatever was pending when the last process stopped (a restart loses nothing).
    await sweep(0).catch((error: unknown) => logger.warn({ err: error }, "marking sweep failed"));
    worker = queue.work<MarkingJob>(MARKING_QUEUE, settings.concurrency, handle);
    const interval = settings.sweepIntervalMs ?? Math.max(5_000, Math.min(60_000, settings.timeoutMs / 2));
    timer = setInterval(() => void sweep().catch((error: unknown) => logger.warn({ err: error }, "marking sweep failed")), interval);
    timer.unref();
  }
  return {
    get inFlight() {
      return worker?.inFlight ?? 0;
    },
    sweep,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await worker?.stop();
      worker = null;
    },
  };
}

/**
 * Where a waiting submission stands: 1 + the pending submissions (anyone's) submitted before it. Only a
 * count leaves the database.
 */
export async function queuePosition(db: Db, submission: { createdAt: Date }): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(submissions)
    .where(and(eq(submissions.status, "pending"), lt(submissions.createdAt, submission.createdAt)));
  return (row?.ahead ?? 0) + 1;
}

/**
 * Waits (polling the database) until the user's submission leaves pending and marking, or `limitMs`
 * passes; returns its status. For the page without JavaScript, which cannot watch the event stream.
 */
export async function waitForMarking(db: Db, userId: string, submissionId: string, limitMs: number): Promise<string> {
  const started = Date.now();
  for (;;) {
    const [row] = await db
      .select({ status: submissions.status })
      .from(submissions)
      .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
    const status = row?.status ?? "failed";
    if ((status !== "pending" && status !== "marking") || Date.now() - started >= limitMs) return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
