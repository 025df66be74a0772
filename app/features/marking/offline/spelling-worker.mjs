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
 * @typedef {{ names: ReadonlyMap<string, string>; plurals: ReadonlySet<string>; commonness: ReadonlyMap<string, number>; accented: ReadonlyMap<string, readonly string[]> }} Lexicon
 *   What the worker knows beside the dictionary: the names of set texts and topics (nameIndex), the nouns
 *   whose regular plural the dictionary misses (pluralIndex), how common everyday words are
 *   (commonnessIndex) and the words it knows with accents, by their letters without them (accentIndex).
 */

/** @type {Lexicon} */
const EMPTY_LEXICON = { names: new Map(), plurals: new Set(), commonness: new Map(), accented: new Map() };

/**
 * Words English writes with accents that the British dictionary lacks even without them, and the other
 * words of the phrases they come in ("déjà vu", "vis-à-vis", "coup d'état", "raison d'être"). Added to the
 * checker (buildChecker).
 */
export const ACCENTED_LOANWORDS = ["déjà", "vu", "brûlée", "tête", "vis", "d'état", "d'être", "raison", "über"];

/**
 * Words English writes with accents whose letters the dictionary has without them ("cafe", "fiance",
 * "naive", "facade", "Bronte"): an accented word is read without its accents (isSpeltRight), so these
 * never count as misspelt. Listed for corrections: a correction of a word written with accents keeps
 * them when it is one of these ("cafée" is "café", not "cafe"; feedbackCorrection).
 */
export const ACCENTED_SPELLINGS = [
  "café", "cafés", "fiancé", "fiancés", "fiancée", "fiancées", "naïve", "naïvely", "naïvety", "naïveté", "résumé",
  "résumés", "façade", "façades", "cliché", "clichés", "clichéd", "protégé", "protégée", "élite", "élites", "rôle",
  "rôles", "crème", "soirée", "entrée", "décor", "crèche", "exposé", "séance", "matinée", "fête", "attaché",
  "doppelgänger", "débutante", "début", "débâcle", "née", "émigré", "éclair", "détente", "mêlée", "élan", "régime",
  "première", "purée", "sauté", "soufflé", "touché", "blasé", "risqué", "passé", "cortège", "piñata", "jalapeño",
  "señor", "señora", "señorita", "Brontë", "Zoë", "Chloë", "Noël", "Renée", "José", "André", "Zürich", "Bogotá",
];

/**
 * Builds the checker from nspell and the dictionary's two files, with the words the dictionary lacks.
 * @param {(dictionary: { aff: Buffer; dic: Buffer }) => SpellChecker & { add(word: string): unknown }} nspell
 * @param {{ aff: Uint8Array; dic: Uint8Array }} dictionary
 * @param {readonly string[]} extraWords
 * @returns {SpellChecker}
 */
export function buildChecker(nspell, dictionary, extraWords) {
  const checker = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  for (const word of [...extraWords, ...ACCENTED_LOANWORDS]) checker.add(word);
  return checker;
}

/**
 * The word with its accents taken off (and æ, œ written out): "café" is "cafe", "Brontë" "Bronte",
 * "naïve" "naive". Each accented letter becomes one letter, so the word keeps its length unless it has
 * a ligature.
 * @param {string} word
 */
export function withoutAccents(word) {
  return word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/æ/g, "ae")
    .replace(/Æ/g, "Ae")
    .replace(/œ/g, "oe")
    .replace(/Œ/g, "Oe");
}

/**
 * The words with accents the worker knows (the dictionary's own, the words and names added to it,
 * ACCENTED_LOANWORDS and ACCENTED_SPELLINGS), by the lower case of their letters without accents: "deja"
 * is "déjà", "bruning" "Brüning". Only words whose accented letters are one letter each, so that a form
 * can take the case of the word it is compared with (isSpeltRight).
 * @param {Uint8Array | string} dic the dictionary's word list (its .dic file)
 * @param {readonly string[]} words
 * @returns {Map<string, string[]>}
 */
