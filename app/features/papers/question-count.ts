/**
 * How many questions a paper has as an exam paper counts them: parts of one numbered question ("Question 3(a)" to
 * "Question 3(d)") are one question. The PDF's cover and the list of papers both say this number.
 */
export function questionCount(paper: { questions: ReadonlyArray<{ label?: string | null }> }): number {
  const stems = paper.questions.map((question, index) => {
    const label = question.label?.trim();
    return label ? label.replace(/\s*\((?:[a-h]|[ivx]{1,4})\)$/i, "").toLowerCase() : `#${index}`;
  });
  return new Set(stems).size;
}

/** "3 questions (6 parts)", or "2 questions" when no question has parts. */
export function questionCountText(paper: { questions: ReadonlyArray<{ label?: string | null }> }): string {
  const count = questionCount(paper);
  const parts = paper.questions.length;
  const questions = `${count} ${count === 1 ? "question" : "questions"}`;
  return parts > count ? `${questions} (${parts} parts)` : questions;
}
