import { AISDKError, APICallError, generateObject, JSONParseError, NoObjectGeneratedError, TypeValidationError, zodSchema, type LanguageModel, type Schema } from "ai";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";

import { londonDay } from "../time/london-day";

import type { Db } from "../db/client.server";
import { aiTokenDays, aiUsage } from "../db/schema";
import { getLogger } from "../logger.server";
import type { ModelSettings } from "./create-language-model.server";

/**
 * Every model call goes through here: a per-call timeout, at most `maxRetries` retries and only for
 * 429/5xx/timeouts (jittered backoff that honours Retry-After), one more try for malformed output, a
 * breaker that stops calling after repeated failures, a daily token budget shared by all instances, a cap
 * on calls in flight, and a record of the tokens each call used. Expected failures come back as values.
 */
export type ModelCallFailure = { ok: false; reason: "busy" | "invalid-output" | "failed"; detail: string };
export type ModelCallResult<T> = { ok: true; value: T; usage: { input: number; output: number } } | ModelCallFailure;

export interface ModelCallRequest<T> {
  /** What the call is for ("marking", "question"...): recorded with its tokens and logged. */
  purpose: string;
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  submissionId?: string;
  /** A smaller cap than the configured one, for short outputs. */
  maxOutputTokens?: number;
}

export const BREAKER = { failuresToOpen: 5, coolDownMs: 60_000 };

interface GuardState {
  consecutiveFailures: number;
  openUntil: number;
  inFlight: number;
  waiting: (() => void)[];
}

export interface ModelCaller {
  settings: ModelSettings;
  call<T>(request: ModelCallRequest<T>): Promise<ModelCallResult<T>>;
  /** For tests and the benchmark. */
  state(): Readonly<Pick<GuardState, "consecutiveFailures" | "openUntil" | "inFlight">>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRetryable(error: unknown): boolean {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    return status === 429 || status >= 500 || status === 0;
  }
  const name = (error as { name?: string })?.name;
  return name === "AbortError" || name === "TimeoutError" || /timeout|ECONNRESET|ECONNREFUSED|socket hang up/i.test(String(error));
}

function retryAfterMs(error: unknown): number | null {
  if (!APICallError.isInstance(error)) return null;
  const header = error.responseHeaders?.["retry-after"];
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(seconds * 1000, 30_000);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.min(Math.max(0, date - Date.now()), 30_000) : null;
}

/**
 * The AI SDK turns a zod schema into JSON Schema on every call (about a tenth of a marking's CPU before
 * its request leaves, issue 17 item 4); the tasks' schemas are module constants, so each is converted once.
 */
const convertedSchemas = new WeakMap<object, Schema<unknown>>();
function schemaFor<T>(schema: z.ZodType<T>): Schema<T> {
  let converted = convertedSchemas.get(schema);
  if (!converted) {
    converted = zodSchema(schema) as Schema<unknown>;
    convertedSchemas.set(schema, converted);
  }
  return converted as Schema<T>;
}

function isMalformedOutput(error: unknown): boolean {
  const name = (error as { name?: string })?.name ?? "";
  return /NoObjectGenerated|JSONParse|TypeValidation/i.test(name);
}

/**
 * What a log line or a failure's detail may say about a failed call. The SDK's errors carry the whole request,
 * a student's answer included (APICallError.requestBodyValues), the provider's reply (responseBody) and the
 * model's raw output (NoObjectGeneratedError.text, TypeValidationError.value), and repeat the output in their
 * messages; the privacy policy says "Logs never include your answers or your password.", so only this leaves.
 */
interface ModelErrorSummary {
  name: string;
  /** The message, or a fixed description where the error's own may quote the prompt or the output. */
  message: string;
  retryable: boolean;
  statusCode?: number;
  /** Host and path of the provider's endpoint (no query string). */
  url?: string;
  finishReason?: string;
  cause?: string;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);

function safeMessage(error: unknown): string {
  if (APICallError.isInstance(error)) {
    // The message is the provider's, taken from its reply, which may echo the request.
    return error.statusCode === undefined ? "the provider could not be reached" : `the provider answered HTTP ${error.statusCode}`;
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    if (JSONParseError.isInstance(error.cause)) return "no object generated: the output was not JSON";
    if (TypeValidationError.isInstance(error.cause)) return "no object generated: the output did not match the schema";
    return "no object generated";
  }
  // Others of the SDK (JSONParseError, TypeValidationError, InvalidResponseDataError...) quote what they hold.
  if (AISDKError.isInstance(error)) return `${error.name} (message withheld: it may quote the prompt or the output)`;
  // Timeouts, aborts, sockets: their messages come from the runtime, never from the prompt.
  return error instanceof Error ? error.message : "a non-error value was thrown";
}

function hostAndPath(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return undefined;
  }
}

function summariseModelError(error: unknown): ModelErrorSummary {
  const summary: ModelErrorSummary = { name: errorName(error), message: safeMessage(error), retryable: isRetryable(error) };
  if (APICallError.isInstance(error)) {
    summary.statusCode = error.statusCode;
    summary.url = hostAndPath(error.url);
  }
  if (NoObjectGeneratedError.isInstance(error)) summary.finishReason = error.finishReason;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause !== undefined) summary.cause = errorName(cause);
  return summary;
}

