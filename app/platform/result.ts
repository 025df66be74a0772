import type { ErrorCode } from "./errors";

/**
 * How a service reports an expected failure: a code from the one error table (errors.ts decides the
 * HTTP status, never the service), a message safe to show, and the form field it belongs to, if any.
 * Unexpected failures are thrown (an AppError, or any error the error boundary logs).
 */
export interface Failure {
  ok: false;
  code: ErrorCode;
  message: string;
  field?: string;
  /** Messages for several fields at once (a form that failed its checks), besides or instead of `field`. */
  fields?: Partial<Record<string, string>>;
  retryAfterSeconds?: number;
}

export type Result<T = undefined> = { ok: true; value: T } | Failure;

export function ok(): { ok: true; value: undefined };
export function ok<T>(value: T): { ok: true; value: T };
export function ok<T>(value?: T) {
  return { ok: true as const, value };
}

export function fail(
  code: ErrorCode,
  message: string,
  options: { field?: string; fields?: Partial<Record<string, string>>; retryAfterSeconds?: number } = {},
): Failure {
  return { ok: false, code, message, ...options };
}
