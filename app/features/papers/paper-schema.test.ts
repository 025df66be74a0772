import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { checkPaperDraft, findPaperProblem, findPaperProblems, normaliseAnswerKey, parseMarks, readPaperForm } from "./paper-schema";
import { PAPER_LIMITS, PAPER_MESSAGES } from "./rules";
import { hostileString, hostileValue, mostly, NUMBER_STRINGS, ONE_MEGABYTE, PROPERTY_RUNS } from "../../../tests/support/hostile-values";

/** Every message the paper rules can give, each limit's message with every limit filled in. */
function allPaperMessages(): Set<string> {
  const limits = [PAPER_LIMITS.questionsPerPaper, PAPER_LIMITS.titleCharacters, PAPER_LIMITS.questionCharacters, PAPER_LIMITS.guidanceCharacters, PAPER_LIMITS.maxMarks, PAPER_LIMITS.labelCharacters, PAPER_LIMITS.sourceCharacters];
  return new Set<string>(Object.values(PAPER_MESSAGES).flatMap((message) => (typeof message === "function" ? limits.map((limit) => message(limit)) : [message])));
}

const row = (text: string, marks = "1", questionType = "essay", guidance = "") => ({ text, marks, questionType, guidance });

describe("practice paper rules (spec section 5)", () => {
  it("keeps only questions with text, marks falling back to 1", () => {
    const checked = checkPaperDraft({
      title: "  Mock  ",
      subject: "History",
      examBoard: "WJEC",
      questions: [row("Q1", "abc"), row("   ", "5"), row("Q2", "", "short_answer", "  hint "), row("Q3", "7")],
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

  it("an empty form: every required field is flagged (the title and the first question's text), not only the first", () => {
    expect(findPaperProblems({ title: " ", questions: [row("  ", "1")] })).toEqual([
      { message: PAPER_MESSAGES.required, field: { name: "title" } },
      { message: PAPER_MESSAGES.required, field: { name: "text", question: 0 } },
    ]);
    expect(findPaperProblems({ title: "T", questions: [row(" ")] })).toEqual([{ message: PAPER_MESSAGES.required, field: { name: "text", question: 0 } }]);
    expect(findPaperProblems({ title: " ", questions: [row("Q")] })).toEqual([{ message: PAPER_MESSAGES.required, field: { name: "title" } }]);
    // Any other rule: the first one broken, as findPaperProblem says it; nothing for a valid draft.
    expect(findPaperProblems({ title: "T", questions: [row("Q", "0")] })).toEqual([findPaperProblem({ title: "T", questions: [row("Q", "0")] })]);
    expect(findPaperProblems({ title: "T", questions: [row("Q")] })).toEqual([]);
  });

  it("refuses a multiple-choice key naming a letter the question's options do not have, at that key", () => {
    const options = "Which is the Inspector?\nA) Goole\nB) Birling";
    const mc = (text: string, answerKey: string) => ({ title: "T", questions: [row("Who?", "1", "short_answer"), { ...row(text, "1", "multiple_choice"), answerKey }] });
    expect(findPaperProblem(mc(options, "Z"))).toEqual({ message: PAPER_MESSAGES.badAnswerKey, field: { name: "answerKey", question: 1 } });
    expect(findPaperProblem(mc(options, "A, C"))?.field).toEqual({ name: "answerKey", question: 1 });
    expect(checkPaperDraft(mc(options, "b"))).toMatchObject({ ok: true, value: { questions: [{}, { answerKey: "B" }] } });
    // A question that lists no options is answered by typing letters: its key cannot be checked, and is kept.
    expect(checkPaperDraft(mc("Write the letter of the right answer.", "Z"))).toMatchObject({ ok: true, value: { questions: [{}, { answerKey: "Z" }] } });
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

  it("parses marks as a whole number of at least 1: 1 when not a number at all, refused (null) when a number that is not", () => {
    expect([parseMarks("3"), parseMarks(" 12 "), parseMarks(""), parseMarks("x"), parseMarks("NaN")]).toEqual([3, 12, 1, 1, 1]);
    expect([parseMarks("0"), parseMarks("-2"), parseMarks("2.7"), parseMarks("2.0"), parseMarks("1e3"), parseMarks("0x10"), parseMarks("Infinity")]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("refuses marks of 0 or 2.7 with a clear message under that question's marks, instead of changing them to 1 or 2", () => {
    for (const marks of ["0", "2.7", "-1"]) {
      const draft = { title: "T", questions: [row("Q1", "2"), row(" "), row("Q3", marks)] };
      expect(checkPaperDraft(draft)).toEqual({ ok: false, message: PAPER_MESSAGES.marksNotWhole(PAPER_LIMITS.maxMarks) });
      expect(PAPER_MESSAGES.marksNotWhole(PAPER_LIMITS.maxMarks)).toBe("Marks must be a whole number from 1 to 100.");
      // The row on the form (blank rows count: the form shows them), and its marks field.
      expect(findPaperProblem(draft)).toEqual({ message: PAPER_MESSAGES.marksNotWhole(PAPER_LIMITS.maxMarks), field: { name: "marks", question: 2 } });
    }
    expect(findPaperProblem({ title: "T", questions: [row("Q", "101")] })).toEqual({ message: PAPER_MESSAGES.marksTooHigh(100), field: { name: "marks", question: 0 } });
    expect(findPaperProblem({ title: "T", questions: [row("Q", "3")] })).toBeNull();
  });

  it("says which field each refusal belongs to", () => {
    expect(findPaperProblem({ title: " ", questions: [row("Q")] })).toEqual({ message: PAPER_MESSAGES.required, field: { name: "title" } });
    expect(findPaperProblem({ title: "T", questions: [row("Q"), row("x".repeat(PAPER_LIMITS.questionCharacters + 1))] })).toEqual({
      message: PAPER_MESSAGES.questionTooLong(PAPER_LIMITS.questionCharacters),
      field: { name: "text", question: 1 },
    });
    expect(findPaperProblem({ title: "T", questions: [{ ...row("Q"), sourceText: "s".repeat(PAPER_LIMITS.sourceCharacters + 1) }] })).toEqual({
      message: PAPER_MESSAGES.sourceTooLong(PAPER_LIMITS.sourceCharacters),
      field: { name: "sourceText", question: 0 },
    });
    expect(findPaperProblem({ title: "T", questions: [{ ...row("Q", "1", "multiple_choice"), answerKey: "Z9" }] })?.field).toEqual({ name: "answerKey", question: 0 });
    expect(findPaperProblem({ title: "T", subject: "Maths", questions: [row("Q")] })?.field).toEqual({ name: "subject" });
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
      { numRuns: PROPERTY_RUNS },
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
      { numRuns: PROPERTY_RUNS },
    );
  });

  it("built papers: label, source, answer key and catalogue ids are kept when given, checked, and absent for hand-made rows", () => {
    const built = checkPaperDraft({
      title: "AQA Paper 2 - practice",
      subject: "English Language",
      examBoard: "AQA",
      catalogueRef: { subjectId: "english-language", boardId: "aqa", paperId: "paper-2", topicId: null },
      questions: [
        { ...row("Choose four.", "4", "multiple_choice"), label: " Question 1 ", sourceText: " Source A ", answerKey: "h, a c;F", catalogueQuestionTypeId: "q1" },
        { ...row("Summarise.", "8", "short_answer"), label: "Question 2", sourceText: "", answerKey: "B", catalogueQuestionTypeId: "q2" },
      ],
    });
    expect(built).toEqual({
      ok: true,
      value: {
        title: "AQA Paper 2 - practice",
        subject: "English Language",
        examBoard: "AQA",
        catalogueRef: { subjectId: "english-language", boardId: "aqa", paperId: "paper-2", topicId: null },
        questions: [
          { text: "Choose four.", marks: 4, questionType: "multiple_choice", guidance: null, label: "Question 1", sourceText: "Source A", answerKey: "A, C, F, H", catalogueQuestionTypeId: "q1" },
          // An answer key only belongs to a multiple-choice question.
          { text: "Summarise.", marks: 8, questionType: "short_answer", guidance: null, label: "Question 2", catalogueQuestionTypeId: "q2" },
        ],
      },
    });
    const mc = (answerKey: string) => checkPaperDraft({ title: "T", questions: [{ ...row("Q", "1", "multiple_choice"), answerKey }] });
    expect(mc("A, 7")).toEqual({ ok: false, message: PAPER_MESSAGES.badAnswerKey });
    expect(mc("A, A")).toEqual({ ok: false, message: PAPER_MESSAGES.badAnswerKey });
    expect(mc("AB")).toEqual({ ok: false, message: PAPER_MESSAGES.badAnswerKey });
    expect(mc("  ").ok).toBe(true);
    expect([normaliseAnswerKey("b"), normaliseAnswerKey("c a"), normaliseAnswerKey(""), normaliseAnswerKey("A1")]).toEqual(["B", "A, C", "", null]);
    expect(checkPaperDraft({ title: "T", questions: [{ ...row("Q"), sourceText: "s".repeat(PAPER_LIMITS.sourceCharacters + 1) }] })).toEqual({
      ok: false,
      message: PAPER_MESSAGES.sourceTooLong(PAPER_LIMITS.sourceCharacters),
    });
    expect(checkPaperDraft({ title: "T", questions: [{ ...row("Q"), sourceText: "s".repeat(PAPER_LIMITS.sourceCharacters) }] }).ok).toBe(true);
    expect(checkPaperDraft({ title: "T", questions: [{ ...row("Q"), label: "l".repeat(PAPER_LIMITS.labelCharacters + 1) }] })).toEqual({
      ok: false,
      message: PAPER_MESSAGES.labelTooLong(PAPER_LIMITS.labelCharacters),
    });
    // A malformed reference is dropped (treated as hand-made), never an error.
    const odd = checkPaperDraft({ title: "T", catalogueRef: { subjectId: 3 }, questions: [row("Q")] });
    expect(odd.ok && odd.value.catalogueRef).toBeUndefined();
  });

  it("reads a built draft's extra fields and the catalogue reference from the form", () => {
    const form = new FormData();
    form.set("title", "T");
    form.set("catalogueSubjectId", "history");
    form.set("catalogueBoardId", "aqa");
    form.set("cataloguePaperId", "paper-1");
    form.set("catalogueTopicId", "germany-1890-1945");
    form.set("timeAllowedMinutes", "55");
    for (const [text, label, source] of [["a", "Question 1", "Interpretation A"], ["b", "", ""]] as const) {
      form.append("questionText", text);
      form.append("marks", "4");
      form.append("questionType", "short_answer");
      form.append("guidance", "");
      form.append("label", label);
      form.append("sourceText", source);
      form.append("answerKey", "");
      form.append("catalogueQuestionTypeId", label ? "q1-interpretations-differ" : "");
    }
    expect(readPaperForm(form)).toEqual({
      title: "T",
      subject: "English Literature",
      examBoard: "AQA",
      catalogueRef: { subjectId: "history", boardId: "aqa", paperId: "paper-1", topicId: "germany-1890-1945" },
      timeAllowedMinutes: 55,
      questions: [
        { ...row("a", "4", "short_answer"), label: "Question 1", sourceText: "Interpretation A", catalogueQuestionTypeId: "q1-interpretations-differ" },
        row("b", "4", "short_answer"),
      ],
    });
  });

  it("C1 with hostile values (NUL, bidi, zero-width, lone surrogates, 1 MB strings, marks -1 / 1e309 / NaN / \"1e3\", off-list enums): a paper within every limit or one of the messages, never a throw", () => {
    const messages = allPaperMessages();
    const marks = fc.oneof(fc.constantFrom(...NUMBER_STRINGS), hostileValue);
    fc.assert(
      fc.property(
        fc.record(
          {
            title: fc.oneof(hostileString, hostileValue),
            subject: mostly(["English Literature", "English Language", "History"]),
            examBoard: mostly(["AQA", "OCR", "Edexcel", "WJEC"]),
            questions: fc.oneof(
              fc.array(
                fc.record(
                  { text: fc.oneof(hostileString, fc.constant(ONE_MEGABYTE)), marks, questionType: mostly(["essay", "short_answer", "multiple_choice"]), guidance: hostileString },
                  { requiredKeys: [] },
                ),
                { maxLength: 4 },
              ),
              hostileValue,
            ),
          },
          { requiredKeys: [] },
        ),
        (draft) => {
          const checked = checkPaperDraft(draft);
          if (!checked.ok) {
            expect(messages).toContain(checked.message);
            return;
          }
          const paper = checked.value;
          expect(paper.title.length).toBeGreaterThan(0);
          expect(paper.title.length).toBeLessThanOrEqual(PAPER_LIMITS.titleCharacters);
          expect(paper.questions.length).toBeGreaterThanOrEqual(1);
          expect(paper.questions.length).toBeLessThanOrEqual(PAPER_LIMITS.questionsPerPaper);
          for (const question of paper.questions) {
            expect(question.text.length).toBeGreaterThan(0);
            expect(question.text.length).toBeLessThanOrEqual(PAPER_LIMITS.questionCharacters);
            expect(Number.isInteger(question.marks)).toBe(true);
            expect(question.marks).toBeGreaterThanOrEqual(1);
            expect(question.marks).toBeLessThanOrEqual(PAPER_LIMITS.maxMarks);
          }
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it("C1 with the built paper's fields: any input gives a valid paper within every limit or one of the messages, never throws", () => {
    const messages = allPaperMessages();
    fc.assert(
      fc.property(
        fc.record({
          title: fc.string({ maxLength: 20 }),
          subject: fc.constantFrom("English Literature", "English Language", "History"),
          examBoard: fc.constantFrom("AQA", "OCR", "Edexcel", "WJEC"),
          catalogueRef: fc.option(fc.anything()),
          questions: fc.array(
            fc.record({
              text: fc.string({ maxLength: 20 }),
              marks: fc.string({ maxLength: 3 }),
              questionType: fc.constantFrom("essay", "short_answer", "multiple_choice", "poem"),
              guidance: fc.string({ maxLength: 10 }),
              label: fc.oneof(fc.string({ maxLength: 70 }), fc.constant(undefined)),
              sourceText: fc.oneof(fc.string({ maxLength: 40 }), fc.constant("s".repeat(PAPER_LIMITS.sourceCharacters + 1))),
              answerKey: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("A", "b, d", "A, C, F, H", "Z9")),
              catalogueQuestionTypeId: fc.string({ maxLength: 20 }),
            }),
            { maxLength: 6 },
          ),
        }),
        (draft) => {
          const checked = checkPaperDraft(draft);
          if (!checked.ok) return messages.has(checked.message);
          return checked.value.questions.every(
            (question) =>
              question.text.length > 0 &&
              (question.label?.length ?? 0) <= PAPER_LIMITS.labelCharacters &&
              (question.sourceText?.length ?? 0) <= PAPER_LIMITS.sourceCharacters &&
              (question.answerKey === undefined || (question.questionType === "multiple_choice" && /^[A-Z](, [A-Z])*$/.test(question.answerKey))),
          );
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
