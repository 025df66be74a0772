import { describe, expect, it } from "vitest";

import { questionCount, questionCountText } from "./question-count";

describe("a paper's question count", () => {
  it("counts the parts of one numbered question once, as the PDF's cover does, and says the parts beside it", () => {
    const built = { questions: [{ label: "Question 1" }, { label: "Question 2" }, { label: "Question 3(a)" }, { label: "Question 3(b)" }, { label: "Question 3(c)" }, { label: "Question 3(d)" }] };
    expect(questionCount(built)).toBe(3);
    expect(questionCountText(built)).toBe("3 questions (6 parts)");
    expect(questionCountText({ questions: [{ label: null }, { label: null }] })).toBe("2 questions");
    expect(questionCountText({ questions: [{}] })).toBe("1 question");
  });
});
