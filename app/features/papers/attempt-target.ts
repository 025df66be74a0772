import { SUBJECTS } from "~/features/catalogue";
import { getBoardSubject, getQuestionType, isOwnShortAnswerMarks, ownShortAnswerId, ownShortAnswerType, questionTypesFor } from "~/features/catalogue/lookup";
import type { QuestionType as CatalogueQuestionType } from "~/features/catalogue";
import { topicFit } from "~/features/marking";

import type { QuestionType } from "./rules";

/**
 * Which board question type a practice question is marked against (the marking pipeline marks answers
 * to a catalogue question type). Pure; unit-tested in attempt-target.test.ts.
 *
 * - A question built from the catalogue uses its paper's catalogue reference and its own question type.
 * - A hand-made short answer of up to OWN_SHORT_ANSWER.maxMarks (6) marks is marked on its own marks, a mark a
 *   point (catalogue own-question.ts), on a paper of its subject and board (the nearest type's, as below).
 * - Any other hand-made question is mapped to the nearest question type of the paper's subject and board:
 *   types that need a pasted source only when the question has a source (if the board has any of the
 *   preferred kind); an essay goes to a levelled type (one with level bands), a short answer to any;
 *   then the nearest marks; ties go to the first in the catalogue's order (so the mapping is stable).
 * - Multiple choice is never sent to the model (see attempt-marks.ts).
 *
 * When the type's marks differ from the question's, the result page scales the mark (scaleMarks).
 */

export interface MarkingTarget {
  subjectId: string;
  subjectName: string;
  boardId: string;
  paperId: string;
  topicId: string | null;
  questionTypeId: string;
  questionTypeName: string;
  /** The marks the type is marked out of. */
  marks: number;
  /** True when a hand-made question was mapped (the result page says which type it was marked against). */
  mapped: boolean;
}

export interface TargetPaper {
  subject: string;
  examBoard: string;
  catalogueRef: { subjectId: string; boardId: string; paperId: string; topicId: string | null } | null;
}

export interface TargetQuestion {
  /** The question as written: a hand-made History question is marked on the topic it is about. */
  text?: string;
  questionType: QuestionType | string;
  marks: number;
  sourceText: string | null;
  catalogueQuestionTypeId: string | null;
}

/** A paper's subject as stored ("English Literature") or as an id ("english-literature"). */
function subjectOf(value: string) {
  const wanted = value.trim().toLowerCase();
  return SUBJECTS.find((subject) => subject.id === wanted || subject.name.toLowerCase() === wanted);
}

interface Candidate {
  paperId: string;
  topicId: string | null;
  questionType: CatalogueQuestionType;
}

function target(subject: { id: string; name: string }, boardId: string, candidate: Candidate, mapped: boolean): MarkingTarget {
  return {
    subjectId: subject.id,
    subjectName: subject.name,
    boardId,
    paperId: candidate.paperId,
    topicId: candidate.topicId,
    questionTypeId: candidate.questionType.id,
    questionTypeName: candidate.questionType.name,
    marks: candidate.questionType.marks,
    mapped,
  };
}

/** The type a question is marked against, or null (multiple choice, or a subject/board not in the catalogue). */
export function markingTargetFor(paper: TargetPaper, question: TargetQuestion): MarkingTarget | null {
  if (question.questionType !== "essay" && question.questionType !== "short_answer") return null;
  const ref = paper.catalogueRef;
  if (ref && question.catalogueQuestionTypeId) {
    const subject = subjectOf(ref.subjectId);
    const questionType = getQuestionType(ref.subjectId, ref.boardId, ref.paperId, question.catalogueQuestionTypeId, ref.topicId ?? undefined);
    if (subject && questionType) {
      return target(subject, ref.boardId.toLowerCase(), { paperId: ref.paperId, topicId: ref.topicId, questionType }, false);
    }
  }
  const subject = subjectOf(ref?.subjectId ?? paper.subject);
  const boardId = (ref?.boardId ?? paper.examBoard).trim().toLowerCase();
  const boardSubject = subject ? getBoardSubject(subject.id, boardId) : undefined;
  if (!subject || !boardSubject) return null;

  let candidates: Candidate[] = boardSubject.papers.flatMap((catPaper): Candidate[] =>
    catPaper.topics.length === 0
      ? questionTypesFor(catPaper).map((questionType) => ({ paperId: catPaper.id, topicId: null, questionType }))
      : catPaper.topics.flatMap((topic) => topic.questionTypes.map((questionType) => ({ paperId: catPaper.id, topicId: topic.id, questionType }))),
  );
  // A question about the Berlin Blockade is marked on the Cold War topic, not the first topic of the nearest marks:
  // the topics the question is about come first, when the board has one (the rest of the choice is as below).
  if (question.text) {
    const names = new Map(boardSubject.papers.flatMap((catPaper) => catPaper.topics.map((topic) => [`${catPaper.id}/${topic.id}`, topic.name] as const)));
    const fit = (candidate: Candidate) => (candidate.topicId ? topicFit(question.text!, names.get(`${candidate.paperId}/${candidate.topicId}`) ?? "") : 0);
    const best = Math.max(0, ...candidates.map(fit));
    if (best > 0) candidates = candidates.filter((candidate) => fit(candidate) === best);
  }
  const hasSource = Boolean(question.sourceText?.trim());
  const sourceFit = candidates.filter((candidate) => candidate.questionType.needsSource === hasSource);
  if (sourceFit.length > 0) candidates = sourceFit;
  if (question.questionType === "essay") {
    const levelled = candidates.filter((candidate) => candidate.questionType.levels.length > 0);
    if (levelled.length > 0) candidates = levelled;
  }
  let best: Candidate | undefined;
  for (const candidate of candidates) {
    if (!best || Math.abs(candidate.questionType.marks - question.marks) < Math.abs(best.questionType.marks - question.marks)) best = candidate;
  }
  if (!best) return null;
  // A short answer of a few marks: its own marks, not the nearest board question's (a 34-mark essay for a 1-mark question).
  const own = question.questionType === "short_answer" && isOwnShortAnswerMarks(question.marks) ? ownShortAnswerType(ownShortAnswerId(question.marks)) : undefined;
  return target(subject, boardId, own ? { ...best, questionType: own } : best, true);
}
