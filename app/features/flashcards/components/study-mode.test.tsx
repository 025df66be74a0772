import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { StudyMode } from "./study-mode";

const cards = [
  { id: "a", front: "Alpha question", back: "Alpha answer" },
  { id: "b", front: "Bravo question", back: "Bravo answer" },
];

describe("StudyMode", () => {
  it("makes the card a focusable button named by its side and text, with the keys described, beside labelled buttons", () => {
    // React marks the joins between text pieces with empty comments; the reader sees one text.
    const html = renderToString(<StudyMode title="NATO alphabet" cards={cards} onExit={() => {}} />).replaceAll("<!-- -->", "");
    // The buttons that change the card hand focus to it (study-keys.ts): it must be a real, named button.
    const card = /<button type="button" aria-pressed="false" aria-describedby="study-card-hint"[^>]*>(.*?)<\/button>/.exec(html);
    expect(card?.[1]?.replace(/<[^>]+>/g, "")).toBe("QuestionAlpha question");
    expect(html).toMatch(/<p id="study-card-hint"[^>]*>Tap or click the card, or press Space or Enter, to flip it\./);
    for (const label of ["Previous", "Next", "Reset", "Shuffle", "Exit Study Mode"]) expect(html).toMatch(new RegExp(`<button[^>]*>${label}</button>`));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Previous<\/button>/);
  });

  it("wraps a long title and a long word on the card, which can shrink to the screen, instead of cutting them off", () => {
    const word = "Supercalifragilisticexpialidocious".repeat(4);
    const html = renderToString(<StudyMode title={"T".repeat(110)} cards={[{ id: "a", front: word, back: "b" }]} onExit={() => {}} />);
    expect(/<h2 id="study-title"[^>]*class="([^"]*)"/.exec(html)?.[1]).toMatch(/min-w-0.*break-words.*\[overflow-wrap:anywhere\]/);
    const card = /<button type="button" aria-pressed="false"[^>]*class="([^"]*)"/.exec(html)?.[1];
    expect(card).toContain("min-w-0");
    const text = new RegExp(`<span class="([^"]*)">${word}</span>`).exec(html)?.[1];
    expect(text).toContain("[overflow-wrap:anywhere]");
    expect(text).toContain("break-words");
    expect(text).toContain("min-w-0");
    expect(text).toContain("w-full");
  });

  it("shows a side that is only a picture, and says so to a screen reader", () => {
    const picture = "flashcards/61626364/lq1x2y3z_0123456789abcdef0123456789abcdef.webp";
    const html = renderToString(<StudyMode title="Trenches" cards={[{ id: "a", front: "", back: "A trench", frontImageKey: picture }]} onExit={() => {}} />).replaceAll("<!-- -->", "");
    expect(html).toContain('alt="Picture on the question side of this card"');
    expect(html).toContain("Card 1 of 1. Question: a picture");
    const card = /<button type="button" aria-pressed="false" aria-describedby="study-card-hint"[^>]*>(.*?)<\/button>/.exec(html)?.[1] ?? "";
    expect(card).not.toMatch(/<span[^>]*><\/span>/);
  });

  it("says a set made without AI was made without AI, in the set list's words, and says nothing of others", () => {
    const offline = renderToString(<StudyMode title="From your feedback" cards={cards} offline onExit={() => {}} />);
    expect(offline).toMatch(/<\/h2><p[^>]*>Made without AI<\/p>/);
    expect(renderToString(<StudyMode title="NATO alphabet" cards={cards} onExit={() => {}} />)).not.toContain("Made without AI");
  });
});
