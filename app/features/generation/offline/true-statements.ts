import { EXTRACT_BANK } from "./extract-bank";
import { hashString, normaliseName, pickBySeed } from "./generate-question";
import { themeOfModernText } from "./nonfiction-themes";
import { unnumberLines } from "./number-lines";

/**
 * An offline "choose four true statements" question (AQA 8700/2 Question 1 style) with an answer key
 * that is right by construction. On one of Marker's own 21st-century texts (printed as Source A of a pair) the
 * statements are hand-written ones about its meaning. Otherwise each statement says the first part of the source contains some exact
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

/** The first text of a labelled pair ("Source A\n\n...\n\nSource B\n\n..."), or null when the source is one text. */
function firstOfPair(sourceText: string): { label: string; body: string } | null {
  const match = /^(Source A|Text 1)\n\n([\s\S]*?)(?:\n\n(?:Source B|Text 2)\n\n[\s\S]*)?$/.exec(sourceText.trim());
  return match ? { label: match[1] as string, body: match[2] as string } : null;
}

/**
 * Statements that test understanding of one of Marker's own 21st-century texts (nonfiction-themes.ts): four
 * true and four false, each written about the meaning of its first two paragraphs and checked by hand.
 */
function themedStatements(label: string, body: string, seed: string): TrueStatementsQuestion | null {
  const theme = themeOfModernText(unnumberLines(body.replace(/\n*\(From [^\n]*\)\s*$/, "")));
  if (!theme) return null;
  const shuffle = (items: readonly string[]) => [...items].sort((a, b) => hashString(`${seed}|${a}`) - hashString(`${seed}|${b}`));
  const statements = [
    ...shuffle(theme.modern.statements.true).slice(0, 4).map((statement) => ({ statement, true: true })),
    ...shuffle(theme.modern.statements.false).slice(0, 4).map((statement) => ({ statement, true: false })),
  ].sort((a, b) => hashString(`${seed}||${a.statement}`) - hashString(`${seed}||${b.statement}`));
  return {
    text: [
      `Read again the first two paragraphs of ${label}. Choose four statements below which are true. Write the letters of the four true statements.`,
      ...statements.map((item, index) => `${LETTERS[index]}. ${item.statement}`),
    ].join("\n"),
    answerKey: statements.flatMap((item, index) => (item.true ? [LETTERS[index]] : [])).join(", "),
  };
}

export function offlineTrueStatements(sourceText: string, seed: string): TrueStatementsQuestion | null {
  // A pair of sources (a built AQA Paper 2): the question is on Source A alone; on one of Marker's own texts it
  // tests what the writer means, not just which words are there.
  const pair = firstOfPair(sourceText);
  if (pair) {
    const themed = themedStatements(pair.label, pair.body, seed);
    if (themed) return themed;
    const quoted = offlineTrueStatements(pair.body, seed);
    return quoted ? { ...quoted, text: quoted.text.replace("the first part of the source", `the first part of ${pair.label}`) } : null;
  }
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
