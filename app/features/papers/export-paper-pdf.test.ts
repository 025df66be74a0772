import { PDFDocument, PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { INVENTED_FOR_PRACTICE } from "~/features/generation/offline/practice-sources";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { embedPdfFonts } from "~/platform/pdf/fonts.server";
import { pdfTextPlacements, pdfTextRuns } from "~/platform/pdf/pdf-text.test-support";
import { REPLACEMENT } from "~/platform/pdf/printable-text";

import { writePaperDraft } from "./build-paper.server";
import { answerLines, exportPaperPdf, PAGE } from "./export-paper-pdf.server";
import { exportText, timeAllowedMinutes, type ExportablePaper } from "./export-text";
import { paperSkeleton } from "./paper-skeleton";

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

  it("breaks a long word in the title and a web address in a question at the line's width: every character printed, none past the margins", async () => {
    const word = "Supercalifragilisticexpialidocious".repeat(3);
    const url = `https://www.example.org/wales/history/${"aneurin-bevan-and-the-founding-of-the-national-health-service-".repeat(2)}1948.html`;
    const pdf = await exportPaperPdf({
      title: `The ${word} paper`,
      subject: "History",
      examBoard: "WJEC Eduqas",
      questions: [{ text: `Read ${url} and explain.`, marks: 8, questionType: "short_answer", guidance: `See ${url}` }],
    });
    const placements = pdfTextPlacements(pdf);
    // A word broken across lines continues on the next run: read in order (without the page numbers, drawn after
    // each page's text), the runs hold every character of it.
    const text = placements
      .filter((placement) => !/^Page \d+ of \d+$/.test(placement.text))
      .map((placement) => placement.text)
      .join("");
    expect(text).toContain(word);
    expect(text.split(url)).toHaveLength(3);
    const fonts = await embedPdfFonts(await PDFDocument.create());
    for (const placement of placements) {
      const width = (/Bold/.test(placement.font) ? fonts.bold : fonts.regular).widthOfTextAtSize(placement.text, placement.size);
      expect(placement.x, placement.text).toBeGreaterThanOrEqual(PAGE.margin);
      expect(placement.x + width, placement.text).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 1e-6);
    }
    const reopened = await PDFDocument.load(pdf);
    expect(reopened.getTitle()).toBe(`The ${word} paper`);
    expect(String(reopened.catalog.get(PDFName.of("Lang")))).toBe("(en-GB)");
  });

  it("numbers each question once (by the board's label, or by its place when it has none) and the cover counts the questions as shown", async () => {
    const question = (text: string, label?: string) => ({ text, marks: 4, questionType: "short_answer", guidance: null, label });
    const built = pdfTextRuns(
      await exportPaperPdf({
        title: "AQA Paper 1 - practice",
        subject: "English Language",
        examBoard: "AQA",
        questions: [question("First.", "Question 1"), question("Second a.", "Question 2(a)"), question("Second b.", "Question 2(b)"), question("Third.", "Question 3")],
      }),
    );
    expect(built).toEqual(expect.arrayContaining(["Question 1", "Question 2(a)", "Question 2(b)", "Question 3", "• There are 3 questions on this paper."]));
    // No second numbering by position in the margin ("2" beside "Question 2(a)", "4" beside "Question 3").
    expect(built.filter((run) => /^\d+$/.test(run))).toEqual([]);

    const handMade = pdfTextRuns(
      await exportPaperPdf({ title: "Macbeth mock", subject: "English Literature", examBoard: "AQA", questions: [question("Who kills Duncan?"), question("Who is Banquo?")] }),
    );
    expect(handMade).toEqual(expect.arrayContaining(["• There are 2 questions on this paper."]));
    expect(handMade.filter((run) => /^\d+$/.test(run))).toEqual(["1", "2"]);
    // One question: "There is 1 question" ("There are 1 question" before).
    const single = pdfTextRuns(await exportPaperPdf({ title: "One", subject: "History", examBoard: "AQA", questions: [question("Who won at Hastings?")] }));
    expect(single).toEqual(expect.arrayContaining(["• There is 1 question on this paper."]));
  });

  it("sizes the time and the answer space to the marks", () => {
    expect([timeAllowedMinutes(1), timeAllowedMinutes(31), timeAllowedMinutes(80)]).toEqual([5, 50, 120]);
    expect([answerLines(1), answerLines(6), answerLines(100)]).toEqual([4, 12, 90]);
  });
});

