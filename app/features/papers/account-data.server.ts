import { asc, eq } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { practiceAttemptAnswers, practiceAttempts, practicePapers, practiceQuestions } from "~/platform/db/schema";

/** Practice papers (hand-made or built from the catalogue) with their questions, and every sitting of them with its answers. */
export const papersAccountData: AccountDataPart = {
  name: "practicePapers",
  tables: ["practice_papers", "practice_questions", "practice_attempts", "practice_attempt_answers"],
  async export(db, userId) {
    const papers = await db.select().from(practicePapers).where(eq(practicePapers.userId, userId)).orderBy(asc(practicePapers.createdAt));
    const questions = await db
      .select()
      .from(practiceQuestions)
      .where(eq(practiceQuestions.userId, userId))
      .orderBy(asc(practiceQuestions.paperId), asc(practiceQuestions.position));
    const attempts = await db.select().from(practiceAttempts).where(eq(practiceAttempts.userId, userId)).orderBy(asc(practiceAttempts.startedAt));
    const answers = await db.select().from(practiceAttemptAnswers).where(eq(practiceAttemptAnswers.userId, userId));
    return {
      papers: papers.map(({ userId: _owner, ...paper }) => ({
        ...paper,
        questions: questions.filter((question) => question.paperId === paper.id).map(({ userId: _u, ...question }) => question),
        attempts: attempts
          .filter((attempt) => attempt.paperId === paper.id)
          .map(({ userId: _u, ...attempt }) => ({
            ...attempt,
            answers: answers.filter((answer) => answer.attemptId === attempt.id).map(({ userId: _a, ...answer }) => answer),
          })),
      })),
    };
  },
};
