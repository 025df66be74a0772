import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Cards from a YouTube video, on /flashcards, against the fake YouTube both servers read captions from
 * (global-setup.ts: video e2eLesson01 has English captions, e2eNoCapt01 has none). Neither server has a model
 * configured, so the offline generator makes the cards and the panel says so.
 */

test("a trial student sees the YouTube panel's gate", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Tess Trial" });
  await page.goto("/flashcards");
  const panel = page.getByRole("region", { name: "Generate from YouTube" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Standard Plan Required")).toBeVisible();
  await expect(panel.getByText("Upgrade to Standard plan to access this feature")).toBeVisible();
  await expect(panel.getByRole("link", { name: "Upgrade to Standard" })).toHaveAttribute("href", "/pricing");
  await expect(panel.getByLabel("YouTube video URL")).toHaveCount(0);
  // The server refuses too, whatever the page shows.
  const refused = await page.request.post("/api/flashcards/youtube", { data: { url: "https://youtu.be/e2eLesson01" } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: { code: "FORBIDDEN", message: "Upgrade to Standard plan to access this feature" } });
  await checkAccessibility(page);
});

test("a Standard student makes a set of cards from a video link", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Vera Video" });
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Select Plan: Standard" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await page.goto("/flashcards");
  const panel = page.getByRole("region", { name: "Generate from YouTube" });
  const input = panel.getByLabel("YouTube video URL");
  const generate = panel.getByRole("button", { name: "Generate" });
  await expect(input).toHaveAttribute("type", "url");
  await expect(panel.getByText("Videos of 5+ minutes work better.")).toBeVisible();
  await expect(panel.getByText(/^Supported URL forms: .*youtu\.be/)).toBeVisible();
  await expect(generate).toBeDisabled();
  await input.fill("   ");
  await expect(generate).toBeDisabled();

  // Checked in the browser first, with the spec's messages; what was typed stays.
  await input.fill("https://vimeo.com/123456");
  await generate.click();
  await expect(panel.getByText("Invalid YouTube URL format. Please provide a valid YouTube video URL.")).toBeVisible();
  await expect(input).toHaveValue("https://vimeo.com/123456");
  await input.fill("https://www.youtube.com/watch?v=tooShort");
  await generate.click();
  await expect(panel.getByText("Invalid YouTube video ID format. Please check your URL.")).toBeVisible();
  await checkAccessibility(page);

  // With no connection: the spec's message, not the browser's own words ("Failed to fetch"), and the link stays.
  await input.fill("https://www.youtube.com/watch?v=e2eLesson01&t=42s");
  await page.context().setOffline(true);
  await generate.click();
  await expect(panel.getByText("Error generating flashcards. Please try again.")).toBeVisible();
  await expect(panel.getByText(/Failed to fetch|NetworkError/)).toHaveCount(0);
  await expect(input).toHaveValue("https://www.youtube.com/watch?v=e2eLesson01&t=42s");
  await page.context().setOffline(false);

  await generate.click();
  await expect(panel.getByText("Flashcards generated successfully from YouTube video content!")).toBeVisible({ timeout: 20_000 });
  // Spec section 9's default title, not the video's.
  await expect(panel.getByText(/^Saved "YouTube Generated - \d{1,2} \w+ \d{4}" with \d+ cards\.$/)).toBeVisible();
  await expect(panel.getByText("Flashcards made from the video's captions without AI (no AI model is configured on this server).")).toBeVisible();
  await expect(input).toHaveValue("");
  // The page lists the new set with its cards.
  await expect(page.getByText(/^YouTube Generated - \d{1,2} \w+ \d{4}$/).first()).toBeVisible();
  await expect(page.getByText("What is photosynthesis?").first()).toBeVisible();
  await checkAccessibility(page);

  // A video with no captions and a thin description: the five caption-help cards and the spec's note.
  await input.fill("https://youtu.be/e2eNoCapt01");
  await generate.click();
  await expect(panel.getByText("This video couldn't be fully analyzed, so these cards are general guidance rather than taken from the video.")).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(/^Saved "YouTube Generated - \d{1,2} \w+ \d{4}" with 5 cards\.$/)).toBeVisible();
});

test("the Generate button says Generating... while it works", async ({ page }) => {
  await createSignedInStudent(page, { name: "Gail Generating" });
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Select Plan: Standard" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto("/flashcards");
  const panel = page.getByRole("region", { name: "Generate from YouTube" });
  // Hold the answer until the busy state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/flashcards/youtube", async (route) => {
    await held;
    await route.continue();
  });
  await panel.getByLabel("YouTube video URL").fill("https://youtu.be/e2eLesson01");
  await panel.getByRole("button", { name: "Generate" }).click();
  await expect(panel.getByRole("button", { name: "Generating..." })).toBeDisabled();
  release();
  await expect(panel.getByText("Flashcards generated successfully from YouTube video content!")).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole("button", { name: "Generate" })).toBeDisabled();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the YouTube form still makes a set, and a bad link comes back with the spec's message and the link typed", async ({ page }) => {
    await createSignedInStudent(page, { name: "Nora Noscript" });
    // Standard through the test checkout's form posts; the payment page asks for a press to check the payment.
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Select Plan: Standard" }).click();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/success\?session_id=/);
    await expect(page.getByText("Please wait while we update your account...")).toBeVisible();
    await page.getByRole("button", { name: "Check my payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Dashboard Now" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("banner").getByText("Standard").first()).toBeVisible();

    await page.goto("/flashcards");
    const panel = page.getByRole("region", { name: "Generate from YouTube" });
    await panel.getByLabel("YouTube video URL").fill("https://vimeo.com/123456");
    await panel.getByRole("button", { name: "Generate" }).click();
    await expect(page).toHaveURL(/\/flashcards\?youtube=failed/);
    await expect(page.getByText("Invalid YouTube URL format. Please provide a valid YouTube video URL.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Generate from YouTube" }).getByLabel("YouTube video URL")).toHaveValue("https://vimeo.com/123456");

    await page.getByRole("region", { name: "Generate from YouTube" }).getByLabel("YouTube video URL").fill("https://youtu.be/e2eLesson01");
    await page.getByRole("region", { name: "Generate from YouTube" }).getByRole("button", { name: "Generate" }).click();
    await expect(page).toHaveURL(/\/flashcards\?youtube=made/, { timeout: 20_000 });
    await expect(page.getByText("Flashcards generated successfully from YouTube video content!")).toBeVisible();
    await expect(page.getByText(/^YouTube Generated - \d{1,2} \w+ \d{4}$/).first()).toBeVisible();
    // Nothing on the page is raw JSON.
    expect(await page.locator("body").innerText()).not.toMatch(/"setId"|"error":/);
  });
});
