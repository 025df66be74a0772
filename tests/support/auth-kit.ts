import { randomUUID } from "node:crypto";

import { afterAll, inject } from "vitest";

import { createAuth, setAuth } from "~/features/auth/auth.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { createDatabase, setDatabase } from "~/platform/db/client.server";
import { createMailer } from "~/platform/email/send-email.server";
import { CLIENT_ADDRESS_HEADER } from "~/platform/http/client-address";
import { action as authAction } from "~/routes/auth";

import { startSmtpCapture } from "../fakes/smtp-capture";
import { setupTestDatabase } from "./setup-test-database";
import {
  createPostgresDatabase,
  openPgliteTestDatabase,
  resolveAdminUrl,
  type TestDatabase,
} from "./test-database";

export const TEST_APP_URL = "http://marker.test";

/**
 * The account stack for integration tests: a real database, better-auth configured as in
 * production, email through a real SMTP server on loopback, and the /auth route's action called
 * with real Requests (as the HTTP layer would, client address included).
 */
export async function setUpAuthKit(env: Record<string, string> = {}, options: { pglite?: boolean; isolated?: boolean } = {}) {
  const database = options.pglite ? await openPgliteTestDatabase() : options.isolated ? await openIsolatedDatabase() : await setupTestDatabase();
  if (options.pglite || options.isolated) afterAll(() => database.dispose());
  const smtp = await startSmtpCapture();
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    APP_URL: TEST_APP_URL,
    AUTH_SECRET: "integration-tests-secret-that-is-long-enough",
    SMTP_URL: smtp.url,
    // The run's scratch folder (vitest-global-setup.ts), not the repository's data/.
    ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
    ...env,
  });
  setConfig(config);
  setDatabase(database);
  const auth = createAuth({ config, db: database.db, mailer: createMailer(config.mail), secret: config.auth.secret! });
  setAuth(auth);
  afterAll(async () => {
    setAuth(undefined);
    setDatabase(undefined);
    await smtp.stop();
  });

  async function postAuthForm(
    fields: Record<string, string>,
    options: { address?: string; cookie?: string; query?: string } = {},
  ) {
    const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
    headers.set(CLIENT_ADDRESS_HEADER, options.address ?? "198.51.100.7");
    if (options.cookie) headers.set("cookie", options.cookie);
    const request = new Request(`${TEST_APP_URL}/auth${options.query ?? ""}`, {
      method: "POST",
      headers,
      body: new URLSearchParams(fields),
    });
    const result: unknown = await authAction({
      request,
      context: { session: null, cspNonce: "n", requestId: "r", clientAddress: options.address ?? "198.51.100.7" },
      params: {},
    } as unknown as Parameters<typeof authAction>[0]);
    if (result instanceof Response) {
      return {
        status: result.status,
        location: result.headers.get("Location"),
        setCookies: result.headers.getSetCookie(),
        data: null as null | { formError?: string; notice?: string; fieldErrors?: Record<string, string>; mode?: string },
      };
    }
    const wrapped = result as { data: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } };
    return {
      status: wrapped.init?.status ?? 200,
      location: null,
      setCookies: [] as string[],
      data: wrapped.data as { formError?: string; notice?: string; fieldErrors?: Record<string, string>; mode?: string },
      headers: new Headers(wrapped.init?.headers),
    };
  }

  /** Calls one of better-auth's public endpoints (email links, provider callbacks) as the browser would. */
  async function getAuthEndpoint(url: string, cookie?: string) {
    const response = await auth.handler(new Request(url, { headers: cookie ? { cookie } : {} }));
    return {
      status: response.status,
      location: response.headers.get("Location"),
      setCookies: response.headers.getSetCookie(),
    };
  }

  /** The link in the newest email sent to this address. */
  function lastLinkTo(email: string): string {
    const message = [...smtp.messages].reverse().find((m) => m.envelopeTo.includes(email));
    if (!message) throw new Error(`no email was sent to ${email}`);
    const unfolded = message.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = /(https?:\/\/[^\s"<>]+)/.exec(unfolded.split(/\r?\n\r?\n/).slice(1).join("\n"))?.[1];
    if (!link) throw new Error("no link in the email");
    return link;
  }

  async function sessionFor(cookie: string) {
    return auth.api.getSession({ headers: new Headers({ cookie }) });
  }

  return { auth, config, database, smtp, postAuthForm, getAuthEndpoint, lastLinkTo, sessionFor };
}

/**
 * A database of this file's own, of the run's kind (a new PostgreSQL database, or PGlite when the run has
 * none): for tests whose background workers (the job queue) must not pick up other files' rows.
 */
async function openIsolatedDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("testDatabaseUrl") ? await resolveAdminUrl() : null;
  if (!adminUrl) return openPgliteTestDatabase();
  const created = await createPostgresDatabase(adminUrl, "marker_isolated");
  // The production pool size (DATABASE_POOL_MAX's default), not the smaller one of the shared test database:
  // these tests send bursts of requests, as a deployment would receive them.
  const settings = parseConfig({ NODE_ENV: "test", AUTH_SECRET: "integration-tests-secret-that-is-long-enough", DATABASE_URL: created.url }).database;
  if (settings.kind !== "postgres") throw new Error("expected PostgreSQL settings");
  const database = createDatabase(settings);
  await database.migrate();
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export function uniqueEmail(label = "student"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** "name=value" pairs from Set-Cookie headers, ready to send back. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}
