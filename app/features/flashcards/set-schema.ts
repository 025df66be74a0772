import { z } from "zod";

import { isCardImageKey } from "./card-image-keys";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";

/**
 * The rules of a set made or edited by hand (spec sections 5 and 8), one schema for the browser and the
 * server: a title and at least one row ('Please provide a title and at least one card'); only cards with
 * both sides filled in are kept; none kept is 'Please fill in at least one complete card'; then the
 * limits of rules.ts. Text is trimmed and stripped of control characters (line breaks and tabs stay).
 * A side with a picture is filled in even without text (DESIGN D12 added pictures after the spec's
 * text-only rule). Text made only of characters nobody can see (zero-width and other format characters)
 * is empty, and lengths count characters as a reader does (an emoji is one), not UTF-16 units. Each picture
 * may carry a short description, its alt text, cleaned and counted the same way; a description of a side
 * without a picture is dropped, and one of nothing but invisible characters is no description.
 */

/** A row's picture descriptions, front then back. */
export const DESCRIPTION_FIELDS = ["frontImageDescription", "backImageDescription"] as const;
export type DescriptionField = (typeof DESCRIPTION_FIELDS)[number];

/** One row of the form: an existing card carries its id (so an edit keeps the card's schedule). */
export interface CardRow {
  id?: string;
  front: string;
  back: string;
  /** Storage keys of the row's pictures (checked against the owner on the server). */
  frontImageKey?: string | null;
  backImageKey?: string | null;
  /** What each picture shows, for someone who cannot see it (the picture's alt text); kept only with its picture. */
  frontImageDescription?: string | null;
  backImageDescription?: string | null;
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

/**
 * Characters that draw nothing: format characters (Unicode Cf: ZWSP, ZWNJ, ZWJ, WJ, soft hyphen, BOM, bidi
 * controls) and the other default-ignorable code points (variation selectors, Hangul fillers, tags).
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** Format characters that are drawn: the signs written before Arabic, Syriac and Kaithi numbers. */
const DRAWN_FORMAT = /[\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}]/u;
/**
 * Invisible characters that belong to the character before them: the joiners, the variation selector of
 * "❤️" and the tags of a flag such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿. At the end of a text they stay when they follow a visible character.
 */
const JOINS_PREVIOUS: readonly (readonly [number, number])[] = [
  [0x034f, 0x034f], // combining grapheme joiner
  [0x180b, 0x180d], // Mongolian variation selectors
  [0x180f, 0x180f],
  [0x200c, 0x200d], // ZWNJ, ZWJ
  [0xfe00, 0xfe0f], // variation selectors
  [0xe0020, 0xe007f], // tags
  [0xe0100, 0xe01ef], // variation selectors supplement
];
const joinsPrevious = (char: string) => {
  const code = char.codePointAt(0)!;
  return JOINS_PREVIOUS.some(([from, to]) => code >= from && code <= to);
};

const isBlank = (char: string) => /\s/u.test(char) || (INVISIBLE.test(char) && !DRAWN_FORMAT.test(char));

/**
 * How many characters `text` has, counted as code points (an emoji is one, not two UTF-16 units), counting
 * no further than `stopAfter`. Code points rather than grapheme clusters: linear on any input (the runtime's
 * segmenter is not), and a character stacked with marks counts each mark, so nothing long passes as short.
 */
export function countCharacters(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let count = 0;
  for (const _char of text) {
    if (++count > stopAfter) break;
  }
  return count;
}

/**
 * The text as saved: line breaks made \n, control characters removed, white space and invisible characters
 * trimmed from both ends; "" when nothing visible is left. Invisible characters inside real text stay (a ZWJ
 * joins an emoji family, a soft hyphen marks where a long word may break), and so do those at the end that
 * belong to the character before them (JOINS_PREVIOUS).
 */
export function cleanCardText(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const text = value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();
  let start = 0;
  while (start < text.length) {
    const char = String.fromCodePoint(text.codePointAt(start)!);
    if (!isBlank(char)) break;
    start += char.length;
  }
  if (start === text.length) return "";
  let end = text.length;
  while (end > start) {
    const pair = end - start >= 2 && /^[\uD800-\uDBFF][\uDC00-\uDFFF]$/.test(text.slice(end - 2, end));
    const char = text.slice(end - (pair ? 2 : 1), end);
    if (!isBlank(char)) break;
    end -= char.length;
  }
  // Keep the blank characters that join the visible one before them, up to the first that does not.
  while (end < text.length) {
    const char = String.fromCodePoint(text.codePointAt(end)!);
    if (!joinsPrevious(char)) break;
    end += char.length;
  }
  return text.slice(start, end);
}

