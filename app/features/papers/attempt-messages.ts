/** The texts of sitting a practice paper (start page, attempt, result). */
export const ATTEMPT_MESSAGES = {
  notFound: "Practice paper attempt not found",
  submitted: "This attempt has been submitted: its answers can no longer change.",
  timeUpSaves: "Time is up, so new changes cannot be saved. Everything saved before the time ran out is kept: submit your answers to have them marked.",
  notSubmitted: "Submit your answers first.",
  answerTooLong: (limit: number) => `An answer can be up to ${limit.toLocaleString("en-GB")} characters. Shorten it and save again: your text is still here.`,
  tooMuchToSend: "Not saved: that is more text than can be sent at once. Your text is still here: shorten the longest answers, then save again.",
  saveFailed: "Not saved yet: you seem to be offline. Keep typing: your text is kept here and saves when you are back online.",
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
    "You have sent a lot of answers for marking in the last 10 minutes, so marking is paused. The remaining answers are saved and not marked yet.",
  /** When the pace pause ends at the latest (a 10-minute window), as a London clock time. */
  markingPausedUntil: (time: string) => `Use "Mark the remaining answers" again at ${time}.`,
  /** With no markings left, the button is not offered: the student is told when the allowance resets instead. */
  noMarkingsLeft: (resetsOn: string) => `You have no markings left today. Your allowance resets on ${resetsOn}: come back then to mark the remaining answers.`,
  /** Each unmarked question's own short reason (the banner above says the rest). */
  unmarkedRanOut: "Not marked yet: today's markings ran out.",
  unmarkedPaused: (time: string) => `Not marked yet: marking is paused until ${time}.`,
  unmarkedNotSent: "Not marked yet: saved, not sent for marking.",
  extraTimeUnknown: "Please choose the extra time from the list.",
  /** A save from a tab whose copy of an answer is older than what another tab or device saved since. */
  changedElsewhere: (labels: string) =>
    `${labels} changed in another tab or window after this page loaded it, so this page's copy was not saved over the newer answer. Reload the page to carry on with the newer one (copy anything you want to keep from here first).`,
} as const;

/**
 * Extra time for a timed attempt, as exam access arrangements give it (25% is the usual award; 50% and more for some
 * candidates): a student who has it in the exam practises with it (a screen-reader user's review, 2026-11-27).
 */
export const EXTRA_TIME_CHOICES = [
  { percent: 0, label: "No extra time" },
  { percent: 25, label: "25% extra time" },
  { percent: 50, label: "50% extra time" },
  { percent: 100, label: "100% extra time (double time)" },
] as const;

export type ExtraTimePercent = (typeof EXTRA_TIME_CHOICES)[number]["percent"];

/** The choice a form sent, or null for anything that is not one of them (a missing field is no extra time). */
export function extraTimeFrom(value: FormDataEntryValue | null): ExtraTimePercent | null {
  if (value === null || value === "") return 0;
  const choice = EXTRA_TIME_CHOICES.find((candidate) => String(candidate.percent) === value);
  return choice ? choice.percent : null;
}

/** The time allowed with the extra time, to the whole minute. */
export function withExtraTime(timeAllowedSeconds: number, percent: ExtraTimePercent): number {
  return Math.round((timeAllowedSeconds * (100 + percent)) / 100 / 60) * 60;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What handing in will do, plainly: how many answers are marked now, and what happens to the rest. */
export function confirmText(
  confirm: { answered: number; markings: number; pace?: { left: number; freeAt: string } },
  questionCount: number,
  markingsLeft: number | null,
  resetsOn: string,
): string {
  const answered = `You have answered ${confirm.answered} of ${plural(questionCount, "question", "questions")}.`;
  const after = "You cannot change your answers afterwards.";
  if (confirm.markings === 0) return `${answered} Nothing needs a marking from today's allowance. ${after}`;
  // The marking pace (answers sent in the last ten minutes) holds back some that the allowance would take: said, with
  // when "Mark the remaining answers" takes them.
  const pace = confirm.pace;
  const allowed = markingsLeft === null ? confirm.markings : Math.min(confirm.markings, markingsLeft);
  if (pace && pace.left < allowed) {
    const now = pace.left === 0 ? "none of them will be marked now" : `only ${pace.left} will be marked now`;
    const waiting = confirm.markings - pace.left;
    return `${answered} ${plural(confirm.markings, "answer needs", "answers need")} marking. You have sent a lot of answers for marking in the last 10 minutes, so ${now}. ${waiting === 1 ? "The other one stays" : `The other ${waiting} stay`} saved: use "Mark the remaining answers" on the result page at ${pace.freeAt}${markingsLeft === null ? "" : " (each uses one of today's markings)"}. ${after}`;
  }
  if (markingsLeft === null || markingsLeft >= confirm.markings) {
    const left = markingsLeft === null ? "" : ` (you have ${markingsLeft} left)`;
    return `${answered} Marking will use ${plural(confirm.markings, "marking", "markings")} from today's allowance${left}. ${after}`;
  }
  const rest = confirm.markings - markingsLeft;
  const need = `${answered} ${plural(confirm.markings, "answer needs", "answers need")} marking.`;
  const later = (count: number) => `you can mark ${count === 1 ? "it" : "them"} after your allowance resets on ${resetsOn}.`;
  // With none left, none is marked now: every one of them waits (there is no "other" part).
  if (markingsLeft === 0) {
    return `${need} You have no markings left today, so none of them will be marked now. ${confirm.markings === 1 ? "It stays" : "They stay"} saved: ${later(confirm.markings)} ${after}`;
  }
  return `${need} You have ${plural(markingsLeft, "marking", "markings")} left today, so only ${markingsLeft} will be marked now. ${rest === 1 ? "The other one stays" : `The other ${rest} stay`} saved: ${later(rest)} ${after}`;
}

/**
 * An answer far shorter than its marks expect (under ten words for a question of eight marks or more, the answer
 * form's rule), each named with its words and marks: handing it in uses one of today's markings for a mark of little
 * or nothing, so the confirmation says so before the student decides. Multiple choice is not written, so never short.
 */
export function shortAnswers(
  questions: ReadonlyArray<{ id: string; label: string; marks: number; kind: string }>,
  answers: Record<string, string | undefined>,
): Array<{ label: string; words: number; marks: number }> {
  return questions.flatMap((question) => {
    if (question.kind !== "model" || question.marks < 8) return [];
    const text = (answers[question.id] ?? "").trim();
    const words = text === "" ? 0 : text.split(/\s+/).length;
    return words > 0 && words < 10 ? [{ label: question.label, words, marks: question.marks }] : [];
  });
}

/** The confirmation's line about answers that look unfinished; empty when there are none. */
export function shortAnswersText(short: ReadonlyArray<{ label: string; words: number; marks: number }>): string {
  if (short.length === 0) return "";
  const each = short.map((answer) => `${answer.label} (${plural(answer.words, "word", "words")} for ${answer.marks} marks)`);
  const list = each.length === 1 ? each[0] : `${each.slice(0, -1).join(", ")} and ${each.at(-1)}`;
  const one = short.length === 1;
  return `${one ? "This answer is" : "These answers are"} much shorter than the marks expect: ${list}. Marking ${one ? "it uses a marking" : "each uses a marking"} all the same: keep working to add to ${one ? "it, or submit it as it is" : "them, or submit them as they are"}.`;
}
