import { describe, expect, it } from "vitest";

import { SUBMISSION_LIMITS } from "~/features/submissions/index.server";

import { PAPER_LIMITS } from "./rules";

describe("practice paper limits", () => {
  it("a question and its source are no longer than marking accepts, so every answer on a paper can be marked", () => {
    expect(PAPER_LIMITS.questionCharacters).toBe(SUBMISSION_LIMITS.question);
    expect(PAPER_LIMITS.sourceCharacters).toBe(SUBMISSION_LIMITS.source);
    expect(PAPER_LIMITS.answerCharacters).toBe(SUBMISSION_LIMITS.answer);
    expect([PAPER_LIMITS.questionCharacters, PAPER_LIMITS.sourceCharacters]).toEqual([2_000, 10_000]);
  });
});
