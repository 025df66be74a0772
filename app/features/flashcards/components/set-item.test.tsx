import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { SetItem, type ReviewGate, type SetSummary } from "./set-item";

const LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(3);
const LONG_LINK = `https://www.example.com/${"a".repeat(120)}`;
const PICTURE = "flashcards/61626364/lq1x2y3z_0123456789abcdef0123456789abcdef.webp";

const set = (overrides: Partial<SetSummary> = {}): SetSummary => ({
  id: "8d9a3c1e-4b7f-4e2a-9c1d-2f6e8a0b5c3d",
  title: "T".repeat(110),
  created: "5 Mar 2026",
  updated: null,
  cards: [{ id: "c1", front: LONG_WORD, back: LONG_LINK, frontImageKey: null, backImageKey: null }],
  cardCount: 1,
  complete: true,
  due: 0,
  offline: false,
  source: "manual",
  ...overrides,
});

/** The review page's gate as the loader sends it to a student with no plan. */
const SUBSCRIBE_GATE: ReviewGate = { message: "Please subscribe to access this feature", link: "View plans", to: "/pricing?reactivate=true" };

function render(summary: SetSummary, options: { canReview?: boolean } = {}) {
  const element = (
    <SetItem
      set={summary}
      page={1}
      showAll={false}
      canEdit
      reviewGate={options.canReview === false ? SUBSCRIBE_GATE : null}
      error={undefined}
      confirmingDelete={false}
      editor={null}
      onStudy={() => {}}
      onEdit={() => {}}
    />
  );
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

/** The class attribute of the element whose text starts with `text`. */
function classOf(html: string, text: string): string {
  const at = html.indexOf(text);
  expect(at, text).toBeGreaterThan(0);
  const tag = html.slice(0, at).match(/<(h3|p|span)\b[^>]*class="([^"]*)"[^>]*>(?:<span class="sr-only">[^<]*<\/span>)?$/);
  expect(tag, `the element around ${text.slice(0, 20)}`).not.toBeNull();
  return tag![2]!;
}

describe("SetItem on a narrow screen", () => {
  it("wraps a long title, a long word and a long link anywhere instead of widening the page", () => {
    const html = render(set());
    for (const text of [set().title, LONG_WORD, LONG_LINK]) {
      const classes = classOf(html, text);
      expect(classes).toContain("[overflow-wrap:anywhere]");
      expect(classes).toContain("break-words");
      expect(classes).toContain("min-w-0");
    }
    // The box around the title may shrink below the longest word in its flex row.
    expect(html).toMatch(/<div class="min-w-0[^"]*"><h3 id="set-[^"]+-title"/);
  });

  it("shows a side that is only a picture as the picture, without an empty text line", () => {
    const html = render(set({ cards: [{ id: "c1", front: "", back: "A trench", frontImageKey: PICTURE, backImageKey: null }] }));
    // The list shows several cards: the picture's name says which card it is on.
    expect(html).toContain('alt="Picture on the question side of card 1"');
    expect(html).not.toContain('<span class="sr-only">Front: </span></p>');
    expect(html).toContain("A trench");
  });

  it("names a picture by the student's description where there is one", () => {
    const html = render(
      set({
        cards: [
          { id: "c1", front: "Q", back: "A", frontImageKey: null, backImageKey: null },
          { id: "c2", front: "", back: "A trench", frontImageKey: PICTURE, backImageKey: PICTURE, frontImageDescription: "A muddy trench with duckboards", backImageDescription: null },
        ],
        cardCount: 2,
      }),
    );
    expect(html).toContain('alt="A muddy trench with duckboards"');
    expect(html).toContain('alt="Picture on the answer side of card 2"');
  });

  it("offers review of a set's due cards only when the plan includes review (a lapsed plan's link would be refused)", () => {
    const due = set({ due: 3 });
    expect(render(due)).toContain(`/flashcards/review?set=${due.id}`);
    const lapsed = render(due, { canReview: false });
    expect(lapsed).not.toContain("/flashcards/review");
    expect(lapsed).toContain("3 cards due today");
    // The count comes with the gate's words and its link, named for the set it is about.
    expect(lapsed).toContain(
      `Please subscribe to access this feature · <a class="font-semibold text-brand-700 underline hover:text-brand-800" href="/pricing?reactivate=true" data-discover="true">View plans<span class="sr-only"> to review the cards due in ${due.title}</span></a>`,
    );
    // Nothing due: nothing to review, and no gate.
    expect(render(set(), { canReview: false })).not.toContain("Please subscribe");
  });

  it("gives the Edit button an id the page returns focus to when an edit is cancelled", () => {
    const summary = set();
    expect(render(summary)).toMatch(new RegExp(`<button[^>]*id="set-${summary.id}-edit"[^>]*>Edit<span class="sr-only"> ${summary.title}</span>`));
  });
});
