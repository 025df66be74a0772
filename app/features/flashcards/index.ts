/** The flashcards feature's entry for other features (marking offers "Make flashcards from this feedback"). */
export { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";
