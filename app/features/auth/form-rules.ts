/**
 * Account form rules without a validation library, so that the browser bundle of /auth stays small.
 * `validation.ts` builds the server's zod schemas from the same constants and helpers, and
 * `client-checks.test.ts` proves (fast-check) that the checks here give the same verdict and the same
 * first message per field as those schemas.
 */
/**
 * Account form rules, shared by the browser (messages as you type) and the server (the rules that
 * count). Messages are the spec's (section 8) where it gives one; the password minimum is
 * DESIGN.md D9's 8 characters.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const MESSAGES = {
  fullNameRequired: "Full name is required",
  fullNameTooLong: "Full name must be 100 characters or fewer",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Please enter your password",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooCommon: "That password is too common and easy to guess. Please choose a different one.",
  passwordLikeEmail: "Your password must not be your email address or your name.",
  unexpected: "An unexpected error occurred. Please try again.",
  signupFailed: "Signup failed",
  unconfirmed: "Please check your email to confirm your account before signing in.",
  checkEmailAfterSignUp:
    "Account created. We have sent you an email: open the link in it to confirm your account, then sign in.",
  resetLinkSent:
    "If an account exists for that email address, we have sent it a link to reset your password. The link works once and expires in 1 hour.",
  resetLinkInvalid: "This password reset link has expired or has already been used. Please ask for a new one.",
  passwordChanged: "Your password has been changed. Please sign in with your new password.",
  resetWhileSignedIn:
    "You are signed in on this device. Saving a new password signs you out everywhere, here too: then sign in with your new password.",
  currentPasswordRequired: "Please enter your current password",
  currentPasswordWrong: "That is not your current password. Please check it and try again.",
  passwordChangedHere:
    "Your password has been changed. You are still signed in here, and every other device has been signed out. We have emailed you to say so.",
  googleOnlyNoPassword: "You sign in with Google, so you have no password here.",
  confirmationLinkInvalid: "This confirmation link has expired or is not valid.",
  confirmationLinkNewOne: "To get a new one, sign in below with your email and password: we will email you a fresh link.",
  emailConfirmed: "Your email is confirmed. Please sign in.",
  signInAgainToChangePassword: "Please sign in again to change your password.",
  googleFailed: "Failed to sign in with Google. Please try again.",
  googleNotConfigured: "Google sign-in is not available on this server. Please use your email and password.",
  callbackFailed: "Authentication failed. Please try signing in again.",
  ageConfirmationLabel: "I am 13 or older, or a parent or carer has agreed",
  ageConfirmationRequired:
    "Marker is for students aged 13 and over. If you are younger, ask a parent or carer to help you sign up and tick this box with them.",
} as const;

/** Removes characters that never belong in a name or an address (the profile form uses the same). */
export { stripInvisible } from "~/platform/text/strip-invisible";


export const AGE_CONFIRMATION_FIELD = "ageConfirmed";

export type FieldErrors = Partial<Record<string, string>>;

/** The three forms of /auth, named by its `mode` query (sign-in when it has none). */
export type AuthMode = "signin" | "signup" | "forgot";

export function authModeFrom(value: string | null): AuthMode {
  return value === "signup" || value === "forgot" ? value : "signin";
}

/** The address of one of /auth's forms, keeping where to go after signing in. */
export function authPageLink(mode: AuthMode, redirectTo: string | null): string {
  const params = new URLSearchParams();
  if (mode !== "signin") params.set("mode", mode);
  if (redirectTo) params.set("redirectTo", redirectTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}

/**
 * Where the address bar should move after a reply that shows another form than the address names (a sign-up
 * waiting for its confirmation shows sign-in, spec section 4), so a reload shows what the student saw; null
 * when the address already agrees.
 */
export function addressForReply(replyMode: AuthMode, searchParams: URLSearchParams): string | null {
  if (replyMode === authModeFrom(searchParams.get("mode"))) return null;
  return authPageLink(replyMode, searchParams.get("redirectTo"));
}

/**
 * Where the email-confirmation link lands (better-auth's callbackURL). A link that works signs the student in,
 * and /auth sends a signed-in visitor on to the dashboard; a link opened again, once the account is confirmed,
 * lands here signed out; a link that has expired or was changed lands here with better-auth's `error=CODE`.
 */
export const CONFIRMATION_LINK_LANDING = "/auth?emailLink=confirm";

/** What /auth says about the confirmation link it was reached from, or null when it was not reached from one. */
export function confirmationLinkOutcome(searchParams: URLSearchParams): "invalid" | "confirmed" | null {
  // Links sent before CONFIRMATION_LINK_LANDING led to /dashboard, which sends a signed-out visitor here with
  // the error inside redirectTo.
  const wantedError = new URL(safeRedirectPath(searchParams.get("redirectTo")), "http://x").searchParams.has("error");
  if (searchParams.get("emailLink") !== "confirm") return wantedError ? "invalid" : null;
  return searchParams.has("error") || wantedError ? "invalid" : "confirmed";
}

/**
 * Where a successful sign-in goes: `redirectTo` when it is a safe same-site path (safeRedirectPath), without
 * any `error` a link left on it, so an old error never follows the student to the next page.
 */
export function signInDestination(value: unknown): string {
  const path = safeRedirectPath(value);
  const url = new URL(path, "http://x");
  if (!url.searchParams.has("error")) return path;
  url.searchParams.delete("error");
  // Checked again: what is rebuilt from a parsed URL must pass the same rules as what came in.
  return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`);
}

/** Only same-site paths are followed after sign-in; anything else goes to the dashboard. */
export function safeRedirectPath(value: unknown, fallback = "/dashboard"): string {
  if (typeof value !== "string" || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  // The path as a browser or a URL parser will read it: dot segments removed ("/.//evil.example" is
  // "//evil.example", another site, once normalised), so the checks below apply to what is followed.
  let parsed: URL;
  try {
    parsed = new URL(value, "http://marker.invalid");
  } catch {
    return fallback;
  }
  if (parsed.origin !== "http://marker.invalid") return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
  const decodedPath = safeDecode(parsed.pathname).toLowerCase();
  if (decodedPath.startsWith("/auth") || decodedPath.startsWith("/api/")) return fallback;
  return path;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
