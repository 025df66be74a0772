import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { consumeRateLimit, forgetUserRateLimits, LONGEST_RATE_WINDOW_SECONDS, pruneRateLimits } from "./consume-rate-limit.server";

const database = await setupTestDatabase();
const uniqueKey = (label: string) => `test:${label}:${randomUUID()}`;

describe("consumeRateLimit", () => {
  it("allows up to the limit in a window, then refuses with the time left", async () => {
    const key = uniqueKey("sequential");
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push(await consumeRateLimit(database.db, { key, limit: 3, windowSeconds: 60 }));
    }
    expect(outcomes.map((o) => o.allowed)).toEqual([true, true, true, false, false]);
    expect(outcomes.map((o) => o.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(outcomes[4]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(outcomes[4]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("lets exactly the limit through when many requests arrive at once", async () => {
    const key = uniqueKey("parallel");
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => consumeRateLimit(database.db, { key, limit: 7, windowSeconds: 60 })),
    );
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(7);
    const counts = outcomes.map((o) => o.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("starts a new window once the old one has passed", async () => {
    const key = uniqueKey("window");
    await consumeRateLimit(database.db, { key, limit: 1, windowSeconds: 60 });
    expect((await consumeRateLimit(database.db, { key, limit: 1, windowSeconds: 60 })).allowed).toBe(false);
    // Move the window into the past instead of waiting for it.
    await database.db.execute(sql`update rate_limits set window_start = now() - interval '61 seconds' where key = ${key}`);
    const fresh = await consumeRateLimit(database.db, { key, limit: 1, windowSeconds: 60 });
    expect(fresh).toMatchObject({ allowed: true, count: 1, remaining: 0 });
  });

  it("keeps separate keys apart", async () => {
    const a = uniqueKey("a");
    const b = uniqueKey("b");
    await consumeRateLimit(database.db, { key: a, limit: 1, windowSeconds: 60 });
    expect((await consumeRateLimit(database.db, { key: b, limit: 1, windowSeconds: 60 })).allowed).toBe(true);
  });

  it("refuses a rule whose window is longer than the longest the clean-up allows for", async () => {
    await expect(consumeRateLimit(database.db, { key: uniqueKey("long"), limit: 1, windowSeconds: LONGEST_RATE_WINDOW_SECONDS + 1 })).rejects.toThrow(/at most/);
  });
});

describe("clean-up of the counters", () => {
  const keys = async (...wanted: string[]) => {
    const result = (await database.db.execute(sql`select key from rate_limits where key in ${wanted}`)) as unknown as { rows: { key: string }[] };
    return result.rows.map((row) => row.key).sort();
  };

  it("removes every counter whose window started over an hour ago (so a failed sign-in's IP address is kept an hour at most)", async () => {
    const old = uniqueKey("sign-in-failures:address:203.0.113.9");
    const current = uniqueKey("current");
    await consumeRateLimit(database.db, { key: old, limit: 50, windowSeconds: 15 * 60 });
    await consumeRateLimit(database.db, { key: current, limit: 5, windowSeconds: 60 * 60 });
    await database.db.execute(sql`update rate_limits set window_start = now() - interval '61 minutes' where key = ${old}`);
    expect(await pruneRateLimits(database.db)).toBeGreaterThanOrEqual(1);
    expect(await keys(old, current)).toEqual([current]);
  });

  it("removes a counter with a shorter window once that window has ended, when its prefix says so", async () => {
    const prefix = `test:short:${randomUUID()}:`;
    const ended = `${prefix}ended`;
    const running = `${prefix}running`;
    const otherRule = uniqueKey("other-rule");
    for (const key of [ended, running, otherRule]) await consumeRateLimit(database.db, { key, limit: 5, windowSeconds: 15 * 60 });
    await database.db.execute(sql`update rate_limits set window_start = now() - interval '16 minutes' where key in (${ended}, ${otherRule})`);
    await pruneRateLimits(database.db, [{ prefix, windowSeconds: 15 * 60 }]);
    // The other rule's row is within the longest window: it could belong to an hour-long rule, so it stays.
    expect(await keys(ended, running, otherRule)).toEqual([otherRule, running].sort());
  });

  it("forgets one user's counters, and only theirs, when the account is deleted", async () => {
    const id = randomUUID();
    const otherId = `${id}x`;
    const mine = [`export:user:${id}`, `submit:user:${id}`];
    const others = [`export:user:${otherId}`, `sign-in-failures:address:${id}`];
    for (const key of [...mine, ...others]) await consumeRateLimit(database.db, { key, limit: 5, windowSeconds: 60 });
    await forgetUserRateLimits(database.db, id);
    expect(await keys(...mine, ...others)).toEqual([...others].sort());
  });
});
