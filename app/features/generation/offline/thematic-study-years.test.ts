import { describe, expect, it } from "vitest";

import { allQuestionTypes } from "~/features/catalogue/catalogue";

import { generateOfflineQuestion, historyProfileFor, questionNumberOf, questionYears, topicYears } from "./generate-question";

// An Edexcel History Paper 1 option is a thematic study with a historic environment ("Medicine in Britain,
// c1250–present, and the British sector of the Western Front, 1914–18"; facts §4.3). The generator read the
// option's years from the site's dates, so Section B's thematic questions never reached the centuries outside
// them: Medicine never asked about the Black Death or the NHS. Each of the board's options, as the answer form and
// a practice paper ask for its questions, with many seeds.

const SEEDS = Array.from({ length: 120 }, (_, index) => `thematic-${index}`);

const PAPER_1 = allQuestionTypes().filter(
  (entry) => entry.boardSubject.subjectId === "history" && entry.boardSubject.boardId === "edexcel" && entry.paper.id === "paper-1",
);

/** The options by id, each with its questions: Section A (Questions 1 and 2) on the site, Section B on the theme. */
const OPTIONS = [...new Set(PAPER_1.map((entry) => entry.topic?.id ?? ""))].map((id) => {
  const entries = PAPER_1.filter((entry) => entry.topic?.id === id);
  const onSite = (name: string) => ["1", "2"].includes(questionNumberOf(name) ?? "");
  return {
    id,
    name: entries[0]?.topic?.name ?? "",
    site: entries.filter((entry) => onSite(entry.questionType.name)),
    thematic: entries.filter((entry) => !onSite(entry.questionType.name)),
  };
});

/** Every question a seed writes for these entries, as printed (stimulus points included), as the form and a build ask. */
function asked(entries: typeof PAPER_1): string[] {
  return entries.flatMap((entry) =>
    SEEDS.flatMap((seed) => {
      const input = { subjectId: "history" as const, boardId: "edexcel" as const, paper: entry.paper, questionType: entry.questionType, topic: entry.topic, seed };
      return [generateOfflineQuestion(input), generateOfflineQuestion({ ...input, build: { earlierQuestions: [] } })];
    }),
  );
}

/** The eras of the specification's thematic studies (c1000/c1250–c1500, c1500–c1700, c1700–c1900, c1900–present). */
const ERAS = ["medieval", "c1500-c1700", "c1700-c1900", "c1900-present"] as const;
type Era = (typeof ERAS)[number];

const ERA_WORDS: Record<Era, RegExp> = {
  medieval: /\bMiddle Ages\b|\bmedieval\b|\bViking\b|\bBlack Death\b/i,
  "c1500-c1700": /\b(?:sixteenth|seventeenth) century\b/i,
  "c1700-c1900": /\b(?:eighteenth|nineteenth) century\b/i,
  "c1900-present": /\btwentieth century\b|\b(?:First|Second) World War\b|\bNHS\b/i,
};

/** The years a question names (a decade, "the 1880s", as its ten), leaving out a "since 1700" that names none of the years after it. */
function yearsNamed(question: string): { from: number; to: number }[] {
  return [...question.replace(/\bsince c?\d{3,4}\b/g, "").matchAll(/\b(\d{3,4})(s?)\b/g)].map((match) => ({
    from: Number(match[1]),
    to: Number(match[1]) + (match[2] ? 9 : 0),
  }));
}

/** The eras a question asks about, by the years and the centuries or periods it names. */
function erasOf(question: string): Era[] {
  const byYear = yearsNamed(question).map(({ from }): Era => (from < 1500 ? "medieval" : from < 1700 ? "c1500-c1700" : from < 1900 ? "c1700-c1900" : "c1900-present"));
  const byWords = ERAS.filter((era) => ERA_WORDS[era].test(question));
  return [...new Set([...byYear, ...byWords])];
}

describe("Edexcel History Paper 1: the thematic study's questions span its whole period, the site's keep to its years", () => {
  it("has the board's four options, each with its site's questions and its thematic study's", () => {
    expect(OPTIONS.map((option) => option.id).sort()).toEqual(["crime-and-punishment", "medicine", "migrants", "warfare"]);
    for (const option of OPTIONS) {
      expect(option.site.length, option.name).toBeGreaterThan(0);
      expect(option.thematic.length, option.name).toBeGreaterThan(0);
    }
  });

  it("reads the thematic study's years to the present and the site's from its own dates", () => {
    const year = new Date().getUTCFullYear();
    const expected: Record<string, { theme: number; site: [number, number] }> = {
      "crime-and-punishment": { theme: 1000, site: [1870, 1900] },
      medicine: { theme: 1250, site: [1914, 1918] },
      warfare: { theme: 1250, site: [1939, 1945] },
      migrants: { theme: 800, site: [1948, 1970] },
    };
    for (const option of OPTIONS) {
      const profile = historyProfileFor({ name: option.name }, { name: "Paper 1" });
      const want = expected[option.id];
      expect(questionYears(option.name, profile, false), option.name).toEqual({ from: want?.theme, to: year });
      expect(questionYears(option.name, profile, true), option.name).toEqual({ from: want?.site[0], to: want?.site[1] });
    }
  });

  it.each(OPTIONS.map((option) => ({ key: option.id, option })))("$key: Section B asks about every era of the thematic study", ({ option }) => {
    const questions = asked(option.thematic);
    const reached = new Set(questions.flatMap(erasOf));
    expect([...reached].sort(), option.name).toEqual([...ERAS].sort());
    if (option.id === "medicine") {
      // The audit's example: the Black Death and the NHS are asked about.
      expect(questions.some((question) => /Black Death/.test(question)), option.name).toBe(true);
      expect(questions.some((question) => /\bNHS\b/.test(question)), option.name).toBe(true);
    }
  });

  it.each(OPTIONS.map((option) => ({ key: option.id, option })))("$key: Section A's questions on the site name no year outside the site's", ({ option }) => {
    const site = topicYears(option.name.replace(/^.*,\s+and\s+/s, ""));
    if (!site) throw new Error(`no years for the site of ${option.name}`);
    const siteEras = new Set(erasOf(`${site.from} ${site.to}`));
    for (const question of asked(option.site)) {
      for (const named of yearsNamed(question)) {
        expect(named.to >= site.from - 1 && named.from <= site.to + 1, `${option.name}: ${question}`).toBe(true);
      }
      // Nor a century or period of the thematic study outside the site's.
      expect(erasOf(question).filter((era) => !siteEras.has(era)), `${option.name}: ${question}`).toEqual([]);
    }
  });
});
