import { describe, expect, it } from "vitest";

import { EXTRACT_BANK } from "./extract-bank";
import { fictionAsks, linesOf, PASSAGE_READINGS, showsAll } from "./language-readings";

// Audit item 5: the readings that let a fiction question and its passage fit are the passages' own words.

describe("what each English Language fiction passage shows", () => {
  it("is read from a prose passage of the bank, and every word it cites is in that passage as printed", () => {
    for (const [id, readings] of Object.entries(PASSAGE_READINGS)) {
      const entry = EXTRACT_BANK.find((candidate) => candidate.id === id);
      expect(entry?.kind, id).toBe("prose");
      if (!entry) continue;
      for (const table of [readings.focuses, readings.effects, readings.claims]) {
        for (const [reading, evidence] of Object.entries(table)) {
          expect(evidence.length, `${id}: ${reading}`).toBeGreaterThan(0);
          for (const words of evidence) expect(linesOf(entry, words).length, `${id}: ${reading}: "${words}"`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("reads what a question asks: its focus in the lines it names, and an opening when it says so", () => {
    expect(fictionAsks("Look again at lines 1 to 8. Identify four things you learn about the weather.")).toEqual([
      { readings: [{ phrase: "the weather", kind: "focus", where: { from: 1, to: 8 } }], opening: false },
    ]);
    const silasMarner = EXTRACT_BANK.find((entry) => entry.id === "silas-marner-chapter-1");
    const greatExpectations = EXTRACT_BANK.find((entry) => entry.id === "great-expectations-chapter-1");
    if (!silasMarner || !greatExpectations) throw new Error("the bank holds both passages");
    // The audit's pairing: "the weather" was printed with the opening of Silas Marner, which has none.
    expect(showsAll(silasMarner, fictionAsks("Identify four things you learn about the weather."))).toBe(false);
    expect(showsAll(greatExpectations, fictionAsks("Identify four things you learn about the weather."))).toBe(true);
    expect(fictionAsks("The source comes from the opening of a novel.")[0]?.opening).toBe(true);
  });
});
