import { AsyncLocalStorage } from "node:async_hooks";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
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
import { lockDataDir } from "./data-dir-lock.server";
import * as schema from "./schema";
import { JOB_QUEUE_SCHEMA } from "../jobs/schema-name";
import { processSingleton, setProcessSingleton } from "../process-singleton";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either: for functions that run the same queries alone or as part of a caller's transaction. */
export type DbOrTx = Db | Tx;
export type DatabaseKind = "postgres" | "pglite";

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs a real query; rejects when the database cannot answer within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Runs raw SQL for the job queue (pg-boss's `db.executeSql`): with values, one parameterised statement;
   * without, possibly several statements. On PGlite it shares the app's one connection, queued behind any
   * open transaction; it must not be called from inside one (the guard throws).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Applies the checked-in migrations that have not been applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Where the checked-in SQL migrations live; the server runs from the project root. */
export const MIGRATIONS_DIR = path.resolve(process.cwd(), "app/platform/db/migrations");

/** The configuration's database settings; the statement timeout may be left to its default (tests, benchmarks). */
export type DatabaseSettings =
  | { kind: "postgres"; url: string; poolMax: number; statementTimeoutMs?: number }
  | { kind: "pglite"; dataDir: string };

export function createDatabase(settings: DatabaseSettings | Config["database"]): Database {
  return settings.kind === "postgres"
    ? createPostgresDatabase(settings.url, settings.poolMax, settings.statementTimeoutMs)
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

/**
 * Wraps a driver client so that the named methods refuse to run inside an open transaction's flow.
 * `resolve` gives the real client at each use (PGlite's is opened on first use); `shape` is what type
 * checks see (the pool itself, or an object with PGlite's prototype).
 */
function guardClient<T extends object>(shape: T, resolve: () => T, guarded: readonly string[]): T {
  return new Proxy(shape, {
    get(target, property) {
      // Type checks (drizzle looks at the constructor) must not open a lazily opened client.
      if (property === "constructor") return Reflect.get(target, property);
      const client = resolve();
      // Read with the real client as `this`: PGlite keeps its state in private fields.
      const value: unknown = Reflect.get(client, property);
      if (typeof value !== "function") return value;
      if (typeof property === "string" && guarded.includes(property)) {
        return (...args: unknown[]) => {
          assertNoOpenTransaction(property);
          return (value as (...a: unknown[]) => unknown).apply(client, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(client);
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

/** A statement that runs longer than this is cancelled by the server (a database too slow answers 503, H1). */
const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/** Connections of the job queue's own pool: its fetches and completions never wait behind requests' queries. */
const QUEUE_POOL_MAX = 3;

function createPostgresPool(url: string, max: number, statementTimeoutMs: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    // A slow database must not hold a request (and its connection) for ever: the server cancels the
    // statement, the transaction rolls back and the request answers 503 with a retry hint.
    statement_timeout: statementTimeoutMs,
    idleTimeoutMillis: 30_000,
    // A dropped connection must not crash the process; the pool replaces it on next use.
    allowExitOnIdle: false,
  });
  pool.on("error", (error) => {
    getRootLogger().warn({ err: error }, "idle PostgreSQL connection failed");
  });
  // A connection that fails while checked out (terminated mid-transaction, H1) emits 'error' on its client
  // as well as failing the query: without a listener that event crashes the process, ending every request
  // in flight. The query's own rejection rolls the work back and answers 503; the pool drops the client.
  pool.on("connect", (client) => {
    client.on("error", (error) => getRootLogger().warn({ err: error }, "PostgreSQL connection failed while in use"));
  });
  return pool;
}

function createPostgresDatabase(url: string, poolMax: number, statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS): Database {
  const pool = createPostgresPool(url, poolMax, statementTimeoutMs);
  // The job queue's statements (pg-boss: send, fetch, complete, maintenance) on a small pool of their own,
  // opened on first use: with one shared pool, a burst of 100 answers made the worker's fetch wait behind
  // the submissions' own queries (bench:marking, about 700 ms before the first claim).
  let queuePool: pg.Pool | null = null;
  const db = markTransactions(drizzlePg(guardClient(pool, () => pool, ["query", "connect"]), { schema }) as unknown as Db);
  return {
    kind: "postgres",
    db,
    ping: async (timeoutMs = 3_000) => {
      await withTimeout(pool.query("select 1"), timeoutMs, "database ping");
    },
    executeSql: async (text, values) => {
      assertNoOpenTransaction("executeSql");
      queuePool ??= createPostgresPool(url, QUEUE_POOL_MAX, statementTimeoutMs);
      const result = (await queuePool.query(text, values)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    // Migrations run on a connection of their own, without the statement timeout: building an index on a
    // large table may rightly take longer than any request should.
    migrate: async () => {
      const migrator = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migratePg(drizzlePg(migrator), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await migrator.end();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), queuePool?.end()]);
    },
  };
}

/**
 * Applies the migrations in a child process with a PGlite instance of its own. When the process exits, all
 * of its memory goes back to the operating system, including the WebAssembly memory that creating a new
 * database grows (a worker thread's did not all go: its heap pages stayed resident in the server's process).
 */
function migratePgliteInChildProcess(dataDir: string): Promise<void> {
  const source = `
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = new PGlite(process.argv.at(-3));
    try {
      await migrate(drizzle(client), { migrationsFolder: process.argv.at(-2) });
      // The job queue's tables too: creating them on a new database grows the memory as much as the
      // migrations do. pg-boss finds them at start and creates nothing more.
      const { default: PgBoss } = await import("pg-boss");
      await client.exec(PgBoss.getConstructionPlans(process.argv.at(-1)));
    } finally {
      await client.close();
    }
  `;
  return new Promise((resolve, reject) => {
    // Module specifiers in an evaluated module resolve from the working directory: the project root.
    const child = spawn(process.execPath, ["--input-type=module", "-e", source, "--", dataDir, MIGRATIONS_DIR, JOB_QUEUE_SCHEMA], {
      cwd: process.cwd(),
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errorOutput = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      if (errorOutput.length < 20_000) errorOutput += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`PGlite migration failed (exit ${code ?? signal})${errorOutput ? `: ${errorOutput.trim()}` : ""}`));
    });
  });
}

function createPgliteDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  // Opened on first use. Creating a new database grows PGlite's WebAssembly memory to about 650 MB,
  // which it never gives back, so a first start would idle at twice a later start's memory: a new
  // database is therefore created and migrated in a child process whose memory goes when it exits.
  let client: PGlite | null = null;
  // A second server on the same files would corrupt them: the directory is locked before PGlite opens it.
  let release: (() => void) | null = null;
  const lock = () => {
    release ??= lockDataDir(dataDir);
  };
  const open = () => {
    if (!client) lock();
    return (client ??= new PGlite(dataDir));
  };
  const shape = Object.create(PGlite.prototype) as PGlite;
  const db = markTransactions(drizzlePglite(guardClient(shape, open, ["query", "exec", "transaction"]), { schema }) as unknown as Db);
  return {
    kind: "pglite",
    db,
    ping: async (timeoutMs = 3_000) => {
      await withTimeout(open().query("select 1"), timeoutMs, "database ping");
    },
    executeSql: async (text, values) => {
      assertNoOpenTransaction("executeSql");
      if (values && values.length > 0) return open().query(text, values);
      const results = await open().exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    migrate: async () => {
      // A new database is created in a child process (see above); an existing one migrates in place, cheaply.
      if (!client && !existsSync(path.join(dataDir, "PG_VERSION"))) {
        lock();
        return migratePgliteInChildProcess(dataDir);
      }
      await migratePglite(drizzlePglite(open()), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      await client?.close();
      client = null;
      release?.();
      release = null;
    },
  };
}

const DATABASE_KEY = "marker.database";

/** The process-wide database, created from the configuration on first use. */
export function getDatabase(): Database {
  return processSingleton(DATABASE_KEY, () => createDatabase(getConfig().database));
}

/** Shorthand for the query builder of the process-wide database. */
export function getDb(): Db {
  return getDatabase().db;
}

/** Replaces the process-wide database (tests use this to point the app at their own database). */
export function setDatabase(database: Database | undefined) {
  setProcessSingleton(DATABASE_KEY, database);
}

/** A no-op query used where a caller only needs to know the database answers. */
