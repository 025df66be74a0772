import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("a trial student marks an English Literature answer: choose, generate, submit, see it saved", async ({
  page,
  checkAccessibility,
}) => {
  await createSignedInStudent(page, { name: "Ada Lovelace", board: "AQA" });
  await expect(page.getByText("15 of 15 remaining")).toBeVisible();
  await page.getByRole("link", { name: "Choose Subject" }).click();

  await expect(page).toHaveURL(/\/subjects$/);
  await expect(page.getByRole("link", { name: "Open English Literature" })).toBeVisible();
  // Basic and the trial open English Literature only: the others are greyed with the upgrade note.
  await expect(page.getByText("Upgrade to access this subject")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Upgrade Plan for English Language" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "Upgrade Plan for History" })).toHaveAttribute("href", "/pricing");
  await checkAccessibility(page);

  await page.getByRole("link", { name: "Open English Literature" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "English Literature" })).toBeVisible();
  // The board saved at setup, and the first paper, are selected.
  await expect(page.getByLabel("Exam board")).toHaveValue("aqa");
  await expect(page.getByLabel("Paper")).toHaveValue("paper-1");
  const proceed = page.getByRole("button", { name: "Continue" });
  await expect(proceed).toBeDisabled();

  await page.getByRole("button", { name: "Generate a question" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select paper and question type first");

  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByRole("button", { name: "Generate a question" }).click();
  await expect(page.getByLabel("Question", { exact: true })).not.toHaveValue("", { timeout: 10_000 });

  const extract = page.getByLabel("Extract", { exact: true });
  await expect(extract).toBeVisible();
  // Extract generation is a Standard feature: the trial shows the gate instead of the button.
  await expect(page.getByRole("button", { name: "Generate an extract" })).toHaveCount(0);
  // The app's feature gate, with the spec's texts (section 6).
  await expect(page.getByText("Standard Plan Required")).toBeVisible();
  await expect(page.getByText("Upgrade to Standard plan to access this feature")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Standard" })).toHaveAttribute("href", "/pricing");
  await extract.fill("Stars, hide your fires; / Let not light see my black and deep desires.");
  await expect(proceed).toBeDisabled();
  await checkAccessibility(page);

  const answer =
    "Shakespeare presents ambition as a destructive force. In the extract Macbeth admits he has only 'vaulting ambition', " +
    "a metaphor of a rider who leaps too high and falls. This foreshadows his downfall.";
  await page.getByLabel("Your answer").fill(answer);
  await expect(proceed).toBeEnabled();

  // Changing board clears the paper's question type; going back restores the choice to make again.
  await page.getByLabel("Exam board").selectOption("ocr");
  await expect(page.getByLabel("Question type")).toHaveValue("");
  await expect(proceed).toBeDisabled();
  await page.getByLabel("Exam board").selectOption("aqa");
  await page.getByLabel("Question type").selectOption("shakespeare");

  // Leaving the page and coming back loses nothing.
  await page.getByRole("link", { name: "Back to Subjects" }).click();
  await page.getByRole("link", { name: "Open English Literature" }).click();
  await expect(page.getByLabel("Your answer")).toHaveValue(answer);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/marking-results\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("score")).toHaveText(/^\d+ \/ 34$/, { timeout: 20_000 });
  await expect(page.getByRole("link", { name: "Back to Subject" })).toHaveAttribute("href", "/subjects/english-literature");

  await page.goto("/dashboard");
  await expect(page.getByText("14 of 15 remaining")).toBeVisible();
  await expect(page.getByText("Total assignments")).toBeVisible();
  await expect(page.getByRole("link", { name: /Starting with|How does|Shakespeare|Macbeth|Explore/ }).first()).toBeVisible();
});

test("a refused submit says why where focus lands, and a reload still has every field", async ({ page }) => {
  await createSignedInStudent(page, { name: "Long Answer Student" });
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill("How does Shakespeare present ambition?");
  await page.getByLabel("Extract", { exact: true }).fill("I have no spur / To prick the sides of my intent");
  const answer = page.getByLabel("Your answer");
  const tooLong = "Ambition ".repeat(2_300); // 20,700 characters: over the 20,000 limit
  await answer.fill(tooLong);
  // Not only a red counter: the reason, in words, beside it.
  const tooLongMessage = "Your answer is too long: keep it to 20,000 characters (about 3,000 words).";
  await expect(page.getByText(tooLongMessage)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  // Refused by the server: focus goes to the answer, whose description is the message, not to the page's body.
  await expect(answer).toBeFocused();
  await expect(answer).toHaveAccessibleDescription(/Your answer is too long: keep it to 20,000 characters/);
  await page.reload();
  await expect(page.getByLabel("Exam board")).toHaveValue("aqa");
  await expect(page.getByLabel("Paper")).toHaveValue("paper-1");
  await expect(page.getByLabel("Question type")).toHaveValue("shakespeare");
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("How does Shakespeare present ambition?");
  await expect(page.getByLabel("Extract", { exact: true })).toHaveValue("I have no spur / To prick the sides of my intent");
  await expect(answer).toHaveValue(tooLong);
});

test("locked and unknown subjects", async ({ page }) => {
  await createSignedInStudent(page);
  const locked = await page.goto("/subjects/history");
  expect(locked?.status()).toBe(403);
  await expect(page.getByText("Upgrade to access this subject")).toBeVisible();
  const missing = await page.goto("/subjects/geography");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Subject not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Subjects" }).click();
  await expect(page).toHaveURL(/\/subjects$/);
  const notFound = await page.goto("/marking-results/00000000-0000-4000-8000-000000000000");
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Submission not found" })).toBeVisible();
});

test("Generate a question or an extract with no connection says the spec's message, not the browser's 'Failed to fetch'", async ({ page, context }) => {
  await createSignedInStudent(page, { name: "Offline Generator" });
  await page.goto("/subjects/english-literature");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill("My own question about ambition");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Generate a question" }).click();
  await expect(page.getByText("Error generating question. Please try again.")).toBeVisible();
  await expect(page.getByText(/Failed to fetch|NetworkError/)).toHaveCount(0);
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("My own question about ambition");
  await context.setOffline(false);
});

test("Continue with no connection keeps the form and says so; back online, Continue sends the answer once", async ({ page, context }) => {
  await createSignedInStudent(page, { name: "Offline Student" });
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill("How does Shakespeare present ambition?");
  await page.getByLabel("Extract", { exact: true }).fill("I have no spur / To prick the sides of my intent");
  const answerText =
    "Shakespeare presents ambition as dangerous. Macbeth admits he has only 'vaulting ambition, which o'erleaps itself', " +
    "a metaphor of a rider who leaps too far and falls, which suggests ambition will destroy him.";
  await page.getByLabel("Your answer").fill(answerText);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Continue" }).click();
  // The form's own message, which takes focus (as any refusal of the form does), in place of the error page.
  const message = page.locator("#answer-form-error");
  await expect(message).toHaveText(
    "Marker could not be reached, so your answer may not have been sent. Check your internet connection and press Continue again. Everything you typed is still here.",
  );
  await expect(message).toBeFocused();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(page.getByLabel("Your answer")).toHaveValue(answerText);
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("How does Shakespeare present ambition?");

  await context.setOffline(false);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/marking-results\//, { timeout: 20_000 });
  await page.goto("/dashboard");
  await expect(page.getByText("14 of 15 remaining")).toBeVisible();
});
