/**
 * The one schema for PostgreSQL and PGlite. Migrations are generated from it (`npm run db:generate`)
 * into ./migrations and checked in; an applied migration is never edited.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * A JSON object stored in a jsonb column. The feature that writes a column owns its shape and validates
 * it once where it reads it (marking: app/features/marking/stored-marking.ts).
 */
export type JsonObject = { [key: string]: unknown };

/** Fixed-window counters for abuse limits, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

// --- Accounts: the tables better-auth reads and writes (user, session, account, verification). ---

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

// --- Profiles ---

/** Board chosen per subject, by subject id: {"english-literature": "aqa", ...} (DESIGN.md D6). */
export type ExamBoardsBySubject = Partial<Record<string, string>>;

export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  /** Key of the uploaded avatar in storage; null until the user uploads one. */
  avatarKey: text("avatar_key"),
  /** The sign-in provider's picture, remembered but never loaded into pages (DESIGN.md D14). */
  providerPictureUrl: text("provider_picture_url"),
  examBoards: jsonb("exam_boards").$type<ExamBoardsBySubject>().notNull().default(sql`'{}'::jsonb`),
  /** The grade the student is aiming for in each subject (subject id -> 1..9), for /progress's comparison. */
  targetGrades: jsonb("target_grades").$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }).notNull(),
  /**
   * When the student confirmed "I am 13 or older, or a parent or carer has agreed" (at sign-up, or on
   * /setup for Google sign-ups and older accounts); null until then, and setup is not complete without it.
   */
  ageConfirmedAt: timestamp("age_confirmed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// --- Marking ---

/** Markings used per user per Europe/London calendar day (DESIGN.md D3). */
export const usageDays = pgTable(
  "usage_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The Europe/London calendar date, YYYY-MM-DD. */
    day: date("day", { mode: "string" }).notNull(),
    used: integer("used").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

export const SUBMISSION_STATUSES = ["pending", "marking", "marked", "failed", "needs_review"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The subject's display name, as the spec stores it ("English Literature"). */
    subject: text("subject").notNull(),
    subjectId: text("subject_id").notNull(),
    board: text("board").notNull(),
    paper: text("paper").notNull(),
    topic: text("topic"),
    questionType: text("question_type").notNull(),
    questionText: text("question_text").notNull(),
    answerText: text("answer_text").notNull(),
    sourceText: text("source_text"),
    status: text("status").$type<SubmissionStatus>().notNull().default("pending"),
    /** The marking result (the marking feature's validated shape); written only by the server's marker. */
    result: jsonb("result").$type<JsonObject>(),
    /** Which marker marked it: provider, model and prompt version. */
    marker: jsonb("marker").$type<JsonObject>(),
    /** The London day whose allowance paid for this submission (given back if marking fails). */
    quotaDay: date("quota_day", { mode: "string" }).notNull(),
    /** From the form, so a double submit makes one submission. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** Hash of what was marked (question, source, answer, catalogue entry, marker): the same input gets the same mark. */
    inputHash: text("input_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the current marking started; a marking older than the marking timeout can be claimed again. */
    markingStartedAt: timestamp("marking_started_at", { withTimezone: true }),
    markedAt: timestamp("marked_at", { withTimezone: true }),
    /** The stage the marking worker last reported (marking-progress's JSON), read by the results page's event stream. */
    markingProgress: jsonb("marking_progress").$type<JsonObject>(),
    /** Figures of a marked result, stored at marking time so listings and progress never read the JSON. */
    achievedMarks: integer("achieved_marks"),
    totalMarks: integer("total_marks"),
    percentage: doublePrecision("percentage"),
    grade: text("grade"),
    level: integer("level"),
  },
  (table) => [
    uniqueIndex("submissions_user_idempotency_key").on(table.userId, table.idempotencyKey),
    index("submissions_user_created_idx").on(table.userId, table.createdAt),
    index("submissions_user_input_hash_idx").on(table.userId, table.inputHash),
    // The dashboard's and /progress's counts (by subject, by grade) read only this index.
    index("submissions_user_status_subject_grade_idx").on(table.userId, table.status, table.subjectId, table.grade),
    index("submissions_user_subject_marked_idx").on(table.userId, table.subjectId, table.markedAt),
    // The queue position ("number N in the queue") counts pending submissions created earlier.
    index("submissions_status_created_idx").on(table.status, table.createdAt),
  ],
);

/** Each assessment objective of a marked submission, stored at marking time for the progress trends. */
export const submissionObjectives = pgTable(
  "submission_objectives",
  {
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subjectId: text("subject_id").notNull(),
    code: text("code").notNull(),
    achieved: integer("achieved").notNull(),
    max: integer("max").notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.submissionId, table.code] }),
    index("submission_objectives_user_subject_idx").on(table.userId, table.subjectId, table.markedAt),
  ],
);

