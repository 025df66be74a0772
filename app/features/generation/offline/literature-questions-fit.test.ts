import { describe, expect, it } from "vitest";

import { allQuestionTypes } from "~/features/catalogue/catalogue";

import { EXTRACT_BANK } from "./extract-bank";
import { generateOfflineSources } from "./generate-extract";
import { clusterAsPapersNameIt, findSetTextProfile, generateOfflineQuestion, mentions, workTitle } from "./generate-question";

// Every English Literature question type of the catalogue, through the offline generators with many seeds:
// what a question names must be what the student is given (the character in the printed extract), and a
// poetry question names a poetry cluster, never a novel or a play.

const SEEDS = Array.from({ length: 40 }, (_, i) => `fit-${i}`);

const literature = allQuestionTypes().filter((entry) => entry.boardSubject.subjectId === "english-literature");

function ask(entry: (typeof literature)[number], seed: string) {
  const { boardSubject, paper, topic, questionType } = entry;
  const input = { subjectId: boardSubject.subjectId, boardId: boardSubject.boardId, paper, questionType, topic, seed };
  return { input, question: generateOfflineQuestion(input) };
}

const where = (entry: (typeof literature)[number], seed: string) =>
  `${entry.boardSubject.boardId}/${entry.paper.id}/${entry.questionType.id} (${seed})`;

describe("an extract question names only a character its extract shows", () => {
  const extractTypes = literature.filter((entry) => entry.questionType.sourceLabel === "Extract");

  it("covers the extract question types of every board", () => {
    expect(new Set(extractTypes.map((entry) => entry.boardSubject.boardId))).toEqual(new Set(["aqa", "ocr", "edexcel", "wjec"]));
  });

  it("prints, for every seed, an extract in which each character the question names speaks or is named", () => {
    let checked = 0;
    for (const entry of extractTypes) {
      for (const seed of SEEDS) {
        const { input, question } = ask(entry, seed);
        // The set text as the question names it; its own name is not a character ("in Macbeth", "in Silas Marner").
        const display = entry.paper.setTexts.find((name) => question.includes(workTitle(name)));
        const profile = display ? findSetTextProfile(display) : undefined;
        if (!display || !profile) continue;
        const rest = question.split(workTitle(display)).join(" ");
        const found = profile.characters.filter((character) => mentions(rest, character));
        // "Lady Macbeth" names Lady Macbeth, not Macbeth as well.
        const named = found.filter((character) => !found.some((other) => other !== character && mentions(other, character)));
        // A different seed for the extract, as the form (a second click) and the practice-paper builder ask for it.
        const sources = generateOfflineSources({ ...input, questionText: question, seed: `${seed}:extract` });
        if (sources.kind === "paste-your-own") {
          // Only a text Marker cannot print (in copyright, or not in the bank) is left to the student.
          const printable = EXTRACT_BANK.some((passage) => passage.matches.setTexts?.some((name) => findSetTextProfile(name)?.title === profile.title));
          expect(printable, `${where(entry, seed)}: ${question} -> ${sources.message}`).toBe(false);
          continue;
        }
        if (sources.kind !== "texts") throw new Error(`${where(entry, seed)}: ${question} -> ${sources.message}`);
        const printed = sources.items.map((item) => item.text).join("\n");
        for (const character of named) {
          checked++;
          expect(mentions(printed, character), `${where(entry, seed)}: ${question}\n--- extract ---\n${printed}`).toBe(true);
        }
      }
    }
    // The check means something only if questions do name characters of printable passages.
    expect(checked).toBeGreaterThan(50);
  });

  it("never pairs Macduff with Macbeth's 'If it were done' soliloquy, in which he does not appear", () => {
    const aqaShakespeare = extractTypes.find((entry) => entry.boardSubject.boardId === "aqa" && entry.questionType.id === "shakespeare");
    if (!aqaShakespeare) throw new Error("the catalogue has AQA Paper 1's Shakespeare question");
    const macbethOnly = { ...aqaShakespeare, paper: { ...aqaShakespeare.paper, setTexts: ["Macbeth"] } };
    const questions = SEEDS.map((seed) => ask(macbethOnly, seed).question);
    expect(questions.some((question) => mentions(question, "Macduff"))).toBe(false);
    // The soliloquy's own people still get asked about.
    expect(questions.some((question) => /present (Macbeth|Duncan) in Macbeth/.test(question))).toBe(true);
  });
});

