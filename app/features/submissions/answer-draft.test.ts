import { describe, expect, it } from "vitest";

import { draftKey, readDraft, writeDraft, type AnswerDraft } from "./answer-draft";

/** The browser's Storage, as a plain map (the functions only get, set and remove). */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const DRAFT: AnswerDraft = {
  board: "aqa",
  paperId: "paper-1",
  topicId: null,
  questionTypeId: "shakespeare",
  questionText: "How does Shakespeare present ambition?",
  sourceText: "I have no spur",
  answerText: "My private answer about Macbeth.",
};

describe("the answer form's draft in the tab", () => {
  it("comes back for the student who wrote it", () => {
    const storage = tabStorage();
    writeDraft(storage, "english-literature", "student-a", DRAFT);
    expect(readDraft(storage, "english-literature", "student-a")).toEqual(DRAFT);
  });

  it("is never shown to another student who signs in in the same tab, and is removed", () => {
    const storage = tabStorage();
    writeDraft(storage, "english-literature", "student-a", DRAFT);
    expect(readDraft(storage, "english-literature", "student-b")).toBeNull();
    expect(storage.items.has(draftKey("english-literature"))).toBe(false);
  });

  it("ignores and removes a draft with no owner (stored before drafts had one) or that is not JSON", () => {
    const storage = tabStorage();
    storage.setItem(draftKey("history"), JSON.stringify(DRAFT));
    expect(readDraft(storage, "history", "student-a")).toBeNull();
    expect(storage.items.size).toBe(0);
    storage.setItem(draftKey("history"), "{not json");
    expect(readDraft(storage, "history", "student-a")).toBeNull();
    expect(storage.items.size).toBe(0);
  });
});
