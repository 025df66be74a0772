import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { planStateFor } from "~/features/billing";
import { markSubmission } from "~/features/marking/mark-submission.server";
import type { Marker } from "~/features/marking/marker";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { startAttempt, submitAttempt } from "~/features/papers/attempts.server";
import { createPaper } from "~/features/papers/papers.server";
import { ESTIMATED_SCHEME_NOTE } from "~/features/catalogue/lookup";
import { getSubmissionForUser } from "~/features/submissions/read-submissions.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { practiceAttemptAnswers, practiceQuestions, profiles, shareLinks, submissions, subscriptions } from "~/platform/db/schema";
import type { FormReply } from "~/platform/forms/form-reply";
import { pdfTextRuns } from "~/platform/pdf/pdf-text.test-support";

import { createPendingSubmission, createStudent, markingsUsedToday } from "../../tests/support/factories";
import { SAMPLE_QUESTIONS } from "../../tests/support/sample-answers";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import { loader as exportLoader } from "./marking-results.export";
import { action, loader } from "./marking-results";
import { loader as sharedLoader } from "./shared";

/**
 * The results page's plan gates (DESIGN.md D2, D5): a retry is a marking, so it meets the submit path's
 * guards; a share link needs an active plan. And what the page says about the answer: the board's name,
 * and the way back to a practice paper's result.
 */

const database = await setupTestDatabase();
const db = database.db;
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);

const MACBETH = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;

type Student = Awaited<ReturnType<typeof createStudent>>;

/** A marker whose model is down: every marking fails (and gives its unit back). */
const brokenMarker: Marker = {
  identity: { id: "broken", model: "none", promptVersion: "t", label: "Broken", offline: true },
  async mark() {
    throw new Error("model unavailable");
  },
};

function contextFor(student: Student) {
  return { session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } } };
}

async function subscribe(student: Student, plan: "basic" | "standard" | "premium", status = "active") {
  await db
    .insert(subscriptions)
    .values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan, status })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { plan, status } });
}

/** The trial ended and no subscription was ever taken. */
async function expire(student: Student) {
  await db.update(profiles).set({ trialEndsAt: sql`now() - interval '1 day'` }).where(eq(profiles.userId, student.id));
}

/** The trial ended long ago and the subscription taken since was cancelled. */
async function lapse(student: Student) {
  await db.update(profiles).set({ trialEndsAt: sql`now() - interval '30 days'` }).where(eq(profiles.userId, student.id));
  await subscribe(student, "basic", "canceled");
}

async function failedAnswer(student: Student, overrides: Parameters<typeof createPendingSubmission>[2] = {}): Promise<string> {
  const id = await createPendingSubmission(db, student.id, { questionText: MACBETH.questionText, sourceText: MACBETH.sourceText, answerText: MACBETH.answers.middling, ...overrides });
  expect(await markSubmission(db, brokenMarker, student.id, id)).toBe("failed");
  return id;
}

async function markedAnswer(student: Student): Promise<string> {
  const id = await createPendingSubmission(db, student.id, { questionText: MACBETH.questionText, sourceText: MACBETH.sourceText, answerText: MACBETH.answers.middling });
  expect(await markSubmission(db, createOfflineMarker(), student.id, id)).toBe("marked");
  return id;
}

/** Posts one of the results page's forms as `student`. */
async function post(student: Student, id: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  let outcome: unknown;
  try {
    outcome = await action({
      request: new Request(`http://marker.test/marking-results/${id}`, { method: "POST", body }),
      context: contextFor(student),
      params: { submissionId: id },
    } as unknown as Parameters<typeof action>[0]);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    outcome = thrown;
  }
  if (outcome instanceof Response) return { status: outcome.status, location: outcome.headers.get("Location"), reply: null };
  const replied = outcome as { data: FormReply & { shareUrl: string | null }; init: { status: number } | null };
  return { status: replied.init?.status ?? 200, location: null, reply: replied.data };
}

async function load(student: Student, id: string) {
  const loaded = await loader({
    request: new Request(`http://marker.test/marking-results/${id}`),
    context: contextFor(student),
    params: { submissionId: id },
  } as unknown as Parameters<typeof loader>[0]);
  return loaded as Record<string, unknown>;
}

