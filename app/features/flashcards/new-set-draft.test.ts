import { describe, expect, it } from "vitest";

import { memoryStorage } from "../../../tests/support/memory-storage";

import { NEW_SET_DRAFT_KEY, readNewSetDraft, writeNewSetDraft } from "./new-set-draft";

describe("the new set kept in the tab", () => {
  const draft = { title: "Macbeth quotes", cards: [{ front: "Who says 'Out, damned spot'?", back: "Lady Macbeth", frontImageKey: null, backImageKey: null }] };

  it("gives the draft back to the student who typed it, and to nobody else", () => {
    const storage = memoryStorage();
    writeNewSetDraft(storage, "student-a", draft);
    expect(readNewSetDraft(storage, "student-a")).toEqual(draft);
    // Another student in the same tab (a shared computer): nothing, and the copy is gone.
    expect(readNewSetDraft(storage, "student-b")).toBeNull();
    expect(storage.items.has(NEW_SET_DRAFT_KEY)).toBe(false);
  });

  it("forgets a draft with nothing typed, a draft set to null, and one it cannot read", () => {
    const storage = memoryStorage();
    writeNewSetDraft(storage, "student-a", draft);
    writeNewSetDraft(storage, "student-a", { title: "  ", cards: [{ front: "", back: " " }] });
    expect(storage.items.has(NEW_SET_DRAFT_KEY)).toBe(false);
    writeNewSetDraft(storage, "student-a", draft);
    writeNewSetDraft(storage, "student-a", null);
    expect(readNewSetDraft(storage, "student-a")).toBeNull();
    storage.setItem(NEW_SET_DRAFT_KEY, JSON.stringify({ owner: "student-a", title: "T", cards: [{ front: 3 }] }));
    expect(readNewSetDraft(storage, "student-a")).toBeNull();
    expect(storage.items.has(NEW_SET_DRAFT_KEY)).toBe(false);
  });
});
