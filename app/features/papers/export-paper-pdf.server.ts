import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

import { embedPdfFonts } from "~/platform/pdf/fonts.server";
import { makePrintable, wrapParagraph } from "~/platform/pdf/printable-text";

import { marksLabel, printedLabel, printedSource, questionTypeLabel, sourceHeading, startsSource, timeAllowedText, totalMarks, type ExportablePaper } from "./export-text";
import { questionCount, questionNumbers } from "./question-count";

/**
 * A practice paper as a print-ready PDF laid out like an exam paper: a cover (title, subject, board, total
 * marks, time allowed, instructions), then each question with its marks in brackets at the right and ruled
 * lines to answer on (more for more marks), and the answer guidance at the end. The embedded Unicode fonts
 * (embedPdfFonts) print what students type; makePrintable replaces only what a font lacks.
 */

/** A4 in points, and the margin nothing is drawn past but the page numbers (exported for the tests that check it). */
export const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.06, 0.09, 0.16);
const RULE = rgb(0.7, 0.72, 0.76);
const LINE_GAP = 24;

/** Ruled answer lines for a question: two a mark, at least four, at most three pages' worth. */
export function answerLines(marks: number): number {
  return Math.min(90, Math.max(4, marks * 2));
}

class Layout {
  page!: PDFPage;
  y = 0;
  readonly printable: { regular: (text: string) => string; bold: (text: string) => string };
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.printable = { regular: makePrintable(regular), bold: makePrintable(bold) };
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  ensure(height: number) {
    if (this.y - height < PAGE.margin + 20) this.newPage();
  }

  /** Wrapped text from x to the right margin (less `reserve`); returns the y of its last line's baseline. */
  text(content: string, options: { size?: number; bold?: boolean; x?: number; reserve?: number; gap?: number; centre?: boolean } = {}) {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.regular;
    const x = options.x ?? PAGE.margin;
    const maxWidth = PAGE.width - PAGE.margin - x - (options.reserve ?? 0);
    let baseline = this.y;
    const lines = this.printable[options.bold ? "bold" : "regular"](content)
      .split("\n")
      .flatMap((paragraph) => wrapParagraph(paragraph, font, size, maxWidth));
    for (const line of lines) {
      this.ensure(size * 1.45);
      baseline = this.y - size;
      const width = font.widthOfTextAtSize(line, size);
      this.page.drawText(line, { x: options.centre ? (PAGE.width - width) / 2 : x, y: baseline, size, font, color: INK });
      this.y -= size * 1.45;
    }
    this.y -= options.gap ?? 4;
    return baseline;
  }

  rightText(content: string, baseline: number, size = 11) {
    const text = this.printable.bold(content);
    const width = this.bold.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: PAGE.width - PAGE.margin - width, y: baseline, size, font: this.bold, color: INK });
  }

  rules(count: number) {
    for (let index = 0; index < count; index++) {
      this.ensure(LINE_GAP);
      this.y -= LINE_GAP;
      this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 0.5, color: RULE });
    }
    this.y -= 16;
  }
}

/**
 * How many questions the student sees: parts of one question ("Question 2(a)", "Question 2(b)", or "Question
 * 3(i)" and "(ii)" for a question answered twice) count once, under their label's stem; an unlabelled question
 * counts on its own.
 */
export async function exportPaperPdf(paper: ExportablePaper): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(paper.title);
  doc.setLanguage("en-GB");
  doc.setSubject(`${paper.subject} - ${paper.examBoard}`);
  doc.setProducer("Marker");
  doc.setCreator("Marker");
  const fonts = await embedPdfFonts(doc);
  const layout = new Layout(doc, fonts.regular, fonts.bold);
  const total = totalMarks(paper);

  // Cover.
  layout.newPage();
  layout.y -= 120;
  layout.text(`${paper.examBoard} · GCSE ${paper.subject}`, { size: 14, centre: true, gap: 18 });
  layout.text(paper.title, { size: 24, bold: true, centre: true, gap: 30 });
  layout.text("Practice paper", { size: 13, centre: true, gap: 40 });
  // A built paper keeps the real paper's time; a hand-made one gets 1.5 minutes a mark (export-text.ts, shared with the .txt).
  layout.text(`Time allowed: ${timeAllowedText(paper)}`, { size: 13, bold: true, centre: true, gap: 8 });
  layout.text(`Total marks: ${total}`, { size: 13, bold: true, centre: true, gap: 50 });
  layout.text("Instructions", { size: 12, bold: true, gap: 6 });
  const count = questionCount(paper);
  for (const line of [
    "Answer all questions.",
    "Write your answers in the spaces provided.",
    "The marks for each question are shown in brackets.",
    count === 1 ? "There is 1 question on this paper." : `There are ${count} questions on this paper.`,
  ]) {
    layout.text(`• ${line}`, { gap: 2 });
  }
  layout.y -= 40;
  layout.text("Name: ______________________________   Date: ______________", { gap: 8 });

  // Questions.
  layout.newPage();
  const numbers = questionNumbers(paper.questions);
  paper.questions.forEach((question, index) => {
    // A source is an insert printed once, before the questions that use it, as the .txt prints it: under the
    // questions it is for, and saying once where a text Marker wrote comes from (printedSource, which leaves out
    // the closing attribution already stored in saved papers).
    if (startsSource(paper.questions, index)) {
      layout.ensure(60);
      layout.text(sourceHeading(paper.questions, index), { size: 12, bold: true, gap: 6 });
      layout.text(printedSource(question.sourceText ?? ""), { size: 10, gap: 16 });
    }
    layout.ensure(80);
    // One numbering: a built question under the board's own label ("Question 2(a)", "A1"), a hand-made one under
    // its place on the paper, in the margin.
    // A label without a number of its own ("Poetry (a)") is printed under the number the cover counts (printedLabel).
    if (question.label?.trim()) layout.text(printedLabel(question.label, numbers[index] ?? index + 1), { size: 12, bold: true, gap: 2 });
    else layout.page.drawText(`${index + 1}`, { x: PAGE.margin, y: layout.y - 12, size: 12, font: layout.bold, color: INK });
    layout.text(questionTypeLabel(question.questionType), { size: 9, x: PAGE.margin + 28, gap: 2 });
    // The reserve fits the widest marks label, "[100 marks]" (75 pt in DejaVu Sans Bold at 11 pt).
    const baseline = layout.text(question.text, { x: PAGE.margin + 28, reserve: 84, gap: 2 });
    layout.rightText(`[${marksLabel(question.marks)}]`, baseline);
    layout.rules(answerLines(question.marks));
  });
  layout.text("END OF QUESTIONS", { size: 11, bold: true, centre: true, gap: 10 });

  // Guidance, for marking afterwards.
  const guided = paper.questions.map((question, index) => ({ number: question.label || `Question ${index + 1}`, guidance: question.guidance })).filter((item) => item.guidance);
  if (guided.length > 0) {
    layout.newPage();
    layout.text("Answer guidance", { size: 14, bold: true, gap: 10 });
    for (const item of guided) layout.text(`${item.number}: ${item.guidance}`, { gap: 8 });
  }

  // Page numbers.
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    page.drawText(label, { x: (PAGE.width - layout.regular.widthOfTextAtSize(label, 9)) / 2, y: 28, size: 9, font: layout.regular, color: INK });
  });
  return doc.save({ useObjectStreams: false });
}
