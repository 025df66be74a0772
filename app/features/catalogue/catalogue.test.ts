import { describe, expect, it } from "vitest";

import {
  accuracyLevelsFor,
  allQuestionTypes,
  CATALOGUE,
  fallbackLevels,
  fallbackMaxMarks,
  fallbackObjectives,
  getBoardSubject,
  getPaper,
  getQuestionType,
  getTopic,
  needsSource,
  needsSourceByName,
  questionTypeProblems,
  questionTypesFor,
  SOURCE_KEYWORDS,
  SPAG_LEVELS,
  totalMarks,
} from "./catalogue";
import { EXAM_BOARDS, SUBJECTS, type SubjectId } from "./subjects";
import type { ObjectiveCode, Paper, QuestionKind, QuestionType } from "./types";

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function paper(subjectId: SubjectId, boardId: string, paperId: string): Paper {
  const found = getPaper(subjectId, boardId, paperId);
  if (!found) throw new Error(`no paper ${subjectId}/${boardId}/${paperId}`);
  return found;
}

/** The question types with these ids on an English paper (or a History topic), in that order. */
function pick(found: Paper, ids: readonly string[], topicId?: string): QuestionType[] {
  const available = questionTypesFor(found, topicId);
  return ids.map((id) => {
    const questionType = available.find((candidate) => candidate.id === id);
    if (!questionType) throw new Error(`no question type ${id} on ${found.id}${topicId ? `/${topicId}` : ""}`);
    return questionType;
  });
}

function qt(subjectId: SubjectId, boardId: string, paperId: string, id: string, topicId?: string): QuestionType {
  const found = getQuestionType(subjectId, boardId, paperId, id, topicId);
  if (!found) throw new Error(`no question type ${subjectId}/${boardId}/${paperId}/${topicId ?? ""}/${id}`);
  return found;
}

/** One whole topic's marks: a History section as the student answers it. */
function topicTotal(subjectId: SubjectId, boardId: string, paperId: string, topicId: string): number {
  return totalMarks(questionTypesFor(paper(subjectId, boardId, paperId), topicId));
}

/** Marks per objective across some question types. */
function objectiveTotals(questionTypes: readonly QuestionType[]): Partial<Record<ObjectiveCode, number>> {
  const totals: Partial<Record<ObjectiveCode, number>> = {};
  for (const questionType of questionTypes) {
    for (const { code, marks } of questionType.objectives) totals[code] = (totals[code] ?? 0) + marks;
  }
  return totals;
}

function bandsOf(questionType: QuestionType): Array<[number, number]> {
  return questionType.levels.map((band) => [band.min, band.max]);
}

function uniqueIds(items: ReadonlyArray<{ id: string }>): boolean {
  return new Set(items.map((item) => item.id)).size === items.length;
}

const ENTRIES = allQuestionTypes();

// ---------------------------------------------------------------------------------------------
// Shape of the whole catalogue
// ---------------------------------------------------------------------------------------------

describe("catalogue shape", () => {
  it("has one entry per subject and board: 3 x 4 = 12", () => {
    expect(CATALOGUE).toHaveLength(12);
    for (const subject of SUBJECTS) {
      for (const board of EXAM_BOARDS) {
        expect(getBoardSubject(subject.id, board.id), `${subject.id}/${board.id}`).toBeDefined();
      }
    }
  });

  it("keeps paper ids unique per board-subject, topic ids per paper, question type ids per paper or topic", () => {
    for (const boardSubject of CATALOGUE) {
      const where = `${boardSubject.subjectId}/${boardSubject.boardId}`;
      expect(uniqueIds(boardSubject.papers), where).toBe(true);
      for (const found of boardSubject.papers) {
        expect(uniqueIds(found.topics), `${where}/${found.id}`).toBe(true);
        expect(uniqueIds(found.questionTypes), `${where}/${found.id}`).toBe(true);
        for (const topic of found.topics) {
          expect(uniqueIds(topic.questionTypes), `${where}/${found.id}/${topic.id}`).toBe(true);
        }
      }
    }
  });

  it("gives English papers question types and History papers topics, never both", () => {
    for (const boardSubject of CATALOGUE) {
      for (const found of boardSubject.papers) {
        const where = `${boardSubject.subjectId}/${boardSubject.boardId}/${found.id}`;
        if (boardSubject.subjectId === "history") {
          expect(found.questionTypes, where).toEqual([]);
          expect(found.topics.length, where).toBeGreaterThan(0);
          for (const topic of found.topics) expect(topic.questionTypes.length, topic.id).toBeGreaterThan(0);
        } else {
          expect(found.topics, where).toEqual([]);
          expect(found.questionTypes.length, where).toBeGreaterThan(0);
        }
      }
    }
  });

  it("records a confidence for every paper and a spec code and objective meanings for every board-subject", () => {
    for (const boardSubject of CATALOGUE) {
      expect(boardSubject.specCode).not.toBe("");
      const used = new Set(
        boardSubject.papers.flatMap((found) =>
          [...found.questionTypes, ...found.topics.flatMap((topic) => topic.questionTypes)].flatMap((questionType) =>
            questionType.objectives.map((share) => share.code),
          ),
        ),
      );
      for (const code of used) {
        expect(
          boardSubject.objectiveMeanings[code],
          `${boardSubject.subjectId}/${boardSubject.boardId} ${code}`,
        ).toBeTruthy();
      }
      for (const found of boardSubject.papers) {
        expect(["H", "M", "L"]).toContain(found.confidence);
        expect(found.code).not.toBe("");
      }
    }
  });

  it("gives every paper a positive whole-minute time allowed with its source, and AQA's real times", () => {
    for (const boardSubject of CATALOGUE) {
      for (const paper of boardSubject.papers) {
        expect(Number.isInteger(paper.timeAllowedMinutes) && paper.timeAllowedMinutes > 0, `${boardSubject.boardId} ${paper.code}`).toBe(true);
        expect(paper.timeAllowedNote, `${boardSubject.boardId} ${paper.code}`).toMatch(/facts §\d/);
      }
    }
    expect(getPaper("english-literature", "aqa", "paper-1")?.timeAllowedMinutes).toBe(105);
    expect(getPaper("english-literature", "aqa", "paper-2")?.timeAllowedMinutes).toBe(135);
    expect(getPaper("english-language", "aqa", "paper-1")?.timeAllowedMinutes).toBe(105);
    expect(getPaper("history", "edexcel", "paper-1")?.timeAllowedMinutes).toBe(80);
    expect(getPaper("history", "edexcel", "paper-2")?.timeAllowedMinutes).toBe(110);
    expect(getPaper("history", "edexcel", "paper-3")?.timeAllowedMinutes).toBe(90);
  });

  it("explains AO4 differently per subject (accuracy, evaluation, interpretations)", () => {
    expect(getBoardSubject("english-literature", "aqa")?.objectiveMeanings.AO4).toMatch(/accura/i);
    expect(getBoardSubject("english-language", "aqa")?.objectiveMeanings.AO4).toMatch(/evaluat/i);
    expect(getBoardSubject("history", "aqa")?.objectiveMeanings.AO4).toMatch(/interpretation/i);
    expect(getBoardSubject("history", "aqa")?.objectiveMeanings.SPaG).toMatch(/spelling/i);
  });
});

