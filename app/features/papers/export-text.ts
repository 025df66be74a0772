import { QUESTION_TYPES, type QuestionType } from "./rules";

/** What an export needs of a paper (the page's list item or the stored paper). */
export interface ExportablePaper {
  title: string;
  subject: string;
  examBoard: string;
  questions: { text: string; marks: number; questionType: QuestionType | string; guidance: string | null }[];
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

/** The download's name (spec section 7): the title with every non-alphanumeric replaced by "_", lowercased, .txt. */
export function exportFileName(title: string, extension = "txt"): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, "_").toLowerCase()}.${extension}`;
}

export function questionTypeLabel(type: string): string {
  return QUESTION_TYPES.find((option) => option.value === type)?.label ?? type;
}

export const marksLabel = (marks: number) => `${marks} ${marks === 1 ? "mark" : "marks"}`;

export function totalMarks(paper: ExportablePaper): number {
  return paper.questions.reduce((sum, question) => sum + question.marks, 0);
}

/**
 * The plain-text export (spec section 7): the title, 'subject - examBoard', the generated-on date, the
 * numbered questions with marks, type and guidance, ending with Total Marks.
 */
export function exportText(paper: ExportablePaper, generatedOn: Date): string {
  const lines = [paper.title, `${paper.subject} - ${paper.examBoard}`, `Generated on ${dateFormat.format(generatedOn)}`, ""];
  paper.questions.forEach((question, index) => {
    lines.push(`Question ${index + 1} (${marksLabel(question.marks)})`);
    lines.push(`Type: ${questionTypeLabel(question.questionType)}`);
    lines.push(question.text);
    if (question.guidance) lines.push(`Answer Guidance: ${question.guidance}`);
    lines.push("");
  });
  lines.push(`Total Marks: ${totalMarks(paper)}`);
  return `${lines.join("\n")}\n`;
}
