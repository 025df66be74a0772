import type { Locator, Page } from "@playwright/test";

import { MESSAGES } from "../../app/features/auth/form-rules";
import { AGE_CONFIRMATION_LABEL, buyStandard, createSignedInStudent, uniqueEmail } from "./support/accounts";
import { e2eTarget, expect, test } from "./support/fixtures";
import { submitMacbethAnswer } from "./support/marking";

/**
 * Audit D's findings: where focus goes and what is announced after the app acts (generate, sign up with a
 * mistake, create a set or a paper, marking done), pages that scroll sideways on a 390 px phone, and buttons
 * whose names do not say which item they act on.
 */

const PHONE = { width: 390, height: 844 };

const ANSWER =
  "Shakespeare presents Macbeth's ambition as a dangerous force. In the extract he admits he has only 'vaulting ambition, " +
  "which o'erleaps itself', a metaphor from horse riding which suggests he will leap too high and fall.";

/** Focuses the region that scrolls sideways, as Tab would, and scrolls it with the arrow key. */
async function scrollWithKeyboard(page: Page, region: Locator) {
  await expect(region).toHaveAttribute("tabindex", "0");
  await region.focus();
  await expect(region).toBeFocused();
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth), "the region scrolls on this screen").toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
}

test("on a 390 px phone /profile does not scroll sideways: the avatar block stacks", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Phone Student" });
  await page.setViewportSize(PHONE);
  await page.goto("/profile");
  await expect(page.getByLabel("Upload a picture (JPEG, PNG or WebP, up to 5 MB)")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await checkAccessibility(page);
});

test("Generate a question, by keyboard: focus goes to the Question field and the page says the question was added", async ({ page }) => {
  await createSignedInStudent(page, { name: "Keyboard Student" });
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByRole("button", { name: "Generate a question" }).focus();
  await page.keyboard.press("Enter");
  const question = page.getByLabel("Question", { exact: true });
  await expect(question).not.toHaveValue("", { timeout: 10_000 });
  await expect(question).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Question added. You can edit it." })).toHaveText("Question added. You can edit it.");
  // The student can edit at once: the notice goes once they change the question.
  await page.keyboard.type(" Explain your answer.");
  await expect(question).toHaveValue(/ Explain your answer\.$/);
  await expect(page.getByText("Question added. You can edit it.")).toHaveCount(0);
});

test("Generate a question over a question the student typed: one click puts theirs back, and typing ends the offer", async ({ page }) => {
  await createSignedInStudent(page, { name: "Own Question Student" });
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  const question = page.getByLabel("Question", { exact: true });
  const mine = "How does Shakespeare present guilt in Macbeth?";
  await question.fill(mine);
  await page.getByRole("button", { name: "Generate a question" }).click();
  await expect(question).not.toHaveValue(mine, { timeout: 10_000 });
  await expect(question).not.toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: "Question added. You can edit it." })).toBeVisible();
  await page.getByRole("button", { name: "Put back my question" }).click();
  await expect(question).toHaveValue(mine);
  await expect(question).toBeFocused();
  await expect(page.getByText("Your own question is back.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Put back my question" })).toHaveCount(0);
  // A generated question the student then edits is theirs: the offer goes, so nothing they typed can be thrown away.
  await page.getByRole("button", { name: "Generate a question" }).click();
  await expect(page.getByRole("button", { name: "Put back my question" })).toBeVisible({ timeout: 10_000 });
  await question.press("End");
  await page.keyboard.type(" Refer closely to the extract.");
  await expect(page.getByRole("button", { name: "Put back my question" })).toHaveCount(0);
  await expect(question).toHaveValue(/ Refer closely to the extract\.$/);
});

