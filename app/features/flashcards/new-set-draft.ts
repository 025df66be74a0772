import { readOwnedCopy, TAB_STORAGE_PREFIX } from "~/platform/tab-storage";

import type { CardRow, SetDraft } from "./set-schema";

/**
 * The new set a student is making, kept in this tab's session storage as it is typed, so that it is not lost when
 * the session has ended by the time Create Set is pressed (a review: the sign-in that followed came back to an empty
 * page) or on a reload. Stored with its owner, as the answer form's draft (answer-draft.ts): on a shared computer the
 * next student never sees it. Forgotten once the set is created or the student discards it.
 */
export const NEW_SET_DRAFT_KEY = `${TAB_STORAGE_PREFIX}flashcards:new-set`;

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function isCardRow(value: unknown): value is CardRow {
  if (!value || typeof value !== "object") return false;
  const row = value as Record<string, unknown>;
  return typeof row.front === "string" && typeof row.back === "string";
}

/** The signed-in student's unsent new set in this tab, or null (none, unreadable, or another student's). */
export function readNewSetDraft(storage: DraftStorage, owner: string): SetDraft | null {
  const parsed = readOwnedCopy(storage, NEW_SET_DRAFT_KEY, owner);
  if (!parsed) return null;
  const { title, cards } = parsed as { title?: unknown; cards?: unknown };
  if (typeof title !== "string" || !Array.isArray(cards) || !cards.every(isCardRow)) {
    storage.removeItem(NEW_SET_DRAFT_KEY);
    return null;
  }
  // A row's pictures are already uploaded: their keys come back with it (the server checks them against the owner).
  return { title, cards };
}

/** Keeps the draft, or forgets it when nothing is typed in it (`null` or a draft of blanks). */
export function writeNewSetDraft(storage: DraftStorage, owner: string, draft: SetDraft | null): void {
  const typed = draft !== null && (draft.title.trim() !== "" || draft.cards.some((card) => card.front.trim() !== "" || card.back.trim() !== ""));
  if (!typed) storage.removeItem(NEW_SET_DRAFT_KEY);
  else storage.setItem(NEW_SET_DRAFT_KEY, JSON.stringify({ ...draft, owner }));
}
