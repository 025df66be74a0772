import { describe, expect, it } from "vitest";

import { exportFileName, exportText } from "./export-text";

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
});
