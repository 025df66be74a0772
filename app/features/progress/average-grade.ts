/**
 * The dashboard's average grade (spec section 9): the mean of the indicative grades of marked answers
 * (U counts as 0), mapped 8.5+ to 9, 7.5+ to 8, ... 0.5+ to 1, else U; 'N/A' when nothing is marked.
 */
export function averageGradeLabel(grades: readonly string[]): string {
  return averageGradeFromCounts(grades.map((grade) => ({ grade, answers: 1 })));
}

/** The same average from how many answers got each grade (what the dashboard's query returns). */
export function averageGradeFromCounts(counts: readonly { grade: string; answers: number }[]): string {
  let total = 0;
  let answers = 0;
  for (const { grade, answers: times } of counts) {
    const value = grade === "U" ? 0 : Number(grade);
    if (!Number.isFinite(value) || times <= 0) continue;
    total += value * times;
    answers += times;
  }
  if (answers === 0) return "N/A";
  const mean = total / answers;
  for (let grade = 9; grade >= 1; grade--) {
    if (mean >= grade - 0.5) return String(grade);
  }
  return "U";
}