test("sign-up with the age box left empty: focus goes to the box, which names its message, and the form says what to fix", async ({ page }) => {
  await page.goto("/auth?mode=signup");
  const password = "an owl flew over the moor";
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill(uniqueEmail("a11y"));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel("Confirm password").press("Enter");

  const ageBox = page.getByLabel(AGE_CONFIRMATION_LABEL);
  await expect(ageBox).toBeFocused();
  await expect(ageBox).toHaveAttribute("aria-invalid", "true");
  await expect(ageBox).toHaveAccessibleDescription(MESSAGES.ageConfirmationRequired);
  await expect(page.getByRole("alert")).toHaveText("Please fix the field marked below.");

  // Two mistakes: focus goes to the first of them, in the form's order.
  await page.getByLabel("Full name").fill("");
  await page.getByRole("button", { name: "Create Account" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Full name")).toHaveAccessibleDescription(MESSAGES.fullNameRequired);
  await expect(page.getByRole("alert")).toHaveText("Please fix the 2 fields marked below.");
});

test("a new flashcard set: the page says it was created and focus goes to its title; Study and Edit name the set", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Set Maker" });
  await page.goto("/flashcards");
  await page.getByRole("button", { name: "Add Set" }).click();
  const form = page.locator("#create-set-form");
  await form.getByLabel("Set Title").fill("Photosynthesis");
  await form.getByLabel("Front (Question)").fill("What does a plant make in photosynthesis?");
  await form.getByLabel("Back (Answer)").fill("Glucose and oxygen");
  await form.getByRole("button", { name: "Create Set" }).focus();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("status").filter({ hasText: "Flashcard set created." })).toHaveText("Flashcard set created.");
  await expect(page.getByRole("heading", { level: 3, name: "Photosynthesis", exact: true })).toBeFocused();
  const entry = page.getByRole("article", { name: "Photosynthesis" });
  await expect(entry.getByRole("button", { name: "Study Photosynthesis", exact: true })).toBeVisible();
  await expect(entry.getByRole("button", { name: "Edit Photosynthesis", exact: true })).toBeVisible();
  await expect(entry.getByRole("button", { name: "Delete Photosynthesis", exact: true })).toBeVisible();
  await checkAccessibility(page);

  // The query names the set by its id: a made-up one says nothing.
  await page.goto("/flashcards?created=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Your Flashcard Sets (1)" })).toBeVisible();
  await expect(page.getByText("Flashcard set created.")).toHaveCount(0);
});

