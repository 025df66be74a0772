/**
 * PostgreSQL error codes that mean "the database cannot answer right now" (connection or shutdown classes,
 * and 57014, a statement cancelled by the pool's statement timeout: the database answered too slowly).
 */
const UNAVAILABLE_CODES = new Set(["08000", "08001", "08003", "08004", "08006", "57014", "57P01", "57P02", "57P03", "3D000", "55000", "53300"]);
const UNAVAILABLE_SYSTEM_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|not currently accepting connections|terminating connection|Connection refused|database ping timed out/i;

/**
 * Whether an error (or any error it wraps) means the database is unreachable rather than that the
 * request was wrong: such failures answer 503 with a retry hint.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SYSTEM_CODES.has(code))) return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
