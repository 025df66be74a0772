import type { SetDraft } from "../set-schema";
import { draftChanged } from "./set-form";

/** The open editor's draft as the student has it (SetForm reports it), and the set it edits. */
export interface OpenDraft {
  setId: string;
  draft: SetDraft;
}

/**
 * The title of the set whose edit holds changes not yet saved, or null: the set open in the editor, when the
 * draft it last reported differs from the set as saved (draftChanged).
 */
export function unsavedEditTitle(sets: readonly ({ id: string } & SetDraft)[], editingId: string | null, draft: OpenDraft | null): string | null {
  const open = sets.find((set) => set.id === editingId);
  if (!open || draft?.setId !== open.id) return null;
  return draftChanged({ title: open.title, cards: open.cards }, draft.draft) ? open.title : null;
}

interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether a navigation in the app would throw away an edit with unsaved changes, so the page asks first
 * (React Router's blocker). Any other address does: another page (a header link, the browser's back), another
 * page of sets, a set opened or studied. Two do not: the editor's own Save, which posts to `editAction` (the
 * edit is saved, or comes back refused with everything typed), and a move to a place on this same address (a
 * `#fragment`), which leaves the editor as it is.
 */
export function leavingLosesEdit({
  unsaved,
  editAction,
  currentLocation,
  nextLocation,
}: {
  unsaved: boolean;
  /** Where the open editor's form posts (`/flashcards?edit=<id>`, with its page). */
  editAction: string;
  currentLocation: Place;
  nextLocation: Place;
}): boolean {
  if (!unsaved) return false;
  const next = nextLocation.pathname + nextLocation.search;
  return next !== editAction && next !== currentLocation.pathname + currentLocation.search;
}

/**
 * Whether a navigation would throw away a new set being typed (the create form, with something in it). The form
 * stays open, with what is typed, on any address of this page (another page of sets, a set opened or studied, its
 * own Create Set post): only leaving the page loses it.
 */
export function leavingLosesNewSet({ unsaved, currentLocation, nextLocation }: { unsaved: boolean; currentLocation: Place; nextLocation: Place }): boolean {
  return unsaved && nextLocation.pathname !== currentLocation.pathname;
}
