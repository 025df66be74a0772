/**
 * The dashboard's average grade (spec section 9): the mean of the indicative grades of marked answers
 * (U counts as 0), mapped 8.5+ to 9, 7.5+ to 8, ... 0.5+ to 1, else U; 'N/A' when nothing is marked.
 */
export function averageGradeLabel(grades: readonly string[]): string {
  const values = grades.map((grade) => (grade === "U" ? 0 : Number(grade))).filter((value) => Number.isFinite(value));
  if (values.length === 0) return "N/A";
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  for (let grade = 9; grade >= 1; grade--) {
    if (mean >= grade - 0.5) return String(grade);
  }
  return "U";
}
