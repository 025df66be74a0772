import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { isKnownHarmlessWarning } from "../../vite.config";

const root = path.resolve(__dirname, "../..");
// `npm test` builds once before the tests (scripts/run-tests.mjs) and names that build's output here: the test
// then reads it and the build it made in build/, the one the e2e journeys serve. Run alone, the test builds
// for itself, inside the project (a build directory outside it makes Vite warn), under the ignored .tmp/.
const prebuiltLog = process.env.MARKER_TEST_BUILD_LOG;
const buildDirectory = prebuiltLog ? path.join(root, "build") : path.join(root, ".tmp", `build-output-test-${process.pid}`);

afterAll(() => {
  if (!prebuiltLog) rmSync(buildDirectory, { recursive: true, force: true });
});

/** The production build's exit status and everything it printed, from `npm test`'s build or a build of its own. */
function productionBuild(): { status: number | null; output: string } {
  if (prebuiltLog) return { status: 0, output: readFileSync(prebuiltLog, "utf8") };
  mkdirSync(path.dirname(buildDirectory), { recursive: true });
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", NO_COLOR: "1", MARKER_BUILD_DIRECTORY: buildDirectory },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the production build", () => {
  // About 10 s on an idle 2-core machine; the limit leaves room for a busy one.
  it("prints no warnings: no future-flag notice, empty chunk, Rollup or Vite warning", { timeout: 180_000 }, () => {
    const result = productionBuild();
    const output = result.output;
    expect(result.status, output).toBe(0);
    // The build really ran, into its directory, through every phase.
    expect(existsSync(path.join(buildDirectory, "server/index.js"))).toBe(true);
    // The offline marker's spelling worker sits beside the server bundle, where spelling-service.ts looks.
    expect(readFileSync(path.join(buildDirectory, "server/spelling-worker.mjs"), "utf8")).toBe(
      readFileSync(path.join(root, "app/features/marking/offline/spelling-worker.mjs"), "utf8"),
    );
    expect(output).toMatch(/building client environment/);
    expect(output).toMatch(/building ssr environment/);
    expect(output).toMatch(/^Prerender \(html\): \/about/m);
    const warnings = output
      .split("\n")
      .filter((line) => /warn|⚠|\(!\)|empty chunk|future flag|Module level directives|annotation/i.test(line));
    expect(warnings).toEqual([]);
  });
});

describe("React Router's future flags", () => {
  // With the Vite Environment API the build no longer prints React Router's future-flag notices;
  // the dev server still does, on every `npm run dev`. Start one (no port, no watcher) and close it.
  it("are all set in react-router.config.ts, so `npm run dev` prints no future-flag notice", { timeout: 60_000 }, () => {
    const probe = `
      const vite = await import("vite");
      const server = await vite.createServer({
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: "custom",
      });
      const plugins = server.config.plugins.map((plugin) => plugin.name).filter((name) => name.startsWith("react-router"));
      await server.close();
      console.log("react-router plugins: " + plugins.length);
    `;
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", probe], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "development", NO_COLOR: "1" },
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status, output).toBe(0);
    expect(output).toMatch(/react-router plugins: [1-9]/);
    expect(output).not.toMatch(/future flag|⚠/i);
  });
});

describe("the build warnings vite.config.ts silences", () => {
  it("an empty chunk only when it is a route module's (a resource route has no client code)", () => {
    const emptyChunk = (name: string) => ({
      code: "EMPTY_BUNDLE",
      message: `Generated an empty chunk: "${name}".`,
      names: [name],
    });
    expect(isKnownHarmlessWarning(emptyChunk("healthz"))).toBe(true);
    expect(isKnownHarmlessWarning(emptyChunk("api.stripe.webhook"))).toBe(true);
    expect(isKnownHarmlessWarning(emptyChunk("some-shared-module"))).toBe(false);
    expect(isKnownHarmlessWarning({ code: "EMPTY_BUNDLE", message: "Generated an empty chunk." })).toBe(false);
  });

  it("a misplaced annotation only in zod, not in our code or another package", () => {
    const annotation = (id: string) => ({
      code: "INVALID_ANNOTATION",
      message: `A comment in "${id}" contains an annotation that Rollup cannot interpret`,
      id,
    });
    expect(isKnownHarmlessWarning(annotation("/srv/marker/node_modules/zod/v4/core/util.js"))).toBe(true);
    expect(isKnownHarmlessWarning(annotation("/srv/marker/app/features/marking/compute-result.ts"))).toBe(false);
    expect(isKnownHarmlessWarning(annotation("/srv/marker/node_modules/other/index.js"))).toBe(false);
  });

  it("nothing else", () => {
    for (const code of ["MODULE_LEVEL_DIRECTIVE", "CIRCULAR_DEPENDENCY", "SOURCEMAP_ERROR", "UNRESOLVED_IMPORT"]) {
      expect(isKnownHarmlessWarning({ code, message: "healthz", names: ["healthz"], id: "node_modules/zod/x.js" })).toBe(
        false,
      );
    }
  });
});
