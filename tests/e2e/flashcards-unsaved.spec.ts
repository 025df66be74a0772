import type { Page } from "@playwright/test";

import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/** The set's entry in 'Your Flashcard Sets'. */
const setEntry = (page: Page, title: string) => page.getByRole("article", { name: title });

/** The page's question before an edit with unsaved changes is thrown away (discardQuestion in set-form.tsx). */
const discardQuestion = (title: string) => `You have unsaved changes to “${title}”. Discard them?`;

test("leaving /flashcards with an edit not saved asks first: a header link, the browser's back, closing the tab", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Isambard Brunel" });
  // In the app from the dashboard, so the browser's back is a step inside the app.
  const mainNav = page.getByRole("navigation", { name: "Main" });
  await mainNav.getByRole("link", { name: "Flashcards" }).click();
  await expect(page).toHaveURL(/\/flashcards$/);

  await page.getByRole("button", { name: "Add Set" }).click();
  const form = page.locator("#create-set-form");
  await form.getByLabel("Set Title").fill("Rivers");
  await form.getByLabel("Front (Question)").first().fill("Longest river in the UK?");
  await form.getByLabel("Back (Answer)").first().fill("Severn");
  await form.getByRole("button", { name: "Create Set" }).click();
  const entry = setEntry(page, "Rivers");
  await expect(entry).toBeVisible();

  // An edit opened and left unchanged: nothing to lose, nothing asked.
  await entry.getByRole("button", { name: "Edit" }).click();
  await expect(entry.getByLabel("Set Title")).toHaveValue("Rivers");
  await mainNav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await mainNav.getByRole("link", { name: "Flashcards" }).click();
  await expect(page).toHaveURL(/\/flashcards$/);

  // Now with a change.
  await entry.getByRole("button", { name: "Edit" }).click();
  await entry.getByLabel("Set Title").fill("Rivers of England");
  await entry.getByLabel("Back (Answer)").first().fill("The Severn");
  const editing = page.url();
  const question = page.getByRole("dialog", { name: discardQuestion("Rivers") });

  // A link in the header: the page asks; Keep editing stays, with everything typed.
  await mainNav.getByRole("link", { name: "Dashboard" }).click();
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Discard" })).toBeVisible();
  await checkAccessibility(page);
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(editing);
  await expect(entry.getByLabel("Set Title")).toHaveValue("Rivers of England");

  // The browser's back: asked too, and the address stays.
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(editing);
  await expect(entry.getByLabel("Back (Answer)").first()).toHaveValue("The Severn");

  // Closing the tab (or reloading it): the browser's own question; staying keeps the edit.
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const unload = await asked;
  expect(unload.type()).toBe("beforeunload");
  await unload.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(entry.getByLabel("Set Title")).toHaveValue("Rivers of England");

  // Discard: the page goes where it was asked to, and nothing typed was saved.
  await mainNav.getByRole("link", { name: "Dashboard" }).click();
  await question.getByRole("button", { name: "Discard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/flashcards");
  await expect(setEntry(page, "Rivers").getByText("Severn")).toBeVisible();
  await expect(page.getByText("The Severn")).toHaveCount(0);
  await expect(page.getByText("Rivers of England")).toHaveCount(0);
});

