import { readFileSync } from "node:fs";

import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { planStateFor } from "~/features/billing";
import { markSubmission } from "~/features/marking/mark-submission.server";
import type { Marker, MarkingInput } from "~/features/marking/marker";
import { getPaperResult, saveAnswers, startAttempt, submitAttempt } from "~/features/papers/attempts.server";
import { createPaper } from "~/features/papers/papers.server";
import { countMarkedGrades, countOffTariffPaperAnswers, listRecentAnswers, loadDailyActivity, loadSubjectHistories } from "~/features/progress/progress.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { practiceAttemptAnswers, practiceQuestions, profiles, submissionObjectives, submissions, subscriptions } from "~/platform/db/schema";

import { createPendingSubmission, createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import { loader as dashboardLoader } from "./dashboard";
import { action, loader } from "./progress";

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const db = database.db;

type Student = Awaited<ReturnType<typeof createStudent>>;
const contextFor = (student: Student) => ({
  session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } },
});
const args = (student: Student, url: string, init?: RequestInit) =>
  ({ request: new Request(`http://marker.test${url}`, init), context: contextFor(student), params: {} }) as never;

/** A marker standing in for the model: AQA Shakespeare (AO1 12, AO2 12, AO3 6, AO4 4) with the marks given. */
function markerGiving(ao1: number, ao2: number, ao3: number, ao4: number): Marker {
  return {
    identity: { id: "scripted", model: "script-1", promptVersion: "t", label: "Scripted", offline: true },
    async mark() {
      return {
        objectives: [
          { code: "AO1", marks: ao1, rationale: "r", evidence: [] },
          { code: "AO2", marks: ao2, rationale: "r", evidence: [] },
          { code: "AO3", marks: ao3, rationale: "r", evidence: [] },
          { code: "AO4", marks: ao4, rationale: "r", evidence: [] },
        ],
        strengths: ["s"],
        areasForImprovement: ["a"],
        specificFeedback: "f",
        suggestions: ["g"],
        annotations: [],
      } as never;
    },
  };
}

async function markOne(student: Student, marks: [number, number, number, number], answerText: string) {
  const id = await createPendingSubmission(db, student.id, { answerText });
  expect(await markSubmission(db, markerGiving(...marks), student.id, id)).toBe("marked");
  return id;
}

async function withPlan(plan: "basic" | "premium") {
  const student = await createStudent(db);
  await db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan, status: "active" });
  return student;
}

