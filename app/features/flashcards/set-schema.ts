import { z } from "zod";

import { isCardImageKey } from "./card-image-keys";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";

/**
 * The rules of a set made or edited by hand (spec sections 5 and 8), one schema for the browser and the
 * server: a title and at least one row ('Please provide a title and at least one card'); only cards with
 * both sides filled in are kept; none kept is 'Please fill in at least one complete card'; then the
 * limits of rules.ts. Text is trimmed and stripped of control characters (line breaks and tabs stay).
 */

/** One row of the form: an existing card carries its id (so an edit keeps the card's schedule). */
export interface CardRow {
  id?: string;
  front: string;
  back: string;
  /** Storage keys of the row's pictures (checked against the owner on the server). */
  frontImageKey?: string | null;
  backImageKey?: string | null;
}

export interface SetDraft {
  title: string;
  cards: CardRow[];
}

/** The largest form body a set may send (200 cards of 1,000 characters a side, encoded), refused with 413 above it. */
export const MAX_SET_BODY_BYTES = 1_000_000;

/** More rows than this (blank ones included) are refused before anything else is read. */
const MAX_ROWS = FLASHCARD_LIMITS.cardsPerSet * 2;

const CARD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function cleanCardText(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();
}

const rowSchema = z.object({
  // A malformed id is not an error: the row is simply a new card.
  id: z
    .string()
    .optional()
    .transform((value) => (value && CARD_ID.test(value) ? value.toLowerCase() : undefined)),
  front: z.string().default(""),
  back: z.string().default(""),
  // Only something shaped like a card picture's key is carried; the server checks it is the owner's.
  frontImageKey: z.string().nullish().transform((value) => (isCardImageKey(value) ? value : undefined)),
  backImageKey: z.string().nullish().transform((value) => (isCardImageKey(value) ? value : undefined)),
});

export const setDraftSchema = z
  .object({
    title: z.string().default(""),
    cards: z.array(rowSchema).default([]),
  })
  .transform((draft, context) => {
    const fail = (message: string, path: string) => {
      context.addIssue({ code: "custom", message, path: [path], input: draft });
      return z.NEVER;
    };
    const title = cleanCardText(draft.title);
    if (!title || draft.cards.length === 0) return fail(FLASHCARD_MESSAGES.titleAndCard, "title");
    if (title.length > FLASHCARD_LIMITS.titleCharacters) return fail(FLASHCARD_MESSAGES.titleTooLong(FLASHCARD_LIMITS.titleCharacters), "title");
    if (draft.cards.length > MAX_ROWS) return fail(FLASHCARD_MESSAGES.tooManyCards(FLASHCARD_LIMITS.cardsPerSet), "cards");
    const cards: CardRow[] = [];
    for (const row of draft.cards) {
      const front = cleanCardText(row.front);
      const back = cleanCardText(row.back);
      const pictures = { frontImageKey: row.frontImageKey, backImageKey: row.backImageKey };
      if (front && back) cards.push(row.id ? { id: row.id, front, back, ...pictures } : { front, back, ...pictures });
    }
    if (cards.length === 0) return fail(FLASHCARD_MESSAGES.completeCard, "cards");
    if (cards.length > FLASHCARD_LIMITS.cardsPerSet) return fail(FLASHCARD_MESSAGES.tooManyCards(FLASHCARD_LIMITS.cardsPerSet), "cards");
    if (cards.some((card) => card.front.length > FLASHCARD_LIMITS.charactersPerSide || card.back.length > FLASHCARD_LIMITS.charactersPerSide)) {
      return fail(FLASHCARD_MESSAGES.sideTooLong(FLASHCARD_LIMITS.charactersPerSide), "cards");
    }
    // An id named twice is one card: the second row becomes a new card.
    const seen = new Set<string>();
    for (const card of cards) {
      if (!card.id) continue;
      if (seen.has(card.id)) delete card.id;
      else seen.add(card.id);
    }
    return { title, cards } satisfies SetDraft;
  });

/** A set that passed the rules: a title and 1..cardsPerSet complete cards. */
export type ValidSet = z.output<typeof setDraftSchema>;

/** Checks a draft: the valid set, or the first rule it breaks (one message, as the spec's alerts). */
export function checkSetDraft(draft: unknown): { ok: true; value: ValidSet } | { ok: false; message: string } {
  const parsed = setDraftSchema.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  // A draft that is not even shaped like one (no title, rows that are not text) has no title and card either.
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue?.code === "custom" ? issue.message : FLASHCARD_MESSAGES.titleAndCard };
}

/**
 * What the page's forms may ask for (parsed as one union, like the results page's intents). Besides
 * create, update and delete, a page without JavaScript adds and removes rows by posting the draft back
 * ("add-card", "remove-card"); nothing is saved then.
 */
export const setIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), title: z.string(), cards: z.array(rowSchema) }),
  z.object({ intent: z.literal("update"), setId: z.string().min(1).max(100), title: z.string(), cards: z.array(rowSchema) }),
  z.object({ intent: z.literal("delete"), setId: z.string().min(1).max(100) }),
  /** Edit's Cancel without JavaScript: back to the list, nothing saved. */
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("add-card"), setId: z.string().max(100).optional(), title: z.string(), cards: z.array(rowSchema) }),
  z.object({
    intent: z.literal("remove-card"),
    index: z.coerce.number().int().min(0),
    setId: z.string().max(100).optional(),
    title: z.string(),
    cards: z.array(rowSchema),
  }),
]);

export type SetIntent = z.infer<typeof setIntentSchema>;

/** The fields the set form sends once per card row (every other field of the form is sent once). */
export const SET_ROW_FIELDS: readonly string[] = ["cardId", "front", "back", "frontImageKey", "backImageKey"];

/**
 * Reads the page's form: `intent` (a button's value; "remove-card:2" names the row), `setId`, `title`,
 * and the rows as repeated `cardId`, `front` and `back` fields in order.
 */
export function readSetIntent(formData: FormData): SetIntent | null {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const all = (name: string) => formData.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const [intent, index] = (text("intent") ?? "").split(":");
  const fronts = all("front");
  const backs = all("back");
  const ids = all("cardId");
  const frontImages = all("frontImageKey");
  const backImages = all("backImageKey");
  const rows = Math.max(fronts.length, backs.length);
  const cards = Array.from({ length: rows }, (_, row) => ({
    id: ids[row] || undefined,
    front: fronts[row] ?? "",
    back: backs[row] ?? "",
    frontImageKey: frontImages[row] || undefined,
    backImageKey: backImages[row] || undefined,
  }));
  const setId = text("setId") || undefined;
  const parsed = setIntentSchema.safeParse({ intent, index, setId, title: text("title") ?? "", cards });
  return parsed.success ? parsed.data : null;
}

/** The draft's rows after "remove-card": the last remaining row is never removed (spec section 5). */
export function withoutRow<Row>(rows: readonly Row[], index: number): Row[] {
  if (rows.length <= 1) return [...rows];
  return rows.filter((_, row) => row !== index);
}
