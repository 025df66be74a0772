import { z } from "zod";

import { resolveSelection } from "~/features/catalogue/lookup";
import { EXAM_BOARDS, SUBJECTS } from "~/features/catalogue";
import { getModelCaller } from "~/platform/ai/model-caller.server";
import { generateExtractWithModel } from "~/platform/ai/tasks/extract";
import { generateQuestionWithModel } from "~/platform/ai/tasks/question";
import { fail, ok, type Result } from "~/platform/result";

import { GENERATION_MISSING_INPUT_MESSAGES } from "./generation-messages";
import { formatSources, generateOfflineSources } from "./offline/generate-extract";
import { generateOfflineFormQuestion } from "./offline/form-question";

export interface GenerationRequest {
  kind: "question" | "extract";
  subjectId: string;
  board: string;
  paperId: string;
  topicId?: string;
  questionTypeId: string;
  questionText?: string;
}

/**
 * The body of POST /api/generate (the answer form's two AI buttons), read strictly: no other field, and
 * each string within the catalogue's id lengths or the question's limit (C1, C4).
 */
export const GENERATION_REQUEST_SCHEMA = z.strictObject({
  kind: z.enum(["question", "extract"]),
  subjectId: z.string().max(64),
  board: z.string().max(32),
  paperId: z.string().max(120),
  topicId: z.string().max(120).optional(),
  questionTypeId: z.string().max(120),
  questionText: z.string().max(2_000).optional(),
});

export const GENERATION_MESSAGES = {
  /** A body that names no selection at all (its kind unknown): the question button's words. */
  chooseFirst: GENERATION_MISSING_INPUT_MESSAGES.question,
  missingInputs: GENERATION_MISSING_INPUT_MESSAGES,
  busy: "Generating is busy right now. Please try again in a few minutes.",
  failed: { question: "Error generating question. Please try again.", extract: "Error generating extract. Please try again." },
} as const;

/**
 * The answer form's generators: the configured AI model, or the offline generators (board-style question
 * templates and a bank of public-domain extracts) when no provider is configured.
 */
export async function generateForForm(request: GenerationRequest, seed: string = `${Date.now()}`): Promise<Result<{ text: string }>> {
  const subject = SUBJECTS.find((candidate) => candidate.id === request.subjectId);
  const board = EXAM_BOARDS.find((candidate) => candidate.id === request.board.toLowerCase());
  const selection = resolveSelection(request);
  // Spec section 5: the extract button needs the question too, since the extract is chosen to suit it.
  const questionText = request.questionText?.trim() ?? "";
  if (!subject || !board || !selection || (request.kind === "extract" && !questionText)) {
    return fail("BAD_REQUEST", GENERATION_MESSAGES.missingInputs[request.kind]);
  }
  const subjectId = subject.id;
  const boardId = board.id;
  const { paper, questionType } = selection;
  const topic = selection.topic ?? undefined;

  const caller = getModelCaller();
  if (caller) {
    const context = { subjectName: subject.name, boardName: board.fullName, paper, questionType, topic };
    const result =
      request.kind === "question"
        ? await generateQuestionWithModel(caller, context)
        : await generateExtractWithModel(caller, context, questionText);
    if (result.ok) return ok({ text: result.text });
    return result.reason === "busy" ? fail("UNAVAILABLE", GENERATION_MESSAGES.busy) : fail("INTERNAL", GENERATION_MESSAGES.failed[request.kind]);
  }

  if (request.kind === "question") {
    return ok({ text: generateOfflineFormQuestion({ subjectId, boardId, paper, questionType, topic, seed }) });
  }
  // Every text the question names (two for "Sources B and C"), on its topic or from its set text; each keeps
  // its attribution, so the student (and the marker) know where it is from and which ones Marker invented.
  const sources = generateOfflineSources({ subjectId, boardId, paper, questionType, topic, questionText, seed });
  if (sources.kind !== "texts") return fail("NOT_FOUND", sources.message);
  return ok({ text: formatSources(sources.items, { numberLines: subjectId === "english-language" }) });
}