describe("a poetry question names a poetry cluster of its paper, never a novel or a play", () => {
  const poetryTypes = literature.filter((entry) => /poe(m|try)/i.test(entry.questionType.name) && !/unseen/i.test(entry.questionType.name));
  const isCluster = (name: string) => /poe(m|ms|try)|cluster|collection/i.test(name);

  it("covers the anthology question types of every board", () => {
    expect(new Set(poetryTypes.map((entry) => entry.boardSubject.boardId))).toEqual(new Set(["aqa", "ocr", "edexcel", "wjec"]));
    for (const entry of poetryTypes) expect(entry.paper.setTexts.some(isCluster), where(entry, "-")).toBe(true);
  });

  it("names one of the paper's clusters and none of its novels or plays, for every seed", () => {
    for (const entry of poetryTypes) {
      const clusters = entry.paper.setTexts.filter(isCluster);
      const others = entry.paper.setTexts.filter((name) => !isCluster(name));
      for (const seed of SEEDS) {
        const { question } = ask(entry, seed);
        expect(clusters.some((cluster) => question.includes(clusterAsPapersNameIt(cluster))), `${where(entry, seed)}: ${question}`).toBe(true);
        for (const other of others) {
          const profile = findSetTextProfile(other);
          const names = [other, ...(profile ? [profile.title, ...profile.aliases] : [])];
          expect(names.some((name) => mentions(question, name)), `${where(entry, seed)}: ${question} names ${other}`).toBe(false);
        }
      }
    }
  });

  it("prints a poem with every poetry question that needs one, never a passage of a novel or a play", () => {
    const needing = literature.filter((entry) => entry.questionType.needsSource && /poe(m|try)/i.test(entry.questionType.name));
    expect(needing.length).toBeGreaterThan(8);
    for (const entry of needing) {
      for (const seed of SEEDS) {
        const { input, question } = ask(entry, seed);
        const sources = generateOfflineSources({ ...input, questionText: question, seed: `${seed}:extract` });
        expect(sources.kind, `${where(entry, seed)}: ${question}`).toBe("texts");
        for (const item of sources.kind === "texts" ? sources.items : []) {
          const passage = EXTRACT_BANK.find((candidate) => candidate.title === item.title);
          expect(passage?.kind, `${where(entry, seed)}: ${question} -> ${item.title}`).toBe("poetry");
        }
      }
    }
  });
});

describe("a Literature question names texts and anthologies as an exam paper does", () => {
  it("never prints the catalogue's author in brackets, its anthology's title for a cluster, or a work that 'presents' something", () => {
    let named = 0;
    for (const entry of literature) {
      for (const seed of SEEDS) {
        const { question } = ask(entry, seed);
        const label = `${where(entry, seed)}: ${question}`;
        // "in Pride and Prejudice (Jane Austen)" was printed for every 19th-century and modern text of every board.
        for (const display of entry.paper.setTexts) {
          if (display !== workTitle(display)) expect(question, label).not.toContain(display);
          if (question.includes(workTitle(display))) named++;
        }
        expect(question, label).not.toMatch(/\([A-Z][a-z]+(?: [A-Z][a-z.]+)+\)/);
        // 'Poems Past and Present: Power and conflict cluster' is 'Power and conflict' on AQA's paper.
        expect(question, label).not.toMatch(/Poems Past and Present|Towards a World Unknown|Poetry anthology:| cluster'|poems from 1789/);
        // "Explore how DNA presents friendship": the writer presents, not the work.
        for (const display of entry.paper.setTexts) expect(question, label).not.toContain(`how ${workTitle(display)} presents`);
      }
    }
    expect(named).toBeGreaterThan(200);
  });
});
