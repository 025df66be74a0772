import type { Page } from "@playwright/test";

import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Makes a set the way the /flashcards page's own form does without JavaScript: POST /flashcards with
 * intent=create, a title and one front/back pair per card.
 */
async function createSetThroughTheForm(page: Page, title: string, cards: [front: string, back: string][]) {
  const body = new URLSearchParams([["intent", "create"], ["title", title]]);
  for (const [front, back] of cards) {
    body.append("front", front);
    body.append("back", back);
  }
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/flashcards", {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    data: body.toString(),
    maxRedirects: 0,
  });
  expect(response.status(), "the set was created").toBeLessThan(400);
}

const rating = (name: string) => new RegExp(`^${name}\\s*,?\\s*See again in `);

test("review due cards with keys and buttons, see the dashboard's count go down, undo a rating", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page);
  await createSetThroughTheForm(page, "Macbeth", [
    ["Who kills Duncan?", "Macbeth"],
    ["Where is Macbeth crowned?", "Scone"],
    ["Who says 'Out, damned spot'?", "Lady Macbeth"],
  ]);

  await page.goto("/dashboard");
  await expect(page.getByText("3 cards due today")).toBeVisible();
  await page.getByRole("link", { name: "Review due cards" }).click();
  await expect(page).toHaveURL(/\/flashcards\/review$/);
  await expect(page).toHaveTitle("Marker - Review due cards");
  await expect(page.getByText("3 cards left")).toBeVisible();
  await expect(page.getByText("Who kills Duncan?")).toBeVisible();
  await expect(page.getByText("Macbeth", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Undo last rating" })).toHaveCount(0);
  await checkAccessibility(page);

  // Space shows the answer, then the four choices say what they mean and when the card comes back.
  await page.keyboard.press("Space");
  await expect(page.getByText("Macbeth", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: rating("Again — forgot it") })).toHaveAccessibleName(/See again in 1 min$/);
  await expect(page.getByRole("button", { name: rating("Hard — remembered, with effort") })).toHaveAccessibleName(/See again in 6 min$/);
  await expect(page.getByRole("button", { name: rating("Good — remembered") })).toHaveAccessibleName(/See again in 10 min$/);
  await expect(page.getByRole("button", { name: rating("Easy — knew it at once") })).toHaveAccessibleName(/See again in \d+ days$/);
  await checkAccessibility(page);

  // 4 is Easy: the card leaves today's reviews, and the dashboard counts one fewer.
  await page.keyboard.press("4");
  await expect(page.getByText("Where is Macbeth crowned?", { exact: true })).toBeVisible();
  await expect(page.getByText("2 cards left")).toBeVisible();
  // The new card's question is spoken: "Show answer" takes focus described by it, and the page's live region says it
  // after the counts, as study mode does ("Question: …").
  const showAnswer = page.getByRole("button", { name: "Show answer" });
  await expect(showAnswer).toBeFocused();
  await expect(showAnswer).toHaveAccessibleDescription("Where is Macbeth crowned?");
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText("Cards left: 2. Question: Where is Macbeth crowned?");
  await page.goto("/dashboard");
  await expect(page.getByText("2 cards due today")).toBeVisible();
  await expect(page.getByText("Open Flashcards")).toBeVisible();
  await page.getByRole("link", { name: "Review due cards" }).click();

  // Buttons: Show answer, then Good (the card comes back in 10 minutes, in this session).
  await expect(page.getByText("Where is Macbeth crowned?", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Show answer" }).click();
  await expect(page.getByText("Scone", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: rating("Good — remembered") }).click();

  // Enter shows the answer; 1 is Again.
  await expect(page.getByText("Who says 'Out, damned spot'?", { exact: true })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Lady Macbeth", { exact: true })).toBeVisible();
  await page.keyboard.press("1");
  // Forgotten, it comes back in a minute: first in this session's queue, question side again.
  await expect(page.getByText("Lady Macbeth", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show answer" })).toBeVisible();
  await expect(page.getByText("Who says 'Out, damned spot'?", { exact: true })).toBeVisible();
  // Both cards were rated and come back: none is left unseen, and the line below says two come back.
  await expect(page.getByText("0 cards left")).toBeVisible();
  await expect(page.getByText("Plus 2 cards you are still learning: they come back in this session.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo last rating" })).toBeVisible();

  // U undoes the last rating: that card comes back, question side, as it was; only once. The page names it.
  await page.keyboard.press("u");
  await expect(page.getByText("Rating undone: “Who says 'Out, damned spot'?” is back to review.")).toBeVisible();
  await expect(page.getByText("Who says 'Out, damned spot'?", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show answer" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo last rating" })).toHaveCount(0);
  // The undone card is unseen again; the one rated Good still comes back.
  await expect(page.getByText("1 card left")).toBeVisible();
  await expect(page.getByText("Plus 1 card you are still learning: it comes back in this session.")).toBeVisible();
  // Said once: the notice stays on this view, but a reload does not announce the same undo again.
  await expect(page).not.toHaveURL(/undone=/);
  await expect(page.getByText("Rating undone: “Who says 'Out, damned spot'?” is back to review.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Who says 'Out, damned spot'?", { exact: true })).toBeVisible();
  await expect(page.getByText(/Rating undone/)).toHaveCount(0);

  // Easy on what is left empties the queue: the unseen card, then the one coming back.
  await page.getByRole("button", { name: "Show answer" }).click();
  await page.getByRole("button", { name: rating("Easy — knew it at once") }).click();
  await expect(page.getByText("Where is Macbeth crowned?", { exact: true })).toBeVisible();
  await expect(page.getByText("0 cards left")).toBeVisible();
  await expect(page.getByText("Plus 1 card you are still learning: it comes back in this session.")).toBeVisible();
  await page.getByRole("button", { name: "Show answer" }).click();
  await page.getByRole("button", { name: rating("Easy — knew it at once") }).click();
  await expect(page.getByRole("heading", { name: "Nothing due" })).toBeVisible();
  await expect(page.getByText(/The next card is due in \d+ days? \(/)).toBeVisible();
  await expect(page.getByText("0 cards left")).toBeVisible();
  await checkAccessibility(page);

  // Undo also works from the "Nothing due" state, with the button.
  await page.getByRole("button", { name: "Undo last rating" }).click();
  await expect(page.getByRole("button", { name: "Show answer" })).toBeVisible();
  // That card was rated Good earlier today, so it counts as coming back, not as unseen.
  await expect(page.getByText("0 cards left")).toBeVisible();
  await expect(page.getByText("Plus 1 card you are still learning: it comes back in this session.")).toBeVisible();
});

test("without JavaScript: the answer is shown by a GET form, and ratings and undo are form posts", async ({ page: signUpPage, browser, baseURL }) => {
  // Setting up an account needs JavaScript; the review itself does not.
  await createSignedInStudent(signUpPage);
  await createSetThroughTheForm(signUpPage, "Cold War", [
    ["Year the Berlin Wall was built?", "1961"],
    ["Year the Berlin Wall fell?", "1989"],
  ]);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await signUpPage.context().storageState() });
  const page = await context.newPage();
  try {
    await page.goto("/flashcards/review");
    await expect(page.getByText("2 cards left")).toBeVisible();
    await page.getByRole("button", { name: "Show answer" }).click();
    await expect(page).toHaveURL(/[?&]reveal=/);
    await expect(page.getByText("1961", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: rating("Easy — knew it at once") }).click();
    await expect(page).toHaveURL(/\/flashcards\/review$/);
    await expect(page.getByText("Year the Berlin Wall fell?")).toBeVisible();
    await expect(page.getByText("1 card left")).toBeVisible();
    await page.getByRole("button", { name: "Undo last rating" }).click();
    await expect(page.getByText("Rating undone: “Year the Berlin Wall was built?” is back to review.")).toBeVisible();
    await expect(page.getByText("Year the Berlin Wall was built?", { exact: true })).toBeVisible();
    await expect(page.getByText("2 cards left")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a set that is not the student's shows the not-found page", async ({ page }) => {
  await createSignedInStudent(page);
  await page.goto("/flashcards/review?set=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "That flashcard set was not found." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Flashcards" })).toBeVisible();
});

test("on a phone, all four ratings of a short card fit on the screen with its answer, and no keyboard keys are offered", async ({ page: signUpPage, browser, baseURL }) => {
  await createSignedInStudent(signUpPage);
  await createSetThroughTheForm(signUpPage, "Macbeth key quotes", [["Who says 'Out, damned spot'?", "Lady Macbeth"]]);
  const context = await browser.newContext({
    baseURL,
    storageState: await signUpPage.context().storageState(),
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  try {
    await page.goto("/flashcards/review");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByText("Keys: Space or Enter shows the answer", { exact: false })).toBeHidden();
    await page.getByRole("button", { name: "Show answer" }).tap();
    for (const name of ["Again", "Hard", "Good", "Easy"]) {
      const button = page.getByRole("button", { name: new RegExp(`^${name}\\b`) });
      const box = (await button.boundingBox())!;
      expect(box.y + box.height, `${name} is on the screen`).toBeLessThanOrEqual(844);
    }
  } finally {
    await context.close();
  }
});
