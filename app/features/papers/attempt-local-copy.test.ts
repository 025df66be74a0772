import { describe, expect, it } from "vitest";

import {
  copiesToRestore,
  draftsFromForm,
  forgetAttemptCopies,
  forgetSavedCopies,
  keepLocalCopy,
  localCopyKey,
  readLocalCopies,
  type CopyStore,
} from "./attempt-local-copy";

/** sessionStorage's behaviour on a Map; `full` makes every write throw, as a full or refused storage does. */
function memoryStore(options: { full?: boolean } = {}): CopyStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      if (options.full) throw new DOMException("quota", "QuotaExceededError");
      entries.set(key, value);
    },
    removeItem: (key) => void entries.delete(key),
  };
}

describe("the tab's copy of unsaved answers", () => {
  it("keeps what is typed per attempt and question, and reads back only that attempt's copies", () => {
    const store = memoryStore();
    keepLocalCopy(store, "attempt-1", "q1", "Macbeth's ambition");
    keepLocalCopy(store, "attempt-1", "q2", "B, D");
    keepLocalCopy(store, "attempt-2", "q1", "Another sitting");
    expect(store.entries.get(localCopyKey("attempt-1", "q1"))).toBe("Macbeth's ambition");
    expect(readLocalCopies(store, "attempt-1", ["q1", "q2", "q3"])).toEqual({ q1: "Macbeth's ambition", q2: "B, D" });
  });

  it("forgets a copy once the server holds that text, and keeps one typed further since the save left", () => {
    const store = memoryStore();
    keepLocalCopy(store, "a", "q1", "saved text");
    keepLocalCopy(store, "a", "q2", "typed more after the save left");
    forgetSavedCopies(store, "a", { q1: "saved text", q2: "typed more" });
    expect(readLocalCopies(store, "a", ["q1", "q2"])).toEqual({ q2: "typed more after the save left" });
    forgetAttemptCopies(store, "a");
    expect(store.entries.size).toBe(0);
  });

  it("puts back only copies that differ from the server's answers (a reload after a failed save)", () => {
    expect(copiesToRestore({ q1: "typed offline", q2: "same", q3: "new answer" }, { q1: "older", q2: "same" })).toEqual({ q1: "typed offline", q3: "new answer" });
  });

  it("never breaks the page when storage is missing or full", () => {
    expect(() => keepLocalCopy(memoryStore({ full: true }), "a", "q1", "x")).not.toThrow();
    expect(() => keepLocalCopy(null, "a", "q1", "x")).not.toThrow();
    expect(readLocalCopies(null, "a", ["q1"])).toEqual({});
    expect(() => forgetAttemptCopies(null, "a")).not.toThrow();
  });

  it("reads the answers a sitting's form carries as the server does (ticked options joined)", () => {
    const form = new FormData();
    form.set("intent", "save");
    form.set("present-q1", "1");
    form.set("answer-q1", "An essay");
    form.set("present-q2", "1");
    form.append("answer-q2", "A");
    form.append("answer-q2", "C");
    form.set("present-q3", "1");
    expect(draftsFromForm(form)).toEqual({ q1: "An essay", q2: "A, C", q3: "" });
  });
});
