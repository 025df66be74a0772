import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake LLM HTTP server on loopback that speaks the real wire formats the Vercel AI SDK providers
 * use, so tests exercise the real SDK request building, response parsing and error handling:
 *
 * - Gemini API v1beta (`@ai-sdk/google`, base URL `${url}/v1beta`):
 *   `POST /v1beta/models/{model}:generateContent` and
 *   `POST /v1beta/models/{model}:streamGenerateContent?alt=sse` (server-sent events; without
 *   `alt=sse` a JSON array, as the real API does). Key in the `x-goog-api-key` header.
 * - OpenAI Chat Completions (`@ai-sdk/openai` via `.chat(model)`, `@ai-sdk/openai-compatible`,
 *   base URL `${url}/v1`): `POST /v1/chat/completions`, non-streaming and `stream: true` (SSE,
 *   with a final usage chunk only when `stream_options.include_usage` is set, then `[DONE]`).
 *   Key in `Authorization: Bearer`. Note that `createOpenAI(...)(model)` uses the Responses API
 *   (`/v1/responses`), which this fake does not implement: it answers 404 saying so.
 *
 * Tests queue scripted responses; each model request takes the next one (or the default), and the
 * same scripted response is rendered in whichever format the request came in on.
 */

export type FakeLlmProvider = "gemini" | "openai";
export type FakeLlmFinish = "stop" | "length" | "safety";
export interface FakeLlmUsage {
  input: number;
  output: number;
}

export interface RecordedRequest {
  provider: FakeLlmProvider;
  method: string;
  /** Path with query string, with any `key=` query parameter redacted. */
  path: string;
  /** Lower-case header names; API keys (x-goog-api-key, authorization, api-key) are redacted. */
  headers: Record<string, string>;
  /** Whether the request carried a non-empty API key (header or `key` query parameter). */
  hasKey: boolean;
  /** Parsed JSON body (the raw text if it was not JSON, undefined if empty). */
  body: unknown;
  /** The text of all system and user messages, joined by blank lines, for assertions. */
  promptText: string;
  /** Gemini: from the path (without `models/`); OpenAI: the body's `model`. */
  model: string | undefined;
  /** Whether the client asked for a streamed answer. */
  stream: boolean;
  receivedAt: Date;
}

export type ScriptedResponse =
  /** The model answers with this value serialised as JSON as its text. */
  | { kind: "json"; value: unknown; finish?: FakeLlmFinish; usage?: FakeLlmUsage }
  /** The model answers with this raw text (prose around JSON, truncated JSON, empty string...). */
  | { kind: "text"; text: string; finish?: FakeLlmFinish; usage?: FakeLlmUsage }
  /**
   * An HTTP error in the provider's own error shape. `body` replaces the provider-shaped body
   * (a string is sent verbatim as text/plain); `message` goes into the provider-shaped body.
   */
  | { kind: "error"; status: number; body?: unknown; retryAfterSeconds?: number; message?: string }
  /** Accept the request and never answer, until the client gives up or the server stops. */
  | { kind: "hang" }
  /** Decide per request. */
  | { kind: "fn"; handle: (req: RecordedRequest) => ScriptedResponse };

export interface FakeLlmServer {
  /** `http://127.0.0.1:PORT`; Gemini base URL `${url}/v1beta`, OpenAI base URL `${url}/v1`. */
  url: string;
  /** Every request received under /v1beta or /v1 (cleared in place by reset()). */
  requests: RecordedRequest[];
  /** Queue responses, used in order, one per model request. */
  script(...responses: ScriptedResponse[]): void;
  /** Used when the queue is empty (initially a 500 saying no response was scripted). */
  setDefault(response: ScriptedResponse): void;
  /** Clears the queue and the recorded requests (not the default). */
  reset(): void;
  /** Closes the server, ending any hanging requests. */
  stop(): Promise<void>;
}

const NO_SCRIPT_MESSAGE =
  "Fake LLM server: no scripted response for this request (call script() or setDefault() first)";

const INITIAL_DEFAULT: ScriptedResponse = { kind: "error", status: 500, message: NO_SCRIPT_MESSAGE };

