import sharp from "sharp";

import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("upload, see and remove an avatar; a file that is not a picture is refused with a message", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Ada Lovelace" });
  await page.goto("/profile");
  await expect(page).toHaveTitle("Marker - Profile");
  await expect(page.getByRole("banner").locator("img")).toHaveCount(0);
  await checkAccessibility(page);

  const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2255aa" } }).png().toBuffer();
  await page.getByLabel("Upload a picture (JPEG, PNG or WebP, up to 5 MB)").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Your picture has been updated.")).toBeVisible();
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
  await expect(page.getByRole("img", { name: "Your avatar" })).toBeVisible();

  await page.getByRole("button", { name: "Remove picture" }).click();
  await expect(page.getByText("Your picture has been removed.")).toBeVisible();
  await expect(page.getByRole("banner").locator("img")).toHaveCount(0);
});
