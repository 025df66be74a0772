import { and, count, desc, eq, sql } from "drizzle-orm";

import type { Db } from "~/platform/db/client.server";
import { submissions } from "~/platform/db/schema";

export type Submission = typeof submissions.$inferSelect;

/** One of the user's own submissions; another user's id finds nothing (B2). */
export async function getSubmissionForUser(db: Db, userId: string, id: string): Promise<Submission | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, id), eq(submissions.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listRecentSubmissions(db: Db, userId: string, limit = 5) {
  return db
    .select({
      id: submissions.id,
      subject: submissions.subject,
      subjectId: submissions.subjectId,
      questionText: submissions.questionText,
      status: submissions.status,
      result: submissions.result,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(eq(submissions.userId, userId))
    .orderBy(desc(submissions.createdAt))
    .limit(limit);
}

export async function countSubmissions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(submissions).where(eq(submissions.userId, userId));
  return Number(row?.value ?? 0);
}

/** The indicative grade of every marked submission of the user (for the dashboard's average). */
export async function listMarkedGrades(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ grade: sql<string | null>`${submissions.result} ->> 'grade'` })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.status, "marked")));
  return rows.map((row) => row.grade).filter((grade): grade is string => typeof grade === "string");
}
