import { ConfirmDeleteButton, DeleteConfirmation, type DeleteTarget } from "~/ui/confirm-delete";

import { listAddress } from "../list-address";
import { FLASHCARD_MESSAGES } from "../rules";

/** The delete posts to the page of sets it was asked on, so the list comes back on that page (or the last one). */
const target = (setId: string, page: number): DeleteTarget => ({
  page: listAddress({ page }),
  field: "setId",
  id: setId,
  question: FLASHCARD_MESSAGES.confirmDelete,
});

/** Delete a set, after the spec's question ('Are you sure you want to delete this flashcard set?'). */
export function DeleteSetButton({ setId, title, page }: { setId: string; title: string; page: number }) {
  return <ConfirmDeleteButton target={target(setId, page)} itemName={title} description={`“${title}” and all its cards will be deleted. This cannot be undone.`} />;
}

/**
 * The question on the page itself, for a browser without JavaScript (/flashcards?delete=<id>). Its Cancel is a
 * plain link to the question's page: at the set's title (the fragment), so the student is back at the set they
 * were about to delete, not at the top of the page. (The form posts there too; a post never sends a fragment.)
 */
export function DeleteSetConfirmation({ setId, page }: { setId: string; page: number }) {
  return <DeleteConfirmation target={{ ...target(setId, page), page: `${listAddress({ page })}#set-${setId}-title` }} />;
}
