import { PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { getBoardSubject, getQuestionType } from "~/features/catalogue/catalogue";
import { embedPdfFonts } from "~/platform/pdf/fonts.server";
import { pdfTextPlacements, pdfTextRuns, type TextPlacement } from "~/platform/pdf/pdf-text.test-support";

import { computeResult } from "./compute-result";
import { exportResultPdf, PAGE, type ExportInput } from "./export-result-pdf.server";

const shakespeare = getQuestionType("english-literature", "aqa", "paper-1", "shakespeare")!;
const meanings = getBoardSubject("english-literature", "aqa")!.objectiveMeanings;

const answer = "Macbeth's 'vaulting ambition' shows he knows his desire will make him fall.";
const result = computeResult({
  questionType: shakespeare,
  objectiveMeanings: meanings,
  proposal: {
    objectives: [
      { code: "AO1", marks: 8, rationale: "Clear response.", evidence: [] },
      { code: "AO2", marks: 7, rationale: "Some analysis.", evidence: [] },
      { code: "AO3", marks: 3, rationale: "Little context.", evidence: [] },
      { code: "AO4", marks: 3, rationale: "Accurate.", evidence: [] },
    ],
    strengths: ["Uses a quotation."],
    areasForImprovement: ["Add context."],
    specificFeedback: "A focused start.",
    suggestions: ["Explore the metaphor further."],
    annotations: [],
  },
  answerText: answer,
  marker: { id: "offline", model: "rubric-v2", promptVersion: "t1", label: "Offline estimate", offline: true },
});

const input = (overrides: Partial<ExportInput> = {}): ExportInput => ({
  subject: "English Literature",
  board: "AQA",
  questionText: "How does Shakespeare present ambition?",
  answerText: answer,
  result,
  markedOn: "21 November 2026",
  ...overrides,
});

/** Each run's drawn width, measured in the fonts the PDF embeds (DejaVu Sans, bold for a bold run). */
async function withWidths(placements: TextPlacement[]) {
  const fonts = await embedPdfFonts(await PDFDocument.create());
  return placements.map((placement) => ({
    ...placement,
    width: (/Bold/.test(placement.font) ? fonts.bold : fonts.regular).widthOfTextAtSize(placement.text, placement.size),
  }));
}

const isPageNumber = (run: TextPlacement) => /^Page \d+ of \d+$/.test(run.text);

describe("the result PDF", () => {
  it("breaks a web address and a long unbroken word at the line's width: every character printed, none past the margins", async () => {
    const url = `https://www.example.org/wales/history/${"aneurin-bevan-and-the-founding-of-the-national-health-service-".repeat(2)}1948.html`;
    const word = `Aneurin${"Bevan".repeat(30)}`;
    expect(url.length).toBeGreaterThan(160);
    const pdf = await exportResultPdf(
      input({ questionText: `Read ${url} and answer.`, answerText: `${word} founded the NHS. See ${url}`, source: { label: "Extract", text: url } }),
    );
    // Page numbers are drawn after each page's text: left out, they cannot come between a word's pieces.
    const placements = await withWidths(pdfTextPlacements(pdf).filter((run) => !isPageNumber(run)));
    // A word broken across lines continues on the next run: read in order, the runs hold every character of it.
    const text = placements.map((placement) => placement.text).join("");
    expect(text.split(url)).toHaveLength(4);
    expect(text).toContain(`${word} founded the NHS.`);
    for (const placement of placements) {
      expect(placement.x, placement.text).toBeGreaterThanOrEqual(PAGE.margin);
      expect(placement.x + placement.width, placement.text).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 1e-6);
    }
  });

  it("prints the extract the answer is on, under its label, before the answer, and what the answer was marked as", async () => {
    const extract = "I have no spur to prick the sides of my intent, but only vaulting ambition.";
    const runs = pdfTextRuns(
      await exportResultPdf(
        input({
          paper: "Paper 1: Shakespeare and the 19th-century novel",
          questionType: "Shakespeare: extract and whole play (34 marks)",
          source: { label: "Extract", text: extract },
        }),
      ),
    );
    expect(runs.slice(1, 3)).toEqual(["English Literature - AQA - marked 21 November 2026", "Paper 1: Shakespeare and the 19th-century novel"]);
    expect(runs.join(" ")).toContain(`Your answer was marked as the board's question type "Shakespeare: extract and whole play (34 marks)".`);
    const at = (text: string) => runs.indexOf(text);
    expect(at("Question")).toBeGreaterThan(-1);
    expect(at("Extract")).toBeGreaterThan(at("Question"));
    expect(at(extract)).toBe(at("Extract") + 1);
    expect(at("Your answer")).toBeGreaterThan(at(extract));
    expect(at(answer)).toBe(at("Your answer") + 1);
  });

  it("names each objective cleanly, numbers its pages, and sets its title and language", async () => {
    const pdf = await exportResultPdf(input());
    const runs = pdfTextRuns(pdf);
    const ao1 = result.objectives.find((objective) => objective.code === "AO1")!;
    // The heading is "AO1: 8 / 12"; what the objective assesses is a line of its own under it.
    expect(runs[runs.indexOf("AO1: 8 / 12") + 1]).toBe(ao1.meaning);
    expect(runs.some((run) => run.startsWith("AO1 ("))).toBe(false);
    const reopened = await PDFDocument.load(pdf);
    const pages = reopened.getPageCount();
    expect(runs).toEqual(expect.arrayContaining(Array.from({ length: pages }, (_, index) => `Page ${index + 1} of ${pages}`)));
    expect(reopened.getTitle()).toBe("Marker result - English Literature");
    expect(String(reopened.catalog.get(PDFName.of("Lang")))).toBe("(en-GB)");
  });

  it("never leaves a heading alone at the foot of a page, wherever the page breaks", async () => {
    // Feedback from 0 to 60 lines long moves every heading after it down a line at a time, across a page break.
    for (let lines = 0; lines <= 60; lines++) {
      const feedback = Array.from({ length: lines }, (_, index) => `Feedback line ${index + 1}.`).join("\n");
      const pdf = await exportResultPdf(input({ result: { ...result, specificFeedback: feedback, strengths: ["One.", "Two."] }, source: { label: "Extract", text: "An extract." } }));
      const placements = pdfTextPlacements(pdf).filter((run) => !isPageNumber(run));
      const pageCount = Math.max(...placements.map((run) => run.page)) + 1;
      for (let page = 0; page < pageCount - 1; page++) {
        const onPage = placements.filter((run) => run.page === page);
        const last = onPage[onPage.length - 1]!;
        // Only headings (and the mark at the top of page 1) are bold.
        expect(/Bold/.test(last.font), `${lines} lines: page ${page + 1} ends with "${last.text}"`).toBe(false);
      }
    }
  }, 60_000);
});
