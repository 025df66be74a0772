import { z } from "zod";

import { EXAM_BOARDS, SUBJECTS, type ExamBoardId, type SubjectId } from "~/features/catalogue";
import { resolveSelection } from "~/features/catalogue/lookup";
import { getModelCaller } from "~/platform/ai/model-caller.server";
import { describeGenerationContext } from "~/platform/ai/tasks/generation-context";
import { fail, ok, type Result } from "~/platform/result";

import { GENERATION_MESSAGES, type GenerationRequest } from "./generate-for-form.server";
import { formatSources, generateOfflineSources } from "./offline/generate-extract";
import { eventsNamedIn, generateOfflineQuestionWithChoices, historyProfileFor } from "./offline/generate-question";

/**
 * The generators of a whole practice paper (papers/build-paper.server.ts). Everything a paper is about is
 * chosen by the offline generators from the paper's seed, with or without a model: each question's topic,
 * event, set text, poem, theme and lines, and every text printed with it. So a paper built with a model asks
 * about the same things and prints the same texts as the paper built offline from the same seed. With a model
 * configured, the model is asked only for the wording of each question, and its wording is used only when it
 * keeps every one of those choices (else the offline wording stays).
 *
 * The answer form's single question and extract (generate-for-form.server.ts) are not changed by any of this.
 */

/** One question of a built paper: its catalogue selection (the kind and question text are the functions'). */
export type PaperGenerationRequest = Omit<GenerationRequest, "kind" | "questionText">;

/** A built question: its offline text and what the seed chose for it that the text names. */
export interface PlannedQuestion {
  text: string;
  choices: string[];
}

function resolve(request: PaperGenerationRequest) {
  const subject = SUBJECTS.find((candidate) => candidate.id === request.subjectId);
  const board = EXAM_BOARDS.find((candidate) => candidate.id === request.board.toLowerCase());
  const selection = resolveSelection(request);
  if (!subject || !board || !selection) return null;
  return { subject, board, paper: selection.paper, questionType: selection.questionType, topic: selection.topic ?? undefined };
}

/**
 * A built paper's question from the offline generators and its seed. A History question is given the paper's
 * earlier questions (those not printed with the same texts), so it names no event they name.
 */
export function planPaperQuestion(request: PaperGenerationRequest, seed: string, earlierQuestions: readonly string[] = []): Result<PlannedQuestion> {
  const found = resolve(request);
  if (!found) return fail("BAD_REQUEST", GENERATION_MESSAGES.missingInputs.question);
  return ok(
    generateOfflineQuestionWithChoices({
      subjectId: found.subject.id as SubjectId,
      boardId: found.board.id as ExamBoardId,
      paper: found.paper,
      questionType: found.questionType,
      topic: found.topic,
      seed,
      build: { earlierQuestions },
    }),
  );
}

/**
 * The texts printed with a built paper's question (or the questions that share them), from the offline
 * generators and the seed: NOT_FOUND with the student-facing message when the text is one Marker may not print
 * (a modern set text), as the answer form's extract does.
 */
export function paperSources(request: PaperGenerationRequest & { questionText: string }, seed: string): Result<{ text: string }> {
  const found = resolve(request);
  if (!found || !request.questionText.trim()) return fail("BAD_REQUEST", GENERATION_MESSAGES.missingInputs.extract);
  const sources = generateOfflineSources({
    subjectId: found.subject.id as SubjectId,
    boardId: found.board.id as ExamBoardId,
    paper: found.paper,
    questionType: found.questionType,
    topic: found.topic,
    questionText: request.questionText,
    seed,
    build: true,
  });
  if (sources.kind !== "texts") return fail("NOT_FOUND", sources.message);
  return ok({ text: formatSources(sources.items, { numberLines: found.subject.id === "english-language" }) });
}

/** Whether two History questions of one option name the same event (in any of its wordings). */
export function questionsShareAnEvent(request: PaperGenerationRequest, first: string, second: string): boolean {
  const found = resolve(request);
  if (!found || found.subject.id !== "history") return false;
  const profile = historyProfileFor(found.topic, found.paper);
  const named = new Set(eventsNamedIn(first, profile));
  return eventsNamedIn(second, profile).some((event) => named.has(event));
}

