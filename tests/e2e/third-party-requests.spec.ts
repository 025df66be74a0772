import type { BrowserContext } from "@playwright/test";

import { createSignedInStudent } from "./support/accounts";
import { e2eTarget, expect, test } from "./support/fixtures";

/**
 * K1 (issue 13, DESIGN.md D14): no page makes the browser talk to anyone but Marker itself: no
 * fonts, scripts, images, analytics or calls to another host, on the public pages or the main
 * signed-in ones. And the avatar is private: a visitor who is not signed in gets 401.
 */

const PUBLIC_PAGES = ["/", "/about", "/pricing", "/tos", "/policy", "/help", "/contact", "/security", "/status", "/auth", "/auth?mode=signup", "/auth?mode=forgot"];
const SIGNED_IN_PAGES = ["/dashboard", "/subjects", "/subjects/english-literature", "/profile", "/flashcards", "/flashcards/review", "/setup"];

/** Every request the context's pages make to a host other than the app's own. */
function recordForeignRequests(context: BrowserContext): string[] {
  const own = new URL(e2eTarget().url).host;
  const foreign: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:" || url.protocol === "about:") return;
    if (url.host !== own) foreign.push(`${request.resourceType()} ${request.url()} (from ${request.frame().url()})`);
  });
  return foreign;
}

test("no public page asks the browser to fetch anything from another host", async ({ page }) => {
  const foreign = recordForeignRequests(page.context());
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // Opening the help answers and the mobile menu loads nothing either.
  await page.goto("/help");
  await page.locator("summary").first().click();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
});

test("no signed-in page asks the browser to fetch anything from another host", async ({ page }) => {
  const foreign = recordForeignRequests(page.context());
  await createSignedInStudent(page, { name: "Kay Private" });
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // A marked answer's result page too.
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill("How does Shakespeare present ambition in Macbeth?");
  await page.getByLabel("Extract", { exact: true }).fill("Vaulting ambition, which o'erleaps itself");
  await page.getByLabel("Your answer").fill("Macbeth's 'vaulting ambition' is a metaphor that foreshadows his fall, and a Jacobean audience would judge him.");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("score")).toHaveText(/^\d+ \/ \d+$/, { timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  expect(page.url()).toMatch(/\/marking-results\//);
  expect(foreign).toEqual([]);
});

test("the avatar is private: a visitor who is not signed in gets 401", async ({ request }) => {
  const response = await request.get("/profile/avatar", { maxRedirects: 0 });
  expect(response.status()).toBe(401);
  expect(response.headers()["content-type"] ?? "").not.toMatch(/^image\//);
});
