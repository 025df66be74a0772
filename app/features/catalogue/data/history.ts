import type { SubjectId } from "../subjects";
import type { BoardSubject, ObjectiveCode, ObjectiveShare, QuestionType } from "../types";

import { aos, DESCRIPTORS, evenBands, fallbackQuestion, question, topicsFor, type TopicOption } from "./builders";
import { fallbackLevels, fallbackObjectives } from "./rules";

/**
 * History for the four boards, organised paper -> topic (the options on that paper) -> question
 * kind. Every topic in a section repeats that section's question kinds (built once, copied by
 * `topicsFor`), so a paper's total is one topic per section. Papers' `questionTypes` are empty.
 * Figures: ../shared/reference/gcse-exam-facts.md sections 1, 2.3, 3.3, 4.3, 5.3, 6 and 8.
 * SPaG is an objective of its own ("SPaG") and counted in `accuracyMarks`.
 */

const SUBJECT: SubjectId = "history";

const HISTORY_OBJECTIVES: Partial<Record<ObjectiveCode, string>> = {
  AO1: "Knowing and understanding the key features and characteristics of the periods you studied.",
  AO2: "Explaining and analysing events with ideas such as cause, consequence, change, continuity, similarity, difference and significance.",
  AO3: "Analysing and evaluating sources from the time to reach supported judgements in context.",
  AO4: "Analysing and evaluating later interpretations of the past, including how and why they differ.",
  SPaG: "Spelling, punctuation and grammar, and the accurate use of specialist terms, marked on its own grid.",
};

const H4 = DESCRIPTORS.history4;
const ACCOUNT4 = DESCRIPTORS.historyAccount4;
const H2 = DESCRIPTORS.history2;

/** A question assessing AO1 and AO2 whose split the facts do not give: the spec §9 weights. */
function unknownSplit(marks: number): ObjectiveShare[] {
  return fallbackObjectives(SUBJECT, marks);
}

const SPLIT_FALLBACK_NOTE = "AO1/AO2 split not in the facts: spec §9 fallback objectives (40/60)";
const LEVELS_FALLBACK_NOTE = "levels not in the facts: spec §9 fallback levels";
/**
 * Edexcel's 4- and 8-mark levels are not in the facts. The spec §9 percentage levels left a gap on 4 marks (Level 1
 * 1, Level 2 2, Level 4 3-4, no Level 3) and one-mark levels on 8 (Level 3 was 5 alone); a student read them as
 * broken. They take the pattern of AQA's questions of the same size instead (facts §2.3; facts §8 item 5: AQA and Edexcel
 * History levels are equal-width bands): two levels for 4 marks, four of two marks each for 8.
 */
const EDEXCEL_4_LEVELS_NOTE = "levels not in the facts (fallback): two equal levels as AQA's 4-mark questions (facts §2.3, §8 item 5)";
/**
 * Edexcel Paper 2's objectives are AO1 20% and AO2 20% (facts §1, History objectives: "Edexcel by paper: Paper 2 20 / 20 / 0 / 0"), so its
 * 64 marks are AO1 32 and AO2 32. Booklet B's questions are AO1 16 + AO2 16 (describe 4 + 0, explain why 6 + 6,
 * judgement 6 + 10), which leaves booklet P's three 8-mark questions AO1 16 + AO2 16: 4 + 4 each. The spec §9
 * fallback (40/60) gave them 3 + 5, against the board's equal weighting (a teacher's review, 2026-11-27).
 */
const EDEXCEL_P2_SPLIT_NOTE = "AO1 4 + AO2 4: Paper 2 weights AO1 and AO2 equally (facts §1, History objectives: 20 / 20), and booklet B takes 16 of each";
const EDEXCEL_8_LEVELS_NOTE = "levels not in the facts (fallback): four equal levels as AQA's 8-mark questions (facts §2.3, §8 item 5)";

// ---------------------------------------------------------------------------------------------
// AQA 8145 (facts §2.3; options §6)
// ---------------------------------------------------------------------------------------------

const AQA_TARIFF = "tariff S22 [M]";
const AQA_LEVELS = "AQA levels [M]";

