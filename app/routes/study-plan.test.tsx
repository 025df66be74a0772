import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import StudyPlan from "./study-plan";

type Props = Parameters<typeof StudyPlan>[0];

const subject = (id: string, name: string, examDate: string, examDateText: string, state: { defaulted?: boolean; passed?: boolean } = {}) => ({
  id,
  name,
  examDate,
  examDateText,
  defaulted: state.defaulted ?? false,
  passed: state.passed ?? false,
});

function render() {
  const loaderData = {
    gate: { allowed: true, requiredPlan: "Premium", hasPlan: true },
    settings: {
      minutesPerDay: 30,
      examDates: { "english-literature": "2027-05-13", "english-language": "2027-05-21", history: "2027-06-03" },
      defaulted: ["english-language"],
      passed: ["english-literature"],
      dateRange: { min: "2027-05-14", max: "2029-07-22" },
      subjects: [
        subject("english-literature", "English Literature", "2027-05-13", "13 May 2027", { passed: true }),
        subject("english-language", "English Language", "2027-05-21", "21 May 2027", { defaulted: true }),
        subject("history", "History", "2027-06-03", "3 June 2027"),
      ],
    },
    days: [{ day: "2027-05-14", label: "Friday 14 May", minutes: 0, items: [] }],
  };
  const element = <StudyPlan {...({ loaderData, actionData: undefined, params: {}, matches: [] } as unknown as Props)} />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

const inputOf = (html: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";

describe("Study plan page", () => {
  it("says when a subject's exam has passed instead of planning next year's", () => {
    const html = render();
    expect(html).toContain("Your English Literature exam was on 13 May 2027, so it is no longer in your plan.");
    expect(html).toContain("Your exam was on 13 May 2027. Enter a new date if you are sitting it again.");
    expect(html).toContain("The usual date: 21 May 2027.");
    expect(html).toContain("Your date: 3 June 2027.");
  });

  it("limits each date input from today to 800 days ahead, letting a passed date be sent back unchanged", () => {
    const html = render();
    const history = inputOf(html, "exam-history");
    expect(history).toContain('min="2027-05-14"');
    expect(history).toContain('max="2029-07-22"');
    const literature = inputOf(html, "exam-english-literature");
    expect(literature).toContain('min="2027-05-13"');
    expect(literature).toContain('max="2029-07-22"');
    expect(literature).toContain('value="2027-05-13"');
  });
});
