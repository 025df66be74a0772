import { describe, expect, it } from "vitest";

import { cookieOf, startHttpApp } from "../../../tests/support/http-app";
import { uniqueEmail } from "../../../tests/support/auth-kit";
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
  it("signs in the first time; opened again it says the email is confirmed and asks the student to sign in", async () => {
    const { email, password, link } = await signUp();
    const first = await app.request(link);
    expect(first.status).toBe(302);
    const cookie = cookieOf(first);
    // Signed in: /auth sends the student on, to setup through the dashboard.
    const landing = await app.request(first.headers.get("Location")!, { cookie });
    expect(landing.status).toBe(302);
    expect(landing.headers.get("Location")).toBe("/dashboard");

    const again = await app.request(link);
    expect(again.status).toBe(302);
    const html = await page(again.headers.get("Location")!);
    expect(html).toContain(MESSAGES.emailConfirmed);
    expect(html).not.toContain(MESSAGES.confirmationLinkInvalid);
    // Signing in from there goes to the dashboard.
    const signedIn = await app.postForm(again.headers.get("Location")!, { intent: "signin", email, password });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/dashboard");
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
    expect(fresh.headers.getSetCookie().some((cookie) => cookie.startsWith("better-auth.session_token="))).toBe(true);
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
