import { ConfirmDeleteButton, DeleteConfirmation, type DeleteTarget } from "~/ui/confirm-delete";

import { PAPER_MESSAGES } from "../rules";

const target = (paperId: string): DeleteTarget => ({ page: "/aipractisepaper", field: "paperId", id: paperId, question: PAPER_MESSAGES.confirmDelete });

/** Delete a paper, after the spec's question ('Are you sure you want to delete this practice paper?'). */
export function DeletePaperButton({ paperId, title }: { paperId: string; title: string }) {
  return <ConfirmDeleteButton target={target(paperId)} itemName={title} description={`“${title}”, all its questions and every attempt at it, with the paper's totals, will be deleted. Each marked answer's own result stays on your dashboard. This cannot be undone.`} />;
}

/** The question on the page itself, for a browser without JavaScript (/aipractisepaper?delete=<id>). */
export function DeletePaperConfirmation({ paperId }: { paperId: string }) {
  return <DeleteConfirmation target={target(paperId)} />;
}
