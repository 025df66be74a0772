import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateObject, generateText, type LanguageModel, streamText } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";

import { type FakeLlmServer, type RecordedRequest, startFakeLlmServer } from "../fakes/llm-server";

const GEMINI_KEY = "gemini-secret-key-123";
const OPENAI_KEY = "sk-openai-secret-456";

const verdictSchema = z.object({
  mark: z.number().int(),
  level: z.enum(["L1", "L2", "L3", "L4"]),
  comments: z.array(z.string()),
});
const verdict = { mark: 17, level: "L3", comments: ["Clear argument", "Uses quotations"] } as const;

let fake: FakeLlmServer;

beforeAll(async () => {
  (globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
  fake = await startFakeLlmServer();
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(() => {
  fake.reset();
});

type ModelFactory = () => LanguageModel;

const models: Record<"gemini" | "openai" | "compatible", ModelFactory> = {
  gemini: () => createGoogleGenerativeAI({ baseURL: `${fake.url}/v1beta`, apiKey: GEMINI_KEY })("gemini-2.5-flash"),
  openai: () => createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: OPENAI_KEY }).chat("gpt-4.1-mini"),
  compatible: () =>
    createOpenAICompatible({ name: "compat", baseURL: `${fake.url}/v1`, apiKey: OPENAI_KEY, includeUsage: true })(
      "some-model",
    ),
};

function only(requests: RecordedRequest[]): RecordedRequest {
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

async function expectApiCallError(promise: Promise<unknown>): Promise<APICallError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(APICallError.isInstance(error)).toBe(true);
  return error as APICallError;
}

describe("structured output with generateObject", () => {
  it("Gemini: returns the scripted JSON, sends the schema in generationConfig and redacts the key", async () => {
    fake.script({ kind: "json", value: verdict, usage: { input: 321, output: 45 } });
    const result = await generateObject({
      model: models.gemini(),
      schema: verdictSchema,
      system: "You are a GCSE examiner.",
      prompt: "Mark this essay about Macbeth.",
      temperature: 0.2,
      maxOutputTokens: 800,
      maxRetries: 0,
    });
    expect(result.object).toEqual(verdict);
    expect(result.finishReason).toBe("stop");
    expect(result.usage.inputTokens).toBe(321);
    expect(result.usage.outputTokens).toBe(45);
    expect(result.usage.totalTokens).toBe(366);

    const request = only(fake.requests);
    expect(request.provider).toBe("gemini");
    expect(request.path).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(request.model).toBe("gemini-2.5-flash");
    expect(request.stream).toBe(false);
    expect(request.hasKey).toBe(true);
    expect(request.headers["x-goog-api-key"]).toBe("[redacted]");
    expect(JSON.stringify(request)).not.toContain(GEMINI_KEY);
    expect(request.promptText).toContain("You are a GCSE examiner.");
    expect(request.promptText).toContain("Mark this essay about Macbeth.");
    const body = request.body as {
      systemInstruction: { parts: { text: string }[] };
      contents: { role: string; parts: { text: string }[] }[];
      generationConfig: Record<string, unknown>;
    };
    expect(body.systemInstruction.parts[0]?.text).toBe("You are a GCSE examiner.");
    expect(body.contents[0]?.role).toBe("user");
    expect(body.generationConfig).toMatchObject({
      responseMimeType: "application/json",
      temperature: 0.2,
      maxOutputTokens: 800,
    });
    // The zod schema arrives as an OpenAPI-style schema in responseSchema (not responseJsonSchema).
    expect(body.generationConfig.responseSchema).toMatchObject({
      type: "object",
      properties: { mark: { type: "integer" }, level: { type: "string", enum: ["L1", "L2", "L3", "L4"] } },
    });
    expect(body.generationConfig).not.toHaveProperty("responseJsonSchema");
  });

  it("OpenAI chat: returns the scripted JSON and sends response_format json_schema", async () => {
    fake.script({ kind: "json", value: verdict, usage: { input: 200, output: 30 } });
    const result = await generateObject({
      model: models.openai(),
      schema: verdictSchema,
      system: "You are a GCSE examiner.",
      prompt: "Mark this essay about Macbeth.",
      temperature: 0.2,
      maxOutputTokens: 800,
      maxRetries: 0,
    });
    expect(result.object).toEqual(verdict);
    expect(result.usage).toMatchObject({ inputTokens: 200, outputTokens: 30, totalTokens: 230 });

    const request = only(fake.requests);
    expect(request.provider).toBe("openai");
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.model).toBe("gpt-4.1-mini");
    expect(request.headers.authorization).toBe("Bearer [redacted]");
    expect(request.hasKey).toBe(true);
    expect(JSON.stringify(request)).not.toContain(OPENAI_KEY);
    expect(request.promptText).toBe("You are a GCSE examiner.\n\nMark this essay about Macbeth.");
    expect(request.body).toMatchObject({
      model: "gpt-4.1-mini",
      temperature: 0.2,
      max_tokens: 800,
      messages: [
        { role: "system", content: "You are a GCSE examiner." },
        { role: "user", content: "Mark this essay about Macbeth." },
      ],
      response_format: {
        type: "json_schema",
        json_schema: { name: "response", strict: true, schema: { type: "object", required: ["mark", "level", "comments"] } },
      },
    });
  });

  it("OpenAI chat: a reasoning model gets max_completion_tokens and no temperature", async () => {
    fake.script({ kind: "json", value: verdict });
    await generateObject({
      model: createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: OPENAI_KEY }).chat("gpt-5-mini"),
      schema: verdictSchema,
      prompt: "Mark it.",
      temperature: 0.2,
      maxOutputTokens: 800,
      maxRetries: 0,
    });
    const body = only(fake.requests).body as Record<string, unknown>;
    expect(body.max_completion_tokens).toBe(800);
    expect(body).not.toHaveProperty("max_tokens");
    expect(body).not.toHaveProperty("temperature");
    expect(body.messages).toEqual([{ role: "user", content: "Mark it." }]);
  });

  it("openai-compatible: json_object without the schema by default, json_schema with supportsStructuredOutputs", async () => {
    fake.script({ kind: "json", value: verdict }, { kind: "json", value: verdict });
    const plain = await generateObject({ model: models.compatible(), schema: verdictSchema, prompt: "Mark it.", maxRetries: 0 });
    expect(plain.object).toEqual(verdict);
    const structured = await generateObject({
      model: createOpenAICompatible({
        name: "compat",
        baseURL: `${fake.url}/v1`,
        apiKey: OPENAI_KEY,
        supportsStructuredOutputs: true,
      })("some-model"),
      schema: verdictSchema,
      prompt: "Mark it.",
      maxRetries: 0,
    });
    expect(structured.object).toEqual(verdict);

    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests as [RecordedRequest, RecordedRequest];
    // No tool call either way; without structured outputs the schema is not sent at all.
    expect((first.body as Record<string, unknown>).response_format).toEqual({ type: "json_object" });
    expect(first.body).not.toHaveProperty("tools");
    expect(first.promptText).toBe("Mark it.");
    expect((second.body as Record<string, unknown>).response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "response", strict: true, schema: { type: "object" } },
    });
  });

  it("default usage is estimated from the prompt and the answer at about four characters a token", async () => {
    fake.script({ kind: "text", text: "x".repeat(40) });
    const result = await generateText({ model: models.gemini(), prompt: "y".repeat(80), maxRetries: 0 });
    expect(result.usage.inputTokens).toBe(20);
    expect(result.usage.outputTokens).toBe(10);
  });
});

