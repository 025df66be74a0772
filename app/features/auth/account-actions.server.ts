import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import { getLogger } from "~/platform/logger.server";

import { assertSignInAllowed, recordSignInFailure, takeEmailAllowance, takeSignUpAllowance } from "./abuse-limits.server";
import { authHeaders, clientAddressOf, cookiesFrom, readAuthError } from "./auth-api.server";
import { getAuth, GOOGLE_PROVIDER_ID } from "./auth.server";
import { checkPasswordStrength } from "./password-policy.server";
import { MESSAGES } from "./validation";

/**
 * What the account forms do, as values the routes turn into responses. Expected failures come back
 * as `{ ok: false }` with a message safe to show; rate limits throw an AppError (429).
 */
export type Failure = { ok: false; status: number; message: string; field?: string };

const INVALID_CREDENTIALS = "Invalid email or password";

export async function signInWithPassword(
  request: Request,
  input: { email: string; password: string },
): Promise<{ ok: true; headers: Headers } | Failure> {
  const db = getDb();
  const address = clientAddressOf(request);
  await assertSignInAllowed(db, input.email, address);
  const response = await getAuth().api.signInEmail({
    // callbackURL is where the confirmation link (re-sent to unconfirmed accounts) leads.
    body: { email: input.email, password: input.password, rememberMe: true, callbackURL: "/dashboard" },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (response.ok) return { ok: true, headers: cookiesFrom(response) };
  const error = await readAuthError(response);
  if (error.code === "EMAIL_NOT_VERIFIED") return { ok: false, status: 403, message: MESSAGES.unconfirmed };
  if (response.status === 401 || error.code === "INVALID_EMAIL_OR_PASSWORD") {
    await recordSignInFailure(db, input.email, address, "invalid credentials");
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  if (error.code === "PASSWORD_TOO_LONG") {
    await recordSignInFailure(db, input.email, address, "password too long");
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  getLogger().error({ status: response.status, code: error.code }, "sign-in failed unexpectedly");
  return { ok: false, status: 500, message: MESSAGES.unexpected };
}

export async function signUpWithPassword(
  request: Request,
  input: { fullName: string; email: string; password: string },
): Promise<{ ok: true; signedIn: boolean; headers: Headers } | Failure> {
  await takeSignUpAllowance(getDb(), input.email, clientAddressOf(request));
  const weakness = await checkPasswordStrength(input.password, { email: input.email, fullName: input.fullName });
  if (weakness) return { ok: false, status: 400, message: weakness, field: "password" };
  const response = await getAuth().api.signUpEmail({
    body: { name: input.fullName, email: input.email, password: input.password, callbackURL: "/dashboard" },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (response.ok) {
    const body = (await response.clone().json().catch(() => null)) as { token?: string | null; user?: unknown } | null;
    if (!body?.user) return { ok: false, status: 500, message: MESSAGES.signupFailed };
    return { ok: true, signedIn: Boolean(body.token), headers: cookiesFrom(response) };
  }
  const error = await readAuthError(response);
  getLogger().warn({ status: response.status, code: error.code }, "sign-up refused");
  if (response.status >= 500 || !error.message) return { ok: false, status: 500, message: MESSAGES.unexpected };
  // Without email verification (REQUIRE_EMAIL_VERIFICATION=false) an existing address is reported as such.
  return { ok: false, status: response.status, message: error.message };
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
): Promise<{ ok: true } | Failure> {
  const weakness = await checkPasswordStrength(input.password);
  if (weakness) return { ok: false, status: 400, message: weakness, field: "password" };
  const response = await getAuth().api.resetPassword({
    body: { newPassword: input.password, token: input.token },
    headers: authHeaders(request),
    asResponse: true,
  });
  if (response.ok) return { ok: true };
  const error = await readAuthError(response);
  if (error.code === "INVALID_TOKEN" || response.status === 400) {
    return { ok: false, status: 400, message: MESSAGES.resetLinkInvalid };
  }
  getLogger().error({ status: response.status, code: error.code }, "password reset failed unexpectedly");
  return { ok: false, status: 500, message: MESSAGES.unexpected };
}

/** Starts Google sign-in: the URL of Google's consent page, and the state cookie to set. */
export async function startGoogleSignIn(request: Request): Promise<{ ok: true; url: string; headers: Headers } | Failure> {
  if (!getConfig().auth.google) return { ok: false, status: 400, message: MESSAGES.googleNotConfigured };
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
    return { ok: false, status: 502, message: MESSAGES.googleFailed };
  }
  return { ok: true, url: body.url, headers: cookiesFrom(response) };
}

/** Ends the session on the server and clears the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  const response = await getAuth().api.signOut({ headers: authHeaders(request), asResponse: true });
  return cookiesFrom(response);
}
