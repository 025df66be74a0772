import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";

import { openPgliteTestDatabase, openPostgresTestDatabase, type TestDatabase } from "../../../tests/support/test-database";

async function tableNames(database: TestDatabase) {
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
}

describe("checked-in migrations", () => {
  it("create the same tables on PGlite and PostgreSQL, and applying them twice changes nothing", async () => {
    const pglite = await openPgliteTestDatabase();
    try {
      await pglite.migrate();
      const pgliteTables = await tableNames(pglite);
      expect(pgliteTables).toContain("rate_limits");
      const url = inject("testDatabaseUrl");
      if (url) {
        const postgres = openPostgresTestDatabase(url);
        try {
          await postgres.migrate();
          expect(await tableNames(postgres)).toEqual(pgliteTables);
        } finally {
          await postgres.dispose();
        }
      }
    } finally {
      await pglite.dispose();
    }
  });
});