test("without JavaScript a new set also says it was created, and the page opens at it", async ({ page, browser }) => {
  await createSignedInStudent(page, { name: "Plain Maker" });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: e2eTarget().url, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  try {
    await plain.goto("/flashcards?new=1");
    await plain.getByLabel("Set Title").fill("Plain set");
    await plain.getByLabel("Front (Question)").fill("Works without scripts?");
    await plain.getByLabel("Back (Answer)").fill("Yes");
    await plain.getByRole("button", { name: "Create Set" }).click();
    await expect(plain).toHaveURL(/\/flashcards\?created=[0-9a-f-]{36}#set-[0-9a-f-]{36}-title$/);
    const id = /created=([0-9a-f-]{36})/.exec(plain.url())![1];
    expect(plain.url()).toContain(`#set-${id}-title`);
    await expect(plain.getByRole("status").filter({ hasText: "Flashcard set created." })).toHaveText("Flashcard set created.");
    await expect(plain.getByRole("article", { name: "Plain set" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("Standard: Generate an extract focuses the Extract; a new practice paper is announced and focused; Remove says which question", async ({ page }) => {
  test.setTimeout(90_000);
  await createSignedInStudent(page, { name: "Paper Maker" });
  await buyStandard(page);

  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill("Starting with this extract, how does Shakespeare present guilt?");
  await page.getByRole("button", { name: "Generate an extract" }).focus();
  await page.keyboard.press("Enter");
  const extract = page.getByLabel("Extract", { exact: true });
  await expect(extract).not.toHaveValue("", { timeout: 10_000 });
  await expect(extract).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Extract added. You can edit it." })).toHaveText("Extract added. You can edit it.");

  await page.goto("/aipractisepaper");
  await page.getByRole("button", { name: "Create New Paper" }).click();
  await page.getByLabel("Paper Title").fill("Macbeth Mock");
  await page.getByRole("group", { name: "Question 1" }).getByLabel("Question Text").fill("How does Shakespeare present ambition?");
  await page.getByRole("button", { name: "Add Question" }).click();
  await page.getByRole("group", { name: "Question 2" }).getByLabel("Question Text").fill("Who kills Duncan?");
  await expect(page.getByRole("button", { name: "Remove question 1", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove question 2", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Create Paper" }).focus();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("status").filter({ hasText: "Practice paper created." })).toHaveText("Practice paper created.");
  await expect(page.getByRole("heading", { level: 3, name: "Macbeth Mock", exact: true })).toBeFocused();
});

test("when marking finishes the page says so and focus goes to the results' heading; /progress's wide tables scroll by keyboard at 390 px", async ({
  page,
  checkAccessibility,
}) => {
  test.setTimeout(90_000);
  await createSignedInStudent(page, { name: "Marked Student" });
  // The offline marker usually finishes before the results page has loaded, so the page would open on the
  // result. The first load of the page's data is made to say "marking" (what a model taking seconds leaves it
  // at); the page's event stream then reads the real status, done, and the page loads the result itself.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('progress[aria-label="Marking progress"]')) (window as unknown as { sawProgress?: boolean }).sawProgress = true;
    }).observe(document, { subtree: true, childList: true });
  });
  let firstLoad = true;
  await page.route(/\/marking-results\/[0-9a-f-]{36}\.data/, async (route) => {
    if (!firstLoad) return route.continue();
    firstLoad = false;
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll('"marked"', '"marking"') });
  });
  await submitMacbethAnswer(page, ANSWER);
  await expect(page.getByTestId("score")).toBeVisible({ timeout: 20_000 });
  // The page did show the marking in progress first (it may last only a moment: a watcher saw it).
  expect(await page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: "Marking complete." })).toHaveText("Marking complete.");
  await expect(page.getByRole("heading", { level: 1, name: "Marking results" })).toBeFocused();

  await page.setViewportSize(PHONE);
  await page.goto("/progress");
  const answers = page.getByRole("region", { name: "English Literature: table of your marked answers", exact: true });
  // On the phone, where it scrolls, a line above it says so.
  await expect(page.getByText("Scroll the table sideways to see every column.")).toBeVisible();
  await scrollWithKeyboard(page, answers);
  // The first column (which answer) stays in view while the others scroll under it.
  const regionBox = (await answers.boundingBox())!;
  const firstCell = (await answers.getByRole("link", { name: /^Answer 1$/ }).boundingBox())!;
  expect(firstCell.x).toBeGreaterThanOrEqual(regionBox.x - 1);
  // The calendar is named and takes the keyboard too, for when its weeks run wider than the screen.
  // Its twelve weeks fit a 390 px phone, so nothing says it scrolls; on a 320 px screen they do not, and a line
  // says so while the region, named without it, takes the keyboard.
  const calendar = page.getByRole("region", { name: "Activity calendar" });
  await expect(calendar).toHaveAttribute("tabindex", "0");
  const calendarHint = page.getByText("Scroll the calendar sideways to see every week.");
  expect(await calendar.evaluate((element) => element.scrollWidth > element.clientWidth), "the calendar fits at 390 px").toBe(false);
  await expect(calendarHint).toHaveCount(0);
  await page.setViewportSize({ width: 320, height: PHONE.height });
  await expect(calendarHint).toBeVisible();
  await scrollWithKeyboard(page, calendar);
  await page.setViewportSize(PHONE);
  await expect(calendarHint).toHaveCount(0);
  // A button whose label wraps on the phone grows to hold it: nothing is cut off.
  const practise = page.getByRole("link", { name: /^Practise AO\d/ }).first();
  await expect(practise).toBeVisible();
  const spills = await practise.evaluate((element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
  expect(spills).toBe(false);
  await checkAccessibility(page);
});

test("Try marking again, by keyboard: focus goes to the progress card's heading, and the page's marking status (there before) says it started", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createSignedInStudent(page, { name: "Retrying Student" });
  // The shared servers' offline marker does not fail. The page's first load of its data says the marking failed; the
  // load after "Try marking again" says it is marking (the server, which has the answer marked, sends the page back to
  // it); the event stream, which reads the real status, is held until the progress card has been checked.
  let loads = 0;
  await page.route(/\/marking-results\/[0-9a-f-]{36}\.data/, async (route) => {
    if (route.request().method() !== "GET" || ++loads > 2) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll('"marked"', loads === 1 ? '"failed"' : '"marking"') });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/marking\/[0-9a-f-]{36}\/events/, async (route) => {
    await held;
    await route.continue();
  });
  await submitMacbethAnswer(page, ANSWER);
  const retry = page.getByRole("button", { name: "Try marking again" });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  // The status region is on the page, empty, before the retry: one that appears with its words is seldom read out.
  await expect(page.getByTestId("marking-status")).toHaveCount(1);
  const status = await page.getByTestId("marking-status").elementHandle();
  expect(await status!.evaluate((element) => element.getAttribute("role"))).toBe("status");
  expect(await status!.evaluate((element) => element.textContent)).toBe("");

  await retry.focus();
  await page.keyboard.press("Enter");
  // The button has gone: focus is on the progress card's heading, and the same region says the marking started.
  await expect(page.getByRole("heading", { level: 2, name: "AI is analyzing your response..." })).toBeFocused({ timeout: 10_000 });
  await expect(retry).toHaveCount(0);
  await expect.poll(() => status!.evaluate((element) => (element.isConnected ? element.textContent : "the region was replaced"))).toBe("Marking progress: Starting.");

  // Let the stream go: it finds the marking done, the page loads the result, and the same region says so.
  release();
  await expect
    .poll(() => status!.evaluate((element) => (element.isConnected ? element.textContent : "the region was replaced")), { timeout: 20_000 })
    .toBe("Marking complete.");
  await expect(page.getByRole("heading", { level: 2, name: "AI is analyzing your response..." })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Marking results" })).toBeFocused();
});

