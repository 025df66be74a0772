import { and, count, eq, lt, lte, sql, type SQL } from "drizzle-orm";

import type { DbOrTx } from "~/platform/db/client.server";
import { flashcards } from "~/platform/db/schema";
import { londonDay, nextLondonMidnight } from "~/platform/time/london-day";

import { SCHEDULER_SETTINGS } from "./scheduler";

/**
 * When a card is due: the one rule that review's queue, the "due today" counts and the week's forecast all
 * use, so that they cannot disagree (as Anki does it). A card in review (or new) is due for the whole London
 * day its due time falls on, from that day's midnight: a student sees "due today" and can review it at once,
 * whatever the hour. A card in (re)learning keeps its minute-level due time, and may be shown a few minutes
 * early (learn-ahead), so a card just failed comes back in the same session.
 */

const LEARNING_STATES = sql.raw("(1, 3)");

/** The instant a card may first be reviewed (see above). Learn-ahead is on unless asked off. */
export function reviewableFrom(options: { learnAhead?: boolean } = {}): SQL<Date> {
  const ahead = options.learnAhead === false ? 0 : SCHEDULER_SETTINGS.learnAheadMinutes;
  return sql<Date>`(case when ${flashcards.state} in ${LEARNING_STATES}
      then ${flashcards.due} - interval '1 minute' * ${ahead}::int
      else date_trunc('day', ${flashcards.due} at time zone 'Europe/London') at time zone 'Europe/London' end)`.mapWith(flashcards.due);
}

/**
 * No card with a due time from here on can be reviewed before `instant`'s London day ends: the bound lets the
 * `(user_id, due)` and `(set_id, due)` indexes skip the cards due later.
 */
const dueBound = (instant: Date) => new Date(nextLondonMidnight(instant).getTime() + SCHEDULER_SETTINGS.learnAheadMinutes * 60_000);

/** The cards a review session at `now` offers (learn-ahead on unless asked off). */
export function isReviewableAt(now: Date, options: { learnAhead?: boolean } = {}): SQL {
  return and(lt(flashcards.due, dueBound(now)), lte(reviewableFrom(options), now))!;
}

/**
 * The cards due today: those a review session started at `now` offers before the next London midnight,
 * the ones it offers now included.
 */
export function isDueToday(now: Date): SQL {
  return and(lt(flashcards.due, dueBound(now)), lt(reviewableFrom(), nextLondonMidnight(now)))!;
}

/**
 * How many cards fall due on each London day from today for `days` days, by the day each may first be
 * reviewed (`reviewableFrom`); cards already due count today, so today's figure is the "due today" count.
 * One grouped query on the (user, due) index, bounded by the window.
 */
export async function dueForecast(db: DbOrTx, userId: string, now: Date, days = 7): Promise<Record<string, number>> {
  const today = londonDay(now);
  // The window's end, a day past the last London day (a day of margin covers the offset from UTC).
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + (days + 1) * 86_400_000);
  const dueDay = sql<string>`to_char(greatest(${reviewableFrom()}, ${now.toISOString()}::timestamptz) at time zone 'Europe/London', 'YYYY-MM-DD')`;
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