export function createModelCaller(options: {
  settings: ModelSettings;
  model: LanguageModel;
  db: Db;
  /** Base delay before the first retry; doubled for the second. */
  backoffMs?: number;
}): ModelCaller {
  const { settings, model, db } = options;
  const backoffMs = options.backoffMs ?? 500;
  const guard: GuardState = { consecutiveFailures: 0, openUntil: 0, inFlight: 0, waiting: [] };

  async function acquire() {
    if (guard.inFlight >= settings.maxConcurrency) await new Promise<void>((resolve) => guard.waiting.push(resolve));
    guard.inFlight++;
  }
  function release() {
    guard.inFlight--;
    guard.waiting.shift()?.();
  }

  /** Today's tokens: one row per London day (a counter, not a sum over every call). */
  async function tokensUsedToday(): Promise<number> {
    const [row] = await db
      .select({ tokens: aiTokenDays.tokens })
      .from(aiTokenDays)
      .where(eq(aiTokenDays.day, londonDay(new Date())));
    return Number(row?.tokens ?? 0);
  }

  /** Keeps the call's row (who and what for) and adds its tokens to the day's counter atomically. */
  async function record(request: ModelCallRequest<unknown>, usage: { input: number; output: number }) {
    const day = londonDay(new Date());
    const tokens = usage.input + usage.output;
    // One statement (a data-modifying CTE is atomic): one round trip instead of a four-step transaction.
    await db.execute(sql`
      with usage_row as (
        insert into ${aiUsage} (day, purpose, submission_id, provider, model, input_tokens, output_tokens)
        values (${day}, ${request.purpose}, ${request.submissionId ?? null}, ${settings.provider}, ${settings.model}, ${usage.input}, ${usage.output})
      )
      insert into ${aiTokenDays} (day, tokens) values (${day}, ${tokens})
      on conflict (day) do update set tokens = ${aiTokenDays}.tokens + excluded.tokens`);
  }

  async function call<T>(request: ModelCallRequest<T>): Promise<ModelCallResult<T>> {
    const logger = getLogger().child({ purpose: request.purpose, model: settings.model });
    if (Date.now() < guard.openUntil) return { ok: false, reason: "busy", detail: "breaker open" };
    if (settings.dailyTokenBudget > 0 && (await tokensUsedToday()) >= settings.dailyTokenBudget) {
      logger.warn("daily token budget spent; model calls refused");
      return { ok: false, reason: "busy", detail: "daily token budget spent" };
    }
    let transientRetries = 0;
    let malformedRetries = 0;
    await acquire();
    try {
      for (;;) {
        try {
          const result = await generateObject({
            model,
            schema: schemaFor(request.schema),
            system: request.system,
            prompt: request.prompt,
            temperature: 0,
            maxOutputTokens: Math.min(request.maxOutputTokens ?? settings.maxOutputTokens, settings.maxOutputTokens),
            maxRetries: 0,
            abortSignal: AbortSignal.timeout(settings.timeoutMs),
          });
          const usage = { input: result.usage.inputTokens ?? 0, output: result.usage.outputTokens ?? 0 };
          await record(request, usage);
          guard.consecutiveFailures = 0;
          return { ok: true, value: result.object as T, usage };
        } catch (error) {
          const usage = (error as { usage?: { inputTokens?: number; outputTokens?: number } }).usage;
          if (usage) await record(request, { input: usage.inputTokens ?? 0, output: usage.outputTokens ?? 0 });
          // Never the error itself: see ModelErrorSummary.
          const summary = summariseModelError(error);
          if (isMalformedOutput(error) && malformedRetries < 1) {
            malformedRetries++;
            logger.warn({ error: summary }, "model output was malformed; trying once more");
            continue;
          }
          if (isRetryable(error) && transientRetries < settings.maxRetries) {
            transientRetries++;
            const wait = retryAfterMs(error) ?? backoffMs * 2 ** (transientRetries - 1) * (0.5 + Math.random());
            logger.warn({ error: summary, wait }, "model call failed; retrying");
            await sleep(wait);
            continue;
          }
          guard.consecutiveFailures++;
          if (guard.consecutiveFailures >= BREAKER.failuresToOpen) {
            guard.openUntil = Date.now() + BREAKER.coolDownMs;
            logger.error("model calls keep failing; pausing them for a cool-down");
          }
          logger.error({ error: summary }, "model call failed");
          return {
            ok: false,
            reason: isMalformedOutput(error) ? "invalid-output" : isRetryable(error) ? "busy" : "failed",
            // Logged by the marker and the card makers, so the summary's message, not the error's.
            detail: summary.message,
          };
        }
      }
    } finally {
      release();
    }
  }

  return {
    settings,
    call,
    state: () => ({ consecutiveFailures: guard.consecutiveFailures, openUntil: guard.openUntil, inFlight: guard.inFlight }),
  };
}
