import { sql } from "drizzle-orm";

import type { Db } from "../db/client.server";
import { getRootLogger } from "../logger.server";
import { processSingleton, setProcessSingleton } from "../process-singleton";
import type { JobQueue } from "./job-queue.server";
import { JOB_QUEUE_SCHEMA } from "./schema-name";

/** The queue that marks submitted answers (the marking feature's worker takes its jobs). */
export const MARKING_QUEUE = "marking";

export interface MarkingJob {
  submissionId: string;
  userId: string;
}

const KEY = "marker.job-queue";

/** The job queue this process started (null until the server starts it, and in tests that do not). */
export function getRunningJobQueue(): JobQueue | null {
  return processSingleton<JobQueue | null>(KEY, () => null);
}

export function setRunningJobQueue(queue: JobQueue | null | undefined) {
  setProcessSingleton(KEY, queue);
}

/**
 * Puts a submission in the marking queue, once per submission (its id is the job's singleton key). Call
 * it after the submission's transaction commits. It never throws: a submission that could not be queued
 * now stays pending, and the marking worker's sweep queues every pending submission it finds.
 */
export async function enqueueMarking(job: MarkingJob, queue: JobQueue | null = getRunningJobQueue()): Promise<void> {
  if (!queue) return;
  try {
    await queue.send(MARKING_QUEUE, job, { singletonKey: job.submissionId });
  } catch (error) {
    getRootLogger().warn({ err: error, submissionId: job.submissionId }, "could not queue a marking; the sweep will");
  }
}

/**
 * Deletes every job, waiting, running, done or archived, that names this user (a marking job carries the
 * user's id), when the account is deleted: pg-boss otherwise keeps finished jobs for days. Nothing happens
 * where the queue's tables were never made (a database the queue has not started on).
 */
export async function deleteJobsOfUser(db: Db, userId: string): Promise<void> {
  for (const table of ["job", "archive"]) {
    const qualified = `${JOB_QUEUE_SCHEMA}.${table}`;
    const found = (await db.execute(sql`select to_regclass(${qualified}) is not null as present`)) as unknown as { rows: Array<{ present: boolean }> };
    if (!found.rows[0]?.present) continue;
    await db.execute(sql`delete from ${sql.identifier(JOB_QUEUE_SCHEMA)}.${sql.identifier(table)} where data->>'userId' = ${userId}`);
  }
}
