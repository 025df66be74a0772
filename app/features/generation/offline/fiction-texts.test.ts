import { describe, expect, it } from "vitest";

import { countWords, EXTRACT_BANK } from "./extract-bank";
import { EXTRACT_MAX_WORDS, EXTRACT_MIN_WORDS } from "./generate-extract";
import { FICTION_PAIRS, FICTION_TEXTS, fictionPairNamedIn, fictionTextsNamedIn, paragraphLines } from "./fiction-texts";
import { numberLines, printedLines } from "./number-lines";
import { INVENTED_FOR_PRACTICE } from "./practice-sources";

describe("Marker's modern fiction for the built Language papers (fiction-texts.ts)", () => {
  it("every passage is 150-300 words in three paragraphs, written by Marker and labelled with its period", () => {
    for (const passage of FICTION_TEXTS) {
      expect(countWords(passage.text), passage.id).toBeGreaterThanOrEqual(EXTRACT_MIN_WORDS);
      expect(countWords(passage.text), passage.id).toBeLessThanOrEqual(EXTRACT_MAX_WORDS);
      expect(passage.text.split(/\n\s*\n/), passage.id).toHaveLength(3);
      expect(passage.author, passage.id).toBe(`${INVENTED_FOR_PRACTICE}, in the style of a ${passage.period.replace(" ", "-")} writer; not by a real person`);
      expect(passage.provenance, passage.id).toMatch(/^Written by Marker for practice/);
      // Not a bank title: nothing here is passed off as a real work.
      expect(EXTRACT_BANK.some((entry) => entry.title === passage.title), passage.id).toBe(false);
    }
    expect(new Set(FICTION_TEXTS.map((passage) => passage.id)).size).toBe(FICTION_TEXTS.length);
  });

  it("each pair is a 20th-century Text 1 and a 21st-century Text 2; each passage names its character and is found again by it", () => {
    for (const pair of FICTION_PAIRS) {
      expect(pair.texts.map((passage) => passage.period), pair.id).toEqual(["20th century", "21st century"]);
      for (const passage of pair.texts) {
        expect(passage.text, passage.id).toContain(passage.character);
        expect(passage.feelings, passage.id).toContain(passage.character);
        expect(fictionTextsNamedIn(`How does the writer present ${passage.feelings}?`), passage.id).toEqual([passage]);
        expect(fictionPairNamedIn(`Text 2, in which ${passage.situation}.`)?.id, passage.id).toBe(pair.id);
      }
    }
  });

  it("names each paragraph's printed lines as the passage is printed", () => {
    for (const passage of FICTION_TEXTS) {
      const spans = paragraphLines(passage.text);
      expect(spans, passage.id).toHaveLength(3);
      expect(spans[0]?.from, passage.id).toBe(1);
      expect(spans[2]?.to, passage.id).toBe(printedLines(numberLines(passage.text)).length);
      const lines = printedLines(numberLines(passage.text));
      // The second paragraph's first printed line starts it.
      expect(passage.text.split(/\n\s*\n/)[1]?.startsWith(lines[(spans[1]?.from ?? 1) - 1] ?? "#"), passage.id).toBe(true);
    }
  });
});
