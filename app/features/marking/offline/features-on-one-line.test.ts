import { beforeAll, describe, expect, it } from "vitest";

import { markOffline } from "../../../../tests/support/offline-marking";

import { preloadOfflineMarker } from "./offline-marker";

/**
 * Pearson Edexcel History Paper 2, early Elizabethan England, Question 1(a): "Describe two features of..." (4 marks:
 * a mark for each feature and one for a detail supporting it). A History teacher's review (2026-11-27) found two
 * features written on one line read as one: 2 of 4, "You give 1 feature" (offline-2.24).
 */
const QUESTION = "Describe two features of the Elizabethan Religious Settlement of 1559. (4 marks)";

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

const marked = (answerText: string) =>
  markOffline(
    { subjectId: "history", boardId: "edexcel", paperId: "paper-2", questionTypeId: "q1a-describe", topicId: "early-elizabethan-england", questionText: QUESTION },
    answerText,
  );

const rationale = async (answerText: string) => {
  const { proposal, result } = await marked(answerText);
  return { marks: result.achievedMarks, said: proposal.objectives[0]?.rationale ?? "" };
};

describe("'describe two features' answered in one paragraph", () => {
  it("credits two features, each with its detail in a sentence of its own, on one line", async () => {
    const { marks, said } = await rationale(
      "The Act of Supremacy made Elizabeth Supreme Governor of the Church so that she was not called Supreme Head, which pleased Catholics. " +
        "The Act of Uniformity set out the Book of Common Prayer that every church had to use and people who did not attend church were fined 12 pence.",
    );
    expect(marks).toBe(4);
    expect(said).toContain("You give 2 features, each with a detail that supports it");
  });

  it("credits two features separated by a semicolon on one line", async () => {
    const { marks } = await rationale(
      "Elizabeth became Supreme Governor of the Church of England through the Act of Supremacy, and churches kept some Catholic ornaments and vestments; " +
        "the Royal Injunctions told clergy how to run services, and the Book of Common Prayer was used in every church.",
    );
    expect(marks).toBe(4);
  });

  it("still reads one feature developed over several sentences as one feature, not two", async () => {
    const { marks, said } = await rationale(
      "The Act of Supremacy made Elizabeth Supreme Governor of the Church. This meant she controlled the Church of England. " +
        "For example, bishops and clergy had to swear an oath of loyalty to her.",
    );
    expect(marks).toBe(2);
    expect(said).toContain("You give 1 feature");
  });

  it("still reads a point to a paragraph when the answer writes in paragraphs", async () => {
    const { marks } = await rationale(
      "The Act of Supremacy made Elizabeth Supreme Governor of the Church. Clergy had to swear an oath to her.\n\n" +
        "The Act of Uniformity made everyone attend church. People who did not attend were fined 12 pence.",
    );
    expect(marks).toBe(4);
  });
});

describe("'describe two features' of an event of one year (AQA Paper 1 Question 4)", () => {
  it("credits the arrest and the sentence to Landsberg as part of the Munich Putsch of 1923, not as after its years", async () => {
    // A review of practice papers (2026-11-28): 1 of 4, "about a time after the years the question asks about (1923)".
    const { proposal, result } = await markOffline(
      { subjectId: "history", boardId: "aqa", paperId: "paper-1", questionTypeId: "q4-describe", topicId: "germany-1890-1945", questionText: "Describe two features of Hitler's Munich Putsch of 1923." },
      "In November 1923 Hitler and about 2,000 Nazis tried to seize power in Munich, starting in a beer hall where he held Kahr at gunpoint. " +
        "The next day the march was stopped by police; 16 Nazis were killed and Hitler was arrested and sentenced to five years in Landsberg prison.",
    );
    expect(result.achievedMarks).toBe(4);
    expect(proposal.areasForImprovement.join(" ")).not.toContain("after the years the question asks about");
  });
});