describe("figures stored at marking time", () => {
  it("writes the mark, percentage, grade, level and one row per objective with the result", async () => {
    const student = await createStudent(db);
    const id = await markOne(student, [6, 6, 3, 2], "Macbeth's ambition grows as the play goes on, first one way.");
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    const result = row!.result as { achievedMarks: number; totalMarks: number; percentage: number; grade: string; level: number };
    expect(row).toMatchObject({ achievedMarks: 17, totalMarks: 34, percentage: result.percentage, grade: result.grade, level: result.level });
    expect(result.achievedMarks).toBe(17);
    const objectives = await db.select().from(submissionObjectives).where(eq(submissionObjectives.submissionId, id));
    expect(objectives.map((objective) => [objective.code, objective.achieved, objective.max]).sort()).toEqual([
      ["AO1", 6, 12],
      ["AO2", 6, 12],
      ["AO3", 3, 6],
      ["AO4", 2, 4],
    ]);
    expect(objectives.every((objective) => objective.userId === student.id && objective.subjectId === "english-literature")).toBe(true);
  });

  it("replaces objective rows left by an earlier marking, and writes nothing once the claim is lost", async () => {
    const student = await createStudent(db);
    const id = await createPendingSubmission(db, student.id, { answerText: "An answer marked after an interrupted marking." });
    // Rows as an earlier marking of this answer might have left them: one objective this mark scheme no longer
    // has, and AO1 with other marks.
    const earlier = new Date("2026-01-01T10:00:00Z");
    await db.insert(submissionObjectives).values([
      { submissionId: id, userId: student.id, subjectId: "english-literature", code: "AO9", achieved: 1, max: 2, markedAt: earlier },
      { submissionId: id, userId: student.id, subjectId: "english-literature", code: "AO1", achieved: 1, max: 12, markedAt: earlier },
    ]);
    expect(await markSubmission(db, markerGiving(7, 5, 4, 1), student.id, id)).toBe("marked");
    const [row] = await db.select({ markedAt: submissions.markedAt }).from(submissions).where(eq(submissions.id, id));
    const objectives = await db.select().from(submissionObjectives).where(eq(submissionObjectives.submissionId, id));
    expect(objectives.map((objective) => [objective.code, objective.achieved, objective.max]).sort()).toEqual([
      ["AO1", 7, 12],
      ["AO2", 5, 12],
      ["AO3", 4, 6],
      ["AO4", 1, 4],
    ]);
    expect(objectives.every((objective) => objective.markedAt.getTime() === row!.markedAt!.getTime())).toBe(true);

    // A marking whose submission was settled by someone else meanwhile (its claim lost) saves nothing.
    const other = await createPendingSubmission(db, student.id, { answerText: "An answer settled while its marking ran." });
    const kept = { submissionId: other, userId: student.id, subjectId: "english-literature", code: "AO1", achieved: 2, max: 12, markedAt: earlier };
    await db.insert(submissionObjectives).values(kept);
    const settling: Marker = {
      ...markerGiving(9, 9, 5, 4),
      async mark(input) {
        await db.update(submissions).set({ status: "failed" }).where(eq(submissions.id, other));
        return markerGiving(9, 9, 5, 4).mark(input);
      },
    };
    expect(await markSubmission(db, settling, student.id, other)).toBe("failed");
    const [settled] = await db.select({ status: submissions.status, result: submissions.result }).from(submissions).where(eq(submissions.id, other));
    expect(settled).toEqual({ status: "failed", result: null });
    // Its rows are left as they were: nothing of the lost marking is written, nothing deleted.
    expect(await db.select().from(submissionObjectives).where(eq(submissionObjectives.submissionId, other))).toEqual([kept]);
  });

  it("fills the columns of results marked before the migration from their stored JSON (the migration's backfill)", async () => {
    const student = await createStudent(db);
    const id = await markOne(student, [12, 9, 3, 4], "A second answer about the witches and their prophecies.");
    // As a row marked before migration 0014: the result but no columns and no objective rows.
    await db.delete(submissionObjectives).where(eq(submissionObjectives.submissionId, id));
    await db.update(submissions).set({ achievedMarks: null, totalMarks: null, percentage: null, grade: null, level: null }).where(eq(submissions.id, id));
    const migration = readFileSync("app/platform/db/migrations/0014_progress_and_study_plans.sql", "utf8");
    const backfill = migration.slice(migration.indexOf("-- Results marked before this migration"));
    for (const statement of backfill.split("--> statement-breakpoint")) {
      const text = statement.replace(/^--.*$/gm, "").trim();
      if (text) await db.execute(sql.raw(text));
    }
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ achievedMarks: 28, totalMarks: 34, grade: "8" });
    const objectives = await db.select().from(submissionObjectives).where(and(eq(submissionObjectives.submissionId, id), eq(submissionObjectives.code, "AO2")));
    expect(objectives[0]).toMatchObject({ achieved: 9, max: 12, userId: student.id });
  });
});

