import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { planStateFor } from "~/features/billing";
import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { startAttempt, submitAttempt } from "~/features/papers/attempts.server";
import { createPaper } from "~/features/papers/papers.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { practiceQuestions, submissions, subscriptions } from "~/platform/db/schema";

import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import PaperResultPage, { loader, NO_GRADE } from "./aipractisepaper.attempt-result";

/** The paper result page's line about a hand-made question's marks, as the student reads it (issue: "scaled from 34"). */

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const db = database.db;

type Props = Parameters<typeof PaperResultPage>[0];

async function resultPage(student: Awaited<ReturnType<typeof createStudent>>, attemptId: string) {
  const loaderData = await loader({
    request: new Request(`http://marker.test/aipractisepaper/attempts/${attemptId}/result`),
    context: { session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } } },
    params: { attemptId },
  } as unknown as Parameters<typeof loader>[0]);
  const element = <PaperResultPage {...({ loaderData, actionData: undefined, params: { attemptId }, matches: [] } as unknown as Props)} />;
  const router = createMemoryRouter([{ path: "/", element }]);
  const html = renderToString(<RouterProvider router={router} />)
    .replaceAll("<!-- -->", "")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'");
  return { loaderData: loaderData as { result: { questions: Array<{ awarded: number | null; markingNote: string | null }> } }, html };
}

/** A Standard student who wrote a one-question AQA Literature paper, sat it and handed in `answer`. */
async function sitOneQuestion(title: string, row: { text: string; marks: string; questionType: string }, answer: string) {
  const student = await createStudent(db);
  await db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan: "standard", status: "active" });
  const created = await createPaper(db, student.id, { title, subject: "English Literature", examBoard: "AQA", questions: [row] });
  if (!created.ok) throw new Error(created.message);
  const [question] = await db.select().from(practiceQuestions).where(eq(practiceQuestions.paperId, created.value.paperId));
  const started = await startAttempt(db, student.id, created.value.paperId);
  if (!started.ok) throw new Error(started.message);
  const plan = planStateFor({ trialEndsAt: new Date(Date.now() + 86_400_000) }, { plan: "standard", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false });
  expect(await submitAttempt(db, student.id, plan, started.value.attemptId, { [question!.id]: answer })).toMatchObject({ ok: true, value: { sent: 1 } });
  return { student, attemptId: started.value.attemptId };
}

