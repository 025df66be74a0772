import type { SubjectId } from "../subjects";
import type { Confidence, LevelBand, ObjectiveCode, ObjectiveShare, QuestionKind, QuestionParts, QuestionType, Topic } from "../types";

import { fallbackLevels, fallbackMaxMarks, fallbackObjectives } from "./rules";

/** Small helpers that keep the catalogue data readable. Nothing here is a figure from the boards. */

// ---------------------------------------------------------------------------------------------
// Objectives and level bands
// ---------------------------------------------------------------------------------------------

/** `aos({ AO1: 12, AO2: 12, AO3: 6, AO4: 4 })` -> objective shares in that order. */
export function aos(shares: Partial<Record<ObjectiveCode, number>>): ObjectiveShare[] {
  return Object.entries(shares).map(([code, marks]) => ({ code: code as ObjectiveCode, marks: marks ?? 0 }));
}

/** Level bands from explicit [min, max] ranges, lowest first, numbered from 1. */
export function bands(ranges: ReadonlyArray<readonly [number, number]>, descriptors: readonly string[]): LevelBand[] {
  if (ranges.length !== descriptors.length) {
    throw new Error(`bands: ${ranges.length} ranges but ${descriptors.length} descriptors`);
  }
  return ranges.map(([min, max], index) => ({ level: index + 1, min, max, descriptor: descriptors[index] ?? "" }));
}

/** `count` equal bands covering 1..total (throws unless total divides evenly), lowest first. */
export function evenBands(total: number, descriptors: readonly string[]): LevelBand[] {
  const count = descriptors.length;
  if (total % count !== 0) throw new Error(`evenBands: ${total} marks do not split into ${count} equal bands`);
  const width = total / count;
  return bands(
    descriptors.map((_, index) => [index * width + 1, (index + 1) * width] as const),
    descriptors,
  );
}

/** Descriptor ladders in our own words, lowest level first. */
export const DESCRIPTORS = {
  /** Six-level Literature grids (AQA, OCR). */
  literature6: [
    "Simple, surface-level remarks",
    "Relevant points with some support",
    "Explained points, sensibly organised",
    "Clear, consistent understanding",
    "Thoughtful, well-developed response",
    "Assured, perceptive and critical throughout",
  ],
  /** Five-level Literature grids (Edexcel levels, Eduqas bands). */
  literature5: [
    "Limited, mostly retelling",
    "Some relevant understanding",
    "Sound, relevant and supported",
    "Sustained, well-supported analysis",
    "Perceptive, assured and critical",
  ],
  /** Four-level comparison grid (AQA unseen 27.2). */
  literatureComparison4: [
    "Simple links between the poems",
    "Relevant comparison of some methods",
    "Clear comparison of how the poets write",
    "Exploratory, insightful comparison",
  ],
  /** Four-level Language reading grids. */
  reading4: [
    "Basic, with little explanation",
    "Partial understanding, some attempts to explain",
    "Clear and accurate, with relevant evidence",
    "Sharp, detailed and insightful",
  ],
  /** Five-level Language reading grids (Edexcel). */
  reading5: [
    "Basic, with little explanation",
    "Some understanding, partly explained",
    "Clear explanation with relevant evidence",
    "Thorough, well-chosen evidence and analysis",
    "Perceptive, detailed and critical",
  ],
  /** Three-level Language reading grids (Edexcel 6-mark question). */
  reading3: [
    "Basic comments with little explanation",
    "Clear comments with relevant examples",
    "Detailed, precise analysis",
  ],
  /** Four-level AO5 writing grid. */
  writing4: [
    "Simple communication, little sense of audience",
    "Some control of tone, ideas and paragraphs",
    "Clear, engaging and well organised",
    "Compelling, crafted and ambitious",
  ],
  /** Four-level History grids. */
  history4: [
    "Basic, general knowledge",
    "Simple explanation with some support",
    "Developed explanation with accurate support",
    "Complex, sustained analysis and judgement",
  ],
  /**
   * Four-level grids of a "write an account" question: it rewards an account organised by how events led to one
   * another (causation and consequence), not a judgement, so the top level names no judgement.
   */
  historyAccount4: [
    "Basic, general account of the events",
    "Simple account showing how some events connect",
    "Developed account explaining how events led to one another",
    "Complex, sustained analysis of how events led to one another",
  ],
  /** Two-level History grids (4-mark questions). */
  history2: ["Basic, simple answer", "Developed answer with supporting detail"],
} as const;

// ---------------------------------------------------------------------------------------------
// Guidance and placeholders by question kind (our own words)
// ---------------------------------------------------------------------------------------------

