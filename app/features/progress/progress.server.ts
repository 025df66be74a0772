import { and, count, desc, eq, gte, inArray, isNotNull, isNull, not, sql, type SQL } from "drizzle-orm";

import { SUBJECTS } from "~/features/catalogue";
import type { DbOrTx } from "~/platform/db/client.server";
import { flashcardReviews, flashcardSets, practiceAttemptAnswers, practiceQuestions, submissionObjectives, submissions } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";

import { calendarStart, type DayActivity, type MarkedAnswer, type ObjectiveScore } from "./trends";

/**
 * The progress queries. Every one is scoped by the student and bounded (the latest answers per subject,
 * the calendar's weeks), and reads the figures stored at marking time from indexed columns, so a page
 * costs the same with 20 marked answers as with 2,000.
 */

/**
 * A practice-paper answer whose question is worth other marks than the board question type it was marked
 * against (a hand-made 1-mark essay marked out of 34): its stored mark, percentage and grade are out of a
 * tariff the question never had, so progress and the dashboard's grades leave it out (and say so); its
 * paper's result shows it scaled to the question's own marks. An answer marked out of its question's own
 * marks (built from the catalogue, or hand-made with the same marks) counts as any other.
 */
function offTariffPaperAnswer(userId: string): SQL {
  // Aliased and qualified by hand: drizzle leaves the columns of a single-table select unqualified.
  return sql`exists (select 1 from ${practiceAttemptAnswers} pa inner join ${practiceQuestions} pq on pq.id = pa.question_id where pa.user_id = ${userId} and pa.submission_id = ${submissions}.id and pq.marks <> ${submissions}.total_marks)`;
}

/** A submission's practice-paper question's own marks, or null for an answer from the answer form. */
function paperQuestionMarks(userId: string): SQL<number | null> {
  return sql<number | null>`(select pq.marks from ${practiceAttemptAnswers} pa inner join ${practiceQuestions} pq on pq.id = pa.question_id where pa.user_id = ${userId} and pa.submission_id = ${submissions}.id limit 1)`;
}

/** How many of the latest marked answers per subject the charts show. */
export const ANSWERS_PER_SUBJECT = 20;
export const CALENDAR_WEEKS = 12;

export interface SubjectHistory {
  subjectId: string;
  subjectName: string;
  markedCount: number;
  /** The latest marked answers, oldest first. */
  answers: MarkedAnswer[];
  scores: ObjectiveScore[];
  /** Flashcard sets made from these answers' feedback, by submission id. */
  feedbackSets: Record<string, string>;
}

async function latestMarked(db: DbOrTx, userId: string, subjectId: string): Promise<MarkedAnswer[]> {
  const rows = await db
    .select({
      id: submissions.id,
      subjectId: submissions.subjectId,
      percentage: submissions.percentage,
      grade: submissions.grade,
      achievedMarks: submissions.achievedMarks,
      totalMarks: submissions.totalMarks,
      markedAt: submissions.markedAt,
      board: submissions.board,
      paper: submissions.paper,
      topic: submissions.topic,
      questionType: submissions.questionType,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        eq(submissions.subjectId, subjectId),
        eq(submissions.status, "marked"),
        isNotNull(submissions.markedAt),
        isNotNull(submissions.percentage),
        not(offTariffPaperAnswer(userId)),
      ),
    )
    // Ordered by the index's own column only, so the latest rows come straight off (user, subject, marked_at).
    .orderBy(desc(submissions.markedAt))
    .limit(ANSWERS_PER_SUBJECT);
  return rows
    .map((row) => ({
      ...row,
      percentage: row.percentage ?? 0,
      grade: row.grade ?? "U",
      achievedMarks: row.achievedMarks ?? 0,
      totalMarks: row.totalMarks ?? 0,
      markedAt: row.markedAt as Date,
    }))
    .reverse();
}

