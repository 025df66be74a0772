/**
 * HTTP load benchmark (issue 17 item 1, reliability case I1): what a signed-in page costs under load,
 * against a bare React Router page served by the same Express stack in the same run.
 *
 *   npm run bench:http [-- --seconds 60] [--compare-seconds 20] [--users 50] [--skip-build] [--pool-max 10] [--profile DIR]
 *
 * It builds Marker and the bare fixture when their builds are missing, creates a fresh PostgreSQL
 * database (dropped at the end), starts the production server on a random loopback port
 * (BILLING_MODE=local) and the bare page (bench/http/bare-server.ts) on another, and signs in `--users`
 * students: users, profiles (set up, in their trial) and sessions inserted as better-auth makes them,
 * with session cookies signed as better-auth signs them (HMAC-SHA256 with AUTH_SECRET). Each has three
 * flashcard sets and 20 marked answers.
 *
 * Then, each phase with one virtual user per student (all concurrent, keep-alive connections, one each):
 *  1. compare: the bare page "/" and GET /dashboard alone, in alternating 5 s blocks (`--compare-seconds`
 *     each), for the ratio of their req/s (budget: /dashboard >= 0.7x the bare page);
 *  2. mix (I1, `--seconds`): GET /dashboard, /subjects, /flashcards, /profile, and flashcard set writes
 *     (create, edit, delete through the page's form, with the Origin header the CSRF check wants). A
 *     student writes at most once per 2.5 s (24 a minute, under the app's 30 a minute per student).
 *
 * Prints per route: requests, req/s, p50/p95/p99 latency, errors (a transport error or a status other
 * than 2xx/3xx); the /dashboard to bare page ratio; and pool pressure (the most connections the server
 * held busy at once, sampled from pg_stat_activity every 250 ms, against its pool size, and any
 * "timeout exceeded when trying to connect" in the server's log), and the server's CPU time per request
 * (from /proc, so it holds on a busy machine where latency does not). Budgets (issue 17): /dashboard >= 0.7x
 * the bare page, p95 < 250 ms, p99 < 500 ms, 0 errors, no pool exhaustion. Results in
 * bench/results/http.json. A benchmark reports; it exits non-zero only when it cannot run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

import pg from "pg";

import { createSessionCookie } from "../../tests/support/session-cookie";
import { createPostgresDatabase, resolveAdminUrl } from "../../tests/support/test-database";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const fixtureDir = join(root, "bench", "pages", "fixture");
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const seconds = Number(option("seconds", "60"));
const compareSeconds = Number(option("compare-seconds", "20"));
const users = Number(option("users", "50"));
const poolMax = Number(option("pool-max", "10"));
const skipBuild = args.includes("--skip-build");
/** `--profile DIR`: Marker runs with --cpu-prof and leaves its CPU profile in DIR (open it in Chrome's DevTools). */
const profileDir = option("profile", "");
const BLOCK_SECONDS = 5;
const WRITE_GAP_MS = 2_500;
const BUDGET = { ratio: 0.7, p95: 250, p99: 500 };
const AUTH_SECRET = randomBytes(32).toString("base64url");
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 marker-bench";

class BenchError extends Error {}

// --- Builds and processes ------------------------------------------------------------------------

