import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Db } from "~/platform/db/client.server";
import { rateLimits } from "~/platform/db/schema";
import { AppError } from "~/platform/errors";
import { getLogger } from "~/platform/logger.server";
import { consumeRateLimit, countRateLimit } from "~/platform/security/consume-rate-limit.server";

/**
 * Abuse limits on accounts, counted in the database so every app instance shares them. Numbers are
 * generous per address because a whole class may sign in from one school network.
 */
export const AUTH_LIMITS = {
  signInFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  signInFailuresPerAddress: { limit: 50, windowSeconds: 15 * 60 },
  // A school signs its pupils up from one address, often several classes in an hour: 200 an hour per
  // address; the per-recipient limit below is what keeps any one inbox from being flooded.
  signUpsPerAddress: { limit: 200, windowSeconds: 60 * 60 },
  emailsPerAddress: { limit: 200, windowSeconds: 60 * 60 },
  emailsPerRecipient: { limit: 5, windowSeconds: 60 * 60 },
} as const;

/** Email addresses are hashed before they become rate-limit keys: the table holds no addresses. */
function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

function minutes(seconds: number): string {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return value === 1 ? "1 minute" : `${value} minutes`;
}

export function signInLimitedMessage(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Please wait ${minutes(retryAfterSeconds)} and try again, or reset your password.`;
}

/**
 * The refusal when it is the network, not the account, that has had too many failures (a class behind one school
 * address, or someone guessing from it): a reset would not help, so it is not offered (a review followed that advice
 * and was refused again with the new password).
 */
export function signInFromHereLimitedMessage(retryAfterSeconds: number): string {
  return `Too many sign-in attempts from this network. Please wait ${minutes(retryAfterSeconds)} and try again.`;
}

/** The refusal when too many wrong current passwords were typed into "Change password". */
export function passwordChangeLimitedMessage(retryAfterSeconds: number): string {
  return `Too many wrong passwords. Please wait ${minutes(retryAfterSeconds)} and try again, or reset your password.`;
}

/**
 * Refuses a sign-in when the account or the address has had too many recent failures. "Change password"
 * asks the same question (it checks the account's password too), with its own message.
 */
export async function assertSignInAllowed(
  db: Db,
  email: string,
  address: string,
  message: (retryAfterSeconds: number) => string = signInLimitedMessage,
  fromHereMessage: (retryAfterSeconds: number) => string = message === signInLimitedMessage ? signInFromHereLimitedMessage : message,
): Promise<void> {
  const [perAccount, perAddress] = await Promise.all([
    countRateLimit(db, { key: `sign-in-failures:account:${emailKey(email)}`, ...AUTH_LIMITS.signInFailuresPerAccount }),
    countRateLimit(db, { key: `sign-in-failures:address:${address}`, ...AUTH_LIMITS.signInFailuresPerAddress }),
  ]);
  const blocked = [
    perAccount.count >= AUTH_LIMITS.signInFailuresPerAccount.limit ? perAccount : null,
    perAddress.count >= AUTH_LIMITS.signInFailuresPerAddress.limit ? perAddress : null,
  ].filter((value) => value !== null);
  if (blocked.length > 0) {
    const retryAfterSeconds = Math.max(...blocked.map((value) => value.retryAfterSeconds));
    getLogger().warn({ event: "sign-in-throttled", account: emailKey(email), address }, "sign-in refused by abuse limit");
    // The account's own limit, which a reset clears (clearSignInFailures), says so; the network's alone does not.
    const accountBlocked = perAccount.count >= AUTH_LIMITS.signInFailuresPerAccount.limit;
    throw new AppError("RATE_LIMITED", (accountBlocked ? message : fromHereMessage)(retryAfterSeconds), { retryAfterSeconds });
  }
}

/** Counts a failed sign-in against the account and the address. The password is never logged. */
export async function recordSignInFailure(db: Db, email: string, address: string, reason: string): Promise<void> {
  getLogger().warn({ event: "sign-in-failed", account: emailKey(email), address, reason }, "sign-in failed");
  await Promise.all([
    consumeRateLimit(db, { key: `sign-in-failures:account:${emailKey(email)}`, ...AUTH_LIMITS.signInFailuresPerAccount }),
    consumeRateLimit(db, { key: `sign-in-failures:address:${address}`, ...AUTH_LIMITS.signInFailuresPerAddress }),
  ]);
}

/** After the owner proves who they are (a password reset), earlier failures stop counting against the account. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `sign-in-failures:account:${emailKey(email)}`));
}

type Rule = { key: string; limit: number; windowSeconds: number; message: (seconds: number) => string };

/** Counts each rule; refused when any is over its limit, with the message of the one that waits longest. */
async function consumeOrRefuse(db: Db, rules: Rule[]) {
  const outcomes = await Promise.all(rules.map(({ message: _message, ...rule }) => consumeRateLimit(db, rule)));
  const refused = outcomes.map((outcome, index) => ({ outcome, rule: rules[index]! })).filter(({ outcome }) => !outcome.allowed);
  if (refused.length > 0) {
    const longest = refused.reduce((a, b) => (b.outcome.retryAfterSeconds > a.outcome.retryAfterSeconds ? b : a));
    const retryAfterSeconds = longest.outcome.retryAfterSeconds;
    throw new AppError("RATE_LIMITED", longest.rule.message(retryAfterSeconds), { retryAfterSeconds });
  }
}

/** Said when one inbox has had its emails for the hour: it names no account, so it tells no one whether one exists. */
const tooManyEmailsMessage = (seconds: number) => `Too many emails have been sent to this address. Please wait ${minutes(seconds)} and try again.`;

/**
 * Counts a sign-up from this address and an email to this recipient (the confirmation, or "you already have an
 * account"). These share an inbox's allowance with the confirmation sent again at sign-in, not with password
 * resets: sign-up attempts by someone else with a student's address never use up the student's own way back in.
 */
export function takeSignUpAllowance(db: Db, email: string, address: string): Promise<void> {
  const fromHere = (seconds: number) => `Too many sign-up attempts from here. Please wait ${minutes(seconds)} and try again.`;
  return consumeOrRefuse(db, [
    { key: `sign-up:address:${address}`, ...AUTH_LIMITS.signUpsPerAddress, message: fromHere },
    { key: `email:address:${address}`, ...AUTH_LIMITS.emailsPerAddress, message: fromHere },
    { key: `email:recipient:${emailKey(email)}`, ...AUTH_LIMITS.emailsPerRecipient, message: tooManyEmailsMessage },
  ]);
}

/**
 * Counts an email to this recipient and from this address: "account" for the confirmation sent again at sign-in
 * (the sign-up's allowance), "reset" for a password reset, which has an inbox allowance of its own.
 */
export function takeEmailAllowance(db: Db, email: string, address: string, purpose: "account" | "reset"): Promise<void> {
  const requested = (seconds: number) => `Too many emails requested. Please wait ${minutes(seconds)} and try again.`;
  return consumeOrRefuse(db, [
    { key: `email:address:${address}`, ...AUTH_LIMITS.emailsPerAddress, message: requested },
    { key: `email:recipient:${purpose === "reset" ? "reset:" : ""}${emailKey(email)}`, ...AUTH_LIMITS.emailsPerRecipient, message: requested },
  ]);
}
