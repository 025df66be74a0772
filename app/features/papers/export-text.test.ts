import { describe, expect, it } from "vitest";

import { exportFileName, exportText, printedLabel } from "./export-text";

describe("practice paper export", () => {
  it("names the file from the title: non-alphanumerics to underscores, lowercased", () => {
    expect(exportFileName("Macbeth: Mock Paper 1!")).toBe("macbeth__mock_paper_1_.txt");
    expect(exportFileName("Café Test", "pdf")).toBe("caf__test.pdf");
  });

  it("holds the title, subject - board, the date, numbered questions and Total Marks last", () => {
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
        "Source:",
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
