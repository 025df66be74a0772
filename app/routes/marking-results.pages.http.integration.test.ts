import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { SHARED_FEEDBACK_LEAD } from "~/features/marking/components/result-view";
import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { createPaper } from "~/features/papers/papers.server";
import { practiceAttemptAnswers, practiceQuestions, profiles, shareLinks, submissions } from "~/platform/db/schema";

import { createPendingSubmission } from "../../tests/support/factories";
import { startHttpApp } from "../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../tests/support/sample-answers";
import { SHARE_NOTICES, SHARE_PRIVACY_NOTE } from "./marking-results";

/**
 * The results pages as a browser gets them: the owner's page, the public shared page (one component,
 * worded for whoever reads it), a practice paper's answer and the paper's result.
 */

const app = await startHttpApp();
const db = app.database.db;
const MACBETH = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;

type Student = Awaited<ReturnType<typeof app.signedInStudent>>;

/** The page's text as a reader sees it (React's joins between text pieces removed, entities read). */
async function pageText(path: string, cookie?: string) {
  const response = await app.request(path, { cookie });
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

async function markedAnswer(student: Student) {
  const id = await createPendingSubmission(db, student.id, { questionText: MACBETH.questionText, sourceText: MACBETH.sourceText, answerText: MACBETH.answers.middling });
  expect(await markSubmission(db, createOfflineMarker(), student.id, id)).toBe("marked");
  return id;
}

async function shareUrlOf(student: Student, id: string) {
  const shared = await app.postForm(`/marking-results/${id}`, { intent: "share" }, student.cookie);
  expect(shared.status).toBe(200);
  const path = /\/shared\/[\w-]{20,64}/.exec(await shared.text())?.[0];
  expect(path).toBeDefined();
  return path!;
}

describe("the results page and the shared page", () => {
  it("the shared page speaks to whoever has the link (Mark, Next step, The answer, annotated); the owner's page still says Your", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    const id = await markedAnswer(student);

    const own = await pageText(`/marking-results/${id}`, student.cookie);
    expect(own).toContain(">Your mark<");
    expect(own).toContain("Your next step: ");
    expect(own).toContain(">Your answer, annotated<");

    const shared = await pageText(await shareUrlOf(student, id));
    expect(shared).toContain(">Mark<");
    expect(shared).toContain("Next step: ");
    expect(shared).toContain(">The answer, annotated<");
    for (const owners of ["Your mark", "Your next step", "Your answer, annotated", "Comments on your answer", "· your level"]) {
      expect(shared).not.toContain(owners);
    }
  });

  it("the shared page says, before any feedback, that the feedback was written to the student, and shows it as written", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    const id = await markedAnswer(student);
    const [stored] = await db.select({ result: submissions.result }).from(submissions).where(eq(submissions.id, id));
    const result = stored!.result as { suggestions: string[] };
    const shared = await pageText(await shareUrlOf(student, id));
    const lead = shared.indexOf(SHARED_FEEDBACK_LEAD.title);
    expect(lead).toBeGreaterThan(-1);
    expect(shared).toContain(SHARED_FEEDBACK_LEAD.text);
    expect(shared.indexOf("Next step: ")).toBeGreaterThan(lead);
    expect(shared).toContain(result.suggestions[0]);
    expect(await pageText(`/marking-results/${id}`, student.cookie)).not.toContain(SHARED_FEEDBACK_LEAD.title);
  });

  it("asks the student, beside Share, to check the answer has no personal details, since the link shows all of it", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    const id = await markedAnswer(student);
    const page = await pageText(`/marking-results/${id}`, student.cookie);
    expect(SHARE_PRIVACY_NOTE).toMatch(/whole answer.*personal details \(your name, school, address or phone number\)/);
    const note = page.indexOf(SHARE_PRIVACY_NOTE);
    expect(note).toBeGreaterThan(page.indexOf("A read-only link to this result"));
    expect(note).toBeLessThan(page.indexOf("Share", note + SHARE_PRIVACY_NOTE.length));
  });

  it("Share and Revoke say what they did in a polite status; the link field and the Share heading can take focus", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    const id = await markedAnswer(student);
    const shared = await app.postForm(`/marking-results/${id}`, { intent: "share" }, student.cookie);
    expect(shared.status).toBe(200);
    const afterShare = (await shared.text()).replaceAll("<!-- -->", "");
    expect(afterShare).toMatch(new RegExp(`<div aria-live="polite"><div role="status"[^>]*>${SHARE_NOTICES.shared}</div></div>`));
    expect(afterShare).toMatch(/<input id="share-url" readOnly=""[^>]* value="[^"]+\/shared\/[\w-]{20,64}"/);
    expect(afterShare).toMatch(/<h2 id="share-heading" tabindex="-1"/);

    const [link] = await db.select({ id: shareLinks.id }).from(shareLinks).where(eq(shareLinks.submissionId, id));
    const revoked = await app.postForm(`/marking-results/${id}`, { intent: "revoke", linkId: link!.id }, student.cookie);
    expect(revoked.status).toBe(200);
    const afterRevoke = (await revoked.text()).replaceAll("<!-- -->", "");
    expect(afterRevoke).toMatch(new RegExp(`<div aria-live="polite"><div role="status"[^>]*>${SHARE_NOTICES.revoked}</div></div>`));
    expect(afterRevoke).not.toContain('value="revoke"');
    expect(SHARE_NOTICES).toEqual({ shared: "Share link created.", revoked: "Share link revoked: it no longer opens this result." });
  });

  it("the header names the board as the catalogue does", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const id = await markedAnswer(student);
    await db.update(submissions).set({ board: "edexcel" }).where(eq(submissions.id, id));
    expect(await pageText(`/marking-results/${id}`, student.cookie)).toContain("English Literature · Pearson Edexcel");
    await db.update(submissions).set({ board: "wjec" }).where(eq(submissions.id, id));
    expect(await pageText(await shareUrlOf(student, id))).toContain("Shared result · English Literature · WJEC Eduqas");
  });

  it("a student without an active plan is offered plans instead of the Share button, and keeps the Revoke buttons", async () => {
    const student = await app.signedInStudent();
    const id = await markedAnswer(student);
    await shareUrlOf(student, id);
    await db.update(profiles).set({ trialEndsAt: sql`now() - interval '1 day'` }).where(eq(profiles.userId, student.id));
    const page = await pageText(`/marking-results/${id}`, student.cookie);
    const share = page.slice(page.indexOf('id="share-heading"'));
    expect(share).not.toContain('value="share"');
    expect(share).toContain("Please subscribe to access this feature");
    expect(share).toContain('value="revoke"');
  });
});

