import { indicativeGrade } from "~/features/marking";

import { averageGradeLabel } from "./average-grade";

/**
 * What /progress shows, computed from the figures stored at marking time (never the result JSON): each
 * answer's percentage over time, each objective as a share of its maximum (so a 4-mark and a 40-mark
 * question compare), the indicative-grade trajectory, the weakest objective, and the activity calendar.
 * Pure: the clock and the rows come in as arguments.
 */

export interface MarkedAnswer {
  id: string;
  subjectId: string;
  percentage: number;
  grade: string;
  achievedMarks: number;
  totalMarks: number;
  markedAt: Date;
  board: string;
  paper: string;
  topic: string | null;
  questionType: string;
}

export interface ObjectiveScore {
  submissionId: string;
  code: string;
  achieved: number;
  max: number;
}

export interface ObjectivePoint {
  submissionId: string;
  /** Achieved as a whole-number percentage of the objective's maximum in that answer. */
  share: number;
}

export interface ObjectiveTrend {
  code: string;
  points: ObjectivePoint[];
  /** Marks achieved over marks available across the answers shown, as a whole-number percentage. */
  overall: number;
  first: number;
  latest: number;
}

const sharePercent = (achieved: number, max: number) => (max > 0 ? Math.round((achieved / max) * 100) : 0);

const OBJECTIVE_ORDER = ["AO1", "AO2", "AO3", "AO4", "AO5", "AO6", "SPaG"];
const byObjectiveOrder = (a: string, b: string) => {
  const rank = (code: string) => (OBJECTIVE_ORDER.includes(code) ? OBJECTIVE_ORDER.indexOf(code) : OBJECTIVE_ORDER.length);
  return rank(a) - rank(b) || a.localeCompare(b);
};

/** Each objective's share in each answer (answers oldest first), with its overall, first and latest share. */
export function objectiveTrends(answers: readonly MarkedAnswer[], scores: readonly ObjectiveScore[]): ObjectiveTrend[] {
  const order = new Map(answers.map((answer, index) => [answer.id, index]));
  const byCode = new Map<string, ObjectiveScore[]>();
  for (const score of scores) {
    if (!order.has(score.submissionId) || score.max <= 0) continue;
    const list = byCode.get(score.code) ?? [];
    list.push(score);
    byCode.set(score.code, list);
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => byObjectiveOrder(a, b))
    .map(([code, list]) => {
      const sorted = [...list].sort((a, b) => (order.get(a.submissionId) ?? 0) - (order.get(b.submissionId) ?? 0));
      const points = sorted.map((score) => ({ submissionId: score.submissionId, share: sharePercent(score.achieved, score.max) }));
      const achieved = sorted.reduce((sum, score) => sum + score.achieved, 0);
      const max = sorted.reduce((sum, score) => sum + score.max, 0);
      return { code, points, overall: sharePercent(achieved, max), first: points[0]?.share ?? 0, latest: points.at(-1)?.share ?? 0 };
    });
}

/**
 * The weakest objective: the lowest share of marks over the answers given (ties go to the objective that
 * carried more marks, since it costs more). Null with no objective data.
 */
export function weakestObjective(trends: readonly ObjectiveTrend[]): ObjectiveTrend | null {
  let weakest: ObjectiveTrend | null = null;
  for (const trend of trends) {
    if (!weakest || trend.overall < weakest.overall) weakest = trend;
  }
  return weakest;
}

export interface GradePoint {
  submissionId: string;
  /** The mean percentage of this answer and up to two before it (where the chart draws it). */
  rollingPercentage: number;
  /** The average of the same answers' grades, by the dashboard's rule (spec section 9), so the two pages agree. */
  grade: string;
}

/**
 * The indicative-grade trajectory, oldest first: at each answer, the average grade of it and up to two before it,
 * worked out as the dashboard's average grade is (the mean of the grade numbers, U as 0), so a student never sees
 * a 2 on one page and a 1 on the other for the same answers; and their mean percentage, for the chart.
 */
export function gradeTrajectory(answers: readonly MarkedAnswer[], window = 3): GradePoint[] {
  return answers.map((answer, index) => {
    const slice = answers.slice(Math.max(0, index - window + 1), index + 1);
    const mean = slice.reduce((sum, item) => sum + item.percentage, 0) / slice.length;
    const rollingPercentage = Math.round(mean * 10) / 10;
    const grade = averageGradeLabel(slice.map((item) => item.grade));
    return { submissionId: answer.id, rollingPercentage, grade: grade === "N/A" ? indicativeGrade(rollingPercentage) : grade };
  });
}