describe("/progress", () => {
  it("shows one student's own answers only, oldest first, with the objective trend and the weakest objective", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const first = await markOne(student, [4, 3, 1, 1], "First attempt at the question on ambition and guilt.");
    const second = await markOne(student, [6, 5, 2, 2], "Second attempt, with more on the language of blood.");
    const third = await markOne(student, [9, 8, 2, 3], "Third attempt, with quotations embedded and context.");
    const theirs = await markOne(other, [11, 11, 5, 3], "Another student's answer that must never show.");

    const data = await loader(args(student, "/progress"));
    expect(data.gate.allowed).toBe(true);
    expect(data.subjects).toHaveLength(1);
    const literature = data.subjects[0]!;
    expect(literature.markedCount).toBe(3);
    expect(literature.answers.map((answer) => answer.id)).toEqual([first, second, third]);
    expect(literature.answers.map((answer) => answer.marks)).toEqual(["9/34", "15/34", "22/34"]);
    expect(JSON.stringify(data)).not.toContain(theirs);
    const ao2 = literature.objectives.find((objective) => objective.code === "AO2")!;
    expect(ao2.points.map((point) => point.share)).toEqual([25, 42, 67]);
    // AO3: 5 of 18 is the lowest share.
    expect(literature.weakest).toMatchObject({ code: "AO3", overall: 28, only: false });
    expect(literature.weakest!.training!.href).toContain("/subjects/english-literature?board=aqa");
    expect(literature.weakest!.latestResultHref).toBe(`/marking-results/${third}`);
    expect(literature.trajectory.map((point) => point.grade)).toHaveLength(3);
    expect(data.calendar!.answers).toBeGreaterThanOrEqual(3);

    const histories = await loadSubjectHistories(db, other.id);
    expect(histories[0]!.answers.map((answer) => answer.id)).toEqual([theirs]);
  });

  it("counts today's answers in the activity calendar, for the student only", async () => {
    const student = await createStudent(db);
    await markOne(student, [6, 6, 3, 2], "An answer written today for the calendar.");
    await createPendingSubmission(db, student.id, { answerText: "Another answer, not marked yet, still counts as work." });
    const days = await loadDailyActivity(db, student.id, new Date());
    expect(days.reduce((sum, day) => sum + day.answers, 0)).toBe(2);
    const stranger = await createStudent(db);
    expect(await loadDailyActivity(db, stranger.id, new Date())).toEqual([]);
  });

  it("has an empty state with nothing marked", async () => {
    const student = await createStudent(db);
    const data = await loader(args(student, "/progress"));
    expect(data.subjects).toEqual([]);
    expect(data.calendar!.activeDays).toBe(0);
  });

  it("keeps target grades to Premium: a Basic student's save is refused with the upgrade message and writes nothing", async () => {
    const basic = await withPlan("basic");
    const body = new FormData();
    body.set("target-english-literature", "7");
    const refused = (await action(args(basic, "/progress", { method: "POST", body }))) as unknown as { init: { status: number }; data: { formError: string } };
    expect(refused.init.status).toBe(403);
    expect(refused.data.formError).toBe("Upgrade to Premium plan to access this feature");
    const [profile] = await db.select({ targets: profiles.targetGrades }).from(profiles).where(eq(profiles.userId, basic.id));
    expect(profile!.targets).toEqual({});
    const data = await loader(args(basic, "/progress"));
    expect(data.advanced.allowed).toBe(false);
  });

  it("saves a Premium student's targets and compares the latest answers with them", async () => {
    const premium = await withPlan("premium");
    await markOne(premium, [6, 6, 3, 2], "An answer for the target comparison.");
    const body = new FormData();
    body.set("target-english-literature", "7");
    body.set("target-history", "");
    await action(args(premium, "/progress", { method: "POST", body }));
    const data = await loader(args(premium, "/progress"));
    expect(data.targets).toEqual({ "english-literature": 7 });
    expect(data.subjects[0]!.target).toMatchObject({ target: 7, targetPercentage: 70, recentPercentage: 50, gap: 20, met: false });

    const bad = new FormData();
    bad.set("target-english-literature", "12");
    const refused = (await action(args(premium, "/progress", { method: "POST", body: bad }))) as unknown as { init: { status: number } };
    expect(refused.init.status).toBe(400);
  });
});

/** A marker standing in for the model on any question type: full marks, except a fifth of the weak objective's (rounded down). */
function markerWeakIn(code: string): Marker {
  return {
    identity: { id: "scripted", model: "script-1", promptVersion: "t", label: "Scripted", offline: true },
    async mark(input: MarkingInput) {
      return {
        objectives: input.questionType.objectives.map((objective) => ({
          code: objective.code,
          marks: objective.code === code ? Math.floor(objective.marks / 5) : objective.marks,
          rationale: "r",
          evidence: [],
        })),
        strengths: ["s"],
        areasForImprovement: ["a"],
        specificFeedback: "f",
        suggestions: ["g"],
        annotations: [],
      };
    },
  };
}