const KIND_TEXT: Record<QuestionKind, { guidance: string; placeholder: string }> = {
  "extract-to-whole-text": {
    guidance:
      "Examiners reward a clear argument that starts from the extract and moves out to the whole text, with close analysis of the writer's methods. Context should sharpen the points, not be bolted on.",
    placeholder:
      "Write your answer here. Start with a clear argument about the question, then support it with quotations from the extract and from across the whole text.",
  },
  "whole-text-essay": {
    guidance:
      "Examiners reward a sustained, personal argument about the whole text, backed by well-chosen references and analysis of how the writer shapes meaning.",
    placeholder:
      "Write your essay here. Set out your argument in the first paragraph, then support it with quotations you remember from across the text.",
  },
  "poetry-comparison": {
    guidance:
      "Examiners reward a balanced comparison that links the two poems throughout, analysing how each poet's choices of language, form and structure shape meaning.",
    placeholder:
      "Write your comparison here. Compare the two poems throughout rather than one after the other, quoting from both.",
  },
  "unseen-poem": {
    guidance:
      "Examiners reward a personal reading of the poem backed by quotations, and analysis of how the poet's choices create meaning and effect. Context is not needed.",
    placeholder:
      "Write your answer here. Say what you think the poem is about, then explain how particular words, images and the poem's structure create that meaning.",
  },
  "unseen-poetry-comparison": {
    guidance:
      "Examiners reward comparison of the methods the two poets use to present their ideas, with precise references to both poems.",
    placeholder:
      "Write your comparison here. Focus on similarities and differences in how the two poets write, quoting from both poems.",
  },
  retrieval: {
    guidance:
      "Examiners give a mark for each correct, relevant point taken from the right part of the text; a short quotation or your own words both count.",
    placeholder: "Write each point on its own line, taken from the lines the question tells you to use.",
  },
  "language-analysis": {
    guidance:
      "Examiners reward precise analysis of the writer's choices of words, techniques and sentence forms, explaining their effects on the reader, with subject terminology where it helps.",
    placeholder:
      "Write your answer here. Pick short quotations and explain the effect of particular words and techniques.",
  },
  "structure-analysis": {
    guidance:
      "Examiners reward analysis of how the writer orders the text and shifts the reader's focus (openings, changes of direction, endings) and why those choices work.",
    placeholder:
      "Write your answer here. Track how the focus changes from the beginning to the end of the text and explain why the writer builds it that way.",
  },
  evaluation: {
    guidance:
      "Examiners reward a clear judgement on the statement, supported by well-chosen evidence and by analysis of the methods that create the effect.",
    placeholder:
      "Write your answer here. Say how far you agree, then back your view with quotations and explain how the writer creates the effect.",
  },
  summary: {
    guidance:
      "Examiners reward accurate inferences drawn together from the texts, with each point supported by evidence.",
    placeholder:
      "Write your answer here. Make clear points drawn from the texts and support each one with a short quotation.",
  },
  comparison: {
    guidance:
      "Examiners reward a sustained comparison of the writers' ideas and perspectives and of the methods they use to convey them, supported by evidence from both texts.",
    placeholder:
      "Write your comparison here. Compare the writers' ideas and methods throughout, quoting from both texts.",
  },
  "creative-writing": {
    guidance:
      "Examiners reward writing that grips the reader through vivid, controlled description or narrative, a deliberate structure and ambitious vocabulary, plus accurate spelling, punctuation and varied sentences.",
    placeholder: "Write your story or description here. Plan a clear structure and choose your words for effect.",
  },
  "viewpoint-writing": {
    guidance:
      "Examiners reward a clear, persuasive viewpoint matched to the form, audience and purpose, organised into linked paragraphs, plus accurate spelling, punctuation and varied sentences.",
    placeholder:
      "Write your piece here. Use the form the task asks for (article, letter, speech...), make your viewpoint clear and build it paragraph by paragraph.",
  },
  describe: {
    guidance: "Examiners give marks for accurate, relevant features, each backed by a specific detail.",
    placeholder: "Write your answer here. Give accurate features and back each one with a specific detail.",
  },
  explain: {
    guidance:
      "Examiners reward analytical explanation that links causes, consequences or changes to the question, supported by precise, relevant knowledge.",
    placeholder:
      "Write your answer here. Make each paragraph explain one reason, back it with precise facts and link it to the question.",
  },
  account: {
    guidance:
      "Examiners reward an organised narrative that explains how one development led to another, not a list of facts.",
    placeholder:
      "Write your account here. Tell the story in order and show how each event led to the next, using precise details.",
  },
  "source-analysis": {
    guidance:
      "Examiners reward inferences about what the source shows or why it was made, backed by its content, its provenance and your own knowledge.",
    placeholder:
      "Write your answer here. Make an inference from the source, quote or describe the detail that supports it, and use your own knowledge.",
  },
  "source-utility": {
    guidance:
      "Examiners reward judgements about how useful the sources are, based on their content, their provenance (who made them, when and why) and your own knowledge of the context.",
    placeholder:
      "Write your answer here. For each source, judge how useful it is from what it says, who made it and why, and what you know about the time.",
  },
  "interpretation-difference": {
    guidance:
      "Examiners reward a clear explanation of how or why the interpretations differ, supported by details from them and what you know about who wrote them.",
    placeholder:
      "Write your answer here. Identify the difference, support it with details from both interpretations, and explain it.",
  },
  "interpretation-evaluation": {
    guidance:
      "Examiners reward a judgement on how convincing the interpretation is, tested against your own knowledge of the period and, where given, the sources.",
    placeholder:
      "Write your answer here. Say how far you agree with the interpretation and test it against what you know about the period.",
  },
  significance: {
    guidance:
      "Examiners reward explanation of why the development or person mattered, at the time and later, using precise knowledge.",
    placeholder:
      "Write your answer here. Explain why it mattered, at the time and later, with precise supporting facts.",
  },
  essay: {
    guidance:
      "Examiners reward a sustained argument that weighs the stated factor against others and reaches a supported judgement, using precise, relevant knowledge.",
    placeholder:
      "Write your essay here. Explain the factor in the question, then other factors, and finish with a clear judgement.",
  },
};

