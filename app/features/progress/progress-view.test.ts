import { describe, expect, it } from "vitest";

import { buildSubjectProgress } from "./progress-view";
import type { SubjectHistory } from "./progress.server";
import type { MarkedAnswer, ObjectiveScore } from "./trends";

/** English Language answers: three on AQA Paper 1 Question 2, the latest on OCR (a question tried once). */
function history(): SubjectHistory {
  const answer = (id: string, board: string, paper: string, questionType: string, day: number): MarkedAnswer => ({
    id,
    subjectId: "english-language",
    percentage: 40,
    grade: "4",
    achievedMarks: 4,
    totalMarks: 8,
    markedAt: new Date(Date.UTC(2026, 10, day, 12)),
    board,
    paper,
    topic: null,
    questionType,
  });
  const answers = [
    answer("a", "aqa", "paper-1", "q2", 20),
    answer("b", "aqa", "paper-1", "q2", 21),
    answer("c", "aqa", "paper-1", "q2", 22),
    answer("d", "ocr", "component-01", "q3", 23),
  ];
  const scores: ObjectiveScore[] = answers.map((item) => ({ submissionId: item.id, code: "AO2", achieved: 2, max: 8 }));
  return { subjectId: "english-language", subjectName: "English Language", markedCount: answers.length, answers, scores, feedbackSets: {} };
}

const meaning = () => null;

describe("the next step on /progress and the study plan", () => {
  it("trains on the board the profile names, not on the board of the latest answer, and names the board", () => {
    const progress = buildSubjectProgress(history(), { targetGrade: null, objectiveMeaning: meaning, examBoard: "aqa" });
    const training = progress.weakest?.training;
    expect(new URL(training!.href, "http://x").searchParams.get("board")).toBe("aqa");
    expect(training?.boardName).toBe("AQA");
    // Without a profile board, the board answered on most.
    const most = buildSubjectProgress(history(), { targetGrade: null, objectiveMeaning: meaning });
    expect(new URL(most.weakest!.training!.href, "http://x").searchParams.get("board")).toBe("aqa");
    // A profile board the student never answers on does not take over from the board they do answer on.
    const elsewhere = buildSubjectProgress(history(), { targetGrade: null, objectiveMeaning: meaning, examBoard: "wjec" });
    expect(new URL(elsewhere.weakest!.training!.href, "http://x").searchParams.get("board")).toBe("aqa");
    // Of boards answered on equally, the latest.
    const even = history();
    even.answers = [even.answers[0]!, even.answers[3]!];
    even.scores = even.scores.filter((score) => score.submissionId === "a" || score.submissionId === "d");
    const latest = buildSubjectProgress(even, { targetGrade: null, objectiveMeaning: meaning });
    expect(latest.weakest?.training?.boardName).toBe("OCR");
  });

  it("says in the table which board and question each answer was for", () => {
    const progress = buildSubjectProgress(history(), { targetGrade: null, objectiveMeaning: meaning, examBoard: "aqa" });
    expect(progress.answers[0]?.question).toMatch(/^AQA: Question 2/);
    expect(progress.answers[3]?.question).toMatch(/^OCR: /);
    expect(progress.answers.map((answer) => answer.label)).toEqual(["Answer 1", "Answer 2", "Answer 3", "Answer 4"]);
  });
});
