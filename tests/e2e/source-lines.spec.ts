import { numberLines } from "../../app/features/generation/offline/number-lines";
import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { MACBETH_QUESTION } from "./support/marking";

const PASSAGE =
  "The fog came down on the town in the late afternoon, so thick that the lamps along the High Street were only smudges of yellow " +
  "and the shops seemed to float in it like ships at anchor. Nell stood at the tram stop with her bag held tight against her, " +
  "listening for the bell. Somewhere a dog barked, and stopped, and barked again, further off. A man went past with his collar up " +
  "and did not look at her. The rails ran away into the grey and vanished, and it seemed to her that they might go on for ever " +
  "without arriving anywhere at all.\n\nShe counted the lamps she could see, and then counted them again, because one of them had " +
  "gone out while she was counting. The clock on the Corn Exchange struck the half hour. The last tram was due at twenty to, and " +
  "it had never once been early in all the years she had caught it; but tonight, standing alone in the fog, she found she could " +
  "not be sure of anything, not even of that.";

test.use({ viewport: { width: 390, height: 844 } });

test("a source printed with line numbers keeps each number beside its own line on a phone: in the form's box and on the results page", async ({ page }) => {
  await createSignedInStudent(page, { name: "Line Reader" });
  const printed = numberLines(PASSAGE);
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill(MACBETH_QUESTION);
  const extract = page.getByLabel("Extract", { exact: true });
  await extract.fill(printed);
  // The box keeps the printed lines (it scrolls sideways) in letters of one width, so the numbers stand in a column.
  await expect(extract).toHaveAttribute("wrap", "off");
  expect(await extract.evaluate((box) => getComputedStyle(box).fontFamily)).toMatch(/mono/i);
  await page.getByLabel("Your answer").fill("Shakespeare makes the fog feel threatening, and the waiting shows how alone Nell is in the town tonight.");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/marking-results\//, { timeout: 20_000 });

  await page.getByText("Source or extract", { exact: true }).click();
  const numbers = page.locator("details span.tabular-nums").filter({ hasText: /\d/ });
  await expect(numbers.first()).toBeVisible();
  const rows = await numbers.evaluateAll((cells) =>
    cells.map((cell) => {
      const words = cell.previousElementSibling!.getBoundingClientRect();
      const number = cell.getBoundingClientRect();
      return { number: cell.textContent, wordsRight: words.right, wordsTop: words.top, numberLeft: number.left, numberTop: number.top };
    }),
  );
  expect(rows.map((row) => row.number)).toEqual(["line 5", "line 10", "line 15", "line 20"].slice(0, rows.length));
  expect(rows.length).toBeGreaterThanOrEqual(3);
  for (const row of rows) {
    // Beside its line's words, on the line's first row: never wrapped into the middle of the text.
    expect(row.numberLeft).toBeGreaterThan(row.wordsRight);
    expect(Math.abs(row.numberTop - row.wordsTop)).toBeLessThan(2);
  }
  // The page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
