import { AsyncLocalStorage } from "node:async_hooks";

import pino, { type Logger } from "pino";

import { getConfig } from "./config.server";
import { processSingleton, setProcessSingleton } from "./process-singleton";

/**
 * Paths that must never reach a log line. Answer text and passwords are never logged on purpose;
 * this list is the safety net for objects that carry them by accident.
 */
const REDACTED_PATHS = [
  "password",
  "*.password",
  "newPassword",
  "*.newPassword",
  "token",
  "*.token",
  "answer",
  "*.answer",
  "answerText",
  "*.answerText",
  "req.headers.cookie",
  "req.headers.authorization",
  "headers.cookie",
  "headers.authorization",
  'res.headers["set-cookie"]',
];

/**
 * Paths that carry a secret in the path itself: a share link's token is the only key to a child's shared answer
 * (the database keeps only its hash), so a log line shows `/shared/[hidden]` instead. Query strings are never
 * logged at all (create-http-app.server.ts logs the path only).
 */
const SECRET_IN_PATH = /^(\/shared\/)[^/.]+/;

/** A path as a log line may show it. */
export function pathForLog(value: unknown): unknown {
  return typeof value === "string" ? value.replace(SECRET_IN_PATH, "$1[hidden]") : value;
}

/**
 * Fields of an error that can hold what was sent to or came back from a model or a client: the AI SDK's
 * APICallError keeps the whole request (`requestBodyValues`, the prompt with a student's answer) and the
 * provider's answer (`responseBody`, `data`); NoObjectGeneratedError, JSONParseError and TypeValidationError keep
 * the model's raw output (`text`, `value`); InvalidPromptError keeps `prompt`; a body parser's error keeps `body`.
 * A failed database query keeps its values (Drizzle's `params`, repeated in its message: an answer being saved),
 * and PostgreSQL's `detail` may quote the row ("Failing row contains (...)"); the SQL, its error code, table and
 * constraint stay in the log.
 */
const ERROR_CONTENT_KEYS = new Set(["requestBodyValues", "responseBody", "data", "text", "value", "prompt", "messages", "body", "params", "detail"]);
const REDACTED = "[redacted]";
/** How deep an error's properties and causes are followed (a cycle or a huge object stops there). */
const MAX_ERROR_DEPTH = 6;

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";

/** Whether an error, its cause or any error it holds carries one of the content fields. */
function carriesContent(value: unknown, depth = 0, seen = new Set<unknown>()): boolean {
  if (typeof value !== "object" || value === null || depth > MAX_ERROR_DEPTH || seen.has(value)) return false;
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (isErrorLike(value)) {
    for (const key of ERROR_CONTENT_KEYS) if (key in value && record[key] !== undefined) return true;
    if (carriesContent(record.cause, depth + 1, seen)) return true;
  }
  return Object.keys(record).some((key) => carriesContent(record[key], depth + 1, seen));
}

/** A plain copy of a value inside an error, with every content field and nested error's message removed. */
function withoutContent(value: unknown, depth: number): unknown {
  if (typeof value !== "object" || value === null || value instanceof Date) return value;
  if (depth > MAX_ERROR_DEPTH) return "[too deep]";
  if (isErrorLike(value)) return redactedError(value, depth);
  if (Array.isArray(value)) return value.map((item) => withoutContent(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, ERROR_CONTENT_KEYS.has(key) ? REDACTED : withoutContent(item, depth + 1)]),
  );
}

/**
 * An error that carries content, as a log line may show it: its type, the frames of its stack and its other
 * fields, but no message (the SDK repeats the output in it: "Type validation failed: Value: {...}", and a
 * JSON.parse error quotes the text it choked on) and no content field, and the same for each cause.
 */
function redactedError(error: ErrorLike, depth: number): Record<string, unknown> {
  const type = typeof error.constructor === "function" && error.constructor.name !== "Object" ? error.constructor.name : error.name;
  const frames = typeof error.stack === "string" ? error.stack.split("\n").filter((line) => /^\s+at /.test(line)) : [];
  // A failed query's message is its SQL (placeholders, no values) and then its values: the SQL is kept.
  const message = typeof error.query === "string" && Array.isArray(error.params) ? `Failed query: ${error.query}\nparams: ${REDACTED}` : REDACTED;
  const serialized: Record<string, unknown> = {
    type,
    name: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
  };
  for (const key of Object.keys(error)) {
    if (key === "cause" || key in serialized) continue;
    serialized[key] = ERROR_CONTENT_KEYS.has(key) ? REDACTED : withoutContent(error[key], depth + 1);
  }
  // A cause given as a string is a message too.
  if (error.cause !== undefined) serialized.cause = typeof error.cause === "string" ? REDACTED : withoutContent(error.cause, depth + 1);
  return serialized;
}

/**
 * The `err` serializer: pino's own unless the error carries what was sent to or came back from a model
 * (the privacy policy: "Logs never include your answers or your password."), then redactedError. The model
 * caller logs a summary of its own; this is the safety net for every other path an SDK error may take.
 */
function serializeError(value: unknown): unknown {
  if (!carriesContent(value)) return isErrorLike(value) ? pino.stdSerializers.err(value) : value;
  return withoutContent(value, 0);
}

const LOGGER_KEY = "marker.logger";

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "marker" },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      // Every log call that names a request's path does it under one of these keys.
      serializers: { path: pathForLog, pathname: pathForLog, err: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** The process logger. Inside a request, prefer getLogger(), which carries the request id. */
export function getRootLogger(): Logger {
  return processSingleton(LOGGER_KEY, () => createLogger(getConfig().logLevel));
}

/** Replaces the process logger (tests capture log lines with this). */
export function setRootLogger(logger: Logger | undefined) {
  setProcessSingleton(LOGGER_KEY, logger);
}

export interface RequestContext {
  requestId: string;
  logger: Logger;
  cspNonce: string;
}

const requestStore = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return requestStore.run(context, fn);
}

export function getRequestContext(): RequestContext | undefined {
  return requestStore.getStore();
}

/** The logger for the current request (with its request id), or the process logger outside one. */
export function getLogger(): Logger {
  return getRequestContext()?.logger ?? getRootLogger();
}
