/** The texts of sitting a practice paper (start page, attempt, result). */
export const ATTEMPT_MESSAGES = {
  notFound: "Practice paper attempt not found",
  submitted: "This attempt has been submitted: its answers can no longer change.",
  timeUpSaves: "Time is up, so new changes cannot be saved. Everything saved before the time ran out is kept: submit your answers to have them marked.",
  notSubmitted: "Submit your answers first.",
  answerTooLong: (limit: number) => `An answer can be up to ${limit.toLocaleString("en-GB")} characters. Shorten it and save again: your text is still here.`,
  saveFailed: "Your answers could not be saved. Your text is still here: try again in a moment.",
  noCatalogueType: "This question cannot be marked: its subject and exam board are not in the exam catalogue.",
  allowanceRanOut:
    "Today's allowance of markings ran out before every answer was marked. The remaining answers are saved and not marked: use \"Mark the remaining answers\" when you have markings left.",
  allowanceStatement:
    "Each essay or short-answer question you answer is marked and uses one marking from today's allowance. Questions you leave blank use nothing. Multiple-choice questions with an answer key are marked instantly and use none.",
  noKey: "Not marked (no answer key)",
  markingTooQuick:
    "You have sent a lot of answers for marking in the last few minutes. The remaining answers are saved and not marked: use \"Mark the remaining answers\" in a few minutes.",
} as const;
