import { eq } from "drizzle-orm";

import { exportAccountData } from "~/features/account/export-account.server";
import { afterAll, describe, expect, it } from "vitest";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { MESSAGES } from "~/features/auth/validation";
import { account, profiles, user } from "~/platform/db/schema";
import { action as setupAction, loader as setupLoader } from "~/routes/setup";

import { startOidcProvider } from "../../../tests/fakes/oidc-provider";
import { cookieHeader, setUpAuthKit, TEST_APP_URL, uniqueEmail } from "../../../tests/support/auth-kit";

const provider = await startOidcProvider();
afterAll(() => provider.stop());
const kit = await setUpAuthKit({
  GOOGLE_CLIENT_ID: "marker-test-client",
  GOOGLE_CLIENT_SECRET: "marker-test-secret",
  GOOGLE_ISSUER_URL: provider.issuerUrl,
});

/** Clicks "Continue with Google": the consent URL and the state cookie the browser keeps. */
async function start() {
  const started = await kit.postAuthForm({ intent: "google" });
  expect(started.status).toBe(302);
  return { authorizeUrl: new URL(started.location!), cookie: cookieHeader(started.setCookies) };
}

/** The provider signs the user in and redirects back with a code. */
async function consent(authorizeUrl: URL): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

function sessionCookieIn(setCookies: string[]) {
  return setCookies.find((cookie) => /^better-auth\.session_token=[^;]+/.test(cookie));
}

function expectRefused(result: { location: string | null; setCookies: string[] }) {
  const target = new URL(result.location ?? "", TEST_APP_URL);
  expect(target.pathname).toBe("/auth-callback");
  expect(target.searchParams.get("error")).toBeTruthy();
  expect(sessionCookieIn(result.setCookies)).toBeUndefined();
}

