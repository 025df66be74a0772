import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { submitMacbethAnswer } from "./support/marking";
import { SCORING_VERSION } from "../../app/features/marking/offline/scoring-parameters";

const ANSWER = [
  "Shakespeare presents Macbeth's ambition as a dangerous force that corrupts him. In the extract he admits he has only " +
    "'vaulting ambition, which o'erleaps itself', a metaphor from horse riding which suggests he will leap too high and fall.",
  "This foreshadows his downfall. The verb 'o'erleaps' implies that ambition pushes him beyond natural limits, and a " +
    "Jacobean audience, who believed in the Divine Right of Kings, would see the murder of Duncan as a sin against God.",
  "However, Lady Macbeth manipulates him by questioning his masculinity, so Shakespeare shows that ambition is not only " +
    "his own. Ultimately the play warns that unchecked ambition destroys the natural order.",
].join("\n\n");

test("an answer is marked with visible progress, and every section of the result is shown", async ({ page, browser, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Ada Lovelace" });
  await submitMacbethAnswer(page, ANSWER);
  const score = page.getByTestId("score");
  await expect(score).toHaveText(/^\d+ \/ 34$/, { timeout: 20_000 });
  await expect(page.getByText(/^\d+(\.\d)?% · (Excellent|Good|Needs Work)$/)).toBeVisible();
  await expect(page.getByText("Indicative grade")).toBeVisible();
  await expect(page.getByText(/^(Level \d|Below Level 1): /)).toBeVisible();
  await expect(page.getByText(/^Offline estimate: it measures what it can see in your writing/)).toBeVisible();
  await expect(page.getByText(/^Your next step: /)).toBeVisible();
  await page.getByText("About this marking").click();
  await expect(
    page.getByText(
      `Marked by Marker's offline estimate. If you report a problem with this marking, these tell support which marker it was: marker offline, model rubric-v2, prompt ${SCORING_VERSION}.`,
    ),
  ).toBeVisible();
  for (const heading of [
    "Marks for each assessment objective",
    "Strengths",
    "Areas for improvement",
    "Specific feedback",
    "Suggestions",
    "Your answer, annotated",
    "The mark scheme's levels",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  for (const code of ["AO1", "AO2", "AO3", "AO4"]) {
    await expect(page.getByRole("img", { name: new RegExp(`^${code}: \\d+ of \\d+ marks$`) })).toBeVisible();
  }
  // The line under the level says what it is decided on (AO4 is marked apart) and what the next level needs.
  await expect(
    page.getByText(/^The level is based on AO1-AO3\. Your marks for AO1-AO3 are \d+ of 30; Level \d is \d+-\d+ marks \(\d+ more marks?\)\. AO4 \(\d of 4\) is marked separately\.$/),
  ).toBeVisible();
  // Each objective's reason opens on request; the details below the headline are sections that open.
  await page.getByText(/^Why \d+ of \d+$/).first().click();
  await expect(page.getByText(/^You earned \d+ of \d+ marks for AO1\./)).toBeVisible();
  await page.getByRole("heading", { name: "Specific feedback" }).click();
  await expect(page.getByText(/^Your strongest objective is|^You earned about the same share/)).toBeVisible();
  // On a 390 px phone the headline, the objectives and the first strengths and improvements come within
  // three screen heights; the annotated answer follows.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(score).toBeVisible();
  const answerTop = await page
    .getByRole("heading", { name: "Your answer, annotated" })
    .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
  expect(answerTop).toBeLessThan(3 * 844);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.locator('[aria-current="true"]')).toContainText("your level");
  await expect(page.getByRole("link", { name: "Try Another Question" })).toHaveAttribute("href", "/subjects");
  await expect(page.getByRole("link", { name: "Back to Subject" })).toHaveAttribute("href", "/subjects/english-literature");
  // The trial has Basic features: export needs Standard (spec section 6 texts).
  await expect(page.getByText("Standard Plan Required")).toBeVisible();
  await expect(page.getByText("Upgrade to Standard plan to access this feature")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Standard" })).toHaveAttribute("href", "/pricing");
  await checkAccessibility(page);
  // A passage's link, by keyboard, takes focus to its comment (focus fell to the page before).
  await page.getByRole("heading", { name: "Your answer, annotated" }).click();
  await page.locator('a[href="#annotation-1"]').first().focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#annotation-1")).toBeFocused();
  await expect(page.locator("#annotation-1")).toBeInViewport();
  const scoreText = await score.textContent();

  // Share: a read-only link, opened signed out, shows the result without the student's name.
  await page.getByRole("button", { name: "Share" }).click();
  const link = await page.getByLabel(/Your link/).inputValue();
  expect(link).toMatch(/\/shared\/[\w-]{32}$/);
  // The one-time link takes focus, and a polite status says it was made.
  await expect(page.getByLabel(/Your link/)).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Share link created." })).toBeVisible();
  // Copy link puts it on the clipboard (a selected field brings up no copy menu on a phone), and says so.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByTestId("score")).toHaveText(scoreText!);
  await expect(visitorPage.getByText("Ada Lovelace")).toHaveCount(0);
  await expect(visitorPage.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();

  await page.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("button", { name: "Revoke" })).toHaveCount(0);
  // Revoking is confirmed politely, and focus goes to the Share heading rather than falling to the page.
  await expect(page.getByRole("status").filter({ hasText: "Share link revoked: it no longer opens this result." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Share", exact: true })).toBeFocused();
  const revoked = await visitorPage.goto(link);
  expect(revoked?.status()).toBe(404);
  await expect(visitorPage.getByRole("heading", { name: "This shared result is not available" })).toBeVisible();
  await visitor.close();

  // The dashboard counts the marked answer in the average grade.
  await page.goto("/dashboard");
  await expect(page.getByText("Average grade")).toBeVisible();
  await expect(page.getByText("N/A")).toHaveCount(0);
});

test("the export is refused on the server for plans without it", async ({ page, request }) => {
  await createSignedInStudent(page);
  const response = await page.request.get("/marking-results/00000000-0000-4000-8000-000000000000/export.pdf");
  expect(response.status()).toBe(403);
  const anonymous = await request.get("/marking-results/00000000-0000-4000-8000-000000000000/export.pdf", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
});
