import type { Locator, Page } from "@playwright/test";

import { createSignedInStudent } from "./support/accounts";
import { e2eTarget, expect, test } from "./support/fixtures";

const CONFIRM = "Are you sure you want to delete this flashcard set?";

/** The set's entry in 'Your Flashcard Sets'. */
const setEntry = (page: Page, title: string) => page.getByRole("article", { name: title });

async function fillRow(form: Locator, index: number, front: string, back: string) {
  await form.getByLabel("Front (Question)").nth(index).fill(front);
  await form.getByLabel("Back (Answer)").nth(index).fill(back);
}

async function createSet(page: Page, title: string, cards: [string, string][]) {
  await page.getByRole("button", { name: "Add Set" }).click();
  const form = page.locator("#create-set-form");
  await form.getByLabel("Set Title").fill(title);
  for (const [index, [front, back]] of cards.entries()) {
    if (index > 0) await form.getByRole("button", { name: "Add Card" }).click();
    await fillRow(form, index, front, back);
  }
  await form.getByRole("button", { name: "Create Set" }).click();
  await expect(setEntry(page, title)).toBeVisible();
}

test("a trial student makes a set (a blank row dropped), sees the rules' messages, edits it, cancels an edit and deletes it", async ({
  page,
  checkAccessibility,
}) => {
  await createSignedInStudent(page, { name: "Mary Seacole" });
  await expect(page.getByRole("banner").getByText("Free Trial").first()).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Flashcards" }).first().click();
  await expect(page).toHaveURL(/\/flashcards$/);
  await expect(page).toHaveTitle("Marker - Flashcards");
  await expect(page.getByRole("heading", { level: 1, name: "Flashcards" })).toBeVisible();
  await expect(page.getByText("0 sets · 0 cards")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Flashcard Sets (0)" })).toBeVisible();
  await expect(page.getByText("No flashcard sets yet")).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await checkAccessibility(page);

  // The panel toggles; the form starts with one row and no remove button.
  const toggle = page.getByRole("button", { name: "Add Set" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Cancel" })).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Set Title")).toHaveCount(0);
  await toggle.click();
  const form = page.locator("#create-set-form");
  await expect(form.getByLabel("Set Title")).toBeFocused();
  await expect(form.getByLabel("Front (Question)")).toHaveCount(1);
  await expect(form.getByRole("button", { name: /^Remove card/ })).toHaveCount(0);

  await form.getByRole("button", { name: "Create Set" }).click();
  // The message stands under the field it is about, which takes focus and is marked invalid.
  await expect(form.getByLabel("Set Title")).toBeFocused();
  await expect(form.getByLabel("Set Title")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Set Title")).toHaveAccessibleDescription("Please provide a title and at least one card");
  await form.getByLabel("Set Title").fill("Macbeth quotations");
  await form.getByLabel("Front (Question)").first().fill("Who says 'Out, damned spot!'?");
  await form.getByRole("button", { name: "Create Set" }).click();
  await expect(form.getByLabel("Back (Answer)").first()).toBeFocused();
  await expect(form.getByLabel("Back (Answer)").first()).toHaveAccessibleDescription("Please fill in at least one complete card");
  await expect(form.getByLabel("Front (Question)").first()).toHaveValue("Who says 'Out, damned spot!'?");
  await checkAccessibility(page);

  await form.getByLabel("Back (Answer)").first().fill("Lady Macbeth");
  await form.getByRole("button", { name: "Add Card" }).click();
  await expect(form.getByLabel("Front (Question)").nth(1)).toBeFocused();
  await expect(form.getByRole("button", { name: /^Remove card/ })).toHaveCount(2);
  await fillRow(form, 1, "'Fair is foul, and foul is fair' is said by?", "The witches");
  await form.getByRole("button", { name: "Add Card" }).click();
  await fillRow(form, 2, "To be removed", "Gone");
  await form.getByRole("button", { name: "Remove card 3" }).click();
  await expect(form.getByLabel("Front (Question)")).toHaveCount(2);
  await form.getByRole("button", { name: "Add Card" }).click(); // left blank: dropped
  await form.getByRole("button", { name: "Create Set" }).click();

  const entry = setEntry(page, "Macbeth quotations");
  await expect(entry).toBeVisible();
  await expect(page.getByLabel("Set Title")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your Flashcard Sets (1)" })).toBeVisible();
  await expect(page.getByText("1 set · 2 cards")).toBeVisible();
  await expect(entry.getByText(/^2 cards · Created \d{1,2} \w{3,4} \d{4}$/)).toBeVisible();
  await expect(entry.getByText("Lady Macbeth")).toBeVisible();
  await expect(entry.getByText("The witches")).toBeVisible();

  // Edit: Save.
  await entry.getByRole("button", { name: "Edit" }).click();
  await expect(entry.getByLabel("Set Title")).toHaveValue("Macbeth quotations");
  await entry.getByLabel("Set Title").fill("Macbeth: who said it?");
  await entry.getByLabel("Back (Answer)").first().fill("Lady Macbeth (Act 5)");
  await entry.getByRole("button", { name: "Add Card" }).click();
  await fillRow(entry, 2, "'Is this a dagger which I see before me'?", "Macbeth");
  await checkAccessibility(page);
  await entry.getByRole("button", { name: "Save" }).click();
  const edited = setEntry(page, "Macbeth: who said it?");
  await expect(edited.getByText("Lady Macbeth (Act 5)")).toBeVisible();
  // Edited the day it was made: the spec shows an updated date only when it differs from the created one.
  await expect(edited.getByText(/^3 cards · Created \d{1,2} [A-Z][a-z]{2,3} \d{4}$/)).toBeVisible();
  await expect(edited.getByText(/Updated/)).toHaveCount(0);
  await expect(page.getByText("1 set · 3 cards")).toBeVisible();

  // Edit: the rules apply, nothing typed is lost, and Cancel discards.
  await edited.getByRole("button", { name: "Edit" }).click();
  await edited.getByLabel("Set Title").fill("");
  await edited.getByRole("button", { name: "Save" }).click();
  await expect(edited.getByLabel("Set Title")).toBeFocused();
  await expect(edited.getByLabel("Set Title")).toHaveAccessibleDescription("Please provide a title and at least one card");
  await edited.getByLabel("Set Title").fill("Discard me");
  await edited.getByLabel("Front (Question)").first().fill("changed");
  // Cancel with changes asks first, as leaving the edit does (a review: one mis-tap beside Save lost an edit).
  await edited.getByRole("button", { name: "Cancel" }).click();
  const discard = page.getByRole("dialog", { name: "You have unsaved changes to “Macbeth: who said it?”. Discard them?" });
  await expect(discard).toBeVisible();
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(edited.getByLabel("Set Title")).toHaveValue("Discard me");
  await edited.getByRole("button", { name: "Cancel" }).click();
  await discard.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByLabel("Set Title")).toHaveCount(0);
  // Focus goes back to the set's Edit button, not to the top of the page.
  await expect(setEntry(page, "Macbeth: who said it?").getByRole("button", { name: "Edit" })).toBeFocused();
  await expect(setEntry(page, "Macbeth: who said it?").getByText("Who says 'Out, damned spot!'?")).toBeVisible();
  await expect(page.getByText("Discard me")).toHaveCount(0);

  // Delete asks first; Cancel keeps the set.
  await edited.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: CONFIRM });
  await expect(dialog).toBeVisible();
  await checkAccessibility(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(edited.getByRole("button", { name: "Delete" })).toBeFocused();
  await edited.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: CONFIRM }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No flashcard sets yet")).toBeVisible();
  await expect(page.getByText("0 sets · 0 cards")).toBeVisible();
});

