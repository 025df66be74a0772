import { describe, expect, it } from "vitest";

import { startHttpApp } from "../../../tests/support/http-app";
import { uniqueEmail } from "../../../tests/support/auth-kit";
import { eq } from "drizzle-orm";

import { user } from "~/platform/db/schema";

import { MESSAGES } from "./validation";

/**
 * The email-confirmation link over HTTP: used once it signs the student in; opened again, or broken, it lands
 * on /auth with a sentence that says what happened and what to do, and no error follows the student on.
 */

const app = await startHttpApp();

async function signUp() {
  const email = uniqueEmail("confirm");
  const password = "a heron by the weir";
  const created = await app.postForm("/auth", { intent: "signup", fullName: "Ada Lovelace", email, password, confirmPassword: password, ageConfirmed: "on" });
  expect(created.status).toBe(200);
  const link = new URL(app.lastLinkTo(email));
  return { email, password, link: `${link.pathname}${link.search}` };
}

async function page(path: string, cookie?: string) {
  const answer = await app.request(path, { cookie });
  expect(answer.status, path).toBe(200);
  return answer.text();
}

describe("the email-confirmation link", () => {
  it("confirms the address and asks the student to sign in (a link never signs anyone in); opened again it says the same", async () => {
    const { email, password, link } = await signUp();
    const first = await app.request(link);
    expect(first.status).toBe(302);
    expect(first.headers.getSetCookie().some((cookie) => cookie.startsWith("better-auth.session_token="))).toBe(false);
    const landing = first.headers.get("Location")!;
    const html = await page(landing);
    expect(html).toContain(MESSAGES.emailConfirmed);
    expect(html).not.toContain(MESSAGES.confirmationLinkInvalid);
    // Signing in from there goes to the dashboard (and on to setup).
    const signedIn = await app.postForm(landing, { intent: "signin", email, password });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/dashboard");

    const again = await app.request(link);
    expect(again.status).toBe(302);
    expect(await page(again.headers.get("Location")!)).toContain(MESSAGES.emailConfirmed);
  });

  it("a sign-up by someone else with a student's address, before the student's own, never lets them in (a review's account takeover)", async () => {
    const email = uniqueEmail("taken");
    const theirs = "sibling knows this one 42";
    const mine = "victims own secret 77 x";
    // Someone who knows the address signs up first, with a password of their own.
    expect((await app.postForm("/auth", { intent: "signup", fullName: "Someone Else", email, password: theirs, confirmPassword: theirs, ageConfirmed: "on" })).status).toBe(200);
    const firstLink = new URL(app.lastLinkTo(email));
    // The student signs up later: same answer as any sign-up, and a fresh confirmation link (not "you already have an account").
    const before = app.smtp.messages.filter((message) => message.envelopeTo.includes(email)).length;
    const second = await app.postForm("/auth", { intent: "signup", fullName: "Ada Lovelace", email, password: mine, confirmPassword: mine, ageConfirmed: "on" });
    expect(second.status).toBe(200);
    expect(await second.text()).toContain("Account created.");
    const sent = app.smtp.messages.filter((message) => message.envelopeTo.includes(email)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.raw).toMatch(/Subject: Confirm your email/);
    // The student opens the first link (the other person's sign-up): it confirms the address and signs nobody in.
    const confirmed = await app.request(`${firstLink.pathname}${firstLink.search}`);
    expect(confirmed.headers.getSetCookie().some((cookie) => cookie.startsWith("better-auth.session_token="))).toBe(false);
    // The student's own password works; the other person's does not.
    const student = await app.postForm("/auth", { intent: "signin", email, password: mine });
    expect(student.status).toBe(302);
    const intruder = await app.postForm("/auth", { intent: "signin", email, password: theirs });
    expect(intruder.status).toBe(401);
    // The account carries the student's name, not the first sign-up's.
    const [row] = await app.database.db.select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(row?.name).toBe("Ada Lovelace");
  });

  it("a plan chosen under Sign Up on /pricing is waiting there after the email is confirmed and the student signs in", async () => {
    const pricing = await page("/pricing");
    expect(pricing).toContain(`href="/auth?mode=signup&amp;redirectTo=%2Fpricing%3Fplan%3Dpremium"`);
    const email = uniqueEmail("plan");
    const password = "a heron by the weir";
    const created = await app.postForm("/auth?mode=signup&redirectTo=%2Fpricing%3Fplan%3Dpremium", {
      intent: "signup",
      fullName: "Ada Lovelace",
      email,
      password,
      confirmPassword: password,
      ageConfirmed: "on",
    });
    expect(created.status).toBe(200);
    const link = new URL(app.lastLinkTo(email));
    const confirmed = await app.request(`${link.pathname}${link.search}`);
    const landing = confirmed.headers.get("Location")!;
    expect(landing).toBe("/auth?emailLink=confirm&redirectTo=%2Fpricing%3Fplan%3Dpremium");
    expect(await page(landing)).toContain(MESSAGES.emailConfirmed);
    const signedIn = await app.postForm(landing, { intent: "signin", email, password });
    expect(signedIn.headers.get("Location")).toBe("/pricing?plan=premium");
    const cookie = signedIn.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
    expect(await page("/pricing?plan=premium", cookie)).toContain("You chose Premium when you signed up. Choose &quot;Select Plan&quot; under Premium to subscribe.");
  });

  it("a confirmed account is never taken over by a sign-up with its address: its password stays, and its owner is told by email", async () => {
    const { email, password, link } = await signUp();
    await app.request(link);
    const before = app.smtp.messages.filter((message) => message.envelopeTo.includes(email)).length;
    const other = "another password 99 q";
    expect((await app.postForm("/auth", { intent: "signup", fullName: "Someone Else", email, password: other, confirmPassword: other, ageConfirmed: "on" })).status).toBe(200);
    const sent = app.smtp.messages.filter((message) => message.envelopeTo.includes(email)).slice(before);
    expect(sent.map((message) => /Subject: You already have a Marker account/.test(message.raw))).toEqual([true]);
    expect((await app.postForm("/auth", { intent: "signin", email, password })).status).toBe(302);
    expect((await app.postForm("/auth", { intent: "signin", email, password: other })).status).toBe(401);
  });

  it("explains a link that was changed or has expired, offers a new one through sign-in, and carries no error on", async () => {
    const { email, password, link } = await signUp();
    const tampered = link.replace(/token=([^&]+)/, (_match, token: string) => `token=${token.slice(0, -4)}AAAA`);
    const refused = await app.request(tampered);
    expect(refused.status).toBe(302);
    const location = refused.headers.get("Location")!;
    expect(location).toMatch(/error=/);
    const html = await page(location);
    expect(html).toContain(MESSAGES.confirmationLinkInvalid);
    expect(html).toContain(MESSAGES.confirmationLinkNewOne);
    expect(html).not.toContain(MESSAGES.emailConfirmed);

    // The way to a new link: signing in to the unconfirmed account sends one.
    const before = app.smtp.messages.filter((message) => message.envelopeTo.includes(email)).length;
    const signIn = await app.postForm(location, { intent: "signin", email, password });
    expect(signIn.status).toBe(403);
    expect(await signIn.text()).toContain(MESSAGES.unconfirmed);
    expect(app.smtp.messages.filter((message) => message.envelopeTo.includes(email)).length).toBe(before + 1);
    const fresh = await app.request(new URL(app.lastLinkTo(email)).pathname + new URL(app.lastLinkTo(email)).search);
    expect(fresh.status).toBe(302);
    expect(await page(fresh.headers.get("Location")!)).toContain(MESSAGES.emailConfirmed);
    expect((await app.postForm("/auth", { intent: "signin", email, password })).status).toBe(302);
  });

  it("explains a broken link sent before the landing page existed, and signing in never goes to an address with the error", async () => {
    const { email, password, link } = await signUp();
    await app.request(link);
    const old = "/auth?redirectTo=%2Fdashboard%3Ferror%3DINVALID_TOKEN";
    expect(await page(old)).toContain(MESSAGES.confirmationLinkInvalid);
    const signedIn = await app.postForm(old, { intent: "signin", email, password });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/dashboard");
  });

  it("says nothing about links on an ordinary visit to sign in", async () => {
    const html = await page("/auth?redirectTo=%2Fdashboard");
    expect(html).not.toContain(MESSAGES.confirmationLinkInvalid);
    expect(html).not.toContain(MESSAGES.emailConfirmed);
  });
});
