import type { TestProject } from "vitest/node";

import { createDatabase } from "~/platform/db/client.server";

import { createPostgresDatabase, resolveAdminUrl } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's migrated PostgreSQL database, or "" when the run uses PGlite. */
    testDatabaseUrl: string;
  }
}

/** One fresh PostgreSQL database for the whole run, migrated once and dropped at the end. */
export default async function setup(project: TestProject) {
  const adminUrl = await resolveAdminUrl();
  if (!adminUrl) {
    console.warn("PostgreSQL is not reachable: integration tests use PGlite in temporary directories.");
    project.provide("testDatabaseUrl", "");
    return;
  }
  const created = await createPostgresDatabase(adminUrl);
  const database = createDatabase({ kind: "postgres", url: created.url, poolMax: 2 });
  await database.migrate();
  await database.close();
  project.provide("testDatabaseUrl", created.url);
  return async () => {
    await created.drop();
  };
}
