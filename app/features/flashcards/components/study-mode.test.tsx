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
    expect(html).toMatch(/<p id="study-card-hint"[^>]*>Click the card, or press Space or Enter, to flip it\./);
    for (const label of ["Previous", "Next", "Reset", "Shuffle", "Exit Study Mode"]) expect(html).toMatch(new RegExp(`<button[^>]*>${label}</button>`));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Previous<\/button>/);
  });
});