// A source Marker wrote for History opens saying what it is and that Marker wrote it, and the generator ends it
// with "(From ..., invented for practice by Marker ...)" too; papers already saved hold both, so the PDF, like the
// .txt, leaves the second out when it prints the source.
describe("practice paper PDF: sources and time as the .txt gives them", () => {
  const generatedOn = new Date("2026-11-23T12:00:00Z");
  let built: ExportablePaper;
  beforeAll(async () => {
    setModelCaller(null);
    const skeleton = paperSkeleton({ subjectId: "history", boardId: "edexcel", paperId: "paper-1", topicId: "crime-and-punishment" });
    if (!skeleton) throw new Error("no Edexcel Paper 1 skeleton");
    const draft = await writePaperDraft(skeleton, "pdf-sources");
    if (!draft.ok) throw new Error(draft.message);
    // As the paper is stored and read back for the export (papers.server.ts).
    built = {
      title: draft.value.title,
      subject: "History",
      examBoard: "Edexcel",
      timeAllowedMinutes: draft.value.timeAllowedMinutes,
      questions: draft.value.questions.map((question) => ({
        text: question.text,
        marks: Number(question.marks),
        questionType: question.questionType,
        guidance: question.guidance || null,
        label: question.label || null,
        sourceText: question.sourceText || null,
      })),
    };
  });
  afterAll(() => setModelCaller(undefined));

  it("says once where each source Marker wrote comes from, under the heading the .txt gives it", async () => {
    const sources = built.questions.find((question) => question.sourceText)?.sourceText ?? "";
    // What is stored: two sources, each saying where it comes from at its start and again at its end.
    expect(sources.split(INVENTED_FOR_PRACTICE).length - 1).toBe(2);
    const runs = pdfTextRuns(await exportPaperPdf(built));
    // Lines wrap at spaces, so the runs joined by spaces read as the text printed.
    const printed = runs.join(" ");
    expect(printed).not.toContain(INVENTED_FOR_PRACTICE);
    expect(printed.match(/Marker wrote this source for practice on [^:]+: it is not a real historical document\./g)).toHaveLength(2);
    for (const opening of sources.match(/^.+(?=\. Marker wrote this source)/gm) ?? []) {
      const what = opening.replace(/, [^,]+$/, "");
      expect(printed.split(what).length - 1, what).toBe(1);
    }
    const txt = exportText(built, generatedOn).split("\n");
    const headings = txt.filter((line) => line.startsWith("Source for "));
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) expect(runs).toContain(heading);
  });

  it("names the questions a source is for as the .txt does, with its place in front of a label that names no number", async () => {
    const paper: ExportablePaper = {
      title: "Eduqas Component 1 - practice",
      subject: "History",
      examBoard: "WJEC Eduqas",
      timeAllowedMinutes: 60,
      questions: [
        { text: "Describe the features of castles.", marks: 5, questionType: "short_answer", guidance: null, label: "Describe key features", sourceText: "Source A\n\nA castle." },
        { text: "Explain why.", marks: 9, questionType: "short_answer", guidance: null, label: "Explain why", sourceText: "Source A\n\nA castle." },
      ],
    };
    const heading = exportText(paper, generatedOn).split("\n").find((line) => line.startsWith("Source for "));
    expect(heading).toBe("Source for Question 1: Describe key features to Question 2: Explain why");
    // The heading wraps onto a second line at a space.
    expect(pdfTextRuns(await exportPaperPdf(paper)).join(" ")).toContain(heading);
  });

  it("gives the same time allowed as the .txt, for a built paper and a hand-made one of any total", async () => {
    const handMade = (marks: number): ExportablePaper => ({
      title: `Mock of ${marks}`,
      subject: "History",
      examBoard: "AQA",
      questions: [{ text: "Explain why the Armada failed.", marks, questionType: "essay", guidance: null }],
    });
    for (const paper of [built, handMade(1), handMade(31), handMade(103)]) {
      const time = exportText(paper, generatedOn).split("\n")[3] ?? "";
      expect(time, paper.title).toMatch(/^Time allowed: /);
      expect(pdfTextRuns(await exportPaperPdf(paper)), paper.title).toContain(time);
    }
    expect(exportText(handMade(103), generatedOn)).toContain(`Time allowed: ${timeAllowedMinutes(103)} minutes`);
  });
});
