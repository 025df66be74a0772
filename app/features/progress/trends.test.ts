import { describe, expect, it } from "vitest";

import { averageGradeLabel } from "./average-grade";

import { trainingQuestionFor } from "./next-step";
import {
  activityCalendar,
  calendarStart,
  compareWithTarget,
  gradeTrajectory,
  objectiveTrends,
  percentageForGrade,
  weakestObjective,
  type MarkedAnswer,
} from "./trends";

const answer = (id: string, percentage: number, day: number): MarkedAnswer => ({
  id,
  subjectId: "english-literature",
  percentage,
  grade: String(Math.max(1, Math.floor(percentage / 10))),
  achievedMarks: Math.round((percentage / 100) * 34),
  totalMarks: 34,
  markedAt: new Date(Date.UTC(2026, 10, day, 12)),
  board: "aqa",
  paper: "paper-1",
  topic: null,
  questionType: "shakespeare",
});

describe("objective trends", () => {
  const answers = [answer("a", 40, 1), answer("b", 55, 2), answer("c", 70, 3)];
  const scores = [
    { submissionId: "c", code: "AO2", achieved: 9, max: 12 },
    { submissionId: "a", code: "AO1", achieved: 6, max: 12 },
    { submissionId: "a", code: "AO2", achieved: 3, max: 12 },
    { submissionId: "b", code: "AO1", achieved: 8, max: 12 },
    { submissionId: "b", code: "AO3", achieved: 1, max: 6 },
    { submissionId: "c", code: "AO1", achieved: 10, max: 12 },
    // A score of an answer outside the window is ignored.
    { submissionId: "zzz", code: "AO1", achieved: 0, max: 12 },
  ];

  it("gives each objective as a share of its maximum, in answer order, objectives in AO order", () => {
    const trends = objectiveTrends(answers, scores);
    expect(trends.map((trend) => trend.code)).toEqual(["AO1", "AO2", "AO3"]);
    const ao1 = trends[0]!;
    expect(ao1.points).toEqual([
      { submissionId: "a", share: 50 },
      { submissionId: "b", share: 67 },
      { submissionId: "c", share: 83 },
    ]);
    expect(ao1).toMatchObject({ first: 50, latest: 83, overall: 67 });
    expect(trends[1]).toMatchObject({ first: 25, latest: 75, overall: 50 });
  });

  it("names the weakest objective by its overall share", () => {
    expect(weakestObjective(objectiveTrends(answers, scores))?.code).toBe("AO3");
    expect(weakestObjective([])).toBeNull();
  });
});

describe("grade trajectory and targets", () => {
  it("averages up to three answers: their percentages for the chart, their grades as the dashboard averages grades", () => {
    // Grades 4, 6, 8 and 9.
    const trajectory = gradeTrajectory([answer("a", 40, 1), answer("b", 60, 2), answer("c", 80, 3), answer("d", 90, 4)]);
    expect(trajectory.map((point) => [point.rollingPercentage, point.grade])).toEqual([
      [40, "4"],
      [50, "5"],
      [60, "6"],
      // (6 + 8 + 9) / 3 = 7.7: grade 8 by the dashboard's rule (7.5 and over), where the mean percentage's grade is 7.
      [76.7, "8"],
    ]);
    // The review's case: grade 3 and U. The dashboard says 2 ((3 + 0) / 2 = 1.5); so does the trend now, not 1.
    const two = gradeTrajectory([{ ...answer("a", 32, 1), grade: "3" }, { ...answer("b", 6, 2), grade: "U" }]);
    expect(two.at(-1)?.grade).toBe(averageGradeLabel(["3", "U"]));
    expect(two.at(-1)?.grade).toBe("2");
  });

  it("finds the percentage a grade starts at and the gap from the latest five answers", () => {
    expect(percentageForGrade(7)).toBe(70);
    expect(percentageForGrade(1)).toBe(10);
    const answers = [10, 50, 52, 54, 56, 58].map((percentage, index) => answer(String(index), percentage, index + 1));
    expect(compareWithTarget(answers, 7)).toEqual({ target: 7, recentPercentage: 54, recentCount: 5, recentGrade: "5", targetPercentage: 70, gap: 16, met: false });
    expect(compareWithTarget(answers, 5)).toMatchObject({ gap: 0, met: true });
    expect(compareWithTarget([], 5)).toBeNull();
  });

  it("names the grade of the latest answers as the dashboard and the trend do, and meets the target by it (a review: 39.8% 'grade 3' beside a trend grade of 4)", () => {
    // Grades 1, 6, 3 and 4: their mean, 3.5, is grade 4 on the dashboard and the trend; the mean percentage, 39.8%, is grade 3.
    const answers = [
      { ...answer("a", 12, 1), grade: "1" },
      { ...answer("b", 62, 2), grade: "6" },
      { ...answer("c", 38, 3), grade: "3" },
      { ...answer("d", 47.2, 4), grade: "4" },
    ];
    const comparison = compareWithTarget(answers, 4);
    expect(comparison).toMatchObject({ recentPercentage: 39.8, recentCount: 4, recentGrade: averageGradeLabel(["1", "6", "3", "4"]), met: true });
    expect(comparison?.recentGrade).toBe("4");
    expect(gradeTrajectory(answers.slice(-3)).at(-1)?.grade).toBe("4");
    expect(compareWithTarget(answers, 5)).toMatchObject({ recentGrade: "4", met: false, gap: 10.2 });
  });
});

