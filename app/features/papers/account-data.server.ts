import { asc, eq } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { practicePapers, practiceQuestions } from "~/platform/db/schema";

/** Practice papers made on the hidden creator, with their questions. */
export const papersAccountData: AccountDataPart = {
  name: "practicePapers",
  tables: ["practice_papers", "practice_questions"],
  async export(db, userId) {
    const papers = await db.select().from(practicePapers).where(eq(practicePapers.userId, userId)).orderBy(asc(practicePapers.createdAt));
    const questions = await db
      .select()
      .from(practiceQuestions)
      .where(eq(practiceQuestions.userId, userId))
      .orderBy(asc(practiceQuestions.paperId), asc(practiceQuestions.position));
    return {
      papers: papers.map(({ userId: _owner, ...paper }) => ({
        ...paper,
        questions: questions.filter((question) => question.paperId === paper.id).map(({ userId: _u, ...question }) => question),
      })),
    };
  },
};
