import { describe, expect, it } from "vitest";

import { questionTypeProblems } from "~/features/catalogue/catalogue";
import type { Marker, MarkingInput } from "~/features/marking/marker";
import type { MarkerProposal } from "~/platform/ai/tasks/marking";

import {
  aesPrompts,
  type BenchItem,
  type BenchPrompt,
  marksToScore,
  parseCsv,
  parsePromptsRubrics,
  parseTsv,
  proposalToScore,
  questionTypeFor,
  sasPrompts,
  scoreToMarks,
  shareMarks,
  spreadLevels,
  withHeader,
} from "./datasets";
import {
  adjacentAgreement,
  exactAgreement,
  meanSignedError,
  quadraticWeightedKappa,
  wordCount,
  wordCountFloor,
  wordCountRankScores,
} from "./metrics";
import { evaluatePrompt, formatTable, overall, parseArgs, UsageError } from "./run";

// Every fixture here is made up for the tests: no dataset text is copied into the repository.

describe("quadraticWeightedKappa", () => {
  it("is 1 for perfect agreement", () => {
    expect(quadraticWeightedKappa([0, 1, 2, 3, 2], [0, 1, 2, 3, 2], 0, 3)).toBe(1);
    expect(quadraticWeightedKappa([2, 7, 12], [2, 7, 12], 2, 12)).toBe(1);
  });

  it("matches a small example worked by hand", () => {
    // Observed: one disagreement of 1 (weight 1). Histograms [1,1,1] and [1,0,2]; expected weighted
    // disagreement (4*2 + 1*1 + 1*2 + 4*1) / 3 = 5. Kappa = 1 - 1/5.
    expect(quadraticWeightedKappa([0, 1, 2], [0, 2, 2], 0, 2)).toBeCloseTo(0.8, 12);
    // Complete reversal: observed 8, expected 4, kappa -1.
    expect(quadraticWeightedKappa([0, 2], [2, 0], 0, 2)).toBeCloseTo(-1, 12);
  });

  it("is symmetric in its two raters", () => {
    const a = [1, 2, 3, 4, 4, 2, 1, 3, 3, 2];
    const b = [1, 3, 3, 4, 2, 2, 2, 3, 4, 1];
    expect(quadraticWeightedKappa(a, b, 1, 4)).toBeCloseTo(quadraticWeightedKappa(b, a, 1, 4), 12);
  });

  it("does not depend on unused categories at the ends of the scale", () => {
    const a = [3, 4, 5, 5, 6];
    const b = [3, 5, 5, 4, 6];
    expect(quadraticWeightedKappa(a, b, 0, 10)).toBeCloseTo(quadraticWeightedKappa(a, b, 3, 6), 12);
  });

  it("is 0 when one rater gives everyone the same score, 1 when both do", () => {
    expect(quadraticWeightedKappa([1, 1, 1, 1], [0, 1, 2, 3], 0, 3)).toBeCloseTo(0, 12);
    expect(quadraticWeightedKappa([2, 2, 2], [2, 2, 2], 0, 3)).toBe(1);
  });

  it("rejects scores off the scale, fractions and unequal lengths; NaN for no items", () => {
    expect(() => quadraticWeightedKappa([4], [1], 0, 3)).toThrow(RangeError);
    expect(() => quadraticWeightedKappa([1.5], [1], 0, 3)).toThrow(RangeError);
    expect(() => quadraticWeightedKappa([1, 2], [1], 0, 3)).toThrow(RangeError);
    expect(quadraticWeightedKappa([], [], 0, 3)).toBeNaN();
  });
});

describe("agreement and error", () => {
  const predicted = [3, 2, 0, 4, 1];
  const human = [3, 3, 2, 4, 1];

  it("counts exact agreement", () => {
    expect(exactAgreement(predicted, human)).toBeCloseTo(3 / 5, 12);
  });

  it("counts adjacent agreement as a difference of at most one point", () => {
    expect(adjacentAgreement(predicted, human)).toBeCloseTo(4 / 5, 12);
  });

  it("gives the mean signed error as predicted minus human", () => {
    expect(meanSignedError(predicted, human)).toBeCloseTo(-3 / 5, 12);
    expect(meanSignedError([5, 5], [3, 4])).toBeCloseTo(1.5, 12);
  });

  it("is NaN for no items", () => {
    expect(exactAgreement([], [])).toBeNaN();
    expect(adjacentAgreement([], [])).toBeNaN();
    expect(meanSignedError([], [])).toBeNaN();
  });
});