const statusOf = async (student: Student, id: string) => (await getSubmissionForUser(db, student.id, id))?.status;
const linksOf = (id: string) => db.select().from(shareLinks).where(eq(shareLinks.submissionId, id));

describe("Try marking again: the submit path's plan and subject checks", () => {
  it("a student whose trial ended goes to /pricing?expired=true; after a cancelled subscription to /pricing?reactivate=true; nothing is queued or charged", async () => {
    const expired = await createStudent(db);
    const expiredId = await failedAnswer(expired);
    await expire(expired);
    expect(await post(expired, expiredId, { intent: "retry" })).toMatchObject({ status: 302, location: "/pricing?expired=true" });
    expect(await statusOf(expired, expiredId)).toBe("failed");
    expect(await markingsUsedToday(db, expired.id)).toBe(0);

    const lapsed = await createStudent(db);
    const lapsedId = await failedAnswer(lapsed);
    await lapse(lapsed);
    expect(await post(lapsed, lapsedId, { intent: "retry" })).toMatchObject({ status: 302, location: "/pricing?reactivate=true" });
    expect(await statusOf(lapsed, lapsedId)).toBe("failed");
    expect(await markingsUsedToday(db, lapsed.id)).toBe(0);
  });

  it("a plan that no longer opens the subject (Standard down to Basic) gets the subject gate's refusal, as the answer form does", async () => {
    const student = await createStudent(db);
    await subscribe(student, "standard");
    const id = await failedAnswer(student, { subjectId: "history", subjectName: "History", paper: "paper-1", questionType: "describe" });
    await subscribe(student, "basic");
    const refused = await post(student, id, { intent: "retry" });
    expect(refused).toMatchObject({ status: 403, reply: { ok: false, formError: "Upgrade to access this subject" } });
    expect(await statusOf(student, id)).toBe("failed");
    expect(await markingsUsedToday(db, student.id)).toBe(0);
  });

  it("a practice-paper answer needs the paper creator's plan, as sitting the paper does", async () => {
    const student = await createStudent(db);
    await subscribe(student, "standard");
    const { submissionId } = await paperAnswer(student);
    expect(await markSubmission(db, brokenMarker, student.id, submissionId)).toBe("failed");
    await subscribe(student, "basic");
    const refused = await post(student, submissionId, { intent: "retry" });
    expect(refused).toMatchObject({ status: 403, reply: { ok: false, formError: "Upgrade to Standard plan to access this feature" } });
    expect(await statusOf(student, submissionId)).toBe("failed");
    // With the plan back, the same retry goes through.
    await subscribe(student, "standard");
    expect(await post(student, submissionId, { intent: "retry" })).toMatchObject({ status: 302, location: `/marking-results/${submissionId}` });
    expect(await statusOf(student, submissionId)).toBe("pending");
  });

  it("a plan that opens the subject retries: back in the queue, one marking taken", async () => {
    const student = await createStudent(db);
    const id = await failedAnswer(student);
    expect(await markingsUsedToday(db, student.id)).toBe(0);
    expect(await post(student, id, { intent: "retry" })).toMatchObject({ status: 302, location: `/marking-results/${id}` });
    expect(await statusOf(student, id)).toBe("pending");
    expect(await markingsUsedToday(db, student.id)).toBe(1);
  });
});

