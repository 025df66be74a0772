import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { cookieOf, startHttpApp } from "../../../tests/support/http-app";

/** A4 over HTTP: the sign-in form and the sign-out button posted to the running app with a cookie planted beforehand. */

const app = await startHttpApp();

const SESSION_COOKIE = "better-auth.session_token";

async function signIn(email: string, password: string, cookie?: string) {
  const response = await app.postForm("/auth", { intent: "signin", email, password }, cookie);
  expect(response.status).toBe(302);
  return response;
}

async function isSignedIn(cookie: string) {
  const answer = await app.request("/api/session", { cookie });
  expect(answer.status).toBe(200);
  const { authenticated } = (await answer.json()) as { authenticated: boolean };
  const dashboard = await app.request("/dashboard", { cookie });
  // The page agrees with the API: a rejected cookie is sent to sign in.
  expect(dashboard.status === 200).toBe(authenticated);
  if (!authenticated) expect(dashboard.headers.get("Location")).toBe("/auth?redirectTo=%2Fdashboard");
  return authenticated;
}

const sessionIdOf = (cookie: string) => /better-auth\.session_token=([^;]+)/.exec(cookie)?.[1];

describe("A4 sessions and cookies over HTTP", () => {
  it("A4: a session cookie planted before sign-in is rejected after it, and the browser gets a new session id with safe attributes", async () => {
    const student = await app.signedInStudent();
    const planted = `${SESSION_COOKIE}=${randomBytes(24).toString("base64url")}.${randomBytes(32).toString("base64url")}`;
    const signedIn = await signIn(student.email, student.password, planted);
    const setCookie = signedIn.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\/(;|$)/i);
    expect(setCookie).not.toMatch(/; Secure/i); // plain http here; Secure over https: auth-cookies-https.integration.test.ts
    const fresh = cookieOf(signedIn, planted);
    expect(sessionIdOf(fresh)).toBeDefined();
    expect(sessionIdOf(fresh)).not.toBe(sessionIdOf(planted));
    expect(await isSignedIn(fresh)).toBe(true);
    expect(await isSignedIn(planted)).toBe(false);
  });

  it("A4: a signed-out cookie is rejected, and stays rejected when planted before the next sign-in", async () => {
    const student = await app.signedInStudent();
    const old = student.cookie;
    expect(await isSignedIn(old)).toBe(true);
    // A browser that is still signed in is sent on, not signed in a second time over its live session.
    const whileSignedIn = await app.postForm("/auth", { intent: "signin", email: student.email, password: student.password }, old);
    expect(whileSignedIn.status).toBe(302);
    expect(whileSignedIn.headers.get("Location")).toBe("/dashboard");
    const again = old;

    // Sign out: the cookie is cleared in the browser and its session ends on the server.
    const signedOut = await app.postForm("/auth/sign-out", {}, again);
    expect(signedOut.status).toBe(302);
    const cleared = signedOut.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    // And the browser is told to forget what the tab kept (answer drafts), for the next person at this computer.
    expect(signedOut.headers.get("clear-site-data")).toBe('"storage"');
    expect(await isSignedIn(again)).toBe(false);

    // Planting the signed-out cookie before the next sign-in does not bring it back.
    const next = cookieOf(await signIn(student.email, student.password, again), again);
    expect(sessionIdOf(next)).not.toBe(sessionIdOf(again));
    expect(await isSignedIn(again)).toBe(false);
    expect(await isSignedIn(next)).toBe(true);
  });
});
