import { describe, expect, it } from "vitest";

import { allQuestionTypes } from "~/features/catalogue/catalogue";

import { generateForForm } from "./generate-for-form.server";

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

  it("prints a passage of the 19th-century novel the question names", async () => {
    const selection = find("english-literature", "extract-to-whole-text");
    const result = await generateForForm({
      kind: "extract",
      ...selection,
      questionText: "Starting with this extract, how does Dickens present Scrooge in A Christmas Carol?",
    });
    expect(result.ok && result.value.text).toMatch(/\(From A Christmas Carol, Charles Dickens\)$/);
  });
});
