// Builds Marker when `npm start` finds no build. The build runs in a child process, so none of
// Vite, Rollup or the prerenderer stays loaded in the server. Its own output is kept back on
// success: the start log shows one line per phase and, while a phase runs long, a line every few
// seconds with the time so far. On failure the build's whole output is printed.
import { spawn } from "node:child_process";

export const FIRST_BUILD_NOTICE =
  "No build found: building Marker first. This takes from about ten seconds to a minute on a 2-core " +
  "machine (longer while it is busy with other work); later starts skip it.";

/** Build phases, recognised by the first line each one prints. */
export const BUILD_PHASES = [
  { pattern: /building client environment/, label: "building the browser bundle" },
  { pattern: /building ssr environment/, label: "building the server bundle" },
  { pattern: /^Prerender \(/m, label: "prerendering the public pages" },
];

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs `command args` and reports its progress through `log` (a failure through `logError`).
 * Resolves with `{ ok, output, elapsedMs }`; never rejects (a command that cannot be started is a
 * failed build whose output says why).
 *
 * @param {{
 *   command: string,
 *   args?: string[],
 *   cwd?: string,
 *   env?: NodeJS.ProcessEnv,
 *   log?: (line: string) => void,
 *   logError?: (line: string) => void,
 *   tickMs?: number,
 *   now?: () => number,
 * }} options
 * @returns {Promise<{ ok: boolean, output: string, elapsedMs: number }>}
 */
export function runFirstBuild({
  command,
  args = [],
  cwd,
  env = process.env,
  log = (line) => console.log(line),
  logError = (line) => console.error(line),
  tickMs = 5_000,
  now = () => Date.now(),
}) {
  const started = now();
  let output = "";
  let phase = -1;
  let lastReport = started;
  const report = (line) => {
    lastReport = now();
    log(line);
  };

  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    const onOutput = (chunk) => {
      output += chunk;
      for (let next = phase + 1; next < BUILD_PHASES.length; next++) {
        // Phases run in order; match each only in the output after the current phase's marker.
        if (!BUILD_PHASES[next].pattern.test(output)) break;
        phase = next;
        report(`  ${BUILD_PHASES[next].label} (${seconds(now() - started)})`);
      }
    };
    child.stdout.setEncoding("utf8").on("data", onOutput);
    child.stderr.setEncoding("utf8").on("data", onOutput);

    const ticker = setInterval(() => {
      if (now() - lastReport >= tickMs) report(`  ... still building (${seconds(now() - started)})`);
    }, Math.min(tickMs, 1_000));

    let settled = false;
    const finish = (ok, extra = "") => {
      if (settled) return;
      settled = true;
      clearInterval(ticker);
      const elapsedMs = now() - started;
      output += extra;
      if (ok) {
        log(`Built in ${seconds(elapsedMs)}.`);
      } else {
        logError(`The build failed after ${seconds(elapsedMs)}. Its output:`);
        logError(output.trimEnd());
      }
      resolve({ ok, output, elapsedMs });
    };
    child.on("error", (error) => finish(false, `\nCould not run ${command}: ${error.message}\n`));
    child.on("close", (code, signal) =>
      finish(code === 0, code === 0 ? "" : `\n(the build exited with ${signal ?? `code ${code}`})\n`),
    );
  });
}
