import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "../rules";
import type { CardRow } from "../set-schema";
import { answersFieldProblem, discardQuestion, draftChanged, SetForm, type SetFieldProblem } from "./set-form";

function render(options: { error?: string; errorField?: SetFieldProblem; cards?: CardRow[] } = {}) {
  const element = <SetForm initial={{ title: "", cards: options.cards ?? [] }} error={options.error} errorField={options.errorField} submitLabel="Create Set" />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />);
}

describe("a card's fields on a phone (a review, 2026-11-27)", () => {
  it("shows each card's number, and how many characters a side uses once it nears the limit", () => {
    const html = render({ cards: [{ front: "Who says 'Is this a dagger'?", back: "x".repeat(950) }] }).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<legend class="[^"]*text-sm[^"]*">Card 1<\/legend>/);
    expect(html).not.toMatch(/<legend class="sr-only">/);
    expect(html).toContain("950 / 1,000 characters");
    // A short side says nothing about the limit.
    expect(html.match(/ \/ 1,000 characters/g)).toHaveLength(1);
  });
});

describe("SetForm", () => {
  it("lets a title of 120 emoji be typed: a field's maxlength counts UTF-16 units, two to an emoji", () => {
    const html = render();
    const maxLengthOf = (tag: string, name: string) => {
      const element = [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].map((match) => match[0]).find((found) => found.includes(`name="${name}"`));
      return /maxLength="(\d+)"/.exec(element ?? "")?.[1];
    };
    expect(maxLengthOf("input", "title")).toBe(String(FLASHCARD_LIMITS.titleCharacters * 2));
    for (const side of ["front", "back"]) expect(maxLengthOf("textarea", side)).toBe(String(FLASHCARD_LIMITS.charactersPerSide * 2));
  });

  it("shows a message about one side at that side, naming the card, with the field marked invalid and described by it", () => {
    const message = "Card 2 (back): each side of a card can be up to 1,000 characters.";
    const html = render({
      error: FLASHCARD_MESSAGES.sideTooLong(FLASHCARD_LIMITS.charactersPerSide),
      errorField: { field: { name: "back", row: 1 }, message },
      cards: [{ front: "a", back: "b" }, { front: "c", back: "d" }],
    });
    const field = /<textarea\b[^>]*aria-invalid="true"[^>]*>/.exec(html)?.[0] ?? "";
    expect(field).toContain('name="back"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(field)?.[1];
    expect(describedBy).toMatch(/-back-1-error$/);
    expect(html).toContain(`<p id="${describedBy}" class="text-sm font-medium text-red-800">${message}</p>`);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    // Said once, at the field, not again in a banner.
    expect(html).not.toContain('role="alert"');
  });

  it("says a side is too long as it stands, before Save, in characters (an emoji is one), and not of a side within the limit", () => {
    const limit = FLASHCARD_LIMITS.charactersPerSide;
    const html = render({ cards: [{ front: "😀".repeat(limit), back: "b".repeat(limit + 1) }] });
    const invalid = [...html.matchAll(/<textarea\b[^>]*aria-invalid="true"[^>]*>/g)].map((match) => match[0]);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toContain('name="back"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(invalid[0]!)?.[1];
    expect(html).toContain(`<p id="${describedBy}" class="text-sm font-medium text-red-800">${FLASHCARD_MESSAGES.sideTooLong(limit)}</p>`);
  });

  it("marks the title invalid with the spec's message under it", () => {
    const html = render({ error: FLASHCARD_MESSAGES.titleAndCard, errorField: { field: { name: "title" }, message: FLASHCARD_MESSAGES.titleAndCard } });
    const title = /<input\b[^>]*name="title"[^>]*>/.exec(html)?.[0] ?? "";
    expect(title).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(title)?.[1];
    expect(html).toContain(`<p id="${describedBy}" class="text-sm font-medium text-red-800">${FLASHCARD_MESSAGES.titleAndCard}</p>`);
  });

  it("shows a message about the whole set (no field) as a banner", () => {
    const html = render({ error: FLASHCARD_MESSAGES.createFailed });
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>${FLASHCARD_MESSAGES.createFailed}</div>`));
    expect(html).not.toContain("aria-invalid");
  });

  it("asks for a description beside each picture (labelled, with its hint), and sends every row's description field in step", () => {
    const picture = "flashcards/61626364/lq1x2y3z_0123456789abcdef0123456789abcdef.webp";
    const html = render({
      cards: [
        { front: "Capital of France?", back: "Paris" },
        { front: "", back: "France", frontImageKey: picture, frontImageDescription: "A map of Europe" },
      ],
    }).replaceAll("<!-- -->", "");
    const field = /<input[^>]*name="frontImageDescription"[^>]*type="text"[^>]*>|<input[^>]*type="text"[^>]*name="frontImageDescription"[^>]*>/.exec(html)?.[0] ?? "";
    expect(field).toContain('value="A map of Europe"');
    expect(field).toContain(`maxLength="${FLASHCARD_LIMITS.pictureDescriptionCharacters * 2}"`);
    const id = /id="([^"]+)"/.exec(field)?.[1];
    expect(html).toContain(`<label for="${id}" class="block text-sm font-medium text-slate-900">Describe the picture on the front (optional)</label>`);
    const hint = /aria-describedby="([^"]+)"/.exec(field)?.[1];
    expect(html).toContain(`<p id="${hint}" class="text-sm text-slate-700">Say what it shows, for someone who cannot see it. Up to 200 characters.</p>`);
    // One field of each name per row, so the server reads row 2's description as row 2's.
    expect(html.match(/name="frontImageDescription"/g)).toHaveLength(2);
    expect(html.match(/name="backImageDescription"/g)).toHaveLength(2);
    expect(html).toContain('<input type="hidden" name="frontImageDescription" value=""/>');
  });

  it("takes a message off its field once the student changes that field (or removes its row or one above), not another field", () => {
    // "Please fill in at least one complete card", shown at the first card's Back (Answer).
    const onBack: SetFieldProblem = { field: { name: "back", row: 0 }, message: FLASHCARD_MESSAGES.completeCard };
    expect(answersFieldProblem(onBack, { field: { name: "back", row: 0 } })).toBe(true);
    expect(answersFieldProblem(onBack, { field: { name: "front", row: 0 } })).toBe(false);
    expect(answersFieldProblem(onBack, { field: { name: "back", row: 1 } })).toBe(false);
    expect(answersFieldProblem(onBack, { field: { name: "title" } })).toBe(false);
    const onTitle: SetFieldProblem = { field: { name: "title" }, message: FLASHCARD_MESSAGES.titleAndCard };
    expect(answersFieldProblem(onTitle, { field: { name: "title" } })).toBe(true);
    expect(answersFieldProblem(onTitle, { removedRow: 0 })).toBe(false);
    // A description's message goes when the description changes.
    const onDescription: SetFieldProblem = { field: { name: "frontImageDescription", row: 2 }, message: "Card 3 (front): too long" };
    expect(answersFieldProblem(onDescription, { field: { name: "frontImageDescription", row: 2 } })).toBe(true);
    expect(answersFieldProblem(onDescription, { field: { name: "backImageDescription", row: 2 } })).toBe(false);
    // Removing its row, or a row above it, moves the field: the message would point at another card.
    expect(answersFieldProblem(onDescription, { removedRow: 2 })).toBe(true);
    expect(answersFieldProblem(onDescription, { removedRow: 0 })).toBe(true);
    expect(answersFieldProblem(onDescription, { removedRow: 3 })).toBe(false);
    expect(answersFieldProblem(null, { field: { name: "title" } })).toBe(false);
  });

  it("tells an edit with unsaved changes (title, a card changed, added or removed, a picture) from one without", () => {
    const picture = "flashcards/61626364/lq1x2y3z_0123456789abcdef0123456789abcdef.webp";
    const saved = {
      title: "Macbeth",
      cards: [
        { id: "c1", front: "Who says 'Out, damned spot!'?", back: "Lady Macbeth", frontImageKey: null, backImageKey: null, frontImageDescription: null },
        { id: "c2", front: "Fair is foul?", back: "The witches", frontImageKey: picture, backImageKey: null, frontImageDescription: "A heath" },
      ],
    };
    // The editor's rows as it holds them (extra keys, undefined for null) are the same set.
    const rows = saved.cards.map((card, key) => ({ ...card, key, backImageKey: undefined, backImageDescription: "" }));
    expect(draftChanged(saved, { title: "Macbeth", cards: rows })).toBe(false);
    // A row added and left blank is dropped on save: nothing to lose.
    expect(draftChanged(saved, { title: "Macbeth", cards: [...rows, { front: "", back: " " }] })).toBe(false);

    expect(draftChanged(saved, { title: "Macbeth: who said it?", cards: rows })).toBe(true);
    expect(draftChanged(saved, { title: "Macbeth", cards: [...rows, { front: "Is this a dagger?", back: "" }] })).toBe(true);
    expect(draftChanged(saved, { title: "Macbeth", cards: rows.slice(0, 1) })).toBe(true);
    expect(draftChanged(saved, { title: "Macbeth", cards: [{ ...rows[0]!, back: "Lady Macbeth (Act 5)" }, rows[1]!] })).toBe(true);
    expect(draftChanged(saved, { title: "Macbeth", cards: [rows[0]!, { ...rows[1]!, frontImageKey: null }] })).toBe(true);
    expect(draftChanged(saved, { title: "Macbeth", cards: [rows[0]!, { ...rows[1]!, frontImageDescription: "A blasted heath" }] })).toBe(true);
  });

  it("asks before unsaved changes are discarded, naming the set", () => {
    expect(discardQuestion("Macbeth quotations")).toBe("You have unsaved changes to “Macbeth quotations”. Discard them?");
  });
});
