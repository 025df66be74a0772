import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";

import { canUseSubject, SUBJECT_LOCKED_MESSAGE, type PlanState } from "~/features/billing";
import { getQuestionType, isOwnShortAnswerId } from "~/features/catalogue/lookup";
import { colourBand, percentageOf, readMarkingResult, type ColourBand } from "~/features/marking";
import { getSubmissionForUser, SUBMISSION_LIMITS, submitPaperAnswer } from "~/features/submissions/index.server";
import type { Db, DbOrTx, Tx } from "~/platform/db/client.server";
import { practiceAttemptAnswers, practiceAttempts, practicePapers, practiceQuestions, submissions } from "~/platform/db/schema";
import { fail, ok, type Result } from "~/platform/result";
import { consumeRateLimit, countRateLimit } from "~/platform/security/consume-rate-limit.server";

import { acceptsSaves, isPaused, pauseClock, resumeClock, timeTakenAt, type AttemptClock } from "./attempt-clock";
import { choiceMarks, formatLetters, isAnswered, markingKindOf, parseLetters, scaleMarks, type MarkingKind } from "./attempt-marks";
import { ATTEMPT_MESSAGES, type ExtraTimePercent, withExtraTime } from "./attempt-messages";
import { paperTotals, type PaperTotals, type QuestionState } from "./attempt-score";
import { markingTargetFor, type TargetPaper } from "./attempt-target";
import { markingNote } from "./attempt-marking-note";
import { printedLabel, timeAllowedMinutes } from "./export-text";
import { questionNumbers } from "./question-count";
import { PAPER_LIMITS, PAPER_MESSAGES } from "./rules";

/** A question's columns that decide how it is sat and marked (its kind, tariff, source and key). */
const MARKING_COLUMNS = {
  id: practiceQuestions.id,
  text: practiceQuestions.text,
  marks: practiceQuestions.marks,
  questionType: practiceQuestions.questionType,
  sourceText: practiceQuestions.sourceText,
  answerKey: practiceQuestions.answerKey,
  catalogueQuestionTypeId: practiceQuestions.catalogueQuestionTypeId,
};

/**
 * Sitting a practice paper: one attempt per paper at a time, its pausable clock, its answers, submitting
 * (multiple choice marked from its key here; essays and short answers sent to the submissions feature,
 * one marking each) and the paper's result. Every query is scoped by the student; another student's
 * paper or attempt answers NOT_FOUND. No vendor is called here, and the submissions' own transactions
 * run after ours have ended.
 */

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The student's marking pace: paper answers sent for marking in ten minutes (PAPER_LIMITS.markingsPerTenMinutes). */
const paceKey = (userId: string) => `papers:marking:user:${userId}`;

export interface AttemptQuestion {
  id: string;
  /** 1-based position on the paper. */
  number: number;
  label: string | null;
  text: string;
  marks: number;
  questionType: string;
  sourceText: string | null;
  answerKey: string | null;
  catalogueQuestionTypeId: string | null;
  kind: MarkingKind;
  /** Why marking can never take an answer to this question (too long; no board question type), or null. */
  markingBlock: string | null;
}

export interface AttemptPaper {
  id: string;
  title: string;
  subject: string;
  examBoard: string;
  catalogueRef: { subjectId: string; boardId: string; paperId: string; topicId: string | null } | null;
  timeAllowedSeconds: number;
  totalMarks: number;
  questions: AttemptQuestion[];
}

export interface AttemptAnswer {
  answerText: string;
  submissionId: string | null;
  choiceMarks: number | null;
}

export interface AttemptView {
  id: string;
  status: "in_progress" | "submitted";
  clock: AttemptClock;
  startedAt: Date;
  submittedAt: Date | null;
  paper: AttemptPaper;
  answers: Record<string, AttemptAnswer>;
}

/**
 * Why marking could never take an answer to this essay or short answer, whatever the answer: the marking
 * pipeline takes the answer form's texts only up to SUBMISSION_LIMITS (a paper made before its limits
 * matched them can hold longer ones), and a question needs a board question type to be marked against.
 * Null when it can be marked (and for multiple choice, which is never sent).
 */
function markingBlockOf(paper: TargetPaper, question: { questionType: string; marks: number; text: string; sourceText: string | null; catalogueQuestionTypeId: string | null; answerKey: string | null }): string | null {
  if (markingKindOf(question) !== "model") return null;
  if (!markingTargetFor(paper, question)) return ATTEMPT_MESSAGES.noCatalogueType;
  if (question.text.trim().length > SUBMISSION_LIMITS.question) return ATTEMPT_MESSAGES.questionTooLongToMark(SUBMISSION_LIMITS.question);
  if ((question.sourceText?.length ?? 0) > SUBMISSION_LIMITS.source) return ATTEMPT_MESSAGES.sourceTooLongToMark(SUBMISSION_LIMITS.source);
  return null;
}

/** Why an answer itself cannot be marked (longer than marking takes; saves refuse such answers), or null. */
function answerBlockOf(answerText: string | undefined): string | null {
  return (answerText?.length ?? 0) > SUBMISSION_LIMITS.answer ? ATTEMPT_MESSAGES.answerTooLongToMark(SUBMISSION_LIMITS.answer) : null;
}