describe("activity calendar (fixed clock)", () => {
  // 2026-11-25 is a Wednesday.
  const today = "2026-11-25";

  it("lays out whole weeks Monday first, blanks after today, and counts streaks", () => {
    const calendar = activityCalendar(
      [
        { day: "2026-11-20", answers: 1, reviews: 0 },
        { day: "2026-11-23", answers: 0, reviews: 4 },
        { day: "2026-11-24", answers: 2, reviews: 0 },
        { day: "2026-11-25", answers: 1, reviews: 1 },
        { day: "2026-08-01", answers: 9, reviews: 9 },
      ],
      today,
      2,
    );
    expect(calendar.weeks).toHaveLength(2);
    expect(calendar.weeks[0]![0]!.day).toBe("2026-11-16");
    expect(calendar.weeks[1]![2]!.day).toBe(today);
    expect(calendar.weeks[1]!.slice(3)).toEqual([null, null, null, null]);
    expect(calendar).toMatchObject({ totalDays: 10, activeDays: 4, currentStreak: 3, longestStreak: 3, answers: 4, reviews: 5 });
    expect(calendarStart(today, 2)).toBe("2026-11-16");
    expect(calendar.firstDay).toBe("2026-11-16");
  });

  it("keeps yesterday's streak alive before today's work and resets after a gap", () => {
    const yesterday = activityCalendar([{ day: "2026-11-24", answers: 1, reviews: 0 }], today, 1);
    expect(yesterday.currentStreak).toBe(1);
    const gap = activityCalendar([{ day: "2026-11-23", answers: 1, reviews: 0 }], today, 1);
    expect(gap.currentStreak).toBe(0);
    expect(gap.longestStreak).toBe(1);
  });
});

describe("the next step for a weak objective", () => {
  it("opens the subject page on the board's question type where the objective carries most marks", () => {
    const training = trainingQuestionFor("english-literature", "aqa", "AO2");
    expect(training).not.toBeNull();
    expect(training!.href).toMatch(/^\/subjects\/english-literature\?board=aqa&paper=[^&]+&questionType=[^&]+$/);
    // AQA's unseen comparison (27.2) is all AO2.
    expect(training!.objectiveMarks).toBe(training!.marks);
  });

  it("stays on the student's most recent topic that trains the objective; with no answer on a topic, the board's best question", () => {
    const studied = [
      { paper: "paper-1", topic: "not-in-the-catalogue" },
      { paper: "component-1", topic: "elizabethan-age" },
      { paper: "component-1", topic: "crusades" },
    ];
    expect(trainingQuestionFor("history", "wjec", "AO2", studied)!.href).toBe(
      "/subjects/history?board=wjec&paper=component-1&topic=elizabethan-age&questionType=explain",
    );
    expect(trainingQuestionFor("history", "wjec", "AO2", [{ paper: "component-1", topic: null }])!.href).toContain("topic=conflict-and-upheaval");
  });

  it("returns null for an objective the board does not assess there", () => {
    expect(trainingQuestionFor("english-literature", "aqa", "AO6")).toBeNull();
    expect(trainingQuestionFor("history", "nowhere", "AO1")).toBeNull();
  });
});
