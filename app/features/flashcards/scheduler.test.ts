import { describe, expect, it } from "vitest";

import {
  applyRating,
  createScheduler,
  formatInterval,
  fromFsrsCard,
  previewIntervals,
  SCHEDULER_SETTINGS,
  toFsrsCard,
  type CardSchedule,
} from "./scheduler";

const scheduler = createScheduler({ fuzz: false });
const start = new Date("2026-01-10T10:00:00.000Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A card as the database makes it: new, due at once. */
function newCard(due: Date = start): CardSchedule {
  return { due, stability: 0, difficulty: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0, lastReview: null };
}

/** Rates a card at its due time, again and again. */
function rateAtDue(card: CardSchedule, ratings: (1 | 2 | 3 | 4)[]): CardSchedule {
  return ratings.reduce((current, rating) => applyRating(current, rating, current.due, scheduler), card);
}

describe("the FSRS configuration", () => {
  it("asks for 90% retention and caps intervals at a year", () => {
    expect(SCHEDULER_SETTINGS.requestRetention).toBe(0.9);
    expect(scheduler.parameters.request_retention).toBe(0.9);
    expect(scheduler.parameters.maximum_interval).toBe(365);
    expect(scheduler.parameters.enable_fuzz).toBe(false);
    expect(createScheduler().parameters.enable_fuzz).toBe(true);
    expect([...scheduler.parameters.learning_steps]).toEqual(["1m", "10m"]);
    expect([...scheduler.parameters.relearning_steps]).toEqual(["10m"]);
  });
});

describe("rating a card (fuzz off)", () => {
  it("a new card rated Good comes back after the second learning step, 10 minutes", () => {
    const next = applyRating(newCard(), 3, start, scheduler);
    expect(next.due.getTime() - start.getTime()).toBe(10 * MINUTE);
    expect(next).toMatchObject({ state: 1, reps: 1, lapses: 0, learningSteps: 1, lastReview: start });
  });

  it("a new card rated Again comes back in 1 minute, Easy graduates it to review at once", () => {
    expect(applyRating(newCard(), 1, start, scheduler).due.getTime() - start.getTime()).toBe(MINUTE);
    const easy = applyRating(newCard(), 4, start, scheduler);
    expect(easy.state).toBe(2);
    expect(easy.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(easy.due.getTime() - start.getTime()).toBe(easy.scheduledDays * DAY);
  });

  it("Good twice graduates a new card to review, with days between reviews", () => {
    const graduated = rateAtDue(applyRating(newCard(), 3, start, scheduler), [3]);
    expect(graduated.state).toBe(2);
    expect(graduated.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(graduated.lapses).toBe(0);
  });

  it("Again on a review card counts a lapse and sends it to relearning", () => {
    const review = rateAtDue(applyRating(newCard(), 3, start, scheduler), [3, 3]);
    expect(review.state).toBe(2);
    const forgotten = applyRating(review, 1, review.due, scheduler);
    expect(forgotten.lapses).toBe(review.lapses + 1);
    expect(forgotten.state).toBe(3);
    expect(forgotten.due.getTime() - review.due.getTime()).toBe(10 * MINUTE);
  });

  it("Hard is a pass: it counts no lapse on a review card", () => {
    const review = rateAtDue(applyRating(newCard(), 3, start, scheduler), [3, 3]);
    const hard = applyRating(review, 2, review.due, scheduler);
    expect(hard.lapses).toBe(review.lapses);
    expect(hard.state).toBe(2);
  });

  it("never schedules further than the maximum interval, however often Easy is pressed", () => {
    let card = newCard();
    let longest = 0;
    for (let review = 0; review < 30; review += 1) {
      const now = card.due;
      card = applyRating(card, 4, now, scheduler);
      longest = Math.max(longest, card.scheduledDays);
      expect(card.scheduledDays).toBeLessThanOrEqual(365);
      expect(card.due.getTime() - now.getTime()).toBeLessThanOrEqual(365 * DAY);
    }
    expect(longest).toBe(365);
  });
});

describe("mapping our columns to a ts-fsrs Card and back", () => {
  it("round-trips a new card and a reviewed card", () => {
    const fresh = newCard();
    expect(fromFsrsCard(toFsrsCard(fresh))).toEqual(fresh);
    const reviewed = rateAtDue(applyRating(newCard(), 3, start, scheduler), [3, 2, 1, 3]);
    expect(reviewed.lastReview).not.toBeNull();
    expect(fromFsrsCard(toFsrsCard(reviewed))).toEqual(reviewed);
  });

  it("maps each column to its ts-fsrs field", () => {
    const schedule: CardSchedule = {
      due: new Date("2026-02-01T08:00:00.000Z"),
      stability: 12.5,
      difficulty: 5.25,
      scheduledDays: 9,
      learningSteps: 0,
      reps: 7,
      lapses: 2,
      state: 2,
      lastReview: new Date("2026-01-23T08:00:00.000Z"),
    };
    expect(toFsrsCard(schedule)).toMatchObject({
      due: schedule.due,
      stability: 12.5,
      difficulty: 5.25,
      scheduled_days: 9,
      learning_steps: 0,
      reps: 7,
      lapses: 2,
      state: 2,
      last_review: schedule.lastReview,
    });
  });

  it("reads an unknown state as new", () => {
    expect(toFsrsCard({ ...newCard(), state: 9 }).state).toBe(0);
  });
});

describe("previewIntervals", () => {
  it("shows each choice, what it means and the next interval of a new card", () => {
    const preview = previewIntervals(newCard(), start, scheduler);
    expect(preview.map(({ name, meaning, interval }) => `${name} — ${meaning} · ${interval}`)).toEqual([
      "Again — forgot it · 1 min",
      "Hard — remembered, with effort · 6 min",
      "Good — remembered · 10 min",
      `Easy — knew it at once · ${applyRating(newCard(), 4, start, scheduler).scheduledDays} days`,
    ]);
    expect(preview[2]!.due).toEqual(new Date(start.getTime() + 10 * MINUTE));
  });

  it("matches what the rating then does", () => {
    const card = rateAtDue(applyRating(newCard(), 3, start, scheduler), [3, 3]);
    const now = card.due;
    for (const choice of previewIntervals(card, now, scheduler)) {
      expect(applyRating(card, choice.rating, now, scheduler).due).toEqual(choice.due);
    }
  });
});

describe("fuzz, as the app has it", () => {
  const app = createScheduler();
  /** A card in review with weeks between reviews, where fuzz spreads the next interval over several days. */
  const reviewCard = (fuzzKey: string): CardSchedule => ({
    due: new Date("2026-11-28T19:11:00.000Z"),
    stability: 14,
    difficulty: 5,
    scheduledDays: 10,
    learningSteps: 0,
    reps: 4,
    lapses: 0,
    state: 2,
    lastReview: new Date("2026-11-18T19:11:00.000Z"),
    fuzzKey,
  });

  it("a rating a few seconds after the buttons were shown applies the interval they showed, and a reload shows the same", () => {
    for (let index = 0; index < 25; index += 1) {
      const card = reviewCard(`card-${index}`);
      const shownAt = new Date(Date.parse("2026-11-28T08:00:00.000Z") + index * 7_919);
      const buttons = previewIntervals(card, shownAt, app);
      const reloaded = previewIntervals(card, new Date(shownAt.getTime() + 30_000), app);
      expect(reloaded.map((button) => button.interval)).toEqual(buttons.map((button) => button.interval));
      for (const button of buttons) {
        const ratedAt = new Date(shownAt.getTime() + 2_000 + index * 137);
        const applied = applyRating(card, button.rating, ratedAt, app);
        expect(applied.due.getTime() - ratedAt.getTime()).toBe(button.due.getTime() - shownAt.getTime());
        expect(formatInterval(applied.due.getTime() - ratedAt.getTime())).toBe(button.interval);
      }
    }
  });

  it("still spreads cards rated alike at the same moment: the seed is the card's own", () => {
    const at = new Date("2026-11-28T08:00:00.000Z");
    const goods = Array.from({ length: 25 }, (_, index) => applyRating(reviewCard(`card-${index}`), 3, at, app).scheduledDays);
    expect(new Set(goods).size).toBeGreaterThan(1);
  });
});

describe("formatInterval", () => {
  it.each([
    [30 * 1000, "1 min"],
    [MINUTE, "1 min"],
    [10 * MINUTE, "10 min"],
    [59 * MINUTE, "59 min"],
    [60 * MINUTE, "1 hour"],
    [5 * 60 * MINUTE, "5 hours"],
    [DAY, "1 day"],
    [4 * DAY, "4 days"],
    [30 * DAY, "30 days"],
    [61 * DAY, "2 months"],
    [365 * DAY, "1 year"],
  ])("%d ms is %s", (milliseconds, text) => {
    expect(formatInterval(milliseconds)).toBe(text);
  });
});
