import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { confirmText } from "../attempt-messages";
import { PaperLinks } from "./paper-links";
import { PaperTitle } from "./paper-title";

describe("a listed paper's links and a paper's title", () => {
  it("names the paper in each link for screen readers", () => {
    const html = renderToString(<PaperLinks paperId="p1" title="Macbeth mock" />).replaceAll("<!-- -->", "");
    expect(html).toContain(`Practise this paper<span class="sr-only">: Macbeth mock</span></a>`);
    expect(html).toContain(`Export<span class="sr-only">: Macbeth mock</span></a>`);
    expect(html).toContain(`Download PDF<span class="sr-only">: Macbeth mock</span></a>`);
  });

  it("lets a long one-word title wrap", () => {
    const html = renderToString(<PaperTitle>{"A".repeat(80)}</PaperTitle>);
    expect(/<h1 class="([^"]*)"/.exec(html)?.[1]).toMatch(/min-w-0.*break-words.*\[overflow-wrap:anywhere\]/);
  });
});

describe("the hand-in confirmation's words", () => {
  it("says plainly how many are marked now and that the rest stay saved", () => {
    expect(confirmText({ answered: 12, markings: 12 }, 12, 10, "13 May 2026")).toBe(
      "You have answered 12 of 12 questions. 12 answers need marking. You have 10 markings left today, so only 10 will be marked now. The other 2 stay saved: you can mark them after your allowance resets on 13 May 2026. You cannot change your answers afterwards.",
    );
    // None left: none is marked now, so there is no "other" part; every one of them waits.
    expect(confirmText({ answered: 4, markings: 2 }, 4, 0, "13 May 2026")).toBe(
      "You have answered 4 of 4 questions. 2 answers need marking. You have no markings left today, so none of them will be marked now. They stay saved: you can mark them after your allowance resets on 13 May 2026. You cannot change your answers afterwards.",
    );
    expect(confirmText({ answered: 1, markings: 1 }, 2, 0, "13 May 2026")).toContain(" so none of them will be marked now. It stays saved: you can mark it after ");
    expect(confirmText({ answered: 3, markings: 2 }, 4, 10, "13 May 2026")).toBe(
      "You have answered 3 of 4 questions. Marking will use 2 markings from today's allowance (you have 10 left). You cannot change your answers afterwards.",
    );
  });
});
