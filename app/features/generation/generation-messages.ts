/**
 * What the answer form's two AI buttons say when something they need is missing (spec sections 5 and 8).
 * Light on purpose (no server code), so the form in the browser and POST /api/generate can say the same words.
 */
export const GENERATION_MISSING_INPUT_MESSAGES = {
  /** The AI question button needs a paper and a question type. */
  question: "Please select paper and question type first",
  /** The AI extract button needs a paper, a question type and the question's text. */
  extract: "Please select a paper, question type, and enter a question first",
} as const;