test("study mode: flip, every button and key, shuffle and unshuffle, reload keeps it, exit", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Alan Turing" });
  await page.goto("/flashcards");
  const cards: [string, string][] = [
    ["Alpha question", "Alpha answer"],
    ["Bravo question", "Bravo answer"],
    ["Charlie question", "Charlie answer"],
    ["Delta question", "Delta answer"],
    ["Echo question", "Echo answer"],
  ];
  await createSet(page, "NATO alphabet", cards);
  await setEntry(page, "NATO alphabet").getByRole("button", { name: "Study" }).click();

  await expect(page).toHaveURL(/\?study=/);
  await expect(page.getByRole("heading", { name: "NATO alphabet" })).toBeFocused();
  const position = page.getByText(/^Card \d of 5$/);
  const progress = page.getByRole("progressbar", { name: "Study progress" });
  const card = page.getByRole("button", { name: /^(Question|Answer)/ });
  const announcer = page.locator("[aria-live=polite]").filter({ hasText: /^Card / });
  await expect(position).toHaveText("Card 1 of 5");
  await expect(progress).toHaveAttribute("value", "1");
  await expect(progress).toHaveAttribute("max", "5");
  await expect(page.getByText("1/5")).toBeVisible();
  await expect(card).toHaveText(/^QuestionAlpha question$/);
  await expect(card).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await checkAccessibility(page);

  // Click flips, and the side is announced.
  await card.click();
  await expect(card).toHaveText(/^AnswerAlpha answer$/);
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await expect(announcer).toHaveText("Card 1 of 5. Answer: Alpha answer");
  await card.click();
  await expect(card).toHaveText(/^QuestionAlpha question$/);

  // Keys, with focus away from the controls.
  await page.getByRole("heading", { name: "NATO alphabet" }).focus();
  await page.keyboard.press("Space");
  await expect(card).toHaveText(/^AnswerAlpha answer$/);
  await page.keyboard.press("Enter");
  await expect(card).toHaveText(/^QuestionAlpha question$/);
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText("Card 2 of 5");
  await expect(card).toHaveText(/^QuestionBravo question$/);
  await expect(progress).toHaveAttribute("value", "2");
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText("Card 1 of 5");
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText("Card 1 of 5");

  // Buttons: Next to the end (then disabled), Previous, Reset back to card 1 on its front.
  const next = page.getByRole("button", { name: "Next" });
  for (let step = 0; step < 4; step++) await next.click();
  await expect(position).toHaveText("Card 5 of 5");
  await expect(next).toBeDisabled();
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText("Card 5 of 5");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(position).toHaveText("Card 4 of 5");
  await card.click();
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(position).toHaveText("Card 1 of 5");
  await expect(card).toHaveText(/^QuestionAlpha question$/);
  await next.click();
  await card.click();
  await page.keyboard.press("r");
  await expect(position).toHaveText("Card 1 of 5");
  await expect(card).toHaveText(/^QuestionAlpha question$/);

  // Shuffle changes the order of the same cards; Unshuffle restores it.
  const order = async () => {
    const fronts: string[] = [];
    await page.getByRole("button", { name: "Reset" }).click();
    for (let index = 0; index < cards.length; index++) {
      fronts.push(((await card.textContent()) ?? "").replace(/^Question/, ""));
      if (index < cards.length - 1) await page.keyboard.press("ArrowRight");
    }
    return fronts;
  };
  const original = cards.map(([front]) => front);
  expect(await order()).toEqual(original);
  await page.getByRole("button", { name: "Shuffle" }).click();
  await expect(position).toHaveText("Card 1 of 5");
  const shuffled = await order();
  expect(shuffled).not.toEqual(original);
  expect([...shuffled].sort()).toEqual([...original].sort());
  await page.getByRole("button", { name: "Unshuffle" }).click();
  expect(await order()).toEqual(original);
  await checkAccessibility(page);

  // A reload keeps study mode; Esc exits, and so does the button.
  await page.reload();
  await expect(page.getByText("Card 1 of 5", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Exit Study Mode" })).toBeVisible();
  await page.getByRole("heading", { name: "NATO alphabet" }).focus();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/flashcards$/);
  await expect(page.getByRole("heading", { name: "Your Flashcard Sets (1)" })).toBeVisible();
  await setEntry(page, "NATO alphabet").getByRole("button", { name: "Study" }).click();
  await page.getByRole("button", { name: "Exit Study Mode" }).click();
  await expect(page.getByRole("heading", { name: "Your Flashcard Sets (1)" })).toBeVisible();
  await expect(page.getByText(/^Card \d of 5$/)).toHaveCount(0);
});

