import { randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";

import { createSubmission, type NewSubmission } from "~/features/submissions/create-submission.server";
import { londonDay } from "~/platform/time/london-day";
import type { Db } from "~/platform/db/client.server";
import { profiles, usageDays, user } from "~/platform/db/schema";

/** A user with a profile (boards chosen, age confirmed, trial running unless told otherwise), made directly in the database. */
export async function createStudent(
  db: Db,
  options: { name?: string; board?: string; trialDays?: number; boards?: Record<string, string>; ageConfirmed?: boolean } = {},
) {
  const id = randomUUID();
  const email = `student-${id.slice(0, 8)}@example.com`;
  const name = options.name ?? "Test Student";
  await db.insert(user).values({ id, name, email, emailVerified: true });
  const board = options.board ?? "aqa";
  await db.insert(profiles).values({
    userId: id,
    fullName: name,
    examBoards: options.boards ?? { "english-literature": board, "english-language": board, history: board },
    trialEndsAt: sql`now() + make_interval(days => ${options.trialDays ?? 7})`,
    ageConfirmedAt: options.ageConfirmed === false ? null : sql`now()`,
  });
  return { id, email, name };
}

/** The fields of a pending English Literature submission (AQA Paper 1, Shakespeare) by `userId`. */
export function pendingSubmissionInput(userId: string, overrides: Partial<Omit<NewSubmission, "userId">> = {}) {
  return {
    userId,
    subjectId: "english-literature",
    subjectName: "English Literature",
    board: "aqa",
    paper: "paper-1",
    topic: null,
    questionType: "shakespeare",
    questionText: "Starting with this extract, how does Shakespeare present ambition?",
    answerText: "Shakespeare presents ambition as destructive.",
    sourceText: "I have no spur to prick the sides of my intent, but only vaulting ambition.",
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** A pending English Literature submission (AQA Paper 1, Shakespeare) that has taken one unit of today's allowance. */
export async function createPendingSubmission(
  db: Db,
  userId: string,
  overrides: Partial<Omit<NewSubmission, "userId">> = {},
): Promise<string> {
  const created = await createSubmission(db, pendingSubmissionInput(userId, overrides), 15);
  if (!created.ok) throw new Error("could not create a submission");
  return created.value.id;
}

/** Markings the user has used today (Europe/London day). */
export async function markingsUsedToday(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: usageDays.used })
    .from(usageDays)
    .where(and(eq(usageDays.userId, userId), eq(usageDays.day, londonDay(new Date()))));
  return row?.used ?? 0;
}
