import { describe, expect, it } from "vitest";

import { listAddress, pageFromParam } from "./list-address";

describe("the list's address", () => {
  it("reads a page number, and anything else as page 1", () => {
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam("3")).toBe(3);
    expect(pageFromParam("007")).toBe(7);
    for (const bad of ["", "0", "-2", "2.5", "abc", "1e3", " 2"]) expect(pageFromParam(bad)).toBe(1);
    // A huge number is still "a page after the last one" (the loader then shows the last page).
    expect(pageFromParam("99999999999999999999")).toBe(1_000_000);
  });

  it("writes page 1 without a parameter and keeps the open, edited or studied set", () => {
    expect(listAddress()).toBe("/flashcards");
    expect(listAddress({ page: 1 })).toBe("/flashcards");
    expect(listAddress({ page: 4 })).toBe("/flashcards?page=4");
    expect(listAddress({ page: 2, open: "abc" })).toBe("/flashcards?page=2&open=abc");
    expect(listAddress({ edit: "abc", study: null })).toBe("/flashcards?edit=abc");
  });
});
