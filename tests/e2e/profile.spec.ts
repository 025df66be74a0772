import sharp from "sharp";

import { createSignedInStudent } from "./support/accounts";
import { e2eTarget } from "./support/targets";
import { expect, test } from "./support/fixtures";

test("upload, see and remove an avatar; a file that is not a picture is refused with a message", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Ada Lovelace" });
  await page.goto("/profile");
  await expect(page).toHaveTitle("Marker - Profile");
  await expect(page.getByRole("banner").locator("img")).toHaveCount(0);
  await checkAccessibility(page);

  // A name and a board changed and not saved yet are kept through an upload (a review: the upload threw them away).
  await page.getByLabel("Full Name").fill("Ada King, Countess of Lovelace");
  await page.getByLabel("English Language", { exact: true }).selectOption("ocr");
  const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2255aa" } }).png().toBuffer();
  await page.getByLabel("Upload a picture (JPEG, PNG or WebP, up to 5 MB)").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Your picture has been updated.")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada King, Countess of Lovelace");
  await expect(page.getByLabel("English Language", { exact: true })).toHaveValue("ocr");
  // The outcome came with the page: it takes focus, so a screen reader reads it out.
  await expect(page.getByRole("status").filter({ hasText: "Your picture has been updated." })).toBeFocused();
  const headerPicture = page.getByRole("banner").locator("img").first();
  await expect(headerPicture).toBeVisible();
  // Visible is not loaded: wait for the picture itself (a 256 px square) to have arrived and decoded.
  await expect.poll(() => headerPicture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : -1))).toBe(256);
  await expect(page.getByRole("img", { name: "Your avatar" })).toBeVisible();

  // An HTML page dressed as a PNG.
  await page
    .getByLabel("Upload a picture (JPEG, PNG or WebP, up to 5 MB)")
    .setInputFiles({ name: "evil.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("That file is not a picture we can use. Please upload a JPEG, PNG or WebP image.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "That file is not a picture we can use." })).toBeFocused();
  await expect(page.getByRole("img", { name: "Your avatar" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada King, Countess of Lovelace");

  // A picture over 5 MB is stopped in the browser, with the page's own message, and never sent.
  await page
    .getByLabel("Upload a picture (JPEG, PNG or WebP, up to 5 MB)")
    .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("That picture is too large. Please upload one under 5 MB.")).toBeVisible();
  // Choosing a new file cleared the last upload's message; nothing left the page.
  await expect(page.getByText("That file is not a picture we can use.")).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole("button", { name: "Remove picture" }).click();
  await expect(page.getByText("Your picture has been removed.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your picture has been removed." })).toBeFocused();
  await expect(page.getByRole("banner").locator("img")).toHaveCount(0);
});

test("change the password on the profile: the page confirms it and the new password signs in", async ({ page }) => {
  const { email, password } = await createSignedInStudent(page);
  await page.goto("/profile");
  // The same password again is refused on the new password's field, and what was typed stays.
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your new password must be different from your current one.")).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Current password")).toHaveValue(password);

  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password", { exact: true }).fill("a lantern on the quay");
  await page.getByLabel("Confirm new password").fill("a lantern on the quay");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("That is not your current password. Please check it and try again.")).toBeVisible();
  await expect(page.getByLabel("Current password")).toBeFocused();

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("a lantern on the quay");
  await page.getByLabel("Confirm new password").fill("a lantern on the quay");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed. You are still signed in here")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a lantern on the quay");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("without JavaScript, a picture over 5 MB comes back to the profile with the page's own message, not a reset connection", async ({ page, browser }) => {
  await createSignedInStudent(page, { name: "Plain Uploader" });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: e2eTarget().url, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  try {
    await plain.goto("/profile");
    await plain
      .getByLabel("Upload a picture (JPEG, PNG or WebP, up to 5 MB)")
      .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(12 * 1024 * 1024, 1) });
    await plain.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(plain).toHaveURL(/\/profile\?avatar=failed&reason=too-large$/);
    await expect(plain.getByText("That picture is too large. Please upload one under 5 MB.")).toBeVisible();
    await expect(plain.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});
