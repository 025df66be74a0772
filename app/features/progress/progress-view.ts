import { getQuestionType } from "~/features/catalogue/lookup";
import { EXAM_BOARDS } from "~/features/catalogue";

import { trainingQuestionFor, type TrainingQuestion } from "./next-step";
import type { SubjectHistory } from "./progress.server";
import {
  compareWithTarget,
  gradeTrajectory,
  objectiveTrends,
  weakestObjective,
  type GradePoint,
  type ObjectiveTrend,
  type TargetComparison,
} from "./trends";

/** What /progress shows for one subject: plain, serialisable figures (the charts and the tables use the same). */
export interface SubjectProgress {
  subjectId: string;
  subjectName: string;
  markedCount: number;
  answers: {
    id: string;
    label: string;
    date: string;
    /** The board and question it answered ("AQA: Question 2: language analysis (8 marks)"), for a reader of the table. */
    question: string;
    percentage: number;
    grade: string;
    marks: string;
  }[];
  objectives: ObjectiveTrend[];
  trajectory: GradePoint[];
  weakest: {
    code: string;
    /** Other objectives at the same share of their marks: the weakest is then one of several, and the page says so. */
    tiedWith: string[];
    /** True when the answers were marked on this one objective only: it is not "weakest" of anything. */
    only: boolean;
    meaning: string | null;
    overall: number;
    training: TrainingQuestion | null;
    /** A flashcard set made from the feedback of an answer in this subject, if the student has one. */
    flashcardsHref: string | null;
    /** The latest answer's result page, to make flashcards from its feedback when there is no set yet. */
    latestResultHref: string;
  } | null;
  target: TargetComparison | null;
}

const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "Europe/London" });

export function buildSubjectProgress(
  history: SubjectHistory,
  options: {
    targetGrade: number | null;
    objectiveMeaning: (boardId: string, code: string) => string | null;
    /** The board the student's profile names for this subject: the next step trains on it first. */
    examBoard?: string | null;
  },
): SubjectProgress {
  const { answers, scores } = history;
  const objectives = objectiveTrends(answers, scores);
  const weakest = weakestObjective(objectives);
  const latest = answers.at(-1);
  const newestFirst = [...answers].reverse();
  const setFor = newestFirst.find((answer) => history.feedbackSets[answer.id]);
  // Train on the board the student's profile names for the subject (the exam they will sit) when they answer on it,
  // else on the board they answer on most (the latest of equals), on the papers and topics they answer on, newest
  // first; if that board has no question for the objective (SPaG, marked on one board's questions but not another's),
  // on the next board they have answered on that has one. One answer on another board (an OCR question tried once)
  // does not move the plan to that board.
  const answeredOn = new Map<string, number>();
  for (const answer of newestFirst) answeredOn.set(answer.board, (answeredOn.get(answer.board) ?? 0) + 1);
  const byUse = [...answeredOn.keys()].sort((a, b) => (answeredOn.get(b) ?? 0) - (answeredOn.get(a) ?? 0));
  const boardsNewestFirst = options.examBoard && answeredOn.has(options.examBoard) ? [options.examBoard, ...byUse.filter((board) => board !== options.examBoard)] : byUse;
  const placeFor = (code: string) => {
    for (const candidate of boardsNewestFirst) {
      const training = trainingQuestionFor(history.subjectId, candidate, code, newestFirst.filter((answer) => answer.board === candidate));
      if (training) return { board: candidate, training };
    }
    return { board: latest?.board ?? "", training: null };
  };
  const place = weakest ? placeFor(weakest.code) : null;
  return {
    subjectId: history.subjectId,
    subjectName: history.subjectName,
    markedCount: history.markedCount,
    answers: answers.map((answer, index) => ({
      id: answer.id,
      label: `Answer ${index + 1}`,
      date: shortDate.format(answer.markedAt),
      question: questionLabel(history.subjectId, answer),
      percentage: answer.percentage,
      grade: answer.grade,
      marks: `${answer.achievedMarks}/${answer.totalMarks}`,
    })),
    objectives,
    trajectory: gradeTrajectory(answers),
    weakest:
      weakest && latest && place
        ? {
            code: weakest.code,
            tiedWith: objectives.filter((objective) => objective.code !== weakest.code && objective.overall === weakest.overall).map((objective) => objective.code),
            only: objectives.length === 1,
            meaning: options.objectiveMeaning(place.board, weakest.code),
            overall: weakest.overall,
            training: place.training,
            flashcardsHref: setFor ? `/flashcards?study=${history.feedbackSets[setFor.id]}` : null,
            latestResultHref: `/marking-results/${latest.id}`,
          }
        : null,
    target: options.targetGrade ? compareWithTarget(answers, options.targetGrade) : null,
  };
}

/** The board and question an answer was for, by the catalogue's names (its ids when the catalogue no longer has it). */
function questionLabel(subjectId: string, answer: SubjectHistory["answers"][number]): string {
  const board = EXAM_BOARDS.find((candidate) => candidate.id === answer.board)?.name ?? answer.board;
  const questionType = getQuestionType(subjectId, answer.board, answer.paper, answer.questionType, answer.topic ?? undefined);
  return `${board}: ${questionType?.name ?? answer.questionType}`;
}
