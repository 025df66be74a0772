import { createHmac } from "node:crypto";

import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { profiles, session, subscriptions } from "~/platform/db/schema";

import { setUpAuthKit } from "../../../tests/support/auth-kit";
import { createStudent } from "../../../tests/support/factories";
import { forgetSignedIn, getSignedIn, requireSetUpUser } from "./guards.server";
import { loadSession } from "./session.server";

const kit = await setUpAuthKit();
const db = kit.database.db;

/**
 * Counts the statements sent to the database (each is one round trip): both drivers' query methods are
 * wrapped for the duration of a test.
 */
const statements: string[] = [];
const originals = { pool: pg.Pool.prototype.query, pglite: PGlite.prototype.query };
beforeEach(() => {
  statements.length = 0;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const text = args[0];
    statements.push(typeof text === "string" ? text : String((text as { text?: string })?.text));
    return (originals.pool as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Pool.prototype.query;
  PGlite.prototype.query = function (this: PGlite, ...args: unknown[]) {
    statements.push(String(args[0]));
    return (originals.pglite as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof PGlite.prototype.query;
});
afterEach(() => {
  pg.Pool.prototype.query = originals.pool;
  PGlite.prototype.query = originals.pglite;
});

/** A session made as better-auth makes one, and its cookie signed as better-auth signs it. */
async function signedInStudent(options: Parameters<typeof createStudent>[1] = {}) {
  const student = await createStudent(db, options);
  const context = await kit.auth.$context;
  const created = await context.internalAdapter.createSession(student.id);
  const signature = createHmac("sha256", context.secret).update(created.token).digest("base64");
  return { ...student, cookie: `better-auth.session_token=${encodeURIComponent(`${created.token}.${signature}`)}` };
}

/** What the HTTP layer and the guards do for one page request, as the load context sees it. */
async function requestContext(cookie: string) {
  const { session: resolved, accountRows } = await loadSession(new Headers({ cookie }));
  return accountRows ? { session: resolved, accountRows } : { session: resolved };
}

describe("the cost of a signed-in request before its loader", () => {
  it("is one read that brings the session, user, profile and plan, and no write", async () => {
    const student = await signedInStudent();
    await db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan: "standard", status: "active" });
    statements.length = 0;

    const context = await requestContext(student.cookie);
    // The root loader, the route's guard and a second guard call in the same request share one read.
    const [header, guarded, again] = await Promise.all([
      getSignedIn(context as never),
      requireSetUpUser(new Request("http://marker.test/dashboard"), context as never),
      getSignedIn(context as never),
    ]);

    expect(statements).toHaveLength(1);
    expect(statements.some((text) => /^\s*(insert|update|delete)/i.test(text))).toBe(false);
    expect(header).toBe(guarded);
    expect(again).toBe(guarded);
    expect(guarded.user.email).toBe(student.email);
    expect(guarded.profile.fullName).toBe(student.name);
    expect(guarded.plan.plan).toBe("standard");
  });

  it("gives the same session and user as better-auth's own lookup", async () => {
    const student = await signedInStudent();
    const ours = await loadSession(new Headers({ cookie: student.cookie }));
    const theirs = await kit.sessionFor(student.cookie);
    expect(ours.session).toEqual(theirs);
    expect(ours.setCookies).toEqual([]);
  });

  it("reads the profile and plan again (one query) after an action forgets them", async () => {
    const student = await signedInStudent();
    const context = await requestContext(student.cookie);
    await getSignedIn(context as never);
    await db.update(profiles).set({ fullName: "Renamed Student" }).where(eq(profiles.userId, student.id));
    statements.length = 0;
    forgetSignedIn(context as never);
    const fresh = await getSignedIn(context as never);
    expect(fresh?.profile.fullName).toBe("Renamed Student");
    expect(statements).toHaveLength(1);
  });

  it("creates a missing profile the one time it is found missing, and a new account goes to setup", async () => {
    const student = await signedInStudent();
    await db.delete(profiles).where(eq(profiles.userId, student.id));
    const context = await requestContext(student.cookie);
    await expect(requireSetUpUser(new Request("http://marker.test/dashboard"), context as never)).rejects.toMatchObject({
      status: 302,
      headers: expect.any(Headers),
    });
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, student.id));
    expect(row?.fullName).toBe(student.name);
    expect(row?.ageConfirmedAt).toBeNull();
  });

  it("refuses a cookie whose signature is not ours, and an expired session", async () => {
    const student = await signedInStudent();
    const [name, value] = student.cookie.split("=") as [string, string];
    const forged = `${name}=${value.slice(0, -6)}AAAA%3D`;
    expect((await loadSession(new Headers({ cookie: forged }))).session).toBeNull();

    await db.update(session).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(session.userId, student.id));
    const expired = await loadSession(new Headers({ cookie: student.cookie }));
    expect(expired.session).toBeNull();
    // better-auth clears the cookie of an expired session, as before.
    expect(expired.setCookies.some((cookie) => cookie.startsWith("better-auth.session_token=;"))).toBe(true);
  });
});
