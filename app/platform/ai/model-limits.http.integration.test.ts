import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { setMarker } from "~/features/marking/get-marker.server";
import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { aiTokenDays, submissions } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";

import { startFakeLlmServer } from "../../../tests/fakes/llm-server";
import { FAKE_CAPTION_LINES, startFakeYoutubeServer } from "../../../tests/fakes/youtube-server";
import { createPendingSubmission, markingsUsedToday } from "../../../tests/support/factories";
import { startHttpApp } from "../../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../../tests/support/sample-answers";
import { createModelCaller } from "./call-model.server";
import { createLanguageModel } from "./create-language-model.server";
import { getModelCaller, setModelCaller } from "./model-caller.server";

/**
 * E4 over HTTP, with the app's model a fake Gemini and YouTube a fake: every kind of model call the app
 * makes carries an output-token cap, and once the day's token budget is spent the answers say busy and
 * nothing is counted.
 */

const MAX_OUTPUT_TOKENS = 2_048;
const llm = await startFakeLlmServer();
const youtube = await startFakeYoutubeServer();
youtube.setVideo("capLesson01", {
  title: "Photosynthesis explained",
  description: "A GCSE biology lesson on photosynthesis.",
  lengthSeconds: 540,
  tracks: [{ languageCode: "en", format: "srv3", lines: FAKE_CAPTION_LINES }],
});
setModelCaller(undefined);
const app = await startHttpApp(
  {
    AI_PROVIDER: "google",
    GOOGLE_GENERATIVE_AI_API_KEY: "test-key",
    AI_BASE_URL: `${llm.url}/v1beta`,
    AI_MAX_RETRIES: "0",
    AI_MAX_OUTPUT_TOKENS: String(MAX_OUTPUT_TOKENS),
    MARKING_RETRY_LIMIT: "0",
    YOUTUBE_BASE_URL: youtube.url,
  },
  { markingQueue: true },
);
afterAll(async () => {
  setModelCaller(undefined);
  setMarker(undefined);
  await llm.stop();
  await youtube.stop();
});
const db = app.database.db;
const MACBETH = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;

const PROPOSAL = {
  objectives: ["AO1", "AO2", "AO3", "AO4"].map((code) => ({ code, marks: 3, rationale: `${code}: clear.`, evidence: ["vaulting ambition"] })),
  strengths: ["A clear argument."],
  areasForImprovement: ["More on structure."],
  specificFeedback: "A thoughtful answer.",
  suggestions: ["Explore the metaphor further."],
  annotations: [],
};

const answerForm = () => ({
  board: "aqa",
  paperId: "paper-1",
  questionTypeId: "shakespeare",
  questionText: MACBETH.questionText,
  sourceText: MACBETH.sourceText ?? "",
  answerText: `${MACBETH.answers.middling} ${randomUUID()}`,
  idempotencyKey: randomUUID(),
});

const postJson = (path: string, cookie: string, body: unknown) =>
  app.request(path, { method: "POST", cookie, headers: { "Content-Type": "application/json", Origin: app.origin }, body: JSON.stringify(body) });

async function settled(id: string) {
  let status: string | undefined;
  await expect
    .poll(
      async () => {
        status = (await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id)))[0]?.status;
        return status === "marked" || status === "failed";
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
  return status;
}

