import { e2eTarget, expect, test } from "./support/fixtures";

test("/terms and /privacy redirect to /tos and /policy", async ({ request, page }) => {
  for (const [from, to] of [
    ["/terms", "/tos"],
    ["/privacy", "/policy"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
  }
  await page.goto("/terms");
  await expect(page).toHaveURL(/\/tos$/);
});

test("an unknown path redirects to the landing page", async ({ request, page }) => {
  for (const path of ["/nope", "/about/deeper", "/assets/missing.js.map", "/index.html"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe("/");
  }
  await page.goto("/some/unknown/page");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GCSE Marking, Revolutionised");
});

test("/healthz answers after a real query", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true, db: e2eTarget().databaseKind });
});