/** One of the student's papers with everything sitting it needs; another student's is NOT_FOUND. */
export async function getPaperForAttempt(db: DbOrTx, userId: string, paperId: string): Promise<Result<AttemptPaper>> {
  if (!isUuid(paperId)) return fail("NOT_FOUND", PAPER_MESSAGES.notFound);
  const [paper] = await db
    .select({
      id: practicePapers.id,
      title: practicePapers.title,
      subject: practicePapers.subject,
      examBoard: practicePapers.examBoard,
      catalogueRef: practicePapers.catalogueRef,
      timeAllowedMinutes: practicePapers.timeAllowedMinutes,
    })
    .from(practicePapers)
    .where(and(eq(practicePapers.userId, userId), eq(practicePapers.id, paperId)));
  if (!paper) return fail("NOT_FOUND", PAPER_MESSAGES.notFound);
  const rows = await db
    .select({ ...MARKING_COLUMNS, label: practiceQuestions.label })
    .from(practiceQuestions)
    .where(and(eq(practiceQuestions.userId, userId), eq(practiceQuestions.paperId, paperId)))
    .orderBy(asc(practiceQuestions.position));
  const numbers = questionNumbers(rows);
  const questions = rows.map((row, index) => ({ ...row, number: numbers[index] ?? index + 1, kind: markingKindOf(row), markingBlock: markingBlockOf(paper, row) }));
  const totalMarks = questions.reduce((sum, question) => sum + question.marks, 0);
  // A paper built from the catalogue keeps the real paper's time; a hand-made one gets 1.5 minutes a mark.
  const minutes = paper.timeAllowedMinutes ?? timeAllowedMinutes(totalMarks);
  const { timeAllowedMinutes: _stored, ...rest } = paper;
  return ok({ ...rest, timeAllowedSeconds: minutes * 60, totalMarks, questions });
}

/** The student's unfinished attempt at a paper, if any. */
export async function findOpenAttempt(db: DbOrTx, userId: string, paperId: string): Promise<string | null> {
  if (!isUuid(paperId)) return null;
  const [row] = await db
    .select({ id: practiceAttempts.id })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.paperId, paperId), eq(practiceAttempts.status, "in_progress")))
    .orderBy(desc(practiceAttempts.startedAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Starts sitting a paper, or resumes the unfinished attempt (one in progress per paper: the paper row is
 * locked while looking, so two quick Starts make one attempt). The clock starts running now.
 */
export async function startAttempt(
  db: Db,
  userId: string,
  paperId: string,
  now: Date = new Date(),
  options: { extraTimePercent?: ExtraTimePercent } = {},
): Promise<Result<{ attemptId: string; resumed: boolean }>> {
  if (!isUuid(paperId)) return fail("NOT_FOUND", PAPER_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: practicePapers.id })
      .from(practicePapers)
      .where(and(eq(practicePapers.userId, userId), eq(practicePapers.id, paperId)))
      .for("update");
    if (!locked) return fail("NOT_FOUND", PAPER_MESSAGES.notFound);
    const open = await findOpenAttempt(tx, userId, paperId);
    if (open) return ok({ attemptId: open, resumed: true });
    const paper = await getPaperForAttempt(tx, userId, paperId);
    if (!paper.ok) return paper;
    const [created] = await tx
      .insert(practiceAttempts)
      .values({
        userId,
        paperId,
        // A resumed attempt keeps the time it started with; a new one takes the student's extra time, if any.
        timeAllowedSeconds: withExtraTime(paper.value.timeAllowedSeconds, options.extraTimePercent ?? 0),
        elapsedSeconds: 0,
        runningSince: now,
        startedAt: now,
      })
      .returning({ id: practiceAttempts.id });
    if (!created) throw new Error("practice attempt insert returned no row");
    return ok({ attemptId: created.id, resumed: false });
  });
}

