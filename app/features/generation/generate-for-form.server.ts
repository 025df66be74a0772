import { getBoardSubject, getQuestionType } from "~/features/catalogue/catalogue";
import { SUBJECTS, type ExamBoardId, type SubjectId } from "~/features/catalogue/subjects";

import { generateOfflineExtract } from "./offline/generate-extract";
import { generateOfflineQuestion } from "./offline/generate-question";

export interface GenerationRequest {
  kind: "question" | "extract";
  subjectId: string;
  board: string;
  paperId: string;
  topicId?: string;
  questionTypeId: string;
  questionText?: string;
}

export type GenerationResult = { text: string; title?: string; author?: string; provenance?: string };

/**
 * The answer form's generators. Until an AI provider is configured (the AI providers issue), the
 * offline generators answer: a question in the board's style, or a public-domain extract that fits.
 * Returns null when the selection does not exist in the catalogue.
 */
export function generateForForm(request: GenerationRequest, seed: string = `${Date.now()}`): GenerationResult | null {
  const subject = SUBJECTS.find((candidate) => candidate.id === request.subjectId);
  if (!subject) return null;
  const subjectId = subject.id as SubjectId;
  const boardId = request.board.toLowerCase() as ExamBoardId;
  const paper = getBoardSubject(subjectId, boardId)?.papers.find((candidate) => candidate.id === request.paperId);
  const questionType = getQuestionType(subjectId, boardId, request.paperId, request.questionTypeId, request.topicId);
  if (!paper || !questionType) return null;
  const topic = request.topicId ? paper.topics.find((candidate) => candidate.id === request.topicId) : undefined;
  if (request.kind === "question") {
    return { text: generateOfflineQuestion({ subjectId, boardId, paper, questionType, topic, seed }) };
  }
  const extract = generateOfflineExtract({
    subjectId,
    boardId,
    paper,
    questionType,
    topic,
    questionText: request.questionText ?? "",
    seed,
  });
  // The attribution stays with the extract, so the student (and the marker) know where it is from.
  const text = `${extract.text}\n\n(From ${extract.title}, ${extract.author})`;
  return { text, title: extract.title, author: extract.author, provenance: extract.provenance };
}
