import { buyStandard, createSignedInStudent } from "./support/accounts";
import { expect, test, waitForHydration } from "./support/fixtures";
import { e2eTarget } from "./support/targets";
import { MACBETH_EXTRACT, MACBETH_QUESTION } from "./support/marking";

/** Issue 16 item 5: the answer form explains itself. */

test("a stale message goes, the line by Continue says exactly what is missing, and no select cuts its options at 1280 px", async ({ page, checkAccessibility }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await createSignedInStudent(page, { name: "Form Student" });
  await page.goto("/subjects/english-literature");
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  await expect(continueButton).toHaveAccessibleDescription("Choose a question type to continue.");

  // Asking for a question before choosing a type says so, and the message goes once the type is chosen.
  await page.getByRole("button", { name: "Generate a question" }).click();
  await expect(page.getByText("Please select paper and question type first")).toBeVisible();
  await page.getByLabel("Question type").selectOption("shakespeare");
  await expect(page.getByText("Please select paper and question type first")).toHaveCount(0);

  await expect(page.getByText("To continue, add the question, the extract and your answer.")).toBeVisible();
  await page.getByLabel("Question", { exact: true }).fill("How does Shakespeare present ambition?");
  await expect(page.getByText("To continue, add the extract and your answer.")).toBeVisible();
  await page.getByLabel("Extract", { exact: true }).fill("I have no spur to prick the sides of my intent.");
  await expect(continueButton).toHaveAccessibleDescription("To continue, add your answer.");
  await page.getByLabel("Your answer").fill("Macbeth's ambition drives him to murder.");
  await expect(page.locator("#continue-blocked")).toHaveCount(0);
  await expect(continueButton).toBeEnabled();
  await checkAccessibility(page);

  // Every option of every select, on every paper of every board, fits the select's text box at 1280 px.
  const boards = await page.getByLabel("Exam board").locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  for (const board of boards) {
    await page.getByLabel("Exam board").selectOption(board);
    await expect(page.getByLabel("Paper")).toBeVisible();
    const papers = await page.getByLabel("Paper").locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    for (const paper of papers) {
      await page.getByLabel("Paper").selectOption(paper);
      const cut = await page.evaluate(() => {
        const context = document.createElement("canvas").getContext("2d")!;
        const problems: string[] = [];
        for (const select of document.querySelectorAll("main select")) {
          const style = getComputedStyle(select);
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          // The text box: the width less the padding and the arrow's room (the right padding holds it).
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          for (const option of (select as HTMLSelectElement).options) {
            const width = context.measureText(option.text).width;
            if (width > room) problems.push(`${option.text} (${Math.ceil(width)} px > ${Math.floor(room)} px)`);
          }
        }
        return problems;
      });
      expect(cut, `${board} ${paper}`).toEqual([]);
    }
  }
});

test("on a paper with topics, the line by Continue asks for the topic first: the question type's menu appears only after it", async ({ page }) => {
  await createSignedInStudent(page, { name: "History Student" });
  await buyStandard(page);
  await page.goto("/subjects/history");
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(page.getByLabel("Topic")).toBeVisible();
  await expect(page.getByLabel("Question type")).toHaveCount(0);
  await expect(continueButton).toHaveAccessibleDescription("Choose a topic to continue.");
  const topic = await page.getByLabel("Topic").locator("option").nth(1).getAttribute("value");
  await page.getByLabel("Topic").selectOption(topic!);
  await expect(page.getByLabel("Question type")).toBeVisible();
  await expect(continueButton).toHaveAccessibleDescription("Choose a question type to continue.");
});

test("a four-word answer to a 34-mark question is asked about once before it uses a marking; sent as it is, it is marked", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Short Answer Student" });
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill("Starting with this extract, how does Shakespeare present Lady Macbeth?");
  await page.getByLabel("Extract", { exact: true }).fill("Come, you spirits / That tend on mortal thoughts, unsex me here");
  const answer = page.getByLabel("Your answer");
  await answer.fill("Lady Macbeth is evil.");
  await expect(page.getByText(/^\d+ of \d+ markings remaining today\.$/)).toBeVisible();
  const remaining = await page.getByText(/^\d+ of \d+ markings remaining today\.$/).textContent();
  await page.getByRole("button", { name: "Continue" }).click();
  // Not sent: the page asks, and focus goes to the question it asks.
  const warning = page.getByText("Your answer is 4 words long, and answers to a 34-mark question are usually much longer.", { exact: false });
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(/\/subjects\/english-literature/);
  await expect(page.locator("div[tabindex='-1']").filter({ has: warning })).toBeFocused();
  await checkAccessibility(page);
  // Writing more ends the question; a still-short answer is asked about again.
  await answer.fill("Lady Macbeth is evil and ambitious.");
  await expect(page.getByRole("button", { name: "Send it as it is" })).toHaveCount(0);
  await page.goto("/subjects/english-literature");
  await expect(page.getByText(remaining!)).toBeVisible();
  await expect(answer).toHaveValue("Lady Macbeth is evil and ambitious.");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Send it as it is" }).click();
  await expect(page).toHaveURL(/\/marking-results\//, { timeout: 20_000 });
  await expect(page.getByTestId("score")).toHaveText(/^\d+ \/ 34$/, { timeout: 20_000 });
});

