import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { pdfTextRuns } from "../../app/platform/pdf/pdf-text.test-support";

import { buyStandard, createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const CONFIRM = "Are you sure you want to delete this practice paper?";

const paperEntry = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("a trial student finds the hidden page only by its address and sees the Standard gate", async ({ page, checkAccessibility }) => {
  const { email } = await createSignedInStudent(page, { name: "Mary Seacole" });
  await expect(page.locator('a[href="/aipractisepaper"]')).toHaveCount(0);
  await page.goto("/aipractisepaper");
  await expect(page).toHaveTitle("AI Practice Paper Creator");
  await expect(page.getByRole("heading", { level: 1, name: "AI Practice Paper Creator" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Hidden Feature - Only accessible via direct URL")).toBeVisible();
  await expect(page.getByText("Standard Plan Required")).toBeVisible();
  await expect(page.getByText("Upgrade to Standard plan to access this feature")).toBeVisible();
  await expect(page.getByLabel("Paper Title")).toHaveCount(0);
  await checkAccessibility(page);
});

test("Standard: create a paper (blank question dropped, marks falling back to 1), export it as .txt and PDF, delete it", async ({ page, checkAccessibility }) => {
  const { email } = await createSignedInStudent(page, { name: "Ida Wells" });
  await buyStandard(page);
  // Standard includes the creator, so the dashboard links it (decision 016) and the page drops the "hidden" note.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Open Paper Creator" }).click();
  await expect(page).toHaveURL(/\/aipractisepaper$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Hidden Feature - Only accessible via direct URL")).toHaveCount(0);
  await expect(page.getByText("No practice papers yet")).toBeVisible();
  await checkAccessibility(page);

  await page.getByRole("button", { name: "Create New Paper" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue("English Literature");
  await expect(page.getByLabel("Exam Board")).toHaveValue("AQA");
  const first = page.getByRole("group", { name: "Question 1" });
  await expect(first.getByLabel("Marks")).toHaveValue("1");
  await expect(first.getByLabel("Question Type")).toHaveValue("essay");
  await expect(page.getByRole("button", { name: "Remove Question" })).toHaveCount(0);

  // The rules first: no title is refused, and nothing typed is lost.
  await first.getByLabel("Question Text").fill("How does Shakespeare present ‘ambition’ — in Act 1?");
  await page.getByRole("button", { name: "Create Paper" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
  await expect(first.getByLabel("Question Text")).toHaveValue("How does Shakespeare present ‘ambition’ — in Act 1?");

  await page.getByLabel("Paper Title").fill("Macbeth Mock 1");
  await page.getByLabel("Exam Board").selectOption("OCR");
  await first.getByLabel("Marks").fill("");
  await page.getByRole("button", { name: "Add Question" }).click();
  await page.getByRole("button", { name: "Add Question" }).click();
  await expect(page.getByRole("button", { name: "Remove Question" })).toHaveCount(3);
  const third = page.getByRole("group", { name: "Question 3" });
  await expect(third.getByLabel("Question Text")).toBeFocused();
  // A fourth question, removed again: focus returns to the one before it.
  await page.getByRole("button", { name: "Add Question" }).click();
  await page.getByRole("group", { name: "Question 4" }).getByRole("button", { name: "Remove Question" }).click();
  await expect(page.getByRole("group", { name: "Question 4" })).toHaveCount(0);
  await expect(third.getByLabel("Question Text")).toBeFocused();
  await third.getByLabel("Question Text").fill("Who kills Duncan?");
  await third.getByLabel("Marks").fill("4");
  await third.getByLabel("Question Type").selectOption({ label: "Short Answer" });
  await third.getByLabel("Answer Guidance (optional)").fill("Macbeth, in Act 2");
  await checkAccessibility(page);
  await page.getByRole("button", { name: "Create Paper" }).click();

  // Saved, listed, and the form closed and reset; the blank Question 2 was left out, and the page says so.
  const entry = paperEntry(page, "Macbeth Mock 1");
  await expect(entry).toBeVisible();
  await expect(page.getByText("Practice paper created. 1 empty question was left out.")).toBeVisible();
  await expect(entry.getByText("English Literature - OCR · 2 questions · 5 marks", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Paper Title")).toHaveCount(0);
  await expect(page.getByText("No practice papers yet")).toHaveCount(0);
  await page.getByRole("button", { name: "Create New Paper" }).click();
  await expect(page.getByLabel("Paper Title")).toHaveValue("");
  await page.getByLabel("Paper Title").fill("Second Paper");
  await page.getByRole("group", { name: "Question 1" }).getByLabel("Question Text").fill("Explain one cause.");
  await page.getByRole("button", { name: "Create Paper" }).click();
  await expect(paperEntry(page, "Second Paper")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Second Paper", "Macbeth Mock 1"]);

  // Export as the spec's text file.
  const [textDownload] = await Promise.all([page.waitForEvent("download"), entry.getByRole("link", { name: "Export" }).click()]);
  expect(textDownload.suggestedFilename()).toBe("macbeth_mock_1.txt");
  const text = readFileSync(await textDownload.path(), "utf8");
  const lines = text.split("\n");
  expect(lines.slice(0, 2)).toEqual(["Macbeth Mock 1", "English Literature - OCR"]);
  expect(lines[2]).toMatch(/^Generated on \d{1,2} [A-Z][a-z]+ \d{4}$/);
  expect(lines.slice(3)).toEqual([
    // As the PDF gives it: 1.5 minutes a mark (5 marks), rounded up to five minutes.
    "Time allowed: 10 minutes",
    "",
    "Question 1 (1 mark)",
    "Type: Essay Question",
    "How does Shakespeare present ‘ambition’ — in Act 1?",
    "",
    "Question 2 (4 marks)",
    "Type: Short Answer",
    "Who kills Duncan?",
    "Answer Guidance: Macbeth, in Act 2",
    "",
    "Total Marks: 5",
    "",
  ]);

  const [pdfDownload] = await Promise.all([page.waitForEvent("download"), entry.getByRole("link", { name: "Download PDF" }).click()]);
  expect(pdfDownload.suggestedFilename()).toBe("macbeth_mock_1.pdf");
  const pdf = readFileSync(await pdfDownload.path());
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // Drawn in the embedded DejaVu Sans: the curly quotes and the dash print as typed.
  expect(pdfTextRuns(pdf).join(" ")).toContain("How does Shakespeare present ‘ambition’ — in Act 1?");

  // Delete asks first; Cancel keeps the paper.
  await entry.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: CONFIRM });
  await expect(dialog).toBeVisible();
  // It says what goes with the paper: its attempts and their totals (the answers' own results stay).
  await expect(dialog).toContainText("all its questions and every attempt at it, with the paper's totals, will be deleted. Each marked answer's own result stays on your dashboard.");
  await checkAccessibility(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(entry).toBeVisible();
  await entry.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: CONFIRM }).getByRole("button", { name: "Delete" }).click();
  await expect(entry).toHaveCount(0);
  await expect(paperEntry(page, "Second Paper")).toBeVisible();
});

test("Standard: Create Paper with no connection keeps the paper and everything typed, with the message; back online it saves", async ({ page, context }) => {
  await createSignedInStudent(page, { name: "Offline Author" });
  await buyStandard(page);
  await page.goto("/aipractisepaper");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Create New Paper" }).click();
  await page.getByLabel("Paper Title").fill("Offline Mock");
  const first = page.getByRole("group", { name: "Question 1" });
  await first.getByLabel("Question Text").fill("How does Priestley present responsibility?");
  await first.getByLabel("Marks").fill("30");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Create Paper" }).click();
  await expect(page.getByText("Failed to create the practice paper. Please try again.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(page.getByLabel("Paper Title")).toHaveValue("Offline Mock");
  await expect(first.getByLabel("Question Text")).toHaveValue("How does Priestley present responsibility?");
  await expect(first.getByLabel("Marks")).toHaveValue("30");

  await context.setOffline(false);
  await page.getByRole("button", { name: "Create Paper" }).click();
  await expect(paperEntry(page, "Offline Mock")).toBeVisible();
});
