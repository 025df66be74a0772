import { describe, expect, it } from "vitest";

import { allQuestionTypes, CATALOGUE } from "~/features/catalogue/lookup";

import { settleSelection } from "./builder-selection";
import { checkPaperDraft } from "./paper-schema";
import { builderOptions, creatorBoardName, creatorQuestionType, MULTIPLE_CHOICE_GUIDANCE, paperSkeleton, questionLabel, resolveCatalogueRef, sittingMinutes } from "./paper-skeleton";
import { sourceGroups } from "./build-paper.server";

describe("a real paper's structure as a draft (issue 14 item 4)", () => {
  it("AQA English Language Paper 1: five questions of 4, 8, 8, 20 and 40 marks in 105 minutes", () => {
    const skeleton = paperSkeleton({ subjectId: "english-language", boardId: "aqa", paperId: "paper-1" });
    expect(skeleton).not.toBeNull();
    const draft = skeleton!.draft;
    expect(draft.title).toBe("AQA Paper 1: Explorations in creative reading and writing - practice");
    expect([draft.subject, draft.examBoard, draft.timeAllowedMinutes]).toEqual(["English Language", "AQA", 105]);
    expect(draft.catalogueRef).toEqual({ subjectId: "english-language", boardId: "aqa", paperId: "paper-1", topicId: null });
    expect(draft.questions.map((row) => row.label)).toEqual(["Question 1", "Question 2", "Question 3", "Question 4", "Question 5"]);
    expect(draft.questions.map((row) => row.marks)).toEqual(["4", "8", "8", "20", "40"]);
    expect(draft.questions.map((row) => row.questionType)).toEqual(["short_answer", "short_answer", "short_answer", "essay", "essay"]);
    expect(draft.questions.map((row) => row.catalogueQuestionTypeId)).toEqual(["q1", "q2", "q3", "q4", "q5"]);
    expect(draft.questions[0]?.guidance).toMatch(/mark for each correct, relevant point/);
    expect(draft.questions.every((row) => row.text === "")).toBe(true);
  });

  it("AQA English Language Paper 2 Question 1 (choose four true statements) is multiple choice", () => {
    const draft = paperSkeleton({ subjectId: "english-language", boardId: "aqa", paperId: "paper-2" })!.draft;
    expect(draft.questions.map((row) => row.questionType)).toEqual(["multiple_choice", "short_answer", "essay", "essay", "essay"]);
    // Ticked, not written: its guidance says how choices are marked, not that "your own words" count.
    expect(draft.questions[0]?.guidance).toBe(MULTIPLE_CHOICE_GUIDANCE);
    expect(draft.questions[0]?.guidance).not.toMatch(/own words|quotation/);
  });

  it("History: the chosen option's questions, the paper's time in proportion to the option's marks", () => {
    const skeleton = paperSkeleton({ subjectId: "history", boardId: "aqa", paperId: "paper-1", topicId: "germany-1890-1945" })!;
    expect(skeleton.draft.title).toBe("AQA Paper 1: Germany, 1890–1945: Democracy and dictatorship (period study) - practice");
    expect(skeleton.draft.catalogueRef.topicId).toBe("germany-1890-1945");
    expect(skeleton.draft.questions.map((row) => [row.label, row.marks, row.questionType])).toEqual([
      ["Question 1", "4", "short_answer"],
      ["Question 2", "4", "short_answer"],
      ["Question 3", "8", "short_answer"],
      ["Question 4", "4", "short_answer"],
      ["Question 5", "8", "short_answer"],
      ["Question 6", "12", "essay"],
    ]);
    // 8145/1 is 120 minutes for a period study (40 marks) and a wider world study (44 marks).
    expect(skeleton.draft.timeAllowedMinutes).toBe(55);
    expect(paperSkeleton({ subjectId: "history", boardId: "aqa", paperId: "paper-1", topicId: "cold-war" })!.draft.timeAllowedMinutes).toBe(65);
    // A paper with one section keeps its whole time.
    expect(paperSkeleton({ subjectId: "history", boardId: "edexcel", paperId: "paper-3", topicId: "germany" })!.draft.timeAllowedMinutes).toBe(90);
  });

  it("refuses selections that are not in the catalogue, and History without an option", () => {
    expect(paperSkeleton({ subjectId: "history", boardId: "aqa", paperId: "paper-1" })).toBeNull();
    expect(paperSkeleton({ subjectId: "history", boardId: "aqa", paperId: "paper-1", topicId: "atlantis" })).toBeNull();
    expect(paperSkeleton({ subjectId: "english-language", boardId: "aqa", paperId: "paper-1", topicId: "germany-1890-1945" })).toBeNull();
    expect(paperSkeleton({ subjectId: "english-language", boardId: "aqa", paperId: "paper-9" })).toBeNull();
    expect(paperSkeleton({ subjectId: "maths", boardId: "aqa", paperId: "paper-1" })).toBeNull();
    expect(paperSkeleton({ subjectId: "english-language", boardId: "cie", paperId: "paper-1" })).toBeNull();
  });

  it("maps the catalogue's board ids to the creator's names", () => {
    expect(["aqa", "ocr", "edexcel", "wjec", "EDEXCEL"].map(creatorBoardName)).toEqual(["AQA", "OCR", "Edexcel", "WJEC", "Edexcel"]);
    const draft = paperSkeleton({ subjectId: "english-literature", boardId: "wjec", paperId: "component-1" })!.draft;
    expect([draft.subject, draft.examBoard]).toEqual(["English Literature", "WJEC"]);
    expect(draft.questions.map((row) => row.label)).toEqual(["Shakespeare (a)", "Shakespeare (b)", "Poetry anthology (a)", "Poetry anthology (b)"]);
  });

  it("labels questions by the name before the colon, or the name without its marks", () => {
    expect(questionLabel("A1: list information from the extract (5 marks)")).toBe("A1");
    expect(questionLabel("Section B, task 1: transactional or persuasive writing (20 marks)")).toBe("Section B, task 1");
    expect(questionLabel("Describe key features (4 marks)")).toBe("Describe key features");
    // A choice of two questions is built once, with one task: its label names that one.
    expect(questionLabel("Question 5 or 6: imaginative writing (40 marks)")).toBe("Question 5");
    expect(questionLabel("Question 8 or 9: how far do you agree? (20 marks)")).toBe("Question 8");
  });

  it("builds one of two alternative questions (same label and marks): OCR J352 is 80 marks, not 120", () => {
    const draft = paperSkeleton({ subjectId: "english-literature", boardId: "ocr", paperId: "component-01" })!.draft;
    expect(draft.questions.map((row) => [row.label, row.marks])).toEqual([
      ["Modern text (a)", "20"],
      ["Modern text (b)", "20"],
      ["19th-century prose", "40"],
    ]);
  });

  it("types every catalogue question by the documented rule", () => {
    for (const { questionType } of allQuestionTypes()) {
      const type = creatorQuestionType(questionType);
      if (type === "multiple_choice") expect(questionType.name).toMatch(/choose four true statements/);
      else if (type === "essay") expect(questionType.levels.length > 0 && questionType.marks >= 10).toBe(true);
      else expect(questionType.levels.length === 0 || questionType.marks < 10).toBe(true);
    }
  });

  it("every paper (and History option) gives a draft the create form's rules accept once texts are written", () => {
    for (const boardSubject of CATALOGUE) {
      for (const paper of boardSubject.papers) {
        for (const topicId of paper.topics.length > 0 ? paper.topics.map((topic) => topic.id) : [null]) {
          const skeleton = paperSkeleton({ subjectId: boardSubject.subjectId, boardId: boardSubject.boardId, paperId: paper.id, topicId });
          expect(skeleton, `${boardSubject.boardId} ${paper.code} ${topicId}`).not.toBeNull();
          const draft = { ...skeleton!.draft, questions: skeleton!.draft.questions.map((row) => ({ ...row, text: "A question." })) };
          expect(checkPaperDraft(draft).ok).toBe(true);
          expect(skeleton!.draft.timeAllowedMinutes).toBeGreaterThan(0);
          expect(sittingMinutes(paper, skeleton!.topic)).toBe(skeleton!.draft.timeAllowedMinutes);
        }
      }
    }
  });

  it("resolves a reference again on the server: the catalogue's time and question type ids, or null", () => {
    const resolved = resolveCatalogueRef({ subjectId: "english-language", boardId: "aqa", paperId: "paper-1", topicId: null });
    expect(resolved?.timeAllowedMinutes).toBe(105);
    expect([...(resolved?.questionTypeIds ?? [])]).toEqual(["q1", "q2", "q3", "q4", "q5"]);
    expect(resolveCatalogueRef({ subjectId: "english-language", boardId: "aqa", paperId: "nope", topicId: null })).toBeNull();
    expect(resolveCatalogueRef(undefined)).toBeNull();
  });

  it("shares one extract across an English Language paper's reading questions; History shares runs of the same source", () => {
    const language = paperSkeleton({ subjectId: "english-language", boardId: "aqa", paperId: "paper-1" })!;
    expect(sourceGroups("english-language", language.questions)).toEqual([[0, 1, 2, 3]]);
    const history = paperSkeleton({ subjectId: "history", boardId: "aqa", paperId: "paper-1", topicId: "germany-1890-1945" })!;
    expect(sourceGroups("history", history.questions)).toEqual([[0, 1, 2]]);
    const literature = paperSkeleton({ subjectId: "english-literature", boardId: "aqa", paperId: "paper-1" })!;
    expect(sourceGroups("english-literature", literature.questions)).toEqual([[0], [1]]);
  });

  it("offers the catalogue's choices and settles a selection on what is offered", () => {
    const options = builderOptions();
    expect(options.subjects.map((subject) => subject.id)).toEqual(["english-literature", "english-language", "history"]);
    expect(settleSelection(options, { subjectId: "english-language", boardId: "aqa", paperId: "paper-2" })).toEqual({
      subjectId: "english-language",
      boardId: "aqa",
      paperId: "paper-2",
      topicId: "",
    });
    // Another board without that paper id lands on its first paper; History picks the first option.
    expect(settleSelection(options, { subjectId: "english-language", boardId: "ocr", paperId: "paper-2" }).paperId).toBe("component-01");
    expect(settleSelection(options, { subjectId: "history", boardId: "aqa", paperId: "paper-1" }).topicId).toBe("america-1840-1895");
    expect(settleSelection(options, {}).subjectId).toBe("english-literature");
  });
});
