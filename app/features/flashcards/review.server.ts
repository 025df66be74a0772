import { and, asc, count, desc, eq, gte, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import type { FSRS } from "ts-fsrs";
import { z } from "zod";

import type { Db } from "~/platform/db/client.server";
import { flashcardReviews, flashcards, flashcardSets, user } from "~/platform/db/schema";
import { fail, ok, type Result } from "~/platform/result";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";

import { isDueToday, isReviewableAt, reviewableFrom } from "./due-forecast.server";
import type { ReviewIntent } from "./review-intents";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";
import { applyRating, getScheduler, reviewDay, reviewDayStart, type CardSchedule, type ReviewRating } from "./scheduler";
import { CARD_CONTENT_COLUMNS } from "./sets.server";

/**
 * Spaced-repetition review: which cards are due, how many, rating a card (its new schedule and a
 * review-log row in one short transaction) and undoing the last rating. Every query is scoped by the
 * acting student; another student's card or set is "not found" and nothing changes.
 */

export interface ReviewCard {
  id: string;
  setId: string;
  front: string;
  back: string;
  frontImageKey: string | null;
  backImageKey: string | null;
  frontImageDescription: string | null;
  backImageDescription: string | null;
  schedule: CardSchedule;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

const LEARNING_STATES = [1, 3];

const cardColumns = {
  ...CARD_CONTENT_COLUMNS,
  due: flashcards.due,
  stability: flashcards.stability,
  difficulty: flashcards.difficulty,
  scheduledDays: flashcards.scheduledDays,
  learningSteps: flashcards.learningSteps,
  reps: flashcards.reps,
  lapses: flashcards.lapses,
  state: flashcards.state,
  lastReview: flashcards.lastReview,
};

type CardRow = Omit<ReviewCard, "schedule"> & CardSchedule;

function toReviewCard(row: CardRow): ReviewCard {
  const { id, setId, front, back, frontImageKey, backImageKey, frontImageDescription, backImageDescription, ...schedule } = row;
  // The card's id seeds its fuzz (with its review count), so the intervals the page shows are the ones rating applies.
  return { id, setId, front, back, frontImageKey, backImageKey, frontImageDescription, backImageDescription, schedule: { ...schedule, fuzzKey: id } };
}

/** The set, if it is this student's. */
async function findOwnSet(db: Db, userId: string, setId: string) {
  if (!isUuid(setId)) return null;
  const [set] = await db
    .select({ id: flashcardSets.id, title: flashcardSets.title })
    .from(flashcardSets)
    .where(and(eq(flashcardSets.id, setId), eq(flashcardSets.userId, userId)));
  return set ?? null;
}

/**
 * The cards of the queue at `now`, by the one rule of `isReviewableAt` (due-forecast.server.ts): new and
 * review cards due today (any time before the next review day starts, 4 am London), and (re)learning cards due
 * now or, with `learnAhead`, within the next few minutes (Anki's "learn ahead", so a card just failed comes back
 * in this session instead of leaving "Nothing due" for a minute). `dueCards` offers a card learnt ahead only
 * after every card that is due, and the page says it is early (scheduler.ts `learntAheadBy`).
 */
function queueFilter(userId: string, options: { setId?: string; now: Date; learnAhead?: boolean }): SQL {
  return and(
    eq(flashcards.userId, userId),
    options.setId ? eq(flashcards.setId, options.setId) : undefined,
    isReviewableAt(options.now, { learnAhead: options.learnAhead ?? false }),
  )!;
}

/**
 * Cards due for review, across all the student's sets or in one: (re)learning cards that are due first,
 * then new and review cards due today, then (re)learning cards learnt ahead, each by due time and position.
 * A set that is not the student's is not found.
 */
export async function dueCards(
  db: Db,
  userId: string,
  options: { setId?: string; now: Date; limit: number; learnAhead?: boolean },
): Promise<Result<ReviewCard[]>> {
  if (options.setId && !(await findOwnSet(db, userId, options.setId))) return fail("NOT_FOUND", FLASHCARD_MESSAGES.setNotFound);
  const now = options.now.toISOString();
  const rows = await db
    .select(cardColumns)
    .from(flashcards)
    .where(queueFilter(userId, options))
    .orderBy(
      sql`case when ${flashcards.state} not in (1, 3) then 1 when ${flashcards.due} <= ${now} then 0 else 2 end`,
      asc(flashcards.due),
      asc(flashcards.position),
      asc(flashcards.id),
    )
    .limit(Math.max(1, Math.min(options.limit, 500)));
  return ok(rows.map(toReviewCard));
}

export interface DueCounts {
  /** Cards due today (`isDueToday`): what a review session started now offers before the next review day starts. */
  dueToday: number;
  /** All the student's cards. */
  cards: number;
  /** Cards due today per set id (sets with cards only). */
  bySet: Record<string, number>;
}

/**
 * For the dashboard: whether the student has any card, and how many are due today (`isDueToday`). Both read
 * the `(user_id, due)` index: the first stops at one entry, the second reads the cards due up to the end of
 * the day, so the cost does not grow with the cards that are not due (issue 17 item 2), unlike `dueCounts`.
 */
export async function dueTodaySummary(db: Db, userId: string, now: Date): Promise<{ hasCards: boolean; dueToday: number }> {
  // Two scalar subqueries, asked of the user's own row (one row by primary key).
  const [row] = await db
    .select({
      hasCards: sql<boolean>`exists (select 1 from ${flashcards} where ${flashcards.userId} = ${userId})`,
      dueToday: sql<number>`(select count(*) from ${flashcards} where ${flashcards.userId} = ${userId} and ${isDueToday(now)})`.mapWith(Number),
    })
    .from(user)
    .where(eq(user.id, userId));
  return { hasCards: Boolean(row?.hasCards), dueToday: row?.dueToday ?? 0 };
}

/** Due-today counts per set and in total, for the list of sets. */
export async function dueCounts(db: Db, userId: string, now: Date): Promise<Result<DueCounts>> {
  const rows = await db
    .select({
      setId: flashcards.setId,
      cards: count(),
      due: sql<number>`count(*) filter (where ${isDueToday(now)})`.mapWith(Number),
    })
    .from(flashcards)
    .where(eq(flashcards.userId, userId))
    .groupBy(flashcards.setId);
  const bySet: Record<string, number> = {};
  let dueToday = 0;
  let cards = 0;
  for (const row of rows) {
    bySet[row.setId] = row.due;
    dueToday += row.due;
    cards += row.cards;
  }
  return ok({ dueToday, cards, bySet });
}

/** The card's schedule as stored in `flashcard_reviews.previous`, read back for undo. */
const previousScheduleSchema = z.object({
  due: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
  stability: z.number(),
  difficulty: z.number(),
  scheduledDays: z.number().int(),
  learningSteps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  state: z.number().int().min(0).max(3),
  lastReview: z.iso
    .datetime({ offset: true })
    .nullable()
    .transform((value) => (value === null ? null : new Date(value))),
});

/** The schedule as the review log keeps it (dates as ISO strings), for undo. */
function scheduleToJson(schedule: CardSchedule) {
  const columns = scheduleColumns(schedule);
  return { ...columns, due: columns.due.toISOString(), lastReview: columns.lastReview ? columns.lastReview.toISOString() : null };
}

function scheduleColumns(schedule: CardSchedule) {
  return {
    due: schedule.due,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    scheduledDays: schedule.scheduledDays,
    learningSteps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    lastReview: schedule.lastReview,
  };
}

/** The card still has the schedule it had when it was read (so a second tab's rating does not apply twice). */
function unchangedSince(read: CardSchedule): SQL {
  return and(
    eq(flashcards.reps, read.reps),
    eq(flashcards.state, read.state),
    read.lastReview ? eq(flashcards.lastReview, read.lastReview) : isNull(flashcards.lastReview),
  )!;
}

/**
 * Rates one of the student's cards: the new schedule is worked out first, then one short transaction
 * writes it, only if the card has not been rated since it was read (nor since the page showed it, with
 * `seenReps`), and logs the review with the schedule before it. Two tabs rating the same card apply once.
 * A card that is not the student's is not found and nothing changes.
 */
export async function rateCard(
  db: Db,
  userId: string,
  cardId: string,
  rating: ReviewRating,
  now: Date,
  options: {
    /** The card's `reps` when the page showing it was made: a rating from a page out of date is refused. */
    seenReps?: number;
    scheduler?: FSRS;
  } = {},
): Promise<Result<{ cardId: string; setId: string; schedule: CardSchedule }>> {
  if (!isUuid(cardId)) return fail("NOT_FOUND", FLASHCARD_MESSAGES.cardNotFound);
  const [row] = await db
    .select(cardColumns)
    .from(flashcards)
    .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)));
  if (!row) return fail("NOT_FOUND", FLASHCARD_MESSAGES.cardNotFound);
  const card = toReviewCard(row);
  if (options.seenReps !== undefined && options.seenReps !== card.schedule.reps) return fail("CONFLICT", FLASHCARD_MESSAGES.alreadyRated);
  const scheduler = options.scheduler ?? getScheduler();
  const next = applyRating(card.schedule, rating, now, scheduler);

  const applied = await db.transaction(async (tx) => {
    const updated = await tx
      .update(flashcards)
      .set({ ...scheduleColumns(next), updatedAt: now })
      .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId), unchangedSince(card.schedule)))
      .returning({ id: flashcards.id });
    if (updated.length === 0) return false;
    await tx.insert(flashcardReviews).values({
      cardId,
      userId,
      rating,
      previous: scheduleToJson(card.schedule),
      state: next.state,
      due: next.due,
      stability: next.stability,
      difficulty: next.difficulty,
      scheduledDays: next.scheduledDays,
      learningSteps: next.learningSteps,
      reviewedAt: now,
    });
    return true;
  });
  if (!applied) return fail("CONFLICT", FLASHCARD_MESSAGES.alreadyRated);
  return ok({ cardId, setId: card.setId, schedule: next });
}

