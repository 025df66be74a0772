import { getBoardSubject, questionTypesFor } from "./catalogue";
import { ownShortAnswerType } from "./own-question";
import type { BoardSubject, Paper, QuestionType, Topic } from "./types";

/** What a form, a stored submission or an API request names: strings, as they arrive. */
export interface SelectionInput {
  subjectId: string;
  board: string;
  paperId: string;
  questionTypeId: string;
  topicId?: string | null;
}

/** A selection that exists in the catalogue, with every level of it. */
export interface ResolvedSelection {
  boardSubject: BoardSubject;
  paper: Paper;
  topic: Topic | null;
  questionType: QuestionType;
}

/**
 * The one way a selection named by strings becomes catalogue entries: the board-subject, the paper, the
 * topic (History) and the question type, or null when any of them does not exist. The board is matched
 * case-insensitively ("AQA" = "aqa").
 */
export function resolveSelection(input: SelectionInput): ResolvedSelection | null {
  const boardSubject = getBoardSubject(input.subjectId, input.board);
  const paper = boardSubject?.papers.find((candidate) => candidate.id === input.paperId);
  if (!boardSubject || !paper) return null;
  const topicId = input.topicId ?? undefined;
  const topic = topicId ? (paper.topics.find((candidate) => candidate.id === topicId) ?? null) : null;
  // A hand-made short answer of a practice paper is marked on its own marks (own-question.ts).
  const questionType = questionTypesFor(paper, topicId).find((candidate) => candidate.id === input.questionTypeId) ?? ownShortAnswerType(input.questionTypeId);
  return questionType ? { boardSubject, paper, topic, questionType } : null;
}
