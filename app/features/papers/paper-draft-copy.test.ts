import { describe, expect, it } from "vitest";

import { memoryStorage } from "../../../tests/support/memory-storage";

import { PAPER_DRAFT_KEY, readPaperDraftCopy, writePaperDraftCopy } from "./paper-draft-copy";

const DRAFT = { title: "My own mock", subject: "History", examBoard: "Pearson Edexcel", questions: [{ text: "Explain two consequences of the Berlin Blockade.", marks: "8", questionType: "short_answer", guidance: "" }] };

describe("the tab's copy of a practice paper being written", () => {
  it("gives the paper back to the student who wrote it, and to no one else (a shared computer)", () => {
    const storage = memoryStorage();
    writePaperDraftCopy(storage, "student-1", DRAFT);
    expect(readPaperDraftCopy(storage, "student-1")).toEqual(DRAFT);
    expect(readPaperDraftCopy(storage, "student-2")).toBeNull();
    // Another student's copy is removed, not kept for later.
    expect(storage.items.has(PAPER_DRAFT_KEY)).toBe(false);
  });

  it("keeps nothing for a form with nothing typed, and refuses what is not a copy", () => {
    const storage = memoryStorage();
    writePaperDraftCopy(storage, "student-1", { ...DRAFT, title: " ", questions: [{ ...DRAFT.questions[0]!, text: "" }] });
    expect(storage.items.has(PAPER_DRAFT_KEY)).toBe(false);
    storage.setItem(PAPER_DRAFT_KEY, "not json");
    expect(readPaperDraftCopy(storage, "student-1")).toBeNull();
    storage.setItem(PAPER_DRAFT_KEY, JSON.stringify({ owner: "student-1", draft: { title: 3 } }));
    expect(readPaperDraftCopy(storage, "student-1")).toBeNull();
  });
});
