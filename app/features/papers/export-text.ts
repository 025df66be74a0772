import { QUESTION_TYPES, type QuestionType } from "./rules";

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
 * numbered questions with marks, type and guidance, ending with Total Marks. A paper built from the
 * catalogue also has its time allowed under the date, each question under its own label ("A2" for
 * "Question 2"), and each source once, before the questions that share it. A hand-made paper's text is
 * exactly the spec's.
 */
export function exportText(paper: ExportablePaper, generatedOn: Date): string {
  const lines = [paper.title, `${paper.subject} - ${paper.examBoard}`, `Generated on ${dateFormat.format(generatedOn)}`];
  if (paper.timeAllowedMinutes) lines.push(`Time allowed: ${formatMinutes(paper.timeAllowedMinutes)}`);
  lines.push("");
  paper.questions.forEach((question, index) => {
    if (startsSource(paper.questions, index)) lines.push("Source:", question.sourceText ?? "", "");
    lines.push(`${printedLabel(question.label, index + 1)} (${marksLabel(question.marks)})`);
    lines.push(`Type: ${questionTypeLabel(question.questionType)}`);
    lines.push(question.text);
    if (question.guidance) lines.push(`Answer Guidance: ${question.guidance}`);
    lines.push("");
  });
  lines.push(`Total Marks: ${totalMarks(paper)}`);
  return `${lines.join("\n")}\n`;
}
