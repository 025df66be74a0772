import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import ReviewDueCards from "./flashcards.review";

type Props = Parameters<typeof ReviewDueCards>[0];

function render(loaderData: Record<string, unknown>) {
  const element = <ReviewDueCards {...({ loaderData, actionData: undefined, params: {}, matches: [] } as unknown as Props)} />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

const CARD = {
  id: "0f5c3d2e-1a4b-4c6d-8e9f-a0b1c2d3e4f5",
  front: "Who says 'Out, damned spot'?",
  back: "Lady Macbeth",
  frontImageKey: null,
  backImageKey: null,
  reps: 1,
  intervals: [{ rating: 3, name: "Good", meaning: "remembered", interval: "10 min" }],
};

describe("Review due cards", () => {
  it("says when a card is shown before its due time (learn-ahead), and not otherwise", () => {
    const loaderData = { state: "review", set: null, left: 0, comingBack: 1, canUndo: true, undone: null, revealed: false, nextDue: null };
    expect(render({ ...loaderData, card: { ...CARD, earlyBy: "8 min" } })).toContain(
      "Coming back early: this card was due in 8 min, and nothing else is due now.",
    );
    expect(render({ ...loaderData, card: { ...CARD, earlyBy: null } })).not.toContain("Coming back early");
  });

  it("names the card whose rating was undone, its front cut short when long", () => {
    const loaderData = { state: "review", set: null, left: 1, comingBack: 0, canUndo: false, revealed: false, nextDue: null, card: CARD };
    const html = render({ ...loaderData, undone: { front: CARD.front, frontImageDescription: null } });
    expect(html).toContain("Rating undone: “Who says &#x27;Out, damned spot&#x27;?” is back to review.");
    const long = render({ ...loaderData, undone: { front: "Explain how the Treaty of Versailles affected the German economy between 1919 and 1923.", frontImageDescription: null } });
    expect(long).toContain("Rating undone: “Explain how the Treaty of Versailles affected the German…” is back to review.");
    const picture = render({ ...loaderData, undone: { front: "", frontImageDescription: "A map of Europe in 1914" } });
    expect(picture).toContain("Rating undone: “A map of Europe in 1914” is back to review.");
    expect(render({ ...loaderData, undone: null })).not.toContain("Rating undone");
  });

  it("wraps a long set title in the 'Set: …' line instead of widening the page", () => {
    const title = "Photosynthesis".repeat(8);
    const loaderData = { state: "review", set: { id: "8d9a3c1e-4b7f-4e2a-9c1d-2f6e8a0b5c3d", title }, left: 0, canUndo: false, revealed: false, card: null, nextDue: null };
    const element = <ReviewDueCards {...({ loaderData, actionData: undefined, params: {}, matches: [] } as unknown as Props)} />;
    const router = createMemoryRouter([{ path: "/", element }]);
    const html = renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
    const classes = new RegExp(`<p class="([^"]*)">Set: ${title}</p>`).exec(html)?.[1];
    expect(classes).toContain("[overflow-wrap:anywhere]");
    expect(classes).toContain("break-words");
    expect(classes).toContain("min-w-0");
  });
});
