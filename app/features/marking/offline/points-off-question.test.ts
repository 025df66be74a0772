import { beforeAll, describe, expect, it } from "vitest";

import { markOffline } from "../../../../tests/support/offline-marking";

import { preloadOfflineMarker } from "./offline-marker";

/**
 * OCR J411 Paper 1 Question 1(a)-(c), three short knowledge questions (3 marks). A teacher's review (2026-11-27) sent
 * three answers that are not about what was asked: 0 of 3, rightly, beside "You make 3 separate points, and each one
 * earns a mark. Next time: add 1 more separate point". The feedback now agrees with the mark.
 */
const QUESTION =
  "(a) Name one thing people in the Middle Ages believed caused the Black Death. (b) Name the Act of 1848 that set up local boards of health. (c) Who proved the link between cholera and dirty water in 1854?";

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

const marked = (answerText: string) =>
  markOffline({ subjectId: "history", boardId: "ocr", paperId: "paper-1", questionTypeId: "thematic-q1-short-answers", topicId: "peoples-health", questionText: QUESTION }, answerText);

describe("a point-marked History answer that is not on the question", () => {
  it("is told none of its points answers the question, never that each earns a mark, beside its 0", async () => {
    // The review's answers: facts from other centuries and another topic.
    const { proposal, result } = await marked("(a) germs\n(b) the Factory Act 1833\n(c) Churchill");
    expect(result.achievedMarks).toBe(0);
    const said = [...proposal.objectives.map((objective) => objective.rationale), ...proposal.strengths, ...proposal.areasForImprovement, ...proposal.suggestions].join(" ");
    expect(said).not.toMatch(/each one earns a mark|separate points?, and|add \d+ more separate point/);
    expect(proposal.objectives[0]?.rationale).toContain("None of your points is about what the question asks yet, so none of them earns a mark.");
  });
});