/** A marked History answer on the board, paper, topic and question type given. */
async function markHistory(student: Student, place: { board: string; paper: string; topic: string; questionType: string }, weak = "AO2") {
  const id = await createPendingSubmission(db, student.id, {
    subjectId: "history",
    subjectName: "History",
    ...place,
    questionText: "Explain why the period brought change.",
    answerText: "There were several reasons for change in this period, and the most important was money.",
    sourceText: null,
  });
  expect(await markSubmission(db, markerWeakIn(weak), student.id, id)).toBe("marked");
  return id;
}

describe("/progress: your next step", () => {
  it("practises the weak objective on the topic the student sat (WJEC The Elizabethan Age), not the catalogue's first topic", async () => {
    const student = await createStudent(db, { board: "wjec" });
    await markHistory(student, { board: "wjec", paper: "component-1", topic: "elizabethan-age", questionType: "explain" });
    await markHistory(student, { board: "wjec", paper: "component-1", topic: "elizabethan-age", questionType: "explain" });
    const data = await loader(args(student, "/progress"));
    const history = data.subjects.find((subject) => subject.subjectId === "history")!;
    expect(history.weakest).toMatchObject({ code: "AO2" });
    // The explain question (AO2 5 of its 8 marks) in the student's own topic; the first option would be Conflict and Upheaval.
    expect(history.weakest!.training!.href).toBe("/subjects/history?board=wjec&paper=component-1&topic=elizabethan-age&questionType=explain");
  });

  it("follows the student's most recent topic (Edexcel Crime and punishment after Weimar and Nazi Germany), on its own paper", async () => {
    const student = await createStudent(db, { board: "edexcel" });
    await markHistory(student, { board: "edexcel", paper: "paper-3", topic: "germany", questionType: "q2-explain-why" });
    await markHistory(student, { board: "edexcel", paper: "paper-1", topic: "crime-and-punishment", questionType: "q4-explain-why" });
    const data = await loader(args(student, "/progress"));
    const history = data.subjects.find((subject) => subject.subjectId === "history")!;
    expect(history.weakest).toMatchObject({ code: "AO2" });
    const href = new URL(history.weakest!.training!.href, "http://marker.test");
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ board: "edexcel", paper: "paper-1", topic: "crime-and-punishment" });
  });
});

describe("dashboard recent activity", () => {
  it("shows each marked answer's mark, grade and colour band from the stored columns", async () => {
    const student = await createStudent(db);
    await markOne(student, [11, 11, 5, 4], "A strong answer with everything the examiner wants to see.");
    await createPendingSubmission(db, student.id, { answerText: "Waiting to be marked." });
    const data = await dashboardLoader(args(student, "/dashboard"));
    expect(data.recent[0]).toMatchObject({ status: "Waiting to be marked", score: null });
    expect(data.recent[1]!.score).toEqual({ marks: "31/34", percentage: 91.2, grade: "9", band: { tone: "green", label: "Excellent" } });
    expect(data.averageGrade).toBe("9");
    expect(data.progressAnalytics).toBe(true);
  });
});

/** A marker standing in for the model on any question type: a fifth of each objective's marks, rounded up. */
const fifthOfEachObjective: Marker = {
  identity: { id: "scripted", model: "script-1", promptVersion: "t", label: "Scripted", offline: true },
  async mark(input: MarkingInput) {
    return {
      objectives: input.questionType.objectives.map((objective) => ({ code: objective.code, marks: Math.ceil(objective.marks / 5), rationale: "r", evidence: [] })),
      strengths: ["s"],
      areasForImprovement: ["a"],
      specificFeedback: "f",
      suggestions: ["g"],
      annotations: [],
    };
  },
};