/** Whether `text` is within `limit` characters (code points). */
export function isWithinCharacters(text: string, limit: number): boolean {
  return text.length <= limit || countCharacters(text, limit) <= limit;
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
  // Checked with the rest of the row (setDraftSchema): kept only beside a picture, cleaned, counted.
  frontImageDescription: z.string().nullish().transform((value) => value || undefined),
  backImageDescription: z.string().nullish().transform((value) => value || undefined),
});

export const setDraftSchema = z
  .object({
    title: z.string().default(""),
    cards: z.array(rowSchema).default([]),
  })
  .transform((draft, context) => {
    // The path names the field a message is about: ["title"], ["cards"] (the whole set), ["cards", row, side] or
    // ["cards", row, "frontImageDescription" | "backImageDescription"].
    const fail = (message: string, ...path: (string | number)[]) => {
      context.addIssue({ code: "custom", message, path, input: draft });
      return z.NEVER;
    };
    const title = cleanCardText(draft.title);
    if (!title || draft.cards.length === 0) return fail(FLASHCARD_MESSAGES.titleAndCard, "title");
    if (!isWithinCharacters(title, FLASHCARD_LIMITS.titleCharacters)) return fail(FLASHCARD_MESSAGES.titleTooLong(FLASHCARD_LIMITS.titleCharacters), "title");
    if (draft.cards.length > MAX_ROWS) return fail(FLASHCARD_MESSAGES.tooManyCards(FLASHCARD_LIMITS.cardsPerSet), "cards");
    const cards: CardRow[] = [];
    // The row (of the form, blank rows included) each kept card came from, to name it in a message.
    const rowOf: number[] = [];
    const halfFilled: { row: number; side: CardSide }[] = [];
    for (const [index, row] of draft.cards.entries()) {
      const front = cleanCardText(row.front);
      const back = cleanCardText(row.back);
      // A description goes with its picture: none without one, and none when nothing visible was written.
      const frontImageDescription = row.frontImageKey ? cleanCardText(row.frontImageDescription ?? "") || undefined : undefined;
      const backImageDescription = row.backImageKey ? cleanCardText(row.backImageDescription ?? "") || undefined : undefined;
      const pictures = { frontImageKey: row.frontImageKey, backImageKey: row.backImageKey, frontImageDescription, backImageDescription };
      // A side is filled in by its text or by its picture.
      const hasFront = Boolean(front || row.frontImageKey);
      const hasBack = Boolean(back || row.backImageKey);
      if (hasFront && hasBack) {
        cards.push(row.id ? { id: row.id, front, back, ...pictures } : { front, back, ...pictures });
        rowOf.push(index);
      } else if (hasFront || hasBack) {
        halfFilled.push({ row: index, side: hasFront ? "back" : "front" });
      }
    }
    if (cards.length === 0) {
      // The side to fill in: the empty side of the first half-made row, else the first row's front.
      const missing = halfFilled[0] ?? { row: 0, side: "front" as const };
      return fail(FLASHCARD_MESSAGES.completeCard, "cards", missing.row, missing.side);
    }
    if (cards.length > FLASHCARD_LIMITS.cardsPerSet) return fail(FLASHCARD_MESSAGES.tooManyCards(FLASHCARD_LIMITS.cardsPerSet), "cards");
    const side = FLASHCARD_LIMITS.charactersPerSide;
    for (const [index, card] of cards.entries()) {
      const tooLong: CardSide | null = !isWithinCharacters(card.front, side) ? "front" : !isWithinCharacters(card.back, side) ? "back" : null;
      if (tooLong) return fail(FLASHCARD_MESSAGES.sideTooLong(side), "cards", rowOf[index]!, tooLong);
    }
    const described = FLASHCARD_LIMITS.pictureDescriptionCharacters;
    for (const [index, card] of cards.entries()) {
      for (const field of DESCRIPTION_FIELDS) {
        const description = card[field];
        if (description && !isWithinCharacters(description, described)) {
          return fail(FLASHCARD_MESSAGES.pictureDescriptionTooLong(described), "cards", rowOf[index]!, field);
        }
      }
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

/** A set that passed the rules: a title and 1..cardsPerSet complete cards (each side has text, a picture or both). */
export type ValidSet = z.output<typeof setDraftSchema>;

/** Checks a draft: the valid set, or the first rule it breaks (one message, as the spec's alerts). */
export function checkSetDraft(draft: unknown): { ok: true; value: ValidSet } | { ok: false; message: string } {
  const checked = checkSetDraftFields(draft);
  return checked.ok ? checked : { ok: false, message: checked.message };
}

export type CardSide = "front" | "back";

/**
 * The field of the set form a broken rule is about: the title, one side of a row, or the description of a side's
 * picture (rows 0-based, blank rows counted).
 */
export type SetDraftField = { name: "title" } | { name: CardSide | DescriptionField; row: number };

/**
 * As checkSetDraft, and which field the broken rule is about (none for a rule about the whole set, such as
 * too many cards), with the message to show at that field: it names the card when the set's message does not.
 */
/**
 * How many rows of a draft have one side filled in and not the other: a set keeps only complete cards (spec
 * section 5), and the page says how many it left out, so a typed question does not vanish unnoticed.
 */
export function countHalfFilledRows(draft: { cards: ReadonlyArray<{ front: string; back: string; frontImageKey?: string; backImageKey?: string }> }): number {
  return draft.cards.filter((row) => Boolean(cleanCardText(row.front) || row.frontImageKey) !== Boolean(cleanCardText(row.back) || row.backImageKey)).length;
}

/** What the page adds to "Flashcard set created." (or saved) when rows were left out. */
export function leftOutNotice(count: number): string {
  return count === 1 ? "1 card with only one side filled in was left out." : `${count} cards with only one side filled in were left out.`;
}

export function checkSetDraftFields(
  draft: unknown,
): { ok: true; value: ValidSet } | { ok: false; message: string; field: SetDraftField | null; fieldMessage: string | null } {
  const parsed = setDraftSchema.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  // A draft that is not even shaped like one (no title, rows that are not text) has no title and card either.
  if (issue?.code !== "custom") return { ok: false, message: FLASHCARD_MESSAGES.titleAndCard, field: { name: "title" }, fieldMessage: FLASHCARD_MESSAGES.titleAndCard };
  const [where, row, side] = issue.path;
  if (where === "title") return { ok: false, message: issue.message, field: { name: "title" }, fieldMessage: issue.message };
  if (typeof row === "number" && (side === "front" || side === "back")) {
    const fieldMessage =
      issue.message === FLASHCARD_MESSAGES.sideTooLong(FLASHCARD_LIMITS.charactersPerSide)
        ? FLASHCARD_MESSAGES.sideTooLongOnCard(row + 1, side, FLASHCARD_LIMITS.charactersPerSide)
        : issue.message;
    return { ok: false, message: issue.message, field: { name: side, row }, fieldMessage };
  }
  if (typeof row === "number" && (side === "frontImageDescription" || side === "backImageDescription")) {
    const max = FLASHCARD_LIMITS.pictureDescriptionCharacters;
    const fieldMessage = FLASHCARD_MESSAGES.pictureDescriptionTooLongOnCard(row + 1, side === "frontImageDescription" ? "front" : "back", max);
    return { ok: false, message: issue.message, field: { name: side, row }, fieldMessage };
  }
  return { ok: false, message: issue.message, field: null, fieldMessage: null };
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
export const SET_ROW_FIELDS: readonly string[] = ["cardId", "front", "back", "frontImageKey", "backImageKey", ...DESCRIPTION_FIELDS];

/**
 * Reads the page's form: `intent` (a button's value; "remove-card:2" names the row), `setId`, `title`,
 * and the rows as repeated `cardId`, `front`, `back`, picture keys and picture descriptions, in order (the
 * form sends each of them once a row, empty when the row has none).
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
  const frontDescriptions = all("frontImageDescription");
  const backDescriptions = all("backImageDescription");
  const rows = Math.max(fronts.length, backs.length);
  const cards = Array.from({ length: rows }, (_, row) => ({
    id: ids[row] || undefined,
    front: fronts[row] ?? "",
    back: backs[row] ?? "",
    frontImageKey: frontImages[row] || undefined,
    backImageKey: backImages[row] || undefined,
    frontImageDescription: frontDescriptions[row] || undefined,
    backImageDescription: backDescriptions[row] || undefined,
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
