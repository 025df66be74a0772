import { afterAll, inject } from "vitest";

import { createPostgresDatabase, openPgliteTestDatabase, openPostgresTestDatabase, resolveAdminUrl, type TestDatabase } from "./test-database";

/**
 * The database for a test file: this run's PostgreSQL database when there is one, else PGlite.
 * Closed after the file's tests.
 */
export async function setupTestDatabase(): Promise<TestDatabase> {
  const url = inject("testDatabaseUrl");
  const database = url ? openPostgresTestDatabase(url) : await openPgliteTestDatabase();
  afterAll(() => database.dispose());
  return database;
}

/**
 * A database of this file's own (a new PostgreSQL database, migrated, dropped after the file; else PGlite), for
 * tests that count rows of a table every user shares (the anonymous account-deletion records): in the run's
 * shared database another file's work, in another worker at the same moment, would be counted too.
 */
export async function setupOwnTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("testDatabaseUrl") ? await resolveAdminUrl() : null;
  let database: TestDatabase;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl, "marker_test_own");
    const opened = openPostgresTestDatabase(created.url);
    await opened.migrate();
    database = { ...opened, dispose: async () => (await opened.dispose(), await created.drop()) };
  } else {
    database = await openPgliteTestDatabase();
  }
  afterAll(() => database.dispose());
  return database;
}