/** The lowest whole percentage that reaches a grade (grade 1..9), by the indicative-grade rule. */
export function percentageForGrade(grade: number): number {
  for (let percentage = 0; percentage <= 100; percentage++) {
    const reached = indicativeGrade(percentage);
    if (reached !== "U" && Number(reached) >= grade) return percentage;
  }
  return 100;
}

export interface TargetComparison {
  target: number;
  /** Mean percentage of the latest answers (up to five). */
  recentPercentage: number;
  /** How many answers that mean is of (1-5): the page says so, since the trend above averages up to three. */
  recentCount: number;
  recentGrade: string;
  targetPercentage: number;
  /** Percentage points still to find; 0 when the target is met. */
  gap: number;
  met: boolean;
}

/**
 * Where the latest answers (up to five) stand against the student's own target grade. Their grade is averaged as the
 * dashboard and the trend average grades (the mean of the grade numbers, U as 0), so the three never name different
 * grades for the same answers; the target is met when that grade reaches it. The percentages say how far there is to
 * go.
 */
export function compareWithTarget(answers: readonly MarkedAnswer[], target: number): TargetComparison | null {
  const recent = answers.slice(-5);
  if (recent.length === 0) return null;
  const recentPercentage = Math.round((recent.reduce((sum, answer) => sum + answer.percentage, 0) / recent.length) * 10) / 10;
  const targetPercentage = percentageForGrade(target);
  const gap = Math.max(0, Math.round((targetPercentage - recentPercentage) * 10) / 10);
  const averaged = averageGradeLabel(recent.map((answer) => answer.grade));
  const recentGrade = averaged === "N/A" ? indicativeGrade(recentPercentage) : averaged;
  const met = recentGrade !== "U" && Number(recentGrade) >= target;
  return { target, recentPercentage, recentCount: recent.length, recentGrade, targetPercentage, gap, met };
}

// ---------------------------------------------------------------------------------------------
// Activity calendar
// ---------------------------------------------------------------------------------------------

export interface DayActivity {
  /** YYYY-MM-DD, London. */
  day: string;
  answers: number;
  reviews: number;
}

export interface ActivityCalendar {
  /** Columns of seven days, Monday first, oldest week first; days after today are null. */
  weeks: (DayActivity | null)[][];
  /** The first day shown (a Monday), YYYY-MM-DD. */
  firstDay: string;
  activeDays: number;
  totalDays: number;
  /** Consecutive active days ending today (or yesterday, so a streak is not lost before today's work). */
  currentStreak: number;
  longestStreak: number;
  answers: number;
  reviews: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayString = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The last `weeks` whole weeks up to and including today's week, from per-day counts. */
export function activityCalendar(counts: readonly DayActivity[], today: string, weeks = 12): ActivityCalendar {
  const byDay = new Map(counts.map((count) => [count.day, count]));
  const todayNumber = dayNumber(today);
  // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
  const monday = todayNumber - ((todayNumber + 3) % 7);
  const start = monday - (weeks - 1) * 7;
  const columns: (DayActivity | null)[][] = [];
  const days: DayActivity[] = [];
  for (let week = 0; week < weeks; week++) {
    const column: (DayActivity | null)[] = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      const number = start + week * 7 + weekday;
      if (number > todayNumber) {
        column.push(null);
        continue;
      }
      const day = dayString(number);
      const entry = byDay.get(day) ?? { day, answers: 0, reviews: 0 };
      column.push(entry);
      days.push(entry);
    }
    columns.push(column);
  }
  const active = (entry: DayActivity | undefined) => Boolean(entry && entry.answers + entry.reviews > 0);
  let longestStreak = 0;
  let run = 0;
  for (const entry of days) {
    run = active(entry) ? run + 1 : 0;
    longestStreak = Math.max(longestStreak, run);
  }
  let currentStreak = 0;
  let cursor = days.length - 1;
  if (cursor >= 0 && !active(days[cursor])) cursor--;
  while (cursor >= 0 && active(days[cursor])) {
    currentStreak++;
    cursor--;
  }
  return {
    weeks: columns,
    firstDay: dayString(start),
    activeDays: days.filter((entry) => active(entry)).length,
    totalDays: days.length,
    currentStreak,
    longestStreak,
    answers: days.reduce((sum, entry) => sum + entry.answers, 0),
    reviews: days.reduce((sum, entry) => sum + entry.reviews, 0),
  };
}

/** The first day shown by `activityCalendar` for this today and number of weeks (for the query's lower bound). */
export function calendarStart(today: string, weeks = 12): string {
  const todayNumber = dayNumber(today);
  return dayString(todayNumber - ((todayNumber + 3) % 7) - (weeks - 1) * 7);
}
