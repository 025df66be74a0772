import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CATALOGUE } from "~/features/catalogue/lookup";
import { EXTRACT_BANK } from "~/features/generation/offline/extract-bank";
import { FICTION_PAIRS, FICTION_TEXTS, type FictionText } from "~/features/generation/offline/fiction-texts";
import { ANTHOLOGY_POEM_TITLES, mentions, SET_TEXT_PROFILES, UNSEEN_POEM_THEMES, UNSEEN_THEMES } from "~/features/generation/offline/generate-question";
import { NONFICTION_THEMES, themeNamedIn } from "~/features/generation/offline/nonfiction-themes";
import { numberLines, printedLines } from "~/features/generation/offline/number-lines";
import { INVENTED_FOR_PRACTICE } from "~/features/generation/offline/practice-sources";
import { setModelCaller } from "~/platform/ai/model-caller.server";

import type { PaperDraft, QuestionRow } from "./paper-schema";

import { writePaperDraft } from "./build-paper.server";
import { paperSkeleton } from "./paper-skeleton";

// Every board's papers built through the offline path (no model: what every new user runs), checked against
// the facts (/work/shared/reference/gcse-exam-facts.md): what each question asks, how many questions, their
// marks and the time allowed.

const SEEDS = ["audit-1", "audit-2", "audit-3"];

interface Built {
  key: string;
  subjectId: string;
  boardId: string;
  paperId: string;
  topicId: string | null;
  seed: string;
  draft: PaperDraft;
}

let BUILT: Built[] = [];

beforeAll(async () => {
  setModelCaller(null);
  const built: Built[] = [];
  for (const boardSubject of CATALOGUE) {
    for (const paper of boardSubject.papers) {
      for (const topicId of paper.topics.length > 0 ? paper.topics.map((topic) => topic.id) : [null]) {
        const skeleton = paperSkeleton({ subjectId: boardSubject.subjectId, boardId: boardSubject.boardId, paperId: paper.id, topicId });
        if (!skeleton) throw new Error(`no skeleton for ${boardSubject.boardId} ${paper.id} ${topicId}`);
        for (const seed of SEEDS) {
          const result = await writePaperDraft(skeleton, seed);
          if (!result.ok) throw new Error(`${boardSubject.boardId} ${paper.id} ${topicId}: ${JSON.stringify(result)}`);
          const key = `${boardSubject.subjectId}/${boardSubject.boardId}/${paper.id}/${topicId ?? "-"} (${seed})`;
          built.push({ key, subjectId: boardSubject.subjectId, boardId: boardSubject.boardId, paperId: paper.id, topicId, seed, draft: result.value });
        }
      }
    }
  }
  BUILT = built;
});

afterAll(() => setModelCaller(undefined));

const marksOf = (draft: PaperDraft) => draft.questions.reduce((sum, row) => sum + Number(row.marks), 0);
const row = (built: Built, id: string): QuestionRow => {
  const found = built.draft.questions.find((question) => question.catalogueQuestionTypeId === id);
  if (!found) throw new Error(`${built.key}: no question ${id}`);
  return found;
};
const papers = (subjectId: string, boardId: string, paperId: string, topicIds?: readonly string[]) =>
  BUILT.filter(
    (built) =>
      built.subjectId === subjectId && built.boardId === boardId && built.paperId === paperId && (!topicIds || topicIds.includes(built.topicId ?? "")),
  );