describe("E4: model limits over HTTP", () => {
  it("E4 and D5: every model call the app makes (question, extract, feedback cards, YouTube cards, marking) has an output-token cap and no student name or email", async () => {
    const student = await app.signedInStudent({ plan: "premium", name: "Zebedee Quillfeather" });
    const purposes: string[] = [];
    const expectCapped = (what: string) => {
      expect(llm.requests.length, `${what} reached the model`).toBeGreaterThan(0);
      for (const request of llm.requests) {
        const cap = (request.body as { generationConfig?: { maxOutputTokens?: number } }).generationConfig?.maxOutputTokens;
        expect(cap, what).toBeGreaterThan(0);
        expect(cap, what).toBeLessThanOrEqual(MAX_OUTPUT_TOKENS);
        const sent = JSON.stringify(request.body);
        for (const personal of ["Zebedee", "Quillfeather", student.email, student.email.split("@")[0]!]) expect(sent, what).not.toContain(personal);
      }
      purposes.push(what);
      llm.reset();
    };
    const selection = { subjectId: "english-literature", board: "aqa", paperId: "paper-1", questionTypeId: "shakespeare" };

    llm.reset();
    llm.setDefault({ kind: "json", value: { question: "How does Shakespeare present guilt?" } });
    await (await postJson("/api/generate", student.cookie, { kind: "question", ...selection })).body?.cancel();
    expectCapped("question generation");

    llm.setDefault({ kind: "json", value: { extract: "Is this a dagger which I see before me?", text: "Is this a dagger which I see before me?" } });
    await (await postJson("/api/generate", student.cookie, { kind: "extract", ...selection, questionText: MACBETH.questionText })).body?.cancel();
    expectCapped("extract generation");

    const marked = await createPendingSubmission(db, student.id, { questionText: MACBETH.questionText, answerText: MACBETH.answers.middling });
    expect(await markSubmission(db, createOfflineMarker(), student.id, marked)).toBe("marked");
    llm.setDefault({ kind: "json", value: { cards: [{ front: "What is hubris?", back: "Excessive pride." }] } });
    await (await app.postForm(`/marking-results/${marked}/flashcards`, {}, student.cookie)).body?.cancel();
    expectCapped("feedback flashcards");

    await (await postJson("/api/flashcards/youtube", student.cookie, { url: "https://youtu.be/capLesson01" })).body?.cancel();
    expectCapped("YouTube flashcards");

    llm.setDefault({ kind: "json", value: PROPOSAL });
    const submitted = await app.postForm("/subjects/english-literature", answerForm(), student.cookie);
    const id = /^\/marking-results\/([\w-]+)$/.exec(submitted.headers.get("Location") ?? "")![1]!;
    expect(await settled(id)).toBe("marked");
    expectCapped("marking");
    expect(purposes).toHaveLength(5);
  }, 60_000);

  it("E4: a 100 KB answer, a 10,000-character question and a burst of 60 submits are refused before the model", async () => {
    llm.reset();
    llm.setDefault({ kind: "json", value: PROPOSAL });
    const student = await app.signedInStudent({ plan: "premium" });
    const longAnswer = await app.postForm("/subjects/english-literature", { ...answerForm(), answerText: "a".repeat(100 * 1024) }, student.cookie);
    expect(longAnswer.status).toBe(400);
    expect((await longAnswer.text()).replaceAll("<!-- -->", "")).toContain("Your answer is too long: keep it to 20,000 characters");
    const longQuestion = await app.postForm("/subjects/english-literature", { ...answerForm(), questionText: "q".repeat(10_000) }, student.cookie);
    expect(longQuestion.status).toBe(400);
    expect((await longQuestion.text()).replaceAll("<!-- -->", "")).toContain("The question is too long: keep it to 2,000 characters.");
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const answer = await app.postForm("/subjects/english-literature", answerForm(), student.cookie);
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
      await answer.body?.cancel();
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(302));
    expect(statuses.slice(10)).toEqual(Array(50).fill(429));
    expect(await markingsUsedToday(db, student.id)).toBe(10);
    // Only the ten accepted answers are marked: the refused ones never reach the model.
    const rows = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.userId, student.id));
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(await settled(row.id)).toBe("marked");
    expect(llm.requests).toHaveLength(10);
  }, 60_000);

  it("E4: once the day's token budget is spent, marking and generation answer busy, call nothing and count nothing", async () => {
    // This process's caller with a budget of 1 token (the budget is one counter row per London day, shared
    // with every other test file, so it is not lowered for them).
    const configured = getModelCaller()!;
    const settings = { ...configured.settings, dailyTokenBudget: 1 };
    setModelCaller(createModelCaller({ settings, model: createLanguageModel(settings), db }));
    setMarker(undefined); // the marker is rebuilt on the caller above
    await db
      .insert(aiTokenDays)
      .values({ day: londonDay(new Date()), tokens: 1 })
      .onConflictDoUpdate({ target: aiTokenDays.day, set: { tokens: sql`${aiTokenDays.tokens} + 1` } });
    llm.reset();
    llm.setDefault({ kind: "json", value: PROPOSAL });
    const student = await app.signedInStudent({ plan: "standard" });

    const submitted = await app.postForm("/subjects/english-literature", answerForm(), student.cookie);
    const id = /^\/marking-results\/([\w-]+)$/.exec(submitted.headers.get("Location") ?? "")![1]!;
    expect(await settled(id)).toBe("failed");
    const page = (await (await app.request(`/marking-results/${id}`, { cookie: student.cookie })).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Marking is busy right now. This did not use your allowance.");
    expect(await markingsUsedToday(db, student.id)).toBe(0);

    const generated = await postJson("/api/generate", student.cookie, {
      kind: "question",
      subjectId: "english-literature",
      board: "aqa",
      paperId: "paper-1",
      questionTypeId: "shakespeare",
    });
    expect(generated.status).toBe(503);
    expect(await generated.json()).toMatchObject({ error: { message: "Generating is busy right now. Please try again in a few minutes." } });
    expect(llm.requests).toEqual([]);
  }, 60_000);
});
