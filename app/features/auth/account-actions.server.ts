import { recordAgeConfirmation } from "~/features/profile/index.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import { isAppError } from "~/platform/errors";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";

import { assertSignInAllowed, recordSignInFailure, takeEmailAllowance, takeSignUpAllowance } from "./abuse-limits.server";
import { authHeaders, clientAddressOf, cookiesFrom, readAuthError } from "./auth-api.server";
import { getAuth, GOOGLE_PROVIDER_ID } from "./auth.server";
import { checkPasswordStrength } from "./password-policy.server";
import { MESSAGES } from "./validation";

/**
 * What the account forms do, as values the routes turn into responses. Expected failures come back
 * as a `Failure` with a message safe to show; rate limits throw an AppError (429).
 */

const INVALID_CREDENTIALS = "Invalid email or password";

export async function signInWithPassword(
  request: Request,
  input: { email: string; password: string },
): Promise<Result<{ headers: Headers }>> {
  const db = getDb();
  const address = clientAddressOf(request);
  await assertSignInAllowed(db, input.email, address);
  const response = await getAuth().api.signInEmail({
    // callbackURL is where the confirmation link (re-sent to unconfirmed accounts) leads.
    body: { email: input.email, password: input.password, rememberMe: true, callbackURL: "/dashboard" },
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
    await takeEmailAllowance(getDb(), email, clientAddressOf(request));
  } catch (error) {
    if (isAppError(error) && error.code === "RATE_LIMITED") {
      getLogger().info("confirmation email not sent again: the address's email allowance is used up");
      return;
    }
    throw error;
  }
  await getAuth().api.sendVerificationEmail({ body: { email, callbackURL: "/dashboard" }, headers: authHeaders(request) });
}

/**
 * A session cookie that came with a sign-in (planted before it, or left from an earlier one in the same
 * browser) is ended once the new session exists: the browser gets a new session id, and the old value
 * can never be used again, whoever else holds it (session fixation; reliability case A4). Sessions on
 * other devices, whose cookies did not come with this request, stay.
 */
async function endSessionSentWithSignIn(request: Request): Promise<void> {
  if (!/(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.headers.get("cookie") ?? "")) return;
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
): Promise<Result<{ signedIn: boolean; headers: Headers }>> {
  await takeSignUpAllowance(getDb(), input.email, clientAddressOf(request));
  const weakness = await checkPasswordStrength(input.password, { email: input.email, fullName: input.fullName });
  if (weakness) return fail("BAD_REQUEST", weakness, { field: "password" });
  const response = await getAuth().api.signUpEmail({
    body: { name: input.fullName, email: input.email, password: input.password, callbackURL: "/dashboard" },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (response.ok) {
    const body = (await response.clone().json().catch(() => null)) as { token?: string | null; user?: { id?: unknown } } | null;
    if (!body?.user) return fail("INTERNAL", MESSAGES.signupFailed);
    // An address that already has an account gets a look-alike answer with an id that matches no profile.
    if (input.ageConfirmed && typeof body.user.id === "string") {
      await recordAgeConfirmation(getDb(), body.user.id).catch((error: unknown) => {
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
  await takeEmailAllowance(getDb(), input.email, clientAddressOf(request));
  // Answers the same whether or not the address has an account (no enumeration).
  await getAuth().api.requestPasswordReset({
    body: { email: input.email, redirectTo: "/reset-password" },
    headers: authHeaders(request),
  });
}

export async function resetPassword(
  request: Request,
  input: { token: string; password: string },
): Promise<Result> {
  const weakness = await checkPasswordStrength(input.password);
  if (weakness) return fail("BAD_REQUEST", weakness, { field: "password" });
  const response = await getAuth().api.resetPassword({
    body: { newPassword: input.password, token: input.token },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (response.ok) return ok();
  const error = await readAuthError(response);
  if (error.code === "INVALID_TOKEN" || response.status === 400) {
    return fail("BAD_REQUEST", MESSAGES.resetLinkInvalid);
  }
  getLogger().error({ status: response.status, code: error.code }, "password reset failed unexpectedly");
  return fail("INTERNAL", MESSAGES.unexpected);
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
