import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { createDatabase } from "~/platform/db/client.server";

import { createPgliteTemplate, createPostgresDatabase, PGLITE_TEMPLATE_ENV, resolveAdminUrl } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's migrated PostgreSQL database, or "" when the run uses PGlite. */
    testDatabaseUrl: string;
  }
}

/**
 * One fresh PostgreSQL database for the whole run, migrated once and dropped at the end; and one migrated PGlite
 * database that the files testing on PGlite copy (openPgliteTestDatabase), removed at the end. The template's
 * place reaches the test workers through the environment, which they inherit when they start after this setup.
 */
export default async function setup(project: TestProject) {
  // Whatever the code under test keeps in DATA_DIR (the local checkout's webhook secret, say) goes to a scratch
  // folder of this run's, never into the repository's own data/ folder, which `npm start` uses.
  const dataDir = mkdtempSync(path.join(tmpdir(), "marker-vitest-data-"));
  process.env.DATA_DIR = dataDir;
  const templateCreated = createPgliteTemplate();
  const adminUrl = await resolveAdminUrl();
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  if (adminUrl) {
    created = await createPostgresDatabase(adminUrl);
    const database = createDatabase({ kind: "postgres", url: created.url, poolMax: 2 });
    await database.migrate();
    await database.close();
  } else {
    console.warn("PostgreSQL is not reachable: integration tests use PGlite in temporary directories.");
  }
  const template = await templateCreated;
  process.env[PGLITE_TEMPLATE_ENV] = template.dataDir;
  project.provide("testDatabaseUrl", created?.url ?? "");
  return async () => {
    await created?.drop();
    template.remove();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