function build(label: string, cwd: string) {
  console.log(label);
  const result = spawnSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    throw new BenchError(`build failed in ${cwd}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  log: string[];
}

/** Starts a server process and waits for the line that says it listens. */
function startProcess(name: string, command: string, argv: string[], env: Record<string, string>, ready: RegExp): Promise<Started> {
  const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const log: string[] = [];
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new BenchError(`${name} did not start within 120 s:\n${log.join("")}`)), 120_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log.push(text);
      if (ready.test(text)) {
        clearTimeout(timer);
        resolveStart({ child, log });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new BenchError(`${name} exited (${code}):\n${log.join("")}`));
    });
  });
}

async function stopProcess(started: Started | undefined) {
  if (!started || started.child.exitCode !== null) return;
  const exited = new Promise((done) => started.child.once("exit", done));
  started.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  if (started.child.exitCode === null) started.child.kill("SIGKILL");
}

// --- Students ------------------------------------------------------------------------------------

interface Student {
  id: string;
  cookie: string;
}


async function createStudents(pool: pg.Pool, count: number): Promise<Student[]> {
  const students: Student[] = [];
  for (let n = 0; n < count; n++) {
    const id = randomUUID();
    await pool.query(`insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)`, [id, `Bench Student ${n}`, `bench-${n}-${id.slice(0, 8)}@example.com`]);
    await pool.query(
      `insert into profiles (user_id, full_name, exam_boards, trial_ends_at, age_confirmed_at)
       values ($1, $2, '{"english-literature":"aqa","english-language":"aqa","history":"aqa"}', now() + interval '7 days', now())`,
      [id, `Bench Student ${n}`],
    );
    const cookie = await createSessionCookie((text, values) => pool.query(text, values), id, AUTH_SECRET, USER_AGENT);
    for (let set = 0; set < 3; set++) {
      const { rows } = await pool.query<{ id: string }>(`insert into flashcard_sets (user_id, title) values ($1, $2) returning id`, [id, `Seeded set ${set + 1}`]);
      await pool.query(
        `insert into flashcards (set_id, user_id, position, front, back)
         select $1, $2, p, 'Front of card ' || p, 'Back of card ' || p from generate_series(0, 9) as p`,
        [rows[0]!.id, id],
      );
    }
    // 20 marked answers over the last 20 days (as bench/history seeds its light student).
    await pool.query(
      `insert into submissions (user_id, subject, subject_id, board, paper, question_type, question_text, answer_text, source_text,
         status, result, quota_day, idempotency_key, created_at, marked_at, achieved_marks, total_marks, percentage, grade, level)
       select $1, 'English Literature', 'english-literature', 'aqa', 'paper-1', 'shakespeare',
         'How does Shakespeare present ambition?', repeat('An answer about ambition. ', 40), 'Extract',
         'marked', jsonb_build_object('version', 1, 'achievedMarks', 10 + n % 20, 'totalMarks', 34, 'grade', '5'),
         (now() - make_interval(days => n))::date, $2 || n, now() - make_interval(days => n), now() - make_interval(days => n),
         10 + n % 20, 34, round(((10 + n % 20) * 100.0 / 34)::numeric, 1), '5', 3
       from generate_series(1, 20) as n`,
      [id, randomUUID()],
    );
    students.push({ id, cookie });
  }
  await pool.query("vacuum analyze");
  return students;
}

// --- Load ----------------------------------------------------------------------------------------

interface RouteStats {
  latencies: number[];
  errors: number;
  statuses: Record<string, number>;
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux; 0 elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the name and state), in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

class Recorder {
  readonly routes = new Map<string, RouteStats>();
  elapsedMs = 0;
  /** CPU time the server under load used during this recorder's phases. */
  serverCpuMs = 0;
  /** The distinct messages of transport errors. */
  readonly errorMessages = new Set<string>();
  record(route: string, ms: number, status: number | "error") {
    let stats = this.routes.get(route);
    if (!stats) this.routes.set(route, (stats = { latencies: [], errors: 0, statuses: {} }));
    stats.latencies.push(ms);
    stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
    if (status === "error" || status < 200 || status >= 400) stats.errors++;
  }
}

function request(agent: http.Agent, port: number, method: "GET" | "POST", path: string, headers: Record<string, string>, body?: string) {
  return new Promise<number>((resolveStatus, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: {
          "user-agent": USER_AGENT,
          accept: "text/html,application/xhtml+xml",
          "accept-encoding": "gzip, deflate, br",
          ...(body !== undefined ? { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => resolveStatus(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timed out after 30 s")));
    req.on("error", reject);
    req.end(body);
  });
}

async function timed(recorder: Recorder, route: string, run: () => Promise<number>) {
  const started = performance.now();
  try {
    const status = await run();
    recorder.record(route, performance.now() - started, status);
    return status;
  } catch (error) {
    recorder.record(route, performance.now() - started, "error");
    recorder.errorMessages.add(error instanceof Error ? error.message : String(error));
    return 0;
  }
}

/** One student's flashcard writes in turn: create a set, edit it, delete it. */
class SetWriter {
  private setId: string | null = null;
  private edited = false;
  private made = 0;
  lastWrite = 0;
  constructor(
    private readonly student: Student,
    private readonly vu: number,
    private readonly db: pg.Pool,
  ) {}

  async next(recorder: Recorder, agent: http.Agent, port: number, origin: string) {
    this.lastWrite = Date.now();
    const headers = { cookie: this.student.cookie, origin };
    if (!this.setId) {
      const title = `Bench set ${this.vu}-${++this.made}`;
      const form = new URLSearchParams({ intent: "create", title });
      for (let card = 1; card <= 5; card++) {
        form.append("front", `Question ${card} about ambition`);
        form.append("back", `Answer ${card}: Macbeth's ambition grows after the witches speak.`);
      }
      const status = await timed(recorder, "POST /flashcards (create)", () => request(agent, port, "POST", "/flashcards", headers, form.toString()));
      if (status !== 302) return;
      const { rows } = await this.db.query<{ id: string }>("select id from flashcard_sets where user_id = $1 and title = $2", [this.student.id, title]);
      this.setId = rows[0]?.id ?? null;
      this.edited = false;
    } else if (!this.edited) {
      const form = new URLSearchParams({ intent: "update", setId: this.setId, title: `Bench set ${this.vu}-${this.made} (edited)` });
      for (let card = 1; card <= 5; card++) {
        form.append("front", `Question ${card} about guilt`);
        form.append("back", `Answer ${card}: Lady Macbeth's guilt shows in the sleepwalking scene.`);
      }
      await timed(recorder, "POST /flashcards (edit)", () => request(agent, port, "POST", "/flashcards", headers, form.toString()));
      this.edited = true;
    } else {
      const form = new URLSearchParams({ intent: "delete", setId: this.setId });
      await timed(recorder, "POST /flashcards (delete)", () => request(agent, port, "POST", "/flashcards", headers, form.toString()));
      this.setId = null;
    }
  }
}

