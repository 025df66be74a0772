import { describe, expect, it } from "vitest";

import { getQuestionType } from "~/features/catalogue/lookup";

import { marksByPoints } from "~/features/marking/offline/count-points";

import { markingTargetFor } from "./attempt-target";

const handMade = (subject: string, examBoard: string) => ({ subject, examBoard, catalogueRef: null });
const question = (questionType: string, marks: number, sourceText: string | null = null) => ({ questionType, marks, sourceText, catalogueQuestionTypeId: null });

describe("which board question type a practice question is marked against", () => {
  it("a question built from the catalogue uses its paper's reference and its own type", () => {
    const paper = { subject: "English Literature", examBoard: "AQA", catalogueRef: { subjectId: "english-literature", boardId: "aqa", paperId: "paper-1", topicId: null } };
    expect(markingTargetFor(paper, { questionType: "essay", marks: 34, sourceText: "Extract...", catalogueQuestionTypeId: "shakespeare" })).toMatchObject({
      subjectId: "english-literature",
      boardId: "aqa",
      paperId: "paper-1",
      questionTypeId: "shakespeare",
      marks: 34,
      mapped: false,
    });
  });

  it("a hand-made essay without a source goes to a levelled type that needs none, with the nearest marks", () => {
    const target = markingTargetFor(handMade("English Literature", "AQA"), question("essay", 30));
    expect(target).toMatchObject({ subjectId: "english-literature", boardId: "aqa", questionTypeId: "modern-text", marks: 34, mapped: true });
  });

  it("a hand-made essay with a source prefers a type that needs one, with the nearest marks", () => {
    const target = markingTargetFor(handMade("English Literature", "AQA"), question("essay", 30, "An extract"));
    expect(target).toMatchObject({ paperId: "paper-1", questionTypeId: "nineteenth-century-novel", marks: 30 });
    expect(markingTargetFor(handMade("English Literature", "AQA"), question("essay", 10, "A poem"))).toMatchObject({ questionTypeId: "unseen-comparison", marks: 8 });
  });

  it("a hand-made short answer of up to 6 marks is marked on its own marks, a mark a point, on a paper of its subject and board", () => {
    // The audit: "Give one reason why Eric feels guilty." (1 mark) went to the 34-mark modern-text essay, and a 4-mark
    // OCR History question to a 3-mark type.
    for (const [subject, board, marks] of [["English Literature", "AQA", 1], ["History", "OCR", 4], ["English Language", "Edexcel", 6]] as const) {
      const target = markingTargetFor(handMade(subject, board), question("short_answer", marks));
      expect(target, `${subject} ${board} ${marks}`).toMatchObject({ questionTypeId: `own-short-${marks}`, marks, mapped: true });
      const type = getQuestionType(target!.subjectId, target!.boardId, target!.paperId, target!.questionTypeId, target!.topicId ?? undefined);
      expect(type).toMatchObject({ marks, levels: [], accuracyMarks: 0, objectives: [{ code: "AO1", marks }] });
      expect(marksByPoints(type!)).toBe(true);
    }
  });

  it("a longer hand-made short answer goes to the nearest marks of the same subject and board (History: a topic's type)", () => {
    const target = markingTargetFor(handMade("History", "AQA"), question("short_answer", 8));
    expect(target).toMatchObject({ subjectId: "history", boardId: "aqa", marks: 8, mapped: true });
    const type = getQuestionType("history", "aqa", target!.paperId, target!.questionTypeId, target!.topicId ?? undefined);
    expect(type?.needsSource).toBe(false);
    expect(markingTargetFor(handMade("History", "AQA"), question("short_answer", 11))).toMatchObject({ marks: 12 });
  });

  it("a hand-made History question is marked on the topic it is about, when the board has it (the Berlin Blockade is the Cold War's)", () => {
    const blockade = { ...question("short_answer", 8), text: "Explain two consequences of the Berlin Blockade (1948-49)." };
    expect(markingTargetFor(handMade("History", "Edexcel"), blockade)).toMatchObject({ paperId: "paper-2", topicId: "cold-war", marks: 8, mapped: true });
    const inflation = { ...question("essay", 12), text: "Explain why the Weimar Republic faced hyperinflation in 1923." };
    expect(markingTargetFor(handMade("History", "Edexcel"), inflation)).toMatchObject({ paperId: "paper-3", topicId: "germany" });
    // A question that names no topic is placed as before.
    expect(markingTargetFor(handMade("History", "Edexcel"), { ...question("short_answer", 8), text: "Explain two consequences of the event." })?.topicId).toBe("spain-new-world");
  });

  it("marks every hand-made essay and short answer on every subject and board somewhere, and multiple choice never", () => {
    for (const subject of ["English Literature", "English Language", "History"]) {
      for (const board of ["AQA", "OCR", "Edexcel", "WJEC"]) {
        for (const type of ["essay", "short_answer"]) {
          const target = markingTargetFor(handMade(subject, board), question(type, 12));
          expect(target, `${subject} ${board} ${type}`).not.toBeNull();
          expect(getQuestionType(target!.subjectId, target!.boardId, target!.paperId, target!.questionTypeId, target!.topicId ?? undefined)).toBeDefined();
        }
      }
    }
    expect(markingTargetFor(handMade("History", "AQA"), question("multiple_choice", 1))).toBeNull();
    expect(markingTargetFor(handMade("Geography", "AQA"), question("essay", 10))).toBeNull();
  });
});