/** Read-only links to one result. Only a hash of the token is stored; revoked links stop working. */
export const shareLinks = pgTable(
  "share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("share_links_submission_idx").on(table.submissionId)],
);

/** Tokens used by every model call, for the daily budget and cost reporting. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The Europe/London day of the call. */
    day: date("day", { mode: "string" }).notNull(),
    purpose: text("purpose").notNull(),
    submissionId: uuid("submission_id"),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    inputTokens: integer("input_tokens").notNull(),
    outputTokens: integer("output_tokens").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("ai_usage_day_idx").on(table.day)],
);

/** The model's tokens spent per Europe/London day: one row a day, incremented atomically after each call. */
export const aiTokenDays = pgTable("ai_token_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  tokens: bigint("tokens", { mode: "number" }).notNull().default(0),
});

// --- Billing ---

/** One row per user, synced from the payment provider (never written from anything the browser sends). */
export const subscriptions = pgTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  subscriptionId: text("subscription_id"),
  priceId: text("price_id"),
  /** basic | standard | premium, from the price; null when the price is not one of ours. */
  plan: text("plan"),
  /** The provider's status: active, trialing, past_due, canceled, unpaid, incomplete... null before any. */
  status: text("status"),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the provider was asked for the state written here; an older read never overwrites a newer one. */
  providerReadAt: timestamp("provider_read_at", { withTimezone: true }),
});