describe("word-count floor", () => {
  it("counts runs of non-space characters", () => {
    expect(wordCount("  Dear @CAPS1,\nthe  computer's great!  ")).toBe(5);
    expect(wordCount("")).toBe(0);
  });

  it("maps word counts to the scale by rank, with ties sharing their mean rank", () => {
    expect(wordCountRankScores([30, 10, 20], 0, 4)).toEqual([4, 0, 2]);
    expect(wordCountRankScores([5, 5, 10], 0, 2)).toEqual([1, 1, 2]);
    expect(wordCountRankScores([100, 50, 200, 150, 10], 2, 12)).toEqual([7, 5, 12, 10, 2]);
    expect(wordCountRankScores([42], 0, 4)).toEqual([2]);
  });

  it("never reads the human scores: it only measures the rank baseline against them", () => {
    const counts = [10, 40, 20, 30];
    expect(wordCountFloor(counts, [0, 3, 1, 2], 0, 3)).toBe(1);
    expect(wordCountFloor(counts, [3, 0, 2, 1], 0, 3)).toBeLessThan(0);
  });
});

describe("parseCsv (RFC 4180)", () => {
  it("reads quoted fields with commas, line breaks and doubled quotes", () => {
    const text = 'id,essay,score\r\n1,"Dear editor, I think\r\nthat ""computers"" help.",4\r\n2,plain,3\r\n';
    expect(parseCsv(text)).toEqual([
      ["id", "essay", "score"],
      ["1", 'Dear editor, I think\r\nthat "computers" help.', "4"],
      ["2", "plain", "3"],
    ]);
  });

  it("keeps U+FFFD and other characters as they are", () => {
    expect(parseCsv('a,b\n"don\uFFFDt",caf\u00e9\n')).toEqual([
      ["a", "b"],
      ["don\uFFFDt", "caf\u00e9"],
    ]);
  });

  it("handles LF endings, a missing final line break, empty fields and a byte-order mark", () => {
    expect(parseCsv("\uFEFFa,b,c\n1,,3\n,,")).toEqual([
      ["a", "b", "c"],
      ["1", "", "3"],
      ["", "", ""],
    ]);
    expect(parseCsv('x\n""')).toEqual([["x"], [""]]);
    expect(parseCsv("")).toEqual([]);
  });

  it("reads a quoted field that is only a line break, and a quote at the end of the text", () => {
    expect(parseCsv('a,b\n"\n",""""')).toEqual([
      ["a", "b"],
      ["\n", '"'],
    ]);
  });

  it("throws on an unclosed quote", () => {
    expect(() => parseCsv('a\n"never closed\n')).toThrow(SyntaxError);
  });

  it("gives rows keyed by the header, and checks columns", () => {
    const rows = parseCsv('id,essay\n7,"one, two"\n');
    expect(withHeader(rows, ["id", "essay"])).toEqual([{ id: "7", essay: "one, two" }]);
    expect(() => withHeader(rows, ["score"])).toThrow(/missing column/);
    expect(() => withHeader([["a", "b"], ["1"]], [])).toThrow(/1 fields/);
  });
});

describe("parseTsv", () => {
  it("splits lines and tabs, skips blank lines and unquotes CSV-style quoted fields", () => {
    const text = 'Id\tSet\tText\r\n1\t1\tSome "quoted" words\n2\t1\t"The word ""invasive"" matters"\n\n';
    expect(parseTsv(text)).toEqual([
      ["Id", "Set", "Text"],
      ["1", "1", 'Some "quoted" words'],
      ["2", "1", 'The word "invasive" matters'],
    ]);
  });
});

