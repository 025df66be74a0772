import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { PAPER_MESSAGES } from "../rules";
import { PaperForm } from "./paper-form";

function render(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("the paper form with a refused draft", () => {
  it("says which question's marks are wrong, in the banner and under the field (marked invalid), keeping everything typed", () => {
    const message = PAPER_MESSAGES.marksNotWhole(100);
    const html = render(
      <PaperForm
        initial={{
          title: "Macbeth",
          subject: "English Literature",
          examBoard: "AQA",
          questions: [
            { text: "Who kills Duncan?", marks: "4", questionType: "short_answer", guidance: "" },
            { text: "How is ambition presented?", marks: "2.7", questionType: "essay", guidance: "" },
          ],
        }}
        error={message}
      />,
    );
    expect(html).toContain(`role="alert"`);
    expect(html).toContain(`Question 2: ${message}`);
    // The second question's marks field: invalid, described by its message, with the value typed.
    const marksInputs = [...html.matchAll(/<input[^>]*name="marks"[^>]*>/g)].map((match) => match[0]);
    expect(marksInputs).toHaveLength(2);
    expect(marksInputs[0]).not.toContain("aria-invalid");
    expect(marksInputs[1]).toContain(`aria-invalid="true"`);
    expect(marksInputs[1]).toContain(`value="2.7"`);
    const describedBy = /aria-describedby="([^"]+)"/.exec(marksInputs[1]!)?.[1];
    expect(html).toContain(`<p id="${describedBy}" class="text-sm font-medium text-red-700">${message}</p>`);
  });

  it("an empty form sent back without JavaScript: every missing field is flagged, the title and the question's text", () => {
    const html = render(
      <PaperForm initial={{ title: "", subject: "English Literature", examBoard: "AQA", questions: [{ text: "", marks: "1", questionType: "essay", guidance: "" }] }} error={PAPER_MESSAGES.required} />,
    );
    expect(html).toContain(`role="alert"`);
    expect(/<input[^>]*name="title"[^>]*>/.exec(html)?.[0]).toContain(`aria-invalid="true"`);
    expect(/<textarea[^>]*name="questionText"[^>]*>/.exec(html)?.[0]).toContain(`aria-invalid="true"`);
    expect(html.split(`>${PAPER_MESSAGES.required}</p>`)).toHaveLength(3);
  });

  it("a refusal that is not about one field stays in the banner only", () => {
    const html = render(<PaperForm initial={{ title: "T", subject: "History", examBoard: "AQA", questions: [{ text: "Q", marks: "1", questionType: "essay", guidance: "" }] }} error={PAPER_MESSAGES.tooManyPapers(50)} />);
    expect(html).toContain(PAPER_MESSAGES.tooManyPapers(50));
    expect(html).not.toContain("aria-invalid");
  });
});