describe.each(
  ENTRIES.map((entry) => ({
    label: [
      entry.boardSubject.subjectId,
      entry.boardSubject.boardId,
      entry.paper.id,
      entry.topic?.id,
      entry.questionType.id,
    ]
      .filter(Boolean)
      .join("/"),
    questionType: entry.questionType,
  })),
)("question type $label", ({ questionType }) => {
  it("is sound: objectives add up, levels contiguous from 1 to marks minus accuracy marks, flags agree", () => {
    expect(questionTypeProblems(questionType)).toEqual([]);
  });

  it("has a confidence, and says so when its figures are a fallback", () => {
    expect(["H", "M", "L"]).toContain(questionType.confidence);
    if (questionType.fallback) {
      expect(questionType.confidence).toBe("L");
      expect(questionType.sourceNote).toMatch(/fallback/i);
    }
  });
});

describe("Edexcel History Paper 2's objectives", () => {
  it("weigh AO1 and AO2 equally, as the facts give the paper (20 / 20): 32 marks each over both booklets", () => {
    const totals: Record<string, number> = {};
    const add = (questionType: QuestionType, times = 1) => {
      for (const { code, marks } of questionType.objectives) totals[code] = (totals[code] ?? 0) + marks * times;
    };
    for (const id of ["q1-consequences", "q2-narrative"]) add(qt("history", "edexcel", "paper-2", id, "cold-war"));
    // The student answers two of Question 3's three parts, 8 marks each.
    add(qt("history", "edexcel", "paper-2", "q3-importance", "cold-war"), 2);
    for (const id of ["q1a-describe", "q1b-explain-why", "q1c-judgement"]) add(qt("history", "edexcel", "paper-2", id, "early-elizabethan-england"));
    expect(totals).toEqual({ AO1: 32, AO2: 32 });
  });
});

describe("questions asked in parts", () => {
  it("marks Edexcel's 'Explain two consequences' as two parts of 4 (facts §4.3: 8, 2 x 4), and says so in its guidance", () => {
    const consequences = qt("history", "edexcel", "paper-2", "q1-consequences", "cold-war");
    expect(consequences.parts).toEqual({ count: 2, noun: "consequence" });
    expect(consequences.guidance).toMatch(/each consequence on its own, out of 4/);
    expect(questionTypeProblems(consequences)).toEqual([]);
    expect(questionTypeProblems({ ...consequences, parts: { count: 3, noun: "consequence" } })).toEqual(["3 parts do not share 8 marks equally"]);
    expect(questionTypeProblems({ ...consequences, parts: { count: 2, noun: "reason" } })).toEqual(["the name does not say what the parts (reason) are"]);
  });

  it("is only on questions that ask for separate things", () => {
    const withParts = new Set(ENTRIES.filter((entry) => entry.questionType.parts).map((entry) => `${entry.boardSubject.boardId}/${entry.paper.id}/${entry.questionType.id}`));
    expect([...withParts]).toEqual(["edexcel/paper-2/q1-consequences"]);
  });
});

describe("questionTypeProblems (the self-check)", () => {
  it("catches objectives that do not add up, gaps in the levels, a missing label and an unmarked fallback", () => {
    const sound = qt("english-literature", "aqa", "paper-1", "shakespeare");
    expect(questionTypeProblems(sound)).toEqual([]);
    const broken: QuestionType = {
      ...sound,
      objectives: [{ code: "AO1", marks: 30 }],
      levels: [
        { level: 1, min: 1, max: 10, descriptor: "Low" },
        { level: 2, min: 12, max: 29, descriptor: "High" },
      ],
      sourceLabel: undefined,
      fallback: true,
    };
    expect(questionTypeProblems(broken)).toEqual([
      "objectives add up to 30, not 34",
      "level 2 starts at 12, expected 11",
      "levels end at 29, expected 30",
      "needsSource and sourceLabel disagree",
      "a fallback entry must have confidence L and say 'fallback' in its source note",
    ]);
  });
});