async function attemptRow(db: DbOrTx, userId: string, attemptId: string, lock = false) {
  const query = db
    .select()
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.id, attemptId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

async function answersOf(db: DbOrTx, userId: string, attemptId: string): Promise<Record<string, AttemptAnswer>> {
  const rows = await db
    .select({
      questionId: practiceAttemptAnswers.questionId,
      answerText: practiceAttemptAnswers.answerText,
      submissionId: practiceAttemptAnswers.submissionId,
      choiceMarks: practiceAttemptAnswers.choiceMarks,
    })
    .from(practiceAttemptAnswers)
    .where(and(eq(practiceAttemptAnswers.userId, userId), eq(practiceAttemptAnswers.attemptId, attemptId)));
  return Object.fromEntries(rows.map(({ questionId, ...answer }) => [questionId, answer]));
}

/** One of the student's attempts with its paper and answers; another student's is NOT_FOUND. */
export async function getAttempt(db: DbOrTx, userId: string, attemptId: string): Promise<Result<AttemptView>> {
  if (!isUuid(attemptId)) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
  const row = await attemptRow(db, userId, attemptId);
  if (!row) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
  const paper = await getPaperForAttempt(db, userId, row.paperId);
  if (!paper.ok) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
  return ok({
    id: row.id,
    status: row.status,
    clock: { timeAllowedSeconds: row.timeAllowedSeconds, elapsedSeconds: row.elapsedSeconds, runningSince: row.runningSince },
    startedAt: row.startedAt,
    submittedAt: row.submittedAt,
    paper: paper.value,
    answers: await answersOf(db, userId, attemptId),
  });
}

/** Answers as sent by the form: question id -> text (multiple choice: the letters chosen). */
export type AnswerDrafts = Record<string, string>;

/**
 * The answers a form sent: one per question shown on the page (a hidden `present-<id>` marks it shown; unticked boxes
 * send nothing) that the student changed there. The page also sends each answer as it last knew it saved
 * (`base-<id>`): an answer still equal to it was not touched in this tab, so it is left out, and a save from a tab
 * left open on an empty box does not wipe what was written in another tab or on another device.
 */
export function readAnswerDrafts(formData: FormData, paper: AttemptPaper): AnswerDrafts {
  const drafts: AnswerDrafts = {};
  const same = (a: string, b: string) => a.replace(/\r\n?/g, "\n").trim() === b.replace(/\r\n?/g, "\n").trim();
  for (const question of paper.questions) {
    if (!formData.has(`present-${question.id}`)) continue;
    const values = formData.getAll(`answer-${question.id}`).map(String);
    const draft = question.questionType === "multiple_choice" ? values.join(", ") : (values[0] ?? "");
    const base = formData.get(`base-${question.id}`);
    if (typeof base === "string" && same(base, draft)) continue;
    drafts[question.id] = draft;
  }
  return drafts;
}

/**
 * What the page last knew saved for each answer it changed (`base-<id>`): the answers it sends, as readAnswerDrafts
 * keeps them. A save checks them against what is stored (writeAnswers), so a tab left open on an older copy does not
 * overwrite an answer written since in another tab (a review: a 1,647-character letter replaced by "Dear Editor,"
 * from a second tab, and marked 0 of 40).
 */
export function readAnswerBases(formData: FormData, drafts: AnswerDrafts): AnswerBases {
  const bases: AnswerBases = {};
  for (const id of Object.keys(drafts)) {
    const base = formData.get(`base-${id}`);
    if (typeof base !== "string") continue;
    // Also what the page's last autosave sent (`sent-<id>`): saved by the server, perhaps, though its reply never came
    // back (a later save cut it short), so it is this page's own text, not another tab's.
    const sent = formData.getAll(`sent-${id}`).filter((value): value is string => typeof value === "string");
    bases[id] = [base, ...sent];
  }
  return bases;
}

/** "Question 3", "Question 3 and Question 5", "Question 1, Question 2 and Question 4": the answers named, as a subject. */
function listLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return `Your answer to ${labels.join("")} was`;
  return `Your answers to ${labels.slice(0, -1).join(", ")} and ${labels.at(-1)} were`;
}

/** Question id -> the answer as the sending page last knew it saved, and any it sent since without a reply. */
export type AnswerBases = Record<string, readonly string[]>;

function tooLong(drafts: AnswerDrafts): boolean {
  return Object.values(drafts).some((text) => text.length > SUBMISSION_LIMITS.answer);
}

/** An answer as stored: an essay's text with plain line ends, a choice's letters in order. */
function storedForm(question: AttemptPaper["questions"][number], text: string): string {
  return question.kind === "model" ? text.replace(/\r\n?/g, "\n") : formatLetters(parseLetters(text));
}

/**
 * The questions whose stored answer changed since the sending page last knew it (its base), and that this save
 * would overwrite with something else: another tab or device wrote them. Nothing is written when there are any.
 */
async function changedElsewhere(tx: Tx, userId: string, attemptId: string, paper: AttemptPaper, drafts: AnswerDrafts, bases: AnswerBases): Promise<string[]> {
  const checked = paper.questions.filter((question) => drafts[question.id] !== undefined && bases[question.id] !== undefined);
  if (checked.length === 0) return [];
  const stored = await answersOf(tx, userId, attemptId);
  const same = (question: AttemptPaper["questions"][number], a: string, b: string) => storedForm(question, a).trim() === storedForm(question, b).trim();
  return checked
    .filter((question) => {
      const now = stored[question.id]?.answerText ?? "";
      return !bases[question.id]!.some((base) => same(question, now, base)) && !same(question, now, drafts[question.id]!);
    })
    .map((question) => questionLabel(question));
}

async function writeAnswers(tx: Tx, userId: string, attemptId: string, paper: AttemptPaper, drafts: AnswerDrafts, now: Date) {
  for (const question of paper.questions) {
    const draft = drafts[question.id];
    if (draft === undefined) continue;
    const answerText = storedForm(question, draft);
    await tx
      .insert(practiceAttemptAnswers)
      .values({ attemptId, questionId: question.id, userId, answerText, updatedAt: now })
      .onConflictDoUpdate({
        target: [practiceAttemptAnswers.attemptId, practiceAttemptAnswers.questionId],
        set: { answerText, updatedAt: now },
        setWhere: eq(practiceAttemptAnswers.userId, userId),
      });
  }
}

/**
 * Saves the answers of an attempt in progress. Refused once it is submitted, once the time allowed has
 * run out by more than the grace, or while the clock is paused (a second tab still open on the questions:
 * time spent paused must not be writing time); what was saved before is kept, and the refusal says so.
 */
