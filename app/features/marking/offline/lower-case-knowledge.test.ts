import { beforeAll, describe, expect, it } from "vitest";

import { markOffline } from "../../../../tests/support/offline-marking";

import { preloadOfflineMarker } from "./offline-marker";

/**
 * History content marks are for knowledge and explanation; spelling, punctuation and grammar have their own 4 marks
 * (SPaG). A teacher's review (2026-11-27) found the same answer at 2 of 16 content marks written in lower case and 5
 * capitalised: the names it knows did not count as knowledge without their capitals (offline-2.22, TOPIC_FACTS_AS_DETAILS).
 */
const QUESTION = "'The main reason for the failure of the League of Nations was the Abyssinian Crisis.' How far do you agree with this statement? Explain your answer.";
const ANSWER =
  "I agree that the Abyssinian Crisis was the main reason. In 1935 Mussolini invaded Abyssinia and the League only gave weak sanctions which did not include oil. " +
  "Britain and France made the Hoare-Laval Pact in secret to give Mussolini part of Abyssinia. This showed the League was weak. But the Manchurian Crisis in 1931 " +
  "was also important because Japan invaded Manchuria and the League did nothing except the Lytton Report, so Japan left the League.";

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

async function contentAndSpag(answerText: string): Promise<{ content: number; spag: number }> {
  const { result } = await markOffline(
    { subjectId: "history", boardId: "aqa", paperId: "paper-1", questionTypeId: "q4-how-far", topicId: "interwar-years", questionText: QUESTION },
    answerText,
  );
  const spag = result.objectives.find((objective) => objective.code === "SPaG")?.achieved ?? 0;
  return { content: result.achievedMarks - spag, spag };
}

describe("knowledge written in lower case (AQA History Paper 1 Question 4)", () => {
  it("keeps nearly all its content marks; SPaG is where the missing capitals cost", async () => {
    const capitalised = await contentAndSpag(ANSWER);
    const lower = await contentAndSpag(ANSWER.toLowerCase());
    expect(lower.content).toBeGreaterThanOrEqual(capitalised.content - 1);
    expect(lower.spag).toBeLessThan(capitalised.spag);
  });
});
