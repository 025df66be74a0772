import path from "node:path";

import { z } from "zod";
import { processSingleton, setProcessSingleton } from "./process-singleton";

/**
 * Every setting the server reads, validated once at boot. Nothing else in the app reads process.env.
 * A bad value stops the server with a message that names the variable.
 */
const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(10).default(0),
  ),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default("support@marker.example")),
  SECURITY_EMAIL: z.preprocess(emptyAsUndefined, z.email().default("security@marker.example")),
  FORCE_HTTPS_HEADERS: z.preprocess(emptyAsUndefined, booleanFromEnv.default(false)),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { error: "must be at least 32 characters (generate one with `openssl rand -base64 32`)" }).optional(),
  ),
  REQUIRE_EMAIL_VERIFICATION: z.preprocess(emptyAsUndefined, booleanFromEnv.default(true)),
  TRIAL_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(365).default(7)),
  SESSION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(90).default(7)),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).default("Marker <no-reply@marker.example>")),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  GOOGLE_ISSUER_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/ }).default("https://accounts.google.com"),
  ),
  AI_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["offline", "google", "openai", "openai-compatible"]).default("offline")),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().min(1).max(200).optional()),
  AI_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  GOOGLE_GENERATIVE_AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  AI_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1_000).max(600_000).default(60_000)),
  AI_MAX_RETRIES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(2).default(2)),
  AI_MAX_OUTPUT_TOKENS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(256).max(32_768).default(4_096)),
  AI_MAX_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(256).default(8)),
  AI_DAILY_TOKEN_BUDGET: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(2_000_000)),
  MARKING_SAMPLES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(5).default(1)),
  MARKING_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(256).default(8)),
  MARKING_TIMEOUT_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(5).max(3_600).default(120)),
  MARKING_RETRY_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(3)),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_...)").optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_...)").optional()),
  STRIPE_PRICE_BASIC: z.preprocess(emptyAsUndefined, z.string().regex(/^price_\w+$/, "must be a price id (price_...)").optional()),
  STRIPE_PRICE_STANDARD: z.preprocess(emptyAsUndefined, z.string().regex(/^price_\w+$/, "must be a price id (price_...)").optional()),
  STRIPE_PRICE_PREMIUM: z.preprocess(emptyAsUndefined, z.string().regex(/^price_\w+$/, "must be a price id (price_...)").optional()),
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  BILLING_MODE: z.preprocess(emptyAsUndefined, z.enum(["local"]).optional()),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional()),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3-63 lowercase letters, digits, dots and hyphens)").optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-z0-9-]{1,64}$/, "must be a region name such as eu-west-2 or auto").optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanFromEnv.default(false)),
  YOUTUBE_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).default("https://www.youtube.com"),
  ),
});

/** The S3 settings that are set together or not at all (S3_FORCE_PATH_STYLE has a default). */
const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** Price ids of the test checkout (and placeholders when payments are off, so lookups stay total). */
const LOCAL_PRICES = { basic: "price_local_basic", standard: "price_local_standard", premium: "price_local_premium" } as const;

