import { CATALOGUE } from "~/features/catalogue/lookup";

/**
 * The next concrete step for a weak objective: a question type on the student's board that trains it
 * (the one where that objective carries the largest share of the marks; the shorter question on a tie,
 * so practice is quick), as a link that opens the subject page on it.
 */
export interface TrainingQuestion {
  href: string;
  paperName: string;
  questionTypeName: string;
  /** Marks the objective carries in that question, and the question's total. */
  objectiveMarks: number;
  marks: number;
}

export function trainingQuestionFor(subjectId: string, boardId: string, code: string): TrainingQuestion | null {
  const boardSubject = CATALOGUE.find((entry) => entry.subjectId === subjectId && entry.boardId === boardId);
  if (!boardSubject) return null;
  let best: (TrainingQuestion & { share: number }) | null = null;
  for (const paper of boardSubject.papers) {
    const placed = [
      ...paper.questionTypes.map((questionType) => ({ questionType, topicId: null as string | null })),
      ...paper.topics.flatMap((topic) => topic.questionTypes.map((questionType) => ({ questionType, topicId: topic.id as string | null }))),
    ];
    for (const { questionType, topicId } of placed) {
      const objectiveMarks = questionType.objectives.find((objective) => objective.code === code)?.marks ?? 0;
      if (objectiveMarks <= 0) continue;
      const share = objectiveMarks / questionType.marks;
      const better = !best || share > best.share + 1e-9 || (Math.abs(share - best.share) < 1e-9 && questionType.marks < best.marks);
      if (!better) continue;
      const query = new URLSearchParams({ board: boardId, paper: paper.id, ...(topicId ? { topic: topicId } : {}), questionType: questionType.id });
      best = {
        href: `/subjects/${subjectId}?${query.toString()}`,
        paperName: paper.name,
        questionTypeName: questionType.name,
        objectiveMarks,
        marks: questionType.marks,
        share,
      };
    }
  }
  if (!best) return null;
  const { share: _share, ...training } = best;
  return training;
}
