import type { ExamBoardId, SubjectId } from "./subjects";

/**
 * The exam catalogue's shape: subject -> board -> paper -> (topic ->) question type, each question
 * type with its real tariff, assessment objectives and level bands (../shared/reference/gcse-exam-facts.md).
 * Where the facts have no figure the spec's section 9 rules fill in, and the entry says so (`fallback`).
 */

/** How sure we are of a figure: H official or corroborated, M one careful transcription, L unverified. */
export type Confidence = "H" | "M" | "L";

/** Assessment objectives. "SPaG" is History's separately marked spelling, punctuation and grammar. */
export type ObjectiveCode = "AO1" | "AO2" | "AO3" | "AO4" | "AO5" | "AO6" | "SPaG";

/** What a question asks the student to do; marking prompts and the offline generators key on it. */
export type QuestionKind =
  // English Literature
  | "extract-to-whole-text"
  | "whole-text-essay"
  | "poetry-comparison"
  | "unseen-poem"
  | "unseen-poetry-comparison"
  // English Language
  | "retrieval"
  | "language-analysis"
  | "structure-analysis"
  | "evaluation"
  | "summary"
  | "comparison"
  | "creative-writing"
  | "viewpoint-writing"
  // History
  | "describe"
  | "explain"
  | "account"
  | "source-analysis"
  | "source-utility"
  | "interpretation-difference"
  | "interpretation-evaluation"
  | "significance"
  | "essay";

export interface ObjectiveShare {
  code: ObjectiveCode;
  /** Marks this objective carries in the question. */
  marks: number;
}

export interface LevelBand {
  level: number;
  min: number;
  max: number;
  /** A short descriptor in our own words. */
  descriptor: string;
}

export interface QuestionType {
  /** Unique within its paper (or topic): a slug. */
  id: string;
  /** What the student picks in the form, e.g. "Shakespeare: extract and whole play (34 marks)". */
  name: string;
  kind: QuestionKind;
  /** Total marks, SPaG/AO4 accuracy marks included. */
  marks: number;
  /** Marks per objective; they add up to `marks`. */
  objectives: ObjectiveShare[];
  /**
   * Level bands for the main marks (marks minus `accuracyMarks`), lowest first, contiguous from 1.
   * Empty for point-marked questions.
   */
  levels: LevelBand[];
  /** Marks for written accuracy marked on their own grid (Literature AO4, History SPaG), else 0. */
  accuracyMarks: number;
  /** Whether the student must paste a source, extract or interpretation with the answer. */
  needsSource: boolean;
  /** What the pasted text is called on the form ("Extract", "Source", "Interpretation", "Poem"...). */
  sourceLabel?: string;
  /** Placeholder for the answer box. */
  answerPlaceholder: string;
  /** What examiners reward, in our own words; used in marking prompts and shown as guidance. */
  guidance: string;
  confidence: Confidence;
  /** True when a figure came from the spec's section 9 rules because the facts had none. */
  fallback: boolean;
  /** Where the figures come from (section of the facts file and its source keys). */
  sourceNote: string;
  /**
   * A question that asks for several separate things, each marked on its own out of an equal share of the marks
   * and the shares added (Edexcel History Paper 2 "Explain two consequences", 2 x 4): an answer that gives fewer
   * earns at most the shares of the ones it gives. Absent for questions marked as a whole.
   */
  parts?: QuestionParts;
}

/** The separate things a question asks for (QuestionType.parts). */
export interface QuestionParts {
  count: number;
  /** What one of them is called, in the singular: "consequence". */
  noun: string;
}

export interface Topic {
  id: string;
  name: string;
  questionTypes: QuestionType[];
}

export interface Paper {
  id: string;
  /** e.g. "Paper 1: Shakespeare and the 19th-century novel". */
  name: string;
  /** The board's component code, e.g. "8702/1". */
  code: string;
  /**
   * Minutes the whole paper allows (facts file). Every paper in the facts has a figure; a paper without
   * one would take `fallbackTimeAllowedMinutes` (1.5 minutes a mark, rounded up to 5) and say "fallback"
   * in `timeAllowedNote`.
   */
  timeAllowedMinutes: number;
  /** Where the time comes from: the facts section, its source keys and confidence. */
  timeAllowedNote: string;
  /** English: question types directly. History: empty, see `topics`. */
  questionTypes: QuestionType[];
  /** History: the options on this paper, each with its question kinds. */
  topics: Topic[];
  /** Set texts examined on this paper, where known. */
  setTexts: string[];
  confidence: Confidence;
}

export interface BoardSubject {
  subjectId: SubjectId;
  boardId: ExamBoardId;
  /** The qualification code, e.g. "8702". */
  specCode: string;
  /** The qualification's own name where the board has more than one in the subject ("History B (Schools History Project)"). */
  specName?: string;
  /** What the catalogue does not cover of the board's offer in the subject, said on the answer form. */
  specNote?: string;
  papers: Paper[];
  /** What the objectives mean for this subject (AO4 differs by subject). */
  objectiveMeanings: Partial<Record<ObjectiveCode, string>>;
}
