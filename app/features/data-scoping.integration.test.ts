import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { and, count, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { accountDeletedEmail } from "~/features/auth/emails";
import { DELETE_CONFIRMATION, deleteAccount } from "~/features/account/delete-account.server";
import { exportAccountArchive, exportAccountData } from "~/features/account/export-account.server";
import { hasPasswordSignIn, reauthenticate } from "~/features/account/reauthenticate.server";
import { ACCOUNT_DATA_PARTS } from "~/features/account/account-parts.server";
import { authAccountData } from "~/features/auth/account-data.server";
import { getSignedIn, requireSetUpUser, requireUser } from "~/features/auth/guards.server";
import { hashPassword } from "~/features/auth/password-hashing.server";
import { readAccountRows } from "~/features/auth/session.server";
import { planStateFor, type PlanState } from "~/features/billing";
import { billingAccountData } from "~/features/billing/account-data.server";
import { createLocalProvider } from "~/features/billing/billing-provider.server";
import { ensureCustomer, setBillingProvider, syncSubscription } from "~/features/billing/billing.server";
import { portalUrlFor, startCheckout } from "~/features/billing/checkout.server";
import { confirmCheckout } from "~/features/billing/confirm-checkout.server";
import {
  changeLocalSubscription,
  completeLocalCheckout,
  currentLocalSubscription,
  openLocalCheckoutSession,
  stopLocalEventDelivery,
} from "~/features/billing/local-billing.server";
import { getSubscriptionRow } from "~/features/billing/subscription-row.server";
import { SUBJECTS, type ExamBoardId } from "~/features/catalogue";
import { flashcardsAccountData } from "~/features/flashcards/account-data.server";
import {
  attachableImageKey,
  cardImageKeysOfSet,
  cardImageUrl,
  deleteCardImages,
  imagePrefixOf,
  readCardImage,
  uploadCardImage,
} from "~/features/flashcards/card-images.server";
import { dueForecast } from "~/features/flashcards/due-forecast.server";
import { createFlashcardsFromFeedback } from "~/features/flashcards/from-feedback.server";
import { createFlashcardsFromYoutube } from "~/features/flashcards/from-youtube.server";
import { applyReviewIntent, dueCards, dueCounts, dueTodaySummary, loadReviewSession, rateCard, undoLastRating } from "~/features/flashcards/review.server";
import { createSet, deleteSet, listSetPage, listSets, updateSet } from "~/features/flashcards/sets.server";
import { markingAccountData } from "~/features/marking/account-data.server";
import { markSubmission, retryMarking } from "~/features/marking/mark-submission.server";
import type { Marker, MarkingInput } from "~/features/marking/marker";
import { waitForMarking } from "~/features/marking/marking-worker.server";
import { createShareLink, listShareLinks, revokeShareLink } from "~/features/marking/share-links.server";
import { papersAccountData } from "~/features/papers/account-data.server";
import {
  findOpenAttempt,
  getAttempt,
  getPaperForAttempt,
  getPaperResult,
  listAttempts,
  markAttemptAnswers,
  paperAnswerOf,
  saveAnswers,
  setPaused,
  startAttempt,
  submitAttempt,
} from "~/features/papers/attempts.server";
import { buildPaperDraft } from "~/features/papers/build-paper.server";
import { createPaper, deletePaper, getPaper, listPapers } from "~/features/papers/papers.server";
import { profileAccountData } from "~/features/profile/account-data.server";
import { readAvatar, removeAvatar, saveAvatar } from "~/features/profile/avatar.server";
import {
  ensureProfile,
  getProfile,
  recordAgeConfirmation,
  setBoardForAllSubjects,
  updateProfileDetails,
  updateTargetGrades,
} from "~/features/profile/profiles.server";
import { saveProfile } from "~/features/profile/save-profile.server";
import { progressAccountData } from "~/features/progress/account-data.server";
import { countMarkedGrades, countOffTariffPaperAnswers, listRecentAnswers, loadDailyActivity, loadSubjectHistories } from "~/features/progress/progress.server";
import { getStudyPlanSettings, loadStudyPlan, saveStudyPlanSettings } from "~/features/progress/study-plan.server";
import { submissionsAccountData } from "~/features/submissions/account-data.server";
import { createSubmission } from "~/features/submissions/create-submission.server";
import { countSubmissions, getSubmissionForUser } from "~/features/submissions/read-submissions.server";
import { submitAnswer } from "~/features/submissions/submit-answer.server";
import { submitPaperAnswer } from "~/features/submissions/submit-paper-answer.server";
import { usageAccountData } from "~/features/usage/account-data.server";
import { getDailyUsage, giveBackMarkingUnit, takeMarkingUnit } from "~/features/usage/marking-quota.server";
import type { AccountDataPart } from "~/platform/account-data";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import {
  account,
  flashcardReviews,
  flashcards,
  flashcardSets,
  localBillingSessions,
  localBillingSubscriptions,
  practiceAttemptAnswers,
  practiceQuestions,
  profiles,
  session,
  shareLinks,
  submissions,
  usageDays,
} from "~/platform/db/schema";
import { setStorage } from "~/platform/storage/get-storage.server";
import { createLocalStorage } from "~/platform/storage/local-storage.server";
import { newUserStorageKey, userStoragePrefix } from "~/platform/storage/storage-key";
import { londonDay } from "~/platform/time/london-day";

import { startFakeYoutubeServer } from "../../tests/fakes/youtube-server";
import { createPendingSubmission, createStudent, pendingSubmissionInput } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import { identifyingStrings, leakedStrings, snapshotUserData, tablesWithUserId, type UserDataSnapshot } from "../../tests/support/user-data-snapshot";
import { readZip } from "../../tests/support/read-zip";

/**
 * Reliability case B6, data-layer scoping. Student A gets data in every feature; then every function of
 * every feature's server module that reads or writes someone's data is called as student B, with A's ids
 * wherever it takes an object's id. Nothing it returns may carry anything of A's (no id, key, file,
 * email or text of A's, found by `leakedStrings`), and after each call every row A has in every table with
 * a user_id (found in the schema, not listed), A's rate-limit counters, A's test-checkout subscription and
 * A's stored files must be exactly as before. The second test makes the table complete: it imports every
 * `app/features/**\/*.server.ts` and fails on any exported function that is neither called here nor
 * exempted below with a reason, so a new repository function cannot be added unclassified.
 */

const database = await setupTestDatabase();
const db = database.db;
const dataDir = mkdtempSync(path.join(tmpdir(), "marker-b6-"));
const youtube = await startFakeYoutubeServer();
const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40), DATA_DIR: dataDir, YOUTUBE_BASE_URL: youtube.url });
setConfig(config);
setDatabase(database);
const storage = createLocalStorage({ dir: path.join(dataDir, "uploads") });
setStorage(storage);
const provider = createLocalProvider(config, db);
setBillingProvider(provider);
afterAll(async () => {
  stopLocalEventDelivery();
  setBillingProvider(undefined);
  setStorage(undefined);
  await youtube.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Written only into A's texts (name, answers, cards, papers): it must never reach B. */
const A_MARK = "Alpha7Qz";
const A_PASSWORD = "a quiet sea at dawn alpha";
const VIDEO_ID = "b6scopeVID1";
const VIDEO_URL = `https://www.youtube.com/watch?v=${VIDEO_ID}`;

/** A marker standing in for a model: half of every objective's marks. Counts its calls. */
function scriptedMarker(): Marker & { calls: number } {
  const marker = {
    identity: { id: "scripted", model: "script-1", promptVersion: "b6", label: "Scripted", offline: true },
    calls: 0,
    async mark(input: MarkingInput) {
      marker.calls++;
      return {
        objectives: input.questionType.objectives.map((objective) => ({
          code: objective.code,
          marks: Math.floor(objective.marks / 2),
          rationale: "A clear response with some analysis.",
          evidence: [],
        })),
        strengths: ["Uses a quotation."],
        areasForImprovement: ["Add context."],
        specificFeedback: "A focused start.",
        suggestions: ["Explore the metaphor further."],
        annotations: [],
      };
    },
  };
  return marker;
}

/** A marker whose every call fails (not a transient failure): the submission ends failed. */
const failingMarker: Marker = {
  identity: { id: "failing", model: "fail-1", promptVersion: "b6", label: "Failing", offline: true },
  mark: async () => {
    throw new Error("the model answered nonsense");
  },
};

const picture = (background: string) => sharp({ create: { width: 64, height: 64, channels: 3, background } }).png().toBuffer();
/** A's pictures are noise, so their stored bytes (and a piece of their base64) are A's alone. */
const noise = () => sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer();
const STANDARD = planStateFor({ trialEndsAt: new Date() }, { plan: "standard", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false });
const ALL_AQA = Object.fromEntries(SUBJECTS.map((subject) => [subject.id, "aqa" as ExamBoardId])) as Record<string, ExamBoardId>;
const inDays = (days: number) => londonDay(new Date(Date.now() + days * 86_400_000));

function orThrow<T>(result: { ok: true; value: T } | { ok: false; message: string }, what: string): T {
  if (!result.ok) throw new Error(`seeding ${what}: ${result.message}`);
  return result.value;
}

/** Student A with something in every per-user table and a file of each kind; student B with a set, a paper and an attempt of their own. */
async function seedWorld() {
  // --- A: the account, a password and a session, the profile's avatar and targets, a study plan.
  const a = await createStudent(db, { name: `Alice ${A_MARK}` });
  await db.insert(account).values({ id: `acc-${a.id}`, accountId: a.id, providerId: "credential", userId: a.id, password: await hashPassword(A_PASSWORD) });
  await db.insert(session).values({ id: `ses-${a.id}`, token: `token-${a.id}`, userId: a.id, expiresAt: new Date(Date.now() + 86_400_000) });
  const avatar = orThrow(await saveAvatar(db, a.id, await noise()), "A's avatar");
  await updateTargetGrades(db, a.id, { "english-literature": 8, history: 7 });
  const examDate = inDays(123);
  orThrow(await saveStudyPlanSettings(db, a.id, { minutesPerDay: "45", examDates: { "english-literature": examDate } }, new Date()), "A's study plan");

  // --- A's plan: a customer, a paid test checkout with its live subscription, and a second checkout still open.
  // Written directly (the stand-in's events are not sent), so no other file's event delivery ever touches A.
  const customerId = await ensureCustomer(db, provider, { id: a.id, email: a.email, name: a.name });
  const subscriptionId = `sub_local_${randomUUID().replace(/-/g, "")}`;
  const paidSessionId = `cs_local_${randomUUID().replace(/-/g, "")}`;
  await db.insert(localBillingSubscriptions).values({
    id: subscriptionId,
    customerId,
    priceId: config.billing.prices.standard,
    status: "active",
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  await db.insert(localBillingSessions).values({ id: paidSessionId, customerId, userId: a.id, priceId: config.billing.prices.standard, status: "complete", subscriptionId });
  await syncSubscription(db, provider, customerId);
  const open = await provider.createCheckoutSession(
    { customerId, userId: a.id, priceId: config.billing.prices.premium, successUrl: "http://marker.test/success", cancelUrl: "http://marker.test/pricing" },
    `b6-${a.id}`,
  );
  const aPlan: PlanState = planStateFor((await getProfile(db, a.id))!, await getSubscriptionRow(db, a.id));
  expect(aPlan.plan).toBe("standard");

  // --- A's answers: one marked (with a share link), one failed, one pending; each with a known idempotency key.
  const keys = { marked: `a-marked-${randomUUID()}`, failed: `a-failed-${randomUUID()}`, pending: `a-pending-${randomUUID()}` };
  const marker = scriptedMarker();
  const marked = await createPendingSubmission(db, a.id, {
    idempotencyKey: keys.marked,
    answerText: `Macbeth's 'vaulting ambition' shows he knows his desire will make him fall. ${A_MARK}`,
  });
  expect(await markSubmission(db, marker, a.id, marked)).toBe("marked");
  const failed = await createPendingSubmission(db, a.id, { idempotencyKey: keys.failed, answerText: `Ambition ruins Macbeth in the end. ${A_MARK}` });
  expect(await markSubmission(db, failingMarker, a.id, failed)).toBe("failed");
  const pending = await createPendingSubmission(db, a.id, { idempotencyKey: keys.pending, answerText: `Lady Macbeth pushes him on. ${A_MARK}` });
  if (!(await createShareLink(db, a.id, marked))) throw new Error("seeding A's share link");
  const [link] = await db.select({ id: shareLinks.id }).from(shareLinks).where(eq(shareLinks.userId, a.id));

  // --- A's flashcards: a picture on a card of a hand-made set, a rating (recent enough to undo), a set from
  // the marked answer's feedback and one from a video.
  const uploaded = orThrow(await uploadCardImage(db, a.id, await noise()), "A's card picture");
  const setId = orThrow(
    await createSet(db, a.id, {
      title: `${A_MARK} Macbeth`,
      cards: [
        { front: `Who kills Duncan? ${A_MARK}`, back: "Macbeth", frontImageKey: uploaded.key },
        { front: "Where is Duncan killed?", back: "Inverness" },
      ],
    }),
    "A's set",
  ).setId;
  const cardIds = (await db.select({ id: flashcards.id }).from(flashcards).where(eq(flashcards.setId, setId)).orderBy(flashcards.position)).map((row) => row.id);
  orThrow(await rateCard(db, a.id, cardIds[0]!, 3, new Date()), "A's rating");
  const feedbackSetId = orThrow(await createFlashcardsFromFeedback(db, a.id, marked), "A's feedback set").setId;
  youtube.setVideo(VIDEO_ID, { title: "Cells and organelles", description: "An overview of animal and plant cells, their organelles and what each one does." });
  const youtubeSetId = orThrow(await createFlashcardsFromYoutube(db, { userId: a.id, plan: aPlan }, { url: VIDEO_URL }), "A's video set").setId;

  // --- A's practice paper: an essay and a keyed multiple choice; one submitted attempt (its essay marked),
  // one in progress with a draft saved.
  const paperId = orThrow(
    await createPaper(db, a.id, {
      title: `${A_MARK} mock`,
      subject: "English Literature",
      examBoard: "AQA",
      questions: [
        { text: `How does Shakespeare present ambition in Macbeth? ${A_MARK}`, marks: "30", questionType: "essay", guidance: "" },
        { text: "Which are the witches' prophecies?\nA) Thane of Cawdor\nB) King hereafter\nC) Duke of York\nD) Banquo's sons kings", marks: "2", questionType: "multiple_choice", guidance: "", answerKey: "B, D" },
      ],
    }),
    "A's paper",
  ).paperId;
  const [essay, choice] = await db.select({ id: practiceQuestions.id }).from(practiceQuestions).where(eq(practiceQuestions.paperId, paperId)).orderBy(practiceQuestions.position);
  const questionIds = { essay: essay!.id, choice: choice!.id };
  const submittedAttemptId = orThrow(await startAttempt(db, a.id, paperId), "A's first attempt").attemptId;
  orThrow(
    await saveAnswers(db, a.id, submittedAttemptId, { [questionIds.essay]: `Macbeth's ambition grows as the play goes on. ${A_MARK}`, [questionIds.choice]: "B, D" }),
    "A's answers",
  );
  expect(orThrow(await submitAttempt(db, a.id, aPlan, submittedAttemptId), "A's submit").sent).toBe(1);
  const [paperAnswer] = await db
    .select({ submissionId: practiceAttemptAnswers.submissionId })
    .from(practiceAttemptAnswers)
    .where(and(eq(practiceAttemptAnswers.attemptId, submittedAttemptId), eq(practiceAttemptAnswers.questionId, questionIds.essay)));
  const paperSubmission = paperAnswer!.submissionId!;
  expect(await markSubmission(db, marker, a.id, paperSubmission)).toBe("marked");
  const openAttemptId = orThrow(await startAttempt(db, a.id, paperId), "A's second attempt").attemptId;
  orThrow(await saveAnswers(db, a.id, openAttemptId, { [questionIds.essay]: `A draft in progress. ${A_MARK}` }), "A's draft");

  // --- B: a trial student with a set, a paper and an attempt of their own (to edit with A's ids inside).
  const b = await createStudent(db, { name: "Bob Beta" });
  const bPlan = planStateFor((await getProfile(db, b.id))!);
  const bSetId = orThrow(await createSet(db, b.id, { title: "Bob's set", cards: [{ front: "Who is Banquo?", back: "Macbeth's friend" }] }), "B's set").setId;
  const [bCard] = await db.select({ id: flashcards.id }).from(flashcards).where(eq(flashcards.setId, bSetId));
  const bPaperId = orThrow(
    await createPaper(db, b.id, {
      title: "Bob's mock",
      subject: "English Literature",
      examBoard: "AQA",
      questions: [{ text: "How is guilt presented in Macbeth?", marks: "30", questionType: "essay", guidance: "" }],
    }),
    "B's paper",
  ).paperId;
  const [bQuestion] = await db.select({ id: practiceQuestions.id }).from(practiceQuestions).where(eq(practiceQuestions.paperId, bPaperId));
  const bAttemptId = orThrow(await startAttempt(db, b.id, bPaperId), "B's attempt").attemptId;

  return {
    a: {
      ...a,
      plan: aPlan,
      examDate,
      avatarKey: avatar.key,
      customerId,
      paidSessionId,
      openSessionId: open.id,
      keys,
      submissions: { marked, failed, pending, paper: paperSubmission },
      linkId: link!.id,
      imageKey: uploaded.key,
      sets: { manual: setId, feedback: feedbackSetId, youtube: youtubeSetId },
      cardIds,
      paperId,
      questionIds,
      submittedAttemptId,
      openAttemptId,
    },
    b: { ...b, plan: bPlan, setId: bSetId, cardId: bCard!.id, paperId: bPaperId, questionId: bQuestion!.id, attemptId: bAttemptId },
  };
}

type World = Awaited<ReturnType<typeof seedWorld>>;

// --- The table: module path (under app/features) + export name -> the calls made as B. ---

interface Call {
  what: string;
  run(): Promise<unknown>;
  check(result: unknown): unknown;
}

interface ScopedEntry {
  key: string;
  fn: unknown;
  calls(w: World): Call[];
}

function call<R>(what: string, run: () => R, check: (result: Awaited<R>) => unknown): Call {
  return { what, run: async () => run(), check: (result) => check(result as Awaited<R>) };
}

/** One classified export: the function itself (the guard checks it is the module's export of that name) and its calls as B. */
function scoped<F>(key: string, fn: F, calls: (f: F, w: World) => Call[]): ScopedEntry {
  return { key, fn, calls: (w) => calls(fn, w) };
}

/** An account-data part (an exported object whose methods take a user id): its export and its files, as B. */
function part(key: string, value: AccountDataPart): ScopedEntry {
  return scoped(key, value, (p, w) => [
    call("export as B", () => p.export(db, w.b.id), (result) => expect(result).toBeTypeOf("object")),
    call("files as B", () => p.files?.(db, w.b.id) ?? Promise.resolve([]), (keys) => expect(Array.isArray(keys)).toBe(true)),
  ]);
}

const notFound = (result: unknown) => expect(result).toMatchObject({ ok: false, code: "NOT_FOUND" });
const refused = (code: string) => (result: unknown) => expect(result).toMatchObject({ ok: false, code });
const isNull = (result: unknown) => expect(result).toBeNull();
const isFalse = (result: unknown) => expect(result).toBe(false);
const isEmpty = (result: unknown) => expect(result).toEqual([]);
const succeeded = (result: unknown) => expect(result).toMatchObject({ ok: true });

// What B has, read directly, to check that counts and lists are B's own.
const setIdsOf = async (userId: string) => (await db.select({ id: flashcardSets.id }).from(flashcardSets).where(eq(flashcardSets.userId, userId))).map((row) => row.id);
const cardsOf = (userId: string) =>
  db.select({ id: flashcards.id, setId: flashcards.setId, frontImageKey: flashcards.frontImageKey, backImageKey: flashcards.backImageKey }).from(flashcards).where(eq(flashcards.userId, userId));
const countWhere = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);
const submissionCount = (userId: string) => countWhere(db.select({ n: count() }).from(submissions).where(eq(submissions.userId, userId)));
const reviewCount = (userId: string) => countWhere(db.select({ n: count() }).from(flashcardReviews).where(eq(flashcardReviews.userId, userId)));
const ownerOfSubmission = async (id: string) => (await db.select({ userId: submissions.userId }).from(submissions).where(eq(submissions.id, id)))[0]?.userId;
const urlPartOf = (key: string) => decodeURIComponent(cardImageUrl(key)!.split("/").pop()!);

/** B's load context, as the HTTP layer builds it for B's session. */
const contextFor = (w: World) =>
  ({
    session: {
      user: { id: w.b.id, name: w.b.name, email: w.b.email, emailVerified: true, image: null, createdAt: new Date(), updatedAt: new Date() },
      session: { id: `ses-${w.b.id}`, userId: w.b.id, token: "t", expiresAt: new Date(Date.now() + 3_600_000), createdAt: new Date(), updatedAt: new Date() },
    },
    cspNonce: "n",
    requestId: "r",
    clientAddress: "198.51.100.9",
  }) as unknown as AppLoadContext;

/**
 * Every function that reads or writes someone's data, called as B. Runs in this order (B's own account is
 * deleted last). Where a function takes an object's id, it is given A's; where it acts only on the caller's
 * own data, it runs for B and must answer with B's data alone (and, where it takes ids inside a draft or a
 * key, with A's ids there).
 */
const SCOPED: ScopedEntry[] = [
  // --- submissions ---
  scoped("submissions/read-submissions.server.ts#getSubmissionForUser", getSubmissionForUser, (f, w) =>
    Object.entries(w.a.submissions).map(([kind, id]) => call(`A's ${kind} submission`, () => f(db, w.b.id, id), isNull)),
  ),
  scoped("submissions/read-submissions.server.ts#countSubmissions", countSubmissions, (f, w) => [
    call("B's count", () => f(db, w.b.id), async (n) => expect(n).toBe(await submissionCount(w.b.id))),
  ]),
  scoped("submissions/create-submission.server.ts#createSubmission", createSubmission, (f, w) => [
    call(
      "with A's idempotency key: a new submission of B's",
      () =>
        f(
          db,
          pendingSubmissionInput(w.b.id, {
            questionText: "How is guilt presented?",
            answerText: "Guilt haunts both of them.",
            sourceText: "Out, damned spot!",
            idempotencyKey: w.a.keys.marked,
          }),
          15,
        ),
      async (result) => {
        expect(result).toMatchObject({ ok: true, value: { duplicate: false } });
        expect(await ownerOfSubmission(result.ok ? result.value.id : "")).toBe(w.b.id);
      },
    ),
  ]),
  scoped("submissions/submit-answer.server.ts#submitAnswer", submitAnswer, (f, w) => [
    call(
      "the answer form with A's idempotency key: a new submission of B's",
      () =>
        f(db, {
          userId: w.b.id,
          plan: w.b.plan,
          subject: SUBJECTS.find((subject) => subject.id === "english-literature")!,
          values: {
            board: "aqa",
            paperId: "paper-1",
            questionTypeId: "shakespeare",
            questionText: "How is the supernatural presented?",
            sourceText: "Is this a dagger which I see before me?",
            answerText: "The dagger shows his guilty mind.",
            idempotencyKey: w.a.keys.failed,
          },
        }),
      async (result) => {
        expect(result).toMatchObject({ ok: true });
        expect(await ownerOfSubmission(result.ok ? result.value.submissionId : "")).toBe(w.b.id);
      },
    ),
  ]),
  scoped("submissions/submit-paper-answer.server.ts#submitPaperAnswer", submitPaperAnswer, (f, w) => [
    call(
      "with the idempotency key of A's paper answer: a new submission of B's",
      () =>
        f(db, {
          userId: w.b.id,
          plan: w.b.plan,
          target: { subjectId: "english-literature", subjectName: "English Literature", boardId: "aqa", paperId: "paper-1", topicId: null, questionTypeId: "shakespeare" },
          questionText: "How is kingship presented?",
          sourceText: "So foul and fair a day I have not seen.",
          answerText: "Duncan is a good king.",
          idempotencyKey: `paper-attempt:${w.a.submittedAttemptId}:${w.a.questionIds.essay}`,
        }),
      async (result) => {
        expect(result).toMatchObject({ ok: true, value: { duplicate: false } });
        expect(await ownerOfSubmission(result.ok ? result.value.submissionId : "")).toBe(w.b.id);
      },
    ),
  ]),

  // --- usage ---
  scoped("usage/marking-quota.server.ts#getDailyUsage", getDailyUsage, (f, w) => [
    call("B's usage today", () => f(db, w.b.id, 15), async (usage) => {
      const [row] = await db.select({ used: usageDays.used }).from(usageDays).where(and(eq(usageDays.userId, w.b.id), eq(usageDays.day, londonDay(new Date()))));
      expect(usage.used).toBe(row?.used ?? 0);
    }),
  ]),
  scoped("usage/marking-quota.server.ts#takeMarkingUnit", takeMarkingUnit, (f, w) => [call("a unit of B's", () => f(db, w.b.id, londonDay(new Date()), 15), (taken) => expect(taken).toBe(true))]),
  scoped("usage/marking-quota.server.ts#giveBackMarkingUnit", giveBackMarkingUnit, (f, w) => [
    call("a unit back to B", () => f(db, w.b.id, londonDay(new Date())), (result) => expect(result).toBeUndefined()),
  ]),

  // --- marking ---
  scoped("marking/mark-submission.server.ts#markSubmission", markSubmission, (f, w) =>
    (["pending", "failed", "marked"] as const).map((kind) => {
      const marker = scriptedMarker();
      return call(`A's ${kind} submission`, () => f(db, marker, w.b.id, w.a.submissions[kind]), (status) => {
        expect(status).toBe("failed");
        expect(marker.calls).toBe(0);
      });
    }),
  ),
  scoped("marking/mark-submission.server.ts#retryMarking", retryMarking, (f, w) => [
    call("A's failed submission", () => f(db, w.b.id, w.a.submissions.failed, 15), refused("CONFLICT")),
  ]),
  scoped("marking/marking-worker.server.ts#waitForMarking", waitForMarking, (f, w) => [
    call("A's pending submission", () => f(db, w.b.id, w.a.submissions.pending, 0), (status) => expect(status).toBe("failed")),
  ]),
  scoped("marking/share-links.server.ts#createShareLink", createShareLink, (f, w) => [
    call("for A's marked submission", () => f(db, w.b.id, w.a.submissions.marked), isNull),
    call("for A's marked paper answer", () => f(db, w.b.id, w.a.submissions.paper), isNull),
  ]),
  scoped("marking/share-links.server.ts#listShareLinks", listShareLinks, (f, w) => [call("of A's marked submission", () => f(db, w.b.id, w.a.submissions.marked), isEmpty)]),
  scoped("marking/share-links.server.ts#revokeShareLink", revokeShareLink, (f, w) => [call("A's link", () => f(db, w.b.id, w.a.linkId), isFalse)]),

  // --- flashcards: sets ---
  scoped("flashcards/sets.server.ts#listSets", listSets, (f, w) => [
    call("B's sets", () => f(db, w.b.id), async (sets) => expect(sets.map((set) => set.id).sort()).toEqual((await setIdsOf(w.b.id)).sort())),
    call("by A's set ids", () => f(db, w.b.id, { ids: Object.values(w.a.sets) }), isEmpty),
  ]),
  scoped("flashcards/sets.server.ts#listSetPage", listSetPage, (f, w) => [
    call("B's first page", () => f(db, w.b.id, { page: 1, now: new Date() }), async (page) => {
      expect(page.totals.sets).toBe((await setIdsOf(w.b.id)).length);
      expect(page.totals.cards).toBe((await cardsOf(w.b.id)).length);
    }),
  ]),
  scoped("flashcards/sets.server.ts#updateSet", updateSet, (f, w) => [
    ...Object.entries(w.a.sets).map(([kind, setId]) => call(`A's ${kind} set`, () => f(db, w.b.id, setId, { title: "Mine now", cards: [{ front: "a", back: "b" }] }), notFound)),
    call(
      "B's own set, its rows carrying A's card ids and A's picture",
      () =>
        f(db, w.b.id, w.b.setId, {
          title: "Bob's set, edited",
          cards: [
            { id: w.b.cardId, front: "Who is Banquo?", back: "A general", frontImageKey: w.a.imageKey },
            ...w.a.cardIds.map((id) => ({ id, front: "Taken?", back: "No", backImageKey: w.a.imageKey })),
          ],
        }),
      async (result) => {
        expect(result).toMatchObject({ ok: true, value: { setId: w.b.setId } });
        const cards = (await cardsOf(w.b.id)).filter((card) => card.setId === w.b.setId);
        expect(cards).toHaveLength(1 + w.a.cardIds.length);
        for (const card of cards) expect(card).toMatchObject({ frontImageKey: null, backImageKey: null });
        expect(cards.map((card) => card.id)).toContain(w.b.cardId);
      },
    ),
  ]),
  scoped("flashcards/sets.server.ts#createSet", createSet, (f, w) => [
    call(
      "B's new set with A's picture on its card",
      () => f(db, w.b.id, { title: "Bob's pictures", cards: [{ front: "Whose picture?", back: "Not mine", frontImageKey: w.a.imageKey, backImageKey: w.a.imageKey }] }),
      async (result) => {
        expect(result).toMatchObject({ ok: true });
        const cards = (await cardsOf(w.b.id)).filter((card) => result.ok && card.setId === result.value.setId);
        expect(cards).toEqual([expect.objectContaining({ frontImageKey: null, backImageKey: null })]);
      },
    ),
  ]),
  scoped("flashcards/sets.server.ts#deleteSet", deleteSet, (f, w) => Object.entries(w.a.sets).map(([kind, setId]) => call(`A's ${kind} set`, () => f(db, w.b.id, setId), notFound))),

  // --- flashcards: pictures ---
  scoped("flashcards/card-images.server.ts#readCardImage", readCardImage, (f, w) => [call("A's card picture", () => f(db, w.b.id, urlPartOf(w.a.imageKey)), isNull)]),
  scoped("flashcards/card-images.server.ts#attachableImageKey", attachableImageKey, (f, w) => [call("A's card picture", () => f(db, w.b.id, w.a.imageKey), isNull)]),
  scoped("flashcards/card-images.server.ts#cardImageKeysOfSet", cardImageKeysOfSet, (f, w) => [call("of A's set", () => f(db, w.b.id, w.a.sets.manual), isEmpty)]),
  scoped("flashcards/card-images.server.ts#deleteCardImages", deleteCardImages, (f, w) => [
    call("A's card picture and A's avatar", () => f(db, w.b.id, [w.a.imageKey, w.a.avatarKey]), (removed) => expect(removed).toBe(0)),
  ]),
  scoped("flashcards/card-images.server.ts#uploadCardImage", uploadCardImage, (f, w) => [
    call("a picture of B's", async () => f(db, w.b.id, await picture("#0000aa")), (result) => {
      expect(result).toMatchObject({ ok: true });
      expect(result.ok && result.value.key.startsWith(imagePrefixOf(w.b.id))).toBe(true);
    }),
  ]),

  // --- flashcards: review ---
  scoped("flashcards/due-forecast.server.ts#dueForecast", dueForecast, (f, w) => [
    call("B's forecast", () => f(db, w.b.id, new Date()), async (forecast) => {
      expect(Object.values(forecast).reduce((sum, n) => sum + n, 0)).toBe((await cardsOf(w.b.id)).length);
    }),
  ]),
  scoped("flashcards/review.server.ts#dueCards", dueCards, (f, w) => [
    ...Object.entries(w.a.sets).map(([kind, setId]) => call(`in A's ${kind} set`, () => f(db, w.b.id, { setId, now: new Date(), limit: 50 }), notFound)),
    call("across B's sets", () => f(db, w.b.id, { now: new Date(), limit: 500 }), async (result) => {
      const mine = await setIdsOf(w.b.id);
      expect(result.ok && result.value.every((card) => mine.includes(card.setId))).toBe(true);
    }),
  ]),
  scoped("flashcards/review.server.ts#dueTodaySummary", dueTodaySummary, (f, w) => [
    call("B's summary", () => f(db, w.b.id, new Date()), async (summary) => expect(summary.dueToday).toBe((await cardsOf(w.b.id)).length)),
  ]),
  scoped("flashcards/review.server.ts#dueCounts", dueCounts, (f, w) => [
    call("B's counts", () => f(db, w.b.id, new Date()), async (result) => {
      const mine = await setIdsOf(w.b.id);
      expect(result.ok && Object.keys(result.value.bySet).every((setId) => mine.includes(setId))).toBe(true);
      expect(result.ok && result.value.cards).toBe((await cardsOf(w.b.id)).length);
    }),
  ]),
  scoped("flashcards/review.server.ts#rateCard", rateCard, (f, w) => w.a.cardIds.map((cardId, index) => call(`A's card ${index + 1}`, () => f(db, w.b.id, cardId, 1, new Date()), notFound))),
  scoped("flashcards/review.server.ts#undoLastRating", undoLastRating, (f, w) => [call("B has no rating; A's stays", () => f(db, w.b.id, new Date()), refused("CONFLICT"))]),
  scoped("flashcards/review.server.ts#loadReviewSession", loadReviewSession, (f, w) => [
    call("A's set", () => f(db, w.b.id, { setId: w.a.sets.manual, now: new Date() }), notFound),
    call("A's card asked for", () => f(db, w.b.id, { cardId: w.a.cardIds[0], now: new Date() }), (result) => expect(result).toMatchObject({ ok: true })),
  ]),
  scoped("flashcards/review.server.ts#applyReviewIntent", applyReviewIntent, (f, w) => [
    call("rate A's card", () => f(db, w.b.id, { intent: "rate", cardId: w.a.cardIds[0]!, rating: 4, seenReps: 1 }, new Date()), notFound),
    call("undo (A's rating is the newest anyone made)", () => f(db, w.b.id, { intent: "undo" }, new Date()), refused("CONFLICT")),
  ]),
  scoped("flashcards/from-feedback.server.ts#createFlashcardsFromFeedback", createFlashcardsFromFeedback, (f, w) => [
    call("from A's marked answer (A already has its set)", () => f(db, w.b.id, w.a.submissions.marked), notFound),
    call("from A's marked paper answer", () => f(db, w.b.id, w.a.submissions.paper), notFound),
  ]),
  scoped("flashcards/from-youtube.server.ts#createFlashcardsFromYoutube", createFlashcardsFromYoutube, (f, w) => [
    call("the video A made a set from: a new set of B's", () => f(db, { userId: w.b.id, plan: STANDARD }, { url: VIDEO_URL }), async (result) => {
      expect(result).toMatchObject({ ok: true });
      expect(await setIdsOf(w.b.id)).toContain(result.ok ? result.value.setId : "");
    }),
  ]),

  // --- practice papers ---
  scoped("papers/papers.server.ts#listPapers", listPapers, (f, w) => [
    call("B's papers", () => f(db, w.b.id), (result) => expect(result.ok && result.value.map((paper) => paper.id)).toContain(w.b.paperId)),
  ]),
  scoped("papers/papers.server.ts#getPaper", getPaper, (f, w) => [call("A's paper", () => f(db, w.b.id, w.a.paperId), notFound)]),
  scoped("papers/papers.server.ts#deletePaper", deletePaper, (f, w) => [call("A's paper", () => f(db, w.b.id, w.a.paperId), notFound)]),
  scoped("papers/papers.server.ts#createPaper", createPaper, (f, w) => [
    call(
      "a paper of B's",
      () => f(db, w.b.id, { title: "Bob's second mock", subject: "English Literature", examBoard: "AQA", questions: [{ text: "Who is Macduff?", marks: "4", questionType: "short_answer", guidance: "" }] }),
      succeeded,
    ),
  ]),
  scoped("papers/build-paper.server.ts#buildPaperDraft", buildPaperDraft, (f, w) => [
    call("a draft for B", () => f(db, w.b.id, { subjectId: "english-literature", boardId: "aqa", paperId: "paper-1" }, "b6"), succeeded),
  ]),
  scoped("papers/attempts.server.ts#getPaperForAttempt", getPaperForAttempt, (f, w) => [call("A's paper", () => f(db, w.b.id, w.a.paperId), notFound)]),
  scoped("papers/attempts.server.ts#findOpenAttempt", findOpenAttempt, (f, w) => [call("on A's paper (A has one open)", () => f(db, w.b.id, w.a.paperId), isNull)]),
  scoped("papers/attempts.server.ts#startAttempt", startAttempt, (f, w) => [call("on A's paper", () => f(db, w.b.id, w.a.paperId), notFound)]),
  scoped("papers/attempts.server.ts#getAttempt", getAttempt, (f, w) => [
    call("A's submitted attempt", () => f(db, w.b.id, w.a.submittedAttemptId), notFound),
    call("A's open attempt", () => f(db, w.b.id, w.a.openAttemptId), notFound),
  ]),
  scoped("papers/attempts.server.ts#saveAnswers", saveAnswers, (f, w) => [
    call("into A's open attempt", () => f(db, w.b.id, w.a.openAttemptId, { [w.a.questionIds.essay]: "Written by B", [w.a.questionIds.choice]: "A" }), notFound),
    call(
      "into B's own attempt, with answers to A's questions",
      () => f(db, w.b.id, w.b.attemptId, { [w.a.questionIds.essay]: "Into A's question", [w.b.questionId]: "Guilt grows." }),
      async (result) => {
        expect(result).toMatchObject({ ok: true });
        const rows = await db.select({ questionId: practiceAttemptAnswers.questionId }).from(practiceAttemptAnswers).where(eq(practiceAttemptAnswers.attemptId, w.b.attemptId));
        expect(rows.map((row) => row.questionId)).toEqual([w.b.questionId]);
      },
    ),
  ]),
  scoped("papers/attempts.server.ts#setPaused", setPaused, (f, w) => [
    call("pause A's open attempt, saving answers", () => f(db, w.b.id, w.a.openAttemptId, true, { [w.a.questionIds.essay]: "Written by B" }), notFound),
    call("resume A's open attempt", () => f(db, w.b.id, w.a.openAttemptId, false), notFound),
  ]),
  scoped("papers/attempts.server.ts#submitAttempt", submitAttempt, (f, w) => [
    call("A's open attempt", () => f(db, w.b.id, STANDARD, w.a.openAttemptId, { [w.a.questionIds.essay]: "Written by B" }), notFound),
  ]),
  scoped("papers/attempts.server.ts#markAttemptAnswers", markAttemptAnswers, (f, w) => [call("A's submitted attempt", () => f(db, w.b.id, STANDARD, w.a.submittedAttemptId), notFound)]),
  scoped("papers/attempts.server.ts#getPaperResult", getPaperResult, (f, w) => [
    call("A's submitted attempt", () => f(db, w.b.id, w.a.submittedAttemptId), notFound),
    call("A's open attempt", () => f(db, w.b.id, w.a.openAttemptId), notFound),
  ]),
  scoped("papers/attempts.server.ts#paperAnswerOf", paperAnswerOf, (f, w) => [
    call("A's marked paper answer", () => f(db, w.b.id, w.a.submissions.paper), isNull),
    call("A's answer from a subject page", () => f(db, w.b.id, w.a.submissions.marked), isNull),
  ]),
  scoped("papers/attempts.server.ts#listAttempts", listAttempts, (f, w) => [
    call("on A's paper (A has two attempts)", () => f(db, w.b.id, w.a.paperId), (result) => expect(result).toEqual({})),
    call("all of B's", () => f(db, w.b.id), (result) => expect(Object.keys(result)).not.toContain(w.a.paperId)),
  ]),

  // --- profile ---
  scoped("profile/profiles.server.ts#getProfile", getProfile, (f, w) => [call("B's profile", () => f(db, w.b.id), (profile) => expect(profile?.userId).toBe(w.b.id))]),
  scoped("profile/profiles.server.ts#ensureProfile", ensureProfile, (f, w) => [
    call("B's (exists)", () => f(db, { id: w.b.id, name: "Someone" }, 7), (profile) => expect(profile).toMatchObject({ userId: w.b.id, fullName: "Bob Beta" })),
  ]),
  scoped("profile/profiles.server.ts#recordAgeConfirmation", recordAgeConfirmation, (f, w) => [call("B's (already confirmed)", () => f(db, w.b.id), isFalse)]),
  scoped("profile/profiles.server.ts#setBoardForAllSubjects", setBoardForAllSubjects, (f, w) => [
    call("B's boards", () => f(db, w.b.id, "ocr", { confirmAge: true }), (profile) => expect(profile.userId).toBe(w.b.id)),
  ]),
  scoped("profile/profiles.server.ts#updateProfileDetails", updateProfileDetails, (f, w) => [
    call("B's details", () => f(db, w.b.id, { fullName: "Bob Beta", examBoards: ALL_AQA }), (profile) => expect(profile.userId).toBe(w.b.id)),
  ]),
  scoped("profile/profiles.server.ts#updateTargetGrades", updateTargetGrades, (f, w) => [
    call("B's targets", () => f(db, w.b.id, { "english-literature": 5 }), async () => {
      const [row] = await db.select({ targets: profiles.targetGrades }).from(profiles).where(eq(profiles.userId, w.b.id));
      expect(row?.targets).toEqual({ "english-literature": 5 });
    }),
  ]),
  scoped("profile/save-profile.server.ts#saveProfile", saveProfile, (f, w) => [
    call(
      "B's profile form",
      () => {
        const form = new FormData();
        form.set("fullName", "Bob Beta");
        for (const subject of SUBJECTS) form.set(`board:${subject.id}`, "aqa");
        return f(db, w.b.id, form);
      },
      succeeded,
    ),
  ]),
  scoped("profile/avatar.server.ts#readAvatar", readAvatar, (f, w) => [call("B has none (A has one)", () => f(db, w.b.id), isNull)]),
  scoped("profile/avatar.server.ts#saveAvatar", saveAvatar, (f, w) => [
    call("B's avatar", async () => f(db, w.b.id, await picture("#aaaa00")), (result) => {
      expect(result).toMatchObject({ ok: true });
      expect(result.ok && result.value.key.startsWith(userStoragePrefix(w.b.id))).toBe(true);
    }),
    call("read back: B's picture", () => readAvatar(db, w.b.id), (stored) => expect(stored?.contentType).toBe("image/webp")),
  ]),
  scoped("profile/avatar.server.ts#removeAvatar", removeAvatar, (f, w) => [call("B's avatar", () => f(db, w.b.id), (result) => expect(result).toBeUndefined())]),

  // --- progress ---
  scoped("progress/progress.server.ts#loadSubjectHistories", loadSubjectHistories, (f, w) => [call("B has no marked answer (A has two)", () => f(db, w.b.id), isEmpty)]),
  scoped("progress/progress.server.ts#countMarkedGrades", countMarkedGrades, (f, w) => [call("B's grades", () => f(db, w.b.id), isEmpty)]),
  scoped("progress/progress.server.ts#countOffTariffPaperAnswers", countOffTariffPaperAnswers, (f, w) => [call("B has none (A has a paper answer)", () => f(db, w.b.id), (answers) => expect(answers).toBe(0))]),
  scoped("progress/progress.server.ts#listRecentAnswers", listRecentAnswers, (f, w) => [
    call("B's recent answers", () => f(db, w.b.id, 50), async (answers) => expect(answers).toHaveLength(await submissionCount(w.b.id))),
  ]),
  scoped("progress/progress.server.ts#loadDailyActivity", loadDailyActivity, (f, w) => [
    call("B's calendar", () => f(db, w.b.id, new Date()), async (days) => {
      expect(days.reduce((sum, day) => sum + day.answers, 0)).toBe(await submissionCount(w.b.id));
      expect(days.reduce((sum, day) => sum + day.reviews, 0)).toBe(await reviewCount(w.b.id));
    }),
  ]),
  scoped("progress/study-plan.server.ts#getStudyPlanSettings", getStudyPlanSettings, (f, w) => [
    call("B has none (A has settings)", () => f(db, w.b.id, new Date()), (settings) => {
      expect(settings.minutesPerDay).toBe(30);
      expect(settings.defaulted).toContain("english-literature");
    }),
  ]),
  scoped("progress/study-plan.server.ts#saveStudyPlanSettings", saveStudyPlanSettings, (f, w) => [
    call("B's settings", () => f(db, w.b.id, { minutesPerDay: "20", examDates: {} }, new Date()), succeeded),
  ]),
  scoped("progress/study-plan.server.ts#loadStudyPlan", loadStudyPlan, (f, w) => [
    call("B's plan", () => f(db, w.b.id, { now: new Date(), boards: {}, subjects: ["english-literature"] }), (plan) => {
      expect(plan.settings.minutesPerDay).toBe(20);
      expect(plan.settings.examDates["english-literature"]).not.toBe(w.a.examDate);
    }),
  ]),

  // --- billing ---
  scoped("billing/subscription-row.server.ts#getSubscriptionRow", getSubscriptionRow, (f, w) => [call("B has none (A pays)", () => f(db, w.b.id), isNull)]),
  scoped("billing/local-billing.server.ts#currentLocalSubscription", currentLocalSubscription, (f, w) => [call("B has none (A's is live)", () => f(db, w.b.id), isNull)]),
  scoped("billing/local-billing.server.ts#changeLocalSubscription", changeLocalSubscription, (f, w) => [
    call("cancel now", () => f(db, w.b.id, { kind: "cancel-now" }), isFalse),
    call("cancel at period end", () => f(db, w.b.id, { kind: "cancel-at-period-end" }), isFalse),
    call("switch plan", () => f(db, w.b.id, { kind: "switch", plan: "premium" }), isFalse),
    call("keep my plan", () => f(db, w.b.id, { kind: "resume" }), isFalse),
    call("make the next payment fail", () => f(db, w.b.id, { kind: "decline-next-payment" }), isFalse),
    call("end the retries", () => f(db, w.b.id, { kind: "end-retries" }), isFalse),
  ]),
  scoped("billing/local-billing.server.ts#openLocalCheckoutSession", openLocalCheckoutSession, (f, w) => [call("A's open checkout", () => f(db, w.a.openSessionId, w.b.id), isNull)]),
  scoped("billing/local-billing.server.ts#completeLocalCheckout", completeLocalCheckout, (f, w) => [
    call("A's open checkout", () => f(db, w.a.openSessionId, w.b.id), isNull),
    call("A's paid checkout", () => f(db, w.a.paidSessionId, w.b.id), isNull),
  ]),
  scoped("billing/confirm-checkout.server.ts#confirmCheckout", confirmCheckout, (f, w) => [
    call("A's paid checkout, B with no customer", () => f(db, provider, { id: w.b.id }, { trialEndsAt: new Date() }, w.a.paidSessionId), refused("BAD_REQUEST")),
  ]),
  scoped("billing/billing.server.ts#ensureCustomer", ensureCustomer, (f, w) => [
    call("B's customer", () => f(db, provider, { id: w.b.id, email: w.b.email, name: w.b.name }), async (customerId) => {
      expect((await getSubscriptionRow(db, w.b.id))?.customerId).toBe(customerId);
    }),
    call("confirm A's checkouts as B with a customer", () => confirmCheckout(db, provider, { id: w.b.id }, { trialEndsAt: new Date() }, w.a.openSessionId), refused("BAD_REQUEST")),
  ]),
  scoped("billing/checkout.server.ts#startCheckout", startCheckout, (f, w) => [
    call("B's checkout", () => f(db, provider, { id: w.b.id, email: w.b.email, name: w.b.name }, w.b.plan, "standard"), async (result) => {
      expect(result).toMatchObject({ ok: true });
      const sessionId = result.ok ? result.value.url.split("/").pop()! : "";
      const [row] = await db.select({ userId: localBillingSessions.userId }).from(localBillingSessions).where(eq(localBillingSessions.id, sessionId));
      expect(row?.userId).toBe(w.b.id);
    }),
  ]),
  scoped("billing/checkout.server.ts#portalUrlFor", portalUrlFor, (f, w) => [
    call("B's portal", () => f(db, provider, { id: w.b.id, email: w.b.email, name: w.b.name }), (url) => expect(url).toMatch(/^\/local-billing-portal/)),
  ]),

  // --- auth: the signed-in account's rows ---
  scoped("auth/session.server.ts#readAccountRows", readAccountRows, (f, w) => [
    call("B's rows", () => f(w.b.id), (rows) => {
      expect(rows.profile?.userId).toBe(w.b.id);
      expect(rows.subscription?.userId).toBe(w.b.id);
    }),
  ]),
  scoped("auth/guards.server.ts#getSignedIn", getSignedIn, (f, w) => [call("B's session", () => f(contextFor(w)), (signedIn) => expect(signedIn?.profile.userId).toBe(w.b.id))]),
  scoped("auth/guards.server.ts#requireUser", requireUser, (f, w) => [
    call("B's session", () => f(new Request("http://marker.test/dashboard"), contextFor(w)), (signedIn) => expect(signedIn.profile.userId).toBe(w.b.id)),
  ]),
  scoped("auth/guards.server.ts#requireSetUpUser", requireSetUpUser, (f, w) => [
    call("B's session", () => f(new Request("http://marker.test/dashboard"), contextFor(w)), (signedIn) => expect(signedIn.profile.userId).toBe(w.b.id)),
  ]),

  // --- account data: each feature's part, the export, the password check, and (last) deletion ---
  part("auth/account-data.server.ts#authAccountData", authAccountData),
  part("profile/account-data.server.ts#profileAccountData", profileAccountData),
  part("billing/account-data.server.ts#billingAccountData", billingAccountData),
  part("usage/account-data.server.ts#usageAccountData", usageAccountData),
  part("submissions/account-data.server.ts#submissionsAccountData", submissionsAccountData),
  part("marking/account-data.server.ts#markingAccountData", markingAccountData),
  part("flashcards/account-data.server.ts#flashcardsAccountData", flashcardsAccountData),
  part("papers/account-data.server.ts#papersAccountData", papersAccountData),
  part("progress/account-data.server.ts#progressAccountData", progressAccountData),
  scoped("account/reauthenticate.server.ts#hasPasswordSignIn", hasPasswordSignIn, (f, w) => [call("B signs in with Google only (A has a password)", () => f(db, w.b.id), isFalse)]),
  scoped("account/reauthenticate.server.ts#reauthenticate", reauthenticate, (f, w) => [
    call("B giving A's password", () => f(db, { userId: w.b.id, password: A_PASSWORD, sessionCreatedAt: new Date(Date.now() - 3_600_000) }), refused("FORBIDDEN")),
  ]),
  scoped("account/export-account.server.ts#exportAccountData", exportAccountData, (f, w) => [
    call("B's export", () => f(db, w.b.id), (exported) => expect(exported).toMatchObject({ account: { user: { id: w.b.id } } })),
  ]),
  scoped("account/export-account.server.ts#exportAccountArchive", exportAccountArchive, (f, w) => [
    call("B's download", () => f(db, w.b.id), async (archive) => {
      const data = (await readZip(archive)).get("your-data.json")!.toString("utf8");
      expect(JSON.parse(data)).toMatchObject({ account: { user: { id: w.b.id } } });
      expect(data).not.toContain(w.a.id);
    }),
  ]),
  scoped("account/delete-account.server.ts#deleteAccount", deleteAccount, (f, w) => [
    call("B's account (the last call)", () => f(db, w.b.id, DELETE_CONFIRMATION), (result) => expect(result).toEqual({ ok: true, value: { deleted: true } })),
  ]),
];

/**
 * Exported functions that are not per-user repository functions, each with why. Keyed as the table is.
 * A function re-exported by an entry file (index.server.ts) is classified where it is defined.
 */
const EXEMPT: Record<string, string> = {
  "papers/build-paper.server.ts#writePaperDraft": "writes a paper's questions and sources from the catalogue (no database, no user)",
  "flashcards/due-forecast.server.ts#reviewableFrom": "pure: an SQL expression over a card's own columns; reads nothing",
  "flashcards/due-forecast.server.ts#isReviewableAt": "pure: an SQL condition over a card's own columns; reads nothing",
  "flashcards/due-forecast.server.ts#isDueToday": "pure: an SQL condition over a card's own columns; reads nothing",
  "flashcards/card-images.server.ts#sweepUnattachedCardImages": "housekeeping over every student's files: each key's own user part decides whose cards are checked; takes no user id",
  // account
  "account/export-account.server.ts#exportFileName": "pure: the download's file name from a date",
  "account/profile-notices.server.ts#profileFailureUrl": "pure: a redirect address from a form and a message",
  "account/profile-notices.server.ts#profileFailureNotice": "pure: a message from the query's reason code",

  // auth: sign-in, sign-up and sessions are keyed by email, request or signed cookie, never by a user id given in
  "auth/abuse-limits.server.ts#signInLimitedMessage": "pure: a message",
  "auth/abuse-limits.server.ts#signInFromHereLimitedMessage": "pure: a message",
  "auth/abuse-limits.server.ts#passwordChangeLimitedMessage": "pure: a message",
  "auth/abuse-limits.server.ts#assertSignInAllowed": "rate limits keyed by a hashed email and the client address; no per-user table",
  "auth/abuse-limits.server.ts#recordSignInFailure": "rate limits keyed by a hashed email and the client address; no per-user table",
  "auth/abuse-limits.server.ts#clearSignInFailures": "rate limits keyed by a hashed email (after a password reset proved the owner)",
  "auth/abuse-limits.server.ts#takeSignUpAllowance": "rate limits keyed by a hashed email and the client address",
  "auth/abuse-limits.server.ts#takeEmailAllowance": "rate limits keyed by a hashed email and the client address",
  "auth/account-actions.server.ts#signInWithPassword": "better-auth sign-in by email and password (accounts tests)",
  "auth/account-actions.server.ts#signUpWithPassword": "better-auth sign-up; creates a new account",
  "auth/unconfirmed-sign-up.server.ts#takeOverUnconfirmedAccount": "by email, only an account never confirmed, from a new sign-up (confirmation-link tests); a confirmed account is never touched",
  "auth/account-actions.server.ts#requestPasswordReset": "by email; answers the same whoever owns it",
  "auth/account-actions.server.ts#resetPassword": "by the emailed token (better-auth)",
  "auth/account-actions.server.ts#changePassword": "the signed-in student's own password, by the request's session cookie (better-auth); takes no user id",
  "auth/account-actions.server.ts#startGoogleSignIn": "starts the provider's sign-in; reads no user",
  "auth/account-actions.server.ts#signOut": "ends the session of the request's own cookie",
  "auth/auth-api.server.ts#authHeaders": "pure: headers of a request",
  "auth/auth-api.server.ts#cookiesFrom": "pure: headers of a response",
  "auth/auth-api.server.ts#readAuthError": "pure: parses a response",
  "auth/auth-api.server.ts#clientAddressOf": "pure: a request header",
  "auth/auth-http.server.ts#createAuthHttpHandler": "HTTP wiring for better-auth's email and provider links",
  "auth/auth-http.server.ts#loadAuthContext": "resolves the session of the request's signed cookie (session-cookies tests)",
  "auth/auth-secret.server.ts#resolveAuthSecret": "server configuration",
  "auth/auth.server.ts#createAuth": "builds the better-auth instance",
  "auth/auth.server.ts#getAuth": "process-wide instance",
  "auth/auth.server.ts#setAuth": "process-wide instance (tests)",
  "auth/guards.server.ts#forgetSignedIn": "drops a request's cached rows; reads nothing",
  "auth/guards.server.ts#redirectIfSignedIn": "looks at the context's session only; reads nothing",
  "auth/session.server.ts#loadSession": "by the signed session cookie: the cookie decides the user (A4, session-cookies tests)",
  "auth/index.server.ts#accountDeletedEmail": "pure: builds an email message",
  "auth/password-hashing.server.ts#hashPassword": "pure: argon2id",
  "auth/password-hashing.server.ts#verifyPassword": "pure: argon2id",
  "auth/password-policy.server.ts#checkPasswordStrength": "pure: a password against lists",

  // billing: providers, webhooks and syncs are keyed by the provider's customer id, from our own row or a signed event
  "billing/billing-provider.server.ts#createStripeProvider": "provider factory",
  "billing/billing-provider.server.ts#createLocalProvider": "provider factory",
  "billing/billing-provider.server.ts#PaymentsNotConfiguredError": "an error class",
  "billing/billing-provider.server.ts#createDisabledProvider": "provider factory",
  "billing/billing-provider.server.ts#signLocalEvent": "pure: signs a payload",
  "billing/billing.server.ts#getBillingProvider": "process-wide provider",
  "billing/billing.server.ts#setBillingProvider": "process-wide provider (tests)",
  "billing/billing.server.ts#planForPrice": "pure: price id to plan",
  "billing/billing.server.ts#pickSubscription": "pure: chooses among a provider's list",
  "billing/billing.server.ts#readProviderState": "asks the provider about a customer id; no database",
  "billing/billing.server.ts#writeProviderState": "webhook sync keyed by the provider's customer id (signed events only)",
  "billing/billing.server.ts#syncSubscription": "keyed by a customer id the caller read from the user's own row (confirmCheckout and /pricing)",
  "billing/billing.server.ts#handleWebhook": "webhook handler keyed by the provider's ids, signature checked (webhook-signatures tests)",
  "billing/billing.server.ts#newIdempotencyKey": "pure: a key string",
  "billing/local-billing.server.ts#retryDelayMs": "pure: backoff",
  "billing/local-billing.server.ts#deliverDueLocalEvents": "maintenance job: delivers the test checkout's queued events to the webhook",
  "billing/local-billing.server.ts#nextLocalEventDue": "maintenance job: when the next event is due",
  "billing/local-billing.server.ts#deliverLocalEvents": "maintenance job: runs the delivery",
  "billing/local-billing.server.ts#stopLocalEventDelivery": "maintenance job: stops the timer",
  "billing/local-billing.server.ts#rollOverLocalSubscriptions":
    "maintenance job: renews or ends every test checkout subscription whose period is over (its own ids, from its own rows); takes no user id",
  "billing/local-billing.server.ts#runLocalBillingClock": "maintenance job: runs the roll-over and the delivery",

  // flashcards
  "flashcards/card-images.server.ts#cardImageUrl": "pure: a key's address",
  "flashcards/card-images.server.ts#userPartOf": "pure: a user id in hex",
  "flashcards/card-images.server.ts#imagePrefixOf": "pure: a storage prefix",
  "flashcards/card-images.server.ts#newCardImageKey": "pure: a new key",
  "flashcards/card-images.server.ts#parseCardImageKey": "pure: parses a key",
  "flashcards/from-feedback.server.ts#generationLimitKey": "pure: a rate-limit key",
  "flashcards/from-feedback.server.ts#feedbackCards": "generates cards from a result it is given (model or offline); no database",
  "flashcards/from-youtube.server.ts#generationRateKey": "pure: a rate-limit key",

  // generation: catalogue and generators, nobody's data
  "generation/generate-for-form.server.ts#generateForForm": "generates from the catalogue; no user, no database",
  "generation/generate-for-paper.server.ts#planPaperQuestion": "generates a built paper's question from the catalogue; no user, no database",
  "generation/generate-for-paper.server.ts#paperSources": "generates a built paper's texts from the catalogue; no user, no database",
  "generation/generate-for-paper.server.ts#questionsShareAnEvent": "pure: compares two question texts",
  "generation/generate-for-paper.server.ts#wordPaperQuestion": "asks the model to reword a question it is given; no user, no database",
  "generation/index.server.ts#offlineTrueStatements": "pure: statements from a text",

  // marking
  "marking/ai/create-model-marker.server.ts#ModelMarkingError": "an error class",
  "marking/ai/create-model-marker.server.ts#combineSamples": "pure: combines model proposals",
  "marking/ai/create-model-marker.server.ts#createModelMarker": "marker factory; sees one answer's text, no database",
  "marking/export-result-pdf.server.ts#exportResultPdf": "pure: a PDF of a result it is given",
  "marking/get-marker.server.ts#getMarker": "process-wide marker",
  "marking/get-marker.server.ts#setMarker": "process-wide marker (tests)",
  "marking/marking-worker.server.ts#startMarkingWorker": "background worker: its jobs carry the owner's id (marking-queue tests)",
  "marking/marking-worker.server.ts#queuePosition": "only a count of everyone's pending submissions leaves the database",
  "marking/preload.server.ts#preloadMarking": "start-up: loads the offline marker",
  "marking/share-links.server.ts#getSharedSubmission": "public read by the link's secret token (its owner chose to share it)",

  // papers
  "papers/attempts.server.ts#readAnswerDrafts": "pure: reads a form against a paper it is given",
  "papers/attempts.server.ts#readAnswerBases": "pure: reads a form's bases for the drafts it is given",
  "papers/attempts.server.ts#markingPace": "the student's own rate-limit key, by the id it is given: counts, reads nothing else",
  "papers/attempts.server.ts#questionLabel": "pure: a label",
  "papers/attempts.server.ts#markableCount": "pure: counts answers it is given",
  "papers/build-paper.server.ts#sourceGroups": "pure: groups a catalogue paper's questions",
  "papers/export-paper-pdf.server.ts#answerLines": "pure: lines for marks",
  "papers/export-paper-pdf.server.ts#exportPaperPdf": "pure: a PDF of a paper it is given",

  // progress
  "progress/study-plan.server.ts#calendarOwnerKey": "pure: an HMAC of a user id it is given; reads nothing",

  // profile
  "profile/avatar.server.ts#avatarUrl": "pure: an address from a key",
  "profile/profiles.server.ts#hasChosenBoards": "pure: a check of a profile it is given",
  "profile/profiles.server.ts#hasConfirmedAge": "pure: a check of a profile it is given",
  "profile/profiles.server.ts#isSetUp": "pure: a check of a profile it is given",
  "profile/profiles.server.ts#isExamBoardId": "pure: a check of a value",
  "profile/save-profile.server.ts#readProfileForm": "pure: reads a form",

  // submissions: the answer form's catalogue
  "submissions/form-catalogue.server.ts#formCatalogueFor": "catalogue lookup",
  "submissions/form-catalogue.server.ts#defaultBoardFor": "pure: a board id",
  "submissions/form-catalogue.server.ts#formCatalogueForBoard": "catalogue lookup",
  "submissions/form-catalogue.server.ts#knownBoard": "pure: a board id",
};

function isAccountDataPart(value: unknown): value is AccountDataPart {
  return typeof value === "object" && value !== null && typeof (value as AccountDataPart).export === "function" && Array.isArray((value as AccountDataPart).tables);
}

describe("B6: data-layer scoping", () => {
  let w: World;
  let tables: string[];
  let before: UserDataSnapshot;
  let identifying: string[];
  const snapshotA = () => snapshotUserData(db, w.a.id, { tables, storage, storagePrefixes: [userStoragePrefix(w.a.id), imagePrefixOf(w.a.id)] });

  beforeAll(async () => {
    w = await seedWorld();
    tables = await tablesWithUserId(db);
    before = await snapshotA();
    identifying = identifyingStrings(before, [w.a.email, A_MARK, w.a.customerId, w.a.paidSessionId, w.a.openSessionId]);
  });

  it("B6: user A has rows in every per-user table and a file of each kind, so the comparison covers them all", () => {
    expect(tables.length).toBeGreaterThan(10);
    const emptyTables = ["user", "rate_limits", "local_billing_subscriptions", ...tables].filter((table) => (before.rows[table] ?? []).length === 0);
    expect(emptyTables, "per-user tables where A has no row: seed them in seedWorld").toEqual([]);
    const files = Object.keys(before.files);
    expect(files.some((key) => key.startsWith(userStoragePrefix(w.a.id)))).toBe(true);
    expect(files.some((key) => key.startsWith(imagePrefixOf(w.a.id)))).toBe(true);
    // The ids B is handed are A's, and the leak check knows them.
    for (const id of [w.a.id, w.a.linkId, w.a.paperId, w.a.openAttemptId, ...w.a.cardIds, ...Object.values(w.a.sets), ...Object.values(w.a.submissions)]) {
      expect(identifying).toContain(id.toLowerCase());
    }
    expect(identifying).toContain(w.a.imageKey);
    expect(identifying).toContain(w.a.avatarKey);
  });

  it("B6: every repository function called as user B on user A's data returns nothing of A's and changes nothing", async () => {
    let made = 0;
    for (const entry of SCOPED) {
      const calls = entry.calls(w);
      expect(calls.length, `${entry.key} has no call`).toBeGreaterThan(0);
      for (const scopedCall of calls) {
        const label = `${entry.key} (${scopedCall.what})`;
        let result: unknown;
        try {
          result = await scopedCall.run();
          await scopedCall.check(result);
        } catch (error) {
          throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
        expect(leakedStrings(result, identifying), `${label} returned something of A's`).toEqual([]);
        expect(await snapshotA(), `${label} changed A's data`).toEqual(before);
        made++;
      }
    }
    expect(made).toBeGreaterThanOrEqual(SCOPED.length);
    // B's account is gone (the last call), A's is whole.
    expect(await getProfile(db, w.b.id)).toBeNull();
    expect(await getProfile(db, w.a.id)).toMatchObject({ userId: w.a.id, avatarKey: w.a.avatarKey });
  });
});

describe("B6: the table is complete", () => {
  it("B6: every exported function of a feature's server module is classified", async () => {
    const root = import.meta.dirname;
    const modules = readdirSync(root, { recursive: true, encoding: "utf8" })
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => file.endsWith(".server.ts") && !/\.test\./.test(file))
      .sort();
    expect(modules.length, "the server modules were not found").toBeGreaterThan(40);

    /** Every exported function (classes included) and every account-data part, by "module#name". */
    const exported = new Map<string, unknown>();
    for (const file of modules) {
      const loaded = (await import(path.join(root, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(loaded)) {
        if (typeof value === "function" || isAccountDataPart(value)) exported.set(`${file}#${name}`, value);
      }
    }

    const problems: string[] = [];
    const tableKeys = SCOPED.map((entry) => entry.key);
    for (const key of tableKeys.filter((key, index) => tableKeys.indexOf(key) !== index)) problems.push(`${key}: twice in the table`);
    for (const key of [...tableKeys, ...Object.keys(EXEMPT)]) {
      if (!exported.has(key)) problems.push(`${key}: classified, but no such export (renamed or removed? update the table)`);
    }
    for (const key of tableKeys.filter((key) => key in EXEMPT)) problems.push(`${key}: both called and exempted`);
    for (const [key, reason] of Object.entries(EXEMPT)) if (!reason.trim() || reason.includes("\n")) problems.push(`${key}: an exemption needs a one-line reason`);
    for (const entry of SCOPED) {
      if (exported.has(entry.key) && exported.get(entry.key) !== entry.fn) problems.push(`${entry.key}: the table calls something else than this export`);
    }
    // A re-export (an entry file's `export *`) is the same function: classified once, where it is defined.
    const classified = new Set<unknown>([...tableKeys, ...Object.keys(EXEMPT)].map((key) => exported.get(key)).filter((value) => value !== undefined));
    for (const [key, value] of exported) {
      if (!classified.has(value)) {
        problems.push(
          `${key}: a new exported function. If it takes a user id (or a user or account) and reads or writes someone's data, add it to SCOPED with calls as user B on user A's ids; otherwise add it to EXEMPT with a one-line reason.`,
        );
      }
    }
    expect(problems).toEqual([]);
    // Every account-data part the export and deletion use is in the table.
    for (const value of ACCOUNT_DATA_PARTS) expect(SCOPED.some((entry) => entry.fn === value), `account-data part ${value.name}`).toBe(true);
    // The emails helper is exempted through its entry file; the original is not a server module.
    expect(exported.get("auth/index.server.ts#accountDeletedEmail")).toBe(accountDeletedEmail);
  });
  it("B6: an avatar key pointing into another user's folder is neither exported nor deleted with the account", async () => {
    const owner = await createStudent(db);
    const other = await createStudent(db);
    const othersFile = newUserStorageKey(other.id, "avatar", "png");
    await storage.put(othersFile, new Uint8Array([1, 2, 3]));
    // Only saveAvatar writes the column, always in the user's own folder; this is the guard behind it.
    await db.update(profiles).set({ avatarKey: othersFile }).where(eq(profiles.userId, owner.id));
    expect(await profileAccountData.files!(db, owner.id)).toEqual([]);
    const deleted = await deleteAccount(db, owner.id, DELETE_CONFIRMATION);
    expect(deleted.ok).toBe(true);
    expect(await storage.get(othersFile)).not.toBeNull();
  });
});
