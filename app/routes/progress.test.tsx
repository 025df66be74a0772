import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { getBoardSubject } from "~/features/catalogue/lookup";
import { buildSubjectProgress } from "~/features/progress/progress-view";
import type { SubjectHistory } from "~/features/progress/progress.server";
import { activityCalendar, type DayActivity, type MarkedAnswer } from "~/features/progress/trends";

import Progress from "./progress";

type Props = Parameters<typeof Progress>[0];

// 2026-11-25 is a Wednesday: the 12 weeks shown start on Monday 7 September (80 days, today included).
const TODAY = "2026-11-25";

const answer = (id: string, percentage: number, day: number): MarkedAnswer => ({
  id,
  subjectId: "english-language",
  percentage,
  grade: "5",
  achievedMarks: Math.round((percentage / 100) * 20),
  totalMarks: 20,
  markedAt: new Date(Date.UTC(2026, 10, day, 12)),
  board: "aqa",
  paper: "paper-1",
  topic: null,
  questionType: "q4-evaluation",
});

/** Two English Language answers: AO4 (evaluation) is the weakest; AO4 has no score in the second answer. */
function language(targetGrade: number | null) {
  const history: SubjectHistory = {
    subjectId: "english-language",
    subjectName: "English Language",
    markedCount: 2,
    answers: [answer("first", 20, 3), answer("second", 60, 10)],
    scores: [
      { submissionId: "first", code: "AO4", achieved: 4, max: 20 },
      { submissionId: "first", code: "AO1", achieved: 4, max: 4 },
      { submissionId: "second", code: "AO1", achieved: 2, max: 4 },
    ],
    feedbackSets: {},
  };
  return buildSubjectProgress(history, {
    targetGrade,
    objectiveMeaning: (boardId, code) => getBoardSubject("english-language", boardId)?.objectiveMeanings[code as "AO4"] ?? null,
  });
}

/** One History answer whose AO1 and AO2 both got 5 of 6 (83%): a tie for the weakest. */
function historyTied() {
  const history: SubjectHistory = {
    subjectId: "history",
    subjectName: "History",
    markedCount: 1,
    answers: [{ ...answer("tied", 83, 12), subjectId: "history", board: "edexcel", paper: "paper-3", topic: "germany", questionType: "q2-explain-why", totalMarks: 12, achievedMarks: 10 }],
    scores: [
      { submissionId: "tied", code: "AO1", achieved: 5, max: 6 },
      { submissionId: "tied", code: "AO2", achieved: 5, max: 6 },
    ],
    feedbackSets: {},
  };
  return buildSubjectProgress(history, { targetGrade: null, objectiveMeaning: () => null });
}

/** AQA History's SPaG (only its essay questions carry it) is the weakest; the latest answer is on WJEC, which has no SPaG. */
function historyAcrossBoards() {
  const history: SubjectHistory = {
    subjectId: "history",
    subjectName: "History",
    markedCount: 2,
    answers: [
      { ...answer("aqa-essay", 60, 10), subjectId: "history", board: "aqa", paper: "paper-1", topic: "interwar-years", questionType: "q4-how-far", totalMarks: 20, achievedMarks: 12 },
      { ...answer("wjec-explain", 75, 12), subjectId: "history", board: "wjec", paper: "component-1", topic: "conflict-and-upheaval", questionType: "explain", totalMarks: 8, achievedMarks: 6 },
    ],
    scores: [
      { submissionId: "aqa-essay", code: "AO1", achieved: 6, max: 8 },
      { submissionId: "aqa-essay", code: "AO2", achieved: 6, max: 8 },
      { submissionId: "aqa-essay", code: "SPaG", achieved: 2, max: 4 },
      { submissionId: "wjec-explain", code: "AO1", achieved: 3, max: 4 },
      { submissionId: "wjec-explain", code: "AO2", achieved: 3, max: 4 },
    ],
    feedbackSets: {},
  };
  return buildSubjectProgress(history, { targetGrade: null, objectiveMeaning: () => null });
}