export function accentIndex(dic, words) {
  const text = typeof dic === "string" ? dic : Buffer.from(dic).toString("utf8");
  const dictionaryWords = text
    .split("\n")
    .filter((line) => /[^\p{ASCII}]/u.test(line))
    .map((line) => line.split("/")[0]?.trim() ?? "");
  /** @type {Map<string, string[]>} */
  const index = new Map();
  for (const word of [...dictionaryWords, ...words, ...ACCENTED_LOANWORDS, ...ACCENTED_SPELLINGS]) {
    const form = word.normalize("NFC");
    const plain = withoutAccents(form);
    if (plain === form || plain.length !== form.length) continue;
    const key = plain.toLowerCase();
    const forms = index.get(key) ?? [];
    if (!forms.includes(form)) index.set(key, [...forms, form]);
  }
  return index;
}

/**
 * A form of the lexicon's written in the capitals of a word with the same letters ("Deja": "Déjà").
 * @param {string} form
 * @param {string} word
 */
function inCapitalsOf(form, word) {
  return [...form].map((letter, i) => (/\p{Lu}/u.test(word[i] ?? "") ? letter.toUpperCase() : letter.toLowerCase())).join("");
}

const OXFORD_ENDING = /iz(e|es|ed|ing|ation|ations|er|ers)$/;

/**
 * Whether a word of the answer is spelt right: as written or in lower case (a sentence opener), with a
 * possessive 's, in Oxford spelling (-ize is British too when the -ise form is in the dictionary), as the
 * regular plural of a noun whose plural the dictionary misses ("oxymorons", "sibilances": pluralIndex), or
 * as a name of a set text or topic the dictionary lacks, spelt as the name is ("Seyton", "Siward's",
 * "Capulets": nameIndex). A name in lower case ("seyton") or in other capitals ("Dna" for "DNA") stays
 * misspelt, as before (the feedback gives it its capitals).
 * Accents: a word English writes with accents is right with them or without ("café" and "cafe", "naïve",
 * "Brontë's"): it is read as written, then without its accents (the dictionary has "cafe", not "café"),
 * then as the accented forms the worker knows of its letters ("deja" is "déjà": accentIndex). A wrong
 * accent on a right word ("cafè") is not counted: the checker judges letters, not accents.
 * @param {string} word
 * @param {SpellChecker} checker
 * @param {Lexicon} [lexicon]
 */
export function isSpeltRight(word, checker, lexicon = EMPTY_LEXICON) {
  const written = word.normalize("NFC");
  if (isSpeltRightAsWritten(written, checker, lexicon)) return true;
  const plain = withoutAccents(written);
  if (plain !== written && isSpeltRightAsWritten(plain, checker, lexicon)) return true;
  return accentedFormsOf(plain, lexicon).some((form) => form !== written && isSpeltRightAsWritten(form, checker, lexicon));
}

/**
 * The accented forms the worker knows of a word's letters (accentIndex), in the word's capitals and with
 * its possessive 's: "Deja" is "Déjà", "Bruning's" "Brüning's".
 * @param {string} plain the word without accents
 * @param {Lexicon} lexicon
 * @returns {string[]}
 */
