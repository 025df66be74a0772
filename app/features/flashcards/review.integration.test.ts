import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { Db } from "~/platform/db/client.server";
import { flashcardReviews, flashcards, flashcardSets } from "~/platform/db/schema";

import { createStudent } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { londonDay } from "~/platform/time/london-day";

import { dueForecast } from "./due-forecast.server";
import { dueCards, dueCounts, dueTodaySummary, loadReviewSession, rateCard, undoLastRating } from "./review.server";
import { FLASHCARD_MESSAGES } from "./rules";
import { createScheduler, previewIntervals, timeUntil, type CardSchedule } from "./scheduler";
import { listSetPage } from "./sets.server";

const database = await setupTestDatabase();
const db = database.db;
const scheduler = createScheduler({ fuzz: false });
const MINUTE = 60_000;

async function createSet(userId: string, cards: { front: string; due?: Date; state?: number; schedule?: Partial<CardSchedule> }[], title = "Macbeth quotes") {
  const [set] = await db.insert(flashcardSets).values({ userId, title }).returning();
  const rows = await db
    .insert(flashcards)
    .values(
      cards.map((card, position) => ({
        setId: set!.id,
        userId,
        position,
        front: card.front,
        back: `Back of ${card.front}`,
        ...(card.due ? { due: card.due } : {}),
        ...(card.state !== undefined ? { state: card.state } : {}),
        ...card.schedule,
      })),
    )
    .returning();
  return { set: set!, cards: rows };
}

async function readCard(cardId: string) {
  const [card] = await db.select().from(flashcards).where(eq(flashcards.id, cardId));
  return card!;
}

const scheduleOf = (card: Awaited<ReturnType<typeof readCard>>) => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduledDays,
  learningSteps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.lastReview,
});

function reviewsOf(database: Db, cardId: string) {
  return database.select().from(flashcardReviews).where(eq(flashcardReviews.cardId, cardId));
}

describe("dueCards", () => {
  it("lists the student's due cards, new ones included, across sets or in one, and nobody else's", async () => {
    const now = new Date();
    const student = await createStudent(db);
    const other = await createStudent(db);
    const first = await createSet(student.id, [{ front: "new card" }, { front: "later", due: new Date(now.getTime() + 3 * 24 * 60 * MINUTE) }]);
    const second = await createSet(student.id, [{ front: "overdue", due: new Date(now.getTime() - 60 * MINUTE) }]);
    await createSet(other.id, [{ front: "someone else's" }]);
    // New cards are due from the moment they are made.
    const at = new Date();

    const all = await dueCards(db, student.id, { now: at, limit: 50 });
    expect(all.ok && all.value.map((card) => card.front)).toEqual(["overdue", "new card"]);

    const one = await dueCards(db, student.id, { setId: first.set.id, now: at, limit: 50 });
    expect(one.ok && one.value.map((card) => card.front)).toEqual(["new card"]);
    expect(one.ok && one.value[0]).toMatchObject({ setId: first.set.id, back: "Back of new card", schedule: { state: 0, reps: 0 } });

    const limited = await dueCards(db, student.id, { now: at, limit: 1 });
    expect(limited.ok && limited.value.map((card) => card.id)).toEqual([second.cards[0]!.id]);
  });

  it("answers not found for another student's set (B2), and for an id that is not one", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const theirs = await createSet(other.id, [{ front: "private" }]);
    for (const setId of [theirs.set.id, "not-a-uuid"]) {
      const outcome = await dueCards(db, student.id, { setId, now: new Date(), limit: 10 });
      expect(outcome).toMatchObject({ ok: false, code: "NOT_FOUND", message: FLASHCARD_MESSAGES.setNotFound });
    }
  });

  it("puts (re)learning cards that are due first, then the day's new and review cards, and learns ahead only when asked", async () => {
    // Noon in London: a review card due later today, or in the small hours before tomorrow's review day starts at
    // 4 am, is due all day (day granularity, as in Anki); one due tomorrow from 4 am is not, and a (re)learning
    // card keeps its minute.
    const now = new Date("2026-11-28T12:00:00.000Z");
    const student = await createStudent(db);
    await createSet(student.id, [
      { front: "old new card", due: new Date(now.getTime() - 120 * MINUTE) },
      { front: "failed a minute ago", due: new Date(now.getTime() - MINUTE), state: 3 },
      { front: "learning soon", due: new Date(now.getTime() + 5 * MINUTE), state: 1 },
      { front: "review soon", due: new Date(now.getTime() + 5 * MINUTE), state: 2 },
      { front: "learning in an hour", due: new Date(now.getTime() + 60 * MINUTE), state: 1 },
      { front: "review in the small hours", due: new Date("2026-11-29T00:30:00.000Z"), state: 2 },
      { front: "review tomorrow", due: new Date("2026-11-29T04:30:00.000Z"), state: 2 },
    ]);
    const strict = await dueCards(db, student.id, { now, limit: 10 });
    expect(strict.ok && strict.value.map((card) => card.front)).toEqual(["failed a minute ago", "old new card", "review soon", "review in the small hours"]);
    const ahead = await dueCards(db, student.id, { now, limit: 10, learnAhead: true });
    expect(ahead.ok && ahead.value.map((card) => card.front)).toEqual([
      "failed a minute ago",
      "old new card",
      "review soon",
      "review in the small hours",
      "learning soon",
    ]);
  });
});

