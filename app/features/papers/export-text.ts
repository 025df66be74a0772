import { QUESTION_TYPES, type QuestionType } from "./rules";
import { questionNumbers } from "./question-count";

/** What an export needs of a paper (the page's list item or the stored paper). */
export interface ExportablePaper {
  title: string;
  subject: string;
  examBoard: string;
  /** A built paper's real time; absent or null for a hand-made paper. */
  timeAllowedMinutes?: number | null;
  questions: {
    text: string;
    marks: number;
    questionType: QuestionType | string;
    guidance: string | null;
    /** A built paper's own number for the question ("A2"); absent or null for a hand-made one. */
    label?: string | null;
    /** The source or extract, printed once before the run of questions that share it. */
    sourceText?: string | null;
  }[];
}

/** "1 hour 45 minutes", "2 hours", "55 minutes". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "", rest ? `${rest} ${rest === 1 ? "minute" : "minutes"}` : ""];
  return parts.filter(Boolean).join(" ") || "0 minutes";
}

/** Whether question `index` starts a run with a new source (so the source is printed before it). */
export function startsSource(questions: ExportablePaper["questions"], index: number): boolean {
  const source = questions[index]?.sourceText;
  return Boolean(source) && questions[index - 1]?.sourceText !== source;
}

/**
 * The line a source is printed under: the questions that use it, as the PDF names them ("Source for Question 2(a)
 * to Question 2(b)", "Source for Question 3"), each under the label this export prints it with (printedLabel).
 */
export function sourceHeading(questions: ExportablePaper["questions"], index: number): string {
  let last = index;
  while (last + 1 < questions.length && questions[last + 1]?.sourceText === questions[index]?.sourceText) last++;
  const numbers = questionNumbers(questions);
  const first = printedLabel(questions[index]?.label, numbers[index] ?? index + 1);
  return last === index ? `Source for ${first}` : `Source for ${first} to ${printedLabel(questions[last]?.label, numbers[last] ?? last + 1)}`;
}

/** A practice text's closing attribution: "(From <what it is>, invented for practice by Marker, not a real ...)". */
const PRACTICE_ATTRIBUTION = /^\(From .*\binvented for practice by Marker\b.*\)$/s;
/** A practice text's opening line, which says the same: "<what it is>, <when>. Marker wrote this source for practice on ...". */
const PRACTICE_OPENING = /\bMarker wrote (?:this|it)\b.*\bfor practice\b/s;
/** The label of one text of a set ("Source B", "Interpretation 2", "Text 1"): a new text starts. */
const TEXT_LABEL = /^(?:Sources?|Interpretations?|Texts?|Poems?|Extracts?)\s+[A-Z0-9]+$/;

/**
 * A stored source as printed: a History text Marker wrote for practice says where it comes from on its opening
 * line, and the generator also ends it with an attribution saying the same (generate-extract.ts formatSources), so
 * that attribution is left out; every other attribution (a real source's "(From Silas Marner, George Eliot)", a
 * site description's, one after a text whose opening does not say so) stays.
 */
export function printedSource(sourceText: string): string {
  let saidWhere = false;
  return sourceText
    .split(/\n{2,}/)
    .filter((paragraph) => {
      const text = paragraph.trim();
      if (TEXT_LABEL.test(text)) saidWhere = false;
      else if (PRACTICE_ATTRIBUTION.test(text) && saidWhere) {
        saidWhere = false;
        return false;
      } else if (PRACTICE_OPENING.test(text)) saidWhere = true;
      return true;
    })
    .join("\n\n");
}

/**
 * The catalogue has no time for a hand-made paper: 1.5 minutes a mark, rounded up to five minutes. The one copy of
 * the rule: the .txt, the PDF (export-paper-pdf.server.ts) and a timed attempt's clock (attempts.server.ts) all
 * use it, here because this module is also loaded in the browser.
 */
export function timeAllowedMinutes(marks: number): number {
  return Math.max(5, Math.ceil((marks * 1.5) / 5) * 5);
}

/** The time allowed in the PDF's words: a built paper's real time ("1 hour 20 minutes"), a hand-made one's in minutes ("155 minutes"). */
export function timeAllowedText(paper: ExportablePaper): string {
  return paper.timeAllowedMinutes ? formatMinutes(paper.timeAllowedMinutes) : `${timeAllowedMinutes(totalMarks(paper))} minutes`;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

/** The download's name (spec section 7): the title with every non-alphanumeric replaced by "_", lowercased, .txt. */
export function exportFileName(title: string, extension = "txt"): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, "_").toLowerCase()}.${extension}`;
}

export function questionTypeLabel(type: string): string {
  return QUESTION_TYPES.find((option) => option.value === type)?.label ?? type;
}

/**
 * A question's name as printed, with its number (the spec's "numbered questions"): a hand-made question is
 * "Question 2"; a built one keeps the board's own number ("A2", "Question 3(a)", "Section B, task 1", "Section
 * B"), and a label that names no number ("Describe key features" on an Eduqas History paper, "Shakespeare (a)")
 * gets the question's place on the paper in front of it ("Question 1: Describe key features").
 */
export function printedLabel(label: string | null | undefined, number: number): string {
  const own = label?.trim();
  if (!own) return `Question ${number}`;
  return /\d/.test(own) || /^section\b/i.test(own) ? own : `Question ${number}: ${own}`;
}

export const marksLabel = (marks: number) => `${marks} ${marks === 1 ? "mark" : "marks"}`;

export function totalMarks(paper: ExportablePaper): number {
  return paper.questions.reduce((sum, question) => sum + question.marks, 0);
}

/**
 * The plain-text export (spec section 7): the title, 'subject - examBoard', the generated-on date, the
 * numbered questions with marks, type and guidance, ending with Total Marks. Under the date, the time allowed
 * as the PDF gives it (timeAllowedText). A paper built from the catalogue also has each question under its own
 * label ("A2" for "Question 2"), and each source once, before the questions that share it, under the line that
 * names them (sourceHeading).
 */
export function exportText(paper: ExportablePaper, generatedOn: Date): string {
  const lines = [paper.title, `${paper.subject} - ${paper.examBoard}`, `Generated on ${dateFormat.format(generatedOn)}`];
  lines.push(`Time allowed: ${timeAllowedText(paper)}`, "");
  const numbers = questionNumbers(paper.questions);
  paper.questions.forEach((question, index) => {
    if (startsSource(paper.questions, index)) lines.push(sourceHeading(paper.questions, index), printedSource(question.sourceText ?? ""), "");
    lines.push(`${printedLabel(question.label, numbers[index] ?? index + 1)} (${marksLabel(question.marks)})`);
    lines.push(`Type: ${questionTypeLabel(question.questionType)}`);
    lines.push(question.text);
    if (question.guidance) lines.push(`Answer Guidance: ${question.guidance}`);
    lines.push("");
  });
  lines.push(`Total Marks: ${totalMarks(paper)}`);
  return `${lines.join("\n")}\n`;
}
