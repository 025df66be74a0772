import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { checkPaperDraft, parseMarks, readPaperForm } from "./paper-schema";
import { PAPER_LIMITS, PAPER_MESSAGES } from "./rules";

const row = (text: string, marks = "1", questionType = "essay", guidance = "") => ({ text, marks, questionType, guidance });

describe("practice paper rules (spec section 5)", () => {
  it("keeps only questions with text, marks falling back to 1", () => {
    const checked = checkPaperDraft({
      title: "  Mock  ",
      subject: "History",
      examBoard: "WJEC",
      questions: [row("Q1", "abc"), row("   ", "5"), row("Q2", "0", "short_answer", "  hint "), row("Q3", "7")],
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        title: "Mock",
        subject: "History",
        examBoard: "WJEC",
        questions: [
          { text: "Q1", marks: 1, questionType: "essay", guidance: null },
          { text: "Q2", marks: 1, questionType: "short_answer", guidance: "hint" },
          { text: "Q3", marks: 7, questionType: "essay", guidance: null },
        ],
      },
    });
  });

  it("needs a title and one question with text", () => {
    expect(checkPaperDraft({ title: " ", questions: [row("Q")] })).toEqual({ ok: false, message: PAPER_MESSAGES.required });
    expect(checkPaperDraft({ title: "T", questions: [row(" ")] })).toEqual({ ok: false, message: PAPER_MESSAGES.required });
    expect(checkPaperDraft({ title: "T", questions: [] })).toEqual({ ok: false, message: PAPER_MESSAGES.required });
  });

  it("defaults to English Literature and AQA and refuses values not in the lists", () => {
    const checked = checkPaperDraft({ title: "T", questions: [row("Q")] });
    expect(checked.ok && [checked.value.subject, checked.value.examBoard]).toEqual(["English Literature", "AQA"]);
    expect(checkPaperDraft({ title: "T", subject: "Maths", questions: [row("Q")] })).toEqual({ ok: false, message: PAPER_MESSAGES.badChoice });
    expect(checkPaperDraft({ title: "T", questions: [row("Q", "1", "poem")] })).toEqual({ ok: false, message: PAPER_MESSAGES.badChoice });
  });

  it("applies the limits with a clear message", () => {
    const many = Array.from({ length: PAPER_LIMITS.questionsPerPaper + 1 }, (_, index) => row(`Q${index}`));
    expect(checkPaperDraft({ title: "T", questions: many })).toEqual({ ok: false, message: PAPER_MESSAGES.tooManyQuestions(PAPER_LIMITS.questionsPerPaper) });
    expect(checkPaperDraft({ title: "T", questions: [row("x".repeat(PAPER_LIMITS.questionCharacters + 1))] }).ok).toBe(false);
    expect(checkPaperDraft({ title: "T", questions: [row("x".repeat(PAPER_LIMITS.questionCharacters))] }).ok).toBe(true);
    expect(checkPaperDraft({ title: "T", questions: [row("Q", "1", "essay", "g".repeat(PAPER_LIMITS.guidanceCharacters + 1))] })).toEqual({
      ok: false,
      message: PAPER_MESSAGES.guidanceTooLong(PAPER_LIMITS.guidanceCharacters),
    });
    expect(checkPaperDraft({ title: "T", questions: [row("Q", "101")] })).toEqual({ ok: false, message: PAPER_MESSAGES.marksTooHigh(100) });
    expect(checkPaperDraft({ title: "T", questions: [row("Q", "100")] }).ok).toBe(true);
    expect(checkPaperDraft({ title: "t".repeat(PAPER_LIMITS.titleCharacters + 1), questions: [row("Q")] }).ok).toBe(false);
  });

  it("parses marks as an integer of at least 1", () => {
    expect([parseMarks("3"), parseMarks(""), parseMarks("-2"), parseMarks("0"), parseMarks("2.7"), parseMarks("x")]).toEqual([3, 1, 1, 1, 2, 1]);
  });

  it("reads the form's repeated fields in order", () => {
    const form = new FormData();
    form.set("title", "T");
    for (const [text, marks] of [["a", "2"], ["", ""]] as const) {
      form.append("questionText", text);
      form.append("marks", marks);
      form.append("questionType", "essay");
      form.append("guidance", "");
    }
    expect(readPaperForm(form)).toEqual({
      title: "T",
      subject: "English Literature",
      examBoard: "AQA",
      questions: [row("a", "2"), row("", "")],
    });
  });

  it("C1: any input either passes with a valid paper or fails with one message, never throws", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const checked = checkPaperDraft(input);
        if (checked.ok) return checked.value.title.length > 0 && checked.value.questions.length > 0;
        return typeof checked.message === "string" && checked.message.length > 0;
      }),
    );
    fc.assert(
      fc.property(
        fc.record({
          title: fc.string({ maxLength: 250 }),
          subject: fc.constantFrom("English Literature", "English Language", "History", "Maths"),
          examBoard: fc.constantFrom("AQA", "OCR", "Edexcel", "WJEC"),
          questions: fc.array(fc.record({ text: fc.string({ maxLength: 30 }), marks: fc.string({ maxLength: 4 }), questionType: fc.constantFrom("essay", "short_answer", "multiple_choice"), guidance: fc.string({ maxLength: 20 }) }), { maxLength: 45 }),
        }),
        (draft) => {
          const checked = checkPaperDraft(draft);
          if (!checked.ok) return checked.message.length > 0;
          const paper = checked.value;
          return (
            paper.title.length > 0 &&
            paper.questions.length >= 1 &&
            paper.questions.length <= PAPER_LIMITS.questionsPerPaper &&
            paper.questions.every((question) => question.text.length > 0 && Number.isInteger(question.marks) && question.marks >= 1 && question.marks <= 100)
          );
        },
      ),
    );
  });
});
