import { and, eq, isNull, sql } from "drizzle-orm";

import { EXAM_BOARDS, SUBJECTS, type ExamBoardId } from "~/features/catalogue";
import type { Db } from "~/platform/db/client.server";
import { profiles, user } from "~/platform/db/schema";

export type Profile = typeof profiles.$inferSelect;

export interface ProfileSeed {
  id: string;
  name: string;
  image?: string | null;
}

/**
 * The user's profile, created on first need from what sign-up or the sign-in provider knew:
 * the name, the provider's picture URL (remembered, never loaded), no boards yet and a trial that
 * ends `trialDays` from now. Safe to call concurrently: creation is an insert that does nothing
 * when the row exists.
 */
export async function ensureProfile(db: Db, seed: ProfileSeed, trialDays: number): Promise<Profile> {
  const inserted = await db
    .insert(profiles)
    .values({
      userId: seed.id,
      fullName: seed.name.trim() || "Student",
      providerPictureUrl: seed.image ?? null,
      examBoards: {},
      trialEndsAt: sql`now() + make_interval(days => ${trialDays})`,
    })
    .onConflictDoNothing({ target: profiles.userId })
    .returning();
  if (inserted[0]) return inserted[0];
  const existing = await getProfile(db, seed.id);
  if (!existing) throw new Error("profile vanished while it was being created");
  return existing;
}

export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** Whether the user has chosen an exam board for every subject (setup is complete). */
export function hasChosenBoards(profile: Pick<Profile, "examBoards">): boolean {
  return SUBJECTS.every((subject) => typeof profile.examBoards[subject.id] === "string");
}

/** Whether the student has confirmed they are 13 or older, or that a parent or carer has agreed. */
export function hasConfirmedAge(profile: Pick<Profile, "ageConfirmedAt">): boolean {
  return profile.ageConfirmedAt !== null;
}

/** Setup is complete when the boards are chosen and the age confirmed; until then the guards send the user to /setup. */
export function isSetUp(profile: Pick<Profile, "examBoards" | "ageConfirmedAt">): boolean {
  return hasChosenBoards(profile) && hasConfirmedAge(profile);
}

/**
 * Records the age confirmation given at sign-up, with the time. The first confirmation is kept; a user
 * without a profile row (an unknown id) changes nothing. Returns whether a confirmation was written.
 */
export async function recordAgeConfirmation(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ ageConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(profiles.userId, userId), isNull(profiles.ageConfirmedAt)))
    .returning({ userId: profiles.userId });
  return rows.length > 0;
}

export function isExamBoardId(value: unknown): value is ExamBoardId {
  return typeof value === "string" && EXAM_BOARDS.some((board) => board.id === value);
}

/**
 * Setup: the same board for all three subjects (DESIGN.md D6), and the age confirmation when it is
 * given here (Google sign-ups). Only the acting user's row changes.
 */
export async function setBoardForAllSubjects(
  db: Db,
  userId: string,
  board: ExamBoardId,
  options: { confirmAge?: boolean } = {},
): Promise<Profile> {
  const examBoards = Object.fromEntries(SUBJECTS.map((subject) => [subject.id, board]));
  const rows = await db
    .update(profiles)
    .set({
      examBoards,
      // An earlier confirmation keeps its time.
      ...(options.confirmAge ? { ageConfirmedAt: sql`coalesce(${profiles.ageConfirmedAt}, now())` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!rows[0]) throw new Error("no profile to update");
  return rows[0];
}

/**
 * Profile edits: the name and the board per subject. Nothing else a client sends is written (B3).
 *
 * The name the student edits here is the one the app knows them by. The account's name (better-auth's user row,
 * set at sign-up) is written with it in the same transaction: the emails better-auth sends (password reset,
 * confirmation), the account-deleted email and the billing customer all read that row, so it must never
 * disagree with the profile. This function is the only place a name changes after sign-up.
 */
export async function updateProfileDetails(
  db: Db,
  userId: string,
  details: { fullName: string; examBoards: Record<string, ExamBoardId> },
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(profiles)
      .set({ fullName: details.fullName, examBoards: details.examBoards, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId))
      .returning();
    if (!rows[0]) throw new Error("no profile to update");
    await tx.update(user).set({ name: details.fullName, updatedAt: sql`now()` }).where(eq(user.id, userId));
    return rows[0];
  });
}

/** The target grade per subject (subject id -> 1..9); a subject left out has no target. Only these are written. */
export async function updateTargetGrades(db: Db, userId: string, targets: Record<string, number>): Promise<void> {
  const clean: Record<string, number> = {};
  for (const [subjectId, grade] of Object.entries(targets)) {
    if (Number.isInteger(grade) && grade >= 1 && grade <= 9) clean[subjectId] = grade;
  }
  await db.update(profiles).set({ targetGrades: clean, updatedAt: sql`now()` }).where(eq(profiles.userId, userId));
}