/** Thrown inside the undo transaction to roll it back; never leaves `undoLastRating`. */
class UndoRaced extends Error {}

/** The queue a rating is undone in: one of the student's sets, or all of them (no set). */
export interface UndoScope {
  setId?: string | null;
}

/**
 * The student's newest rating of a card in the queue (the set's cards, or any card), if it is recent enough to
 * undo (`undoWindowMinutes`). An older rating in the queue is never reached past a newer one: only the newest
 * can be undone, once. A set that is not the student's has no rating.
 */
async function newestRatingInQueue(db: Db, userId: string, now: Date, scope: UndoScope) {
  if (scope.setId && !isUuid(scope.setId)) return null;
  const windowStart = new Date(now.getTime() - FLASHCARD_LIMITS.undoWindowMinutes * 60_000);
  const [latest] = await db
    .select({ review: flashcardReviews })
    .from(flashcardReviews)
    .innerJoin(flashcards, and(eq(flashcards.id, flashcardReviews.cardId), eq(flashcards.userId, userId)))
    .where(
      and(
        eq(flashcardReviews.userId, userId),
        // Bounded by the window, so the (user_id, reviewed_at) index reads a few minutes of ratings whatever the set.
        gte(flashcardReviews.reviewedAt, windowStart),
        scope.setId ? eq(flashcards.setId, scope.setId) : undefined,
      ),
    )
    .orderBy(desc(flashcardReviews.reviewedAt))
    .limit(1);
  return latest ?? null;
}

