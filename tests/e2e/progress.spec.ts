import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { submitMacbethAnswer } from "./support/marking";

/** Issue 15: /progress after three marked answers, the dashboard's recent activity, the study plan and its gates. */

const ANSWERS = [
  "Macbeth is ambitious. He kills the king.",
  "Shakespeare presents ambition as dangerous. Macbeth says he has 'vaulting ambition', which shows he knows it could make him fall. " +
    "The witches start his ambition and Lady Macbeth pushes him on.",
  "Shakespeare presents ambition as a destructive, self-defeating force. In the extract Macbeth admits he has only 'vaulting ambition, " +
    "which o'erleaps itself', a metaphor of a rider leaping too far and falling, which foreshadows his downfall. The horse imagery links " +
    "to the unnatural events after Duncan's murder, when Duncan's horses eat each other. A Jacobean audience, believing in the Divine " +
    "Right of Kings, would see regicide as a sin against God, so Shakespeare warns James I's subjects that ambition unchecked by " +
    "conscience destroys the natural order. Later, 'I am in blood stepped in so far' shows ambition has trapped him in violence.",
];

async function markAnswer(page: Page, answer: string) {
  await submitMacbethAnswer(page, answer);
  await expect(page.getByTestId("score")).toHaveText(/^\d+ \/ \d+$/, { timeout: 20_000 });
  return (await page.getByTestId("score").textContent())!.trim();
}

