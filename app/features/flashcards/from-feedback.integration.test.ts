import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { flashcardSets, user } from "~/platform/db/schema";

import { createPendingSubmission, createStudent } from "../../../tests/support/factories";
import { SAMPLE_QUESTIONS } from "../../../tests/support/sample-answers";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { createFlashcardsFromFeedback } from "./from-feedback.server";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";
import { createSet } from "./sets.server";

/**
 * Every path that makes a set (by hand, from a video, from feedback) takes the same lock, the student's row
 * (createSet's), for its count and its insert: on PostgreSQL, a different lock (an advisory one) would let
 * two of them count 99 at once and make 101 sets.
 */
const database = await setupTestDatabase();
const db = database.db;
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
beforeEach(() => setModelCaller(null));
afterAll(() => setModelCaller(undefined));

const MACBETH = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;

/** A student with 99 sets and one answer marked by the offline marker. */
async function studentNearTheLimit() {
  const student = await createStudent(db);
  await db.insert(flashcardSets).values(Array.from({ length: FLASHCARD_LIMITS.setsPerUser - 1 }, (_, i) => ({ userId: student.id, title: `Set ${i}` })));
  const submissionId = await createPendingSubmission(db, student.id, { questionText: MACBETH.questionText, sourceText: MACBETH.sourceText, answerText: MACBETH.answers.middling });
  expect(await markSubmission(db, createOfflineMarker(), student.id, submissionId)).toBe("marked");
  return { student, submissionId };
}

const setsOf = async (userId: string) => (await db.select({ id: flashcardSets.id }).from(flashcardSets).where(eq(flashcardSets.userId, userId))).length;

/** Whether a session waits behind the locks of PostgreSQL backend `writerPid`, polled until `done()` or 5 s. */
async function waitsBehind(writerPid: number, done: () => boolean): Promise<boolean> {
  for (let waited = 0; waited < 5_000 && !done(); waited += 25) {
    const result = await db.execute(sql`select count(*)::int as n from pg_stat_activity where ${writerPid} = any(pg_blocking_pids(pid))`);
    if (Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe("flashcards from feedback and the sets-per-student limit (PostgreSQL)", () => {
  it.runIf(database.kind === "postgres")("waits for createSet's lock (the student's row) and counts the set made under it", async () => {
    const { student, submissionId } = await studentNearTheLimit();
    // A writer holds the student's row, as createSet does, and makes the 100th set, not yet committed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: (pid: number) => void;
    const holding = new Promise<number>((resolve) => (locked = resolve));
    const writer = db.transaction(async (tx) => {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, student.id)).for("update");
      await tx.insert(flashcardSets).values({ userId: student.id, title: "Made by hand meanwhile" });
      const pid = await tx.execute(sql`select pg_backend_pid()::int as pid`);
      locked((pid as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
      await released;
    });
    const writerPid = await holding;
    let finished = false;
    const pressed = createFlashcardsFromFeedback(db, student.id, submissionId).finally(() => (finished = true));
    const waited = await waitsBehind(writerPid, () => finished);
    release();
    await writer;
    const outcome = await pressed;
    expect(waited).toBe(true);
    expect(outcome).toMatchObject({ ok: false, code: "CONFLICT", message: FLASHCARD_MESSAGES.tooManySets(FLASHCARD_LIMITS.setsPerUser) });
    expect(await setsOf(student.id)).toBe(FLASHCARD_LIMITS.setsPerUser);
  });

  it.runIf(database.kind === "postgres")("a set by hand and a set from feedback at the same moment, at 99 sets, make exactly one more", async () => {
    for (let round = 0; round < 3; round++) {
      const { student, submissionId } = await studentNearTheLimit();
      const outcomes = await Promise.all([
        createSet(db, student.id, { title: "By hand", cards: [{ front: "Who kills Duncan?", back: "Macbeth" }] }),
        createFlashcardsFromFeedback(db, student.id, submissionId),
      ]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ code: "CONFLICT" });
      expect(await setsOf(student.id)).toBe(FLASHCARD_LIMITS.setsPerUser);
    }
  });
});