export async function saveAnswers(
  db: Db,
  userId: string,
  attemptId: string,
  drafts: AnswerDrafts,
  now: Date = new Date(),
  bases: AnswerBases = {},
): Promise<Result<{ savedAt: string }>> {
  if (!isUuid(attemptId)) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
  if (tooLong(drafts)) return fail("BAD_REQUEST", ATTEMPT_MESSAGES.answerTooLong(SUBMISSION_LIMITS.answer));
  return db.transaction(async (tx) => {
    const row = await attemptRow(tx, userId, attemptId, true);
    if (!row) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
    if (row.status !== "in_progress") return fail("CONFLICT", ATTEMPT_MESSAGES.submitted);
    const clock = { timeAllowedSeconds: row.timeAllowedSeconds, elapsedSeconds: row.elapsedSeconds, runningSince: row.runningSince };
    if (!acceptsSaves(clock, now)) return fail("CONFLICT", ATTEMPT_MESSAGES.timeUpSaves);
    if (isPaused(clock)) return fail("CONFLICT", ATTEMPT_MESSAGES.pausedSaves);
    const paper = await getPaperForAttempt(tx, userId, row.paperId);
    if (!paper.ok) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
    const elsewhere = await changedElsewhere(tx, userId, attemptId, paper.value, drafts, bases);
    if (elsewhere.length > 0) return fail("CONFLICT", ATTEMPT_MESSAGES.changedElsewhere(listLabels(elsewhere)));
    await writeAnswers(tx, userId, attemptId, paper.value, drafts, now);
    return ok({ savedAt: now.toISOString() });
  });
}

/**
 * Pauses (after saving the answers sent with it) or resumes the clock of an attempt in progress. Pausing a
 * clock already paused (from another tab) changes nothing and saves nothing.
 */
export async function setPaused(
  db: Db,
  userId: string,
  attemptId: string,
  paused: boolean,
  drafts: AnswerDrafts = {},
  now: Date = new Date(),
  bases: AnswerBases = {},
): Promise<Result> {
  if (!isUuid(attemptId)) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
  if (tooLong(drafts)) return fail("BAD_REQUEST", ATTEMPT_MESSAGES.answerTooLong(SUBMISSION_LIMITS.answer));
  return db.transaction(async (tx) => {
    const row = await attemptRow(tx, userId, attemptId, true);
    if (!row) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
    if (row.status !== "in_progress") return fail("CONFLICT", ATTEMPT_MESSAGES.submitted);
    const clock = { timeAllowedSeconds: row.timeAllowedSeconds, elapsedSeconds: row.elapsedSeconds, runningSince: row.runningSince };
    if (paused && !isPaused(clock) && acceptsSaves(clock, now)) {
      const paper = await getPaperForAttempt(tx, userId, row.paperId);
      if (paper.ok) {
        const elsewhere = await changedElsewhere(tx, userId, attemptId, paper.value, drafts, bases);
        if (elsewhere.length > 0) return fail("CONFLICT", ATTEMPT_MESSAGES.changedElsewhere(listLabels(elsewhere)));
        await writeAnswers(tx, userId, attemptId, paper.value, drafts, now);
      }
    }
    const next = paused ? pauseClock(clock, now) : resumeClock(clock, now);
    await tx
      .update(practiceAttempts)
      .set({ elapsedSeconds: next.elapsedSeconds, runningSince: next.runningSince })
      .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.id, attemptId)));
    return ok();
  });
}

export interface MarkingOutcome {
  /** Answers sent for marking by this call (a repeated submit sends none again). */
  sent: number;
  /** Answered essays and short answers still without a marking, each with why. */
  unmarked: Array<{ questionId: string; message: string }>;
  allowanceRanOut: boolean;
  /** Some answers wait because the student sent many for marking in the last ten minutes. */
  paceLimited: boolean;
}

/**
 * Submits an attempt: the answers sent with it saved (while the time allows and the clock runs), the clock
 * stopped (at the time allowed at most: a paper handed in after time-up took the time allowed), the
 * status submitted and multiple choice marked from its key, in one transaction (a second submit changes
 * nothing there). Then, outside it, every answered essay and short answer is sent for marking
 * (markAttemptAnswers); blank ones are skipped and cost nothing.
 */