describe("practice paper answers in progress and on the dashboard", () => {
  it("a hand-made 1-mark essay marked against a board question worth other marks: its own mark on the dashboard, no grade, left out of progress and the average, and both pages say so", async () => {
    const student = await withPlan("premium");
    const plan = planStateFor({ trialEndsAt: new Date() }, { plan: "premium", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false });
    const created = await createPaper(db, student.id, {
      title: "One-mark essay",
      subject: "English Literature",
      examBoard: "AQA",
      questions: [{ text: "How does Shakespeare present ambition in Macbeth?", marks: "1", questionType: "essay" }],
    });
    if (!created.ok) throw new Error(created.message);
    const [question] = await db.select({ id: practiceQuestions.id }).from(practiceQuestions).where(eq(practiceQuestions.paperId, created.value.paperId));
    const started = await startAttempt(db, student.id, created.value.paperId);
    if (!started.ok) throw new Error("start failed");
    const attemptId = started.value.attemptId;
    await saveAnswers(db, student.id, attemptId, { [question!.id]: "Macbeth's ambition is his hamartia: the 'vaulting ambition' that o'erleaps itself." });
    expect(await submitAttempt(db, student.id, plan, attemptId)).toMatchObject({ ok: true, value: { sent: 1 } });
    const [linked] = await db.select({ submissionId: practiceAttemptAnswers.submissionId }).from(practiceAttemptAnswers).where(eq(practiceAttemptAnswers.attemptId, attemptId));
    expect(await markSubmission(db, fifthOfEachObjective, student.id, linked!.submissionId!)).toBe("marked");
    const [stored] = await db.select({ achieved: submissions.achievedMarks, outOf: submissions.totalMarks }).from(submissions).where(eq(submissions.id, linked!.submissionId!));
    // Marked out of the board question type's marks, which are not the question's 1.
    expect(stored!.outOf).toBeGreaterThan(1);
    const paper = await getPaperResult(db, student.id, attemptId);
    if (!paper.ok) throw new Error("no result");
    const own = paper.value.questions[0]!.awarded;
    expect(paper.value.questions[0]).toMatchObject({ state: "marked", marks: 1, scaledFrom: { achieved: stored!.achieved, outOf: stored!.outOf } });

    // The dashboard: the mark out of the question's own 1 mark, the same as the paper's result, and no grade.
    const dashboard = await dashboardLoader(args(student, "/dashboard"));
    expect(dashboard.recent[0]!.score).toEqual({ marks: `${own}/1`, percentage: null, grade: null, band: null });
    expect(dashboard.averageGrade).toBe("N/A");
    expect(dashboard.gradesLeftOut).toBe(1);
    expect((await listRecentAnswers(db, student.id))[0]).toMatchObject({ paperQuestionMarks: 1, totalMarks: stored!.outOf });
    // Progress: nothing charted out of a tariff the question never had, and the page says one answer is left out.
    expect(await loadSubjectHistories(db, student.id)).toEqual([]);
    expect(await countMarkedGrades(db, student.id)).toEqual([]);
    expect(await countOffTariffPaperAnswers(db, student.id)).toBe(1);
    expect(await loader(args(student, "/progress"))).toMatchObject({ subjects: [], leftOut: 1 });

    // An answer from the answer form counts as before, alone.
    const mine = await markOne(student, [6, 6, 3, 2], "Macbeth's ambition grows as the play goes on, first one way.");
    const progress = await loader(args(student, "/progress"));
    expect(progress.subjects).toHaveLength(1);
    expect(progress.subjects[0]!.answers.map((answer) => [answer.id, answer.marks])).toEqual([[mine, "17/34"]]);
    expect(progress.subjects[0]!.markedCount).toBe(1);
    expect(await countMarkedGrades(db, student.id)).toEqual([{ grade: "5", answers: 1 }]);
    expect((await dashboardLoader(args(student, "/dashboard"))).averageGrade).toBe("5");
    // Another student sees none of it.
    expect(await countOffTariffPaperAnswers(db, (await createStudent(db)).id)).toBe(0);
  });
});
