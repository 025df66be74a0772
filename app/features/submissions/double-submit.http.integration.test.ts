import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { setModelCaller } from "~/platform/ai/model-caller.server";
import { submissions } from "~/platform/db/schema";

import { startFakeLlmServer } from "../../../tests/fakes/llm-server";
import { markingsUsedToday } from "../../../tests/support/factories";
import { startHttpApp } from "../../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../../tests/support/sample-answers";

/** E3 over HTTP: the answer form sent twice with one key, and an answer whose marking fails, marked by the app's queue with a fake Gemini. */

const llm = await startFakeLlmServer();
setModelCaller(undefined);
const app = await startHttpApp(
  { AI_PROVIDER: "google", GOOGLE_GENERATIVE_AI_API_KEY: "test-key", AI_BASE_URL: `${llm.url}/v1beta`, AI_MAX_RETRIES: "0", MARKING_RETRY_LIMIT: "0" },
  { markingQueue: true },
);
afterAll(async () => {
  setModelCaller(undefined);
  await llm.stop();
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

const form = (idempotencyKey: string, answerText = MACBETH.answers.middling) => ({
  board: "aqa",
  paperId: "paper-1",
  questionTypeId: "shakespeare",
  questionText: MACBETH.questionText,
  sourceText: MACBETH.sourceText ?? "",
  answerText,
  idempotencyKey,
});

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

describe("E3: double submit and failed marking over HTTP", () => {
  it("E3: the same form sent twice at once makes one submission, takes one marking and calls the model once", async () => {
    llm.reset();
    llm.setDefault({ kind: "json", value: PROPOSAL });
    const student = await app.signedInStudent({ plan: "standard" });
    const key = randomUUID();
    const [first, second] = await Promise.all([app.postForm("/subjects/english-literature", form(key), student.cookie), app.postForm("/subjects/english-literature", form(key), student.cookie)]);
    expect([first!.status, second!.status]).toEqual([302, 302]);
    expect(first!.headers.get("Location")).toBe(second!.headers.get("Location"));
    // A third press later, with the same key, is the same submission too.
    const third = await app.postForm("/subjects/english-literature", form(key), student.cookie);
    expect(third.headers.get("Location")).toBe(first!.headers.get("Location"));
    const rows = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.userId, student.id));
    expect(rows).toHaveLength(1);
    expect(await markingsUsedToday(db, student.id)).toBe(1);
    expect(await settled(rows[0]!.id)).toBe("marked");
    expect(llm.requests).toHaveLength(1);
  }, 60_000);

  it("E3: a submit whose marking fails costs nothing, and the results page offers to try again", async () => {
    llm.reset();
    llm.setDefault({ kind: "error", status: 400 });
    const student = await app.signedInStudent({ plan: "standard" });
    const submitted = await app.postForm("/subjects/english-literature", form(randomUUID(), `${MACBETH.answers.middling} (failing)`), student.cookie);
    expect(submitted.status).toBe(302);
    const id = /^\/marking-results\/([\w-]+)$/.exec(submitted.headers.get("Location") ?? "")![1]!;
    expect(await settled(id)).toBe("failed");
    expect(await markingsUsedToday(db, student.id)).toBe(0);
    const page = (await (await app.request(`/marking-results/${id}`, { cookie: student.cookie })).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Try marking again");
    expect(page).not.toMatch(/\b\d+\s*\/\s*34\b/); // no invented mark
  }, 60_000);
});
