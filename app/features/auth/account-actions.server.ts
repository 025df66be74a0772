import { recordAgeConfirmation } from "~/features/profile/index.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import { getMailer } from "~/platform/email/send-email.server";
import { isAppError } from "~/platform/errors";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";

import {
  assertSignInAllowed,
  passwordChangeLimitedMessage,
  recordSignInFailure,
  takeEmailAllowance,
  takeSignUpAllowance,
} from "./abuse-limits.server";
import { authHeaders, clientAddressOf, cookiesFrom, readAuthError } from "./auth-api.server";
import { getAuth, GOOGLE_PROVIDER_ID } from "./auth.server";
import { passwordChangedEmail } from "./emails";
import { checkPasswordStrength } from "./password-policy.server";
import { takeOverUnconfirmedAccount } from "./unconfirmed-sign-up.server";
import { CONFIRMATION_LINK_LANDING, MESSAGES } from "./validation";

/**
 * What the account forms do, as values the routes turn into responses. Expected failures come back
 * as a `Failure` with a message safe to show; rate limits throw an AppError (429).
 */

const INVALID_CREDENTIALS = "Invalid email or password";

/** "Change password" with the same password typed as the current one and as the new one. */
export const NEW_PASSWORD_UNCHANGED = "Your new password must be different from your current one.";