test("/subjects at 390 px: every column of the plans table is on screen, with no sideways scrolling", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Subjects Student" });
  await page.setViewportSize(PHONE);
  await page.goto("/subjects");
  const table = page.getByRole("table", { name: "Subjects and daily markings by plan" });
  expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), "the table fits its width").toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The last column, header and figures, lies inside the screen.
  for (const cell of [
    table.getByRole("columnheader", { name: "Markings a day" }),
    table.getByRole("cell", { name: "15", exact: true }),
    table.getByRole("cell", { name: "50", exact: true }),
    table.getByRole("cell", { name: "Unlimited", exact: true }),
  ]) {
    await cell.scrollIntoViewIfNeeded();
    await expect(cell).toBeInViewport({ ratio: 1 });
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await checkAccessibility(page);
});

test("a spinner turns only when the student's system allows motion; the words beside it say what is happening", async ({ page }) => {
  const spinner = page.getByRole("status").locator("svg");
  const animation = () => spinner.evaluate((element) => getComputedStyle(element).animationName);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/auth-callback");
  await expect(page.getByRole("status")).toContainText("Completing Sign-In");
  expect(await animation()).toBe("none");

  await page.emulateMedia({ reducedMotion: "no-preference" });
  await expect.poll(animation).toBe("spin");
});

test("moving to another page puts focus on its heading: a link in the page, a footer link, and an answer sent for marking", async ({ page }) => {
  await createSignedInStudent(page, { name: "Focus Student" });
  await page.goto("/dashboard");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // A link in the page: it goes with its page, and focus would fall to the body.
  const choose = page.getByRole("link", { name: "Choose Subject" });
  await choose.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/subjects$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  // A footer link: the footer stays, and focus would stay on the link, off screen at the bottom.
  await page.goto("/help");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact$/);
  const contactHeading = page.getByRole("heading", { level: 1 });
  await expect(contactHeading).toBeFocused();
  // No focus ring round a heading: it is not a control.
  expect(await contactHeading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");

  // The default (offline) marker is done before the results page opens: the page's heading takes focus.
  await submitMacbethAnswer(page, ANSWER);
  await expect(page.getByTestId("score")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Marking results" })).toBeFocused();
});