/**
 * Undoes the student's newest rating in the queue being reviewed (one set, or all sets: a rating made in another
 * set is not this queue's to undo), if it is recent and not undone yet: the card gets back the schedule it had
 * before, and the review is marked undone. Only the newest rating of the queue can be undone, once.
 */
export async function undoLastRating(db: Db, userId: string, now: Date, scope: UndoScope = {}): Promise<Result<{ cardId: string; setId: string }>> {
  const newest = await newestRatingInQueue(db, userId, now, scope);
  if (!newest || newest.review.undoneAt) return fail("CONFLICT", FLASHCARD_MESSAGES.nothingToUndo);
  const latest = newest.review;
  const previous = previousScheduleSchema.safeParse(latest.previous);
  if (!previous.success) return fail("CONFLICT", FLASHCARD_MESSAGES.nothingToUndo);

  try {
    const restored = await db.transaction(async (tx) => {
      const marked = await tx
        .update(flashcardReviews)
        .set({ undoneAt: now })
        .where(and(eq(flashcardReviews.id, latest.id), eq(flashcardReviews.userId, userId), isNull(flashcardReviews.undoneAt)))
        .returning({ id: flashcardReviews.id });
      if (marked.length === 0) throw new UndoRaced();
      // Only while the card still has the schedule this rating gave it.
      const [card] = await tx
        .update(flashcards)
        .set({ ...scheduleColumns(previous.data), updatedAt: now })
        .where(and(eq(flashcards.id, latest.cardId), eq(flashcards.userId, userId), eq(flashcards.lastReview, latest.reviewedAt)))
        .returning({ id: flashcards.id, setId: flashcards.setId });
      if (!card) throw new UndoRaced();
      return card;
    });
    return ok({ cardId: restored.id, setId: restored.setId });
  } catch (error) {
    if (error instanceof UndoRaced) return fail("CONFLICT", FLASHCARD_MESSAGES.nothingToUndo);
    throw error;
  }
}

