import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * The fonts our PDFs are written in: DejaVu Sans and DejaVu Sans Bold (npm package `dejavu-fonts-ttf`,
 * Bitstream Vera licence plus public-domain changes, which allow embedding and redistribution), read from
 * node_modules and embedded as subsets (only the glyphs a document uses), so every Latin (with Vietnamese),
 * Greek and Cyrillic letter, the typographic punctuation, arrows, maths signs, currencies and common symbols
 * a student types print as themselves. docs/decisions/012-pdf-fonts.md says what prints and what does not;
 * makePrintable (printable-text.ts) replaces the rest.
 */

const FONT_FILES = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
} as const;

export interface PdfFontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

let loading: Promise<PdfFontBytes> | undefined;

/** The font files' bytes, read once per process on first use (about 1.4 MB together) and kept. */
export function pdfFontBytes(): Promise<PdfFontBytes> {
  if (!loading) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFile(require.resolve(file)).then((buffer) => new Uint8Array(buffer));
    loading = Promise.all([read(FONT_FILES.regular), read(FONT_FILES.bold)]).then(([regular, bold]) => ({ regular, bold }));
    // A failed read (a broken install) is not remembered: the next export tries again and fails loudly too.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * Embeds the regular and bold fonts in `doc` as subsets: a page of text adds tens of kilobytes, not the 1.4 MB.
 * Their widthOfTextAtSize is memoised word by word (see memoiseWidths).
 */
export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  const bytes = await pdfFontBytes();
  doc.registerFontkit(fontkit);
  // pdf-lib draws and measures glyphs by their advance widths and never uses the positions fontkit's layout
  // computes, so the positioning features (kerning, mark placement) are switched off: same glyphs, half the
  // time. A fresh object each time, because fontkit adds its defaults to the one it is given.
  const features = () => ({ kern: false, mark: false, mkmk: false });
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true, features: features() }),
    doc.embedFont(bytes.bold, { subset: true, features: features() }),
  ]);
  return { regular: memoiseWidths(regular), bold: memoiseWidths(bold) };
}

/**
 * pdf-lib measures an embedded font's text by running fontkit's whole layout (a fraction of a millisecond a
 * call), and wrapping measures each line again for every word added: a long answer took hundreds of
 * milliseconds. The width of a text is the sum of its glyphs' advances (pdf-lib ignores kerning), and
 * DejaVu's substitutions (ligatures, accents) never reach across a space, so it is the widths of its words
 * plus its spaces: each word is measured once per document and kept. A test checks the sum against pdf-lib's
 * own measure.
 */
function memoiseWidths(font: PDFFont): PDFFont {
  const measure = font.widthOfTextAtSize.bind(font);
  const unitWidths = new Map<string, number>();
  const unitWidth = (word: string) => {
    let width = unitWidths.get(word);
    if (width === undefined) {
      width = measure(word, 1);
      unitWidths.set(word, width);
    }
    return width;
  };
  font.widthOfTextAtSize = (text: string, size: number) => {
    const words = text.split(" ");
    let width = (words.length - 1) * unitWidth(" ");
    for (const word of words) if (word) width += unitWidth(word);
    return width * size;
  };
  return font;
}
