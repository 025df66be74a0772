import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { getQuestionType } from "~/features/catalogue/catalogue";
import { computeResult } from "~/features/marking/compute-result";

import MarkingResults from "./marking-results";

/** The results page as the server draws it, from loader data made here (no database). */

type Props = Parameters<typeof MarkingResults>[0];

const QUESTION = "Explain why Macbeth kills Duncan.";
const ANSWER = "Macbeth kills Duncan because his 'vaulting ambition' overrides his loyalty, and Lady Macbeth questions his manhood.";

const BASE = {
  state: "submission",
  id: "5b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4",
  subject: "English Literature",
  subjectId: "english-literature",
  board: "AQA",
  markedAs: null,
  schemeNote: null,
  attemptId: null,
  questionText: QUESTION,
  sourceText: null,
  answerText: ANSWER,
  busy: false,
  paperMark: null,
  links: [],
  canExport: false,
};

function markedResult() {
  return computeResult({
    questionType: getQuestionType("english-literature", "aqa", "paper-1", "shakespeare")!,
    objectiveMeanings: {},
    proposal: {
      objectives: [
        { code: "AO1", marks: 8, rationale: "AO1.", evidence: [] },
        { code: "AO2", marks: 8, rationale: "AO2.", evidence: [] },
        { code: "AO3", marks: 4, rationale: "AO3.", evidence: [] },
        { code: "AO4", marks: 2, rationale: "AO4.", evidence: [] },
      ],
      strengths: ["A strength."],
      areasForImprovement: ["An improvement."],
      specificFeedback: "Feedback.",
      suggestions: ["A suggestion."],
      annotations: [],
    },
    answerText: ANSWER,
    marker: { id: "offline", model: "rubric-v2", promptVersion: "t1", label: "Offline estimate", offline: true },
  });
}

function render(loaderData: Record<string, unknown>) {
  const element = <MarkingResults {...({ loaderData, actionData: undefined, params: { submissionId: BASE.id }, matches: [] } as unknown as Props)} />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

/** The text a screen reader takes from a piece of markup: its tags dropped, its entities read. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe("the marking results page", () => {
  it("names the question's disclosure with a space between 'Question' and its first words", () => {
    const html = render({ ...BASE, status: "marked", result: markedResult(), canShare: true, canMakeFlashcards: false, hasPlan: true });
    const summary = /<summary[^>]*>(.*?)<\/summary>/.exec(html)?.[1];
    expect(summary, "the question's disclosure").toBeTruthy();
    expect(textOf(summary!)).toBe(`Question ${QUESTION}`);
  });

  it("has its marking status region on the page, empty, while a failed marking waits for 'Try marking again'", () => {
    // A live region announces a change to its text: it must be there before the retry puts words in it.
    const html = render({ ...BASE, status: "failed", result: null });
    expect(html).toContain("Try marking again");
    expect(html).toContain('<div role="status" class="sr-only" data-testid="marking-status"></div>');
  });

  it("says the marking's step in that region while it runs, and gives the progress card a heading that can take focus", () => {
    const html = render({ ...BASE, status: "pending", result: null });
    expect(html).toContain('<div role="status" class="sr-only" data-testid="marking-status">Marking progress: Starting.</div>');
    expect(html).toMatch(/<h2 tabindex="-1" class="[^"]*">AI is analyzing your response\.\.\.<\/h2>/);
  });
});
