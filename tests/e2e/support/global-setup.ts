import { spawnSync } from "node:child_process";
import path from "node:path";

import { createDatabase } from "../../../app/platform/db/client.server";
import { startOidcProvider } from "../../fakes/oidc-provider";
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
  // Google sign-in goes to a real OpenID Connect provider on loopback.
  const oidc = await startOidcProvider();
  const server = await startAppServer({
    ...(database ? { DATABASE_URL: database.url } : {}),
    AUTH_SECRET: "end-to-end-tests-secret-long-enough-to-pass",
    TRUST_PROXY: "1",
    GOOGLE_CLIENT_ID: "marker-e2e-client",
    GOOGLE_CLIENT_SECRET: "marker-e2e-secret",
    GOOGLE_ISSUER_URL: oidc.issuerUrl,
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_KIND = database ? "postgres" : "pglite";
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_OIDC_URL = oidc.issuerUrl;

  return async () => {
    await server.stop();
    await oidc.stop();
    await database?.drop();
  };
}