async function buy(page: Page, plan: "Basic" | "Standard") {
  await page.goto("/pricing");
  await page.getByRole("button", { name: `Select Plan: ${plan}` }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

test("after three marked answers, /progress charts them and its table says the same; the dashboard shows each mark", async ({ page, checkAccessibility }) => {
  test.setTimeout(90_000);
  await createSignedInStudent(page, { name: "Progress Student" });
  await page.goto("/progress");
  await expect(page.getByRole("heading", { name: "No marked answers yet" })).toBeVisible();
  await checkAccessibility(page);

  const scores: string[] = [];
  await markAnswer(page, ANSWERS[0]!).then((score) => scores.push(score));
  await page.goto("/progress");
  await expect(page.getByText("One marked answer so far. Mark another English Literature answer to see a trend.")).toBeVisible();
  for (const answer of ANSWERS.slice(1)) scores.push(await markAnswer(page, answer));

  await page.goto("/dashboard");
  const recent = page.getByRole("region", { name: "Recent activity" });
  for (const score of scores) await expect(recent.getByText(score.replace(/ /g, ""), { exact: true }).first()).toBeVisible();
  await expect(recent.getByText(/^Grade ([1-9]|U)$/).first()).toBeVisible();
  await expect(recent.getByText(/^(Excellent|Good|Needs Work)$/).first()).toBeVisible();
  await page.getByRole("link", { name: "See your progress" }).click();
  await expect(page).toHaveURL(/\/progress$/);

  const literature = page.getByRole("region", { name: "English Literature" });
  await expect(literature.getByText("3 marked answers.")).toBeVisible();
  const table = literature.getByRole("table", { name: "English Literature: your marked answers" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  // The chart's description carries the same figures as the table, answer by answer.
  const chart = literature.getByRole("img", { name: "English Literature: percentage of each marked answer" });
  const description = await chart.locator("desc").textContent();
  for (let index = 0; index < 3; index++) {
    const cells = rows.nth(index).locator("td");
    // Each row says which board and question it answered.
    await expect(cells.nth(1)).toHaveText(/^AQA: Shakespeare/);
    const marks = (await cells.nth(2).textContent())!;
    const percentage = (await cells.nth(3).textContent())!;
    const grade = (await cells.nth(4).textContent())!;
    expect(marks).toBe(scores[index]!.replace(/ /g, ""));
    expect(description).toContain(`Answer ${index + 1} (`);
    expect(description).toContain(`): ${percentage}, grade ${grade}`);
    // One marker per answer on the chart, titled with its figure.
    await expect(chart.locator("title", { hasText: `Percentage, Answer ${index + 1},` })).toHaveText(new RegExp(`: ${percentage.replace("%", "")}%$`));
  }
  const objectives = literature.getByRole("img", { name: "English Literature: each objective as a share of its marks" });
  await expect(objectives.locator("desc")).toContainText("AO1:");
  await expect(literature.getByRole("heading", { name: "Your next step" })).toBeVisible();
  // One weakest objective, or a tie said as one.
  await expect(literature.getByText(/^(Your weakest objective is AO\d|AO\d(, AO\d)* and AO\d are level as your weakest objectives)/)).toBeVisible();
  // The next step's link lands on the results page's flashcards section, in view and focused (it opened the top of
  // the page, and the student had to look for the button).
  await literature.getByRole("link", { name: "Make flashcards from your latest feedback" }).click();
  await expect(page).toHaveURL(/\/marking-results\/[\w-]+#feedback-flashcards$/);
  await expect(page.locator("#feedback-flashcards")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Revise this feedback" })).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByText(/^Active on [1-9]\d* days? since [A-Z][a-z]+day \d+ [A-Z][a-z]+ \(the 12 weeks below\)/)).toBeVisible();
  // Target grades are Premium: a trial student sees the gate.
  await expect(page.getByRole("region", { name: "Your target grades" }).getByText("Premium Plan Required")).toBeVisible();
  await checkAccessibility(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("the study plan is Premium: Basic sees the gate; Premium plans the week, saves dates and exports the calendar", async ({ page, checkAccessibility }) => {
  test.setTimeout(90_000);
  await createSignedInStudent(page, { name: "Planner Student" });
  await buy(page, "Basic");
  await page.goto("/study-plan");
  await expect(page.getByText("Premium Plan Required")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();
  const refused = await page.request.get("/study-plan.ics");
  expect(refused.status()).toBe(403);
  await checkAccessibility(page);

  await page.goto("/pricing");
  await page.getByRole("button", { name: "Manage Plan" }).click();
  await page.getByRole("button", { name: "Switch to Premium" }).click();
  await expect(page.locator('[role="status"][tabindex="-1"]')).toBeFocused();
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Your study plan" }).click();
  await expect(page).toHaveURL(/\/study-plan$/);
  await expect(page.getByRole("heading", { name: "This week" })).toBeVisible();
  await expect(page.getByText("The usual date: 13 May", { exact: false }).first()).toBeVisible();

  // A bad value is refused with its message and what was typed stays.
  await page.getByLabel("Minutes a day").fill("500");
  await page.getByLabel("Minutes a day").evaluate((input: HTMLInputElement) => input.removeAttribute("max"));
  await page.getByRole("button", { name: "Save plan settings" }).click();
  await expect(page.getByText("Please choose between 10 and 240 minutes a day.")).toBeVisible();
  await expect(page.getByLabel("Minutes a day")).toHaveValue("500");
  // Focus goes to the refused field, whose message is its description (not to the page, as the button is disabled while saving).
  await expect(page.getByLabel("Minutes a day")).toBeFocused();
  await expect(page.getByLabel("Minutes a day")).toHaveAccessibleDescription("Please choose between 10 and 240 minutes a day.");

  const nextYear = new Date().getUTCFullYear() + 1;
  await page.getByLabel("Minutes a day").fill("45");
  await page.getByLabel("English Literature exam date").fill(`${nextYear}-05-20`);
  await page.getByRole("button", { name: "Save plan settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your study plan settings are saved." })).toBeFocused();
  await expect(page.getByText(`Your date: 20 May ${nextYear}.`)).toBeVisible();
  // The subjects whose dates were left as they were keep the usual date.
  await expect(page.getByText("The usual date: 21 May", { exact: false }).first()).toBeVisible();
  const firstDay = page.getByRole("heading", { level: 3 }).first();
  await expect(firstDay).toContainText("45 minutes");
  // Every item opens its page.
  const start = page.getByRole("link", { name: /^Start: / }).first();
  const href = await start.getAttribute("href");
  expect(href).toMatch(/^\/(subjects|flashcards|aipractisepaper)/);
  await checkAccessibility(page);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Add to your calendar (.ics)" }).click()]);
  const calendar = readFileSync(await download.path(), "utf8");
  expect(calendar.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(calendar.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(7);
  expect(calendar.replace(/\r\n /g, "")).toContain(href!);

  await start.click();
  await expect(page).toHaveURL(new RegExp(href!.replace(/[?]/g, "\\?")));
});