describe("prompts as catalogue-like question types", () => {
  const fakeTexts = parsePromptsRubrics(
    JSON.stringify(
      Object.fromEntries(
        [1, 2, 3, 4, 5, 6, 7, 8].map((set) => [
          String(set),
          {
            prompt: `Prompt ${set}`,
            rubric: `Rubric ${set}`,
            source_text: set >= 3 && set <= 6 ? `Source ${set}` : null,
          },
        ]),
      ),
    ),
  );
  const prompts = [...aesPrompts(fakeTexts), ...sasPrompts()];

  it("builds a valid question type for every prompt, with the human scale's width as marks", () => {
    for (const prompt of prompts) {
      const questionType = questionTypeFor(prompt);
      expect(questionTypeProblems(questionType), prompt.label).toEqual([]);
      expect(questionType.marks).toBe(prompt.scale.max - prompt.scale.min);
      expect(questionType.needsSource).toBe(prompt.sourceText !== null);
    }
  });

  it("maps AES set 1 (2-12) onto 10 marks, AO5 6 + AO6 4, with AO6 as accuracy marks", () => {
    const set1 = prompts.find((prompt) => prompt.label === "AES 1")!;
    const questionType = questionTypeFor(set1);
    expect(questionType.objectives).toEqual([
      { code: "AO5", marks: 6 },
      { code: "AO6", marks: 4 },
    ]);
    expect(questionType.accuracyMarks).toBe(4);
    expect(questionType.levels.at(-1)?.max).toBe(6);
    expect(questionType.guidance).toContain("Rubric 1");
    expect(scoreToMarks(set1, 2)).toBe(0);
    expect(marksToScore(set1, 10)).toBe(12);
    expect(marksToScore(set1, 14)).toBe(12);
    expect(marksToScore(set1, -1)).toBe(2);
    expect(marksToScore(set1, 4.5)).toBe(7);
  });

  it("shares marks in proportion and spreads levels evenly", () => {
    expect(
      shareMarks(50, [
        ["AO5", 24],
        ["AO6", 16],
      ]),
    ).toEqual([
      { code: "AO5", marks: 30 },
      { code: "AO6", marks: 20 },
    ]);
    expect(shareMarks(3, [["AO1", 1]])).toEqual([{ code: "AO1", marks: 3 }]);
    expect(spreadLevels(6, ["a", "b", "c", "d"]).map(({ min, max, descriptor }) => [min, max, descriptor])).toEqual([
      [1, 2, "a"],
      [3, 3, "b"],
      [4, 5, "c"],
      [6, 6, "d"],
    ]);
    expect(spreadLevels(2, ["a", "b", "c", "d"]).map(({ min, max, descriptor }) => [min, max, descriptor])).toEqual([
      [1, 1, "a"],
      [2, 2, "d"],
    ]);
  });

  it("turns a proposal into a score: per-objective marks rounded, clamped and summed, then put back on the scale", () => {
    const set1 = prompts.find((prompt) => prompt.label === "AES 1")!;
    const questionType = questionTypeFor(set1);
    expect(proposalToScore(set1, questionType, proposalFor(questionType, [5.4, 9]))).toBe(2 + 5 + 4);
    expect(proposalToScore(set1, questionType, proposalFor(questionType, [-2, 1]))).toBe(2 + 0 + 1);
    expect(() => proposalToScore(set1, questionType, { objectives: [] })).toThrow(/validation/);
    const onlyAo5 = proposalFor(questionType, [3, 3]);
    onlyAo5.objectives = onlyAo5.objectives.slice(0, 1);
    expect(() => proposalToScore(set1, questionType, onlyAo5)).toThrow(/no marks proposed for AO6/);
  });
});