describe("streaming with streamText", () => {
  for (const name of ["gemini", "openai", "compatible"] as const) {
    it(`${name}: streams the text in several deltas with usage and finish reason`, async () => {
      const text = JSON.stringify(verdict);
      fake.script({ kind: "text", text, usage: { input: 90, output: 12 } });
      const result = streamText({
        model: models[name](),
        system: "Be terse.",
        prompt: "Stream please.",
        maxRetries: 0,
        onError: ({ error }) => {
          throw error;
        },
      });
      const deltas: string[] = [];
      for await (const delta of result.textStream) deltas.push(delta);
      expect(deltas.length).toBeGreaterThan(1);
      expect(deltas.join("")).toBe(text);
      expect(await result.finishReason).toBe("stop");
      expect(await result.usage).toMatchObject({ inputTokens: 90, outputTokens: 12, totalTokens: 102 });

      const request = only(fake.requests);
      expect(request.stream).toBe(true);
      expect(request.promptText).toBe("Be terse.\n\nStream please.");
      if (name === "gemini") {
        expect(request.path).toBe("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse");
      } else {
        expect(request.path).toBe("/v1/chat/completions");
        expect(request.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
      }
    });
  }

  it("openai-compatible without includeUsage sends no stream_options and so gets no usage", async () => {
    fake.script({ kind: "text", text: "Hello there" });
    const result = streamText({
      model: createOpenAICompatible({ name: "compat", baseURL: `${fake.url}/v1`, apiKey: OPENAI_KEY })("m"),
      prompt: "Hi",
      maxRetries: 0,
    });
    expect(await result.text).toBe("Hello there");
    expect((await result.usage).inputTokens).toBeUndefined();
    expect(only(fake.requests).body).not.toHaveProperty("stream_options");
  });
});

describe("finish reasons", () => {
  const cases = [
    { finish: "length", unified: "length", gemini: "MAX_TOKENS", openai: "length" },
    { finish: "safety", unified: "content-filter", gemini: "SAFETY", openai: "content_filter" },
  ] as const;
  for (const name of ["gemini", "openai"] as const) {
    for (const c of cases) {
      it(`${name}: "${c.finish}" maps to ${c.unified} (generate and stream)`, async () => {
        const text = '{"mark": 12, "comm';
        fake.script({ kind: "text", text, finish: c.finish }, { kind: "text", text, finish: c.finish });
        const generated = await generateText({ model: models[name](), prompt: "Go", maxRetries: 0 });
        expect(generated.finishReason).toBe(c.unified);
        expect(generated.rawFinishReason).toBe(c[name]);
        expect(generated.text).toBe(c.finish === "safety" ? "" : text);

        const streamed = streamText({ model: models[name](), prompt: "Go", maxRetries: 0 });
        expect(await streamed.text).toBe(c.finish === "safety" ? "" : text);
        expect(await streamed.finishReason).toBe(c.unified);
      });
    }
  }

  it("generateObject on truncated JSON fails with the length finish reason", async () => {
    fake.script({ kind: "text", text: '{"mark": 12, "level": "L', finish: "length" });
    const error = await generateObject({ model: models.openai(), schema: verdictSchema, prompt: "Go", maxRetries: 0 }).then(
      () => undefined,
      (caught: unknown) => caught as { name: string; finishReason?: string; text?: string },
    );
    expect(error?.name).toBe("AI_NoObjectGeneratedError");
    expect(error?.finishReason).toBe("length");
    expect(error?.text).toBe('{"mark": 12, "level": "L');
  });
});

describe("errors", () => {
  for (const name of ["gemini", "openai", "compatible"] as const) {
    it(`${name}: 429 with Retry-After surfaces as an APICallError with the header`, async () => {
      fake.script({ kind: "error", status: 429, retryAfterSeconds: 7 });
      const error = await expectApiCallError(generateText({ model: models[name](), prompt: "Go", maxRetries: 0 }));
      expect(error.statusCode).toBe(429);
      expect(error.responseHeaders?.["retry-after"]).toBe("7");
      expect(error.isRetryable).toBe(true);
      const body = JSON.parse(error.responseBody ?? "{}") as { error: Record<string, unknown> };
      if (name === "gemini") {
        expect(body.error).toMatchObject({ code: 429, status: "RESOURCE_EXHAUSTED" });
        expect(body.error.details).toContainEqual({ "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: "7s" });
      } else {
        expect(body.error).toMatchObject({ type: "requests", code: "rate_limit_exceeded" });
      }
      expect(error.message).toBe(body.error.message);
    });
  }

  for (const status of [400, 403, 500, 503]) {
    it(`${status} surfaces with its status code on both providers, also when streaming`, async () => {
      fake.script(
        { kind: "error", status, message: `scripted ${status}` },
        { kind: "error", status },
        { kind: "error", status },
      );
      const gemini = await expectApiCallError(generateText({ model: models.gemini(), prompt: "Go", maxRetries: 0 }));
      expect(gemini.statusCode).toBe(status);
      expect(gemini.message).toBe(`scripted ${status}`);
      expect(gemini.isRetryable).toBe(status >= 500);
      const openai = await expectApiCallError(generateText({ model: models.openai(), prompt: "Go", maxRetries: 0 }));
      expect(openai.statusCode).toBe(status);

      const streamErrors: unknown[] = [];
      const streamed = streamText({
        model: models.gemini(),
        prompt: "Go",
        maxRetries: 0,
        onError: ({ error }) => {
          streamErrors.push(error);
        },
      });
      await streamed.consumeStream();
      expect(streamErrors).toHaveLength(1);
      expect((streamErrors[0] as APICallError).statusCode).toBe(status);
    });
  }

  it("a custom body replaces the provider-shaped one", async () => {
    fake.script({ kind: "error", status: 500, body: { error: { message: "custom", type: "x" } } });
    const error = await expectApiCallError(generateText({ model: models.openai(), prompt: "Go", maxRetries: 0 }));
    expect(error.message).toBe("custom");
  });

  it("with no scripted response the default is a 500 saying so", async () => {
    const error = await expectApiCallError(generateText({ model: models.gemini(), prompt: "Go", maxRetries: 0 }));
    expect(error.statusCode).toBe(500);
    expect(error.message).toContain("no scripted response");
  });

  it("the SDK's own retries honour Retry-After and use the next scripted response", async () => {
    fake.script({ kind: "error", status: 503, retryAfterSeconds: 0 }, { kind: "text", text: "recovered" });
    const result = await generateText({ model: models.openai(), prompt: "Go", maxRetries: 1 });
    expect(result.text).toBe("recovered");
    expect(fake.requests).toHaveLength(2);
  });
});

describe("hang", () => {
  for (const name of ["gemini", "openai"] as const) {
    it(`${name}: a hanging request is ended by the client's AbortSignal timeout`, async () => {
      fake.script({ kind: "hang" });
      const started = Date.now();
      const error = await generateText({
        model: models[name](),
        prompt: "Go",
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(300),
      }).then(
        () => undefined,
        (caught: unknown) => caught as Error,
      );
      expect(error?.name).toMatch(/AbortError|TimeoutError/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(only(fake.requests).promptText).toBe("Go");
    });
  }

  it("stop() ends hanging requests", async () => {
    const own = await startFakeLlmServer();
    own.setDefault({ kind: "hang" });
    const pending = generateText({
      model: createGoogleGenerativeAI({ baseURL: `${own.url}/v1beta`, apiKey: GEMINI_KEY })("gemini-2.5-flash"),
      prompt: "Go",
      maxRetries: 0,
    }).then(
      () => "answered",
      () => "failed",
    );
    await expect.poll(() => own.requests.length).toBe(1);
    await own.stop();
    expect(await pending).toBe("failed");
  });
});

describe("scripting", () => {
  it("fn responses decide per request, and one script serves both providers in order", async () => {
    const echo = {
      kind: "fn" as const,
      handle: (req: RecordedRequest) => ({
        kind: "json" as const,
        value: { provider: req.provider, prompt: req.promptText },
      }),
    };
    fake.script(echo, echo);
    const schema = z.object({ provider: z.string(), prompt: z.string() });
    const a = await generateObject({ model: models.openai(), schema, prompt: "first", maxRetries: 0 });
    const b = await generateObject({ model: models.gemini(), schema, prompt: "second", maxRetries: 0 });
    expect(a.object).toEqual({ provider: "openai", prompt: "first" });
    expect(b.object).toEqual({ provider: "gemini", prompt: "second" });
  });

  it("setDefault answers every request once the queue is empty; reset clears the queue and records", async () => {
    const own = await startFakeLlmServer();
    try {
      const gemini = createGoogleGenerativeAI({ baseURL: `${own.url}/v1beta`, apiKey: GEMINI_KEY })("gemini-2.5-flash");
      const openai = createOpenAI({ baseURL: `${own.url}/v1`, apiKey: OPENAI_KEY }).chat("gpt-4.1-mini");
      own.setDefault({ kind: "text", text: "default" });
      own.script({ kind: "text", text: "queued" }, { kind: "text", text: "dropped" });
      expect((await generateText({ model: gemini, prompt: "1", maxRetries: 0 })).text).toBe("queued");
      const requests = own.requests;
      own.reset();
      expect(requests).toHaveLength(0);
      expect((await generateText({ model: gemini, prompt: "2", maxRetries: 0 })).text).toBe("default");
      expect((await generateText({ model: openai, prompt: "3", maxRetries: 0 })).text).toBe("default");
      expect(own.requests).toBe(requests);
      expect(own.requests.map((r) => r.promptText)).toEqual(["2", "3"]);
    } finally {
      await own.stop();
    }
  });

  it("raw text with prose around JSON and the empty string come through unchanged", async () => {
    fake.script({ kind: "text", text: 'Here you go: {"mark": 3} Thanks!' }, { kind: "text", text: "" });
    expect((await generateText({ model: models.gemini(), prompt: "Go", maxRetries: 0 })).text).toBe(
      'Here you go: {"mark": 3} Thanks!',
    );
    expect((await generateText({ model: models.openai(), prompt: "Go", maxRetries: 0 })).text).toBe("");
  });

  it("the OpenAI Responses API (createOpenAI()(model)) is answered 404 with a hint", async () => {
    const error = await expectApiCallError(
      generateText({
        model: createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: OPENAI_KEY })("gpt-4.1-mini"),
        prompt: "Go",
        maxRetries: 0,
      }),
    );
    expect(error.statusCode).toBe(404);
    expect(error.message).toContain(".chat(model)");
    expect(only(fake.requests).path).toBe("/v1/responses");
  });
});
