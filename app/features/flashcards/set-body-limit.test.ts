import { describe, expect, it } from "vitest";

import { BODY_LIMIT_RULES } from "~/entry.server";
import { bodyRuleFor, DEFAULT_BODY_LIMIT } from "~/platform/http/body-limit.server";

import { FLASHCARD_LIMITS } from "./rules";
import { MAX_SET_BODY_BYTES } from "./set-schema";

describe("the flashcard set's body limit", () => {
  it("lets a full set of plain text through, every side with a described picture (the default 64 KB would not), and applies to the page and its data requests", () => {
    const body = new URLSearchParams({ intent: "create", title: "t".repeat(FLASHCARD_LIMITS.titleCharacters) });
    const side = "Macbeth's ambition, line 7. ".repeat(40).slice(0, FLASHCARD_LIMITS.charactersPerSide);
    const picture = `flashcards/${"ab".repeat(18)}/lq1x2y3z_0123456789abcdef0123456789abcdef.webp`;
    const description = "A castle on a hill at night. ".repeat(10).slice(0, FLASHCARD_LIMITS.pictureDescriptionCharacters);
    for (let card = 0; card < FLASHCARD_LIMITS.cardsPerSet; card++) {
      body.append("cardId", "0b8f8a4e-3c1d-4f6e-9a2b-1c2d3e4f5a6b");
      body.append("front", side);
      body.append("back", side);
      for (const name of ["frontImageKey", "backImageKey"]) body.append(name, picture);
      for (const name of ["frontImageDescription", "backImageDescription"]) body.append(name, description);
    }
    const bytes = Buffer.byteLength(body.toString());
    expect(bytes).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    expect(bytes).toBeLessThanOrEqual(MAX_SET_BODY_BYTES);
    for (const path of ["/flashcards", "/flashcards.data", "/flashcards/"]) {
      expect(bodyRuleFor(path, BODY_LIMIT_RULES)).toMatchObject({ name: "flashcard-set", limit: MAX_SET_BODY_BYTES });
    }
    expect(bodyRuleFor("/flashcards/review", BODY_LIMIT_RULES).limit).toBe(DEFAULT_BODY_LIMIT);
  });
});
