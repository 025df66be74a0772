/**
 * The generation feature's entry for other features (docs/decisions/010-layering.md): the form's question
 * and extract generators (the model when configured, else the offline generators), and the offline
 * true-statements question with its answer key.
 */
export { GENERATION_MESSAGES, generateForForm, type GenerationRequest } from "./generate-for-form.server";
export { offlineTrueStatements, type TrueStatementsQuestion } from "./offline/true-statements";

