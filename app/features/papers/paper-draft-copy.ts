import { readOwnedCopy, TAB_STORAGE_PREFIX } from "~/platform/tab-storage";

import type { PaperDraft } from "./paper-schema";

/**
 * The practice paper being written in the create form (typed, or built from a real paper and then edited), kept
 * in this tab's session storage until Create Paper saves it: a reload, or a trip to another page, loses nothing.
 * Stored with its owner (the student's id), so the next student to sign in in the same tab never sees it.
 */
export const PAPER_DRAFT_KEY = `${TAB_STORAGE_PREFIX}paper-draft`;

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Whether a draft holds anything the student would miss: a title or a question's text (the selects' defaults do not count). */
export function paperDraftHasWork(draft: PaperDraft): boolean {
  return draft.title.trim() !== "" || draft.questions.some((question) => question.text.trim() !== "") || draft.catalogueRef !== undefined;
}

export function readPaperDraftCopy(storage: DraftStorage, owner: string): PaperDraft | null {
  const draft = readOwnedCopy(storage, PAPER_DRAFT_KEY, owner)?.draft as PaperDraft | undefined;
  if (!draft || typeof draft.title !== "string" || !Array.isArray(draft.questions)) {
    storage.removeItem(PAPER_DRAFT_KEY);
    return null;
  }
  return draft;
}

/** Keeps the draft, or forgets it when it holds nothing worth keeping. */
export function writePaperDraftCopy(storage: DraftStorage, owner: string, draft: PaperDraft): void {
  if (paperDraftHasWork(draft)) storage.setItem(PAPER_DRAFT_KEY, JSON.stringify({ owner, draft }));
  else storage.removeItem(PAPER_DRAFT_KEY);
}

export function forgetPaperDraftCopy(storage: DraftStorage): void {
  storage.removeItem(PAPER_DRAFT_KEY);
}
