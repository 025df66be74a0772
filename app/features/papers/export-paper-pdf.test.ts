import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { pdfTextRuns } from "~/platform/pdf/pdf-text.test-support";
import { REPLACEMENT } from "~/platform/pdf/printable-text";

import { answerLines, exportPaperPdf, timeAllowedMinutes } from "./export-paper-pdf.server";

describe("practice paper PDF", () => {
  it("has a cover with the total and time allowed, each question with its marks, and the guidance, printing typographic characters", async () => {
    const pdf = await exportPaperPdf({
      title: "Macbeth – “Mock” Paper…",
      subject: "English Literature",
      examBoard: "AQA",
      questions: [
        { text: "How does Shakespeare present ‘ambition’ — in Act 1?", marks: 30, questionType: "essay", guidance: "Café-style AO1 ✓" },
        { text: "Who kills Duncan?", marks: 1, questionType: "short_answer", guidance: null },
      ],
    });
    expect(Buffer.from(pdf).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const reopened = await PDFDocument.load(pdf);
    expect(reopened.getTitle()).toBe("Macbeth – “Mock” Paper…");
    const runs = pdfTextRuns(pdf);
    expect(runs).toEqual(
      expect.arrayContaining([
        "Macbeth – “Mock” Paper…",
        "AQA · GCSE English Literature",
        "Time allowed: 50 minutes",
        "Total marks: 31",
        "How does Shakespeare present ‘ambition’ — in Act 1?",
        "[30 marks]",
        "Who kills Duncan?",
        "[1 mark]",
        "Answer guidance",
        "Question 1: Café-style AO1 ✓",
        `Page 1 of ${reopened.getPageCount()}`,
      ]),
    );
    // A 30-mark question gets 60 ruled lines: more than a page, so the paper runs past cover + one page.
    expect(reopened.getPageCount()).toBeGreaterThanOrEqual(4);
  });

  it("prints what students type in any of the embedded fonts' scripts as itself, a replacement for the rest, and stays small", async () => {
    const typed = "‘Quotes’ “double” – — … Zoë Łódź Ελληνικά Русский Tiếng Việt → ≤ ≠ £ €";
    const pdf = await exportPaperPdf({
      title: "Zoë’s “Łódź” paper — Ελληνικά",
      subject: "History",
      examBoard: "Edexcel",
      questions: [
        { text: typed, marks: 4, questionType: "short_answer", guidance: "Русский → ≤ ≠ £ € 🙂 中" },
        { text: "Who built the Acropolis?", marks: 100, questionType: "essay", guidance: null },
      ],
    });
    const runs = pdfTextRuns(pdf);
    expect(runs).toEqual(
      expect.arrayContaining([
        "Zoë’s “Łódź” paper — Ελληνικά",
        "[4 marks]",
        "[100 marks]",
        `Question 1: Русский → ≤ ≠ £ € ${REPLACEMENT} ${REPLACEMENT}`,
      ]),
    );
    // The question wraps (at a space) onto two lines.
    expect(runs.join(" ")).toContain(typed);
    expect(runs.join("\n")).not.toContain("<unmapped glyph");
    // Subsets of DejaVu Sans and DejaVu Sans Bold, not the 1.4 MB of the whole fonts.
    expect(pdf.length).toBeLessThan(80_000);
  });

  it("a built paper: its stored time, each label, and a shared source printed once before its questions", async () => {
    const source = "The harbour lay quiet under a grey sky.";
    const pdf = await exportPaperPdf({
      title: "AQA Paper 1 - practice",
      subject: "English Language",
      examBoard: "AQA",
      timeAllowedMinutes: 105,
      questions: [
        { text: "List four things.", marks: 4, questionType: "short_answer", guidance: null, label: "Question 1", sourceText: source },
        { text: "How does the writer use language?", marks: 8, questionType: "short_answer", guidance: "Language", label: "Question 2", sourceText: source },
        { text: "Write a story.", marks: 40, questionType: "essay", guidance: null, label: "Question 5", sourceText: null },
      ],
    });
    const runs = pdfTextRuns(pdf);
    expect(runs).toEqual(expect.arrayContaining(["Time allowed: 1 hour 45 minutes", "Source for Question 1 to Question 2", "Question 1", "Question 5", "Question 2: Language"]));
    expect(runs.filter((run) => run === source)).toHaveLength(1);
  });

  it("sizes the time and the answer space to the marks", () => {
    expect([timeAllowedMinutes(1), timeAllowedMinutes(31), timeAllowedMinutes(80)]).toEqual([5, 50, 120]);
    expect([answerLines(1), answerLines(6), answerLines(100)]).toEqual([4, 12, 90]);
  });
});
