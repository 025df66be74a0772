import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import ReviewDueCards from "./flashcards.review";

type Props = Parameters<typeof ReviewDueCards>[0];

describe("Review due cards", () => {
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
