import { fsrs, State, StrategyMode, type Card, type FSRS, type Grade, type TSeedStrategy } from "ts-fsrs";

/**
 * The one spaced-repetition configuration (FSRS through ts-fsrs) and the pure mapping between our
 * `flashcards` columns and a ts-fsrs Card. Nothing here reads the database or the clock.
 */

/** The scheduling columns of a `flashcards` row (app/platform/db/schema.ts). */
export interface CardSchedule {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs State). */
  state: number;
  lastReview: Date | null;
  /**
   * Not a column: the card's id, when it is known. With the review count it seeds the card's fuzz
   * (`fuzzSeed`), so that cards rated alike at once do not all get the same spread.
   */
  fuzzKey?: string;
}

export const REVIEW_RATINGS = [
  { rating: 1, name: "Again", meaning: "forgot it" },
  // Hard is a pass in FSRS: the card counts as remembered. Its label says so, so that nobody presses it
  // for a card they forgot (that is Again).
  { rating: 2, name: "Hard", meaning: "remembered, with effort" },
  { rating: 3, name: "Good", meaning: "remembered" },
  { rating: 4, name: "Easy", meaning: "knew it at once" },
] as const;

export type ReviewRating = (typeof REVIEW_RATINGS)[number]["rating"];

export function isReviewRating(value: number): value is ReviewRating {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export const SCHEDULER_SETTINGS = {
  /** The chance of remembering a card when it comes back: FSRS's default, a balance of recall and workload. */
  requestRetention: 0.9,
  /**
   * The longest gap between two reviews, in days. A GCSE course runs two school years and ends with the
   * exams; a gap longer than a year would send a card past the exams (when the student no longer needs it)
   * and could skip the whole of Year 11. A year keeps every card coming back at least once in each year of
   * the course. FSRS's default (100 years) fits a lifetime of learning, not a course with an end.
   */
  maximumIntervalDays: 365,
  /**
   * How far ahead a card still in (re)learning may be shown when nothing else is due (Anki's "learn ahead"), so
   * that a student who has done everything else is not left on "Nothing due" for the ten minutes of a learning
   * step. Kept, rather than made to wait, because the queue offers such a card only last, when no other card is
   * due (review.server.ts `dueCards`), and the page then says it is early and when it was due (`learntAheadBy`):
   * a card rated "See again in 10 min" that comes back at once is explained, not a broken promise.
   */
  learnAheadMinutes: 20,
  /**
   * The hour (London time) a review day starts, as Anki's "next day starts at" (4 am): a card due in days is due
   * from this hour of its day, and "See again in 1 day" on a card rated at 23:55 means tomorrow from 4 am, not
   * five minutes later at midnight. The same rule places the card's due time (`applyRating`), words the buttons
   * (`previewIntervals`) and decides what is due (due-forecast.server.ts).
   */
  dayStartsAtHour: 4,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const LONDON = "Europe/London";
const wallClockFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: LONDON,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The London calendar date (YYYY-MM-DD) and time of an instant. */
function londonWallClock(instant: Date): { day: string; hour: number; minute: number } {
  const parts = Object.fromEntries(wallClockFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The review day (YYYY-MM-DD) an instant falls in: its London date, or the date before until `dayStartsAtHour`. */
export function reviewDay(instant: Date): string {
  const { day, hour } = londonWallClock(instant);
  return hour < SCHEDULER_SETTINGS.dayStartsAtHour ? addDays(day, -1) : day;
}

/** The instant a review day starts: `dayStartsAtHour` on that London date (an hour the clock changes never skip). */
export function reviewDayStart(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // London is UTC+0 or UTC+1.
  for (const offsetHours of [0, 1]) {
    const candidate = new Date(Date.UTC(year, month - 1, date, SCHEDULER_SETTINGS.dayStartsAtHour - offsetHours));
    const clock = londonWallClock(candidate);
    if (clock.day === day && clock.hour === SCHEDULER_SETTINGS.dayStartsAtHour && clock.minute === 0) return candidate;
  }
  throw new Error(`could not place the start of review day ${day}`);
}

/** When the review day after the one `instant` falls in starts: the end of "today" for the cards due. */
export function nextReviewDayStart(instant: Date): Date {
  return reviewDayStart(addDays(reviewDay(instant), 1));
}

/** A card in review (or new) is due by the day; one in (re)learning by the minute. */
export const isLearningState = (state: number) => state === State.Learning || state === State.Relearning;

/** A ts-fsrs Card with the key of the card it is (`CardSchedule.fuzzKey`), read by the seed strategy. */
type KeyedCard = Card & { fuzz_key?: string };

/**
 * The seed of a card's fuzz: the card (its key, else its due time) and its review count, as the card was
 * before this rating, never the moment of the review. ts-fsrs's default seed takes the review's millisecond,
 * so the interval shown on a button when the page was made was not the one applied when the rating came a
 * few seconds later (DESIGN D19: the interval shown is the next interval). A new seed comes with each review.
 */
const fuzzSeed: TSeedStrategy = function (this) {
  // The card as it was before the review (ts-fsrs keeps it in a protected field; its own seed strategies read it so too).
  const card = Reflect.get(this, "last") as KeyedCard;
  return `${card.fuzz_key ?? ""}:${card.reps}:${card.due.getTime()}:${card.last_review ? card.last_review.getTime() : ""}`;
};

/**
 * The scheduler. Fuzz (a little randomness on long intervals, so cards learnt together do not all
 * come back on the same day) is on in the app, seeded per card and review (`fuzzSeed`) so a preview and
 * the rating agree; tests turn it off to get exact intervals. Learning and relearning steps are ts-fsrs's
 * defaults (1 min, 10 min; relearning 10 min).
 */
export function createScheduler(options: { fuzz?: boolean } = {}): FSRS {
  return fsrs({
    request_retention: SCHEDULER_SETTINGS.requestRetention,
    maximum_interval: SCHEDULER_SETTINGS.maximumIntervalDays,
    enable_fuzz: options.fuzz ?? true,
  }).useStrategy(StrategyMode.SEED, fuzzSeed);
}

let appScheduler: FSRS | undefined;

/** The app's scheduler (fuzz on), made once. */
export function getScheduler(): FSRS {
  appScheduler ??= createScheduler({ fuzz: true });
  return appScheduler;
}

export function toFsrsCard(schedule: CardSchedule): Card {
  const card: KeyedCard = {
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    // Deprecated in ts-fsrs 5 (it works the elapsed time out from last_review); kept for the type.
    elapsed_days: schedule.lastReview ? Math.max(0, Math.floor((schedule.due.getTime() - schedule.lastReview.getTime()) / DAY_MS)) : 0,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: toState(schedule.state),
    ...(schedule.lastReview ? { last_review: new Date(schedule.lastReview) } : {}),
    ...(schedule.fuzzKey ? { fuzz_key: schedule.fuzzKey } : {}),
  };
  return card;
}

export function fromFsrsCard(card: Card): CardSchedule {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ? new Date(card.last_review) : null,
  };
}

function toState(value: number): State {
  return value === State.Learning || value === State.Review || value === State.Relearning ? value : State.New;
}

/**
 * ts-fsrs 5.4.2 clamps each interval to the maximum but then keeps Hard < Good < Easy, so at the cap Good
 * and Easy come out one and two days past it (365, 366, 367). The cap is the course's horizon: hold to it.
 */
function holdToMaximum(card: Card, now: Date): Card {
  const maximum = SCHEDULER_SETTINGS.maximumIntervalDays;
  if (card.scheduled_days <= maximum) return card;
  return { ...card, scheduled_days: maximum, due: new Date(now.getTime() + maximum * DAY_MS) };
}

/**
 * The card after a rating, placed by the review-day rule: a card that leaves (re)learning for review, due in
 * `scheduled_days` days, is due from the start of the review day that many days after today's (so "in 2 days"
 * means from 4 am on the day after tomorrow, whatever the hour of the rating); a learning step keeps its minute.
 */
function placed(card: Card, now: Date): Card {
  const held = holdToMaximum(card, now);
  if (held.state !== State.Review) return held;
  return { ...held, due: reviewDayStart(addDays(reviewDay(now), held.scheduled_days)) };
}

/** The card's schedule after a rating given at `now`. */
export function applyRating(schedule: CardSchedule, rating: ReviewRating, now: Date, scheduler: FSRS = getScheduler()): CardSchedule {
  return fromFsrsCard(placed(scheduler.next(toFsrsCard(schedule), now, rating as Grade).card, now));
}

export interface IntervalPreview {
  rating: ReviewRating;
  name: string;
  meaning: string;
  due: Date;
  /** "1 min", "10 min", "1 day", "4 days", "2 months". */
  interval: string;
}

/**
 * For each of Again, Hard, Good and Easy: when the card would come back, and how long that is from now, worded
 * by the rule that places it (`placed`, `timeUntil`): "2 days" is the review day after tomorrow.
 */
export function previewIntervals(schedule: CardSchedule, now: Date, scheduler: FSRS = getScheduler()): IntervalPreview[] {
  const preview = scheduler.repeat(toFsrsCard(schedule), now);
  return REVIEW_RATINGS.map(({ rating, name, meaning }) => {
    const card = placed(preview[rating as Grade].card, now);
    return { rating, name, meaning, due: card.due, interval: timeUntil(card.due, now, { byDay: card.state === State.Review }) };
  });
}

/**
 * How long until `at`, as the page says it: by review days for a card due by the day ("1 day": from the start of
 * tomorrow's review day, however many hours away that is), else by the clock ("10 min").
 */
export function timeUntil(at: Date, now: Date, options: { byDay: boolean }): string {
  if (!options.byDay) return formatInterval(at.getTime() - now.getTime());
  // Days are counted on the calendar, as a student reads them beside the date: after midnight and before the review
  // day starts, the next review day begins at 4 am on today's date, and "in 1 day" beside today's date read as
  // tomorrow (a review, at 00:00 on 28 Nov: "due in 1 day (28 Nov 2026, 04:00)"). So a wait that ends on today's date
  // is worded by the clock ("4 hours"), and one that ends on a later date by the dates between.
  const today = londonWallClock(now).day;
  const then = londonWallClock(at).day;
  if (then === today) return formatInterval(at.getTime() - now.getTime());
  return formatDays(Math.max(1, Math.round((Date.parse(`${then}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)));
}

/**
 * How long before its due time a card is being shown, when it is a (re)learning card shown early by learn-ahead
 * (`learnAheadMinutes`), in milliseconds; else null.
 */
export function learntAheadBy(schedule: Pick<CardSchedule, "state" | "due">, now: Date): number | null {
  const early = schedule.due.getTime() - now.getTime();
  return isLearningState(schedule.state) && early > 0 ? early : null;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** A short human length of time, as Anki shows it under its buttons. */
export function formatInterval(milliseconds: number): string {
  const minutes = Math.max(1, Math.round(milliseconds / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  return formatDays(Math.round(minutes / (60 * 24)));
}

/** A number of days as `formatInterval` words it: "1 day", "4 days", "2 months", "1 year". */
export function formatDays(days: number): string {
  if (days < 31) return plural(days, "day");
  if (days < 365) return plural(Math.round(days / 30), "month");
  return plural(Math.round((days / 365) * 10) / 10, "year");
}

