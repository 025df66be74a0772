import { and, count, eq, lt, lte, sql, type SQL } from "drizzle-orm";

import type { DbOrTx } from "~/platform/db/client.server";
import { flashcards } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";

import { nextReviewDayStart, SCHEDULER_SETTINGS } from "./scheduler";

/**
 * When a card is due: the one rule that review's queue, the "due today" counts and the week's forecast all
 * use, so that they cannot disagree (as Anki does it). A card in review (or new) is due for the whole review
 * day its due time falls on, from that day's start: 4 am London (`SCHEDULER_SETTINGS.dayStartsAtHour`, Anki's
 * "next day starts at"), so a student sees "due today" and can review it at once, whatever the hour, and a card
 * rated "1 day" late in the evening comes back the next morning, not at midnight. The rating buttons are worded
 * by the same rule (scheduler.ts `previewIntervals`). A card in (re)learning keeps its minute-level due time,
 * and may be shown a few minutes early (learn-ahead), so a card just failed comes back in the same session.
 */

const LEARNING_STATES = sql.raw("(1, 3)");

/** The instant a card may first be reviewed (see above). Learn-ahead is on unless asked off. */
export function reviewableFrom(options: { learnAhead?: boolean } = {}): SQL<Date> {
  const ahead = options.learnAhead === false ? 0 : SCHEDULER_SETTINGS.learnAheadMinutes;
  // The review day's start: the London wall clock moved back by the day's start hour, cut to the day, moved
  // forward again (on the wall clock, so the days the clocks change are right), then read as London time.
  const dayStartsAt = SCHEDULER_SETTINGS.dayStartsAtHour;
  return sql<Date>`(case when ${flashcards.state} in ${LEARNING_STATES}
      then ${flashcards.due} - interval '1 minute' * ${ahead}::int
      else (date_trunc('day', (${flashcards.due} at time zone 'Europe/London') - interval '1 hour' * ${dayStartsAt}::int)
        + interval '1 hour' * ${dayStartsAt}::int) at time zone 'Europe/London' end)`.mapWith(flashcards.due);
}

/**
 * No card with a due time from here on can be reviewed before `instant`'s review day ends: the bound lets the
 * `(user_id, due)` and `(set_id, due)` indexes skip the cards due later.
 */
const dueBound = (instant: Date) => new Date(nextReviewDayStart(instant).getTime() + SCHEDULER_SETTINGS.learnAheadMinutes * 60_000);

/** The cards a review session at `now` offers (learn-ahead on unless asked off). */
export function isReviewableAt(now: Date, options: { learnAhead?: boolean } = {}): SQL {
  return and(lt(flashcards.due, dueBound(now)), lte(reviewableFrom(options), now))!;
}

/**
 * The cards due today: those a review session started at `now` offers before the review day ends (4 am London),
 * the ones it offers now included.
 */
export function isDueToday(now: Date): SQL {
  return and(lt(flashcards.due, dueBound(now)), lt(reviewableFrom(), nextReviewDayStart(now)))!;
}

/**
 * How many cards fall due on each London day from today for `days` days, by the review day each may first be
 * reviewed on (`reviewableFrom`); cards already due count today, so today's figure is the "due today" count.
 * Between midnight and the review day's start (4 am) the calendar's today (the study plan's) is a review day
 * ahead of the one still running: both days' cards count today then. One grouped query on the (user, due)
 * index, bounded by the window.
 */
export async function dueForecast(db: DbOrTx, userId: string, now: Date, days = 7): Promise<Record<string, number>> {
  const today = londonDay(now);
  // The window's end, a day past the last London day (a day of margin covers the offset from UTC and the 4 am start).
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + (days + 1) * 86_400_000);
  const at = sql`${now.toISOString()}::timestamptz`;
  const dueDay = sql<string>`to_char(greatest(
      (greatest(${reviewableFrom()}, ${at}) at time zone 'Europe/London') - interval '1 hour' * ${SCHEDULER_SETTINGS.dayStartsAtHour}::int,
      ${at} at time zone 'Europe/London'), 'YYYY-MM-DD')`;
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
