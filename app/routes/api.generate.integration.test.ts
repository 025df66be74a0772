import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { createModelCaller } from "~/platform/ai/call-model.server";
import { createLanguageModel } from "~/platform/ai/create-language-model.server";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { profiles, subscriptions } from "~/platform/db/schema";

import { startFakeLlmServer } from "../../tests/fakes/llm-server";
import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import { fakeGeminiSettings } from "../../tests/support/fake-model-settings";
import { action } from "./api.generate";

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const fake = await startFakeLlmServer();
const settings = fakeGeminiSettings(fake.url);
const caller = createModelCaller({ settings, model: createLanguageModel(settings), db: database.db, backoffMs: 1 });
setModelCaller(caller);
afterAll(async () => {
  setModelCaller(undefined);
  await fake.stop();
});
beforeEach(() => fake.reset());

async function generate(userId: string, body: Record<string, unknown>) {
  const response = (await action({
    request: new Request("http://marker.test/api/generate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    context: { session: { user: { id: userId, name: "Student", email: "s@example.com", emailVerified: true, image: null } } },
    params: {},
  } as unknown as Parameters<typeof action>[0])) as Response;
  return { status: response.status, body: (await response.json()) as { text?: string; error?: { message: string } } };
}

const selection = { subjectId: "english-literature", board: "aqa", paperId: "paper-1", questionTypeId: "shakespeare" };

/** A student on Standard, whose plan opens extract generation. */
async function createStandardStudent() {
  const student = await createStudent(database.db);
  await database.db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan: "standard", status: "active" });
  return student;
}

describe("generation with a model", () => {
  it("asks the model for one question in the board's style", async () => {
    const student = await createStudent(database.db);
    fake.script({ kind: "json", value: { question: "Starting with this extract, how does Shakespeare present guilt in Macbeth?" } });
    const result = await generate(student.id, { kind: "question", ...selection });
    expect(result).toEqual({ status: 200, body: { text: "Starting with this extract, how does Shakespeare present guilt in Macbeth?" } });
    expect(fake.requests[0]!.promptText).toContain("Paper 1: Shakespeare and the 19th-century novel");
  });

  it("says 'Error generating question. Please try again.' when the model fails", async () => {
    const student = await createStudent(database.db);
    fake.setDefault({ kind: "error", status: 400 });
    const result = await generate(student.id, { kind: "question", ...selection });
    expect(result.status).toBe(500);
    expect(result.body.error?.message).toBe("Error generating question. Please try again.");
  });

  it("B4: extract generation is refused on the trial (Basic) before any model call", async () => {
    const student = await createStudent(database.db);
    const result = await generate(student.id, { kind: "extract", ...selection, questionText: "How is guilt presented?" });
    expect(result.status).toBe(403);
    expect(result.body.error?.message).toBe("Upgrade to Standard plan to access this feature");
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a student whose trial has ended, and subjects outside the plan, before any model call", async () => {
    const student = await createStudent(database.db);
    const language = await generate(student.id, { kind: "question", subjectId: "history", board: "aqa", paperId: "paper-1", questionTypeId: "q4-describe" });
    expect(language.status).toBe(403);
    await database.db.update(profiles).set({ trialEndsAt: sql`now() - interval '1 day'` }).where(eq(profiles.userId, student.id));
    const expired = await generate(student.id, { kind: "question", ...selection });
    expect(expired.status).toBe(403);
    expect(expired.body.error?.message).toBe("Please subscribe to access this feature");
    expect(fake.requests).toHaveLength(0);
  });

  it("spec 5 and 8: the extract needs a paper, a question type and a question; each button says the spec's words, before any model call", async () => {
    const student = await createStandardStudent();
    const extractMessage = "Please select a paper, question type, and enter a question first";
    for (const questionText of [undefined, "", "   \n\t "]) {
      const blank = await generate(student.id, { kind: "extract", ...selection, ...(questionText === undefined ? {} : { questionText }) });
      expect(blank, JSON.stringify(questionText)).toEqual({ status: 400, body: { error: expect.objectContaining({ message: extractMessage }) } });
    }
    const noType = await generate(student.id, { kind: "extract", ...selection, questionTypeId: "", questionText: "How is guilt presented?" });
    expect(noType.status).toBe(400);
    expect(noType.body.error?.message).toBe(extractMessage);
    const noPaper = await generate(student.id, { kind: "question", ...selection, paperId: "" });
    expect(noPaper.status).toBe(400);
    expect(noPaper.body.error?.message).toBe("Please select paper and question type first");
    const noQuestionType = await generate(student.id, { kind: "question", ...selection, questionTypeId: "" });
    expect(noQuestionType.body.error?.message).toBe("Please select paper and question type first");
    expect(fake.requests).toHaveLength(0);
  });

  it("writes an extract for a Standard student's question with the model", async () => {
    const student = await createStandardStudent();
    const passage = "Is this a dagger which I see before me, the handle toward my hand? ".repeat(12).trim();
    fake.script({ kind: "json", value: { extract: passage, title: "Macbeth", author: "William Shakespeare" } });
    const result = await generate(student.id, { kind: "extract", ...selection, questionText: "How does Shakespeare present guilt in Macbeth?" });
    expect(result).toEqual({ status: 200, body: { text: `${passage}\n\n(From Macbeth, William Shakespeare)` } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.promptText).toContain("How does Shakespeare present guilt in Macbeth?");
  });

  it("limits a burst of generations per student", async () => {
    const student = await createStudent(database.db);
    fake.setDefault({ kind: "json", value: { question: "Explain why Hitler became Chancellor in 1933." } });
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await generate(student.id, { kind: "question", ...selection })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
