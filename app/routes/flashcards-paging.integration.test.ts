import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { FLASHCARD_LIMITS } from "~/features/flashcards/rules";
import { createSet, deleteSet, listSetPage, updateSet } from "~/features/flashcards/sets.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { flashcards, flashcardSets } from "~/platform/db/schema";

import { createStudent } from "../../tests/support/factories";
import { openPgliteTestDatabase, openPostgresTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { action, loader } from "./flashcards";

/**
 * The list of sets in pages (issue 17 item 2, docs/decisions/015): a bounded page of sets with their first
 * cards, totals for the whole account, one set opened in full, and page numbers that are not pages. On
 * PGlite (as `npm start` runs) and on PostgreSQL when it is reachable.
 */
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));

const kinds: { name: string; open: () => Promise<TestDatabase> | TestDatabase }[] = [{ name: "PGlite", open: openPgliteTestDatabase }];
const url = inject("testDatabaseUrl");
if (url) kinds.push({ name: "PostgreSQL", open: () => openPostgresTestDatabase(url) });

type Student = Awaited<ReturnType<typeof createStudent>>;
const PER_PAGE = FLASHCARD_LIMITS.setsPerPage;
const PREVIEW = FLASHCARD_LIMITS.previewCards;
const DAY = 24 * 60 * 60 * 1000;

const contextFor = (student: Student) => ({
  session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } },
});

/** The loader's data, or the address it redirects to. */
async function load(student: Student, query = "") {
  try {
    const data = await loader({ request: new Request(`http://marker.test/flashcards${query}`), context: contextFor(student), params: {} } as unknown as Parameters<
      typeof loader
    >[0]);
    return { data, redirect: null };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return { data: null, redirect: thrown.headers.get("Location") };
    throw thrown;
  }
}

async function loaded(student: Student, query = "") {
  const { data, redirect } = await load(student, query);
  if (!data) throw new Error(`expected a page, got a redirect to ${redirect}`);
  return data;
}

async function post(student: Student, query: string, fields: Record<string, string>, rows: { front: string; back: string }[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const row of rows) {
    body.append("cardId", "");
    body.append("front", row.front);
    body.append("back", row.back);
  }
  const request = new Request(`http://marker.test/flashcards${query}`, { method: "POST", body });
  return (await action({ request, context: contextFor(student), params: {} } as unknown as Parameters<typeof action>[0])) as unknown;
}