/** Marks and minutes of one sitting, from the facts (§2-§5); History sittings are one option (one section). */
const SITTINGS: { subjectId: string; boardId: string; paperId: string; topics?: string[]; marks: number; minutes: number; facts: string }[] = [
  { subjectId: "english-literature", boardId: "aqa", paperId: "paper-1", marks: 64, minutes: 105, facts: "§2.1 8702/1 1h45, 64" },
  { subjectId: "english-literature", boardId: "aqa", paperId: "paper-2", marks: 96, minutes: 135, facts: "§2.1 8702/2 2h15, 96" },
  { subjectId: "english-literature", boardId: "ocr", paperId: "component-01", marks: 80, minutes: 120, facts: "§3.1 J352/01 2h, 80" },
  { subjectId: "english-literature", boardId: "ocr", paperId: "component-02", marks: 80, minutes: 120, facts: "§3.1 J352/02 2h, 80" },
  { subjectId: "english-literature", boardId: "edexcel", paperId: "paper-1", marks: 80, minutes: 105, facts: "§4.1 1ET0/1 1h45, 80" },
  { subjectId: "english-literature", boardId: "edexcel", paperId: "paper-2", marks: 80, minutes: 135, facts: "§4.1 1ET0/2 2h15, 80" },
  { subjectId: "english-literature", boardId: "wjec", paperId: "component-1", marks: 80, minutes: 120, facts: "§5.1 C720 C1 2h, 80" },
  { subjectId: "english-literature", boardId: "wjec", paperId: "component-2", marks: 120, minutes: 150, facts: "§5.1 C720 C2 2h30, 120" },
  { subjectId: "english-language", boardId: "aqa", paperId: "paper-1", marks: 80, minutes: 105, facts: "§2.2 8700/1 1h45, 80" },
  { subjectId: "english-language", boardId: "aqa", paperId: "paper-2", marks: 80, minutes: 105, facts: "§2.2 8700/2 1h45, 80" },
  { subjectId: "english-language", boardId: "ocr", paperId: "component-01", marks: 80, minutes: 120, facts: "§3.2 J351/01 2h, 80" },
  { subjectId: "english-language", boardId: "ocr", paperId: "component-02", marks: 80, minutes: 120, facts: "§3.2 J351/02 2h, 80" },
  { subjectId: "english-language", boardId: "edexcel", paperId: "paper-1", marks: 64, minutes: 105, facts: "§4.2 1EN0/1 1h45, 64" },
  { subjectId: "english-language", boardId: "edexcel", paperId: "paper-2", marks: 96, minutes: 125, facts: "§4.2 1EN0/2 96, 2h05 (L)" },
  { subjectId: "english-language", boardId: "wjec", paperId: "component-1", marks: 80, minutes: 105, facts: "§5.2 C700 C1 1h45, 80" },
  { subjectId: "english-language", boardId: "wjec", paperId: "component-2", marks: 80, minutes: 120, facts: "§5.2 C700 C2 2h, 80" },
  // AQA 8145: each paper 2h for 84 = 40 + 44 (Paper 1: period study 40, wider world 40 + 4 SPaG; Paper 2 the reverse).
  { subjectId: "history", boardId: "aqa", paperId: "paper-1", topics: ["america-1840-1895", "germany-1890-1945", "russia-1894-1945", "america-1920-1973"], marks: 40, minutes: 55, facts: "§2.3 Paper 1 A, 40 of 84 in 2h" },
  { subjectId: "history", boardId: "aqa", paperId: "paper-1", topics: ["first-world-war", "interwar-years", "cold-war", "asia", "gulf-and-afghanistan"], marks: 44, minutes: 65, facts: "§2.3 Paper 1 B, 44 of 84 in 2h" },
  { subjectId: "history", boardId: "aqa", paperId: "paper-2", topics: ["health-and-the-people", "power-and-the-people", "migration"], marks: 44, minutes: 65, facts: "§2.3 Paper 2 A, 44 of 84 in 2h" },
  { subjectId: "history", boardId: "aqa", paperId: "paper-2", topics: ["norman-england", "edward-i", "elizabethan-england", "restoration-england"], marks: 40, minutes: 55, facts: "§2.3 Paper 2 B, 40 of 84 in 2h" },
  // Edexcel 1HI0: Paper 1 1h20 for 52; Paper 2 1h50 for 64 = 32 + 32 (booklet P: 8 + 8 + 2 x 8); Paper 3 1h30 for 52.
  { subjectId: "history", boardId: "edexcel", paperId: "paper-1", marks: 52, minutes: 80, facts: "§4.3 Paper 1 1h20, 52" },
  { subjectId: "history", boardId: "edexcel", paperId: "paper-2", topics: ["spain-new-world", "british-america", "american-west", "cold-war", "middle-east"], marks: 32, minutes: 55, facts: "§4.3 Paper 2 booklet P, 32 of 64 in 1h50" },
  { subjectId: "history", boardId: "edexcel", paperId: "paper-2", topics: ["anglo-saxon-norman-england", "richard-and-john", "henry-viii", "early-elizabethan-england"], marks: 32, minutes: 55, facts: "§4.3 Paper 2 booklet B, 32 of 64 in 1h50" },
  { subjectId: "history", boardId: "edexcel", paperId: "paper-3", marks: 52, minutes: 90, facts: "§4.3 Paper 3 1h30, 52" },
  // OCR J411: Papers 1 and 3 1h45 for 80 in two sections; Paper 2 1h for 40 + 10 SPaG.
  { subjectId: "history", boardId: "ocr", paperId: "paper-1", marks: 40, minutes: 55, facts: "§3.3 Paper 1, one section of 80 in 1h45" },
  { subjectId: "history", boardId: "ocr", paperId: "paper-2", marks: 50, minutes: 60, facts: "§3.3 Paper 2 1h, 40 + 10 SPaG" },
  { subjectId: "history", boardId: "ocr", paperId: "paper-3", marks: 40, minutes: 55, facts: "§3.3 Paper 3, one section of 80 in 1h45" },
  // Eduqas C100 Component 1: two depth studies, reported as 1h each (tariffs not found: §9 fallback marks).
  { subjectId: "history", boardId: "wjec", paperId: "component-1", marks: 56, minutes: 60, facts: "§5.3 Component 1, 1h per depth study (L)" },
  // Eduqas C100 Component 2: the period study 45 minutes and the thematic study 1h15 (facts §5.3, L), not 2h shared by marks.
  { subjectId: "history", boardId: "wjec", paperId: "component-2", topics: ["development-of-usa", "development-of-germany", "development-of-ussr", "development-of-uk"], marks: 56, minutes: 45, facts: "§5.3 Component 2 period study 45 min (L)" },
  { subjectId: "history", boardId: "wjec", paperId: "component-2", topics: ["crime-and-punishment"], marks: 56, minutes: 75, facts: "§5.3 Component 2 thematic study 1h15 (L)" },
];

