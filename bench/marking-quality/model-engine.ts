/**
 * The model engines of the marking-quality benchmark (google, openai, openai-compatible): the same
 * Marker the product builds (createModelMarker over the one guarded model caller), configured from
 * the environment exactly as the server is, with its token usage recorded in a throwaway PGlite
 * database so that the benchmark can report tokens and cost per marking.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "drizzle-orm";
import pino from "pino";

import { createModelMarker } from "~/features/marking/ai/create-model-marker.server";
import { createModelCaller } from "~/platform/ai/call-model.server";
import { createLanguageModel, modelLabel, type ModelSettings } from "~/platform/ai/create-language-model.server";
import { ConfigError, parseConfig } from "~/platform/config.server";
import { createDatabase, MIGRATIONS_DIR } from "~/platform/db/client.server";
import { aiUsage } from "~/platform/db/schema";
import { createLogger, setRootLogger } from "~/platform/logger.server";

import { type EngineHandle, EngineSetupError, type ModelEngineName, type UsageMeter } from "./engine";

/**
 * The model settings for `engine`, read from `env` by the app's own configuration
 * (`parseConfig({ ...env, AI_PROVIDER: engine })`), so a missing key or a bad value gets the same
 * message as at server start. One difference: the daily token budget only applies when
 * AI_DAILY_TOKEN_BUDGET is set explicitly; its default (meant for a day of students) would
 * otherwise stop a long run part way.
 */
export function modelSettingsFromEnv(engine: ModelEngineName, env: Record<string, string | undefined>): ModelSettings {
  let ai;
  try {
    ai = parseConfig({ ...env, AI_PROVIDER: engine }).ai;
  } catch (error) {
    if (error instanceof ConfigError) {
      throw new EngineSetupError(
        `The "${engine}" engine cannot be set up from the environment.\n${error.message}\nSee "Model engines" in bench/README.md.`,
        { cause: error },
      );
    }
    throw error;
  }
  if (ai.provider === "offline") throw new Error(`unexpected offline settings for the ${engine} engine`);
  const budgetSet = (env.AI_DAILY_TOKEN_BUDGET ?? "").trim() !== "";
  return { ...ai, dailyTokenBudget: budgetSet ? ai.dailyTokenBudget : 0 };
}

/** A base URL as recorded in the results: no user, password, query or fragment. */
function recordableUrl(url: string | undefined): string | null {
  if (url === undefined) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return null;
  }
}

export interface ModelEngineOptions {
  /** Where the usage database lives; by default a new temporary directory, removed by close(). */
  dataDir?: string;
  /** The caller's base retry delay (tests shorten it). */
  backoffMs?: number;
}

/**
 * Builds the product's model Marker for `engine` from `env`. Throws EngineSetupError when the
 * environment does not configure the engine (e.g. no API key). The handle's close() must be called.
 */
export async function createModelEngine(
  engine: ModelEngineName,
  env: Record<string, string | undefined>,
  options: ModelEngineOptions = {},
): Promise<EngineHandle> {
  const settings = modelSettingsFromEnv(engine, env);
  if (!existsSync(MIGRATIONS_DIR)) {
    throw new EngineSetupError(
      `The database migrations are not at ${MIGRATIONS_DIR}: run the benchmark from the repository root (npm run bench:marking-quality).`,
    );
  }
  // A temporary directory of its own holds the database and its lock file (db/data-dir-lock.server.ts), so both go together.
  const ownDir = options.dataDir === undefined ? mkdtempSync(join(tmpdir(), "marker-bench-")) : null;
  const dataDir = options.dataDir ?? join(ownDir!, "pglite");
  const removeDir = () => {
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  };
  const database = createDatabase({ kind: "pglite", dataDir });
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    removeDir();
    throw error;
  }

  const caller = createModelCaller({
    settings,
    model: createLanguageModel(settings),
    db: database.db,
    ...(options.backoffMs === undefined ? {} : { backoffMs: options.backoffMs }),
  });
  const marker = createModelMarker(caller, modelLabel(settings));

  const usage: UsageMeter = {
    async totals() {
      const [row] = await database.db
        .select({
          input: sql<string>`coalesce(sum(${aiUsage.inputTokens}), 0)`,
          output: sql<string>`coalesce(sum(${aiUsage.outputTokens}), 0)`,
          calls: sql<string>`count(*)`,
        })
        .from(aiUsage);
      return { input: Number(row?.input ?? 0), output: Number(row?.output ?? 0), calls: Number(row?.calls ?? 0) };
    },
  };

  let closed = false;
  return {
    marker,
    concurrency: settings.maxConcurrency,
    usage,
    details: [
      `endpoint: ${recordableUrl(settings.baseUrl) ?? "the provider's default"}`,
      `calls: up to ${settings.maxConcurrency} in flight (AI_MAX_CONCURRENCY), temperature 0, timeout ${settings.timeoutMs} ms, ` +
        `up to ${settings.maxRetries} retries, ${settings.samples} sample(s) per marking (MARKING_SAMPLES)`,
      settings.dailyTokenBudget > 0
        ? `token budget: ${settings.dailyTokenBudget} tokens (AI_DAILY_TOKEN_BUDGET); markings after it is spent fail`
        : "token budget: none for this run (set AI_DAILY_TOKEN_BUDGET to cap it)",
    ],
    settings: {
      provider: settings.provider,
      model: settings.model,
      baseUrl: recordableUrl(settings.baseUrl),
      timeoutMs: settings.timeoutMs,
      maxRetries: settings.maxRetries,
      maxOutputTokens: settings.maxOutputTokens,
      maxConcurrency: settings.maxConcurrency,
      samples: settings.samples,
      dailyTokenBudget: settings.dailyTokenBudget,
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await database.close();
      } finally {
        removeDir();
      }
    },
  };
}

/**
 * The model caller logs each retry and failure. During a benchmark those lines go to stderr, at
 * LOG_LEVEL (default silent: failures are counted and the first one is shown in the report).
 */
export function routeLogsToStderr(level: string): void {
  setRootLogger(createLogger(level, pino.destination({ dest: 2, sync: true })));
}
