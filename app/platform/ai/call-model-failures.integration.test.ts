import { Writable } from "node:stream";

import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";

import { startFakeLlmServer, type ScriptedResponse } from "../../../tests/fakes/llm-server";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { parseConfig } from "../config.server";
import { createLogger, setRootLogger } from "../logger.server";
import { createModelCaller } from "./call-model.server";
import { createLanguageModel, type ModelSettings } from "./create-language-model.server";

/**
 * H2 at the one place every model call goes through (call-model.server.ts), against a fake Gemini on
 * loopback: which failures are retried, how often, how long it waits, and the per-call timeout.
 */

const database = await setupTestDatabase();
const fake = await startFakeLlmServer();
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const schema = z.object({ question: z.string() });

/** The configured settings (defaults included), pointed at the fake. */
function settingsFrom(env: Record<string, string> = {}): ModelSettings {
  const config = parseConfig({
    NODE_ENV: "test",
    AUTH_SECRET: "x".repeat(40),
    AI_PROVIDER: "google",
    GOOGLE_GENERATIVE_AI_API_KEY: "test-key",
    AI_BASE_URL: `${fake.url}/v1beta`,
    ...env,
  });
  if (config.ai.provider === "offline") throw new Error("expected a model provider");
  return config.ai;
}

function callerWith(env: Record<string, string> = {}, backoffMs = 1) {
  const settings = settingsFrom(env);
  return createModelCaller({ settings, model: createLanguageModel(settings), db: database.db, backoffMs });
}

const ask = (caller: ReturnType<typeof callerWith>) =>
  caller.call({ purpose: "question", schema, system: "Write one exam question.", prompt: "Macbeth, ambition." });

const gapsBetween = () => fake.requests.slice(1).map((request, index) => request.receivedAt.getTime() - fake.requests[index]!.receivedAt.getTime());

describe("H2: provider failures at the model caller", () => {
  it("H2: the defaults are a 60 s per-call timeout and at most 2 retries", () => {
    const settings = settingsFrom();
    expect(settings.timeoutMs).toBe(60_000);
    expect(settings.maxRetries).toBe(2);
  });

  it("H2: retries 429, 500 and 503 at most twice, then answers busy", async () => {
    for (const status of [429, 500, 503]) {
      fake.reset();
      fake.setDefault({ kind: "error", status });
      const result = await ask(callerWith());
      expect(result, String(status)).toMatchObject({ ok: false, reason: "busy" });
      expect(fake.requests, String(status)).toHaveLength(3);
    }
  });

  it("H2: does not retry a 400 or a 403, which are not the provider being busy", async () => {
    for (const status of [400, 403]) {
      fake.reset();
      fake.setDefault({ kind: "error", status });
      const result = await ask(callerWith());
      expect(result, String(status)).toMatchObject({ ok: false, reason: "failed" });
      expect(fake.requests, String(status)).toHaveLength(1);
    }
  });

  it("H2: waits the Retry-After the provider names (2 s) before trying again, then succeeds", async () => {
    fake.script({ kind: "error", status: 429, retryAfterSeconds: 2 }, { kind: "json", value: { question: "How is guilt shown?" } });
    const result = await ask(callerWith({}, 1));
    expect(result).toMatchObject({ ok: true, value: { question: "How is guilt shown?" } });
    expect(fake.requests).toHaveLength(2);
    // The backoff alone would be about 1 ms here: the wait is the provider's.
    expect(gapsBetween()[0]).toBeGreaterThanOrEqual(1_900);
  });

  it("H2: without Retry-After, backs off between retries, longer the second time", async () => {
    fake.setDefault({ kind: "error", status: 503 });
    await ask(callerWith({}, 200));
    expect(fake.requests).toHaveLength(3);
    const [first, second] = gapsBetween();
    // Jittered: 0.5-1.5 x 200 ms, then 0.5-1.5 x 400 ms.
    expect(first).toBeGreaterThanOrEqual(90);
    expect(second).toBeGreaterThanOrEqual(190);
    expect(first! + second!).toBeGreaterThanOrEqual(300);
  });

  it("H2: a hanging model is abandoned at the per-call timeout, each try, and answers busy", async () => {
    fake.setDefault({ kind: "hang" });
    const started = Date.now();
    const result = await ask(callerWith({ AI_TIMEOUT_MS: "1000", AI_MAX_RETRIES: "1" }));
    const took = Date.now() - started;
    expect(result).toMatchObject({ ok: false, reason: "busy" });
    expect(fake.requests).toHaveLength(2);
    expect(took).toBeGreaterThanOrEqual(2_000);
    expect(took).toBeLessThan(6_000);
  });
});

describe("a failed call's log lines and detail hold none of the answer or the model's output", () => {
  // Stands for a student's answer in the prompt and the model's output quoting it back.
  const SECRET = "Lady-Macbeth-secret-answer-7f3a";

  /** Runs a call with the process logger writing into a string, as call-model logs in production. */
  async function logged(script: ScriptedResponse[], env: Record<string, string> = {}) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    fake.script(...script);
    setRootLogger(createLogger("info", stream));
    try {
      const result = await callerWith(env).call({
        purpose: "marking",
        schema,
        system: "Mark this answer.",
        prompt: `The student's answer: ${SECRET}`,
      });
      return { result, output: lines.join(""), entries: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
    } finally {
      setRootLogger(undefined);
    }
  }

  it("a 400 whose reply echoes the request: the line names the status and the endpoint, not the prompt or the reply", async () => {
    const { result, output, entries } = await logged([{ kind: "error", status: 400, message: `Bad request near "${SECRET}"` }]);
    expect(fake.requests[0]!.promptText).toContain(SECRET);
    expect(result).toMatchObject({ ok: false, reason: "failed" });
    expect(output).not.toContain(SECRET);
    expect(JSON.stringify(result)).not.toContain(SECRET);
    expect(entries.at(-1)).toMatchObject({
      msg: "model call failed",
      error: { name: "AI_APICallError", statusCode: 400, retryable: false, url: expect.stringMatching(/^127\.0\.0\.1:\d+\/v1beta\/models\/.+:generateContent$/) },
    });
  });

  it("a 503 retried: the retry's line holds no prompt either", async () => {
    const { output, entries } = await logged(
      [{ kind: "error", status: 503, message: SECRET }, { kind: "error", status: 503, message: SECRET }],
      { AI_MAX_RETRIES: "1" },
    );
    expect(entries.map((entry) => entry.msg)).toEqual(["model call failed; retrying", "model call failed"]);
    expect(output).not.toContain(SECRET);
  });

  it("output that is not JSON, then output that misses the schema: neither output reaches a line or the detail", async () => {
    const { result, output, entries } = await logged([
      { kind: "text", text: `The answer ${SECRET} earns 4 marks` },
      { kind: "json", value: { answer: SECRET } },
    ]);
    expect(result).toMatchObject({ ok: false, reason: "invalid-output" });
    expect(output).not.toContain(SECRET);
    expect(JSON.stringify(result)).not.toContain(SECRET);
    expect(entries.map((entry) => entry.error)).toEqual([
      expect.objectContaining({ name: "AI_NoObjectGeneratedError", cause: "AI_JSONParseError", finishReason: "stop" }),
      expect.objectContaining({ name: "AI_NoObjectGeneratedError", cause: "AI_TypeValidationError", finishReason: "stop" }),
    ]);
  });
});