describe("dueCounts", () => {
  it("counts the cards due before the next review day starts (4 am London), per set and in total", async () => {
    const student = await createStudent(db);
    // 22:30 UTC on 10 July is 23:30 in London (BST): the review day ends at 4 am BST, 03:00 UTC on 11 July.
    const now = new Date("2026-07-10T22:30:00.000Z");
    const first = await createSet(student.id, [
      { front: "overdue", due: new Date("2026-07-09T08:00:00.000Z") },
      { front: "before 4 am", due: new Date("2026-07-11T02:59:00.000Z") },
      { front: "after 4 am", due: new Date("2026-07-11T03:01:00.000Z") },
    ]);
    const second = await createSet(student.id, [{ front: "next week", due: new Date("2026-07-17T10:00:00.000Z") }]);
    const other = await createStudent(db);
    await createSet(other.id, [{ front: "not mine", due: new Date("2026-07-01T00:00:00.000Z") }]);

    const tonight = await dueCounts(db, student.id, now);
    expect(tonight).toEqual({ ok: true, value: { dueToday: 2, cards: 4, bySet: { [first.set.id]: 2, [second.set.id]: 0 } } });

    // At 04:05 BST on 11 July a new review day has begun: the card due at 04:01 is due today.
    const afterFour = await dueCounts(db, student.id, new Date("2026-07-11T03:05:00.000Z"));
    expect(afterFour.ok && afterFour.value.dueToday).toBe(3);
  });

  it("follows London's winter time too, and is zero with no cards", async () => {
    const student = await createStudent(db);
    expect(await dueCounts(db, student.id, new Date())).toEqual({ ok: true, value: { dueToday: 0, cards: 0, bySet: {} } });
    await createSet(student.id, [
      { front: "03:59 GMT", due: new Date("2026-01-11T03:59:00.000Z") },
      { front: "04:01 GMT", due: new Date("2026-01-11T04:01:00.000Z") },
    ]);
    const counts = await dueCounts(db, student.id, new Date("2026-01-10T23:30:00.000Z"));
    expect(counts.ok && counts.value.dueToday).toBe(1);
  });
});

