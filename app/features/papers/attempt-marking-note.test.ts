import { describe, expect, it } from "vitest";

import { scaleMarks } from "./attempt-marks";
import { markingNote, paperMarkLead } from "./attempt-marking-note";

const essay = { typeName: "Modern prose or drama: essay (34 marks)", typeMarks: 34 };

describe("markingNote: what marking did with a paper answer's marks", () => {
  it("a hand-made 4-mark short answer marked as a 34-mark type: the type's marks, the share of its own 4, never 'scaled from 34'", () => {
    const note = markingNote({ ...essay, handMade: true, questionMarks: 4, marked: { achieved: 2, outOf: 34, awarded: scaleMarks(2, 34, 4) }, inProgress: false });
    expect(note).toBe(
      `You wrote this question, so Marker marked your answer as the board's question type "Modern prose or drama: essay (34 marks)", which is worth 34 marks: ` +
        `your answer earned 2 of those 34. The same share of this question's 4 marks is 0 (rounded to the nearest mark).`,
    );
    expect(note).not.toMatch(/scaled/i);
  });

  it("says nothing about rounding when the share is exact, and nothing about shares when the marks agree", () => {
    expect(markingNote({ ...essay, handMade: true, questionMarks: 17, marked: { achieved: 10, outOf: 34, awarded: 5 }, inProgress: false })).toMatch(/is 5\.$/);
    expect(
      markingNote({ typeName: "Question 4: describe (4 marks)", typeMarks: 4, handMade: true, questionMarks: 4, marked: { achieved: 3, outOf: 4, awarded: 3 }, inProgress: false }),
    ).toBe(`You wrote this question, so Marker marked your answer as the board's question type "Question 4: describe (4 marks)", which is worth the same 4 marks as this question.`);
  });

  it("before the mark: what it is being marked as, and that the mark will be the same share of the question's marks", () => {
    expect(markingNote({ ...essay, handMade: true, questionMarks: 4, marked: null, inProgress: true })).toBe(
      `You wrote this question, so Marker is marking your answer as the board's question type "Modern prose or drama: essay (34 marks)", which is worth 34 marks. ` +
        `Your mark will be the same share of this question's 4 marks.`,
    );
    expect(markingNote({ ...essay, handMade: true, questionMarks: 4, marked: null, inProgress: false })).toMatch(/^You wrote this question, so your answer was sent for marking as /);
  });

  it("a question built from the board's own type: nothing when the marks agree; the share when the student changed its marks", () => {
    expect(markingNote({ ...essay, handMade: false, questionMarks: 34, marked: { achieved: 20, outOf: 34, awarded: 20 }, inProgress: false })).toBeNull();
    expect(markingNote({ ...essay, handMade: false, questionMarks: 17, marked: { achieved: 20, outOf: 34, awarded: 10 }, inProgress: false })).toBe(
      `Your answer was marked as the board's question type "Modern prose or drama: essay (34 marks)", which is worth 34 marks: your answer earned 20 of those 34. ` +
        `The same share of this question's 17 marks is 10.`,
    );
  });
});

describe("paperMarkLead: what a paper answer's own results page says first", () => {
  it("the paper's mark, and one sentence on how it was marked, when the question's marks differ from the type's", () => {
    const lead = paperMarkLead({ handMade: true, typeName: "Question 1(a)–(c): three short knowledge questions (3 marks)", achieved: 1, outOf: 3, questionMarks: 4, awarded: scaleMarks(1, 3, 4) });
    expect(lead).toEqual({
      figure: "1 / 4 marks",
      sentence:
        `You wrote this question, so Marker marked your answer as the board's question type "Question 1(a)–(c): three short knowledge questions (3 marks)", which is worth 3 marks: ` +
        `your 1 of those 3 is 1 of this question's 4 marks (rounded to the nearest mark), as on your paper and your dashboard, which give it no grade.`,
    });
    expect(lead?.sentence.match(/\. /g)).toBeNull();
    expect(paperMarkLead({ handMade: false, typeName: "Modern prose or drama: essay (34 marks)", achieved: 20, outOf: 34, questionMarks: 17, awarded: 10 })).toMatchObject({
      figure: "10 / 17 marks",
      sentence: expect.stringMatching(/^Your answer was marked as the board's question type "Modern prose or drama: essay \(34 marks\)", which is worth 34 marks: your 20 of those 34 is 10 of this question's 17 marks, as on/),
    });
    expect(paperMarkLead({ handMade: true, typeName: "Modern prose or drama: essay (34 marks)", achieved: 2, outOf: 34, questionMarks: 1, awarded: 0 })?.figure).toBe("0 / 1 mark");
  });

  it("nothing to add when the question is marked out of its own marks", () => {
    expect(paperMarkLead({ handMade: true, typeName: "Question 4: describe (4 marks)", achieved: 3, outOf: 4, questionMarks: 4, awarded: 3 })).toBeNull();
  });
});
