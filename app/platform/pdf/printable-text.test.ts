import fc from "fast-check";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { embedPdfFonts } from "./fonts.server";
import { pdfTextRuns } from "./pdf-text.test-support";
import { makePrintable, REPLACEMENT } from "./printable-text";

const TYPED = [
  "‘Tomorrow’ – “and” — tomorrow… ‚low‘ „quotes“ «guillemets» ‹single›",
  "Zoë, Łódź, Dvořák, Škoda, İstanbul, Ağrı, façade, Søren, Ærø, Œuvre, ß",
  "Ελληνικά: ἀρετή, ψυχή; Русский: Ёлка, щи; Українська: ґ, є, ї",
  "Tiếng Việt: Nguyễn, đường, phở, Hồ Chí Minh, ặ ữ ỹ",
  "→ ← ↑ ↓ ↔ ⇒ ⇔ ≤ ≥ ≠ ≈ ± × ÷ √ ∞ ∑ ∫ ∆ π ° ¹ ² ³ ½ ¾ ‰",
  "£5 €3 $2 ¥1 ₹9 ₽8 ₺7 ¢ • · † ‡ § ¶ © ® ™ ✓ ✗ ★ ☆ ♥ ☺ …",
];

async function fonts() {
  const doc = await PDFDocument.create();
  return { doc, ...(await embedPdfFonts(doc)) };
}

describe("makePrintable (embedded DejaVu Sans)", () => {
  it("keeps every character students type that the font has, in regular and in bold", async () => {
    const { regular, bold } = await fonts();
    for (const font of [regular, bold]) {
      const printable = makePrintable(font);
      for (const text of TYPED) expect(printable(text)).toBe(text);
    }
  });

  it("drops invisible characters, decomposes what the font lacks, and normalises line breaks, tabs and accents", async () => {
    const printable = makePrintable((await fonts()).regular);
    expect(printable("a\tb\r\nc\rd\u2028e")).toBe("a  b\nc\nd\ne");
    expect(printable("x\u200by\u00adz\u2060w\ufeff!\u0007")).toBe("xyzw!");
    expect(printable("ab\u200fc\u202e")).toBe("abc");
    // "e" + combining acute becomes the font's "é"; a fullwidth "Ａ" (not in the font) its plain "A".
    expect(printable("cafe\u0301")).toBe("café");
    expect(printable("ＡＢＣ")).toBe("ABC");
    // A letter with no precomposed form keeps its combining mark, which the font draws.
    expect(printable("x\u0302")).toBe("x\u0302");
  });

  it("prints one replacement character for each emoji, CJK character or right-to-left letter, never a question mark", async () => {
    const printable = makePrintable((await fonts()).regular);
    expect(REPLACEMENT).toBe("\ufffd");
    expect(printable("fall. 🙂 end")).toBe(`fall. ${REPLACEMENT} end`);
    // A whole emoji sequence (skin tone, flag, family joined by ZWJ) is one character, so one replacement.
    expect(printable("👍🏽 🇬🇧 👨‍👩‍👧")).toBe([REPLACEMENT, REPLACEMENT, REPLACEMENT].join(" "));
    expect(printable("中文 日本語 한국어")).toBe(`${REPLACEMENT.repeat(2)} ${REPLACEMENT.repeat(3)} ${REPLACEMENT.repeat(3)}`);
    expect(printable("שלום مرحبا")).toBe(`${REPLACEMENT.repeat(4)} ${REPLACEMENT.repeat(5)}`);
    expect(printable("₿ ❤️")).toBe(`${REPLACEMENT} ❤`);
    expect(printable("Why? 🙂")).toBe(`Why? ${REPLACEMENT}`);
  });

  it("whatever is typed, prints only characters the font has, adds no question marks, and is stable", async () => {
    const { regular } = await fonts();
    const printable = makePrintable(regular);
    const characterSet = new Set(regular.getCharacterSet());
    const pieces = [..."aé?\n\t\r ", "e\u0301", "\u200d", "\ufe0f", "\u00ad", "🙂", "👍🏽", "🇬🇧", "中", "ש", "م", "Ω", "ǹ", "ＡＢ", "x\u0302", "\u0000", "Łódź", "→≤≠"];
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ unit: "grapheme", maxLength: 4 })), { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        const out = printable(text);
        for (const character of out) expect(character === "\n" || characterSet.has(character.codePointAt(0)!)).toBe(true);
        // Every "?" in the output is one the student typed: a real "?" stays, and a compatibility form of it
        // (﹖ ？ ⁇) may print as its plain "?"; nothing else ever becomes "?".
        const printed = out.split("?").length - 1;
        expect(printed).toBeGreaterThanOrEqual(text.split("?").length - 1);
        expect(printed).toBeLessThanOrEqual([...text].reduce((sum, character) => sum + character.normalize("NFKC").split("?").length - 1, 0));
        expect(printable(out)).toBe(out);
      }),
      { numRuns: 300 },
    );
  });

  it("draws them so that the PDF's text holds the same characters, each with a real glyph", async () => {
    const { doc, regular, bold } = await fonts();
    const page = doc.addPage();
    TYPED.forEach((text, index) => {
      const font = index % 2 ? bold : regular;
      page.drawText(makePrintable(font)(text), { x: 20, y: 800 - index * 20, size: 9, font });
    });
    page.drawText(makePrintable(regular)("Emoji 🙂 and 中"), { x: 20, y: 600, size: 9, font: regular });
    const runs = pdfTextRuns(await doc.save({ useObjectStreams: false }));
    expect(runs).toEqual([...TYPED, `Emoji ${REPLACEMENT} and ${REPLACEMENT}`]);
  });
});
