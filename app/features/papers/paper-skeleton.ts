import { EXAM_BOARDS, SUBJECTS, type Paper, type QuestionType as CatalogueQuestionType, type Topic } from "~/features/catalogue";
import { CATALOGUE, getBoardSubject, getPaper, isStatementChoice, questionTypesFor } from "~/features/catalogue/lookup";

import { builderKey, type BuilderOptions, type BuilderPaperOption } from "./builder-selection";
import type { CatalogueRef, PaperDraft, QuestionRow } from "./paper-schema";
import { PAPER_BOARDS, PAPER_LIMITS, PAPER_SUBJECTS, type QuestionType } from "./rules";

/**
 * A real paper's structure from the catalogue, as a draft for the create form (issue 14 item 4): the
 * title, the subject and board as the creator names them, the time allowed, and one question per
 * catalogue question type in the paper's order with its label, marks, type and guidance. The question
 * texts (and sources) are written afterwards by build-paper.server.ts. Pure: no model, no database.
 */

export interface SkeletonQuestion {
  row: QuestionRow;
  /** The catalogue entry the row was made from (for generating its text and source). */
  catalogueQuestionType: CatalogueQuestionType;
}

export interface PaperSkeleton {
  draft: PaperDraft & { catalogueRef: CatalogueRef; timeAllowedMinutes: number };
  questions: SkeletonQuestion[];
  paper: Paper;
  topic: Topic | null;
}

/** Levelled questions worth at least this many marks are essays; smaller or point-marked ones short answers. */
export const ESSAY_MIN_MARKS = 10;

/**
 * The creator's question type for a catalogue question type, by this rule:
 * - multiple_choice: a point-marked retrieval question whose name asks the student to choose true
 *   statements (AQA 8700/2 Question 1, "choose four true statements"), the one catalogue question
 *   answered by picking lettered options;
 * - essay: a levelled question (it has level bands) worth ESSAY_MIN_MARKS or more;
 * - short_answer: everything else (point-marked questions and small levelled ones).
 */
export function creatorQuestionType(questionType: Pick<CatalogueQuestionType, "kind" | "name" | "marks" | "levels">): QuestionType {
  if (isStatementChoice(questionType)) return "multiple_choice";
  if (questionType.levels.length > 0 && questionType.marks >= ESSAY_MIN_MARKS) return "essay";
  return "short_answer";
}

/**
 * A question's own number on the paper: the part of its catalogue name before the colon ("Question 1",
 * "A1", "Section B, task 1"); a name without a colon loses its trailing "(N marks...)" instead. A choice of
 * two questions ("Question 5 or 6": the board prints two tasks and the student answers one) is built once,
 * with one task, so its label names that one ("Question 5"), not a second question that is not printed.
 */
export function questionLabel(name: string): string {
  const colon = name.indexOf(":");
  const label = colon >= 0 ? name.slice(0, colon) : name.replace(/\s*\([^()]*\bmarks?\b[^()]*\)\s*$/i, "");
  return label
    .trim()
    .replace(/^(question\s+\d+)\s+or\s+\d+$/i, "$1")
    .slice(0, PAPER_LIMITS.labelCharacters);
}

/** Rounds minutes to the nearest five, never below five. */
const toFive = (minutes: number) => Math.max(5, Math.round(minutes / 5) * 5);

/** One question of a sitting: its catalogue entry and its label on the paper. */
interface SittingQuestion {
  questionType: CatalogueQuestionType;
  label: string;
}

/** A question the student answers more than once ("explain the importance of…, 8 marks; you answer two"). */
function answersWanted(questionType: Pick<CatalogueQuestionType, "name">): number {
  return /\byou answer two\b/i.test(questionType.name) ? 2 : 1;
}

const PART_NUMERALS = ["i", "ii", "iii"];

/**
 * The questions of one sitting: the paper's (English) or the topic's (History).
 * - Where the catalogue lists two question types under the same label with the same marks, the paper offers
 *   them as a choice (OCR J352 Section B: an extract question or an essay, 40 marks each); the student answers
 *   one, so only the first is built (the student can change its text).
 * - A question the student answers twice (Edexcel 1HI0 Paper 2 booklet P Question 3, "two of three… 2 × 8",
 *   facts §4.3) is built twice, "Question 3(i)" and "Question 3(ii)", so the period study is its real 32 marks.
 */
