import { afterAll, inject } from "vitest";

import { openPgliteTestDatabase, openPostgresTestDatabase, type TestDatabase } from "./test-database";

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
