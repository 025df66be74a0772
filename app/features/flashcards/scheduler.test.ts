import { describe, expect, it } from "vitest";

import {
  applyRating,
  createScheduler,
  formatDays,
  formatInterval,
  fromFsrsCard,
  learntAheadBy,
  nextReviewDayStart,
  previewIntervals,
  reviewDay,
  reviewDayStart,
  SCHEDULER_SETTINGS,
  timeUntil,
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
    // Due from the start (4 am London) of the review day that many days on: 10 Jan is in GMT.
    expect(easy.due).toEqual(new Date(Date.parse("2026-01-10T04:00:00.000Z") + easy.scheduledDays * DAY));
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
        // A learning step by the clock from the rating; a day-long interval the same review day's start. Worded
        // the same from the moment of the rating.
        if (applied.state === 2) expect(applied.due).toEqual(button.due);
        else expect(applied.due.getTime() - ratedAt.getTime()).toBe(button.due.getTime() - shownAt.getTime());
        expect(timeUntil(applied.due, ratedAt, { byDay: applied.state === 2 })).toBe(button.interval);
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

/** A clock time in London, as the instant it is (November is GMT, July BST). */
const london = (iso: string) => new Date(iso);
const wallClock = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "medium", timeStyle: "short" });
/** The London calendar date (YYYY-MM-DD) of an instant. */
const londonDate = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(instant);

