import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { shuffledOrder } from "./study-order";

describe("study mode's shuffle", () => {
  it("is a permutation of the cards that differs from the set's order when there are two or more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer(), (length, seed) => {
        let state = seed;
        const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
        const order = shuffledOrder(length, random);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length }, (_, index) => index));
        if (length >= 2) expect(order).not.toEqual(Array.from({ length }, (_, index) => index));
      }),
    );
  });

  it("rotates when the random source keeps giving the set's own order", () => {
    expect(shuffledOrder(3, () => 0.999)).toEqual([1, 2, 0]);
  });
});
