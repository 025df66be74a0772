import { MESSAGES } from "./validation";

let commonPasswords: Set<string> | undefined;

async function loadCommonPasswords(): Promise<Set<string>> {
  if (!commonPasswords) {
    const { dictionary } = await import("@zxcvbn-ts/language-common");
    commonPasswords = new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));
  }
  return commonPasswords;
}

/**
 * The checks beyond length (DESIGN.md D9, after NIST SP 800-63B): refuse passwords found in lists of
 * commonly used passwords, and passwords that are the user's own email address or name.
 * Returns the message to show, or null when the password is acceptable.
 */
export async function checkPasswordStrength(
  password: string,
  context: { email?: string; fullName?: string } = {},
): Promise<string | null> {
  const lowered = password.toLowerCase();
  const list = await loadCommonPasswords();
  // A common word with a year or a few digits on the end ("sunshine2024") is as easy to guess.
  const withoutTrailingDigits = lowered.replace(/\d{1,4}$/, "");
  const isCommonWithDigits =
    withoutTrailingDigits !== lowered && withoutTrailingDigits.length >= 4 && list.has(withoutTrailingDigits);
  if (list.has(lowered) || (isCommonWithDigits && lowered.length <= 12)) return MESSAGES.passwordTooCommon;
  const personal = [context.email, context.email?.split("@")[0], context.fullName?.replace(/\s+/g, "")]
    .filter((value): value is string => Boolean(value && value.length >= 3))
    .map((value) => value.toLowerCase());
  if (personal.some((value) => lowered === value || lowered.replace(/\s+/g, "") === value)) {
    return MESSAGES.passwordLikeEmail;
  }
  return null;
}
