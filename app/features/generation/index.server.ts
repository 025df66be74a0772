/**
 * The generation feature's entry for other features (docs/decisions/010-layering.md): the form's question
 * and extract generators (the model when configured, else the offline generators), a whole practice paper's
 * (seeded offline choices, worded by the model when one is configured), and the offline true-statements
 * question with its answer key.
 */
export { GENERATION_MESSAGES, generateForForm, type GenerationRequest } from "./generate-for-form.server";
export {
  paperSources,
  planPaperQuestion,
  questionsShareAnEvent,
  wordPaperQuestion,
  type PaperGenerationRequest,
  type PlannedQuestion,
} from "./generate-for-paper.server";
export { offlineTrueStatements, type TrueStatementsQuestion } from "./offline/true-statements";

