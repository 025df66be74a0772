import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";

import { getSubmissionForUser } from "~/features/submissions/read-submissions.server";
import { submissions } from "~/platform/db/schema";
import { startJobQueue, type JobQueue } from "~/platform/jobs/job-queue.server";
import { setRunningJobQueue } from "~/platform/jobs/marking-jobs.server";

import { createPendingSubmission, createStudent, markingsUsedToday } from "../../../tests/support/factories";
import {
  createPostgresDatabase,
  openPgliteTestDatabase,
  openPostgresTestDatabase,
  resolveAdminUrl,
  type TestDatabase,
} from "../../../tests/support/test-database";
import { ModelMarkingError } from "./ai/create-model-marker.server";
import type { Marker } from "./marker";
import type { MarkingProgress } from "./marking-progress";
import { startMarkingWorker, type MarkingWorker } from "./marking-worker.server";

/** A scripted marker: counts calls per submission, fails the first `busyTimes` calls as "model busy". */
function countingMarker(options: { busyTimes?: number; delayMs?: number; alwaysBusy?: boolean } = {}): Marker & { calls: Map<string, number> } {
  let busyLeft = options.busyTimes ?? 0;
  const marker = {
    identity: { id: "scripted", model: "script-1", promptVersion: "t", label: "Scripted", offline: true },
    calls: new Map<string, number>(),
    async mark(input: { submissionId?: string }) {
      const id = input.submissionId ?? "";
      marker.calls.set(id, (marker.calls.get(id) ?? 0) + 1);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.alwaysBusy || busyLeft > 0) {
        busyLeft--;
        throw new ModelMarkingError("busy", "the model is busy");
      }
      return {
        objectives: [
          { code: "AO1", marks: 8, rationale: "Clear.", evidence: [] },
          { code: "AO2", marks: 7, rationale: "Some analysis.", evidence: [] },
          { code: "AO3", marks: 3, rationale: "Little context.", evidence: [] },
          { code: "AO4", marks: 3, rationale: "Accurate.", evidence: [] },
        ],
        strengths: ["A start."],
        areasForImprovement: ["Add context."],
        specificFeedback: "Focused.",
        suggestions: ["Explore more."],
        annotations: [],
      } as never;
    },
  };
  return marker as never;
}

