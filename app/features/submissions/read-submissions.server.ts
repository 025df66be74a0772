import { and, count, eq } from "drizzle-orm";

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

export async function countSubmissions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(submissions).where(eq(submissions.userId, userId));
  return Number(row?.value ?? 0);
}
