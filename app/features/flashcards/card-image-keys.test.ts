import { describe, expect, it } from "vitest";

import { cardImageKeyFromUrlPart, cardImageUrl, isCardImageKey } from "./card-image-keys";

const KEY = `flashcards/${Buffer.from("UserId42", "utf8").toString("hex")}/mhx1abc2_${"0123456789abcdef".repeat(2)}.webp`;

describe("card picture keys and addresses", () => {
  it("round-trips a key through its address", () => {
    const url = cardImageUrl(KEY)!;
    expect(url).toBe(`/flashcard-images/5573657249643432-mhx1abc2_${"0123456789abcdef".repeat(2)}.webp`);
    expect(cardImageKeyFromUrlPart(decodeURIComponent(url.slice("/flashcard-images/".length)))).toBe(KEY);
    expect(isCardImageKey(KEY)).toBe(true);
  });

  it.each([
    "users/abc/avatar.webp",
    "flashcards/../etc/passwd",
    `flashcards/ABC/mhx1abc2_${"0".repeat(32)}.webp`,
    `flashcards/abc/mhx1abc2_${"0".repeat(31)}.webp`,
    `flashcards/abc/mhx1abc2_${"0".repeat(32)}.svg`,
    `flashcards/abc/x/mhx1abc2_${"0".repeat(32)}.webp`,
    "",
  ])("refuses %s", (key) => {
    expect(isCardImageKey(key)).toBe(false);
    expect(cardImageUrl(key)).toBeNull();
  });

  it("refuses an address that is not one of ours", () => {
    for (const part of ["..%2F..%2Fetc%2Fpasswd", "abc-mhx1abc2_0.webp", `abc/mhx1abc2_${"0".repeat(32)}.webp`, `abc-mhx1abc2_${"0".repeat(32)}.webp.png`]) {
      expect(cardImageKeyFromUrlPart(part)).toBeNull();
    }
  });
});
