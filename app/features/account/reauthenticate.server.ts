import { and, eq } from "drizzle-orm";

import type { Db } from "~/platform/db/client.server";
import { account } from "~/platform/db/schema";
import { fail, ok, type Result } from "~/platform/result";

import { verifyPassword } from "~/features/auth/index.server";

/** How recent a sign-in must be to stand in for a password (accounts that sign in with Google only). */
export const FRESH_SIGN_IN_MINUTES = 10;

export const REAUTH_MESSAGES = {
  wrongPassword: "That password is not right. Please type the password you sign in with.",
  passwordNeeded: "Please type your password to confirm it is you.",
  signInAgain: `For your safety, please sign out and sign in with Google again, then come back within ${FRESH_SIGN_IN_MINUTES} minutes.`,
} as const;

/**
 * Proves the person at the keyboard owns the account before their data leaves or is deleted: the account's
 * password, or, for an account that signs in only with Google, a sign-in in the last few minutes.
 */
export async function reauthenticate(
  db: Db,
  input: { userId: string; password: string | undefined; sessionCreatedAt: Date; now?: Date },
): Promise<Result> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, input.userId), eq(account.providerId, "credential")));
  if (credential?.hash) {
    if (!input.password) return fail("BAD_REQUEST", REAUTH_MESSAGES.passwordNeeded, { field: "password" });
    const matches = await verifyPassword({ hash: credential.hash, password: input.password });
    return matches ? ok() : fail("FORBIDDEN", REAUTH_MESSAGES.wrongPassword, { field: "password" });
  }
  const ageMinutes = ((input.now ?? new Date()).getTime() - input.sessionCreatedAt.getTime()) / 60_000;
  return ageMinutes <= FRESH_SIGN_IN_MINUTES ? ok() : fail("FORBIDDEN", REAUTH_MESSAGES.signInAgain);
}

/** Whether the account signs in with a password (the page then asks for it), else with Google only. */
export async function hasPasswordSignIn(db: Db, userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return Boolean(credential?.hash);
}
