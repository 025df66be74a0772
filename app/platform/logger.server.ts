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

const LOGGER_KEY = "marker.logger";

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "marker" },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      // Every log call that names a request's path does it under one of these keys.
      serializers: { path: pathForLog, pathname: pathForLog },
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
