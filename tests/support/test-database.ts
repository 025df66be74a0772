import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";

import { createDatabase, type Database } from "~/platform/db/client.server";

/**
 * Test databases. A run gets one fresh PostgreSQL database (TEST_DATABASE_URL, else the server at
 * 127.0.0.1:5432 when it answers) that is dropped afterwards; without PostgreSQL, each test file
 * gets a PGlite database in a temporary directory.
 */
export const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export async function isPostgresReachable(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1_500 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface CreatedPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty, uniquely named database on the server and returns its URL and a drop function. */
export async function createPostgresDatabase(adminUrl: string, prefix = "marker_test"): Promise<CreatedPostgresDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabaseName(adminUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        // A pool's end() resolves before its sockets have closed: give the server up to 2 s to see them go, so
        // the forced drop does not cut connections that are already leaving (each cut is logged as a failed
        // connection by the pool that owned it). Whatever is still connected after that is cut.
        for (let waited = 0; waited < 2_000; waited += 50) {
          const open = await dropper.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
          if ((open.rows[0] as { n: number }).n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Where this run's PostgreSQL lives, or null when the run uses PGlite. */
export async function resolveAdminUrl(): Promise<string | null> {
  const explicit = process.env.TEST_DATABASE_URL;
  if (explicit) return explicit;
  return (await isPostgresReachable(DEFAULT_ADMIN_URL)) ? DEFAULT_ADMIN_URL : null;
}

export interface TestDatabase extends Database {
  /** Closes connections and removes whatever this helper created. */
  dispose(): Promise<void>;
}

/**
 * Where the vitest run's migrated PGlite template is (tests/support/vitest-global-setup.ts). Creating and
 * migrating a new PGlite database takes 10-13 s on this 2-core machine (a child process, PostgreSQL's initdb in
 * WebAssembly, every migration, the job queue's tables); copying a migrated one takes under half a second.
 */
export const PGLITE_TEMPLATE_ENV = "MARKER_TEST_PGLITE_TEMPLATE";

/** Creates a migrated, closed PGlite database in a temporary directory, for openPgliteTestDatabase to copy. */
export async function createPgliteTemplate(): Promise<{ dataDir: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "marker-pglite-template-"));
  const dataDir = path.join(dir, "pglite");
  const database = createDatabase({ kind: "pglite", dataDir });
  await database.migrate();
  await database.close();
  return { dataDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A migrated PGlite database in a temporary directory: a copy of the run's template when there is one (the
 * migrations still run over it, finding nothing to do), else created and migrated here.
 */
export async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "marker-pglite-"));
  // The database in a folder of the temporary directory: its lock file (db/data-dir-lock.server.ts) is then inside it too.
  const dataDir = path.join(dir, "pglite");
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && existsSync(path.join(template, "PG_VERSION"))) cpSync(template, dataDir, { recursive: true });
  const database = createDatabase({ kind: "pglite", dataDir });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A connection to an already-migrated PostgreSQL database. */
export function openPostgresTestDatabase(url: string): TestDatabase {
  const database = createDatabase({ kind: "postgres", url, poolMax: 5 });
  return { ...database, dispose: () => database.close() };
}
