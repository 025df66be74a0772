import { PRERENDERED_PATHS } from "../../app/features/public-pages/prerendered-paths";
import { expect, test } from "./support/fixtures";

const PUBLIC_PAGES = [
  ...PRERENDERED_PATHS,
  "/status",
  "/pricing?expired=true",
  "/pricing?reactivate=true",
  "/auth",
  "/auth?mode=signup",
  "/auth?mode=forgot",
  "/reset-password?token=sample",
  "/reset-password",
  "/auth-callback",
];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page, checkAccessibility }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkAccessibility(page);
  });
}

test("the mobile layout is accessible with the menu open", async ({ page, checkAccessibility }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await checkAccessibility(page);
});

test("a keyboard user can skip to the content", async ({ page }) => {
  await page.goto("/pricing");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
