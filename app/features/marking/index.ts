/**
 * Marking's entry for other features (flashcards makes cards from a marked answer's feedback): the stored
 * result's shape and its one validating reader.
 */
export type { MarkingResult } from "./marking-result";
export { readMarkingResult } from "./stored-marking";
export { colourBand, indicativeGrade, percentageOf } from "./grading";