describe("/aipractisepaper/attempts/:id/result: a hand-made question's marks", () => {
  it("a 30-mark essay marked as the board's 34-mark essay says what happened to its marks, not that they were 'scaled from 34'", async () => {
    const { student, attemptId } = await sitOneQuestion(
      "Macbeth quiz",
      { text: "How does Shakespeare present guilt in Macbeth?", marks: "30", questionType: "essay" },
      "Shakespeare presents guilt as a torment. Macbeth sees a dagger and hears voices after he kills Duncan, and Lady Macbeth sleepwalks, trying to wash blood from her hands.",
    );

    // Sent and not marked yet: what it is being marked as, and what its mark will be.
    const waiting = await resultPage(student, attemptId);
    expect(waiting.html).toContain(
      `You wrote this question, so Marker is marking your answer as the board's question type "Modern prose or drama: essay (34 marks)", which is worth 34 marks. Your mark will be the same share of this question's 30 marks.`,
    );

    const [submission] = await db.select().from(submissions).where(eq(submissions.userId, student.id));
    expect(await markSubmission(db, createOfflineMarker(), student.id, submission!.id)).toBe("marked");
    const [marked] = await db.select().from(submissions).where(eq(submissions.id, submission!.id));
    const { loaderData, html } = await resultPage(student, attemptId);
    const shown = loaderData.result.questions[0]!;
    expect(html).toContain(`${shown.awarded} / 30 marks`);
    expect(html).not.toMatch(/scaled/i);
    expect(html).not.toContain(`out of ${marked!.totalMarks}`);
    expect(shown.markingNote).toMatch(
      new RegExp(
        `^You wrote this question, so Marker marked your answer as the board's question type "Modern prose or drama: essay \\(34 marks\\)", which is worth 34 marks: ` +
          `your answer earned ${marked!.achievedMarks} of those 34\\. The same share of this question's 30 marks is ${shown.awarded}( \\(rounded to the nearest mark\\))?\\.$`,
      ),
    );
    expect(html).toContain(shown.markingNote!);
  });

  it("a short answer of a few marks is marked on its own marks, a mark a point, and says so (audit: a correct 1-mark answer got 2 of 34)", async () => {
    const { student, attemptId } = await sitOneQuestion(
      "Inspector quiz",
      { text: "Give one reason why Eric feels guilty.", marks: "1", questionType: "short_answer" },
      "Eric feels guilty because he got Eva pregnant and stole money from his father's office to give her.",
    );
    const [submission] = await db.select().from(submissions).where(eq(submissions.userId, student.id));
    expect(submission).toMatchObject({ questionType: "own-short-1" });
    expect(await markSubmission(db, createOfflineMarker(), student.id, submission!.id)).toBe("marked");
    const [marked] = await db.select().from(submissions).where(eq(submissions.id, submission!.id));
    expect(marked).toMatchObject({ achievedMarks: 1, totalMarks: 1 });
    const { loaderData, html } = await resultPage(student, attemptId);
    const shown = loaderData.result.questions[0]!;
    expect(shown.awarded).toBe(1);
    expect(shown.markingNote).toBe("You wrote this question, so Marker marked your answer on its own 1 mark: a mark for each separate, correct point.");
    expect(html).toContain(shown.markingNote!);
    expect(html).not.toMatch(/34 marks|board's question type/);
  });

});

describe("/aipractisepaper/attempts/:id/result: questions left blank", () => {
  const plan = planStateFor({ trialEndsAt: new Date(Date.now() + 86_400_000) }, { plan: "standard", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false });

  async function sit(answers: (ids: { essay: string; choice: string }) => Record<string, string>) {
    const student = await createStudent(db);
    await db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan: "standard", status: "active" });
    const created = await createPaper(db, student.id, {
      title: "Inspector quiz",
      subject: "English Literature",
      examBoard: "AQA",
      questions: [
        { text: "How does Priestley present responsibility?", marks: "30", questionType: "essay" },
        { text: "Who is the Inspector?\nA) Goole\nB) Birling", marks: "1", questionType: "multiple_choice", answerKey: "A" },
      ],
    });
    if (!created.ok) throw new Error(created.message);
    const [essay, choice] = await db.select().from(practiceQuestions).where(eq(practiceQuestions.paperId, created.value.paperId)).orderBy(practiceQuestions.position);
    const started = await startAttempt(db, student.id, created.value.paperId);
    if (!started.ok) throw new Error(started.message);
    const submitted = await submitAttempt(db, student.id, plan, started.value.attemptId, answers({ essay: essay!.id, choice: choice!.id }));
    if (!submitted.ok) throw new Error(submitted.message);
    return resultPage(student, started.value.attemptId);
  }

  it("handed in with every answer blank: says plainly there is no grade because nothing was answered, never 'yet'", async () => {
    const { html } = await sit(() => ({}));
    expect(html).toContain(NO_GRADE.nothingAnswered);
    expect(html).not.toContain(NO_GRADE.yet);
    expect(html).not.toContain("Not yet");
  });

  it("a question left blank says 'Not answered' in a neutral badge, not a red 'Needs Work'", async () => {
    const { html } = await sit((ids) => ({ [ids.choice]: "A" }));
    const items = html.split("<li ").slice(1);
    const essay = items.find((item) => item.includes(">Question 1<"))!;
    const choice = items.find((item) => item.includes(">Question 2<"))!;
    expect(essay).toMatch(/<span class="[^"]*bg-slate-100[^"]*">Not answered<\/span>/);
    expect(essay).not.toContain("Needs Work");
    expect(essay).not.toContain("bg-red-100");
    expect(choice).toContain("Excellent");
    expect(choice).not.toContain(">Not answered<");
    // Something was answered and marked: the grade is shown, not the blank-paper line.
    expect(html).not.toContain(NO_GRADE.nothingAnswered);
  });
});
