import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { getConfig, type Config } from "../config.server";
import { getRootLogger } from "../logger.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "postgres" | "pglite";

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs a real query; rejects when the database cannot answer within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies the checked-in migrations that have not been applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Where the checked-in SQL migrations live; the server runs from the project root. */
export const MIGRATIONS_DIR = path.resolve(process.cwd(), "app/platform/db/migrations");

export function createDatabase(settings: Config["database"]): Database {
  return settings.kind === "postgres"
    ? createPostgresDatabase(settings.url, settings.poolMax)
    : createPgliteDatabase(settings.dataDir);
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Thrown when code inside `db.transaction(...)` queries through the process-wide handle instead of the
 * transaction's own `tx`. On PGlite (one connection) such a query would wait for the open transaction
 * forever; on PostgreSQL it takes a second pooled connection and can wait on the first one's row locks.
 * Either way it is a bug, so it fails at once and names the cause.
 */
export class QueryOutsideTransactionError extends Error {
  override name = "QueryOutsideTransactionError";
  constructor(operation: string) {
    super(
      `A query (${operation}) was issued on the process-wide database handle while a transaction is open in the ` +
        "same flow. PGlite has one connection, so it would wait for that transaction forever. Use the transaction's " +
        "own handle (tx) inside db.transaction(), or run the query, and any call to an outside service, before or after it.",
    );
  }
}

/** Marks the async flow inside a transaction callback; `open` turns false when the callback settles. */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

function assertNoOpenTransaction(operation: string) {
  if (openTransaction.getStore()?.open) throw new QueryOutsideTransactionError(operation);
}

/** Wraps a driver client so that the named methods refuse to run inside an open transaction's flow. */
function guardClient<T extends object>(client: T, guarded: readonly string[]): T {
  return new Proxy(client, {
    get(target, property) {
      // Read with the real client as `this`: PGlite keeps its state in private fields.
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function" || property === "constructor") return value;
      if (typeof property === "string" && guarded.includes(property)) {
        return (...args: unknown[]) => {
          assertNoOpenTransaction(property);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/** Runs every transaction callback inside the marker that `guardClient` checks. */
function markTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((callback, config) =>
    transaction(async (tx) => {
      const marker = { open: true };
      try {
        return await openTransaction.run(marker, () => callback(tx));
      } finally {
        marker.open = false;
      }
    }, config)) as Db["transaction"];
  return db;
}

function createPostgresDatabase(url: string, poolMax: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A dropped connection must not crash the process; the pool replaces it on next use.
    allowExitOnIdle: false,
  });
  pool.on("error", (error) => {
    getRootLogger().warn({ err: error }, "idle PostgreSQL connection failed");
  });
  const db = markTransactions(drizzlePg(guardClient(pool, ["query", "connect"]), { schema }) as unknown as Db);
  return {
    kind: "postgres",
    db,
    ping: async (timeoutMs = 3_000) => {
      await withTimeout(pool.query("select 1"), timeoutMs, "database ping");
    },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

function createPgliteDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = markTransactions(drizzlePglite(guardClient(client, ["query", "exec", "transaction"]), { schema }) as unknown as Db);
  return {
    kind: "pglite",
    db,
    ping: async (timeoutMs = 3_000) => {
      await withTimeout(client.query("select 1"), timeoutMs, "database ping");
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

const DATABASE_KEY = Symbol.for("marker.database");
type GlobalWithDatabase = typeof globalThis & { [DATABASE_KEY]?: Database };

/** The process-wide database, created from the configuration on first use. */
export function getDatabase(): Database {
  const holder = globalThis as GlobalWithDatabase;
  holder[DATABASE_KEY] ??= createDatabase(getConfig().database);
  return holder[DATABASE_KEY];
}

/** Shorthand for the query builder of the process-wide database. */
export function getDb(): Db {
  return getDatabase().db;
}

/** Replaces the process-wide database (tests use this to point the app at their own database). */
export function setDatabase(database: Database | undefined) {
  (globalThis as GlobalWithDatabase)[DATABASE_KEY] = database;
}

/** A no-op query used where a caller only needs to know the database answers. */