/** Paper 1 Section A, period study (40 marks). */
const AQA_PERIOD_STUDY: QuestionType[] = [
  question({
    id: "q1-interpretations-differ",
    name: "Question 1: how do the interpretations differ? (4 marks)",
    kind: "interpretation-difference",
    marks: 4,
    objectives: aos({ AO4: 4 }),
    levels: evenBands(4, H2),
    sourceLabel: "Interpretations",
    confidence: "M",
    sourceNote: `facts §2.3 Paper 1 A Q1: 4, AO4 [S2 AO pattern, H; ${AQA_TARIFF}]; two levels, ${AQA_LEVELS}`,
  }),
  question({
    id: "q2-why-differ",
    name: "Question 2: why might the interpretations differ? (4 marks)",
    kind: "interpretation-difference",
    marks: 4,
    objectives: aos({ AO4: 4 }),
    levels: evenBands(4, H2),
    sourceLabel: "Interpretations",
    answerPlaceholder:
      "Write your answer here. Explain why the authors might see it differently: think about who they were, when they wrote and what they knew.",
    confidence: "M",
    sourceNote: `facts §2.3 Paper 1 A Q2: 4, AO4 [S2, H; ${AQA_TARIFF}]; two levels, ${AQA_LEVELS}`,
  }),
  question({
    id: "q3-more-convincing",
    name: "Question 3: which interpretation is more convincing? (8 marks)",
    kind: "interpretation-evaluation",
    marks: 8,
    objectives: aos({ AO4: 8 }),
    levels: evenBands(8, H4),
    sourceLabel: "Interpretations",
    answerPlaceholder:
      "Write your answer here. Test each interpretation against what you know about the period, then say which is more convincing and why.",
    confidence: "M",
    sourceNote: `facts §2.3 Paper 1 A Q3: 8, AO4 [S2, H; ${AQA_TARIFF}]; ${AQA_LEVELS}`,
  }),
  question({
    id: "q4-describe",
    name: "Question 4: describe (4 marks)",
    kind: "describe",
    marks: 4,
    objectives: aos({ AO1: 4 }),
    levels: evenBands(4, H2),
    confidence: "M",
    sourceNote: `facts §2.3 Paper 1 A Q4: 4, AO1 [S2, H; ${AQA_TARIFF}]; two levels, ${AQA_LEVELS}`,
  }),
  question({
    id: "q5-in-what-ways",
    name: "Question 5: in what ways were people affected? (8 marks)",
    kind: "explain",
    marks: 8,
    objectives: unknownSplit(8),
    levels: evenBands(8, H4),
    confidence: "L",
    fallback: true,
    sourceNote: `facts §2.3 Paper 1 A Q5: 8, AO1 + AO2 [${AQA_TARIFF}]; ${AQA_LEVELS}; ${SPLIT_FALLBACK_NOTE}`,
  }),
  question({
    id: "q6-more-important",
    name: "Question 6: which was the more important reason? (12 marks)",
    kind: "explain",
    marks: 12,
    objectives: unknownSplit(12),
    levels: evenBands(12, H4),
    guidance:
      "Examiners reward explanation of both bullet points with precise knowledge, then a judgement on which mattered more that is argued, not just stated.",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §2.3 Paper 1 A Q6: 12, AO1 + AO2 [${AQA_TARIFF}]; ${AQA_LEVELS}; ${SPLIT_FALLBACK_NOTE}`,
  }),
];

/** Paper 1 Section B, wider world depth study (40 + 4 SPaG). */
const AQA_WIDER_WORLD: QuestionType[] = [
  question({
    id: "q1-source-message",
    name: "Question 1: what is the message or purpose of the source? (4 marks)",
    kind: "source-analysis",
    marks: 4,
    objectives: aos({ AO3: 4 }),
    levels: evenBands(4, H2),
    sourceLabel: "Source",
    confidence: "M",
    sourceNote: `facts §2.3 Paper 1 B Q1: 4, AO3 [M]; two levels, ${AQA_LEVELS}`,
  }),
  question({
    id: "q2-sources-useful",
    name: "Question 2: how useful are the two sources? (12 marks)",
    kind: "source-utility",
    marks: 12,
    objectives: aos({ AO3: 12 }),
    levels: evenBands(12, H4),
    sourceLabel: "Sources",
    confidence: "M",
    sourceNote: `facts §2.3 Paper 1 B Q2: usefulness of two sources, 12, AO3 [M]; ${AQA_LEVELS}`,
  }),
  question({
    id: "q3-account",
    name: "Question 3: write an account (8 marks)",
    kind: "account",
    marks: 8,
    objectives: unknownSplit(8),
    levels: evenBands(8, ACCOUNT4),
    confidence: "L",
    fallback: true,
    sourceNote: `facts §2.3 Paper 1 B Q3: 8, AO1 + AO2 [M]; ${AQA_LEVELS}; ${SPLIT_FALLBACK_NOTE}`,
  }),
  question({
    id: "q4-how-far",
    name: "Question 4: how far do you agree? (16 marks + 4 SPaG)",
    kind: "essay",
    marks: 20,
    objectives: [...unknownSplit(16), { code: "SPaG", marks: 4 }],
    levels: evenBands(16, H4),
    accuracyMarks: 4,
    confidence: "L",
    fallback: true,
    sourceNote: `facts §2.3 Paper 1 B Q4: 16 + 4 SPaG, AO1 + AO2 [M; S3 H for SPaG]; ${AQA_LEVELS}; ${SPLIT_FALLBACK_NOTE}`,
  }),
];

/** Paper 2 Section A, thematic study (40 + 4 SPaG). */
const AQA_THEMATIC: QuestionType[] = [
  question({
    id: "q1-source-useful",
    name: "Question 1: how useful is the source? (8 marks)",
    kind: "source-utility",
    marks: 8,
    objectives: aos({ AO3: 8 }),
    levels: evenBands(8, H4),
    sourceLabel: "Source",
    confidence: "M",
    sourceNote: `facts §2.3 Paper 2 A Q1: source utility, 8, AO3 [M]; ${AQA_LEVELS}`,
  }),
  question({
    id: "q2-significance",
    name: "Question 2: explain the significance (8 marks)",
    kind: "significance",
    marks: 8,
    objectives: unknownSplit(8),
    levels: evenBands(8, H4),
    confidence: "L",
    fallback: true,
    sourceNote: `facts §2.3 Paper 2 A Q2: significance, 8 [M]; ${AQA_LEVELS}; objectives not in the facts: spec §9 fallback objectives (40/60)`,
  }),
  question({
    id: "q3-compare",
    name: "Question 3: explain the similarities or differences (8 marks)",
    kind: "explain",
    marks: 8,
    objectives: unknownSplit(8),
    levels: evenBands(8, H4),
    guidance:
      "Examiners reward explanation of a similarity or difference between two developments, supported by precise knowledge of both.",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §2.3 Paper 2 A Q3: similarity/difference, 8 [M]; ${AQA_LEVELS}; objectives not in the facts: spec §9 fallback objectives (40/60)`,
  }),
  question({
    id: "q4-factor-essay",
    name: "Question 4: was this the main factor? (16 marks + 4 SPaG)",
    kind: "essay",
    marks: 20,
    objectives: [...unknownSplit(16), { code: "SPaG", marks: 4 }],
    levels: evenBands(16, H4),
    accuracyMarks: 4,
    confidence: "L",
    fallback: true,
    sourceNote: `facts §2.3 Paper 2 A Q4: factor essay, 16 + 4 SPaG [M; S3 H for SPaG]; ${AQA_LEVELS}; objectives not in the facts: spec §9 fallback objectives (40/60)`,
  }),
];

