import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { flashcardReviews, flashcards, flashcardSets } from "~/platform/db/schema";

import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import { loader as dashboardLoader } from "./dashboard";
import { action, loader } from "./flashcards.review";

const database = await setupTestDatabase();
const db = database.db;
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);

type Student = Awaited<ReturnType<typeof createStudent>>;

function contextFor(student: Student) {
  return { session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } } };
}

/** What a loader or action answered: its data and status (a redirect is a thrown or returned Response). */
function unwrap(result: unknown): { status: number; data: Record<string, unknown>; location?: string | null } {
  if (result instanceof Response) return { status: result.status, data: {}, location: result.headers.get("Location") };
  if (result && typeof result === "object" && "type" in result && (result as { type: unknown }).type === "DataWithResponseInit") {
    const value = result as unknown as { data: Record<string, unknown>; init: { status?: number } | null };
    return { status: value.init?.status ?? 200, data: value.data };
  }
  return { status: 200, data: result as Record<string, unknown> };
}

async function load(student: Student, search = "") {
  return unwrap(
    await loader({
      request: new Request(`http://marker.test/flashcards/review${search}`),
      context: contextFor(student),
      params: {},
    } as unknown as Parameters<typeof loader>[0]),
  );
}

async function post(student: Student, fields: Record<string, string>, search = "") {
  try {
    return unwrap(
      await action({
        request: new Request(`http://marker.test/flashcards/review${search}`, { method: "POST", body: new URLSearchParams(fields) }),
        context: contextFor(student),
        params: {},
      } as unknown as Parameters<typeof action>[0]),
    );
  } catch (thrown) {
    return unwrap(thrown);
  }
}

async function createSet(userId: string, fronts: string[], title = "Cold War") {
  const [set] = await db.insert(flashcardSets).values({ userId, title }).returning();
  const past = new Date(Date.now() - 60_000);
  const cards = await db
    .insert(flashcards)
    .values(fronts.map((front, position) => ({ setId: set!.id, userId, position, front, back: `${front}: answer`, due: past })))
    .returning();
  return { set: set!, cards };
}