// ─── The model's wording ──────────────────────────────────────────────────────────────────────────

const wordingSchema = z.object({
  question: z.string().min(10).max(800).describe("The question reworded in the board's style: 1 to 3 sentences, keeping every listed phrase exactly."),
});

const normalised = (text: string) => text.replace(/[‘’]/g, "'").replace(/\s+/g, " ").trim().toLowerCase();
const sentences = (text: string) => (text.match(/[.?!]+["'’”)]*(?=\s|$)/g) ?? []).length || 1;
const LABELS = /\b(?:Sources?|Texts?|Interpretations?|Poems?|Extracts?) (?:[A-Z]|\d+)\b/g;
const labelsIn = (text: string) =>
  new Set([...text.replace(/\b(Sources|Texts|Interpretations|Poems|Extracts) (\w+) and (\w+)\b/g, "$1 $2, $1 $3").matchAll(LABELS)].map((match) => match[0].replace(/s (?=\w+$)/, " ")));

/** The longer words of a text (five letters or more), lower case: what a question asks about, roughly. */
const contentWords = (text: string) => new Set(normalised(text).match(/[a-z][a-z'-]{4,}/g) ?? []);

/**
 * Whether the model's wording keeps the question's choices, still asks much the same (at least two in five of
 * the question's longer words, so a question with nothing chosen is not turned into another), names no other
 * text, and stays 1-3 sentences.
 */
function keepsChoices(wording: string, planned: PlannedQuestion): boolean {
  const text = normalised(wording);
  if (!planned.choices.every((choice) => text.includes(normalised(choice)))) return false;
  const asked = contentWords(planned.text);
  const kept = contentWords(wording);
  if (asked.size > 0 && [...asked].filter((word) => kept.has(word)).length * 5 < asked.size * 2) return false;
  const own = labelsIn(planned.text);
  if ([...labelsIn(wording)].some((label) => !own.has(label))) return false;
  return sentences(wording) <= Math.max(3, sentences(planned.text));
}

/**
 * The model's wording of a built question, or null when no model is configured. The model is given the paper,
 * the offline question and the phrases it must keep (the seed's choices); a wording that drops one, names a text
 * the paper does not print or runs past three sentences is not used (the offline wording stays). A model that
 * fails answers as the answer form's question button does (busy, or "Error generating question").
 */
export async function wordPaperQuestion(request: PaperGenerationRequest, planned: PlannedQuestion): Promise<Result<{ text: string }> | null> {
  const caller = getModelCaller();
  if (!caller) return null;
  const found = resolve(request);
  if (!found) return fail("BAD_REQUEST", GENERATION_MESSAGES.missingInputs.question);
  const context = { subjectName: found.subject.name, boardName: found.board.fullName, paper: found.paper, questionType: found.questionType, topic: found.topic };
  const result = await caller.call({
    purpose: "question",
    schema: wordingSchema,
    maxOutputTokens: 400,
    system:
      "You reword GCSE practice exam questions in the exact style of the named exam board. You are given one question of a practice paper " +
      "and the phrases that say what it is about and which printed texts and lines it refers to. Reword the question in 1 to 3 sentences, " +
      "asking for the same task, and keep every listed phrase exactly as written. Name no other text, source, event or topic. No preamble, no answer.",
    prompt: [
      describeGenerationContext(context),
      `Question to reword (JSON string): ${JSON.stringify(planned.text)}`,
      `Phrases to keep exactly (JSON list): ${JSON.stringify(planned.choices)}`,
    ].join("\n"),
  });
  if (!result.ok) return result.reason === "busy" ? fail("UNAVAILABLE", GENERATION_MESSAGES.busy) : fail("INTERNAL", GENERATION_MESSAGES.failed.question);
  const wording = result.value.question.trim();
  return ok({ text: keepsChoices(wording, planned) ? wording : planned.text });
}
