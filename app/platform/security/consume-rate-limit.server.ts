import { sql } from "drizzle-orm";

import type { Db, DbOrTx } from "../db/client.server";

export interface RateLimitRule {
  /** What is being limited and for whom, e.g. `sign-in:address:203.0.113.9`. */
  key: string;
  /** How many attempts the window allows. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** Attempts counted in the current window, including this one. */
  count: number;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/**
 * No rule's window is longer than this (the email allowances' hour), so a row whose window started longer ago
 * than this counts for nothing and may go: pruneRateLimits removes such rows, which keeps the privacy policy's
 * "records of failed sign-ins ... last an hour at most" true.
 */
export const LONGEST_RATE_WINDOW_SECONDS = 60 * 60;

/**
 * Counts one attempt against a fixed window and says whether it is allowed. One atomic statement,
 * so concurrent requests on any number of app instances can never both take the last attempt.
 */
export async function consumeRateLimit(db: DbOrTx, rule: RateLimitRule): Promise<RateLimitOutcome> {
  if (rule.windowSeconds > LONGEST_RATE_WINDOW_SECONDS) throw new Error(`a rate limit window may be at most ${LONGEST_RATE_WINDOW_SECONDS} s (${rule.key})`);
  const window = `${Math.max(1, Math.floor(rule.windowSeconds))} seconds`;
  const result = (await db.execute(sql`
    insert into rate_limits as r (key, window_start, count)
    values (${rule.key}, now(), 1)
    on conflict (key) do update set
      count = case when r.window_start <= now() - ${window}::interval then 1 else r.count + 1 end,
      window_start = case when r.window_start <= now() - ${window}::interval then now() else r.window_start end
    returning
      count,
      greatest(0, extract(epoch from (window_start + ${window}::interval - now())))::float8 as retry_after
  `)) as unknown as { rows: { count: number | string; retry_after: number | string }[] };
  const row = result.rows[0];
  if (!row) throw new Error("rate limit statement returned no row");
  const count = Number(row.count);
  return {
    allowed: count <= rule.limit,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.ceil(Number(row.retry_after)),
  };
}

/** Attempts counted so far in the key's current window (0 when there is none), without counting one. */
export async function countRateLimit(db: Db, rule: Omit<RateLimitRule, "limit">): Promise<{ count: number; retryAfterSeconds: number }> {
  const window = `${Math.max(1, Math.floor(rule.windowSeconds))} seconds`;
  const result = (await db.execute(sql`
    select count,
      greatest(0, extract(epoch from (window_start + ${window}::interval - now())))::float8 as retry_after
    from rate_limits
    where key = ${rule.key} and window_start > now() - ${window}::interval
  `)) as unknown as { rows: { count: number | string; retry_after: number | string }[] };
  const row = result.rows[0];
  return row ? { count: Number(row.count), retryAfterSeconds: Math.ceil(Number(row.retry_after)) } : { count: 0, retryAfterSeconds: 0 };
}

/**
 * Removes the counters whose window has ended (housekeeping); returns how many went. A row goes once its window
 * started longer ago than the longest window any rule has, or, for keys with one of `shorter`'s prefixes, than
 * that prefix's own window (failed sign-ins, keyed by IP address, go 15 minutes after their window starts, not an
 * hour).
 */
export async function pruneRateLimits(db: Db, shorter: readonly { prefix: string; windowSeconds: number }[] = []): Promise<number> {
  const longest = sql`window_start <= now() - ${`${LONGEST_RATE_WINDOW_SECONDS} seconds`}::interval`;
  const ended = shorter.map(
    ({ prefix, windowSeconds }) => sql`(left(key, ${prefix.length}) = ${prefix} and window_start <= now() - ${`${Math.max(1, Math.floor(windowSeconds))} seconds`}::interval)`,
  );
  const result = (await db.execute(sql`delete from rate_limits where ${sql.join([longest, ...ended], sql` or `)} returning key`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * Removes every counter kept for one user (keys ending `:user:{id}`), when the account is deleted: the keys
 * carry the user's id, and nothing of theirs may stay behind.
 */
export async function forgetUserRateLimits(db: DbOrTx, userId: string): Promise<void> {
  const suffix = `:user:${userId}`;
  await db.execute(sql`delete from rate_limits where right(key, ${suffix.length}) = ${suffix}`);
}
