import { describe, expect, it } from "vitest";

import { BUILD_PHASES, FIRST_BUILD_NOTICE, runFirstBuild } from "../../scripts/build-on-first-start.mjs";

/** Runs a small Node script as the "build" and collects what the start log would show. */
async function fakeBuild(script: string, options: { tickMs?: number } = {}) {
  const log: string[] = [];
  const errors: string[] = [];
  const result = await runFirstBuild({
    command: process.execPath,
    args: ["-e", script],
    log: (line: string) => log.push(line),
    logError: (line: string) => errors.push(line),
    tickMs: options.tickMs,
  });
  return { result, log, errors };
}

/** A fake build that prints what `react-router build` prints at the start of each phase. */
const PHASED_BUILD = `
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
(async () => {
  console.log("vite v7.3.8 building client environment for production...");
  console.log("build/client/assets/home.js  4.58 kB");
  await sleep(50);
  console.log("vite v7.3.8 building ssr environment for production...");
  console.error("a line on stderr");
  await sleep(50);
  console.log("Prerender (html): / -> build/client/index.html");
})();
`;

describe("the first start's build (scripts/build-on-first-start.mjs)", () => {
  it("says how long the build takes, not 'a few seconds'", () => {
    expect(FIRST_BUILD_NOTICE).toMatch(/about ten seconds to a minute/);
    expect(FIRST_BUILD_NOTICE).toMatch(/later starts skip it/);
    expect(FIRST_BUILD_NOTICE).not.toMatch(/few seconds/);
  });

  it("shows one line per phase, in order, then the time it took, and keeps the build's own output back", async () => {
    const { result, log, errors } = await fakeBuild(PHASED_BUILD);
    expect(result.ok).toBe(true);
    expect(errors).toEqual([]);
    expect(log.map((line) => line.replace(/\(\d+ s\)/, "(N s)").replace(/\d+ s\./, "N s."))).toEqual([
      ...BUILD_PHASES.map((phase) => `  ${phase.label} (N s)`),
      "Built in N s.",
    ]);
    // Nothing the build printed reaches the log on success, but it is kept for a failure report.
    expect(log.join("\n")).not.toMatch(/build\/client|stderr/);
    expect(result.output).toContain("a line on stderr");
  });

  it("prints a line with the time so far while a phase runs long", async () => {
    const { result, log } = await fakeBuild(
      `console.log("building client environment"); setTimeout(() => {}, 700);`,
      { tickMs: 200 },
    );
    expect(result.ok).toBe(true);
    const ticks = log.filter((line) => /^ {2}\.\.\. still building \(\d+ s\)$/.test(line));
    // One per 200 ms without other news, not more.
    expect(ticks.length).toBeGreaterThanOrEqual(1);
    expect(ticks.length).toBeLessThanOrEqual(Math.floor(result.elapsedMs / 200));
    expect(log.at(-1)).toMatch(/^Built in \d+ s\.$/);
  });

  it("on failure prints the build's whole output and the exit code, and reports it failed", async () => {
    const { result, log, errors } = await fakeBuild(`
      console.log("vite v7.3.8 building client environment for production...");
      console.log("first line of output");
      console.error("[vite]: Rollup failed to resolve import \\"missing\\" from \\"app/root.tsx\\"");
      process.exit(3);
    `);
    expect(result.ok).toBe(false);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(new RegExp(`^  ${BUILD_PHASES[0]!.label} \\(\\d+ s\\)$`));
    expect(errors[0]).toMatch(/^The build failed after \d+ s\. Its output:$/);
    expect(errors[1]).toContain("first line of output");
    expect(errors[1]).toContain('Rollup failed to resolve import "missing"');
    expect(errors[1]).toContain("exited with code 3");
  });

  it("reports a build command that cannot be run as a failed build, naming the command", async () => {
    const errors: string[] = [];
    const result = await runFirstBuild({
      command: "/nonexistent/react-router",
      log: () => {},
      logError: (line: string) => errors.push(line),
    });
    expect(result.ok).toBe(false);
    expect(errors.join("\n")).toContain("Could not run /nonexistent/react-router");
  });
});
