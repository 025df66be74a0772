import { ENGLISH_LANGUAGE } from "./data/english-language";
import { ENGLISH_LITERATURE } from "./data/english-literature";
import { HISTORY } from "./data/history";
import { needsSourceByName } from "./data/rules";
import { ownShortAnswerType } from "./own-question";
import type { BoardSubject, Paper, QuestionType, Topic } from "./types";

/**
 * The exam catalogue: subject -> board -> paper -> (History: topic ->) question type, with real
 * tariffs, objectives and levels from ../shared/reference/gcse-exam-facts.md, and the spec's
 * section 9 rules where the facts have no figure (such entries have `fallback: true`).
 *
 * The spec's rules live in ./data/rules.ts (so the data files can use them without an import
 * cycle) and are re-exported here.
 */

export {
  accuracyLevelsFor,
  AQA_LANGUAGE_AO6_LEVELS,
  EDEXCEL_LITERATURE_AO4_LEVELS,
  EDUQAS_LITERATURE_AO4_LEVELS,
  FALLBACK_LEVEL_THRESHOLDS,
  FALLBACK_MAX_MARKS_OTHER_SUBJECTS,
  FALLBACK_OBJECTIVE_WEIGHTS,
  fallbackLevels,
  fallbackMaxMarks,
  fallbackObjectives,
  needsSourceByName,
  SOURCE_KEYWORDS,
  SPAG_LEVELS,
} from "./data/rules";

/** All twelve board-subjects: three subjects, each for OCR, AQA, Edexcel and WJEC Eduqas. */
export const CATALOGUE: BoardSubject[] = [...ENGLISH_LITERATURE, ...ENGLISH_LANGUAGE, ...HISTORY];

/** The board-subject, or undefined. The board id is matched case-insensitively, ignoring surrounding spaces ("AQA" = "aqa"). */
export function getBoardSubject(subjectId: string, boardId: string): BoardSubject | undefined {
  const board = boardId.trim().toLowerCase();
  return CATALOGUE.find((entry) => entry.subjectId === subjectId && entry.boardId === board);
}

export function getPaper(subjectId: string, boardId: string, paperId: string): Paper | undefined {
  return getBoardSubject(subjectId, boardId)?.papers.find((paper) => paper.id === paperId);
}

/** A History paper's topic (option), or undefined. */
export function getTopic(subjectId: string, boardId: string, paperId: string, topicId: string): Topic | undefined {
  return getPaper(subjectId, boardId, paperId)?.topics.find((topic) => topic.id === topicId);
}

/**
 * The question types a student can pick on a paper: the paper's own for English, the topic's for
 * History (a History paper without a matching `topicId` has none).
 */
export function questionTypesFor(paper: Paper, topicId?: string): QuestionType[] {
  if (paper.topics.length === 0) return paper.questionTypes;
  if (topicId === undefined) return [];
  return paper.topics.find((topic) => topic.id === topicId)?.questionTypes ?? [];
}

/** A question type, or undefined. History needs `topicId`. A practice paper's own short answer is found by its id (own-question.ts). */
/**
 * Said wherever a question type's marks, objectives or levels are the spec's section 9 rules rather than the board's
 * published scheme (`fallback`): on the answer form, the results page and a share link, so no student or teacher
 * takes Marker's estimate for the board's own levels (a head of department's review, 2026-11-27).
 */
export const ESTIMATED_SCHEME_NOTE =
  "Marker has not been able to check the board's own mark scheme for this question, so its levels and the split of its marks between objectives are Marker's estimate from the question's marks: treat the level as a guide.";

/** The note above for a question type whose scheme is an estimate, else null. */
export function estimatedSchemeNote(questionType: { fallback: boolean } | undefined): string | null {
  return questionType?.fallback ? ESTIMATED_SCHEME_NOTE : null;
}

export function getQuestionType(
  subjectId: string,
  boardId: string,
  paperId: string,
  questionTypeId: string,
  topicId?: string,
): QuestionType | undefined {
  const paper = getPaper(subjectId, boardId, paperId);
  if (!paper) return undefined;
  return questionTypesFor(paper, topicId).find((questionType) => questionType.id === questionTypeId) ?? ownShortAnswerType(questionTypeId);
}

/**
 * Whether a question type needs a pasted source, extract or interpretation. The catalogue's flag
 * is authoritative (the boards say which questions print a text). The spec's keyword rule
 * (`needsSourceByName`) is only for a question type without a flag, e.g. one typed in by hand;
 * it would wrongly ask for an extract on "Modern prose or drama: essay", which prints none.
 */
/**
 * Whether a question is answered by choosing lettered statements (AQA English Language Paper 2 Question 1, "choose four
 * true statements"): a point-marked retrieval question whose name asks the student to choose true statements. Its
 * marks come from an answer key.
 */