const MIX: { path: string; weight: number }[] = [
  { path: "/dashboard", weight: 30 },
  { path: "/subjects", weight: 20 },
  { path: "/flashcards", weight: 20 },
  { path: "/profile", weight: 15 },
  { path: "write", weight: 15 },
];
const MIX_TOTAL = MIX.reduce((sum, entry) => sum + entry.weight, 0);
function pick(): string {
  let roll = Math.random() * MIX_TOTAL;
  for (const entry of MIX) {
    roll -= entry.weight;
    if (roll < 0) return entry.path;
  }
  return MIX[0]!.path;
}

interface Target {
  port: number;
  origin: string;
}

/** Runs one virtual user per student for `durationMs`; `work` is one request of a virtual user. */
async function runPhase(durationMs: number, recorder: Recorder, work: (vu: number) => Promise<unknown>, serverPid?: number) {
  const cpuBefore = cpuMs(serverPid);
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: users }, async (_, vu) => {
      while (performance.now() < deadline) await work(vu);
    }),
  );
  recorder.elapsedMs += performance.now() - started;
  recorder.serverCpuMs += cpuMs(serverPid) - cpuBefore;
}

// --- Pool pressure -------------------------------------------------------------------------------

function samplePool(pool: pg.Pool, database: string) {
  const samples: { busy: number; open: number }[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await pool.query<{ busy: string; open: string }>(
        `select count(*) filter (where state <> 'idle') as busy, count(*) as open
         from pg_stat_activity where datname = $1 and application_name <> 'marker-bench' and backend_type = 'client backend'`,
        [database],
      );
      samples.push({ busy: Number(rows[0]!.busy), open: Number(rows[0]!.open) });
      await new Promise((done) => setTimeout(done, 250));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return samples;
    },
  };
}

