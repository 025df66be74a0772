import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getAttempt, listAttempts, saveAnswers, setPaused, startAttempt } from "~/features/papers/attempts.server";
import { ATTEMPT_MESSAGES, confirmText, shortAnswersText } from "~/features/papers/attempt-messages";
import { createPaper } from "~/features/papers/papers.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { practiceAttemptAnswers, practiceAttempts, practiceQuestions, submissions, subscriptions, usageDays } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";
import { SUBMISSION_LIMITS } from "~/features/submissions/index.server";

import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import { action as attemptAction, loader as attemptLoader } from "./aipractisepaper.attempt";
import { action as resultAction, loader as resultLoader } from "./aipractisepaper.attempt-result";
import { action as startAction, loader as startLoader } from "./aipractisepaper.practise";
import { loader as creatorLoader } from "./aipractisepaper";

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const db = database.db;

type Student = Awaited<ReturnType<typeof createStudent>>;

const contextFor = (student: Student) => ({
  session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } },
});

async function withPlan(plan: "basic" | "standard" | "premium") {
  const student = await createStudent(db);
  await db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan, status: "active" });
  return student;
}

type Handler = (args: never) => Promise<unknown>;

async function call(handler: Handler, student: Student, url: string, params: Record<string, string>, fields?: Array<[string, string]>) {
  const init: RequestInit = {};
  if (fields) {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    init.method = "POST";
    init.body = body;
  }
  try {
    return await handler({ request: new Request(`http://marker.test${url}`, init), context: contextFor(student), params } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } | null }).init?.status ?? 200;
}
const bodyOf = (result: unknown) => (result as { data: Record<string, unknown> }).data ?? result;
const locationOf = (result: unknown) => (result instanceof Response ? result.headers.get("Location") : null);

async function usedToday(userId: string) {
  const [row] = await db.select({ used: usageDays.used }).from(usageDays).where(and(eq(usageDays.userId, userId), eq(usageDays.day, londonDay(new Date()))));
  return row?.used ?? 0;
}
async function submissionsOf(userId: string) {
  const [row] = await db.select({ n: count() }).from(submissions).where(eq(submissions.userId, userId));
  return Number(row?.n ?? 0);
}

/** A paper: an essay, a short answer, a multiple choice with key B, D (and, when asked, a multiple choice without a key). */
async function makePaper(student: Student, options: { noKey?: boolean; essays?: number } = {}) {
  const questions = [
    ...Array.from({ length: options.essays ?? 1 }, (_, index) => ({ text: `How does Shakespeare present ambition in Macbeth? (${index + 1})`, marks: "30", questionType: "essay" })),
    { text: "Who kills Duncan?", marks: "4", questionType: "short_answer" },
    { text: "Which are witches' prophecies?\nA) Thane of Cawdor\nB) King hereafter\nC) Duke of York\nD) Banquo's sons kings", marks: "2", questionType: "multiple_choice" },
    ...(options.noKey ? [{ text: "Pick one.\nA) Yes\nB) No", marks: "1", questionType: "multiple_choice" }] : []),
  ];
  const created = await createPaper(db, student.id, { title: "Macbeth mock", subject: "English Literature", examBoard: "AQA", questions });
  if (!created.ok) throw new Error(created.message);
  const rows = await db.select().from(practiceQuestions).where(eq(practiceQuestions.paperId, created.value.paperId)).orderBy(practiceQuestions.position);
  const choice = rows.find((row) => row.text.startsWith("Which"));
  await db.update(practiceQuestions).set({ answerKey: "B, D" }).where(eq(practiceQuestions.id, choice!.id));
  return { paperId: created.value.paperId, questions: rows };
}

async function start(student: Student, paperId: string) {
  const result = await call(startAction as Handler, student, `/aipractisepaper/${paperId}/practise`, { paperId }, []);
  const location = locationOf(result);
  expect(location).toMatch(/^\/aipractisepaper\/attempts\/[0-9a-f-]{36}$/);
  return location!.split("/").pop()!;
}

const answerFields = (answers: Record<string, string | string[]>): Array<[string, string]> =>
  Object.entries(answers).flatMap(([id, value]) => [["present-" + id, "1"] as [string, string], ...(Array.isArray(value) ? value : [value]).map((one) => ["answer-" + id, one] as [string, string])]);

const submit = (student: Student, attemptId: string, answers: Record<string, string | string[]> = {}) =>
  call(resultAction as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId }, [["intent", "submit"], ...answerFields(answers)]);

