import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  cleanText,
  isBlank,
  missingFields,
  SUBMISSION_LIMITS,
  SUBMISSION_MESSAGES,
  submissionFormSchema,
} from "./submission-schema";

const valid = {
  board: "aqa",
  paperId: "paper-1",
  questionTypeId: "shakespeare",
  questionText: "How does Shakespeare present ambition?",
  sourceText: "Stars, hide your fires",
  answerText: "Ambition is shown as dangerous.",
  idempotencyKey: "0d6b1f4c-7f7e-4a0e-9a55-2a3c7d8e9f10",
};

/** Strings a hostile or careless client might send: control characters, bidi overrides, surrogates, huge text. */
const nastyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 400 }),
  fc.constantFrom("\u0000", "\u202e", "\u200b\u200d", "\ud800", "\udfff", "a\r\nb", "", "   ", "__proto__", "constructor"),
  fc.integer({ min: 0, max: 3 }).map((n) => "x".repeat([1_999, 2_001, 20_001, 1_000_000][n]!)),
);

describe("the answer form's rules (C1, C4)", () => {
  it("accepts a valid form", () => {
    const parsed = submissionFormSchema.parse({ ...valid, topicId: "" });
    expect(parsed.board).toBe("aqa");
    expect(parsed.topicId).toBeUndefined();
  });

  it("never throws, and anything accepted is within the limits and free of control characters", () => {
    fc.assert(
      fc.property(
        fc.record({
          board: fc.oneof(fc.constantFrom("aqa", "ocr", "edexcel", "wjec", "AQA", "cambridge", ""), nastyString),
          paperId: nastyString,
          topicId: fc.option(nastyString, { nil: undefined }),
          questionTypeId: nastyString,
          questionText: nastyString,
          sourceText: nastyString,
          answerText: nastyString,
          idempotencyKey: fc.oneof(fc.uuid(), nastyString),
        }),
        (input) => {
          const result = submissionFormSchema.safeParse(input);
          if (!result.success) return;
          const data = result.data;
          expect(["aqa", "ocr", "edexcel", "wjec"]).toContain(data.board);
          expect(data.questionText.length).toBeLessThanOrEqual(SUBMISSION_LIMITS.question);
          expect(data.sourceText.length).toBeLessThanOrEqual(SUBMISSION_LIMITS.source);
          expect(data.answerText.length).toBeLessThanOrEqual(SUBMISSION_LIMITS.answer);
          // eslint-disable-next-line no-control-regex -- checking that control characters are gone
          expect(`${data.questionText}${data.sourceText}${data.answerText}`).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\r]/);
          expect(data.idempotencyKey).toMatch(/^[\w-]{8,64}$/);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("refuses off-list boards, non-string values and any field the form does not have, without throwing (C4)", () => {
    for (const bad of [
      { board: ["aqa"] },
      { board: "Cambridge" },
      { questionText: 42 },
      { answerText: { toString: () => "x" } },
      { idempotencyKey: "short" },
    ]) {
      expect(submissionFormSchema.safeParse({ ...valid, ...bad }).success).toBe(false);
    }
    // Strict: a prototype key or any field the form does not have is refused, not dropped.
    for (const extra of ['{"__proto__": {"polluted": true}}', '{"constructor": {"prototype": {"polluted": true}}}', '{"marks": "1"}', '{"exam_board": ["aqa"]}']) {
      expect(submissionFormSchema.safeParse({ ...valid, ...JSON.parse(extra) }).success, extra).toBe(false);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps the student's own spacing and line breaks", () => {
    expect(cleanText("Para one.\r\n\r\n  Para two.\u0000")).toBe("Para one.\n\n  Para two.");
  });

  it("needs the question, the source when the type needs one, and the answer (decision 005)", () => {
    expect(missingFields({ questionText: "q", sourceText: "", answerText: "a" }, false)).toEqual({});
    expect(missingFields({ questionText: "q", sourceText: "", answerText: "a" }, true, "Poem")).toEqual({
      sourceText: SUBMISSION_MESSAGES.sourceRequired("Poem"),
    });
    expect(missingFields({ questionText: " ", sourceText: "s", answerText: "\n" }, true)).toEqual({
      questionText: SUBMISSION_MESSAGES.questionRequired,
      answerText: SUBMISSION_MESSAGES.answerRequired,
    });
  });

  it("counts a field of only invisible characters as empty, in the form's check and the server's, so it costs no marking (decision 005)", () => {
    const invisibles = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u200e", "\u202e", "\u3164", "\u2800", " \n\t\u00a0"];
    const allOfThem = invisibles.join("");
    for (const only of [...invisibles, allOfThem, `\u200b\r\n\u200b`]) {
      expect(isBlank(only), JSON.stringify(only)).toBe(true);
      expect(missingFields({ questionText: only, sourceText: only, answerText: only }, true), JSON.stringify(only)).toEqual({
        questionText: SUBMISSION_MESSAGES.questionRequired,
        sourceText: SUBMISSION_MESSAGES.sourceRequired("Extract"),
        answerText: SUBMISSION_MESSAGES.answerRequired,
      });
      // The server's schema cleans it to nothing: what it checks and what it would store are empty.
      const parsed = submissionFormSchema.parse({ ...valid, questionText: only, sourceText: only, answerText: only });
      expect([parsed.questionText, parsed.sourceText, parsed.answerText]).toEqual(["", "", ""]);
      expect(cleanText(only)).toBe("");
    }
    // Visible text keeps every character the student typed, invisible ones included.
    expect(isBlank("a\u200b")).toBe(false);
    expect(cleanText("Mac\u00adbeth\u200b")).toBe("Mac\u00adbeth\u200b");
    expect(missingFields({ questionText: "q", sourceText: "", answerText: "\u200bA" }, false)).toEqual({});
  });
});
