import type { PDFFont } from "pdf-lib";

/**
 * Text for a PDF drawn with one of our embedded Unicode fonts (fonts.server.ts: DejaVu Sans). Whatever the
 * font has a glyph for prints as typed: Latin with all its accents (Vietnamese too), Greek, Cyrillic, curly
 * quotes, dashes, ellipses, arrows, maths signs, currencies and most symbols. The rest, one user-perceived
 * character (grapheme) at a time:
 * - invisible characters (zero-width spaces and joiners, variation selectors, direction marks, soft hyphens,
 *   control characters) print as nothing;
 * - a character the font lacks but whose compatibility decomposition it has prints as that (fullwidth "Ａ"
 *   as "A", a precomposed letter as its letter and accent), failing that as its base letter;
 * - right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko) and anything else the font lacks (most
 *   emoji, Chinese, Japanese, Korean, Indic scripts) print as one REPLACEMENT CHARACTER "�" each: pdf-lib
 *   draws left to right, so right-to-left words would come out backwards, and a missing glyph would be a
 *   blank box. "?" is never used, because in an answer it reads as a question mark.
 * docs/decisions/012-pdf-fonts.md records the choice. Line breaks (also U+2028, U+2029) become "\n", tabs two
 * spaces, and the text is put in composed form (NFC) so an accent typed as a separate mark uses the font's
 * accented letter.
 */

export const REPLACEMENT = "\ufffd";

// Controls, format characters and default-ignorables: zero-width spaces and joiners, direction marks, the soft
// hyphen, variation selectors, the combining grapheme joiner, Hangul fillers, tags.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const MARKS = /\p{M}/gu;
const NOT_PLAIN = new RegExp(`${INVISIBLE.source}|${RIGHT_TO_LEFT.source}|\\p{M}`, "u");

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

export function makePrintable(font: PDFFont): (text: string) => string {
  const characterSet = font.getCharacterSet();
  const encodable = new Set(characterSet);
  // What prints as it is, one code point at a time: a word made only of these skips the grapheme work.
  const plain = new Set(characterSet.filter((code) => !NOT_PLAIN.test(String.fromCodePoint(code))));
  const isPlain = (word: string) => {
    for (const character of word) if (!plain.has(character.codePointAt(0) ?? -1)) return false;
    return true;
  };
  const canEncode = (text: string) => [...text].every((character) => encodable.has(character.codePointAt(0) ?? -1));
  const replacement = canEncode(REPLACEMENT) ? REPLACEMENT : "?";

  const printGrapheme = (grapheme: string): string => {
    const visible = grapheme.replace(INVISIBLE, "");
    if (!visible) return "";
    if (RIGHT_TO_LEFT.test(visible)) return replacement;
    if (canEncode(visible)) return visible;
    const decomposed = visible.normalize("NFKD");
    if (canEncode(decomposed)) return decomposed;
    const base = decomposed.replace(MARKS, "");
    if (base && canEncode(base)) return base;
    return replacement;
  };

  return (text) =>
    text
      .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
      .replace(/\t/g, "  ")
      .normalize("NFC")
      .split("\n")
      // Word by word: a space is a grapheme of its own (a mark typed straight after one prints the same either way).
      .map((line) =>
        line
          .split(" ")
          .map((word) => (isPlain(word) ? word : Array.from(graphemes.segment(word), ({ segment }) => printGrapheme(segment)).join("")))
          .join(" "),
      )
      .join("\n");
}

/**
 * One paragraph of printable text (no line breaks) as lines no wider than `maxWidth` at `size` in `font`, broken
 * at spaces. A word wider than a whole line (a web address, a long unbroken word) starts a line of its own and
 * is broken inside itself at the line's width, between graphemes, so no character is lost and none is drawn
 * past the margin.
 */
export function wrapParagraph(paragraph: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (text: string) => font.widthOfTextAtSize(text, size) <= maxWidth;
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (fits(word)) {
      line = word;
      continue;
    }
    const pieces = breakWord(word, font, size, maxWidth);
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1] ?? "";
  }
  lines.push(line);
  return lines;
}

/**
 * A word in pieces that each fit `maxWidth` (a piece is never empty: a lone grapheme wider than the line stays
 * whole). Each grapheme is measured once and the widths summed, so a very long word costs one pass, not a
 * measure of every prefix; each piece is then measured whole and shortened should shaping make it wider than
 * that sum.
 */
function breakWord(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const parts = Array.from(graphemes.segment(word), ({ segment }) => segment);
  const widths = parts.map((part) => font.widthOfTextAtSize(part, size));
  const pieces: string[] = [];
  for (let start = 0; start < parts.length; ) {
    let end = start + 1;
    let width = widths[start]!;
    while (end < parts.length && width + widths[end]! <= maxWidth) width += widths[end++]!;
    while (end - start > 1 && font.widthOfTextAtSize(parts.slice(start, end).join(""), size) > maxWidth) end--;
    pieces.push(parts.slice(start, end).join(""));
    start = end;
  }
  return pieces;
}