describe("evaluatePrompt with a stand-in marker", () => {
  const prompt: BenchPrompt = {
    ...sasPrompts().find((candidate) => candidate.set === 1)!,
    scale: { min: 0, max: 3 },
    raterScale: { min: 0, max: 3 },
  };
  const items: BenchItem[] = [
    { id: "a", set: 1, text: "one", human: 0, rater1: 0, rater2: 0 },
    { id: "b", set: 1, text: "one two three four five six", human: 2, rater1: 2, rater2: 1 },
    { id: "c", set: 1, text: "one two three four five six seven eight nine ten", human: 3, rater1: 3, rater2: 3 },
    { id: "d", set: 1, text: "one two three", human: 1, rater1: 1, rater2: 2 },
    { id: "e", set: 1, text: "FAIL", human: 1, rater1: 1, rater2: 1 },
  ];
  /** Proposes one mark per three words, and rejects the answer "FAIL". */
  const standIn: Marker = {
    identity: { id: "stand-in", model: "words/3", promptVersion: "test", label: "Stand-in", offline: true },
    async mark(input: MarkingInput) {
      if (input.answerText === "FAIL") throw new Error("stand-in refused");
      return proposalFor(input.questionType, [Math.floor(wordCount(input.answerText) / 3)]);
    },
  };

  it("marks the first N items, measures agreement and counts failures apart", async () => {
    const seen: string[] = [];
    const result = await evaluatePrompt(standIn, prompt, items, { limit: 0, onItem: (label) => seen.push(label) });
    expect(seen).toHaveLength(5);
    expect(result.sampled).toBe(5);
    expect(result.failed).toBe(1);
    expect(result.firstFailure).toMatch(/item e: stand-in refused/);
    expect(result.n).toBe(4);
    // predicted 0, 2, 3, 1 against human 0, 2, 3, 1.
    expect(result.qwk).toBe(1);
    expect(result.exact).toBe(1);
    expect(result.meanSignedError).toBe(0);
    expect(result.confusion[3]![3]).toBe(1);
    expect(result.humanHumanQwk).toBeLessThan(1);

    const firstTwo = await evaluatePrompt(standIn, prompt, items, { limit: 2 });
    expect(firstTwo.sampled).toBe(2);
    expect(firstTwo.n).toBe(2);

    const table = formatTable([result]);
    expect(table).toContain("SAS 1");
    expect(table).toContain("overall");
    expect(overall([result, firstTwo]).n).toBe(6);
  });
});

describe("parseArgs", () => {
  it("reads the engine, dataset, limit and sets", () => {
    expect(parseArgs(["--engine", "offline", "--dataset=asap_sas", "--limit", "30", "--sets", "1,3"])).toEqual({
      engine: "offline",
      datasets: ["asap_sas"],
      limit: 30,
      repeats: 1,
      sets: [1, 3],
      cohort: false,
    });
    expect(parseArgs(["--engine", "offline", "--cohort"])).toMatchObject({ cohort: true });
    expect(parseArgs(["--engine", "openai"])).toMatchObject({
      engine: "openai",
      datasets: ["asap_aes", "asap_sas"],
      limit: 20,
      repeats: 3,
    });
    expect(parseArgs(["--engine", "offline"])).toMatchObject({ limit: 200, repeats: 1 });
    expect(parseArgs(["--engine", "google", "--limit", "5", "--repeats=2"])).toMatchObject({ limit: 5, repeats: 2 });
  });

  it("rejects what it does not know", () => {
    expect(() => parseArgs([])).toThrow(UsageError);
    expect(() => parseArgs(["--engine", "gpt"])).toThrow(UsageError);
    expect(() => parseArgs(["--engine", "openai", "--cohort"])).toThrow(UsageError);
    expect(() => parseArgs(["--engine", "offline", "--limit", "-3"])).toThrow(UsageError);
    expect(() => parseArgs(["--engine", "offline", "--dataset", "kaggle"])).toThrow(UsageError);
    expect(() => parseArgs(["--engine", "openai", "--repeats", "0"])).toThrow(UsageError);
    expect(() => parseArgs(["--engine", "openai", "--repeats", "11"])).toThrow(UsageError);
  });
});

/** A schema-valid proposal giving `marks[i]` to the question type's i-th objective. */
function proposalFor(questionType: { objectives: ReadonlyArray<{ code: string }> }, marks: number[]): MarkerProposal {
  return {
    objectives: questionType.objectives.map((objective, index) => ({
      code: objective.code as MarkerProposal["objectives"][number]["code"],
      marks: marks[index] ?? 0,
      rationale: "test",
      evidence: [],
    })),
    strengths: ["test"],
    areasForImprovement: ["test"],
    specificFeedback: "test",
    suggestions: ["test"],
    annotations: [],
  };
}
