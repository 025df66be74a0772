import { getRootLogger } from "../logger.server";
import { processSingleton, setProcessSingleton } from "../process-singleton";
import type { JobQueue } from "./job-queue.server";

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
