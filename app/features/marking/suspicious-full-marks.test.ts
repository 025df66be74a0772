import { describe, expect, it } from "vitest";

import { checkFullMarks, FULL_MARKS_MIN_WORDS_PER_MARK } from "./suspicious-full-marks";

const levelled = { levels: [{ level: 1, min: 1, max: 10, descriptor: "Some" }] };
const pointMarked = { levels: [] };
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("checkFullMarks", () => {
  it("lets anything below full marks through, whatever the answer", () => {
    expect(checkFullMarks({ achievedMarks: 33, totalMarks: 34, questionType: levelled, answerText: "Short.", injection: { score: 2 } })).toEqual({
      hold: false,
    });
  });

  it("holds full marks when the detector saw any sign of text addressed to the marker", () => {
    const check = checkFullMarks({ achievedMarks: 34, totalMarks: 34, questionType: levelled, answerText: words(600), injection: { score: 1 } });
    expect(check.hold).toBe(true);
    expect(check.reason).toMatch(/instruction to the marker/);
  });

  it("holds full marks on a levelled question for an answer under the word floor", () => {
    const floor = 34 * FULL_MARKS_MIN_WORDS_PER_MARK;
    const short = checkFullMarks({ achievedMarks: 34, totalMarks: 34, questionType: levelled, answerText: words(floor - 1), injection: { score: 0 } });
    expect(short.hold).toBe(true);
    expect(short.reason).toContain(`${floor - 1}-word answer to a 34-mark question`);
    expect(checkFullMarks({ achievedMarks: 34, totalMarks: 34, questionType: levelled, answerText: words(floor), injection: { score: 0 } }).hold).toBe(false);
  });

  it("does not count punctuation on its own as words", () => {
    const padded = `${words(10)} ${"- ".repeat(500)}`;
    expect(checkFullMarks({ achievedMarks: 12, totalMarks: 12, questionType: levelled, answerText: padded, injection: { score: 0 } }).hold).toBe(true);
  });

  it("has no word floor for point-marked questions", () => {
    expect(checkFullMarks({ achievedMarks: 4, totalMarks: 4, questionType: pointMarked, answerText: "Fog, mud, cold, dark.", injection: { score: 0 } }).hold).toBe(
      false,
    );
  });
});
