import { describe, expect, it } from "vitest";

import { getQuestionType } from "~/features/catalogue/catalogue";

import { SAMPLE_QUESTIONS } from "../../../../tests/support/sample-answers";

import { analyseAnswer, spellingCandidates } from "./analyse-answer";
import { type Measures, measureAnswer } from "./answer-measures";
import { buildQuestionProfile, normalQuantile, objectiveGroup, scoreObjectives, standing } from "./score-answer";
import { MEASURES, WEIGHTS } from "./scoring-parameters";
import { britishSpelling } from "./spelling-service";

const [macbeth] = SAMPLE_QUESTIONS;
if (!macbeth) throw new Error("sample questions missing");
const questionType = getQuestionType(macbeth.subjectId, macbeth.boardId, macbeth.paperId, macbeth.questionTypeId)!;

async function measured(answerText: string): Promise<{ measures: Measures; features: ReturnType<typeof analyseAnswer> }> {
  const misspelt = await (await britishSpelling()).misspelt(spellingCandidates(answerText));
  const features = analyseAnswer({ questionText: macbeth!.questionText, sourceText: macbeth!.sourceText, answerText }, { misspelt });
  return { features, measures: measureAnswer(features, true) };
}

describe("scoring parameters", () => {
  it("give every objective group weights that add up to 1, on known measures only", () => {
    for (const [group, weights] of Object.entries(WEIGHTS)) {
      const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
      expect(total, group).toBeCloseTo(1, 9);
      for (const measure of Object.keys(weights)) expect(MEASURES).toContain(measure);
    }
  });

  it("sort objectives into groups as the mark schemes do", () => {
    expect(objectiveGroup("english-language", "creative-writing", "AO5")).toBe("writing");
    expect(objectiveGroup("english-language", "creative-writing", "AO6")).toBe("accuracy");
    expect(objectiveGroup("english-literature", "extract-to-whole-text", "AO4")).toBe("accuracy");
    expect(objectiveGroup("history", "explain", "SPaG")).toBe("accuracy");
    expect(objectiveGroup("history", "describe", "AO1")).toBe("knowledge");
    expect(objectiveGroup("history", "explain", "AO2")).toBe("history");
    expect(objectiveGroup("english-language", "retrieval", "AO1")).toBe("retrieval");
    expect(objectiveGroup("english-literature", "extract-to-whole-text", "AO2")).toBe("reading");
  });
});

describe("question profile", () => {
  it("standardises against the answers it was built from: the typical answer stands near 0, the weakest below, the strongest above", async () => {
    const answers = await Promise.all([macbeth.answers.weak, macbeth.answers.middling, macbeth.answers.strong].map(measured));
    const profile = buildQuestionProfile(answers.map((answer) => answer.measures));
    expect(profile.answers).toBe(3);
    const [weak, middling, strong] = answers.map((answer) => standing(answer.measures, "reading", questionType, profile));
    expect(weak).toBeLessThan(middling!);
    expect(middling).toBeLessThan(strong!);
    expect(weak).toBeLessThan(0);
    expect(strong).toBeGreaterThan(0);
  });

  it("spreads an answer's rank among the profile's answers onto the bell curve", () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5);
  });

  it("leaves out a measure that does not vary among the answers", async () => {
    const answer = await measured(macbeth.answers.middling);
    const profile = buildQuestionProfile([answer.measures, answer.measures]);
    expect(profile.measures.length).toBeNull();
    expect(standing(answer.measures, "reading", questionType, profile)).toBe(0);
  });
});

describe("marks", () => {
  it("are whole, within each objective's maximum, and the same for the same answer", async () => {
    const answer = await measured(macbeth.answers.strong);
    const first = scoreObjectives({ subject: "english-literature", questionType, ...answer, profile: null });
    const second = scoreObjectives({ subject: "english-literature", questionType, ...answer, profile: null });
    expect(second).toEqual(first);
    for (const objective of first) {
      expect(Number.isInteger(objective.marks)).toBe(true);
      expect(objective.marks).toBeGreaterThanOrEqual(0);
      expect(objective.marks).toBeLessThanOrEqual(objective.max);
    }
  });

  it("round the total once: the marks add up to the rounded sum of each objective's exact share", async () => {
    for (const text of Object.values(macbeth.answers)) {
      const answer = await measured(text);
      const scored = scoreObjectives({ subject: "english-literature", questionType, ...answer, profile: null });
      const exact = scored.reduce((sum, objective) => sum + objective.fraction * objective.max, 0);
      expect(scored.reduce((sum, objective) => sum + objective.marks, 0)).toBe(Math.round(exact));
    }
  });

  it("rise with a stronger answer for every objective group", async () => {
    const weak = await measured(macbeth.answers.weak);
    const strong = await measured(macbeth.answers.strong);
    for (const group of Object.keys(WEIGHTS) as Array<keyof typeof WEIGHTS>) {
      expect(standing(strong.measures, group, questionType, null), group).toBeGreaterThan(standing(weak.measures, group, questionType, null));
    }
  });
});