describe("Share: an active plan makes links", () => {
  it("a student whose trial ended, or whose subscription lapsed, goes to /pricing and gets no link; revoking still works", async () => {
    const expired = await createStudent(db);
    const expiredId = await markedAnswer(expired);
    const kept = await post(expired, expiredId, { intent: "share" });
    expect(kept).toMatchObject({ status: 200, reply: { ok: true } });
    const [link] = await linksOf(expiredId);
    await expire(expired);
    expect(await post(expired, expiredId, { intent: "share" })).toMatchObject({ status: 302, location: "/pricing?expired=true" });
    expect(await linksOf(expiredId)).toHaveLength(1);
    expect(await load(expired, expiredId)).toMatchObject({ canShare: false, hasPlan: false });
    // A student can always stop sharing.
    expect(await post(expired, expiredId, { intent: "revoke", linkId: link!.id })).toMatchObject({ status: 200, reply: { ok: true } });

    const lapsed = await createStudent(db);
    const lapsedId = await markedAnswer(lapsed);
    await lapse(lapsed);
    expect(await post(lapsed, lapsedId, { intent: "share" })).toMatchObject({ status: 302, location: "/pricing?reactivate=true" });
    expect(await linksOf(lapsedId)).toHaveLength(0);
  });

  it("a trial student shares (sharing is a Basic feature)", async () => {
    const student = await createStudent(db);
    const id = await markedAnswer(student);
    expect(await load(student, id)).toMatchObject({ canShare: true });
    const shared = await post(student, id, { intent: "share" });
    expect(shared).toMatchObject({ status: 200, reply: { ok: true } });
    expect(shared.reply?.shareUrl).toMatch(/\/shared\/[\w-]{20,}$/);
  });
});

