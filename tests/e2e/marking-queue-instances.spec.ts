import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { sql } from "drizzle-orm";

import { createDatabase } from "../../app/platform/db/client.server";
import { startJobQueue } from "../../app/platform/jobs/job-queue.server";
import { setRunningJobQueue } from "../../app/platform/jobs/marking-jobs.server";
import { startFakeLlmServer } from "../fakes/llm-server";
import { createPendingSubmission, createStudent } from "../support/factories";
import { createSessionCookie } from "../support/session-cookie";
import { createPostgresDatabase, resolveAdminUrl } from "../support/test-database";
import { startAppServer } from "./support/app-server";
import { postAnswerForm } from "./support/own-server";
import { expect, test } from "./support/fixtures";

const MODEL_LATENCY_MS = 1_500;
const ANSWERS = 12;

const proposal = {
  objectives: ["AO1", "AO2", "AO3", "AO4"].map((code, i) => ({ code, marks: [8, 8, 4, 3][i], rationale: `${code}: clear.`, evidence: ["vaulting ambition"] })),
  strengths: ["A clear argument."],
  areasForImprovement: ["More on structure."],
  specificFeedback: "A thoughtful answer.",
  suggestions: ["Explore the metaphor further."],
  annotations: [],
};

/** The fake model behind a proxy that answers after MODEL_LATENCY_MS and counts the answers it delivered. */
async function startSlowModel() {
  const fake = await startFakeLlmServer();
  fake.setDefault({ kind: "json", value: proposal });
  const stats = { delivered: 0 };
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      setTimeout(async () => {
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string" && key !== "host" && key !== "content-length") headers[key] = value;
        try {
          const upstream = await fetch(`${fake.url}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) });
          const body = Buffer.from(await upstream.arrayBuffer());
          if (res.destroyed) return;
          res.writeHead(upstream.status, { "content-type": "application/json" });
          res.end(body, () => stats.delivered++);
        } catch {
          res.destroy();
        }
      }, MODEL_LATENCY_MS);
    });
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await fake.stop();
    },
  };
}

/**
 * Requests a signed-in student's page from a server every 150 ms until stopped: what a student using the
 * surviving instance sees while the other one dies. Returns every status (or the transport error).
 */
function keepVisiting(url: string, cookie: string) {
  const seen: string[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      try {
        const response = await fetch(`${url}/dashboard`, { headers: { cookie }, redirect: "manual" });
        await response.arrayBuffer();
        seen.push(String(response.status));
      } catch (error) {
        seen.push(error instanceof Error ? error.message : String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return seen;
    },
  };
}

/**
 * H3: two app instances (real server processes) share one PostgreSQL database and its marking queue.
 * Answers are submitted, one instance is killed (SIGKILL) while it is marking, and every answer is still
 * marked, by the other one, exactly once; the allowance counters and the token counter stay right. A
 * student using the other instance is served throughout: pages during and after the kill, and an answer
 * submitted through the form afterwards is marked.
 */
test("killing one of two instances loses no marking: its jobs finish on the other, counters stay right", async () => {
  const adminUrl = await resolveAdminUrl();
  test.skip(!adminUrl, "needs a PostgreSQL server");
  test.setTimeout(180_000);
  const created = await createPostgresDatabase(adminUrl!, "marker_h3");
  const database = createDatabase({ kind: "postgres", url: created.url, poolMax: 4 });
  await database.migrate();
  const model = await startSlowModel();
  const authSecret = "two-instances-test-secret-long-enough";
  const env = {
    DATABASE_URL: created.url,
    AUTH_SECRET: authSecret,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: `${model.url}/v1`,
    AI_API_KEY: "test-key-not-secret",
    AI_MODEL: "fake-model",
    AI_MAX_RETRIES: "0",
    MARKING_CONCURRENCY: "3",
    MARKING_TIMEOUT_SECONDS: "6",
  };
  const first = await startAppServer(env);
  const second = await startAppServer(env);
  // The submitting side: the same createSubmission the form's action calls, queueing through the same queue.
  const queue = await startJobQueue(database, { maintenanceIntervalSeconds: 5 });
  setRunningJobQueue(queue);
  try {
    const students = await Promise.all(Array.from({ length: 3 }, (_, i) => createStudent(database.db, { name: `Instance Student ${i}` })));
    const ids: string[] = [];
    for (let i = 0; i < ANSWERS; i++) {
      ids.push(await createPendingSubmission(database.db, students[i % 3]!.id, { answerText: `Macbeth's 'vaulting ambition' destroys him (${i}).` }));
    }
    const counts = async () => {
      const result = await database.executeSql(
        `select status, count(*)::int as n from submissions where id = any($1::uuid[]) group by status`,
        [ids],
      );
      return Object.fromEntries((result.rows as Array<{ status: string; n: number }>).map((row) => [row.status, row.n]));
    };
    // A fourth student uses the second instance throughout.
    const visitor = await createStudent(database.db, { name: "Instance Visitor" });
    const cookie = await createSessionCookie((text, values) => database.executeSql(text, values), visitor.id, authSecret);
    const visits = keepVisiting(second.url, cookie);
    // Wait until both instances are marking (4 at once is more than one instance's 3), then kill the first
    // one while it holds markings.
    await expect.poll(async () => (await counts()).marking ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    first.process.kill("SIGKILL");
    await new Promise((resolve) => first.process.once("exit", resolve));

    await expect.poll(async () => (await counts()).marked ?? 0, { timeout: 120_000, intervals: [500] }).toBe(ANSWERS);
    expect(await counts()).toEqual({ marked: ANSWERS });
    // The other instance served every page while the first died and its jobs moved over.
    const statuses = await visits.stop();
    expect(statuses.length).toBeGreaterThanOrEqual(5);
    expect(new Set(statuses)).toEqual(new Set(["200"]));

    // After the kill, an answer sent through the form to the surviving instance is taken and marked there.
    const submitted = await postAnswerForm(second.url, cookie);
    expect(submitted.status).toBe(302);
    const resultPath = submitted.headers.get("location") ?? "";
    expect(resultPath).toMatch(/^\/marking-results\/[0-9a-f-]{36}$/);
    const submissionId = resultPath.split("/").at(-1)!;
    ids.push(submissionId);
    await expect.poll(async () => (await counts()).marked ?? 0, { timeout: 60_000, intervals: [500] }).toBe(ANSWERS + 1);
    const resultPage = await fetch(`${second.url}${resultPath}`, { headers: { cookie }, redirect: "manual" });
    expect(resultPage.status).toBe(200);

    // Each answer has one result: its objective rows once, not twice.
    const objectives = await database.db.execute(sql`select submission_id, count(*)::int as n from submission_objectives group by submission_id`);
    const objectiveRows = (objectives as unknown as { rows: Array<{ n: number }> }).rows;
    expect(objectiveRows).toHaveLength(ANSWERS + 1);
    for (const row of objectiveRows) expect(row.n).toBe(4);
    // The allowance: one unit per answer (the twelve and the one sent after the kill), none lost, none given
    // back twice.
    const used = await database.executeSql("select coalesce(sum(used), 0)::int as n from usage_days");
    expect((used.rows[0] as { n: number }).n).toBe(ANSWERS + 1);
    // Every model answer delivered was counted once, and the day's token counter is their sum.
    const usage = await database.executeSql(
      "select count(*)::int as calls, coalesce(sum(input_tokens + output_tokens), 0)::bigint as tokens from ai_usage",
    );
    const counter = await database.executeSql("select coalesce(sum(tokens), 0)::bigint as tokens from ai_token_days");
    const { calls, tokens } = usage.rows[0] as { calls: number; tokens: string };
    expect(calls).toBeGreaterThanOrEqual(ANSWERS + 1);
    expect(calls).toBeLessThanOrEqual(model.stats.delivered);
    expect((counter.rows[0] as { tokens: string }).tokens).toBe(tokens);
  } finally {
    setRunningJobQueue(null);
    await queue.stop();
    await second.stop();
    if (first.process.exitCode === null && first.process.signalCode === null) await first.stop();
    await model.stop();
    await database.close();
    await created.drop();
  }
});