/** Each subject the student has marked answers in, with its latest answers and their objectives. */
export async function loadSubjectHistories(db: DbOrTx, userId: string): Promise<SubjectHistory[]> {
  const counts = await db
    .select({ subjectId: submissions.subjectId, marked: count() })
    .from(submissions)
    // The index (user, status, subject, grade), less the paper answers marked out of another tariff.
    .where(and(eq(submissions.userId, userId), eq(submissions.status, "marked"), isNotNull(submissions.grade), not(offTariffPaperAnswer(userId))))
    .groupBy(submissions.subjectId);
  const histories: SubjectHistory[] = [];
  for (const subject of SUBJECTS) {
    const markedCount = Number(counts.find((row) => row.subjectId === subject.id)?.marked ?? 0);
    if (markedCount === 0) continue;
    const answers = await latestMarked(db, userId, subject.id);
    const ids = answers.map((answer) => answer.id);
    const scores =
      ids.length === 0
        ? []
        : await db
            .select({
              submissionId: submissionObjectives.submissionId,
              code: submissionObjectives.code,
              achieved: submissionObjectives.achieved,
              max: submissionObjectives.max,
            })
            .from(submissionObjectives)
            .where(and(eq(submissionObjectives.userId, userId), inArray(submissionObjectives.submissionId, ids)));
    const sets =
      ids.length === 0
        ? []
        : await db
            .select({ id: flashcardSets.id, sourceRef: flashcardSets.sourceRef })
            .from(flashcardSets)
            .where(and(eq(flashcardSets.userId, userId), eq(flashcardSets.source, "feedback"), inArray(flashcardSets.sourceRef, ids)));
    const feedbackSets: Record<string, string> = {};
    for (const set of sets) if (set.sourceRef) feedbackSets[set.sourceRef] = set.id;
    histories.push({ subjectId: subject.id, subjectName: subject.name, markedCount, answers, scores, feedbackSets });
  }
  return histories;
}

/** Answers submitted and flashcards reviewed per London day, from the calendar's first day. */
export async function loadDailyActivity(db: DbOrTx, userId: string, now: Date, weeks = CALENDAR_WEEKS): Promise<DayActivity[]> {
  const start = calendarStart(londonDay(now), weeks);
  // A day earlier in UTC covers London's offset; the grouping below is by London day.
  const since = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000);
  const answerDay = sql<string>`to_char(${submissions.createdAt} at time zone 'Europe/London', 'YYYY-MM-DD')`;
  const reviewDay = sql<string>`to_char(${flashcardReviews.reviewedAt} at time zone 'Europe/London', 'YYYY-MM-DD')`;
  const answerRows = await db
    .select({ day: answerDay, value: count() })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), gte(submissions.createdAt, since)))
    .groupBy(answerDay);
  const reviewRows = await db
    .select({ day: reviewDay, value: count() })
    .from(flashcardReviews)
    .where(and(eq(flashcardReviews.userId, userId), gte(flashcardReviews.reviewedAt, since), isNull(flashcardReviews.undoneAt)))
    .groupBy(reviewDay);
  const byDay = new Map<string, DayActivity>();
  const entry = (day: string) => byDay.get(day) ?? byDay.set(day, { day, answers: 0, reviews: 0 }).get(day)!;
  for (const row of answerRows) if (row.day >= start) entry(row.day).answers = Number(row.value);
  for (const row of reviewRows) if (row.day >= start) entry(row.day).reviews = Number(row.value);
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export interface RecentAnswer {
  id: string;
  subject: string;
  questionText: string;
  status: string;
  createdAt: Date;
  achievedMarks: number | null;
  totalMarks: number | null;
  percentage: number | null;
  grade: string | null;
  /** An answer to a practice paper's question: that question's own marks (null for an answer from the answer form). */
  paperQuestionMarks: number | null;
}

/**
 * The dashboard's recent activity: the latest answers with their stored mark and grade (no result JSON),
 * and for a practice paper's answer its question's own marks (the mark is shown out of those).
 */
export async function listRecentAnswers(db: DbOrTx, userId: string, limit = 5): Promise<RecentAnswer[]> {
  return db
    .select({
      id: submissions.id,
      subject: submissions.subject,
      questionText: sql<string>`left(${submissions.questionText}, 200)`,
      status: submissions.status,
      createdAt: submissions.createdAt,
      achievedMarks: submissions.achievedMarks,
      totalMarks: submissions.totalMarks,
      percentage: submissions.percentage,
      grade: submissions.grade,
      paperQuestionMarks: paperQuestionMarks(userId),
    })
    .from(submissions)
    .where(eq(submissions.userId, userId))
    // Ordered by the index's own column only, so the latest rows come straight off (user, created_at).
    .orderBy(desc(submissions.createdAt))
    .limit(limit);
}

/**
 * How many marked answers got each grade, from the stored column (for the dashboard's average); practice
 * paper answers marked out of another tariff than their question's are left out (offTariffPaperAnswer).
 */
export async function countMarkedGrades(db: DbOrTx, userId: string): Promise<{ grade: string; answers: number }[]> {
  const rows = await db
    .select({ grade: submissions.grade, answers: count() })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.status, "marked"), isNotNull(submissions.grade), not(offTariffPaperAnswer(userId))))
    .groupBy(submissions.grade);
  return rows.map((row) => ({ grade: row.grade ?? "U", answers: Number(row.answers) }));
}

/** How many marked practice-paper answers progress and the dashboard's grades leave out, so the pages can say so. */
export async function countOffTariffPaperAnswers(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ answers: count() })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.status, "marked"), isNotNull(submissions.grade), offTariffPaperAnswer(userId)));
  return Number(row?.answers ?? 0);
}
