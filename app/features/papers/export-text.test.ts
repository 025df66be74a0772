import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { INVENTED_FOR_PRACTICE } from "~/features/generation/offline/practice-sources";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { pdfTextRuns } from "~/platform/pdf/pdf-text.test-support";

import { writePaperDraft } from "./build-paper.server";
import { exportPaperPdf } from "./export-paper-pdf.server";
import { exportFileName, exportText, printedLabel, type ExportablePaper } from "./export-text";
import { paperSkeleton } from "./paper-skeleton";

describe("practice paper export", () => {
  it("names the file from the title: non-alphanumerics to underscores, lowercased", () => {
    expect(exportFileName("Macbeth: Mock Paper 1!")).toBe("macbeth__mock_paper_1_.txt");
    expect(exportFileName("Café Test", "pdf")).toBe("caf__test.pdf");
  });

  it("holds the title, subject - board, the date, the time allowed, numbered questions and Total Marks last", () => {
    const text = exportText(
      {
        title: "Macbeth Mock",
        subject: "English Literature",
        examBoard: "AQA",
        questions: [
          { text: "How does Shakespeare present ambition?", marks: 30, questionType: "essay", guidance: "AO1, AO2 and AO3" },
          { text: "Who kills Duncan?", marks: 1, questionType: "short_answer", guidance: null },
          { text: "Pick one: A, B or C", marks: 2, questionType: "multiple_choice", guidance: null },
        ],
      },
      new Date("2026-11-23T12:00:00Z"),
    );
    expect(text).toBe(
      [
        "Macbeth Mock",
        "English Literature - AQA",
        "Generated on 23 November 2026",
        "Time allowed: 50 minutes",
        "",
        "Question 1 (30 marks)",
        "Type: Essay Question",
        "How does Shakespeare present ambition?",
        "Answer Guidance: AO1, AO2 and AO3",
        "",
        "Question 2 (1 mark)",
        "Type: Short Answer",
        "Who kills Duncan?",
        "",
        "Question 3 (2 marks)",
        "Type: Multiple Choice",
        "Pick one: A, B or C",
        "",
        "Total Marks: 33",
        "",
      ].join("\n"),
    );
  });

  it("a built paper: the time allowed, each question under its label, each source once before the questions sharing it", () => {
    const text = exportText(
      {
        title: "WJEC Component 1 - practice",
        subject: "English Language",
        examBoard: "WJEC",
        timeAllowedMinutes: 105,
        questions: [
          { text: "List five things.", marks: 5, questionType: "short_answer", guidance: null, label: "A1", sourceText: "An extract." },
          { text: "How does the writer create tension?", marks: 5, questionType: "short_answer", guidance: null, label: "A2", sourceText: "An extract." },
          { text: "Write a story.", marks: 40, questionType: "essay", guidance: null, label: "Section B", sourceText: null },
        ],
      },
      new Date("2026-11-23T12:00:00Z"),
    );
    expect(text).toBe(
      [
        "WJEC Component 1 - practice",
        "English Language - WJEC",
        "Generated on 23 November 2026",
        "Time allowed: 1 hour 45 minutes",
        "",
        "Source for A1 to A2",
        "An extract.",
        "",
        "A1 (5 marks)",
        "Type: Short Answer",
        "List five things.",
        "",
        "A2 (5 marks)",
        "Type: Short Answer",
        "How does the writer create tension?",
        "",
        "Section B (40 marks)",
        "Type: Essay Question",
        "Write a story.",
        "",
        "Total Marks: 50",
        "",
      ].join("\n"),
    );
  });

  it("numbers every question: a built label that names no number gets its place in front (Eduqas History), the board's own numbers stay", () => {
    const text = exportText(
      {
        title: "WJEC Component 1 - practice",
        subject: "History",
        examBoard: "WJEC",
        timeAllowedMinutes: 60,
        questions: [
          { text: "Describe the Spanish Armada.", marks: 4, questionType: "short_answer", guidance: null, label: "Describe key features" },
          { text: "Explain why Elizabeth faced threats.", marks: 8, questionType: "short_answer", guidance: null, label: "Explain why" },
          { text: "How far do you agree?", marks: 16, questionType: "essay", guidance: null, label: "Essay" },
        ],
      },
      new Date("2026-11-23T12:00:00Z"),
    );
    expect(text.split("\n").filter((line) => /\(\d+ marks\)$/.test(line))).toEqual([
      "Question 1: Describe key features (4 marks)",
      "Question 2: Explain why (8 marks)",
      "Question 3: Essay (16 marks)",
    ]);
    expect([printedLabel(null, 2), printedLabel(" ", 3), printedLabel("A2", 2), printedLabel("Question 3(a)", 4), printedLabel("Section B", 6), printedLabel("Shakespeare (a)", 1)]).toEqual([
      "Question 2",
      "Question 3",
      "A2",
      "Question 3(a)",
      "Section B",
      "Question 1: Shakespeare (a)",
    ]);
  });
});

