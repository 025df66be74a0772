import { describe, expect, it } from "vitest";

import { allQuestionTypes } from "~/features/catalogue/catalogue";

import { generateOfflineSources } from "./generate-extract";
import { generateOfflineQuestion, POEM_THEMES, UNSEEN_POEM_THEMES } from "./generate-question";

// Audit item 7: a generated question asks what its question type asks, in the real catalogue, as the answer form
// asks for it and as a practice-paper build does.

const SEEDS = Array.from({ length: 30 }, (_, index) => `fit-${index}`);

function find(boardId: string, subjectId: string, paperId: string, questionTypeId: string) {
  const entry = allQuestionTypes().find(
    (candidate) =>
      candidate.boardSubject.boardId === boardId &&
      candidate.boardSubject.subjectId === subjectId &&
      candidate.paper.id === paperId &&
      candidate.questionType.id === questionTypeId,
  );
  if (!entry) throw new Error(`no ${boardId} ${subjectId} ${paperId} ${questionTypeId} in the catalogue`);
  return { subjectId: entry.boardSubject.subjectId, boardId: entry.boardSubject.boardId, paper: entry.paper, questionType: entry.questionType };
}

/** The question for a seed, as the answer form writes it and as a built paper does. */
function bothWays(base: ReturnType<typeof find>, seed: string): string[] {
  return [generateOfflineQuestion({ ...base, seed }), generateOfflineQuestion({ ...base, seed, build: { earlierQuestions: [] } })];
}

describe("generated questions fit their question type (audit item 7)", () => {
  it("asks for the context of a text only where the question type assesses context (AO3): never in Edexcel's 19th-century novel (b)", () => {
    const novelWhole = find("edexcel", "english-literature", "paper-2", "novel-whole");
    expect(novelWhole.questionType.objectives.map((objective) => objective.code)).not.toContain("AO3");
    for (const seed of SEEDS) {
      for (const question of bothWays(novelWhole, seed)) {
        expect(question, seed).not.toMatch(/context/i);
        expect(question, seed).toMatch(/as a whole/);
      }
    }
    // Every Literature question type of the catalogue: "context" is asked for only when AO3 is assessed.
    for (const entry of allQuestionTypes().filter((candidate) => candidate.boardSubject.subjectId === "english-literature")) {
      if (entry.questionType.objectives.some((objective) => objective.code === "AO3")) continue;
      for (const seed of SEEDS.slice(0, 8)) {
        const question = generateOfflineQuestion({ subjectId: "english-literature", boardId: entry.boardSubject.boardId, paper: entry.paper, questionType: entry.questionType, seed });
        expect(question, `${entry.boardSubject.boardId}/${entry.questionType.id}`).not.toMatch(/refer to the context/i);
      }
    }
  });

  it("asks Edexcel English Language Paper 1 Question 1 (1 mark) for one phrase, and Question 2 (2 marks) for two", () => {
    const q1 = find("edexcel", "english-language", "paper-1", "q1");
    const q2 = find("edexcel", "english-language", "paper-1", "q2");
    expect([q1.questionType.marks, q2.questionType.marks]).toEqual([1, 2]);
    for (const seed of SEEDS) {
      expect(generateOfflineQuestion({ ...q1, seed }), seed).toMatch(/^From lines \d+ to \d+, identify one phrase which describes .+\.$/);
      expect(generateOfflineQuestion({ ...q2, seed }), seed).toMatch(/^From lines \d+ to \d+, identify two phrases which describe .+\.$/);
    }
  });

  it("OCR Literature Poetry (a): names the unseen poem it prints, on a theme that poem and the chosen cluster share", () => {
    const poetry = find("ocr", "english-literature", "component-02", "poetry-comparison");
    for (const seed of SEEDS) {
      for (const question of bothWays(poetry, seed)) {
        const named = /the unseen poem '(.+?)' by (.+?),/.exec(question);
        expect(named, question).not.toBeNull();
        const title = named?.[1] as string;
        const printed = generateOfflineSources({ ...poetry, questionText: question, seed: `${seed}:extract` });
        expect(printed.kind === "texts" && printed.items.map((item) => item.title), question).toEqual([title]);
        const theme = /present (.+?) in the unseen poem/.exec(question)?.[1] ?? "";
        expect(UNSEEN_POEM_THEMES[title] ?? POEM_THEMES[title], question).toContain(theme);
        // A love poem is not read for the suffering of soldiers, nor a war poem for the seasons.
        if (/Love and relationships/i.test(question)) expect(theme, question).not.toMatch(/soldier|conflict|war/);
        if (/Conflict cluster/i.test(question)) expect(theme, question).not.toMatch(/season|natural world/);
      }
    }
  });
});
