import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { uploadCardImage } from "~/features/flashcards/card-images.server";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { listSets } from "~/features/flashcards/sets.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { setStorage } from "~/platform/storage/get-storage.server";
import { createLocalStorage } from "~/platform/storage/local-storage.server";

import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import Flashcards, { action, loader } from "./flashcards";
import ReviewDueCards, { loader as reviewLoader } from "./flashcards.review";

/**
 * A picture's description, from the page's own form to every place the picture is shown: the list, study mode and
 * review, each rendered on the server from its loader's data, as a browser first receives it.
 */

const database = await setupTestDatabase();
const db = database.db;
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const uploads = mkdtempSync(path.join(tmpdir(), "marker-card-picture-alt-"));
setStorage(createLocalStorage({ dir: uploads }));
afterAll(() => {
  setStorage(undefined);
  rmSync(uploads, { recursive: true, force: true });
});

type Student = Awaited<ReturnType<typeof createStudent>>;

const contextFor = (student: Student) => ({
  session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } },
});

interface Row {
  front: string;
  back: string;
  frontImageKey?: string;
  backImageKey?: string;
  frontImageDescription?: string;
  backImageDescription?: string;
}

/** Posts the set form as the browser sends it: each row's fields once, empty when the row has none. */
async function post(student: Student, title: string, rows: Row[]) {
  const body = new FormData();
  body.append("intent", "create");
  body.append("title", title);
  for (const row of rows) {
    body.append("cardId", "");
    body.append("front", row.front);
    body.append("back", row.back);
    body.append("frontImageKey", row.frontImageKey ?? "");
    body.append("backImageKey", row.backImageKey ?? "");
    body.append("frontImageDescription", row.frontImageDescription ?? "");
    body.append("backImageDescription", row.backImageDescription ?? "");
  }
  const request = new Request("http://marker.test/flashcards", { method: "POST", body });
  return (await action({ request, context: contextFor(student), params: {} } as unknown as Parameters<typeof action>[0])) as unknown;
}

async function loadList(student: Student, search = "") {
  return loader({ request: new Request(`http://marker.test/flashcards${search}`), context: contextFor(student), params: {} } as unknown as Parameters<typeof loader>[0]);
}

