import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { flashcards, flashcardSets, rateLimits } from "~/platform/db/schema";

import { createStudent } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";
import { createSet, deleteSet, listSets, updateSet } from "./sets.server";

const database = await setupTestDatabase();
const db = database.db;

const draft = (title: string, cards: [string, string][]) => ({ title, cards: cards.map(([front, back]) => ({ front, back })) });

async function newSet(userId: string, title = "Macbeth", cards: [string, string][] = [["Who kills Duncan?", "Macbeth"], ["Where?", "Inverness"]]) {
  const created = await createSet(db, userId, draft(title, cards));
  if (!created.ok) throw new Error(created.message);
  return created.value.setId;
}

async function cardRows(setId: string) {
  return db.select().from(flashcards).where(eq(flashcards.setId, setId)).orderBy(flashcards.position);
}

describe("flashcard sets", () => {
  it("creates a set with only its complete cards, lists it newest first with cards in order", async () => {
    const student = await createStudent(db);
    const first = await newSet(student.id, "First");
    const created = await createSet(db, student.id, draft(" Second ", [["", ""], ["Q1", "A1"], ["half", " "], ["Q2", "A2"]]));
    expect(created.ok).toBe(true);
    const sets = await listSets(db, student.id);
    expect(sets.map((set) => set.title)).toEqual(["Second", "First"]);
    expect(sets[0]!.cards.map((card) => [card.front, card.back])).toEqual([
      ["Q1", "A1"],
      ["Q2", "A2"],
    ]);
    expect(sets[0]!.createdAt.getTime()).toBe(sets[0]!.updatedAt.getTime());
    expect(sets[1]!.id).toBe(first);
    expect(sets[1]!.source).toBe("manual");
  });

  it("refuses a draft with the spec's messages and saves nothing", async () => {
    const student = await createStudent(db);
    expect(await createSet(db, student.id, draft("", [["a", "b"]]))).toMatchObject({ ok: false, code: "BAD_REQUEST", message: FLASHCARD_MESSAGES.titleAndCard });
    expect(await createSet(db, student.id, draft("Title", [["a", ""]]))).toMatchObject({ ok: false, message: FLASHCARD_MESSAGES.completeCard });
    expect(await listSets(db, student.id)).toEqual([]);
  });

  it("keeps a student to the sets-per-student limit", async () => {
    const student = await createStudent(db);
    const sets = Array.from({ length: FLASHCARD_LIMITS.setsPerUser }, () => ({ userId: student.id, title: "Filler" }));
    await db.insert(flashcardSets).values(sets);
    const refused = await createSet(db, student.id, draft("One too many", [["a", "b"]]));
    expect(refused).toMatchObject({ ok: false, code: "CONFLICT", message: FLASHCARD_MESSAGES.tooManySets(FLASHCARD_LIMITS.setsPerUser) });
    expect((await listSets(db, student.id)).length).toBe(FLASHCARD_LIMITS.setsPerUser);
  });

  it("refuses cards per set and characters per side on create and update", async () => {
    const student = await createStudent(db);
    const tooMany = Array.from({ length: FLASHCARD_LIMITS.cardsPerSet + 1 }, (_, index): [string, string] => [`Q${index}`, `A${index}`]);
    expect(await createSet(db, student.id, draft("Big", tooMany))).toMatchObject({ message: FLASHCARD_MESSAGES.tooManyCards(FLASHCARD_LIMITS.cardsPerSet) });
    const setId = await newSet(student.id);
    const long = "x".repeat(FLASHCARD_LIMITS.charactersPerSide + 1);
    expect(await updateSet(db, student.id, setId, draft("Macbeth", [["Q", long]]))).toMatchObject({
      ok: false,
      message: FLASHCARD_MESSAGES.sideTooLong(FLASHCARD_LIMITS.charactersPerSide),
    });
    expect((await cardRows(setId)).map((card) => card.back)).toEqual(["Macbeth", "Inverness"]);
  });

  it("limits writes per minute with a clear message and a wait", async () => {
    const student = await createStudent(db);
    const setId = await newSet(student.id);
    await db
      .insert(rateLimits)
      .values({ key: `flashcards:write:user:${student.id}`, windowStart: new Date(), count: FLASHCARD_LIMITS.writesPerMinute })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: FLASHCARD_LIMITS.writesPerMinute, windowStart: new Date() } });
    const refused = await deleteSet(db, student.id, setId);
    expect(refused).toMatchObject({ ok: false, code: "RATE_LIMITED", message: FLASHCARD_MESSAGES.tooQuick });
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await listSets(db, student.id)).length).toBe(1);
  });

  it("an edit keeps each card's schedule, starts a new card new, deletes a removed one and renumbers", async () => {
    const student = await createStudent(db);
    const setId = await newSet(student.id, "History", [["1066", "Hastings"], ["1215", "Magna Carta"], ["1666", "Great Fire"]]);
    const [hastings, magna] = await cardRows(setId);
    const reviewed = {
      due: new Date("2030-01-02T03:04:05Z"),
      stability: 12.5,
      difficulty: 4.25,
      scheduledDays: 9,
      learningSteps: 0,
      reps: 3,
      lapses: 1,
      state: 2,
      lastReview: new Date("2029-12-24T10:00:00Z"),
    };
    await db.update(flashcards).set(reviewed).where(eq(flashcards.id, magna!.id));

    const updated = await updateSet(db, student.id, setId, {
      title: "History dates",
      cards: [
        { id: magna!.id, front: "1215 (year)", back: "Magna Carta sealed" },
        { front: "1588", back: "Armada" },
        { id: hastings!.id, front: "1066", back: "Battle of Hastings" },
      ],
    });
    expect(updated.ok).toBe(true);

    const rows = await cardRows(setId);
    expect(rows.map((card) => [card.position, card.front, card.back])).toEqual([
      [0, "1215 (year)", "Magna Carta sealed"],
      [1, "1588", "Armada"],
      [2, "1066", "Battle of Hastings"],
    ]);
    expect(rows[0]!.id).toBe(magna!.id);
    expect(rows[0]).toMatchObject(reviewed);
    expect(rows[2]!.id).toBe(hastings!.id);
    const added = rows[1]!;
    expect(added).toMatchObject({ state: 0, reps: 0, lapses: 0, stability: 0, difficulty: 0, scheduledDays: 0, lastReview: null });
    expect(added.due.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    const [set] = await listSets(db, student.id);
    expect(set!.title).toBe("History dates");
    expect(set!.updatedAt.getTime()).toBeGreaterThan(set!.createdAt.getTime());
  });

  it("an id from another set is not taken over: the row becomes a new card there", async () => {
    const student = await createStudent(db);
    const mine = await newSet(student.id, "A");
    const other = await newSet(student.id, "B", [["x", "y"]]);
    const [foreign] = await cardRows(other);
    expect((await updateSet(db, student.id, mine, { title: "A", cards: [{ id: foreign!.id, front: "moved?", back: "no" }] })).ok).toBe(true);
    expect((await cardRows(other)).map((card) => [card.id, card.front])).toEqual([[foreign!.id, "x"]]);
    const rows = await cardRows(mine);
    expect(rows.map((card) => card.front)).toEqual(["moved?"]);
    expect(rows[0]!.id).not.toBe(foreign!.id);
  });

  it("deletes a set with its cards", async () => {
    const student = await createStudent(db);
    const setId = await newSet(student.id);
    expect(await deleteSet(db, student.id, setId)).toEqual({ ok: true, value: undefined });
    expect(await listSets(db, student.id)).toEqual([]);
    expect(await cardRows(setId)).toEqual([]);
    expect(await deleteSet(db, student.id, setId)).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});

describe("B2: another student's set by id", () => {
  it("is not found for update or delete and stays as it was", async () => {
    const owner = await createStudent(db);
    const intruder = await createStudent(db);
    const setId = await newSet(owner.id, "Private");
    const before = await cardRows(setId);

    expect(await updateSet(db, intruder.id, setId, draft("Mine now", [["a", "b"]]))).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await deleteSet(db, intruder.id, setId)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await updateSet(db, intruder.id, "not-a-uuid", draft("x", [["a", "b"]]))).toMatchObject({ ok: false, code: "NOT_FOUND" });

    expect(await listSets(db, intruder.id)).toEqual([]);
    const [set] = await db.select().from(flashcardSets).where(and(eq(flashcardSets.id, setId), eq(flashcardSets.userId, owner.id)));
    expect(set!.title).toBe("Private");
    expect(await cardRows(setId)).toEqual(before);
  });
});