describe("review days start at 4 am London, and the buttons say when the card is due by that rule (flashcards audit)", () => {
  /** A card still being learnt, one step done: Good sends it to review. */
  const learning: CardSchedule = {
    due: london("2026-11-27T23:50:00.000Z"),
    stability: 2.3065,
    difficulty: 2.11810397,
    scheduledDays: 0,
    learningSteps: 1,
    reps: 1,
    lapses: 0,
    state: 1,
    lastReview: london("2026-11-27T23:40:00.000Z"),
  };
  /** A card forgotten and being relearnt, with little stability: Good brings it back the next day. */
  const relearning: CardSchedule = { ...learning, stability: 0.3, difficulty: 8, learningSteps: 0, reps: 5, lapses: 1, state: 3 };

  it("'See again in 2 days' at 23:55 on 27 Nov means from 4 am on 29 Nov, and the rating puts it there", () => {
    const now = london("2026-11-27T23:55:00.000Z");
    const good = previewIntervals(learning, now, scheduler).find((choice) => choice.name === "Good")!;
    expect(good.interval).toBe("2 days");
    expect(wallClock.format(good.due)).toBe("29 Nov 2026, 04:00");
    expect(applyRating(learning, 3, now, scheduler).due).toEqual(good.due);
  });

  it("'See again in 1 day' at 23:55 comes back at 4 am the next morning, not five minutes later at midnight", () => {
    const now = london("2026-11-27T23:55:00.000Z");
    const good = previewIntervals(relearning, now, scheduler).find((choice) => choice.name === "Good")!;
    expect(good.interval).toBe("1 day");
    expect(applyRating(relearning, 3, now, scheduler).due).toEqual(london("2026-11-28T04:00:00.000Z"));
    // Rated at 01:00, the review day is still the 27th's: the next one starts at 4 am that morning, as in Anki, and
    // the button says so by the clock ("3 hours"), not "1 day" beside today's date (a review, 2026-11-28).
    const late = london("2026-11-28T01:00:00.000Z");
    const lateCard = { ...relearning, due: london("2026-11-28T00:50:00.000Z"), lastReview: london("2026-11-28T00:40:00.000Z") };
    expect(previewIntervals(lateCard, late, scheduler).find((choice) => choice.name === "Good")!.interval).toBe("3 hours");
    expect(applyRating(lateCard, 3, late, scheduler).due).toEqual(london("2026-11-28T04:00:00.000Z"));
  });

  it("places every day-long interval at 4 am on the day its label names, at any hour and across the clock changes", () => {
    const times = [
      "2026-11-27T23:55:00.000Z",
      "2026-11-28T03:59:00.000Z",
      "2026-11-28T04:00:00.000Z",
      "2026-11-28T12:00:00.000Z",
      // The evening before the clocks go back (25 Oct) and before they go forward (29 Mar), and in summer time.
      "2026-10-24T22:30:00.000Z",
      "2026-10-24T03:30:00.000Z",
      "2026-03-28T22:30:00.000Z",
      "2026-07-10T22:55:00.000Z",
    ];
    const cards = [learning, relearning, newCard(), { ...learning, state: 2, stability: 20, scheduledDays: 20, learningSteps: 0, reps: 6 }];
    let checked = 0;
    for (const iso of times) {
      const now = london(iso);
      for (const template of cards) {
        // Due now, last rated ten minutes ago (a learning step) or its interval ago (in review).
        const since = template.state === 2 ? template.scheduledDays * DAY : 10 * MINUTE;
        const card = { ...template, due: now, lastReview: template.lastReview && new Date(now.getTime() - since) };
        for (const choice of previewIntervals(card, now, scheduler)) {
          const applied = applyRating(card, choice.rating, now, scheduler);
          expect(applied.due).toEqual(choice.due);
          if (applied.state !== 2) continue;
          // Before 4 am, a card due at 4 am that same date is worded by the clock ("3 hours"): it is due on today's date.
          const hours = /^\d+ (?:min|hours?)$/.test(choice.interval) ? 0 : Number.NaN;
          const days = Number(/^(\d+) days?$/.exec(choice.interval)?.[1] ?? hours);
          if (Number.isNaN(days)) continue; // months: worded in months
          // The label counts calendar days from today's London date (after midnight the review day is still
          // yesterday's, but the student reads the days from today).
          expect(reviewDay(applied.due), `${iso} ${choice.name}`).toBe(addDays(londonDate(now), days));
          expect(wallClock.format(applied.due).endsWith(", 04:00"), `${iso} ${choice.name}`).toBe(true);
          expect(applied.due.getTime()).toBeGreaterThan(now.getTime());
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it("starts each review day at 4 am London, in GMT, in BST and on the days the clocks change", () => {
    expect(reviewDay(london("2026-11-28T03:59:00.000Z"))).toBe("2026-11-27");
    expect(reviewDay(london("2026-11-28T04:00:00.000Z"))).toBe("2026-11-28");
    expect(reviewDayStart("2026-11-28")).toEqual(london("2026-11-28T04:00:00.000Z"));
    expect(reviewDayStart("2026-07-11")).toEqual(london("2026-07-11T03:00:00.000Z"));
    // 25 Oct: the clocks go back at 02:00 BST, so the review day of 24 Oct lasts 25 hours.
    expect(reviewDayStart("2026-10-25").getTime() - reviewDayStart("2026-10-24").getTime()).toBe(25 * 60 * MINUTE);
    expect(reviewDay(london("2026-10-25T03:30:00.000Z"))).toBe("2026-10-24");
    // 29 Mar: forward at 01:00 GMT, a 23-hour review day.
    expect(reviewDayStart("2026-03-29").getTime() - reviewDayStart("2026-03-28").getTime()).toBe(23 * 60 * MINUTE);
    expect(nextReviewDayStart(london("2026-03-29T02:59:00.000Z"))).toEqual(london("2026-03-29T03:00:00.000Z"));
  });

  it("words a wait by review days for a card due by the day, by the clock for a learning step", () => {
    const evening = london("2026-11-27T23:00:00.000Z");
    // Five hours, but it is tomorrow's review day: "1 day", as the button that sent it there said.
    expect(timeUntil(london("2026-11-28T04:00:00.000Z"), evening, { byDay: true })).toBe("1 day");
    expect(timeUntil(london("2026-11-29T04:00:00.000Z"), evening, { byDay: true })).toBe("2 days");
    // At midnight, the review day starting at 4 am that same date is four hours away, not "1 day".
    expect(timeUntil(london("2026-11-28T04:00:00.000Z"), london("2026-11-28T00:00:00.000Z"), { byDay: true })).toBe("4 hours");
    expect(timeUntil(london("2026-11-29T04:00:00.000Z"), london("2026-11-28T00:00:00.000Z"), { byDay: true })).toBe("1 day");
    expect(timeUntil(london("2026-11-27T23:08:00.000Z"), evening, { byDay: false })).toBe("8 min");
    expect(formatDays(45)).toBe("2 months");
  });
});

describe("a card shown early by learn-ahead", () => {
  it("says how long before its due time it is shown, for a (re)learning card only", () => {
    const now = new Date("2026-11-27T12:00:00.000Z");
    const learning = { ...newCard(), state: 1, due: new Date(now.getTime() + 8 * MINUTE) };
    expect(learntAheadBy(learning, now)).toBe(8 * MINUTE);
    expect(learntAheadBy({ ...learning, state: 3 }, now)).toBe(8 * MINUTE);
    expect(learntAheadBy({ ...learning, due: now }, now)).toBeNull();
    expect(learntAheadBy({ ...learning, state: 2 }, now)).toBeNull();
    expect(SCHEDULER_SETTINGS.learnAheadMinutes).toBe(20);
  });
});

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
