import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { getQuestionType } from "~/features/catalogue/catalogue";
import type { QuestionType } from "~/features/catalogue/types";

import { computeResult, InvalidMarkingError, locateQuote } from "./compute-result";
import { indicativeGrade } from "./grading";

const shakespeare = getQuestionType("english-literature", "aqa", "paper-1", "shakespeare")!;
const marker = { id: "test", model: "test-model", promptVersion: "t1", label: "Test marker", offline: true };
const answer =
  "Shakespeare presents Macbeth's ambition as 'vaulting', a metaphor that suggests he will overreach.\n\n" +
  "A Jacobean audience would see regicide as a sin against God.";

function proposal(marks: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    objectives: Object.entries(marks).map(([code, value]) => ({ code, marks: value, rationale: `${code} rationale`, evidence: ["vaulting"] })),
    strengths: ["Clear argument."],
    areasForImprovement: ["More context."],
    specificFeedback: "Good start.",
    suggestions: ["Link to the whole play."],
    annotations: [],
    ...extra,
  };
}

function compute(questionType: QuestionType, proposed: unknown, text = answer) {
  return computeResult({ questionType, objectiveMeanings: { AO1: "Argument" }, proposal: proposed, answerText: text, marker });
}

describe("computeResult", () => {
  it("computes the total, percentage, level, grade and band itself", () => {
    const result = compute(shakespeare, proposal({ AO1: 9, AO2: 9, AO3: 4, AO4: 3 }));
    expect(result.totalMarks).toBe(34);
    expect(result.achievedMarks).toBe(25);
    expect(result.percentage).toBe(73.5);
    // Levels are read on the 30 marks for AO1-AO3; AO4 is marked on its own grid.
    expect(result.levelledMarks).toEqual({ achieved: 22, max: 30 });
    expect(result.level).toBe(5);
    expect(result.nextLevel).toEqual({ level: 6, marksNeeded: 4 });
    expect(result.grade).toBe("7");
    expect(result.colourBand).toEqual({ tone: "green", label: "Excellent" });
    expect(result.marker).toEqual(marker);
  });

  it("D3: clamps marks to each objective's maximum, rounds fractions and ignores the model's own totals", () => {
    const result = compute(
      shakespeare,
      proposal({ AO1: 999, AO2: -5, AO3: 3.5, AO4: 4 }, { totalMarks: 34, achievedMarks: 34, grade: "9", percentage: 100 }),
    );
    expect(result.objectives.map((o) => [o.code, o.achieved])).toEqual([
      ["AO1", 12],
      ["AO2", 0],
      ["AO3", 4],
      ["AO4", 4],
    ]);
    expect(result.achievedMarks).toBe(20);
    expect(result.grade).toBe(indicativeGrade(result.percentage));
  });

  it("D3/D4: refuses a proposal with marks that are not numbers, a missing objective, or the wrong shape", () => {
    expect(() => compute(shakespeare, proposal({ AO1: "thirty", AO2: 1, AO3: 1, AO4: 1 }))).toThrow(InvalidMarkingError);
    expect(() => compute(shakespeare, proposal({ AO1: Number.NaN, AO2: 1, AO3: 1, AO4: 1 }))).toThrow(InvalidMarkingError);
    expect(() => compute(shakespeare, proposal({ AO1: 1, AO2: 1 }))).toThrow(InvalidMarkingError);
    expect(() => compute(shakespeare, {})).toThrow(InvalidMarkingError);
    expect(() => compute(shakespeare, "Level 6, 30/30")).toThrow(InvalidMarkingError);
    expect(() => compute(shakespeare, null)).toThrow(InvalidMarkingError);
  });

  it("keeps evidence and annotations only when they really occur in the answer", () => {
    const result = compute(
      shakespeare,
      proposal(
        { AO1: 6, AO2: 6, AO3: 3, AO4: 2 },
        {
          annotations: [
            { quote: "a sin against God", comment: "Good context.", objective: "AO3", kind: "strength" },
            { quote: "Macbeth murders Duncan in Act 2", comment: "Invented.", objective: "AO1", kind: "strength" },
            { quote: "‘vaulting’,  a metaphor", comment: "Typographic quotes still match.", objective: "AO2", kind: "strength" },
          ],
        },
      ),
    );
    expect(result.annotations.map((a) => a.comment)).toEqual(["Typographic quotes still match.", "Good context."]);
    for (const annotation of result.annotations) {
      expect(answer.slice(annotation.start, annotation.end).length).toBeGreaterThan(0);
    }
    expect(answer.slice(result.annotations[1]!.start, result.annotations[1]!.end)).toBe("a sin against God");
  });

  it("uses the spec's 75/60/40% levels where the catalogue has no bands", () => {
    const pointMarked = getQuestionType("english-language", "aqa", "paper-1", "q1")!;
    expect(pointMarked.levels).toEqual([]);
    const result = compute(pointMarked, proposal({ AO1: 3 }));
    expect(result.level).toBe(4);
    expect(result.nextLevel).toBeNull();
  });

  it("names no level in a point-marked question's description: it says the marks were earned point by point (offline-2.4 audit)", () => {
    // The headline read "Level 1: Level 1 of 4" beside "This question is marked point by point rather than in levels."
    const pointMarked = getQuestionType("english-language", "aqa", "paper-1", "q1")!;
    const four = "The fishermen work on the shingle.\nGulls scream above the huts.\nThe air smells of tar.\nThe boats are tied down.";
    for (const [marks, wanted] of [
      [1, "Marked point by point: 1 of 4 marks, one for each creditable point"],
      [3, "Marked point by point: 3 of 4 marks, one for each creditable point"],
      [0, "Marked point by point: no creditable point yet (0 of 4 marks)"],
    ] as const) {
      const result = compute(pointMarked, proposal({ AO1: marks }, { objectives: [{ code: "AO1", marks, rationale: "AO1.", evidence: [] }] }), four);
      expect(result.levelDescription).toBe(wanted);
      expect(result.levelDescription).not.toMatch(/level/i);
      expect(result.levelBands).toEqual([]);
    }
    const oneMark = getQuestionType("english-language", "edexcel", "paper-1", "q1")!;
    expect(compute(oneMark, proposal({ AO1: 1 }), "They drag their nets to safety.").levelDescription).toBe("Marked point by point: 1 of 1 mark, one for each creditable point");
  });

  it("gives level 0 when nothing is creditworthy", () => {
    const result = compute(shakespeare, proposal({ AO1: 0, AO2: 0, AO3: 0, AO4: 0 }));
    expect(result).toMatchObject({ achievedMarks: 0, level: 0, grade: "U", colourBand: { tone: "red" } });
    expect(result.nextLevel).toEqual({ level: 1, marksNeeded: 1 });
  });

  it("never says 'No creditworthy material' when marks were awarded outside the level (written accuracy only)", () => {
    const writing = getQuestionType("english-language", "aqa", "paper-2", "q5")!;
    const essay = "Zoos are bad. animals are sad in cages and they want to be free. people should not go to zoos.";
    const result = compute(writing, proposal({ AO5: 0, AO6: 2 }), essay);
    expect(result).toMatchObject({ achievedMarks: 2, level: 0, levelledMarks: { achieved: 0, max: 24 } });
    expect(result.levelDescription).not.toMatch(/no creditworthy/i);
    expect(result.levelDescription).toContain("AO5 (0 of 24 marks), which the level is based on");
    expect(result.levelDescription).toContain("your 2 marks are for written accuracy (AO6)");
    // With nothing at all, the old wording stands.
    expect(compute(writing, proposal({ AO5: 0, AO6: 0 }), essay).levelDescription).toBe("No creditworthy material yet");
  });

  it("for any proposal the stored score is within 0..max and the grade follows the percentage", () => {
    const codes = shakespeare.objectives.map((objective) => objective.code);
    fc.assert(
      fc.property(
        fc.tuple(...codes.map(() => fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -100, max: 100 })))),
        (marks) => {
          const proposed = proposal(Object.fromEntries(codes.map((code, i) => [code, marks[i]])));
          try {
            const result = compute(shakespeare, proposed);
            expect(result.achievedMarks).toBeGreaterThanOrEqual(0);
            expect(result.achievedMarks).toBeLessThanOrEqual(result.totalMarks);
            for (const objective of result.objectives) {
              expect(Number.isInteger(objective.achieved)).toBe(true);
              expect(objective.achieved).toBeLessThanOrEqual(objective.max);
            }
            expect(result.grade).toBe(indicativeGrade(result.percentage));
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidMarkingError);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("locateQuote", () => {
  it("finds quotes across different spacing and quote marks, and nothing else", () => {
    const text = "He said  'hello'\nthere.";
    expect(locateQuote(text, "said ‘hello’ there")).toEqual({ start: 3, end: 22 });
    expect(locateQuote(text, "goodbye")).toBeNull();
    expect(locateQuote(text, "")).toBeNull();
  });
  it("matches whole words only: a quote is never found inside a longer word", () => {
    const text = "My answer is that they wer wrong, and 1066x is no year.";
    expect(locateQuote(text, "wer")).toEqual({ start: text.indexOf(" wer ") + 1, end: text.indexOf(" wer ") + 4 });
    expect(locateQuote("The answer is here.", "wer")).toBeNull();
    expect(locateQuote(text, "106")).toBeNull();
    // Punctuation at a quote's edge needs no boundary of its own; letters next to it still do.
    expect(locateQuote(text, "wrong,")).toEqual({ start: text.indexOf("wrong,"), end: text.indexOf("wrong,") + 6 });
    expect(locateQuote(text, "y wer")).toBeNull();
    expect(locateQuote("Die Ängste, Ängstlichkeit.", "Ängste")).toEqual({ start: 4, end: 10 });
    expect(locateQuote("Die Ängstlichkeit.", "Ängst")).toBeNull();
  });
});

describe("annotations on the answer", () => {
  const writing = getQuestionType("english-language", "aqa", "paper-2", "q5")!;
  const annotate = (text: string, annotations: unknown[]) => compute(writing, proposal({ AO5: 10, AO6: 6 }, { annotations }), text);
  const shown = (text: string, result: ReturnType<typeof compute>) =>
    result.annotations.map((annotation) => [annotation.comment, text.slice(annotation.start, annotation.end)]);

  it("highlights a misspelt word where it is, not inside a longer word that contains it", () => {
    const text = "In my answer I think zoos wer cruel. Animals suffer.";
    const result = annotate(text, [{ quote: "wer", comment: "Spelling: “were”.", objective: "AO6", kind: "improvement" }]);
    expect(result.annotations).toHaveLength(1);
    expect(result.annotations[0]!.start).toBe(text.indexOf(" wer ") + 1);
    expect(shown(text, result)).toEqual([["Spelling: “were”.", "wer"]]);
    // Only inside a word: not highlighted at all.
    expect(annotate("My answer is short.", [{ quote: "wer", comment: "Spelling.", objective: "AO6", kind: "improvement" }]).annotations).toEqual([]);
  });

  it("puts a quote the marker comments on twice at its two occurrences, each an exact passage of the answer", () => {
    const text = "The cages are small. Zoos are cruel. The cages are dirty and Zoos are cruel.";
    const result = annotate(text, [
      { quote: "Zoos are cruel.", comment: "A short sentence for effect.", objective: "AO5", kind: "strength" },
      { quote: "Zoos are cruel.", comment: "The repetition closes the argument.", objective: "AO5", kind: "strength" },
    ]);
    expect(result.annotations.map((annotation) => annotation.start)).toEqual([text.indexOf("Zoos are cruel."), text.lastIndexOf("Zoos are cruel.")]);
    expect(shown(text, result)).toEqual([
      ["A short sentence for effect.", "Zoos are cruel."],
      ["The repetition closes the argument.", "Zoos are cruel."],
    ]);
  });

  it("keeps a spelling note inside a highlighted sentence, and both of two overlapping passages, outer first", () => {
    const text = "Zoos are cruel. I think animals wer sad in cages all day long. They should be free.";
    const sentence = "I think animals wer sad in cages all day long.";
    const result = annotate(text, [
      { quote: sentence, comment: "Develop this with an example.", objective: "AO5", kind: "improvement" },
      { quote: "wer", comment: "Spelling: “were”.", objective: "AO6", kind: "improvement" },
      // A model's passage that overlaps the sentence without nesting in it.
      { quote: "all day long. They should", comment: "A clear link.", objective: "AO5", kind: "strength" },
      // And one that starts where the sentence does, inside it.
      { quote: "I think", comment: "Say it as a fact.", objective: "AO5", kind: "improvement" },
    ]);
    expect(shown(text, result)).toEqual([
      ["Develop this with an example.", sentence],
      ["Say it as a fact.", "I think"],
      ["Spelling: “were”.", "wer"],
      ["A clear link.", "all day long. They should"],
    ]);
  });
});
