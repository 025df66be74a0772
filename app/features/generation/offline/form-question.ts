import { formatSources, generateOfflineSources } from "./generate-extract";
import { DEFAULT_SEED, generateOfflineQuestion, type OfflineQuestionInput } from "./generate-question";
import { offlineTrueStatements } from "./true-statements";

/** The words a "choose four true statements" question (AQA 8700/2 Question 1) asks with. */
const CHOOSE_STATEMENTS = /\bchoose four statements below\b/i;

/**
 * The answer form's offline question: the question generator's, and for AQA English Language Paper 2 Question 1
 * ("Choose four statements below which are true") the eight lettered statements it asks the student to choose
 * from, written about the source the extract button prints for that question (its Source A, which the question
 * names with its theme), as the practice-paper builder writes them (true-statements.ts). The statements follow
 * the question's own sentences, one a line, as on the paper.
 */
export function generateOfflineFormQuestion(input: OfflineQuestionInput): string {
  const question = generateOfflineQuestion(input);
  if (!CHOOSE_STATEMENTS.test(question)) return question;
  // The answer form's question is never part of a built paper, so its source is the form's (no build).
  const { build: _build, ...single } = input;
  const sources = generateOfflineSources({ ...single, questionText: question });
  if (sources.kind !== "texts" || sources.items.length === 0) return question;
  const label = /\b(Source A|Text 1)\b/.exec(question)?.[1] ?? "Source A";
  const printed = formatSources(sources.items, { numberLines: input.subjectId === "english-language" });
  const statements = offlineTrueStatements(`${label}\n\n${printed}`, input.seed ?? DEFAULT_SEED);
  if (!statements) return question;
  const lettered = statements.text.split("\n").slice(1);
  return [`${question} Write the letters of the four true statements.`, ...lettered].join("\n");
}