export async function submitAttempt(
  db: Db,
  userId: string,
  plan: PlanState,
  attemptId: string,
  drafts: AnswerDrafts = {},
  now: Date = new Date(),
  bases: AnswerBases = {},
): Promise<Result<MarkingOutcome>> {
  if (!isUuid(attemptId)) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
  const closed = await db.transaction(async (tx): Promise<Result> => {
    const row = await attemptRow(tx, userId, attemptId, true);
    if (!row) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
    if (row.status === "submitted") return ok();
    const paper = await getPaperForAttempt(tx, userId, row.paperId);
    if (!paper.ok) return fail("NOT_FOUND", ATTEMPT_MESSAGES.notFound);
    const clock = { timeAllowedSeconds: row.timeAllowedSeconds, elapsedSeconds: row.elapsedSeconds, runningSince: row.runningSince };
    if (!isPaused(clock) && acceptsSaves(clock, now) && !tooLong(drafts)) {
      // Handing in from a tab with an older copy of an answer: refused, so the newer answer is what is marked.
      const elsewhere = await changedElsewhere(tx, userId, attemptId, paper.value, drafts, bases);
      if (elsewhere.length > 0) return fail("CONFLICT", ATTEMPT_MESSAGES.changedElsewhere(listLabels(elsewhere)));
      await writeAnswers(tx, userId, attemptId, paper.value, drafts, now);
    }
    await tx
      .update(practiceAttempts)
      .set({ status: "submitted", elapsedSeconds: timeTakenAt(clock, now), runningSince: null, submittedAt: now })
      .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.id, attemptId)));
    const answers = await answersOf(tx, userId, attemptId);
    for (const question of paper.value.questions) {
      const answer = answers[question.id];
      if (question.kind !== "choice" || !answer || !question.answerKey) continue;
      const marks = isAnswered("choice", answer.answerText) ? choiceMarks(question.answerKey, answer.answerText, question.marks) : 0;
      await tx
        .update(practiceAttemptAnswers)
        .set({ choiceMarks: marks })
        .where(and(eq(practiceAttemptAnswers.userId, userId), eq(practiceAttemptAnswers.attemptId, attemptId), eq(practiceAttemptAnswers.questionId, question.id)));
    }
    return ok();
  });
  if (!closed.ok) return closed;
  return markAttemptAnswers(db, userId, plan, attemptId);
}

/**
 * Sends every answered, not yet linked essay and short answer of a submitted attempt for marking, in
 * order, each in the submissions feature's own transaction with the key `paper-attempt:<attempt>:<question>`
 * (so a repeat never takes a second marking). Stops when today's allowance runs out: the rest stay saved
 * and unmarked, and calling this again later ("Mark the remaining answers") carries on.
 */
export async function markAttemptAnswers(db: Db, userId: string, plan: PlanState, attemptId: string): Promise<Result<MarkingOutcome>> {
  const attempt = await getAttempt(db, userId, attemptId);
  if (!attempt.ok) return attempt;
  if (attempt.value.status !== "submitted") return fail("CONFLICT", ATTEMPT_MESSAGES.notSubmitted);
  const { paper, answers } = attempt.value;
  const outcome: MarkingOutcome = { sent: 0, unmarked: [], allowanceRanOut: false, paceLimited: false };
  for (const question of paper.questions) {
    const answer = answers[question.id];
    if (question.kind !== "model" || !answer || answer.submissionId || !isAnswered("model", answer.answerText)) continue;
    if (outcome.allowanceRanOut) {
      outcome.unmarked.push({ questionId: question.id, message: ATTEMPT_MESSAGES.allowanceRanOut });
      continue;
    }
    // Answers marking cannot take are not sent (they would use the pace for nothing and be refused).
    const block = question.markingBlock ?? answerBlockOf(answer.answerText);
    const target = markingTargetFor(paper, question);
    if (block || !target) {
      outcome.unmarked.push({ questionId: question.id, message: block ?? ATTEMPT_MESSAGES.noCatalogueType });
      continue;
    }
    const pace = await consumeRateLimit(db, { key: paceKey(userId), limit: PAPER_LIMITS.markingsPerTenMinutes, windowSeconds: 600 });
    if (!pace.allowed) {
      outcome.paceLimited = true;
      outcome.unmarked.push({ questionId: question.id, message: ATTEMPT_MESSAGES.markingTooQuick });
      continue;
    }
    const sent = await submitPaperAnswer(db, {
      userId,
      plan,
      target,
      questionText: question.text,
      sourceText: question.sourceText,
      answerText: answer.answerText,
      idempotencyKey: `paper-attempt:${attemptId}:${question.id}`,
    });
    if (!sent.ok) {
      if (sent.code === "RATE_LIMITED") outcome.allowanceRanOut = true;
      outcome.unmarked.push({ questionId: question.id, message: sent.code === "RATE_LIMITED" ? ATTEMPT_MESSAGES.allowanceRanOut : sent.message });
      continue;
    }
    await db
      .update(practiceAttemptAnswers)
      .set({ submissionId: sent.value.submissionId })
      .where(and(eq(practiceAttemptAnswers.userId, userId), eq(practiceAttemptAnswers.attemptId, attemptId), eq(practiceAttemptAnswers.questionId, question.id)));
    if (!sent.value.duplicate) outcome.sent += 1;
  }
  return ok(outcome);
}

export type { QuestionState } from "./attempt-score";

export interface QuestionResult {
  id: string;
  number: number;
  label: string;
  marks: number;
  kind: MarkingKind;
  state: QuestionState;
  /** Marks awarded out of the question's own marks (scaled where the board type's marks differ), or null. */
  awarded: number | null;
  /** The colour band of the marks awarded; null while none are, and for a question left blank. */
  band: ColourBand | null;
  submissionId: string | null;
  /** The board question type the answer was marked against, and the mark before scaling when it differs. */
  markedAgainst: string | null;
  scaledFrom: { achieved: number; outOf: number } | null;
  /** What marking did with the answer's marks, in the student's words (attempt-marking-note.ts), or null. */
  markingNote: string | null;
  /** Multiple choice: the letters chosen and the key. */
  chosen: string | null;
  answerKey: string | null;
  /** An answer not marked ("unmarked", "unmarkable"): why, in the student's words. */
  reason: string | null;
}