function accentedFormsOf(plain, lexicon) {
  if (lexicon.accented.size === 0) return [];
  const possessive = /['’]s$/i.test(plain) ? plain.slice(-2) : "";
  const base = possessive ? plain.slice(0, -2) : plain;
  const forms = [base, base.replace(/['’]/g, "'")].flatMap((form) => lexicon.accented.get(form.toLowerCase()) ?? []);
  return forms.filter((form) => form.length === base.length).map((form) => inCapitalsOf(form, base) + possessive);
}

/**
 * Whether a word is spelt right with the letters and accents it is written in (isSpeltRight).
 * @param {string} word
 * @param {SpellChecker} checker
 * @param {Lexicon} lexicon
 */
function isSpeltRightAsWritten(word, checker, lexicon) {
  const plain = word.replace(/’/g, "'");
  if (checker.correct(plain) || checker.correct(plain.toLowerCase())) return true;
  const withoutPossessive = plain.replace(/'s$/i, "");
  if (withoutPossessive !== plain && (checker.correct(withoutPossessive) || checker.correct(withoutPossessive.toLowerCase()))) {
    return true;
  }
  const lower = plain.toLowerCase();
  if (OXFORD_ENDING.test(lower) && checker.correct(lower.replace(OXFORD_ENDING, "is$1"))) return true;
  if ([withoutPossessive, withoutPossessive.replace(/s$/, "")].some((form) => lexicon.names.get(form.toLowerCase()) === form)) return true;
  return regularPluralBases(withoutPossessive.toLowerCase()).some((base) => lexicon.plurals.has(base));
}

/**
 * The singulars a word would be the regular plural of: -ies of a consonant and y ("soliloquies"), -s of
 * anything but s, x, z, h or a consonant and y ("oxymorons"). (Nouns in -ch, -sh and -x are left out: their
 * plurals go -es or -s by sound, "churches" but "epochs", or by Latin, "cortices".)
 * @param {string} lower
 * @returns {string[]}
 */
function regularPluralBases(lower) {
  if (lower.length < 6 || !/^[a-z]+s$/.test(lower)) return [];
  if (/[^aeiou]ies$/.test(lower)) return [`${lower.slice(0, -3)}y`];
  const base = lower.slice(0, -1);
  return /([sxzh]|[^aeiou]y)$/.test(base) ? [] : [base];
}

/** Everyday words that take an 's without being nouns with a plural: "thats" is "that's", never a plural. */
const NOT_PLURAL = new Set([
  "he", "she", "it", "who", "how", "why", "let", "above", "here", "there", "that", "this", "what", "where", "when",
  "then", "once", "least", "less", "many", "might", "most", "much", "next", "worse", "yeah", "today", "tonight",
  "tomorrow", "yesterday", "everyone", "everybody", "someone", "somebody", "anyone", "anybody", "nobody",
  "everything", "something", "anything", "nothing", "within", "without", "wont",
]);

/** Nouns the dictionary lists without a plural because theirs is irregular or the same as the singular. */
const IRREGULAR_SINGULARS = new Set([
  "child", "foot", "tooth", "goose", "mouse", "louse", "sheep", "deer", "moose", "fish", "swine", "aircraft", "offspring",
]);

/**
 * Nouns with no plural whose plural is a known slip of learners, not an inflection the dictionary missed
 * ("informations", "homeworks"); "advices" is "advises" misspelt.
 */
const UNCOUNTABLE = new Set([
  "advice", "information", "knowledge", "furniture", "equipment", "software", "hardware", "luggage", "baggage",
  "feedback", "traffic", "music", "evidence", "research", "weather", "news",
]);

/** Plurals of their own that the dictionary lists as words ("peoples" is a word too). */
const IRREGULAR_PLURALS = new Set(["feet", "teeth", "geese", "mice", "lice", "oxen", "cattle"]);

/**
 * The nouns whose regular plural the dictionary's affix rules miss, by their lower case: the lower-case
 * nouns of its word list that take a possessive (flag M) but have no plural ("oxymoron", "hyperbole",
 * "personification"; also most uncountable nouns, whose plural is a matter of grammar, not spelling), and
 * the lower-case subject terms added to it ("sibilance", "volta"). Left out, so that their regular plural
 * stays misspelt: words under five letters, nouns with an irregular plural ("childs", "thiefs", "womans",
 * "heros", "potatos"), plurals themselves ("childrens", "criterias", "datas"), adjectives ("youngs"),
 * everyday words whose 's is a contraction or a possessive ("thats", "theres", "everythings"), the names of
 * the dictionary ("Chinas" is "China's"), gerunds ("likings"), compounds of -work ("homeworks"), the
 * uncountable nouns learners pluralise ("informations", "advices"), and nouns ending in s, x, z or h
 * ("crisises", "quizes", "stomaches"). Built once when the worker starts (about 75 ms of its CPU, beside
 * the dictionary's 200-300 ms).
 * @param {SpellChecker} checker
 * @param {Uint8Array | string} dic the dictionary's word list (its .dic file)
 * @param {readonly string[]} extraWords
 * @returns {Set<string>}
 */
export function pluralIndex(checker, dic, extraWords) {
  const text = typeof dic === "string" ? dic : Buffer.from(dic).toString("utf8");
  /** The flags of each lower-case word, over all its lines. @type {Map<string, string>} */
  const flags = new Map();
  /** Lower-case forms of the dictionary's capitalised words ("china" for "China"). @type {Set<string>} */
  const capitalised = new Set();
  for (const line of text.split("\n")) {
    const slash = line.indexOf("/");
    const word = slash < 0 ? line.trim() : line.slice(0, slash);
    if (/^[a-z]+$/.test(word)) flags.set(word, (flags.get(word) ?? "") + (slash < 0 ? "" : line.slice(slash + 1)));
    else if (/^[A-Z][a-z]+$/.test(word)) capitalised.add(word.toLowerCase());
  }
  /** @type {Set<string>} */
  const index = new Set();
  /** @param {string} base */
  const consider = (base) => {
    if (base.length < 5 || NOT_PLURAL.has(base) || IRREGULAR_PLURALS.has(base) || UNCOUNTABLE.has(base)) return;
    // "stepchild", "dormouse" and "swordfish" go as their last word does.
    for (const singular of IRREGULAR_SINGULARS) if (base.endsWith(singular)) return;
    // Ending in s, x, z or h ("crisis", "quiz", "epoch": regularPluralBases), a gerund or participle
    // ("lying", "lied"), a compound of -work.
    if (/([sxzh]|ing|ed|work)$/.test(base) || capitalised.has(base)) return;
    if (checker.correct(regularPluralOf(base))) return;
    // -o nouns with -oes ("heroes", "potatoes").
    if (base.endsWith("o") && checker.correct(`${base}es`)) return;
    if (hasIrregularPlural(checker, base) || isIrregularPlural(checker, base)) return;
    index.add(base);
  };
  for (const [word, wordFlags] of flags) {
    // A noun (it takes a possessive) with no plural (S) that is no adjective (no -est, -ness or -ly:
    // "young", "dark").
    if (wordFlags.includes("M") && !/[STPY]/.test(wordFlags)) consider(word);
  }
  for (const word of extraWords) if (/^[a-z]+$/.test(word)) consider(word);
  return index;
}

/** @param {string} base */
function regularPluralOf(base) {
  return /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : `${base}s`;
}

/**
 * A singular whose plural the dictionary gives in another, Germanic form: -man/-men, -f/-ves.
 * (Latin and Greek plurals, "oxymora" and "criteria", have a regular -s plural too in British dictionaries.)
 * @param {SpellChecker} checker
 * @param {string} base
 */
function hasIrregularPlural(checker, base) {
  if (base.endsWith("man") && checker.correct(`${base.slice(0, -3)}men`)) return true;
  return /fe?$/.test(base) && checker.correct(base.replace(/fe?$/, "ves"));
}

/**
 * A plural the dictionary lists as a word of its own: "criteria", "data", "women", "children", "larvae".
 * @param {SpellChecker} checker
 * @param {string} base
 */
function isIrregularPlural(checker, base) {
  if (base.length < 3) return false;
  const stem = base.slice(0, -1);
  if (base.endsWith("a") && (checker.correct(`${stem}on`) || checker.correct(`${stem}um`))) return true;
  if (base.endsWith("i") && checker.correct(`${stem}us`)) return true;
  if (base.endsWith("ae") && checker.correct(stem)) return true;
  if (base.endsWith("men") && checker.correct(`${base.slice(0, -3)}man`)) return true;
  return base.endsWith("ren") && checker.correct(base.slice(0, -3));
}

/**
 * The words of a list that are misspelt, each judged once.
 * @param {SpellChecker} checker
 * @param {readonly string[]} words
 * @param {Lexicon} [lexicon]
 * @returns {string[]}
 */
export function misspeltAmong(checker, words, lexicon = EMPTY_LEXICON) {
  return [...new Set(words)].filter((word) => !isSpeltRight(word, checker, lexicon));
}

/**
 * How common each everyday word is (spelling-common-words.ts): its place in the list, commonest first.
 * @param {readonly string[]} words
 * @returns {Map<string, number>}
 */
export function commonnessIndex(words) {
  /** @type {Map<string, number>} */
  const index = new Map();
  words.forEach((word, place) => {
    if (!index.has(word)) index.set(word, place);
  });
  return index;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * The words one edit away from a lower-case word, in two groups tried in turn: the commonest slips (two
 * letters swapped, a letter left out: one added here), then the others (a letter too many, a letter
 * changed). A word of the first group is offered before any of the second ("peice" is "piece", not
 * "peace"; "movment" is "movement", not "moment").
 * @param {string} lower
 * @returns {[Generator<string>, Generator<string>]}
 */
function oneEditAway(lower) {
  return [commonSlips(lower), otherSlips(lower)];
}

/** @param {string} lower */
function* commonSlips(lower) {
  for (let i = 0; i < lower.length - 1; i++) yield lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2);
  for (let i = 0; i <= lower.length; i++) for (const letter of LETTERS) yield lower.slice(0, i) + letter + lower.slice(i);
}

/** @param {string} lower */
function* otherSlips(lower) {
  for (let i = 0; i < lower.length; i++) yield lower.slice(0, i) + lower.slice(i + 1);
  for (let i = 0; i < lower.length; i++) for (const letter of LETTERS) if (letter !== lower[i]) yield lower.slice(0, i) + letter + lower.slice(i + 1);
}

/** @param {string} word */
const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * How many places of the list of everyday words (spelling-common-words.ts) count as equally common: the
 * list's order is rough, so among words of one band the one-edit search's own order decides ("wer" is
 * "were", a left-out letter, not "her", a changed one).
 */
const COMMONNESS_BAND = 100;

/**
 * Whether a word is in the commonest band of everyday words, before which no candidate can come.
 * @param {string} word
 * @param {ReadonlyMap<string, number>} commonness
 */
function isCommonest(word, commonness) {
  return (commonness.get(word) ?? Infinity) < COMMONNESS_BAND;
}

/**
 * The candidate the feedback offers among several: the commonest everyday word (commonnessIndex, by bands
 * of COMMONNESS_BAND), else the first found (the one-edit search tries the commonest slips first).
 * @param {Iterable<string>} candidates
 * @param {ReadonlyMap<string, number>} commonness
 * @returns {string | undefined}
 */
function commonest(candidates, commonness) {
  let best;
  let bestPlace = Infinity;
  for (const candidate of candidates) {
    const place = Math.floor((commonness.get(candidate) ?? Infinity) / COMMONNESS_BAND);
    if (best === undefined || place < bestPlace) {
      best = candidate;
      bestPlace = place;
    }
  }
  return best;
}

/**
 * The words a lower-case word becomes with an apostrophe put in, as the dictionary spells them: a
 * contraction written without one ("wasnt": "wasn't", "im": "I'm", "youre": "you're", "oclock":
 * "o'clock"). An 's is put in only where a plural cannot be meant: after the words of NOT_PLURAL
 * ("thats": "that's", "everyones": "everyone's"), after a plural ("childrens": "children's") and after a
 * name the student capitalised ("Pauls": "Paul's"); "familys" is a plural misspelt (regularPlural).
 * @param {SpellChecker} checker
 * @param {string} lower
 * @param {boolean} capitalised
 * @returns {string[]}
 */
function withApostrophe(checker, lower, capitalised) {
  /** @type {string[]} */
  const found = [];
  for (let i = 1; i < lower.length; i++) {
    const stem = lower.slice(0, i);
    const ending = lower.slice(i);
    const candidate = `${stem}'${ending}`;
    if (ending === "s") {
      if ((NOT_PLURAL.has(stem) || IRREGULAR_PLURALS.has(stem) || isIrregularPlural(checker, stem)) && checker.correct(candidate)) found.push(candidate);
      else if (capitalised && checker.correct(capitalise(candidate)) && !checker.correct(stem)) found.push(capitalise(candidate));
    } else if (checker.correct(candidate)) {
      found.push(candidate);
    } else if (stem === "i" && checker.correct(capitalise(candidate))) {
      found.push(capitalise(candidate));
    }
  }
  return found;
}

/**
 * A regular plural (or a verb's -s) formed the wrong way, as the dictionary spells it: -ys after a
 * consonant is -ies ("familys": "families", "trys": "tries"), -fs or -fes is -ves when the dictionary has
 * that form ("shelfs": "shelves", "lifes": "lives").
 * @param {SpellChecker} checker
 * @param {string} lower
 * @returns {string | undefined}
 */
function regularPlural(checker, lower) {
  const candidates = /[^aeiou]ys$/.test(lower) ? [`${lower.slice(0, -2)}ies`] : /(f|fe)s$/.test(lower) ? [lower.replace(/(f|fe)s$/, "ves")] : [];
  return candidates.find((candidate) => checker.correct(candidate));
}

/**
 * A correction one edit away (an apostrophe left out, a letter left out, added, changed, or two swapped),
 * checked word by word against the dictionary: about a millisecond, where a full search of the dictionary
 * takes tens. A missing apostrophe comes first ("wasnt" is "wasn't", not "want"); then the words one
 * edit away by the commonest slips (oneEditAway), and only when there are none the others; among the
 * words of one group, the commonest (commonnessIndex), else the first found. A word further off gets no
 * suggestion.
 * @param {SpellChecker} checker
 * @param {string} word
 * @param {ReadonlyMap<string, number>} [commonness] commonnessIndex's map
 * @returns {string | undefined}
 */
export function quickSuggestion(checker, word, commonness = new Map()) {
  const lower = word.toLowerCase();
  if (lower.length < 2 || lower.length > 20 || !/^[a-z']+$/.test(lower)) return undefined;
  /** @param {string} candidate */
  const keepCapital = (candidate) => (/^[A-Z]/.test(word) ? capitalise(candidate) : candidate);
  const contraction = lower.includes("'") ? undefined : commonest(withApostrophe(checker, lower, /^[A-Z]/.test(word)), commonness);
  if (contraction) return keepCapital(contraction);
  const plural = regularPlural(checker, lower);
  if (plural) return keepCapital(plural);
  if (lower.length < 3) return undefined;
  for (const slips of oneEditAway(lower)) {
    /** @type {string[]} */
    const found = [];
    for (const candidate of new Set(slips)) {
      if (candidate.length < 2 || candidate === lower || !checker.correct(candidate)) continue;
      found.push(candidate);
      // None can come before the first of the commonest band.
      if (isCommonest(candidate, commonness)) break;
    }
    const best = commonest(found, commonness);
    if (best !== undefined) return keepCapital(best);
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
 *   a word one edit away, or else a name.
 * - A word in capitals (an abbreviation: "NEP", "USSR") gets none.
 * - A word missing its apostrophe gets it back ("wasnt": "wasn't", "didnt": "didn't", "im": "I'm"), and a
 *   plural formed the wrong way is formed the right way ("familys": "families", "shelfs": "shelves").
 * Among several words one edit away by the commonest slips (or, when there are none, by the others), the
 * commonest (commonnessIndex) is offered ("wer" is "were", not "ewer"), else the first found. Common words
 * and the known names come before the dictionary's other proper nouns ("Finaly" is "Finally", not
 * "Finlay"). The possessive 's and the apostrophe as typed (' or ’) are kept; an apostrophe put back is
 * typed as the answer types its others by the service (spelling-service.ts).
 * - A word written with accents is corrected by its letters and keeps its accents (withAccentsOf): a
 *   correction never takes a right accent away ("naïvetty": "naïvety").
 * @param {SpellChecker} checker
 * @param {string} word
 * @param {ReadonlyMap<string, string>} [names] nameIndex's map
 * @param {ReadonlyMap<string, number>} [commonness] commonnessIndex's map
 * @param {ReadonlyMap<string, readonly string[]>} [accented] accentIndex's map
 * @returns {string | undefined}
 */
export function feedbackCorrection(checker, word, names = new Map(), commonness = new Map(), accented = new Map()) {
  // An accented word is corrected by its letters, and keeps its accents (withAccentsOf).
  const written = word.normalize("NFC");
  const letters = withoutAccents(written);
  if (letters !== written) {
    const correction = feedbackCorrection(checker, letters, names, commonness, accented);
    return correction === undefined ? undefined : withAccentsOf(written, correction, accented);
  }
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
  if (!possessive && !lower.includes("'")) {
    const contraction = commonest(withApostrophe(checker, lower, capitalised), commonness);
    if (contraction) return asTyped(capitalised ? capitalise(contraction) : contraction);
  }
  const plural = regularPlural(checker, lower);
  if (plural) return asTyped(capitalised ? capitalise(plural) : plural);
  if (lower.length < 3) return undefined;
  /** @type {Set<string>} */
  const candidates = new Set();
  for (const slips of oneEditAway(lower)) {
    /** @type {string[]} */
    const found = [];
    for (const candidate of slips) {
      if (candidate.length < 2 || candidate === lower || candidates.has(candidate)) continue;
      // A capitalised word's first letter stays: names differ from words there ("Enfield", "Infield").
      if (capitalised && candidate[0] !== lower[0]) continue;
      candidates.add(candidate);
      if (names.has(candidate) || (common(candidate) && (!capitalised || lower.length >= SHORTEST_OPENER))) {
        found.push(candidate);
        // None can come before the first of the commonest band.
        if (isCommonest(candidate, commonness)) break;
      }
    }
    const best = commonest(found, commonness);
    if (best !== undefined) return asTyped(names.get(best) ?? (capitalised ? capitalise(best) : best));
  }
  for (const candidate of candidates) {
    const name = properNoun(candidate);
    if (name) return asTyped(name);
  }
  return undefined;
}

/**
 * The correction of an accented word's letters as the feedback offers it, never without an accent it should
 * keep: the accented form the worker knows of the correction's letters ("cafée": "café", "naïvetty":
 * "naïvety"; accentIndex), else the correction with the word's accents put back before the edit and on
 * its last letter, where the correction keeps the same letters ("Müllerr": "Müller"). An accent after an
 * edit goes with it: "naïvity" is "nativity" (a letter put in before the ï), not "natïvity".
 * @param {string} word the word as written, with its accents
 * @param {string} correction a correction of the word's letters without accents
 * @param {ReadonlyMap<string, readonly string[]>} accented accentIndex's map
 */
export function withAccentsOf(word, correction, accented) {
  const known = accentedFormsOf(correction, { ...EMPTY_LEXICON, accented });
  // Of several known forms, the one whose accents the student typed.
  if (known.length > 0) return known.find((form) => [...form].every((letter, i) => letter === correction[i] || word.includes(letter))) ?? known[0];
  const letters = withoutAccents(word);
  // Only a word whose accented letters are one letter each lines up with its letters.
  if (letters.length !== word.length) return correction;
  const same = (/** @type {number} */ i, /** @type {number} */ j) => letters[i]?.toLowerCase() === correction[j]?.toLowerCase();
  const result = [...correction];
  /** @param {number} i @param {number} j */
  const accent = (i, j) => {
    if (word[i] === letters[i] || !same(i, j)) return;
    const letter = word[i] ?? "";
    result[j] = /\p{Lu}/u.test(correction[j] ?? "") ? letter.toUpperCase() : letter.toLowerCase();
  };
  let before = 0;
  while (before < Math.min(letters.length, correction.length) && same(before, before)) before += 1;
  for (let i = 0; i < before; i++) accent(i, i);
  accent(letters.length - 1, correction.length - 1);
  return result.join("");
}

/**
 * Answers one request of the service.
 * @param {SpellChecker} checker
 * @param {SpellingRequest} request
 * @param {Lexicon} [lexicon]
 * @returns {SpellingReply}
 */
export function answer(checker, request, lexicon = EMPTY_LEXICON) {
  if (request.kind === "misspelt") return { id: request.id, words: misspeltAmong(checker, request.words, lexicon) };
  /** @type {Array<[string, string]>} */
  const suggestions = [];
  for (const word of new Set(request.words)) {
    const suggestion = feedbackCorrection(checker, word, lexicon.names, lexicon.commonness, lexicon.accented);
    if (suggestion !== undefined) suggestions.push([word, suggestion]);
  }
  return { id: request.id, suggestions };
}

// The worker itself: started by spelling-service.ts with
// { role: "marker-spelling", nspellPath, dictionary, extraWords, names, commonWords }.
if (!isMainThread && parentPort && workerData?.role === "marker-spelling") {
  const port = parentPort;
  try {
    const nspell = createRequire(import.meta.url)(workerData.nspellPath);
    const checker = buildChecker(nspell, workerData.dictionary, workerData.extraWords);
    /** @type {Lexicon} */
    const lexicon = {
      names: nameIndex(checker, workerData.names ?? []),
      plurals: pluralIndex(checker, workerData.dictionary.dic, workerData.extraWords ?? []),
      commonness: commonnessIndex(workerData.commonWords ?? []),
      accented: accentIndex(workerData.dictionary.dic, [...(workerData.extraWords ?? []), ...(workerData.names ?? [])]),
    };
    port.on("message", (/** @type {SpellingRequest} */ request) => {
      try {
        port.postMessage(answer(checker, request, lexicon));
      } catch (error) {
        port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
      }
    });
    port.postMessage({ id: 0, ready: true });
  } catch (error) {
    port.postMessage({ id: 0, error: error instanceof Error ? error.message : String(error) });
  }
}