function render(options: { activity?: DayActivity[]; targetGrade?: number | null; actionData?: unknown; subjects?: ReturnType<typeof language>[] } = {}) {
  const loaderData = {
    gate: { allowed: true, requiredPlan: "Basic", hasPlan: true },
    advanced: { allowed: true, requiredPlan: "Premium", hasPlan: true },
    studyPlans: true,
    subjects: options.subjects ?? [language(options.targetGrade ?? null)],
    calendar: activityCalendar(options.activity ?? [], TODAY, 12),
    targets: options.targetGrade ? { "english-language": options.targetGrade } : {},
    leftOut: 0,
  };
  const element = <Progress {...({ loaderData, actionData: options.actionData, params: {}, matches: [] } as unknown as Props)} />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
const descOf = (html: string, title: string) => new RegExp(`<title[^>]*>${title}</title><desc[^>]*>([^<]*)</desc>`).exec(html)?.[1] ?? "";

describe("/progress page", () => {
  it("says the weakest objective and what it covers without doubled brackets", () => {
    const page = text(render());
    expect(page).toContain("Your weakest objective is AO4: you are getting 20% of its marks.");
    expect(page).toContain("What AO4 covers: Evaluating texts critically, backed by well-chosen references (evaluation, not spelling and grammar).");
    expect(page).not.toMatch(/\)\.\)|\.\):/);
  });

  it("says a tie for the weakest objective as a tie, and where to start", () => {
    const page = text(render({ subjects: [historyTied()] }));
    expect(page).toContain("AO1 and AO2 are level as your weakest objectives: you are getting 83% of the marks of each. Start with AO1.");
    expect(page).not.toContain("Your weakest objective is");
  });

  it("offers practice for the weakest objective on a board the student answers on that has it, not only the latest board", () => {
    const history = historyAcrossBoards();
    expect(history.weakest?.code).toBe("SPaG");
    // The WJEC answer is the latest, but only AQA's questions (of the student's boards) carry SPaG.
    expect(history.weakest?.training?.href).toBe("/subjects/history?board=aqa&paper=paper-1&topic=interwar-years&questionType=q4-how-far");
    const page = render({ subjects: [history] });
    expect(page).toMatch(/href="\/subjects\/history\?board=aqa&amp;paper=paper-1&amp;topic=interwar-years&amp;questionType=q4-how-far"/);
  });

  it("with no activity in the calendar's weeks, says so plainly, naming the weeks shown", () => {
    const page = text(render());
    expect(page).not.toContain("Active on 0");
    expect(page).toContain("No answers sent or flashcards reviewed since Monday 7 September (the 12 weeks below). Each day you do either shows here.");
  });

  it("with activity, counts the active days over the weeks shown", () => {
    const page = text(render({ activity: [{ day: "2026-11-24", answers: 2, reviews: 0 }, { day: TODAY, answers: 1, reviews: 3 }] }));
    expect(page).toContain(
      "Active on 2 days since Monday 7 September (the 12 weeks below) · 3 answers sent · 3 flashcard reviews · current streak 2 days · longest 2 days",
    );
    // Each active day in words in a list that opens (not only in a square's hover title), and no empty day.
    const html = render({ activity: [{ day: "2026-11-24", answers: 2, reviews: 0 }, { day: TODAY, answers: 1, reviews: 3 }] });
    const list = /<summary[^>]*>Show each active day<\/summary><ul[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? "";
    expect(text(list.replaceAll("</li>", "|"))).toMatch(/^Tue(sday)? 24 Nov(ember)?: 2 answers, 0 reviews\|Wed(nesday)? 25 Nov(ember)?: 1 answer, 3 reviews\|$/);
    expect(render()).not.toContain("Show each active day");
  });

  it("names each objective value's answer and date, and says the target line on the marks chart", () => {
    const html = render({ targetGrade: 7 });
    expect(descOf(html, "English Language: each objective as a share of its marks")).toBe("AO1: Answer 1 (3 Nov) 100%, Answer 2 (10 Nov) 50%; AO4: Answer 1 (3 Nov) 20%");
    expect(descOf(html, "English Language: percentage of each marked answer")).toBe(
      "Answer 1 (3 Nov): 20%, grade 5; Answer 2 (10 Nov): 60%, grade 5. Dashed line: your target, grade 7, at 70%.",
    );
    // The tables stay.
    expect(html).toContain("English Language: your marked answers");
  });

  it("after Save targets, says so in a status that can take focus (the disabled button cannot keep it)", () => {
    const html = render({ targetGrade: 7, actionData: { ok: true, notice: "Your target grades are saved." } });
    const outcome = /<div[^>]*role="status"[^>]*>(.*?)<\/div><\/div>/.exec(html);
    expect(outcome).not.toBeNull();
    expect(outcome![0]).toContain('tabindex="-1"');
    expect(text(outcome![1]!)).toBe("Your target grades are saved.");
    // One announcement: the banner inside is not a second live region.
    expect(html.match(/Your target grades are saved\./g)).toHaveLength(1);
    expect(outcome![1]).not.toContain('role="status"');
    const refused = render({ actionData: { ok: false, formError: "Please choose a target grade from 1 to 9, or no target." } });
    expect(refused).toMatch(/<div[^>]*role="alert"[^>]*tabindex="-1"|<div[^>]*tabindex="-1"[^>]*role="alert"/);
  });
});
