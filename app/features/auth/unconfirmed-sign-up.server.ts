import { and, eq } from "drizzle-orm";

import type { Db } from "~/platform/db/client.server";
import { account, profiles, session, user } from "~/platform/db/schema";

import { hashPassword } from "./password-hashing.server";

/**
 * A sign-up with an address whose account is still waiting for its email to be confirmed: the latest sign-up is the
 * one that counts. Its password and name replace the waiting account's, and any session of that account ends.
 *
 * Why (a review, 2026-11-27): someone who knew a student's address could sign up first with a password of their
 * own; the student, signing up later, was told to use the first confirmation link, which confirmed the account with
 * the other person's password, and that person could sign in from then on. Now the student's own sign-up replaces
 * that password, and confirming a link no longer signs anyone in (auth.server.ts): whoever confirms must then sign
 * in with the password they chose, so a password someone else set is found out at once (and "Forgot password?",
 * which proves the inbox is theirs, replaces it).
 *
 * Returns the waiting account's id when it was taken over; null when the address has no account, a confirmed one
 * (the sign-up is then told the address is in use, by email), or is the account this sign-up just created.
 */
export async function takeOverUnconfirmedAccount(
  db: Db,
  input: { email: string; fullName: string; password: string; createdId: string | null },
): Promise<string | null> {
  const [existing] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, input.email.trim().toLowerCase()));
  if (!existing || existing.emailVerified || existing.id === input.createdId) return null;
  // Hashed before the transaction: argon2 takes tens of milliseconds, and nothing waits on a connection meanwhile.
  const hash = await hashPassword(input.password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(account).set({ password: hash, updatedAt: now }).where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")));
    await tx.update(user).set({ name: input.fullName, updatedAt: now }).where(eq(user.id, existing.id));
    await tx.update(profiles).set({ fullName: input.fullName }).where(eq(profiles.userId, existing.id));
    await tx.delete(session).where(eq(session.userId, existing.id));
  });
  return existing.id;
}