test("without JavaScript the answer form works: 'Show the choices' brings another board's papers and question types, keeps what is typed, and Continue sends the answer", async ({ page, browser }) => {
  await createSignedInStudent(page, { name: "Plain Writer" });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: e2eTarget().url, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  try {
    await plain.goto("/subjects/english-literature");
    const answer = "Priestley presents responsibility as something we all share, and the Inspector's last speech warns the Birlings of fire and blood.";
    await plain.getByLabel("Your answer").fill(answer);
    // Continue is not held back by what the page cannot see without scripts: the server says what is missing.
    await expect(plain.getByRole("button", { name: "Continue" })).toBeEnabled();
    // The script's own button, which could do nothing here, is not offered.
    await expect(plain.getByRole("button", { name: "Generate a question" })).toBeHidden();
    await plain.getByLabel("Exam board").selectOption("ocr");
    await plain.getByRole("button", { name: "Show the choices for this board and paper" }).click();
    await expect(plain.getByLabel("Paper")).toHaveValue("component-01");
    await expect(plain.getByLabel("Your answer")).toHaveValue(answer);
    await plain.getByLabel("Question type").selectOption("modern-whole-text");
    await plain.getByLabel("Question", { exact: true }).fill("Explore how Priestley presents responsibility elsewhere in An Inspector Calls.");
    await plain.getByRole("button", { name: "Continue" }).click();
    await expect(plain).toHaveURL(/\/marking-results\//, { timeout: 20_000 });
    await expect(plain.getByText("Marked as Component 01: Exploring modern and literary heritage texts · Modern text (b)", { exact: false })).toBeVisible();
    // The tab and the page's heading say which result this is.
    await expect(plain).toHaveTitle("Marker - Marking Results: English Literature, OCR");
    await expect(plain.getByRole("heading", { level: 1 })).toHaveAccessibleName("Marking results for English Literature, OCR");
  } finally {
    await context.close();
  }
});

test("without JavaScript a refused answer comes back with what is wrong focused, so it is read first, and keeps what was typed", async ({ page, browser }) => {
  await createSignedInStudent(page, { name: "Plain Forgetter" });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: e2eTarget().url, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  try {
    await plain.goto("/subjects/english-literature");
    // Nothing takes focus on arriving.
    await expect(plain.locator("body")).toBeFocused();
    const answer = "Priestley presents Sheila as the character who changes most.";
    await plain.getByLabel("Your answer").fill(answer);
    await plain.getByLabel("Paper").selectOption("paper-2");
    await plain.getByRole("button", { name: "Show the choices for this board and paper" }).click();
    await plain.getByLabel("Question type").selectOption({ index: 1 });
    // The question is left empty.
    await plain.getByRole("button", { name: "Continue" }).click();
    const question = plain.getByLabel("Question", { exact: true });
    await expect(question).toBeFocused();
    await expect(question).toHaveAccessibleDescription(/Please enter the question you are answering\./);
    await expect(plain.getByLabel("Your answer")).toHaveValue(answer);
  } finally {
    await context.close();
  }
});

test("a board chosen and an answer typed before the page's script has run (a slow phone) are kept once it runs, and the papers follow", async ({ page }) => {
  await createSignedInStudent(page, { name: "Quick Chooser" });
  // The page's scripts wait until the student has chosen.
  let release: () => void = () => {};
  const chosen = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await chosen;
    await route.continue();
  });
  // "commit": the fixture's goto would wait for the script (hydration) otherwise.
  await page.goto("/subjects/english-literature", { waitUntil: "commit" });
  await page.getByLabel("Exam board").selectOption("ocr");
  await page.getByLabel("Your answer").fill("Typed early by a quick student.");
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("Exam board")).toHaveValue("ocr");
  // What was typed is kept too, and counted.
  await expect(page.getByLabel("Your answer")).toHaveValue("Typed early by a quick student.");
  await expect(page.getByText("31 / 20,000 characters")).toBeVisible();
  // The page follows the choice: OCR's papers, not the first board's.
  await expect(page.getByLabel("Paper").locator("option").first()).toHaveText(/^Component 01/);
});

