import { and, eq, sql } from "drizzle-orm";

import type { Db, DbOrTx } from "~/platform/db/client.server";
import { usageDays } from "~/platform/db/schema";

import { formatLondonDate, londonDay, nextLondonMidnight } from "~/platform/time/london-day";

/**
 * The daily marking allowance. Taking a unit is one conditional upsert, so any number of concurrent
 * requests on any number of instances can never take more than the cap (never read-then-write).
 */
export async function takeMarkingUnit(db: DbOrTx, userId: string, day: string, cap: number): Promise<boolean> {
  if (cap <= 0) return false;
  const rows = await db
    .insert(usageDays)
    .values({ userId, day, used: 1 })
    .onConflictDoUpdate({
      target: [usageDays.userId, usageDays.day],
      set: { used: sql`${usageDays.used} + 1` },
      setWhere: sql`${usageDays.used} < ${cap}`,
    })
    .returning({ used: usageDays.used });
  return rows.length === 1;
}

/** Gives a unit back (a marking that failed costs nothing); never below zero. */
export async function giveBackMarkingUnit(db: DbOrTx, userId: string, day: string): Promise<void> {
  await db
    .update(usageDays)
    .set({ used: sql`greatest(${usageDays.used} - 1, 0)` })
    .where(and(eq(usageDays.userId, userId), eq(usageDays.day, day)));
}

export interface DailyUsage {
  used: number;
  cap: number;
  remaining: number;
  unlimited: boolean;
  /** When the allowance resets (the next London midnight), and the spec's en-GB long date of that day. */
  resetsAt: string;
  resetsOn: string;
}

export async function getDailyUsage(db: Db, userId: string, cap: number, now: Date = new Date()): Promise<DailyUsage> {
  const rows = await db
    .select({ used: usageDays.used })
    .from(usageDays)
    .where(and(eq(usageDays.userId, userId), eq(usageDays.day, londonDay(now))));
  const used = rows[0]?.used ?? 0;
  const resetsAt = nextLondonMidnight(now);
  return {
    used,
    cap,
    // Spec section 9: remaining = cap - used, minimum 0.
    remaining: Math.max(0, cap - used),
    unlimited: cap >= 999_999,
    resetsAt: resetsAt.toISOString(),
    resetsOn: formatLondonDate(resetsAt),
  };
}