describe("/flashcards/review", () => {
  it("shows the first due card with its four choices and intervals, the answer hidden until asked for", async () => {
    const student = await createStudent(db);
    const { set, cards } = await createSet(student.id, ["Truman Doctrine", "Marshall Plan"]);
    const page = await load(student, `?set=${set.id}`);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ state: "review", set: { id: set.id, title: "Cold War" }, left: 2, revealed: false, canUndo: false });
    const card = page.data.card as { id: string; intervals: { name: string; meaning: string; interval: string }[] };
    expect(card.id).toBe(cards[0]!.id);
    expect(card.intervals.map((choice) => `${choice.name} — ${choice.meaning}`)).toEqual([
      "Again — forgot it",
      "Hard — remembered, with effort",
      "Good — remembered",
      "Easy — knew it at once",
    ]);
    expect(card.intervals.slice(0, 3).map((choice) => choice.interval)).toEqual(["1 min", "6 min", "10 min"]);

    const revealed = await load(student, `?set=${set.id}&reveal=${cards[0]!.id}`);
    expect(revealed.data).toMatchObject({ revealed: true, card: { id: cards[0]!.id } });
  });

  it("rates through the form, moves to the next card, and undoes the rating (no JavaScript needed)", async () => {
    const student = await createStudent(db);
    const { set, cards } = await createSet(student.id, ["Berlin Blockade", "Cuban Missile Crisis"]);
    const rated = await post(student, { intent: "rate", cardId: cards[0]!.id, rating: "4", seenReps: "0" }, `?set=${set.id}`);
    expect(rated).toMatchObject({ status: 302, location: `/flashcards/review?set=${set.id}` });
    expect((await load(student, `?set=${set.id}`)).data).toMatchObject({ left: 1, canUndo: true, card: { id: cards[1]!.id } });

    const undone = await post(student, { intent: "undo" }, `?set=${set.id}`);
    expect(undone).toMatchObject({ status: 302, location: `/flashcards/review?set=${set.id}&card=${cards[0]!.id}&undone=1` });
    const back = await load(student, `?set=${set.id}&card=${cards[0]!.id}`);
    expect(back.data).toMatchObject({ left: 2, canUndo: false, card: { id: cards[0]!.id } });

    const refused = await post(student, { intent: "undo" }, `?set=${set.id}`);
    expect(refused).toMatchObject({ status: 409, data: { ok: false, formError: FLASHCARD_MESSAGES.nothingToUndo } });
  });

  it("undoes only a rating made in the queue being reviewed, shows Undo only there, and names the card undone", async () => {
    const student = await createStudent(db);
    const a = await createSet(student.id, ["Truman Doctrine", "Marshall Plan"], "Cold War");
    const b = await createSet(student.id, ["Reichstag Fire"], "Weimar");
    await post(student, { intent: "rate", cardId: a.cards[0]!.id, rating: "4", seenReps: "0" }, `?set=${a.set.id}`);
    const rated = await db.select().from(flashcards).where(eq(flashcards.id, a.cards[0]!.id));

    // Set B's queue has had no rating: no Undo button, and an undo posted there changes nothing in set A.
    expect((await load(student, `?set=${b.set.id}`)).data).toMatchObject({ canUndo: false, undone: null });
    const elsewhere = await post(student, { intent: "undo" }, `?set=${b.set.id}`);
    expect(elsewhere).toMatchObject({ status: 409, data: { ok: false, formError: FLASHCARD_MESSAGES.nothingToUndo } });
    expect(await db.select().from(flashcards).where(eq(flashcards.id, a.cards[0]!.id))).toEqual(rated);
    expect((await db.select().from(flashcardReviews).where(eq(flashcardReviews.cardId, a.cards[0]!.id)))[0]!.undoneAt).toBeNull();
    // A set that is not the student's, or not a set at all, has nothing to undo either.
    expect(await post(student, { intent: "undo" }, "?set=not-a-set")).toMatchObject({ status: 409 });

    // Set A's queue and the all-sets queue offer it.
    expect((await load(student, `?set=${a.set.id}`)).data).toMatchObject({ canUndo: true });
    expect((await load(student)).data).toMatchObject({ canUndo: true });
    const undone = await post(student, { intent: "undo" }, `?set=${a.set.id}`);
    expect(undone).toMatchObject({ status: 302, location: `/flashcards/review?set=${a.set.id}&card=${a.cards[0]!.id}&undone=1` });
    const back = await load(student, `?set=${a.set.id}&card=${a.cards[0]!.id}&undone=1`);
    expect(back.data).toMatchObject({ canUndo: false, card: { id: a.cards[0]!.id }, undone: { front: "Truman Doctrine" } });

    // The address alone cannot make the page claim an undo: a card whose rating was not undone is not named.
    expect((await load(student, `?set=${a.set.id}&card=${a.cards[1]!.id}&undone=1`)).data).toMatchObject({ undone: null });
    const other = await createStudent(db);
    expect((await load(other, `?card=${a.cards[0]!.id}&undone=1`)).data).toMatchObject({ undone: null });
  });

  it("undoes the newest rating across all sets on the all-sets queue", async () => {
    const student = await createStudent(db);
    const a = await createSet(student.id, ["Yalta"], "Conferences");
    const b = await createSet(student.id, ["Potsdam"], "More conferences");
    await post(student, { intent: "rate", cardId: a.cards[0]!.id, rating: "4", seenReps: "0" }, `?set=${a.set.id}`);
    await post(student, { intent: "rate", cardId: b.cards[0]!.id, rating: "4", seenReps: "0" }, `?set=${b.set.id}`);
    expect(await post(student, { intent: "undo" })).toMatchObject({ status: 302, location: `/flashcards/review?card=${b.cards[0]!.id}&undone=1` });
    // Set A's own rating is still its queue's newest: undoable there.
    expect((await load(student, `?set=${a.set.id}`)).data).toMatchObject({ canUndo: true });
  });

  it("counts a card rated Good or Again off what is left, and says it comes back", async () => {
    const student = await createStudent(db);
    const { set, cards } = await createSet(student.id, ["Yalta", "Potsdam", "Berlin Airlift"]);
    expect((await load(student, `?set=${set.id}`)).data).toMatchObject({ left: 3, comingBack: 0 });
    await post(student, { intent: "rate", cardId: cards[0]!.id, rating: "3", seenReps: "0" }, `?set=${set.id}`);
    expect((await load(student, `?set=${set.id}`)).data).toMatchObject({ left: 2, comingBack: 1 });
    await post(student, { intent: "rate", cardId: cards[1]!.id, rating: "1", seenReps: "0" }, `?set=${set.id}`);
    expect((await load(student, `?set=${set.id}`)).data).toMatchObject({ left: 1, comingBack: 2 });
  });

  it("answers 404 for another student's set and card, and changes nothing (B2)", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const theirs = await createSet(other.id, ["Yalta"]);
    expect(await load(student, `?set=${theirs.set.id}`)).toMatchObject({ status: 404, data: { state: "not-found" } });
    expect(await load(student, "?set=not-a-set")).toMatchObject({ status: 404 });

    const attempt = await post(student, { intent: "rate", cardId: theirs.cards[0]!.id, rating: "3", seenReps: "0" });
    expect(attempt).toMatchObject({ status: 404, data: { ok: false, formError: FLASHCARD_MESSAGES.cardNotFound } });
    const [card] = await db.select().from(flashcards).where(eq(flashcards.id, theirs.cards[0]!.id));
    expect(card).toMatchObject({ reps: 0, state: 0 });
    expect(await db.select().from(flashcardReviews).where(eq(flashcardReviews.cardId, theirs.cards[0]!.id))).toEqual([]);

    // Their card is not shown to me even when asked for by id.
    await createSet(student.id, ["mine"]);
    const mine = await load(student, `?card=${theirs.cards[0]!.id}`);
    expect(mine.data).toMatchObject({ card: { front: "mine" } });
  });

  it("refuses an unknown request", async () => {
    const student = await createStudent(db);
    expect(await post(student, { intent: "rate", cardId: "x", rating: "5" })).toMatchObject({
      status: 400,
      data: { formError: FLASHCARD_MESSAGES.unknownRequest },
    });
  });

  it("says nothing is due, and when the next card is", async () => {
    const student = await createStudent(db);
    const empty = await load(student);
    expect(empty.data).toMatchObject({ state: "review", card: null, left: 0, nextDue: null, set: null });

    const { cards } = await createSet(student.id, ["Détente"]);
    await post(student, { intent: "rate", cardId: cards[0]!.id, rating: "4", seenReps: "0" });
    const later = await load(student);
    expect(later.data).toMatchObject({ card: null, left: 0, canUndo: true });
    expect((later.data.nextDue as { in: string }).in).toMatch(/^\d+ days?$/);
  });

  /** Runs `body` with the clock (Date only: timers and the database run as usual) stopped at `start`. */
  async function atFixedClock(start: string, body: (setClock: (iso: string) => void) => Promise<void>) {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(start));
      await body((iso) => vi.setSystemTime(new Date(iso)));
    } finally {
      vi.useRealTimers();
    }
  }

  it("says when the next card is due by the rule the buttons use: Good 'in 2 days' at 23:55 is due in 2 days, from 4 am (fixed clock)", async () => {
    const student = await createStudent(db);
    await atFixedClock("2026-11-27T23:40:00.000Z", async (setClock) => {
      const { set, cards } = await createSet(student.id, ["Berlin Wall"]);
      await post(student, { intent: "rate", cardId: cards[0]!.id, rating: "3", seenReps: "0" }, `?set=${set.id}`);
      // 23:55: the learning step is over; Good sends the card to review.
      setClock("2026-11-27T23:55:00.000Z");
      const page = await load(student, `?set=${set.id}`);
      const good = (page.data.card as { intervals: { name: string; interval: string }[] }).intervals.find((choice) => choice.name === "Good")!;
      expect(good.interval).toBe("2 days");
      await post(student, { intent: "rate", cardId: cards[0]!.id, rating: "3", seenReps: "1" }, `?set=${set.id}`);
      const after = await load(student, `?set=${set.id}`);
      // Not "in 1 day (29 Nov, 00:00)": the day the button named, from the start of its review day.
      expect(after.data).toMatchObject({ card: null, nextDue: { in: "2 days", at: "29 Nov 2026, 04:00" } });
      const [card] = await db.select().from(flashcards).where(eq(flashcards.id, cards[0]!.id));
      expect(card!.due).toEqual(new Date("2026-11-29T04:00:00.000Z"));
    });
  });

  it("shows a card early (learn-ahead) only when nothing else is due, and says so (fixed clock)", async () => {
    const student = await createStudent(db);
    await atFixedClock("2026-11-27T12:00:00.000Z", async (setClock) => {
      const { set, cards } = await createSet(student.id, ["Yalta", "Potsdam"]);
      await post(student, { intent: "rate", cardId: cards[0]!.id, rating: "3", seenReps: "0" }, `?set=${set.id}`);
      // Yalta is due again at 12:10 ("See again in 10 min"): Potsdam, due now, comes first, and is not early.
      setClock("2026-11-27T12:00:05.000Z");
      expect((await load(student, `?set=${set.id}`)).data).toMatchObject({ card: { id: cards[1]!.id, earlyBy: null } });
      await post(student, { intent: "rate", cardId: cards[1]!.id, rating: "4", seenReps: "0" }, `?set=${set.id}`);
      // Nothing else is due: Yalta comes back early, and the page says how early.
      setClock("2026-11-27T12:00:10.000Z");
      expect((await load(student, `?set=${set.id}`)).data).toMatchObject({ card: { id: cards[0]!.id, earlyBy: "10 min" } });
      setClock("2026-11-27T12:02:00.000Z");
      expect((await load(student, `?set=${set.id}`)).data).toMatchObject({ card: { id: cards[0]!.id, earlyBy: "8 min" } });
      // At its due time it is not early.
      setClock("2026-11-27T12:10:00.000Z");
      expect((await load(student, `?set=${set.id}`)).data).toMatchObject({ card: { id: cards[0]!.id, earlyBy: null } });
    });
  });

  it("shows the feature gate to a student with no plan, and refuses their ratings", async () => {
    const student = await createStudent(db, { trialDays: -1 });
    expect(await load(student)).toMatchObject({ status: 403, data: { state: "gated", hasPlan: false, requiredPlan: "Basic" } });
    const { cards } = await createSet(student.id, ["gated"]);
    const attempt = await post(student, { intent: "rate", cardId: cards[0]!.id, rating: "3", seenReps: "0" });
    expect(attempt).toMatchObject({ status: 403, data: { ok: false, formError: "Please subscribe to access this feature" } });
  });
});

describe("the dashboard's due count", () => {
  async function dashboard(student: Student) {
    return dashboardLoader({
      request: new Request("http://marker.test/dashboard"),
      context: contextFor(student),
      params: {},
    } as unknown as Parameters<typeof dashboardLoader>[0]);
  }

  it("is absent without cards, and counts the cards due today, going down as they are reviewed", async () => {
    const student = await createStudent(db);
    expect((await dashboard(student)).cardsDueToday).toBeNull();
    const { cards } = await createSet(student.id, ["Iron Curtain", "Warsaw Pact"]);
    expect((await dashboard(student)).cardsDueToday).toBe(2);
    await post(student, { intent: "rate", cardId: cards[0]!.id, rating: "4", seenReps: "0" });
    expect((await dashboard(student)).cardsDueToday).toBe(1);
  });
});
