import { describe, expect, it } from "vitest";

import { getBoardSubject, getQuestionType } from "~/features/catalogue/lookup";

import { analyseAnswer, spellingCandidates } from "./analyse-answer";
import { createOfflineMarker } from "./offline-marker";
import { britishSpelling, stopBritishSpelling } from "./spelling-service";
import { feedbackCorrection, quickSuggestion } from "./spelling-worker.mjs";

describe("the spelling service (the offline marker's spell checker, in its own thread)", () => {
  it("judges each word as written: British, Oxford -ize, possessives and sentence openers are right", async () => {
    const spelling = await britishSpelling();
    const misspelt = await spelling.misspelt(["Because", "becuase", "colour", "realize", "organizations", "Macbeth's", "Banquo", "ambitous", "ambitous"]);
    expect([...misspelt].sort()).toEqual(["ambitous", "becuase"]);
    expect(await spelling.misspelt([])).toEqual(new Set());
  });

  it("suggests a correction one edit away, keeping a capital, and none for a word further off", async () => {
    const spelling = await britishSpelling();
    const suggestions = await spelling.suggestions(["becuase", "Ambitous", "xqzvtk", "1923"]);
    expect(Object.fromEntries(suggestions)).toEqual({ becuase: "because", Ambitous: "Ambitious" });
  });

  it("keeps the server's thread free while it works: other work runs during a large request", async () => {
    const spelling = await britishSpelling();
    const words = Array.from({ length: 30_000 }, (_, index) => `wurd${index.toString(36)}`);
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const misspelt = await spelling.misspelt(words);
    counting = false;
    expect(misspelt.size).toBeGreaterThan(29_000);
    // Checked on the main thread, the 30,000 look-ups would have run in one go with no turn in between.
    expect(turns).toBeGreaterThan(3);
  });

  it("fails waiting requests when stopped, and starts again on the next use", async () => {
    const spelling = await britishSpelling();
    const waiting = spelling.misspelt(Array.from({ length: 20_000 }, (_, index) => `wurd${index}`));
    const failed = expect(waiting).rejects.toThrow("The spelling worker stopped");
    await stopBritishSpelling();
    await failed;
    await expect(spelling.misspelt(["becuase"])).rejects.toThrow("The spelling worker stopped");
    const again = await britishSpelling();
    expect(again).not.toBe(spelling);
    expect(await again.misspelt(["becuase", "because"])).toEqual(new Set(["becuase"]));
  });
});

describe("quickSuggestion (run in the worker)", () => {
  const checker = { correct: (word: string) => ["because", "their", "ambitious", "Jacobean"].includes(word) };

  it("suggests a word one edit away: swapped, missing, extra or wrong letter, keeping a capital", () => {
    expect(quickSuggestion(checker, "becuase")).toBe("because");
    expect(quickSuggestion(checker, "ambitous")).toBe("ambitious");
    expect(quickSuggestion(checker, "theirr")).toBe("their");
    expect(quickSuggestion(checker, "Becavse")).toBe("Because");
  });

  it("suggests nothing for a word further off, a number or a very long string", () => {
    expect(quickSuggestion(checker, "bcuzz")).toBeUndefined();
    expect(quickSuggestion(checker, "1923")).toBeUndefined();
    expect(quickSuggestion(checker, "a".repeat(40))).toBeUndefined();
  });
});

