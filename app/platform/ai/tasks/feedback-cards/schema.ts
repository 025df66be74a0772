import { z } from "zod";

/** What the model returns: 4 to 15 study cards. Each side is checked again (and cut to the per-side limit) by the caller. */
export const feedbackCardsSchema = z.object({
  cards: z
    .array(
      z.object({
        front: z.string().min(5).max(400).describe("A question the student can answer from memory, ending with a question mark."),
        back: z.string().min(5).max(1_000).describe("What to do, with the example from the student's own answer and what the objective rewards."),
      }),
    )
    .min(4)
    .max(15),
});

export type FeedbackCardsOutput = z.infer<typeof feedbackCardsSchema>;
