import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

import { embedPdfFonts } from "~/platform/pdf/fonts.server";
import { makePrintable } from "~/platform/pdf/printable-text";

import { levelBasisLine, levelHeadline } from "./level-basis";
import type { MarkingResult } from "./marking-result";

export interface ExportInput {
  subject: string;
  board: string;
  questionText: string;
  answerText: string;
  result: MarkingResult;
  markedOn: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };

class Writer {
  private page: PDFPage;
  private y: number;
  /** The embedded Unicode fonts print what students type; makePrintable replaces only what a font lacks. */
  private readonly printable: { regular: (text: string) => string; bold: (text: string) => string };
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    this.printable = { regular: makePrintable(regular), bold: makePrintable(bold) };
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
  }

  text(content: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    const maxWidth = PAGE.width - PAGE.margin * 2;
    for (const paragraph of this.printable[options.bold ? "bold" : "regular"](content).split("\n")) {
      const words = paragraph.split(" ");
      let line = "";
      const flush = () => {
        this.ensure(size * 1.4);
        this.page.drawText(line, { x: PAGE.margin, y: this.y - size, size, font, color: rgb(0.06, 0.09, 0.16) });
        this.y -= size * 1.4;
        line = "";
      };
      for (const word of words) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) > maxWidth && line) {
          flush();
          line = word;
        } else {
          line = candidate;
        }
      }
      flush();
    }
    this.y -= options.gap ?? 4;
  }
}

/** A PDF of one marked answer: question, answer, marks, objectives, feedback, date and board. */
export async function exportResultPdf(input: ExportInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Marker result - ${input.subject}`);
  doc.setProducer("Marker");
  doc.setCreator("Marker");
  const fonts = await embedPdfFonts(doc);
  const writer = new Writer(doc, fonts.regular, fonts.bold);
  const { result } = input;
  writer.text("Marker - marking result", { size: 18, bold: true, gap: 8 });
  writer.text(`${input.subject} - ${input.board} - marked ${input.markedOn}`, { gap: 10 });
  writer.text(`Mark: ${result.achievedMarks} / ${result.totalMarks} (${result.percentage}%, ${result.colourBand.label})`, {
    size: 14,
    bold: true,
  });
  writer.text(`Indicative grade: ${result.grade}`, { bold: true });
  writer.text(levelHeadline(result), { gap: 4 });
  // The same line as the results page: the level's basis when written accuracy is marked apart, and what the next level needs.
  const basis = levelBasisLine(result);
  if (basis) writer.text(basis);
  writer.text(`${result.marker.offline ? "Offline estimate" : `Marked by ${result.marker.label}`}. AI feedback is not official marking.`, {
    size: 9,
    gap: 12,
  });
  writer.text("Assessment objectives", { size: 13, bold: true });
  for (const objective of result.objectives) {
    writer.text(`${objective.code} (${objective.meaning}): ${objective.achieved} / ${objective.max}`, { bold: true, gap: 1 });
    writer.text(objective.rationale, { size: 9.5 });
  }
  const sections: [string, string[]][] = [
    ["Strengths", result.strengths],
    ["Areas for improvement", result.areasForImprovement],
    ["Suggestions", result.suggestions],
  ];
  writer.text("Specific feedback", { size: 13, bold: true });
  writer.text(result.specificFeedback, { gap: 8 });
  for (const [title, items] of sections) {
    writer.text(title, { size: 13, bold: true });
    for (const item of items) writer.text(`- ${item}`, { gap: 2 });
    writer.text("", { gap: 4 });
  }
  writer.text("Question", { size: 13, bold: true });
  writer.text(input.questionText, { gap: 8 });
  writer.text("Your answer", { size: 13, bold: true });
  writer.text(input.answerText);
  return doc.save({ useObjectStreams: false });
}
