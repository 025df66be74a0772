import { randomUUID } from "node:crypto";

import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { getPaper } from "~/features/catalogue/catalogue";
import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { createPaper } from "~/features/papers/papers.server";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { flashcardSets, practicePapers, submissions, usageDays } from "~/platform/db/schema";

import { startFakeLlmServer } from "../../../tests/fakes/llm-server";
import { startFakeYoutubeServer } from "../../../tests/fakes/youtube-server";
import { createPendingSubmission } from "../../../tests/support/factories";
import { startHttpApp } from "../../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../../tests/support/sample-answers";

/**
 * B4 over HTTP: a Basic student (and one on the trial, which runs on Basic) calls the paid features
 * directly, bypassing the pages' gates. The app's model is a fake Gemini on loopback and YouTube a fake
 * too, so "no model call" and "no fetch" are counted where they would happen.
 */

const llm = await startFakeLlmServer();
const youtube = await startFakeYoutubeServer();
setModelCaller(undefined);
const app = await startHttpApp({
  AI_PROVIDER: "google",
  GOOGLE_GENERATIVE_AI_API_KEY: "test-key",
  AI_BASE_URL: `${llm.url}/v1beta`,
  AI_MAX_RETRIES: "0",
  YOUTUBE_BASE_URL: youtube.url,
});
afterAll(async () => {
  setModelCaller(undefined);
  await llm.stop();
  await youtube.stop();
});
const db = app.database.db;
const MACBETH = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;

const UPGRADE = {
  standard: "Upgrade to Standard plan to access this feature",
  subject: "Upgrade to access this subject",
};

async function rowsOf(userId: string) {
  const n = async (table: typeof submissions | typeof practicePapers | typeof flashcardSets) =>
    (await db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;
  return {
    submissions: await n(submissions),
    papers: await n(practicePapers),
    sets: await n(flashcardSets),
    usage: await db.select().from(usageDays).where(eq(usageDays.userId, userId)),
  };
}

/** A valid answer to English Language or History (AQA Paper 1), as the subject page's form posts it. */
const answerFor = (subject: string) => ({
  board: "aqa",
  paperId: "paper-1",
  ...(subject === "history"
    ? { topicId: "germany-1890-1945", questionTypeId: "q4-describe" }
    : { questionTypeId: getPaper("english-language", "aqa", "paper-1")!.questionTypes[1]!.id }),
  questionText: "How does the writer use language to describe the storm?",
  sourceText: "The wind screamed across the moor.",
  answerText: "The writer uses personification: the wind 'screamed', which makes the storm seem alive and hostile.",
  idempotencyKey: randomUUID(),
});

describe("B4: paid features called directly over HTTP", () => {
  it("B4: a Basic or trial student gets 403 with the upgrade message from YouTube flashcards, paper creation, both exports and English Language / History marking; no model call, no fetch, no allowance used", async () => {
    for (const plan of ["basic", undefined] as const) {
      const student = await app.signedInStudent(plan ? { plan } : {});
      // Their own marked answer and a paper from an earlier plan, so an export would have something to give.
      const submissionId = await createPendingSubmission(db, student.id, { questionText: MACBETH.questionText, answerText: MACBETH.answers.middling });
      expect(await markSubmission(db, createOfflineMarker(), student.id, submissionId)).toBe("marked");
      const paper = await createPaper(db, student.id, { title: "Mock", questions: [{ text: "How is ambition presented?" }] });
      if (!paper.ok) throw new Error("no paper");
      llm.reset();
      youtube.reset();
      const before = await rowsOf(student.id);

      const refusals: Array<{ what: string; response: Response; message: string }> = [];
      refusals.push({
        what: "YouTube flashcards (JSON)",
        message: UPGRADE.standard,
        response: await app.request("/api/flashcards/youtube", {
          method: "POST",
          cookie: student.cookie,
          headers: { "Content-Type": "application/json", Origin: app.origin },
          body: JSON.stringify({ url: "https://www.youtube.com/watch?v=e2eLesson01" }),
        }),
      });
      refusals.push({
        what: "YouTube flashcards (form)",
        message: UPGRADE.standard,
        response: await app.postForm("/api/flashcards/youtube", { url: "https://youtu.be/e2eLesson01" }, student.cookie),
      });
      refusals.push({
        what: "practice paper creation",
        message: UPGRADE.standard,
        response: await app.postForm("/aipractisepaper", { intent: "create", title: "Mine", questionText: "Q1", marks: "4", questionType: "essay", guidance: "" }, student.cookie),
      });
      refusals.push({
        what: "practice paper builder",
        message: UPGRADE.standard,
        response: await app.postForm("/aipractisepaper", { intent: "build", subjectId: "english-literature", board: "aqa" }, student.cookie),
      });
      refusals.push({
        what: "result export",
        message: UPGRADE.standard,
        response: await app.request(`/marking-results/${submissionId}/export.pdf`, { cookie: student.cookie }),
      });
      refusals.push({
        what: "paper export",
        message: UPGRADE.standard,
        response: await app.request(`/aipractisepaper/${paper.value.paperId}/export.pdf`, { cookie: student.cookie }),
      });
      for (const subject of ["english-language", "history"]) {
        refusals.push({
          what: `marking for ${subject}`,
          message: UPGRADE.subject,
          response: await app.postForm(`/subjects/${subject}`, answerFor(subject), student.cookie),
        });
        refusals.push({
          what: `marking for ${subject} (.data)`,
          message: UPGRADE.subject,
          response: await app.postForm(`/subjects/${subject}.data`, answerFor(subject), student.cookie),
        });
      }
      for (const { what, response, message } of refusals) {
        expect(response.status, `${what} (${plan ?? "trial"})`).toBe(403);
        expect((await response.text()).replaceAll("<!-- -->", ""), what).toContain(message);
      }
      expect(llm.requests, "the model was called").toEqual([]);
      expect(youtube.requests, "YouTube was fetched").toEqual([]);
      expect(await rowsOf(student.id)).toEqual(before);
    }
  });

  it("B4: the same calls from a Standard student do reach the model (the zero above is not for want of wiring)", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    llm.reset();
    const generated = await app.request("/api/generate", {
      method: "POST",
      cookie: student.cookie,
      headers: { "Content-Type": "application/json", Origin: app.origin },
      // The extract is written for a question (spec section 5), so the request names one.
      body: JSON.stringify({
        kind: "extract",
        subjectId: "english-literature",
        board: "aqa",
        paperId: "paper-1",
        questionTypeId: "shakespeare",
        questionText: "Starting with this extract, how does Shakespeare present ambition in Macbeth?",
      }),
    });
    await generated.body?.cancel();
    expect(generated.status).not.toBe(403);
    expect(llm.requests.length).toBeGreaterThan(0);
    // And the very answers refused above are valid: a Standard student's are taken (the refusal was the plan's).
    for (const subject of ["english-language", "history"]) {
      const submitted = await app.postForm(`/subjects/${subject}`, answerFor(subject), student.cookie);
      expect(submitted.status, subject).toBe(302);
      expect(submitted.headers.get("Location")).toMatch(/^\/marking-results\//);
    }
  });
});
