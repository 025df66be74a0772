import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { CardsLeft, cardsLeftAnnouncement, ReviewCardPanel, type ReviewCardView } from "./review-session";

const PICTURE = "flashcards/61626364/lq1x2y3z_0123456789abcdef0123456789abcdef.webp";

const card = (overrides: Partial<ReviewCardView> = {}): ReviewCardView => ({
  id: "8d9a3c1e-4b7f-4e2a-9c1d-2f6e8a0b5c3d",
  front: "Question",
  back: "Answer",
  frontImageKey: null,
  backImageKey: null,
  reps: 0,
  intervals: [{ rating: 3, name: "Good", meaning: "remembered", interval: "1 day" }],
  ...overrides,
});

function render(view: ReviewCardView, { revealed = true } = {}) {
  const element = <ReviewCardPanel card={view} setId={null} initiallyRevealed={revealed} />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("ReviewCardPanel", () => {
  it("wraps a long word on either side instead of widening the page", () => {
    const word = "Antidisestablishmentarianism".repeat(5);
    const html = render(card({ front: word, back: `https://example.com/${"b".repeat(150)}` }));
    for (const text of [word, `https://example.com/${"b".repeat(150)}`]) {
      // The question's text carries an id ("Show answer" is described by it).
      const classes = new RegExp(`<p(?: id="[^"]*")? class="([^"]*)">${text}</p>`).exec(html)?.[1];
      expect(classes, text.slice(0, 20)).toContain("[overflow-wrap:anywhere]");
      expect(classes).toContain("break-words");
      expect(classes).toContain("min-w-0");
    }
  });

  it("shows a side that is only a picture without an empty text line", () => {
    const html = render(card({ front: "", frontImageKey: PICTURE }));
    expect(html).toContain('alt="Picture on the question side of this card"');
    expect(html).not.toMatch(/<p class="[^"]*text-xl[^"]*"><\/p>/);
    expect(html).toContain(">Answer</p>");
  });

  it("says on each rating button when the card comes back: 'See again in …'", () => {
    const html = render(card({ intervals: [{ rating: 1, name: "Again", meaning: "forgot it", interval: "1 min" }] }));
    expect(html).toMatch(/<button[^>]*value="1"[^>]*><span>Again — forgot it<\/span><span class="sr-only">, <\/span><span class="font-normal">See again in 1 min<\/span><\/button>/);
    expect(html).not.toContain("· 1 min");
  });
});

describe("ReviewCardPanel before the answer is shown", () => {
  /** What "Show answer" is described by: the text of each element its aria-describedby names, in order. */
  function showAnswerDescription(html: string): string {
    const ids = /<button[^>]*aria-describedby="([^"]+)"[^>]*>Show answer<\/button>/.exec(html)?.[1];
    expect(ids, "Show answer has a description").toBeTruthy();
    return ids!
      .split(" ")
      .map((id) => {
        const tag = new RegExp(`<(\\w+)[^>]*id="${id}"[^>]*>`).exec(html);
        expect(tag, `an element with id ${id}`).toBeTruthy();
        if (tag![1] === "img") return /alt="([^"]*)"/.exec(tag![0])?.[1] ?? "";
        return new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? "";
      })
      .join(" ");
  }

  it("describes 'Show answer' by the card's question, so the question is read where focus lands after each rating", () => {
    const html = render(card({ front: "Who kills Duncan?" }), { revealed: false });
    expect(showAnswerDescription(html)).toBe("Who kills Duncan?");
  });

  it("describes 'Show answer' by the question's picture, with its text when it has some", () => {
    expect(showAnswerDescription(render(card({ front: "", frontImageKey: PICTURE }), { revealed: false }))).toBe("Picture on the question side of this card");
    const both = render(card({ front: "Where is this?", frontImageKey: PICTURE, frontImageDescription: "A castle on a hill" }), { revealed: false });
    expect(showAnswerDescription(both)).toBe("A castle on a hill Where is this?");
  });
});

describe("cardsLeftAnnouncement", () => {
  it("says the new card's question after the counts, in study mode's words ('Question: …')", () => {
    expect(cardsLeftAnnouncement({ left: 2, comingBack: 1, question: { front: "Who kills Duncan?", frontImageKey: null } })).toBe(
      "Cards left: 2. Coming back: 1. Question: Who kills Duncan?",
    );
    expect(cardsLeftAnnouncement({ left: 0, comingBack: 0, question: { front: "", frontImageKey: PICTURE, frontImageDescription: "A map of Europe" } })).toBe(
      "Cards left: 0. Question: a picture: A map of Europe",
    );
    expect(cardsLeftAnnouncement({ left: 1, comingBack: 0, question: { front: "Name it", frontImageKey: PICTURE } })).toBe("Cards left: 1. Question: Name it (with a picture)");
    // Nothing due: the counts alone (the "Nothing due" card says the rest).
    expect(cardsLeftAnnouncement({ left: 0, comingBack: 0, question: null })).toBe("Cards left: 0.");
  });
});

describe("CardsLeft", () => {
  it("shows the count, with a polite live region that speaks it when it changes (empty at first, so a page load says nothing twice)", () => {
    const router = createMemoryRouter([{ path: "/", element: <CardsLeft left={3} cardKey="a:0" /> }]);
    const html = renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
    expect(html).toContain('<p class="text-sm font-medium text-slate-700">3 cards left</p>');
    expect(html).toContain('<p class="sr-only" aria-live="polite" aria-atomic="true"></p>');
  });

  it("says how many cards you are still learning come back, beside what is left, and only when there are some", () => {
    const render = (left: number, comingBack: number) => {
      const router = createMemoryRouter([{ path: "/", element: <CardsLeft left={left} comingBack={comingBack} cardKey="a:0" /> }]);
      return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
    };
    const one = render(2, 1);
    expect(one).toContain('<p class="text-sm font-medium text-slate-700">2 cards left</p>');
    expect(one).toContain('<p class="text-sm text-slate-700">Plus 1 card you are still learning: it comes back in this session.</p>');
    expect(render(0, 3)).toContain("0 cards left</p><p class=\"text-sm text-slate-700\">Plus 3 cards you are still learning: they come back in this session.</p>");
    expect(render(3, 0)).not.toContain("still learning");
  });
});