test("with no connection, Create Set and Save keep the form and everything typed with the spec's message; back online they work", async ({ page, context }) => {
  await createSignedInStudent(page, { name: "Offline Student" });
  await page.goto("/flashcards");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Add Set" }).click();
  const form = page.locator("#create-set-form");
  await form.getByLabel("Set Title").fill("Rivers");
  await form.getByLabel("Front (Question)").first().fill("Longest river in the UK?");
  await form.getByLabel("Back (Answer)").first().fill("Severn");

  await context.setOffline(true);
  await form.getByRole("button", { name: "Create Set" }).click();
  await expect(page.getByText("Error creating flashcard set. Please try again.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(form.getByLabel("Set Title")).toHaveValue("Rivers");
  await expect(form.getByLabel("Front (Question)").first()).toHaveValue("Longest river in the UK?");
  await expect(form.getByLabel("Back (Answer)").first()).toHaveValue("Severn");

  await context.setOffline(false);
  await form.getByRole("button", { name: "Create Set" }).click();
  const entry = setEntry(page, "Rivers");
  await expect(entry).toBeVisible();
  await expect(page.getByText("Flashcard set created.")).toBeVisible();

  // An edit saved with no connection: the same, with the update message.
  await entry.getByRole("button", { name: "Edit" }).click();
  await entry.getByLabel("Set Title").fill("Rivers of England");
  await context.setOffline(true);
  await entry.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Error updating flashcard set. Please try again.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(page.getByLabel("Set Title")).toHaveValue("Rivers of England");
  await context.setOffline(false);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(setEntry(page, "Rivers of England")).toBeVisible();
});

test("a card with only one side filled in is left out, and the page says so when the set is created or saved", async ({ page }) => {
  await createSignedInStudent(page, { name: "Half Filled" });
  await page.goto("/flashcards");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Add Set" }).click();
  const form = page.locator("#create-set-form");
  await form.getByLabel("Set Title").fill("Jekyll and Hyde");
  await form.getByLabel("Front (Question)").first().fill("Who wrote the novella?");
  await form.getByLabel("Back (Answer)").first().fill("Robert Louis Stevenson");
  await form.getByRole("button", { name: "Add Card" }).click();
  await form.getByLabel("Front (Question)").nth(1).fill("What is the name of Jekyll's lawyer?");
  await form.getByRole("button", { name: "Create Set" }).click();
  await expect(page.getByText("Flashcard set created. 1 card with only one side filled in was left out.")).toBeVisible();
  const entry = setEntry(page, "Jekyll and Hyde");
  await expect(entry.getByText("1 card", { exact: false }).first()).toBeVisible();

  // Saved with two half-filled rows: both counted; a complete set says only that it was saved.
  await entry.getByRole("button", { name: "Edit" }).click();
  await entry.getByRole("button", { name: "Add Card" }).click();
  await entry.getByLabel("Back (Answer)").nth(1).fill("Utterson");
  await entry.getByRole("button", { name: "Add Card" }).click();
  await entry.getByLabel("Front (Question)").nth(2).fill("Where does Hyde live?");
  await entry.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Flashcard set saved. 2 cards with only one side filled in were left out.")).toBeVisible();
  await setEntry(page, "Jekyll and Hyde").getByRole("button", { name: "Edit" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Flashcard set saved.", { exact: true })).toBeVisible();
});

test("a study link to a set that is gone, or someone else's, says it was not found instead of showing the list as if nothing happened", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Old Bookmark" });
  await page.goto("/flashcards?study=00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("That flashcard set was not found.")).toBeVisible();
  await expect(page.getByText("This set does not exist, or it belongs to someone else.")).toBeVisible();
  await checkAccessibility(page);
  await page.getByRole("link", { name: "Back to your sets" }).click();
  await expect(page).toHaveURL(/\/flashcards$/);
  await expect(page.getByText("That flashcard set was not found.")).toHaveCount(0);
  // Not even an id: the same.
  await page.goto("/flashcards?study=not-an-id&edit=nor-this");
  await expect(page.getByText("That flashcard set was not found.")).toBeVisible();
});

test("a new set with something typed is not thrown away unasked: Cancel, a header link and the browser's back all ask first", async ({ page }) => {
  await createSignedInStudent(page, { name: "New Set Writer" });
  const mainNav = page.getByRole("navigation", { name: "Main" });
  await mainNav.getByRole("link", { name: "Flashcards" }).click();
  await expect(page).toHaveURL(/\/flashcards$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const question = page.getByRole("dialog", { name: "Your new flashcard set has not been created yet. Discard it?" });

  // Opened and closed with nothing typed: nothing asked.
  await page.getByRole("button", { name: "Add Set" }).click();
  await page.getByRole("button", { name: "Cancel" }).first().click();
  await expect(question).toHaveCount(0);

  await page.getByRole("button", { name: "Add Set" }).click();
  const form = page.locator("#create-set-form");
  await form.getByLabel("Set Title").fill("Inspector Calls");
  await form.getByLabel("Front (Question)").first().fill("Who is Eva Smith?");

  // Cancel asks; Keep editing keeps everything.
  await page.getByRole("button", { name: "Cancel" }).first().click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(form.getByLabel("Set Title")).toHaveValue("Inspector Calls");

  // A header link asks too; Keep editing stays on the page with the text.
  await mainNav.getByRole("link", { name: "Dashboard" }).click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/flashcards$/);
  await expect(form.getByLabel("Front (Question)").first()).toHaveValue("Who is Eva Smith?");

  // The browser's back asks as well.
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/flashcards$/);
  await expect(form.getByLabel("Set Title")).toHaveValue("Inspector Calls");

  // Discard goes where the student was going.
  await mainNav.getByRole("link", { name: "Dashboard" }).click();
  await question.getByRole("button", { name: "Discard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Creating the set is not held up by the question.
  await mainNav.getByRole("link", { name: "Flashcards" }).click();
  await page.getByRole("button", { name: "Add Set" }).click();
  await form.getByLabel("Set Title").fill("Inspector Calls");
  await form.getByLabel("Front (Question)").first().fill("Who is Eva Smith?");
  await form.getByLabel("Back (Answer)").first().fill("A working-class girl the Birlings wronged");
  await form.getByRole("button", { name: "Create Set" }).click();
  await expect(page.getByText("Flashcard set created.")).toBeVisible();
  await expect(question).toHaveCount(0);
});

test("saving an edit to a set deleted in another tab says it was not found, keeps what was typed, and takes the set off the list", async ({ page }) => {
  await createSignedInStudent(page, { name: "Two Tabs" });
  await page.goto("/flashcards");
  for (const title of ["Keeps", "Goes"]) {
    await page.getByRole("button", { name: "Add Set" }).click();
    const form = page.locator("#create-set-form");
    await form.getByLabel("Set Title").fill(title);
    await form.getByLabel("Front (Question)").first().fill(`${title}: question?`);
    await form.getByLabel("Back (Answer)").first().fill(`${title}: answer`);
    await form.getByRole("button", { name: "Create Set" }).click();
    await expect(setEntry(page, title)).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Your Flashcard Sets (2)" })).toBeVisible();
  const entry = setEntry(page, "Goes");
  await entry.getByRole("button", { name: "Edit" }).click();
  await entry.getByLabel("Set Title").fill("Goes, edited");
  // The other tab deletes it.
  const other = await page.context().newPage();
  await other.goto("/flashcards");
  await setEntry(other, "Goes").getByRole("button", { name: "Delete" }).click();
  await other.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(other.getByText("Flashcard set deleted.")).toBeVisible();
  await other.close();
  await entry.getByRole("button", { name: "Save" }).click();
  // The list is reloaded without it; what was typed comes back in the create form, with the message.
  await expect(page.getByRole("heading", { name: "Your Flashcard Sets (1)" })).toBeVisible();
  await expect(setEntry(page, "Goes")).toHaveCount(0);
  await expect(setEntry(page, "Keeps")).toBeVisible();
  const form = page.locator("#create-set-form");
  await expect(form.getByText("That flashcard set was not found.")).toBeVisible();
  await expect(form.getByLabel("Set Title")).toHaveValue("Goes, edited");
  await expect(form.getByLabel("Back (Answer)").first()).toHaveValue("Goes: answer");
  // Saved from there, it is a set again.
  await form.getByRole("button", { name: "Create Set" }).click();
  await expect(setEntry(page, "Goes, edited")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Flashcard Sets (2)" })).toBeVisible();
});

test("a new set typed when the session has ended comes back after signing in, and is forgotten once created", async ({ page }) => {
  const { email, password } = await createSignedInStudent(page, { name: "Amira Hussain" });
  await page.goto("/flashcards");
  await page.getByRole("button", { name: "Add Set" }).click();
  const form = page.locator("#create-set-form");
  await form.getByLabel("Set Title").fill("An Inspector Calls - Sheila");
  await form.getByLabel("Front (Question)").first().fill("What does Sheila learn?");
  await form.getByLabel("Back (Answer)").first().fill("To take responsibility for Eva Smith");

  // The session ends (expired, or signed out elsewhere) before Create Set: the server sends her to sign in.
  await page.context().clearCookies();
  await form.getByRole("button", { name: "Create Set" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fflashcards/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/flashcards$/);

  // Everything she typed is back, in the open form.
  await expect(form.getByLabel("Set Title")).toHaveValue("An Inspector Calls - Sheila");
  await expect(form.getByLabel("Front (Question)").first()).toHaveValue("What does Sheila learn?");
  await expect(form.getByLabel("Back (Answer)").first()).toHaveValue("To take responsibility for Eva Smith");
  await form.getByRole("button", { name: "Create Set" }).click();
  await expect(setEntry(page, "An Inspector Calls - Sheila")).toBeVisible();

  // Created: a reload does not bring the draft back.
  await page.reload();
  await expect(page.getByRole("button", { name: "Add Set" })).toBeVisible();
  await expect(form.getByLabel("Set Title")).toHaveCount(0);
});
