import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { JOB_QUEUE_SCHEMA } from "../jobs/schema-name";
import { createDatabase } from "./client.server";

describe("a new embedded database", () => {
  it("is created and migrated in a child process, then opens in this one; migrating again changes nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "marker-new-pglite-"));
    const database = createDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
    try {
      await database.migrate();
      const tables = async () =>
        ((await database.db.execute(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)) as unknown as {
          rows: { n: number }[];
        }).rows[0]?.n;
      const created = await tables();
      expect(created).toBeGreaterThan(5);
      await database.migrate();
      expect(await tables()).toBe(created);
      // The job queue's tables are made there too (not on this process's connection, which would keep the memory).
      const queue = (await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = ${JOB_QUEUE_SCHEMA} and table_name in ('job', 'queue', 'version')`,
      )) as unknown as { rows: { n: number }[] };
      expect(queue.rows[0]?.n).toBe(3);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

});
