/**
 * Undoes simple obfuscation before the injection detector matches its patterns, so that
 * "1gn0re prev10us 1nstruct10ns", "i g n o r e  a l l  p r e v i o u s", "I.G.N.O.R.E", "ign-ore",
 * "ıgnоrе" (Cyrillic and Greek lookalikes), "ｉｇｎｏｒｅ", "𝐢𝐠𝐧𝐨𝐫𝐞" and "ig\u200Bnore" all read as
 * "ignore".
 *
 * The result is only ever read by the detector, never shown or sent to a model, and the detector
 * matches both the original text and this form: a step here can only add signals, so each one is
 * judged by whether it could turn an ordinary answer into attack wording. None does in practice:
 * leetspeak is folded only inside words that mix letters with digits or symbols ("m4rks", never
 * "1914", "34/34" or "Act 1 Scene 3"), and letters are joined only when single characters are
 * spaced or punctuated out ("a b c", "i.e.") or a word is split by a hyphen, underscore or slash.
 *
 * Steps, in order:
 * 1. Strip invisible format characters: zero-width characters (U+200B-U+200F), word joiner and
 *    invisible operators (U+2060-U+2064), the byte-order mark, soft hyphens, bidi controls,
 *    variation selectors, tag characters (U+E0000-U+E007F) and anything else Unicode calls a format
 *    character or default-ignorable. They are removed, not turned into spaces: "ig\u200Bnore" is one
 *    word. (The detector also reads the text with them as spaces.)
 * 2. NFKC: fullwidth forms, mathematical alphanumerics, ligatures, circled and small-capital
 *    compatibility letters become plain ones.
 * 3. Drop combining marks ("ïgnörë" -> "ignore"), then fold Cyrillic, Greek and other lookalike
 *    letters to the Latin letters they imitate, and lower-case.
 * 4. Collapse runs of three or more single characters separated by spaces or punctuation
 *    ("i g n o r e   a l l", "I.G.N.O.R.E. A.L.L.", "a/w/a/r/d", "o_v_e_r"): the separator used most
 *    in the run joins letters, and any other one with a space in it is a word break.
 * 5. Fold leetspeak inside words that mix letters with digits or symbols (0 o, 1 i, 11 ll, 3 e, 4 a,
 *    5 s, 7 t, 8 b, @ a, $ s, ! i, | l, € e), leaving ordinals, decades and quantities with units
 *    ("19th", "1920s", "6bn", "5pm") alone.
 * 6. Join words split by a hyphen, underscore, slash, asterisk or middle dot ("ign-ore",
 *    "pr3-v10us") when a letter is on at least one side.
 * 7. Straight quotes and dashes (done before step 4), and one space for every run of spaces.
 */
