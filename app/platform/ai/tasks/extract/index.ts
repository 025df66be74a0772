import type { ModelCaller } from "../../call-model.server";
import type { GenerationContext } from "../generation-context";
import { buildExtractPrompt } from "./prompt";
import { extractSchema } from "./schema";

export type { GenerationContext } from "../generation-context";

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** An extract of 150-300 words suited to the question, with where it is from; the question goes to the model as data only. */
export async function generateExtractWithModel(caller: ModelCaller, context: GenerationContext, questionText: string) {
  const result = await caller.call({
    purpose: "extract",
    schema: extractSchema,
    maxOutputTokens: 1_200,
    ...buildExtractPrompt(context, questionText),
  });
  if (!result.ok) return result;
  const words = wordCount(result.value.extract);
  if (words < 150 || words > 300) return { ok: false as const, reason: "invalid-output" as const, detail: `${words} words` };
  return { ok: true as const, text: `${result.value.extract.trim()}\n\n(From ${result.value.title}, ${result.value.author})` };
}
