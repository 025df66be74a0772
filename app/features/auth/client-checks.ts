import {
  AGE_CONFIRMATION_FIELD,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  stripInvisible,
  type FieldErrors,
} from "./form-rules";

/**
 * The account forms' rules as plain checks, for the browser: the same verdict and the same first message
 * per field as the server's zod schemas in `validation.ts` (client-checks.test.ts proves it), without
 * shipping a validation library to /auth. The server still parses with zod; these only show mistakes early.
 */
export type FormInput = Partial<Record<string, string>>;

const LOCAL_PART_SEGMENT = /^[A-Za-z0-9_'+-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,}$/;

/** An address as the server accepts it: dotted words before one @, a dotted domain with a letters-only ending. */
export function isAcceptedEmail(address: string): boolean {
  const at = address.indexOf("@");
  if (at < 0 || address.indexOf("@", at + 1) >= 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  // Every dot-separated part of the local part is non-empty; it must not end in an apostrophe.
  if (!local.split(".").every((segment) => LOCAL_PART_SEGMENT.test(segment)) || local.endsWith("'")) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  const last = labels.pop() as string;
  return TOP_LEVEL_DOMAIN.test(last) && labels.every((label) => DOMAIN_LABEL.test(label));
}

function checkEmail(value: string | undefined): string | undefined {
  if (value === undefined) return MESSAGES.emailRequired;
  const email = stripInvisible(value).trim().toLowerCase();
  if (email.length === 0) return MESSAGES.emailRequired;
  if (email.length > 254 || !isAcceptedEmail(email)) return MESSAGES.emailInvalid;
  return undefined;
}

function checkNewPassword(value: string | undefined): string | undefined {
  if (value === undefined || value.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return undefined;
}

function collect(entries: Array<[string, string | undefined]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of entries) if (message !== undefined) errors[field] ??= message;
  return errors;
}

export function checkSignUp(values: FormInput): FieldErrors {
  let fullName: string | undefined;
  if (values.fullName === undefined) fullName = MESSAGES.fullNameRequired;
  else {
    const name = stripInvisible(values.fullName).trim().replace(/\s+/g, " ");
    if (name.length === 0) fullName = MESSAGES.fullNameRequired;
    else if (name.length > 100) fullName = MESSAGES.fullNameTooLong;
  }
  const errors = collect([
    ["fullName", fullName],
    ["email", checkEmail(values.email)],
    ["password", checkNewPassword(values.password)],
    ["confirmPassword", values.confirmPassword === undefined ? MESSAGES.passwordsDoNotMatch : undefined],
    [AGE_CONFIRMATION_FIELD, values[AGE_CONFIRMATION_FIELD] === "on" ? undefined : MESSAGES.ageConfirmationRequired],
  ]);
  // The schema compares the passwords whenever both were typed, whatever else is wrong with the form, so
  // "Passwords do not match" shows with every other message at once (an unticked box does not hold it back).
  if (values.password !== undefined && values.confirmPassword !== undefined && values.password !== values.confirmPassword) {
    errors.confirmPassword ??= MESSAGES.passwordsDoNotMatch;
  }
  return errors;
}

export function checkSignIn(values: FormInput): FieldErrors {
  const password = values.password;
  return collect([
    ["email", checkEmail(values.email)],
    [
      "password",
      password === undefined || password.length < 1
        ? MESSAGES.passwordRequired
        : password.length > 1024
          ? MESSAGES.passwordTooLong
          : undefined,
    ],
  ]);
}

export function checkForgotPassword(values: FormInput): FieldErrors {
  return collect([["email", checkEmail(values.email)]]);
}
