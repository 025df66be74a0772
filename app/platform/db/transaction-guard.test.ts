import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { openPgliteTestDatabase, openPostgresTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { QueryOutsideTransactionError } from "./client.server";
import { rateLimits } from "./schema";

const kinds: { name: string; open: () => Promise<TestDatabase> | TestDatabase }[] = [{ name: "PGlite", open: openPgliteTestDatabase }];
const url = inject("testDatabaseUrl");
if (url) kinds.push({ name: "PostgreSQL", open: () => openPostgresTestDatabase(url) });

/** The guard's error, whether thrown directly or wrapped by Drizzle as the cause of a failed query. */
function guardErrorIn(error: unknown): QueryOutsideTransactionError | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof QueryOutsideTransactionError) return current;
  }
  return null;
}

/** Resolves with what the promise settled to, or "still waiting" when it has not settled in time. */
function settledWithin<T>(promise: Promise<T>, ms: number) {
  return Promise.race([
    promise.then(
      (value) => ({ settled: "resolved" as const, value }),
      (error: unknown) => ({ settled: "rejected" as const, error }),
    ),
    new Promise<{ settled: "still waiting" }>((resolve) => setTimeout(() => resolve({ settled: "still waiting" }), ms)),
  ]);
}

describe.each(kinds)("the transaction guard on $name", ({ open }) => {
  let database: TestDatabase;
  // Opening (and, for PGlite, migrating) the database is set-up, with the hooks' longer allowance; the
  // tests' own time is what they measure.
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.dispose());

  it("fails at once, naming the cause, when a transaction's flow queries the process-wide handle", async () => {
    const { db } = database;
    const outcome = await settledWithin(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The bug this guards against: a helper that reads through the shared handle mid-transaction.
        await db.select().from(rateLimits).limit(1);
      }),
      2_000,
    );
    expect(outcome.settled).toBe("rejected");
    const error = guardErrorIn((outcome as { error: unknown }).error);
    expect(error).toBeInstanceOf(QueryOutsideTransactionError);
    expect(error!.message).toMatch(/process-wide database handle while a transaction is open/);
    expect(error!.message).toMatch(/PGlite has one connection/);
  });

  it("refuses a second transaction opened on the shared handle from inside the first", async () => {
    const { db } = database;
    const outcome = await settledWithin(
      db.transaction(async () => {
        await db.transaction(async (inner) => inner.execute(sql`select 1`));
      }),
      2_000,
    );
    expect(outcome.settled).toBe("rejected");
    expect(guardErrorIn((outcome as { error: unknown }).error)).toBeInstanceOf(QueryOutsideTransactionError);
  });

  it("lets the transaction's own handle, nested savepoints, and work after the transaction run", async () => {
    const { db } = database;
    const inside = await db.transaction(async (tx) => {
      const nested = await tx.transaction(async (savepoint) => savepoint.execute(sql`select 2 as two`));
      return (nested as unknown as { rows: { two: number }[] }).rows[0]?.two;
    });
    expect(inside).toBe(2);
    // Work a transaction started but that runs after it ended (a follow-up scheduled from inside) is fine.
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(sql`select 3 as three`));
    });
    const rows = (await later) as { rows: { three: number }[] };
    expect(rows.rows[0]?.three).toBe(3);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
