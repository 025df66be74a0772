import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { markSubmission } from "~/features/marking/mark-submission.server";
import type { Marker, MarkingInput } from "~/features/marking/marker";
import { examDateRange } from "~/features/progress/study-plan";
import { calendarOwnerKey } from "~/features/progress/study-plan.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { flashcards, flashcardSets, studyPlans, subscriptions } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";

import { createPendingSubmission, createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import { action, loader } from "./study-plan";
import { loader as calendar } from "./study-plan.ics";

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40), APP_URL: "https://marker.example" }));
setDatabase(database);
const db = database.db;

type Student = Awaited<ReturnType<typeof createStudent>>;
const args = (student: Student, url: string, init?: RequestInit) =>
  ({
    request: new Request(`http://marker.test${url}`, init),
    context: { session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } } },
    params: {},
  }) as never;

async function withPlan(plan: "basic" | "standard" | "premium") {
  const student = await createStudent(db);
  await db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan, status: "active" });
  return student;
}

async function addDueCards(student: Student, count: number) {
  const [set] = await db.insert(flashcardSets).values({ userId: student.id, title: "Macbeth quotations" }).returning({ id: flashcardSets.id });
  await db.insert(flashcards).values(
    Array.from({ length: count }, (_, position) => ({ setId: set!.id, userId: student.id, position, front: `Front ${position}`, back: `Back ${position}`, due: new Date(Date.now() - 60_000) })),
  );
}

const post = (student: Student, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return action(args(student, "/study-plan", { method: "POST", body })) as unknown as Promise<{ init?: { status: number }; data: Record<string, unknown> }>;
};

describe("study plan gate (Premium)", () => {
  it("shows the gate to Basic and Standard, refuses their saves with the upgrade message and their calendar with 403", async () => {
    for (const plan of ["basic", "standard"] as const) {
      const student = await withPlan(plan);
      const data = await loader(args(student, "/study-plan"));
      expect(data).toMatchObject({ gate: { allowed: false, requiredPlan: "Premium", hasPlan: true }, settings: null, days: [] });
      const refused = await post(student, { minutesPerDay: "45" });
      expect(refused.init!.status).toBe(403);
      expect(refused.data.formError).toBe("Upgrade to Premium plan to access this feature");
      expect(await db.select().from(studyPlans).where(eq(studyPlans.userId, student.id))).toEqual([]);
      const ics = (await calendar(args(student, "/study-plan.ics"))) as Response;
      expect(ics.status).toBe(403);
    }
  });
});

