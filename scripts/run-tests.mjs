// `npm test`: every test. Unit and integration tests (vitest), then the end-to-end journeys in
// Chromium (Playwright, which builds the app and starts it). Both always run; the last line counts
// the tests of both, and the exit code is non-zero if anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const reports = path.join(root, ".tmp/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, "node_modules/.bin", name);

const started = Date.now();
/** Seconds since `npm test` began, on each phase's header (issue 18 item 4 reads the suite's time phase by phase). */
const at = () => `(at ${Math.round((Date.now() - started) / 1000)} s)`;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ${at()} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

// The production build, once: vitest's build-output test reads this build's output instead of building again, and
// Playwright's global setup serves it instead of building again (MARKER_TEST_BUILD_LOG names the log; each builds
// for itself when run alone). It saved one build of two, about 20-30 s on this 2-core machine.
console.log(`\n=== production build ${at()} ===`);
const buildLog = path.join(reports, "build.log");
const build = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
  cwd: root,
  encoding: "utf8",
  env: { ...process.env, NODE_ENV: "production", NO_COLOR: "1" },
  maxBuffer: 64 * 1024 * 1024,
});
const buildOutput = `${build.stdout ?? ""}${build.stderr ?? ""}`;
const buildEnv = {};
if (build.status === 0) {
  writeFileSync(buildLog, buildOutput);
  buildEnv.MARKER_TEST_BUILD_LOG = buildLog;
  console.log("built into build/");
} else {
  // The build-output test and Playwright's global setup each build again, and report the failure themselves.
  console.log(`the build failed (exit ${build.status ?? build.signal}):\n${buildOutput}`);
}

const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");
const vitestStatus = run("unit and integration tests (vitest)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
], buildEnv);
const playwrightStatus = run("end-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  ...buildEnv,
});

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}
const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const ok = vitestStatus === 0 && playwrightStatus === 0 && failed === 0 && passed > 0;
if (!vitest) console.log("vitest wrote no report");
if (!playwright) console.log("Playwright wrote no report");
console.log(`\n${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped ${at()}`);
process.exit(ok ? 0 : 1);
