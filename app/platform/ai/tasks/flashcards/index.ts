import type { ModelCaller, ModelCallFailure } from "../../call-model.server";
import { buildVideoFlashcardsPrompt, type VideoFlashcardsInput } from "./prompt";
import { videoFlashcardsSchema } from "./schema";

export { VIDEO_FLASHCARDS_PROMPT_VERSION, type VideoFlashcardsInput } from "./prompt";

export interface GeneratedCard {
  front: string;
  back: string;
}

/**
 * Flashcards from a video's title, description and transcript. Only cards that are objects with a
 * non-empty front and back survive; none surviving is the caller's "no valid flashcards".
 */
export async function generateVideoFlashcardsWithModel(
  caller: ModelCaller,
  input: VideoFlashcardsInput,
): Promise<{ ok: true; cards: GeneratedCard[] } | ModelCallFailure> {
  const result = await caller.call({
    purpose: "flashcards-video",
    schema: videoFlashcardsSchema,
    maxOutputTokens: 3_000,
    ...buildVideoFlashcardsPrompt(input),
  });
  if (!result.ok) return result;
  const cards = result.value.cards.flatMap((card) =>
    card && typeof card.front === "string" && typeof card.back === "string" && card.front.trim() && card.back.trim()
      ? [{ front: card.front.trim(), back: card.back.trim() }]
      : [],
  );
  return { ok: true, cards };
}