export function normaliseForMatching(text: string): string {
  let result = stripFormatCharacters(text).normalize("NFKC");
  result = foldLookalikes(result.normalize("NFKD").replace(COMBINING_MARKS, "").normalize("NFC")).toLowerCase();
  result = result
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u02bc`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, " ");
  result = collapseSpacedRuns(result);
  result = foldLeetspeak(result);
  result = joinSplitWords(result);
  return result.replace(/ {2,}/g, " ");
}

// ---------------------------------------------------------------------------------------------
// 1. Invisible format characters
// ---------------------------------------------------------------------------------------------

/**
 * Zero-width characters, bidi controls (U+202A-U+202E, U+2066-U+2069, U+061C), word joiner and
 * invisible operators, BOM, soft hyphen, Mongolian vowel separator, combining grapheme joiner,
 * variation selectors, tag characters, and every other format (Cf) or default-ignorable code point.
 * Newlines and tabs are kept.
 */
const FORMAT_CHARACTERS =
  /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u{e0000}-\u{e007f}\p{Cf}\p{Default_Ignorable_Code_Point}]|\u034f|[\ufe00-\ufe0f]|[\u{e0100}-\u{e01ef}]/gu;

export function stripFormatCharacters(text: string): string {
  return text.replace(FORMAT_CHARACTERS, "");
}

// ---------------------------------------------------------------------------------------------
// 3. Lookalike letters
// ---------------------------------------------------------------------------------------------

const COMBINING_MARKS = /\p{Mn}/gu;

/**
 * Cyrillic, Greek, Armenian, Cherokee and Latin-extension letters that look like Latin ones. NFKC has
 * already turned fullwidth and mathematical letters into plain ones; this covers the rest.
 */
const LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  А: "a", а: "a", В: "b", в: "b", Е: "e", е: "e", Ё: "e", ё: "e", З: "3", К: "k", к: "k", М: "m", м: "m", Н: "h", н: "h",
  О: "o", о: "o", Р: "p", р: "p", С: "c", с: "c", Т: "t", т: "t", У: "y", у: "y", Х: "x", х: "x", Ѕ: "s", ѕ: "s",
  І: "i", і: "i", Ї: "i", ї: "i", Ј: "j", ј: "j", Ԁ: "d", ԁ: "d", Ԛ: "q", ԛ: "q", Ԝ: "w", ԝ: "w", Һ: "h", һ: "h",
  Ӏ: "i", ӏ: "l", Ь: "b", ь: "b", Ү: "y", ү: "y", Ѵ: "v", ѵ: "v", ѡ: "w", Ꙅ: "s", ꙅ: "s",
  // Greek
  Α: "a", α: "a", Β: "b", β: "b", Γ: "r", Ε: "e", ε: "e", ϵ: "e", Ζ: "z", Η: "h", η: "n", Ι: "i", ι: "i", Κ: "k", κ: "k",
  Μ: "m", Ν: "n", ν: "v", Ο: "o", ο: "o", Ρ: "p", ρ: "p", ϲ: "c", Ϲ: "c", Τ: "t", τ: "t", Υ: "y", υ: "u", Χ: "x", χ: "x",
  γ: "y", ω: "w", ϳ: "j", Ϳ: "j",
  // Armenian
  ա: "w", ց: "g", հ: "h", ո: "n", ս: "u", օ: "o", Օ: "o", ք: "f", ռ: "n",
  // Cherokee capitals that look like Latin ones
  Ꭺ: "a", Ᏼ: "b", Ꮯ: "c", Ꭼ: "e", Ꮋ: "h", Ꭵ: "i", Ꮶ: "k", Ꮇ: "m", Ꮎ: "o", Ꮲ: "p", Ꮪ: "s", Ꭲ: "t", Ꮃ: "w",
  // Latin extensions and IPA letters
  ı: "i", ȷ: "j", ɡ: "g", ɑ: "a", ɩ: "i", ɪ: "i", ʏ: "y", ᴀ: "a", ʙ: "b", ᴄ: "c", ᴅ: "d", ᴇ: "e", ɢ: "g", ʜ: "h",
  ᴊ: "j", ᴋ: "k", ʟ: "l", ᴍ: "m", ɴ: "n", ᴏ: "o", ᴘ: "p", ʀ: "r", ꜱ: "s", ᴛ: "t", ᴜ: "u", ᴠ: "v", ᴡ: "w", ᴢ: "z",
  ƚ: "l", ł: "l", ø: "o", đ: "d", ħ: "h",
};
const LOOKALIKE_PATTERN = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "gu");

export function foldLookalikes(text: string): string {
  return text.replace(LOOKALIKE_PATTERN, (char) => LOOKALIKES[char] ?? char);
}

// ---------------------------------------------------------------------------------------------
// 4 and 6. Spaced-out and split words
// ---------------------------------------------------------------------------------------------

/** Characters that can stand for a letter in leetspeak (and so belong to a word). */
const WORD_CHAR = "[a-z0-9@$€]";

/** "ign-ore", "a/w/a/r/d", "o_v_e_r", "mark*scheme": a separator with a letter on at least one side. */
const SPLIT_WORD = new RegExp(`(?<=[a-z])[-_/*\u00b7~]+(?=${WORD_CHAR})|(?<=${WORD_CHAR})[-_/*\u00b7~]+(?=[a-z])`, "g");

function joinSplitWords(text: string): string {
  return text.replace(SPLIT_WORD, "");
}

/** A separator between spaced-out characters: spaces and light punctuation, at most six characters. */
const SEPARATOR = "[ .,:;'\"|+_*~\\-/\u00b7]{1,6}";
/** Three or more single characters, each not touching another word character, separated as above. */
const SPACED_RUN = new RegExp(`(?<!${WORD_CHAR})${WORD_CHAR}(?:${SEPARATOR}${WORD_CHAR}(?!${WORD_CHAR})){2,}`, "g");
const SEPARATOR_GLOBAL = new RegExp(SEPARATOR, "g");

function collapseSpacedRuns(text: string): string {
  return text.replace(SPACED_RUN, (run) => {
    // A run of digits only ("1 2 3", "1, 2, 3") is a list of numbers, not a word.
    if (!/[a-z]/.test(run)) return run;
    const separators = run.match(SEPARATOR_GLOBAL) ?? [];
    const counts = new Map<string, number>();
    for (const separator of separators) counts.set(separator, (counts.get(separator) ?? 0) + 1);
    let joiner = separators[0] ?? "";
    for (const [separator, count] of counts) if (count > (counts.get(joiner) ?? 0)) joiner = separator;
    // Another separator with a space in it is a word break; any other joins letters too.
    return run.replace(SEPARATOR_GLOBAL, (separator) => (separator !== joiner && separator.includes(" ") ? " " : ""));
  });
}

// ---------------------------------------------------------------------------------------------
// 5. Leetspeak
// ---------------------------------------------------------------------------------------------

const LEET: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
  "€": "e",
};

/** A word as leetspeak writes it: letters, digits and the symbols above ("!" and "|" only before a letter or digit). */
const LEET_WORD = /(?<![a-z0-9@$€!|])[a-z0-9@$€!|]*[a-z0-9@$€]/g;
/** Numbers with an ordinal ending or a unit, which are not leetspeak: "19th", "1920s", "6bn", "5pm", "100m". */
const NUMBER_WITH_UNIT = /^\d+(?:st|nd|rd|th|s|am|pm|bn|m|k|km|kg|g|mg|cm|mm|ml|l|p|mph|x|ft|lb|lbs|oz|ad|bc|bce|ce|d)$/;

function foldLeetspeak(text: string): string {
  return text.replace(LEET_WORD, (word) => {
    if (!/[a-z]/.test(word) || !/[0-9@$€!|]/.test(word) || NUMBER_WITH_UNIT.test(word)) return word;
    return word.replace(/11+/g, (ones) => "l".repeat(ones.length)).replace(/[0-9@$€!|]/g, (char) => LEET[char] ?? char);
  });
}
