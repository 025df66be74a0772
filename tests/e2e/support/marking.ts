import { expect, type Page } from "@playwright/test";

export const MACBETH_QUESTION = "Starting with this extract, how does Shakespeare present ambition in Macbeth?";
export const MACBETH_EXTRACT =
  "I have no spur / To prick the sides of my intent, but only / Vaulting ambition, which o'erleaps itself / And falls on th'other.";

/**
 * Fills the English Literature form with the Macbeth question and extract and `answer`, and sends it;
 * `origin` for a server of the spec's own (the project's server by default).
 */
export async function submitMacbethAnswer(page: Page, answer: string, origin = "") {
  await page.goto(`${origin}/subjects/english-literature`);
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill(MACBETH_QUESTION);
  await page.getByLabel("Extract", { exact: true }).fill(MACBETH_EXTRACT);
  await page.getByLabel("Your answer").fill(answer);
  await page.getByRole("button", { name: "Continue" }).click();
  // An answer under ten words to this 34-mark question is asked about first (answer-form.spec.ts): sent as it is.
  if (answer.trim().split(/\s+/).length < 10) await page.getByRole("button", { name: "Send it as it is" }).click();
  // "Redirecting..." once the answer is accepted; on a loaded 2-core machine the results page can take over 5 s to load.
  await expect(page).toHaveURL(/\/marking-results\//, { timeout: 20_000 });
}
