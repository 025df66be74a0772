import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { account } from "~/platform/db/schema";

import { cookieOf, startHttpApp } from "../../../tests/support/http-app";
import { AUTH_LIMITS } from "./abuse-limits.server";
import { NEW_PASSWORD_UNCHANGED } from "./account-actions.server";
import { MESSAGES } from "./validation";

/**
 * A signed-in student changes their password: on /profile ("Change password"), and through the emailed reset
 * link opened while signed in. Over HTTP, as a browser without JavaScript posts the forms. The client address
 * comes from X-Forwarded-For (TRUST_PROXY=1) so this file's wrong passwords count against addresses of its own.
 */

const app = await startHttpApp({ TRUST_PROXY: "1" });

let addressCounter = 0;
const freshAddress = () => `198.19.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

/** React's escaping of the text in a page, so messages can be looked for as they are shown. */
const shown = (text: string) => text.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

function post(path: string, fields: Record<string, string>, cookie?: string, address = freshAddress()) {
  return app.request(path, {
    method: "POST",
    cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.origin, "X-Forwarded-For": address },
    body: new URLSearchParams(fields),
  });
}

const changePassword = (cookie: string, fields: { currentPassword: string; newPassword: string; confirmPassword?: string }, address?: string) =>
  post("/profile", { intent: "change-password", confirmPassword: fields.newPassword, ...fields }, cookie, address);

async function signIn(email: string, password: string) {
  const answer = await post("/auth", { intent: "signin", email, password });
  return { status: answer.status, cookie: cookieOf(answer) };
}

/** Whether a cookie still opens a signed-in page. */
async function stillSignedIn(cookie: string) {
  const answer = await app.request("/dashboard", { cookie });
  return answer.status === 200;
}

const emailsTo = (email: string) => app.smtp.messages.filter((message) => message.envelopeTo.includes(email));
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

describe("Change password on /profile", () => {
  it("offers the form to an account with a password, and says why not to one that signs in with Google only", async () => {
    const student = await app.signedInStudent();
    const page = await (await app.request("/profile", { cookie: student.cookie })).text();
    expect(page).toContain(">Change password</h2>");
    expect(page).toMatch(/<label[^>]*>Current password<\/label>/);
    expect(page).toMatch(/<label[^>]*>New password<\/label>/);
    expect(page).toMatch(/<label[^>]*>Confirm new password<\/label>/);
    expect(page).toMatch(/autocomplete="current-password"/i);

    const google = await app.signedInStudent();
    await app.database.db.delete(account).where(and(eq(account.userId, google.id), eq(account.providerId, "credential")));
    const googlePage = await (await app.request("/profile", { cookie: google.cookie })).text();
    expect(googlePage).toContain(">Change password</h2>");
    expect(googlePage).toContain(MESSAGES.googleOnlyNoPassword);
    expect(googlePage).not.toMatch(/<label[^>]*>Current password<\/label>/);
    // A form sent anyway is refused with the same explanation.
    const refused = await changePassword(google.cookie, { currentPassword: "anything at all", newPassword: "a fine new passphrase" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(MESSAGES.googleOnlyNoPassword);
  });

  it("refuses a wrong current password on its field, and a new one that breaks the sign-up rules with sign-up's messages", async () => {
    const student = await app.signedInStudent({ name: "Grace Hopper" });
    const wrong = await changePassword(student.cookie, { currentPassword: "not my password", newPassword: "a fine new passphrase" });
    expect(wrong.status).toBe(400);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain(shown(MESSAGES.currentPasswordWrong));
    // The message is the current password field's own, not a banner.
    expect(wrongPage).toMatch(/aria-invalid="true"[^>]*name="currentPassword"|name="currentPassword"[^>]*aria-invalid="true"/);

    const cases: Array<[{ currentPassword: string; newPassword: string; confirmPassword?: string }, string]> = [
      [{ currentPassword: student.password, newPassword: student.email }, MESSAGES.passwordLikeEmail],
      [{ currentPassword: student.password, newPassword: "Grace Hopper" }, MESSAGES.passwordLikeEmail],
      [{ currentPassword: student.password, newPassword: "password1" }, MESSAGES.passwordTooCommon],
      [{ currentPassword: student.password, newPassword: "short" }, MESSAGES.passwordTooShort],
      [{ currentPassword: student.password, newPassword: "a fine new passphrase", confirmPassword: "a fine new passphrasf" }, MESSAGES.passwordsDoNotMatch],
      [{ currentPassword: "", newPassword: "a fine new passphrase" }, MESSAGES.currentPasswordRequired],
    ];
    for (const [fields, message] of cases) {
      const answer = await changePassword(student.cookie, fields);
      expect(answer.status, message).toBe(400);
      expect(await answer.text()).toContain(shown(message));
    }
    // Nothing changed: the old password still signs in.
    expect((await signIn(student.email, student.password)).status).toBe(302);
  });

  it("refuses a new password that is the current one, on the new password's field, and changes nothing", async () => {
    const student = await app.signedInStudent();
    const otherDevice = (await signIn(student.email, student.password)).cookie;
    const before = emailsTo(student.email).length;
    const same = await changePassword(student.cookie, { currentPassword: student.password, newPassword: student.password });
    expect(same.status).toBe(400);
    const page = await same.text();
    expect(NEW_PASSWORD_UNCHANGED).toBe("Your new password must be different from your current one.");
    expect(page).toContain(shown(NEW_PASSWORD_UNCHANGED));
    expect(page).toMatch(/aria-invalid="true"[^>]*name="newPassword"|name="newPassword"[^>]*aria-invalid="true"/);
    // Only that field is wrong: the current password is not marked.
    expect(page).not.toMatch(/aria-invalid="true"[^>]*name="currentPassword"|name="currentPassword"[^>]*aria-invalid="true"/);
    // Nothing happened: no device signed out, no email, and the password still signs in.
    expect(await stillSignedIn(student.cookie)).toBe(true);
    expect(await stillSignedIn(otherDevice)).toBe(true);
    expect(emailsTo(student.email)).toHaveLength(before);
    expect((await signIn(student.email, student.password)).status).toBe(302);
  });

  it("changes it: other devices are signed out, this one stays signed in, and the student is emailed", async () => {
    const student = await app.signedInStudent({ name: "Ada Lovelace" });
    const otherDevice = (await signIn(student.email, student.password)).cookie;
    expect(await stillSignedIn(otherDevice)).toBe(true);
    const before = emailsTo(student.email).length;

    const newPassword = "a lantern on the quay";
    const changed = await changePassword(student.cookie, { currentPassword: student.password, newPassword });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(shown(MESSAGES.passwordChangedHere));
    const thisDevice = cookieOf(changed, student.cookie);
    expect(thisDevice).not.toBe(student.cookie);
    expect(await stillSignedIn(thisDevice)).toBe(true);
    expect(await stillSignedIn(otherDevice)).toBe(false);
    expect(await stillSignedIn(student.cookie)).toBe(false);

    expect((await signIn(student.email, student.password)).status).toBe(401);
    expect((await signIn(student.email, newPassword)).status).toBe(302);

    const sent = emailsTo(student.email).slice(before);
    expect(sent).toHaveLength(1);
    const email = unfolded(sent[0]!.raw);
    expect(email).toMatch(/^Subject: Your Marker password has been changed$/m);
    expect(email).toContain("Hi Ada,");
    expect(email).toContain("If this was not you, reset your password now");
    expect(email).toContain("/auth?mode=forgot");
  });

  it("stops guessing the current password like sign-in failures, with a clear message and a Retry-After", async () => {
    const student = await app.signedInStudent();
    const { limit } = AUTH_LIMITS.signInFailuresPerAccount;
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt <= limit; attempt++) {
      last = await changePassword(student.cookie, { currentPassword: `wrong guess ${attempt}`, newPassword: "a fine new passphrase" });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
    expect(statuses[limit]).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await last!.text()).toMatch(/Too many wrong passwords\. Please wait \d+ minutes? and try again, or reset your password\./);
    // The right password is refused too while it lasts, and sign-in for the account is held back the same way.
    const right = await changePassword(student.cookie, { currentPassword: student.password, newPassword: "a fine new passphrase" });
    expect(right.status).toBe(429);
    expect((await signIn(student.email, student.password)).status).toBe(429);
  });
});

describe("the emailed reset link, opened while signed in", () => {
  it("shows its form and says what saving does, then ends every session, this browser's too", async () => {
    const student = await app.signedInStudent();
    const otherDevice = (await signIn(student.email, student.password)).cookie;

    // Asking for a link works signed in too (the reset page's "Ask for a new link" leads there).
    const forgot = await app.request("/auth?mode=forgot", { cookie: student.cookie });
    expect(forgot.status).toBe(200);
    const requested = await post("/auth?mode=forgot", { intent: "forgot", email: student.email }, student.cookie);
    expect(requested.status).toBe(200);
    expect(await requested.text()).toContain("If an account exists for that email address");
    const link = new URL(app.lastLinkTo(student.email));
    const opened = await app.request(`${link.pathname}${link.search}`, { cookie: student.cookie });
    expect(opened.status).toBe(302);
    const resetPage = new URL(opened.headers.get("Location")!, app.origin);
    expect(resetPage.pathname).toBe("/reset-password");

    const page = await app.request(`${resetPage.pathname}${resetPage.search}`, { cookie: student.cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(shown(MESSAGES.resetWhileSignedIn));
    expect(html).toMatch(/<label[^>]*>New password<\/label>/);

    const token = resetPage.searchParams.get("token")!;
    const newPassword = "a kettle on the hob";
    const saved = await post(`/reset-password?token=${token}`, { token, password: newPassword, confirmPassword: newPassword }, student.cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/auth?reset=done");
    // This browser's cookie is cleared, and every session of the account has ended.
    expect(saved.headers.getSetCookie().some((cookie) => /^better-auth\.session_token=;/.test(cookie) || /Max-Age=0/i.test(cookie))).toBe(true);
    expect(await stillSignedIn(student.cookie)).toBe(false);
    expect(await stillSignedIn(otherDevice)).toBe(false);
    const done = await app.request("/auth?reset=done", { cookie: cookieOf(saved, student.cookie) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(MESSAGES.passwordChanged);
    expect((await signIn(student.email, newPassword)).status).toBe(302);
  });

  it("refuses the account's own email or name as the new password, and the link still works afterwards", async () => {
    const student = await app.signedInStudent({ name: "Mary Seacole" });
    await post("/auth", { intent: "forgot", email: student.email });
    const link = new URL(app.lastLinkTo(student.email));
    const opened = await app.request(`${link.pathname}${link.search}`);
    const token = new URL(opened.headers.get("Location")!, app.origin).searchParams.get("token")!;
    for (const password of [student.email, "Mary Seacole", "maryseacole"]) {
      const refused = await post(`/reset-password?token=${token}`, { token, password, confirmPassword: password });
      expect(refused.status, password).toBe(400);
      expect(await refused.text()).toContain(shown(MESSAGES.passwordLikeEmail));
    }
    expect((await signIn(student.email, student.password)).status).toBe(302);
    const newPassword = "a kite over the dunes";
    const saved = await post(`/reset-password?token=${token}`, { token, password: newPassword, confirmPassword: newPassword });
    expect(saved.headers.get("Location")).toBe("/auth?reset=done");
    expect((await signIn(student.email, newPassword)).status).toBe(302);
  });
});

describe("the emailed reset link, used signed out", () => {
  it("emails the student that the password was changed, as a change on /profile does", async () => {
    const student = await app.signedInStudent({ name: "Rosalind Franklin" });
    await post("/auth", { intent: "forgot", email: student.email });
    const link = new URL(app.lastLinkTo(student.email));
    const opened = await app.request(`${link.pathname}${link.search}`);
    const token = new URL(opened.headers.get("Location")!, app.origin).searchParams.get("token")!;
    const before = emailsTo(student.email).length;

    const newPassword = "a heron by the weir";
    const saved = await post(`/reset-password?token=${token}`, { token, password: newPassword, confirmPassword: newPassword });
    expect(saved.headers.get("Location")).toBe("/auth?reset=done");

    const sent = emailsTo(student.email).slice(before);
    expect(sent).toHaveLength(1);
    const email = unfolded(sent[0]!.raw);
    expect(email).toMatch(/^Subject: Your Marker password has been changed$/m);
    expect(email).toContain("Hi Rosalind,");
    // A reset signs out every device, so it does not say "every other device" as a change on /profile does.
    expect(email).toContain("changed with a password reset link. Every device signed in to your account has been signed out.");
    expect(email).toContain("If this was not you, reset your password now");
    expect(email).toContain("/auth?mode=forgot");
  });
});
