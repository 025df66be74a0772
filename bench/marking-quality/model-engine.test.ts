import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";

import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { type RecordedRequest, type ScriptedResponse, startFakeLlmServer } from "../../tests/fakes/llm-server";
import { parsePrices } from "./cost";
import { type BenchItem, type BenchPrompt, sasPrompts } from "./datasets";
import { EngineSetupError } from "./engine";
import { createModelEngine, modelSettingsFromEnv } from "./model-engine";
import { evaluateDataset, formatReport } from "./run";

// The model engine end to end: the product's model Marker, the guarded caller and the AI SDK's
// Gemini provider against the fake LLM server, token usage recorded in a temporary PGlite database.
// A tiny made-up dataset: 3 prompts × 4 items; nothing is read from the shared datasets.

const fake = await startFakeLlmServer();
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

/** The student's answer, as the marking prompt puts it in its data block. */
function answerIn(request: RecordedRequest): string {
  return /\[STUDENT_ANSWER\]\n<<<(\w+)>>>\n([\s\S]*?)\n<<<END_\1>>>/.exec(request.promptText)?.[2] ?? "";
}

const USAGE = { input: 1_000, output: 200 };

/**
 * A deterministic "model": one mark per word of the answer on every objective (clamped by the
 * benchmark to each objective's share), so repeats agree. "wobbly" answers get 1, 2, 1... by call;
 * "refuse" answers get a 400 (not retried: a failed marking).
 */
function modelResponse(): ScriptedResponse {
  let wobbles = 0;
  return {
    kind: "fn",
    handle: (request) => {
      const answer = answerIn(request);
      if (answer.includes("refuse")) return { kind: "error", status: 400, message: "refused" };
      const marks = answer.includes("wobbly") ? 1 + (wobbles++ % 2) : answer.split(/\s+/).filter(Boolean).length;
      return {
        kind: "json",
        usage: USAGE,
        value: {
          objectives: ["AO1", "AO2", "AO5", "AO6"].map((code) => ({
            code,
            marks,
            rationale: `${code}: one mark a word.`,
            evidence: [],
          })),
          strengths: ["Clear."],
          areasForImprovement: ["More detail."],
          specificFeedback: "A short answer.",
          suggestions: ["Add a point."],
          annotations: [],
        },
      };
    },
  };
}

const prompts: BenchPrompt[] = sasPrompts().filter((prompt) => [1, 3, 5].includes(prompt.set)); // 0-3, 0-2, 0-3
const item = (set: number, id: string, text: string, human: number): BenchItem => ({
  id,
  set,
  text,
  human,
  rater1: human,
  rater2: human,
});
const ITEMS = new Map<number, BenchItem[]>([
  [1, [item(1, "1a", "alpha", 1), item(1, "1b", "alpha beta", 2), item(1, "1c", "wobbly", 1), item(1, "1d", "please refuse", 0)]],
  [3, [item(3, "3a", "alpha", 1), item(3, "3b", "alpha beta", 2), item(3, "3c", "", 0), item(3, "3d", "alpha", 1)]],
  [5, [item(5, "5a", "a b c", 3), item(5, "5b", "a b", 2), item(5, "5c", "a", 1), item(5, "5d", "a b c", 3)]],
]);

function env(overrides: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    GOOGLE_GENERATIVE_AI_API_KEY: "test-key-not-secret",
    AI_BASE_URL: `${fake.url}/v1beta`,
    AI_MODEL: "gemini-fake",
    AI_MAX_CONCURRENCY: "4",
    AI_TIMEOUT_MS: "5000",
    AI_PRICE_INPUT_PER_MILLION: "0.30",
    AI_PRICE_OUTPUT_PER_MILLION: "2.50",
    ...overrides,
  };
}

