// The offline marker's spell checker, run in a worker thread (spelling-service.ts starts it).
//
// Why a thread of its own: nspell keeps the British dictionary as one object of about 120,000 keys (19 MB
// of heap, 400 ms to build), and every word it looks up as a key is interned by the JavaScript engine.
// On the server's thread, the intern table's growth and the garbage collection of that heap stopped the
// event loop for 30-100 ms at a time while marking (bench:marking-quality found steps of 104 ms on a
// 387-word answer). Here they stop only this thread; the server's thread waits for an answer without
// blocking.
//
// Plain JavaScript so that the worker can be started from the source tree, the test runner and the
// production build alike. The pure functions are exported for unit tests.

import { createRequire } from "node:module";
import { isMainThread, parentPort, workerData } from "node:worker_threads";

/**
 * @typedef {{ correct(word: string): boolean }} SpellChecker
 * @typedef {{ id: number; kind: "misspelt" | "suggest"; words: string[] }} SpellingRequest
 * @typedef {{ id: number; words?: string[]; suggestions?: Array<[string, string]>; error?: string }} SpellingReply
 */

/**
 * Builds the checker from nspell and the dictionary's two files, with the words the dictionary lacks.
 * @param {(dictionary: { aff: Buffer; dic: Buffer }) => SpellChecker & { add(word: string): unknown }} nspell
 * @param {{ aff: Uint8Array; dic: Uint8Array }} dictionary
 * @param {readonly string[]} extraWords
 * @returns {SpellChecker}
 */
export function buildChecker(nspell, dictionary, extraWords) {
  const checker = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  for (const word of extraWords) checker.add(word);
  return checker;
}

const OXFORD_ENDING = /iz(e|es|ed|ing|ation|ations|er|ers)$/;

/**
 * Whether a word of the answer is spelt right: as written or in lower case (a sentence opener), with a
 * possessive 's, or in Oxford spelling (-ize is British too when the -ise form is in the dictionary).
 * @param {string} word
 * @param {SpellChecker} checker
 */