describe("A5 Google sign-in (OpenID Connect)", () => {
  it("signs a new student in with only openid, email and profile, PKCE, state and nonce", async () => {
    const email = uniqueEmail("google");
    provider.setNextIdentity({ sub: "g-100", email, email_verified: true, name: "Grace Hopper", picture: "https://images.example.com/g.png" });
    const { authorizeUrl, cookie } = await start();
    expect(authorizeUrl.origin).toBe(provider.issuerUrl);
    expect(authorizeUrl.searchParams.get("scope")!.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(authorizeUrl.searchParams.get("state")).toBeTruthy();
    expect(authorizeUrl.searchParams.get("nonce")).toBeTruthy();
    expect(authorizeUrl.searchParams.get("access_type")).toBeNull();
    expect(authorizeUrl.searchParams.get("prompt")).toBeNull();
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(`${TEST_APP_URL}/api/auth/callback/google`);

    const callback = await consent(authorizeUrl);
    const result = await kit.getAuthEndpoint(callback.toString(), cookie);
    expect(result.location).toBe("/auth-callback");
    const sessionCookie = sessionCookieIn(result.setCookies);
    expect(sessionCookie).toBeDefined();
    const session = await kit.sessionFor(cookieHeader(result.setCookies));
    expect(session?.user.email).toBe(email);
    expect(session?.user.emailVerified).toBe(true);

    const [profile] = await kit.database.db.select().from(profiles).where(eq(profiles.userId, session!.user.id));
    expect(profile).toMatchObject({ fullName: "Grace Hopper", providerPictureUrl: "https://images.example.com/g.png", examBoards: {}, ageConfirmedAt: null });
    // What is kept is in the student's export (the privacy policy: the picture is remembered as its address).
    const exported = (await exportAccountData(kit.database.db, session!.user.id)) as unknown as Record<string, Record<string, Record<string, unknown>>>;
    expect(exported.profile!.profile!.googlePictureUrl).toBe("https://images.example.com/g.png");
    expect(exported.account!.user).toMatchObject({ pictureUrl: "https://images.example.com/g.png" });
    const [linked] = await kit.database.db.select().from(account).where(eq(account.userId, session!.user.id));
    expect(linked).toMatchObject({ providerId: "google", accountId: "g-100", password: null });
    // Only the identity is kept: no access, refresh or ID token of the provider's.
    expect(linked).toMatchObject({ accessToken: null, refreshToken: null, idToken: null });
  });

  it("asks a Google sign-up to confirm their age on /setup, and refuses setup without it", async () => {
    const email = uniqueEmail("google");
    provider.setNextIdentity({ sub: "g-age", email, email_verified: true, name: "Katherine Johnson" });
    const { authorizeUrl, cookie } = await start();
    const result = await kit.getAuthEndpoint((await consent(authorizeUrl)).toString(), cookie);
    const session = await kit.sessionFor(cookieHeader(result.setCookies));
    const args = (fields: Record<string, string>) =>
      ({
        request: new Request(`${TEST_APP_URL}/setup`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
        context: { session },
        params: {},
      }) as unknown as Parameters<typeof setupAction>[0];

    const shown = await setupLoader({ ...args({}), request: new Request(`${TEST_APP_URL}/setup`) });
    expect(shown).toEqual({ currentBoard: null, mixedBoards: false, needsAgeConfirmation: true });
    // Until setup is done, the signed-in pages send the student back to /setup.
    await expect(requireSetUpUser(new Request(`${TEST_APP_URL}/dashboard`), { session } as never)).rejects.toMatchObject({
      status: 302,
    });

    const refused = (await setupAction(args({ board: "aqa" }))) as unknown as {
      data: { fieldErrors?: Record<string, string> };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ ageConfirmed: MESSAGES.ageConfirmationRequired });
    const [untouched] = await kit.database.db.select().from(profiles).where(eq(profiles.userId, session!.user.id));
    expect(untouched).toMatchObject({ examBoards: {}, ageConfirmedAt: null });

    const before = Date.now();
    const done = (await setupAction(args({ board: "aqa", ageConfirmed: "on" }))) as Response;
    expect(done.status).toBe(302);
    const [confirmed] = await kit.database.db.select().from(profiles).where(eq(profiles.userId, session!.user.id));
    expect(confirmed!.examBoards).toEqual({ "english-literature": "aqa", "english-language": "aqa", history: "aqa" });
    expect(confirmed!.ageConfirmedAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    const signedIn = await requireSetUpUser(new Request(`${TEST_APP_URL}/dashboard`), { session } as never);
    expect(signedIn.user.id).toBe(session!.user.id);
  });

  it("refuses a callback with no state or a forged state", async () => {
    const { authorizeUrl, cookie } = await start();
    const callback = await consent(authorizeUrl);
    const withoutState = new URL(callback);
    withoutState.searchParams.delete("state");
    expectRefused(await kit.getAuthEndpoint(withoutState.toString(), cookie));
    const forged = new URL(callback);
    forged.searchParams.set("state", "forged-state-value");
    expectRefused(await kit.getAuthEndpoint(forged.toString(), cookie));
  });

  it("refuses a code used twice", async () => {
    const { authorizeUrl, cookie } = await start();
    const callback = await consent(authorizeUrl);
    const first = await kit.getAuthEndpoint(callback.toString(), cookie);
    expect(sessionCookieIn(first.setCookies)).toBeDefined();
    expectRefused(await kit.getAuthEndpoint(callback.toString(), cookie));
  });

  it("refuses when the PKCE verifier does not match the challenge the provider saw", async () => {
    const { authorizeUrl, cookie } = await start();
    authorizeUrl.searchParams.set("code_challenge", "A".repeat(43));
    const callback = await consent(authorizeUrl);
    expectRefused(await kit.getAuthEndpoint(callback.toString(), cookie));
  });

  it("refuses an ID token with the wrong nonce or the wrong audience", async () => {
    for (const tamper of [
      (token: { payload: Record<string, unknown> }) => (token.payload.nonce = "not-the-nonce-we-sent"),
      (token: { payload: Record<string, unknown> }) => (token.payload.aud = "some-other-client"),
    ]) {
      const { authorizeUrl, cookie } = await start();
      provider.tamperWithNextToken(tamper);
      const callback = await consent(authorizeUrl);
      expectRefused(await kit.getAuthEndpoint(callback.toString(), cookie));
    }
  });

  it("refuses a provider error and never signs in, whatever the description says", async () => {
    const { authorizeUrl, cookie } = await start();
    const callback = new URL(`${TEST_APP_URL}/api/auth/callback/google`);
    callback.searchParams.set("state", authorizeUrl.searchParams.get("state")!);
    callback.searchParams.set("error", "access_denied");
    callback.searchParams.set("error_description", "<script>alert(1)</script>");
    expectRefused(await kit.getAuthEndpoint(callback.toString(), cookie));
  });

  it("never merges a Google account into an unconfirmed password account with the same email", async () => {
    const email = uniqueEmail("victim");
    const signUp = await kit.postAuthForm({
      intent: "signup",
      fullName: "Pre Registered",
      email,
      password: "attacker chosen passphrase",
      confirmPassword: "attacker chosen passphrase",
      ageConfirmed: "on",
    });
    expect(signUp.data?.notice).toBeTruthy();
    provider.setNextIdentity({ sub: "g-victim", email, email_verified: true, name: "Real Owner" });
    const { authorizeUrl, cookie } = await start();
    const callback = await consent(authorizeUrl);
    expectRefused(await kit.getAuthEndpoint(callback.toString(), cookie));
    const [owner] = await kit.database.db.select().from(user).where(eq(user.email, email));
    const accounts = await kit.database.db.select().from(account).where(eq(account.userId, owner!.id));
    expect(accounts.map((row) => row.providerId)).toEqual(["credential"]);
  });
});