export function guidanceFor(kind: QuestionKind): string {
  return KIND_TEXT[kind].guidance;
}

export function placeholderFor(kind: QuestionKind): string {
  return KIND_TEXT[kind].placeholder;
}

// ---------------------------------------------------------------------------------------------
// Question types
// ---------------------------------------------------------------------------------------------

export interface QuestionSpec {
  id: string;
  name: string;
  kind: QuestionKind;
  marks: number;
  objectives: ObjectiveShare[];
  levels: LevelBand[];
  /** Written accuracy on its own grid (Literature AO4, Language AO6, History SPaG). */
  accuracyMarks?: number;
  /** The pasted text's label; its presence means the question needs a source. */
  sourceLabel?: string;
  answerPlaceholder?: string;
  /** Overrides the kind's default guidance. */
  guidance?: string;
  confidence: Confidence;
  fallback?: boolean;
  sourceNote: string;
  /** Separate things asked for, each marked on its own (QuestionType.parts). */
  parts?: QuestionParts;
}

/** A question type with the kind's default guidance and placeholder unless given. */
export function question(spec: QuestionSpec): QuestionType {
  const { sourceLabel, accuracyMarks = 0, fallback = false, answerPlaceholder, guidance, ...rest } = spec;
  return {
    ...rest,
    accuracyMarks,
    needsSource: sourceLabel !== undefined,
    ...(sourceLabel !== undefined ? { sourceLabel } : {}),
    answerPlaceholder: answerPlaceholder ?? placeholderFor(spec.kind),
    guidance: guidance ?? guidanceFor(spec.kind),
    fallback,
  };
}

export interface FallbackQuestionSpec {
  id: string;
  /** The name without marks; the spec's keyword rule reads it, then " (N marks)" is appended. */
  label: string;
  kind: QuestionKind;
  sourceLabel?: string;
  /** Why the figures are missing, with the facts section. */
  sourceNote: string;
  /**
   * Level bands in place of the spec's percentage fallback, with the reason for the note: on 4 and 8 marks the
   * percentages leave a level out (4 marks: Levels 1, 2 and 4), so a small question takes the equal bands of the
   * same size elsewhere on the board's subject (AQA's 4- and 8-mark History questions).
   */
  levels?: { bands: LevelBand[]; note: string };
}

/**
 * A question type whose tariff, objectives and levels all come from the spec's section 9 rules:
 * marks by keyword in `label`, AO1/AO2 with the spec's weights, four levels by percentage.
 */
export function fallbackQuestion(subjectId: SubjectId, spec: FallbackQuestionSpec): QuestionType {
  const marks = fallbackMaxMarks(subjectId, spec.label);
  return question({
    id: spec.id,
    name: `${spec.label} (${marks} marks)`,
    kind: spec.kind,
    marks,
    objectives: fallbackObjectives(subjectId, marks),
    levels: spec.levels?.bands ?? fallbackLevels(marks),
    ...(spec.sourceLabel !== undefined ? { sourceLabel: spec.sourceLabel } : {}),
    confidence: "L",
    fallback: true,
    sourceNote: spec.levels
      ? `${spec.sourceNote} Marks and objectives are the spec §9 fallback; ${spec.levels.note}.`
      : `${spec.sourceNote} Marks, objectives and levels are the spec §9 fallback.`,
  });
}

// ---------------------------------------------------------------------------------------------
// History topics
// ---------------------------------------------------------------------------------------------

export interface TopicOption {
  id: string;
  name: string;
}

/** One topic per option, each with its own copy of the section's question kinds. */
export function topicsFor(options: readonly TopicOption[], questionTypes: readonly QuestionType[]): Topic[] {
  return options.map(({ id, name }) => ({
    id,
    name,
    questionTypes: questionTypes.map((questionType) => ({
      ...questionType,
      objectives: questionType.objectives.map((share) => ({ ...share })),
      levels: questionType.levels.map((band) => ({ ...band })),
    })),
  }));
}
