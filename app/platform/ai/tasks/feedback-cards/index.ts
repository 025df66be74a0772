import type { ModelCaller } from "../../call-model.server";
import { buildFeedbackCardsPrompt, type FeedbackCardsContext } from "./prompt";
import { feedbackCardsSchema } from "./schema";

export type { FeedbackCardsContext } from "./prompt";
export { FEEDBACK_CARDS_PROMPT_VERSION } from "./prompt";

/** Study cards from one marked answer's feedback, or the caller's failure (busy, invalid output, failed). */
export async function generateFeedbackCardsWithModel(caller: ModelCaller, context: FeedbackCardsContext) {
  const result = await caller.call({
    purpose: "feedback-cards",
    schema: feedbackCardsSchema,
    maxOutputTokens: 3_000,
    ...buildFeedbackCardsPrompt(context),
  });
  if (!result.ok) return result;
  return { ok: true as const, cards: result.value.cards };
}
