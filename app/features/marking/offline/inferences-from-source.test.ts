import { beforeAll, describe, expect, it } from "vitest";

import { markOffline } from "../../../../tests/support/offline-marking";

import { preloadOfflineMarker } from "./offline-marker";

/**
 * Pearson Edexcel History Paper 3, Weimar and Nazi Germany, Question 1: "Give two things you can infer from Source A"
 * (4 marks: an inference and a supporting detail from the source, each a mark). A History teacher's review
 * (2026-11-27) found inferences about other matters credited: an inference must come from the source (offline-2.24).
 */
const QUESTION = "Give two things you can infer from Source A about the Hitler Youth. Complete the table below. (4 marks)";
const SOURCE =
  "Source A: From the memories of a boy who joined the Hitler Youth in 1934.\n" +
  "What I liked about the Hitler Youth was the comradeship. We went camping, marched through the streets with flags and sang songs " +
  "around the fire. But later it became all drill and shooting practice, and boys who did not come to the meetings were reported by the leaders.";

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

const marked = async (answerText: string) => {
  const { proposal, result } = await markOffline(
    { subjectId: "history", boardId: "edexcel", paperId: "paper-3", questionTypeId: "q1-inference", topicId: "germany", questionText: QUESTION, sourceText: SOURCE },
    answerText,
  );
  const said = [...proposal.objectives.map((objective) => objective.rationale), ...proposal.areasForImprovement, ...proposal.suggestions].join(" ");
  return { marks: result.achievedMarks, said };
};

describe("an inference question with a source, marked offline", () => {
  it("gives full marks to two inferences drawn from the source, each with its detail", async () => {
    const { marks } = await marked(
      "(i) What I can infer: Boys enjoyed the Hitler Youth at first. Details in the source that tell me this: he says he liked the comradeship and they went camping.\n" +
        "(ii) What I can infer: It became a way to prepare boys for war. Details in the source that tell me this: it became all drill and shooting practice.",
    );
    expect(marks).toBe(4);
  });

  it("gives nothing for inferences about other matters, and says they are not drawn from the source", async () => {
    const { marks, said } = await marked(
      "(i) The Treaty of Versailles was very unfair to Germany. This is shown by the reparations of £6.6 billion.\n" +
        "(ii) Hyperinflation in 1923 ruined the middle classes. This is shown by people pushing wheelbarrows of money.",
    );
    expect(marks).toBe(0);
    expect(said).toContain("None of your inferences is drawn from the source yet, so none of them earns a mark.");
    expect(said).toContain("give 2 separate inferences drawn from the source");
    expect(said).not.toMatch(/\ba inference/);
  });

  it("credits the inference from the source and not the other one", async () => {
    const { marks, said } = await marked(
      "(i) Boys enjoyed the Hitler Youth at first. He says he liked the comradeship and they went camping.\n" +
        "(ii) The Treaty of Versailles was very unfair to Germany. This is shown by the reparations of £6.6 billion.",
    );
    expect(marks).toBe(2);
    expect(said).toContain("add another inference drawn from the source");
  });
});