describe.each(kinds)("the list of flashcard sets in pages on $name", ({ open }) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await open();
    setDatabase(database);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database.dispose();
  });

  /**
   * `count` sets made an hour apart ("Set 1" the newest), set n with `cardsOf(n)` cards "S<n> Q<p>" / "S<n> A<p>";
   * the cards at even positions are due now, the others in a week.
   */
  async function seedSets(userId: string, count: number, cardsOf: (n: number) => number = () => 5) {
    const now = Date.now();
    const made = await db()
      .insert(flashcardSets)
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId,
          title: `Set ${index + 1}`,
          createdAt: new Date(now - (index + 1) * 3_600_000),
          updatedAt: new Date(now - (index + 1) * 3_600_000),
        })),
      )
      .returning({ id: flashcardSets.id, title: flashcardSets.title });
    const ids = new Map(made.map((set) => [set.title, set.id]));
    const cards = made.flatMap((set) => {
      const n = Number(set.title.slice(4));
      return Array.from({ length: cardsOf(n) }, (_, position) => ({
        setId: set.id,
        userId,
        position,
        front: `S${n} Q${position}`,
        back: `S${n} A${position}`,
        due: position % 2 === 0 ? new Date(now - 60_000) : new Date(now + 7 * DAY),
      }));
    });
    if (cards.length > 0) await db().insert(flashcards).values(cards);
    return (n: number) => ids.get(`Set ${n}`)!;
  }

  it("shows a page of sets, newest first, with the whole account's totals in the heading's figures", async () => {
    const student = await createStudent(db());
    await seedSets(student.id, 23, (n) => n % 4); // sets with 0 to 3 cards
    const first = await loaded(student);
    expect(first.page).toBe(1);
    expect(first.pages).toBe(3);
    expect(first.sets.map((set) => set.title)).toEqual(Array.from({ length: PER_PAGE }, (_, index) => `Set ${index + 1}`));
    const cards = Array.from({ length: 23 }, (_, index) => (index + 1) % 4).reduce((sum, count) => sum + count, 0);
    const due = Array.from({ length: 23 }, (_, index) => Math.ceil(((index + 1) % 4) / 2)).reduce((sum, count) => sum + count, 0);
    expect(first.totals).toEqual({ sets: 23, cards, dueToday: due });

    const third = await loaded(student, "?page=3");
    expect(third.page).toBe(3);
    expect(third.sets.map((set) => set.title)).toEqual(["Set 21", "Set 22", "Set 23"]);
    expect(third.totals).toEqual(first.totals);
    // Each set's own counts, computed in SQL: Set 23 has 3 cards, 2 of them due today.
    expect(third.sets[2]).toMatchObject({ cardCount: 3, due: 2, complete: true });
    expect(third.sets[1]).toMatchObject({ cardCount: 2, due: 1 });
    expect(third.sets[0]).toMatchObject({ cardCount: 1, due: 1 });
  });

  it("previews each set's first cards in order, and shows one opened set's every card", async () => {
    const student = await createStudent(db());
    const idOf = await seedSets(student.id, 12, (n) => (n === 2 ? 2 : 8));
    const page = await loaded(student);
    const big = page.sets[0]!;
    expect(big).toMatchObject({ title: "Set 1", cardCount: 8, complete: false, due: 4 });
    expect(big.cards.map((card) => [card.front, card.back])).toEqual(Array.from({ length: PREVIEW }, (_, p) => [`S1 Q${p}`, `S1 A${p}`]));
    expect(page.sets[1]).toMatchObject({ title: "Set 2", cardCount: 2, complete: true });
    expect(page.sets.every((set) => set.cards.length <= PREVIEW)).toBe(true);

    const opened = await loaded(student, `?open=${idOf(1)}`);
    expect(opened.sets[0]).toMatchObject({ id: idOf(1), cardCount: 8, complete: true });
    expect(opened.sets[0]!.cards.map((card) => card.front)).toEqual(Array.from({ length: 8 }, (_, p) => `S1 Q${p}`));
    expect(opened.sets.slice(1).every((set) => set.cards.length <= PREVIEW)).toBe(true);

    // An older set, opened on its own page; the edit and study views also get every card.
    const older = await loaded(student, `?page=2&open=${idOf(11)}`);
    expect(older.sets.map((set) => set.title)).toEqual(["Set 11", "Set 12"]);
    expect(older.sets[0]!.cards).toHaveLength(8);
    expect((await loaded(student, `?page=2&edit=${idOf(12)}`)).sets[1]!.cards).toHaveLength(8);
    const studied = await loaded(student, `?study=${idOf(12)}`);
    expect(studied.study).toMatchObject({ id: idOf(12), title: "Set 12" });
    expect(studied.study!.cards).toHaveLength(8);
    expect(studied.sets[0]!.title).toBe("Set 1");
  });

  it("another student's set id in ?open, ?edit or ?study shows nothing of theirs", async () => {
    const owner = await createStudent(db());
    const intruder = await createStudent(db());
    const ownerSet = await seedSets(owner.id, 1, () => 6);
    await seedSets(intruder.id, 1, () => 1);
    for (const query of [`?open=${ownerSet(1)}`, `?edit=${ownerSet(1)}`, `?study=${ownerSet(1)}`, "?open=not-a-uuid&study=1"]) {
      const data = await loaded(intruder, query);
      expect(data.study).toBeNull();
      expect(data.sets.map((set) => set.id)).not.toContain(ownerSet(1));
      expect(JSON.stringify(data)).not.toContain("S1 Q5");
      expect(data.totals).toEqual({ sets: 1, cards: 1, dueToday: 1 });
    }
  });

  it("a page number that is not a page goes to the nearest page that is, keeping the rest of the address", async () => {
    const student = await createStudent(db());
    const idOf = await seedSets(student.id, 21);
    expect((await load(student, "?page=abc")).redirect).toBe("/flashcards");
    expect((await load(student, "?page=0")).redirect).toBe("/flashcards");
    expect((await load(student, "?page=-2")).redirect).toBe("/flashcards");
    expect((await load(student, "?page=02")).redirect).toBe("/flashcards?page=2");
    expect((await load(student, `?page=99&open=${idOf(21)}`)).redirect).toBe(`/flashcards?page=3&open=${idOf(21)}`);
    expect((await load(student, "?page=99999999999")).redirect).toBe("/flashcards?page=3");
    expect((await load(student, "?page=1")).redirect).toBeNull();
    expect((await loaded(student, "?page=3")).sets.map((set) => set.title)).toEqual(["Set 21"]);

    const empty = await createStudent(db());
    expect((await load(empty, "?page=2")).redirect).toBe("/flashcards");
    expect(await loaded(empty)).toMatchObject({ page: 1, pages: 1, sets: [], totals: { sets: 0, cards: 0, dueToday: 0 } });
  });

  it("a delete, an edit and a cancel come back to their page; a new set is on page 1; a page left empty moves back", async () => {
    const student = await createStudent(db());
    const idOf = await seedSets(student.id, 21, () => 1);

    const deleted = (await post(student, "?page=3", { intent: "delete", setId: idOf(21) })) as Response;
    // The page says a set was deleted (?deleted=1), at the list's heading.
    expect(deleted.headers.get("Location")).toBe("/flashcards?page=3&deleted=1#sets-heading");
    const back = await load(student, "?page=3");
    expect(back.redirect).toBe("/flashcards?page=2");
    // Moving back to the last page keeps the notice.
    expect((await load(student, "?page=3&deleted=1")).redirect).toBe("/flashcards?page=2&deleted=1");
    expect((await loaded(student, "?page=2")).sets.at(-1)!.title).toBe("Set 20");

    const edited = (await post(student, "?page=2&edit=" + idOf(15), { intent: "update", setId: idOf(15), title: "Set 15, renamed" }, [{ front: "q", back: "a" }])) as Response;
    // The page says the set was saved (?saved=<id>), at the set's title.
    expect(edited.headers.get("Location")).toBe(`/flashcards?page=2&saved=${idOf(15)}#set-${idOf(15)}-title`);
    expect((await loaded(student, "?page=2")).sets.map((set) => set.title)).toContain("Set 15, renamed");
    expect(((await post(student, "?page=2", { intent: "cancel" })) as Response).headers.get("Location")).toBe("/flashcards?page=2");

    const created = (await post(student, "?page=2", { intent: "create", title: "Brand new" }, [{ front: "New Q", back: "New A" }])) as Response;
    const first = await loaded(student);
    expect(created.headers.get("Location")).toBe(`/flashcards?created=${first.sets[0]!.id}#set-${first.sets[0]!.id}-title`);
    expect(first.sets[0]).toMatchObject({ title: "Brand new", cardCount: 1, cards: [{ front: "New Q", back: "New A" }] });
    expect(first.totals.sets).toBe(21);
  });

  it("each set's card count, kept by the database, stays true through create, edit (cards added and removed) and delete", async () => {
    const student = await createStudent(db());
    const made = await createSet(db(), student.id, { title: "Counted", cards: [1, 2, 3, 4].map((n) => ({ front: `Q${n}`, back: `A${n}` })) });
    if (!made.ok) throw new Error(made.message);
    const other = await createSet(db(), student.id, { title: "Other", cards: [{ front: "x", back: "y" }] });
    if (!other.ok) throw new Error(other.message);
    const counted = async () => {
      const page = await listSetPage(db(), student.id, { page: 1, now: new Date() });
      const actual = await db().select({ setId: flashcards.setId }).from(flashcards).where(eq(flashcards.userId, student.id));
      return { listed: Object.fromEntries(page.sets.map((set) => [set.title, set.cardCount])), total: page.totals.cards, actual: actual.length };
    };
    expect(await counted()).toEqual({ listed: { Counted: 4, Other: 1 }, total: 5, actual: 5 });

    const cards = await db().select({ id: flashcards.id }).from(flashcards).where(eq(flashcards.setId, made.value.setId)).orderBy(flashcards.position);
    const edited = await updateSet(db(), student.id, made.value.setId, {
      title: "Counted",
      cards: [
        { id: cards[0]!.id, front: "Q1", back: "A1" },
        { front: "new 1", back: "n" },
        { front: "new 2", back: "n" },
      ],
    });
    expect(edited.ok).toBe(true);
    expect(await counted()).toEqual({ listed: { Counted: 3, Other: 1 }, total: 4, actual: 4 });

    expect((await deleteSet(db(), student.id, other.value.setId)).ok).toBe(true);
    expect(await counted()).toEqual({ listed: { Counted: 3 }, total: 3, actual: 3 });
  });

  it("listSetPage reports a page past the end as the last page, with no sets", async () => {
    const student = await createStudent(db());
    for (let index = 0; index < 2; index++) {
      const created = await createSet(db(), student.id, { title: `Made ${index}`, cards: [{ front: "a", back: "b" }] });
      expect(created.ok).toBe(true);
    }
    const past = await listSetPage(db(), student.id, { page: 5, now: new Date() });
    expect(past).toMatchObject({ page: 1, pages: 1, sets: [] });
    const page = await listSetPage(db(), student.id, { page: 1, now: new Date() });
    expect(page.sets.map((set) => set.title)).toEqual(["Made 1", "Made 0"]);
    expect(page.sets[0]!.createdAt).toBeInstanceOf(Date);
  });
});