async function until(check: () => Promise<boolean>, limitMs = 30_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const kinds: Array<"pglite" | "postgres"> = ["pglite"];
const adminUrl = await resolveAdminUrl();
if (adminUrl) kinds.push("postgres");

describe.each(kinds)("the marking queue on %s", (kind) => {
  let database: TestDatabase;
  let queue: JobQueue;
  const workers: MarkingWorker[] = [];
  const settings = { concurrency: 4, timeoutMs: 10_000, retryLimit: 2, retryDelaySeconds: 1, sweepIntervalMs: 60_000 };

  async function open() {
    if (kind === "pglite") database = await openPgliteTestDatabase();
    else {
      const created = await createPostgresDatabase(adminUrl!, "marker_queue");
      const opened = openPostgresTestDatabase(created.url);
      await opened.migrate();
      database = { ...opened, dispose: async () => (await opened.dispose(), await created.drop()) } as TestDatabase;
    }
    queue = await startJobQueue(database, { maintenanceIntervalSeconds: 1 });
    setRunningJobQueue(queue);
  }

  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    setRunningJobQueue(null);
    await queue?.stop();
    await database?.dispose();
  });

  afterEach(async () => {
    while (workers.length > 0) await workers.pop()!.stop();
  });

  const status = async (userId: string, id: string) => (await getSubmissionForUser(database.db, userId, id))?.status;

  it("queues a submission at submit and marks it once, with no page open", async () => {
    await open();
    const marker = countingMarker({ delayMs: 50 });
    workers.push(await startMarkingWorker(queue, database.db, () => marker, settings));
    const student = await createStudent(database.db);
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => createPendingSubmission(database.db, student.id, { answerText: `Answer number ${n} about ambition.` })));
    await until(async () => (await Promise.all(ids.map((id) => status(student.id, id)))).every((s) => s === "marked"));
    for (const id of ids) expect(marker.calls.get(id)).toBe(1);
    expect(await markingsUsedToday(database.db, student.id)).toBe(6);
    const job = await database.executeSql("select count(*)::int as n from pgboss.job where name = 'marking' and state = 'completed'");
    expect((job.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(6);
  }, 90_000);

  it("a second job for the same submission never marks it twice", async () => {
    const marker = countingMarker({ delayMs: 300 });
    const student = await createStudent(database.db);
    setRunningJobQueue(null); // created without a job; then two jobs arrive around the claim
    const id = await createPendingSubmission(database.db, student.id, { answerText: "Twice queued answer." });
    setRunningJobQueue(queue);
    await queue.send("marking", { submissionId: id, userId: student.id });
    await queue.send("marking", { submissionId: id, userId: student.id });
    workers.push(await startMarkingWorker(queue, database.db, () => marker, settings));
    await until(async () => (await status(student.id, id)) === "marked");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(marker.calls.get(id)).toBe(1);
  }, 90_000);

  it("resumes pending work when a worker starts again (restart) and retries a busy model with backoff", async () => {
    const student = await createStudent(database.db);
    // Submitted while no worker runs (the server was down): the job waits in the queue.
    const waiting = await createPendingSubmission(database.db, student.id, { answerText: "Submitted before the restart." });
    // And one whose job was lost entirely: only the start-up sweep can find it.
    setRunningJobQueue(null);
    const orphan = await createPendingSubmission(database.db, student.id, { answerText: "Its job was lost." });
    setRunningJobQueue(queue);
    const marker = countingMarker({ busyTimes: 1 });
    const started = Date.now();
    workers.push(await startMarkingWorker(queue, database.db, () => marker, settings));
    await until(async () => (await status(student.id, waiting)) === "marked" && (await status(student.id, orphan)) === "marked");
    // One of the two met the busy model and was tried again after the backoff (at least a second).
    expect([...marker.calls.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(await markingsUsedToday(database.db, student.id)).toBe(2);
  }, 90_000);

  it("writes a burst of progress stages once, the newest, and none after the marking has ended", async () => {
    // A marker that reports as the model marker does: two stages before its call, two after.
    const seen: string[] = [];
    const marker = {
      ...countingMarker(),
      async mark(_input: unknown, onProgress?: (progress: MarkingProgress) => void) {
        onProgress?.({ stage: "reading" });
        onProgress?.({ stage: "objectives", sample: 1, samples: 1 });
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        onProgress?.({ stage: "feedback" });
        onProgress?.({ stage: "checking" });
        return countingMarker().mark({} as never) as never;
      },
    } as unknown as Marker;
    // Counts the statements that set marking_progress (the claim sets it too, to null).
    let progressWrites = 0;
    const counted = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key !== "update") return Reflect.get(target, key, receiver);
        return (table: typeof submissions) => {
          const builder = target.update(table);
          return new Proxy(builder, {
            get(inner, innerKey, innerReceiver) {
              if (innerKey !== "set") return Reflect.get(inner, innerKey, innerReceiver);
              return (values: Record<string, unknown>) => {
                if (values.markingProgress && values.status === undefined) progressWrites++;
                return inner.set(values as never);
              };
            },
          });
        };
      },
    });
    // A delay the work after the "model" (computing and saving the result, well under a second even on a
    // loaded machine) cannot outlast, and shorter than the model's 900 ms, so the first burst is written.
    const delayMs = 500;
    workers.push(await startMarkingWorker(queue, counted, () => marker, { ...settings, progressWriteDelayMs: delayMs }));
    const student = await createStudent(database.db);
    const id = await createPendingSubmission(database.db, student.id, { answerText: "An answer whose marking reports stages." });
    await until(async () => {
      const [row] = await database.db.select({ status: submissions.status, progress: submissions.markingProgress }).from(submissions).where(eq(submissions.id, id));
      if (row?.progress) seen.push((row.progress as { stage: string }).stage);
      return row?.status === "marked";
    });
    // While the model "worked", the page could read the newest stage before the call.
    expect(seen).toContain("objectives");
    // Longer than the delay: a stage left waiting when the marking ended would have been written by now.
    await new Promise((resolve) => setTimeout(resolve, delayMs + 300));
    // One write for the burst before the call; the stages after it were overtaken by the result.
    expect(progressWrites).toBe(1);
  }, 90_000);

  it("after the last try fails, the submission is failed and the allowance unit given back", async () => {
    const marker = countingMarker({ alwaysBusy: true });
    workers.push(await startMarkingWorker(queue, database.db, () => marker, settings));
    const student = await createStudent(database.db);
    const id = await createPendingSubmission(database.db, student.id, { answerText: "The model never answers this one." });
    expect(await markingsUsedToday(database.db, student.id)).toBe(1);
    // Between tries the answer waits as pending, and its page says marking will try again (not "next in the queue").
    await until(async () => {
      const [row] = await database.db.select({ status: submissions.status, progress: submissions.markingProgress }).from(submissions).where(eq(submissions.id, id));
      return row?.status === "pending" && (row.progress as { stage?: string } | null)?.stage === "retrying";
    }, 30_000);
    await until(async () => (await status(student.id, id)) === "failed", 60_000);
    expect(marker.calls.get(id)).toBe(settings.retryLimit + 1);
    expect(await markingsUsedToday(database.db, student.id)).toBe(0);
    const [row] = await database.db.select({ progress: submissions.markingProgress }).from(submissions).where(eq(submissions.id, id));
    expect(row).toBeDefined();
  }, 90_000);
});
