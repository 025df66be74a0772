/**
 * Marking's entry for other features (flashcards makes cards from a marked answer's feedback): the stored
 * result's shape and its one validating reader.
 */
export type { MarkingResult } from "./marking-result";
export { readMarkingResult } from "./stored-marking";
/** The figures derived from marks (spec section 9): a practice paper's totals, /progress and the dashboard. */
export { colourBand, indicativeGrade, percentageOf, type ColourBand } from "./grading";
/** How well a History topic of the catalogue fits a question in the student's own words (a practice paper's question). */
export { topicFit } from "./offline/history-knowledge";
