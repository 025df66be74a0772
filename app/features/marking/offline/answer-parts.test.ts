import { beforeAll, describe, expect, it } from "vitest";

import { getBoardSubject, getQuestionType } from "~/features/catalogue/catalogue";
import type { MarkerProposal } from "~/platform/ai/tasks/marking";

import { computeResult } from "../compute-result";
import type { MarkingInput } from "../marker";

import { analyseAnswer } from "./analyse-answer";
import { countParts } from "./count-parts";
import { createOfflineMarker, OFFLINE_MARKER_IDENTITY, preloadOfflineMarker } from "./offline-marker";

/**
 * Edexcel History Paper 2 Question 1, "Explain two consequences" (facts §4.3: 8 marks, 2 x 4): each consequence is
 * marked on its own, so one consequence, however well developed, earns at most 4 (offline-2.20, ANSWER_PARTS).
 */
const QUESTION = "Explain two consequences of the Berlin Blockade (1948–49). (8 marks)";
const CONSEQUENCES = getQuestionType("history", "edexcel", "paper-2", "q1-consequences", "cold-war");

const ONE_CONSEQUENCE =
  "One consequence of the Berlin Blockade was the creation of NATO in April 1949. The Blockade showed the Western powers that Stalin was prepared to use force to push them out of Berlin, " +
  "and the Berlin Airlift had only just kept West Berlin supplied, with planes landing every few minutes at Tempelhof and over 2 million tonnes of supplies flown in. " +
  "Because of this, the USA, Britain, France and nine other countries signed the North Atlantic Treaty, agreeing that an attack on one member would be treated as an attack on all. " +
  "This was significant because it committed the USA to defending Western Europe for the first time in peacetime, which made the division of Europe into two armed camps permanent " +
  "and increased tension with the USSR, which later responded by forming the Warsaw Pact in 1955. The creation of NATO therefore turned the Cold War into a military stand-off as well as a political one.";

const TWO_CONSEQUENCES =
  "One consequence of the Berlin Blockade was the creation of NATO in April 1949. The Blockade showed the Western powers that Stalin was prepared to use force, so the USA, Britain, France and nine " +
  "other countries agreed that an attack on one member would be an attack on all. This committed the USA to defending Western Europe in peacetime and increased tension with the USSR.\n\n" +
  "A second consequence was that Germany was divided into two separate states. In May 1949 the Western zones became the Federal Republic of Germany (West Germany), and in October 1949 the Soviet " +
  "zone became the German Democratic Republic (East Germany). This happened because the Blockade had shown that the four powers could not agree on how to run Germany, so the division became permanent.";

function input(answerText: string): MarkingInput {
  if (!CONSEQUENCES) throw new Error("no catalogue entry for Edexcel Paper 2 Q1");
  return {
    subjectId: "history",
    boardId: "edexcel",
    questionType: CONSEQUENCES,
    objectiveMeanings: getBoardSubject("history", "edexcel")?.objectiveMeanings ?? {},
    questionText: QUESTION,
    sourceText: null,
    answerText,
  };
}

const marker = createOfflineMarker();

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

async function marked(answerText: string): Promise<{ proposal: MarkerProposal; total: number; level: number | null }> {
  const markingInput = input(answerText);
  const proposal = await marker.mark(markingInput);
  const result = computeResult({ questionType: markingInput.questionType, objectiveMeanings: markingInput.objectiveMeanings, proposal, answerText, marker: OFFLINE_MARKER_IDENTITY });
  return { proposal, total: result.achievedMarks, level: result.level };
}

function parts(answerText: string): number {
  return countParts(analyseAnswer({ questionText: QUESTION, sourceText: null, answerText }, null), { count: 2, noun: "consequence" });
}

describe("counting the consequences an answer explains", () => {
  it("counts a paragraph for each consequence, and a consequence announced inside a paragraph", () => {
    expect(parts(ONE_CONSEQUENCE)).toBe(1);
    expect(parts(TWO_CONSEQUENCES)).toBe(2);
    expect(parts(TWO_CONSEQUENCES.replace("\n\n", " "))).toBe(2);
    expect(parts(ONE_CONSEQUENCE.replace(" Because of this,", "\n\nBecause of this,"))).toBe(1);
    expect(parts(`${ONE_CONSEQUENCE} Secondly, the airlift made West Berlin a symbol of freedom for the West and showed that the USA would stand by its allies in Europe.`)).toBe(2);
  });

  it("does not count a second consequence that is only named, nor more than the question asks for", () => {
    expect(parts(`${ONE_CONSEQUENCE} Another consequence was Germany.`)).toBe(1);
    const three = `${TWO_CONSEQUENCES}\n\nA third consequence was that the USA kept troops and aircraft in West Germany for the rest of the Cold War, ready to defend Berlin again.`;
    expect(parts(three)).toBe(2);
  });
});

describe("marking 'Explain two consequences' as two parts of 4 (Edexcel History Paper 2 Q1)", () => {
  it("holds one consequence, however developed, to 4 of 8, and says why and what to do next", async () => {
    // offline-2.19: 7 of 8 (Level 4) for this answer, against 6 of 8 for two consequences explained with facts.
    const one = await marked(ONE_CONSEQUENCE);
    const two = await marked(TWO_CONSEQUENCES);
    expect(one.total).toBeLessThanOrEqual(4);
    expect(two.total).toBeGreaterThan(one.total);
    expect(one.proposal.objectives[0]?.rationale).toContain(
      "You explain one consequence; the question asks for two, each marked on its own out of 4, so this answer can earn at most 4 of the 8 marks.",
    );
    expect(one.proposal.objectives[1]?.rationale).toContain("As with AO1, giving one consequence of the two asked for holds these marks down.");
    expect(one.proposal.suggestions[0]).toBe(
      "Explain a second consequence in a paragraph of its own (start it “A second consequence was...”), say how the event led to it and back it with precise facts: it is marked on its own, out of 4.",
    );
    expect(one.proposal.areasForImprovement[0]).toMatch(/^You explain one consequence; the question asks for two/);
    for (const text of [...two.proposal.objectives.map((objective) => objective.rationale), ...two.proposal.suggestions, ...two.proposal.areasForImprovement]) {
      expect(text).not.toMatch(/asks for two|second consequence/);
    }
  });

  it("marks the same answer the same way every time", async () => {
    const first = await marked(ONE_CONSEQUENCE);
    const again = await marked(ONE_CONSEQUENCE);
    expect(again.proposal).toEqual(first.proposal);
  });
});
