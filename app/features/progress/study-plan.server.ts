import { createHmac } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import { SUBJECTS } from "~/features/catalogue";
import { getBoardSubject } from "~/features/catalogue/lookup";
import { dueForecast } from "~/features/flashcards/index.server";
import type { DbOrTx } from "~/platform/db/client.server";
import { studyPlans } from "~/platform/db/schema";
import { fail, ok, type Result } from "~/platform/result";
import { londonDay } from "~/platform/time/london-day";

import { loadSubjectHistories } from "./progress.server";
import { buildSubjectProgress } from "./progress-view";
import { buildStudyPlan, daysUntil, defaultExamDate, STUDY_PLAN_LIMITS, type PlanDay, type PlanSubject } from "./study-plan";

export interface StudyPlanSettings {
  minutesPerDay: number;
  /** subject id -> YYYY-MM-DD; every subject has one (the usual season when the student has not set it). */
  examDates: Record<string, string>;
  /** Subjects the student never gave a date: theirs is the usual season's. */
  defaulted: string[];
  /** Subjects whose saved date has passed: kept, and out of the plan. */
  passed: string[];
}

export const STUDY_PLAN_MESSAGES = {
  minutes: `Please choose between ${STUDY_PLAN_LIMITS.minMinutes} and ${STUDY_PLAN_LIMITS.maxMinutes} minutes a day.`,
  date: "Please enter each exam date as a real date, today or later.",
  tooFar: `Please enter an exam date no more than ${STUDY_PLAN_LIMITS.maxExamDays} days (about two years) from today.`,
  saved: "Your study plan settings are saved.",
} as const;

export async function getStudyPlanSettings(db: DbOrTx, userId: string, now: Date): Promise<StudyPlanSettings> {
  const [row] = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId));
  const today = londonDay(now);
  const examDates: Record<string, string> = {};
  const defaulted: string[] = [];
  const passed: string[] = [];
  for (const subject of SUBJECTS) {
    const chosen = row?.examDates[subject.id];
    // A passed date stays: the default would be next year's, and a student who has sat the exam is done with it.
    if (chosen) {
      examDates[subject.id] = chosen;
      if (daysUntil(today, chosen) < 0) passed.push(subject.id);
    } else {
      examDates[subject.id] = defaultExamDate(subject.id, today);
      defaulted.push(subject.id);
    }
  }
  return { minutesPerDay: row?.minutesPerDay ?? 30, examDates, defaulted, passed };
}

const isRealDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * Saves minutes a day and the exam dates (a blank date goes back to the usual season). Only these fields are
 * written. A date must be today or later, except the passed date already saved for that subject, which the
 * form sends back unchanged.
 */
export async function saveStudyPlanSettings(
  db: DbOrTx,
  userId: string,
  input: { minutesPerDay: string; examDates: Record<string, string> },
  now: Date,
): Promise<Result> {
  const minutes = Number(input.minutesPerDay);
  if (!Number.isInteger(minutes) || minutes < STUDY_PLAN_LIMITS.minMinutes || minutes > STUDY_PLAN_LIMITS.maxMinutes) {
    return fail("BAD_REQUEST", STUDY_PLAN_MESSAGES.minutes, { field: "minutesPerDay" });
  }
  const today = londonDay(now);
  const [saved] = await db.select({ examDates: studyPlans.examDates }).from(studyPlans).where(eq(studyPlans.userId, userId));
  const examDates: Record<string, string> = {};
  for (const subject of SUBJECTS) {
    const value = (input.examDates[subject.id] ?? "").trim();
    if (!value) continue;
    const keptPassed = value === saved?.examDates[subject.id];
    if (!isRealDate(value) || (daysUntil(today, value) < 0 && !keptPassed)) {
      return fail("BAD_REQUEST", STUDY_PLAN_MESSAGES.date, { field: `exam-${subject.id}` });
    }
    if (daysUntil(today, value) > STUDY_PLAN_LIMITS.maxExamDays) {
      return fail("BAD_REQUEST", STUDY_PLAN_MESSAGES.tooFar, { field: `exam-${subject.id}` });
    }
    // The usual date sent back as the form showed it (only minutes a day was changed) stays the usual date: it
    // moves on to next year's season when this one passes, where a date of the student's own would end the plan.
    if (!saved?.examDates[subject.id] && value === defaultExamDate(subject.id, today)) continue;
    examDates[subject.id] = value;
  }
  await db
    .insert(studyPlans)
    .values({ userId, minutesPerDay: minutes, examDates })
    .onConflictDoUpdate({ target: studyPlans.userId, set: { minutesPerDay: minutes, examDates, updatedAt: sql`now()` } });
  return ok();
}

/** The longest paper of the subject on the board, in minutes: the time a whole practice paper takes. */
function paperMinutes(subjectId: string, boardId: string): number {
  const papers = getBoardSubject(subjectId, boardId)?.papers ?? [];
  const minutes = papers.map((paper) => paper.timeAllowedMinutes);
  return minutes.length > 0 ? Math.max(...minutes) : 105;
}

/** An opaque, stable key for a student's calendar events: an HMAC of the user id under the server's secret, so a UID never shows the id. */
export function calendarOwnerKey(userId: string, secret: string): string {
  return createHmac("sha256", secret).update(`study-plan-calendar:${userId}`).digest("base64url").slice(0, 22);
}

/** The week's plan from the settings, the student's weakest objectives and the cards due. A subject whose exam has passed is left out. */
export async function loadStudyPlan(
  db: DbOrTx,
  userId: string,
  input: { now: Date; boards: Partial<Record<string, string>>; subjects: readonly string[] },
): Promise<{ settings: StudyPlanSettings; plan: PlanDay[] }> {
  const settings = await getStudyPlanSettings(db, userId, input.now);
  const histories = await loadSubjectHistories(db, userId);
  const due = await dueForecast(db, userId, input.now, 7);
  const planned = SUBJECTS.filter((subject) => input.subjects.includes(subject.id) && !settings.passed.includes(subject.id));
  const subjects: PlanSubject[] = planned.map((subject) => {
    const history = histories.find((candidate) => candidate.subjectId === subject.id);
    const board = input.boards[subject.id] ?? history?.answers.at(-1)?.board ?? "aqa";
    const progress = history ? buildSubjectProgress(history, { targetGrade: null, objectiveMeaning: () => null, examBoard: input.boards[subject.id] ?? null }) : null;
    const weakest = progress?.weakest;
    return {
      subjectId: subject.id,
      name: subject.name,
      examDate: settings.examDates[subject.id]!,
      weakest:
        weakest?.training
          ? { code: weakest.code, share: weakest.overall, href: weakest.training.href, questionTypeName: weakest.training.questionTypeName, boardName: weakest.training.boardName, only: weakest.only }
          : null,
      paperMinutes: paperMinutes(subject.id, board),
      marked: (history?.answers.length ?? 0) > 0,
    };
  });
  return { settings, plan: buildStudyPlan({ today: londonDay(input.now), minutesPerDay: settings.minutesPerDay, subjects, dueByDay: due }) };
}
