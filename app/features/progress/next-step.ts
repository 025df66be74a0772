import { CATALOGUE } from "~/features/catalogue/lookup";
import { EXAM_BOARDS } from "~/features/catalogue";

/**
 * The next concrete step for a weak objective: a question type on the student's board that trains it
 * (the one where that objective carries the largest share of the marks; the shorter question on a tie,
 * so practice is quick), as a link that opens the subject page on it.
 *
 * A topic is a choice (a History student sits one of a paper's periods, not all of them), so the step stays
 * on a topic the student has answered on: the most recent one whose questions train the objective. Only a
 * student with no such answer (none with a topic, or topics the catalogue no longer has) gets the best
 * question anywhere on the board.
 */
export interface TrainingQuestion {
  href: string;
  /** The exam board's short name ("AQA"): the step names it, since a student may answer on more than one. */
  boardName: string;
  paperName: string;
  questionTypeName: string;
  /** Marks the objective carries in that question, and the question's total. */
  objectiveMarks: number;
  marks: number;
}

/** Where an answer was set: its paper and, in a subject with topics, its topic. */
export interface StudiedPlace {
  paper: string;
  topic: string | null;
}

export function trainingQuestionFor(
  subjectId: string,
  boardId: string,
  code: string,
  /** The student's answers on this board, most recent first. */
  studied: readonly StudiedPlace[] = [],
): TrainingQuestion | null {
  const boardSubject = CATALOGUE.find((entry) => entry.subjectId === subjectId && entry.boardId === boardId);
  if (!boardSubject) return null;
  const everywhere = boardSubject.papers.flatMap((paper) => [
    ...paper.questionTypes.map((questionType) => ({ paper, questionType, topicId: null as string | null })),
    ...paper.topics.flatMap((topic) => topic.questionTypes.map((questionType) => ({ paper, questionType, topicId: topic.id as string | null }))),
  ]);
  type Placed = (typeof everywhere)[number];

  const best = (placed: readonly Placed[]): (TrainingQuestion & { share: number }) | null => {
    let found: (TrainingQuestion & { share: number }) | null = null;
    for (const { paper, questionType, topicId } of placed) {
      const objectiveMarks = questionType.objectives.find((objective) => objective.code === code)?.marks ?? 0;
      if (objectiveMarks <= 0) continue;
      const share = objectiveMarks / questionType.marks;
      const better = !found || share > found.share + 1e-9 || (Math.abs(share - found.share) < 1e-9 && questionType.marks < found.marks);
      if (!better) continue;
      const query = new URLSearchParams({ board: boardId, paper: paper.id, ...(topicId ? { topic: topicId } : {}), questionType: questionType.id });
      found = {
        href: `/subjects/${subjectId}?${query.toString()}`,
        boardName: EXAM_BOARDS.find((board) => board.id === boardId)?.name ?? boardId,
        paperName: paper.name,
        questionTypeName: questionType.name,
        objectiveMarks,
        marks: questionType.marks,
        share,
      };
    }
    return found;
  };

  let chosen: (TrainingQuestion & { share: number }) | null = null;
  for (const place of studied) {
    if (!place.topic) continue;
    chosen = best(everywhere.filter((candidate) => candidate.paper.id === place.paper && candidate.topicId === place.topic));
    if (chosen) break;
  }
  chosen ??= best(everywhere);
  if (!chosen) return null;
  const { share: _share, ...training } = chosen;
  return training;
}
