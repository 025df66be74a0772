import { describe, expect, it } from "vitest";

import { printedLabel, sourceHeading } from "./export-text";
import { questionCount, questionCountText, questionNumbers } from "./question-count";

describe("a paper's question count", () => {
  it("counts the parts of one numbered question once, as the PDF's cover does, and says the parts beside it", () => {
    const built = { questions: [{ label: "Question 1" }, { label: "Question 2" }, { label: "Question 3(a)" }, { label: "Question 3(b)" }, { label: "Question 3(c)" }, { label: "Question 3(d)" }] };
    expect(questionCount(built)).toBe(3);
    expect(questionCountText(built)).toBe("3 questions (6 parts)");
    expect(questionCountText({ questions: [{ label: null }, { label: null }] })).toBe("2 questions");
    expect(questionCountText({ questions: [{}] })).toBe("1 question");
  });
});

describe("the numbers questions are printed under", () => {
  it("give the parts of one question its number, so the cover's count, the headings and the sources agree (a review: '2 questions' above 'Source for Question 3')", () => {
    const ocr = [
      { label: "Poetry (a)", sourceText: "" },
      { label: "Poetry (b)", sourceText: "" },
      { label: "Shakespeare", sourceText: "Out, damned spot!" },
    ];
    expect(questionCount({ questions: ocr })).toBe(2);
    expect(questionNumbers(ocr)).toEqual([1, 1, 2]);
    expect(ocr.map((question, index) => printedLabel(question.label, questionNumbers(ocr)[index]!))).toEqual([
      "Question 1: Poetry (a)",
      "Question 1: Poetry (b)",
      "Question 2: Shakespeare",
    ]);
    expect(sourceHeading(ocr as never, 2)).toBe("Source for Question 2: Shakespeare");
    // Hand-made questions, unlabelled, are numbered by their place.
    expect(questionNumbers([{ label: null }, { label: "" }, {}])).toEqual([1, 2, 3]);
  });
});

