import { describe, expect, it } from "vitest";

import { getQuestionType } from "./catalogue";
import { isOwnShortAnswerId, ownShortAnswerId, ownShortAnswerType } from "./own-question";
import { resolveSelection } from "./resolve-selection";

describe("a practice paper's own short answer (marked on its own marks)", () => {
  it("is found by its id on any paper of its board, as a point-marked question of those marks", () => {
    const selection = resolveSelection({ subjectId: "english-literature", board: "AQA", paperId: "paper-2", questionTypeId: ownShortAnswerId(1) });
    expect(selection?.questionType).toMatchObject({ id: "own-short-1", marks: 1, levels: [], accuracyMarks: 0, objectives: [{ code: "AO1", marks: 1 }] });
    expect(getQuestionType("history", "ocr", "paper-1", "own-short-4")?.marks).toBe(4);
    expect(isOwnShortAnswerId("own-short-6")).toBe(true);
  });

  it("exists only from 1 to 6 marks, and no other id is taken for one", () => {
    for (const id of ["own-short-0", "own-short-7", "own-short-40", "own-short-", "own-short-1x", "shakespeare-x", "OWN-SHORT-2"]) {
      expect(ownShortAnswerType(id), id).toBeUndefined();
      expect(resolveSelection({ subjectId: "english-literature", board: "aqa", paperId: "paper-1", questionTypeId: id }), id).toBeNull();
    }
    // The board's own question types still resolve as before.
    expect(resolveSelection({ subjectId: "english-literature", board: "aqa", paperId: "paper-1", questionTypeId: "shakespeare" })?.questionType.marks).toBe(34);
  });
});
