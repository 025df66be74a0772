import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { AttemptList, attemptItems, attemptSummaryText } from "./attempt-list";

const render = (element: React.ReactElement) =>
  renderToString(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />).replaceAll("<!-- -->", "");

describe("a paper's attempts", () => {
  const items = attemptItems([
    { id: "open-1", status: "in_progress", startedAt: new Date("2026-05-12T13:05:00Z"), submittedAt: null, score: null },
    {
      id: "done-1",
      status: "submitted",
      startedAt: new Date("2026-05-11T08:00:00Z"),
      submittedAt: new Date("2026-05-11T09:00:00Z"),
      score: { awarded: 15, total: 24, percentage: 62.5, grade: "6", band: { tone: "orange", label: "Good" }, waiting: 0 },
    } as never,
    { id: "done-0", status: "submitted", startedAt: new Date("2026-05-10T08:00:00Z"), submittedAt: new Date("2026-05-10T08:40:00Z"), score: { awarded: 4, total: 24, percentage: 16.7, grade: "1", waiting: 2 } },
  ]);

  it("says each one's date (London time), status and score", () => {
    expect(items.map(attemptSummaryText)).toEqual([
      "Started 12 May 2026, 14:05 · In progress",
      "Handed in 11 May 2026, 10:00 · 15 / 24 (62.5%), grade 6",
      "Handed in 10 May 2026, 09:40 · 4 / 24 (16.7%), grade 1 so far, 2 answers still to be marked",
    ]);
  });

  it("links each to its result (or back to the questions while in progress), named for the paper and date", () => {
    const html = render(<AttemptList items={items} paperTitle="Macbeth mock" />);
    expect(html).toContain(`href="/aipractisepaper/attempts/open-1"`);
    expect(html).toContain(`aria-label="Carry on: Macbeth mock, started 12 May 2026, 14:05"`);
    expect(html).toContain(`href="/aipractisepaper/attempts/done-1/result"`);
    expect(html).toContain(`aria-label="See result: Macbeth mock, handed in 11 May 2026, 10:00"`);
    expect(html).toContain(`href="/aipractisepaper/attempts/done-0/result"`);
    expect(render(<AttemptList items={[]} paperTitle="Macbeth mock" />)).toBe("");
  });

  it("says a sitting whose time ran out waits to be handed in, and offers Hand in (a review: it still said 'In progress')", () => {
    const [late] = attemptItems([{ id: "late-1", status: "in_progress", startedAt: new Date("2026-11-27T23:45:00Z"), submittedAt: null, timeUp: true, score: null }]);
    expect(attemptSummaryText(late!)).toBe("Started 27 Nov 2026, 23:45 · Time is up: hand it in to have your answers marked");
    const html = render(<AttemptList items={[late!]} paperTitle="Germany mock" />);
    expect(html).toContain(`aria-label="Hand in: Germany mock, started 27 Nov 2026, 23:45"`);
    expect(html).toContain(`href="/aipractisepaper/attempts/late-1"`);
  });
});
