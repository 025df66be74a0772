#!/usr/bin/env node
// Embedded-memory benchmark: `npm run bench:memory`.
//
// Starts the server exactly as `npm start` does (`node server.js`, production build) on a fresh
// DATA_DIR (the embedded PGlite default), waits until it is idle, reads its resident memory from
// /proc/<pid>/status (VmRSS), stops it, starts it again on the same DATA_DIR and reads the idle
// figure again. The same is done on PostgreSQL (DATABASE_URL) for reference, when it is reachable.
//
// "Idle" means: the server said it is running, /healthz answered (so the database is open and has
// run a query), and then VmRSS stayed within 1% over 3 s of samples (or 30 s passed).
//
// It is a benchmark, not a test: it exits 0 whether or not a figure meets its budget; it exits 1
// only when the server cannot be built or started.
//
// Options:
//   --skip-postgres      do not measure PostgreSQL
//   --database-url URL   PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres);
//                        a scratch database is created on it and dropped afterwards
//   --verbose            show the servers' output

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const RATIO_BUDGET = 1.2;
const FIRST_START_BUDGET_MIB = 450;

const scriptDir = dirname(fileURLToPath(import.meta.url));
const rootDir = resolve(scriptDir, "..", "..");
const resultsFile = join(rootDir, "bench", "results", "memory.json");

const argv = process.argv.slice(2);
const verbose = argv.includes("--verbose");
const skipPostgres = argv.includes("--skip-postgres");
const urlIndex = argv.indexOf("--database-url");
const adminUrl = urlIndex >= 0 ? argv[urlIndex + 1] : "postgres://postgres@127.0.0.1:5432/postgres";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function readRssKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}

const mib = (kib) => kib / 1024;

/** Starts `node server.js`, waits until idle, reads VmRSS, stops it. Returns the figures. */
async function measureStart(label, env) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk) => {
    output += chunk;
    if (verbose) process.stderr.write(`[${label}] ${chunk}`);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  let exited = null;
  child.once("exit", (code, signal) => (exited = { code, signal }));

  try {
    // Ready: the health check answers (the database is open and has answered a query).
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (exited) throw new Error(`${label}: the server exited (${exited.code ?? exited.signal}) before it was ready\n${output}`);
      if (Date.now() > deadline) throw new Error(`${label}: the server was not ready within 120 s\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        await response.arrayBuffer();
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    const readyMs = Date.now() - started;
    // Also render one page so the server build's route modules are loaded, as after any first visit.
    await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer();

    // Idle: VmRSS stable within 1% over the last 3 s of samples (sampled every 500 ms), at most 30 s.
    const samples = [];
    const idleDeadline = Date.now() + 30_000;
    for (;;) {
      await sleep(500);
      samples.push(readRssKiB(child.pid));
      const window = samples.slice(-7);
      if (window.length === 7) {
        const low = Math.min(...window);
        const high = Math.max(...window);
        if ((high - low) / high <= 0.01) break;
      }
      if (Date.now() > idleDeadline) break;
    }
    const rssKiB = samples.at(-1);
    return { label, rssMiB: Math.round(mib(rssKiB) * 10) / 10, readyMs };
  } finally {
    if (!exited) {
      child.kill("SIGTERM");
      const stopDeadline = Date.now() + 15_000;
      while (!exited && Date.now() < stopDeadline) await sleep(100);
      if (!exited) child.kill("SIGKILL");
    }
  }
}

function psql(url, sql) {
  const result = spawnSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-qAtc", sql], { encoding: "utf8" });
  return result.status === 0;
}

function ensureBuild() {
  if (existsSync(join(rootDir, "build", "server", "index.js"))) return;
  console.log("Building Marker...");
  const result = spawnSync(process.execPath, [join(rootDir, "node_modules", "@react-router", "dev", "bin.js"), "build"], {
    cwd: rootDir,
    stdio: verbose ? "inherit" : "pipe",
    encoding: "utf8",
  });
  if (result.status !== 0) {
    console.error(result.stdout ?? "", result.stderr ?? "");
    console.error("bench:memory: the build failed");
    process.exit(1);
  }
}

async function main() {
  ensureBuild();
  const results = {};

  const dataDir = mkdtempSync(join(tmpdir(), "marker-bench-memory-"));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    console.log("PGlite, first start (new DATA_DIR)...");
    results.pgliteFirst = await measureStart("pglite first", env);
    console.log("PGlite, second start (same DATA_DIR)...");
    results.pgliteSecond = await measureStart("pglite second", env);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (!skipPostgres) {
    const dbName = `marker_bench_memory_${process.pid}`;
    if (psql(adminUrl, `create database ${dbName}`)) {
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      try {
        const env = {
          DATABASE_URL: url.toString(),
          AUTH_SECRET: "bench-memory-secret-bench-memory-secret-0123",
          DATA_DIR: mkdtempSync(join(tmpdir(), "marker-bench-memory-pg-")),
        };
        console.log("PostgreSQL, first start (new database)...");
        results.postgresFirst = await measureStart("postgres first", env);
        console.log("PostgreSQL, second start...");
        results.postgresSecond = await measureStart("postgres second", env);
        rmSync(env.DATA_DIR, { recursive: true, force: true });
      } finally {
        psql(adminUrl, `drop database if exists ${dbName} with (force)`);
      }
    } else {
      console.log(`PostgreSQL is not reachable at ${adminUrl}: skipped.`);
    }
  }

  const first = results.pgliteFirst.rssMiB;
  const second = results.pgliteSecond.rssMiB;
  const ratio = first / second;
  console.log("");
  console.log("| run                         | idle RSS   | ready after |");
  console.log("| --------------------------- | ---------- | ----------- |");
  const row = (name, r) =>
    r && console.log(`| ${name.padEnd(27)} | ${`${r.rssMiB.toFixed(1)} MiB`.padStart(10)} | ${`${(r.readyMs / 1000).toFixed(1)} s`.padStart(11)} |`);
  row("PGlite, first start", results.pgliteFirst);
  row("PGlite, later start", results.pgliteSecond);
  row("PostgreSQL, first start", results.postgresFirst);
  row("PostgreSQL, later start", results.postgresSecond);
  console.log("");
  const ratioOk = ratio <= RATIO_BUDGET;
  const firstOk = first < FIRST_START_BUDGET_MIB;
  console.log(`first / later start (PGlite): ${ratio.toFixed(2)}x (budget <= ${RATIO_BUDGET}x)${ratioOk ? "" : "  OVER BUDGET"}`);
  console.log(`first start (PGlite): ${first.toFixed(1)} MiB (budget < ${FIRST_START_BUDGET_MIB} MiB)${firstOk ? "" : "  OVER BUDGET"}`);
  if (results.postgresSecond) console.log(`PGlite later start / PostgreSQL: ${(second / results.postgresSecond.rssMiB).toFixed(2)}x`);

  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...results, ratio, ratioOk, firstOk }, null, 2)}\n`);
  console.log(`\nFigures written to ${resultsFile.slice(rootDir.length + 1)}`);
}

main().catch((error) => {
  console.error(`bench:memory: ${error.message}`);
  process.exit(1);
});
