import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

import { DATASET_FILES } from "./datasets";
import { main } from "./run";

// Issue 16 item 6: the benchmark refuses to call a model when none is configured, before it touches a
// dataset row, a database or the network. The datasets are stand-in empty files: the run must stop first.

const AI_SETTINGS = ["AI_PROVIDER", "AI_MODEL", "AI_BASE_URL", "AI_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "OPENAI_API_KEY"];

function benchDirs(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith("marker-bench-"));
}

describe("the benchmark without a configured model", () => {
  const datasets = mkdtempSync(join(tmpdir(), "marker-datasets-"));
  for (const file of DATASET_FILES.asap_aes) {
    mkdirSync(dirname(join(datasets, file)), { recursive: true });
    writeFileSync(join(datasets, file), "");
  }
  afterAll(() => rmSync(datasets, { recursive: true, force: true }));
  const restore: Array<() => void> = [];
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const undo of restore.splice(0)) undo();
  });

  it.each([
    ["openai-compatible", /AI_BASE_URL: required when AI_PROVIDER=openai-compatible/],
    ["google", /GOOGLE_GENERATIVE_AI_API_KEY: required when AI_PROVIDER=google/],
    ["openai", /OPENAI_API_KEY/],
  ])("--engine %s exits 2 with the setting it lacks, and creates no database", async (engine, message) => {
    for (const name of AI_SETTINGS) vi.stubEnv(name, "");
    vi.stubEnv("MARKER_DATASETS_DIR", datasets);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    let stderr = "";
    const stderrSpy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      stderr += String(chunk);
      return true;
    });
    restore.push(() => fetchSpy.mockRestore(), () => stderrSpy.mockRestore());
    const before = benchDirs();
    const code = await main(["--engine", engine, "--dataset", "asap_aes", "--limit", "1"]);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(benchDirs()).toEqual(before);
  });
});
