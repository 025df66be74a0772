import { describe, expect, it } from "vitest";

import { allQuestionTypes, CATALOGUE } from "~/features/catalogue/catalogue";

import { generateForForm } from "../generate-for-form.server";
import { countWords, EXTRACT_BANK } from "./extract-bank";
import { FICTION_TEXTS } from "./fiction-texts";
import { generateOfflineSources } from "./generate-extract";
import { findSetTextProfile, generateOfflineQuestion, normaliseName } from "./generate-question";
import { LINE_NUMBER_EVERY, numberLines, PRINTED_LINE_CHARACTERS, printedLines, unnumberLines } from "./number-lines";

// A teacher's report: an AQA Language Paper 1 question said "Look in detail at lines 12 to 24 of the source" while
// its extract (a passage of Frankenstein, an AQA Literature set text) had no line numbers and three paragraphs.
// Every Language question that names lines must name lines the printed source has, and a Language source is unseen.

const SEEDS = Array.from({ length: 40 }, (_, index) => `lines-${index}`);

const LANGUAGE = allQuestionTypes().filter((entry) => entry.boardSubject.subjectId === "english-language");

/** Every line range a question names: "lines 6 to 14", "line 9", "from line 9 to the end". */
function rangesIn(question: string): Array<{ from: number; to: number | "end" }> {
  const ranges: Array<{ from: number; to: number | "end" }> = [];
  for (const match of question.matchAll(/\blines? (\d+)(?:\s*(?:to|-|–)\s*(?:(\d+)|(the end)))?/gi)) {
    const from = Number(match[1]);
    ranges.push({ from, to: match[3] ? "end" : match[2] ? Number(match[2]) : from });
  }
  return ranges;
}

/** The printed passage of a one-text source: the form's text without its "(From ..., ...)" attribution. */
function bodyOf(printed: string): string {
  return printed.replace(/^(?:Source [A-Z]|Text \d)\n/, "").replace(/\n*\(From [^\n]*\)\s*$/, "");
}

/** Whether the form printed two labelled texts ("Source A" ... "Source B"), whose lines each question names of one. */
function printsTwoTexts(printed: string): boolean {
  return (printed.match(/^(?:Source [A-Z]|Text \d)$/gm) ?? []).length >= 2;
}

/** Checks every range the question names against the printed source; returns how many ranges it checked. */
function expectLinesExist(question: string, printed: string, where: string): number {
  const ranges = rangesIn(question);
  if (ranges.length === 0) return 0;
  const body = bodyOf(printed);
  const lines = printedLines(body);
  const rawLines = body.split("\n").filter((line) => line.trim() !== "");
  const context = `${where}\n${question}\n---\n${printed}`;
  // The numbers the student counts by are printed, every fifth line, at the line they name.
  expect(lines.length, context).toBeGreaterThanOrEqual(LINE_NUMBER_EVERY);
  rawLines.forEach((line, index) => {
    const number = index + 1;
    if (number % LINE_NUMBER_EVERY === 0) expect(line, context).toMatch(new RegExp(`\\s${number}$`));
    else expect(line, context).not.toMatch(/\s{3,}\d+$/);
  });
  for (const range of ranges) {
    const to = range.to === "end" ? lines.length : range.to;
    expect(range.from, context).toBeGreaterThanOrEqual(1);
    expect(to, context).toBeGreaterThanOrEqual(range.from);
    expect(to, context).toBeLessThanOrEqual(lines.length);
    // Real sentences: every named line is a line of the passage's words (Dickens's sentences may outrun a range).
    const named = lines.slice(range.from - 1, to);
    for (const line of named) expect(countWords(line), context).toBeGreaterThanOrEqual(2);
  }
  // "The first part of the source, from lines 1 to 5" leaves a rest; "from line 9 to the end" is a second part.
  if (/\bfirst part\b/i.test(question)) {
    const first = ranges.find((range) => range.from === 1);
    expect(first, context).toBeDefined();
    expect(first?.to === "end" ? lines.length : (first?.to ?? 0), context).toBeLessThan(lines.length);
  }
  if (/\bsecond (part|half)\b/i.test(question)) {
    const second = ranges.find((range) => range.to === "end");
    if (second) expect(second.from, context).toBeGreaterThan(1);
  }
  return ranges.length;
}