/** The model used when AI_MODEL is not set: a current fast model of each provider. */
const DEFAULT_MODELS = { google: "gemini-2.5-flash", openai: "gpt-4.1-mini", "openai-compatible": undefined } as const;

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment into the app's configuration, or throws a ConfigError naming each bad variable. */
export function parseConfig(env: Record<string, string | undefined>) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join(".") || "(environment)";
      return `  ${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const values = result.data;
  const problems: string[] = [];
  if (values.DATABASE_URL && !values.AUTH_SECRET) {
    problems.push("  AUTH_SECRET: required when DATABASE_URL is set (every instance must share one secret)");
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    problems.push("  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  const provider = values.AI_PROVIDER;
  if (provider === "google" && !values.GOOGLE_GENERATIVE_AI_API_KEY) {
    problems.push("  GOOGLE_GENERATIVE_AI_API_KEY: required when AI_PROVIDER=google");
  }
  if (provider === "openai" && !values.OPENAI_API_KEY) problems.push("  OPENAI_API_KEY: required when AI_PROVIDER=openai");
  if (provider === "openai-compatible" && !values.AI_BASE_URL) {
    problems.push("  AI_BASE_URL: required when AI_PROVIDER=openai-compatible (e.g. http://127.0.0.1:11434/v1 for Ollama)");
  }
  if (provider === "openai-compatible" && !values.AI_MODEL) problems.push("  AI_MODEL: required when AI_PROVIDER=openai-compatible");
  if (values.STRIPE_SECRET_KEY) {
    for (const name of ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_BASIC", "STRIPE_PRICE_STANDARD", "STRIPE_PRICE_PREMIUM"] as const) {
      if (!values[name]) problems.push(`  ${name}: required when STRIPE_SECRET_KEY is set`);
    }
  }
  if (values.BILLING_MODE === "local" && values.STRIPE_SECRET_KEY) {
    problems.push("  BILLING_MODE: local runs the test checkout, which takes no money; unset it or STRIPE_SECRET_KEY");
  }
  const s3Set = S3_REQUIRED.filter((name) => values[name] !== undefined);
  if (s3Set.length > 0) {
    for (const name of S3_REQUIRED) {
      if (values[name] === undefined) problems.push(`  ${name}: required when ${s3Set[0]} is set (the S3_* settings go together)`);
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    isProduction: values.NODE_ENV === "production",
    port: values.PORT,
    host: values.HOST,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT || 3000}`).replace(/\/+$/, ""),
    dataDir,
    database: values.DATABASE_URL
      ? ({
          kind: "postgres",
          url: values.DATABASE_URL,
          poolMax: values.DATABASE_POOL_MAX,
          statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
        } as const)
      : ({ kind: "pglite", dataDir: path.join(dataDir, "pglite") } as const),
    logLevel: values.LOG_LEVEL,
    /** The marking queue's worker in this process (0 jobs at a time: this instance only serves pages). */
    marking: {
      concurrency: values.MARKING_CONCURRENCY,
      timeoutMs: values.MARKING_TIMEOUT_SECONDS * 1000,
      retryLimit: values.MARKING_RETRY_LIMIT,
    },
    trustProxy: values.TRUST_PROXY,
    supportEmail: values.SUPPORT_EMAIL,
    securityEmail: values.SECURITY_EMAIL,
    forceHttpsHeaders: values.FORCE_HTTPS_HEADERS,
    auth: {
      /** Unset in the embedded mode: a secret is generated once and kept in DATA_DIR. */
      secret: values.AUTH_SECRET,
      requireEmailVerification: values.REQUIRE_EMAIL_VERIFICATION,
      trialDays: values.TRIAL_DAYS,
      sessionDays: values.SESSION_DAYS,
      google:
        values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
          ? {
              clientId: values.GOOGLE_CLIENT_ID,
              clientSecret: values.GOOGLE_CLIENT_SECRET,
              issuerUrl: values.GOOGLE_ISSUER_URL.replace(/\/+$/, ""),
            }
          : null,
    },
    ai:
      provider === "offline"
        ? ({ provider: "offline" } as const)
        : ({
            provider,
            model: values.AI_MODEL ?? DEFAULT_MODELS[provider] ?? "",
            baseUrl: values.AI_BASE_URL,
            apiKey:
              provider === "google"
                ? values.GOOGLE_GENERATIVE_AI_API_KEY
                : provider === "openai"
                  ? values.OPENAI_API_KEY
                  : values.AI_API_KEY,
            timeoutMs: values.AI_TIMEOUT_MS,
            maxRetries: values.AI_MAX_RETRIES,
            maxOutputTokens: values.AI_MAX_OUTPUT_TOKENS,
            maxConcurrency: values.AI_MAX_CONCURRENCY,
            dailyTokenBudget: values.AI_DAILY_TOKEN_BUDGET,
            samples: values.MARKING_SAMPLES,
          } as const),
    billing: values.STRIPE_SECRET_KEY
      ? ({
          provider: "stripe",
          secretKey: values.STRIPE_SECRET_KEY,
          webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
          prices: { basic: values.STRIPE_PRICE_BASIC!, standard: values.STRIPE_PRICE_STANDARD!, premium: values.STRIPE_PRICE_PREMIUM! },
          apiBase: values.STRIPE_API_BASE,
        } as const)
      : values.BILLING_MODE === "local" || !values.DATABASE_URL
        ? ({
            // The test checkout: local checkout and portal pages that take no money and send signed events to
            // our own webhook handler. Only on the embedded defaults or when asked for by name, so a production
            // server that forgot its Stripe key never hands out paid plans for free.
            provider: "local",
            prices: LOCAL_PRICES,
          } as const)
        : ({ provider: "none", prices: LOCAL_PRICES } as const),
    storage:
      values.S3_ENDPOINT && values.S3_BUCKET && values.S3_REGION && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? ({
            kind: "s3",
            endpoint: values.S3_ENDPOINT.replace(/\/+$/, ""),
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: values.S3_FORCE_PATH_STYLE,
          } as const)
        : ({ kind: "local", dir: path.join(dataDir, "uploads") } as const),
    youtube: {
      /** Where the player API, the caption tracks and oEmbed are fetched from (tests point it at a fake). */
      baseUrl: values.YOUTUBE_BASE_URL.replace(/\/+$/, ""),
    },
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      outboxDir: path.join(dataDir, "outbox"),
    },
  };
}

const CONFIG_KEY = "marker.config";

/** The process-wide configuration, parsed from process.env on first use. */
export function getConfig(): Config {
  return processSingleton(CONFIG_KEY, () => parseConfig(process.env));
}

/** Replaces the process-wide configuration (tests and the server's boot use this). */
export function setConfig(config: Config) {
  setProcessSingleton(CONFIG_KEY, config);
}
