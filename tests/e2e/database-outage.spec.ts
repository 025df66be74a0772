import { request as playwrightRequest } from "@playwright/test";
import pg from "pg";

import { createDatabase } from "../../app/platform/db/client.server";
import { createPostgresDatabase, resolveAdminUrl } from "../support/test-database";
import { startAppServer } from "./support/app-server";
import { expect, test } from "./support/fixtures";

/**
 * H1: the database goes away while a signed-in student is working, then comes back. Runs its own server
 * and database so the outage touches no other test.
 */
test("a database outage answers 503 with a retry hint, loses nothing, and recovers without a restart", async () => {
  const adminUrl = await resolveAdminUrl();
  test.skip(!adminUrl, "needs a PostgreSQL server whose database can be taken away (PGlite runs in-process)");
  const created = await createPostgresDatabase(adminUrl!, "marker_outage");
  const migrator = createDatabase({ kind: "postgres", url: created.url, poolMax: 1 });
  await migrator.migrate();
  await migrator.close();
  const name = new URL(created.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl! });
  await admin.connect();
  const server = await startAppServer({
    DATABASE_URL: created.url,
    AUTH_SECRET: "outage-test-secret-long-enough-to-pass-checks",
    REQUIRE_EMAIL_VERIFICATION: "false",
  });
  const client = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    const signUp = await client.post("/auth", {
      form: {
        intent: "signup",
        fullName: "Outage Tester",
        email: "outage@example.com",
        password: "the lights went out",
        confirmPassword: "the lights went out",
        ageConfirmed: "on",
      },
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(302);
    expect((await client.post("/setup", { form: { board: "aqa" }, maxRedirects: 0 })).status()).toBe(302);
    expect((await client.get("/dashboard")).status()).toBe(200);

    await admin.query(`alter database "${name}" allow_connections false`);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);

    for (const path of ["/dashboard", "/subjects/english-literature"]) {
      const down = await client.get(path, { maxRedirects: 0 });
      expect(down.status(), path).toBe(503);
      expect(down.headers()["retry-after"]).toBeTruthy();
      const body = await down.text();
      expect(body).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)/);
      expect(body).not.toContain("node_modules");
    }
    const submit = await client.post("/subjects/english-literature", {
      form: { board: "aqa", paperId: "paper-2", questionTypeId: "modern-text", questionText: "q", answerText: "a", idempotencyKey: "outage-key-123" },
      maxRedirects: 0,
    });
    expect(submit.status()).toBe(503);
    expect((await client.get("/healthz")).status()).toBe(503);

    await admin.query(`alter database "${name}" allow_connections true`);
    await expect.poll(async () => (await client.get("/healthz")).status(), { timeout: 15_000 }).toBe(200);
    expect((await client.get("/dashboard")).status()).toBe(200);
    // Nothing was half-written during the outage: no submission, no allowance taken.
    const counts = await admin.query(`select 1`); // keep the admin connection warm for the checks below
    expect(counts.rowCount).toBe(1);
    const check = new pg.Client({ connectionString: created.url });
    await check.connect();
    const { rows } = await check.query(
      `select (select count(*) from submissions)::int as submissions, (select coalesce(sum(used), 0) from usage_days)::int as used`,
    );
    await check.end();
    expect(rows[0]).toEqual({ submissions: 0, used: 0 });
  } finally {
    await client.dispose();
    await server.stop();
    await admin.query(`alter database "${name}" allow_connections true`).catch(() => {});
    await admin.end();
    await created.drop();
  }
});
