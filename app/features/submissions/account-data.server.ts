import { asc, eq } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { submissions } from "~/platform/db/schema";

/** Every answer submitted, with its question, source, status and result (submission_objectives repeats the result's objectives, so the result holds them). */
export const submissionsAccountData: AccountDataPart = {
  name: "submissions",
  tables: ["submissions", "submission_objectives"],
  async export(db, userId) {
    const rows = await db
      .select({
        id: submissions.id,
        subject: submissions.subject,
        board: submissions.board,
        paper: submissions.paper,
        topic: submissions.topic,
        questionType: submissions.questionType,
        questionText: submissions.questionText,
        sourceText: submissions.sourceText,
        answerText: submissions.answerText,
        status: submissions.status,
        result: submissions.result,
        createdAt: submissions.createdAt,
        markedAt: submissions.markedAt,
      })
      .from(submissions)
      .where(eq(submissions.userId, userId))
      .orderBy(asc(submissions.createdAt));
    return { submissions: rows };
  },
};
