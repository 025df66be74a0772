import { describe, expect, it } from "vitest";

import { forgetTabCopies } from "./tab-storage";

function storageWith(entries: Record<string, string>) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("signing out forgets what the tab kept", () => {
  it("removes every Marker entry (drafts, unsent paper answers) and nothing else", () => {
    const storage = storageWith({
      "marker:draft:english-literature": "{}",
      "marker:draft:history": "{}",
      "marker:unsaved-answer:attempt-1": "{}",
      "another-site-thing": "kept",
    });
    forgetTabCopies(storage);
    expect([...storage.items.keys()]).toEqual(["another-site-thing"]);
  });

  it("does nothing where there is no storage", () => {
    expect(() => forgetTabCopies(null)).not.toThrow();
  });
});
