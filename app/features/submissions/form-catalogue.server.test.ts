import { describe, expect, it } from "vitest";

import { ESTIMATED_SCHEME_NOTE } from "~/features/catalogue/lookup";

import { formCatalogueFor, formCatalogueForBoard, knownBoard } from "./form-catalogue.server";

describe("the answer form's catalogue for one board", () => {
  it("names every board but carries papers for the chosen one only, the same papers as the whole catalogue", () => {
    const whole = formCatalogueFor("english-literature");
    const one = formCatalogueForBoard("english-literature", "ocr");
    expect(one.map((board) => board.id)).toEqual(whole.map((board) => board.id));
    expect(one.map((board) => board.name)).toEqual(whole.map((board) => board.name));
    expect(one.filter((board) => board.papers !== null).map((board) => board.id)).toEqual(["ocr"]);
    expect(one.find((board) => board.id === "ocr")?.papers).toEqual(whole.find((board) => board.id === "ocr")?.papers);
    expect(JSON.stringify(one).length).toBeLessThan(JSON.stringify(whole).length / 2);
  });

  it("says which specification each board's papers are from, and that OCR History is History B, not History A (a review)", () => {
    const history = formCatalogueForBoard("history", "ocr");
    expect(history.find((board) => board.id === "ocr")?.specification).toBe(
      "Specification: OCR History B (Schools History Project), J411. OCR's History A (J410) is not covered yet: its papers and questions differ from these.",
    );
    expect(history.find((board) => board.id === "aqa")?.specification).toBe("Specification: AQA History, 8145.");
    expect(formCatalogueForBoard("english-literature", "aqa").find((board) => board.id === "wjec")?.specification).toMatch(/^Specification: WJEC Eduqas English Literature, /);
  });

  it("says when a question type's levels and objectives are Marker's estimate, not the board's scheme (a review)", () => {
    const types = (subject: "history" | "english-language" | "english-literature", board: string) =>
      (formCatalogueForBoard(subject, board).find((entry) => entry.id === board)?.papers ?? []).flatMap((paper) => [
        ...paper.questionTypes,
        ...paper.topics.flatMap((topic) => topic.questionTypes),
      ]);
    // Edexcel History Paper 3 Question 3(b): its 4 marks are the board's, its two levels an estimate.
    const mainDifference = types("history", "edexcel").find((type) => type.id === "q3b-main-difference");
    expect(mainDifference?.schemeNote).toBe(ESTIMATED_SCHEME_NOTE);
    // Its Question 3(d) is the board's own scheme: nothing said.
    expect(types("history", "edexcel").find((type) => type.id === "q3d-evaluate-interpretation")?.schemeNote).toBeNull();
    expect(types("english-literature", "aqa").every((type) => type.schemeNote === null)).toBe(true);
  });

  it("knows the catalogue's boards and nothing else", () => {
    expect(knownBoard("aqa")).toBe("aqa");
    expect(knownBoard("AQA ")).toBeNull();
    expect(knownBoard("")).toBeNull();
    expect(knownBoard(null)).toBeNull();
  });
});
