import { describe, expect, it } from "vitest";

import { allQuestionTypes } from "~/features/catalogue/catalogue";

import { generateForForm } from "./generate-for-form.server";
import { charactersNamedIn, findSetTextProfile, mentions } from "./offline/generate-question";
import { offlineTrueStatements } from "./offline/true-statements";

// The form's entry without a provider (the tests' default): the offline generators, end to end.

function find(subjectId: string, kind: string, topic: RegExp = /.*/) {
  const entry = allQuestionTypes().find(
    (candidate) =>
      candidate.boardSubject.subjectId === subjectId && candidate.questionType.kind === kind && topic.test(candidate.topic?.name ?? ""),
  );
  if (!entry) throw new Error(`no ${subjectId} ${kind} in the catalogue`);
  return {
    subjectId,
    board: entry.boardSubject.boardId,
    paperId: entry.paper.id,
    ...(entry.topic ? { topicId: entry.topic.id } : {}),
    questionTypeId: entry.questionType.id,
  };
}

describe("generateForForm offline", () => {
  it("spec 5 and 8: writes no extract without the question, and says the spec's words for what is missing", async () => {
    const selection = find("english-literature", "extract-to-whole-text");
    const extractMessage = "Please select a paper, question type, and enter a question first";
    for (const questionText of [undefined, "", "  \n "]) {
      const blank = await generateForForm({ kind: "extract", ...selection, ...(questionText === undefined ? {} : { questionText }) });
      expect(blank, JSON.stringify(questionText)).toEqual({ ok: false, code: "BAD_REQUEST", message: extractMessage });
    }
    expect(await generateForForm({ kind: "extract", ...selection, paperId: "no-such-paper", questionText: "How is guilt presented?" })).toMatchObject({
      ok: false,
      message: extractMessage,
    });
    expect(await generateForForm({ kind: "question", ...selection, questionTypeId: "" })).toEqual({
      ok: false,
      code: "BAD_REQUEST",
      message: "Please select paper and question type first",
    });
    // The question button needs no question text.
    expect((await generateForForm({ kind: "question", ...selection })).ok).toBe(true);
  });

  it("gives a 'Sources B and C' question its two labelled sources, each with its attribution", async () => {
    const selection = find("history", "source-utility", /crime/i);
    const result = await generateForForm({
      kind: "extract",
      ...selection,
      questionText: "How useful are Sources B and C to a historian studying crime in Whitechapel in the 1880s? Explain your answer using Sources B and C.",
    });
    expect(result.ok).toBe(true);
    const text = result.ok ? result.value.text : "";
    expect(text.match(/^Source [A-Z]$/gm)).toEqual(["Source B", "Source C"]);
    expect(text.match(/\(From .+\)$/gm)).toHaveLength(2);
    expect(text).toContain("crime in Whitechapel in the 1880s");
    expect(text).not.toMatch(/Watercress/);
  });

  it("asks for the student's own extract of a modern text, with a message the form shows", async () => {
    const selection = find("english-literature", "extract-to-whole-text");
    const result = await generateForForm({
      kind: "extract",
      ...selection,
      questionText: "Starting with this extract, how does Priestley present Sheila in An Inspector Calls?",
    });
    expect(result).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(result.ok ? "" : result.message).toMatch(/^An Inspector Calls is still in copyright, so Marker cannot print it\. Please paste the extract/);
  });

  it("pairs each AQA Paper 1 question with an extract showing the character it names, as the practice-paper builder asks for them", async () => {
    const paper1 = allQuestionTypes().filter(
      (entry) => entry.boardSubject.subjectId === "english-literature" && entry.boardSubject.boardId === "aqa" && entry.paper.id === "paper-1",
    );
    expect(paper1.map((entry) => entry.questionType.id)).toEqual(["shakespeare", "nineteenth-century-novel"]);
    let characters = 0;
    for (let build = 0; build < 30; build++) {
      for (const [index, entry] of paper1.entries()) {
        const selection = { subjectId: "english-literature", board: "aqa", paperId: "paper-1", questionTypeId: entry.questionType.id };
        // The builder's seeds: `${seed}:q${index}` for the question, `${seed}:s${group}` for its extract.
        const question = await generateForForm({ kind: "question", ...selection }, `build-${build}:q${index}`);
        const questionText = question.ok ? question.value.text : "";
        const extract = await generateForForm({ kind: "extract", ...selection, questionText }, `build-${build}:s${index}`);
        expect(extract.ok, questionText).toBe(true);
        const profile = entry.paper.setTexts.map(findSetTextProfile).find((candidate) => candidate && mentions(questionText, candidate.title));
        for (const character of profile ? charactersNamedIn(questionText, profile) : []) {
          characters++;
          expect(extract.ok && mentions(extract.value.text, character), `${questionText}\n${extract.ok ? extract.value.text : ""}`).toBe(true);
        }
      }
    }
    expect(characters).toBeGreaterThan(5);
  });

  it("gives every Literature question it writes a printable extract, as a practice-paper build needs (a 'please paste' fails the build)", async () => {
    // The one exception is a question on a modern text, which Marker can never print (Eduqas's post-1914 extract).
    const modern = (questionText: string) =>
      findSetTextProfile(questionText) !== undefined &&
      ["modern-drama", "modern-prose"].includes(findSetTextProfile(questionText)?.form ?? "");
    const needing = allQuestionTypes().filter((entry) => entry.boardSubject.subjectId === "english-literature" && entry.questionType.needsSource);
    let printed = 0;
    for (const entry of needing) {
      const selection = { subjectId: "english-literature", board: entry.boardSubject.boardId, paperId: entry.paper.id, questionTypeId: entry.questionType.id };
      for (let build = 0; build < 12; build++) {
        const question = await generateForForm({ kind: "question", ...selection }, `build-${build}:q0`);
        const questionText = question.ok ? question.value.text : "";
        const extract = await generateForForm({ kind: "extract", ...selection, questionText }, `build-${build}:s0`);
        if (!extract.ok && modern(questionText)) continue;
        expect(extract.ok, `${entry.boardSubject.boardId}/${entry.paper.id}/${entry.questionType.id}: ${questionText}`).toBe(true);
        printed++;
      }
    }
    expect(printed).toBeGreaterThan(needing.length * 10);
  });

  it("prints a passage of the 19th-century novel the question names", async () => {
    const selection = find("english-literature", "extract-to-whole-text");
    const result = await generateForForm({
      kind: "extract",
      ...selection,
      questionText: "Starting with this extract, how does Dickens present Scrooge in A Christmas Carol?",
    });
    expect(result.ok && result.value.text).toMatch(/\(From A Christmas Carol, Charles Dickens\)$/);
  });

  it("AQA English Language Paper 2 Question 1: the question lists the statements A-H to choose from, written about the source the extract button prints for it (audit item 6)", async () => {
    const selection = { subjectId: "english-language", board: "aqa", paperId: "paper-2", questionTypeId: "q1" };
    for (const seed of ["tf-1", "tf-2", "tf-3", "tf-4", "tf-5", "tf-6"]) {
      const question = await generateForForm({ kind: "question", ...selection }, seed);
      const questionText = question.ok ? question.value.text : "";
      const [asked, ...statements] = questionText.split("\n");
      expect(asked, questionText).toMatch(/Choose four statements below which are true\. Write the letters of the four true statements\.$/);
      expect(statements.map((line) => line.slice(0, 3)), questionText).toEqual(["A. ", "B. ", "C. ", "D. ", "E. ", "F. ", "G. ", "H. "]);
      // The extract is asked for later, with another seed, as the form's second button is: the same source, and
      // the statements are the builder's for it (four true of it, four not).
      const extract = await generateForForm({ kind: "extract", ...selection, questionText }, `${seed}-later`);
      expect(extract.ok, questionText).toBe(true);
      const fromSource = offlineTrueStatements(`Source A\n\n${extract.ok ? extract.value.text : ""}`, seed);
      expect(fromSource?.text.split("\n").slice(1), questionText).toEqual(statements);
      expect(fromSource?.answerKey.split(", ")).toHaveLength(4);
    }
  });
});