test("without JavaScript a set is made (rows added by the server), edited and deleted after the question", async ({ page, browser }) => {
  await createSignedInStudent(page, { name: "Ada Lovelace" });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: e2eTarget().url, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  try {
    await plain.goto("/flashcards");
    await plain.getByRole("button", { name: "Add Set" }).click();
    await expect(plain).toHaveURL(/\?new=1$/);
    await plain.getByLabel("Set Title").fill("Plain HTML");
    await plain.getByLabel("Front (Question)").fill("Works without scripts?");
    await plain.getByLabel("Back (Answer)").fill("Yes");
    await plain.getByRole("button", { name: "Add Card" }).click();
    await expect(plain.getByLabel("Front (Question)")).toHaveCount(2);
    await expect(plain.getByLabel("Set Title")).toHaveValue("Plain HTML");
    await expect(plain.getByLabel("Front (Question)").first()).toHaveValue("Works without scripts?");
    await plain.getByLabel("Front (Question)").nth(1).fill("Second");
    await plain.getByLabel("Back (Answer)").nth(1).fill("Card");
    await plain.getByRole("button", { name: "Create Set" }).click();
    // The new set is named by its id in the query (the notice's code, never text), and the page opens at it.
    await expect(plain).toHaveURL(/\/flashcards\?created=[0-9a-f-]{36}#set-[0-9a-f-]{36}-title$/);
    const entry = setEntry(plain, "Plain HTML");
    await expect(entry.getByText(/^2 cards · Created/)).toBeVisible();

    await entry.getByRole("button", { name: "Edit" }).click();
    await plain.getByLabel("Set Title").fill("Plain HTML, edited");
    await plain.getByRole("button", { name: "Remove card 2" }).click();
    await expect(plain.getByLabel("Front (Question)")).toHaveCount(1);
    await plain.getByRole("button", { name: "Save" }).click();
    const edited = setEntry(plain, "Plain HTML, edited");
    await expect(edited.getByText(/^1 card · /)).toBeVisible();

    await edited.getByRole("button", { name: "Delete" }).click();
    await expect(plain.getByText(CONFIRM)).toBeVisible();
    await expect(setEntry(plain, "Plain HTML, edited")).toBeVisible();
    await plain.getByRole("button", { name: "Delete" }).last().click();
    await expect(plain.getByText("No flashcard sets yet")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a card with a picture: uploaded in the editor, shown in the list and in study mode, only to its owner", async ({ page, browser, checkAccessibility }) => {
  const sharp = (await import("sharp")).default;
  await createSignedInStudent(page, { name: "Florence Nightingale" });
  await page.goto("/flashcards");
  await page.getByRole("button", { name: "Add Set" }).click();
  const form = page.locator("#create-set-form");
  await form.getByLabel("Set Title").fill("Maps");
  await fillRow(form, 0, "Which country is shaded?", "France");
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3366cc" } }).png().toBuffer();
  await form.getByLabel("Add a picture to the front").setInputFiles({ name: "map.png", mimeType: "image/png", buffer: picture });
  await expect(form.getByText("Picture added to the front.")).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole("img", { name: "Preview of the picture on the front" })).toBeVisible();
  // What the picture shows, for someone who cannot see it: its text alternative wherever it is shown.
  await form.getByLabel("Describe the picture on the front (optional)").fill("A map of Europe with France shaded in blue");
  await checkAccessibility(page);
  await form.getByRole("button", { name: "Create Set" }).click();

  const entry = setEntry(page, "Maps");
  const listed = entry.getByRole("img", { name: "A map of Europe with France shaded in blue" });
  await expect(listed).toBeVisible();
  const src = await listed.getAttribute("src");
  expect(src).toMatch(/^\/flashcard-images\//);
  // The picture really loads (it is lazy: wait for it rather than read it at once).
  await listed.scrollIntoViewIfNeeded();
  await expect.poll(() => listed.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  await entry.getByRole("button", { name: "Study" }).click();
  await expect(page.getByRole("img", { name: "A map of Europe with France shaded in blue" })).toBeVisible();

  // Another student, and a visitor, get nothing at that address.
  const stranger = await browser.newContext({ baseURL: e2eTarget().url });
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.request.get(src!)).status()).toBe(401);
  await createSignedInStudent(strangerPage, { name: "Someone Else" });
  expect((await strangerPage.request.get(src!)).status()).toBe(404);
  await stranger.close();
});

test("study mode on a 390 x 844 phone: the card, Previous, Next and Exit fit the screen, and Reset is not beside Next", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createSignedInStudent(page, { name: "Amira Hussain" });
  await page.goto("/flashcards");
  await createSet(page, "Macbeth quotes", [
    ["Who says 'Is this a dagger which I see before me'?", "Macbeth, Act 2 Scene 1, before he kills Duncan"],
    ["Who says 'Out, damned spot'?", "Lady Macbeth, Act 5 Scene 1, sleepwalking"],
  ]);
  await setEntry(page, "Macbeth quotes").getByRole("button", { name: "Study" }).click();
  await expect(page.getByRole("heading", { name: "Macbeth quotes" })).toBeFocused();
  const inView = async (name: string) => {
    const box = await page.getByRole("button", { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y, name).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, name).toBeLessThanOrEqual(844);
    return box!;
  };
  await inView("Previous");
  const next = await inView("Next");
  await inView("Exit Study Mode");
  const reset = await inView("Reset");
  // Reset is on another row than Next.
  expect(Math.abs(reset.y - next.y)).toBeGreaterThan(next.height / 2);
});