export async function signInWithPassword(
  request: Request,
  input: { email: string; password: string },
): Promise<Result<{ headers: Headers }>> {
  const db = getDb();
  const address = clientAddressOf(request);
  await assertSignInAllowed(db, input.email, address);
  const response = await getAuth().api.signInEmail({
    // callbackURL is where the confirmation link (re-sent to unconfirmed accounts) leads.
    body: { email: input.email, password: input.password, rememberMe: true, callbackURL: CONFIRMATION_LINK_LANDING },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (response.ok) {
    await endSessionSentWithSignIn(request);
    return ok({ headers: cookiesFrom(response) });
  }
  const error = await readAuthError(response);
  if (error.code === "EMAIL_NOT_VERIFIED") {
    await resendConfirmation(request, input.email);
    return fail("FORBIDDEN", MESSAGES.unconfirmed);
  }
  if (response.status === 401 || error.code === "INVALID_EMAIL_OR_PASSWORD") {
    await recordSignInFailure(db, input.email, address, "invalid credentials");
    return fail("UNAUTHENTICATED", INVALID_CREDENTIALS);
  }
  if (error.code === "PASSWORD_TOO_LONG") {
    await recordSignInFailure(db, input.email, address, "password too long");
    return fail("UNAUTHENTICATED", INVALID_CREDENTIALS);
  }
  getLogger().error({ status: response.status, code: error.code }, "sign-in failed unexpectedly");
  return fail("INTERNAL", MESSAGES.unexpected);
}

/**
 * The right password for an account not yet confirmed sends the confirmation link again, within the same
 * allowance as every other email to that address and from that client (5 an hour to a recipient): whoever
 * signed up with someone else's address cannot use sign-in to flood their inbox. Past the allowance the
 * student sees the same "check your email" answer, and the links already sent still work.
 */
async function resendConfirmation(request: Request, email: string): Promise<void> {
  try {
    await takeEmailAllowance(getDb(), email, clientAddressOf(request), "account");
  } catch (error) {
    if (isAppError(error) && error.code === "RATE_LIMITED") {
      getLogger().info("confirmation email not sent again: the address's email allowance is used up");
      return;
    }
    throw error;
  }
  await getAuth().api.sendVerificationEmail({ body: { email, callbackURL: CONFIRMATION_LINK_LANDING }, headers: authHeaders(request) });
}

/**
 * A session cookie that came with a sign-in (planted before it, or left from an earlier one in the same
 * browser) is ended once the new session exists: the browser gets a new session id, and the old value
 * can never be used again, whoever else holds it (session fixation; reliability case A4). Sessions on
 * other devices, whose cookies did not come with this request, stay.
 */
async function endSessionSentWithSignIn(request: Request): Promise<void> {
  if (!hasSessionCookie(request)) return;
  try {
    await getAuth().api.signOut({ headers: authHeaders(request) });
  } catch (error) {
    // A made-up or already ended cookie has no session to end.
    getLogger().info({ err: error }, "no session to end for the cookie sent with a sign-in");
  }
}

/**
 * Creates a password account. `ageConfirmed` is the ticked box of the sign-up form (the schema
 * refuses the form without it, before anything is created); its time is stored on the profile that
 * the user-creation hook made. Should that write fail, the account is still usable: /setup asks again
 * (the guards treat an account without the confirmation as not set up).
 */
export async function signUpWithPassword(
  request: Request,
  input: { fullName: string; email: string; password: string; ageConfirmed: true },
  options: { redirectTo?: string } = {},
): Promise<Result<{ signedIn: boolean; headers: Headers }>> {
  // The confirmation link lands on the sign-in form; signing in there goes on to the page the sign-up was for
  // (a plan chosen on /pricing), when that is not the dashboard.
  const callbackURL =
    options.redirectTo && options.redirectTo !== "/dashboard"
      ? `${CONFIRMATION_LINK_LANDING}&${new URLSearchParams({ redirectTo: options.redirectTo }).toString()}`
      : CONFIRMATION_LINK_LANDING;
  await takeSignUpAllowance(getDb(), input.email, clientAddressOf(request));
  const weakness = await checkPasswordStrength(input.password, { email: input.email, fullName: input.fullName });
  if (weakness) return fail("BAD_REQUEST", weakness, { field: "password" });
  const response = await getAuth().api.signUpEmail({
    body: { name: input.fullName, email: input.email, password: input.password, callbackURL },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (response.ok) {
    const body = (await response.clone().json().catch(() => null)) as { token?: string | null; user?: { id?: unknown } } | null;
    if (!body?.user) return fail("INTERNAL", MESSAGES.signupFailed);
    // An address that already has an account gets a look-alike answer with an id that matches no profile. If that
    // account is still waiting for its email to be confirmed, this sign-up takes it over (unconfirmed-sign-up.server.ts)
    // and the address gets a fresh confirmation link; the answer is the same either way (no enumeration).
    const createdId = typeof body.user.id === "string" ? body.user.id : null;
    // Only where accounts wait for confirmation: without it (REQUIRE_EMAIL_VERIFICATION=false) nothing is ever
    // confirmed, and a sign-up must never change another account's password.
    const takenOver = getConfig().auth.requireEmailVerification ? await takeOverUnconfirmedAccount(getDb(), { ...input, createdId }) : null;
    if (takenOver) {
      await getAuth().api.sendVerificationEmail({ body: { email: input.email, callbackURL }, headers: authHeaders(request) });
    }
    const accountId = takenOver ?? createdId;
    if (input.ageConfirmed && accountId) {
      await recordAgeConfirmation(getDb(), accountId).catch((error: unknown) => {
        getLogger().error({ err: error }, "could not record the age confirmation; /setup will ask again");
      });
    }
    return ok({ signedIn: Boolean(body.token), headers: cookiesFrom(response) });
  }
  const error = await readAuthError(response);
  getLogger().warn({ status: response.status, code: error.code }, "sign-up refused");
  if (response.status >= 500 || !error.message) return fail("INTERNAL", MESSAGES.unexpected);
  // Without email verification (REQUIRE_EMAIL_VERIFICATION=false) an existing address is reported as such.
  return fail(response.status === 400 ? "BAD_REQUEST" : "CONFLICT", error.message);
}

export async function requestPasswordReset(request: Request, input: { email: string }): Promise<void> {
  await takeEmailAllowance(getDb(), input.email, clientAddressOf(request), "reset");
  // Answers the same whether or not the address has an account (no enumeration).
  await getAuth().api.requestPasswordReset({
    body: { email: input.email, redirectTo: "/reset-password" },
    headers: authHeaders(request),
  });
}

/**
 * Whose reset link this is, read without using it up (better-auth's verification row, through its own adapter
 * so any identifier hashing it is configured with applies): the owner's email and name, or null for a link
 * that is unknown or has expired (better-auth then refuses the reset itself).
 */
async function resetLinkOwner(token: string): Promise<{ email: string; name: string } | null> {
  const { internalAdapter } = await getAuth().$context;
  const found = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!found || found.expiresAt.getTime() < Date.now()) return null;
  const owner = await internalAdapter.findUserById(found.value);
  return owner ? { email: owner.email, name: owner.name } : null;
}

/**
 * Sets the new password of the link's owner, under the sign-up rules (not the owner's email or name). Every
 * session of the account ends (better-auth), and so does this browser's own session, whoever it belongs to:
 * the headers clear its cookie, and the student signs in again with the new password.
 */
export async function resetPassword(
  request: Request,
  input: { token: string; password: string },
): Promise<Result<{ headers: Headers }>> {
  const owner = await resetLinkOwner(input.token);
  const weakness = await checkPasswordStrength(input.password, owner ? { email: owner.email, fullName: owner.name } : {});
  if (weakness) return fail("BAD_REQUEST", weakness, { field: "password" });
  const response = await getAuth().api.resetPassword({
    body: { newPassword: input.password, token: input.token },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (response.ok) return ok({ headers: hasSessionCookie(request) ? await signOut(request) : new Headers() });
  const error = await readAuthError(response);
  if (error.code === "INVALID_TOKEN" || response.status === 400) {
    return fail("BAD_REQUEST", MESSAGES.resetLinkInvalid);
  }
  getLogger().error({ status: response.status, code: error.code }, "password reset failed unexpectedly");
  return fail("INTERNAL", MESSAGES.unexpected);
}

/**
 * /profile's "Change password" for the signed-in student (`owner` is their email and the name on their
 * profile). The current password is checked under the same limits as a sign-in (a wrong one counts as a failed
 * sign-in of the account), the new one under the sign-up rules. On success better-auth ends every session and
 * starts a new one for this browser (the returned headers set its cookie), and the student is emailed.
 */
export async function changePassword(
  request: Request,
  input: { currentPassword: string; newPassword: string },
  owner: { email: string; fullName: string },
): Promise<Result<{ headers: Headers }>> {
  const db = getDb();
  const address = clientAddressOf(request);
  await assertSignInAllowed(db, owner.email, address, passwordChangeLimitedMessage);
  // Refused before better-auth is asked, which would "change" it and sign every other device out for nothing. Only
  // the two typed values are compared, so this says nothing about whether the current one is right.
  if (input.newPassword === input.currentPassword) return fail("BAD_REQUEST", NEW_PASSWORD_UNCHANGED, { field: "newPassword" });
  const weakness = await checkPasswordStrength(input.newPassword, owner);
  if (weakness) return fail("BAD_REQUEST", weakness, { field: "newPassword" });
  const response = await getAuth().api.changePassword({
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (response.ok) {
    await sendPasswordChangedEmail({ email: owner.email, name: owner.fullName });
    return ok({ headers: cookiesFrom(response) });
  }
  const error = await readAuthError(response);
  if (error.code === "INVALID_PASSWORD" || error.code === "PASSWORD_TOO_LONG") {
    await recordSignInFailure(db, owner.email, address, "wrong current password");
    return fail("BAD_REQUEST", MESSAGES.currentPasswordWrong, { field: "currentPassword" });
  }
  if (error.code === "CREDENTIAL_ACCOUNT_NOT_FOUND") return fail("BAD_REQUEST", MESSAGES.googleOnlyNoPassword);
  if (response.status === 401) return fail("UNAUTHENTICATED", MESSAGES.signInAgainToChangePassword);
  getLogger().error({ status: response.status, code: error.code }, "password change failed unexpectedly");
  return fail("INTERNAL", MESSAGES.unexpected);
}

/** The password has changed either way: an email that cannot be sent is logged, not reported to the student as a failure. */
async function sendPasswordChangedEmail(to: { email: string; name: string }): Promise<void> {
  try {
    await getMailer().send(passwordChangedEmail(to, `${getConfig().appUrl}/auth?mode=forgot`));
  } catch (error) {
    getLogger().error({ err: error }, "could not send the password-changed email");
  }
}

function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.headers.get("cookie") ?? "");
}

/** Starts Google sign-in: the URL of Google's consent page, and the state cookie to set. */
export async function startGoogleSignIn(request: Request): Promise<Result<{ url: string; headers: Headers }>> {
  if (!getConfig().auth.google) return fail("BAD_REQUEST", MESSAGES.googleNotConfigured);
  const response = await getAuth().api.signInSocial({
    body: {
      provider: GOOGLE_PROVIDER_ID,
      callbackURL: "/auth-callback",
      errorCallbackURL: "/auth-callback",
      newUserCallbackURL: "/auth-callback",
    },
    headers: authHeaders(request),
    asResponse: true,
  });
  const body = (await response.clone().json().catch(() => null)) as { url?: unknown } | null;
  if (!response.ok || typeof body?.url !== "string") {
    const error = response.ok ? {} : await readAuthError(response);
    getLogger().error({ status: response.status, code: error.code }, "could not start Google sign-in");
    return fail("UPSTREAM_FAILED", MESSAGES.googleFailed);
  }
  return ok({ url: body.url, headers: cookiesFrom(response) });
}

/** Ends the session on the server and clears the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  const response = await getAuth().api.signOut({ headers: authHeaders(request), asResponse: true });
  return cookiesFrom(response);
}
