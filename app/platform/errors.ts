/**
 * One error type for expected failures. `code` decides the HTTP status through one table;
 * `userMessage` is safe to show (it comes from the spec's error catalogue or is written for users);
 * `detail` is for logs only.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const DEFAULT_USER_MESSAGE: Record<ErrorCode, string> = {
  BAD_REQUEST: "Something in that request was not right. Please check it and try again.",
  UNAUTHENTICATED: "Please sign in to continue.",
  FORBIDDEN: "You do not have access to this.",
  NOT_FOUND: "We couldn't find that page.",
  CONFLICT: "That has already been done.",
  GONE: "That is no longer available.",
  PAYLOAD_TOO_LARGE: "That is too large to send. Please make it shorter and try again.",
  RATE_LIMITED: "Too many attempts. Please wait a moment and try again.",
  INTERNAL: "An unexpected error occurred. Please try again.",
  UPSTREAM_FAILED: "A service Marker relies on did not answer. Please try again.",
  UNAVAILABLE: "Marker is having trouble right now. Please try again in a minute.",
};

export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly userMessage: string;
  readonly detail: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    userMessage: string = DEFAULT_USER_MESSAGE[code],
    options: { detail?: string; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(options.detail ?? userMessage, { cause: options.cause });
    this.code = code;
    this.userMessage = userMessage;
    this.detail = options.detail;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The body every JSON error response carries, and what the error boundary reads. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

/**
 * The one place an expected failure becomes HTTP: its status from the table, and Retry-After when it
 * says when to try again. Takes an AppError, or a status for a reply that is not a failure.
 */
export function errorResponseInit(error: AppError | number, retryAfterSeconds?: number): { status: number; headers: Headers } {
  const status = typeof error === "number" ? error : error.status;
  const wait = retryAfterSeconds ?? (typeof error === "number" ? undefined : error.retryAfterSeconds);
  const headers = new Headers();
  if (wait !== undefined) headers.set("Retry-After", String(Math.max(1, Math.ceil(wait))));
  return { status, headers };
}

/** Builds the HTTP response for an AppError (a JSON body with the code and the user message). */
export function appErrorResponse(error: AppError): Response {
  const { status, headers } = errorResponseInit(error);
  headers.set("Content-Type", "application/json; charset=utf-8");
  const body: ErrorBody = { error: { code: error.code, message: error.userMessage } };
  return new Response(JSON.stringify(body), { status, headers });
}

/** An AppError for a service's Failure, to throw where a route cannot reply with a form. */
export function appErrorFrom(failure: { code: ErrorCode; message: string; retryAfterSeconds?: number }): AppError {
  return new AppError(failure.code, failure.message, { retryAfterSeconds: failure.retryAfterSeconds });
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const inner = (value as { error: unknown }).error;
  return (
    typeof inner === "object" &&
    inner !== null &&
    typeof (inner as { code?: unknown }).code === "string" &&
    typeof (inner as { message?: unknown }).message === "string"
  );
}
