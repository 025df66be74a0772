import { afterEach, describe, expect, inject, it } from "vitest";

import { setDatabase } from "~/platform/db/client.server";

import { createPostgresDatabase, openPgliteTestDatabase, openPostgresTestDatabase, resolveAdminUrl } from "../../tests/support/test-database";
import { loader } from "./healthz";

afterEach(() => setDatabase(undefined));

async function callHealthz() {
  const response = await loader();
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

describe("GET /healthz", () => {
  it("answers ok on PGlite after a real query", async () => {
    const database = await openPgliteTestDatabase();
    try {
      setDatabase(database);
      const { status, body, headers } = await callHealthz();
      expect(status).toBe(200);
      expect(body).toEqual({ ok: true, db: "pglite" });
      expect(headers.get("Cache-Control")).toBe("no-store");
    } finally {
      await database.dispose();
    }
  });

  it("answers ok on PostgreSQL after a real query", async (context) => {
    const url = inject("testDatabaseUrl");
    if (!url) context.skip("this run has no PostgreSQL server; the e2e suite reports which database it used");
    const database = openPostgresTestDatabase(url);
    try {
      setDatabase(database);
      expect(await callHealthz()).toMatchObject({ status: 200, body: { ok: true, db: "postgres" } });
    } finally {
      await database.dispose();
    }
  });

  it("answers 503 when the database goes away, and ok again when it is back", async (context) => {
    const adminUrl = await resolveAdminUrl();
    if (!adminUrl) context.skip("needs a PostgreSQL server to take away");
    const created = await createPostgresDatabase(adminUrl!, "marker_health");
    const database = openPostgresTestDatabase(created.url);
    try {
      setDatabase(database);
      expect((await callHealthz()).status).toBe(200);
      await created.drop();
      const down = await callHealthz();
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ ok: false, db: "postgres" });
      expect(down.headers.get("Retry-After")).toBe("5");
    } finally {
      await database.dispose();
    }
  });

  it("answers 503 when PostgreSQL is not listening at all", async () => {
    const database = openPostgresTestDatabase("postgres://postgres@127.0.0.1:1/nowhere");
    try {
      setDatabase(database);
      expect(await callHealthz()).toMatchObject({ status: 503, body: { ok: false, db: "postgres" } });
    } finally {
      await database.dispose();
    }
  });
});
