import { PDFDocument, type PDFFont } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { embedPdfFonts, pdfFontBytes } from "./fonts.server";
import { pdfTextRuns, UNMAPPED_GLYPH } from "./pdf-text.test-support";

describe("the PDF fonts", () => {
  it("reads the font files once per process and keeps them", async () => {
    const first = await pdfFontBytes();
    const second = await pdfFontBytes();
    expect(second).toBe(first);
    expect(second.regular).toBe(first.regular);
    // TrueType files (version 1.0 header), the regular and the bold one.
    for (const bytes of [first.regular, first.bold]) expect([...bytes.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
    expect(first.regular.length).toBeGreaterThan(500_000);
    expect(first.bold).not.toEqual(first.regular);
  });

  it("embeds DejaVu Sans and DejaVu Sans Bold as subsets: a page of text stays small", async () => {
    const doc = await PDFDocument.create();
    const { regular, bold } = await embedPdfFonts(doc);
    expect([regular.name, bold.name]).toEqual(["DejaVuSans", "DejaVuSans-Bold"]);
    const page = doc.addPage();
    for (let line = 0; line < 40; line++) {
      page.drawText("The quick brown fox jumps over the lazy dog. Zoë, Łódź, Ελληνικά, Русский → ≤ ≠ £ €", {
        x: 20,
        y: 800 - line * 18,
        size: 9,
        font: line % 2 ? bold : regular,
      });
    }
    const pdf = await doc.save({ useObjectStreams: false });
    // The two whole fonts are 1.4 MB; their subsets here are a few tens of kilobytes.
    expect(pdf.length).toBeLessThan(60_000);
    const raw = Buffer.from(pdf).toString("latin1");
    expect(raw.match(/\/FontFile2/g)).toHaveLength(2);
    expect(raw).toMatch(/\/BaseFont \/DejaVuSans-\d+\n/);
    expect(raw).toMatch(/\/BaseFont \/DejaVuSans-Bold-\d+\n/);
    expect(raw.match(/\/Encoding \/Identity-H/g)).toHaveLength(2);
  });

  it("measures text word by word exactly as pdf-lib's own (layout-based) measure does", async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedPdfFonts(doc);
    const samples = [
      "The official affluent fjord: fi fl ffi ffl — ligatures within words",
      "  two  spaces,  leading and trailing  ",
      "Zoë, Łódź, Ελληνικά, Русский, Tiếng Việt: Nguyễn x\u0302 → ≤ ≠ £ € ½",
      "AV To Wa Yo kerning pairs across A V and T o",
      "",
    ];
    for (const font of [fonts.regular, fonts.bold]) {
      const layoutWidth = (text: string, size: number) => (Object.getPrototypeOf(font) as PDFFont).widthOfTextAtSize.call(font, text, size);
      for (const text of samples) {
        for (const size of [9, 10.5, 24]) expect(font.widthOfTextAtSize(text, size)).toBeCloseTo(layoutWidth(text, size), 9);
      }
      expect(font.widthOfTextAtSize("office", 10)).toBeGreaterThan(0);
    }
  });

  it("shows a glyph the font lacks as unmapped when text is drawn without makePrintable (so the tests can fail)", async () => {
    const doc = await PDFDocument.create();
    const { regular } = await embedPdfFonts(doc);
    doc.addPage().drawText("a🙂b", { x: 20, y: 700, size: 12, font: regular });
    expect(pdfTextRuns(await doc.save({ useObjectStreams: false }))).toEqual([`a${UNMAPPED_GLYPH("0000")}b`]);
  });
});
