import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { pdfTextRuns } from "./pdf-text.test-support";
import { makePrintable } from "./printable-text";

describe("makePrintable (standard PDF fonts)", () => {
  it("keeps typographic punctuation and Latin-1, replacing only what WinAnsi cannot encode", async () => {
    const doc = await PDFDocument.create();
    const printable = makePrintable(await doc.embedFont(StandardFonts.Helvetica));
    expect(printable("‘Tomorrow’ – “and” — tomorrow… £5 €3 café naïve • ™")).toBe("‘Tomorrow’ – “and” — tomorrow… £5 €3 café naïve • ™");
    expect(printable("Māori \u2212 x\u200b y \u2010 中")).toBe("Maori - x y - ?");
    expect(printable("a\tb\r\nc")).toBe("a  b\nc");
  });

  it("draws them so that the PDF's text holds the same characters", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage();
    page.drawText(makePrintable(font)("‘Out, damned spot!’ — “Hell is murky”…"), { x: 50, y: 700, size: 12, font });
    const runs = pdfTextRuns(await doc.save());
    expect(runs).toContain("‘Out, damned spot!’ — “Hell is murky”…");
  });
});
