import { estimatedSchemeNote, getBoardSubject, isStatementChoice, questionTypesFor } from "~/features/catalogue/lookup";
import { EXAM_BOARDS, SUBJECTS, type SubjectId } from "~/features/catalogue";
import type { QuestionType } from "~/features/catalogue";

/** The slice of the catalogue the answer form needs, small enough to send to the browser. */
export interface FormQuestionType {
  id: string;
  name: string;
  marks: number;
  needsSource: boolean;
  sourceLabel: string;
  answerPlaceholder: string;
  guidance: string;
  /** Answered by choosing lettered statements, marked from an answer key (AQA English Language Paper 2 Question 1). */
  statementChoice: boolean;
  /** Said when its levels and objectives are Marker's estimate, not the board's scheme (ESTIMATED_SCHEME_NOTE). */
  schemeNote: string | null;
}

export interface FormPaper {
  id: string;
  name: string;
  setTexts: string[];
  topics: { id: string; name: string; questionTypes: FormQuestionType[] }[];
  questionTypes: FormQuestionType[];
}

export interface FormBoard {
  id: string;
  name: string;
  /** The specification the papers are from, said under the board ("Specification: OCR History B (Schools History Project), J411."). */
  specification: string;
  papers: FormPaper[];
}

function toForm(questionType: QuestionType): FormQuestionType {
  return {
    id: questionType.id,
    name: questionType.name,
    marks: questionType.marks,
    needsSource: questionType.needsSource,
    sourceLabel: questionType.sourceLabel ?? "Extract",
    answerPlaceholder: questionType.answerPlaceholder,
    guidance: questionType.guidance,
    statementChoice: isStatementChoice(questionType),
    schemeNote: estimatedSchemeNote(questionType),
  };
}

export function formCatalogueFor(subjectId: SubjectId): FormBoard[] {
  return EXAM_BOARDS.map((board) => {
    const entry = getBoardSubject(subjectId, board.id);
    const subjectName = SUBJECTS.find((subject) => subject.id === subjectId)?.name ?? subjectId;
    return {
      id: board.id,
      name: board.fullName,
      specification: entry
        ? `Specification: ${board.fullName} ${entry.specName ?? subjectName}, ${entry.specCode}.${entry.specNote ? ` ${entry.specNote}` : ""}`
        : "",
      papers: (entry?.papers ?? []).map((paper) => ({
        id: paper.id,
        name: paper.name,
        setTexts: paper.setTexts,
        topics: paper.topics.map((topic) => ({
          id: topic.id,
          name: topic.name,
          questionTypes: questionTypesFor(paper, topic.id).map(toForm),
        })),
        questionTypes: paper.topics.length > 0 ? [] : questionTypesFor(paper).map(toForm),
      })),
    };
  });
}

/** The board to start with: the profile's board for the subject (any case), else AQA (spec section 4). */
export function defaultBoardFor(savedBoard: unknown): string {
  const wanted = typeof savedBoard === "string" ? savedBoard.trim().toLowerCase() : "";
  return EXAM_BOARDS.find((board) => board.id === wanted || board.name.toLowerCase() === wanted)?.id ?? "aqa";
}

/** A board in the answer form: its papers when they were sent with the page, else null (loaded on choosing it). */
export interface FormBoardChoice {
  id: string;
  name: string;
  specification: string;
  papers: FormPaper[] | null;
}

/**
 * The form's catalogue with papers for the chosen board only: every board's name (for the select), and
 * the chosen one's papers. The page loads another board's papers when the student picks it, so the
 * page does not carry every board's catalogue (issue 17 item 6).
 */
export function formCatalogueForBoard(subjectId: SubjectId, boardId: string): FormBoardChoice[] {
  return formCatalogueFor(subjectId).map((board) => ({ ...board, papers: board.id === boardId ? board.papers : null }));
}

/** The board id when it is one of the catalogue's, else null. */
export function knownBoard(value: string | null | undefined): string | null {
  return EXAM_BOARDS.some((board) => board.id === value) ? (value as string) : null;
}
