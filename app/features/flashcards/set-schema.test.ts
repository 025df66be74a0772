import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";
import { checkSetDraft, checkSetDraftFields, readSetIntent, withoutRow } from "./set-schema";
import { hostileString, hostileValue, ONE_MEGABYTE, PROPERTY_RUNS } from "../../../tests/support/hostile-values";

const SPEC_MESSAGES: string[] = [FLASHCARD_MESSAGES.titleAndCard, FLASHCARD_MESSAGES.completeCard];
const LIMIT_MESSAGES: string[] = [
  FLASHCARD_MESSAGES.titleTooLong(FLASHCARD_LIMITS.titleCharacters),
  FLASHCARD_MESSAGES.tooManyCards(FLASHCARD_LIMITS.cardsPerSet),
  FLASHCARD_MESSAGES.sideTooLong(FLASHCARD_LIMITS.charactersPerSide),
];

/** Short text that is often blank or whitespace, so every rule is reached. */
const side = fc.oneof(fc.constant(""), fc.constantFrom(" ", "\t", "\n  "), fc.string({ maxLength: 12 }));
const row = fc.record({ front: side, back: side }, { requiredKeys: [] });

describe("the set rules (spec sections 5 and 8)", () => {
  it("any draft within the limits is a valid set of complete cards, or one of the spec's two messages", () => {
    fc.assert(
      fc.property(fc.record({ title: side, cards: fc.array(row, { maxLength: 8 }) }), (draft) => {
        const checked = checkSetDraft(draft);
        if (checked.ok) {
          expect(checked.value.title.trim()).not.toBe("");
          expect(checked.value.cards.length).toBeGreaterThan(0);
          for (const card of checked.value.cards) {
            expect(card.front.trim()).not.toBe("");
            expect(card.back.trim()).not.toBe("");
          }
          // Exactly the complete rows are kept, in order.
          const complete = draft.cards.filter((card) => (card.front ?? "").trim() && (card.back ?? "").trim());
          expect(checked.value.cards.map((card) => card.front)).toEqual(complete.map((card) => card.front!.trim()));
        } else {
          expect(SPEC_MESSAGES).toContain(checked.message);
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it("any input at all gives a valid set or a known message (never a crash or zod's own words)", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const checked = checkSetDraft(input);
        if (!checked.ok) expect([...SPEC_MESSAGES, ...LIMIT_MESSAGES]).toContain(checked.message);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it("C1 with hostile values (NUL, bidi, zero-width, lone surrogates, 1 MB sides, numbers, off-list shapes): a valid set within every limit or a known message", () => {
    const text = fc.oneof(hostileString, fc.constant(ONE_MEGABYTE), hostileValue);
    fc.assert(
      fc.property(
        fc.record({ title: text, cards: fc.oneof(fc.array(fc.record({ front: text, back: text, id: hostileValue }, { requiredKeys: [] }), { maxLength: 5 }), hostileValue) }, { requiredKeys: [] }),
        (draft) => {
          const checked = checkSetDraft(draft);
          if (!checked.ok) {
            expect([...SPEC_MESSAGES, ...LIMIT_MESSAGES]).toContain(checked.message);
            return;
          }
          expect(checked.value.title.trim()).not.toBe("");
          expect(checked.value.title.length).toBeLessThanOrEqual(FLASHCARD_LIMITS.titleCharacters);
          expect(checked.value.cards.length).toBeGreaterThan(0);
          expect(checked.value.cards.length).toBeLessThanOrEqual(FLASHCARD_LIMITS.cardsPerSet);
          for (const card of checked.value.cards) {
            for (const side of [card.front, card.back]) {
              expect(side.trim()).not.toBe("");
              expect(side.length).toBeLessThanOrEqual(FLASHCARD_LIMITS.charactersPerSide);
            }
          }
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it("a blank title, or no rows, asks for a title and at least one card", () => {
    expect(checkSetDraft({ title: "   ", cards: [{ front: "a", back: "b" }] })).toEqual({ ok: false, message: FLASHCARD_MESSAGES.titleAndCard });
    expect(checkSetDraft({ title: "Biology", cards: [] })).toEqual({ ok: false, message: FLASHCARD_MESSAGES.titleAndCard });
  });

  it("drops half-filled rows and asks for a complete card when none is left", () => {
    expect(checkSetDraft({ title: "Biology", cards: [{ front: "a", back: " " }, { front: "", back: "b" }] })).toEqual({
      ok: false,
      message: FLASHCARD_MESSAGES.completeCard,
    });
    const checked = checkSetDraft({ title: " Biology ", cards: [{ front: "", back: "" }, { front: " Cell ", back: "Unit of life" }] });
    expect(checked).toEqual({ ok: true, value: { title: "Biology", cards: [{ front: "Cell", back: "Unit of life" }] } });
  });

  it("refuses each limit with its message", () => {
    const card = { front: "a", back: "b" };
    expect(checkSetDraft({ title: "t".repeat(FLASHCARD_LIMITS.titleCharacters + 1), cards: [card] })).toMatchObject({ message: LIMIT_MESSAGES[0] });
    expect(checkSetDraft({ title: "t".repeat(FLASHCARD_LIMITS.titleCharacters), cards: [card] }).ok).toBe(true);
    expect(checkSetDraft({ title: "t", cards: Array(FLASHCARD_LIMITS.cardsPerSet + 1).fill(card) })).toMatchObject({ message: LIMIT_MESSAGES[1] });
    expect(checkSetDraft({ title: "t", cards: Array(FLASHCARD_LIMITS.cardsPerSet).fill(card) }).ok).toBe(true);
    const long = "x".repeat(FLASHCARD_LIMITS.charactersPerSide + 1);
    expect(checkSetDraft({ title: "t", cards: [{ front: long, back: "b" }] })).toMatchObject({ message: LIMIT_MESSAGES[2] });
    expect(checkSetDraft({ title: "t", cards: [{ front: "a", back: long.slice(1) }] }).ok).toBe(true);
  });

  it("counts a side with a picture as filled in, text or not (DESIGN D12)", () => {
    const picture = "flashcards/61626364/lq1x2y3z_0123456789abcdef0123456789abcdef.webp";
    // A front that is only a picture, and a back that is only a picture, are complete cards.
    expect(checkSetDraft({ title: "Trenches", cards: [{ front: "", back: "A trench", frontImageKey: picture }, { front: "Q", back: "A" }] })).toEqual({
      ok: true,
      value: {
        title: "Trenches",
        cards: [
          { front: "", back: "A trench", frontImageKey: picture, backImageKey: undefined },
          { front: "Q", back: "A", frontImageKey: undefined, backImageKey: undefined },
        ],
      },
    });
    expect(checkSetDraft({ title: "Trenches", cards: [{ front: "  ", back: "A trench", frontImageKey: picture }] })).toMatchObject({ ok: true, value: { cards: [{ front: "", back: "A trench" }] } });
    expect(checkSetDraft({ title: "Trenches", cards: [{ front: "What is this?", back: "", backImageKey: picture }] })).toMatchObject({ ok: true, value: { cards: [{ back: "", backImageKey: picture }] } });
    // A side with neither text nor a picture is still empty; something that is not a picture's key is no picture.
    expect(checkSetDraft({ title: "Trenches", cards: [{ front: "", back: "", frontImageKey: picture }] })).toEqual({ ok: false, message: FLASHCARD_MESSAGES.completeCard });
    expect(checkSetDraft({ title: "Trenches", cards: [{ front: "", back: "A trench", frontImageKey: "../../etc/passwd" }] })).toEqual({ ok: false, message: FLASHCARD_MESSAGES.completeCard });
  });

  it("treats text made only of invisible characters (zero-width, joiners, soft hyphen, BOM, fillers) as empty", () => {
    const card = { front: "Cell", back: "Unit of life" };
    for (const invisible of ["\u200B\u2060", "\u200B", "\u00AD\u200D", "\uFEFF", " \u200C \u200B\n", "\u3164", "\u202E\u202C", "\uFE0F"]) {
      expect(checkSetDraft({ title: invisible, cards: [card] }), JSON.stringify(invisible)).toEqual({ ok: false, message: FLASHCARD_MESSAGES.titleAndCard });
      expect(checkSetDraft({ title: "Biology", cards: [{ front: invisible, back: "b" }] }), JSON.stringify(invisible)).toEqual({ ok: false, message: FLASHCARD_MESSAGES.completeCard });
      expect(checkSetDraft({ title: "Biology", cards: [{ front: "a", back: invisible }] }), JSON.stringify(invisible)).toEqual({ ok: false, message: FLASHCARD_MESSAGES.completeCard });
      // A blank row among good ones is dropped, as a row of spaces is.
      expect(checkSetDraft({ title: "Biology", cards: [{ front: invisible, back: invisible }, card] })).toEqual({ ok: true, value: { title: "Biology", cards: [card] } });
    }
    // Trimmed from the ends of real text; kept inside it, and where they belong to an emoji.
    expect(checkSetDraft({ title: "\u200B Biology \u2060\uFEFF", cards: [{ front: "\u00ADCell\u200B", back: "zero\u200Bwidth" }] })).toEqual({
      ok: true,
      value: { title: "Biology", cards: [{ front: "Cell", back: "zero\u200Bwidth" }] },
    });
    const family = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}";
    const heart = "I \u2764\uFE0F";
    const flag = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}";
    expect(checkSetDraft({ title: family, cards: [{ front: heart, back: flag }] })).toEqual({ ok: true, value: { title: family, cards: [{ front: heart, back: flag }] } });
    expect(checkSetDraft({ title: `${heart}\u200B `, cards: [card] })).toMatchObject({ ok: true, value: { title: heart } });
  });

  it("counts characters as a reader does: 61 emoji are 61 characters, not 122", () => {
    const card = { front: "a", back: "b" };
    const emoji = "\u{1F600}";
    expect(checkSetDraft({ title: emoji.repeat(61), cards: [card] })).toMatchObject({ ok: true, value: { title: emoji.repeat(61) } });
    expect(checkSetDraft({ title: emoji.repeat(FLASHCARD_LIMITS.titleCharacters), cards: [card] }).ok).toBe(true);
    expect(checkSetDraft({ title: emoji.repeat(FLASHCARD_LIMITS.titleCharacters + 1), cards: [card] })).toEqual({ ok: false, message: "The title can be up to 120 characters." });
    expect(checkSetDraft({ title: "t", cards: [{ front: emoji.repeat(FLASHCARD_LIMITS.charactersPerSide), back: "b" }] }).ok).toBe(true);
    expect(checkSetDraft({ title: "t", cards: [{ front: "a", back: emoji.repeat(FLASHCARD_LIMITS.charactersPerSide + 1) }] })).toEqual({
      ok: false,
      message: "Each side of a card can be up to 1,000 characters.",
    });
    // A letter stacked with marks counts each mark: nothing long passes as one character.
    expect(checkSetDraft({ title: `e${"\u0301".repeat(FLASHCARD_LIMITS.titleCharacters)}`, cards: [card] })).toMatchObject({ ok: false, message: LIMIT_MESSAGES[0] });
  });

  it("keeps a card's id so an edit updates that card; a malformed or repeated id makes a new card", () => {
    const id = "0b8f8a4e-3c1d-4f6e-9a2b-1c2d3e4f5a6b";
    const checked = checkSetDraft({
      title: "t",
      cards: [
        { id, front: "a", back: "b" },
        { id, front: "c", back: "d" },
        { id: "not-an-id", front: "e", back: "f" },
      ],
    });
    expect(checked).toEqual({
      ok: true,
      value: { title: "t", cards: [{ id, front: "a", back: "b" }, { front: "c", back: "d" }, { front: "e", back: "f" }] },
    });
  });
});

describe("reading the page's forms", () => {
  function form(entries: [string, string][]) {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  }

  it("reads the rows in order with their ids", () => {
    const intent = readSetIntent(
      form([
        ["intent", "update"],
        ["setId", "s1"],
        ["title", "History"],
        ["cardId", "0B8F8A4E-3C1D-4F6E-9A2B-1C2D3E4F5A6B"],
        ["front", "1066"],
        ["back", "Hastings"],
        ["cardId", ""],
        ["front", "1215"],
        ["back", "Magna Carta"],
      ]),
    );
    expect(intent).toEqual({
      intent: "update",
      setId: "s1",
      title: "History",
      cards: [
        { id: "0b8f8a4e-3c1d-4f6e-9a2b-1c2d3e4f5a6b", front: "1066", back: "Hastings" },
        { id: undefined, front: "1215", back: "Magna Carta" },
      ],
    });
  });

  it("reads a remove button's row and refuses unknown intents", () => {
    expect(readSetIntent(form([["intent", "remove-card:1"], ["title", ""], ["front", "a"], ["back", "b"], ["front", "c"], ["back", "d"]]))).toMatchObject({
      intent: "remove-card",
      index: 1,
    });
    expect(readSetIntent(form([["intent", "delete"]]))).toBeNull();
    expect(readSetIntent(form([["intent", "drop-table"]]))).toBeNull();
  });

  it("never removes the last row", () => {
    expect(withoutRow(["a"], 0)).toEqual(["a"]);
    expect(withoutRow(["a", "b", "c"], 1)).toEqual(["a", "c"]);
  });

  it("names the field a broken rule is about, and the card (counting blank rows, as the form shows them) when a side is too long", () => {
    const long = "x".repeat(FLASHCARD_LIMITS.charactersPerSide + 1);
    const card = { front: "a", back: "b" };
    expect(checkSetDraftFields({ title: " ", cards: [card] })).toEqual({
      ok: false,
      message: FLASHCARD_MESSAGES.titleAndCard,
      field: { name: "title" },
      fieldMessage: FLASHCARD_MESSAGES.titleAndCard,
    });
    expect(checkSetDraftFields({ title: "Biology", cards: [card, { front: "", back: "" }, { front: "c", back: long }] })).toEqual({
      ok: false,
      message: FLASHCARD_MESSAGES.sideTooLong(FLASHCARD_LIMITS.charactersPerSide),
      field: { name: "back", row: 2 },
      fieldMessage: "Card 3 (back): each side of a card can be up to 1,000 characters.",
    });
    expect(checkSetDraftFields({ title: "Biology", cards: [{ front: "", back: "" }, { front: "Cell", back: " " }] })).toMatchObject({
      message: FLASHCARD_MESSAGES.completeCard,
      field: { name: "back", row: 1 },
    });
    expect(checkSetDraftFields({ title: "t", cards: Array(FLASHCARD_LIMITS.cardsPerSet + 1).fill(card) })).toMatchObject({ field: null, fieldMessage: null });
    // checkSetDraft keeps its one-message answer.
    expect(checkSetDraft({ title: "Biology", cards: [{ front: long, back: "b" }] })).toEqual({ ok: false, message: FLASHCARD_MESSAGES.sideTooLong(FLASHCARD_LIMITS.charactersPerSide) });
  });
});

describe("a picture's description (its alt text)", () => {
  const picture = "flashcards/61626364/lq1x2y3z_0123456789abcdef0123456789abcdef.webp";
  const max = FLASHCARD_LIMITS.pictureDescriptionCharacters;

  it("is kept beside its picture, trimmed; dropped without a picture, and when nothing visible was written", () => {
    const checked = checkSetDraft({
      title: "Maps",
      cards: [
        { front: "", back: "France", frontImageKey: picture, frontImageDescription: "  A map of Europe with France shaded \n" },
        // No picture on the back: a description sent for it is nobody's.
        { front: "Q", back: "A", backImageDescription: "A description of nothing" },
        // Zero-width space, word joiner and a soft hyphen only: nothing a reader sees, so no description.
        { front: "", back: "A trench", frontImageKey: picture, frontImageDescription: "\u200b\u2060\u00ad " },
      ],
    });
    expect(checked.ok).toBe(true);
    const cards = checked.ok ? checked.value.cards : [];
    expect(cards.map((card) => [card.frontImageDescription, card.backImageDescription])).toEqual([
      ["A map of Europe with France shaded", undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    // A description alone does not fill a side in.
    expect(checkSetDraft({ title: "Maps", cards: [{ front: "", back: "France", frontImageDescription: "A map" }] })).toEqual({
      ok: false,
      message: FLASHCARD_MESSAGES.completeCard,
    });
  });

  it(`is up to ${max} characters as a reader counts them (an emoji is one), and past that names the card and side`, () => {
    // The world map emoji: one character, two UTF-16 units.
    const emoji = "\u{1F5FA}";
    expect(checkSetDraft({ title: "Maps", cards: [{ front: "Q", back: "A", backImageKey: picture, backImageDescription: emoji.repeat(max) }] }).ok).toBe(true);
    const tooLong = checkSetDraftFields({
      title: "Maps",
      cards: [
        { front: "Q", back: "A" },
        { front: "", back: "" },
        { front: "Q2", back: "A2", backImageKey: picture, backImageDescription: "x".repeat(max + 1) },
      ],
    });
    expect(tooLong).toEqual({
      ok: false,
      message: FLASHCARD_MESSAGES.pictureDescriptionTooLong(max),
      field: { name: "backImageDescription", row: 2 },
      fieldMessage: "Card 3 (back): the picture's description can be up to 200 characters. Keep it to what the picture shows.",
    });
    // The same description without its picture is dropped, not refused.
    expect(checkSetDraft({ title: "Maps", cards: [{ front: "Q", back: "A", backImageDescription: "x".repeat(max + 1) }] }).ok).toBe(true);
  });

  it("is read from the page's form once a row, in order, beside the pictures", () => {
    const data = new FormData();
    for (const [name, value] of [
      ["intent", "create"],
      ["title", "Maps"],
      ["cardId", ""],
      ["front", ""],
      ["back", "France"],
      ["frontImageKey", picture],
      ["backImageKey", ""],
      ["frontImageDescription", "A map of Europe"],
      ["backImageDescription", ""],
      ["cardId", ""],
      ["front", "Capital?"],
      ["back", ""],
      ["frontImageKey", ""],
      ["backImageKey", picture],
      ["frontImageDescription", ""],
      ["backImageDescription", "The Eiffel Tower"],
    ]) {
      data.append(name!, value!);
    }
    const intent = readSetIntent(data);
    expect(intent).toMatchObject({
      intent: "create",
      cards: [
        { front: "", back: "France", frontImageKey: picture, frontImageDescription: "A map of Europe" },
        { front: "Capital?", back: "", backImageKey: picture, backImageDescription: "The Eiffel Tower" },
      ],
    });
    expect(intent && "cards" in intent ? [intent.cards[0]!.backImageDescription, intent.cards[1]!.frontImageDescription] : null).toEqual([undefined, undefined]);
  });
});
