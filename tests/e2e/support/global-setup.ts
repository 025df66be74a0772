import { spawnSync } from "node:child_process";
import path from "node:path";

import { createDatabase } from "../../../app/platform/db/client.server";
import { startOidcProvider } from "../../fakes/oidc-provider";
import { FAKE_CAPTION_LINES, startFakeYoutubeServer } from "../../fakes/youtube-server";
import { createPostgresDatabase, resolveAdminUrl } from "../../support/test-database";
import { startAppServer } from "./app-server";
import { assertChromiumInstalled } from "./chromium";
import { publishTargets } from "./targets";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The videos the fake YouTube knows during the journeys (tests/e2e/flashcards-youtube.spec.ts). */
const E2E_VIDEOS = {
  e2eLesson01: {
    title: "Photosynthesis explained",
    description: "A GCSE biology lesson on photosynthesis: chlorophyll, stomata, glucose and oxygen.",
    lengthSeconds: 540,
    tracks: [{ languageCode: "en", format: "srv3" as const, lines: FAKE_CAPTION_LINES }],
  },
  e2eNoCapt01: { title: "A video without captions", description: "Short." },
};

/**
 * Builds the app, creates a fresh database (PostgreSQL when reachable, else PGlite), and starts the
 * production server twice on random ports: once configured (PostgreSQL when reachable) and once on the
 * embedded defaults exactly as `npm start` runs it. Each Playwright project reaches its own (targets.ts).
 */
export default async function globalSetup() {
  assertChromiumInstalled();

  // `npm test` has just built build/ (scripts/run-tests.mjs names its log); run alone, the journeys build first.
  if (!process.env.MARKER_TEST_BUILD_LOG) {
    const build = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  }

  // YouTube is an outside service: both servers read captions from a local fake (the one setting the embedded
  // server gets besides `npm start`'s own), with the videos the journeys use.
  const youtube = await startFakeYoutubeServer();
  for (const [videoId, video] of Object.entries(E2E_VIDEOS)) youtube.setVideo(videoId, video);
  // Exactly as `npm start` on a fresh machine: no settings but the port and a data directory of its own, and the
  // test double of YouTube. It starts now: making its new embedded database takes longest, and the PostgreSQL
  // database is made and migrated meanwhile.
  const embeddedStarting = startAppServer({ YOUTUBE_BASE_URL: youtube.url }, 60_000, { embedded: true });
  embeddedStarting.catch(() => {});

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
  const [server, embedded] = await Promise.all([
    startAppServer({
      ...(database ? { DATABASE_URL: database.url } : {}),
      AUTH_SECRET: "end-to-end-tests-secret-long-enough-to-pass",
      TRUST_PROXY: "1",
      GOOGLE_CLIENT_ID: "marker-e2e-client",
      GOOGLE_CLIENT_SECRET: "marker-e2e-secret",
      GOOGLE_ISSUER_URL: oidc.issuerUrl,
      // A server with its own database runs the test checkout only when asked for it by name.
      BILLING_MODE: "local",
      YOUTUBE_BASE_URL: youtube.url,
    }),
    embeddedStarting,
  ]);
  publishTargets([
    { name: "postgres", url: server.url, pid: server.process.pid!, dataDir: server.dataDir, databaseKind: database ? "postgres" : "pglite", oidcUrl: oidc.issuerUrl },
    { name: "embedded", url: embedded.url, pid: embedded.process.pid!, dataDir: embedded.dataDir, databaseKind: "pglite", oidcUrl: null },
  ]);

  return async () => {
    await Promise.all([server.stop(), embedded.stop()]);
    await oidc.stop();
    await youtube.stop();
    await database?.drop();
  };
}
