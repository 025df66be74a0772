import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import type { QuestionResult } from "~/features/papers/attempts.server";

import PaperResultPage from "./aipractisepaper.attempt-result";

/** The paper result page as the server draws it, from loader data made here (no database). */

type Props = Parameters<typeof PaperResultPage>[0];

const question = (overrides: Partial<QuestionResult>): QuestionResult => ({
  id: "q1",
  number: 1,
  label: "Question 1",
  marks: 4,
  kind: "model",
  state: "marked",
  awarded: 2,
  band: { tone: "orange", label: "Good" },
  submissionId: "5b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4",
  markedAgainst: null,
  scaledFrom: null,
  markingNote: null,
  chosen: null,
  answerKey: null,
  reason: null,
  ...overrides,
});

function render(questions: QuestionResult[]) {
  const loaderData = {
    state: "result",
    markGate: null,
    result: {
      attemptId: "0f5c3d2e-1a4b-4c6d-8e9f-a0b1c2d3e4f5",
      paperId: "8d9a3c1e-4b7f-4e2a-9c1d-2f6e8a0b5c3d",
      title: "Macbeth quiz",
      subject: "English Literature",
      examBoard: "AQA",
      status: "submitted",
      timeTaken: "20 minutes",
      timeAllowed: "45 minutes",
      questions,
      totals: { awarded: 2, total: 8, percentage: 25, grade: "3", band: { tone: "red", label: "Needs Work" }, waiting: 0 },
    },
    allowanceOut: false,
    markingPaused: false,
    markingsLeft: 10,
    resetsOn: "27 November 2026",
    pausedUntil: "10:30",
  };
  const element = <PaperResultPage {...({ loaderData, actionData: undefined, params: { attemptId: loaderData.result.attemptId }, matches: [] } as unknown as Props)} />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

/** The text a screen reader takes from a piece of markup: its tags dropped. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("the practice paper result's question lines", () => {
  it("reads a question's marks and its band, or 'Not answered', as separate words", () => {
    const html = render([question({}), question({ id: "q2", number: 2, label: "Question 2", state: "unanswered", awarded: 0, band: null, submissionId: null })]);
    const lines = [...html.matchAll(/<h3[^>]*>(Question \d)<\/h3><p[^>]*>(.*?)<\/p>/g)].map(([, label, line]) => [label, textOf(line!)]);
    expect(lines).toEqual([
      ["Question 1", "2 / 4 marks Good"],
      ["Question 2", "0 / 4 marks Not answered"],
    ]);
  });
});
