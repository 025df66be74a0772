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
  googleFailed: "Failed to sign in with Google. Please try again.",
  googleNotConfigured: "Google sign-in is not available on this server. Please use your email and password.",
  callbackFailed: "Authentication failed. Please try signing in again.",
  ageConfirmationLabel: "I am 13 or older, or a parent or carer has agreed",
  ageConfirmationRequired:
    "Marker is for students aged 13 and over. If you are younger, ask a parent or carer to help you sign up and tick this box with them.",
} as const;

/** Removes characters that never belong in a name or an address (controls, zero-width, bidi overrides). */
export function stripInvisible(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g, "");
}


export const AGE_CONFIRMATION_FIELD = "ageConfirmed";

export type FieldErrors = Partial<Record<string, string>>;

/** Only same-site paths are followed after sign-in; anything else goes to the dashboard. */
export function safeRedirectPath(value: unknown, fallback = "/dashboard"): string {
  if (typeof value !== "string" || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  if (value.startsWith("/auth") || value.startsWith("/api/")) return fallback;
  return value;
}
