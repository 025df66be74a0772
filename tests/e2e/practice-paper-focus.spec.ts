import type { Page } from "@playwright/test";

import { buyStandard, createSignedInStudent } from "./support/accounts";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * Where focus goes on the practice paper pages: sitting a paper on a 390 px phone, where the sticky bar (the
 * clock, Pause, the save status) is 90 to 146 px tall and a field reached with the keyboard must never be under
 * it, nor its label (WCAG 2.4.11); after deleting a paper; and after sending the create form empty.
 */

const PHONE = { width: 390, height: 664 };

async function makePaper(page: Page, title: string, questions: number) {
  await page.goto("/aipractisepaper");
  await page.getByRole("button", { name: "Create New Paper" }).click();
  await page.getByLabel("Paper Title").fill(title);
  for (let index = 1; index <= questions; index++) {
    if (index > 1) await page.getByRole("button", { name: "Add Question" }).click();
    const group = page.getByRole("group", { name: `Question ${index}` });
    await group.getByLabel("Question Text").fill(`Explain one cause of the First World War (part ${index}).`);
    await group.getByLabel("Marks").fill("4");
    await group.getByLabel("Question Type").selectOption({ label: "Short Answer" });
  }
  await page.getByRole("button", { name: "Create Paper" }).click();
  const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(entry).toBeVisible();
  return entry;
}

test("at 390 px, Shift+Tab from Submit answers brings the last answer box and its label into view below the sticky bar", async ({ page }) => {
  await createSignedInStudent(page, { name: "Phone Sitter" });
  await buyStandard(page);
  const entry = await makePaper(page, "Causes of war", 3);
  await entry.getByRole("link", { name: "Practise this paper" }).click();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/\/aipractisepaper\/attempts\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await page.setViewportSize(PHONE);

  const bar = page.locator("[data-sticky-bar]");
  const last = page.getByLabel("Your answer to Question 3");
  const label = page.locator("label", { hasText: "Your answer to Question 3" });
  // As the audit found it: the last box's label just under the bar, the box below it on screen, Submit answers focused.
  await label.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 60));
  await page.getByRole("button", { name: "Submit answers" }).evaluate((button: HTMLButtonElement) => button.focus({ preventScroll: true }));
  const barBottom = await bar.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(barBottom).toBeGreaterThanOrEqual(90);
  expect(await label.evaluate((element) => element.getBoundingClientRect().top), "the label starts under the bar").toBeLessThan(barBottom);
  await page.keyboard.press("Shift+Tab");
  await expect(last).toBeFocused();
  expect(await label.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(barBottom);
});

test("after Delete in the paper dialog, the page says the paper was deleted and focus goes to the list's heading", async ({ page }) => {
  await createSignedInStudent(page, { name: "Tidy Student" });
  await buyStandard(page);
  const entry = await makePaper(page, "Paper to delete", 1);
  await entry.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Are you sure you want to delete this practice paper?" }).getByRole("button", { name: "Delete" }).click();
  await expect(entry).toHaveCount(0);
  await expect(page.getByText("Practice paper deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Your Practice Papers \(\d+\)$/ })).toBeFocused();
});

test("Create Paper on an empty form flags every missing field and puts focus on the first", async ({ page }) => {
  await createSignedInStudent(page, { name: "Hasty Student" });
  await buyStandard(page);
  await page.goto("/aipractisepaper");
  await page.getByRole("button", { name: "Create New Paper" }).click();
  await page.getByRole("button", { name: "Create Paper" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
  const title = page.getByLabel("Paper Title");
  const text = page.getByRole("group", { name: "Question 1" }).getByLabel("Question Text");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(title).toBeFocused();
  // The title given, only the question's text is still missing: it is flagged alone, and takes the focus.
  await title.fill("Mock");
  await page.getByRole("button", { name: "Create Paper" }).click();
  await expect(title).not.toHaveAttribute("aria-invalid", "true");
  await expect(text).toBeFocused();
});

test("Build paper, by keyboard: focus goes to the create form's heading, and a status already on the page says what was built", async ({ page }) => {
  await createSignedInStudent(page, { name: "Keyboard Builder" });
  await buyStandard(page);
  await page.goto("/aipractisepaper");
  await waitForHydration(page);
  await page.getByLabel("Which subject").selectOption({ label: "English Language" });
  await page.getByLabel("Which exam board").selectOption({ label: "AQA" });
  await page.getByLabel("Which paper").selectOption({ label: "Paper 1: Explorations in creative reading and writing" });
  // The create section's status is there, empty, before the build: a live region that appears with its text is
  // seldom read out.
  const region = page.getByRole("region", { name: "Create Practice Paper" }).getByRole("status");
  await expect(region).toHaveCount(1);
  const status = await region.elementHandle();
  expect(await status!.evaluate((element) => element.textContent)).toBe("");

  await page.getByRole("button", { name: "Build paper" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Paper Title")).not.toHaveValue("", { timeout: 15_000 });
  // The builder and its button have gone: focus is on the heading of the form that replaced them, not the page.
  await expect(page.getByRole("heading", { level: 2, name: "Create Practice Paper" })).toBeFocused();
  // The same region, still on the page, now says what was built and what to do next.
  await expect
    .poll(() => status!.evaluate((element) => (element.isConnected ? element.textContent : "the region was replaced")))
    .toBe("Built from the real paper: time allowed 1 hour 45 minutes. Edit anything you like, then Create Paper to save it.");
});
