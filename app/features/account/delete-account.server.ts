import { eq } from "drizzle-orm";

import { accountDeletedEmail } from "~/features/auth/index.server";
import { getBillingProvider } from "~/features/billing/index.server";
import { getConfig } from "~/platform/config.server";
import type { Db } from "~/platform/db/client.server";
import { accountDeletions, subscriptions, user } from "~/platform/db/schema";
import { getMailer } from "~/platform/email/send-email.server";
import { deleteJobsOfUser } from "~/platform/jobs/marking-jobs.server";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";
import { forgetUserRateLimits } from "~/platform/security/consume-rate-limit.server";
import { getStorage } from "~/platform/storage/get-storage.server";
import { userStoragePrefix } from "~/platform/storage/storage-key";

import { ACCOUNT_DATA_PARTS } from "./account-parts.server";

/** What the student types to confirm (spelt out on the page). */
export const DELETE_CONFIRMATION = "DELETE";

export const DELETE_MESSAGES = {
  confirm: `Please type ${DELETE_CONFIRMATION} in capital letters to confirm.`,
  subscriptionNotCancelled:
    "We could not cancel your subscription with the payment provider, so your account has not been deleted. Please try again in a few minutes, or contact support.",
} as const;

/**
 * Deletes an account (UK GDPR article 17), in an order that never leaves a paying subscription behind:
 * the subscription is cancelled at the provider first (if that fails, nothing is deleted); then every
 * uploaded file; then the user row, whose deletion removes every row of theirs (profile, sessions, sign-in
 * methods, answers, results, share links, usage, flashcards, reviews) through the schema's cascades, with
 * the rows that carry the id outside them (the queue's jobs, the abuse-limit counters); an anonymous record
 * says an account was deleted and when. A confirmation goes to the old address. Only the request that
 * actually deleted the user row records the deletion and sends the email: two requests at once (two tabs,
 * a retry) delete once. Running it again for a user who is gone does nothing.
 */
export async function deleteAccount(db: Db, userId: string, confirmation: string): Promise<Result<{ deleted: boolean }>> {
  if (confirmation.trim() !== DELETE_CONFIRMATION) return fail("BAD_REQUEST", DELETE_MESSAGES.confirm, { field: "confirmation" });
  const [person] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (!person) return ok({ deleted: false });
  const logger = getLogger();

  const [subscription] = await db.select({ customerId: subscriptions.customerId }).from(subscriptions).where(eq(subscriptions.userId, userId));
  const provider = getBillingProvider();
  if (subscription && provider.kind !== "none") {
    try {
      await provider.cancelSubscriptionsNow(subscription.customerId);
      // The payment provider's copy of the student's name and email goes too (its invoices stay, as the law asks).
      await provider.deleteCustomer(subscription.customerId);
    } catch (error) {
      logger.error({ err: error }, "account deletion stopped: the subscription could not be cancelled");
      return fail("UPSTREAM_FAILED", DELETE_MESSAGES.subscriptionNotCancelled);
    }
  }

  const storage = getStorage();
  const keys = new Set<string>();
  for (const part of ACCOUNT_DATA_PARTS) for (const key of (await part.files?.(db, userId)) ?? []) keys.add(key);
  for (const key of keys) await storage.delete(key);
  await storage.deletePrefix(userStoragePrefix(userId));

  const deleted = await db.transaction(async (tx) => {
    const gone = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    if (gone.length === 0) return false;
    await tx.insert(accountDeletions).values({});
    await forgetUserRateLimits(tx, userId);
    return true;
  });
  if (!deleted) return ok({ deleted: false });
  logger.info("account deleted");
  await deleteJobsOfUser(db, userId).catch((error: unknown) => logger.warn({ err: error }, "the deleted account's queued jobs could not be removed"));

  try {
    const config = getConfig();
    await getMailer().send(accountDeletedEmail(person, config.appUrl, config.supportEmail));
  } catch (error) {
    logger.warn({ err: error }, "the deletion confirmation email could not be sent");
  }
  return ok({ deleted: true });
}
