import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { markSubmission } from "~/features/marking/mark-submission.server";
import { createShareLink } from "~/features/marking/share-links.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { scaleMarks } from "~/features/papers/attempt-marks";
import { practicePapers, practiceQuestions, submissions } from "~/platform/db/schema";

import { createPendingSubmission } from "../../tests/support/factories";
import { startHttpApp } from "../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../tests/support/sample-answers";

/**
 * A practice paper's answer has one mark wherever it is shown (audit: "1/4" on the paper and the dashboard,
 * "1 / 3, 33.3%, Indicative grade 3" on its own page). Everything below goes through the running app over
 * HTTP: the paper made with the create form, sat and handed in, then each page read as the student's browser
 * reads it. Only the marking itself is run here (the offline marker, as the queue's worker would).
 */

const app = await startHttpApp();
const db = app.database.db;

type Student = Awaited<ReturnType<typeof app.signedInStudent>>;

/** The text of a page, its tags dropped, so a figure split over elements reads as the student reads it. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

/** Makes a one-question paper with the create form, sits it, hands in `answer`, marks it: the submission's id. */
async function sitOneQuestion(
  student: Student,
  paper: { title: string; subject: string; examBoard: string },
  question: { text: string; marks: string; questionType?: "essay" | "short_answer" },
  answer: string,
) {
  const created = await app.postForm(
    "/aipractisepaper",
    { intent: "create", ...paper, questionText: question.text, marks: question.marks, questionType: question.questionType ?? "short_answer", guidance: "" },
    student.cookie,
  );
  expect(created.status).toBe(302);
  const [made] = await db.select({ id: practicePapers.id }).from(practicePapers).where(eq(practicePapers.userId, student.id));
  const [row] = await db.select({ id: practiceQuestions.id }).from(practiceQuestions).where(eq(practiceQuestions.paperId, made!.id));
  const started = await app.postForm(`/aipractisepaper/${made!.id}/practise`, {}, student.cookie);
  const attemptPath = started.headers.get("Location") ?? "";
  expect(attemptPath).toMatch(/^\/aipractisepaper\/attempts\/[0-9a-f-]{36}$/);
  const handedIn = await app.postForm(`${attemptPath}/result`, { intent: "submit", [`present-${row!.id}`]: "1", [`answer-${row!.id}`]: answer }, student.cookie);
  expect(handedIn.status).toBe(302);
  const [submission] = await db.select().from(submissions).where(eq(submissions.userId, student.id)).orderBy(asc(submissions.createdAt));
  expect(await markSubmission(db, createOfflineMarker(), student.id, submission!.id)).toBe("marked");
  const [marked] = await db.select().from(submissions).where(eq(submissions.id, submission!.id));
  return { id: marked!.id, achieved: marked!.achievedMarks!, outOf: marked!.totalMarks!, resultPath: `${attemptPath}/result` };
}

/** A Macbeth answer sent from the subject page (no paper), marked: the submission's id. */
async function markedOutsideAPaper(student: Student) {
  const macbeth = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;
  const id = await createPendingSubmission(db, student.id, { questionText: macbeth.questionText, sourceText: macbeth.sourceText, answerText: macbeth.answers.middling });
  expect(await markSubmission(db, createOfflineMarker(), student.id, id)).toBe("marked");
  return id;
}