function renderList(data: Awaited<ReturnType<typeof loadList>>, actionData?: unknown, search = "") {
  const props = { loaderData: data, actionData, params: {}, matches: [] } as unknown as Parameters<typeof Flashcards>[0];
  const router = createMemoryRouter([{ path: "/flashcards", element: createElement(Flashcards, props) }], { initialEntries: [`/flashcards${search}`] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

async function renderReview(student: Student, search: string) {
  const loaderData = await reviewLoader({
    request: new Request(`http://marker.test/flashcards/review${search}`),
    context: contextFor(student),
    params: {},
  } as unknown as Parameters<typeof reviewLoader>[0]);
  const props = { loaderData, actionData: undefined, params: {}, matches: [] } as unknown as Parameters<typeof ReviewDueCards>[0];
  const router = createMemoryRouter([{ path: "/flashcards/review", element: createElement(ReviewDueCards, props) }], {
    initialEntries: [`/flashcards/review${search}`],
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

async function uploadedPicture(userId: string, colour: string) {
  const bytes = await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } }).png().toBuffer();
  const uploaded = await uploadCardImage(db, userId, bytes);
  if (!uploaded.ok) throw new Error(uploaded.message);
  return uploaded.value.key;
}

/** The alt attribute of every <img> in the page that shows a card picture. */
const altsOf = (html: string) => [...html.matchAll(/<img src="\/flashcard-images\/[^"]+" alt="([^"]*)"/g)].map((match) => match[1]);

describe("a card picture's text alternative, through the pages", () => {
  it("is the student's description in the list, study mode and review; without one, it says which side of which card", async () => {
    const student = await createStudent(db);
    const map = await uploadedPicture(student.id, "#3366cc");
    const flag = await uploadedPicture(student.id, "#cc3333");
    const created = await post(student, "France", [
      { front: "", back: "France", frontImageKey: map, frontImageDescription: "A map of Europe with France shaded in blue" },
      { front: "Whose flag is this?", back: "", backImageKey: flag },
    ]);
    expect(created instanceof Response && created.status).toBe(302);
    const [set] = await listSets(db, student.id);

    // The list: the description, and for the picture with none, the side and the card's number (never empty).
    expect(altsOf(renderList(await loadList(student)))).toEqual(["A map of Europe with France shaded in blue", "Picture on the answer side of card 2"]);

    // Study mode shows the first card's front: a picture alone, named by its description and announced with it.
    const study = renderList(await loadList(student, `?study=${set!.id}`), undefined, `?study=${set!.id}`);
    expect(altsOf(study)).toEqual(["A map of Europe with France shaded in blue"]);
    expect(study).toContain("Card 1 of 2. Question: a picture: A map of Europe with France shaded in blue");

    // Review: the question side of the first due card, then the answer side of the second once shown.
    expect(altsOf(await renderReview(student, `?set=${set!.id}`))).toEqual(["A map of Europe with France shaded in blue"]);
    const second = set!.cards[1]!;
    expect(altsOf(await renderReview(student, `?set=${set!.id}&reveal=${second.id}`))).toEqual(["Picture on the answer side of this card"]);
  });

  it("refuses a description that is too long at its field, naming the card, and gives back everything typed", async () => {
    const student = await createStudent(db);
    const map = await uploadedPicture(student.id, "#00aa55");
    const long = `A map of Europe ${"with a great deal of detail ".repeat(10)}`.slice(0, FLASHCARD_LIMITS.pictureDescriptionCharacters + 1);
    const rows = [
      { front: "Capital of France?", back: "Paris" },
      { front: "Which country is shaded?", back: "France", frontImageKey: map, frontImageDescription: long },
    ];
    const refused = await post(student, "Maps", rows);
    const reply = refused as { init: { status: number } | null; data: { ok: boolean; formError: string; draft: { title: string; cards: Row[] }; field: unknown } };
    expect(reply.init?.status).toBe(400);
    expect(reply.data).toMatchObject({
      ok: false,
      formError: FLASHCARD_MESSAGES.pictureDescriptionTooLong(FLASHCARD_LIMITS.pictureDescriptionCharacters),
      draft: { title: "Maps", cards: [{ front: "Capital of France?", back: "Paris" }, { front: "Which country is shaded?", frontImageKey: map, frontImageDescription: long }] },
      field: {
        field: { name: "frontImageDescription", row: 1 },
        message: FLASHCARD_MESSAGES.pictureDescriptionTooLongOnCard(2, "front", FLASHCARD_LIMITS.pictureDescriptionCharacters),
      },
    });
    expect(await listSets(db, student.id)).toEqual([]);

    // The page comes back with the form open, the description as typed, marked invalid and described by the message.
    const html = renderList(await loadList(student), reply.data);
    const field = /<input[^>]*name="frontImageDescription"[^>]*>/.exec(html.replace(/<input type="hidden" name="frontImageDescription" value=""\/>/g, ""))?.[0] ?? "";
    expect(field).toContain(`value="${long}"`);
    expect(field).toContain('aria-invalid="true"');
    const errorId = /aria-describedby="[^"]*?(\S+-error)"/.exec(field)?.[1];
    expect(html).toContain(`<p id="${errorId}" class="text-sm font-medium text-red-800">Card 2 (front): the picture&#x27;s description can be up to 200 characters.`);
    expect(html).toContain("Describe the picture on the front (optional)");
  });

  it("says so when a side that was only a picture has lost it, and gives back what was typed", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const theirs = await uploadedPicture(other.id, "#777777");
    const refused = (await post(student, "Borrowed", [{ front: "", back: "A trench", frontImageKey: theirs, frontImageDescription: "A trench" }])) as {
      data: Record<string, unknown>;
    };
    const html = renderList(await loadList(student), refused.data);
    expect(html).toContain(FLASHCARD_MESSAGES.pictureGone(1).replaceAll("'", "&#x27;"));
    expect(html).toMatch(/<textarea[^>]*name="back"[^>]*>A trench<\/textarea>/);
  });
});