describe("every board's papers built offline match the facts' marks and times", () => {
  it("builds every paper and option of the catalogue, with a question text for every row", () => {
    const options = CATALOGUE.flatMap((boardSubject) => boardSubject.papers.flatMap((paper) => (paper.topics.length > 0 ? paper.topics : [null])));
    expect(BUILT).toHaveLength(options.length * SEEDS.length);
    for (const built of BUILT) {
      for (const question of built.draft.questions) expect(question.text.trim().length, `${built.key} ${question.label}`).toBeGreaterThan(10);
    }
  });

  it.each(SITTINGS)("$subjectId $boardId $paperId $topics: $marks marks in $minutes minutes ($facts)", ({ subjectId, boardId, paperId, topics, marks, minutes }) => {
    const sittings = papers(subjectId, boardId, paperId, topics);
    expect(sittings.length).toBeGreaterThan(0);
    for (const built of sittings) {
      expect(marksOf(built.draft), built.key).toBe(marks);
      expect(built.draft.timeAllowedMinutes, built.key).toBe(minutes);
    }
  });

  it("Edexcel Paper 2 period study: Question 3 twice (two of three, 2 x 8), never the same question twice", () => {
    for (const built of papers("history", "edexcel", "paper-2", ["spain-new-world", "british-america", "american-west", "cold-war", "middle-east"])) {
      expect(built.draft.questions.map((question) => [question.label, question.marks]), built.key).toEqual([
        ["Question 1", "8"],
        ["Question 2", "8"],
        ["Question 3(i)", "8"],
        ["Question 3(ii)", "8"],
      ]);
      const [first, second] = built.draft.questions.slice(2).map((question) => question.text);
      expect(first, built.key).not.toEqual(second);
    }
  });
});

/** What each History question must ask, by board, paper and catalogue question type (facts §2.3, §3.3, §4.3). */
const ASKS: Record<string, Record<string, RegExp[]>> = {
  "aqa/paper-1": {
    "q1-interpretations-differ": [/Interpretations A and B/, /How do the two interpretations differ\?/],
    "q2-why-differ": [/Interpretations A and B/, /Suggest why their authors might see it differently/],
    "q3-more-convincing": [/^Which of Interpretations A and B gives the more convincing view of /],
    "q4-describe": [/^Describe two /],
    "q5-in-what-ways": [/^In what ways /],
    "q6-more-important": [/more important reason why .+\?\n• .+\n• .+\n/],
    "q1-source-message": [/Source A/, /message/],
    "q2-sources-useful": [/^How useful are Sources B and C /],
    "q3-account": [/^Write an account of how /],
    "q4-how-far": [/How far do you agree with this statement\?/],
  },
  "aqa/paper-2": {
    "q1-source-useful": [/^How useful is Source A /],
    "q2-significance": [/^Explain the significance of /],
    "q3-compare": [/^Explain two ways in which .+ were (similar|different)\.$/],
    "q4-factor-essay": [/main factor/],
    "q1-interpretation": [/^How convincing is Interpretation A about /],
    "q2-explain": [/^Explain what was important about /],
    "q3-account": [/^Write an account of how /],
    "q4-historic-environment": [/How far does a study of .+ support this view\?/],
  },
  "edexcel/paper-1": {
    "q1-describe": [/^Describe two /],
    "q2a-sources-useful": [/^How useful are Sources A and B for an enquiry into /],
    "q2b-follow-up": [/follow up/, /Source A/, /question you would ask/, /type of source/],
    "q3-similarity-difference": [/^Explain one way in which .+ were (similar|different)\.$/],
    "q4-explain-why": [/^Explain why /],
    "q5-6-judgement": [/How far do you agree\?/],
  },
  "edexcel/paper-2": {
    "q1-consequences": [/^Explain two consequences of /],
    "q2-narrative": [/^Write a narrative account /],
    "q3-importance": [/^Explain the importance of .+ for .+\.$/],
    "q1a-describe": [/^Describe two /],
    "q1b-explain-why": [/^Explain why /],
    "q1c-judgement": [/How far do you agree\?/],
  },
  "edexcel/paper-3": {
    "q1-inference": [/infer from Source A/, /two inferences/],
    "q2-explain-why": [/^Explain why /],
    "q3a-sources-useful": [/^How useful are Sources B and C for an enquiry into /],
    "q3b-main-difference": [/Interpretations 1 and 2/, /main difference/],
    "q3c-why-differ": [/^Suggest one reason why Interpretations 1 and 2 give different views about /],
    "q3d-evaluate-interpretation": [/^How far do you agree with Interpretation 2 about /],
  },
  "ocr/paper-1": {
    "thematic-q1-short-answers": [/\(a\) .+; \(b\) .+; \(c\) .+\.$/],
    "thematic-q2-summary": [/summary/],
    "thematic-q3-explain": [/^Explain why /],
    "thematic-q4-5-essay": [/How far do you agree/],
    "british-depth-q6a-interpretation": [/Interpretation A/, /impression/],
    "british-depth-q6b-enquiry": [/Interpretation A/, /investigate/],
    "british-depth-q7-interpretations": [/Interpretations B and C/, /differ/, /why/],
    "british-depth-q8-9-essay": [/How far do you agree/],
  },
  "ocr/paper-2": {
    "q1-site": [/Source A/, /physical features/],
    "q2-site": [/How far do you agree/, /Source A/],
  },
  "ocr/paper-3": {
    "period-q1-short-answers": [/\(a\) .+; \(b\) .+; \(c\) .+\.$/],
    "period-q2-summary": [/summary/],
    "period-q3-explain": [/^Explain why /],
    "period-q4-5-essay": [/How far do you agree/],
    "world-depth-q6-source": [/^What can Source A tell us about /],
    "world-depth-q7-sources-useful": [/^How useful are Sources B and C /],
    "world-depth-q8-9-essay": [/How far do you agree/],
  },
};

