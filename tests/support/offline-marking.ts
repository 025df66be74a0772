import { getBoardSubject, getQuestionType } from "~/features/catalogue/catalogue";
import type { SubjectId } from "~/features/catalogue";
import type { MarkerProposal } from "~/platform/ai/tasks/marking";

import { computeResult } from "~/features/marking/compute-result";
import type { MarkingInput } from "~/features/marking/marker";
import type { MarkingResult } from "~/features/marking/marking-result";

import { createOfflineMarker, OFFLINE_MARKER_IDENTITY } from "~/features/marking/offline/offline-marker";

/** A catalogue question and the question text a student typed, for the offline marker's tests. */
export interface CatalogueQuestion {
  subjectId: SubjectId;
  boardId: string;
  paperId: string;
  questionTypeId: string;
  topicId?: string;
  questionText: string;
  sourceText?: string | null;
}

const marker = createOfflineMarker();

/** The marking input for an answer to a catalogue question (throws when the catalogue has no such question). */
export function markingInputFor(question: CatalogueQuestion, answerText: string): MarkingInput {
  const questionType = getQuestionType(question.subjectId, question.boardId, question.paperId, question.questionTypeId, question.topicId);
  if (!questionType) throw new Error(`no catalogue entry for ${question.boardId}/${question.paperId}/${question.questionTypeId}`);
  return {
    subjectId: question.subjectId,
    boardId: question.boardId,
    questionType,
    objectiveMeanings: getBoardSubject(question.subjectId, question.boardId)?.objectiveMeanings ?? {},
    questionText: question.questionText,
    sourceText: question.sourceText ?? null,
    answerText,
  };
}

/** Marks an answer offline as the product does, and the result the page would show. For tests. */
export async function markOffline(question: CatalogueQuestion, answerText: string): Promise<{ proposal: MarkerProposal; result: MarkingResult }> {
  const input = markingInputFor(question, answerText);
  const proposal = await marker.mark(input);
  const result = computeResult({ questionType: input.questionType, objectiveMeanings: input.objectiveMeanings, proposal, answerText, marker: OFFLINE_MARKER_IDENTITY });
  return { proposal, result };
}