// --- Report --------------------------------------------------------------------------------------

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

function summarise(recorder: Recorder) {
  const seconds = recorder.elapsedMs / 1000;
  return [...recorder.routes.entries()].map(([route, stats]) => {
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    return {
      route,
      requests: sorted.length,
      perSecond: sorted.length / seconds,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p99Ms: percentile(sorted, 0.99),
      errors: stats.errors,
      statuses: stats.statuses,
    };
  });
}

type Summary = ReturnType<typeof summarise>[number];

function printTable(title: string, rows: Summary[]) {
  console.log(`\n${title}`);
  console.log("route                          requests    req/s     p50 ms    p95 ms    p99 ms  errors");
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(30)} ${String(row.requests).padStart(8)} ${row.perSecond.toFixed(1).padStart(8)} ${row.p50Ms.toFixed(1).padStart(10)} ${row.p95Ms.toFixed(1).padStart(9)} ${row.p99Ms.toFixed(1).padStart(9)} ${String(row.errors).padStart(7)}`,
    );
  }
}

/** All requests of a phase as one row. */
function overall(recorder: Recorder, label: string): Summary {
  const merged = new Recorder();
  merged.elapsedMs = recorder.elapsedMs;
  for (const stats of recorder.routes.values()) {
    for (const [status, count] of Object.entries(stats.statuses)) {
      for (let i = 0; i < count; i++) merged.record(label, 0, status === "error" ? "error" : Number(status));
    }
  }
  const [row] = summarise(merged);
  const all = [...recorder.routes.values()].flatMap((stats) => stats.latencies).sort((a, b) => a - b);
  return { ...row!, p50Ms: percentile(all, 0.5), p95Ms: percentile(all, 0.95), p99Ms: percentile(all, 0.99) };
}

// --- Main ----------------------------------------------------------------------------------------

async function main() {
  if (skipBuild && (!existsSync(join(root, "build/server/index.js")) || !existsSync(join(fixtureDir, "build/server/index.js")))) {
    throw new BenchError("--skip-build given but a build is missing: run without it");
  }
  if (!skipBuild) {
    if (!existsSync(join(root, "build/server/index.js"))) build("Building Marker...", root);
    if (!existsSync(join(fixtureDir, "build/server/index.js"))) build("Building the bare React Router fixture...", fixtureDir);
  }
  const admin = await resolveAdminUrl();
  if (!admin) throw new BenchError("PostgreSQL is not reachable (set TEST_DATABASE_URL or run one on 127.0.0.1:5432)");
  const created = await createPostgresDatabase(admin, "marker_bench");
  const databaseName = new URL(created.url).pathname.slice(1);
  const dataDir = mkdtempSync(join(tmpdir(), "marker-bench-http-"));
  let marker: Started | undefined;
  let bare: Started | undefined;
  const benchUrl = new URL(created.url);
  benchUrl.searchParams.set("application_name", "marker-bench");
  const db = new pg.Pool({ connectionString: benchUrl.toString(), max: 3 });
  // An idle connection ended by the server (the database dropped at the end terminates its sessions) must not
  // crash the benchmark: without a listener, pg's pool rethrows it as an uncaught error.
  db.on("error", (error) => console.error(`bench database connection ended: ${error.message}`));
  try {
    const markerPort = await freePort();
    const barePort = await freePort();
    const markerOrigin = `http://127.0.0.1:${markerPort}`;
    console.log(`Starting Marker on ${markerOrigin} (PostgreSQL ${databaseName}, pool ${poolMax}) and the bare page on :${barePort}...`);
    marker = await startProcess(
      "Marker",
      process.execPath,
      [...(profileDir ? ["--cpu-prof", "--cpu-prof-dir", resolve(profileDir)] : []), "server.js"],
      {
        NODE_ENV: "production",
        PORT: String(markerPort),
        HOST: "127.0.0.1",
        APP_URL: markerOrigin,
        DATABASE_URL: created.url,
        DATABASE_POOL_MAX: String(poolMax),
        AUTH_SECRET,
        BILLING_MODE: "local",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      /Marker is running/,
    );
    bare = await startProcess("the bare page", process.execPath, ["--import", "tsx", "bench/http/bare-server.ts"], { NODE_ENV: "production", PORT: String(barePort) }, /bare page listening/);

    console.log(`Signing in ${users} students...`);
    const students = await createStudents(db, users);
    const agents = { marker: new http.Agent({ keepAlive: true, maxSockets: users }), bare: new http.Agent({ keepAlive: true, maxSockets: users }) };
    const marker_ = { port: markerPort, origin: markerOrigin } satisfies Target;
    const getPage = (recorder: Recorder, vu: number, path: string) =>
      timed(recorder, `GET ${path}`, () => request(agents.marker, marker_.port, "GET", path, { cookie: students[vu]!.cookie }));
    const getBare = (recorder: Recorder) => timed(recorder, "GET / (bare page)", () => request(agents.bare, barePort, "GET", "/", {}));

    // Sanity: every student is signed in (a 302 to /auth here would make every figure meaningless).
    const probe = new Recorder();
    const status = await getPage(probe, 0, "/dashboard");
    if (status !== 200) throw new BenchError(`GET /dashboard as a bench student answered ${status}, not 200`);

    console.log("Warming up (5 s each)...");
    await runPhase(5_000, new Recorder(), () => getBare(new Recorder()));
    await runPhase(5_000, new Recorder(), (vu) => getPage(new Recorder(), vu, MIX[vu % 4]!.path));

    console.log(`Comparing /dashboard with the bare page: ${compareSeconds} s each, in alternating ${BLOCK_SECONDS} s blocks, ${users} connections...`);
    const bareRecorder = new Recorder();
    const dashboardRecorder = new Recorder();
    const compareSampler = samplePool(db, databaseName);
    for (let done = 0; done < compareSeconds; done += BLOCK_SECONDS) {
      const block = Math.min(BLOCK_SECONDS, compareSeconds - done) * 1000;
      // Each block starts on fresh connections: one left idle for a whole block (5 s) meets the server's
      // keep-alive timeout (5 s) as it is reused, and its "socket hang up" would be the bench's error, not the app's.
      agents.bare.destroy();
      await runPhase(block, bareRecorder, () => getBare(bareRecorder), bare.child.pid);
      agents.marker.destroy();
      await runPhase(block, dashboardRecorder, (vu) => getPage(dashboardRecorder, vu, "/dashboard"), marker.child.pid);
    }
    const compareSamples = await compareSampler.stop();

    console.log(`Mixed load (I1): ${users} signed-in students for ${seconds} s...`);
    agents.marker.destroy();
    const mixRecorder = new Recorder();
    const writers = students.map((student, vu) => new SetWriter(student, vu, db));
    const mixSampler = samplePool(db, databaseName);
    await runPhase(seconds * 1000, mixRecorder, async (vu) => {
      let path = pick();
      if (path === "write") {
        const writer = writers[vu]!;
        if (Date.now() - writer.lastWrite >= WRITE_GAP_MS) return writer.next(mixRecorder, agents.marker, marker_.port, marker_.origin);
        path = "/flashcards";
      }
      return getPage(mixRecorder, vu, path);
    }, marker.child.pid);
    const mixSamples = await mixSampler.stop();
    agents.marker.destroy();
    agents.bare.destroy();

    const bareRow = summarise(bareRecorder)[0]!;
    const dashboardRow = summarise(dashboardRecorder)[0]!;
    const ratio = dashboardRow.perSecond / bareRow.perSecond;
    const cpuPerRequest = {
      bareMs: bareRecorder.serverCpuMs / bareRow.requests,
      dashboardMs: dashboardRecorder.serverCpuMs / dashboardRow.requests,
      mixMs: 0,
    };
    const mixRows = summarise(mixRecorder).sort((a, b) => a.route.localeCompare(b.route));
    const mixAll = overall(mixRecorder, "all requests");
    cpuPerRequest.mixMs = mixRecorder.serverCpuMs / mixAll.requests;
    const mixDashboard = mixRows.find((row) => row.route === "GET /dashboard");
    const samples = [...compareSamples, ...mixSamples];
    const poolTimeouts = marker.log.join("").match(/timeout exceeded when trying to connect/g)?.length ?? 0;
    const pool = {
      poolMax,
      mostBusy: Math.max(0, ...samples.map((sample) => sample.busy)),
      mostOpen: Math.max(0, ...samples.map((sample) => sample.open)),
      samplesAtPoolMax: samples.filter((sample) => sample.busy >= poolMax).length,
      samples: samples.length,
      connectTimeouts: poolTimeouts,
    };

    printTable(`Compare (${compareSeconds} s each, ${users} connections)`, [bareRow, dashboardRow]);
    printTable(`Mixed load (I1, ${seconds} s, ${users} signed-in students)`, [...mixRows, mixAll]);
    const errors = mixAll.errors + dashboardRow.errors + bareRow.errors;
    const verdict = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");
    console.log("\nBudgets (issue 17 item 1):");
    console.log(`  /dashboard req/s / bare page req/s: ${ratio.toFixed(2)}x (budget >= ${BUDGET.ratio}x)  ${verdict(ratio >= BUDGET.ratio)}`);
    console.log(`  /dashboard p95 ${dashboardRow.p95Ms.toFixed(1)} ms alone, ${mixDashboard?.p95Ms.toFixed(1) ?? "-"} ms in the mix (budget < ${BUDGET.p95} ms)  ${verdict(Math.max(dashboardRow.p95Ms, mixDashboard?.p95Ms ?? 0) < BUDGET.p95)}`);
    console.log(`  /dashboard p99 ${dashboardRow.p99Ms.toFixed(1)} ms alone, ${mixDashboard?.p99Ms.toFixed(1) ?? "-"} ms in the mix (budget < ${BUDGET.p99} ms)  ${verdict(Math.max(dashboardRow.p99Ms, mixDashboard?.p99Ms ?? 0) < BUDGET.p99)}`);
    console.log(
      `  server CPU per request (Node process only): bare page ${cpuPerRequest.bareMs.toFixed(1)} ms, /dashboard ${cpuPerRequest.dashboardMs.toFixed(1)} ms (${(cpuPerRequest.dashboardMs / cpuPerRequest.bareMs).toFixed(1)}x), mix ${cpuPerRequest.mixMs.toFixed(1)} ms`,
    );
    console.log(`  all requests in the mix: p95 ${mixAll.p95Ms.toFixed(1)} ms, p99 ${mixAll.p99Ms.toFixed(1)} ms`);
    const messages = [...bareRecorder.errorMessages, ...dashboardRecorder.errorMessages, ...mixRecorder.errorMessages];
    console.log(`  errors: ${errors}  ${verdict(errors === 0)}${messages.length > 0 ? ` (transport: ${[...new Set(messages)].join("; ")})` : ""}`);
    console.log(
      `  pool: at most ${pool.mostBusy} of ${poolMax} connections busy (${pool.samplesAtPoolMax} of ${pool.samples} samples at the limit), ${pool.connectTimeouts} connection timeouts  ${verdict(pool.connectTimeouts === 0)}`,
    );

    const out = join(root, "bench", "results", "http.json");
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      JSON.stringify(
        { when: new Date().toISOString(), seconds, compareSeconds, users, budget: BUDGET, ratio, cpuPerRequest, compare: [bareRow, dashboardRow], mix: [...mixRows, mixAll], pool },
        null,
        2,
      ),
    );
    console.log("\nResults: bench/results/http.json");
  } finally {
    await stopProcess(marker);
    await stopProcess(bare);
    await db.end().catch(() => {});
    await created.drop().catch((error: unknown) => console.error("could not drop the bench database:", error));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BenchError)) throw error;
  console.error(`\nbench:http: ${error.message}`);
  process.exit(1);
}