/** Paper 2 Section B, British depth study with the historic environment (40). */
const AQA_BRITISH_DEPTH: QuestionType[] = [
  question({
    id: "q1-interpretation",
    name: "Question 1: how convincing is the interpretation? (8 marks)",
    kind: "interpretation-evaluation",
    marks: 8,
    objectives: aos({ AO4: 8 }),
    levels: evenBands(8, H4),
    sourceLabel: "Interpretation",
    confidence: "M",
    sourceNote: `facts §2.3 Paper 2 B Q1: 8, AO4 [M]; ${AQA_LEVELS}`,
  }),
  question({
    id: "q2-explain",
    name: "Question 2: explain what was important (8 marks)",
    kind: "explain",
    marks: 8,
    objectives: unknownSplit(8),
    levels: evenBands(8, H4),
    confidence: "L",
    fallback: true,
    sourceNote: `facts §2.3 Paper 2 B Q2: explain, 8 [M]; ${AQA_LEVELS}; objectives not in the facts: spec §9 fallback objectives (40/60)`,
  }),
  question({
    id: "q3-account",
    name: "Question 3: write an account (8 marks)",
    kind: "account",
    marks: 8,
    objectives: unknownSplit(8),
    levels: evenBands(8, ACCOUNT4),
    confidence: "L",
    fallback: true,
    sourceNote: `facts §2.3 Paper 2 B Q3: account, 8 [M]; ${AQA_LEVELS}; objectives not in the facts: spec §9 fallback objectives (40/60)`,
  }),
  question({
    id: "q4-historic-environment",
    name: "Question 4: historic environment essay (16 marks)",
    kind: "essay",
    marks: 16,
    objectives: unknownSplit(16),
    levels: evenBands(16, H4),
    guidance:
      "Examiners reward a sustained argument about the named site that links its features to the wider period, with precise knowledge and a supported judgement.",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §2.3 Paper 2 B Q4: historic-environment essay, 16, no SPaG [M]; ${AQA_LEVELS}; objectives not in the facts: spec §9 fallback objectives (40/60)`,
  }),
];

const AQA_PERIOD_OPTIONS: TopicOption[] = [
  { id: "america-1840-1895", name: "America, 1840–1895: Expansion and consolidation (period study)" },
  { id: "germany-1890-1945", name: "Germany, 1890–1945: Democracy and dictatorship (period study)" },
  { id: "russia-1894-1945", name: "Russia, 1894–1945: Tsardom and communism (period study)" },
  { id: "america-1920-1973", name: "America, 1920–1973: Opportunity and inequality (period study)" },
];

const AQA_WIDER_WORLD_OPTIONS: TopicOption[] = [
  { id: "first-world-war", name: "Conflict and tension: the First World War, 1894–1918 (wider world depth study)" },
  { id: "interwar-years", name: "Conflict and tension: the inter-war years, 1918–1939 (wider world depth study)" },
  { id: "cold-war", name: "Conflict and tension between East and West, 1945–1972 (wider world depth study)" },
  { id: "asia", name: "Conflict and tension in Asia, 1950–1975 (wider world depth study)" },
  {
    id: "gulf-and-afghanistan",
    name: "Conflict and tension in the Gulf and Afghanistan, 1990–2009 (wider world depth study)",
  },
];

const AQA_THEMATIC_OPTIONS: TopicOption[] = [
  { id: "health-and-the-people", name: "Britain: Health and the people, c1000 to the present day (thematic study)" },
  { id: "power-and-the-people", name: "Britain: Power and the people, c1170 to the present day (thematic study)" },
  { id: "migration", name: "Britain: Migration, empires and the people, c790 to the present day (thematic study)" },
];

const AQA_BRITISH_DEPTH_OPTIONS: TopicOption[] = [
  { id: "norman-england", name: "Norman England, c1066–c1100 (British depth study)" },
  { id: "edward-i", name: "Medieval England: the reign of Edward I, 1272–1307 (British depth study)" },
  { id: "elizabethan-england", name: "Elizabethan England, c1568–1603 (British depth study)" },
  { id: "restoration-england", name: "Restoration England, 1660–1685 (British depth study)" },
];

const aqa: BoardSubject = {
  subjectId: "history",
  boardId: "aqa",
  specCode: "8145",
  objectiveMeanings: HISTORY_OBJECTIVES,
  papers: [
    {
      id: "paper-1",
      name: "Paper 1: Understanding the modern world",
      code: "8145/1",
      timeAllowedMinutes: 120,
      timeAllowedNote: "facts §2.3: each paper 2h [S1, S2, H]",
      confidence: "H",
      setTexts: [],
      questionTypes: [],
      topics: [
        ...topicsFor(AQA_PERIOD_OPTIONS, AQA_PERIOD_STUDY),
        ...topicsFor(AQA_WIDER_WORLD_OPTIONS, AQA_WIDER_WORLD),
      ],
    },
    {
      id: "paper-2",
      name: "Paper 2: Shaping the nation",
      code: "8145/2",
      timeAllowedMinutes: 120,
      timeAllowedNote: "facts §2.3: each paper 2h [S1, S2, H]",
      confidence: "H",
      setTexts: [],
      questionTypes: [],
      topics: [
        ...topicsFor(AQA_THEMATIC_OPTIONS, AQA_THEMATIC),
        ...topicsFor(AQA_BRITISH_DEPTH_OPTIONS, AQA_BRITISH_DEPTH),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Pearson Edexcel 1HI0 (facts §4.3, S7, H; options §6)
// ---------------------------------------------------------------------------------------------

/**
 * Derived splits: Paper 1's weighting (AO1 11.25%, AO2 11.25%, AO3 7.5% of the GCSE, 1.6 marks
 * per %) gives AO1 18, AO2 18, AO3 12 over its 48 non-SPaG marks; with the stated shares of the
 * other questions the 16-mark judgement is AO1 6 + AO2 10. Paper 3's weighting (3.75 / 3.75 / 7.5
 * / 15) leaves AO1 6 + AO2 6 for its only AO1/AO2 question, the 12-mark "explain why".
 */
const EDEXCEL_P1_ESSAY_NOTE = "AO1 6 + AO2 10 derived from Paper 1's AO weighting (facts §1, S7, H)";

/** Paper 1: historic environment (Section A) and thematic study (Section B), per option. */
const EDEXCEL_PAPER_1: QuestionType[] = [
  question({
    id: "q1-describe",
    name: "Question 1: describe two features (4 marks)",
    kind: "describe",
    marks: 4,
    objectives: aos({ AO1: 4 }),
    levels: [],
    confidence: "H",
    sourceNote: "facts §4.3 Paper 1 A Q1(a)(b): describe features, 4, AO1, point-marked [S7, H]",
  }),
  question({
    id: "q2a-sources-useful",
    name: "Question 2(a): how useful are the two sources? (8 marks)",
    kind: "source-utility",
    marks: 8,
    objectives: aos({ AO3: 8 }),
    levels: evenBands(8, H4),
    sourceLabel: "Sources",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §4.3 Paper 1 A Q2(a): usefulness of two sources, 8, AO3 [S7, H]; ${EDEXCEL_8_LEVELS_NOTE}`,
  }),
  question({
    id: "q2b-follow-up",
    name: "Question 2(b): how could you follow up the source? (4 marks)",
    kind: "source-analysis",
    marks: 4,
    objectives: aos({ AO3: 4 }),
    levels: [],
    sourceLabel: "Source",
    answerPlaceholder:
      "Write your answer here: the detail you would follow up, the question you would ask, the type of source you would use and how it would help.",
    guidance:
      "Examiners give marks for a detail from the source worth following up, a linked question, a suitable type of source and how it would help answer that question.",
    confidence: "H",
    sourceNote: "facts §4.3 Paper 1 A Q2(b): follow-up enquiry, 4, AO3, point-marked [S7, H]",
  }),
  question({
    id: "q3-similarity-difference",
    name: "Question 3: explain one similarity or difference (4 marks)",
    kind: "explain",
    marks: 4,
    objectives: aos({ AO1: 2, AO2: 2 }),
    levels: evenBands(4, H2),
    confidence: "L",
    fallback: true,
    sourceNote: `facts §4.3 Paper 1 B Q3: similarity/difference, 4 (AO1 2 + AO2 2) [S7, H]; ${EDEXCEL_4_LEVELS_NOTE}`,
  }),
  question({
    id: "q4-explain-why",
    name: "Question 4: explain why (12 marks)",
    kind: "explain",
    marks: 12,
    objectives: aos({ AO1: 6, AO2: 6 }),
    levels: evenBands(12, H4),
    guidance:
      "Examiners reward analytical explanation of several reasons, going beyond the two prompts on the paper, supported by precise knowledge; answers that use only the prompts cannot reach the top level.",
    confidence: "H",
    sourceNote: "facts §4.3 Paper 1 B Q4: explain why, 12 (AO1 6 + AO2 6); levels 1-3 ... 10-12 [S7, H]",
  }),
  question({
    id: "q5-6-judgement",
    name: "Question 5 or 6: how far do you agree? (16 marks + 4 SPaG)",
    kind: "essay",
    marks: 20,
    objectives: aos({ AO1: 6, AO2: 10, SPaG: 4 }),
    levels: evenBands(16, H4),
    accuracyMarks: 4,
    confidence: "H",
    sourceNote: `facts §4.3 Paper 1 B Q5/6: judgement, 16 + 4 SPaG; levels 1-4 ... 13-16 [S7, H]; ${EDEXCEL_P1_ESSAY_NOTE}`,
  }),
];

