import { describe, expect, it } from "vitest";

import { getQuestionType } from "~/features/catalogue/catalogue";

import { SAMPLE_QUESTIONS } from "../../../../tests/support/sample-answers";

import { analyseAnswer, spellingCandidates } from "./analyse-answer";
import { type Measures, measureAnswer } from "./answer-measures";
import { countPoints, isPointMarked, marksByPoints, pointStructure } from "./count-points";
import { buildQuestionProfile, effectiveRelevance, normalQuantile, objectiveGroup, scoreObjectives, standing } from "./score-answer";
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

describe("point-marked questions (offline-2.4): points counted, not a bell curve", () => {
  /** An extract written for these tests. */
  const STORM =
    "The storm came in from the west just after dawn. Down on the shingle the fishermen worked without speaking, their hands raw and cracked from the cold. " +
    "They drag their nets to safety before the first wave breaks over the harbour wall. Gulls wheel and scream above the huts, and the smell of tar and salt hangs in the air. " +
    "The boats are hauled up high on the beach and tied down with thick ropes.";

  function scored(subject: "english-language" | "history", questionType: NonNullable<ReturnType<typeof getQuestionType>>, questionText: string, sourceText: string | null, answerText: string) {
    const features = analyseAnswer({ questionText, sourceText, answerText }, null);
    return { features, marks: scoreObjectives({ subject, questionType, features, measures: measureAnswer(features, sourceText !== null), profile: null }) };
  }

  const edexcelQ1 = getQuestionType("english-language", "edexcel", "paper-1", "q1")!;
  const aqaQ1 = getQuestionType("english-language", "aqa", "paper-1", "q1")!;
  const medicine = getQuestionType("history", "edexcel", "paper-1", "q1-describe", "medicine")!;
  const weimar = getQuestionType("history", "aqa", "paper-1", "q4-describe", "germany-1890-1945")!;

  it("knows which questions are point-marked and how their marks are made up", () => {
    expect([edexcelQ1, aqaQ1, medicine].map(isPointMarked)).toEqual([true, true, true]);
    expect(isPointMarked(weimar)).toBe(false);
    // AQA History Q4 has levels, but its levels are "identifies" and "supports": the offline marker counts its points.
    expect([edexcelQ1, medicine, weimar].map(marksByPoints)).toEqual([true, true, true]);
    expect(marksByPoints(questionType)).toBe(false);
    expect(isPointMarked(questionType)).toBe(false);
    expect(pointStructure(aqaQ1)).toBe("each");
    expect(pointStructure(medicine)).toBe("feature-detail");
    expect(pointStructure(getQuestionType("history", "edexcel", "paper-3", "q1-inference", "germany")!)).toBe("feature-detail");
    expect(pointStructure(getQuestionType("history", "edexcel", "paper-1", "q2b-follow-up", "medicine")!)).toBe("each");
  });

  it("gives a 1-mark retrieval its mark for one phrase from the source (the bell curve gave 0)", () => {
    const { marks } = scored("english-language", edexcelQ1, "From lines 1 to 4, identify a phrase which shows how the fishermen protect their nets.", STORM, "They drag their nets to safety.");
    expect(marks.map((objective) => objective.marks)).toEqual([1]);
  });

  it("counts four points, one per line, and not a line from outside the source, a repeat, or the question's own words", () => {
    const question = "List four things from this part of the source about the beach during the storm.";
    const four = "The fishermen work on the shingle without speaking.\nGulls wheel and scream above the huts.\nThe air smells of tar and salt.\nThe boats are tied down with thick ropes.";
    expect(scored("english-language", aqaQ1, question, STORM, four).marks[0]!.marks).toBe(4);
    const mixed = "The fishermen work on the shingle.\nThe fishermen work on the shingle.\nThe children are building sandcastles.\nThe beach during the storm.\nThe air smells of tar and salt.";
    const { features, marks } = scored("english-language", aqaQ1, question, STORM, mixed);
    expect(marks[0]!.marks).toBe(2);
    const count = countPoints(features, aqaQ1, "english-language");
    expect(count.uncredited.map((entry) => entry.reason)).toEqual(["repeat", "not-from-source", "restates-question"]);
    // At most the tariff, however many points.
    const six = `${four}\nThe first wave breaks over the harbour wall.\nThe smell of salt hangs in the air.`;
    expect(scored("english-language", aqaQ1, question, STORM, six).marks[0]!.marks).toBe(4);
  });

  it("gives 'describe two features' a mark for each feature and each supporting detail (Edexcel History Medicine Q1)", () => {
    const question = "Describe two features of the ideas about the causes of disease in the years c1250-c1500.";
    const full =
      "One feature was the Theory of the Four Humours. People believed the body had four humours, blood, phlegm, yellow bile and black bile, and that you became ill when they were out of balance.\n" +
      "Another feature was miasma. People thought that bad air from rotting rubbish and dead bodies caused disease, so they carried posies of sweet-smelling herbs.";
    expect(scored("history", medicine, question, null, full).marks[0]!.marks).toBe(4);
    const oneSupported = "One feature was the Theory of the Four Humours, which said illness came when the four humours were out of balance. Another feature was miasma.";
    const { features, marks } = scored("history", medicine, question, null, oneSupported);
    expect(marks[0]!.marks).toBe(3);
    expect(countPoints(features, medicine, "history").unsupported).toHaveLength(1);
    // A paragraph about something else earns nothing, however many items it has.
    const football = "Football is the most popular sport in the world. Every weekend fans watch their teams play, and the atmosphere in the stadium is amazing.";
    expect(scored("history", medicine, question, null, football).marks[0]!.marks).toBe(0);
  });

  it("counts the same points for the same answer, every time", () => {
    const question = "List four things from this part of the source about the beach during the storm.";
    const answer = "Gulls wheel and scream above the huts.\nThe air smells of tar and salt.";
    expect(scored("english-language", aqaQ1, question, STORM, answer).marks).toEqual(scored("english-language", aqaQ1, question, STORM, answer).marks);
  });

  it("reads a History answer that names its topic's facts as relevant, and marks a levelled describe question by its points (offline-2.5)", () => {
    const question = "Describe two problems faced by the Weimar Republic in 1923.";
    const answer = "There was hyperinflation which made money worthless. Also the French invaded the Ruhr.";
    const { features, marks } = scored("history", weimar, question, null, answer);
    expect(features.relevance.score).toBe(0);
    expect(effectiveRelevance("history", features)).toBeGreaterThanOrEqual(0.3);
    expect(effectiveRelevance("english-language", features)).toBe(0);
    // Two problems, one supported: 3 points, Level 2 (offline-2.4 counted them up to Level 1's top, 2).
    expect(countPoints(features, weimar, "history").marks).toBe(3);
    expect(marks[0]!.marks).toBe(3);
    // A vague answer names no problem at all: offline-2.4 put it on the bell curve, at 2 of 4.
    const vague = "One problem was that the Republic had lots of problems. It was a very hard time for them.\nAnother problem was that things were bad and people were not happy about the government at all.";
    expect(scored("history", weimar, question, null, vague).marks[0]!.marks).toBe(0);
  });

  it("credits a History feature only when it names something specific, and a name alone ties nothing to the question (offline-2.5)", () => {
    const question = "Describe two features of the ideas about the causes of disease in the years c1250-c1500.";
    // offline-2.4 gave this 3 of 4: every sentence with two words of its own was a feature or a detail.
    const general = "People had lots of ideas about the causes of disease. They thought many different things about it.\nThey were very interesting ideas and some of them were quite strange to us today.";
    const counted = scored("history", medicine, question, null, general);
    expect(counted.marks[0]!.marks).toBe(0);
    expect(countPoints(counted.features, medicine, "history").uncredited.map((item) => item.reason)).toContain("no-knowledge");
    // offline-2.4 gave this 2 of 4: "Arsenal" and "Saturday" were names, and a name tied it to the question.
    const football = "My favourite football team is Arsenal and they play in red shirts every Saturday.\nI went to the shops yesterday and bought a new pair of trainers.";
    const off = scored("history", medicine, question, null, football);
    expect(countPoints(off.features, medicine, "history").anchored).toBe(false);
    expect(off.marks[0]!.marks).toBe(0);
    // A feature whose example follows in the same paragraph: the example is its detail, not a second feature.
    const withExample =
      "One feature was that people believed disease was sent by God as a punishment for sin. For example, during the Black Death in 1348 flagellants whipped themselves to show God they were sorry.\n" +
      "Another feature was the theory of the four humours from Hippocrates and Galen. Doctors thought illness came from an imbalance of blood, phlegm, yellow bile and black bile.";
    expect(scored("history", medicine, question, null, withExample).marks[0]!.marks).toBe(4);
    // A source question's points are checked against the source instead: knowledge is not asked of them.
    expect(countPoints(scored("english-language", aqaQ1, "List four things about the beach.", STORM, "Gulls wheel and scream above the huts.").features, aqaQ1, "english-language").marks).toBe(1);
  });

});
