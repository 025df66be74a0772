import { z } from "zod";

/** What the review page's forms may ask for, each with exactly the fields it needs. */
export const reviewIntentSchema = z.discriminatedUnion("intent", [
  /** Rate the shown card: 1 Again, 2 Hard, 3 Good, 4 Easy. */
  z.object({
    intent: z.literal("rate"),
    cardId: z.uuid(),
    rating: z.enum(["1", "2", "3", "4"]).transform((value) => Number(value) as 1 | 2 | 3 | 4),
    /** How many times the card had been rated when the page showed it (a second tab's stale rating is refused). */
    seenReps: z.coerce.number().int().min(0).max(1_000_000),
  }),
  /** Undo the last rating. */
  z.object({ intent: z.literal("undo") }),
]);

export type ReviewIntent = z.infer<typeof reviewIntentSchema>;

/** The review page's query: one set (else all), the card asked for, and whether its answer is shown (no JavaScript). */
export const reviewQuerySchema = z.object({
  set: z.string().max(64).optional(),
  card: z.string().max(64).optional(),
  reveal: z.string().max(64).optional(),
});

/** The review page's address for a set (or all sets), a card, and the answer shown or not. */
export function reviewHref(options: { setId?: string | null; cardId?: string; reveal?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (options.setId) query.set("set", options.setId);
  if (options.cardId) query.set(options.reveal ? "reveal" : "card", options.cardId);
  const search = query.toString();
  return search ? `/flashcards/review?${search}` : "/flashcards/review";
}
