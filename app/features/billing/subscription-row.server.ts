import { eq } from "drizzle-orm";

import type { Db } from "~/platform/db/client.server";
import { subscriptions } from "~/platform/db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's subscriptions row (synced from the payment provider), or null before any checkout. */
export async function getSubscriptionRow(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return rows[0] ?? null;
}
