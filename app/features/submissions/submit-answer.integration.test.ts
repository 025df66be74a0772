import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { profiles, submissions, subscriptions, usageDays } from "~/platform/db/schema";
import { SUBMISSION_MESSAGES } from "~/features/submissions/submission-rules";
import { action, loader } from "~/routes/subject";

import { createStudent } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const db = database.db;

type Student = Awaited<ReturnType<typeof createStudent>>;

function sessionOf(student: Student) {
  return {
    user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null },
    session: { id: "s", token: "t", userId: student.id },
  };
}

const valid = {
  board: "aqa",
  paperId: "paper-1",
  questionTypeId: "shakespeare",
  questionText: "Starting with this extract, how does Shakespeare present Lady Macbeth as a powerful woman?",
  sourceText: "Come, you spirits that tend on mortal thoughts, unsex me here...",
  answerText: "Shakespeare presents Lady Macbeth as powerful through her commands to the spirits...",
};

async function submit(student: Student, fields: Record<string, string>, subject = "english-literature") {
  const body = new URLSearchParams({ idempotencyKey: randomUUID(), ...fields });
  const request = new Request(`http://marker.test/subjects/${subject}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.toString().length) },
    body,
  });
  try {
    const result: unknown = await action({
      request,
      context: { session: sessionOf(student) },
      params: { subjectSlug: subject },
    } as unknown as Parameters<typeof action>[0]);
    if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), data: null };
    const wrapped = result as { data: { formError?: string; fieldErrors: Record<string, string> }; init?: { status?: number } };
    return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location"), data: null };
    throw thrown;
  }
}

async function submissionsOf(student: Student) {
  return db.select().from(submissions).where(eq(submissions.userId, student.id));
}

async function usedBy(student: Student) {
  const rows = await db.select({ used: usageDays.used }).from(usageDays).where(eq(usageDays.userId, student.id));
  return rows.reduce((sum, row) => sum + row.used, 0);
}

describe("submitting an answer", () => {
  it("saves it as pending and goes to the results page", async () => {
    const student = await createStudent(db);
    const result = await submit(student, valid);
    expect(result.status).toBe(302);
    const [saved] = await submissionsOf(student);
    expect(result.location).toBe(`/marking-results/${saved!.id}`);
    expect(saved).toMatchObject({
      subject: "English Literature",
      board: "aqa",
      paper: "paper-1",
      questionType: "shakespeare",
      status: "pending",
      sourceText: valid.sourceText,
    });
  });

  it("B5: fields that try to write a mark, a grade or a status are ignored", async () => {
    const student = await createStudent(db);
    await submit(student, { ...valid, status: "marked", result: '{"grade":"9"}', grade: "9", user_id: "someone-else" });
    const [saved] = await submissionsOf(student);
    expect(saved).toMatchObject({ status: "pending", result: null, userId: student.id });
  });

  it("on a server that marks offline, refuses AQA Language Paper 2 Question 1 (letters marked from a key) before spending anything", async () => {
    const student = await createStudent(db);
    await db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan: "standard", status: "active" });
    const letters = {
      board: "aqa",
      paperId: "paper-2",
      questionTypeId: "q1",
      questionText: "Read again the first two paragraphs of Source A. Choose four statements below which are true.\nA. The writer works at night.\nB. ...",
      sourceText: "It is three in the morning on Ward 7, and the only sounds are the soft beeping of a drip.",
      answerText: "A, B, C, F",
    };
    const refused = await submit(student, letters, "english-language");
    expect(refused.status).toBe(400);
    expect(refused.data?.formError).toBe(SUBMISSION_MESSAGES.statementsNeedKey);
    expect(await submissionsOf(student)).toHaveLength(0);
    expect(await usedBy(student)).toBe(0);
    // The paper's other questions are marked as before.
    const summary = await submit(student, { ...letters, questionTypeId: "q2", answerText: "Both writers describe nursing at night, but the first is calm where the second is frantic." }, "english-language");
    expect(summary.status).toBe(302);
  });

  it("B4: a trial (Basic) student cannot submit English Language or History, and nothing is spent", async () => {
    const student = await createStudent(db);
    for (const subject of ["english-language", "history"]) {
      const result = await submit(student, { ...valid, paperId: "paper-1", questionTypeId: "q2" }, subject);
      expect(result.status).toBe(403);
      expect(result.data?.formError).toBe("Upgrade to access this subject");
    }
    expect(await submissionsOf(student)).toHaveLength(0);
    expect(await usedBy(student)).toBe(0);
  });

  it("sends a student whose trial has ended to the pricing page", async () => {
    const student = await createStudent(db);
    await db.update(profiles).set({ trialEndsAt: sql`now() - interval '1 day'` }).where(eq(profiles.userId, student.id));
    const result = await submit(student, valid);
    expect(result.location).toBe("/pricing?expired=true");
    expect(await submissionsOf(student)).toHaveLength(0);
  });

  it("E4 and C1: refuses oversized fields with clear messages, before spending anything", async () => {
    const student = await createStudent(db);
    const longAnswer = await submit(student, { ...valid, answerText: "a".repeat(100_000) });
    expect(longAnswer.status).toBe(400);
    expect(longAnswer.data?.fieldErrors.answerText).toMatch(/^Your answer is too long: keep it to 20,000 characters/);
    const longQuestion = await submit(student, { ...valid, questionText: "q".repeat(10_000) });
    expect(longQuestion.data?.fieldErrors.questionText).toBe("The question is too long: keep it to 2,000 characters.");
    const longSource = await submit(student, { ...valid, sourceText: "s".repeat(10_001) });
    expect(longSource.data?.fieldErrors.sourceText).toMatch(/too long/);
    expect(await submissionsOf(student)).toHaveLength(0);
    expect(await usedBy(student)).toBe(0);
  });

  it("says which field is missing: the question, the extract (when needed) and the answer", async () => {
    const student = await createStudent(db);
    const result = await submit(student, { ...valid, questionText: "  ", sourceText: "", answerText: "\n" });
    expect(result.status).toBe(400);
    expect(result.data?.fieldErrors).toEqual({
      questionText: "Please enter the question you are answering.",
      sourceText: "Please paste the extract this question is about.",
      answerText: "Please write your answer before you continue.",
    });
  });

  it("refuses a paper or question type that is not in the catalogue", async () => {
    const student = await createStudent(db);
    for (const fields of [{ questionTypeId: "made-up" }, { paperId: "paper-9" }, { board: "cambridge" }]) {
      const result = await submit(student, { ...valid, ...fields });
      expect(result.status).toBe(400);
      expect(result.data?.fieldErrors.selection).toBe("Please choose an exam board, a paper and a question type.");
    }
  });

  it("refuses with the reset date when today's allowance is used up", async () => {
    const student = await createStudent(db);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
    await db.insert(usageDays).values({ userId: student.id, day: today, used: 15 });
    const result = await submit(student, valid);
    expect(result.status).toBe(429);
    expect(result.data?.formError).toMatch(/^You have used all 15 markings for today\. Your allowance resets on \d{1,2} \w+ \d{4}\.$/);
    expect(await submissionsOf(student)).toHaveLength(0);
  });

  it("E4: limits a burst of submissions from one student", async () => {
    const student = await createStudent(db);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await submit(student, valid)).status);
    expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("the subject page", () => {
  async function load(student: Student, subject: string) {
    try {
      const result: unknown = await loader({
        request: new Request(`http://marker.test/subjects/${subject}`),
        context: { session: sessionOf(student) },
        params: { subjectSlug: subject },
      } as unknown as Parameters<typeof loader>[0]);
      return result as { data?: { state: string }; init?: { status?: number }; state?: string; defaultBoard?: string };
    } catch (thrown) {
      return thrown as Response;
    }
  }

  it("defaults to the board saved for the subject, in any case, else AQA", async () => {
    const student = await createStudent(db, { boards: { "english-literature": "EDEXCEL", "english-language": "aqa", history: "aqa" } });
    const page = await load(student, "english-literature");
    expect(page).toMatchObject({ state: "open", defaultBoard: "edexcel" });
    const other = await createStudent(db, { boards: { "english-literature": "unknown-board", "english-language": "x", history: "y" } });
    expect(await load(other, "english-literature")).toMatchObject({ defaultBoard: "aqa" });
  });

  it("says 'Subject not found' for an unknown slug and shows the upgrade gate for a locked subject", async () => {
    const student = await createStudent(db);
    const unknown = (await load(student, "geography")) as { data: { state: string }; init: { status: number } };
    expect(unknown.data.state).toBe("not-found");
    expect(unknown.init.status).toBe(404);
    const locked = (await load(student, "history")) as { data: { state: string }; init: { status: number } };
    expect(locked.data.state).toBe("locked");
    expect(locked.init.status).toBe(403);
  });
});
