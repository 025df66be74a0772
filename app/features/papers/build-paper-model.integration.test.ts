import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { createModelCaller } from "~/platform/ai/call-model.server";
import { createLanguageModel } from "~/platform/ai/create-language-model.server";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";

import { startFakeLlmServer, type RecordedRequest } from "../../../tests/fakes/llm-server";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { fakeGeminiSettings } from "../../../tests/support/fake-model-settings";
import type { PaperDraft } from "./paper-schema";

import { writePaperDraft } from "./build-paper.server";
import { paperSkeleton } from "./paper-skeleton";

// A paper built with a model provider (the real SDK against the loopback fake model, as api.generate's tests
// run it) makes the same seeded choices as the offline build with the same seed: the same topics, events,
// set texts, poems and lines, and the same texts printed. The model is asked only for each question's wording.

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const fake = await startFakeLlmServer();
const settings = fakeGeminiSettings(fake.url);
const caller = createModelCaller({ settings, model: createLanguageModel(settings), db: database.db, backoffMs: 1 });
afterAll(async () => {
  setModelCaller(undefined);
  await fake.stop();
});
beforeEach(() => fake.reset());

const SELECTIONS = [
  { subjectId: "history", boardId: "edexcel", paperId: "paper-2", topicId: "cold-war" },
  { subjectId: "history", boardId: "aqa", paperId: "paper-1", topicId: "germany-1890-1945" },
  { subjectId: "english-language", boardId: "aqa", paperId: "paper-2", topicId: null },
  { subjectId: "english-language", boardId: "ocr", paperId: "component-02", topicId: null },
  { subjectId: "english-literature", boardId: "ocr", paperId: "component-02", topicId: null },
] as const;
const SEED = "model-path-1";

/** What the builder asked the model: the question to reword and the phrases to keep (from the prompt's JSON lines). */
function asked(request: RecordedRequest): { question: string; keep: string[] } | null {
  const question = /^Question to reword \(JSON string\): (.+)$/m.exec(request.promptText)?.[1];
  const keep = /^Phrases to keep exactly \(JSON list\): (.+)$/m.exec(request.promptText)?.[1];
  return question && keep ? { question: JSON.parse(question) as string, keep: JSON.parse(keep) as string[] } : null;
}

async function build(selection: (typeof SELECTIONS)[number], withModel: boolean): Promise<PaperDraft> {
  const skeleton = paperSkeleton(selection);
  if (!skeleton) throw new Error(`no skeleton for ${JSON.stringify(selection)}`);
  setModelCaller(withModel ? caller : null);
  try {
    const built = await writePaperDraft(skeleton, SEED);
    if (!built.ok) throw new Error(`${selection.boardId} ${selection.paperId}: ${built.message}`);
    return built.value;
  } finally {
    setModelCaller(undefined);
  }
}

describe("a paper built with a model provider uses the offline build's seeded choices", () => {
  it("prints the same texts and asks the model only to reword each question, keeping its topic, event, text and lines", async () => {
    // A model that rewords: it keeps every phrase it is given.
    fake.setDefault({
      kind: "fn",
      handle: (request) => {
        const prompt = asked(request);
        return { kind: "json", value: { question: prompt ? `Reworded: ${prompt.question}` : "Not a rewording request." } };
      },
    });
    for (const selection of SELECTIONS) {
      const where = `${selection.boardId} ${selection.paperId} ${selection.topicId ?? ""}`;
      const offline = await build(selection, false);
      fake.reset();
      const modelled = await build(selection, true);
      // Every text printed, every key and every question's choices are the offline build's.
      expect(modelled.questions.map((row) => row.sourceText), where).toEqual(offline.questions.map((row) => row.sourceText));
      expect(modelled.questions.map((row) => row.answerKey), where).toEqual(offline.questions.map((row) => row.answerKey));
      // One rewording request per question (a keyed multiple choice's statements are not reworded), no extract.
      const requests = fake.requests.map(asked);
      expect(requests.every((request) => request !== null), where).toBe(true);
      const reworded = offline.questions.filter((row) => !(row.questionType === "multiple_choice" && row.answerKey));
      expect(requests.map((request) => request?.question).sort(), where).toEqual(reworded.map((row) => row.text).sort());
      for (const [index, row] of modelled.questions.entries()) {
        const own = offline.questions[index]!;
        expect(row.text, `${where} ${row.label}`).toBe(reworded.includes(own) ? `Reworded: ${own.text}` : own.text);
      }
      // What the model must keep is what the seed chose, as the offline question names it.
      for (const request of requests) for (const phrase of request?.keep ?? []) expect(request?.question.toLowerCase(), `${where}: ${phrase}`).toContain(phrase.toLowerCase());
    }
  });

  it("names the seeded event, poem, texts and lines in what the model must keep", async () => {
    fake.setDefault({ kind: "fn", handle: (request) => ({ kind: "json", value: { question: `Reworded: ${asked(request)?.question ?? ""}` } }) });
    await build(SELECTIONS[0], true);
    const history = fake.requests.map(asked);
    const consequences = history.find((request) => request?.question.startsWith("Explain two consequences of "));
    const event = /^Explain two consequences of (.+)\.$/.exec(consequences?.question ?? "")?.[1];
    expect(event).toBeTruthy();
    expect(consequences?.keep).toContain(event);

    fake.reset();
    await build(SELECTIONS[3], true);
    const fiction = fake.requests.map(asked);
    expect(fiction[0]?.keep).toEqual(expect.arrayContaining([expect.stringMatching(/^lines 1 to \d+$/), "Text 1"]));

    fake.reset();
    await build(SELECTIONS[4], true);
    const poetry = fake.requests.map(asked).find((request) => request?.question.includes("the unseen poem"));
    const poem = /the unseen poem '(.+?)'/.exec(poetry?.question ?? "")?.[1];
    expect(poem).toBeTruthy();
    expect(poetry?.keep).toContain(poem);
  });

  it("keeps the offline wording when the model's drops what the seed chose", async () => {
    fake.setDefault({ kind: "json", value: { question: "Explain why the First World War broke out in 1914." } });
    for (const selection of SELECTIONS) {
      const where = `${selection.boardId} ${selection.paperId}`;
      const offline = await build(selection, false);
      const modelled = await build(selection, true);
      expect(modelled.questions.map((row) => [row.text, row.sourceText, row.answerKey]), where).toEqual(offline.questions.map((row) => [row.text, row.sourceText, row.answerKey]));
    }
  });
});