export interface PaperResult {
  attemptId: string;
  paperId: string;
  title: string;
  subject: string;
  examBoard: string;
  status: "in_progress" | "submitted";
  timeTakenSeconds: number;
  timeAllowedSeconds: number;
  questions: QuestionResult[];
  totals: PaperTotals;
}

/** What the result page knows about the student now, to say why an answer is still waiting to be sent. */
export interface MarkingContext {
  plan?: PlanState;
  /** Markings left today (null: unlimited; undefined: not known). */
  markingsLeft?: number | null;
}

/** A question's label as printed: its own ("Question 1", "A2"), with its number when the label has none, or its number. */
export const questionLabel = (question: { label: string | null; number: number }) => printedLabel(question.label, question.number);

/**
 * How many more answers the student's marking pace takes now (PAPER_LIMITS.markingsPerTenMinutes in ten minutes), and
 * when the window ends: the hand-in confirmation says how many will be marked at once, the pace included (a review: it
 * promised ten while the pace had none left, and none were marked).
 */
export async function markingPace(db: Db, userId: string, now: Date = new Date()): Promise<{ left: number; freeAt: Date }> {
  const used = await countRateLimit(db, { key: paceKey(userId), windowSeconds: 600 });
  return { left: Math.max(0, PAPER_LIMITS.markingsPerTenMinutes - used.count), freeAt: new Date(now.getTime() + used.retryAfterSeconds * 1000) };
}

/**
 * Why an answer that can be marked has not been sent yet, from the first cause that holds now: the plan
 * does not open the subject, today's allowance is used up, the marking pace is spent, or none of these
 * (then "Mark the remaining answers" sends it).
 */
async function waitingReason(db: Db, userId: string, paper: AttemptPaper, question: AttemptQuestion, context: MarkingContext, paced: () => Promise<boolean>): Promise<string> {
  const target = markingTargetFor(paper, question);
  if (context.plan && target && !canUseSubject(context.plan, target.subjectId)) return SUBJECT_LOCKED_MESSAGE;
  if (context.markingsLeft === 0) return ATTEMPT_MESSAGES.allowanceRanOut;
  if (await paced()) return ATTEMPT_MESSAGES.markingTooQuick;
  return ATTEMPT_MESSAGES.notSentYet;
}

/**
 * The paper's result: each question's state and marks (scaled to the question's marks where needed), and
 * for an answer not marked, why (marking cannot take it; or it waits for the allowance, the pace, or a
 * "Mark the remaining answers"); then the totals over the questions that can be marked (multiple choice
 * without a key and answers marking cannot take are left out): marks, percentage, indicative grade and
 * colour band from the marking feature's rules. The time taken stops at the time allowed.
 */
export async function getPaperResult(db: Db, userId: string, attemptId: string, now: Date = new Date(), context: MarkingContext = {}): Promise<Result<PaperResult>> {
  const attempt = await getAttempt(db, userId, attemptId);
  if (!attempt.ok) return attempt;
  const { paper, answers } = attempt.value;
  let pacedNow: boolean | undefined;
  const paced = async () => {
    pacedNow ??= (await countRateLimit(db, { key: paceKey(userId), windowSeconds: 600 })).count >= PAPER_LIMITS.markingsPerTenMinutes;
    return pacedNow;
  };
  const questions: QuestionResult[] = [];
  for (const question of paper.questions) {
    const answer = answers[question.id];
    const answered = isAnswered(question.kind, answer?.answerText);
    const base = {
      id: question.id,
      number: question.number,
      label: questionLabel(question),
      marks: question.marks,
      kind: question.kind,
      submissionId: null,
      markedAgainst: null,
      scaledFrom: null,
      markingNote: null,
      chosen: question.kind === "model" ? null : (answer?.answerText ?? ""),
      answerKey: question.answerKey,
      reason: null,
    };
    if (question.kind === "no-key") {
      questions.push({ ...base, state: "no-key", awarded: null, band: null });
      continue;
    }
    if (question.kind === "choice") {
      const awarded = answer?.choiceMarks ?? (answered ? choiceMarks(question.answerKey ?? "", answer?.answerText ?? "", question.marks) : 0) ?? 0;
      // A question left blank has no colour band: "Needs Work" would judge an answer that was never given.
      questions.push({ ...base, state: answered ? "choice" : "unanswered", awarded, band: answered ? colourBand(percentageOf(awarded, question.marks)) : null });
      continue;
    }
    if (!answered) {
      questions.push({ ...base, state: "unanswered", awarded: 0, band: null });
      continue;
    }
    const submission = answer?.submissionId ? await getSubmissionForUser(db, userId, answer.submissionId) : null;
    if (!submission) {
      const block = question.markingBlock ?? answerBlockOf(answer?.answerText);
      if (block) questions.push({ ...base, state: "unmarkable", awarded: null, band: null, reason: block });
      else questions.push({ ...base, state: "unmarked", awarded: null, band: null, reason: await waitingReason(db, userId, paper, question, context, paced) });
      continue;
    }
    const type = getQuestionType(submission.subjectId, submission.board, submission.paper, submission.questionType, submission.topic ?? undefined);
    const target = markingTargetFor(paper, question);
    const markedAgainst = type && (target?.mapped || type.marks !== question.marks) ? type.name : null;
    const result = submission.status === "marked" ? readMarkingResult(submission) : null;
    // A hand-made question (mapped to the nearest board type) never had the type's tariff: the note says so.
    const note = (marked: { achieved: number; outOf: number; awarded: number } | null, inProgress: boolean) =>
      type && markedAgainst ? markingNote({
            handMade: target?.mapped ?? false,
            typeName: type.name,
            typeMarks: type.marks,
            questionMarks: question.marks,
            marked,
            inProgress,
            ownMarks: isOwnShortAnswerId(type.id),
          }) : null;
    if (!result) {
      const state = submission.status === "marked" ? "failed" : submission.status;
      const markingNoteText = note(null, state === "pending" || state === "marking");
      questions.push({ ...base, submissionId: submission.id, markedAgainst, markingNote: markingNoteText, state, awarded: null, band: null });
      continue;
    }
    const awarded = scaleMarks(result.achievedMarks, result.totalMarks, question.marks);
    questions.push({
      ...base,
      submissionId: submission.id,
      markedAgainst,
      markingNote: note({ achieved: result.achievedMarks, outOf: result.totalMarks, awarded }, false),
      scaledFrom: result.totalMarks !== question.marks ? { achieved: result.achievedMarks, outOf: result.totalMarks } : null,
      state: "marked",
      awarded,
      band: colourBand(percentageOf(awarded, question.marks)),
    });
  }
  const row = attempt.value;
  return ok({
    attemptId: row.id,
    paperId: paper.id,
    title: paper.title,
    subject: paper.subject,
    examBoard: paper.examBoard,
    status: row.status,
    timeTakenSeconds: timeTakenAt(row.clock, now),
    timeAllowedSeconds: row.clock.timeAllowedSeconds,
    questions,
    totals: paperTotals(questions),
  });
}