describe("sitting a practice paper", () => {
  it("the start page says what marking will use; Start makes one attempt and a second Start resumes it", async () => {
    const student = await withPlan("standard");
    const { paperId } = await makePaper(student, { noKey: true });
    const page = bodyOf(await call(startLoader as Handler, student, `/aipractisepaper/${paperId}/practise`, { paperId }));
    expect(page).toMatchObject({ state: "ready", markable: 2, choice: 1, noKey: 1, usage: { remaining: 50 }, openAttempt: null });
    expect(page).toMatchObject({ paper: { questionCount: 4, totalMarks: 37, timeAllowed: "1 hour" } });
    const first = await start(student, paperId);
    const second = await start(student, paperId);
    expect(second).toBe(first);
    const [attempts] = await db.select({ n: count() }).from(practiceAttempts).where(eq(practiceAttempts.userId, student.id));
    expect(Number(attempts?.n)).toBe(1);
    const [row] = await db.select().from(practiceAttempts).where(eq(practiceAttempts.id, first));
    // A hand-made paper: 1.5 minutes a mark, rounded up to 5 minutes (37 marks: 60 minutes).
    expect(row).toMatchObject({ status: "in_progress", timeAllowedSeconds: 3600, elapsedSeconds: 0 });
    expect(row!.runningSince).not.toBeNull();
  });

  it("Start with extra time (exam access arrangements) allows that much longer; a resumed attempt keeps its time; an unknown choice is refused", async () => {
    const student = await withPlan("standard");
    const { paperId } = await makePaper(student, { noKey: true });
    const refused = await call(startAction as Handler, student, `/aipractisepaper/${paperId}/practise`, { paperId }, [["extraTime", "300"]]);
    expect(statusOf(refused)).toBe(400);
    expect(bodyOf(refused)).toMatchObject({ ok: false, formError: "Please choose the extra time from the list." });
    expect((await db.select().from(practiceAttempts).where(eq(practiceAttempts.userId, student.id))).length).toBe(0);
    const started = await call(startAction as Handler, student, `/aipractisepaper/${paperId}/practise`, { paperId }, [["extraTime", "25"]]);
    const attemptId = locationOf(started)!.split("/").pop()!;
    const [row] = await db.select().from(practiceAttempts).where(eq(practiceAttempts.id, attemptId));
    // 60 minutes with 25% extra: 75 minutes.
    expect(row).toMatchObject({ timeAllowedSeconds: 75 * 60 });
    // Start again with other extra time: the attempt in progress resumes as it was.
    const again = await call(startAction as Handler, student, `/aipractisepaper/${paperId}/practise`, { paperId }, [["extraTime", "100"]]);
    expect(locationOf(again)).toBe(`/aipractisepaper/attempts/${attemptId}`);
    const [kept] = await db.select().from(practiceAttempts).where(eq(practiceAttempts.id, attemptId));
    expect(kept).toMatchObject({ timeAllowedSeconds: 75 * 60 });
  });

  it("saves answers (autosave and Save answers), pauses and resumes the clock on the server", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student);
    const attemptId = await start(student, paperId);
    const [essay, short, choice] = questions;
    const saved = await call(attemptAction as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [
      ["intent", "save"],
      ...answerFields({ [essay!.id]: "Ambition drives Macbeth.", [short!.id]: "", [choice!.id]: ["B", "D"] }),
    ]);
    expect(bodyOf(saved)).toMatchObject({ ok: true, intent: "save" });
    const view = await getAttempt(db, student.id, attemptId);
    expect(view.ok && view.value.answers[essay!.id]?.answerText).toBe("Ambition drives Macbeth.");
    expect(view.ok && view.value.answers[choice!.id]?.answerText).toBe("B, D");

    const paused = await call(attemptAction as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [["intent", "pause"], ...answerFields({ [short!.id]: "Macbeth" })]);
    expect(locationOf(paused)).toBe(`/aipractisepaper/attempts/${attemptId}`);
    const page = bodyOf(await call(attemptLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }));
    expect(page).toMatchObject({ state: "attempt", paused: true, answers: { [short!.id]: "Macbeth" } });
    await call(attemptAction as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [["intent", "resume"]]);
    expect(bodyOf(await call(attemptLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }))).toMatchObject({ paused: false });
  });

  it("a tab with an older copy of an answer does not save, pause or hand in over the newer one written in another tab", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student);
    const attemptId = await start(student, paperId);
    const [essay, short] = questions;
    const here = `/aipractisepaper/attempts/${attemptId}`;
    // Each tab sends what it last knew saved for an answer (base-<id>): both tabs loaded the empty paper.
    const post = (intent: string, answers: Record<string, string>, bases: Record<string, string>) =>
      call(attemptAction as Handler, student, here, { attemptId }, [
        ["intent", intent],
        ...answerFields(answers),
        ...Object.entries(bases).map(([id, base]) => [`base-${id}`, base] as [string, string]),
      ]);
    const letter = "Dear Editor, I am writing to argue that zoos should be closed. ".repeat(20);
    // Tab A writes the long answer.
    expect(bodyOf(await post("save", { [essay!.id]: letter }, { [essay!.id]: "" }))).toMatchObject({ ok: true });
    // Tab B, still on the empty box, types and autosaves: refused, and A's answer stays.
    const stale = await post("save", { [essay!.id]: "Dear Editor, " }, { [essay!.id]: "" });
    expect(statusOf(stale)).toBe(409);
    expect(bodyOf(stale)).toMatchObject({ ok: false, formError: expect.stringContaining("changed in another tab or window after this page loaded it") });
    const stored = async () => {
      const view = await getAttempt(db, student.id, attemptId);
      return view.ok ? view.value.answers[essay!.id]?.answerText : undefined;
    };
    expect(await stored()).toBe(letter);
    // Pause from tab B with its copy: refused too, and the clock still runs.
    const pause = await post("pause", { [essay!.id]: "Dear Editor, " }, { [essay!.id]: "" });
    expect(statusOf(pause)).toBe(409);
    expect(bodyOf(await call(attemptLoader as Handler, student, here, { attemptId }))).toMatchObject({ paused: false });
    // Tab A's own autosave whose reply never came back (cut short by the next one): it sends that text as sent-<id>
    // beside its older base, and its next save goes through.
    const own = await call(attemptAction as Handler, student, here, { attemptId }, [
      ["intent", "save"],
      ...answerFields({ [essay!.id]: `${letter}Yours` }),
      [`base-${essay!.id}`, ""],
      [`sent-${essay!.id}`, letter],
    ]);
    expect(bodyOf(own)).toMatchObject({ ok: true });
    expect(await stored()).toBe(`${letter}Yours`);
    expect(bodyOf(await post("save", { [essay!.id]: letter }, { [essay!.id]: `${letter}Yours` }))).toMatchObject({ ok: true });
    // Another answer from tab B, which nobody else changed, saves; tab A carries on from what it saved.
    expect(bodyOf(await post("save", { [short!.id]: "Macbeth" }, { [short!.id]: "" }))).toMatchObject({ ok: true });
    expect(bodyOf(await post("save", { [essay!.id]: `${letter}Yours faithfully, Josh` }, { [essay!.id]: letter }))).toMatchObject({ ok: true });
    // Handing in from tab B's copy is refused: the attempt stays in progress with A's answer.
    const handIn = await call(resultAction as Handler, student, `${here}/result`, { attemptId }, [
      ["intent", "submit"],
      ...answerFields({ [essay!.id]: "Dear Editor, " }),
      [`base-${essay!.id}`, ""],
    ]);
    expect(statusOf(handIn)).toBe(409);
    expect(await stored()).toBe(`${letter}Yours faithfully, Josh`);
    const [row] = await db.select().from(practiceAttempts).where(eq(practiceAttempts.id, attemptId));
    expect(row?.status).toBe("in_progress");
  });

  it("the attempt page prints a shared source once, labels questions, and offers the options of a multiple-choice question", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student);
    const [essay, short] = questions;
    await db.update(practiceQuestions).set({ sourceText: "Extract: Act 1 Scene 7", label: "01" }).where(eq(practiceQuestions.id, essay!.id));
    await db.update(practiceQuestions).set({ sourceText: "Extract: Act 1 Scene 7" }).where(eq(practiceQuestions.id, short!.id));
    const attemptId = await start(student, paperId);
    const page = bodyOf(await call(attemptLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId })) as {
      questions: Array<{ label: string; source: string | null; sourceAbove: boolean; text: string; options: Array<{ letter: string }> }>;
    };
    expect(page.questions.map((question) => [question.label, question.source, question.sourceAbove])).toEqual([
      ["01", "Extract: Act 1 Scene 7", false],
      ["Question 2", null, true],
      ["Question 3", null, false],
    ]);
    expect(page.questions[2]!.text).toBe("Which are witches' prophecies?");
    expect(page.questions[2]!.options.map((option) => option.letter)).toEqual(["A", "B", "C", "D"]);
  });

  it("refuses saves once the time allowed has run out by more than the grace, and keeps what was saved", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student);
    const attemptId = await start(student, paperId);
    const essay = questions[0]!;
    expect((await saveAnswers(db, student.id, attemptId, { [essay.id]: "First draft" })).ok).toBe(true);
    const late = new Date(Date.now() + 2 * 3600_000);
    const refused = await saveAnswers(db, student.id, attemptId, { [essay.id]: "Too late" }, late);
    expect(refused).toMatchObject({ ok: false, code: "CONFLICT", message: ATTEMPT_MESSAGES.timeUpSaves });
    // Through the page: refused with the message, and the text sent comes back so nothing typed is lost.
    await db.update(practiceAttempts).set({ runningSince: new Date(Date.now() - 2 * 3600_000) }).where(eq(practiceAttempts.id, attemptId));
    const page = await call(attemptAction as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [["intent", "save"], ...answerFields({ [essay.id]: "Typed after time" })]);
    expect(statusOf(page)).toBe(409);
    expect(bodyOf(page)).toMatchObject({ ok: false, formError: ATTEMPT_MESSAGES.timeUpSaves, drafts: { [essay.id]: "Typed after time" } });
    expect(bodyOf(await call(attemptLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }))).toMatchObject({ remainingSeconds: 0, acceptsSaves: false });
    const view = await getAttempt(db, student.id, attemptId);
    expect(view.ok && view.value.answers[essay.id]?.answerText).toBe("First draft");
    // Pausing stops the clock: time spent paused does not count.
    const other = await makePaper(student);
    const second = await startAttempt(db, student.id, other.paperId, new Date(Date.now() - 10_000));
    if (!second.ok) throw new Error("start failed");
    await setPaused(db, student.id, second.value.attemptId, true);
    const stopped = await getAttempt(db, student.id, second.value.attemptId);
    expect(stopped.ok && stopped.value.clock.runningSince).toBeNull();
    expect(stopped.ok && stopped.value.clock.elapsedSeconds).toBeGreaterThanOrEqual(10);
    // (Saving while paused is refused: see the next test. Resumed two hours later, the time paused did not count.)
    await setPaused(db, student.id, second.value.attemptId, false, {}, late);
    expect((await saveAnswers(db, student.id, second.value.attemptId, { [other.questions[0]!.id]: "Saved after the pause" }, late)).ok).toBe(true);
  });

  it("submitting charges one marking per answered essay or short answer, none for blanks, marks multiple choice from its key, and a second submit charges nothing", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student, { essays: 2, noKey: true });
    const attemptId = await start(student, paperId);
    const [essay1, essay2, short, choice, noKey] = questions;
    const result = await submit(student, attemptId, {
      [essay1!.id]: "Macbeth's ambition is shown through his soliloquies and the imagery of blood.",
      [essay2!.id]: "   ",
      [short!.id]: "Macbeth kills Duncan in his sleep.",
      [choice!.id]: ["B", "D"],
      [noKey!.id]: ["A"],
    });
    expect(locationOf(result)).toBe(`/aipractisepaper/attempts/${attemptId}/result`);
    expect(await usedToday(student.id)).toBe(2);
    expect(await submissionsOf(student.id)).toBe(2);
    const answers = await db.select().from(practiceAttemptAnswers).where(eq(practiceAttemptAnswers.attemptId, attemptId));
    const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
    expect(byQuestion.get(essay1!.id)?.submissionId).toBeTruthy();
    expect(byQuestion.get(short!.id)?.submissionId).toBeTruthy();
    expect(byQuestion.get(essay2!.id)?.submissionId ?? null).toBeNull();
    expect(byQuestion.get(choice!.id)).toMatchObject({ choiceMarks: 2, submissionId: null });
    const [linked] = await db.select().from(submissions).where(eq(submissions.id, byQuestion.get(essay1!.id)!.submissionId!));
    expect(linked).toMatchObject({ status: "pending", idempotencyKey: `paper-attempt:${attemptId}:${essay1!.id}`, subjectId: "english-literature", board: "aqa" });

    // A second submit (a double click, a resent form) changes nothing and charges nothing.
    await submit(student, attemptId, { [essay2!.id]: "A late answer" });
    expect(await usedToday(student.id)).toBe(2);
    expect(await submissionsOf(student.id)).toBe(2);

    const page = bodyOf(await call(resultLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId })) as {
      result: { questions: Array<{ state: string; awarded: number | null; markedAgainst: string | null }>; totals: { awarded: number; total: number; waiting: number } };
    };
    expect(page.result.questions.map((question) => question.state)).toEqual(["pending", "unanswered", "pending", "choice", "no-key"]);
    // Hand-made questions are marked against the nearest board question type, and the page says which.
    expect(page.result.questions[0]!.markedAgainst).toBeTruthy();
    expect(page.result.totals).toMatchObject({ awarded: 2, total: 66, waiting: 2 });
    // The attempt page of a submitted attempt goes to its result.
    expect(locationOf(await call(attemptLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }))).toBe(`/aipractisepaper/attempts/${attemptId}/result`);
  });

  it("when the allowance runs out part-way the rest stay saved and unmarked, and Mark the remaining answers carries on later", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student, { essays: 2 });
    const attemptId = await start(student, paperId);
    await db.insert(usageDays).values({ userId: student.id, day: londonDay(new Date()), used: 49 });
    const [essay1, essay2, short] = questions;
    const result = await submit(student, attemptId, { [essay1!.id]: "First essay answer.", [essay2!.id]: "Second essay answer.", [short!.id]: "Macbeth." });
    expect(locationOf(result)).toBe(`/aipractisepaper/attempts/${attemptId}/result?allowance=out`);
    expect(await usedToday(student.id)).toBe(50);
    expect(await submissionsOf(student.id)).toBe(1);
    const page = bodyOf(await call(resultLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}/result?allowance=out`, { attemptId })) as {
      allowanceOut: boolean;
      result: { questions: Array<{ state: string }> };
    };
    expect(page.allowanceOut).toBe(true);
    expect(page.result.questions.map((question) => question.state).slice(0, 3)).toEqual(["pending", "unmarked", "unmarked"]);
    // Each answer left unmarked says why, from the allowance as it is now.
    const reasons = () =>
      call(resultLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId }).then(
        (loaded) => (bodyOf(loaded) as { result: { questions: Array<{ reason: string | null }> } }).result.questions.map((question) => question.reason).slice(0, 3),
      );
    expect(await reasons()).toEqual([null, ATTEMPT_MESSAGES.allowanceRanOut, ATTEMPT_MESSAGES.allowanceRanOut]);

    // Still none left: nothing more is taken.
    const again = await call(resultAction as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId }, [["intent", "mark-remaining"]]);
    expect(locationOf(again)).toContain("allowance=out");
    expect(await submissionsOf(student.id)).toBe(1);

    // A new day's allowance: the answers wait only for "Mark the remaining answers", and say so; then they are marked.
    await db.update(usageDays).set({ used: 0 }).where(eq(usageDays.userId, student.id));
    expect(await reasons()).toEqual([null, ATTEMPT_MESSAGES.notSentYet, ATTEMPT_MESSAGES.notSentYet]);
    const later = await call(resultAction as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId }, [["intent", "mark-remaining"]]);
    expect(locationOf(later)).toBe(`/aipractisepaper/attempts/${attemptId}/result`);
    expect(await usedToday(student.id)).toBe(2);
    expect(await submissionsOf(student.id)).toBe(3);
  });

  it("E4: answers sent for marking are paced per student (40 in ten minutes): the rest wait, saved, and nothing is charged for them", async () => {
    const student = await withPlan("premium");
    // A paper of 38 essays and a short answer: 39 markings. A second attempt at once can send one more.
    const { paperId, questions } = await makePaper(student, { essays: 38 });
    const answered = (rows: typeof questions) =>
      Object.fromEntries(rows.filter((row) => row.questionType !== "multiple_choice").map((row) => [row.id, `An answer to ${row.text}`]));
    const first = await submit(student, await start(student, paperId), answered(questions));
    expect(locationOf(first)).toMatch(/\/result$/);
    expect(await submissionsOf(student.id)).toBe(39);

    const attemptId = await start(student, paperId);
    // Submit answers' check says how many the pace takes now (one), not the allowance's unlimited (a review: it
    // promised more than were marked).
    const check = bodyOf(
      await call(attemptAction as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [["intent", "review"], ...answerFields(answered(questions))]),
    ) as { confirm: { answered: number; markings: number; pace: { left: number; freeAt: string } } };
    expect(check.confirm).toMatchObject({ markings: 39, pace: { left: 1, freeAt: expect.stringMatching(/^\d{2}:\d{2}$/) } });
    expect(confirmText(check.confirm, questions.length, null, "29 November 2026")).toContain(
      "You have sent a lot of answers for marking in the last 10 minutes, so only 1 will be marked now. The other 38 stay saved",
    );
    const second = await submit(student, attemptId, answered(questions));
    expect(locationOf(second)).toBe(`/aipractisepaper/attempts/${attemptId}/result?marking=paused`);
    expect(await submissionsOf(student.id)).toBe(40);
    expect(await usedToday(student.id)).toBe(40);
    const page = bodyOf(await call(resultLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}/result?marking=paused`, { attemptId })) as {
      markingPaused: boolean;
      result: { questions: Array<{ state: string }> };
    };
    expect(page.markingPaused).toBe(true);
    expect(page.result.questions.filter((question) => question.state === "unmarked")).toHaveLength(38);
    expect(new Set(page.result.questions.filter((question) => question.state === "unmarked").map((question) => (question as { reason?: string }).reason))).toEqual(
      new Set([ATTEMPT_MESSAGES.markingTooQuick]),
    );
  });

  it("refuses saves while the clock is paused (from another tab): a clear message, the text sent back, nothing stored until resumed", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student);
    const attemptId = await start(student, paperId);
    const essay = questions[0]!;
    expect((await saveAnswers(db, student.id, attemptId, { [essay.id]: "First draft" })).ok).toBe(true);
    // Tab B pauses; tab A still shows the questions and carries on typing.
    await setPaused(db, student.id, attemptId, true);
    expect(await saveAnswers(db, student.id, attemptId, { [essay.id]: "Typed in tab A" })).toMatchObject({ ok: false, code: "CONFLICT", message: ATTEMPT_MESSAGES.pausedSaves });
    const page = await call(attemptAction as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [["intent", "save"], ...answerFields({ [essay.id]: "Typed in tab A" })]);
    expect(statusOf(page)).toBe(409);
    expect(bodyOf(page)).toMatchObject({ ok: false, intent: "save", formError: ATTEMPT_MESSAGES.pausedSaves, drafts: { [essay.id]: "Typed in tab A" } });
    // Submit answers' check refuses the same way; Pause from tab A (already paused) changes nothing.
    const review = await call(attemptAction as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [["intent", "review"], ...answerFields({ [essay.id]: "Typed in tab A" })]);
    expect(statusOf(review)).toBe(409);
    expect(bodyOf(review)).toMatchObject({ ok: false, formError: ATTEMPT_MESSAGES.pausedSaves });
    const pauseAgain = await call(attemptAction as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [["intent", "pause"], ...answerFields({ [essay.id]: "Typed in tab A" })]);
    expect(locationOf(pauseAgain)).toBe(`/aipractisepaper/attempts/${attemptId}`);
    const paused = await getAttempt(db, student.id, attemptId);
    expect(paused.ok && paused.value.answers[essay.id]?.answerText).toBe("First draft");
    // Resumed, the same text saves.
    await setPaused(db, student.id, attemptId, false);
    expect((await saveAnswers(db, student.id, attemptId, { [essay.id]: "Typed in tab A" })).ok).toBe(true);
    const resumed = await getAttempt(db, student.id, attemptId);
    expect(resumed.ok && resumed.value.answers[essay.id]?.answerText).toBe("Typed in tab A");
  });

  it("a paper handed in after time-up took the time allowed, not the time the page stayed open", async () => {
    const student = await withPlan("standard");
    const created = await createPaper(db, student.id, { title: "Quick one", subject: "English Literature", examBoard: "AQA", questions: [{ text: "Who kills Duncan?", marks: "1", questionType: "short_answer" }] });
    if (!created.ok) throw new Error(created.message);
    // Started ten minutes ago on a five-minute paper, handed in now.
    const started = await startAttempt(db, student.id, created.value.paperId, new Date(Date.now() - 10 * 60_000));
    if (!started.ok) throw new Error("start failed");
    const attemptId = started.value.attemptId;
    // Before it is handed in, the lists say its time is up (not "In progress"); one just started is not.
    expect((await listAttempts(db, student.id, created.value.paperId))[created.value.paperId]).toMatchObject([{ id: attemptId, status: "in_progress", timeUp: true }]);
    expect((await listAttempts(db, student.id, created.value.paperId, new Date(Date.now() - 9 * 60_000)))[created.value.paperId]).toMatchObject([{ timeUp: false }]);
    expect(locationOf(await submit(student, attemptId, {}))).toBe(`/aipractisepaper/attempts/${attemptId}/result`);
    const [row] = await db.select().from(practiceAttempts).where(eq(practiceAttempts.id, attemptId));
    expect(row).toMatchObject({ status: "submitted", timeAllowedSeconds: 300, elapsedSeconds: 300, runningSince: null });
    expect((await listAttempts(db, student.id, created.value.paperId))[created.value.paperId]).toMatchObject([{ status: "submitted", timeUp: false }]);
    const page = bodyOf(await call(resultLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId })) as { result: { timeTaken: string; timeAllowed: string } };
    expect(page.result).toMatchObject({ timeTaken: "5 minutes", timeAllowed: "5 minutes" });
    // An attempt stored before the fix (ten minutes on the clock) shows the time allowed too.
    await db.update(practiceAttempts).set({ elapsedSeconds: 600 }).where(eq(practiceAttempts.id, attemptId));
    const old = bodyOf(await call(resultLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId })) as { result: { timeTaken: string } };
    expect(old.result.timeTaken).toBe("5 minutes");
  });

  it("an answer to a question too long to mark says why on its paper's result and the start page, uses no marking and is left out of the total", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student, { essays: 2 });
    const [essay1, essay2, short] = questions;
    // A paper made before the creator's limits matched marking's: a 2,500-character question, a 12,000-character source.
    const longQuestion = `Explore ambition in Macbeth. ${"Consider the play as a whole. ".repeat(90)}`.slice(0, 2_500);
    await db.update(practiceQuestions).set({ text: longQuestion }).where(eq(practiceQuestions.id, essay1!.id));
    await db.update(practiceQuestions).set({ sourceText: "Act 1 Scene 7. ".repeat(800) }).where(eq(practiceQuestions.id, short!.id));
    const ready = bodyOf(await call(startLoader as Handler, student, `/aipractisepaper/${paperId}/practise`, { paperId })) as { markable: number; unmarkable: Array<{ label: string; reason: string }> };
    expect(ready.markable).toBe(1);
    expect(ready.unmarkable).toEqual([
      { id: essay1!.id, label: "Question 1", reason: ATTEMPT_MESSAGES.questionTooLongToMark(SUBMISSION_LIMITS.question) },
      { id: short!.id, label: "Question 3", reason: ATTEMPT_MESSAGES.sourceTooLongToMark(SUBMISSION_LIMITS.source) },
    ]);
    const attemptId = await start(student, paperId);
    const result = await submit(student, attemptId, { [essay1!.id]: "My essay.", [essay2!.id]: "My other essay.", [short!.id]: "Macbeth." });
    expect(locationOf(result)).toBe(`/aipractisepaper/attempts/${attemptId}/result`);
    expect(await usedToday(student.id)).toBe(1);
    const page = bodyOf(await call(resultLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId })) as {
      result: { questions: Array<{ state: string; reason: string | null }>; totals: { total: number; waiting: number } };
    };
    expect(page.result.questions.slice(0, 3)).toMatchObject([
      { state: "unmarkable", reason: ATTEMPT_MESSAGES.questionTooLongToMark(2_000) },
      { state: "pending", reason: null },
      { state: "unmarkable", reason: ATTEMPT_MESSAGES.sourceTooLongToMark(10_000) },
    ]);
    // Left out of the total (30 + 2 marks count), and not "waiting": Mark the remaining answers has nothing to do for them.
    expect(page.result.totals).toMatchObject({ total: 32, waiting: 1 });
    const again = await call(resultAction as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId }, [["intent", "mark-remaining"]]);
    expect(locationOf(again)).toBe(`/aipractisepaper/attempts/${attemptId}/result`);
    expect(await usedToday(student.id)).toBe(1);
    expect(await submissionsOf(student.id)).toBe(1);
  });

  it("lists each paper's attempts, newest first, with status and score, on the creator and the start page; another student's lists nothing", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student);
    const [, , choice] = questions;
    const first = await start(student, paperId);
    await submit(student, first, { [choice!.id]: ["B", "D"] });
    const second = await start(student, paperId);
    type Item = { id: string; inProgress: boolean; when: string; score: { awarded: number; total: number; percentage: number; grade: string; waiting: number } | null };
    const expected = [
      { id: second, inProgress: true, score: null },
      { id: first, inProgress: false, score: { awarded: 2, total: 36, percentage: 5.6, grade: "U", waiting: 0 } },
    ];
    const creator = (await call(creatorLoader as Handler, student, "/aipractisepaper", {})) as { papers: Array<{ id: string; attempts: Item[] }> };
    const listed = creator.papers.find((paper) => paper.id === paperId)!.attempts;
    expect(listed).toMatchObject(expected);
    expect(listed[0]!.when).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/);
    const page = bodyOf(await call(startLoader as Handler, student, `/aipractisepaper/${paperId}/practise`, { paperId })) as { attempts: Item[] };
    expect(page.attempts).toMatchObject(expected);
    // The score agrees with the attempt's own result page.
    const result = bodyOf(await call(resultLoader as Handler, student, `/aipractisepaper/attempts/${first}/result`, { attemptId: first })) as { result: { totals: object } };
    expect(result.result.totals).toMatchObject(expected[1]!.score!);
    const stranger = await withPlan("standard");
    expect(await listAttempts(db, stranger.id, paperId)).toEqual({});
    expect(await listAttempts(db, stranger.id)).toEqual({});
  });

  it("another student's paper or attempt answers 404 on every page and action, and changes nothing", async () => {
    const owner = await withPlan("standard");
    const stranger = await withPlan("standard");
    const { paperId, questions } = await makePaper(owner);
    const attemptId = await start(owner, paperId);
    await saveAnswers(db, owner.id, attemptId, { [questions[0]!.id]: "Mine" });
    expect(statusOf(await call(startLoader as Handler, stranger, `/aipractisepaper/${paperId}/practise`, { paperId }))).toBe(404);
    expect(statusOf(await call(startAction as Handler, stranger, `/aipractisepaper/${paperId}/practise`, { paperId }, []))).toBe(404);
    expect(statusOf(await call(attemptLoader as Handler, stranger, `/aipractisepaper/attempts/${attemptId}`, { attemptId }))).toBe(404);
    expect(statusOf(await call(resultLoader as Handler, stranger, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId }))).toBe(404);
    const save = await call(attemptAction as Handler, stranger, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [["intent", "save"], ...answerFields({ [questions[0]!.id]: "Theirs" })]);
    expect(statusOf(save)).toBe(404);
    expect(statusOf(await submit(stranger, attemptId, {}))).toBe(404);
    expect(statusOf(await call(attemptLoader as Handler, stranger, "/aipractisepaper/attempts/not-a-uuid", { attemptId: "not-a-uuid" }))).toBe(404);
    const view = await getAttempt(db, owner.id, attemptId);
    expect(view.ok && view.value.status).toBe("in_progress");
    expect(view.ok && view.value.answers[questions[0]!.id]?.answerText).toBe("Mine");
    const [attempts] = await db.select({ n: count() }).from(practiceAttempts).where(eq(practiceAttempts.userId, stranger.id));
    expect(Number(attempts?.n)).toBe(0);
  });

  it("Submit answers' check names an answer far shorter than its marks expect, before it uses a marking", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student, { essays: 2 });
    const attemptId = await start(student, paperId);
    const [essay1, essay2, short] = questions;
    const review = await call(attemptAction as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [
      ["intent", "review"],
      ...answerFields({ [essay1!.id]: "They both work.", [essay2!.id]: "Macbeth's ambition grows as the witches' prophecies work on his mind, and Lady Macbeth drives him on.", [short!.id]: "Macbeth" }),
    ]);
    expect(statusOf(review)).toBe(200);
    // The 30-mark essay of three words is named; the developed essay and the 4-mark short answer are not.
    expect(bodyOf(review)).toMatchObject({ ok: true, confirm: { answered: 3, markings: 3, short: [{ label: "Question 1", words: 3, marks: 30 }] } });
    expect(shortAnswersText([{ label: "Question 1", words: 3, marks: 30 }])).toBe(
      "This answer is much shorter than the marks expect: Question 1 (3 words for 30 marks). Marking it uses a marking all the same: keep working to add to it, or submit it as it is.",
    );
    expect(shortAnswersText([{ label: "Question 1", words: 3, marks: 30 }, { label: "Question 4", words: 6, marks: 16 }])).toBe(
      "These answers are much shorter than the marks expect: Question 1 (3 words for 30 marks) and Question 4 (6 words for 16 marks). Marking each uses a marking all the same: keep working to add to them, or submit them as they are.",
    );
  });

  it("a result already had stays readable after a move to Basic; marking its remaining answers needs the plan again", async () => {
    const student = await withPlan("standard");
    const { paperId, questions } = await makePaper(student, { essays: 2 });
    const attemptId = await start(student, paperId);
    await submit(student, attemptId, { [questions[0]!.id]: "Macbeth's ambition grows as the witches' words work on him.", [questions[2]!.id]: "Macbeth", [questions[3]!.id]: ["B", "D"] });
    await db.update(subscriptions).set({ plan: "basic" }).where(eq(subscriptions.userId, student.id));
    const page = await call(resultLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId });
    expect(statusOf(page)).toBe(200);
    expect(bodyOf(page)).toMatchObject({ state: "result", markGate: { allowed: false, requiredPlan: "Standard" }, result: { attemptId } });
    const used = await usedToday(student.id);
    const marking = await call(resultAction as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId }, [["intent", "mark-remaining"]]);
    expect(statusOf(marking)).toBe(403);
    expect(bodyOf(marking)).toMatchObject({ formError: "Upgrade to Standard plan to access this feature" });
    expect(await usedToday(student.id)).toBe(used);
  });

  it("a Basic student gets 403 with the upgrade message on every page and action: nothing created, no marking, no allowance used", async () => {
    const student = await withPlan("basic");
    const { paperId, questions } = await makePaper(student);
    const started = await startAttempt(db, student.id, paperId);
    if (!started.ok) throw new Error("start failed");
    const attemptId = started.value.attemptId;
    const gateMessage = "Upgrade to Standard plan to access this feature";
    const startPage = await call(startLoader as Handler, student, `/aipractisepaper/${paperId}/practise`, { paperId });
    expect(statusOf(startPage)).toBe(403);
    expect(bodyOf(startPage)).toMatchObject({ state: "gate", gate: { message: gateMessage, requiredPlan: "Standard" } });
    const startPost = await call(startAction as Handler, student, `/aipractisepaper/${paperId}/practise`, { paperId }, []);
    expect(statusOf(startPost)).toBe(403);
    expect(bodyOf(startPost)).toMatchObject({ ok: false, formError: gateMessage });
    expect(statusOf(await call(attemptLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }))).toBe(403);
    // The result of an attempt still being sat is its attempt page, which is refused above.
    expect(locationOf(await call(resultLoader as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId }))).toBe(`/aipractisepaper/attempts/${attemptId}`);
    const save = await call(attemptAction as Handler, student, `/aipractisepaper/attempts/${attemptId}`, { attemptId }, [["intent", "save"], ...answerFields({ [questions[0]!.id]: "An answer" })]);
    expect(statusOf(save)).toBe(403);
    expect(bodyOf(save)).toMatchObject({ formError: gateMessage });
    const submitted = await submit(student, attemptId, { [questions[0]!.id]: "An answer", [questions[1]!.id]: "Macbeth" });
    expect(statusOf(submitted)).toBe(403);
    expect(bodyOf(submitted)).toMatchObject({ formError: gateMessage });
    expect(statusOf(await call(resultAction as Handler, student, `/aipractisepaper/attempts/${attemptId}/result`, { attemptId }, [["intent", "mark-remaining"]]))).toBe(403);
    expect(await usedToday(student.id)).toBe(0);
    expect(await submissionsOf(student.id)).toBe(0);
    const [attempts] = await db.select({ n: count() }).from(practiceAttempts).where(eq(practiceAttempts.userId, student.id));
    expect(Number(attempts?.n)).toBe(1);
    const view = await getAttempt(db, student.id, attemptId);
    expect(view.ok && view.value.status).toBe("in_progress");
    expect(view.ok && Object.keys(view.value.answers)).toEqual([]);
  });
});
