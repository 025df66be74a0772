import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { createSet, listSets } from "~/features/flashcards/sets.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { flashcardSets } from "~/platform/db/schema";

import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import Flashcards, { action, loader } from "./flashcards";

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);

type Student = Awaited<ReturnType<typeof createStudent>>;

const contextFor = (student: Student) => ({
  session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } },
});

async function load(student: Student, address = "/flashcards") {
  return loader({ request: new Request(`http://marker.test${address}`), context: contextFor(student), params: {} } as unknown as Parameters<typeof loader>[0]);
}

/** Posts the page's form (to `address`); `rows` become repeated cardId/front/back fields as the browser sends them. */
async function post(student: Student, fields: Record<string, string>, rows: { id?: string; front: string; back: string }[] = [], address = "/flashcards") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const row of rows) {
    body.append("cardId", row.id ?? "");
    body.append("front", row.front);
    body.append("back", row.back);
  }
  const request = new Request(`http://marker.test${address}`, { method: "POST", body });
  const result = await action({ request, context: contextFor(student), params: {} } as unknown as Parameters<typeof action>[0]);
  return result as unknown;
}

/** The page as the server renders it from the loader's data, at `address`. */
function render(data: Awaited<ReturnType<typeof load>>, address = "/flashcards") {
  const props = { loaderData: data, actionData: undefined, params: {}, matches: [] } as unknown as Parameters<typeof Flashcards>[0];
  const router = createMemoryRouter([{ path: "/flashcards", element: createElement(Flashcards, props) }], { initialEntries: [address] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

/** The page the browser lands on after a redirect: loaded and rendered at the redirect's address (its query). */
async function follow(student: Student, result: unknown) {
  const location = (result as Response).headers.get("Location")!;
  const address = location.split("#")[0]!;
  return render(await load(student, address), address);
}

/** The text of the page's success notice (a status), if it has one. */
const noticeOf = (html: string) => /<div role="status"[^>]*>([^<]*)<\/div>/.exec(html)?.[1] ?? null;

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } }).init?.status ?? 200;
}
function bodyOf(result: unknown) {
  return (result as { data: { ok: boolean; form: string; formError?: string; draft?: { title: string; cards: unknown[] } } }).data;
}

