import { asc, count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { NONFICTION_THEMES } from "~/features/generation/offline/nonfiction-themes";
import type { PaperDraft } from "~/features/papers/paper-schema";
import { PAPER_LIMITS, PAPER_MESSAGES } from "~/features/papers/rules";
import type { ModelCaller } from "~/platform/ai/call-model.server";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { practicePapers, practiceQuestions, subscriptions } from "~/platform/db/schema";

import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import { startAttempt } from "~/features/papers/attempts.server";

import { action, loader } from "./aipractisepaper";
import { loader as attemptLoader } from "./aipractisepaper.attempt";
import { loader as exportTxt } from "./aipractisepaper.export-txt";

/** Building a practice paper from the real exam (issue 14 item 4), through the page's action, on both databases. */

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const db = database.db;

afterEach(() => setModelCaller(undefined));

type Student = Awaited<ReturnType<typeof createStudent>>;

const contextFor = (student: Student) => ({
  session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } },
});

async function withPlan(plan: "basic" | "standard" | "premium") {
  const student = await createStudent(db);
  await db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan, status: "active" });
  return student;
}

async function post(student: Student, body: FormData) {
  const request = new Request("http://marker.test/aipractisepaper", { method: "POST", body });
  return (await action({ request, context: contextFor(student), params: {} } as unknown as Parameters<typeof action>[0])) as unknown;
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const build = (student: Student, selection: Record<string, string>) =>
  post(student, form({ intent: "build", buildSubject: "english-language", buildBoard: "aqa", buildPaper: "paper-1", ...selection }));

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } }).init?.status ?? 200;
}
type Body = { ok: boolean; form: string; formError?: string; draft?: PaperDraft; selection?: Record<string, string> };
const bodyOf = (result: unknown) => (result as { data: Body }).data;

/** The create form as the browser posts a (possibly edited) draft. */
function createForm(draft: PaperDraft, extra: Record<string, string> = {}) {
  const body = form({ intent: "create", title: draft.title, subject: draft.subject, examBoard: draft.examBoard, ...extra });
  if (draft.catalogueRef) {
    body.append("catalogueSubjectId", draft.catalogueRef.subjectId);
    body.append("catalogueBoardId", draft.catalogueRef.boardId);
    body.append("cataloguePaperId", draft.catalogueRef.paperId);
    body.append("catalogueTopicId", draft.catalogueRef.topicId ?? "");
  }
  for (const row of draft.questions) {
    body.append("questionText", row.text);
    body.append("marks", row.marks);
    body.append("questionType", row.questionType);
    body.append("guidance", row.guidance);
    body.append("label", row.label ?? "");
    body.append("sourceText", row.sourceText ?? "");
    body.append("answerKey", row.answerKey ?? "");
    body.append("catalogueQuestionTypeId", row.catalogueQuestionTypeId ?? "");
  }
  return body;
}

async function storedPapers(userId: string) {
  return db.select().from(practicePapers).where(eq(practicePapers.userId, userId));
}
async function storedQuestions(paperId: string) {
  return db.select().from(practiceQuestions).where(eq(practiceQuestions.paperId, paperId)).orderBy(asc(practiceQuestions.position));
}

/** A model that answers every question and extract call, counting them. */
function countingModel() {
  const calls: string[] = [];
  const extract = Array.from({ length: 25 }, (_, index) => `The harbour lay quiet under a grey sky, word ${index}.`).join(" ");
  const caller = {
    settings: {} as ModelCaller["settings"],
    state: () => ({ consecutiveFailures: 0, openUntil: 0, inFlight: 0 }),
    async call(request: { purpose: string }) {
      calls.push(request.purpose);
      const value = request.purpose === "extract" ? { extract, title: "Harbour", author: "Marker (written for practice)" } : { question: "How does the writer describe the harbour?" };
      return { ok: true, value, usage: { input: 1, output: 1 } };
    },
  } as unknown as ModelCaller;
  return { caller, calls };
}