/** Paper 2 booklet P, period study (32). */
const EDEXCEL_PERIOD_STUDY: QuestionType[] = [
  question({
    id: "q1-consequences",
    name: "Question 1: explain two consequences (8 marks)",
    kind: "explain",
    marks: 8,
    objectives: aos({ AO1: 4, AO2: 4 }),
    levels: evenBands(8, H4),
    answerPlaceholder:
      "Write your answer here. Explain two consequences, one paragraph each, and back each with precise facts.",
    guidance:
      "Examiners mark each consequence on its own, out of 4, and add the two: an answer that explains only one consequence can earn at most 4. Within each, a general comment earns less than an explanation of how the event led to the consequence, backed by precise knowledge.",
    parts: { count: 2, noun: "consequence" },
    confidence: "L",
    fallback: true,
    sourceNote: `facts §4.3 Paper 2 P Q1: two consequences, 8 (2 x 4) [S7, H]: two parts of 4 marks each; ${EDEXCEL_P2_SPLIT_NOTE}; ${EDEXCEL_8_LEVELS_NOTE}`,
  }),
  question({
    id: "q2-narrative",
    name: "Question 2: write a narrative account (8 marks)",
    kind: "account",
    marks: 8,
    objectives: aos({ AO1: 4, AO2: 4 }),
    levels: evenBands(8, ACCOUNT4),
    confidence: "L",
    fallback: true,
    sourceNote: `facts §4.3 Paper 2 P Q2: narrative account, 8 [S7, H]; ${EDEXCEL_P2_SPLIT_NOTE}; ${EDEXCEL_8_LEVELS_NOTE}`,
  }),
  question({
    id: "q3-importance",
    name: "Question 3: explain the importance of… (8 marks; you answer two)",
    kind: "significance",
    marks: 8,
    objectives: aos({ AO1: 4, AO2: 4 }),
    levels: evenBands(8, H4),
    confidence: "L",
    fallback: true,
    sourceNote: `facts §4.3 Paper 2 P Q3: two of three "explain the importance of", 8 each [S7, H]; ${EDEXCEL_P2_SPLIT_NOTE}; ${EDEXCEL_8_LEVELS_NOTE}`,
  }),
];

/** Paper 2 booklet B, British depth study (32, no SPaG). */
const EDEXCEL_BRITISH_DEPTH: QuestionType[] = [
  question({
    id: "q1a-describe",
    name: "Question 1(a): describe two features (4 marks)",
    kind: "describe",
    marks: 4,
    objectives: aos({ AO1: 4 }),
    levels: [],
    confidence: "M",
    sourceNote:
      "facts §4.3 Paper 2 B Q1(a): describe two features, 4, point-marked [S7, H]; AO1 as for the same question on Paper 1",
  }),
  question({
    id: "q1b-explain-why",
    name: "Question 1(b): explain why (12 marks)",
    kind: "explain",
    marks: 12,
    objectives: aos({ AO1: 6, AO2: 6 }),
    levels: evenBands(12, H4),
    confidence: "M",
    sourceNote:
      "facts §4.3 Paper 2 B Q1(b): explain why, 12; levels 1-3 ... 10-12 [S7, H]; AO1 6 + AO2 6 as for the 12-mark explain-why on Paper 1",
  }),
  question({
    id: "q1c-judgement",
    name: "Question 1(c): how far do you agree? (16 marks)",
    kind: "essay",
    marks: 16,
    objectives: aos({ AO1: 6, AO2: 10 }),
    levels: evenBands(16, H4),
    confidence: "M",
    sourceNote:
      "facts §4.3 Paper 2 B Q1(c)(i) or (ii): judgement, 16, no SPaG; levels 1-4 ... 13-16 [S7, H]; AO1 6 + AO2 10 as for Paper 1's 16-mark judgement",
  }),
];