describe("/flashcards", () => {
  it("lists the student's sets with their dates and says whether they may make sets", async () => {
    const student = await createStudent(db());
    expect(await load(student)).toMatchObject({ sets: [], canCreate: true });
    await createSet(db(), student.id, { title: "Poems", cards: [{ front: "Ozymandias", back: "Shelley" }] });
    const data = await load(student);
    expect(data.sets).toHaveLength(1);
    expect(data.sets[0]).toMatchObject({ title: "Poems", updated: null, cards: [{ front: "Ozymandias", back: "Shelley" }] });
    expect(data.sets[0]!.created).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  });

  it("creates a set from the form (blank rows dropped) and goes back to the list", async () => {
    const student = await createStudent(db());
    const result = await post(student, { intent: "create", title: "Cells" }, [
      { front: "Nucleus", back: "Holds DNA" },
      { front: "", back: "" },
    ]);
    expect(statusOf(result)).toBe(302);
    const [set] = await listSets(db(), student.id);
    // The list, at the new set, which the query names by id so the page can say it was created.
    expect((result as Response).headers.get("Location")).toBe(`/flashcards?created=${set!.id}#set-${set!.id}-title`);
    expect(set!.cards.map((card) => card.front)).toEqual(["Nucleus"]);
  });

  it("sends a refused draft back with the spec's message and everything typed", async () => {
    const student = await createStudent(db());
    const result = await post(student, { intent: "create", title: "" }, [{ front: "Typed", back: "Kept" }]);
    expect(statusOf(result)).toBe(400);
    expect(bodyOf(result)).toMatchObject({
      ok: false,
      form: "create",
      formError: FLASHCARD_MESSAGES.titleAndCard,
      draft: { title: "", cards: [{ front: "Typed", back: "Kept" }] },
    });
  });

  it("names the field and the card a refused draft's message is about", async () => {
    const student = await createStudent(db());
    const long = "x".repeat(FLASHCARD_LIMITS.charactersPerSide + 1);
    const result = await post(student, { intent: "create", title: "Cells" }, [{ front: "a", back: "b" }, { front: long, back: "d" }]);
    expect(statusOf(result)).toBe(400);
    expect(bodyOf(result)).toMatchObject({
      formError: FLASHCARD_MESSAGES.sideTooLong(FLASHCARD_LIMITS.charactersPerSide),
      field: { field: { name: "front", row: 1 }, message: "Card 2 (front): each side of a card can be up to 1,000 characters." },
    });
    const untitled = await post(student, { intent: "create", title: "" }, [{ front: "a", back: "b" }]);
    expect(bodyOf(untitled)).toMatchObject({ field: { field: { name: "title" }, message: FLASHCARD_MESSAGES.titleAndCard } });
  });

  it("adds and removes rows without JavaScript, never the last one", async () => {
    const student = await createStudent(db());
    const added = bodyOf(await post(student, { intent: "add-card", title: "T" }, [{ front: "a", back: "b" }]));
    expect(added.draft!.cards).toHaveLength(2);
    const removed = bodyOf(await post(student, { intent: "remove-card:0", title: "T" }, [{ front: "a", back: "b" }]));
    expect(removed.draft!.cards).toEqual([{ front: "a", back: "b" }]);
    const two = bodyOf(await post(student, { intent: "remove-card:0", title: "T" }, [{ front: "a", back: "b" }, { front: "c", back: "d" }]));
    expect(two.draft!.cards).toEqual([{ front: "c", back: "d" }]);
    expect(await listSets(db(), student.id)).toEqual([]);
  });

  it("gates making and editing on the flashcards feature, but a student can always delete", async () => {
    const expired = await createStudent(db(), { trialDays: -1 });
    const created = await createSet(db(), expired.id, { title: "Old", cards: [{ front: "a", back: "b" }] });
    if (!created.ok) throw new Error(created.message);
    expect(await load(expired)).toMatchObject({ canCreate: false, gate: { requiredPlan: "Basic", hasPlan: false } });

    const refused = await post(expired, { intent: "create", title: "New" }, [{ front: "a", back: "b" }]);
    expect(statusOf(refused)).toBe(403);
    expect(bodyOf(refused).formError).toBe("Please subscribe to access this feature");
    const edit = await post(expired, { intent: "update", setId: created.value.setId, title: "Renamed" }, [{ front: "a", back: "b" }]);
    expect(statusOf(edit)).toBe(403);
    expect((await listSets(db(), expired.id)).map((set) => set.title)).toEqual(["Old"]);

    expect(statusOf(await post(expired, { intent: "delete", setId: created.value.setId }))).toBe(302);
    expect(await listSets(db(), expired.id)).toEqual([]);
  });

  it("B2: another student's set answers 404 and is unchanged", async () => {
    const owner = await createStudent(db());
    const intruder = await createStudent(db());
    const created = await createSet(db(), owner.id, { title: "Mine", cards: [{ front: "a", back: "b" }] });
    if (!created.ok) throw new Error(created.message);
    const setId = created.value.setId;
    const update = await post(intruder, { intent: "update", setId, title: "Stolen" }, [{ front: "x", back: "y" }]);
    expect(statusOf(update)).toBe(404);
    expect(statusOf(await post(intruder, { intent: "delete", setId }))).toBe(404);
    const [set] = await listSets(db(), owner.id);
    expect(set).toMatchObject({ title: "Mine", cards: [{ front: "a", back: "b" }] });
    expect((await load(intruder)).sets).toEqual([]);
  });

  it("shows the updated date only when it is another London day than the created date", async () => {
    const student = await createStudent(db());
    const at = (iso: string) => new Date(iso);
    await db()
      .insert(flashcardSets)
      .values([
        // Made in the morning and edited in the evening of 26 November: one day, so no updated date.
        { userId: student.id, title: "Same day", createdAt: at("2026-11-26T09:00:00.000Z"), updatedAt: at("2026-11-26T19:11:00.000Z") },
        // 23:30 and 00:30 in London (BST) are two days, though both are 10 July in UTC.
        { userId: student.id, title: "Over midnight", createdAt: at("2026-07-10T22:30:00.000Z"), updatedAt: at("2026-07-10T23:30:00.000Z") },
        { userId: student.id, title: "Untouched", createdAt: at("2026-05-01T12:00:00.000Z"), updatedAt: at("2026-05-01T12:00:00.000Z") },
      ]);
    const byTitle = Object.fromEntries((await load(student)).sets.map((set) => [set.title, { created: set.created, updated: set.updated }]));
    expect(byTitle).toEqual({
      "Same day": { created: "26 Nov 2026", updated: null },
      "Over midnight": { created: "10 Jul 2026", updated: "11 Jul 2026" },
      Untouched: { created: "1 May 2026", updated: null },
    });
  });

  it("offers no review of due cards when the plan has lapsed (review answers 403 then), and does on a plan with flashcards", async () => {
    const onTrial = await createStudent(db());
    const lapsed = await createStudent(db(), { trialDays: -1 });
    for (const student of [onTrial, lapsed]) {
      const created = await createSet(db(), student.id, { title: "Cold War", cards: [{ front: "1961", back: "Berlin Wall" }] });
      if (!created.ok) throw new Error(created.message);
    }

    const trialPage = await load(onTrial);
    expect(trialPage).toMatchObject({ canReview: true, totals: { cards: 1, dueToday: 1 } });
    const trialHtml = render(trialPage);
    expect(trialHtml).toContain('href="/flashcards/review"');
    expect(trialHtml).toContain("1 card due today");

    const lapsedPage = await load(lapsed);
    expect(lapsedPage).toMatchObject({ canReview: false, canCreate: false });
    // The count still shows, with the review page's gate: its words, and the way to a plan (the ended trial's banner).
    expect(lapsedPage.reviewGate).toEqual({ message: "Please subscribe to access this feature", link: "View plans", to: "/pricing?expired=true" });
    expect(trialPage.reviewGate).toBeNull();
    const lapsedHtml = render(lapsedPage);
    expect(lapsedHtml).not.toContain('href="/flashcards/review"');
    expect(lapsedHtml).toContain("Cold War");
    expect(lapsedHtml.replaceAll("<!-- -->", "")).toContain("1 card due today");
    expect(lapsedHtml).toContain('href="/pricing?expired=true"');
  });

  it("says an edit was saved and opens at the set; says a set was deleted and opens at the list's heading", async () => {
    const student = await createStudent(db());
    const made = await createSet(db(), student.id, { title: "Rivers", cards: [{ front: "Longest river in the UK?", back: "Severn" }] });
    if (!made.ok) throw new Error(made.message);
    const setId = made.value.setId;

    const saved = await post(student, { intent: "update", setId, title: "UK rivers" }, [{ front: "Longest river in the UK?", back: "The Severn" }]);
    expect(statusOf(saved)).toBe(302);
    // The query names the set by id (never text); the fragment is the set's title, which takes focus.
    expect((saved as Response).headers.get("Location")).toBe(`/flashcards?saved=${setId}#set-${setId}-title`);
    expect(noticeOf(await follow(student, saved))).toBe("Flashcard set saved.");
    // A made-up id (not one of the student's sets on the page) says nothing.
    const madeUp = "/flashcards?saved=00000000-0000-4000-8000-000000000000";
    expect(noticeOf(render(await load(student, madeUp), madeUp))).toBeNull();

    const deleted = await post(student, { intent: "delete", setId });
    expect(statusOf(deleted)).toBe(302);
    expect((deleted as Response).headers.get("Location")).toBe("/flashcards?deleted=1#sets-heading");
    const after = await follow(student, deleted);
    expect(noticeOf(after)).toBe("Flashcard set deleted.");
    expect(after).toContain('<h2 id="sets-heading" tabindex="-1"');
    expect(after).toContain("Your Flashcard Sets (0)");
    // From page 2, back to page 2 (the loader moves on to the last page there is).
    const other = await createSet(db(), student.id, { title: "Coasts", cards: [{ front: "Spit", back: "Sand" }] });
    if (!other.ok) throw new Error(other.message);
    const fromPage2 = await post(student, { intent: "delete", setId: other.value.setId }, [], "/flashcards?page=2");
    expect((fromPage2 as Response).headers.get("Location")).toBe("/flashcards?page=2&deleted=1#sets-heading");
  });

  it("study mode says a set made without AI (from feedback, say) was made without AI, as the list does", async () => {
    const student = await createStudent(db());
    const offline = await createSet(db(), student.id, { title: "Feedback cards", cards: [{ front: "What is AO2?", back: "Language, form and structure" }] }, {
      source: "feedback",
      offline: true,
    });
    const modelMade = await createSet(db(), student.id, { title: "Model cards", cards: [{ front: "What is AO1?", back: "Ideas" }] }, { source: "feedback" });
    if (!offline.ok || !modelMade.ok) throw new Error("not made");

    const studying = `/flashcards?study=${offline.value.setId}`;
    const page = render(await load(student, studying), studying).replaceAll("<!-- -->", "");
    expect(page).toContain('<h2 id="study-title"');
    expect(page).toContain("Made without AI");
    expect(render(await load(student), "/flashcards")).toContain(" · Made without AI");

    const other = `/flashcards?study=${modelMade.value.setId}`;
    const otherPage = render(await load(student, other), other);
    expect(otherPage).toContain('<h2 id="study-title"');
    expect(otherPage).not.toContain("Made without AI");
  });

  it("without JavaScript, the delete question's Cancel goes back to the set (its title), on its page, not to the top of the page", async () => {
    const student = await createStudent(db());
    const ids: string[] = [];
    for (let index = 0; index <= FLASHCARD_LIMITS.setsPerPage; index++) {
      const made = await createSet(db(), student.id, { title: `Set ${index}`, cards: [{ front: "Q", back: "A" }] });
      if (!made.ok) throw new Error(made.message);
      ids.push(made.value.setId);
    }
    // Newest first: the last set made is on page 1, the first on page 2.
    const [onPage2, onPage1] = [ids[0]!, ids.at(-1)!];
    for (const [address, setId, back] of [
      [`/flashcards?delete=${onPage1}`, onPage1, `/flashcards#set-${onPage1}-title`],
      [`/flashcards?page=2&delete=${onPage2}`, onPage2, `/flashcards?page=2#set-${onPage2}-title`],
    ] as const) {
      const html = render(await load(student, address), address);
      const question = html.slice(html.indexOf(`<div role="group" aria-labelledby="confirm-${setId}"`));
      expect(question).toContain(FLASHCARD_MESSAGES.confirmDelete);
      const cancel = /<a href="([^"]*)"[^>]*>Cancel<\/a>/.exec(question)?.[1];
      expect(cancel).toBe(back);
      // The place it goes back to is the set's title on that page.
      expect(html).toContain(`<h3 id="set-${setId}-title"`);
    }
  });

  it("answers an unknown request with 400", async () => {
    const student = await createStudent(db());
    expect(statusOf(await post(student, { intent: "explode" }))).toBe(400);
  });
});

function db() {
  return database.db;
}
