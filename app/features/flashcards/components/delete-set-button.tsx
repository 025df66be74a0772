import { ConfirmDeleteButton, DeleteConfirmation, type DeleteTarget } from "~/ui/confirm-delete";

import { FLASHCARD_MESSAGES } from "../rules";

const target = (setId: string): DeleteTarget => ({ page: "/flashcards", field: "setId", id: setId, question: FLASHCARD_MESSAGES.confirmDelete });

/** Delete a set, after the spec's question ('Are you sure you want to delete this flashcard set?'). */
export function DeleteSetButton({ setId, title }: { setId: string; title: string }) {
  return <ConfirmDeleteButton target={target(setId)} description={`“${title}” and all its cards will be deleted. This cannot be undone.`} />;
}

/** The question on the page itself, for a browser without JavaScript (/flashcards?delete=<id>). */
export function DeleteSetConfirmation({ setId }: { setId: string }) {
  return <DeleteConfirmation target={target(setId)} />;
}
