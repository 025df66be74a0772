import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { CardsLeft, ReviewCardPanel, type ReviewCardView } from "./review-session";

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

function render(view: ReviewCardView) {
  const element = <ReviewCardPanel card={view} setId={null} initiallyRevealed />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("ReviewCardPanel", () => {
  it("wraps a long word on either side instead of widening the page", () => {
    const word = "Antidisestablishmentarianism".repeat(5);
    const html = render(card({ front: word, back: `https://example.com/${"b".repeat(150)}` }));
    for (const text of [word, `https://example.com/${"b".repeat(150)}`]) {
      const classes = new RegExp(`<p class="([^"]*)">${text}</p>`).exec(html)?.[1];
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