function sittingQuestions(paper: Paper, topicId: string | null): SittingQuestion[] {
  const seen = new Set<string>();
  return questionTypesFor(paper, topicId ?? undefined)
    .filter((questionType) => {
      const key = `${questionLabel(questionType.name)}|${questionType.marks}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .flatMap((questionType) => {
      const label = questionLabel(questionType.name);
      const count = answersWanted(questionType);
      if (count === 1) return [{ questionType, label }];
      return PART_NUMERALS.slice(0, count).map((numeral) => ({ questionType, label: `${label}(${numeral})`.slice(0, PAPER_LIMITS.labelCharacters) }));
    });
}

/** The marks of a sitting: every question it builds, a question answered twice counted twice. */
function sittingMarks(paper: Paper, topicId: string | null): number {
  return sittingQuestions(paper, topicId).reduce((sum, question) => sum + question.questionType.marks, 0);
}

/**
 * Which section of its paper a topic is: the kind of study its name ends with ("(period study)",
 * "(British depth study)"), else the question types it shares with the other options of its section.
 */
function sectionOf(topic: Topic): string {
  const study = /\(([^()]*\bstudy)\)\s*$/i.exec(topic.name)?.[1];
  return study ? study.toLowerCase() : topic.questionTypes.map((questionType) => questionType.id).join("|");
}

/** "history/wjec/component-2": the subject, board and id of a catalogue paper (paper ids repeat across boards). */
function catalogueKeyOf(paper: Paper): string | undefined {
  const boardSubject = CATALOGUE.find((candidate) => candidate.papers.includes(paper));
  return boardSubject ? `${boardSubject.subjectId}/${boardSubject.boardId}/${paper.id}` : undefined;
}

/**
 * Sections whose own time the facts give (/work/shared/reference/gcse-exam-facts.md), by "board/paper" and
 * the section's study ("period study"): these take that time, not a share of the paper's by marks.
 * - Eduqas C100 (facts §5.3, timings L): Component 1's British and non-British depth studies are "reported
 *   as 1h each"; Component 2's period study 45 minutes and thematic study 1h15 (of the component's 2 hours).
 * Every other board's facts give only the paper's total (AQA 8145 §2.3, Edexcel 1HI0 §4.3, OCR J411 §3.3),
 * so their sections share it by marks (sittingMinutes).
 */
const SECTION_MINUTES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "history/wjec/component-1": { "british depth study": 60, "non-british depth study": 60 },
  "history/wjec/component-2": { "period study": 45, "thematic study": 75 },
};

/**
 * Minutes for the sitting. English: the paper's time. History: a topic is one section of its paper (the
 * paper's options come in sections). A section whose own time the facts give takes it (SECTION_MINUTES);
 * otherwise, where the facts give only the paper's total, the topic gets the paper's time in proportion to
 * its marks out of one topic per section, rounded to five minutes (AQA 8145/1, 120 minutes: period study 40
 * of 84 marks = 55, wider world 44 = 65; Edexcel 1HI0 Paper 2, 110 minutes: period study 32 of 64 = 55; OCR
 * J411 Paper 1, 105 minutes: thematic study 40 of 80 = 55).
 */
export function sittingMinutes(paper: Paper, topic: Topic | null): number {
  if (!topic || paper.topics.length === 0) return paper.timeAllowedMinutes;
  const own = SECTION_MINUTES[catalogueKeyOf(paper) ?? ""]?.[sectionOf(topic)];
  if (own !== undefined) return own;
  const sections = new Map<string, number>();
  for (const candidate of paper.topics) sections.set(sectionOf(candidate), sittingMarks(paper, candidate.id));
  const paperMarks = [...sections.values()].reduce((sum, marks) => sum + marks, 0);
  const topicMarks = sittingMarks(paper, topic.id);
  if (sections.size <= 1 || paperMarks <= 0) return paper.timeAllowedMinutes;
  return toFive((paper.timeAllowedMinutes * topicMarks) / paperMarks);
}

/** The creator's subject name ("English Language") for a catalogue subject id, or undefined. */
export function creatorSubjectName(subjectId: string): string | undefined {
  const name = SUBJECTS.find((subject) => subject.id === subjectId)?.name;
  return name && (PAPER_SUBJECTS as readonly string[]).includes(name) ? name : undefined;
}

/** The creator's board name ("Edexcel", "WJEC") for a catalogue board id ("edexcel", "wjec"), or undefined. */
export function creatorBoardName(boardId: string): string | undefined {
  const name = EXAM_BOARDS.find((board) => board.id === boardId.trim().toLowerCase())?.name;
  return name && (PAPER_BOARDS as readonly string[]).includes(name) ? name : undefined;
}

/**
 * The draft skeleton for a catalogue selection, or null when the selection is not in the catalogue (a
 * History paper needs one of its topics; an English paper takes no topic).
 */
/** The guidance of a question sat as multiple choice (AQA English Language Paper 2 Question 1: choose four true statements). */
export const MULTIPLE_CHOICE_GUIDANCE =
  "Read the lines the question names carefully, then choose only the statements that are true: each true one you choose earns a mark, and each false one you choose takes a mark away.";

export function paperSkeleton(selection: { subjectId: string; boardId: string; paperId: string; topicId?: string | null }): PaperSkeleton | null {
  const subject = creatorSubjectName(selection.subjectId);
  const board = creatorBoardName(selection.boardId);
  const boardSubject = getBoardSubject(selection.subjectId, selection.boardId);
  const paper = getPaper(selection.subjectId, selection.boardId, selection.paperId);
  if (!subject || !board || !boardSubject || !paper) return null;
  const topicId = selection.topicId?.trim() || null;
  let topic: Topic | null = null;
  if (paper.topics.length > 0) {
    topic = paper.topics.find((candidate) => candidate.id === topicId) ?? null;
    if (!topic) return null;
  } else if (topicId) return null;

  const questions = sittingQuestions(paper, topic?.id ?? null)
    .slice(0, PAPER_LIMITS.builtQuestions)
    .map(({ questionType, label }) => ({
      catalogueQuestionType: questionType,
      row: {
        text: "",
        marks: String(questionType.marks),
        questionType: creatorQuestionType(questionType),
        // A question sat as multiple choice is ticked, not written: the written retrieval's guidance ("a short
        // quotation or your own words both count") does not fit it.
        guidance: creatorQuestionType(questionType) === "multiple_choice" ? MULTIPLE_CHOICE_GUIDANCE : questionType.guidance,
        label,
        sourceText: "",
        answerKey: "",
        catalogueQuestionTypeId: questionType.id,
      },
    }));
  if (questions.length === 0) return null;

  const [paperNumber = paper.name] = paper.name.split(":");
  const title = topic ? `${board} ${paperNumber.trim()}: ${topic.name} - practice` : `${board} ${paper.name} - practice`;
  return {
    draft: {
      title: title.slice(0, PAPER_LIMITS.titleCharacters),
      subject,
      examBoard: board,
      questions: questions.map((question) => question.row),
      catalogueRef: { subjectId: boardSubject.subjectId, boardId: boardSubject.boardId, paperId: paper.id, topicId: topic?.id ?? null },
      timeAllowedMinutes: sittingMinutes(paper, topic),
    },
    questions,
    paper,
    topic,
  };
}

/**
 * What the server keeps of a draft's catalogue claims: the reference when it still names a paper (and,
 * for History, a topic) with its time allowed, and which question type ids belong to it. Anything else
 * is treated as hand-made (no reference, no time, no question type ids).
 */
export function resolveCatalogueRef(
  ref: CatalogueRef | undefined | null,
): { catalogueRef: CatalogueRef; subject: string; examBoard: string; timeAllowedMinutes: number; questionTypeIds: Set<string> } | null {
  if (!ref) return null;
  const skeleton = paperSkeleton(ref);
  if (!skeleton) return null;
  const all = questionTypesFor(skeleton.paper, skeleton.topic?.id);
  return {
    catalogueRef: skeleton.draft.catalogueRef,
    subject: skeleton.draft.subject,
    examBoard: skeleton.draft.examBoard,
    timeAllowedMinutes: skeleton.draft.timeAllowedMinutes,
    questionTypeIds: new Set(all.map((questionType) => questionType.id)),
  };
}

/** The build form's choices from the catalogue (names and ids only, for the page). */
export function builderOptions(): BuilderOptions {
  const papers: Record<string, BuilderPaperOption[]> = {};
  for (const subject of SUBJECTS) {
    for (const board of EXAM_BOARDS) {
      papers[builderKey(subject.id, board.id)] = (getBoardSubject(subject.id, board.id)?.papers ?? []).map((paper) => ({
        id: paper.id,
        name: paper.name,
        topics: paper.topics.map((topic) => ({ id: topic.id, name: topic.name })),
      }));
    }
  }
  return {
    subjects: SUBJECTS.map((subject) => ({ id: subject.id, name: subject.name })),
    boards: EXAM_BOARDS.map((board) => ({ id: board.id, name: board.name })),
    papers,
  };
}
