import { getBoardSubject, getQuestionType } from "~/features/catalogue/catalogue";
import { EXAM_BOARDS, SUBJECTS, type ExamBoardId, type SubjectId } from "~/features/catalogue/subjects";
import { getModelCaller } from "~/platform/ai/model-caller.server";
import { generateExtractWithModel } from "~/platform/ai/tasks/extract";
import { generateQuestionWithModel } from "~/platform/ai/tasks/question";

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

export type GenerationResult =
  | { ok: true; text: string }
  | { ok: false; reason: "not-found" | "busy" | "failed" };

/**
 * The answer form's generators: the configured AI model, or the offline generators (board-style question
 * templates and a bank of public-domain extracts) when no provider is configured.
 */
export async function generateForForm(request: GenerationRequest, seed: string = `${Date.now()}`): Promise<GenerationResult> {
  const subject = SUBJECTS.find((candidate) => candidate.id === request.subjectId);
  const board = EXAM_BOARDS.find((candidate) => candidate.id === request.board.toLowerCase());
  if (!subject || !board) return { ok: false, reason: "not-found" };
  const subjectId = subject.id as SubjectId;
  const boardId = board.id as ExamBoardId;
  const paper = getBoardSubject(subjectId, boardId)?.papers.find((candidate) => candidate.id === request.paperId);
  const questionType = getQuestionType(subjectId, boardId, request.paperId, request.questionTypeId, request.topicId);
  if (!paper || !questionType) return { ok: false, reason: "not-found" };
  const topic = request.topicId ? paper.topics.find((candidate) => candidate.id === request.topicId) : undefined;

  const caller = getModelCaller();
  if (caller) {
    const context = { subjectName: subject.name, boardName: board.fullName, paper, questionType, topic };
    const result =
      request.kind === "question"
        ? await generateQuestionWithModel(caller, context)
        : await generateExtractWithModel(caller, context, request.questionText ?? "");
    if (result.ok) return { ok: true, text: result.text };
    return { ok: false, reason: result.reason === "busy" ? "busy" : "failed" };
  }

  if (request.kind === "question") {
    return { ok: true, text: generateOfflineQuestion({ subjectId, boardId, paper, questionType, topic, seed }) };
  }
  const extract = generateOfflineExtract({ subjectId, boardId, paper, questionType, topic, questionText: request.questionText ?? "", seed });
  // The attribution stays with the extract, so the student (and the marker) know where it is from.
  return { ok: true, text: `${extract.text}\n\n(From ${extract.title}, ${extract.author})` };
}
