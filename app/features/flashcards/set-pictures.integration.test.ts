import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { exportAccountData } from "~/features/account/export-account.server";
import { createLocalStorage } from "~/platform/storage/local-storage.server";
import { setStorage } from "~/platform/storage/get-storage.server";

import { createStudent } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { uploadCardImage } from "./card-images.server";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";
import { createSet, deleteSet, listSetPage, listSets, updateSet } from "./sets.server";

const database = await setupTestDatabase();
const db = database.db;
const uploads = mkdtempSync(path.join(tmpdir(), "marker-card-pictures-"));
const storage = createLocalStorage({ dir: uploads });
setStorage(storage);
afterAll(() => {
  setStorage(undefined);
  rmSync(uploads, { recursive: true, force: true });
});

async function uploadedPicture(userId: string, colour: string) {
  const bytes = await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } }).png().toBuffer();
  const uploaded = await uploadCardImage(db, userId, bytes);
  if (!uploaded.ok) throw new Error(uploaded.message);
  return uploaded.value.key;
}

describe("pictures on cards, through the set editor", () => {
  it("keeps the student's own pictures on the cards, drops anyone else's, and deletes pictures taken off or with the set", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const mine = await uploadedPicture(student.id, "#ff0000");
    const theirs = await uploadedPicture(other.id, "#00ff00");

    const created = await createSet(db, student.id, {
      title: "Trenches",
      cards: [
        { front: "What is this?", back: "A trench", frontImageKey: mine },
        { front: "And this?", back: "Not mine", backImageKey: theirs },
      ],
    });
    if (!created.ok) throw new Error(created.message);
    const [set] = await listSets(db, student.id);
    expect(set!.cards.map((card) => [card.frontImageKey, card.backImageKey])).toEqual([
      [mine, null],
      [null, null],
    ]);
    expect(await storage.get(mine)).not.toBeNull();

    // The edit takes the picture off: its file goes once the edit is saved; the other student's is untouched.
    const first = set!.cards[0]!;
    const edited = await updateSet(db, student.id, set!.id, { title: "Trenches", cards: [{ id: first.id, front: first.front, back: first.back }] });
    expect(edited.ok).toBe(true);
    expect(await storage.get(mine)).toBeNull();
    expect(await storage.get(theirs)).not.toBeNull();

    const again = await uploadedPicture(student.id, "#0000ff");
    await updateSet(db, student.id, set!.id, { title: "Trenches", cards: [{ id: first.id, front: first.front, back: first.back, backImageKey: again }] });
    expect((await listSets(db, student.id))[0]!.cards[0]!.backImageKey).toBe(again);
    expect((await deleteSet(db, student.id, set!.id)).ok).toBe(true);
    expect(await storage.get(again)).toBeNull();
  });

  it("keeps a card whose front is only a picture (no text): two rows make two cards", async () => {
    const student = await createStudent(db);
    const picture = await uploadedPicture(student.id, "#123456");
    const created = await createSet(db, student.id, {
      title: "Western Front",
      cards: [
        { front: "", back: "A trench", frontImageKey: picture },
        { front: "What year did the Somme begin?", back: "1916" },
      ],
    });
    expect(created.ok).toBe(true);
    const [set] = await listSets(db, student.id);
    expect(set!.cards.map((card) => [card.front, card.back, card.frontImageKey])).toEqual([
      ["", "A trench", picture],
      ["What year did the Somme begin?", "1916", null],
    ]);
    // That row alone is a complete set too.
    expect((await createSet(db, student.id, { title: "Picture only", cards: [{ front: "", back: "A trench", frontImageKey: picture }] })).ok).toBe(true);
  });

  it("refuses, naming the card, a side that was only a picture the student cannot use (another's, or one cleared away): nothing is saved", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const theirs = await uploadedPicture(other.id, "#0000ff");
    const refused = await createSet(db, student.id, {
      title: "Borrowed",
      cards: [
        { front: "Trench", back: "A ditch" },
        { front: "", back: "Somebody else's picture", frontImageKey: theirs },
      ],
    });
    expect(refused).toMatchObject({ ok: false, field: "cards", message: FLASHCARD_MESSAGES.pictureGone(2) });
    expect(await listSets(db, student.id)).toEqual([]);
  });
});


