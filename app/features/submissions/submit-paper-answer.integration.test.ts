import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { ENTITLEMENTS, SUBJECT_LOCKED_MESSAGE, type PlanState } from "~/features/billing";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { submissions, usageDays } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";

import { createStudent } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from "./submission-schema";
import { submitPaperAnswer } from "./submit-paper-answer.server";

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const db = database.db;

const planOf = (plan: "basic" | "standard"): PlanState => ({
  status: "active",
  plan,
  label: plan,
  badgeClass: "",
  entitlements: ENTITLEMENTS[plan],
  subscriptionStatus: "active",
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
});

const history = { subjectId: "history", subjectName: "History", boardId: "aqa", paperId: "paper-1", topicId: "america-1840-1895", questionTypeId: "q4-describe" };

async function usedBy(userId: string) {
  const [row] = await db.select({ used: usageDays.used }).from(usageDays).where(and(eq(usageDays.userId, userId), eq(usageDays.day, londonDay(new Date()))));
  return row?.used ?? 0;
}
async function submissionsOf(userId: string) {
  const [row] = await db.select({ n: count() }).from(submissions).where(eq(submissions.userId, userId));
  return Number(row?.n ?? 0);
}

describe("submitPaperAnswer (a practice paper's answer sent for marking)", () => {
  it("saves a pending submission and takes one marking; the same key again takes nothing", async () => {
    const student = await createStudent(db);
    const input = { userId: student.id, plan: planOf("standard"), target: history, questionText: "Describe the Plains Indians' way of life.", sourceText: null, answerText: "They followed the buffalo.", idempotencyKey: "paper-attempt:a:b" };
    const first = await submitPaperAnswer(db, input);
    expect(first).toMatchObject({ ok: true, value: { duplicate: false } });
    const again = await submitPaperAnswer(db, input);
    expect(again).toMatchObject({ ok: true, value: { duplicate: true } });
    expect(again.ok && first.ok && again.value.submissionId).toBe(first.ok && first.value.submissionId);
    expect(await usedBy(student.id)).toBe(1);
    const [row] = await db.select().from(submissions).where(eq(submissions.userId, student.id));
    expect(row).toMatchObject({ status: "pending", subjectId: "history", board: "aqa", paper: "paper-1", topic: "america-1840-1895", questionType: "q4-describe" });
  });

  it("refuses a subject the plan does not open, a blank or too long answer, and a type not in the catalogue, taking nothing", async () => {
    const student = await createStudent(db);
    const base = { userId: student.id, plan: planOf("standard"), target: history, questionText: "Describe.", sourceText: null, answerText: "An answer.", idempotencyKey: "paper-attempt:c:d" };
    expect(await submitPaperAnswer(db, { ...base, plan: planOf("basic") })).toMatchObject({ ok: false, code: "FORBIDDEN", message: SUBJECT_LOCKED_MESSAGE });
    expect(await submitPaperAnswer(db, { ...base, answerText: "  " })).toMatchObject({ ok: false, code: "BAD_REQUEST", message: SUBMISSION_MESSAGES.answerRequired });
    expect(await submitPaperAnswer(db, { ...base, answerText: "x".repeat(SUBMISSION_LIMITS.answer + 1) })).toMatchObject({ ok: false, message: SUBMISSION_MESSAGES.answerTooLong });
    expect(await submitPaperAnswer(db, { ...base, target: { ...history, questionTypeId: "nope" } })).toMatchObject({ ok: false, code: "BAD_REQUEST" });
    expect(await usedBy(student.id)).toBe(0);
    expect(await submissionsOf(student.id)).toBe(0);
  });

  it("answers RATE_LIMITED with the allowance message when today's markings are used up, and saves nothing", async () => {
    const student = await createStudent(db);
    await db.insert(usageDays).values({ userId: student.id, day: londonDay(new Date()), used: 50 });
    const result = await submitPaperAnswer(db, { userId: student.id, plan: planOf("standard"), target: history, questionText: "Describe.", sourceText: null, answerText: "An answer.", idempotencyKey: "paper-attempt:e:f" });
    expect(result).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect(!result.ok && result.message).toMatch(/^You have used all 50 markings for today\./);
    expect(await submissionsOf(student.id)).toBe(0);
  });
});
