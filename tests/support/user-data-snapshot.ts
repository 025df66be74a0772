import { createHash } from "node:crypto";

import { sql } from "drizzle-orm";

import type { Db } from "~/platform/db/client.server";
import type { Storage } from "~/platform/storage/storage";

/**
 * Everything one user has, read back as plain JSON so two reads can be compared deep-equal (reliability
 * case B6: "nothing of A's changed"). The tables are found, not listed: every table of the public schema
 * with a user_id column (so a new per-user table is compared without a change here), plus the user row,
 * the rate-limit counters whose key names the user, and the test checkout's subscriptions of the user's
 * customer (that table is keyed by the provider's customer id). Stored files are compared by a hash of
 * their bytes.
 */

/** The rows of a raw statement, as both drivers (node-postgres and PGlite) return them. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Every table of the public schema that has a user_id column, by name. */
export async function tablesWithUserId(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
}

export interface UserDataSnapshot {
  /** Table (or "user", "rate_limits", "local_billing_subscriptions") -> the user's rows, in a stable order. */
  rows: Record<string, unknown[]>;
  /** Storage key -> sha256 of the bytes, for every file under the given prefixes. */
  files: Record<string, string>;
  /** Storage key -> a piece of the file's base64 from its middle, to find the file inside a JSON export. */
  samples: Record<string, string>;
}

/** Every row that belongs to the user, in one statement (one JSON value), and every stored file under the prefixes. */
export async function snapshotUserData(
  db: Db,
  userId: string,
  options: { tables: readonly string[]; storage: Storage; storagePrefixes: readonly string[] },
): Promise<UserDataSnapshot> {
  // Rows are ordered by their text form, so the same rows always come back in the same order.
  const all = (from: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(t order by t::text), '[]'::json) from ${from})`;
  const parts = [
    sql`'user', ${all(sql`"user" t where t.id = ${userId}`)}`,
    sql`'rate_limits', ${all(sql`rate_limits t where strpos(t.key, ${userId}) > 0`)}`,
    sql`'local_billing_subscriptions', ${all(
      sql`local_billing_subscriptions t where t.customer_id in (select s.customer_id from subscriptions s where s.user_id = ${userId})`,
    )}`,
    ...options.tables.map((table) => sql`${table}::text, ${all(sql`${sql.identifier(table)} t where t.user_id = ${userId}`)}`),
  ];
  const result = await db.execute(sql`select json_build_object(${sql.join(parts, sql`, `)}) as snapshot`);
  const value = rowsOf<{ snapshot: Record<string, unknown[]> | string }>(result)[0]?.snapshot;
  const rows = typeof value === "string" ? (JSON.parse(value) as Record<string, unknown[]>) : (value ?? {});

  const files: Record<string, string> = {};
  const samples: Record<string, string> = {};
  for (const prefix of options.storagePrefixes) {
    for (const key of await options.storage.list(prefix)) {
      const stored = await options.storage.get(key);
      files[key] = stored ? sha256(stored.bytes) : "missing";
      if (stored) samples[key] = base64Sample(stored.bytes);
    }
  }
  return { rows, files, samples };
}

/**
 * 36 bytes from the middle of a file, in base64: a piece of the whole file's base64 (it starts on a multiple of
 * 3 bytes), so a file carried in an export as base64 is found by it.
 */
function base64Sample(bytes: Uint8Array): string {
  const start = Math.max(0, Math.floor((bytes.length - 36) / 6) * 3);
  return Buffer.from(bytes.subarray(start, start + 36)).toString("base64");
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const PROVIDER_ID = /\b(?:cus|cs|sub)_local_[0-9a-f]+/g;
const STORAGE_KEY = /\b(?:users|flashcards)\/[0-9a-z_./-]+\.[a-z]+/g;


/**
 * The strings that identify the user's data: every uuid in their rows (their id and the ids of everything
 * they own), the test checkout's customer, session and subscription ids, their stored files' keys, names
 * and contents (as `sha256:<hash>`, and a piece of their base64), and any extra strings given (an email address, a word written only into
 * their texts). Any of these in what a function gave another user is a leak.
 */
export function identifyingStrings(snapshot: UserDataSnapshot, extra: readonly string[] = []): string[] {
  const text = JSON.stringify(snapshot.rows);
  const found = new Set<string>();
  for (const pattern of [UUID, PROVIDER_ID, STORAGE_KEY]) for (const match of text.matchAll(pattern)) found.add(match[0].toLowerCase());
  for (const [key, hash] of Object.entries(snapshot.files)) {
    found.add(key.toLowerCase());
    // The file's own name: an export names files by it.
    found.add(key.split("/").pop()!.toLowerCase());
    found.add(`sha256:${hash}`);
  }
  for (const sample of Object.values(snapshot.samples)) if (sample.length >= 40) found.add(sample.toLowerCase());
  // Short matches could occur by chance; the extra strings are the caller's own choice and kept whatever their length.
  return [...[...found].filter((value) => value.length >= 8), ...extra.map((value) => value.toLowerCase())];
}

/**
 * The identifying strings that occur in a value written as JSON (case-insensitively); bytes (a stored
 * picture read back) are written as `sha256:<hash>`, so another user's file is found by its contents.
 */
export function leakedStrings(value: unknown, identifying: readonly string[]): string[] {
  const json = JSON.stringify(value, function (this: Record<string, unknown>, key: string, inner: unknown) {
    const original = this[key];
    return original instanceof Uint8Array ? `sha256:${sha256(original)}` : inner;
  });
  const text = (json ?? "").toLowerCase();
  return identifying.filter((candidate) => text.includes(candidate));
}
