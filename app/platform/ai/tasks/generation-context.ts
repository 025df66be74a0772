/** The version of the question and extract prompts (tasks/question, tasks/extract). */
export const GENERATION_PROMPT_VERSION = "generation-2026-11-21.1";

/**
 * What the generation tasks are told about the exam, as plain data: the caller passes the names and its
 * catalogue paper, question type and topic, which have these fields and more.
 */
export interface GenerationContext {
  subjectName: string;
  boardName: string;
  paper: { name: string; setTexts: readonly string[] };
  questionType: { name: string; marks: number; guidance: string };
  topic?: { name: string };
}

export function describeGenerationContext(context: GenerationContext): string {
  return [
    `Subject: ${context.subjectName}. Exam board: ${context.boardName}.`,
    `Paper: ${context.paper.name}.`,
    context.topic ? `Topic: ${context.topic.name}.` : "",
    context.paper.setTexts.length > 0 ? `Set texts on this paper: ${context.paper.setTexts.join("; ")}.` : "",
    `Question type: ${context.questionType.name} (${context.questionType.marks} marks).`,
    `What examiners reward: ${context.questionType.guidance}`,
  ]
    .filter(Boolean)
    .join("\n");
}