// Audit of built papers, finding 2: the .txt of a built Edexcel History paper (Paper 1, Crime and punishment, the
// audit's paper) against its PDF: the shared Source A/B says which questions it is for, before the first of them;
// each source Marker wrote says where it comes from once; and every paper gives its time as the PDF does.
describe("practice paper export: sources and time as the PDF gives them (audit finding 2)", () => {
  let built: ExportablePaper;
  beforeAll(async () => {
    setModelCaller(null);
    const skeleton = paperSkeleton({ subjectId: "history", boardId: "edexcel", paperId: "paper-1", topicId: "crime-and-punishment" });
    if (!skeleton) throw new Error("no Edexcel Paper 1 skeleton");
    const draft = await writePaperDraft(skeleton, "export-audit");
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

  it("prints the shared sources once, before the first question using them, under the questions they are for, as the PDF does", async () => {
    const lines = exportText(built, new Date("2026-11-23T12:00:00Z")).split("\n");
    const heading = lines.indexOf("Source for Question 2(a) to Question 2(b)");
    expect(heading).toBeGreaterThan(lines.indexOf("Question 1 (4 marks)"));
    expect(heading).toBeLessThan(lines.indexOf("Question 2(a) (8 marks)"));
    expect(lines[heading + 1]).toBe("Source A");
    expect(lines.filter((line) => line.startsWith("Source for "))).toHaveLength(1);
    expect(lines).not.toContain("Source:");
    expect(lines.filter((line) => line === "Source A")).toHaveLength(1);
    expect(pdfTextRuns(await exportPaperPdf(built))).toContain("Source for Question 2(a) to Question 2(b)");
  });

  it("says once where each source Marker wrote comes from: its opening line, not again in a closing attribution", () => {
    const text = exportText(built, new Date("2026-11-23T12:00:00Z"));
    const sources = built.questions.find((question) => question.sourceText)?.sourceText ?? "";
    // What the generator stores: each source opens with what it is and that Marker wrote it, and ends saying so again.
    expect(sources.split(INVENTED_FOR_PRACTICE).length - 1).toBe(2);
    expect(text).not.toContain(INVENTED_FOR_PRACTICE);
    expect(text.match(/Marker wrote this source for practice on [^:]+: it is not a real historical document\./g)).toHaveLength(2);
    for (const opening of sources.match(/^.+(?=\. Marker wrote this source)/gm) ?? []) {
      const what = opening.replace(/, [^,]+$/, "");
      expect(text.split(what).length - 1, what).toBe(1);
    }
    // Every word of the sources themselves is still printed.
    for (const paragraph of sources.split("\n\n").filter((part) => !part.includes(INVENTED_FOR_PRACTICE))) expect(text).toContain(paragraph);
  });

  it("keeps a real source's attribution, and a practice text's whose opening does not say where it is from", () => {
    const paper = (sourceText: string): ExportablePaper => ({
      title: "T",
      subject: "English Language",
      examBoard: "AQA",
      timeAllowedMinutes: 105,
      questions: [{ text: "List four things.", marks: 4, questionType: "short_answer", guidance: null, label: "Question 1", sourceText }],
    });
    const real = "In the days when the spinning-wheels hummed busily in the farmhouses.\n\n(From Silas Marner, George Eliot)";
    expect(exportText(paper(real), new Date())).toContain(`Source for Question 1\n${real}\n`);
    const site = `Kenilworth Castle in Warwickshire began as a Norman castle.\n\n(From A short description of Kenilworth Castle, ${INVENTED_FOR_PRACTICE}: a description of a real site, not a historical document)`;
    expect(exportText(paper(site), new Date())).toContain(site);
  });

  it("gives the time allowed in the PDF's words: a built paper's real time, a hand-made paper's in minutes", async () => {
    const handMade: ExportablePaper = {
      title: "Long mock",
      subject: "History",
      examBoard: "AQA",
      questions: [
        { text: "Explain why the Armada failed.", marks: 100, questionType: "essay", guidance: null },
        { text: "Name the queen.", marks: 3, questionType: "short_answer", guidance: null },
      ],
    };
    for (const [paper, time] of [
      [built, "Time allowed: 1 hour 20 minutes"],
      [handMade, "Time allowed: 155 minutes"],
    ] as const) {
      const lines = exportText(paper, new Date("2026-11-23T12:00:00Z")).split("\n");
      expect(lines[3], paper.title).toBe(time);
      expect(pdfTextRuns(await exportPaperPdf(paper)), paper.title).toContain(time);
    }
  });
});