/** A rough token count, about four characters a token, as a stand-in for a real tokenizer. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

type Rendered =
  | { kind: "answer"; text: string; finish: FakeLlmFinish; usage: FakeLlmUsage }
  | { kind: "error"; status: number; body?: unknown; retryAfterSeconds?: number; message?: string }
  | { kind: "hang" };

function resolveScripted(response: ScriptedResponse, req: RecordedRequest): Rendered {
  let current = response;
  for (let depth = 0; current.kind === "fn"; depth += 1) {
    if (depth > 20) throw new Error("Fake LLM server: fn responses nested too deeply");
    current = current.handle(req);
  }
  switch (current.kind) {
    case "hang":
      return { kind: "hang" };
    case "error":
      return current;
    case "json":
    case "text": {
      const finish = current.finish ?? "stop";
      const raw = current.kind === "json" ? (JSON.stringify(current.value) ?? "null") : current.text;
      // A safety stop carries no text on either provider, as the real APIs do.
      const text = finish === "safety" ? "" : raw;
      const usage = current.usage ?? { input: estimateTokens(req.promptText), output: estimateTokens(text) };
      return { kind: "answer", text, finish, usage };
    }
  }
}

/** Splits text into a few pieces so a streamed answer arrives as several deltas. */
function splitForStreaming(text: string): string[] {
  if (text.length === 0) return [];
  const size = Math.max(1, Math.ceil(text.length / 4));
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

// ---------------------------------------------------------------------------------------------
// Request parsing

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function textOfParts(parts: unknown): string[] {
  if (!Array.isArray(parts)) return [];
  return parts.flatMap((part) => (isRecord(part) && typeof part.text === "string" ? [part.text] : []));
}

function geminiPromptText(body: unknown): string {
  if (!isRecord(body)) return "";
  const texts: string[] = [];
  if (isRecord(body.systemInstruction)) texts.push(...textOfParts(body.systemInstruction.parts));
  if (Array.isArray(body.contents)) {
    for (const content of body.contents) {
      if (isRecord(content) && (content.role === undefined || content.role === "user")) {
        texts.push(...textOfParts(content.parts));
      }
    }
  }
  return texts.join("\n\n");
}

function openAiPromptText(body: unknown): string {
  if (!isRecord(body) || !Array.isArray(body.messages)) return "";
  const texts: string[] = [];
  for (const message of body.messages) {
    if (!isRecord(message) || !["system", "developer", "user"].includes(String(message.role))) continue;
    if (typeof message.content === "string") texts.push(message.content);
    else texts.push(...textOfParts(message.content));
  }
  return texts.join("\n\n");
}

const KEY_HEADERS = new Set(["x-goog-api-key", "api-key", "x-api-key"]);

function redactHeaders(raw: IncomingMessage["headers"]): { headers: Record<string, string>; hasKey: boolean } {
  const headers: Record<string, string> = {};
  let hasKey = false;
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(", ") : value;
    if (KEY_HEADERS.has(name)) {
      if (joined.trim() !== "") hasKey = true;
      headers[name] = "[redacted]";
    } else if (name === "authorization") {
      const match = /^(\w+)\s+(.*)$/.exec(joined);
      if ((match?.[2] ?? joined).trim() !== "") hasKey = true;
      headers[name] = match ? `${match[1]} [redacted]` : "[redacted]";
    } else {
      headers[name] = joined;
    }
  }
  return { headers, hasKey };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

// ---------------------------------------------------------------------------------------------
// Gemini rendering

const GOOGLE_STATUS: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ABORTED",
  429: "RESOURCE_EXHAUSTED",
  499: "CANCELLED",
  500: "INTERNAL",
  501: "NOT_IMPLEMENTED",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

const GOOGLE_MESSAGE: Record<number, string> = {
  400: "Request contains an invalid argument.",
  401: "API key not valid. Please pass a valid API key.",
  403: "Permission denied: the caller does not have permission.",
  404: "Requested entity was not found.",
  429: "Resource has been exhausted (e.g. check quota).",
  500: "An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting",
  503: "The model is overloaded. Please try again later.",
  504: "Deadline expired before operation could complete.",
};

function geminiErrorBody(status: number, message: string | undefined, retryAfterSeconds: number | undefined) {
  const details: unknown[] = [];
  if (status === 429) {
    details.push({
      "@type": "type.googleapis.com/google.rpc.QuotaFailure",
      violations: [{ quotaMetric: "generativelanguage.googleapis.com/generate_content_free_tier_requests" }],
    });
  }
  if (retryAfterSeconds !== undefined) {
    details.push({ "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: `${retryAfterSeconds}s` });
  }
  return {
    error: {
      code: status,
      message: message ?? GOOGLE_MESSAGE[status] ?? `HTTP ${status}`,
      status: GOOGLE_STATUS[status] ?? (status >= 500 ? "INTERNAL" : "FAILED_PRECONDITION"),
      ...(details.length > 0 ? { details } : {}),
    },
  };
}

const GEMINI_FINISH: Record<FakeLlmFinish, string> = { stop: "STOP", length: "MAX_TOKENS", safety: "SAFETY" };

const SAFETY_RATINGS = [
  { category: "HARM_CATEGORY_SEXUALLY_EXPLICIT", probability: "NEGLIGIBLE" },
  { category: "HARM_CATEGORY_HATE_SPEECH", probability: "NEGLIGIBLE" },
  { category: "HARM_CATEGORY_HARASSMENT", probability: "NEGLIGIBLE" },
  { category: "HARM_CATEGORY_DANGEROUS_CONTENT", probability: "HIGH", blocked: true },
];

function geminiUsage(usage: FakeLlmUsage) {
  return {
    promptTokenCount: usage.input,
    candidatesTokenCount: usage.output,
    totalTokenCount: usage.input + usage.output,
    promptTokensDetails: [{ modality: "TEXT", tokenCount: usage.input }],
  };
}

function geminiCandidate(text: string | undefined, finish: FakeLlmFinish | undefined) {
  return {
    // A safety stop has no content at all; an empty answer has content without parts.
    ...(finish === "safety" ? {} : { content: text ? { parts: [{ text }], role: "model" } : { role: "model" } }),
    ...(finish ? { finishReason: GEMINI_FINISH[finish] } : {}),
    ...(finish === "safety" ? { safetyRatings: SAFETY_RATINGS } : {}),
    index: 0,
  };
}

function geminiChunks(answer: Extract<Rendered, { kind: "answer" }>, model: string, responseId: string): unknown[] {
  const pieces = splitForStreaming(answer.text);
  const chunks: unknown[] = [];
  const last = Math.max(pieces.length, 1) - 1;
  for (let i = 0; i <= last; i += 1) {
    const isLast = i === last;
    chunks.push({
      candidates: [geminiCandidate(pieces[i], isLast ? answer.finish : undefined)],
      usageMetadata: isLast
        ? geminiUsage(answer.usage)
        : { promptTokenCount: answer.usage.input, totalTokenCount: answer.usage.input },
      modelVersion: model,
      responseId,
    });
  }
  return chunks;
}

// ---------------------------------------------------------------------------------------------
// OpenAI rendering

const OPENAI_FINISH: Record<FakeLlmFinish, string> = { stop: "stop", length: "length", safety: "content_filter" };

function openAiErrorBody(status: number, message: string | undefined) {
  const shapes: Record<number, { message: string; type: string; code: string | null }> = {
    400: { message: "Invalid request.", type: "invalid_request_error", code: null },
    401: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" },
    403: {
      message: "Country, region, or territory not supported",
      type: "request_forbidden",
      code: "unsupported_country_region_territory",
    },
    404: { message: "The requested resource does not exist.", type: "invalid_request_error", code: "not_found" },
    429: {
      message: "Rate limit reached for requests. Please try again later.",
      type: "requests",
      code: "rate_limit_exceeded",
    },
    500: {
      message: "The server had an error while processing your request. Sorry about that!",
      type: "server_error",
      code: null,
    },
    503: { message: "The engine is currently overloaded, please try again later.", type: "server_error", code: null },
  };
  const shape = shapes[status] ?? {
    message: `HTTP ${status}`,
    type: status >= 500 ? "server_error" : "invalid_request_error",
    code: null,
  };
  return { error: { message: message ?? shape.message, type: shape.type, param: null, code: shape.code } };
}

function openAiUsage(usage: FakeLlmUsage) {
  return {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: 0,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Server

interface Route {
  provider: FakeLlmProvider;
  /** Null for paths that are not a model endpoint (answered 404 without using the script). */
  endpoint: "gemini-generate" | "gemini-stream" | "openai-chat" | null;
  model: string | undefined;
}

function route(method: string, url: URL): Route | null {
  const path = url.pathname;
  if (path === "/v1beta" || path.startsWith("/v1beta/")) {
    const match = /^\/v1beta\/(.+):(generateContent|streamGenerateContent)$/.exec(path);
    if (method !== "POST" || !match?.[1]) return { provider: "gemini", endpoint: null, model: undefined };
    const model = decodeURIComponent(match[1]).replace(/^models\//, "");
    return { provider: "gemini", endpoint: match[2] === "generateContent" ? "gemini-generate" : "gemini-stream", model };
  }
  if (path === "/v1" || path.startsWith("/v1/")) {
    const isChat = method === "POST" && path === "/v1/chat/completions";
    return { provider: "openai", endpoint: isChat ? "openai-chat" : null, model: undefined };
  }
  return null;
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedResponse[] = [];
  let fallback: ScriptedResponse = INITIAL_DEFAULT;
  const open = new Set<ServerResponse>();

  const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(text)),
      ...headers,
    });
    res.end(text);
  };

  const sendError = (
    res: ServerResponse,
    provider: FakeLlmProvider,
    error: { status: number; body?: unknown; retryAfterSeconds?: number; message?: string },
  ) => {
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds !== undefined) headers["retry-after"] = String(error.retryAfterSeconds);
    if (provider === "openai") headers["x-request-id"] = `req_${randomUUID().replace(/-/g, "")}`;
    if (typeof error.body === "string") {
      res.writeHead(error.status, { "content-type": "text/plain; charset=utf-8", ...headers });
      res.end(error.body);
      return;
    }
    const body =
      error.body !== undefined
        ? error.body
        : provider === "gemini"
          ? geminiErrorBody(error.status, error.message, error.retryAfterSeconds)
          : openAiErrorBody(error.status, error.message);
    sendJson(res, error.status, body, headers);
  };

  /** Writes each event in its own tick so the client really receives a stream. */
  const writeEvents = async (res: ServerResponse, events: string[]) => {
    for (const event of events) {
      if (res.destroyed || res.writableEnded) return;
      res.write(event);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (!res.destroyed && !res.writableEnded) res.end();
  };

  const answerGemini = async (
    res: ServerResponse,
    answer: Extract<Rendered, { kind: "answer" }>,
    record: RecordedRequest,
    sse: boolean,
  ) => {
    const model = record.model ?? "gemini";
    const responseId = randomUUID().replace(/-/g, "").slice(0, 22);
    if (!record.stream) {
      sendJson(res, 200, {
        candidates: [geminiCandidate(answer.text, answer.finish)],
        usageMetadata: geminiUsage(answer.usage),
        modelVersion: model,
        responseId,
      });
      return;
    }
    const chunks = geminiChunks(answer, model, responseId);
    if (sse) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      await writeEvents(
        res,
        chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\r\n\r\n`),
      );
    } else {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      await writeEvents(
        res,
        chunks.map((chunk, i) => `${i === 0 ? "[" : ",\r\n"}${JSON.stringify(chunk)}${i === chunks.length - 1 ? "]" : ""}`),
      );
    }
  };

  const answerOpenAi = async (
    res: ServerResponse,
    answer: Extract<Rendered, { kind: "answer" }>,
    record: RecordedRequest,
  ) => {
    const id = `chatcmpl-${randomUUID().replace(/-/g, "").slice(0, 24)}`;
    const created = Math.floor(Date.now() / 1000);
    const model = record.model ?? "gpt";
    const headers = { "x-request-id": `req_${randomUUID().replace(/-/g, "")}`, "openai-processing-ms": "1" };
    const finishReason = OPENAI_FINISH[answer.finish];
    const common = { id, created, model, system_fingerprint: "fp_fake_llm", service_tier: "default" };
    if (!record.stream) {
      sendJson(
        res,
        200,
        {
          ...common,
          object: "chat.completion",
          choices: [
            {
              index: 0,
              message: {
                role: "assistant",
                content: answer.finish === "safety" ? null : answer.text,
                refusal: null,
                annotations: [],
              },
              logprobs: null,
              finish_reason: finishReason,
            },
          ],
          usage: openAiUsage(answer.usage),
        },
        headers,
      );
      return;
    }
    const body = isRecord(record.body) ? record.body : {};
    const includeUsage = isRecord(body.stream_options) && body.stream_options.include_usage === true;
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({
        ...common,
        object: "chat.completion.chunk",
        choices,
        ...(includeUsage ? { usage: null } : {}),
        ...extra,
      })}\n\n`;
    const events = [
      chunk([{ index: 0, delta: { role: "assistant", content: "", refusal: null }, logprobs: null, finish_reason: null }]),
      ...splitForStreaming(answer.text).map((piece) =>
        chunk([{ index: 0, delta: { content: piece }, logprobs: null, finish_reason: null }]),
      ),
      chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: finishReason }]),
      ...(includeUsage ? [chunk([], { usage: openAiUsage(answer.usage) })] : []),
      "data: [DONE]\n\n",
    ];
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", ...headers });
    await writeEvents(res, events);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const target = route(method, url);
    const rawBody = await readBody(req);
    if (!target) {
      sendJson(res, 404, { error: { message: `Fake LLM server: unknown path ${url.pathname}` } });
      return;
    }

    let body: unknown = undefined;
    let bodyIsJson = true;
    if (rawBody !== "") {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
        bodyIsJson = false;
      }
    }
    const keyParam = url.searchParams.get("key");
    if (keyParam !== null) url.searchParams.set("key", "[redacted]");
    const { headers, hasKey } = redactHeaders(req.headers);
    const record: RecordedRequest = {
      provider: target.provider,
      method,
      path: `${url.pathname}${url.search}`,
      headers,
      hasKey: hasKey || (keyParam !== null && keyParam !== ""),
      body,
      promptText: target.provider === "gemini" ? geminiPromptText(body) : openAiPromptText(body),
      model: target.model ?? (isRecord(body) && typeof body.model === "string" ? body.model : undefined),
      stream:
        target.endpoint === "gemini-stream" || (target.endpoint === "openai-chat" && isRecord(body) && body.stream === true),
      receivedAt: new Date(),
    };
    requests.push(record);

    if (target.endpoint === null) {
      const message =
        url.pathname === "/v1/responses"
          ? "Fake LLM server: the OpenAI Responses API is not implemented; use createOpenAI(...).chat(model) (Chat Completions)"
          : `Fake LLM server: no endpoint ${method} ${url.pathname}`;
      sendError(res, target.provider, { status: 404, message });
      return;
    }
    if (!bodyIsJson || !isRecord(body)) {
      sendError(res, target.provider, { status: 400, message: "Fake LLM server: request body is not a JSON object" });
      return;
    }

    const rendered = resolveScripted(queue.shift() ?? fallback, record);
    if (rendered.kind === "hang") return; // left open; stop() or the client ends it
    if (rendered.kind === "error") {
      sendError(res, target.provider, rendered);
      return;
    }
    if (target.provider === "gemini") await answerGemini(res, rendered, record, url.searchParams.get("alt") === "sse");
    else await answerOpenAi(res, rendered, record);
  };

  const server = createServer((req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 500, {
        error: { code: 500, message: `Fake LLM server failed: ${String(error)}`, status: "INTERNAL" },
      });
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...responses) => {
      queue.push(...responses);
    },
    setDefault: (response) => {
      fallback = response;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of open) res.destroy();
        open.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