/** Webhook events already handled, so a repeat is acknowledged and skipped. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The embedded payment stand-in's own records (checkout sessions and subscriptions), used only without Stripe. */
export const localBillingSessions = pgTable("local_billing_sessions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  priceId: text("price_id").notNull(),
  status: text("status").notNull(),
  subscriptionId: text("subscription_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const localBillingSubscriptions = pgTable("local_billing_subscriptions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  priceId: text("price_id").notNull(),
  status: text("status").notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The stand-in's outgoing webhook events, written in the same transaction as the change they announce and
 * delivered afterwards, retried with backoff until our webhook handler accepts them (as Stripe retries).
 */
export const localBillingEvents = pgTable(
  "local_billing_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    payload: text("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("local_billing_events_due_idx").on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`)],
);

// --- Flashcards ---

/** A student's set of cards: made by hand, from a YouTube video, or from their own marking feedback. */
export const flashcardSets = pgTable(
  "flashcard_sets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** manual | youtube | feedback */
    source: text("source").notNull().default("manual"),
    /** Where the cards came from (a video id, a submission id), for the page to say so. */
    sourceRef: text("source_ref"),
    /** The offline generator made these cards (no model), so the page can label them. */
    offline: boolean("offline").notNull().default(false),
    /**
     * How many cards the set has, kept by statement triggers on `flashcards` (insert adds, delete takes away;
     * migration 0016), so the list page and its totals count sets, not cards (docs/decisions/015). A card
     * never moves between sets.
     */
    cardCount: integer("card_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("flashcard_sets_user_idx").on(table.userId, table.createdAt)],
);

/**
 * One card of a set, with its spaced-repetition (FSRS) state. Editing a card's text keeps its schedule;
 * a new card starts new (state 0, due now). `userId` repeats the set's owner so every query is scoped by it.
 */
export const flashcards = pgTable(
  "flashcards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    setId: uuid("set_id")
      .notNull()
      .references(() => flashcardSets.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    front: text("front").notNull(),
    back: text("back").notNull(),
    /** Storage keys of the card's pictures (platform/storage), private to the owner. */
    frontImageKey: text("front_image_key"),
    backImageKey: text("back_image_key"),
    /**
     * What each picture shows, in the student's words: its alt text wherever the picture is shown (migration 0017).
     * Null when the side has no picture or the student wrote none (the page then says which side's picture it is).
     */
    frontImageDescription: text("front_image_description"),
    backImageDescription: text("back_image_description"),
    // FSRS state (ts-fsrs Card): due, stability, difficulty, scheduled days, learning steps, reps, lapses, state, last review.
    due: timestamp("due", { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision("stability").notNull().default(0),
    difficulty: doublePrecision("difficulty").notNull().default(0),
    scheduledDays: integer("scheduled_days").notNull().default(0),
    learningSteps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull().default(0),
    lapses: integer("lapses").notNull().default(0),
    /** 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs State). */
    state: integer("state").notNull().default(0),
    lastReview: timestamp("last_review", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("flashcards_set_idx").on(table.setId, table.position),
    // A set's due-today count for the list page, read from the index alone.
    index("flashcards_set_due_idx").on(table.setId, table.due),
    index("flashcards_user_due_idx").on(table.userId, table.due),
  ],
);

/**
 * Every rating given in review, with the card's state before it (so the last rating can be undone) and
 * the schedule it produced (ts-fsrs ReviewLog).
 */
export const flashcardReviews = pgTable(
  "flashcard_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => flashcards.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
    rating: integer("rating").notNull(),
    /** The card's FSRS state before this rating (JSON of the columns above), for undo. */
    previous: jsonb("previous").$type<JsonObject>().notNull(),
    state: integer("state").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the student undid this rating; an undone review no longer counts. */
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (table) => [index("flashcard_reviews_user_idx").on(table.userId, table.reviewedAt)],
);

// --- Study plan ---

/** A Premium student's study plan settings: exam dates per subject and minutes a day; the plan is computed from them. */
export const studyPlans = pgTable("study_plans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  minutesPerDay: integer("minutes_per_day").notNull().default(30),
  /** subject id -> the first exam's date (YYYY-MM-DD). */
  examDates: jsonb("exam_dates").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// --- Data rights ---

/**
 * An anonymous record that an account was deleted, and when: no id, name or address of the person (named in
 * /policy and docs/dpia.md as what is kept).
 */
export const accountDeletions = pgTable("account_deletions", {
  id: uuid("id").primaryKey().defaultRandom(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});

// --- Practice papers ---

/** A practice paper a student made by hand on the hidden creator (/aipractisepaper). */
export const practicePapers = pgTable(
  "practice_papers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    subject: text("subject").notNull(),
    examBoard: text("exam_board").notNull(),
    /** Minutes allowed: the real paper's time when built from the catalogue, else null (1.5 minutes a mark). */
    timeAllowedMinutes: integer("time_allowed_minutes"),
    /** Where a paper built from the catalogue came from: subject, board, paper and (History) topic ids. */
    catalogueRef: jsonb("catalogue_ref").$type<{ subjectId: string; boardId: string; paperId: string; topicId: string | null }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("practice_papers_user_idx").on(table.userId, table.createdAt)],
);

/** One question of a practice paper; `userId` repeats the paper's owner so every query is scoped by it. */
export const practiceQuestions = pgTable(
  "practice_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paperId: uuid("paper_id")
      .notNull()
      .references(() => practicePapers.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    marks: integer("marks").notNull().default(1),
    /** essay | short_answer | multiple_choice */
    questionType: text("question_type").notNull().default("essay"),
    guidance: text("guidance"),
    /** The paper's own number for the question ("Question 1", "A2", "Section B"), when built from the catalogue. */
    label: text("label"),
    /** The source, extract or poem the question is about, printed with it. */
    sourceText: text("source_text"),
    /** The catalogue question type it is marked against (built papers); null for hand-made questions. */
    catalogueQuestionTypeId: text("catalogue_question_type_id"),
    /** Multiple choice: the correct option letters, e.g. "B" or "A, C, F, H"; marked without the model. */
    answerKey: text("answer_key"),
  },
  (table) => [index("practice_questions_paper_idx").on(table.paperId, table.position)],
);

export type PracticeAttemptStatus = "in_progress" | "submitted";

/** One sitting of a practice paper: a clock that can be paused, the answers as they are typed, then marking. */
export const practiceAttempts = pgTable(
  "practice_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    paperId: uuid("paper_id")
      .notNull()
      .references(() => practicePapers.id, { onDelete: "cascade" }),
    status: text("status").$type<PracticeAttemptStatus>().notNull().default("in_progress"),
    timeAllowedSeconds: integer("time_allowed_seconds").notNull(),
    /** Seconds on the clock before the current running stretch (the whole time once paused or submitted). */
    elapsedSeconds: integer("elapsed_seconds").notNull().default(0),
    /** When the clock last started; null while paused or after submitting. */
    runningSince: timestamp("running_since", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (table) => [index("practice_attempts_user_idx").on(table.userId, table.startedAt), index("practice_attempts_paper_idx").on(table.paperId)],
);

/** A student's answer to one question of an attempt; marked answers point at their submission. */
export const practiceAttemptAnswers = pgTable(
  "practice_attempt_answers",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => practiceAttempts.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => practiceQuestions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    answerText: text("answer_text").notNull().default(""),
    /** The submission that marks this answer (essay and short answer), once submitted. */
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "set null" }),
    /** Multiple choice with a key: the marks given without the model. */
    choiceMarks: integer("choice_marks"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] }), index("practice_attempt_answers_user_idx").on(table.userId)],
);
