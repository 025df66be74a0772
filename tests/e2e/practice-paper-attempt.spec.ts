import type { Page } from "@playwright/test";

import { buyStandard, createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { e2eTarget } from "./support/targets";

// Each test sits a whole paper (make it, start, answer, submit, wait for two markings, axe on each page).
test.describe.configure({ timeout: 90_000 });

const ESSAY = "How does Shakespeare present ambition in Macbeth?";
const SHORT = "Who kills Duncan, and where?";
const ESSAY_ANSWER =
  "Shakespeare presents ambition as a corrupting force. In Act 1 Macbeth admits he has only 'vaulting ambition, which o'erleaps itself', " +
  "so the audience sees that his desire is unchecked by any moral spur. The imagery of blood and darkness shows how ambition poisons his mind, " +
  "and Lady Macbeth's taunts push him to murder, which a Jacobean audience would see as a crime against the divine right of kings.";
const SHORT_ANSWER = "Macbeth kills Duncan in his bedchamber at Inverness, Macbeth's castle.";

/** A hand-made paper with the existing form: an essay (20 marks) and a short answer (4 marks). */
async function makeTwoQuestionPaper(page: Page, title: string) {
  await page.goto("/aipractisepaper");
  await page.getByRole("button", { name: "Create New Paper" }).click();
  await page.getByLabel("Paper Title").fill(title);
  const first = page.getByRole("group", { name: "Question 1" });
  await first.getByLabel("Question Text").fill(ESSAY);
  await first.getByLabel("Marks").fill("20");
  await page.getByRole("button", { name: "Add Question" }).click();
  const second = page.getByRole("group", { name: "Question 2" });
  await second.getByLabel("Question Text").fill(SHORT);
  await second.getByLabel("Marks").fill("4");
  await second.getByLabel("Question Type").selectOption({ label: "Short Answer" });
  await page.getByRole("button", { name: "Create Paper" }).click();
  const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(entry).toBeVisible();
  return entry;
}

async function startSitting(page: Page, title: string, checkAccessibility: (page: Page) => Promise<void>) {
  const entry = await makeTwoQuestionPaper(page, title);
  await entry.getByRole("link", { name: "Practise this paper" }).click();
  await expect(page).toHaveURL(/\/aipractisepaper\/[0-9a-f-]{36}\/practise$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // 24 marks at 1.5 minutes a mark, rounded up to 5 minutes.
  await expect(page.getByText("40 minutes")).toBeVisible();
  await expect(
    page.getByText(
      "Each essay or short-answer question you answer is marked and uses one marking from today's allowance. Questions you leave blank use nothing. Multiple-choice questions with an answer key are marked instantly and use none.",
    ),
  ).toBeVisible();
  await expect(page.getByText("You have 50 of 50 markings left today.")).toBeVisible();
  await checkAccessibility(page);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/\/aipractisepaper\/attempts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("timer")).toHaveText(/^(40:00|39:[0-5]\d)$/);
}

async function submitAndSeeResult(page: Page, answered: number) {
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { name: "Submit your answers?" })).toBeFocused();
  await expect(
    page.getByText(`You have answered ${answered} of 2 questions. Marking will use ${answered} ${answered === 1 ? "marking" : "markings"} from today's allowance`, { exact: false }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Yes, submit my answers" }).click();
  await expect(page).toHaveURL(/\/aipractisepaper\/attempts\/[0-9a-f-]{36}\/result$/);
  // The page marks the pending answers one after another and updates the total.
  await expect(page.getByText("Marking...")).toHaveCount(0, { timeout: 45_000 });
}

test.describe.configure({ timeout: 120_000 });

test("Standard: sit a two-question paper (clock, pause and resume, autosave, submit) and see both questions marked with a total and grade", async ({
  page,
  checkAccessibility,
}) => {
  await createSignedInStudent(page, { name: "Ada Lovelace" });
  await buyStandard(page);
  await startSitting(page, "Macbeth sitting", checkAccessibility);

  const essay = page.getByLabel("Your answer to Question 1");
  const short = page.getByLabel("Your answer to Question 2");
  await essay.fill(ESSAY_ANSWER);
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
  await checkAccessibility(page);

  // A real pause: the clock stops and the questions are hidden; the answer is kept.
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("heading", { name: "Paused" })).toBeVisible();
  await expect(page.getByText("Time remaining (paused)")).toBeVisible();
  await expect(page.getByLabel("Your answer to Question 1")).toHaveCount(0);
  const pausedAt = await page.getByRole("timer").textContent();
  await page.waitForTimeout(1_500);
  await expect(page.getByRole("timer")).toHaveText(pausedAt ?? "");
  await checkAccessibility(page);
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(essay).toHaveValue(ESSAY_ANSWER);

  await short.fill(SHORT_ANSWER);
  await submitAndSeeResult(page, 2);

  const questions = page.getByRole("listitem");
  await expect(questions.filter({ hasText: "Question 1" })).toContainText(/\d+ \/ 20 marks/);
  await expect(questions.filter({ hasText: "Question 2" })).toContainText(/\d+ \/ 4 marks/);
  await expect(page.getByText("Marked", { exact: true })).toHaveCount(2);
  await expect(page.getByTestId("paper-total")).toHaveText(/^\d+ \/ 24$/);
  await expect(page.getByText("Indicative grade")).toBeVisible();
  // Hand-made questions: the line says which board question type marked each answer, and what that is worth.
  await expect(page.getByText(/^You wrote this question, so Marker marked your answer as the board's question type "/).first()).toBeVisible();
  // A short answer of a few marks is marked on its own marks.
  await expect(
    questions.filter({ hasText: "Question 2" }).getByText("You wrote this question, so Marker marked your answer on its own 4 marks: a mark for each separate, correct point."),
  ).toBeVisible();
  await checkAccessibility(page);

  const firstResult = page.getByRole("link", { name: "Open result for Question 1" });
  await expect(firstResult).toHaveAttribute("href", /^\/marking-results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("link", { name: "Open result for Question 2" })).toHaveAttribute("href", /^\/marking-results\/[0-9a-f-]{36}$/);
  await firstResult.click();
  await expect(page.getByRole("heading", { level: 1, name: "Marking results" })).toBeVisible();
  await expect(page.getByTestId("score")).toHaveText(/^\d+ \/ \d+$/, { timeout: 20_000 });

  await page.goto("/dashboard");
  await expect(page.getByText("48 of 50 remaining")).toBeVisible();
});

test("leaving a question unanswered uses only one marking; a connection lost while typing keeps the text and saves it once back", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Grace Hopper" });
  await buyStandard(page);
  await startSitting(page, "Macbeth half", checkAccessibility);
  const short = page.getByLabel("Your answer to Question 2");
  // Offline: the autosave fails, the page stays, the text stays and the status says so.
  await page.context().setOffline(true);
  await short.fill(SHORT_ANSWER);
  await expect(page.getByTestId("save-status")).toHaveText("Not saved yet", { timeout: 10_000 });
  await expect(page.getByTestId("save-failure")).toHaveText(
    "Not saved yet: you seem to be offline. Keep typing: your text is kept here and saves when you are back online.",
  );
  await expect(short).toHaveValue(SHORT_ANSWER);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  // Back online: it saves without the student doing anything.
  await page.context().setOffline(false);
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
  // The screen reader is told too, not only the failure.
  await expect(page.getByTestId("save-announcement")).toHaveText("Saved");
  await page.reload();
  await expect(short).toHaveValue(SHORT_ANSWER);
  await submitAndSeeResult(page, 1);
  await expect(page.getByText("Not answered (no marking used)")).toBeVisible();
  await expect(page.getByText("Marked", { exact: true })).toHaveCount(1);
  await expect(page.getByTestId("paper-total")).toHaveText(/^\d+ \/ 24$/);
  await expect(page.getByRole("link", { name: "Open result for Question 1" })).toHaveCount(0);
  await checkAccessibility(page);
  await page.goto("/dashboard");
  await expect(page.getByText("49 of 50 remaining")).toBeVisible();
});

test("without JavaScript: Save answers, Pause and Resume, confirm and submit; the queue marks each question and its Open result shows it", async ({ page, browser }) => {
  await createSignedInStudent(page, { name: "Alan Turing" });
  await buyStandard(page);
  await makeTwoQuestionPaper(page, "Plain sitting");
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: e2eTarget().url, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  try {
    await plain.goto("/aipractisepaper");
    await plain.getByRole("link", { name: "Practise this paper" }).click();
    await plain.getByRole("button", { name: "Start" }).click();
    await expect(plain).toHaveURL(/\/aipractisepaper\/attempts\/[0-9a-f-]{36}$/);
    await plain.getByLabel("Your answer to Question 1").fill(ESSAY_ANSWER);
    await plain.getByRole("button", { name: "Save answers" }).click();
    await expect(plain.getByTestId("save-status")).toHaveText("Saved");
    await expect(plain.getByLabel("Your answer to Question 1")).toHaveValue(ESSAY_ANSWER);
    await plain.getByLabel("Your answer to Question 2").fill(SHORT_ANSWER);
    await plain.getByRole("button", { name: "Pause" }).click();
    await expect(plain.getByRole("heading", { name: "Paused" })).toBeVisible();
    await plain.getByRole("button", { name: "Resume" }).click();
    await expect(plain.getByLabel("Your answer to Question 2")).toHaveValue(SHORT_ANSWER);
    await plain.getByRole("button", { name: "Submit answers" }).click();
    await expect(plain.getByText("You have answered 2 of 2 questions. Marking will use 2 markings", { exact: false })).toBeVisible();
    await plain.getByRole("button", { name: "Yes, submit my answers" }).click();
    await expect(plain).toHaveURL(/\/result$/);
    const resultUrl = plain.url();
    // Marking starts at submit, in the queue, with no page open: reloading the result (its Refresh link
    // while anything is still marking) shows each question's marks.
    await expect
      .poll(
        async () => {
          await plain.goto(resultUrl);
          return plain.getByRole("listitem").filter({ hasText: "Question 2" }).textContent();
        },
        { timeout: 20_000 },
      )
      .toMatch(/\d+ \/ 4 marks/);
    await expect(plain.getByRole("listitem").filter({ hasText: "Question 1" })).toContainText(/\d+ \/ \d+ marks/);
    await plain.getByRole("link", { name: "Open result for Question 2" }).click();
    await expect(plain.getByTestId("score")).toHaveText(/^\d+ \/ \d+$/);
  } finally {
    await context.close();
  }
});

test("the same attempt open in two tabs: each tab's saves keep the answer written in the other", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Two Tabs" });
  await buyStandard(page);
  await startSitting(page, "Macbeth two tabs", checkAccessibility);
  const address = page.url();
  const laptop = page;
  const phone = await page.context().newPage();
  await phone.goto(address);
  await expect(phone.locator("html")).toHaveAttribute("data-hydrated", "true");

  // The laptop answers Question 1 and it saves.
  await laptop.getByLabel("Your answer to Question 1").fill(ESSAY_ANSWER);
  await expect(laptop.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
  // The phone, open since before, answers Question 2 and saves: its empty Question 1 box must not wipe the laptop's.
  await phone.getByLabel("Your answer to Question 2").fill(SHORT_ANSWER);
  await expect(phone.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
  // And the laptop saves again (a change to its own answer): the phone's Question 2 stays.
  await laptop.getByLabel("Your answer to Question 1").fill(`${ESSAY_ANSWER} It ends in his death.`);
  await expect(laptop.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });

  // The phone, still on its empty copy of Question 1, types there: its save is refused and says why, and the
  // laptop's answer stays (a review: a second tab's "Dear Editor," replaced a 1,647-character letter, marked 0).
  await phone.getByLabel("Your answer to Question 1").fill("Dear Editor, ");
  await expect(phone.getByText("Your answer to Question 1 was changed in another tab or window after this page loaded it").first()).toBeVisible({ timeout: 15_000 });

  await laptop.reload();
  await expect(laptop.getByLabel("Your answer to Question 1")).toHaveValue(`${ESSAY_ANSWER} It ends in his death.`);
  await expect(laptop.getByLabel("Your answer to Question 2")).toHaveValue(SHORT_ANSWER);
  await phone.close();
  await submitAndSeeResult(laptop, 2);
});
