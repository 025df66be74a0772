import { and, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";

import { getDailyUsage, giveBackMarkingUnit, takeMarkingUnit } from "~/features/usage/marking-quota.server";
import { londonDay } from "~/platform/time/london-day";
import { submissions, usageDays } from "~/platform/db/schema";

import { createStudent, pendingSubmissionInput } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { openPostgresTestDatabase } from "../../../tests/support/test-database";
import { ALLOWANCE_USED_UP, createSubmission, type NewSubmission } from "./create-submission.server";
import { getSubmissionForUser } from "./read-submissions.server";

const database = await setupTestDatabase();
const db = database.db;

function draft(userId: string, overrides: Partial<NewSubmission> = {}): NewSubmission {
  return pendingSubmissionInput(userId, {
    questionText: "How does Shakespeare present ambition in Macbeth?",
    answerText: "Shakespeare presents ambition as destructive...",
    sourceText: "Stars, hide your fires...",
    ...overrides,
  });
}

async function usedToday(userId: string) {
  const [row] = await db
    .select({ used: usageDays.used })
    .from(usageDays)
    .where(and(eq(usageDays.userId, userId), eq(usageDays.day, londonDay(new Date()))));
  return row?.used ?? 0;
}

describe("createSubmission and the daily allowance", () => {
  it("saves a pending submission and takes one unit", async () => {
    const student = await createStudent(db);
    const result = await createSubmission(db, draft(student.id), 15);
    expect(result).toMatchObject({ ok: true, value: { duplicate: false } });
    const saved = await getSubmissionForUser(db, student.id, (result as { value: { id: string } }).value.id);
    expect(saved).toMatchObject({ status: "pending", subject: "English Literature", board: "aqa", result: null });
    expect(await usedToday(student.id)).toBe(1);
  });

  it("E1: with one unit left, 50 parallel submits give exactly one submission", async () => {
    const student = await createStudent(db);
    const cap = 15;
    for (let i = 0; i < cap - 1; i++) expect((await createSubmission(db, draft(student.id), cap)).ok).toBe(true);
    const results = await Promise.all(Array.from({ length: 50 }, () => createSubmission(db, draft(student.id), cap)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === "RATE_LIMITED")).toHaveLength(49);
    expect(await usedToday(student.id)).toBe(cap);
    const rows = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.userId, student.id));
    expect(rows).toHaveLength(cap);
  });

  it("E1: the same holds across two app instances (two connection pools)", async (context) => {
    const url = inject("testDatabaseUrl");
    if (!url) context.skip("needs PostgreSQL: PGlite cannot be shared by two instances");
    const second = openPostgresTestDatabase(url);
    try {
      const student = await createStudent(db);
      const cap = 2;
      expect((await createSubmission(db, draft(student.id), cap)).ok).toBe(true);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => createSubmission(i % 2 ? db : second.db, draft(student.id), cap)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await usedToday(student.id)).toBe(cap);
    } finally {
      await second.dispose();
    }
  });

  it("E3: a double submit with the same key makes one submission and takes one unit", async () => {
    const student = await createStudent(db);
    const once = draft(student.id);
    const results = await Promise.all([createSubmission(db, once, 15), createSubmission(db, once, 15), createSubmission(db, once, 15)]);
    const ids = new Set(results.map((r) => (r.ok ? r.value.id : null)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && r.value.duplicate)).toHaveLength(2);
    expect(await usedToday(student.id)).toBe(1);
  });

  it("takes nothing and saves nothing when the allowance is used up, and gives a unit back", async () => {
    const student = await createStudent(db);
    expect((await createSubmission(db, draft(student.id), 1)).ok).toBe(true);
    const refused = await createSubmission(db, draft(student.id), 1);
    expect(refused).toEqual({ ok: false, code: "RATE_LIMITED", message: ALLOWANCE_USED_UP });
    expect(await usedToday(student.id)).toBe(1);
    await giveBackMarkingUnit(db, student.id, londonDay(new Date()));
    expect(await usedToday(student.id)).toBe(0);
    await giveBackMarkingUnit(db, student.id, londonDay(new Date()));
    expect(await usedToday(student.id)).toBe(0);
  });

  it("refuses everything with a cap of 0 (no plan)", async () => {
    const student = await createStudent(db);
    expect(await takeMarkingUnit(db, student.id, londonDay(new Date()), 0)).toBe(false);
    expect(await createSubmission(db, draft(student.id), 0)).toEqual({ ok: false, code: "RATE_LIMITED", message: ALLOWANCE_USED_UP });
  });

  it("E2: counts per London day: yesterday's use does not count today", async () => {
    const student = await createStudent(db);
    await db.insert(usageDays).values({ userId: student.id, day: "2020-01-01", used: 15 });
    const usage = await getDailyUsage(db, student.id, 15);
    expect(usage).toMatchObject({ used: 0, remaining: 15, cap: 15 });
  });

  it("reports N of M remaining and the reset date", async () => {
    const student = await createStudent(db);
    await createSubmission(db, draft(student.id), 15);
    const usage = await getDailyUsage(db, student.id, 15, new Date());
    expect(usage.remaining).toBe(14);
    expect(usage.resetsOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it("B2: another user's submission is not found", async () => {
    const owner = await createStudent(db);
    const other = await createStudent(db);
    const created = await createSubmission(db, draft(owner.id), 15);
    const id = (created as { value: { id: string } }).value.id;
    expect(await getSubmissionForUser(db, other.id, id)).toBeNull();
    expect(await getSubmissionForUser(db, owner.id, id)).not.toBeNull();
    expect(await getSubmissionForUser(db, owner.id, "not-a-uuid")).toBeNull();
  });
});
