import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { BREAKER } from "~/platform/ai/call-model.server";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { submissions } from "~/platform/db/schema";

import { startFakeLlmServer } from "../../tests/fakes/llm-server";
import { markingsUsedToday } from "../../tests/support/factories";
import { startHttpApp } from "../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../tests/support/sample-answers";

/**
 * H2 as a student sees it: the running app marks through its queue with a fake Gemini that keeps
 * answering 500. Each failed marking says "busy" and gives the allowance back; after repeated failures
 * the breaker stops calling the provider and the answer still says busy, not counted.
 */

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
const BUSY = "Marking is busy right now. This did not use your allowance. Please try again in a few minutes.";

async function submitAndWait(cookie: string): Promise<string> {
  const submitted = await app.postForm(
    "/subjects/english-literature",
    {
      board: "aqa",
      paperId: "paper-1",
      questionTypeId: "shakespeare",
      questionText: MACBETH.questionText,
      sourceText: MACBETH.sourceText ?? "",
      answerText: `${MACBETH.answers.middling} ${randomUUID()}`,
      idempotencyKey: randomUUID(),
    },
    cookie,
  );
  expect(submitted.status).toBe(302);
  const id = /^\/marking-results\/([\w-]+)$/.exec(submitted.headers.get("Location") ?? "")![1]!;
  await expect
    .poll(async () => (await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id)))[0]?.status, {
      timeout: 15_000,
      interval: 100,
    })
    .toBe("failed");
  return id;
}

describe("H2: a busy provider, as the student sees it", () => {
  it("H2: failed markings say busy and are not counted; after repeated failures the breaker answers busy without calling the provider", async () => {
    llm.setDefault({ kind: "error", status: 500 });
    const student = await app.signedInStudent({ plan: "standard" });
    for (let i = 0; i < BREAKER.failuresToOpen; i++) {
      const id = await submitAndWait(student.cookie);
      const page = (await (await app.request(`/marking-results/${id}`, { cookie: student.cookie })).text()).replaceAll("<!-- -->", "");
      expect(page).toContain(BUSY);
    }
    const calls = llm.requests.length;
    expect(calls).toBe(BREAKER.failuresToOpen);

    // The breaker is open: the next answer fails as busy without reaching the provider.
    const id = await submitAndWait(student.cookie);
    expect(llm.requests.length).toBe(calls);
    const page = (await (await app.request(`/marking-results/${id}`, { cookie: student.cookie })).text()).replaceAll("<!-- -->", "");
    expect(page).toContain(BUSY);
    expect(page).toContain("Try marking again");
    // None of the six used the allowance.
    expect(await markingsUsedToday(db, student.id)).toBe(0);
  }, 90_000);
});

describe("the landing page on a server with an AI model", () => {
  it("makes no offline-marker note (a server marking offline adds one where AI marking is promised; the public-pages journey checks it)", async () => {
    const page = await (await app.request("/")).text();
    expect(page).toContain("Powered by Advanced AI");
    expect(page).not.toContain("built-in offline marker");
  });
});
