/** The texts of sitting a practice paper (start page, attempt, result). */
export const ATTEMPT_MESSAGES = {
  notFound: "Practice paper attempt not found",
  submitted: "This attempt has been submitted: its answers can no longer change.",
  timeUpSaves: "Time is up, so new changes cannot be saved. Everything saved before the time ran out is kept: submit your answers to have them marked.",
  notSubmitted: "Submit your answers first.",
  answerTooLong: (limit: number) => `An answer can be up to ${limit.toLocaleString("en-GB")} characters. Shorten it and save again: your text is still here.`,
  saveFailed: "Your answers could not be saved. Your text is still here: try again in a moment.",
  pausedSaves: "The clock is paused, so changes cannot be saved. Your text is still here: resume the clock to save it.",
  restoredLocal: "We put back text you typed on this device that had not been saved yet.",
  offlineSubmit: "You seem to be offline, so your answers cannot be handed in yet. Your text is still here: try again when you are back online.",
  noCatalogueType: "This question cannot be marked: its subject and exam board are not in the exam catalogue.",
  questionTooLongToMark: (limit: number) =>
    `This question cannot be marked: it is longer than the ${limit.toLocaleString("en-GB")} characters marking accepts. Make a new paper with a shorter question to practise it.`,
  sourceTooLongToMark: (limit: number) =>
    `This question cannot be marked: its source is longer than the ${limit.toLocaleString("en-GB")} characters marking accepts. Make a new paper with a shorter source to practise it.`,
  answerTooLongToMark: (limit: number) => `This answer cannot be marked: it is longer than the ${limit.toLocaleString("en-GB")} characters marking accepts.`,
  notSentYet: 'Saved and not sent for marking yet: use "Mark the remaining answers" to send it.',
  unmarkableLeftOut: "Answers that cannot be marked are left out of the total.",
  allowanceRanOut:
    "Today's allowance of markings ran out before every answer was marked. The remaining answers are saved and not marked: use \"Mark the remaining answers\" when you have markings left.",
  allowanceStatement:
    "Each essay or short-answer question you answer is marked and uses one marking from today's allowance. Questions you leave blank use nothing. Multiple-choice questions with an answer key are marked instantly and use none.",
  noKey: "Not marked (no answer key)",
  markingTooQuick:
    "You have sent a lot of answers for marking in the last few minutes. The remaining answers are saved and not marked: use \"Mark the remaining answers\" in a few minutes.",
} as const;
