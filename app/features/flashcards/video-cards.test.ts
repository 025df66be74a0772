import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { offlineVideoCards } from "./offline-video-cards";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";
import { CAPTION_HELP_CARDS, cutTranscript, keepValidCards, STUDY_SKILLS_CARDS, videoCardRange, videoCardsNotice } from "./video-cards";

describe("videoCardRange (spec section 9)", () => {
  it("asks for 10-15 with a transcript, 8-12 with a description over 50 characters, 6-10 otherwise", () => {
    expect(videoCardRange({ transcript: "Some words.", description: "" })).toEqual({ min: 10, max: 15 });
    expect(videoCardRange({ transcript: null, description: "x".repeat(51) })).toEqual({ min: 8, max: 12 });
    expect(videoCardRange({ transcript: null, description: "x".repeat(50) })).toEqual({ min: 6, max: 10 });
    expect(videoCardRange({ transcript: "   ", description: "" })).toEqual({ min: 6, max: 10 });
  });
});

describe("cutTranscript", () => {
  it("keeps at most 5,000 characters without splitting a character", () => {
    expect(FLASHCARD_LIMITS.transcriptCharacters).toBe(5_000);
    expect(cutTranscript("a".repeat(1_000_000))).toHaveLength(5_000);
    expect(cutTranscript("short")).toBe("short");
    const emoji = cutTranscript("😀".repeat(6_000));
    expect(Array.from(emoji)).toHaveLength(5_000);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});

describe("keepValidCards", () => {
  it("keeps only objects with a non-empty string front and back, trimmed, without repeats, up to the maximum", () => {
    const raw = [
      { front: " What is a cell? ", back: " The basic unit of life. " },
      null,
      "front",
      ["a", "b"],
      { front: "", back: "x" },
      { front: "x", back: "  " },
      { front: 1, back: "x" },
      { front: "What is a cell?", back: "again" },
      { front: "What is DNA?", back: "The molecule that carries genes.", extra: true },
      { front: "Third", back: "three" },
    ];
    expect(keepValidCards(raw, 15)).toEqual([
      { front: "What is a cell?", back: "The basic unit of life." },
      { front: "What is DNA?", back: "The molecule that carries genes." },
      { front: "Third", back: "three" },
    ]);
    expect(keepValidCards(raw, 2)).toHaveLength(2);
    expect(keepValidCards({ cards: [] }, 10)).toEqual([]);
  });

  it("cuts a side to the card limit", () => {
    const [card] = keepValidCards([{ front: "f", back: "b".repeat(5_000) }], 1);
    expect(Array.from(card!.back)).toHaveLength(FLASHCARD_LIMITS.charactersPerSide);
  });

  it("never throws and keeps only valid cards, whatever the model sends (property)", () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 0, max: 20 }), (raw, max) => {
        const kept = keepValidCards(raw, max);
        expect(kept.length).toBeLessThanOrEqual(max);
        for (const card of kept) {
          expect(card.front.trim()).not.toBe("");
          expect(card.back.trim()).not.toBe("");
        }
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("fallback cards and the note (spec section 8)", () => {
  it("has five caption-help cards and five study-skills cards, each with the note saying all of them are general guidance", () => {
    expect(CAPTION_HELP_CARDS).toHaveLength(5);
    expect(STUDY_SKILLS_CARDS).toHaveLength(5);
    expect(CAPTION_HELP_CARDS.some((card) => /caption/i.test(card.back))).toBe(true);
    // Every card of these sets is general guidance: the note must not say "some" of them are.
    expect(videoCardsNotice(CAPTION_HELP_CARDS)).toBe(FLASHCARD_MESSAGES.videoAllGuidance);
    expect(videoCardsNotice(STUDY_SKILLS_CARDS)).toBe(FLASHCARD_MESSAGES.videoAllGuidance);
    expect(FLASHCARD_MESSAGES.videoAllGuidance).toMatch(/couldn't be fully analyzed/);
    expect(FLASHCARD_MESSAGES.videoAllGuidance).not.toMatch(/\bsome\b/i);
  });

  it("keeps 'some' for a set where only some cards are guidance", () => {
    const mixed = [CAPTION_HELP_CARDS[0]!, { front: "What is a cell?", back: "The basic unit of life." }];
    expect(videoCardsNotice(mixed)).toBe(FLASHCARD_MESSAGES.videoNote);
    expect(videoCardsNotice([])).toBe(FLASHCARD_MESSAGES.videoSuccess);
  });

  it("shows the note when a front mentions video content or couldn't be fully analyzed, else the success message", () => {
    expect(videoCardsNotice([{ front: "What is a cell?", back: "x" }])).toBe("Flashcards generated successfully from YouTube video content!");
    expect(videoCardsNotice([{ front: "The video content was thin: what is a cell?", back: "x" }])).toBe(FLASHCARD_MESSAGES.videoNote);
    expect(videoCardsNotice([{ front: "This video couldn’t be fully analysed", back: "x" }])).toBe(FLASHCARD_MESSAGES.videoNote);
    expect(videoCardsNotice([{ front: "What is a cell?", back: "The video content explains it" }])).toBe(FLASHCARD_MESSAGES.videoSuccess);
  });
});

describe("offlineVideoCards", () => {
  const transcript =
    "Welcome back everyone. Photosynthesis is the process by which green plants make glucose using light energy. " +
    "Chlorophyll is the green pigment that absorbs light. In 1779 Jan Ingenhousz showed that plants need light to make oxygen. " +
    "The stomata are tiny pores that let carbon dioxide into the leaf. Plants store glucose as starch in their leaves and roots. " +
    "Starch can be tested for with iodine solution, which turns blue-black. Glucose is also used to make cellulose for cell walls.";

  it("makes definition, date and cloze cards from the transcript, within the range, the same each time", () => {
    const cards = offlineVideoCards({ title: "Photosynthesis", description: "", transcript }, { min: 10, max: 15 });
    expect(cards).toEqual(offlineVideoCards({ title: "Photosynthesis", description: "", transcript }, { min: 10, max: 15 }));
    expect(cards.length).toBeLessThanOrEqual(15);
    expect(cards).toContainEqual({ front: "What is photosynthesis?", back: "Photosynthesis is the process by which green plants make glucose using light energy." });
    expect(cards).toContainEqual({ front: "What is chlorophyll?", back: "Chlorophyll is the green pigment that absorbs light." });
    expect(cards).toContainEqual({ front: "What are the stomata?", back: "The stomata are tiny pores that let carbon dioxide into the leaf." });
    expect(cards).toContainEqual({ front: "What happened in 1779?", back: "In 1779 Jan Ingenhousz showed that plants need light to make oxygen." });
    const cloze = cards.filter((card) => card.front.startsWith("Fill in the blank: "));
    expect(cloze.length).toBeGreaterThan(0);
    for (const card of cloze) {
      expect(card.front).toContain("_____");
      expect(card.front.toLowerCase()).not.toContain(card.back.toLowerCase());
    }
  });

  it("keeps the capital of a one-word name that the text also writes mid-sentence (Macbeth), not of a common word", () => {
    const play =
      "Macbeth is a Scottish general who hears a prophecy from three witches. Banquo is his friend and fellow general. " +
      "The witches tell Banquo that his sons will be kings, which worries Macbeth. Regicide is the killing of a king.";
    const fronts = offlineVideoCards({ title: "Macbeth", description: "", transcript: play }, { min: 6, max: 10 }).map((card) => card.front);
    expect(fronts).toContain("What is Macbeth?");
    expect(fronts).toContain("What is Banquo?");
    expect(fronts).toContain("What is regicide?");
    expect(fronts.join(" ")).not.toMatch(/What is (macbeth|banquo)\?/);
  });

  it("respects the maximum, reads the description when there is no transcript, and makes nothing from nothing", () => {
    expect(offlineVideoCards({ title: null, description: "", transcript }, { min: 6, max: 6 })).toHaveLength(6);
    expect(offlineVideoCards({ title: null, description: transcript, transcript: null }, { min: 8, max: 12 }).length).toBeGreaterThan(3);
    expect(offlineVideoCards({ title: "Cells", description: "", transcript: null }, { min: 6, max: 10 })).toEqual([]);
  });

  it("never throws on any text (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 2_000 }), fc.string(), (text, description) => {
        const cards = offlineVideoCards({ title: null, description, transcript: text }, { min: 10, max: 15 });
        expect(cards.length).toBeLessThanOrEqual(15);
      }),
      { numRuns: 300 },
    );
  });
});
