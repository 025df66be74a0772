import { Writable } from "node:stream";

import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { account, profiles, session, user, verification } from "~/platform/db/schema";
import { createLogger, setRootLogger } from "~/platform/logger.server";
import { action as resetAction } from "~/routes/reset-password";

import { cookieHeader, setUpAuthKit, TEST_APP_URL, uniqueEmail } from "../../../tests/support/auth-kit";
import { AUTH_LIMITS } from "./abuse-limits.server";
import { loadSession } from "./session.server";
import { CONFIRMATION_LINK_LANDING, MESSAGES } from "./validation";

const kit = await setUpAuthKit();
const logLines: string[] = [];
setRootLogger(
  createLogger(
    "info",
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString());
        callback();
      },
    }),
  ),
);
afterAll(() => setRootLogger(undefined));

let addressCounter = 0;
/** A fresh client address per test, so one test's limits never touch another's. */
const freshAddress = () => `203.0.113.${(addressCounter = (addressCounter % 250) + 1)}:${Date.now()}`;

async function signUp(email: string, password: string, address = freshAddress()) {
  return kit.postAuthForm({ intent: "signup", fullName: "Ada Lovelace", email, password, confirmPassword: password, ageConfirmed: "on" }, { address });
}

async function signIn(email: string, password: string, address = freshAddress(), cookie?: string) {
  return kit.postAuthForm({ intent: "signin", email, password }, { address, cookie });
}

/** Signs up and confirms the email through the link in the verification email. */
async function verifiedAccount(password = "a quiet sea at dawn 42") {
  const email = uniqueEmail();
  const created = await signUp(email, password);
  expect(created.data?.notice).toBe(MESSAGES.checkEmailAfterSignUp);
  const confirmed = await kit.getAuthEndpoint(kit.lastLinkTo(email));
  expect(confirmed.status).toBe(302);
  return { email, password };
}

async function resetThroughEmail(email: string, newPassword: string) {
  const requested = await kit.postAuthForm({ intent: "forgot", email }, { address: freshAddress() });
  expect(requested.data?.notice).toBe(MESSAGES.resetLinkSent);
  const link = kit.lastLinkTo(email);
  expect(link.startsWith(`${TEST_APP_URL}/api/auth/reset-password/`)).toBe(true);
  const opened = await kit.getAuthEndpoint(link);
  expect(opened.status).toBe(302);
  const target = new URL(opened.location!, TEST_APP_URL);
  expect(target.pathname).toBe("/reset-password");
  const token = target.searchParams.get("token")!;
  const result = await submitReset(token, newPassword);
  return { token, result };
}