describe("/aipractisepaper: build from a real paper", () => {
  it("builds AQA English Language Paper 1 for a Standard student: the real structure, one shared extract, nothing saved", async () => {
    const student = await withPlan("standard");
    const loaded = await loader({ request: new Request("http://marker.test/aipractisepaper"), context: contextFor(student), params: {} } as unknown as Parameters<typeof loader>[0]);
    expect(loaded.builder?.papers["english-language/aqa"]?.map((paper) => paper.id)).toEqual(["paper-1", "paper-2"]);

    const result = await build(student, {});
    expect(statusOf(result)).toBe(200);
    const reply = bodyOf(result);
    expect(reply).toMatchObject({ ok: true, form: "create", selection: { subjectId: "english-language", boardId: "aqa", paperId: "paper-1" } });
    const draft = reply.draft!;
    expect(draft.title).toBe("AQA Paper 1: Explorations in creative reading and writing - practice");
    expect([draft.subject, draft.examBoard, draft.timeAllowedMinutes]).toEqual(["English Language", "AQA", 105]);
    expect(draft.questions.map((row) => [row.label, row.marks, row.questionType, row.catalogueQuestionTypeId])).toEqual([
      ["Question 1", "4", "short_answer", "q1"],
      ["Question 2", "8", "short_answer", "q2"],
      ["Question 3", "8", "short_answer", "q3"],
      ["Question 4", "20", "essay", "q4"],
      ["Question 5", "40", "essay", "q5"],
    ]);
    expect(draft.questions.every((row) => row.text.length > 10)).toBe(true);
    const sources = draft.questions.map((row) => row.sourceText);
    expect(sources[0]!.length).toBeGreaterThan(500);
    expect(sources.slice(1, 4)).toEqual([sources[0], sources[0], sources[0]]);
    expect(sources[4]).toBe("");
    expect(await storedPapers(student.id)).toHaveLength(0);

    // Edited and saved through the create form: the catalogue reference, time and ids are kept.
    const edited = { ...draft, questions: draft.questions.map((row, index) => (index === 1 ? { ...row, text: "My own question about language?" } : row)) };
    const created = await post(student, createForm(edited));
    expect(statusOf(created)).toBe(302);
    const [paper] = await storedPapers(student.id);
    expect(paper).toMatchObject({ timeAllowedMinutes: 105, catalogueRef: { subjectId: "english-language", boardId: "aqa", paperId: "paper-1", topicId: null } });
    const questions = await storedQuestions(paper!.id);
    expect(questions.map((question) => [question.label, question.marks, question.catalogueQuestionTypeId])).toEqual([
      ["Question 1", 4, "q1"],
      ["Question 2", 8, "q2"],
      ["Question 3", 8, "q3"],
      ["Question 4", 20, "q4"],
      ["Question 5", 40, "q5"],
    ]);
    expect(questions[1]?.text).toBe("My own question about language?");
    expect(questions[0]?.sourceText).toBe(sources[0]);
    expect(questions[4]?.sourceText).toBeNull();

    // The .txt prints each label and the source once before the questions that share it.
    const text = await (
      await exportTxt({
        request: new Request(`http://marker.test/aipractisepaper/${paper!.id}/export.txt`),
        context: contextFor(student),
        params: { paperId: paper!.id },
      } as unknown as Parameters<typeof exportTxt>[0])
    ).text();
    expect(text).toContain("Question 2 (8 marks)");
    expect(text).toContain("My own question about language?");
    expect(text).toContain("Time allowed: 1 hour 45 minutes");
    expect(text.split(sources[0]!.slice(0, 60)).length - 1).toBe(1);
  });

  it("builds a History paper for the chosen option and an AQA Paper 2 with a multiple-choice key that is right", async () => {
    const student = await withPlan("premium");
    const history = bodyOf(await post(student, form({ intent: "build", buildSubject: "history", buildBoard: "aqa", buildPaper: "paper-1", buildTopic: "germany-1890-1945" })));
    expect(history.draft?.catalogueRef).toEqual({ subjectId: "history", boardId: "aqa", paperId: "paper-1", topicId: "germany-1890-1945" });
    expect(history.draft?.questions.map((row) => row.marks)).toEqual(["4", "4", "8", "4", "8", "12"]);
    expect(history.draft?.timeAllowedMinutes).toBe(55);

    const paper2 = bodyOf(await build(student, { buildPaper: "paper-2" })).draft!;
    const choice = paper2.questions[0]!;
    expect(choice.questionType).toBe("multiple_choice");
    expect(choice.text).toMatch(/\nA\. .*\nB\. /);
    expect(choice.answerKey).toMatch(/^[A-H](, [A-H]){3}$/);
    // On one of Marker's own modern texts the statements are about its meaning, each written as true or false
    // (nonfiction-themes.ts); otherwise each says the source contains some exact words, checked against the source.
    const source = choice.sourceText!.toLowerCase().replace(/[^a-z0-9]+/g, " ");
    const written = new Map(NONFICTION_THEMES.flatMap((theme) => [...theme.modern.statements.true.map((text) => [text, true] as const), ...theme.modern.statements.false.map((text) => [text, false] as const)]));
    for (const line of choice.text.split("\n").slice(1)) {
      const statement = line.slice(3);
      const quoted = /"([^"]+)"/.exec(line)?.[1];
      const isTrue = written.has(statement) ? written.get(statement)! : quoted !== undefined && source.includes(quoted.toLowerCase().replace(/[^a-z0-9]+/g, " "));
      expect(written.has(statement) || quoted !== undefined, `a statement neither written nor quoted: ${line}`).toBe(true);
      expect(choice.answerKey!.includes(line[0]!), line).toBe(isTrue);
    }
  });

  it("a choice of two questions (Edexcel 'Question 5 or 6', OCR 'Question 4 or 5') is labelled with the one task it prints", async () => {
    const student = await withPlan("premium");
    const language = bodyOf(await post(student, form({ intent: "build", buildSubject: "english-language", buildBoard: "edexcel", buildPaper: "paper-1" }))).draft!;
    expect(language.questions.map((row) => row.label)).toEqual(["Question 1", "Question 2", "Question 3", "Question 4", "Question 5"]);
    const edexcel = bodyOf(await post(student, form({ intent: "build", buildSubject: "history", buildBoard: "edexcel", buildPaper: "paper-1", buildTopic: "crime-and-punishment" })));
    expect(edexcel.draft?.questions.at(-1)).toMatchObject({ label: "Question 5", marks: "20" });
    const ocr = bodyOf(await post(student, form({ intent: "build", buildSubject: "history", buildBoard: "ocr", buildPaper: "paper-1", buildTopic: "peoples-health" })));
    expect(ocr.draft?.questions.at(-1)).toMatchObject({ label: "Question 4", marks: "18" });
    for (const draft of [language, edexcel.draft!, ocr.draft!]) {
      // One task printed, so no label names a second question that is not on the paper.
      expect(draft.questions.filter((row) => / or \d/.test(row.label ?? ""))).toEqual([]);
    }
  });

  it("a built WJEC History paper numbers its questions when sitting, on the result and in the .txt", async () => {
    const student = await withPlan("standard");
    const draft = bodyOf(await post(student, form({ intent: "build", buildSubject: "history", buildBoard: "wjec", buildPaper: "component-1", buildTopic: "elizabethan-age" }))).draft!;
    expect(statusOf(await post(student, createForm(draft)))).toBe(302);
    const [paper] = await storedPapers(student.id);
    const started = await startAttempt(db, student.id, paper!.id);
    if (!started.ok) throw new Error(started.message);
    const sitting = (await attemptLoader({
      request: new Request(`http://marker.test/aipractisepaper/attempts/${started.value.attemptId}`),
      context: contextFor(student),
      params: { attemptId: started.value.attemptId },
    } as unknown as Parameters<typeof attemptLoader>[0])) as { questions: Array<{ label: string }> };
    const labels = sitting.questions.map((question) => question.label);
    expect(labels[0]).toBe("Question 1: Describe key features");
    labels.forEach((label, index) => expect(label.startsWith(`Question ${index + 1}: `), label).toBe(true));
    const text = await (
      await exportTxt({
        request: new Request(`http://marker.test/aipractisepaper/${paper!.id}/export.txt`),
        context: contextFor(student),
        params: { paperId: paper!.id },
      } as unknown as Parameters<typeof exportTxt>[0])
    ).text();
    expect(text).toContain("Question 1: Describe key features (4 marks)");
    expect(text).toContain(`Question ${labels.length}: Essay (16 marks)`);
  });

  it("does not trust the form's catalogue claims: forged question type ids and times are dropped, a forged paper is hand-made", async () => {
    const student = await withPlan("standard");
    const draft = bodyOf(await build(student, {})).draft!;
    const forged = { ...draft, questions: draft.questions.map((row, index) => (index === 0 ? { ...row, catalogueQuestionTypeId: "q99-forged" } : row)) };
    expect(statusOf(await post(student, createForm(forged, { timeAllowedMinutes: "5" })))).toBe(302);
    const [paper] = await storedPapers(student.id);
    expect(paper?.timeAllowedMinutes).toBe(105);
    expect((await storedQuestions(paper!.id)).map((question) => question.catalogueQuestionTypeId)).toEqual([null, "q2", "q3", "q4", "q5"]);

    const other = await withPlan("standard");
    const fake = { ...draft, catalogueRef: { subjectId: "english-language", boardId: "aqa", paperId: "paper-7", topicId: null } };
    expect(statusOf(await post(other, createForm(fake, { timeAllowedMinutes: "500" })))).toBe(302);
    const [made] = await storedPapers(other.id);
    expect(made).toMatchObject({ timeAllowedMinutes: null, catalogueRef: null });
    expect((await storedQuestions(made!.id)).every((question) => question.catalogueQuestionTypeId === null)).toBe(true);

    // A reference to a real paper of another subject than the form's is not kept either.
    const third = await withPlan("standard");
    expect(statusOf(await post(third, createForm({ ...draft, subject: "History" })))).toBe(302);
    expect((await storedPapers(third.id))[0]).toMatchObject({ timeAllowedMinutes: null, catalogueRef: null });
  });

  it("checks the new fields: a bad answer key and an over-long source come back with the draft", async () => {
    const student = await withPlan("standard");
    const draft = bodyOf(await build(student, { buildPaper: "paper-2" })).draft!;
    const badKey = { ...draft, questions: draft.questions.map((row, index) => (index === 0 ? { ...row, answerKey: "A, 7" } : row)) };
    const refused = await post(student, createForm(badKey));
    expect(statusOf(refused)).toBe(400);
    expect(bodyOf(refused)).toMatchObject({ ok: false, form: "create", formError: PAPER_MESSAGES.badAnswerKey });
    expect(bodyOf(refused).draft?.questions[0]?.answerKey).toBe("A, 7");
    const long = { ...draft, questions: draft.questions.map((row, index) => (index === 1 ? { ...row, sourceText: "x".repeat(PAPER_LIMITS.sourceCharacters + 1) } : row)) };
    expect(bodyOf(await post(student, createForm(long))).formError).toBe(PAPER_MESSAGES.sourceTooLong(PAPER_LIMITS.sourceCharacters));
    expect(await storedPapers(student.id)).toHaveLength(0);
  });

  it("keeps the selection with a clear message for a paper not on offer, and re-renders the choice without JavaScript", async () => {
    const student = await withPlan("standard");
    const refused = await build(student, { buildBoard: "ocr", buildPaper: "paper-1" });
    expect(statusOf(refused)).toBe(400);
    expect(bodyOf(refused)).toMatchObject({ ok: false, form: "build", formError: PAPER_MESSAGES.choosePaper, selection: { subjectId: "english-language", boardId: "ocr", paperId: "component-01" } });
    const chosen = await post(student, form({ intent: "build-choose", buildSubject: "history", buildBoard: "edexcel", buildPaper: "paper-1" }));
    expect(bodyOf(chosen)).toMatchObject({ ok: true, form: "build", selection: { subjectId: "history", boardId: "edexcel", paperId: "paper-1", topicId: "crime-and-punishment" } });
  });

  it("uses the model when one is configured for each question's wording only, and passes its failure on with the selection kept", async () => {
    const student = await withPlan("standard");
    const model = countingModel();
    setModelCaller(model.caller);
    const draft = bodyOf(await build(student, {})).draft!;
    // One wording call per question and no extract call: every text printed is the seeded offline one, and a
    // wording that drops what the question is about (its lines, its focus) or asks something else is not used.
    expect(model.calls).toEqual(Array(5).fill("question"));
    expect(draft.questions.map((row) => row.text)).not.toContain("How does the writer describe the harbour?");
    expect(draft.questions[0]!.text).toMatch(/^Read again the first part of the source, from lines 1 to \d+\. List four things/);
    expect(draft.questions[0]!.sourceText).not.toContain("harbour");
    // Its attribution, which may hold a parenthesis of its own ("(From The Evacuee (the opening of a story), ...)").
    expect(draft.questions[0]!.sourceText).toMatch(/\(From (?:[^()]|\([^()]*\))+\)$/);
    // Paper 2 compares the seeded pair of sources: the multiple choice gets its statements and a key that is right
    // by construction, and the model is not asked to word them (one call for each of the other four questions).
    const calls = model.calls.length;
    const paper2 = bodyOf(await build(student, { buildPaper: "paper-2" })).draft!;
    expect(paper2.questions[0]).toMatchObject({ questionType: "multiple_choice" });
    expect(paper2.questions[0]!.answerKey).toMatch(/^[A-H](, [A-H]){3}$/);
    expect(model.calls.length - calls).toBe(4);

    setModelCaller({ ...model.caller, call: async () => ({ ok: false, reason: "busy", detail: "test" }) } as unknown as ModelCaller);
    const busy = await build(student, { buildPaper: "paper-2" });
    expect(statusOf(busy)).toBe(503);
    expect(bodyOf(busy)).toMatchObject({ ok: false, form: "build", formError: "Generating is busy right now. Please try again in a few minutes.", selection: { paperId: "paper-2" } });
  });

  it("B4: a Basic student gets 403 with the upgrade message and nothing is generated", async () => {
    const student = await withPlan("basic");
    const model = countingModel();
    setModelCaller(model.caller);
    const result = await build(student, {});
    expect(statusOf(result)).toBe(403);
    expect(bodyOf(result)).toMatchObject({ ok: false, formError: "Upgrade to Standard plan to access this feature" });
    expect(bodyOf(result).draft).toBeUndefined();
    expect(model.calls).toEqual([]);
    const loaded = await loader({ request: new Request("http://marker.test/aipractisepaper"), context: contextFor(student), params: {} } as unknown as Parameters<typeof loader>[0]);
    expect(loaded.builder).toBeNull();
  });

  it("limits builds per student per minute", async () => {
    const student = await withPlan("standard");
    for (let index = 0; index < PAPER_LIMITS.buildsPerMinute; index++) expect(statusOf(await build(student, {}))).toBe(200);
    const refused = await build(student, {});
    expect(statusOf(refused)).toBe(429);
    expect(bodyOf(refused).formError).toBe(PAPER_MESSAGES.buildTooQuick);
    const [row] = await db.select({ n: count() }).from(practicePapers).where(eq(practicePapers.userId, student.id));
    expect(row?.n).toBe(0);
  });
});
