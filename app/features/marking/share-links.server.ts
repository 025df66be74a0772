import { createHash, randomBytes } from "node:crypto";

import { and, desc, eq, isNull, sql } from "drizzle-orm";

import type { Db } from "~/platform/db/client.server";
import { shareLinks, submissions } from "~/platform/db/schema";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Creates a read-only link to one of the user's own marked submissions; the token is shown once. */
export async function createShareLink(db: Db, userId: string, submissionId: string): Promise<string | null> {
  const [owned] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId), eq(submissions.status, "marked")));
  if (!owned) return null;
  const token = randomBytes(24).toString("base64url");
  await db.insert(shareLinks).values({ tokenHash: hashToken(token), submissionId, userId });
  return token;
}

export async function listShareLinks(db: Db, userId: string, submissionId: string) {
  return db
    .select({ id: shareLinks.id, createdAt: shareLinks.createdAt })
    .from(shareLinks)
    .where(and(eq(shareLinks.userId, userId), eq(shareLinks.submissionId, submissionId), isNull(shareLinks.revokedAt)))
    .orderBy(desc(shareLinks.createdAt));
}

/** Revokes one of the user's own links; another user's link id changes nothing. */
export async function revokeShareLink(db: Db, userId: string, linkId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(linkId)) return false;
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  return rows.length === 1;
}

/** The submission a live link points to, or null for an unknown or revoked token. */
export async function getSharedSubmission(db: Db, token: string) {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const [row] = await db
    .select({ submission: submissions })
    .from(shareLinks)
    .innerJoin(submissions, eq(submissions.id, shareLinks.submissionId))
    .where(and(eq(shareLinks.tokenHash, hashToken(token)), isNull(shareLinks.revokedAt), eq(submissions.status, "marked")));
  return row?.submission ?? null;
}
