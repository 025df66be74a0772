import { describe, expect, it } from "vitest";

import { choiceMarks, isAnswered, markingKindOf, parseChoiceOptions, parseLetters, scaleMarks, splitChoiceQuestion } from "./attempt-marks";

describe("multiple-choice options", () => {
  it("parses lettered lines in order (A) ..., A. ..., (C) ...)", () => {
    expect(parseChoiceOptions("Which?\nA) Duncan\nB. Banquo\n(C) Macduff\nD: Malcolm")).toEqual([
      { letter: "A", text: "Duncan" },
      { letter: "B", text: "Banquo" },
      { letter: "C", text: "Macduff" },
      { letter: "D", text: "Malcolm" },
    ]);
    expect(splitChoiceQuestion("Which?\nA) Duncan\nB) Banquo")).toEqual({ stem: "Which?", options: [{ letter: "A", text: "Duncan" }, { letter: "B", text: "Banquo" }] });
  });

  it("offers none when the question lists fewer than two, or not from A", () => {
    expect(parseChoiceOptions("Which king is killed?")).toEqual([]);
    expect(parseChoiceOptions("A) Only one")).toEqual([]);
    expect(parseChoiceOptions("B) Banquo\nC) Macduff")).toEqual([]);
  });

  it("reads letters however they are written", () => {
    expect(parseLetters("a, c")).toEqual(["A", "C"]);
    expect(parseLetters("CA c")).toEqual(["A", "C"]);
    expect(parseLetters("")).toEqual([]);
  });
});

describe("choiceMarks: marks from the key without the model", () => {
  it("a single-letter key: all or nothing", () => {
    expect(choiceMarks("B", "B", 1)).toBe(1);
    expect(choiceMarks("B", "C", 1)).toBe(0);
    expect(choiceMarks("B", "", 1)).toBe(0);
  });

  it("each correct letter earns marks/key length; each wrong letter cancels one correct; rounded down; 0..marks", () => {
    expect(choiceMarks("A, C, F, H", "A, C, F, H", 4)).toBe(4);
    expect(choiceMarks("A, C, F, H", "A, C", 4)).toBe(2);
    expect(choiceMarks("A, C, F, H", "A, C, B", 4)).toBe(1);
    expect(choiceMarks("A, C, F, H", "A B C D E F G H", 4)).toBe(0);
    expect(choiceMarks("A, C, F, H", "A", 2)).toBe(0);
    expect(choiceMarks("A, C, F, H", "A, C, F", 2)).toBe(1);
    expect(choiceMarks("B, D", "B, D", 2)).toBe(2);
    expect(choiceMarks("B, D", "A, B, C, D", 2)).toBe(0);
  });

  it("a key without letters marks nothing", () => {
    expect(choiceMarks("", "A", 1)).toBeNull();
  });
});

describe("how questions are marked", () => {
  it("essays and short answers by the model, multiple choice from a key, or not at all", () => {
    expect(markingKindOf({ questionType: "essay", answerKey: null })).toBe("model");
    expect(markingKindOf({ questionType: "short_answer", answerKey: null })).toBe("model");
    expect(markingKindOf({ questionType: "multiple_choice", answerKey: "B" })).toBe("choice");
    expect(markingKindOf({ questionType: "multiple_choice", answerKey: " " })).toBe("no-key");
    expect(markingKindOf({ questionType: "multiple_choice", answerKey: null })).toBe("no-key");
    expect(isAnswered("model", "  \n ")).toBe(false);
    // Only invisible characters: no answer, so no marking is spent on it (decision 005).
    expect(isAnswered("model", "\u200b\u200b\u00ad\u2060")).toBe(false);
    expect(isAnswered("model", "Macbeth")).toBe(true);
    expect(isAnswered("choice", ", ")).toBe(false);
    expect(isAnswered("choice", "B")).toBe(true);
  });
});

describe("scaleMarks: a type's mark scaled to the question's own marks", () => {
  it("keeps the mark when the marks agree", () => {
    expect(scaleMarks(17, 30, 30)).toBe(17);
  });
  it("scales and rounds to the nearest mark, within 0..question marks", () => {
    expect(scaleMarks(17, 34, 20)).toBe(10);
    expect(scaleMarks(5, 8, 4)).toBe(3);
    expect(scaleMarks(1, 8, 4)).toBe(1);
    expect(scaleMarks(40, 40, 10)).toBe(10);
    expect(scaleMarks(0, 40, 10)).toBe(0);
    expect(scaleMarks(3, 0, 10)).toBe(0);
  });
});