describe("rateCard", () => {
  it("writes the new schedule and logs the review with the schedule before it", async () => {
    const student = await createStudent(db);
    const { cards } = await createSet(student.id, [{ front: "Who says 'Out, damned spot'?", due: new Date("2026-03-01T09:00:00.000Z") }]);
    const card = cards[0]!;
    const before = await readCard(card.id);
    const now = new Date("2026-03-02T10:00:00.000Z");

    const rated = await rateCard(db, student.id, card.id, 3, now, { scheduler });
    expect(rated.ok).toBe(true);
    const after = await readCard(card.id);
    expect(after).toMatchObject({ state: 1, reps: 1, lapses: 0, learningSteps: 1, lastReview: now, updatedAt: now });
    expect(after.due).toEqual(new Date(now.getTime() + 10 * MINUTE));

    const [review] = await reviewsOf(db, card.id);
    expect(review).toMatchObject({ userId: student.id, rating: 3, state: 1, reviewedAt: now, undoneAt: null, due: after.due });
    expect(review!.previous).toEqual({
      due: before.due.toISOString(),
      stability: 0,
      difficulty: 0,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 0,
      lapses: 0,
      state: 0,
      lastReview: null,
    });
  });

  it("Again on a review card counts a lapse", async () => {
    const student = await createStudent(db);
    const { cards } = await createSet(student.id, [{ front: "lapse" }]);
    const id = cards[0]!.id;
    let at = new Date("2026-04-01T09:00:00.000Z");
    for (const rating of [3, 3] as const) {
      await rateCard(db, student.id, id, rating, at, { scheduler });
      at = (await readCard(id)).due;
    }
    expect(await readCard(id)).toMatchObject({ state: 2, lapses: 0 });
    await rateCard(db, student.id, id, 1, at, { scheduler });
    expect(await readCard(id)).toMatchObject({ state: 3, lapses: 1, reps: 3 });
  });

  it("answers not found for another student's card (B2) and changes nothing", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const { cards } = await createSet(other.id, [{ front: "theirs" }]);
    const before = await readCard(cards[0]!.id);
    for (const cardId of [cards[0]!.id, "not-a-uuid", crypto.randomUUID()]) {
      const outcome = await rateCard(db, student.id, cardId, 4, new Date(), { scheduler });
      expect(outcome).toMatchObject({ ok: false, code: "NOT_FOUND", message: FLASHCARD_MESSAGES.cardNotFound });
    }
    expect(await readCard(cards[0]!.id)).toEqual(before);
    expect(await reviewsOf(db, cards[0]!.id)).toEqual([]);
  });

  it("applies two ratings of one card sent at once only once (two tabs)", async () => {
    const student = await createStudent(db);
    const { cards } = await createSet(student.id, [{ front: "twice" }]);
    const id = cards[0]!.id;
    const now = new Date();
    // Both tabs show the card as never rated, and send that with their rating.
    const outcomes = await Promise.all([
      rateCard(db, student.id, id, 3, now, { scheduler, seenReps: 0 }),
      rateCard(db, student.id, id, 4, now, { scheduler, seenReps: 0 }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ code: "CONFLICT", message: FLASHCARD_MESSAGES.alreadyRated });
    expect((await readCard(id)).reps).toBe(1);
    expect(await reviewsOf(db, id)).toHaveLength(1);
  });
});

it("refuses a rating sent from a page made before the card's last rating, and applies one from a page made after it", async () => {
  const student = await createStudent(db);
  const { cards } = await createSet(student.id, [{ front: "stale tab" }]);
  const id = cards[0]!.id;
  const now = new Date();
  expect((await rateCard(db, student.id, id, 3, now, { scheduler, seenReps: 0 })).ok).toBe(true);
  const rated = await readCard(id);
  const stale = await rateCard(db, student.id, id, 1, new Date(now.getTime() + 1000), { scheduler, seenReps: 0 });
  expect(stale).toMatchObject({ ok: false, code: "CONFLICT" });
  expect(await readCard(id)).toEqual(rated);
  expect((await rateCard(db, student.id, id, 3, rated.due, { scheduler, seenReps: 1 })).ok).toBe(true);
  expect(await reviewsOf(db, id)).toHaveLength(2);
});