/** Wordings a question type must never have (the audit's swapped and mismatched questions). */
const NEVER: Record<string, Record<string, RegExp>> = {
  "aqa/paper-1": {
    "q1-interpretations-differ": /Suggest why|might see it differently|convincing/i,
    "q2-why-differ": /convincing|How do the two/i,
    "q3-more-convincing": /^How convincing is Interpretation A/,
    "q5-in-what-ways": /^Explain (what was important|why)/,
    "q6-more-important": /^Explain (what was important|why)/,
  },
  "edexcel/paper-2": { "q1-consequences": /^Explain why/, "q3-importance": /two consequences/ },
  "edexcel/paper-3": { "q2-explain-why": /two consequences/, "q3b-main-difference": /reason why/, "q3c-why-differ": /main difference/ },
};

describe("History questions ask what their question type asks (audit problem A)", () => {
  it("every History question of AQA, Edexcel and OCR has its question type's wording, and never another's", () => {
    let checked = 0;
    for (const built of BUILT.filter((candidate) => candidate.subjectId === "history" && candidate.boardId !== "wjec")) {
      const paperKey = `${built.boardId}/${built.paperId}`;
      for (const question of built.draft.questions) {
        const id = question.catalogueQuestionTypeId ?? "";
        const wanted = ASKS[paperKey]?.[id];
        expect(wanted, `${built.key}: no expectation for ${id}`).toBeDefined();
        for (const pattern of wanted ?? []) expect(question.text, `${built.key} ${question.label}`).toMatch(pattern);
        const never = NEVER[paperKey]?.[id];
        if (never) expect(question.text, `${built.key} ${question.label}`).not.toMatch(never);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("no History question names the catalogue's placeholder for a school's own site", () => {
    for (const built of BUILT.filter((candidate) => candidate.subjectId === "history")) {
      for (const question of built.draft.questions) expect(question.text, built.key).not.toMatch(/chosen by your school|History Around Us/);
    }
  });

  it("OCR Paper 2 names one real site in both questions and prints a short description of it", () => {
    for (const built of papers("history", "ocr", "paper-2")) {
      const [first, second] = built.draft.questions;
      const site = /description of (.+?) in [A-Z]\w+\./.exec(first?.text ?? "")?.[1];
      expect(site, built.key).toBeTruthy();
      expect(second?.text, built.key).toContain(site);
      for (const question of built.draft.questions) expect(question.sourceText, built.key).toContain(site);
    }
  });

  /** The focus a question is about: what follows "about", "into" or "view of" up to the question mark. */
  const focusOf = (text: string) => /(?:about|into|view of) (.+?)\?/.exec(text)?.[1];

  it("AQA Paper 1 period study: Questions 1-3 are about one pair of interpretations on one focus", () => {
    for (const built of papers("history", "aqa", "paper-1", ["america-1840-1895", "germany-1890-1945", "russia-1894-1945", "america-1920-1973"])) {
      const [q1, q2, q3] = ["q1-interpretations-differ", "q2-why-differ", "q3-more-convincing"].map((id) => row(built, id)) as [QuestionRow, QuestionRow, QuestionRow];
      const focus = /about (.+?)\. How do/.exec(q1.text)?.[1] ?? "";
      expect(focus.length, built.key).toBeGreaterThan(5);
      expect(q2.text, built.key).toContain(focus);
      expect(q3.text, built.key).toContain(focus);
      expect(q1.sourceText, built.key).toMatch(/^Interpretation A\n/);
      expect(q1.sourceText, built.key).toMatch(/\nInterpretation B\n/);
    }
  });

  it("Edexcel Paper 3 Section B is one enquiry: Sources B and C and Interpretations 1 and 2 on one focus, all printed for every part", () => {
    for (const built of papers("history", "edexcel", "paper-3")) {
      const parts = ["q3a-sources-useful", "q3b-main-difference", "q3c-why-differ", "q3d-evaluate-interpretation"].map((id) => row(built, id));
      const focus = focusOf(parts[0]?.text ?? "") ?? "";
      expect(focus.length, built.key).toBeGreaterThan(5);
      for (const part of parts) {
        expect(part.text, `${built.key} ${part.label}`).toContain(focus);
        for (const label of ["Source B", "Source C", "Interpretation 1", "Interpretation 2"]) {
          expect(part.sourceText, `${built.key} ${part.label} ${label}`).toMatch(new RegExp(`(^|\\n)${label}\\n`));
        }
      }
    }
  });

  it("every Source and Interpretation a History question names is printed with it, under that label", () => {
    for (const built of BUILT.filter((candidate) => candidate.subjectId === "history")) {
      for (const question of built.draft.questions) {
        const named = [...question.text.matchAll(/\b(Source|Interpretation)s? ([A-Z1-9])(?: and ([A-Z1-9]))?\b/g)].flatMap((match) =>
          [match[2], match[3]].filter(Boolean).map((label) => `${match[1]} ${label}`),
        );
        for (const label of named) expect(question.sourceText, `${built.key} ${question.label}: ${label}`).toMatch(new RegExp(`(^|\\n)${label}\\n`));
      }
    }
  });
});

// ─── Audit problem B: the texts fit the questions ────────────────────────────────────────────────────────

/** The attributions a printed source carries: "(From <title>, <author>)". */
const titlesIn = (sourceText: string | undefined) => [...(sourceText ?? "").matchAll(/\(From (.+?), [^,()]+\)/g)].map((match) => match[1] as string);

const NON_FICTION = [
  { boardId: "aqa", paperId: "paper-2", labels: ["Source A", "Source B"] },
  { boardId: "ocr", paperId: "component-01", labels: ["Text 1", "Text 2"] },
  { boardId: "edexcel", paperId: "paper-2", labels: ["Text 1", "Text 2"] },
  { boardId: "wjec", paperId: "component-2", labels: ["Source A", "Source B"] },
] as const;

describe("English Language non-fiction papers: two linked texts, and questions on what they are about (audit problem B)", () => {
  it.each(NON_FICTION)("$boardId $paperId: a 21st-century text and a 19th-century one on one subject, which every reading question names", ({ boardId, paperId, labels }) => {
    for (const built of papers("english-language", boardId, paperId)) {
      const reading = built.draft.questions.filter((question) => question.sourceText);
      expect(reading.length, built.key).toBeGreaterThan(2);
      const shared = reading[0]?.sourceText ?? "";
      for (const question of reading) expect(question.sourceText, built.key).toBe(shared);
      // Both texts, under the paper's own labels, the 21st-century one first (Eduqas: "Source A 21st-century,
      // Source B 19th-century", facts §5.2; OCR and AQA: one 19th-century and one 20th/21st-century, §3.2).
      expect(shared, built.key).toMatch(new RegExp(`^${labels[0]}\\n`));
      expect(shared, built.key).toMatch(new RegExp(`\\n${labels[1]}\\n`));
      const theme = NONFICTION_THEMES.find((candidate) => shared.includes(candidate.modern.text.slice(0, 40)));
      expect(theme, built.key).toBeDefined();
      const second = EXTRACT_BANK.find((entry) => entry.title === titlesIn(shared)[1]);
      expect(second?.id, built.key).toBe(theme?.nineteenthId);
      expect(second?.year ?? 0, built.key).toBeGreaterThanOrEqual(1800);
      expect(second?.year ?? 9999, built.key).toBeLessThan(1900);
      expect(shared.indexOf(theme?.modern.text.slice(0, 40) ?? "#"), built.key).toBeLessThan(shared.indexOf(`\n${labels[1]}\n`));
      // Every reading question is about that subject (the audit: "city life" and "childhood" asked of the
      // Fourteen Points; "Both of these texts are about travel" of Tilbury and the Anglo-Saxon Chronicle).
      for (const question of reading) {
        if (question.questionType === "multiple_choice") continue;
        expect(themeNamedIn(question.text)?.id, `${built.key} ${question.label}: ${question.text}`).toBe(theme?.id);
      }
    }
  });

  it("Edexcel Paper 2: as many things asked for as marks (Questions 4 and 5 are 1 mark each: one thing)", () => {
    for (const built of papers("english-language", "edexcel", "paper-2")) {
      for (const id of ["q4", "q5"]) expect(row(built, id).text, built.key).toMatch(/\bidentify one thing\b/);
      for (const id of ["q1", "q2"]) expect(row(built, id).text, built.key).toMatch(/\bidentify two things\b/);
      expect(row(built, "q1").text, built.key).not.toEqual(row(built, "q2").text);
    }
  });

  it("AQA Paper 2 Question 1: four true statements about what Source A means, keyed, not word-spotting", () => {
    for (const built of papers("english-language", "aqa", "paper-2")) {
      const q1 = row(built, "q1");
      const theme = NONFICTION_THEMES.find((candidate) => (q1.sourceText ?? "").includes(candidate.modern.text.slice(0, 40)));
      const statements = q1.text.split("\n").slice(1);
      expect(statements, built.key).toHaveLength(8);
      expect(q1.text, built.key).not.toMatch(/contains the words/);
      expect(q1.text, built.key).toMatch(/^Read again the first two paragraphs of Source A\./);
      const truths = statements.filter((line) => theme?.modern.statements.true.includes(line.slice(3)));
      const falsehoods = statements.filter((line) => theme?.modern.statements.false.includes(line.slice(3)));
      expect([truths.length, falsehoods.length], built.key).toEqual([4, 4]);
      expect(q1.answerKey, built.key).toBe(truths.map((line) => line[0]).join(", "));
    }
  });
});

describe("English Literature: unseen poems, set texts and the parts of one question fit together (audit problem B)", () => {
  const poemsIn = (sourceText: string | undefined) => titlesIn(sourceText).filter((title) => EXTRACT_BANK.some((entry) => entry.kind === "poetry" && entry.title === title));

  it("AQA Paper 2: 27.2 compares the 27.1 poem with a second unseen poem; neither is an anthology poem, both treat the theme asked about", () => {
    for (const built of papers("english-literature", "aqa", "paper-2")) {
      const [first, second] = [row(built, "unseen-poem"), row(built, "unseen-comparison")];
      const anthology = poemsIn(row(built, "anthology-poetry").sourceText);
      const [poem] = poemsIn(first.sourceText);
      const pair = poemsIn(second.sourceText);
      expect(pair, built.key).toHaveLength(2);
      expect(pair[0], built.key).toBe(poem);
      expect(pair[1], built.key).not.toBe(poem);
      const theme = UNSEEN_THEMES.find((candidate) => first.text.includes(candidate));
      expect(theme, built.key).toBeDefined();
      expect(second.text, built.key).toContain(theme);
      for (const title of pair) {
        expect(anthology, built.key).not.toContain(title);
        expect(UNSEEN_POEM_THEMES[title], `${built.key}: ${title}`).toContain(theme);
      }
    }
  });

  it("every unseen comparison (AQA, Edexcel, Eduqas) prints two different unseen poems on the theme it names", () => {
    for (const built of BUILT.filter((candidate) => candidate.subjectId === "english-literature")) {
      for (const question of built.draft.questions.filter((candidate) => candidate.catalogueQuestionTypeId === "unseen-comparison")) {
        const pair = poemsIn(question.sourceText);
        expect(new Set(pair).size, `${built.key} ${question.label}`).toBe(2);
        const theme = UNSEEN_THEMES.find((candidate) => question.text.includes(candidate));
        for (const title of pair) expect(UNSEEN_POEM_THEMES[title], `${built.key}: ${title}`).toContain(theme);
      }
    }
  });

  it("OCR Component 01 Modern text (a): a modern set text compared with a printed unseen extract on an idea both treat; (b) the same text and idea", () => {
    const modern = ["Anita and Me", "Never Let Me Go", "Animal Farm", "An Inspector Calls", "My Mother Said I Never Should", "DNA"];
    const ocrSetTexts = CATALOGUE.filter((entry) => entry.subjectId === "english-literature" && entry.boardId === "ocr").flatMap((entry) => entry.papers.flatMap((paper) => paper.setTexts));
    for (const built of papers("english-literature", "ocr", "component-01")) {
      const [a, b] = [row(built, "modern-extract-comparison"), row(built, "modern-whole-text")];
      const text = modern.find((title) => a.text.includes(title));
      expect(text, `${built.key}: ${a.text}`).toBeDefined();
      expect(b.text, built.key).toContain(text);
      const [printed] = titlesIn(a.sourceText);
      expect(a.text, built.key).toContain(`unseen extract from ${printed}`);
      const entry = EXTRACT_BANK.find((candidate) => candidate.title === printed);
      expect(entry?.matches.setTexts?.some((name) => ocrSetTexts.includes(name)) ?? false, `${built.key}: ${printed}`).toBe(false);
      const idea = /present ideas about (.+?)\./.exec(a.text)?.[1] ?? "";
      expect(entry?.matches.themes, built.key).toContain(idea);
      expect(b.text, built.key).toContain(idea);
    }
  });

  it("the (a) and (b) parts of one Literature question are on one set text (Edexcel, Eduqas)", () => {
    const pairs = [
      { boardId: "edexcel", paperId: "paper-1", ids: ["shakespeare-extract", "shakespeare-whole-play"] },
      { boardId: "edexcel", paperId: "paper-2", ids: ["novel-extract", "novel-whole"] },
      { boardId: "wjec", paperId: "component-1", ids: ["shakespeare-extract", "shakespeare-essay"] },
    ] as const;
    for (const { boardId, paperId, ids } of pairs) {
      for (const built of papers("english-literature", boardId, paperId)) {
        const [a, b] = ids.map((id) => row(built, id)) as [QuestionRow, QuestionRow];
        const title = SET_TEXT_PROFILES.find((profile) => a.text.includes(profile.title))?.title;
        expect(title, `${built.key}: ${a.text}`).toBeDefined();
        expect(b.text, built.key).toContain(title);
      }
    }
  });
});

describe("History sources fit their questions (audit problem B)", () => {
  it("a real primary source is printed only for a question on what that source is about", () => {
    let printed = 0;
    for (const built of BUILT.filter((candidate) => candidate.subjectId === "history")) {
      for (const question of built.draft.questions) {
        for (const title of titlesIn(question.sourceText)) {
          const entry = EXTRACT_BANK.find((candidate) => candidate.title === title);
          if (!entry) continue;
          printed++;
          const about = entry.matches.aboutKeywords ?? entry.matches.topicKeywords ?? [];
          const group = built.draft.questions.filter((other) => other.sourceText === question.sourceText).map((other) => other.text).join(" ");
          expect(about.some((keyword) => !/^\d+$/.test(keyword) && mentions(group, keyword)), `${built.key} ${question.label}: ${title}`).toBe(true);
        }
      }
    }
    expect(printed).toBeGreaterThan(0);
  });

  it("Edexcel Paper 3 Question 1 never asks about reactions to the Treaty of Versailles from its articles", () => {
    for (const built of papers("history", "edexcel", "paper-3")) expect(row(built, "q1-inference").text, built.key).not.toMatch(/reactions/i);
  });
});

// ─── Modern fiction, OCR's unseen poem, one event per question ───────────────────────────────────────────

/** Every "lines X to Y" a question points to, with the text it names ("of Text 2"), if any. */
const lineReferences = (question: string) =>
  [...question.matchAll(/lines (\d+) to (\d+)(?: of (Text \d))?/g)].map((match) => ({ from: Number(match[1]), to: Number(match[2]), text: match[3] }));
/** How many numbered lines a passage prints with. */
const printedLineCount = (passage: FictionText) => printedLines(numberLines(passage.text)).length;
/** Whether a printed source holds a bank entry (a real text) by its attribution. */
const printsBankText = (source: string) => EXTRACT_BANK.some((entry) => source.includes(`(From ${entry.title}, ${entry.author})`));

describe("English Language papers on modern fiction print 20th/21st-century literary prose (facts §5.2, §3.2)", () => {
  it("Eduqas Component 1: one 20th-century literary prose extract, written by Marker and labelled so, which every reading question is on", () => {
    for (const built of papers("english-language", "wjec", "component-1")) {
      const reading = built.draft.questions.filter((question) => question.sourceText);
      expect(reading.map((question) => question.label), built.key).toEqual(["A1", "A2", "A3", "A4", "A5"]);
      const shared = reading[0]?.sourceText ?? "";
      for (const question of reading) expect(question.sourceText, built.key).toBe(shared);
      // Today's paper printed Pride and Prejudice (1813): a real text, and a 19th-century one.
      expect(printsBankText(shared), built.key).toBe(false);
      const passage = FICTION_TEXTS.find((candidate) => shared.includes(numberLines(candidate.text)));
      expect(passage?.period, built.key).toBe("20th century");
      if (!passage) continue;
      expect(shared, built.key).toContain(`(From ${passage.title}, ${passage.author})`);
      expect(passage.author, built.key).toContain(INVENTED_FOR_PRACTICE);
      expect(passage.author, built.key).toContain("20th-century writer; not by a real person");
      for (const question of reading) {
        const names = [passage.character, passage.setting, passage.effect, passage.claim].some((phrase) => question.text.includes(phrase));
        expect(names, `${built.key} ${question.label}: ${question.text}`).toBe(true);
        for (const lines of lineReferences(question.text)) expect(lines.to, `${built.key} ${question.label}`).toBeLessThanOrEqual(printedLineCount(passage));
      }
    }
  });

  it("OCR Component 02: Text 1 (20th-century) and Text 2 (21st-century) literary prose on one subject, written by Marker and labelled so; each question names its text", () => {
    for (const built of papers("english-language", "ocr", "component-02")) {
      const reading = built.draft.questions.filter((question) => question.sourceText);
      expect(reading.map((question) => question.label), built.key).toEqual(["Question 1", "Question 2", "Question 3", "Question 4"]);
      const shared = reading[0]?.sourceText ?? "";
      for (const question of reading) expect(question.sourceText, built.key).toBe(shared);
      // Today's paper printed Frankenstein and Silas Marner: real texts, both 19th-century.
      expect(printsBankText(shared), built.key).toBe(false);
      expect(shared, built.key).toMatch(/^Text 1\n/);
      const [first = "", second = ""] = shared.split("\nText 2\n");
      const pair = FICTION_PAIRS.find((candidate) => first.includes(numberLines(candidate.texts[0].text)));
      expect(pair, built.key).toBeDefined();
      if (!pair) continue;
      expect(second, built.key).toContain(numberLines(pair.texts[1].text));
      expect(pair.texts.map((passage) => passage.period)).toEqual(["20th century", "21st century"]);
      for (const passage of pair.texts) {
        expect(shared, built.key).toContain(`(From ${passage.title}, ${passage.author})`);
        expect(passage.author, built.key).toContain(INVENTED_FOR_PRACTICE);
      }
      const [q1, q2, q3, q4] = reading.map((question) => question.text) as [string, string, string, string];
      for (const [question, text] of [
        [q1, pair.texts[0]],
        [q2, pair.texts[0]],
        [q3, pair.texts[1]],
      ] as const) {
        const label = text === pair.texts[0] ? "Text 1" : "Text 2";
        expect(question, built.key).toContain(label);
        expect([text.character, text.setting].some((phrase) => question.includes(phrase)), `${built.key}: ${question}`).toBe(true);
        for (const lines of lineReferences(question)) {
          expect(lines.text, `${built.key}: ${question}`).toBe(label);
          expect(lines.to, `${built.key}: ${question}`).toBeLessThanOrEqual(printedLineCount(text));
        }
      }
      expect(q4, built.key).toMatch(/Text 1 and Text 2/);
      expect(q4, built.key).toContain(pair.claim);
    }
  });
});

describe("OCR English Literature Poetry (a) names the unseen poem it prints (facts §3.1)", () => {
  it("names one unseen poem by title and poet, a poem in no anthology, printed with it, on a theme it treats, and asks for no poem it does not print", () => {
    for (const built of papers("english-literature", "ocr", "component-02")) {
      const question = row(built, "poetry-comparison");
      const named = EXTRACT_BANK.filter((entry) => entry.kind === "poetry" && mentions(question.text, entry.title));
      expect(named.map((entry) => entry.title), `${built.key}: ${question.text}`).toHaveLength(1);
      const [poem] = named;
      if (!poem) continue;
      // Part (a) compares a named anthology poem with an unseen one: an anthology poem (AQA's 'Exposure', say)
      // is never "the unseen poem".
      expect(ANTHOLOGY_POEM_TITLES, built.key).not.toContain(poem.title);
      expect(UNSEEN_POEM_THEMES[poem.title], `${built.key}: ${poem.title}`).toBeDefined();
      expect(question.text, built.key).toContain(`the unseen poem '${poem.title}' by ${poem.author}, printed with this question`);
      expect(titlesIn(question.sourceText), built.key).toEqual([poem.title]);
      const theme = /present (.+?) in the unseen poem/.exec(question.text)?.[1];
      expect(UNSEEN_POEM_THEMES[poem.title], `${built.key}: ${theme}`).toContain(theme);
      // The anthology poem is not printed, so it is not "of your choice" as if nothing were named on the paper:
      // the question says the exam names it and what to do here.
      expect(question.text, built.key).not.toMatch(/of your choice/);
      expect(question.text, built.key).toMatch(/The exam names the anthology poem for you/);
    }
  });
});

/** The events each Edexcel Paper 2 option's questions can name, each found in any of its wordings (this test's own list). */
const EDEXCEL_PAPER_2_EVENTS: Record<string, RegExp[]> = {
  "spain-new-world": [/Columbus/i, /Tordesillas/i, /Aztec/i, /New Laws/i, /encomienda/i],
  "british-america": [/Stamp Act/i, /Boston Tea Party/i, /Declaration of Independence|declared independence/i],
  "american-west": [/gold/i, /Homestead Act/i, /Little Bighorn/i, /Mormon/i],
  "cold-war": [/Truman Doctrine/i, /Hungar/i, /Cuban Missile Crisis|missiles in Cuba/i, /Berlin Blockade/i, /Berlin Wall|Berlin Crisis/i, /Marshall Plan/i],
  "middle-east": [/Suez/i, /Six Day War|victory in 1967/i, /Yom Kippur/i, /Camp David/i, /1948/],
  "anglo-saxon-norman-england": [/Hastings/i, /Harrying of the North/i, /Domesday/i, /Edward the Confessor/i],
  "richard-and-john": [/Crusade/i, /Normandy/i, /Magna Carta/i, /baron/i],
  "henry-viii": [/Rome|Act of Supremacy/i, /Wolsey fell|fall of (Cardinal )?Wolsey/i, /dissolution/i, /Pilgrimage of Grace/i],
  "early-elizabethan-england": [/Armada/i, /Mary, Queen of Scots/i, /Poor Law/i, /Drake/i],
};

describe("Edexcel History Paper 2: one event per question (facts §4.3)", () => {
  it("no two questions of a section name the same event, for every option across twenty seeds", async () => {
    const seeds = [...SEEDS, ...Array.from({ length: 17 }, (_, index) => `events-${index}`)];
    let checked = 0;
    for (const [topicId, events] of Object.entries(EDEXCEL_PAPER_2_EVENTS)) {
      const skeleton = paperSkeleton({ subjectId: "history", boardId: "edexcel", paperId: "paper-2", topicId });
      if (!skeleton) throw new Error(`no skeleton for ${topicId}`);
      for (const seed of seeds) {
        const built = await writePaperDraft(skeleton, seed);
        if (!built.ok) throw new Error(`${topicId} (${seed}): ${built.message}`);
        for (const event of events) {
          const naming = built.value.questions.filter((question) => event.test(question.text));
          expect(naming.map((question) => `${question.label}: ${question.text}`), `${topicId} (${seed}) ${event}`).toHaveLength(Math.min(naming.length, 1));
        }
        checked++;
      }
    }
    expect(checked).toBe(9 * 20);
  });
});
