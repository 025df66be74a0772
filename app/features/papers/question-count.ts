/**
 * How many questions a paper has as an exam paper counts them: parts of one numbered question ("Question 3(a)" to
 * "Question 3(d)") are one question. The PDF's cover and the list of papers both say this number.
 */
export function questionCount(paper: { questions: ReadonlyArray<{ label?: string | null }> }): number {
  return new Set(stemsOf(paper.questions)).size;
}

/** Each question's stem: its label without a part letter or numeral, or its place when it has no label. */
function stemsOf(questions: ReadonlyArray<{ label?: string | null }>): string[] {
  return questions.map((question, index) => {
    const label = question.label?.trim();
    return label ? label.replace(/\s*\((?:[a-h]|[ivx]{1,4})\)$/i, "").toLowerCase() : `#${index}`;
  });
}

/**
 * The number each question is printed under, counted as the cover counts them: the parts of one question share its
 * number ("Poetry (a)" and "Poetry (b)" are both Question 1, so "Shakespeare" after them is Question 2, not 3). A
 * review found a cover saying "2 questions" above "Source for Question 3".
 */
export function questionNumbers(questions: ReadonlyArray<{ label?: string | null }>): number[] {
  const order = new Map<string, number>();
  return stemsOf(questions).map((stem) => {
    if (!order.has(stem)) order.set(stem, order.size + 1);
    return order.get(stem)!;
  });
}

/** "3 questions (6 parts)", or "2 questions" when no question has parts. */
export function questionCountText(paper: { questions: ReadonlyArray<{ label?: string | null }> }): string {
  const count = questionCount(paper);
  const parts = paper.questions.length;
  const questions = `${count} ${count === 1 ? "question" : "questions"}`;
  return parts > count ? `${questions} (${parts} parts)` : questions;
}