/** Whether the queue has a rating that `undoLastRating` would undo now (the page shows "Undo last rating" only then). */
async function canUndo(db: Db, userId: string, now: Date, scope: UndoScope): Promise<boolean> {
  const newest = await newestRatingInQueue(db, userId, now, scope);
  return Boolean(newest && !newest.review.undoneAt);
}

/**
 * The card whose rating was just undone, for the page to name: only when it is the student's and a rating of it
 * was undone within the undo window (so an address cannot make the page claim an undo that did not happen).
 */
async function recentlyUndone(db: Db, userId: string, cardId: string, now: Date) {
  if (!isUuid(cardId)) return null;
  const windowStart = new Date(now.getTime() - FLASHCARD_LIMITS.undoWindowMinutes * 60_000);
  const [row] = await db
    .select({ front: flashcards.front, frontImageDescription: flashcards.frontImageDescription })
    .from(flashcardReviews)
    .innerJoin(flashcards, and(eq(flashcards.id, flashcardReviews.cardId), eq(flashcards.userId, userId)))
    .where(
      and(
        eq(flashcardReviews.userId, userId),
        eq(flashcardReviews.cardId, cardId),
        gte(flashcardReviews.reviewedAt, windowStart),
        gte(flashcardReviews.undoneAt, windowStart),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface ReviewSession {
  set: { id: string; title: string } | null;
  /** The card to show, or null when nothing is due. */
  card: ReviewCard | null;
  /**
   * Cards still to be seen in this session: those in the queue not yet rated today (review day), the shown one
   * included when it is one of them. Rating a card takes it off, whatever the rating.
   */
  left: number;
  /**
   * Cards rated today that the session shows again: still being learnt (Again on any card; Hard or Good on one
   * not learnt yet), so due back within minutes. The shown one is included when it is one of them.
   */
  comingBack: number;
  /** When the next card may be reviewed (`reviewableFrom`), when nothing is due now. */
  nextDueAt: Date | null;
  /** Whether that next card is due by the day (new or in review: from the start of its review day), not by the minute. */
  nextDueByDay: boolean;
  /** Whether this queue (the set, or all sets) has a rating to undo. */
  canUndo: boolean;
  /** The card whose rating was just undone (`undoneCardId`), named on the page. */
  undone: { front: string; frontImageDescription: string | null } | null;
}

/**
 * What the review page shows: the card to review (the one asked for, when it is in the queue, as after
 * an undo; else the first of the queue), how many are left, and when the next one is due.
 */
export async function loadReviewSession(
  db: Db,
  userId: string,
  options: { setId?: string; cardId?: string; now: Date; undoneCardId?: string },
): Promise<Result<ReviewSession>> {
  const { now } = options;
  const set = options.setId ? await findOwnSet(db, userId, options.setId) : null;
  if (options.setId && !set) return fail("NOT_FOUND", FLASHCARD_MESSAGES.setNotFound);
  const scope = { setId: set?.id, now, learnAhead: true };

  let card: ReviewCard | null = null;
  if (options.cardId && isUuid(options.cardId)) {
    const [row] = await db
      .select(cardColumns)
      .from(flashcards)
      .where(and(eq(flashcards.id, options.cardId), queueFilter(userId, scope)));
    card = row ? toReviewCard(row) : null;
  }
  if (!card) {
    const first = await dueCards(db, userId, { ...scope, limit: 1 });
    if (!first.ok) return first;
    card = first.value[0] ?? null;
  }
  // A card rated since the review day began has been seen in this session; an undone rating gives the card back
  // the review time it had, so it counts as not seen again.
  const dayStart = reviewDayStart(reviewDay(now));
  const seenToday = gte(flashcards.lastReview, dayStart);
  const [counts] = await db
    .select({
      left: sql<number>`count(*) filter (where not coalesce(${seenToday}, false))`.mapWith(Number),
      comingBack: sql<number>`count(*) filter (where ${seenToday})`.mapWith(Number),
    })
    .from(flashcards)
    .where(queueFilter(userId, scope));
  let next: { at: Date; byDay: boolean } | null = null;
  if (!card) {
    // The soonest of each kind, found in due order on the index: the time each may first be reviewed rises with it.
    const soonest = (learning: boolean) =>
      db
        .select({ at: reviewableFrom() })
        .from(flashcards)
        .where(
          and(
            eq(flashcards.userId, userId),
            set ? eq(flashcards.setId, set.id) : undefined,
            learning ? inArray(flashcards.state, LEARNING_STATES) : notInArray(flashcards.state, LEARNING_STATES),
          ),
        )
        .orderBy(asc(flashcards.due))
        .limit(1);
    const [learning, byDay] = await Promise.all([soonest(true), soonest(false)]);
    const candidates = [...learning.map((row) => ({ at: row.at, byDay: false })), ...byDay.map((row) => ({ at: row.at, byDay: true }))];
    next = candidates.reduce<{ at: Date; byDay: boolean } | null>((first, candidate) => (first === null || candidate.at < first.at ? candidate : first), null);
  }
  const [undoable, undone] = await Promise.all([
    canUndo(db, userId, now, { setId: set?.id }),
    options.undoneCardId ? recentlyUndone(db, userId, options.undoneCardId, now) : null,
  ]);
  return ok({
    set,
    card,
    left: counts?.left ?? 0,
    comingBack: counts?.comingBack ?? 0,
    nextDueAt: next?.at ?? null,
    nextDueByDay: next?.byDay ?? false,
    canUndo: undoable,
    undone,
  });
}

/**
 * The review page's forms: a limit per student per minute, then a rating or an undo in the queue being reviewed
 * (`scope`: the set, or all sets). Answers which card to show next (the restored one after an undo).
 */
export async function applyReviewIntent(
  db: Db,
  userId: string,
  intent: ReviewIntent,
  now: Date,
  scope: UndoScope = {},
): Promise<Result<{ cardId?: string }>> {
  const limit = await consumeRateLimit(db, {
    key: `flashcard-review:user:${userId}`,
    limit: FLASHCARD_LIMITS.reviewsPerMinute,
    windowSeconds: 60,
  });
  if (!limit.allowed) return fail("RATE_LIMITED", FLASHCARD_MESSAGES.reviewTooQuick, { retryAfterSeconds: limit.retryAfterSeconds });
  if (intent.intent === "undo") {
    const undone = await undoLastRating(db, userId, now, scope);
    return undone.ok ? ok({ cardId: undone.value.cardId }) : undone;
  }
  const rated = await rateCard(db, userId, intent.cardId, intent.rating, now, { seenReps: intent.seenReps });
  return rated.ok ? ok({}) : rated;
}
