import { and, count, eq, lt, sql } from "drizzle-orm";

import type { DbOrTx } from "~/platform/db/client.server";
import { flashcards } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";

/**
 * How many cards fall due on each London day from today for `days` days; cards already overdue count today.
 * One grouped query on the (user, due) index, bounded by the window.
 */
export async function dueForecast(db: DbOrTx, userId: string, now: Date, days = 7): Promise<Record<string, number>> {
  const today = londonDay(now);
  // The window's end, a day past the last London day (a day of margin covers the offset from UTC).
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + (days + 1) * 86_400_000);
  const dueDay = sql<string>`to_char(greatest(${flashcards.due}, ${now.toISOString()}::timestamptz) at time zone 'Europe/London', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day: dueDay, cards: count() })
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), lt(flashcards.due, end)))
    // By position: the day expression carries a parameter, so repeating it would not match the selected one.
    .groupBy(sql`1`);
  const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const forecast: Record<string, number> = {};
  for (const row of rows) if (row.day >= today && row.day <= lastDay) forecast[row.day] = Number(row.cards);
  return forecast;
}