/** Paper 3, modern depth study (52). */
const EDEXCEL_MODERN_DEPTH: QuestionType[] = [
  question({
    id: "q1-inference",
    name: "Question 1: what can you learn from the source? (4 marks)",
    kind: "source-analysis",
    marks: 4,
    objectives: aos({ AO3: 4 }),
    levels: [],
    sourceLabel: "Source",
    answerPlaceholder:
      "Write your answer here. Make two inferences from the source and quote or describe the detail that supports each.",
    confidence: "H",
    sourceNote: "facts §4.3 Paper 3 A Q1: inference, 4, AO3, point-marked [S7, H]",
  }),
  question({
    id: "q2-explain-why",
    name: "Question 2: explain why (12 marks)",
    kind: "explain",
    marks: 12,
    objectives: aos({ AO1: 6, AO2: 6 }),
    levels: evenBands(12, H4),
    confidence: "H",
    sourceNote:
      "facts §4.3 Paper 3 A Q2(a) or (b): explain why, 12; levels 1-3 ... 10-12 [S7, H]; AO1 6 + AO2 6 derived from Paper 3's AO weighting",
  }),
  question({
    id: "q3a-sources-useful",
    name: "Question 3(a): how useful are Sources B and C? (8 marks)",
    kind: "source-utility",
    marks: 8,
    objectives: aos({ AO3: 8 }),
    levels: evenBands(8, H4),
    sourceLabel: "Sources",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §4.3 Paper 3 B Q3(a): usefulness of two sources, 8, AO3 [S7, H]; ${EDEXCEL_8_LEVELS_NOTE}`,
  }),
  question({
    id: "q3b-main-difference",
    name: "Question 3(b): what is the main difference between the interpretations? (4 marks)",
    kind: "interpretation-difference",
    marks: 4,
    objectives: aos({ AO4: 4 }),
    levels: evenBands(4, H2),
    sourceLabel: "Interpretations",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §4.3 Paper 3 B Q3(b): main difference, 4, AO4 [S7, H]; ${EDEXCEL_4_LEVELS_NOTE}`,
  }),
  question({
    id: "q3c-why-differ",
    name: "Question 3(c): why might the interpretations differ? (4 marks)",
    kind: "interpretation-difference",
    marks: 4,
    objectives: aos({ AO4: 4 }),
    levels: evenBands(4, H2),
    sourceLabel: "Interpretations",
    answerPlaceholder:
      "Write your answer here. Give a reason the interpretations differ, for example the different sources their authors used, and support it.",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §4.3 Paper 3 B Q3(c): why they differ, 4, AO4 [S7, H]; ${EDEXCEL_4_LEVELS_NOTE}`,
  }),
  question({
    id: "q3d-evaluate-interpretation",
    name: "Question 3(d): how far do you agree with the interpretation? (16 marks + 4 SPaG)",
    kind: "interpretation-evaluation",
    marks: 20,
    objectives: aos({ AO4: 16, SPaG: 4 }),
    levels: evenBands(16, H4),
    accuracyMarks: 4,
    sourceLabel: "Interpretations",
    confidence: "H",
    sourceNote:
      "facts §4.3 Paper 3 B Q3(d): evaluate an interpretation, 16, AO4 + 4 SPaG; levels 1-4 ... 13-16 [S7, H]",
  }),
];

const EDEXCEL_PAPER_1_OPTIONS: TopicOption[] = [
  {
    id: "crime-and-punishment",
    name: "Crime and punishment in Britain, c1000–present, and Whitechapel, c1870–c1900",
  },
  {
    id: "medicine",
    name: "Medicine in Britain, c1250–present, and the British sector of the Western Front, 1914–18",
  },
  {
    id: "warfare",
    name: "Warfare and British society, c1250–present, and London and the Second World War, 1939–45",
  },
  { id: "migrants", name: "Migrants in Britain, c800–present, and Notting Hill, c1948–c1970" },
];

const EDEXCEL_PERIOD_OPTIONS: TopicOption[] = [
  { id: "spain-new-world", name: "Spain and the 'New World', c1490–c1555 (period study)" },
  { id: "british-america", name: "British America, 1713–83 (period study)" },
  { id: "american-west", name: "The American West, c1835–c1895 (period study)" },
  { id: "cold-war", name: "Superpower relations and the Cold War, 1941–91 (period study)" },
  { id: "middle-east", name: "Conflict in the Middle East, 1945–95 (period study)" },
];

const EDEXCEL_BRITISH_DEPTH_OPTIONS: TopicOption[] = [
  { id: "anglo-saxon-norman-england", name: "Anglo-Saxon and Norman England, c1060–88 (British depth study)" },
  { id: "richard-and-john", name: "Richard I and John, 1189–1216 (British depth study)" },
  { id: "henry-viii", name: "Henry VIII and his ministers, 1509–40 (British depth study)" },
  { id: "early-elizabethan-england", name: "Early Elizabethan England, 1558–88 (British depth study)" },
];

const EDEXCEL_PAPER_3_OPTIONS: TopicOption[] = [
  { id: "russia", name: "Russia and the Soviet Union, 1917–41" },
  { id: "germany", name: "Weimar and Nazi Germany, 1918–39" },
  { id: "china", name: "Mao's China, 1945–76" },
  { id: "usa", name: "The USA, 1954–75: conflict at home and abroad" },
];

const edexcel: BoardSubject = {
  subjectId: "history",
  boardId: "edexcel",
  specCode: "1HI0",
  objectiveMeanings: HISTORY_OBJECTIVES,
  papers: [
    {
      id: "paper-1",
      name: "Paper 1: Thematic study and historic environment",
      code: "1HI0/10–13",
      timeAllowedMinutes: 80,
      timeAllowedNote: "facts §4.3: Paper 1 1h20 [S7, H]",
      confidence: "H",
      setTexts: [],
      questionTypes: [],
      topics: topicsFor(EDEXCEL_PAPER_1_OPTIONS, EDEXCEL_PAPER_1),
    },
    {
      id: "paper-2",
      name: "Paper 2: Period study and British depth study",
      code: "1HI0/P1–P5, B1–B4",
      timeAllowedMinutes: 110,
      timeAllowedNote: "facts §4.3: Paper 2 1h50 [S7, S14, H]",
      confidence: "H",
      setTexts: [],
      questionTypes: [],
      topics: [
        ...topicsFor(EDEXCEL_PERIOD_OPTIONS, EDEXCEL_PERIOD_STUDY),
        ...topicsFor(EDEXCEL_BRITISH_DEPTH_OPTIONS, EDEXCEL_BRITISH_DEPTH),
      ],
    },
    {
      id: "paper-3",
      name: "Paper 3: Modern depth study",
      code: "1HI0/30–33",
      timeAllowedMinutes: 90,
      timeAllowedNote: "facts §4.3: Paper 3 1h30 [S7, H]",
      confidence: "H",
      setTexts: [],
      questionTypes: [],
      topics: topicsFor(EDEXCEL_PAPER_3_OPTIONS, EDEXCEL_MODERN_DEPTH),
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// OCR History B (Schools History Project, J411), facts §3.3 and §6
// ---------------------------------------------------------------------------------------------

/**
 * What the facts give for J411 (§3.3): Paper 1 and Paper 3 are 1h45 for 80 marks in two sections (Paper 1:
 * "Section A answer Q1(a–c), 2, 3 and either 4 or 5; Section B answer Q6(a–b), 7 and either 8 or 9"), Paper 2
 * is 1h for 40 marks + 10 SPaG, and the essays are 18 and 20 marks. The per-question tariffs are "not
 * confirmed" (§11): the ones below share each paper's 80 marks as 40 per section with the 18- and 20-mark
 * essays, following one secondary summary of the papers (L), and every level ladder is the spec §9 fallback.
 */
const OCR_TARIFF_NOTE = "per-question tariff not confirmed in the facts (§11): a secondary summary of the papers, L";
const OCR_FALLBACK_NOTE = `${LEVELS_FALLBACK_NOTE}; objectives not in the facts: spec §9 fallback objectives (40/60) unless stated`;

/** Paper 1 Section A (thematic study) and Paper 3 Section A (period study): 3 + 9 + 10 + 18 = 40. */
function ocrBreadthSection(study: "thematic" | "period"): QuestionType[] {
  const where = study === "thematic" ? "Paper 1 Section A" : "Paper 3 Section A";
  return [
    question({
      id: `${study}-q1-short-answers`,
      name: "Question 1(a)–(c): three short knowledge questions (3 marks)",
      kind: "describe",
      marks: 3,
      objectives: aos({ AO1: 3 }),
      levels: [],
      answerPlaceholder: "Write your answers here: one short answer each for (a), (b) and (c).",
      guidance: "One mark for each correct, precise answer to parts (a), (b) and (c).",
      confidence: "L",
      sourceNote: `facts §3.3 J411 ${where}: Q1(a–c) [S2, H for the layout]; 3 point-marked answers, AO1: ${OCR_TARIFF_NOTE}`,
    }),
    question({
      id: `${study}-q2-summary`,
      name: "Question 2: write a clear and organised summary (9 marks)",
      kind: "account",
      marks: 9,
      objectives: unknownSplit(9),
      levels: fallbackLevels(9),
      guidance:
        "Examiners reward a well-organised summary that picks out the main developments and explains how they connect, with precise, relevant knowledge.",
      confidence: "L",
      fallback: true,
      sourceNote: `facts §3.3 J411 ${where}: Q2, 9: ${OCR_TARIFF_NOTE}; ${OCR_FALLBACK_NOTE}`,
    }),
    question({
      id: `${study}-q3-explain`,
      name: "Question 3: explain why (10 marks)",
      kind: "explain",
      marks: 10,
      objectives: unknownSplit(10),
      levels: fallbackLevels(10),
      confidence: "L",
      fallback: true,
      sourceNote: `facts §3.3 J411 ${where}: Q3, 10: ${OCR_TARIFF_NOTE}; ${OCR_FALLBACK_NOTE}`,
    }),
    question({
      id: `${study}-q4-5-essay`,
      name: "Question 4 or 5: how far do you agree? (18 marks)",
      kind: "essay",
      marks: 18,
      objectives: unknownSplit(18),
      levels: fallbackLevels(18),
      confidence: "L",
      fallback: true,
      sourceNote: `facts §3.3 J411 ${where}: Q4 or Q5, essay, 18 ("essays are 18 and 20 marks"); ${OCR_FALLBACK_NOTE}`,
    }),
  ];
}

/** Paper 1 Section B, British depth study: 3 + 5 + 12 + 20 = 40. */
const OCR_BRITISH_DEPTH: QuestionType[] = [
  question({
    id: "british-depth-q6a-interpretation",
    name: "Question 6(a): what does the interpretation show? (3 marks)",
    kind: "interpretation-evaluation",
    marks: 3,
    objectives: aos({ AO4: 3 }),
    levels: [],
    sourceLabel: "Interpretation",
    answerPlaceholder: "Write your answer here: one feature of the interpretation, and the detail in it that shows this.",
    guidance: "Marks for identifying a feature of the interpretation and supporting it with a detail from it.",
    confidence: "L",
    sourceNote: `facts §3.3 J411 Paper 1 Section B: Q6(a) [S2, H for the layout]; 3, AO4, point-marked: ${OCR_TARIFF_NOTE}`,
  }),
  question({
    id: "british-depth-q6b-enquiry",
    name: "Question 6(b): plan a further enquiry (5 marks)",
    kind: "source-analysis",
    marks: 5,
    objectives: unknownSplit(5),
    levels: fallbackLevels(5),
    sourceLabel: "Interpretation",
    answerPlaceholder:
      "Write your answer here: the aspect you would investigate further, the question you would ask, and how the answer would help you understand the period.",
    guidance:
      "Examiners reward a sensible aspect of the interpretation to investigate, a clear question about it and an explanation of how the enquiry would deepen understanding.",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §3.3 J411 Paper 1 Section B: Q6(b), 5: ${OCR_TARIFF_NOTE}; ${OCR_FALLBACK_NOTE}`,
  }),
  question({
    id: "british-depth-q7-interpretations",
    name: "Question 7: how far do the interpretations differ, and why? (12 marks)",
    kind: "interpretation-difference",
    marks: 12,
    objectives: aos({ AO4: 12 }),
    levels: fallbackLevels(12),
    sourceLabel: "Interpretations",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §3.3 J411 Paper 1 Section B: Q7, 12, AO4: ${OCR_TARIFF_NOTE}; ${LEVELS_FALLBACK_NOTE}`,
  }),
  question({
    id: "british-depth-q8-9-essay",
    name: "Question 8 or 9: how far do you agree? (20 marks)",
    kind: "essay",
    marks: 20,
    objectives: unknownSplit(20),
    levels: fallbackLevels(20),
    confidence: "L",
    fallback: true,
    sourceNote: `facts §3.3 J411 Paper 1 Section B: Q8 or Q9, essay, 20 ("essays are 18 and 20 marks"); ${OCR_FALLBACK_NOTE}`,
  }),
];

/** Paper 3 Section B, world depth study: 7 + 15 + 18 = 40. */
const OCR_WORLD_DEPTH: QuestionType[] = [
  question({
    id: "world-depth-q6-source",
    name: "Question 6: what can the source tell us? (7 marks)",
    kind: "source-analysis",
    marks: 7,
    objectives: aos({ AO3: 7 }),
    levels: fallbackLevels(7),
    sourceLabel: "Source",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §3.3 J411 Paper 3 Section B: Q6, 7, AO3: ${OCR_TARIFF_NOTE}; ${LEVELS_FALLBACK_NOTE}`,
  }),
  question({
    id: "world-depth-q7-sources-useful",
    name: "Question 7: how useful are the two sources? (15 marks)",
    kind: "source-utility",
    marks: 15,
    objectives: aos({ AO3: 15 }),
    levels: fallbackLevels(15),
    sourceLabel: "Sources",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §3.3 J411 Paper 3 Section B: Q7, 15, AO3: ${OCR_TARIFF_NOTE}; ${LEVELS_FALLBACK_NOTE}`,
  }),
  question({
    id: "world-depth-q8-9-essay",
    name: "Question 8 or 9: how far do you agree? (18 marks)",
    kind: "essay",
    marks: 18,
    objectives: unknownSplit(18),
    levels: fallbackLevels(18),
    confidence: "L",
    fallback: true,
    sourceNote: `facts §3.3 J411 Paper 3 Section B: Q8 or Q9, essay, 18 ("essays are 18 and 20 marks"); ${OCR_FALLBACK_NOTE}`,
  }),
];

/** Paper 2, History Around Us: 1h, 40 marks + 10 SPaG, as two 20-mark questions with 5 SPaG each. */
const OCR_HISTORY_AROUND_US: QuestionType[] = [1, 2].map((number) =>
  question({
    id: `q${number}-site`,
    name: `Question ${number}: the site and what it shows (20 marks + 5 SPaG)`,
    kind: "source-analysis",
    marks: 25,
    objectives: [...unknownSplit(20), { code: "SPaG", marks: 5 }],
    levels: fallbackLevels(20),
    accuracyMarks: 5,
    sourceLabel: "Source",
    guidance:
      "Examiners reward precise knowledge of the site's physical features and of its history, used to explain what the site shows about the past, with a supported judgement.",
    answerPlaceholder:
      "Write your answer here. Use precise details of the site's features and of its history, and explain what they show.",
    confidence: "L",
    fallback: true,
    sourceNote: `facts §3.3 J411 Paper 2: 40 + 10 SPaG in 1h [S26, L]; two questions of 20 + 5 SPaG: ${OCR_TARIFF_NOTE}; ${OCR_FALLBACK_NOTE}`,
  }),
);

const ocr: BoardSubject = {
  subjectId: "history",
  boardId: "ocr",
  specCode: "J411",
  specName: "History B (Schools History Project)",
  // A review (2026-11-27): a History A school got J411's papers with nothing to say so (facts §3.3 gives J410 too).
  specNote: "OCR's History A (J410) is not covered yet: its papers and questions differ from these.",
  objectiveMeanings: HISTORY_OBJECTIVES,
  papers: [
    {
      id: "paper-1",
      name: "Paper 1: Thematic study and British depth study",
      code: "J411 Paper 1",
      timeAllowedMinutes: 105,
      timeAllowedNote: "facts §3.3: J411 Paper 1 1h45 for 80 marks in two sections [S2, H]",
      confidence: "H",
      setTexts: [],
      questionTypes: [],
      topics: [
        ...topicsFor(
          [
            { id: "peoples-health", name: "The People's Health, c.1250 to present (thematic study)" },
            { id: "crime-and-punishment", name: "Crime and Punishment, c.1250 to present (thematic study)" },
            { id: "migrants-to-britain", name: "Migrants to Britain, c.1250 to present (thematic study)" },
          ],
          ocrBreadthSection("thematic"),
        ),
        ...topicsFor(
          [
            { id: "norman-conquest", name: "The Norman Conquest, 1065–1087 (British depth study)" },
            { id: "elizabethans", name: "The Elizabethans, 1580–1603 (British depth study)" },
            { id: "britain-peace-and-war", name: "Britain in Peace and War, 1900–1918 (British depth study)" },
          ],
          OCR_BRITISH_DEPTH,
        ),
      ],
    },
    {
      id: "paper-2",
      name: "Paper 2: History Around Us",
      code: "J411 Paper 2",
      timeAllowedMinutes: 60,
      timeAllowedNote: "facts §3.3: J411 Paper 2 1h for 40 marks + 10 SPaG [S26, L]",
      confidence: "L",
      setTexts: [],
      questionTypes: [],
      topics: topicsFor([{ id: "history-around-us", name: "History Around Us: a site chosen by your school" }], OCR_HISTORY_AROUND_US),
    },
    {
      id: "paper-3",
      name: "Paper 3: Period study and world depth study",
      code: "J411 Paper 3",
      timeAllowedMinutes: 105,
      timeAllowedNote: "facts §3.3: J411 Paper 3 1h45 for 80 marks [S26, L]",
      confidence: "L",
      setTexts: [],
      questionTypes: [],
      topics: [
        ...topicsFor(
          [
            { id: "viking-expansion", name: "Viking Expansion, c.750–c.1050 (period study)" },
            { id: "mughal-empire", name: "The Mughal Empire, 1526–1707 (period study)" },
            { id: "making-of-america", name: "The Making of America, 1789–1900 (period study)" },
          ],
          ocrBreadthSection("period"),
        ),
        ...topicsFor(
          [
            { id: "first-crusade", name: "The First Crusade, c.1070–1100 (world depth study)" },
            { id: "aztecs", name: "Aztecs and the Spanish Conquest, 1519–1535 (world depth study)" },
            { id: "nazi-rule", name: "Living under Nazi Rule, 1933–1945 (world depth study)" },
          ],
          OCR_WORLD_DEPTH,
        ),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// WJEC Eduqas (C100): options known, per-question tariffs not found (facts §11), so every
// question kind is a spec §9 fallback.
// ---------------------------------------------------------------------------------------------

/**
 * The fallback question kinds, named so the spec's keyword rule gives the marks: describe 4,
 * explain 8, source 12, evaluate 16, anything else 16. Interpretations are included because every
 * History GCSE assesses them (AO4 is 15% on every board, facts §1).
 */
function fallbackKinds(why: string): QuestionType[] {
  return [
    // The spec's percentages leave Level 3 out of a 4-mark question (Levels 1, 2 and 4) and squeeze one of 8: the
    // equal bands of AQA's questions of the same size instead, as for Edexcel's (EDEXCEL_4/8_LEVELS_NOTE).
    fallbackQuestion(SUBJECT, { id: "describe", label: "Describe key features", kind: "describe", sourceNote: why, levels: { bands: evenBands(4, H2), note: "levels: two equal levels as AQA's 4-mark questions (facts §2.3, §8 item 5)" } }),
    fallbackQuestion(SUBJECT, { id: "explain", label: "Explain why", kind: "explain", sourceNote: why, levels: { bands: evenBands(8, H4), note: "levels: four equal levels as AQA's 8-mark questions (facts §2.3, §8 item 5)" } }),
    fallbackQuestion(SUBJECT, {
      id: "source",
      label: "Source question",
      kind: "source-analysis",
      sourceLabel: "Source",
      sourceNote: why,
    }),
    fallbackQuestion(SUBJECT, {
      id: "interpretation",
      label: "Interpretation question",
      kind: "interpretation-evaluation",
      sourceLabel: "Interpretation",
      sourceNote: why,
    }),
    fallbackQuestion(SUBJECT, { id: "essay", label: "Essay: evaluate a statement", kind: "essay", sourceNote: why }),
  ];
}

const EDUQAS_WHY =
  "facts §5.3: Eduqas C100 per-question tariffs, component marks and SPaG not found (§11); S26 (L) mentions 16-mark interpretation questions and SPaG on the extended essays.";
const EDUQAS_KINDS = fallbackKinds(EDUQAS_WHY);

const wjec: BoardSubject = {
  subjectId: "history",
  boardId: "wjec",
  specCode: "C100QS",
  objectiveMeanings: HISTORY_OBJECTIVES,
  papers: [
    {
      id: "component-1",
      name: "Component 1: Studies in depth",
      code: "C100 Component 1",
      timeAllowedMinutes: 120,
      timeAllowedNote: "facts §5.3: two depth studies reported as 1h each [S26, L]",
      confidence: "H",
      setTexts: [],
      questionTypes: [],
      topics: topicsFor(
        [
          { id: "conflict-and-upheaval", name: "Conflict and Upheaval: England, 1337–1381 (British depth study)" },
          { id: "elizabethan-age", name: "The Elizabethan Age, 1558–1603 (British depth study)" },
          { id: "empire-reform-war", name: "Empire, Reform and War: Britain, 1890–1918 (British depth study)" },
          {
            id: "austerity-affluence-discontent",
            name: "Austerity, Affluence and Discontent: Britain, 1951–1979 (British depth study)",
          },
          { id: "crusades", name: "The Crusades, c.1095–1149 (non-British depth study)" },
          {
            id: "voyages-of-discovery",
            name: "The Voyages of Discovery and Conquest of the Americas, 1492–1522 (non-British depth study)",
          },
          { id: "germany-in-transition", name: "Germany in Transition, 1919–1939 (non-British depth study)" },
          {
            id: "usa-nation-of-contrasts",
            name: "The USA: A Nation of Contrasts, 1910–1929 (non-British depth study)",
          },
        ],
        EDUQAS_KINDS,
      ),
    },
    {
      id: "component-2",
      name: "Component 2: Studies in breadth",
      code: "C100 Component 2",
      timeAllowedMinutes: 120,
      timeAllowedNote: "facts §5.3: period study 45 min and thematic study 1h15 reported [S26, L]",
      confidence: "H",
      setTexts: [],
      questionTypes: [],
      topics: topicsFor(
        [
          { id: "development-of-usa", name: "The Development of the USA (period study)" },
          { id: "development-of-germany", name: "The Development of Germany (period study)" },
          { id: "development-of-ussr", name: "The Development of the USSR (period study)" },
          { id: "development-of-uk", name: "The Development of the UK (period study)" },
          {
            id: "crime-and-punishment",
            name: "Changes in Crime and Punishment in Britain, c.500 to the present day (thematic study)",
          },
        ],
        EDUQAS_KINDS,
      ),
    },
  ],
};

export const HISTORY: BoardSubject[] = [ocr, aqa, edexcel, wjec];
