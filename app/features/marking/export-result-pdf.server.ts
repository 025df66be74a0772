import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

import { embedPdfFonts } from "~/platform/pdf/fonts.server";
import { makePrintable, wrapParagraph } from "~/platform/pdf/printable-text";

import { levelBasisLine, levelHeadline } from "./level-basis";
import type { MarkingResult } from "./marking-result";

export interface ExportInput {
  subject: string;
  board: string;
  /** The paper the answer was marked on ("Paper 1: Shakespeare and the 19th-century novel", with a History topic), when the catalogue knows it. */
  paper?: string | null;
  /** The board question type the answer was marked as, when the catalogue knows it. */
  questionType?: string | null;
  questionText: string;
  /** The source or extract the question is on, under the label the answer form gives it ("Extract", "Source"). */
  source?: { label: string; text: string } | null;
  answerText: string;
  result: MarkingResult;
  markedOn: string;
}

/** A4 in points, and the margin nothing is drawn past but the page numbers (exported for the tests that check it). */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const INK = rgb(0.06, 0.09, 0.16);
const BODY_SIZE = 10.5;
const lineHeight = (size: number) => size * 1.4;

class Writer {
  private page: PDFPage;
  private y: number;
  /** The embedded Unicode fonts print what students type; makePrintable replaces only what a font lacks. */
  private readonly printable: { regular: (text: string) => string; bold: (text: string) => string };
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
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

  /**
   * Wrapped text from margin to margin. `keepWithNext` is the height of what follows that must share the
   * page with this text's lines: a heading is never left alone at the foot of a page.
   */
  text(content: string, options: { size?: number; bold?: boolean; gap?: number; keepWithNext?: number } = {}) {
    const size = options.size ?? BODY_SIZE;
    const font = options.bold ? this.bold : this.regular;
    const gap = options.gap ?? 4;
    const lines = this.printable[options.bold ? "bold" : "regular"](content)
      .split("\n")
      .flatMap((paragraph) => wrapParagraph(paragraph, font, size, PAGE.width - PAGE.margin * 2));
    if (options.keepWithNext) this.ensure(lines.length * lineHeight(size) + gap + options.keepWithNext);
    for (const line of lines) {
      this.ensure(lineHeight(size));
      this.page.drawText(line, { x: PAGE.margin, y: this.y - size, size, font, color: INK });
      this.y -= lineHeight(size);
    }
    this.y -= gap;
  }

  /** A section's heading, kept on a page with at least the first line of what it heads. */
  heading(title: string, size = 13) {
    this.text(title, { size, bold: true, keepWithNext: lineHeight(BODY_SIZE) });
  }
}

/** A PDF of one marked answer: what it was marked as, marks, objectives, feedback, the question, its source and the answer. */
export async function exportResultPdf(input: ExportInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Marker result - ${input.subject}`);
  doc.setLanguage("en-GB");
  doc.setProducer("Marker");
  doc.setCreator("Marker");
  const fonts = await embedPdfFonts(doc);
  const writer = new Writer(doc, fonts.regular, fonts.bold);
  const { result } = input;
  writer.text("Marker - marking result", { size: 18, bold: true, gap: 8 });
  writer.text(`${input.subject} - ${input.board} - marked ${input.markedOn}`, { gap: input.paper || input.questionType ? 2 : 10 });
  // What the answer was marked as, in the results page's words.
  if (input.paper) writer.text(input.paper, { gap: input.questionType ? 2 : 10 });
  if (input.questionType) writer.text(`Your answer was marked as the board's question type "${input.questionType}".`, { gap: 10 });
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
  writer.heading("Assessment objectives");
  for (const objective of result.objectives) {
    // "AO1: 5 / 12", then what the objective assesses, then why it earned that.
    writer.text(`${objective.code}: ${objective.achieved} / ${objective.max}`, { bold: true, gap: 1, keepWithNext: lineHeight(9.5) });
    writer.text(objective.meaning, { size: 9.5, gap: 1 });
    writer.text(objective.rationale, { size: 9.5 });
  }
  const sections: [string, string[]][] = [
    ["Strengths", result.strengths],
    ["Areas for improvement", result.areasForImprovement],
    ["Suggestions", result.suggestions],
  ];
  writer.heading("Specific feedback");
  writer.text(result.specificFeedback, { gap: 8 });
  for (const [title, items] of sections) {
    writer.heading(title);
    for (const item of items) writer.text(`- ${item}`, { gap: 2 });
    writer.text("", { gap: 4 });
  }
  writer.heading("Question");
  writer.text(input.questionText, { gap: 8 });
  // The source the student answered on, labelled as the answer form labels it, so a reader can judge the answer.
  if (input.source?.text.trim()) {
    writer.heading(input.source.label);
    writer.text(input.source.text, { gap: 8 });
  }
  writer.heading("Your answer");
  writer.text(input.answerText);

  // Page numbers, as on the practice paper PDF.
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    page.drawText(label, { x: (PAGE.width - writer.regular.widthOfTextAtSize(label, 9)) / 2, y: 28, size: 9, font: writer.regular, color: INK });
  });
  return doc.save({ useObjectStreams: false });
}
