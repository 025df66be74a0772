import type { Page } from "@playwright/test";
import sharp from "sharp";

import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { submitMacbethAnswer } from "./support/marking";

/**
 * Cards from your own feedback, and a card picture through the upload API (issue 12, items 5 and 6).
 * The first journey ends on /flashcards?study=..., which the flashcards page opens in study mode: it
 * passes only once that page is merged (before then /flashcards is a placeholder).
 */

const ANSWER = [
  "Shakespeare presents Macbeth's ambition as a dangerous force. In the extract he says he has only " +
    "'vaulting ambition, which o'erleaps itself', a metaphor which suggests he will leap too high and fall.",
  "Macbeth also knows that killing Duncan is wrong because he is \"his kinsman and his subject\" and also his host. " +
    "A Jacobean audience would believe that killing a king was a sin because of the Divine Right of Kings.",
  "Lady Macbeth is very ambitous too and she tells him to do it.",
].join("\n\n");

async function markAnAnswer(page: Page) {
  await submitMacbethAnswer(page, ANSWER);
  await expect(page.getByTestId("score")).toHaveText(/^\d+ \/ 34$/, { timeout: 20_000 });
  return page.url().split("/marking-results/")[1]!.split(/[?#]/)[0]!;
}

test("'Make flashcards from this feedback' makes a set from the marked answer and opens it in study mode (needs the /flashcards page)", async ({
  page,
  checkAccessibility,
}) => {
  await createSignedInStudent(page);
  const submissionId = await markAnAnswer(page);
  const button = page.getByRole("button", { name: "Make flashcards from this feedback" });
  await expect(button).toBeVisible();
  await checkAccessibility(page);
  await button.click();
  await expect(page).toHaveURL(/\/flashcards\?study=[0-9a-f-]{36}$/, { timeout: 20_000 });
  const setId = new URL(page.url()).searchParams.get("study");

  // The flashcards page opens the set in study mode, its first card a question about this answer.
  await expect(page.getByText(/^Feedback: English Literature – Starting with this extract/).first()).toBeVisible();
  await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();

  // A second press opens the same set rather than making another.
  await page.goto(`/marking-results/${submissionId}`);
  await page.getByRole("button", { name: "Make flashcards from this feedback" }).click();
  await expect(page).toHaveURL(`/flashcards?study=${setId}&found=1`);
  await expect(page.getByText("You already made flashcards from this feedback, so this is that set again.")).toBeVisible();
  await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();
});

test("another student's result offers no flashcards, and pressing for it directly makes nothing", async ({ page, browser }) => {
  await createSignedInStudent(page);
  const submissionId = await markAnAnswer(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await createSignedInStudent(otherPage);
  const pressed = await otherPage.request.post(`/marking-results/${submissionId}/flashcards`, { form: {}, maxRedirects: 0 });
  expect(pressed.status()).toBe(404);
  await other.close();
});

test("a card picture is uploaded through the API, served back to its owner only, without its metadata", async ({ page, browser }) => {
  await createSignedInStudent(page);
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#228833" } })
    .withExifMerge({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2646/100" } })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post("/api/flashcards/images", {
    multipart: { file: { name: "photo.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const { key, url } = (await uploaded.json()) as { key: string; url: string };
  expect(key).toMatch(/^flashcards\/[0-9a-f]+\/[0-9a-z]+_[0-9a-f]{32}\.webp$/);

  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-disposition"]).toBe("inline");
  expect(served.headers()["cache-control"]).toMatch(/^private, max-age=\d+$/);
  const body = await served.body();
  const metadata = await sharp(body).metadata();
  expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(["webp", 320, 240, undefined]);
  expect(body.includes("PhoneMaker")).toBe(false);

  // An HTML page renamed .png is refused with the upload's message.
  const html = await page.request.post("/api/flashcards/images", {
    multipart: { file: { name: "cat.png", mimeType: "image/png", buffer: Buffer.from("<!doctype html><script>alert(1)</script>") } },
  });
  expect(html.status()).toBe(400);
  expect(((await html.json()) as { error: { message: string } }).error.message).toBe(
    "That file is not a picture we can use. Please upload a JPEG, PNG or WebP image.",
  );
  // Over the body limit: refused by the HTTP layer with the picture's message.
  const huge = await page.request.post("/api/flashcards/images", {
    multipart: { file: { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(7 * 1024 * 1024, 0xff) } },
  });
  expect(huge.status()).toBe(413);
  expect(((await huge.json()) as { error: { message: string } }).error.message).toBe("That picture is too large. Please upload one under 5 MB.");

  // Someone else, and someone signed out, get nothing.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await createSignedInStudent(otherPage);
  expect((await otherPage.request.get(url)).status()).toBe(404);
  await other.close();
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(url)).status()).toBe(401);
  await anonymous.close();
});
