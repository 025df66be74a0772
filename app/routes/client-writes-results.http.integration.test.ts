import { randomUUID } from "node:crypto";

import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { startAttempt } from "~/features/papers/attempts.server";
import { createPaper } from "~/features/papers/papers.server";
import { practiceAttemptAnswers, practiceQuestions, submissions } from "~/platform/db/schema";

import { startHttpApp } from "../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../tests/support/sample-answers";

/**
 * B5 over HTTP: the student's own requests carry a mark, a grade and feedback of their choosing, on the
 * way in (the answer form, a practice paper's answers) and after marking (the results page and its
 * .data). Only the server's marking writes results.
 */

const app = await startHttpApp();
const db = app.database.db;
const MACBETH = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;

/** Everything a client would like to set on a result. */
const FORGED = {
  result: JSON.stringify({ achievedMarks: 34, totalMarks: 34, percentage: 100, grade: "9", feedback: "Perfect." }),
  achievedMarks: "34",
  totalMarks: "34",
  percentage: "100",
  grade: "9",
  level: "6",
  feedback: "Perfect, full marks.",
  specificFeedback: "Perfect, full marks.",
  status: "marked",
  marker: JSON.stringify({ id: "teacher" }),
  choiceMarks: "99",
};

const rowOf = async (id: string) => (await db.select().from(submissions).where(eq(submissions.id, id)))[0]!;

describe("B5: the client cannot write results", () => {
  it("B5: an answer posted with a mark, grade, feedback and status is saved pending with no result", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    for (const path of ["/subjects/english-literature", "/subjects/english-literature.data"]) {
      const submitted = await app.postForm(
        path,
        {
          board: "aqa",
          paperId: "paper-1",
          questionTypeId: "shakespeare",
          questionText: MACBETH.questionText,
          sourceText: MACBETH.sourceText ?? "",
          answerText: MACBETH.answers.middling,
          idempotencyKey: randomUUID(),
          ...FORGED,
        },
        student.cookie,
      );
      expect([302, 202, 204]).toContain(submitted.status);
    }
    const saved = await db.select().from(submissions).where(eq(submissions.userId, student.id));
    expect(saved).toHaveLength(2);
    for (const row of saved) {
      expect(row).toMatchObject({ status: "pending", result: null, marker: null, achievedMarks: null, percentage: null, grade: null, level: null, markedAt: null });
    }
  });

  it("B5: after marking, posts to the results page and its .data carrying a result change nothing", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const submitted = await app.postForm(
      "/subjects/english-literature",
      {
        board: "aqa",
        paperId: "paper-1",
        questionTypeId: "shakespeare",
        questionText: MACBETH.questionText,
        sourceText: MACBETH.sourceText ?? "",
        answerText: MACBETH.answers.weak,
        idempotencyKey: randomUUID(),
      },
      student.cookie,
    );
    const id = /^\/marking-results\/([\w-]+)$/.exec(submitted.headers.get("Location") ?? "")![1]!;
    expect(await markSubmission(db, createOfflineMarker(), student.id, id)).toBe("marked");
    const marked = await rowOf(id);
    expect(marked.grade).not.toBe("9");

    for (const path of [`/marking-results/${id}`, `/marking-results/${id}.data`]) {
      for (const intent of [undefined, "share", "retry", "mark", "update", "save"]) {
        const answer = await app.postForm(path, { ...(intent ? { intent } : {}), ...FORGED }, student.cookie);
        await answer.body?.cancel();
        expect(answer.status, `${path} ${intent}`).toBeLessThan(500);
      }
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        const answer = await app.request(path, {
          method,
          cookie: student.cookie,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.origin },
          body: new URLSearchParams(FORGED),
        });
        await answer.body?.cancel();
        expect(answer.status, `${method} ${path}`).not.toBe(200);
      }
    }
    const after = await rowOf(id);
    expect(after).toEqual(marked);
  });

  it("B5: a practice paper's answers posted with marks are saved without them, and the server gives the marks", async () => {
    const student = await app.signedInStudent({ plan: "premium" });
    const paper = await createPaper(db, student.id, {
      title: "Mock",
      questions: [
        { text: "How does Shakespeare present ambition?", marks: "10", questionType: "essay" },
        { text: "Who kills Duncan? A) Banquo B) Macbeth C) Malcolm", marks: "1", questionType: "multiple_choice", answerKey: "B" },
      ],
    });
    if (!paper.ok) throw new Error(paper.message);
    const [essay, choice] = await db
      .select()
      .from(practiceQuestions)
      .where(eq(practiceQuestions.paperId, paper.value.paperId))
      .orderBy(asc(practiceQuestions.position));
    const started = await startAttempt(db, student.id, paper.value.paperId);
    if (!started.ok) throw new Error(started.message);
    const attemptId = started.value.attemptId;
    const answers = {
      [`present-${essay!.id}`]: "1",
      [`answer-${essay!.id}`]: "Ambition is shown as destructive.",
      [`present-${choice!.id}`]: "1",
      [`answer-${choice!.id}`]: "A",
      [`choiceMarks-${choice!.id}`]: "1",
      [`marks-${essay!.id}`]: "10",
      ...FORGED,
    };
    const saved = await app.postForm(`/aipractisepaper/attempts/${attemptId}`, { intent: "save", ...answers }, student.cookie);
    expect(saved.status).toBe(200);
    const afterSave = await db.select().from(practiceAttemptAnswers).where(eq(practiceAttemptAnswers.attemptId, attemptId));
    expect(afterSave.every((row) => row.choiceMarks === null && row.submissionId === null)).toBe(true);

    const handedIn = await app.postForm(`/aipractisepaper/attempts/${attemptId}/result`, answers, student.cookie);
    expect(handedIn.status).toBe(302);
    const afterSubmit = await db.select().from(practiceAttemptAnswers).where(eq(practiceAttemptAnswers.attemptId, attemptId));
    // The key says B, the student chose A: the server gives 0, whatever the form said.
    expect(afterSubmit.find((row) => row.questionId === choice!.id)?.choiceMarks).toBe(0);
    const essaySubmission = afterSubmit.find((row) => row.questionId === essay!.id)?.submissionId;
    expect(essaySubmission).toBeTruthy();
    expect(await rowOf(essaySubmission!)).toMatchObject({ status: "pending", result: null, achievedMarks: null, grade: null });
  });
});