describe("undoLastRating", () => {
  it("restores the card exactly as it was and marks the review undone; a second undo is refused", async () => {
    const student = await createStudent(db);
    const { cards } = await createSet(student.id, [{ front: "undo me" }]);
    const id = cards[0]!.id;
    const t0 = new Date("2026-05-01T09:00:00.000Z");
    await rateCard(db, student.id, id, 3, t0, { scheduler });
    const before = await readCard(id);
    const t1 = new Date(before.due);
    await rateCard(db, student.id, id, 1, t1, { scheduler });
    expect(scheduleOf(await readCard(id))).not.toEqual(scheduleOf(before));

    const undone = await undoLastRating(db, student.id, new Date(t1.getTime() + MINUTE));
    expect(undone).toEqual({ ok: true, value: { cardId: id, setId: before.setId } });
    expect(scheduleOf(await readCard(id))).toEqual(scheduleOf(before));
    const reviews = await reviewsOf(db, id);
    expect(reviews.filter((review) => review.undoneAt !== null)).toHaveLength(1);
    expect(reviews.find((review) => review.undoneAt !== null)!.rating).toBe(1);

    // Only the newest rating can be undone, once: the first rating stays.
    const again = await undoLastRating(db, student.id, new Date(t1.getTime() + 2 * MINUTE));
    expect(again).toMatchObject({ ok: false, code: "CONFLICT", message: FLASHCARD_MESSAGES.nothingToUndo });
    expect(scheduleOf(await readCard(id))).toEqual(scheduleOf(before));
  });

  it("restores a new card to new, and undoes only the newest of several cards' ratings", async () => {
    const student = await createStudent(db);
    const { cards } = await createSet(student.id, [{ front: "first" }, { front: "second" }]);
    const [first, second] = [cards[0]!, cards[1]!];
    const secondBefore = await readCard(second.id);
    const now = new Date();
    await rateCard(db, student.id, first.id, 4, new Date(now.getTime() - 2000), { scheduler });
    const firstRated = await readCard(first.id);
    await rateCard(db, student.id, second.id, 2, new Date(now.getTime() - 1000), { scheduler });

    expect(await undoLastRating(db, student.id, now)).toMatchObject({ ok: true, value: { cardId: second.id } });
    expect(scheduleOf(await readCard(second.id))).toEqual(scheduleOf(secondBefore));
    expect(await readCard(second.id)).toMatchObject({ state: 0, reps: 0, lastReview: null });
    expect(scheduleOf(await readCard(first.id))).toEqual(scheduleOf(firstRated));
    expect((await undoLastRating(db, student.id, now)).ok).toBe(false);
  });

  it("refuses a rating older than ten minutes, and never touches another student's rating", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const { cards } = await createSet(student.id, [{ front: "old rating" }]);
    const ratedAt = new Date("2026-06-01T09:00:00.000Z");
    await rateCard(db, student.id, cards[0]!.id, 3, ratedAt, { scheduler });
    const rated = await readCard(cards[0]!.id);

    expect((await undoLastRating(db, other.id, new Date(ratedAt.getTime() + MINUTE))).ok).toBe(false);
    expect(await undoLastRating(db, student.id, new Date(ratedAt.getTime() + 11 * MINUTE))).toMatchObject({ ok: false, code: "CONFLICT" });
    expect(scheduleOf(await readCard(cards[0]!.id))).toEqual(scheduleOf(rated));
    const [review] = await db.select().from(flashcardReviews).where(and(eq(flashcardReviews.cardId, cards[0]!.id), eq(flashcardReviews.userId, student.id)));
    expect(review!.undoneAt).toBeNull();
  });

  it("undoes once when two undos arrive together", async () => {
    const student = await createStudent(db);
    const { cards } = await createSet(student.id, [{ front: "double undo" }]);
    const now = new Date();
    await rateCard(db, student.id, cards[0]!.id, 3, new Date(now.getTime() - 1000), { scheduler });
    const outcomes = await Promise.all([undoLastRating(db, student.id, now), undoLastRating(db, student.id, now)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await readCard(cards[0]!.id)).toMatchObject({ state: 0, reps: 0 });
  });
});

