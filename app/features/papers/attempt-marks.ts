/**
 * Marks given without the model, and marks scaled between a catalogue question type and the paper's
 * own question. Pure; unit-tested in attempt-marks.test.ts.
 */

import { isBlank } from "~/platform/text/blank";

export interface ChoiceOption {
  letter: string;
  text: string;
}

const OPTION_LINE = /^\s*\(?([A-Ja-j])\s*[).:]\s+(\S.*)$/;

/**
 * The lettered options written in a multiple-choice question ("A) ...", "A. ...", "(A) ...", "A: ..."),
 * in order. Options must run A, B, C... from A; fewer than two means the question has none we can offer.
 */
export function parseChoiceOptions(questionText: string): ChoiceOption[] {
  const options: ChoiceOption[] = [];
  for (const line of questionText.split(/\r?\n/)) {
    const match = OPTION_LINE.exec(line);
    if (!match) continue;
    const letter = match[1]!.toUpperCase();
    const expected = String.fromCharCode("A".charCodeAt(0) + options.length);
    if (letter !== expected) continue;
    options.push({ letter, text: match[2]!.trim() });
  }
  return options.length >= 2 ? options : [];
}

/** A multiple-choice question split into its stem (the lines that are not options) and its options. */
export function splitChoiceQuestion(questionText: string): { stem: string; options: ChoiceOption[] } {
  const options = parseChoiceOptions(questionText);
  if (options.length === 0) return { stem: questionText, options };
  const optionLines = new Set(options.map((option) => option.text));
  const stem = questionText
    .split(/\r?\n/)
    .filter((line) => {
      const match = OPTION_LINE.exec(line);
      return !(match && optionLines.has(match[2]!.trim()));
    })
    .join("\n")
    .trim();
  return { stem, options };
}

/** The option letters in a key or an answer ("A, C", "ac", "B"), upper case, once each, in order. */
export function parseLetters(value: string): string[] {
  const letters = new Set((value.toUpperCase().match(/[A-Z]/g) ?? []).sort());
  return [...letters];
}

/** Letters as stored and shown: "A, C". */
export const formatLetters = (letters: readonly string[]) => letters.join(", ");

/**
 * A multiple-choice mark from its key, without the model. Each correct letter chosen earns
 * marks / (letters in the key); each wrong letter chosen cancels one correct letter (so choosing every
 * option earns nothing); the result is rounded down and kept between 0 and the question's marks.
 * A key with no letters marks nothing (null).
 */
export function choiceMarks(answerKey: string, chosen: string, marks: number): number | null {
  const key = parseLetters(answerKey);
  if (key.length === 0) return null;
  const picked = parseLetters(chosen);
  const correct = picked.filter((letter) => key.includes(letter)).length;
  const wrong = picked.length - correct;
  const net = Math.max(0, correct - wrong);
  return Math.min(marks, Math.max(0, Math.floor((net * marks) / key.length)));
}

/**
 * A mark given out of the catalogue question type's marks, scaled to the question's own marks when they
 * differ: achieved x (question marks / type marks), rounded to the nearest whole mark, kept in 0..question marks.
 */
export function scaleMarks(achieved: number, outOf: number, questionMarks: number): number {
  if (outOf <= 0) return 0;
  if (outOf === questionMarks) return Math.min(questionMarks, Math.max(0, achieved));
  return Math.min(questionMarks, Math.max(0, Math.round((achieved * questionMarks) / outOf)));
}

/** How a question of a paper is marked: by the model (essay, short answer), from its key, or not at all. */
export type MarkingKind = "model" | "choice" | "no-key";

export function markingKindOf(question: { questionType: string; answerKey: string | null }): MarkingKind {
  if (question.questionType !== "multiple_choice") return "model";
  return question.answerKey && parseLetters(question.answerKey).length > 0 ? "choice" : "no-key";
}

/** Whether an answer counts as answered: some text, or (multiple choice) at least one letter. */
export function isAnswered(kind: MarkingKind, answerText: string | null | undefined): boolean {
  if (!answerText) return false;
  // Text of only invisible characters is no answer (decision 005): it would cost a marking and earn nothing.
  return kind === "model" ? !isBlank(answerText) : parseLetters(answerText).length > 0;
}