export function isSpeltRight(word, checker) {
  const plain = word.replace(/’/g, "'");
  if (checker.correct(plain) || checker.correct(plain.toLowerCase())) return true;
  const withoutPossessive = plain.replace(/'s$/i, "");
  if (withoutPossessive !== plain && (checker.correct(withoutPossessive) || checker.correct(withoutPossessive.toLowerCase()))) {
    return true;
  }
  const lower = plain.toLowerCase();
  return OXFORD_ENDING.test(lower) && checker.correct(lower.replace(OXFORD_ENDING, "is$1"));
}

/**
 * The words of a list that are misspelt, each judged once.
 * @param {SpellChecker} checker
 * @param {readonly string[]} words
 * @returns {string[]}
 */
export function misspeltAmong(checker, words) {
  return [...new Set(words)].filter((word) => !isSpeltRight(word, checker));
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * The words one edit away from a lower-case word, in the order they are tried: two letters swapped, a
 * letter left out (one added here), a letter too many, a letter changed. The commonest slips come first.
 * @param {string} lower
 * @returns {Generator<string>}
 */
function* oneEditAway(lower) {
  for (let i = 0; i < lower.length - 1; i++) yield lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2);
  for (let i = 0; i <= lower.length; i++) for (const letter of LETTERS) yield lower.slice(0, i) + letter + lower.slice(i);
  for (let i = 0; i < lower.length; i++) yield lower.slice(0, i) + lower.slice(i + 1);
  for (let i = 0; i < lower.length; i++) for (const letter of LETTERS) if (letter !== lower[i]) yield lower.slice(0, i) + letter + lower.slice(i + 1);
}

/** @param {string} word */
const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A correction one edit away (a letter left out, added, changed, or two swapped), checked word by word
 * against the dictionary: about a millisecond, where a full search of the dictionary takes tens. Swaps
 * and left-out letters (the commonest slips) are tried first; a word further off gets no suggestion.
 * @param {SpellChecker} checker
 * @param {string} word
 * @returns {string | undefined}
 */
export function quickSuggestion(checker, word) {
  const lower = word.toLowerCase();
  if (lower.length < 3 || lower.length > 20 || !/^[a-z']+$/.test(lower)) return undefined;
  for (const candidate of oneEditAway(lower)) {
    if (candidate.length > 1 && checker.correct(candidate)) return /^[A-Z]/.test(word) ? capitalise(candidate) : candidate;
  }
  return undefined;
}

/**
 * The names the service knows (spelling-names.ts) by their lower case, as spelt; only those the
 * dictionary does not know as a common word ("Hero", "Pip" and "Scrooge" are words too).
 * @param {SpellChecker} checker
 * @param {readonly string[]} names
 * @returns {Map<string, string>}
 */
export function nameIndex(checker, names) {
  /** @type {Map<string, string>} */
  const index = new Map();
  for (const name of names) {
    const lower = name.toLowerCase();
    if (!checker.correct(lower) && !index.has(lower)) index.set(lower, name);
  }
  return index;
}

/** The shortest capitalised word that may be a misspelt sentence opener rather than a name. */
const SHORTEST_OPENER = 5;

/** Words the dictionary holds that the feedback never offers a 14-16-year-old as a correction. */
const NEVER_SUGGESTED = new Set(["cunt", "cunts", "fuck", "fucks", "fucked", "fucker", "fucking", "shit", "shits", "shite", "twat", "twats", "wank", "wanker", "wankers", "bollocks", "slut", "sluts", "whore", "whores", "bitch", "bitches"]);

/**
 * The correction the feedback shows for a misspelt word, or none. Built on quickSuggestion's one-edit
 * search, with what a name needs:
 * - A capitalised word the marker flagged opens a sentence (analyse-answer.ts never flags one inside a
 *   sentence): a misspelt word, or a name the dictionary lacks ("Enfield", "Duma", "Carew"). So a known
 *   name (spelling-names.ts) is never corrected, a correction keeps the first letter ("Enfield" is not
 *   "Infield"), and a word under five letters is not made a common word ("Kapp" is not "Kappa"). A known
 *   name one edit away is offered with its capital ("Banqou": "Banquo").
 * - A name written in lower case gets its capital ("birling": "Birling"); another lower-case word gets
 *   the first word one edit away, or else a name.
 * - A word in capitals (an abbreviation: "NEP", "USSR") gets none.
 * Common words and the known names come before the dictionary's other proper nouns ("Finaly" is
 * "Finally", not "Finlay"). The possessive 's and the apostrophe as typed (' or ’) are kept.
 * @param {SpellChecker} checker
 * @param {string} word
 * @param {ReadonlyMap<string, string>} [names] nameIndex's map
 * @returns {string | undefined}
 */
export function feedbackCorrection(checker, word, names = new Map()) {
  const curly = word.includes("’");
  const plain = word.replace(/’/g, "'");
  const possessive = /'s$/i.test(plain) ? plain.slice(-2) : "";
  const base = possessive ? plain.slice(0, -2) : plain;
  const lower = base.toLowerCase();
  if (lower.length < 2 || lower.length > 20 || !/^[a-z']+$/.test(lower) || base === base.toUpperCase()) return undefined;
  const capitalised = /^[A-Z]/.test(base);
  /** @param {string} correction */
  const asTyped = (correction) => {
    const whole = correction + possessive;
    return curly ? whole.replace(/'/g, "’") : whole;
  };
  /** A word the dictionary knows only with a capital ("London"). @param {string} candidate */
  const properNoun = (candidate) => (checker.correct(capitalise(candidate)) && !checker.correct(candidate) ? capitalise(candidate) : undefined);
  /** @param {string} candidate */
  const common = (candidate) => !NEVER_SUGGESTED.has(candidate) && checker.correct(candidate);

  if (capitalised && [lower, lower.replace(/s$/, ""), lower.replace(/es$/, "")].some((form) => names.has(form))) return undefined;
  if (!capitalised) {
    const name = names.get(lower) ?? properNoun(lower);
    if (name) return asTyped(name);
  }
  if (lower.length < 3) return undefined;
  /** @type {string[]} */
  const candidates = [];
  for (const candidate of oneEditAway(lower)) {
    if (candidate.length < 2 || candidate === lower) continue;
    // A capitalised word's first letter stays: names differ from words there ("Enfield", "Infield").
    if (capitalised && candidate[0] !== lower[0]) continue;
    candidates.push(candidate);
  }
  for (const candidate of candidates) {
    const name = names.get(candidate);
    if (name) return asTyped(name);
    if (common(candidate) && (!capitalised || lower.length >= SHORTEST_OPENER)) return asTyped(capitalised ? capitalise(candidate) : candidate);
  }
  for (const candidate of candidates) {
    const name = properNoun(candidate);
    if (name) return asTyped(name);
  }
  return undefined;
}

/**
 * Answers one request of the service.
 * @param {SpellChecker} checker
 * @param {SpellingRequest} request
 * @param {ReadonlyMap<string, string>} [names] nameIndex's map
 * @returns {SpellingReply}
 */
export function answer(checker, request, names = new Map()) {
  if (request.kind === "misspelt") return { id: request.id, words: misspeltAmong(checker, request.words) };
  /** @type {Array<[string, string]>} */
  const suggestions = [];
  for (const word of new Set(request.words)) {
    const suggestion = feedbackCorrection(checker, word, names);
    if (suggestion !== undefined) suggestions.push([word, suggestion]);
  }
  return { id: request.id, suggestions };
}

// The worker itself: started by spelling-service.ts with { role: "marker-spelling", nspell, dictionary, extraWords, names }.
if (!isMainThread && parentPort && workerData?.role === "marker-spelling") {
  const port = parentPort;
  try {
    const nspell = createRequire(import.meta.url)(workerData.nspellPath);
    const checker = buildChecker(nspell, workerData.dictionary, workerData.extraWords);
    const names = nameIndex(checker, workerData.names ?? []);
    port.on("message", (/** @type {SpellingRequest} */ request) => {
      try {
        port.postMessage(answer(checker, request, names));
      } catch (error) {
        port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
      }
    });
    port.postMessage({ id: 0, ready: true });
  } catch (error) {
    port.postMessage({ id: 0, error: error instanceof Error ? error.message : String(error) });
  }
}