describe("loadReviewSession", () => {
  it("shows the card asked for when it is in the queue, counts what is left, and says when the next is due", async () => {
    const student = await createStudent(db);
    const now = new Date();
    const nextWeek = new Date(now.getTime() + 7 * 24 * 60 * MINUTE);
    const { set, cards } = await createSet(student.id, [
      { front: "one", due: new Date(now.getTime() - 2 * MINUTE) },
      { front: "two", due: new Date(now.getTime() - MINUTE) },
      { front: "later", due: nextWeek },
    ]);

    const session = await loadReviewSession(db, student.id, { setId: set.id, cardId: cards[1]!.id, now });
    expect(session.ok && session.value).toMatchObject({ set: { id: set.id, title: "Macbeth quotes" }, left: 2, canUndo: false, nextDueAt: null });
    expect(session.ok && session.value.card?.front).toBe("two");

    // A card that is not due is not shown just because it was asked for.
    const notDue = await loadReviewSession(db, student.id, { cardId: cards[2]!.id, now });
    expect(notDue.ok && notDue.value.card?.front).toBe("one");

    for (const card of cards.slice(0, 2)) await rateCard(db, student.id, card.id, 4, now, { scheduler });
    const done = await loadReviewSession(db, student.id, { setId: set.id, now });
    expect(done.ok && done.value).toMatchObject({ card: null, left: 0, canUndo: true });
    expect(done.ok && done.value.nextDueAt?.getTime()).toBeGreaterThan(now.getTime());
  });

  it("counts down as cards are rated, whatever the rating, and says how many seen cards come back in the session", async () => {
    const student = await createStudent(db);
    const start = new Date("2026-11-28T10:00:00.000Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const { set, cards } = await createSet(
      student.id,
      ["Again", "Hard", "Good", "Easy"].map((front) => ({ front, due: new Date("2026-11-28T09:00:00.000Z") })),
    );
    // A card still in learning from yesterday has not been seen in today's session: it is left, not coming back.
    await createSet(student.id, [{ front: "learning since yesterday", due: new Date("2026-11-27T18:10:00.000Z"), state: 1, schedule: { reps: 1, lastReview: new Date("2026-11-27T18:00:00.000Z") } }], "Other set");
    const counts = async (now: Date, scope: "set" | "all" = "set") => {
      const session = await loadReviewSession(db, student.id, { setId: scope === "set" ? set.id : undefined, now });
      if (!session.ok) throw new Error("expected a session");
      return { left: session.value.left, comingBack: session.value.comingBack, shown: session.value.card?.front ?? null };
    };
    expect(await counts(start)).toEqual({ left: 4, comingBack: 0, shown: "Again" });
    expect(await counts(start, "all")).toMatchObject({ left: 5, comingBack: 0 });

    // Each rating takes a card off what is left. Again, Hard and Good on a new card bring it back within minutes.
    const rate = async (index: number, rating: 1 | 2 | 3 | 4, minutes: number) => {
      const rated = await rateCard(db, student.id, cards[index]!.id, rating, at(minutes), { scheduler });
      expect(rated.ok).toBe(true);
    };
    await rate(0, 1, 0);
    expect(await counts(at(0.1))).toMatchObject({ left: 3, comingBack: 1 });
    await rate(1, 2, 0.2);
    expect(await counts(at(0.3))).toMatchObject({ left: 2, comingBack: 2 });
    await rate(2, 3, 0.4);
    expect(await counts(at(0.5))).toMatchObject({ left: 1, comingBack: 3 });
    await rate(3, 4, 0.6);
    expect(await counts(at(0.7))).toMatchObject({ left: 0, comingBack: 3 });

    // Undo gives the last card back to what is left.
    expect((await undoLastRating(db, student.id, at(0.8))).ok).toBe(true);
    expect(await counts(at(0.9))).toMatchObject({ left: 1, comingBack: 3, shown: "Easy" });
    await rate(3, 4, 1);

    // A card coming back that is then learnt (Good on its last step) leaves the session; one rated Again stays.
    expect(await counts(at(11))).toMatchObject({ left: 0, comingBack: 3 });
    await rate(2, 3, 11);
    expect(await counts(at(11.1))).toMatchObject({ left: 0, comingBack: 2 });
    await rate(0, 1, 11.2);
    expect(await counts(at(11.3))).toMatchObject({ left: 0, comingBack: 2 });
    // Across all sets, yesterday's learning card is still to be seen.
    expect(await counts(at(11.3), "all")).toMatchObject({ left: 1, comingBack: 2 });
  });

  it("answers not found for another student's set", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const theirs = await createSet(other.id, [{ front: "private" }]);
    expect(await loadReviewSession(db, student.id, { setId: theirs.set.id, now: new Date() })).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});

/**
 * The one rule for "due" (due-forecast.server.ts): a review (or new) card is due all the review day its due time
 * falls on, a day that starts at 4 am London; a (re)learning card at its minute, 20 minutes early in a session.
 * Every figure that says "due today" (dashboard, list, per set, the study plan's forecast) counts what a review
 * session started now offers before the next review day starts, the cards it offers now included.
 */
describe("due today, as review sees it", () => {
  /** Everything the app says about one student's cards at `now`. */
  async function figures(userId: string, now: Date) {
    const session = await loadReviewSession(db, userId, { now });
    const counts = await dueCounts(db, userId, now);
    const page = await listSetPage(db, userId, { page: 1, now });
    const forecast = await dueForecast(db, userId, now, 7);
    // The session as it would stand a moment before the next review day, nothing rated meanwhile: all it offers today.
    const lastMoment = new Date(nextDayStartOf(now).getTime() - 1);
    const endOfDay = await loadReviewSession(db, userId, { now: lastMoment });
    if (!session.ok || !counts.ok || !endOfDay.ok) throw new Error("expected figures");
    return {
      shown: session.value.card?.front ?? null,
      left: session.value.left,
      nextDueAt: session.value.nextDueAt,
      offeredToday: endOfDay.value.left + endOfDay.value.comingBack,
      dashboard: (await dueTodaySummary(db, userId, now)).dueToday,
      list: counts.value.dueToday,
      bySet: Object.values(counts.value.bySet),
      page: page.totals.dueToday,
      pageSets: page.sets.map((set) => set.due),
      // Between midnight and 4 am the calendar's today (the study plan's) also holds the review day about to start.
      forecastToday: startsBeforeFour(now) ? undefined : (forecast[londonDay(now)] ?? 0),
      forecast,
    };
  }

  const londonClock = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const startsBeforeFour = (now: Date) => Number(londonClock.format(now).slice(0, 2)) < 4;

  /** The next 4 am in London, worked out here from the calendar, not from the code under test. */
  function nextDayStartOf(now: Date): Date {
    let probe = new Date(Math.floor(now.getTime() / (15 * MINUTE)) * 15 * MINUTE + 15 * MINUTE);
    while (londonClock.format(probe) !== "04:00") probe = new Date(probe.getTime() + 15 * MINUTE);
    return probe;
  }

  /** The figures agree: each count is `due`, and so is what review offers before the next review day. */
  function expectDue(seen: Awaited<ReturnType<typeof figures>>, due: number) {
    expect(seen).toMatchObject({ offeredToday: due, dashboard: due, list: due, page: due, bySet: [due], pageSets: [due] });
    if (seen.forecastToday !== undefined) expect(seen.forecastToday).toBe(due);
  }

  it("a card rated Good at 19:11 on 26 Nov, due at 19:11 on 28 Nov, is reviewable from 4 am, and counted only then (the audit's case)", async () => {
    const student = await createStudent(db);
    const due = new Date("2026-11-28T19:11:00.000Z");
    await createSet(student.id, [
      { front: "Good on 26 Nov", due, state: 2, schedule: { stability: 2.3, difficulty: 5, scheduledDays: 2, reps: 2, lastReview: new Date("2026-11-26T19:11:00.000Z") } },
    ]);

    // 08:00 on 28 Nov: due today, so review shows it now, and every count says one.
    const morning = await figures(student.id, new Date("2026-11-28T08:00:00.000Z"));
    expect(morning).toMatchObject({ shown: "Good on 26 Nov", left: 1, nextDueAt: null });
    expectDue(morning, 1);

    // 20:00 the evening before: due tomorrow. Nothing counted, nothing shown, and review says it comes at 4 am.
    const evening = await figures(student.id, new Date("2026-11-27T20:00:00.000Z"));
    expect(evening).toMatchObject({ shown: null, left: 0, nextDueAt: new Date("2026-11-28T04:00:00.000Z") });
    expectDue(evening, 0);
    // 00:30, after midnight: still the 27th's review day, so still not due.
    const night = await figures(student.id, new Date("2026-11-28T00:30:00.000Z"));
    expect(night).toMatchObject({ shown: null, left: 0, nextDueAt: new Date("2026-11-28T04:00:00.000Z") });
    expectDue(night, 0);
  });

  it.each([
    // British Summer Time: 4 am in London is 03:00 UTC.
    { due: "2026-07-11T18:00:00.000Z", now: "2026-07-11T02:59:00.000Z", reviewable: false, nextDueAt: "2026-07-11T03:00:00.000Z", when: "03:59 BST on its date" },
    { due: "2026-07-11T18:00:00.000Z", now: "2026-07-11T03:01:00.000Z", reviewable: true, when: "04:01 BST on its day" },
    { due: "2026-07-11T02:30:00.000Z", now: "2026-07-10T22:30:00.000Z", reviewable: true, when: "due 03:30 BST, the evening before: the small hours are that day's" },
    { due: "2026-07-11T03:30:00.000Z", now: "2026-07-11T02:30:00.000Z", reviewable: false, nextDueAt: "2026-07-11T03:00:00.000Z", when: "due 04:30 BST, at 03:30 BST" },
    // Greenwich Mean Time.
    { due: "2026-01-11T04:01:00.000Z", now: "2026-01-11T03:59:00.000Z", reviewable: false, nextDueAt: "2026-01-11T04:00:00.000Z", when: "03:59 GMT on its date" },
    { due: "2026-01-11T23:59:00.000Z", now: "2026-01-11T04:00:00.000Z", reviewable: true, when: "4 am GMT on its day" },
    { due: "2026-01-11T00:30:00.000Z", now: "2026-01-10T23:30:00.000Z", reviewable: true, when: "due 00:30 GMT, at 23:30 the evening before" },
    // 25 October 2026, the clocks go back at 02:00 BST: the review day of the 24th runs 25 hours, 03:00 to 04:00 UTC.
    { due: "2026-10-25T03:59:00.000Z", now: "2026-10-24T03:30:00.000Z", reviewable: true, when: "the 25-hour day, 04:30 BST at its start" },
    { due: "2026-10-25T04:30:00.000Z", now: "2026-10-25T03:30:00.000Z", reviewable: false, nextDueAt: "2026-10-25T04:00:00.000Z", when: "the 25-hour day, due just after it" },
    // 29 March 2026, the clocks go forward at 01:00 GMT: the review day of the 28th runs 23 hours, 04:00 to 03:00 UTC.
    { due: "2026-03-29T02:30:00.000Z", now: "2026-03-28T04:30:00.000Z", reviewable: true, when: "the 23-hour day, due 03:30 BST at its end, at 04:30 GMT" },
    { due: "2026-03-29T03:30:00.000Z", now: "2026-03-29T02:59:00.000Z", reviewable: false, nextDueAt: "2026-03-29T03:00:00.000Z", when: "the 23-hour day, due 04:30 BST the next day" },
  ])("follows the review day across BST and GMT: $when", async ({ due, now, reviewable, nextDueAt }) => {
    const student = await createStudent(db);
    await createSet(student.id, [{ front: "review card", due: new Date(due), state: 2, schedule: { stability: 5, difficulty: 5, scheduledDays: 3, reps: 3 } }]);
    const seen = await figures(student.id, new Date(now));
    expect(seen.shown).toBe(reviewable ? "review card" : null);
    expect(seen.nextDueAt).toEqual(nextDueAt ? new Date(nextDueAt) : null);
    expectDue(seen, reviewable ? 1 : 0);
  });

  it("between midnight and 4 am, gives the study plan's today both the review day running and the one about to start", async () => {
    const student = await createStudent(db);
    await createSet(student.id, [
      { front: "overdue", due: new Date("2026-11-27T10:00:00.000Z"), state: 2 },
      { front: "from 4 am", due: new Date("2026-11-28T15:00:00.000Z"), state: 2 },
      { front: "the day after", due: new Date("2026-11-29T15:00:00.000Z"), state: 2 },
    ]);
    const seen = await figures(student.id, new Date("2026-11-28T01:00:00.000Z"));
    expectDue(seen, 1);
    expect(seen.forecast).toEqual({ "2026-11-28": 2, "2026-11-29": 1 });
  });

  it("keeps (re)learning cards to their minute: counted today when today's session will offer them, shown 20 minutes early", async () => {
    const student = await createStudent(db);
    await createSet(student.id, [{ front: "learning at 12:30", due: new Date("2026-11-28T12:30:00.000Z"), state: 1 }]);
    // 12:00: not shown yet (20 minutes early is 12:10), but today's session offers it, so it counts today.
    const noon = await figures(student.id, new Date("2026-11-28T12:00:00.000Z"));
    expect(noon).toMatchObject({ shown: null, left: 0, nextDueAt: new Date("2026-11-28T12:10:00.000Z") });
    expectDue(noon, 1);
    const tenPast = await figures(student.id, new Date("2026-11-28T12:10:00.000Z"));
    expect(tenPast).toMatchObject({ shown: "learning at 12:30", left: 1 });
    expectDue(tenPast, 1);

    const late = await createStudent(db);
    await createSet(late.id, [
      { front: "relearning at 00:05", due: new Date("2026-11-29T00:05:00.000Z"), state: 3 },
      { front: "relearning at 00:30", due: new Date("2026-11-29T00:30:00.000Z"), state: 3 },
    ]);
    // 23:50: the card due at 00:05 is in today's session (learnt ahead); the one at 00:30 too, later tonight.
    const beforeMidnight = await figures(late.id, new Date("2026-11-28T23:50:00.000Z"));
    expect(beforeMidnight).toMatchObject({ shown: "relearning at 00:05", left: 1 });
    expectDue(beforeMidnight, 2);

    const early = await createStudent(db);
    await createSet(early.id, [
      { front: "relearning at 04:05", due: new Date("2026-11-29T04:05:00.000Z"), state: 3 },
      { front: "relearning at 04:30", due: new Date("2026-11-29T04:30:00.000Z"), state: 3 },
    ]);
    // 03:50: the card due at 04:05 is in this review day's session (learnt ahead); the one at 04:30 comes tomorrow.
    const beforeFour = await figures(early.id, new Date("2026-11-29T03:50:00.000Z"));
    expect(beforeFour).toMatchObject({ shown: "relearning at 04:05", left: 1 });
    expectDue(beforeFour, 1);
  });

  it("never counts a card that review will not show today, and counts every card review shows now", async () => {
    const student = await createStudent(db);
    const now = new Date("2026-11-28T08:00:00.000Z");
    await createSet(student.id, [
      { front: "new", due: new Date("2026-11-20T10:00:00.000Z") },
      { front: "review overdue", due: new Date("2026-11-27T09:00:00.000Z"), state: 2 },
      { front: "review tonight", due: new Date("2026-11-28T23:59:00.000Z"), state: 2 },
      { front: "review in the small hours", due: new Date("2026-11-29T03:59:00.000Z"), state: 2 },
      { front: "review tomorrow", due: new Date("2026-11-29T04:00:00.000Z"), state: 2 },
      { front: "relearning now", due: new Date("2026-11-28T07:59:00.000Z"), state: 3 },
      { front: "learning soon", due: new Date("2026-11-28T08:15:00.000Z"), state: 1 },
      { front: "learning tomorrow", due: new Date("2026-11-29T09:00:00.000Z"), state: 1 },
    ]);
    const seen = await figures(student.id, now);
    expect(seen).toMatchObject({ shown: "relearning now", left: 6 });
    expectDue(seen, 6);
    const queue = await dueCards(db, student.id, { now, limit: 50, learnAhead: true });
    expect(queue.ok && queue.value.map((card) => card.front)).toEqual([
      "relearning now",
      "new",
      "review overdue",
      "review tonight",
      "review in the small hours",
      "learning soon",
    ]);
  });
});

describe("the intervals on the rating buttons (fuzz on, as in the app)", () => {
  it("are the ones a rating sent a few seconds after the page was made applies", async () => {
    const student = await createStudent(db);
    const lastReview = new Date("2026-11-16T19:11:00.000Z");
    const { cards } = await createSet(
      student.id,
      Array.from({ length: 12 }, (_, index) => ({
        front: `card ${index}`,
        due: new Date("2026-11-28T07:00:00.000Z"),
        state: 2,
        schedule: { stability: 12 + index, difficulty: 5, scheduledDays: 12, reps: 4, lastReview },
      })),
    );
    for (const [index, { id }] of cards.entries()) {
      const shownAt = new Date(Date.parse("2026-11-28T08:00:00.000Z") + index * 7_919);
      const session = await loadReviewSession(db, student.id, { cardId: id, now: shownAt });
      const card = session.ok ? session.value.card : null;
      expect(card?.id).toBe(id);
      const buttons = previewIntervals(card!.schedule, shownAt);
      const rating = ([2, 3, 4] as const)[index % 3]!;
      const ratedAt = new Date(shownAt.getTime() + 3_000 + index * 500);
      expect((await rateCard(db, student.id, id, rating, ratedAt, { seenReps: card!.schedule.reps })).ok).toBe(true);

      const shown = buttons.find((button) => button.rating === rating)!;
      const applied = await readCard(id);
      // Due from the start of the review day the button named, and worded the same from the moment of the rating.
      expect(applied.due).toEqual(shown.due);
      expect(timeUntil(applied.due, ratedAt, { byDay: true })).toBe(shown.interval);
      expect(londonDay(applied.due)).toBe(londonDay(shown.due));
    }
  });
});
