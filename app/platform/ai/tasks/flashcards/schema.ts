import { z } from "zod";

/**
 * One card as the model is asked for it. A malformed entry (not an object, a missing side) becomes null
 * instead of failing the whole answer, so the good cards survive; the caller keeps only non-empty ones.
 */
const cardSchema = z
  .object({
    front: z.string().describe("The question or prompt: one idea, at most about 25 words."),
    back: z.string().describe("The answer: accurate, in plain words a 14-16 year old understands, at most about 40 words."),
  })
  .nullable()
  .catch(null);

export const videoFlashcardsSchema = z.object({
  cards: z.array(cardSchema).describe("The flashcards, in the order a student should learn them."),
});
