import { beforeAll, describe, expect, it } from "vitest";

import { markOffline } from "../../../../tests/support/offline-marking";

import { preloadOfflineMarker } from "./offline-marker";

/**
 * AQA English Literature Paper 2 question 27.2 (8 marks, AO2 alone): the methods the poets use. An answer that only
 * says what the poems are about stays in Level 1 (offline-2.23, METHODS_CEILING); a teacher's review found it at
 * Level 2, "relevant comparison of some methods", one mark below an answer comparing metaphors and enjambment.
 */
const QUESTION =
  "In both 'To a Daughter Leaving Home' and 'Poem for My Sister' the speakers describe feelings about watching someone they love grow up. What are the similarities and/or differences between the methods the poets use to present these feelings? [8 marks]";
const CONTENT =
  "Both poems are about a child and a parent. In the first poem the mother teaches her daughter to ride a bike and the daughter rides away. In the second poem the sister is growing up and wearing her sister's shoes. " +
  "Both poets love the people in the poems and they are worried about them growing up. The first poem is sadder because the daughter leaves but the second poem is happier. Both poems show that growing up is hard for families.";
const METHODS =
  "Both poets use extended metaphors to present the fear of a child growing up. In the first poem the bike ride becomes a metaphor for the daughter leaving home, and the simile 'like a handkerchief waving goodbye' makes the ending feel final. " +
  "In contrast, the second poem uses the metaphor of the sister's 'big shoes' to show she is trying to be older. The first poem is written as one long sentence with enjambment, which speeds up like the bike, whereas the second poem uses regular stanzas that make the speaker sound calmer and more protective.";

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

const marked = (answerText: string) =>
  markOffline({ subjectId: "english-literature", boardId: "aqa", paperId: "paper-2", questionTypeId: "unseen-comparison", questionText: QUESTION }, answerText);

describe("a comparison of what two poems are about, on a question marked on methods alone", () => {
  it("stays in Level 1 and is told to name the methods; an answer on the methods is above it", async () => {
    const content = await marked(CONTENT);
    const methods = await marked(METHODS);
    expect(content.result.level).toBe(1);
    expect(content.result.achievedMarks).toBeLessThanOrEqual(2);
    expect(methods.result.achievedMarks).toBeGreaterThan(content.result.achievedMarks);
    expect(content.proposal.objectives[0]?.rationale).toContain(
      "Your answer says what the poems are about, but not how the poets write them: this question is marked on methods alone, so without one it stays in Level 1 (at most 2 marks).",
    );
    expect(content.proposal.suggestions[0]).toBe(
      "For each poem, name a method (an image, a word choice, the form or the structure), quote the words that show it and compare what the two do.",
    );
    expect(methods.proposal.objectives[0]?.rationale).not.toContain("marked on methods alone");
  });
});
