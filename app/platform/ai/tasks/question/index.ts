import type { ModelCaller } from "../../call-model.server";
import type { GenerationContext } from "../generation-context";
import { buildQuestionPrompt } from "./prompt";
import { questionSchema } from "./schema";

export type { GenerationContext } from "../generation-context";

const sentenceCount = (text: string) => (text.match(/[.?!](\s|$)/g) ?? []).length || 1;

/** One exam question in the board's style (1-3 sentences), or a failure when the model could not give one. */
export async function generateQuestionWithModel(caller: ModelCaller, context: GenerationContext) {
  const result = await caller.call({
    purpose: "question",
    schema: questionSchema,
    maxOutputTokens: 400,
    ...buildQuestionPrompt(context),
  });
  if (!result.ok) return result;
  const question = result.value.question.trim();
  if (sentenceCount(question) > 3) return { ok: false as const, reason: "invalid-output" as const, detail: "more than 3 sentences" };
  return { ok: true as const, text: question };
}