describe("what the results page says about the answer", () => {
  it("names the board as the catalogue does (Pearson Edexcel, WJEC Eduqas), on the page, the shared page and the PDF", async () => {
    const student = await createStudent(db);
    await subscribe(student, "standard");
    const id = await markedAnswer(student);
    await db.update(submissions).set({ board: "edexcel" }).where(eq(submissions.id, id));
    expect(await load(student, id)).toMatchObject({ board: "Pearson Edexcel" });

    const pdf = (await exportLoader({
      request: new Request(`http://marker.test/marking-results/${id}/export.pdf`),
      context: contextFor(student),
      params: { submissionId: id },
    } as unknown as Parameters<typeof exportLoader>[0])) as Response;
    expect(pdf.status).toBe(200);
    expect(pdfTextRuns(new Uint8Array(await pdf.arrayBuffer())).join("\n")).toContain("English Literature - Pearson Edexcel - marked");

    await db.update(submissions).set({ board: "wjec" }).where(eq(submissions.id, id));
    const token = /\/shared\/([\w-]+)$/.exec((await post(student, id, { intent: "share" })).reply?.shareUrl ?? "")?.[1];
    const shared = (await sharedLoader({ request: new Request(`http://marker.test/shared/${token}`), params: { token } } as unknown as Parameters<typeof sharedLoader>[0])) as {
      data: Record<string, unknown>;
    };
    expect(shared.data).toMatchObject({ found: true, board: "WJEC Eduqas" });
  });

  it("says which paper, option and board question type the answer was marked as, under the subject and board", async () => {
    const student = await createStudent(db);
    await subscribe(student, "standard");
    const id = await markedAnswer(student);
    // AQA Literature's Shakespeare question is the board's own scheme: nothing said about an estimate.
    expect(await load(student, id)).toMatchObject({ markedAs: expect.stringMatching(/^Paper 1: .+ · .*Shakespeare/), schemeNote: null });
    await db
      .update(submissions)
      .set({ subject: "History", subjectId: "history", board: "aqa", paper: "paper-1", topic: "interwar-years", questionType: "q4-how-far" })
      .where(eq(submissions.id, id));
    const history = (await load(student, id)) as { markedAs: string };
    expect(history.markedAs).toMatch(/^Paper 1: .+ · .+ · Question 4: how far do you agree\? \(16 marks \+ 4 SPaG\)$/);
    // A question type whose levels are Marker's estimate says so (Edexcel Paper 3 Question 3(b)).
    await db.update(submissions).set({ board: "edexcel", paper: "paper-3", topic: "germany", questionType: "q3b-main-difference" }).where(eq(submissions.id, id));
    expect(await load(student, id)).toMatchObject({ schemeNote: ESTIMATED_SCHEME_NOTE });
    // A question type the catalogue no longer has: nothing said rather than a wrong name.
    await db.update(submissions).set({ questionType: "gone" }).where(eq(submissions.id, id));
    expect(await load(student, id)).toMatchObject({ markedAs: null, schemeNote: null });
  });

  it("the PDF prints the extract or source the answer was on, under the answer form's label, and the paper and question type it was marked as", async () => {
    const student = await createStudent(db);
    await subscribe(student, "standard");
    const exported = async (id: string) => {
      const response = (await exportLoader({
        request: new Request(`http://marker.test/marking-results/${id}/export.pdf`),
        context: contextFor(student),
        params: { submissionId: id },
      } as unknown as Parameters<typeof exportLoader>[0])) as Response;
      expect(response.status).toBe(200);
      // Without the page numbers, drawn on each page after its text.
      return pdfTextRuns(new Uint8Array(await response.arrayBuffer())).filter((run) => !/^Page \d+ of \d+$/.test(run));
    };
    const flat = (text: string) => text.replace(/\s+/g, " ").trim();

    const literature = await exported(await markedAnswer(student));
    expect(literature).toEqual(expect.arrayContaining(["Paper 1: Shakespeare and the 19th-century novel", "Extract"]));
    expect(flat(literature.join(" "))).toContain(`Your answer was marked as the board's question type "Shakespeare: extract and whole play (34 marks)".`);
    // The extract, whole, after the question and before the answer.
    const extractAt = literature.indexOf("Extract");
    expect(extractAt).toBeGreaterThan(literature.indexOf("Question"));
    expect(flat(literature.slice(extractAt + 1, literature.indexOf("Your answer")).join(" "))).toBe(flat(MACBETH.sourceText!));

    const sourceText = "A British cartoon from 1914 shows a small Belgian boy standing up to a huge German soldier.";
    const historyId = await createPendingSubmission(db, student.id, {
      subjectId: "history",
      subjectName: "History",
      paper: "paper-1",
      topic: "first-world-war",
      questionType: "q1-source-message",
      questionText: "What is the message of Source A?",
      sourceText,
      answerText: "The message is that Belgium was brave to resist Germany, so Britain should help it.",
    });
    expect(await markSubmission(db, createOfflineMarker(), student.id, historyId)).toBe("marked");
    const history = await exported(historyId);
    expect(history).toContain("Source");
    expect(flat(history.join(" "))).toContain("Paper 1: Understanding the modern world - Conflict and tension: the First World War, 1894–1918 (wider world depth study)");
    expect(history[history.indexOf("Source") + 1]).toBe(sourceText);
    expect(flat(history.join(" "))).toContain(`Your answer was marked as the board's question type "Question 1: what is the message or purpose of the source? (4 marks)".`);
  });

  it("an answer from a practice paper points back to that attempt's result; any other answer does not", async () => {
    const student = await createStudent(db);
    await subscribe(student, "standard");
    const { attemptId, submissionId } = await paperAnswer(student);
    expect(await load(student, submissionId)).toMatchObject({ attemptId });
    expect(await load(student, await markedAnswer(student))).toMatchObject({ attemptId: null });
    // Another student's attempt is never named.
    const other = await createStudent(db);
    const stranger = await load(other, submissionId);
    expect(stranger).toMatchObject({ data: { state: "not-found" } });
    expect(JSON.stringify(stranger)).not.toContain(attemptId);
  });
});

/** A Standard student's practice paper (one essay), sat and submitted: the attempt and the answer's submission. */
async function paperAnswer(student: Student) {
  const paper = await createPaper(db, student.id, {
    title: "Macbeth mock",
    subject: "English Literature",
    examBoard: "AQA",
    questions: [{ text: MACBETH.questionText, marks: "30", questionType: "essay" }],
  });
  if (!paper.ok) throw new Error(paper.message);
  const [question] = await db.select().from(practiceQuestions).where(eq(practiceQuestions.paperId, paper.value.paperId));
  const started = await startAttempt(db, student.id, paper.value.paperId);
  if (!started.ok) throw new Error(started.message);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, student.id));
  const plan = planStateFor(profile!, { plan: "standard", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false });
  const submitted = await submitAttempt(db, student.id, plan, started.value.attemptId, { [question!.id]: MACBETH.answers.middling });
  if (!submitted.ok) throw new Error(submitted.message);
  const [answer] = await db.select().from(practiceAttemptAnswers).where(eq(practiceAttemptAnswers.attemptId, started.value.attemptId));
  expect(answer?.submissionId).toBeTruthy();
  return { attemptId: started.value.attemptId, submissionId: answer!.submissionId! };
}
