import { describe, expect, it } from "vitest";

import { EXTRACT_BANK } from "./extract-bank";
import { normaliseName } from "./generate-question";
import { numberLines } from "./number-lines";
import { offlineTrueStatements } from "./true-statements";

const contains = (text: string, phrase: string) => ` ${normaliseName(text)} `.includes(` ${normaliseName(phrase)} `);

describe("offline choose-four-true-statements question", () => {
  it("gives eight lettered statements and a key naming exactly the true ones, for every passage in the bank", () => {
    let made = 0;
    for (const entry of EXTRACT_BANK) {
      const source = `${entry.text}\n\n(From ${entry.title}, ${entry.author})`;
      const question = offlineTrueStatements(source, `seed-${entry.id}`);
      if (!question) continue;
      made += 1;
      const statements = question.text.split("\n").slice(1);
      expect(statements.map((line) => line.slice(0, 2))).toEqual(["A.", "B.", "C.", "D.", "E.", "F.", "G.", "H."]);
      const truthful = statements.flatMap((line) => {
        const phrase = /"([^"]+)"/.exec(line)?.[1] ?? "";
        return contains(entry.text, phrase) ? [line[0]] : [];
      });
      expect(question.answerKey).toBe(truthful.join(", "));
      expect(truthful).toHaveLength(4);
    }
    expect(made).toBeGreaterThan(EXTRACT_BANK.length / 2);
  });

  it("keys a line-numbered Language source right: words that run across a printed line number are still in it", () => {
    let made = 0;
    for (const entry of EXTRACT_BANK.filter((candidate) => candidate.matches.subjects.includes("english-language"))) {
      const source = `${numberLines(entry.text)}\n\n(From ${entry.title}, ${entry.author})`;
      for (let index = 0; index < 30; index++) {
        const question = offlineTrueStatements(source, `numbered-${index}`);
        if (!question) continue;
        made += 1;
        const statements = question.text.split("\n").slice(1);
        const truthful = statements.flatMap((line) => (contains(entry.text, /"([^"]+)"/.exec(line)?.[1] ?? "") ? [line[0]] : []));
        expect(question.answerKey, `${entry.id} numbered-${index}`).toBe(truthful.join(", "));
      }
    }
    expect(made).toBeGreaterThan(100);
  });

  it("is the same for the same seed and gives up on a source too short for four statements", () => {
    const source = EXTRACT_BANK[0]!.text;
    expect(offlineTrueStatements(source, "s")).toEqual(offlineTrueStatements(source, "s"));
    expect(offlineTrueStatements("Too short. Really.", "s")).toBeNull();
  });
});
