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
  /** @type {string[]} */
  const candidates = [];
  for (let i = 0; i < lower.length - 1; i++) candidates.push(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2));
  for (let i = 0; i <= lower.length; i++) for (const letter of LETTERS) candidates.push(lower.slice(0, i) + letter + lower.slice(i));
  for (let i = 0; i < lower.length; i++) candidates.push(lower.slice(0, i) + lower.slice(i + 1));
  for (let i = 0; i < lower.length; i++) for (const letter of LETTERS) if (letter !== lower[i]) candidates.push(lower.slice(0, i) + letter + lower.slice(i + 1));
  const found = candidates.find((candidate) => candidate.length > 1 && checker.correct(candidate));
  if (!found) return undefined;
  return /^[A-Z]/.test(word) ? found.charAt(0).toUpperCase() + found.slice(1) : found;
}

/**
 * Answers one request of the service.
 * @param {SpellChecker} checker
 * @param {SpellingRequest} request
 * @returns {SpellingReply}
 */
export function answer(checker, request) {
  if (request.kind === "misspelt") return { id: request.id, words: misspeltAmong(checker, request.words) };
  /** @type {Array<[string, string]>} */
  const suggestions = [];
  for (const word of new Set(request.words)) {
    const suggestion = quickSuggestion(checker, word);
    if (suggestion !== undefined) suggestions.push([word, suggestion]);
  }
  return { id: request.id, suggestions };
}

// The worker itself: started by spelling-service.ts with { role: "marker-spelling", nspell, dictionary, extraWords }.
if (!isMainThread && parentPort && workerData?.role === "marker-spelling") {
  const port = parentPort;
  try {
    const nspell = createRequire(import.meta.url)(workerData.nspellPath);
    const checker = buildChecker(nspell, workerData.dictionary, workerData.extraWords);
    port.on("message", (/** @type {SpellingRequest} */ request) => {
      try {
        port.postMessage(answer(checker, request));
      } catch (error) {
        port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
      }
    });
    port.postMessage({ id: 0, ready: true });
  } catch (error) {
    port.postMessage({ id: 0, error: error instanceof Error ? error.message : String(error) });
  }
}