export function isStatementChoice(questionType: Pick<QuestionType, "kind" | "name" | "levels">): boolean {
  return questionType.kind === "retrieval" && questionType.levels.length === 0 && /\bchoose\b.*\btrue\b/i.test(questionType.name);
}

export function needsSource(questionType: Pick<QuestionType, "name"> & { needsSource?: boolean }): boolean {
  return questionType.needsSource ?? needsSourceByName(questionType.name);
}

// ---------------------------------------------------------------------------------------------
// Self-checks (used by the tests; cheap enough to call anywhere)
// ---------------------------------------------------------------------------------------------

/** Every question type in the catalogue with where it sits. */
export function allQuestionTypes(): Array<{
  boardSubject: BoardSubject;
  paper: Paper;
  topic?: Topic;
  questionType: QuestionType;
}> {
  return CATALOGUE.flatMap((boardSubject) =>
    boardSubject.papers.flatMap((paper) => [
      ...paper.questionTypes.map((questionType) => ({ boardSubject, paper, questionType })),
      ...paper.topics.flatMap((topic) =>
        topic.questionTypes.map((questionType) => ({ boardSubject, paper, topic, questionType })),
      ),
    ]),
  );
}

/**
 * What is wrong with a question type, as messages (empty when it is sound): objectives add up to
 * the marks; levels are contiguous whole-mark bands from 1 to marks minus accuracy marks, numbered
 * upwards (or none, for point-marked questions); a source label exactly when a source is needed;
 * a fallback entry has confidence L and says so in its source note.
 */
export function questionTypeProblems(questionType: QuestionType): string[] {
  const problems: string[] = [];
  const { marks, objectives, levels, accuracyMarks } = questionType;
  if (!Number.isInteger(marks) || marks < 1) problems.push(`marks ${marks} is not a positive whole number`);
  const objectiveTotal = objectives.reduce((sum, share) => sum + share.marks, 0);
  if (objectiveTotal !== marks) problems.push(`objectives add up to ${objectiveTotal}, not ${marks}`);
  if (objectives.some((share) => !Number.isInteger(share.marks) || share.marks < 1)) {
    problems.push("an objective has a non-positive or fractional share");
  }
  if (new Set(objectives.map((share) => share.code)).size !== objectives.length) {
    problems.push("an objective is listed twice");
  }
  if (!Number.isInteger(accuracyMarks) || accuracyMarks < 0 || accuracyMarks >= marks) {
    problems.push(`accuracy marks ${accuracyMarks} out of range`);
  }
  if (levels.length > 0) {
    let expectedMin = 1;
    let previousLevel = 0;
    for (const band of levels) {
      if (band.min !== expectedMin) problems.push(`level ${band.level} starts at ${band.min}, expected ${expectedMin}`);
      if (band.max < band.min) problems.push(`level ${band.level} is empty (${band.min}-${band.max})`);
      if (band.level <= previousLevel) problems.push(`level ${band.level} is not numbered upwards`);
      if (band.descriptor.trim() === "") problems.push(`level ${band.level} has no descriptor`);
      expectedMin = band.max + 1;
      previousLevel = band.level;
    }
    const top = levels[levels.length - 1]?.max;
    if (top !== marks - accuracyMarks) problems.push(`levels end at ${top}, expected ${marks - accuracyMarks}`);
  }
  if (questionType.parts) {
    const { count, noun } = questionType.parts;
    const shared = marks - accuracyMarks;
    if (!Number.isInteger(count) || count < 2 || shared % count !== 0) problems.push(`${count} parts do not share ${shared} marks equally`);
    if (noun.trim() === "" || !questionType.name.toLowerCase().includes(noun)) problems.push(`the name does not say what the parts (${noun}) are`);
  }
  if (questionType.needsSource !== (questionType.sourceLabel !== undefined)) {
    problems.push("needsSource and sourceLabel disagree");
  }
  if (questionType.fallback && (questionType.confidence !== "L" || !/fallback/i.test(questionType.sourceNote))) {
    problems.push("a fallback entry must have confidence L and say 'fallback' in its source note");
  }
  for (const field of ["id", "name", "answerPlaceholder", "guidance", "sourceNote"] as const) {
    if (questionType[field].trim() === "") problems.push(`${field} is empty`);
  }
  if (!questionType.name.includes(`${marks}`) && !questionType.name.includes(`${marks - accuracyMarks}`)) {
    problems.push("the name does not show the marks");
  }
  return problems;
}

/** True when `questionTypeProblems` finds nothing. */
export function isValidQuestionType(questionType: QuestionType): boolean {
  return questionTypeProblems(questionType).length === 0;
}

/** The marks for one answer per listed question type: a paper total when one is picked per section. */
export function totalMarks(questionTypes: readonly QuestionType[]): number {
  return questionTypes.reduce((sum, questionType) => sum + questionType.marks, 0);
}
