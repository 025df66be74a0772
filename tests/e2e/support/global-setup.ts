import { spawnSync } from "node:child_process";
import path from "node:path";

import { createDatabase } from "../../../app/platform/db/client.server";
import { createPostgresDatabase, resolveAdminUrl } from "../../support/test-database";
import { startAppServer } from "./app-server";
import { assertChromiumInstalled } from "./chromium";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * Builds the app, creates a fresh database (PostgreSQL when reachable, else PGlite), and starts the
 * production server on a random port. Tests reach it through E2E_BASE_URL.
 */
export default async function globalSetup() {
  assertChromiumInstalled();

  const build = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);

  const adminUrl = await resolveAdminUrl();
  const database = adminUrl ? await createPostgresDatabase(adminUrl, "marker_e2e") : null;
  if (database) {
    // Migrating here proves the checked-in migrations apply to an empty PostgreSQL database.
    const db = createDatabase({ kind: "postgres", url: database.url, poolMax: 1 });
    await db.migrate();
    await db.close();
  }
  const server = await startAppServer({
    ...(database ? { DATABASE_URL: database.url } : {}),
    TRUST_PROXY: "1",
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_KIND = database ? "postgres" : "pglite";

  return async () => {
    await server.stop();
    await database?.drop();
  };
}
