import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "../rules";
import type { CardRow } from "../set-schema";
import { SetForm, type SetFieldProblem } from "./set-form";

function render(options: { error?: string; errorField?: SetFieldProblem; cards?: CardRow[] } = {}) {
  const element = <SetForm initial={{ title: "", cards: options.cards ?? [] }} error={options.error} errorField={options.errorField} submitLabel="Create Set" />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />);
}

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
});