function requestFor(entry: (typeof LANGUAGE)[number]) {
  return { subjectId: "english-language", board: entry.boardSubject.boardId, paperId: entry.paper.id, questionTypeId: entry.questionType.id };
}

describe("English Language: the lines a question names are lines of the printed source", () => {
  it("prints a passage with a number every fifth line, in short lines, its words unchanged", () => {
    const passage = EXTRACT_BANK.find((entry) => entry.id === "war-of-the-worlds-book-1-chapter-1")?.text ?? "";
    const printed = numberLines(passage);
    const lines = printedLines(printed);
    expect(lines.length).toBeGreaterThanOrEqual(18);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(PRINTED_LINE_CHARACTERS);
    expect(printed.split("\n").filter((line) => /\s{3,}\d+$/.test(line)).map((line) => Number(/(\d+)$/.exec(line)?.[1]))).toEqual(
      Array.from({ length: Math.floor(lines.length / LINE_NUMBER_EVERY) }, (_, index) => (index + 1) * LINE_NUMBER_EVERY),
    );
    expect(normaliseName(unnumberLines(printed))).toBe(normaliseName(passage));
    // Paragraph breaks stay as blank lines, which are not counted.
    expect(printed.split(/\n\s*\n/)).toHaveLength(passage.trim().split(/\n\s*\n/).length);
  });

  it("every Language question type that names lines, on every board, many seeds: the lines exist in the source the form prints", async () => {
    let checked = 0;
    const typesNamingLines = new Set<string>();
    for (const entry of LANGUAGE.filter((candidate) => candidate.questionType.needsSource)) {
      for (const seed of SEEDS) {
        const question = await generateForForm({ kind: "question", ...requestFor(entry) }, seed);
        if (!question.ok) throw new Error(question.message);
        if (rangesIn(question.value.text).length === 0) continue;
        const extract = await generateForForm({ kind: "extract", ...requestFor(entry), questionText: question.value.text }, `${seed}:s0`);
        if (!extract.ok) throw new Error(extract.message);
        const where = `${entry.boardSubject.boardId}/${entry.paper.id}/${entry.questionType.id} (${seed})`;
        checked += expectLinesExist(question.value.text, extract.value.text, where);
        typesNamingLines.add(`${entry.boardSubject.boardId}/${entry.paper.id}/${entry.questionType.kind}`);
      }
    }
    expect(checked).toBeGreaterThan(500);
    // Retrieval and language questions name lines on all four boards.
    for (const board of ["aqa", "ocr", "edexcel", "wjec"]) {
      expect([...typesNamingLines].some((key) => key.startsWith(`${board}/`) && key.endsWith("/retrieval")), board).toBe(true);
      expect([...typesNamingLines].some((key) => key.startsWith(`${board}/`) && key.endsWith("/language-analysis")), board).toBe(true);
    }
  });

  it("as a practice-paper build shares one source: every question's lines exist in the source chosen for the paper's first reading question", async () => {
    const papers = CATALOGUE.filter((entry) => entry.subjectId === "english-language").flatMap((boardSubject) =>
      boardSubject.papers.map((paper) => ({ boardSubject, paper })),
    );
    let checked = 0;
    for (const { boardSubject, paper } of papers) {
      const reading = paper.questionTypes.filter((questionType) => questionType.needsSource);
      const selection = { subjectId: "english-language", board: boardSubject.boardId, paperId: paper.id };
      for (const seed of SEEDS) {
        // The builder's seeds (build-paper.server.ts): one for the group of reading questions, which a Language
        // paper prints together (`${seed}:g0`), `${seed}:q${index}` for each other question, `${seed}:s0` for the
        // shared source.
        const questions = await Promise.all(
          paper.questionTypes.map(async (questionType, index) => {
            const questionSeed = questionType.needsSource ? `${seed}:g0` : `${seed}:q${index}`;
            const made = await generateForForm({ kind: "question", ...selection, questionTypeId: questionType.id }, questionSeed);
            if (!made.ok) throw new Error(made.message);
            return { questionType, text: made.value.text };
          }),
        );
        const first = questions.find((question) => question.questionType === reading[0]);
        if (!first) continue;
        const source = await generateForForm({ kind: "extract", ...selection, questionTypeId: first.questionType.id, questionText: first.text }, `${seed}:s0`);
        if (!source.ok) throw new Error(source.message);
        // A question naming two texts is printed with two; the lines a question names are of one printed text.
        if (printsTwoTexts(source.value.text)) continue;
        for (const question of questions.filter((candidate) => candidate.questionType.needsSource)) {
          checked += expectLinesExist(question.text, source.value.text, `${boardSubject.boardId}/${paper.id}/${question.questionType.id} (${seed})`);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe("English Language: the source is unseen, never a passage of the same board's Literature set texts", () => {
  const canonical = (name: string) => normaliseName(findSetTextProfile(name)?.title ?? name);
  const setTextsOf = (boardId: string) =>
    new Set(
      CATALOGUE.filter((entry) => entry.subjectId === "english-literature" && entry.boardId === boardId)
        .flatMap((entry) => entry.papers.flatMap((paper) => paper.setTexts))
        .map(canonical),
    );

  it("every Language paper of every board, every question type with a source, many seeds", () => {
    const boards = new Set<string>();
    let printed = 0;
    for (const entry of LANGUAGE.filter((candidate) => candidate.questionType.needsSource)) {
      const boardId = entry.boardSubject.boardId;
      const setTexts = setTextsOf(boardId);
      expect(setTexts.size, boardId).toBeGreaterThan(0);
      boards.add(boardId);
      for (const seed of SEEDS) {
        const base = { subjectId: "english-language" as const, boardId, paper: entry.paper, questionType: entry.questionType, seed };
        const questionText = generateOfflineQuestion(base);
        const sources = generateOfflineSources({ ...base, questionText });
        if (sources.kind !== "texts") throw new Error(sources.message);
        for (const item of sources.items) {
          printed++;
          const bankEntry = EXTRACT_BANK.find((candidate) => candidate.title === item.title);
          const ofSetText = (bankEntry?.matches.setTexts ?? []).filter((name) => setTexts.has(canonical(name)));
          expect(ofSetText, `${boardId}/${entry.paper.id}/${entry.questionType.id} (${seed}): ${item.title}`).toEqual([]);
        }
      }
    }
    expect(boards).toEqual(new Set(["aqa", "ocr", "edexcel", "wjec"]));
    expect(printed).toBeGreaterThan(1000);
  });

  it("AQA Paper 1 gets a 20th-century passage Marker wrote (the specification: a 20th- or 21st-century source), never Frankenstein or another AQA set text", () => {
    const entry = LANGUAGE.find((candidate) => candidate.boardSubject.boardId === "aqa" && candidate.paper.id === "paper-1" && candidate.questionType.kind === "language-analysis");
    if (!entry) throw new Error("the catalogue has AQA Language Paper 1 Question 2");
    const titles = new Set<string>();
    for (const seed of SEEDS) {
      const base = { subjectId: "english-language" as const, boardId: "aqa" as const, paper: entry.paper, questionType: entry.questionType, seed };
      const sources = generateOfflineSources({ ...base, questionText: generateOfflineQuestion(base) });
      if (sources.kind !== "texts") throw new Error(sources.message);
      for (const item of sources.items) titles.add(item.title);
    }
    expect(titles.has("Frankenstein")).toBe(false);
    // An English teacher's review (2026-11-27) found Silas Marner (1861) and The War of the Worlds (1898) printed.
    for (const title of titles) expect(FICTION_TEXTS.find((candidate) => candidate.title === title)?.period).toBe("20th century");
    expect(titles.size).toBeGreaterThan(1);
  });
});