describe("a practice paper's answers", () => {
  it("an answer's result links back to the paper's result, which says 1 mark, not 1 marks", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const paper = await createPaper(db, student.id, {
      title: "Macbeth mock",
      subject: "English Literature",
      examBoard: "AQA",
      questions: [{ text: MACBETH.questionText, marks: "1", questionType: "essay" }],
    });
    if (!paper.ok) throw new Error(paper.message);
    const [question] = await db.select().from(practiceQuestions).where(eq(practiceQuestions.paperId, paper.value.paperId));
    const started = await app.postForm(`/aipractisepaper/${paper.value.paperId}/practise`, {}, student.cookie);
    const attemptPath = started.headers.get("Location")!;
    expect(attemptPath).toMatch(/^\/aipractisepaper\/attempts\/[0-9a-f-]{36}$/);
    const submitted = await app.postForm(
      `${attemptPath}/result`,
      new URLSearchParams([
        ["intent", "submit"],
        [`present-${question!.id}`, "1"],
        [`answer-${question!.id}`, MACBETH.answers.middling],
      ]),
      student.cookie,
    );
    expect(submitted.headers.get("Location")).toBe(`${attemptPath}/result`);
    const [answer] = await db.select().from(practiceAttemptAnswers).where(eq(practiceAttemptAnswers.questionId, question!.id));
    const submissionId = answer!.submissionId!;
    expect(await markSubmission(db, createOfflineMarker(), student.id, submissionId)).toBe("marked");

    const result = await pageText(`${attemptPath}/result`, student.cookie);
    expect(result).toMatch(/your answer earned \d+ of those \d+\. The same share of this question's 1 mark is \d/);
    expect(result).not.toContain("1 marks");

    const answerPage = await pageText(`/marking-results/${submissionId}`, student.cookie);
    expect(answerPage).toContain(`href="${attemptPath}/result"`);
    expect(answerPage).toContain(">Back to Paper Result<");
    // An answer from the subject page has no paper to go back to.
    expect(await pageText(`/marking-results/${await markedAnswer(student)}`, student.cookie)).not.toContain("Back to Paper Result");
  });
});