/** A submission that answers a practice paper's question: its sitting, and what the paper shows of its mark. */
export interface AnswerOnPaper {
  attemptId: string;
  /** The question's own marks. */
  questionMarks: number;
  /** The question was written by the student (marked as the nearest board question type). */
  handMade: boolean;
}

/**
 * The practice paper question one of the student's submissions answers, or null (an answer from a subject page,
 * or another student's submission). The marking-results page leads with the mark as the paper shows it.
 */
export async function paperAnswerOf(db: DbOrTx, userId: string, submissionId: string): Promise<AnswerOnPaper | null> {
  if (!isUuid(submissionId)) return null;
  const [row] = await db
    .select({
      attemptId: practiceAttemptAnswers.attemptId,
      question: MARKING_COLUMNS,
      paper: { subject: practicePapers.subject, examBoard: practicePapers.examBoard, catalogueRef: practicePapers.catalogueRef },
    })
    .from(practiceAttemptAnswers)
    .innerJoin(practiceQuestions, and(eq(practiceQuestions.id, practiceAttemptAnswers.questionId), eq(practiceQuestions.userId, userId)))
    .innerJoin(practicePapers, and(eq(practicePapers.id, practiceQuestions.paperId), eq(practicePapers.userId, userId)))
    .where(and(eq(practiceAttemptAnswers.userId, userId), eq(practiceAttemptAnswers.submissionId, submissionId)))
    .limit(1);
  if (!row) return null;
  return { attemptId: row.attemptId, questionMarks: row.question.marks, handMade: markingTargetFor(row.paper, row.question)?.mapped ?? false };
}

/** How many answered essays and short answers a set of drafts holds that marking can take (each will use one marking). */
export function markableCount(paper: AttemptPaper, answers: Record<string, { answerText: string } | string | undefined>): number {
  return paper.questions.filter((question) => {
    const answer = answers[question.id];
    const text = typeof answer === "string" ? answer : answer?.answerText;
    return question.kind === "model" && !question.markingBlock && isAnswered("model", text);
  }).length;
}


/** At most this many sittings of a paper are listed (the newest). */
export const ATTEMPTS_LISTED_PER_PAPER = 10;

export interface AttemptSummary {
  id: string;
  paperId: string;
  status: "in_progress" | "submitted";
  startedAt: Date;
  submittedAt: Date | null;
  /** A sitting in progress whose time allowed has run out (plus the grace): it waits to be handed in. */
  timeUp: boolean;
  /** A handed-in sitting's marks so far (`waiting` answers are still to be marked); null while in progress. */
  score: PaperTotals | null;
}

/**
 * The student's sittings of their papers (or of one paper), newest first, at most ATTEMPTS_LISTED_PER_PAPER
 * a paper, each handed-in one with its score by the result page's rules (from the figures stored at
 * marking time, not the result JSON): paper id -> sittings. Four bounded queries whatever the number of
 * papers; another student's paper lists nothing.
 */