describe("which questions need a pasted text", () => {
  const NEEDS_TEXT: ReadonlySet<QuestionKind> = new Set<QuestionKind>([
    "extract-to-whole-text",
    "poetry-comparison",
    "unseen-poem",
    "unseen-poetry-comparison",
    "retrieval",
    "language-analysis",
    "structure-analysis",
    "evaluation",
    "summary",
    "comparison",
    "source-analysis",
    "source-utility",
    "interpretation-difference",
    "interpretation-evaluation",
  ]);

  it("flags extract, unseen, source and interpretation questions, and not essays without a printed text or writing tasks", () => {
    for (const { questionType } of ENTRIES) {
      expect(questionType.needsSource, `${questionType.id} (${questionType.kind})`).toBe(
        NEEDS_TEXT.has(questionType.kind),
      );
    }
  });

  it("labels the pasted text", () => {
    expect(qt("english-literature", "aqa", "paper-1", "shakespeare").sourceLabel).toBe("Extract");
    expect(qt("english-literature", "aqa", "paper-2", "unseen-comparison").sourceLabel).toBe("Poems");
    expect(qt("history", "aqa", "paper-1", "q2-sources-useful", "cold-war").sourceLabel).toBe("Sources");
    expect(qt("history", "edexcel", "paper-3", "q3d-evaluate-interpretation", "germany").sourceLabel).toBe(
      "Interpretations",
    );
    expect(qt("english-literature", "aqa", "paper-2", "modern-text").sourceLabel).toBeUndefined();
  });

  it("trusts the catalogue flag over the keyword rule, and uses the keyword rule only without a flag", () => {
    const modernText = qt("english-literature", "aqa", "paper-2", "modern-text");
    expect(needsSourceByName(modernText.name)).toBe(true); // "prose", "drama"
    expect(needsSource(modernText)).toBe(false);
    const essay = qt("history", "aqa", "paper-1", "q4-how-far", "interwar-years");
    expect(needsSource(essay)).toBe(false);
    expect(needsSource({ name: "Unseen poetry" })).toBe(true);
    expect(needsSource({ name: "Creative writing" })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Look-ups
// ---------------------------------------------------------------------------------------------

describe("look-ups", () => {
  it("matches the board id case-insensitively", () => {
    expect(getBoardSubject("english-literature", "AQA")?.specCode).toBe("8702");
    expect(getBoardSubject("history", "Edexcel")?.specCode).toBe("1HI0");
    expect(getBoardSubject("english-language", "WJEC")?.specCode).toBe("C700QS");
  });

  it("returns undefined for unknown subjects, boards, papers, topics and question types", () => {
    expect(getBoardSubject("maths", "aqa")).toBeUndefined();
    expect(getBoardSubject("history", "ccea")).toBeUndefined();
    expect(getPaper("history", "aqa", "paper-9")).toBeUndefined();
    expect(getTopic("history", "aqa", "paper-1", "nowhere")).toBeUndefined();
    expect(getQuestionType("english-language", "aqa", "paper-1", "q9")).toBeUndefined();
    expect(getQuestionType("history", "aqa", "paper-1", "q4-describe")).toBeUndefined(); // History needs a topic
  });

  it("finds papers, topics and question types", () => {
    expect(getPaper("english-literature", "aqa", "paper-1")?.code).toBe("8702/1");
    expect(getTopic("history", "aqa", "paper-1", "germany-1890-1945")?.name).toMatch(/^Germany, 1890–1945/);
    expect(getQuestionType("history", "AQA", "paper-1", "q4-describe", "germany-1890-1945")?.marks).toBe(4);
    expect(getQuestionType("english-language", "aqa", "paper-1", "q2")?.name).toBe(
      "Question 2: language analysis (8 marks)",
    );
  });

  it("lists a paper's question types for English and a topic's for History", () => {
    const english = paper("english-language", "aqa", "paper-1");
    expect(questionTypesFor(english)).toBe(english.questionTypes);
    const history = paper("history", "aqa", "paper-2");
    expect(questionTypesFor(history, "norman-england").map((q) => q.id)).toEqual([
      "q1-interpretation",
      "q2-explain",
      "q3-account",
      "q4-historic-environment",
    ]);
    expect(questionTypesFor(history)).toEqual([]);
    expect(questionTypesFor(history, "nowhere")).toEqual([]);
  });

  it("offers the spec's History topics on AQA", () => {
    const names = CATALOGUE.filter((entry) => entry.boardId === "aqa" && entry.subjectId === "history")
      .flatMap((entry) => entry.papers.flatMap((found) => found.topics.map((topic) => topic.name)))
      .join("\n");
    for (const topic of [
      "inter-war years",
      "Germany",
      "East and West",
      "Russia",
      "Health and the people",
      "Power and the people",
      "Migration",
      "Norman England",
    ]) {
      expect(names).toContain(topic);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// English Literature against the facts file
// ---------------------------------------------------------------------------------------------

describe("English Literature totals (facts §1, §2.1, §3.1, §4.1, §5.1)", () => {
  it("AQA 8702: Paper 1 = 64 (34 + 30), Paper 2 = 96 (34 + 30 + 24 + 8), 160 in all", () => {
    const p1 = paper("english-literature", "aqa", "paper-1");
    const p2 = paper("english-literature", "aqa", "paper-2");
    expect(totalMarks(pick(p1, ["shakespeare", "nineteenth-century-novel"]))).toBe(64);
    expect(totalMarks(pick(p2, ["modern-text", "anthology-poetry", "unseen-poem", "unseen-comparison"]))).toBe(96);
    expect(totalMarks([...p1.questionTypes, ...p2.questionTypes])).toBe(160);
  });

  it("AQA Shakespeare is 34 = 30 (AO1 12, AO2 12, AO3 6) + 4 AO4 on six 5-mark levels", () => {
    const shakespeare = qt("english-literature", "aqa", "paper-1", "shakespeare");
    expect(shakespeare.marks).toBe(34);
    expect(shakespeare.accuracyMarks).toBe(4);
    expect(objectiveTotals([shakespeare])).toEqual({ AO1: 12, AO2: 12, AO3: 6, AO4: 4 });
    expect(bandsOf(shakespeare)).toEqual([
      [1, 5],
      [6, 10],
      [11, 15],
      [16, 20],
      [21, 25],
      [26, 30],
    ]);
    expect(accuracyLevelsFor("english-literature", "aqa", shakespeare.accuracyMarks)).toBe(SPAG_LEVELS);
  });

  it("AQA 19th-century novel is 30 with no AO4; anthology comparison 30; unseen 24 + 8 (27.2 AO2 only)", () => {
    const novel = qt("english-literature", "aqa", "paper-1", "nineteenth-century-novel");
    expect([novel.marks, novel.accuracyMarks]).toEqual([30, 0]);
    expect(objectiveTotals([novel])).toEqual({ AO1: 12, AO2: 12, AO3: 6 });
    expect(qt("english-literature", "aqa", "paper-2", "anthology-poetry").marks).toBe(30);
    const unseen = qt("english-literature", "aqa", "paper-2", "unseen-poem");
    expect(objectiveTotals([unseen])).toEqual({ AO1: 12, AO2: 12 });
    expect(bandsOf(unseen)[5]).toEqual([21, 24]);
    const comparison = qt("english-literature", "aqa", "paper-2", "unseen-comparison");
    expect(objectiveTotals([comparison])).toEqual({ AO2: 8 });
    expect(bandsOf(comparison)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
    ]);
  });

  it("AQA 8702 objectives across the qualification are 37.5 / 42.5 / 15 / 5% of 160", () => {
    const all = (getBoardSubject("english-literature", "aqa")?.papers ?? []).flatMap((found) => found.questionTypes);
    expect(objectiveTotals(all)).toEqual({ AO1: 60, AO2: 68, AO3: 24, AO4: 8 });
  });

  it("OCR J352: each component 80 = 20 + 20 + 40 (36 + 4 AO4), objectives 40 / 40 / 15 / 5%", () => {
    const c1 = pick(paper("english-literature", "ocr", "component-01"), [
      "modern-extract-comparison",
      "modern-whole-text",
      "nineteenth-century-extract",
    ]);
    const c2 = pick(paper("english-literature", "ocr", "component-02"), [
      "poetry-comparison",
      "anthology-poem",
      "shakespeare-essay",
    ]);
    expect(totalMarks(c1)).toBe(80);
    expect(totalMarks(c2)).toBe(80);
    expect(objectiveTotals([...c1, ...c2])).toEqual({ AO1: 64, AO2: 64, AO3: 24, AO4: 8 });
    // The two Section B choices carry the same tariff.
    expect(qt("english-literature", "ocr", "component-01", "nineteenth-century-essay").objectives).toEqual(
      qt("english-literature", "ocr", "component-01", "nineteenth-century-extract").objectives,
    );
  });

  it("OCR J352: top bands 18-20 and 31-36; AO4 (4) only in Section B", () => {
    expect(bandsOf(qt("english-literature", "ocr", "component-01", "modern-whole-text")).at(-1)).toEqual([18, 20]);
    const shakespeare = qt("english-literature", "ocr", "component-02", "shakespeare-extract");
    expect(bandsOf(shakespeare).at(-1)).toEqual([31, 36]);
    expect(shakespeare.accuracyMarks).toBe(4);
    expect(qt("english-literature", "ocr", "component-02", "poetry-comparison").accuracyMarks).toBe(0);
  });

  it("Edexcel 1ET0: Paper 1 = 20 + 20 + 40 = 80, Paper 2 = 4 x 20 = 80; AO raw totals 59 / 67 / 26 / 8", () => {
    const p1 = paper("english-literature", "edexcel", "paper-1").questionTypes;
    const p2 = paper("english-literature", "edexcel", "paper-2").questionTypes;
    expect(p1.map((q) => q.marks)).toEqual([20, 20, 40]);
    expect(p2.map((q) => q.marks)).toEqual([20, 20, 20, 20]);
    expect(objectiveTotals([...p1, ...p2])).toEqual({ AO1: 59, AO2: 67, AO3: 26, AO4: 8 });
  });

  it("Edexcel post-1914 is 32 (AO1 16 + AO3 16) + 8 AO4, on 5 levels 1-6 ... 27-32 and AO4 1-2 / 3-5 / 6-8", () => {
    const essay = qt("english-literature", "edexcel", "paper-1", "post-1914");
    expect(objectiveTotals([essay])).toEqual({ AO1: 16, AO3: 16, AO4: 8 });
    expect(bandsOf(essay)).toEqual([
      [1, 6],
      [7, 12],
      [13, 19],
      [20, 26],
      [27, 32],
    ]);
    expect(accuracyLevelsFor("english-literature", "edexcel", 8)?.map((b) => [b.min, b.max])).toEqual([
      [1, 2],
      [3, 5],
      [6, 8],
    ]);
    expect(bandsOf(qt("english-literature", "edexcel", "paper-2", "novel-whole"))).toEqual([
      [1, 4],
      [5, 8],
      [9, 12],
      [13, 16],
      [17, 20],
    ]);
  });

  it("Eduqas C720: Component 1 = 15 + 25 + 15 + 25 = 80, Component 2 = 40 + 40 + 15 + 25 = 120", () => {
    const c1 = paper("english-literature", "wjec", "component-1").questionTypes;
    const c2 = paper("english-literature", "wjec", "component-2").questionTypes;
    expect(c1.map((q) => q.marks)).toEqual([15, 25, 15, 25]);
    expect(c2.map((q) => q.marks)).toEqual([40, 40, 15, 25]);
    expect(totalMarks(c1)).toBe(80);
    expect(totalMarks(c2)).toBe(120);
  });

  it("Eduqas AO4 is 5 (1 / 2-3 / 4-5) on the Shakespeare essay and the post-1914 question only; five bands on every grid", () => {
    const withAo4 = [
      ...paper("english-literature", "wjec", "component-1").questionTypes,
      ...paper("english-literature", "wjec", "component-2").questionTypes,
    ]
      .filter((q) => q.accuracyMarks > 0)
      .map((q) => [q.id, q.accuracyMarks]);
    expect(withAo4).toEqual([
      ["shakespeare-essay", 5],
      ["post-1914", 5],
    ]);
    expect(accuracyLevelsFor("english-literature", "wjec", 5)?.map((b) => [b.min, b.max])).toEqual([
      [1, 1],
      [2, 3],
      [4, 5],
    ]);
    expect(bandsOf(qt("english-literature", "wjec", "component-2", "post-1914"))).toEqual([
      [1, 7],
      [8, 14],
      [15, 21],
      [22, 28],
      [29, 35],
    ]);
    for (const { boardSubject, questionType } of ENTRIES) {
      if (boardSubject.subjectId === "english-literature" && boardSubject.boardId === "wjec") {
        expect(questionType.levels, questionType.id).toHaveLength(5);
      }
    }
  });

  it("lists the set texts the facts give", () => {
    expect(paper("english-literature", "aqa", "paper-1").setTexts).toContain("Macbeth");
    expect(paper("english-literature", "aqa", "paper-2").setTexts.join()).toContain("My Name is Leon");
    expect(paper("english-literature", "edexcel", "paper-2").setTexts.join()).toContain("Silas Marner");
    expect(paper("english-literature", "ocr", "component-01").setTexts.join()).toContain("The War of the Worlds");
    expect(paper("english-literature", "wjec", "component-1").setTexts).toContain("Othello");
  });
});

// ---------------------------------------------------------------------------------------------
// English Language against the facts file
// ---------------------------------------------------------------------------------------------

describe("English Language totals (facts §1, §2.2, §3.2, §4.2, §5.2)", () => {
  it("AQA 8700: both papers 80 = 40 reading + 40 writing, with the facts' tariffs", () => {
    const p1 = paper("english-language", "aqa", "paper-1").questionTypes;
    const p2 = paper("english-language", "aqa", "paper-2").questionTypes;
    expect(p1.map((q) => q.marks)).toEqual([4, 8, 8, 20, 40]);
    expect(p2.map((q) => q.marks)).toEqual([4, 8, 12, 16, 40]);
    expect(totalMarks(p1)).toBe(80);
    expect(totalMarks(p2)).toBe(80);
  });

  it("AQA 8700 objectives are 10 / 17.5 / 10 / 12.5 / 30 / 20% of 160", () => {
    const all = [
      ...paper("english-language", "aqa", "paper-1").questionTypes,
      ...paper("english-language", "aqa", "paper-2").questionTypes,
    ];
    expect(objectiveTotals(all)).toEqual({ AO1: 16, AO2: 28, AO3: 16, AO4: 20, AO5: 48, AO6: 32 });
  });

  it("AQA writing is AO5 24 (19-24 top) + AO6 16 (13-16 top); Q1s are point-marked; reading levels in 4 bands", () => {
    const writing = qt("english-language", "aqa", "paper-1", "q5");
    expect(objectiveTotals([writing])).toEqual({ AO5: 24, AO6: 16 });
    expect(writing.accuracyMarks).toBe(16);
    expect(bandsOf(writing)).toEqual([
      [1, 6],
      [7, 12],
      [13, 18],
      [19, 24],
    ]);
    expect(accuracyLevelsFor("english-language", "aqa", 16)?.map((b) => [b.min, b.max])).toEqual([
      [1, 4],
      [5, 8],
      [9, 12],
      [13, 16],
    ]);
    expect(qt("english-language", "aqa", "paper-1", "q1").levels).toEqual([]);
    expect(bandsOf(qt("english-language", "aqa", "paper-1", "q4"))).toEqual([
      [1, 5],
      [6, 10],
      [11, 15],
      [16, 20],
    ]);
    expect(bandsOf(qt("english-language", "aqa", "paper-2", "q3"))).toEqual([
      [1, 3],
      [4, 6],
      [7, 9],
      [10, 12],
    ]);
    expect(bandsOf(qt("english-language", "aqa", "paper-2", "q4"))).toEqual([
      [1, 4],
      [5, 8],
      [9, 12],
      [13, 16],
    ]);
  });

  it("OCR J351: each component 80 = 40 reading + 40 writing (AO5 24 + AO6 16)", () => {
    for (const id of ["component-01", "component-02"]) {
      const questionTypes = paper("english-language", "ocr", id).questionTypes;
      expect(totalMarks(questionTypes)).toBe(80);
      expect(totalMarks(questionTypes.filter((q) => q.id !== "writing"))).toBe(40);
      expect(objectiveTotals([qt("english-language", "ocr", id, "writing")])).toEqual({ AO5: 24, AO6: 16 });
    }
  });

  it("Edexcel 1EN0: Paper 1 = 64, Paper 2 = 96; AO raw totals 15 / 21 / 14 / 30 / 48 / 32 of 160", () => {
    const p1 = paper("english-language", "edexcel", "paper-1").questionTypes;
    const p2 = paper("english-language", "edexcel", "paper-2").questionTypes;
    expect(p1.map((q) => q.marks)).toEqual([1, 2, 6, 15, 40]);
    expect(p2.map((q) => q.marks)).toEqual([2, 2, 15, 1, 1, 15, 6, 14, 40]);
    expect(totalMarks(p1)).toBe(64);
    expect(totalMarks(p2)).toBe(96);
    expect(objectiveTotals([...p1, ...p2])).toEqual({ AO1: 15, AO2: 21, AO3: 14, AO4: 30, AO5: 48, AO6: 32 });
    expect(bandsOf(qt("english-language", "edexcel", "paper-1", "q4"))).toEqual([
      [1, 3],
      [4, 6],
      [7, 9],
      [10, 12],
      [13, 15],
    ]);
  });

  it("Eduqas C700: Component 1 = 5 + 5 + 10 + 10 + 10 + 40; Component 2 = 3 + 10 + 3 + 10 + 4 + 10 + 20 + 20", () => {
    const c1 = paper("english-language", "wjec", "component-1").questionTypes;
    const c2 = paper("english-language", "wjec", "component-2").questionTypes;
    expect(c1.map((q) => q.marks)).toEqual([5, 5, 10, 10, 10, 40]);
    expect(c2.map((q) => q.marks)).toEqual([3, 10, 3, 10, 4, 10, 20, 20]);
    expect(totalMarks(c1)).toBe(80);
    expect(totalMarks(c2)).toBe(80);
    expect(objectiveTotals([qt("english-language", "wjec", "component-2", "b1")])).toEqual({ AO5: 12, AO6: 8 });
  });

  it("OCR J351 Question 4 (18) is marked against comparison and evaluation (AO3, AO4), never finding information and language (AO1, AO2)", () => {
    for (const paperId of ["component-01", "component-02"]) {
      const q4 = qt("english-language", "ocr", paperId, "q4");
      expect(objectiveTotals([q4]), paperId).toEqual({ AO3: 9, AO4: 9 });
      expect(q4.fallback, paperId).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// History against the facts file
// ---------------------------------------------------------------------------------------------

describe("History totals (facts §1, §2.3, §3.3, §4.3, §5.3, §6)", () => {
  it("AQA 8145: each paper 84 including 4 SPaG, whichever options are taken; 168 and 8 SPaG in all", () => {
    const p1 = paper("history", "aqa", "paper-1");
    const p2 = paper("history", "aqa", "paper-2");
    const sectionA1 = ["america-1840-1895", "germany-1890-1945", "russia-1894-1945", "america-1920-1973"];
    const sectionB1 = ["first-world-war", "interwar-years", "cold-war", "asia", "gulf-and-afghanistan"];
    const sectionA2 = ["health-and-the-people", "power-and-the-people", "migration"];
    const sectionB2 = ["norman-england", "edward-i", "elizabethan-england", "restoration-england"];
    expect(p1.topics.map((t) => t.id)).toEqual([...sectionA1, ...sectionB1]);
    expect(p2.topics.map((t) => t.id)).toEqual([...sectionA2, ...sectionB2]);
    for (const id of sectionA1) expect(topicTotal("history", "aqa", "paper-1", id)).toBe(40);
    for (const id of sectionB1) expect(topicTotal("history", "aqa", "paper-1", id)).toBe(44);
    for (const id of sectionA2) expect(topicTotal("history", "aqa", "paper-2", id)).toBe(44);
    for (const id of sectionB2) expect(topicTotal("history", "aqa", "paper-2", id)).toBe(40);

    const paper1 = [...questionTypesFor(p1, "germany-1890-1945"), ...questionTypesFor(p1, "interwar-years")];
    const paper2 = [...questionTypesFor(p2, "health-and-the-people"), ...questionTypesFor(p2, "norman-england")];
    expect(totalMarks(paper1)).toBe(84);
    expect(totalMarks(paper2)).toBe(84);
    expect(objectiveTotals(paper1).SPaG).toBe(4);
    expect(objectiveTotals(paper2).SPaG).toBe(4);
    expect(totalMarks([...paper1, ...paper2])).toBe(168);
  });

  it("AQA tariffs: interpretations 4 / 4 / 8 (AO4), describe 4, explain 8 and 12, source 4 and 12, essays 16 + 4 SPaG", () => {
    expect(questionTypesFor(paper("history", "aqa", "paper-1"), "germany-1890-1945").map((q) => q.marks)).toEqual([
      4, 4, 8, 4, 8, 12,
    ]);
    expect(questionTypesFor(paper("history", "aqa", "paper-1"), "cold-war").map((q) => q.marks)).toEqual([
      4, 12, 8, 20,
    ]);
    const essay = qt("history", "aqa", "paper-1", "q4-how-far", "interwar-years");
    expect([essay.marks, essay.accuracyMarks]).toEqual([20, 4]);
    expect(bandsOf(essay)).toEqual([
      [1, 4],
      [5, 8],
      [9, 12],
      [13, 16],
    ]);
    expect(bandsOf(qt("history", "aqa", "paper-1", "q1-interpretations-differ", "russia-1894-1945"))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(objectiveTotals([qt("history", "aqa", "paper-1", "q3-more-convincing", "russia-1894-1945")])).toEqual({
      AO4: 8,
    });
    const historicEnvironment = qt("history", "aqa", "paper-2", "q4-historic-environment", "norman-england");
    expect([historicEnvironment.marks, historicEnvironment.accuracyMarks]).toEqual([16, 0]);
    expect(accuracyLevelsFor("history", "aqa", 4)).toBe(SPAG_LEVELS);
  });

  it("Edexcel 1HI0: Paper 1 = 52, Paper 2 = 64 (32 + 32), Paper 3 = 52; 168 with 8 SPaG", () => {
    const p1 = paper("history", "edexcel", "paper-1");
    const p2 = paper("history", "edexcel", "paper-2");
    const p3 = paper("history", "edexcel", "paper-3");
    for (const topic of p1.topics) expect(topicTotal("history", "edexcel", "paper-1", topic.id)).toBe(52);
    for (const topic of p3.topics) expect(topicTotal("history", "edexcel", "paper-3", topic.id)).toBe(52);
    // Booklet P: the student answers Question 3 ("explain the importance", 8 marks) twice.
    const importance = qt("history", "edexcel", "paper-2", "q3-importance", "cold-war");
    for (const topic of p2.topics) {
      const answers = topic.questionTypes.some((q) => q.id === "q3-importance") ? importance.marks : 0;
      expect(topicTotal("history", "edexcel", "paper-2", topic.id) + answers, topic.id).toBe(32);
    }
    const chosen = [
      ...questionTypesFor(p1, "medicine"),
      ...questionTypesFor(p2, "cold-war"),
      importance,
      ...questionTypesFor(p2, "early-elizabethan-england"),
      ...questionTypesFor(p3, "germany"),
    ];
    expect(totalMarks(chosen)).toBe(168);
    expect(objectiveTotals(chosen).SPaG).toBe(8);
    expect(objectiveTotals(questionTypesFor(p2, "cold-war")).SPaG).toBeUndefined();
  });

  it("Edexcel objectives match the paper weightings: Paper 1 18 / 18 / 12 / 0, Paper 3 6 / 6 / 12 / 24 (+ 4 SPaG each)", () => {
    expect(objectiveTotals(questionTypesFor(paper("history", "edexcel", "paper-1"), "crime-and-punishment"))).toEqual({
      AO1: 18,
      AO2: 18,
      AO3: 12,
      SPaG: 4,
    });
    expect(objectiveTotals(questionTypesFor(paper("history", "edexcel", "paper-3"), "russia"))).toEqual({
      AO1: 6,
      AO2: 6,
      AO3: 12,
      AO4: 24,
      SPaG: 4,
    });
  });

  it("Edexcel tariffs: explain why 12, judgements 16, interpretations 4 / 4 / 16; describe, inference and follow-up point-marked", () => {
    const explain = qt("history", "edexcel", "paper-3", "q2-explain-why", "china");
    expect(bandsOf(explain)).toEqual([
      [1, 3],
      [4, 6],
      [7, 9],
      [10, 12],
    ]);
    expect(qt("history", "edexcel", "paper-2", "q1c-judgement", "henry-viii").marks).toBe(16);
    expect(questionTypesFor(paper("history", "edexcel", "paper-3"), "usa").map((q) => q.marks)).toEqual([
      4, 12, 8, 4, 4, 20,
    ]);
    for (const [paperId, id, topicId] of [
      ["paper-1", "q1-describe", "warfare"],
      ["paper-1", "q2b-follow-up", "warfare"],
      ["paper-3", "q1-inference", "usa"],
      ["paper-2", "q1a-describe", "richard-and-john"],
    ] as const) {
      expect(qt("history", "edexcel", paperId, id, topicId).levels).toEqual([]);
    }
  });

  it("Eduqas C100: the facts' options, every question kind a spec §9 fallback, with no level left out", () => {
    expect(paper("history", "wjec", "component-1").topics).toHaveLength(8);
    for (const { boardSubject, questionType } of ENTRIES) {
      if (boardSubject.subjectId !== "history" || boardSubject.boardId !== "wjec") continue;
      expect(questionType.fallback).toBe(true);
      expect(questionType.marks).toBe(fallbackMaxMarks("history", questionType.name));
      expect(questionType.objectives).toEqual(fallbackObjectives("history", questionType.marks));
      // The 4- and 8-mark questions take AQA's equal bands (the percentages left Level 3 out of 4 marks); the rest the fallback.
      if (questionType.marks === 4) expect(questionType.levels.map((band) => [band.level, band.min, band.max])).toEqual([[1, 1, 2], [2, 3, 4]]);
      else if (questionType.marks === 8) expect(questionType.levels.map((band) => [band.level, band.min, band.max])).toEqual([[1, 1, 2], [2, 3, 4], [3, 5, 6], [4, 7, 8]]);
      else expect(questionType.levels).toEqual(fallbackLevels(questionType.marks));
      // Levels 1 to N, each once, covering every mark from 1 to the total.
      expect(questionType.levels.map((band) => band.level)).toEqual(questionType.levels.map((_, index) => index + 1));
      expect(questionType.levels.at(-1)?.max).toBe(questionType.marks);
    }
  });

  it("OCR J411 (facts §3.3): Papers 1 and 3 are 80 marks in two sections of 40, Paper 2 is 40 + 10 SPaG, essays 18 and 20", () => {
    const p1 = paper("history", "ocr", "paper-1");
    const p2 = paper("history", "ocr", "paper-2");
    const p3 = paper("history", "ocr", "paper-3");
    expect(p1.topics).toHaveLength(6);
    expect(p3.topics.map((t) => t.id)).toContain("nazi-rule");
    // The audit's Paper 1 option was 56 marks (the §9 fallback kinds); each section is 40 of the paper's 80.
    for (const topic of p1.topics) expect(topicTotal("history", "ocr", "paper-1", topic.id), topic.id).toBe(40);
    for (const topic of p3.topics) expect(topicTotal("history", "ocr", "paper-3", topic.id), topic.id).toBe(40);
    expect(totalMarks([...questionTypesFor(p1, "peoples-health"), ...questionTypesFor(p1, "norman-conquest")])).toBe(80);
    expect(totalMarks([...questionTypesFor(p3, "viking-expansion"), ...questionTypesFor(p3, "nazi-rule")])).toBe(80);
    expect(questionTypesFor(p1, "norman-conquest").map((q) => q.marks)).toEqual([3, 5, 12, 20]);
    expect(questionTypesFor(p1, "crime-and-punishment").map((q) => q.marks)).toEqual([3, 9, 10, 18]);
    const essays = ENTRIES.filter((e) => e.boardSubject.subjectId === "history" && e.boardSubject.boardId === "ocr" && e.paper.id !== "paper-2" && e.questionType.kind === "essay");
    expect(new Set(essays.map((e) => e.questionType.marks))).toEqual(new Set([18, 20]));
    // Paper 2: 40 marks + 10 SPaG in one hour.
    const site = questionTypesFor(p2, "history-around-us");
    expect(totalMarks(site)).toBe(50);
    expect(objectiveTotals(site).SPaG).toBe(10);
    expect(p2.timeAllowedMinutes).toBe(60);
    // The tariffs are not confirmed (facts §11): every entry says so and is never above L.
    for (const { boardSubject, questionType } of ENTRIES) {
      if (boardSubject.subjectId !== "history" || boardSubject.boardId !== "ocr") continue;
      expect(questionType.confidence, questionType.id).toBe("L");
      expect(questionType.sourceNote, questionType.id).toMatch(/not confirmed|fallback/);
    }
  });

  it("copies a section's question kinds per topic rather than sharing objects", () => {
    const a = qt("history", "aqa", "paper-1", "q4-describe", "germany-1890-1945");
    const b = qt("history", "aqa", "paper-1", "q4-describe", "russia-1894-1945");
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
    expect(a.levels).not.toBe(b.levels);
  });
});

// ---------------------------------------------------------------------------------------------
// The spec's section 9 fallback rules, number by number
// ---------------------------------------------------------------------------------------------

describe("fallbackMaxMarks (spec §9 'Maximum marks')", () => {
  it.each([
    ["english-literature", "Character of Lady Macbeth", 30],
    ["english-literature", "Theme of power", 30],
    ["english-literature", "Poetry anthology", 25],
    ["english-literature", "Comparison of two poems", 25],
    ["english-literature", "Unseen", 20],
    ["english-literature", "Whole-text essay", 30],
    ["english-literature", "UNSEEN", 20],
    ["english-language", "Reading", 20],
    ["english-language", "Comprehension", 20],
    ["english-language", "Language analysis", 20],
    ["english-language", "Creative", 40],
    ["english-language", "Transactional writing", 40],
    ["english-language", "Summary", 20],
    ["history", "Describe", 4],
    ["history", "Explain why", 8],
    ["history", "Evaluate the statement", 16],
    ["history", "Assess the importance", 16],
    ["history", "Source question", 12],
    ["history", "Essay", 16],
    ["history", "DESCRIBE", 4],
    ["maths", "Anything", 30],
  ] as const)("%s, %s -> %i", (subjectId, name, marks) => {
    expect(fallbackMaxMarks(subjectId, name)).toBe(marks);
  });

  it.each([
    ["english-literature", "Unseen poetry", 25, "poetry comes before unseen"],
    ["english-literature", "Theme comparison", 30, "character/theme comes first"],
    ["english-language", "Creative reading and writing", 20, "reading comes before writing"],
    ["history", "Explain the source", 8, "explain comes before source"],
    ["history", "Describe and evaluate", 4, "describe comes first"],
    ["history", "Assess the source", 16, "evaluate/assess comes before source"],
  ] as const)("precedence: %s, %s -> %i (%s)", (subjectId, name, marks, _why) => {
    expect(fallbackMaxMarks(subjectId, name)).toBe(marks);
  });
});

describe("fallbackObjectives (spec §9 'Assessment objectives')", () => {
  it.each([
    ["english-literature", 30, 12, 18],
    ["english-literature", 25, 10, 15],
    ["english-literature", 20, 8, 12],
    ["english-language", 20, 10, 10],
    ["english-language", 40, 20, 20],
    ["english-language", 15, 8, 7],
    ["history", 16, 6, 10],
    ["history", 12, 5, 7],
    ["history", 8, 3, 5],
    ["history", 4, 2, 2],
  ] as const)("%s, %i marks -> AO1 %i + AO2 %i", (subjectId, marks, ao1, ao2) => {
    expect(fallbackObjectives(subjectId, marks)).toEqual([
      { code: "AO1", marks: ao1 },
      { code: "AO2", marks: ao2 },
    ]);
  });

  it("always adds up, with AO1 the nearest whole mark to its weight (40% Literature and History, 50% Language)", () => {
    const weights = { "english-literature": 0.4, "english-language": 0.5, history: 0.4 } as const;
    for (const subjectId of ["english-literature", "english-language", "history"] as const) {
      for (let marks = 1; marks <= 100; marks += 1) {
        const [ao1, ao2] = fallbackObjectives(subjectId, marks);
        expect((ao1?.marks ?? 0) + (ao2?.marks ?? 0)).toBe(marks);
        expect(Math.abs((ao1?.marks ?? 0) - marks * weights[subjectId])).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it("rejects totals that are not positive whole numbers", () => {
    expect(() => fallbackObjectives("history", 0)).toThrow(RangeError);
    expect(() => fallbackObjectives("history", 2.5)).toThrow(RangeError);
  });
});

describe("fallbackLevels (spec §9 'Levels': L4 from 75%, L3 from 60%, L2 from 40%, L1 below)", () => {
  it.each([
    [
      20,
      [
        [1, 7],
        [8, 11],
        [12, 14],
        [15, 20],
      ],
    ],
    [
      30,
      [
        [1, 11],
        [12, 17],
        [18, 22],
        [23, 30],
      ],
    ],
    [
      16,
      [
        [1, 6],
        [7, 9],
        [10, 11],
        [12, 16],
      ],
    ],
    [
      40,
      [
        [1, 15],
        [16, 23],
        [24, 29],
        [30, 40],
      ],
    ],
    [
      24,
      [
        [1, 9],
        [10, 14],
        [15, 17],
        [18, 24],
      ],
    ],
    [
      12,
      [
        [1, 4],
        [5, 7],
        [8, 8],
        [9, 12],
      ],
    ],
    [
      8,
      [
        [1, 3],
        [4, 4],
        [5, 5],
        [6, 8],
      ],
    ],
  ])("%i marks -> %j", (marks, expected) => {
    const levels = fallbackLevels(marks);
    expect(levels.map((band) => band.level)).toEqual([1, 2, 3, 4]);
    expect(levels.map((band) => [band.min, band.max])).toEqual(expected);
  });

  it("leaves out a level that is empty on a small total instead of renumbering", () => {
    expect(fallbackLevels(4).map((b) => [b.level, b.min, b.max])).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [4, 3, 4],
    ]);
    expect(fallbackLevels(1).map((b) => [b.level, b.min, b.max])).toEqual([[4, 1, 1]]);
  });

  it("puts every mark in the level the spec's percentages give, in contiguous bands from 1 to the total", () => {
    for (let marks = 1; marks <= 100; marks += 1) {
      const levels = fallbackLevels(marks);
      expect(levels[0]?.min).toBe(1);
      expect(levels.at(-1)?.max).toBe(marks);
      for (let index = 1; index < levels.length; index += 1) {
        expect(levels[index]?.min).toBe((levels[index - 1]?.max ?? 0) + 1);
      }
      for (let mark = 1; mark <= marks; mark += 1) {
        const percent = (mark / marks) * 100;
        const expected = percent >= 75 ? 4 : percent >= 60 ? 3 : percent >= 40 ? 2 : 1;
        const band = levels.find((b) => b.min <= mark && mark <= b.max);
        expect(band?.level, `${mark}/${marks}`).toBe(expected);
      }
    }
  });

  it("rejects totals that are not positive whole numbers", () => {
    expect(() => fallbackLevels(0)).toThrow(RangeError);
    expect(() => fallbackLevels(-3)).toThrow(RangeError);
  });
});

describe("SPaG / accuracy grid", () => {
  it("is Threshold 1, Intermediate 2-3, High 4", () => {
    expect(SPAG_LEVELS.map((b) => [b.min, b.max])).toEqual([
      [1, 1],
      [2, 3],
      [4, 4],
    ]);
    expect(SPAG_LEVELS.map((b) => b.descriptor.split(":")[0])).toEqual(["Threshold", "Intermediate", "High"]);
  });

  it("has no grid where the facts give none", () => {
    expect(accuracyLevelsFor("english-language", "edexcel", 16)).toBeUndefined();
  });
});

describe("source keyword rule (spec §5)", () => {
  it("lists the spec's fifteen keywords", () => {
    expect([...SOURCE_KEYWORDS]).toEqual([
      "source",
      "extract",
      "unseen",
      "reading",
      "comprehension",
      "analysis",
      "comparison",
      "poetry",
      "prose",
      "drama",
      "shakespeare",
      "novel",
      "text",
      "passage",
      "excerpt",
    ]);
  });

  it.each(SOURCE_KEYWORDS.map((keyword) => [keyword]))("matches %s in any case, inside a longer name", (keyword) => {
    expect(needsSourceByName(`About the ${keyword.toUpperCase()} here`)).toBe(true);
    expect(needsSourceByName(`${keyword}s`)).toBe(true);
  });

  it.each(["Creative writing", "Describe", "Explain why", "Essay", "Viewpoint"])("does not match %s", (name) => {
    expect(needsSourceByName(name)).toBe(false);
  });
});

describe("level descriptors fit what a question rewards", () => {
  it("an account question's levels reward how events led to one another and never ask for a judgement", () => {
    const accounts = ENTRIES.filter((entry) => entry.questionType.kind === "account");
    expect(accounts.length).toBeGreaterThanOrEqual(3);
    for (const { questionType } of accounts) {
      for (const band of questionType.levels) expect(band.descriptor, `${questionType.id} level ${band.level}`).not.toMatch(/judgement/i);
    }
    const aqa = accounts.filter((entry) => entry.boardSubject.boardId === "aqa");
    expect(new Set(aqa.map((entry) => `${entry.paper.id}/${entry.questionType.id}`))).toEqual(new Set(["paper-1/q3-account", "paper-2/q3-account"]));
    for (const { questionType } of aqa) expect(questionType.levels.at(-1)!.descriptor).toMatch(/led to one another/);
  });
});
