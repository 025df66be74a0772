import type { PDFFont } from "pdf-lib";

/**
 * Text for a PDF drawn with a standard font (Helvetica), which encodes WinAnsi (Windows-1252). WinAnsi has
 * Latin-1 and the typographic punctuation students type (‘ ’ “ ” – — … • € ™ and more), so those print as
 * they are. Only what the font cannot encode is replaced: a few look-alikes by their nearest WinAnsi
 * character, accented letters outside Latin-1 by their base letter (ā → a), anything else by "?".
 */

const LOOK_ALIKES: Record<string, string> = {
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "–",
  "\u2015": "—",
  "\u2212": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u201b": "‘",
  "\u201f": "“",
  "\u2043": "•",
  "\u2219": "•",
  "\u202f": " ",
  "\u2009": " ",
  "\u200a": " ",
  "\u2002": " ",
  "\u2003": " ",
};

const isInvisible = (code: number) => (code >= 0x200b && code <= 0x200d) || code === 0x2060 || (code >= 0xfe00 && code <= 0xfe0f) || code === 0xfeff;

export function makePrintable(font: PDFFont): (text: string) => string {
  const encodable = new Set(font.getCharacterSet());
  const canEncode = (character: string) => encodable.has(character.codePointAt(0) ?? -1);
  return (text) => {
    let out = "";
    for (const character of text.replace(/\r\n?/g, "\n").replace(/\t/g, "  ")) {
      if (character === "\n" || canEncode(character)) {
        out += character;
        continue;
      }
      const lookAlike = LOOK_ALIKES[character];
      if (lookAlike && [...lookAlike].every(canEncode)) {
        out += lookAlike;
        continue;
      }
      const base = character.normalize("NFKD").replace(/\p{M}/gu, "");
      if (base && base !== character && [...base].every(canEncode)) {
        out += base;
        continue;
      }
      // Zero-width characters and variation selectors print as nothing rather than "?".
      if (isInvisible(character.codePointAt(0) ?? 0)) continue;
      out += "?";
    }
    return out;
  };
}