export async function listAttempts(db: DbOrTx, userId: string, paperId?: string, now: Date = new Date()): Promise<Record<string, AttemptSummary[]>> {
  if (paperId !== undefined && !isUuid(paperId)) return {};
  const ranked = db
    .select({
      id: practiceAttempts.id,
      paperId: practiceAttempts.paperId,
      status: practiceAttempts.status,
      startedAt: practiceAttempts.startedAt,
      submittedAt: practiceAttempts.submittedAt,
      timeAllowedSeconds: practiceAttempts.timeAllowedSeconds,
      elapsedSeconds: practiceAttempts.elapsedSeconds,
      runningSince: practiceAttempts.runningSince,
      rank: sql<number>`row_number() over (partition by ${practiceAttempts.paperId} order by ${practiceAttempts.startedAt} desc, ${practiceAttempts.id} desc)`.as("rank"),
    })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, userId), paperId === undefined ? undefined : eq(practiceAttempts.paperId, paperId)))
    .as("ranked");
  const attempts = await db
    .select({
      id: ranked.id,
      paperId: ranked.paperId,
      status: ranked.status,
      startedAt: ranked.startedAt,
      submittedAt: ranked.submittedAt,
      timeAllowedSeconds: ranked.timeAllowedSeconds,
      elapsedSeconds: ranked.elapsedSeconds,
      runningSince: ranked.runningSince,
    })
    .from(ranked)
    .where(lte(ranked.rank, ATTEMPTS_LISTED_PER_PAPER))
    .orderBy(desc(ranked.startedAt), desc(ranked.id));
  if (attempts.length === 0) return {};
  const paperIds = [...new Set(attempts.map((attempt) => attempt.paperId))];
  const submittedIds = attempts.filter((attempt) => attempt.status === "submitted").map((attempt) => attempt.id);
  const papers = await db
    .select({ id: practicePapers.id, subject: practicePapers.subject, examBoard: practicePapers.examBoard, catalogueRef: practicePapers.catalogueRef })
    .from(practicePapers)
    .where(and(eq(practicePapers.userId, userId), inArray(practicePapers.id, paperIds)));
  const questions = await db
    .select({ ...MARKING_COLUMNS, paperId: practiceQuestions.paperId })
    .from(practiceQuestions)
    .where(and(eq(practiceQuestions.userId, userId), inArray(practiceQuestions.paperId, paperIds)))
    .orderBy(asc(practiceQuestions.position));
  const answers =
    submittedIds.length === 0
      ? []
      : await db
          .select({
            attemptId: practiceAttemptAnswers.attemptId,
            questionId: practiceAttemptAnswers.questionId,
            // Whether the text holds anything but spaces, without bringing the (long) text back.
            hasText: sql<boolean>`${practiceAttemptAnswers.answerText} ~ '\\S'`,
            tooLong: sql<boolean>`length(${practiceAttemptAnswers.answerText}) > ${SUBMISSION_LIMITS.answer}`,
            choiceMarks: practiceAttemptAnswers.choiceMarks,
            submissionStatus: submissions.status,
            achievedMarks: submissions.achievedMarks,
            totalMarks: submissions.totalMarks,
          })
          .from(practiceAttemptAnswers)
          .leftJoin(submissions, and(eq(submissions.id, practiceAttemptAnswers.submissionId), eq(submissions.userId, userId)))
          .where(and(eq(practiceAttemptAnswers.userId, userId), inArray(practiceAttemptAnswers.attemptId, submittedIds)));
  const paperById = new Map(papers.map((paper) => [paper.id, paper]));
  const answerOf = new Map(answers.map((answer) => [`${answer.attemptId}:${answer.questionId}`, answer]));
  const listed: Record<string, AttemptSummary[]> = {};
  for (const attempt of attempts) {
    const paper = paperById.get(attempt.paperId);
    if (!paper) continue;
    let score: PaperTotals | null = null;
    if (attempt.status === "submitted") {
      const scored = questions
        .filter((question) => question.paperId === attempt.paperId)
        .map((question) => {
          const kind = markingKindOf(question);
          const answer = answerOf.get(`${attempt.id}:${question.id}`);
          if (kind === "no-key") return { marks: question.marks, state: "no-key" as const, awarded: null };
          if (kind === "choice") return { marks: question.marks, state: answer?.hasText ? ("choice" as const) : ("unanswered" as const), awarded: answer?.choiceMarks ?? 0 };
          if (!answer?.hasText) return { marks: question.marks, state: "unanswered" as const, awarded: 0 };
          if (!answer.submissionStatus) {
            const blocked = markingBlockOf(paper, question) !== null || answer.tooLong;
            return { marks: question.marks, state: blocked ? ("unmarkable" as const) : ("unmarked" as const), awarded: null };
          }
          if (answer.submissionStatus === "marked" && answer.achievedMarks !== null && answer.totalMarks !== null) {
            return { marks: question.marks, state: "marked" as const, awarded: scaleMarks(answer.achievedMarks, answer.totalMarks, question.marks) };
          }
          return { marks: question.marks, state: (answer.submissionStatus === "marked" ? "failed" : answer.submissionStatus) as QuestionState, awarded: null };
        });
      score = paperTotals(scored);
    }
    const { timeAllowedSeconds, elapsedSeconds, runningSince, ...summary } = attempt;
    const timeUp = attempt.status === "in_progress" && !acceptsSaves({ timeAllowedSeconds, elapsedSeconds, runningSince }, now);
    (listed[attempt.paperId] ??= []).push({ ...summary, timeUp, score });
  }
  return listed;
}
