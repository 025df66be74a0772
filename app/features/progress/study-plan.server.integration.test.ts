import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { studyPlans } from "~/platform/db/schema";

import { createStudent } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { studyPlanCalendar } from "./study-plan";
import { calendarOwnerKey, getStudyPlanSettings, loadStudyPlan, saveStudyPlanSettings, STUDY_PLAN_MESSAGES } from "./study-plan.server";

const database = await setupTestDatabase();
const db = database.db;

/** Noon in London on a day (BST in May: 11:00 UTC). */
const at = (day: string) => new Date(`${day}T11:00:00Z`);
const SUBJECTS = ["english-literature", "english-language", "history"];

describe("study plan settings (fixed clock)", () => {
  it("keeps a saved exam date that has passed and leaves the subject out of the plan and the calendar; only never-set subjects get the default", async () => {
    const student = await createStudent(db);
    // A date of the student's own (the usual one is 13 May).
    const saved = await saveStudyPlanSettings(db, student.id, { minutesPerDay: "60", examDates: { "english-literature": "2027-05-12" } }, at("2027-05-01"));
    expect(saved.ok).toBe(true);

    const settings = await getStudyPlanSettings(db, student.id, at("2027-05-14"));
    expect(settings.examDates["english-literature"]).toBe("2027-05-12");
    expect(settings.passed).toEqual(["english-literature"]);
    expect(settings.defaulted).not.toContain("english-literature");
    expect(settings.defaulted).toEqual(expect.arrayContaining(["english-language", "history"]));
    expect(settings.examDates["english-language"]).toBe("2027-05-21");

    const { plan } = await loadStudyPlan(db, student.id, { now: at("2027-05-14"), boards: {}, subjects: SUBJECTS });
    const items = plan.flatMap((day) => day.items);
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((item) => item.subjectId === "english-literature")).toBe(false);
    const ics = studyPlanCalendar(plan, { appUrl: "https://marker.example", ownerKey: "k", now: at("2027-05-14") });
    expect(ics).not.toContain("English Literature");
    expect(ics).not.toContain("english-literature");
  });

  it("keeps the usual dates usual when the form sends them back unchanged (only minutes a day changed): next season's once these pass", async () => {
    const student = await createStudent(db);
    const shown = await getStudyPlanSettings(db, student.id, at("2026-11-23"));
    const saved = await saveStudyPlanSettings(db, student.id, { minutesPerDay: "45", examDates: shown.examDates }, at("2026-11-23"));
    expect(saved.ok).toBe(true);
    const after = await getStudyPlanSettings(db, student.id, at("2026-11-23"));
    expect(after.minutesPerDay).toBe(45);
    expect(after.defaulted).toEqual(expect.arrayContaining(SUBJECTS));
    // After the 2027 season, the usual dates are 2028's: nothing counts as passed.
    const later = await getStudyPlanSettings(db, student.id, at("2027-07-01"));
    expect(later.passed).toEqual([]);
    expect(later.examDates["english-literature"]).toBe("2028-05-13");
    // A date of their own is still theirs.
    await saveStudyPlanSettings(db, student.id, { minutesPerDay: "45", examDates: { ...shown.examDates, history: "2027-06-10" } }, at("2026-11-23"));
    const own = await getStudyPlanSettings(db, student.id, at("2026-11-23"));
    expect(own.defaulted).not.toContain("history");
    expect(own.examDates.history).toBe("2027-06-10");
  });

  it("lets the form send a passed date back unchanged, but refuses any other past date", async () => {
    const student = await createStudent(db);
    // A date of the student's own (the usual one is 3 June).
    await saveStudyPlanSettings(db, student.id, { minutesPerDay: "30", examDates: { history: "2027-06-04" } }, at("2027-05-01"));
    const kept = await saveStudyPlanSettings(db, student.id, { minutesPerDay: "45", examDates: { history: "2027-06-04" } }, at("2027-06-10"));
    expect(kept.ok).toBe(true);
    const [row] = await db.select().from(studyPlans).where(eq(studyPlans.userId, student.id));
    expect(row).toMatchObject({ minutesPerDay: 45, examDates: { history: "2027-06-04" } });
    const other = await saveStudyPlanSettings(db, student.id, { minutesPerDay: "45", examDates: { history: "2027-06-02" } }, at("2027-06-10"));
    expect(other).toMatchObject({ ok: false, message: STUDY_PLAN_MESSAGES.date, field: "exam-history" });
  });

  it("accepts an exam date 800 days ahead and refuses 801 with a message that says the rule", async () => {
    const student = await createStudent(db);
    const now = at("2026-11-23");
    const farthest = await saveStudyPlanSettings(db, student.id, { minutesPerDay: "30", examDates: { history: "2029-01-31" } }, now);
    expect(farthest.ok).toBe(true);
    const tooFar = await saveStudyPlanSettings(db, student.id, { minutesPerDay: "30", examDates: { history: "2029-02-01" } }, now);
    expect(tooFar).toMatchObject({ ok: false, field: "exam-history", message: "Please enter an exam date no more than 800 days (about two years) from today." });
  });
});

describe("calendar owner key", () => {
  it("is stable for a student, different between students and secrets, and shows nothing of the user id", () => {
    const secret = "s".repeat(40);
    const userId = "YWGCXIj3abcdefghijklmnop";
    const key = calendarOwnerKey(userId, secret);
    expect(calendarOwnerKey(userId, secret)).toBe(key);
    expect(calendarOwnerKey("another-user-id", secret)).not.toBe(key);
    expect(calendarOwnerKey(userId, "t".repeat(40))).not.toBe(key);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain(userId.slice(0, 4));
  });
});