async function submitReset(token: string, password: string) {
  const request = new Request(`${TEST_APP_URL}/reset-password?token=${token}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, password, confirmPassword: password }),
  });
  const result: unknown = await resetAction({ request, context: {}, params: {} } as unknown as Parameters<typeof resetAction>[0]);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), data: null };
  const wrapped = result as { data: { formError?: string }; init?: { status?: number } };
  return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data };
}

describe("A1 passwords", () => {
  it("refuses short and common passwords with a clear message", async () => {
    const short = await signUp(uniqueEmail(), "abc123");
    expect(short.status).toBe(400);
    expect(short.data?.fieldErrors?.password).toBe("Password must be at least 8 characters");
    const common = await signUp(uniqueEmail(), "password1");
    expect(common.status).toBe(400);
    expect(common.data?.fieldErrors?.password).toBe(MESSAGES.passwordTooCommon);
  });

  it("accepts 64- and 128-character passphrases with spaces and emoji, hashed with argon2id, never truncated", async () => {
    const p64 = "the owl and the pussycat went to sea 🦉🐱 in a beautiful pea green";
    const p128 = "they took some honey and plenty of money wrapped up in a five pound note 🍯💷".padEnd(128, " and sailed away");
    expect([...p64].length).toBeGreaterThanOrEqual(64);
    expect(p128.length).toBe(128);
    for (const passphrase of [p64, p128]) {
      const { email } = await verifiedAccount(passphrase);
      const signedIn = await signIn(email, passphrase);
      expect(signedIn.status).toBe(302);
      const row = await kit.database.db
        .select({ password: account.password })
        .from(account)
        .innerJoin(user, eq(user.id, account.userId))
        .where(eq(user.email, email));
      expect(row[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      if (passphrase === p128) {
        // bcrypt would accept the first 72 bytes alone; argon2id hashes all of it.
        const first72Bytes = Buffer.from(passphrase, "utf8").subarray(0, 72).toString("utf8").replace(/\uFFFD$/, "");
        expect(first72Bytes.length).toBeLessThan(passphrase.length);
        expect((await signIn(email, first72Bytes)).status).toBe(401);
      }
    }
  });
});

describe("email verification", () => {
  it("keeps an unconfirmed account out; the link confirms it without signing anyone in, and the password then works", async () => {
    const email = uniqueEmail();
    const password = "lanterns over the harbour";
    await signUp(email, password);
    const early = await signIn(email, password);
    expect(early.status).toBe(403);
    expect(early.data?.formError).toBe("Please check your email to confirm your account before signing in.");
    const confirmed = await kit.getAuthEndpoint(kit.lastLinkTo(email));
    expect(confirmed.location).toBe(CONFIRMATION_LINK_LANDING);
    expect(await kit.sessionFor(cookieHeader(confirmed.setCookies))).toBeNull();
    expect((await signIn(email, password)).status).toBe(302);
  });

  it("sends the link again when an unconfirmed account signs in, but never past the address's email allowance", async () => {
    const email = uniqueEmail();
    const password = "lanterns over the harbour";
    await signUp(email, password);
    const sentTo = () => kit.smtp.messages.filter((message) => message.envelopeTo.includes(email)).length;
    expect(sentTo()).toBe(1);
    // Each sign-in with the right password answers the same; the link goes out again until the allowance
    // (five emails an hour to one address, the sign-up's included) is used up.
    for (let attempt = 0; attempt < 12; attempt++) {
      const refused = await signIn(email, password);
      expect(refused.status).toBe(403);
      expect(refused.data?.formError).toBe("Please check your email to confirm your account before signing in.");
    }
    expect(sentTo()).toBe(AUTH_LIMITS.emailsPerRecipient.limit);
    // The newest link still confirms the account.
    const confirmed = await kit.getAuthEndpoint(kit.lastLinkTo(email));
    expect(confirmed.location).toBe(CONFIRMATION_LINK_LANDING);
  });

  it("creates the profile with no boards and a trial", async () => {
    const { email } = await verifiedAccount();
    const rows = (await kit.database.db.execute(sql`
      select p.full_name, p.exam_boards, p.trial_ends_at > now() + interval '6 days' as trial_ok
      from profiles p join "user" u on u.id = p.user_id where u.email = ${email}
    `)) as unknown as { rows: { full_name: string; exam_boards: unknown; trial_ok: boolean }[] };
    expect(rows.rows[0]).toEqual({ full_name: "Ada Lovelace", exam_boards: {}, trial_ok: true });
  });
});

describe("age confirmation (issue 13 item 4)", () => {
  it("refuses a sign-up without the box, kindly, and creates nothing", async () => {
    const email = uniqueEmail();
    const password = "a kite above the cliffs";
    const before = kit.smtp.messages.length;
    for (const ageConfirmed of [undefined, "", "off", "true"]) {
      const fields: Record<string, string> = { intent: "signup", fullName: "Young Student", email, password, confirmPassword: password };
      if (ageConfirmed !== undefined) fields.ageConfirmed = ageConfirmed;
      const refused = await kit.postAuthForm(fields, { address: freshAddress() });
      expect(refused.status).toBe(400);
      expect(refused.data?.fieldErrors).toEqual({ ageConfirmed: MESSAGES.ageConfirmationRequired });
      // What was typed comes back, so only the box needs ticking.
      expect(refused.data?.mode).toBe("signup");
    }
    expect(await kit.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    expect(kit.smtp.messages.slice(before).filter((m) => m.envelopeTo.includes(email))).toHaveLength(0);
  });

  it("stores the time of the confirmation on the new profile, and keeps it at setup", async () => {
    const startedAt = Date.now();
    const { email } = await verifiedAccount();
    const [row] = await kit.database.db
      .select({ ageConfirmedAt: profiles.ageConfirmedAt })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, email));
    expect(row?.ageConfirmedAt).toBeInstanceOf(Date);
    expect(row!.ageConfirmedAt!.getTime()).toBeGreaterThanOrEqual(startedAt - 1_000);
    expect(row!.ageConfirmedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it("writes no confirmation for an address that already has an account", async () => {
    const { email } = await verifiedAccount();
    const [owner] = await kit.database.db.select().from(user).where(eq(user.email, email));
    await kit.database.db.update(profiles).set({ ageConfirmedAt: null }).where(eq(profiles.userId, owner!.id));
    await signUp(email, "another fine passphrase");
    const [row] = await kit.database.db.select({ at: profiles.ageConfirmedAt }).from(profiles).where(eq(profiles.userId, owner!.id));
    expect(row?.at).toBeNull();
  });
});

describe("A2 throttling", () => {
  it("stops guessing one account's password after the configured number, and the owner can still reset", async () => {
    const { email } = await verifiedAccount();
    const statuses: number[] = [];
    let lastMessage = "";
    for (let i = 0; i < 30; i++) {
      // Each guess from a different address: only the per-account limit can stop them.
      const attempt = await signIn(email, `wrong guess number ${i}`, freshAddress());
      statuses.push(attempt.status);
      lastMessage = attempt.data?.formError ?? "";
    }
    const limit = AUTH_LIMITS.signInFailuresPerAccount.limit;
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
    expect(lastMessage).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again, or reset your password\.$/);

    const { result } = await resetThroughEmail(email, "a brand new passphrase 7");
    expect(result.location).toBe("/auth?reset=done");
    expect((await signIn(email, "a brand new passphrase 7")).status).toBe(302);
  });

  it("sign-ups by someone else with a student's address fill that inbox's sign-up allowance, never the student's password reset", async () => {
    const { email } = await verifiedAccount();
    const sentTo = () => kit.smtp.messages.filter((message) => message.envelopeTo.includes(email)).length;
    const before = sentTo();
    let refusal = "";
    for (let attempt = 0; attempt < AUTH_LIMITS.emailsPerRecipient.limit + 1; attempt++) {
      const tried = await signUp(email, "someone else's passphrase 9");
      if (tried.status === 429) refusal = tried.data?.formError ?? "";
    }
    // The verification was one of the five; four "you already have an account" emails, then the refusal, which says
    // what ran out (this inbox's emails), not "from here".
    expect(sentTo() - before).toBe(AUTH_LIMITS.emailsPerRecipient.limit - 1);
    expect(refusal).toMatch(/^Too many emails have been sent to this address\. Please wait \d+ minutes? and try again\.$/);
    const { result } = await resetThroughEmail(email, "my own new passphrase 3");
    expect(result.location).toBe("/auth?reset=done");
  });

  it("stops one address guessing across many accounts", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await signIn(uniqueEmail("nobody"), "not the password", address)).status);
    const limit = AUTH_LIMITS.signInFailuresPerAddress.limit;
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
  });

  it("logs every failure without the password", () => {
    const failed = logLines.filter((line) => line.includes('"event":"sign-in-failed"'));
    const throttled = logLines.filter((line) => line.includes('"event":"sign-in-throttled"'));
    // 30 + 100 refused attempts above: each logged once, as a failure or as throttled.
    expect(failed.length + throttled.length).toBeGreaterThanOrEqual(130);
    expect(throttled.length).toBeGreaterThanOrEqual(70);
    expect(logLines.join("\n")).not.toMatch(/wrong guess number|not the password/);
  });
});

describe("the form the student was on", () => {
  it("keeps sign-up when Google sign-in is not available, with what was typed", async () => {
    const fields = { intent: "google", fullName: "Ada Lovelace", email: "ada@example.com" };
    const fromSignUp = await kit.postAuthForm(fields, { query: "?mode=signup&redirectTo=%2Fprofile" });
    expect(fromSignUp.status).toBe(400);
    expect(fromSignUp.data?.formError).toBe(MESSAGES.googleNotConfigured);
    expect(fromSignUp.data?.mode).toBe("signup");
    const fromSignIn = await kit.postAuthForm({ intent: "google" });
    expect(fromSignIn.data?.mode).toBe("signin");
  });
});

describe("A3 no account enumeration", () => {
  it("answers an unknown email like a wrong password", async () => {
    const { email } = await verifiedAccount();
    const wrong = await signIn(email, "definitely not it");
    const unknown = await signIn(uniqueEmail("ghost"), "definitely not it");
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.data?.formError).toBe(wrong.data?.formError);
    expect(unknown.data?.mode).toBe(wrong.data?.mode);
    expect(unknown.data?.formError).toBe("Invalid email or password");
  });

  it("answers a sign-up with an existing email like a new one, and tells the owner by email", async () => {
    const { email } = await verifiedAccount();
    const before = kit.smtp.messages.length;
    const existing = await signUp(email, "another fine passphrase");
    const fresh = await signUp(uniqueEmail(), "another fine passphrase");
    expect(existing.status).toBe(fresh.status);
    expect(existing.data?.notice).toBe(fresh.data?.notice);
    expect(existing.data?.mode).toBe(fresh.data?.mode);
    const notice = kit.smtp.messages.slice(before).find((m) => m.envelopeTo.includes(email));
    expect(notice?.raw).toMatch(/^Subject: You already have a Marker account$/m);
    const users = await kit.database.db.select().from(user).where(eq(user.email, email));
    expect(users).toHaveLength(1);
  });

  it("a second sign-up for an account still waiting for its confirmation takes it over: a fresh link, and its password is the one that works", async () => {
    const email = uniqueEmail();
    await signUp(email, "a first fine passphrase");
    const before = kit.smtp.messages.length;
    await signUp(email, "another fine passphrase");
    const sent = kit.smtp.messages.slice(before).filter((m) => m.envelopeTo.includes(email));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.raw).toMatch(/^Subject: Confirm your email/m);
    await kit.getAuthEndpoint(kit.lastLinkTo(email));
    expect((await signIn(email, "a first fine passphrase")).status).toBe(401);
    expect((await signIn(email, "another fine passphrase")).status).toBe(302);
  });

  it("answers a reset for an unknown email like a known one", async () => {
    const { email } = await verifiedAccount();
    const known = await kit.postAuthForm({ intent: "forgot", email }, { address: freshAddress() });
    const unknown = await kit.postAuthForm({ intent: "forgot", email: uniqueEmail("ghost") }, { address: freshAddress() });
    expect(unknown.status).toBe(known.status);
    expect(unknown.data?.notice).toBe(known.data?.notice);
  });
});

describe("password reset", () => {
  it("ends every session, works once, and expires", async () => {
    const { email, password } = await verifiedAccount();
    const first = await signIn(email, password);
    const oldCookie = cookieHeader(first.setCookies);
    expect(await kit.sessionFor(oldCookie)).not.toBeNull();

    const { token, result } = await resetThroughEmail(email, "a completely new passphrase");
    expect(result.location).toBe("/auth?reset=done");
    expect(await kit.sessionFor(oldCookie)).toBeNull();
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, "a completely new passphrase")).status).toBe(302);

    const reused = await submitReset(token, "yet another new passphrase");
    expect(reused.status).toBe(400);
    expect(reused.data?.formError).toBe(MESSAGES.resetLinkInvalid);

    await kit.postAuthForm({ intent: "forgot", email }, { address: freshAddress() });
    const link = kit.lastLinkTo(email);
    const expiredToken = link.split("/reset-password/")[1]!.split("?")[0]!;
    await kit.database.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verification.identifier, `reset-password:${expiredToken}`));
    const expired = await submitReset(expiredToken, "too late passphrase here");
    expect(expired.data?.formError).toBe(MESSAGES.resetLinkInvalid);
  });
});

describe("A4 sessions and cookies", () => {
  it("issues a new session at sign-in, rejects old and signed-out cookies, and sets safe cookie attributes", async () => {
    const { email, password } = await verifiedAccount();
    const otherDevice = cookieHeader((await signIn(email, password)).setCookies);
    const first = await signIn(email, password);
    const planted = cookieHeader(first.setCookies);
    const second = await signIn(email, password, freshAddress(), planted);
    const fresh = cookieHeader(second.setCookies);
    expect(fresh).not.toBe(planted);
    // The cookie that came with the sign-in is rejected from now on (reliability case A4: "old ... cookies rejected").
    expect(await kit.sessionFor(planted)).toBeNull();

    const sessionCookie = second.setCookies.find((cookie) => cookie.startsWith("better-auth.session_token="))!;
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).toMatch(/; SameSite=Lax/i);
    expect(sessionCookie).toMatch(/; Path=\//i);
    expect(sessionCookie).not.toMatch(/; Secure/i); // APP_URL is http here; see the https test

    const sessionsOf = async () =>
      (
        await kit.database.db
          .select({ id: session.id })
          .from(session)
          .innerJoin(user, eq(user.id, session.userId))
          .where(eq(user.email, email))
      ).length;
    const before = await sessionsOf();
    const signedOut = await kit.auth.api.signOut({ headers: new Headers({ cookie: fresh }), asResponse: true });
    expect(signedOut.ok).toBe(true);
    expect(await kit.sessionFor(fresh)).toBeNull();
    expect(await sessionsOf()).toBe(before - 1); // the row is gone, not just the cookie
    expect(await kit.sessionFor(planted)).toBeNull();
    expect(await kit.sessionFor(otherDevice)).not.toBeNull(); // other devices, whose cookies did not come with the sign-in, stay signed in
  });
});

describe("session renewal", () => {
  it("extends a session in use before it expires and sends a fresh cookie", async () => {
    const { email, password } = await verifiedAccount();
    const cookie = cookieHeader((await signIn(email, password)).setCookies);
    const [owner] = await kit.database.db.select().from(user).where(eq(user.email, email));
    // Six days into a seven-day session, one day left.
    await kit.database.db
      .update(session)
      .set({ expiresAt: sql`now() + interval '1 day'`, updatedAt: sql`now() - interval '6 days'` })
      .where(eq(session.userId, owner!.id));
    const loaded = await loadSession(new Headers({ cookie }));
    expect(loaded.session?.user.email).toBe(email);
    expect(loaded.setCookies.some((value) => value.startsWith("better-auth.session_token="))).toBe(true);
    const rows = await kit.database.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, owner!.id));
    const latest = Math.max(...rows.map((row) => row.expiresAt.getTime()));
    expect(latest).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it("ignores requests without a session cookie without touching the database", async () => {
    expect(await loadSession(new Headers({ cookie: "theme=dark" }))).toEqual({ session: null, setCookies: [] });
  });
});
