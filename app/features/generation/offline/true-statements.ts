import { EXTRACT_BANK } from "./extract-bank";
import { hashString, normaliseName, pickBySeed } from "./generate-question";
import { unnumberLines } from "./number-lines";

/**
 * An offline "choose four true statements" question (AQA 8700/2 Question 1 style) with an answer key
 * that is right by construction. Each statement says the first part of the source contains some exact
 * words: the true ones quote words that are there; the false ones quote words from another passage of
 * the extract bank that appear nowhere in the source. Nothing is paraphrased, so no statement can be
 * true or false by accident. Null when the source is too short to make four true statements.
 */

export interface TrueStatementsQuestion {
  text: string;
  /** The true statements' letters, e.g. "A, C, F, H". */
  answerKey: string;
}

const LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H"] as const;
const PHRASE_WORDS = 5;

/** Sentences of a passage, without the "(From ..., ...)" attribution the generator adds. */
function sentences(text: string): string[] {
  const body = text.replace(/\n*\(From [^\n]*\)\s*$/, "");
  return body
    .split(/(?<=[.!?])["'’”)]*\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The first few plain words of a sentence (letters, apostrophes and hyphens only), or null if too short. */
function phraseOf(sentence: string): string | null {
  const words = sentence.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g) ?? [];
  if (words.length < PHRASE_WORDS) return null;
  return words.slice(0, PHRASE_WORDS).join(" ");
}

/** Whether the words of `phrase` appear in order, as whole words, in `text` (case and punctuation ignored). */
function contains(text: string, phrase: string): boolean {
  return ` ${normaliseName(text)} `.includes(` ${normaliseName(phrase)} `);
}

export function offlineTrueStatements(sourceText: string, seed: string): TrueStatementsQuestion | null {
  const all = sentences(sourceText);
  // "The first part of the source": the first half of its sentences, at least four of them.
  const firstPart = all.slice(0, Math.max(4, Math.ceil(all.length / 2)));
  const truths = [...new Set(firstPart.map(phraseOf).filter((phrase): phrase is string => phrase !== null))].slice(0, 4);
  if (truths.length < 4) return null;
  // A printed Language source has line numbers at the ends of some lines; words that run across one are
  // still in the source, so a false statement is checked against the running text.
  const running = unnumberLines(sourceText);

  const falsehoods: string[] = [];
  const others = [...EXTRACT_BANK].sort((a, b) => hashString(`${seed}:${a.id}`) - hashString(`${seed}:${b.id}`));
  for (const entry of others) {
    if (falsehoods.length === 4) break;
    const phrase = pickBySeed(
      sentences(entry.text).map(phraseOf).filter((candidate): candidate is string => candidate !== null).concat(["-"]),
      seed,
      entry.id,
    );
    if (phrase === "-" || contains(running, phrase) || falsehoods.some((taken) => normaliseName(taken) === normaliseName(phrase))) continue;
    falsehoods.push(phrase);
  }
  if (falsehoods.length < 4) return null;

  const statements = [...truths.map((phrase) => ({ phrase, true: true })), ...falsehoods.map((phrase) => ({ phrase, true: false }))].sort(
    (a, b) => hashString(`${seed}|${a.phrase}`) - hashString(`${seed}|${b.phrase}`),
  );
  const lines = statements.map((statement, index) => `${LETTERS[index]}. The first part of the source contains the words "${statement.phrase}".`);
  const answerKey = statements.flatMap((statement, index) => (statement.true ? [LETTERS[index]] : [])).join(", ");
  return {
    text: ["Read again the first part of the source. Choose four statements below which are true. Write the letters of the four true statements.", ...lines].join("\n"),
    answerKey,
  };
}
