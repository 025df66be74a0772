/**
 * A copy, in this browser tab, of answer text typed during a sitting and not saved yet, so a failed save
 * (offline, the server away) followed by a reload loses nothing. Kept in sessionStorage (this tab only,
 * gone when the tab closes; nothing leaves the device), one entry per attempt and question, removed once
 * the server holds the same text. Storage may be missing or full: then nothing is kept and nothing breaks.
 * Pure apart from the store it is given; unit-tested in attempt-local-copy.test.ts.
 */

import { TAB_STORAGE_PREFIX } from "~/platform/tab-storage";

/** The part of Web Storage this uses (sessionStorage in the browser; a stand-in in tests). */
export interface CopyStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = `${TAB_STORAGE_PREFIX}unsaved-answer:`;

export const localCopyKey = (attemptId: string, questionId: string) => `${PREFIX}${attemptId}:${questionId}`;

/** The tab's sessionStorage, or null where there is none (the server, storage switched off). */
export function browserCopyStore(): CopyStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the text typed for a question until it is saved. */
export function keepLocalCopy(store: CopyStore | null, attemptId: string, questionId: string, text: string): void {
  try {
    store?.setItem(localCopyKey(attemptId, questionId), text);
  } catch {
    // Full or refused: the copy is a safety net, the page works without it.
  }
}

/** The unsaved copies kept for these questions of an attempt. */
export function readLocalCopies(store: CopyStore | null, attemptId: string, questionIds: readonly string[]): Record<string, string> {
  const copies: Record<string, string> = {};
  if (!store) return copies;
  try {
    for (const questionId of questionIds) {
      const text = store.getItem(localCopyKey(attemptId, questionId));
      if (text !== null) copies[questionId] = text;
    }
  } catch {
    return {};
  }
  return copies;
}

/** Forgets the copies the server now holds: each whose text is the text saved (text typed since is kept). */
export function forgetSavedCopies(store: CopyStore | null, attemptId: string, saved: Readonly<Record<string, string>>): void {
  if (!store) return;
  try {
    for (const [questionId, text] of Object.entries(saved)) {
      const key = localCopyKey(attemptId, questionId);
      if (store.getItem(key) === text) store.removeItem(key);
    }
  } catch {
    // Nothing to do: a copy left behind equals the server's text and is dropped next time.
  }
}

/** Forgets every copy of an attempt (once it is handed in). */
export function forgetAttemptCopies(store: CopyStore | null, attemptId: string): void {
  if (!store) return;
  try {
    const prefix = `${PREFIX}${attemptId}:`;
    const keys: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // As above.
  }
}

/** The copies to put back on screen: those that differ from what the server has for the question. */
export function copiesToRestore(copies: Readonly<Record<string, string>>, serverAnswers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(copies).filter(([questionId, text]) => text !== (serverAnswers[questionId] ?? "")));
}

/**
 * The answers a sitting's form carries: question id -> text, for each question shown (its hidden
 * `present-<id>`); ticked options joined as "A, C", as the server reads them.
 */
export function draftsFromForm(formData: FormData): Record<string, string> {
  const drafts: Record<string, string> = {};
  for (const name of new Set(formData.keys())) {
    if (!name.startsWith("present-")) continue;
    const questionId = name.slice("present-".length);
    drafts[questionId] = formData
      .getAll(`answer-${questionId}`)
      .map(String)
      .join(", ");
  }
  return drafts;
}