describe("a practice paper answer's own results page", () => {
  for (const [audit, paper, question, answer] of [
    [
      "the 1-mark English Literature short answer",
      { title: "An Inspector Calls quiz", subject: "English Literature", examBoard: "AQA" },
      { text: "Give one reason why Eric feels guilty.", marks: "1" },
      "Eric feels guilty because he got Eva Smith pregnant and stole money from his father's office to support her.",
    ],
    [
      "the 4-mark OCR History short answer",
      { title: "Causes of the war", subject: "History", examBoard: "OCR" },
      { text: "Describe two ways in which the alliance system made war more likely in 1914.", marks: "4" },
      "The Triple Entente tied Britain, France and Russia together, so a war between Austria-Hungary and Serbia drew in Russia and then Germany. " +
        "The Schlieffen Plan meant Germany had to attack France through Belgium, which brought Britain into the war in August 1914.",
    ],
  ] as const) {
    it(`${audit}: leads with the paper's and the dashboard's mark, says how it was marked, and shows no other mark first`, async () => {
      const student = await app.signedInStudent({ plan: "standard" });
      const marks = Number(question.marks);
      const sat = await sitOneQuestion(student, paper, question, answer);
      const awarded = scaleMarks(sat.achieved, sat.outOf, marks);
      const unit = marks === 1 ? "mark" : "marks";

      const result = textOf(await (await app.request(sat.resultPath, { cookie: student.cookie })).text());
      expect(result).toContain(`${awarded} / ${marks} ${unit}`);
      const dashboard = textOf(await (await app.request("/dashboard", { cookie: student.cookie })).text());

      const response = await app.request(`/marking-results/${sat.id}`, { cookie: student.cookie });
      expect(response.status).toBe(200);
      const html = await response.text();
      const page = textOf(html);
      if (sat.outOf === marks) {
        // Marked out of the question's own marks: the result's own mark is the paper's, and the page leads with it.
        expect(page).toContain(`${sat.achieved} / ${marks}`);
        expect(html).not.toContain(`data-testid="paper-mark"`);
        return;
      }
      // Marked against a type of other marks: the dashboard shows the paper's figure with no grade ...
      expect(dashboard).toContain(`${awarded}/${marks} Practice paper question: no grade`);
      // ... and so does the answer's own page, first, before the marking's own figures.
      const lead = /data-testid="paper-mark"[^>]*>([^<]*)</.exec(html)?.[1];
      expect(lead).toBe(`${awarded} / ${marks} ${unit}`);
      expect(html.indexOf(`data-testid="paper-mark"`)).toBeLessThan(html.indexOf(`data-testid="score"`));
      // One plain sentence on how: the board question type it was marked as, and what its mark became.
      expect(page).toMatch(
        new RegExp(
          `You wrote this question, so Marker marked your answer as the board's question type "[^"]+", which is worth ${sat.outOf} marks: ` +
            `your ${sat.achieved} of those ${sat.outOf} is ${awarded} of this question's ${marks} ${unit}( \\(rounded to the nearest mark\\))?, ` +
            `as on your paper and your dashboard, which give it no grade\\.`,
        ),
      );
    });
  }

  it("a 30-mark hand-made essay marked as a board question type of other marks: the marking's own figure is labelled as out of the type's marks, with no indicative grade the paper and the dashboard do not give", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const sat = await sitOneQuestion(
      student,
      { title: "Macbeth essay", subject: "English Literature", examBoard: "AQA" },
      { text: "How does Shakespeare present ambition in Macbeth? Write about the play as a whole.", marks: "30", questionType: "essay" },
      "Shakespeare presents ambition as a destructive force. In Act 1 Macbeth admits he has only 'vaulting ambition, which o'erleaps itself', " +
        "a metaphor of a rider who jumps too far and falls, which suggests that ambition without restraint destroys the one who feels it. " +
        "Lady Macbeth calls on the spirits to 'unsex me here', showing that she believes ambition needs cruelty. " +
        "A Jacobean audience, after the Gunpowder Plot of 1605, would see the murder of King Duncan as a crime against God and the natural order. " +
        "By the end, Macbeth finds life 'a tale told by an idiot', so Shakespeare shows that ambition leaves him with nothing.",
    );
    // The brief's case: the answer was marked out of the type's marks, which are not the question's 30.
    expect(sat.outOf).not.toBe(30);
    const awarded = scaleMarks(sat.achieved, sat.outOf, 30);
    const dashboard = textOf(await (await app.request("/dashboard", { cookie: student.cookie })).text());
    expect(dashboard).toContain(`${awarded}/30 Practice paper question: no grade`);

    const response = await app.request(`/marking-results/${sat.id}`, { cookie: student.cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = textOf(html);
    expect(/data-testid="paper-mark"[^>]*>([^<]*)</.exec(html)?.[1]).toBe(`${awarded} / 30 marks`);
    expect(page).toContain("as on your paper and your dashboard, which give it no grade.");
    // The marking's own figure stays, named for what it is: the mark out of the board question type's marks ...
    expect(page).toContain(`Your mark as the board's question type ${sat.achieved} / ${sat.outOf}`);
    expect(html.indexOf(`data-testid="paper-mark"`)).toBeLessThan(html.indexOf(`data-testid="score"`));
    // ... and no grade beside it, nor a note about one.
    expect(page).not.toContain("Indicative grade");
    expect(page).not.toMatch(/grade is indicative/i);
    expect(page).toContain("Offline estimate: it measures what it can see in your writing, not your argument, so marking with an AI model is closer. Check with your teacher.");

    // The shared page agrees: the mark is labelled as the type's, and no grade.
    const token = await createShareLink(db, student.id, sat.id);
    const shared = textOf(await (await app.request(`/shared/${token}`)).text());
    expect(shared).toContain(`Mark as the board's question type ${sat.achieved} / ${sat.outOf}`);
    expect(shared).not.toContain("Indicative grade");

    // An answer marked on its own marks (not on a paper) keeps its grade.
    const plain = textOf(await (await app.request(`/marking-results/${await markedOutsideAPaper(student)}`, { cookie: student.cookie })).text());
    expect(plain).toContain("Indicative grade");
    expect(plain).toContain("Your mark ");
    expect(plain).not.toContain("Your mark as the board's question type");
  });
});