describe("the google engine against the fake LLM server", () => {
  it("marks 3 prompts × 4 items 3 times, reports spread, failures, tokens and cost, and cleans up", async () => {
    fake.setDefault(modelResponse());
    const before = benchDirs();
    const engine = await createModelEngine("google", env(), { backoffMs: 1 });
    const created = benchDirs().filter((dir) => !before.includes(dir));
    expect(created).toHaveLength(1);
    try {
      expect(engine.marker.identity).toMatchObject({ id: "google", model: "gemini-fake", label: "gemini-fake", offline: false });
      expect(engine.marker.identity.promptVersion).toMatch(/^marking-/);
      expect(engine.concurrency).toBe(4);
      expect(engine.settings).toMatchObject({ provider: "google", baseUrl: `${fake.url}/v1beta`, dailyTokenBudget: 0 });
      expect(JSON.stringify(engine.settings)).not.toContain("test-key");

      const prices = parsePrices(env());
      const figures = await evaluateDataset(engine.marker, prompts, (prompt) => ITEMS.get(prompt.set) ?? [], {
        limit: 20,
        repeats: 3,
        concurrency: engine.concurrency,
        usage: engine.usage,
        prices,
      });
      const report = formatReport(figures, 3, true, prices);

      // 36 markings, each one request: the refused ones are not retried.
      expect(fake.requests).toHaveLength(36);
      expect(fake.requests.every((request) => request.hasKey && request.model === "gemini-fake")).toBe(true);

      const [sas1, sas3, sas5] = figures.results;
      expect(sas1).toMatchObject({ label: "SAS 1", sampled: 4, failed: 1, n: 3, markings: 12, failedMarkings: 3, spreadN: 3 });
      // The provider's own words stay out of reports and logs (they may echo the prompt): the status says why.
      expect(sas1!.firstFailure).toMatch(/^item 1d \(repeat \d\): the provider answered HTTP 400/);
      expect(sas1!.spread).toBeCloseTo(1 / 3, 12);
      expect(sas1!.identical).toBeCloseTo(2 / 3, 12);
      for (const result of [sas3!, sas5!]) {
        expect(result).toMatchObject({ n: 4, failed: 0, failedMarkings: 0, spread: 0, identical: 1, qwk: 1, exact: 1 });
      }
      // Recorded usage: 1000 in and 200 out for each of the 33 scored markings; the refusals used none.
      expect(sas1!.tokens).toEqual({ input: 9_000, output: 1_800, calls: 9 });
      expect(sas3!.tokens).toEqual({ input: 12_000, output: 2_400, calls: 12 });
      expect(figures.overall).toMatchObject({ markings: 36, failedMarkings: 3, meanInputTokens: 1_000, meanOutputTokens: 200 });
      expect(figures.overall.spread).toBeCloseTo(1 / 11, 12);
      // 1000 × 0.30 / 10^6 + 200 × 2.50 / 10^6 per marking.
      expect(figures.overall.costPerMarking).toBeCloseTo(0.0008, 12);
      expect(figures.overall.cost).toBeCloseTo(33 * 0.0008, 12);
      expect(report).toContain("0.000800");
      expect(report).toContain("SAS 1: 3 of 12 markings failed");
    } finally {
      await engine.close();
    }
    // The temporary usage database is gone.
    expect(benchDirs()).not.toContain(created[0]);
  }, 60_000);

  it("explains a missing key the way the server does, before touching any database", () => {
    expect(() => modelSettingsFromEnv("google", { AI_BASE_URL: `${fake.url}/v1beta` })).toThrow(EngineSetupError);
    expect(() => modelSettingsFromEnv("google", {})).toThrow(/GOOGLE_GENERATIVE_AI_API_KEY: required when AI_PROVIDER=google/);
    expect(() => modelSettingsFromEnv("openai", {})).toThrow(/OPENAI_API_KEY/);
    expect(() => modelSettingsFromEnv("openai-compatible", { AI_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(
      /AI_MODEL: required/,
    );
    expect(
      modelSettingsFromEnv("openai-compatible", { AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3.1:8b" }),
    ).toMatchObject({ provider: "openai-compatible", model: "llama3.1:8b", dailyTokenBudget: 0 });
    expect(modelSettingsFromEnv("openai", { OPENAI_API_KEY: "k", AI_DAILY_TOKEN_BUDGET: "5000" }).dailyTokenBudget).toBe(5_000);
  });
});

/** The benchmark's temporary database directories. */
function benchDirs(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith("marker-bench-"));
}