describe("a picture's description, stored with its card", () => {
  it("is saved, listed, changed, cleared with its picture, and in the student's data export", async () => {
    const student = await createStudent(db);
    const map = await uploadedPicture(student.id, "#3366cc");
    const tower = await uploadedPicture(student.id, "#cc6633");
    const created = await createSet(db, student.id, {
      title: "France",
      cards: [
        { front: "", back: "France", frontImageKey: map, frontImageDescription: "  A map of Europe with France shaded  " },
        { front: "Which landmark is this?", back: "The Eiffel Tower", frontImageKey: tower },
      ],
    });
    if (!created.ok) throw new Error(created.message);
    const descriptions = (cards: { frontImageDescription: string | null; backImageDescription: string | null }[]) =>
      cards.map((card) => [card.frontImageDescription, card.backImageDescription]);
    const [set] = await listSets(db, student.id);
    expect(descriptions(set!.cards)).toEqual([
      ["A map of Europe with France shaded", null],
      [null, null],
    ]);
    // The list's page of previews carries it too.
    const page = await listSetPage(db, student.id, { page: 1, now: new Date() });
    expect(descriptions(page.sets[0]!.cards)).toEqual([
      ["A map of Europe with France shaded", null],
      [null, null],
    ]);

    // An edit adds one, changes one; the data export (your-data.json) has them under each card, beside the picture's key.
    const [first, second] = set!.cards;
    const edited = await updateSet(db, student.id, set!.id, {
      title: "France",
      cards: [
        { id: first!.id, front: "", back: "France", frontImageKey: map, frontImageDescription: "A map of Europe, France in blue" },
        { id: second!.id, front: second!.front, back: second!.back, frontImageKey: tower, frontImageDescription: "A tall iron tower" },
      ],
    });
    expect(edited.ok).toBe(true);
    const exported = (await exportAccountData(db, student.id)) as unknown as {
      flashcards: { sets: { cards: { frontImageKey: string | null; frontImageDescription: string | null }[] }[] };
    };
    expect(exported.flashcards.sets[0]!.cards.map((card) => [card.frontImageKey, card.frontImageDescription])).toEqual([
      [map, "A map of Europe, France in blue"],
      [tower, "A tall iron tower"],
    ]);

    // Taking the picture off takes its description with it, even when the description is sent again.
    await updateSet(db, student.id, set!.id, {
      title: "France",
      cards: [
        { id: first!.id, front: "", back: "France", frontImageKey: map, frontImageDescription: "A map of Europe, France in blue" },
        { id: second!.id, front: second!.front, back: second!.back, frontImageDescription: "A tall iron tower" },
      ],
    });
    expect(descriptions((await listSets(db, student.id))[0]!.cards)).toEqual([
      ["A map of Europe, France in blue", null],
      [null, null],
    ]);
  });

  it("refuses a description that is too long, saving nothing, and drops one whose picture is not the student's", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const mine = await uploadedPicture(student.id, "#102030");
    const theirs = await uploadedPicture(other.id, "#302010");
    const max = FLASHCARD_LIMITS.pictureDescriptionCharacters;
    const refused = await createSet(db, student.id, {
      title: "Too much",
      cards: [{ front: "What is this?", back: "A trench", frontImageKey: mine, frontImageDescription: "d".repeat(max + 1) }],
    });
    expect(refused).toMatchObject({ ok: false, code: "BAD_REQUEST", message: FLASHCARD_MESSAGES.pictureDescriptionTooLong(max) });
    expect(await listSets(db, student.id)).toEqual([]);

    const saved = await createSet(db, student.id, {
      title: "Borrowed",
      cards: [
        { front: "What is this?", back: "A trench", frontImageKey: mine, frontImageDescription: "d".repeat(max) },
        { front: "And this?", back: "Not mine", backImageKey: theirs, backImageDescription: "Somebody else's picture" },
      ],
    });
    expect(saved.ok).toBe(true);
    const [set] = await listSets(db, student.id);
    expect(set!.cards.map((card) => [card.frontImageDescription, card.backImageKey, card.backImageDescription])).toEqual([
      ["d".repeat(max), null, null],
      [null, null, null],
    ]);
  });
});
