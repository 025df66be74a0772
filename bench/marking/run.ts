/**
 * Marking-pipeline benchmark (issue 17 item 4, reliability case I2):
 *
 *   npm run bench:marking [-- --db postgres|pglite] [--submissions 100] [--cap 100] [--latency-ms 3000]
 *
 * 100 answers are submitted at once (each by its own student, through createSubmission, which queues the
 * marking job) to the real queue and marking worker on a real database, with the model played by the fake
 * LLM server behind a proxy that answers after 3 s and counts the calls in flight. The worker runs up to
 * `--cap` markings at a time and the model caller allows `--cap` calls. Printed: the overhead beyond the
 * model's latency per submission (submitted -> marked, from the database's own timestamps) p50/p95/max,
 * errors, the most model calls in flight vs the cap, RSS growth over the run and the event loop's delay.
 * Budgets: overhead p95 < 300 ms, 0 errors, cap never exceeded, RSS growth < 20%, event-loop delay p99 <
 * 50 ms. A benchmark reports; it exits non-zero only when it cannot run.
 */
import { fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";

import { inArray } from "drizzle-orm";

import { startMarkingWorker } from "~/features/marking/marking-worker.server";
import { createModelMarker } from "~/features/marking/ai/create-model-marker.server";
import { createModelCaller } from "~/platform/ai/call-model.server";
import { createLanguageModel, type ModelSettings } from "~/platform/ai/create-language-model.server";
import { createDatabase } from "~/platform/db/client.server";
import { submissions } from "~/platform/db/schema";
import { startJobQueue } from "~/platform/jobs/job-queue.server";
import { setRunningJobQueue } from "~/platform/jobs/marking-jobs.server";

import type { ModelProcessStats } from "./model-process";
import { createPendingSubmission, createStudent } from "../../tests/support/factories";
import { createPostgresDatabase, openPgliteTestDatabase, resolveAdminUrl, type TestDatabase } from "../../tests/support/test-database";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const count = Number(option("submissions", "100"));
const cap = Number(option("cap", "100"));
const latencyMs = Number(option("latency-ms", "3000"));
const which = option("db", "postgres");

const ANSWER =
  "Shakespeare presents ambition as destructive. Macbeth's 'vaulting ambition' is a metaphor suggesting he will overreach. " +
  "A Jacobean audience would see the murder of a king as a sin against God.";
const proposal = {
  objectives: ["AO1", "AO2", "AO3", "AO4"].map((code, i) => ({ code, marks: [8, 8, 4, 3][i], rationale: `${code}: clear.`, evidence: ["vaulting ambition"] })),
  strengths: ["A clear argument."],
  areasForImprovement: ["More on structure."],
  specificFeedback: "A thoughtful answer.",
  suggestions: ["Explore the metaphor further."],
  annotations: [{ quote: "'vaulting ambition'", comment: "Well chosen.", objective: "AO2", kind: "strength" }],
};

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

type ModelProcessMessage = { kind: "ready"; url: string } | { kind: "stats"; stats: ModelProcessStats } | { kind: "reset" };

/** The fake model and its slow proxy in a child process (model-process.ts says why). */
async function startModelProcess() {
  const child = fork(join(dirname(fileURLToPath(import.meta.url)), "model-process.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_MODEL_LATENCY_MS: String(latencyMs), BENCH_MODEL_PROPOSAL: JSON.stringify(proposal) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = (kind: ModelProcessMessage["kind"]) =>
    new Promise<ModelProcessMessage>((resolve, reject) => {
      const onMessage = (message: ModelProcessMessage) => {
        if (message.kind !== kind) return;
        child.off("message", onMessage);
        child.off("exit", onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => reject(new Error(`the model process exited (${code})`));
      child.on("message", onMessage);
      child.once("exit", onExit);
    });
  const ready = (await next("ready")) as { kind: "ready"; url: string };
  return {
    url: ready.url,
    async stats(): Promise<ModelProcessStats> {
      const reply = next("stats");
      child.send({ kind: "stats" });
      return ((await reply) as { kind: "stats"; stats: ModelProcessStats }).stats;
    },
    async resetMaxInFlight() {
      const reply = next("reset");
      child.send({ kind: "reset" });
      await reply;
    },
    stop: () =>
      new Promise<void>((done) => {
        child.once("exit", () => done());
        child.send({ kind: "stop" });
      }),
  };
}

async function openDatabase(): Promise<TestDatabase> {
  if (which === "pglite") return openPgliteTestDatabase();
  const adminUrl = await resolveAdminUrl();
  if (!adminUrl) throw new Error("bench:marking --db postgres needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432)");
  const created = await createPostgresDatabase(adminUrl, "marker_bench");
  // The production default pool (DATABASE_POOL_MAX=10) doubled: 100 markings at once share it.
  const opened = { ...createDatabase({ kind: "postgres", url: created.url, poolMax: Number(option("pool", "20")) }) };
  await opened.migrate();
  return { ...opened, dispose: async () => (await opened.close(), await created.drop()) } as TestDatabase;
}

const proxy = await startModelProcess();
const database = await openDatabase();
const modelSettings = {
  provider: "openai-compatible",
  model: "bench-model",
  baseUrl: `${proxy.url}/v1`,
  apiKey: "bench-key-not-secret",
  timeoutMs: latencyMs + 30_000,
  maxRetries: 0,
  maxOutputTokens: 4_096,
  maxConcurrency: cap,
  dailyTokenBudget: 0,
  samples: 1,
} as ModelSettings;
const caller = createModelCaller({ settings: modelSettings, model: createLanguageModel(modelSettings), db: database.db });
const marker = createModelMarker(caller, modelSettings.model);
const queue = await startJobQueue(database, { maintenanceIntervalSeconds: 30 });
setRunningJobQueue(queue);
const worker = await startMarkingWorker(queue, database.db, () => marker, { concurrency: cap, timeoutMs: 120_000, retryLimit: 3 });
const students = [];
for (let i = 0; i < count; i++) students.push(await createStudent(database.db, { name: `Bench Student ${i}` }));

// Warm-up (one marking) so the first request's module loading is not counted.
await createPendingSubmission(database.db, students[0]!.id, { answerText: `${ANSWER} warm-up`, questionText: "Warm-up" });
while (worker.inFlight > 0 || (await queue.liveKeys("marking", [])).size > 0) await new Promise((r) => setTimeout(r, 100));
await new Promise((r) => setTimeout(r, latencyMs + 1_000));
await proxy.resetMaxInFlight();

global.gc?.();
const rssBefore = process.memoryUsage().rss;
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
// The process's CPU time (every thread) from the first submission to the last answer marked: unlike the
// latencies, it holds up on a busy machine. It includes this script's own status poll (one query every 100 ms).
const cpuBefore = process.cpuUsage();
let errors = 0;
const ids = (
  await Promise.all(
    students.map((student, i) =>
      createPendingSubmission(database.db, student.id, { answerText: `${ANSWER} (${i})` }).catch(() => {
        errors++;
        return null;
      }),
    ),
  )
).filter((id): id is string => id !== null);
let rssPeak = process.memoryUsage().rss;
const started = Date.now();
let rows: Array<{ status: string; createdAt: Date; markingStartedAt: Date | null; markedAt: Date | null }> = [];
while (Date.now() - started < 120_000) {
  rows = await database.db.select({ status: submissions.status, createdAt: submissions.createdAt, markingStartedAt: submissions.markingStartedAt, markedAt: submissions.markedAt }).from(submissions).where(inArray(submissions.id, ids));
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  if (rows.every((row) => row.status !== "pending" && row.status !== "marking")) break;
  await new Promise((r) => setTimeout(r, 100));
}
loop.disable();
const cpuUsed = process.cpuUsage(cpuBefore);
const modelStats = await proxy.stats();
const rssAfter = process.memoryUsage().rss;
errors += rows.filter((row) => row.status !== "marked").length + (count - rows.length);
const overheads = rows.filter((row) => row.markedAt).map((row) => row.markedAt!.getTime() - row.createdAt.getTime() - latencyMs);
const waits = rows.filter((row) => row.markingStartedAt).map((row) => row.markingStartedAt!.getTime() - row.createdAt.getTime());
const figures = {
  database: which,
  submissions: count,
  cap,
  modelLatencyMs: latencyMs,
  overheadMs: { p50: percentile(overheads, 50), p95: percentile(overheads, 95), max: Math.max(...overheads) },
  queueWaitMs: { p50: percentile(waits, 50), p95: percentile(waits, 95), max: Math.max(...waits) },
  /**
   * Where the time goes, ms after the first answer was submitted (5th, 50th, 95th percentile, last): the
   * answers saved and queued, claimed by the worker, their model calls arriving at the model, the model's
   * answers, and the answers marked.
   */
  timeline: (() => {
    const t0 = Math.min(...rows.map((row) => row.createdAt.getTime()));
    const spread = (times: number[]) => [5, 50, 95, 100].map((p) => percentile(times.map((time) => time - t0), p));
    return {
      submitted: spread(rows.map((row) => row.createdAt.getTime())),
      claimed: spread(rows.flatMap((row) => (row.markingStartedAt ? [row.markingStartedAt.getTime()] : []))),
      modelCalled: spread(modelStats.arrivals),
      modelAnswered: spread(modelStats.answers),
      marked: spread(rows.flatMap((row) => (row.markedAt ? [row.markedAt.getTime()] : []))),
    };
  })(),
  /** CPU time of this process over the run, per answer (submitting, claiming, calling the model, saving). */
  cpuMsPerMarking: +((cpuUsed.user + cpuUsed.system) / 1000 / count).toFixed(1),
  errors,
  maxInFlight: modelStats.maxInFlight,
  modelCalls: modelStats.calls,
  rssMiB: { before: +(rssBefore / 2 ** 20).toFixed(1), peak: +(rssPeak / 2 ** 20).toFixed(1), after: +(rssAfter / 2 ** 20).toFixed(1) },
  rssGrowth: +((rssPeak - rssBefore) / rssBefore).toFixed(3),
  eventLoopDelayMs: { p99: +(loop.percentile(99) / 1e6).toFixed(1), max: +(loop.max / 1e6).toFixed(1) },
  budgets: {
    overheadP95Under300: percentile(overheads, 95) < 300,
    noErrors: errors === 0,
    capNeverExceeded: modelStats.maxInFlight <= cap,
    rssGrowthUnder20Percent: (rssPeak - rssBefore) / rssBefore < 0.2,
    eventLoopP99Under50: loop.percentile(99) / 1e6 < 50,
  },
  /** The machine's 1-minute load average at the end (2 cores here): other work skews every figure. */
  loadAverage: +loadavg()[0]!.toFixed(1),
  measuredAt: new Date().toISOString(),
};
console.log(JSON.stringify(figures, null, 2));
const out = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "results", "marking.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);

await worker.stop();
setRunningJobQueue(null);
await queue.stop();
await database.dispose();
await proxy.stop();
process.exit(0);