describe("study plan (Premium)", () => {
  it("plans the week from the default season, the cards due and the minutes a day, and exports it as a calendar", async () => {
    const student = await withPlan("premium");
    await addDueCards(student, 10);
    const data = await loader(args(student, "/study-plan"));
    expect(data.days).toHaveLength(7);
    expect(data.settings!.minutesPerDay).toBe(30);
    expect(data.settings!.subjects.map((subject) => subject.defaulted)).toEqual([true, true, true]);
    expect(data.days[0]!.items[0]).toMatchObject({ kind: "flashcards", title: "Review 10 due flashcards", minutes: 5 });
    expect(data.days[0]!.minutes).toBe(30);

    const response = (await calendar(args(student, "/study-plan.ics"))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain("marker-study-plan.ics");
    const text = await response.text();
    expect(text).toContain("SUMMARY:Review 10 due flashcards (5 min)");
    expect(text).toContain("URL:https://marker.example/flashcards/review");
  });

  it("saves minutes and exam dates, refuses bad ones with a message and gives back what was typed", async () => {
    const student = await withPlan("premium");
    const tooMany = await post(student, { minutesPerDay: "600", "exam-english-literature": "2027-05-20" });
    expect(tooMany.init!.status).toBe(400);
    expect(tooMany.data.fieldErrors).toEqual({ minutesPerDay: "Please choose between 10 and 240 minutes a day." });
    expect(tooMany.data.values).toMatchObject({ minutesPerDay: "600", "exam-english-literature": "2027-05-20" });
    const badDate = await post(student, { minutesPerDay: "60", "exam-history": "2027-02-30" });
    expect(badDate.data.fieldErrors).toEqual({ "exam-history": "Please enter each exam date as a real date, today or later." });
    const past = await post(student, { minutesPerDay: "60", "exam-history": "2020-06-01" });
    expect(past.data.fieldErrors).toEqual({ "exam-history": "Please enter each exam date as a real date, today or later." });

    const nextYear = new Date().getUTCFullYear() + 1;
    const saved = await post(student, { minutesPerDay: "60", "exam-english-literature": `${nextYear}-05-20`, "exam-history": "" });
    expect(saved.data).toMatchObject({ ok: true, notice: "Your study plan settings are saved." });
    const data = await loader(args(student, "/study-plan"));
    expect(data.settings!.minutesPerDay).toBe(60);
    const literature = data.settings!.subjects.find((subject) => subject.id === "english-literature")!;
    expect(literature).toMatchObject({ examDate: `${nextYear}-05-20`, defaulted: false });
    expect(data.settings!.subjects.find((subject) => subject.id === "history")!.defaulted).toBe(true);
    expect(data.days.every((day) => day.minutes === 60 || day.items.some((item) => item.kind === "paper"))).toBe(true);
  });

  it("refuses an exam date more than 800 days ahead with the real rule and gives the date inputs their range", async () => {
    const student = await withPlan("premium");
    const range = examDateRange(londonDay(new Date()));
    const tooFar = await post(student, { minutesPerDay: "30", "exam-history": nextDay(range.max) });
    expect(tooFar.init!.status).toBe(400);
    expect(tooFar.data.fieldErrors).toEqual({ "exam-history": "Please enter an exam date no more than 800 days (about two years) from today." });
    const farthest = await post(student, { minutesPerDay: "30", "exam-history": range.max });
    expect(farthest.data).toMatchObject({ ok: true });
    const data = await loader(args(student, "/study-plan"));
    expect(data.settings!.dateRange).toEqual(range);
  });

  it("keeps a passed exam date, says the exam was on that date and leaves the subject out of the week and the calendar", async () => {
    const student = await withPlan("premium");
    const yesterday = nextDay(londonDay(new Date()), -1);
    await db.insert(studyPlans).values({ userId: student.id, minutesPerDay: 30, examDates: { "english-literature": yesterday } });
    const data = await loader(args(student, "/study-plan"));
    const literature = data.settings!.subjects.find((subject) => subject.id === "english-literature")!;
    expect(literature).toMatchObject({ examDate: yesterday, defaulted: false, passed: true });
    expect(data.days.flatMap((day) => day.items).some((item) => item.subjectId === "english-literature")).toBe(false);
    expect(data.days.flatMap((day) => day.items).length).toBeGreaterThan(0);
    const ics = await ((await calendar(args(student, "/study-plan.ics"))) as Response).text();
    expect(ics).not.toContain("English Literature");
    // Sending the form back unchanged keeps the passed date.
    const saved = await post(student, { minutesPerDay: "45", "exam-english-literature": yesterday });
    expect(saved.data).toMatchObject({ ok: true });
    const [row] = await db.select().from(studyPlans).where(eq(studyPlans.userId, student.id));
    expect(row!.examDates).toEqual({ "english-literature": yesterday });
  });

  it("practises History on the topic the student sat (WJEC The Elizabethan Age), in the week and in the calendar", async () => {
    const student = await withPlan("premium");
    // Full marks but a fifth of AO2's: AO2 is the weakest objective.
    const marker: Marker = {
      identity: { id: "scripted", model: "script-1", promptVersion: "t", label: "Scripted", offline: true },
      async mark(input: MarkingInput) {
        return {
          objectives: input.questionType.objectives.map((objective) => ({
            code: objective.code,
            marks: objective.code === "AO2" ? Math.floor(objective.marks / 5) : objective.marks,
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
    const id = await createPendingSubmission(db, student.id, {
      subjectId: "history",
      subjectName: "History",
      board: "wjec",
      paper: "component-1",
      topic: "elizabethan-age",
      questionType: "explain",
      questionText: "Explain why the Elizabethan Age saw change.",
      answerText: "There were several reasons for change in the Elizabethan Age, and the most important was money.",
      sourceText: null,
    });
    expect(await markSubmission(db, marker, student.id, id)).toBe("marked");
    // History's exam is the nearest, so most days of the week practise it (and none is a whole paper yet).
    const today = londonDay(new Date());
    await db.insert(studyPlans).values({
      userId: student.id,
      minutesPerDay: 30,
      examDates: { history: nextDay(today, 60), "english-literature": nextDay(today, 700), "english-language": nextDay(today, 700) },
    });
    const href = "/subjects/history?board=wjec&paper=component-1&topic=elizabethan-age&questionType=explain";
    const data = await loader(args(student, "/study-plan"));
    const practice = data.days.flatMap((day) => day.items).filter((item) => item.subjectId === "history");
    expect(practice.length).toBeGreaterThan(0);
    for (const item of practice) expect(item).toMatchObject({ kind: "practice", title: "History: practise AO2", href });
    const ics = (await ((await calendar(args(student, "/study-plan.ics"))) as Response).text()).replace(/\r\n /g, "");
    expect(ics).toContain(`URL:https://marker.example${href}`);
    expect(ics).not.toContain("conflict-and-upheaval");
  });

  it("gives calendar events UIDs on the app's host from an opaque key, the same on every download", async () => {
    const student = await withPlan("premium");
    await addDueCards(student, 4);
    const uids = async () =>
      (await ((await calendar(args(student, "/study-plan.ics"))) as Response).text())
        .replace(/\r\n /g, "")
        .split("\r\n")
        .filter((line) => line.startsWith("UID:"));
    const first = await uids();
    expect(first.length).toBeGreaterThan(1);
    const key = calendarOwnerKey(student.id, "x".repeat(40));
    for (const uid of first) {
      expect(uid).toMatch(new RegExp(`^UID:\\d{8}-(flashcards|session)-${key}@marker\\.example$`));
      expect(uid).not.toContain(student.id.slice(0, 8));
    }
    expect(await uids()).toEqual(first);
  });
});

function nextDay(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
