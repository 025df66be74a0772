import { describe, expect, it } from "vitest";

import { BODY_LIMIT_RULES } from "~/entry.server";
import { bodyRuleFor, DEFAULT_BODY_LIMIT } from "~/platform/http/body-limit.server";

import { MAX_ATTEMPT_BODY_BYTES, MAX_PAPER_FORM_BODY_BYTES, PAPER_LIMITS } from "./rules";

/** Text as it comes from an iPad or Word: curly quotes and dashes, three bytes each in UTF-8, nine once form-encoded. */
const curly = (length: number) => "“It’s the day’s end”—she said. ".repeat(Math.ceil(length / 31)).slice(0, length);

describe("the practice paper pages' body limits", () => {
  it("let every answer of a full attempt through at its limit, in curly punctuation (a review: five answers of 5,000 characters got 413 and an error page)", () => {
    const body = new URLSearchParams({ intent: "save" });
    for (let question = 0; question < PAPER_LIMITS.questionsPerPaper; question++) {
      const id = `0b8f8a4e-3c1d-4f6e-9a2b-1c2d3e4f5a${String(question).padStart(2, "0")}`;
      body.set(`present-${id}`, "1");
      body.set(`answer-${id}`, curly(PAPER_LIMITS.answerCharacters));
    }
    const bytes = Buffer.byteLength(body.toString());
    expect(bytes).toBeLessThanOrEqual(MAX_ATTEMPT_BODY_BYTES);
    // Under the default 64 KB, which the attempt page had, a full attempt was refused many times over.
    expect(bytes).toBeGreaterThan(DEFAULT_BODY_LIMIT * 10);
    for (const path of ["/aipractisepaper/attempts/abc", "/aipractisepaper/attempts/abc.data"]) {
      expect(bodyRuleFor(path, BODY_LIMIT_RULES)).toMatchObject({ name: "paper-attempt", limit: MAX_ATTEMPT_BODY_BYTES });
    }
    expect(bodyRuleFor("/aipractisepaper/attempts/abc/result", BODY_LIMIT_RULES).limit).toBe(DEFAULT_BODY_LIMIT);
  });

  it("let a paper of the most questions through, each with its text, source and guidance at their limits", () => {
    const body = new URLSearchParams({ intent: "create", title: curly(PAPER_LIMITS.titleCharacters) });
    for (let question = 0; question < PAPER_LIMITS.questionsPerPaper; question++) {
      body.append("questionText", curly(PAPER_LIMITS.questionCharacters));
      body.append("sourceText", curly(PAPER_LIMITS.sourceCharacters));
      body.append("answerGuidance", curly(PAPER_LIMITS.guidanceCharacters));
      body.append("label", curly(PAPER_LIMITS.labelCharacters));
      body.append("marks", "100");
      body.append("questionType", "short_answer");
    }
    expect(Buffer.byteLength(body.toString())).toBeLessThanOrEqual(MAX_PAPER_FORM_BODY_BYTES);
    for (const path of ["/aipractisepaper", "/aipractisepaper.data"]) {
      expect(bodyRuleFor(path, BODY_LIMIT_RULES)).toMatchObject({ name: "practice-paper", limit: MAX_PAPER_FORM_BODY_BYTES });
    }
  });
});
