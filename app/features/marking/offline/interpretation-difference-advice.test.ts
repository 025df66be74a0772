import { beforeAll, describe, expect, it } from "vitest";

import { markOffline } from "../../../../tests/support/offline-marking";

import { comparesBothInterpretations } from "./offline-marker";
import { preloadOfflineMarker } from "./offline-marker";

/**
 * Pearson Edexcel History Paper 3 Question 3(b), "What is the main difference between these views?" (4 marks). A
 * History teacher's review (2026-11-27): an answer that sets the two views side by side, a detail from each, was
 * told to "compare what the two interpretations say about the same thing, with a detail from each" (what it did).
 */
const QUESTION =
  "Study Interpretations 1 and 2. They give different views about the reasons young people joined the Hitler Youth. What is the main difference between these views? Explain your answer, using details from both interpretations. (4 marks)";
const INTERPRETATIONS =
  "Interpretation 1: From a history of Nazi Germany written in 1990.\nMost young people joined the Hitler Youth with enthusiasm. It offered adventure, camping, sport and a sense of belonging, and many teenagers saw it as an escape from the authority of their parents and teachers.\n\n" +
  "Interpretation 2: From a book about young people in Nazi Germany, published in 2005.\nMany young people joined only because they had no choice. After 1936 membership was expected and after 1939 it was compulsory; those who stayed away were threatened, and their parents could be punished.";
const COMPARED =
  "The main difference is that Interpretation 1 says young people joined the Hitler Youth because they wanted to, while Interpretation 2 says they joined because they were forced to. " +
  "Interpretation 1 says it offered adventure, camping and sport and a sense of belonging, so teenagers were enthusiastic. However, Interpretation 2 says membership was expected after 1936 and compulsory after 1939, and those who stayed away were threatened, so they had no choice.";

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

const advice = async (answerText: string) => {
  const { proposal } = await markOffline(
    { subjectId: "history", boardId: "edexcel", paperId: "paper-3", questionTypeId: "q3b-main-difference", topicId: "germany", questionText: QUESTION, sourceText: INTERPRETATIONS },
    answerText,
  );
  return [...proposal.objectives.map((objective) => objective.rationale), ...proposal.suggestions].join(" ");
};

describe("advice on the main difference between two interpretations", () => {
  it("does not tell an answer that already compares the two views, a detail from each, to compare them", async () => {
    const said = await advice(COMPARED);
    expect(said).not.toContain("compare what the two interpretations say about the same thing");
    expect(said).toContain("keep setting the two views side by side as you do");
  });

  it("still tells an answer that takes the views one at a time, without setting them against each other, to compare them", async () => {
    const said = await advice(
      "Interpretation 1 says young people joined the Hitler Youth for adventure, camping and sport. Interpretation 2 says membership was compulsory after 1939 and those who stayed away were threatened.",
    );
    expect(said).toContain("compare what the two interpretations say about the same thing");
  });

  it("knows a comparison when it names both interpretations and sets them against each other", () => {
    expect(comparesBothInterpretations(COMPARED)).toBe(true);
    expect(comparesBothInterpretations("Interpretation A says they were keen, whereas B says they were forced.")).toBe(true);
    expect(comparesBothInterpretations("Interpretation 1 says they liked it. Interpretation 2 says they had to join.")).toBe(false);
    expect(comparesBothInterpretations("The Hitler Youth was popular, but it became compulsory in 1939.")).toBe(false);
  });
});
