import { readFileSync } from "node:fs";

import { buyStandard, createSignedInStudent } from "./support/accounts";
import { e2eTarget, expect, test } from "./support/fixtures";

const TITLE = "AQA Paper 1: Explorations in creative reading and writing - practice";

test("Standard: build AQA English Language Paper 1 from the catalogue, edit a question, save it and export it", async ({ page, checkAccessibility }) => {
  // A long journey (build, edit, save, export, axe on each state): more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await createSignedInStudent(page, { name: "Rosalind Franklin" });
  await buyStandard(page);
  await page.goto("/aipractisepaper");

  // The builder's selects follow each other: History offers its options, English Language its two papers.
  await expect(page.getByRole("heading", { name: "Build from a real paper" })).toBeVisible();
  await page.getByLabel("Which subject").selectOption({ label: "History" });
  await expect(page.getByLabel("Which option (topic)")).toBeVisible();
  // It says a History build is one section of the paper, not the whole paper.
  const sectionNote = page.getByText("This builds the section of the option you choose, with that section's share of the paper's time", { exact: false });
  await expect(sectionNote).toBeVisible();
  await page.getByLabel("Which subject").selectOption({ label: "English Language" });
  await page.getByLabel("Which exam board").selectOption({ label: "AQA" });
  await expect(page.getByLabel("Which option (topic)")).toHaveCount(0);
  await expect(sectionNote).toHaveCount(0);
  await expect(page.getByLabel("Which paper").locator("option")).toHaveText(["Paper 1: Explorations in creative reading and writing", "Paper 2: Writers' viewpoints and perspectives"]);
  await page.getByLabel("Which paper").selectOption({ label: "Paper 1: Explorations in creative reading and writing" });
  await checkAccessibility(page);
  // Writing the questions can take the model seconds: the page says it is building (held back here so it shows).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/aipractisepaper.data*", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Build paper" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Building your paper..." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Building..." })).toBeDisabled();
  release();

  // The create form opens pre-filled with the real structure and the shared extract.
  await expect(page.getByLabel("Paper Title")).toHaveValue(TITLE, { timeout: 15_000 });
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("English Language");
  await expect(page.getByLabel("Exam Board", { exact: true })).toHaveValue("AQA");
  await expect(page.getByText("time allowed 1 hour 45 minutes")).toBeVisible();
  const expected = [
    ["Question 1", "4", "short_answer"],
    ["Question 2", "8", "short_answer"],
    ["Question 3", "8", "short_answer"],
    ["Question 4", "20", "essay"],
    ["Question 5", "40", "essay"],
  ] as const;
  await expect(page.getByRole("group", { name: /^Question \d$/ })).toHaveCount(5);
  const extract = await page.getByRole("group", { name: "Question 1" }).getByLabel("Source or extract (optional)").inputValue();
  expect(extract.length).toBeGreaterThan(500);
  for (const [index, [label, marks, type]] of expected.entries()) {
    const group = page.getByRole("group", { name: `Question ${index + 1}`, exact: true });
    await expect(group.getByLabel("Label on the paper (optional)")).toHaveValue(label);
    await expect(group.getByLabel("Marks")).toHaveValue(marks);
    await expect(group.getByLabel("Question Type")).toHaveValue(type);
    expect((await group.getByLabel("Question Text").inputValue()).length).toBeGreaterThan(10);
    await expect(group.getByLabel("Source or extract (optional)")).toHaveValue(index < 4 ? extract : "");
  }
  await checkAccessibility(page);

  // Edit one question, then save.
  const second = page.getByRole("group", { name: "Question 2", exact: true });
  await second.getByLabel("Question Text").fill("How does the writer use language to describe the place?");
  await page.getByRole("button", { name: "Create Paper" }).click();

  const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: TITLE, exact: true }) });
  await expect(entry).toBeVisible();
  await expect(entry.getByText("English Language - AQA · 5 questions · 80 marks · 1 hour 45 minutes", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Paper Title")).toHaveCount(0);
  await checkAccessibility(page);

  const [download] = await Promise.all([page.waitForEvent("download"), entry.getByRole("link", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toBe("aqa_paper_1__explorations_in_creative_reading_and_writing___practice.txt");
  const text = readFileSync(await download.path(), "utf8");
  const lines = text.split("\n");
  expect(lines.slice(0, 2)).toEqual([TITLE, "English Language - AQA"]);
  expect(lines[3]).toBe("Time allowed: 1 hour 45 minutes");
  expect(lines).toContain("Question 2 (8 marks)");
  expect(lines[lines.indexOf("Question 2 (8 marks)") + 2]).toBe("How does the writer use language to describe the place?");
  expect(lines).toContain("Question 5 (40 marks)");
  // The shared extract is printed once, before Question 1.
  expect(text.split(extract.split("\n")[0]!).length - 1).toBe(1);
  // Under the line naming the questions it is for, as the PDF names them.
  expect(lines).toContain("Source for Question 1 to Question 4");
  expect(lines.indexOf("Source for Question 1 to Question 4")).toBeLessThan(lines.indexOf("Question 1 (4 marks)"));
  expect(lines.at(-2)).toBe("Total Marks: 80");
});

test("without JavaScript: choose a History paper and option step by step, build it and save it", async ({ page, browser }) => {
  await createSignedInStudent(page, { name: "Marc Bloch" });
  await buyStandard(page);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: e2eTarget().url, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  try {
    await plain.goto("/aipractisepaper");
    await plain.getByLabel("Which subject").selectOption({ label: "History" });
    await plain.getByLabel("Which exam board").selectOption({ label: "Edexcel" });
    await plain.getByRole("button", { name: "Show papers" }).click();
    await expect(plain.getByLabel("Which paper").locator("option")).toHaveText([
      "Paper 1: Thematic study and historic environment",
      "Paper 2: Period study and British depth study",
      "Paper 3: Modern depth study",
    ]);
    await plain.getByLabel("Which paper").selectOption({ label: "Paper 3: Modern depth study" });
    await plain.getByRole("button", { name: "Show papers" }).click();
    await plain.getByLabel("Which option (topic)").selectOption({ label: "Weimar and Nazi Germany, 1918–39" });
    await plain.getByRole("button", { name: "Build paper" }).click();

    await expect(plain.getByLabel("Paper Title")).toHaveValue("Edexcel Paper 3: Weimar and Nazi Germany, 1918–39 - practice");
    await expect(plain.getByLabel("Subject", { exact: true })).toHaveValue("History");
    await expect(plain.getByText("time allowed 1 hour 30 minutes")).toBeVisible();
    await expect(plain.getByRole("group", { name: "Question 1", exact: true }).getByLabel("Label on the paper (optional)")).toHaveValue("Question 1");
    await plain.getByRole("button", { name: "Create Paper" }).click();
    const entry = plain.getByRole("listitem").filter({ has: plain.getByRole("heading", { name: "Edexcel Paper 3: Weimar and Nazi Germany, 1918–39 - practice", exact: true }) });
    await expect(entry.getByText("History - Edexcel", { exact: false })).toContainText("1 hour 30 minutes");
  } finally {
    await context.close();
  }
});

test("a built paper being edited comes back after a reload, with the edit, until Create Paper saves it or Cancel lets it go", async ({ page }) => {
  test.setTimeout(90_000);
  await createSignedInStudent(page, { name: "Reloading Builder" });
  await buyStandard(page);
  await page.goto("/aipractisepaper");
  await page.getByLabel("Which subject").selectOption({ label: "English Language" });
  await page.getByLabel("Which exam board").selectOption({ label: "AQA" });
  await page.getByLabel("Which paper").selectOption({ label: "Paper 1: Explorations in creative reading and writing" });
  await page.getByRole("button", { name: "Build paper" }).click();
  await expect(page.getByLabel("Paper Title")).toHaveValue(TITLE, { timeout: 15_000 });
  const edited = "How does the writer use language to describe the storm?";
  await page.getByRole("group", { name: "Question 2", exact: true }).getByLabel("Question Text").fill(edited);

  await page.reload();
  await expect(page.getByText("We put back the paper you were writing.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Paper Title")).toHaveValue(TITLE);
  await expect(page.getByRole("group", { name: "Question 2", exact: true }).getByLabel("Question Text")).toHaveValue(edited);
  // Still the real paper's build: its time allowed comes with it.
  await expect(page.getByText("time allowed 1 hour 45 minutes")).toBeVisible();

  // Cancel lets it go: a reload brings nothing back.
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Build from a real paper" })).toBeVisible();
  await expect(page.getByLabel("Paper Title")).toHaveCount(0);

  // Typed by hand, then saved: the copy goes with the save.
  await page.getByRole("button", { name: "Create New Paper" }).click();
  await page.getByLabel("Paper Title").fill("My own mock");
  await page.getByRole("group", { name: "Question 1", exact: true }).getByLabel("Question Text").fill("Describe the storm.");
  await page.reload();
  await expect(page.getByLabel("Paper Title")).toHaveValue("My own mock");
  await page.getByRole("button", { name: "Create Paper" }).click();
  await expect(page.getByRole("heading", { name: "My own mock", exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "My own mock", exact: true })).toBeVisible();
  await expect(page.getByLabel("Paper Title")).toHaveCount(0);
});
