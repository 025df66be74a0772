import { randomUUID } from "node:crypto";

import { and, count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { setModelCaller } from "~/platform/ai/model-caller.server";
import { submissions, usageDays } from "~/platform/db/schema";
import { londonDay, nextLondonMidnight } from "~/platform/time/london-day";

import { startFakeLlmServer } from "../../../tests/fakes/llm-server";
import { markingsUsedToday } from "../../../tests/support/factories";
import { startHttpApp } from "../../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../../tests/support/sample-answers";

/**
 * E1 over HTTP on the embedded database (PGlite, as `npm start` runs by default): a student with one marking left sends the answer form 50 times at once to the running
 * app, which marks through its job queue with a fake Gemini on loopback.
 */

const llm = await startFakeLlmServer();
setModelCaller(undefined);
const app = await startHttpApp(
  { AI_PROVIDER: "google", GOOGLE_GENERATIVE_AI_API_KEY: "test-key", AI_BASE_URL: `${llm.url}/v1beta`, AI_MAX_RETRIES: "0" },
  { markingQueue: true, pglite: true },
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

describe("E1 on the embedded database (PGlite): one marking left, 50 parallel submits over HTTP", () => {
  it("E1 (PGlite): exactly one is accepted and marked with one model call; 49 are refused with the reset time; the counter equals the cap", async () => {
    llm.setDefault({ kind: "json", value: PROPOSAL });
    llm.reset();
    const student = await app.signedInStudent({ plan: "basic" });
    const cap = 15;
    // Fourteen markings already used today (earlier answers, long since marked).
    await db.insert(usageDays).values({ userId: student.id, day: londonDay(new Date()), used: cap - 1 });
    expect(await markingsUsedToday(db, student.id)).toBe(cap - 1);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.postForm(
          "/subjects/english-literature",
          {
            board: "aqa",
            paperId: "paper-1",
            questionTypeId: "shakespeare",
            questionText: MACBETH.questionText,
            sourceText: MACBETH.sourceText ?? "",
            answerText: MACBETH.answers.middling,
            idempotencyKey: randomUUID(),
          },
          student.cookie,
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 302);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, ...Array(49).fill(429)]);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(49);
    const expectedWait = Math.ceil((nextLondonMidnight(new Date()).getTime() - Date.now()) / 1000);
    for (const answer of refused) {
      const page = (await answer.text()).replaceAll("<!-- -->", "");
      expect(page).toMatch(new RegExp(`You have used all ${cap} markings for today\\. Your allowance resets on [^<.]+\\.`));
      const retryAfter = Number(answer.headers.get("Retry-After"));
      expect(Math.abs(retryAfter - expectedWait)).toBeLessThanOrEqual(60);
    }
    expect(await markingsUsedToday(db, student.id)).toBe(cap);
    const [pending] = await db
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.userId, student.id), eq(submissions.status, "pending")));
    const submissionId = /^\/marking-results\/([\w-]+)$/.exec(accepted[0]!.headers.get("Location") ?? "")?.[1];
    expect(submissionId).toBeDefined();
    expect(pending!.n).toBeLessThanOrEqual(1);

    // The queue's worker marks the one accepted answer: one model call, and the page shows the result.
    await expect
      .poll(async () => (await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, submissionId!)))[0]?.status, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe("marked");
    expect(llm.requests).toHaveLength(1);
    expect((await app.request(`/marking-results/${submissionId}`, { cookie: student.cookie })).status).toBe(200);
    expect(await markingsUsedToday(db, student.id)).toBe(cap);
  }, 60_000);
});