describe("names of set texts and history topics, and British spellings, in real sentences", () => {
  /** What the marker counts as misspelt in an answer (analyse-answer.ts with the service's verdicts). */
  async function flagged(answerText: string, questionText = "Explore how the writer presents power.") {
    const spelling = await britishSpelling();
    const verdicts = { misspelt: await spelling.misspelt(spellingCandidates(answerText)) };
    return analyseAnswer({ questionText, sourceText: null, answerText }, verdicts).spelling.misspelt.map((misspelling) => misspelling.word);
  }

  it("counts none of them: names inside a sentence, possessives, hyphenated words, contractions, British spellings", async () => {
    const literature =
      "Priestley presents Mr Birling as arrogant, and Mr Birling's speech about the Titanic is ironic. The death of Eva Smith didn't change him. " +
      "Dickens shows that Scrooge's greed isolates him, and Scrooge's nephew wasn't bitter. Stevenson suggests that Jekyll's experiment is self-destructive. " +
      "In the play, Tybalt kills Mercutio, and the Capulet family's honour is at stake; Romeo's well-known soliloquy shows his behaviour is impulsive.";
    const history =
      "After 1923 the Weimar Republic recovered under Stresemann, whose policies stabilised the economy. In 1933 the Reichstag fire let Hitler blame the communists. " +
      "In Russia, Lenin led the Bolsheviks, and the Bolsheviks' slogan was simple. The Tsar's defence of autocracy didn't survive 1917, and the Provisional Government's programme was sceptical of reform.";
    expect(await flagged(literature)).toEqual([]);
    expect(await flagged(history)).toEqual([]);
  });

  it("counts a name the dictionary lacks that opens a sentence and appears nowhere else (the marks are frozen), but corrects it into nothing", async () => {
    // Counted today, and the count feeds a measure: not changed here (the report says what would change it).
    const answer = "Macbeth is told that the queen is dead. Seyton brings the news without emotion. Siward's son dies bravely.";
    const words = await flagged(answer, "Explore how Shakespeare presents death in Macbeth.");
    expect(words).toEqual(["Seyton", "Siward's"]);
    const spelling = await britishSpelling();
    // One edit away are "Sexton" and "Sward's": never offered for a name.
    expect(await spelling.suggestions(words)).toEqual(new Map());
  });

  it("never turns a capitalised name into a common word, with or without 's; no correction for an abbreviation", async () => {
    const spelling = await britishSpelling();
    const names = ["Seyton", "Siward", "Whymper", "Conrade", "Enfield", "Enfield's", "Carew", "Carew's", "Jaggers", "Duma", "Kapp", "Kapp's", "Cuno", "Bruning", "Wrangel", "Capulets", "Montagues", "Tsarist", "NEP"];
    expect(Object.fromEntries(await spelling.suggestions(names))).toEqual({});
  });

  it("gives a name written in lower case its capital, corrects a misspelt name to the name, and keeps the apostrophe as typed", async () => {
    const spelling = await britishSpelling();
    const suggestions = await spelling.suggestions(["birling", "birling’s", "tybalt", "Banqou", "Mercucio", "dosen’t", "dosen't"]);
    expect(Object.fromEntries(suggestions)).toEqual({
      birling: "Birling",
      "birling’s": "Birling’s",
      tybalt: "Tybalt",
      Banqou: "Banquo",
      Mercucio: "Mercutio",
      "dosen’t": "doesn’t",
      "dosen't": "doesn't",
    });
  });

  it("still corrects a misspelt word that opens a sentence, to a word rather than a rarer name", async () => {
    const spelling = await britishSpelling();
    const suggestions = await spelling.suggestions(["Ambitous", "Futhermore", "Similarily", "Goverment", "Finaly", "Capitalsim"]);
    expect(Object.fromEntries(suggestions)).toEqual({
      Ambitous: "Ambitious",
      Futhermore: "Furthermore",
      Similarily: "Similarly",
      Goverment: "Government",
      // "Finlay" (a name) is one swap away too.
      Finaly: "Finally",
      Capitalsim: "Capitalism",
    });
  });

  it("shows the student no wrong correction for a name in the offline marker's feedback", async () => {
    const questionType = getQuestionType("english-literature", "aqa", "paper-1", "shakespeare")!;
    const answerText =
      "Shakespeare presents death as the end of ambition. Seyton tells Macbeth that the queen is dead, and Macbeth's reply is bleak. " +
      "He says that life is a \"tale told by an idiot\", which suggests that nothing matters to him now. Siward's son dies bravely, and this contrast shows Macbeth's emptiness becuase he feels nothing.";
    const proposal = await createOfflineMarker().mark({
      subjectId: "english-literature",
      boardId: "aqa",
      questionType,
      objectiveMeanings: getBoardSubject("english-literature", "aqa")?.objectiveMeanings ?? {},
      questionText: "Starting with this extract, explore how Shakespeare presents death in Macbeth.",
      sourceText: "She should have died hereafter; There would have been a time for such a word.",
      answerText,
    });
    const feedback = [...proposal.areasForImprovement, ...proposal.annotations.map((annotation) => annotation.comment)].join("\n");
    expect(feedback).toContain("check the spelling of “becuase”; it should be “because”");
    expect(feedback).not.toMatch(/Sexton|Sward/);
    expect(feedback).not.toMatch(/check the spelling of “(Seyton|Siward's)”;/);
  });
});

describe("feedbackCorrection (run in the worker)", () => {
  const words = ["because", "their", "ambitious", "crew", "kappa", "puma", "infield"];
  const checker = { correct: (word: string) => words.includes(word) || word === "Banquo" };

  it("keeps a capitalised word's first letter, makes no short capitalised word a common one, and leaves capitals alone", () => {
    expect(feedbackCorrection(checker, "Becuase")).toBe("Because");
    expect(feedbackCorrection(checker, "Enfield")).toBeUndefined();
    expect(feedbackCorrection(checker, "Duma")).toBeUndefined();
    expect(feedbackCorrection(checker, "Kapp")).toBeUndefined();
    expect(feedbackCorrection(checker, "BECUASE")).toBeUndefined();
    expect(feedbackCorrection(checker, "kapp")).toBe("kappa");
  });

  it("never corrects a known name, and offers a name with its capital", () => {
    const names = new Map([["carew", "Carew"]]);
    expect(feedbackCorrection(checker, "Carew", names)).toBeUndefined();
    expect(feedbackCorrection(checker, "Carew's", names)).toBeUndefined();
    expect(feedbackCorrection(checker, "carew", names)).toBe("Carew");
    expect(feedbackCorrection(checker, "Banqou", names)).toBe("Banquo");
  });
});