test("a practise link for another question never moves an unsent answer onto it: the answer is kept, and offered back", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Draft Student" });
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill(MACBETH_QUESTION);
  await page.getByLabel("Extract", { exact: true }).fill(MACBETH_EXTRACT);
  await page.getByLabel("Your answer").fill("Macbeth's ambition is his tragic flaw, and Shakespeare shows it growing");
  // /progress's and the study plan's links open the form on another board's question.
  await page.goto("/subjects/english-literature?board=ocr&paper=component-02&questionType=shakespeare-essay");
  const kept = `You have an answer you have not sent yet, to another question (“${MACBETH_QUESTION}”). It is kept: this form starts on the question you chose.`;
  await expect(page.getByText(kept)).toBeVisible();
  await expect(page.getByLabel("Exam board")).toHaveValue("ocr");
  await expect(page.getByLabel("Question type")).toHaveValue("shakespeare-essay");
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Your answer")).toHaveValue("");
  await checkAccessibility(page);
  // A reload keeps the offer.
  await page.reload();
  await expect(page.getByText(kept)).toBeVisible();
  await page.getByRole("button", { name: "Go back to my unsent answer" }).click();
  await expect(page.getByText("Your unsent answer is back, with the question it was for.")).toBeVisible();
  await expect(page.getByLabel("Exam board")).toHaveValue("aqa");
  await expect(page.getByLabel("Question type")).toHaveValue("shakespeare");
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue(MACBETH_QUESTION);
  await expect(page.getByLabel("Your answer")).toHaveValue("Macbeth's ambition is his tragic flaw, and Shakespeare shows it growing");
  await expect(page.getByLabel("Your answer")).toBeFocused();
  await expect(page.getByText(kept)).toHaveCount(0);
  // Nothing was typed on the other question, so nothing is left aside, after a reload too.
  await page.reload();
  await expect(page.getByLabel("Your answer")).toHaveValue("Macbeth's ambition is his tragic flaw, and Shakespeare shows it growing");
  await expect(page.getByRole("button", { name: "Go back to my unsent answer" })).toHaveCount(0);
  // A link to the question the answer is for keeps it where it is.
  await page.goto("/subjects/english-literature?board=aqa&paper=paper-1&questionType=shakespeare");
  await expect(page.getByLabel("Your answer")).toHaveValue("Macbeth's ambition is his tragic flaw, and Shakespeare shows it growing");
  await expect(page.getByRole("button", { name: "Go back to my unsent answer" })).toHaveCount(0);
});

test("a poem Marker printed for an earlier question comes out when the next question's poem cannot be printed, and can be put back", async ({ page }) => {
  await createSignedInStudent(page, { name: "Poem Student" });
  await buyStandard(page);
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Paper", { exact: true }).selectOption("paper-2");
  await page.getByLabel("Question type").selectOption("anthology-poetry");
  const question = page.getByLabel("Question", { exact: true });
  const poem = page.getByLabel("Poem", { exact: true });
  await question.fill("Compare how poets present the reality of conflict in 'Exposure' and in one other poem from 'Power and conflict'.");
  await page.getByRole("button", { name: "Generate a poem" }).click();
  await expect(page.getByText("Poem added. You can edit it.")).toBeVisible({ timeout: 20_000 });
  const printed = await poem.inputValue();
  expect(printed).toContain("Wilfred Owen");
  await question.fill("Compare how poets present power in 'Ozymandias' and in one other poem from 'Power and conflict'.");
  await page.getByRole("button", { name: "Generate a poem" }).click();
  await expect(page.getByText(/'Ozymandias' is not in Marker's offline collection.*The poem Marker added for your earlier question has been taken out, as it is not this question's poem\./)).toBeVisible({
    timeout: 20_000,
  });
  await expect(poem).toHaveValue("");
  await page.getByRole("button", { name: "Put back my poem" }).click();
  await expect(poem).toHaveValue(printed);
});
