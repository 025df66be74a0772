import { pdfTextRuns } from "../../app/platform/pdf/pdf-text.test-support";

import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("buy Standard through the local checkout, see it everywhere, then cancel through the portal", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Grace Hopper" });
  await page.goto("/pricing");
  await expect(page.getByRole("button", { name: /^Select Plan: / })).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Current Plan" })).toHaveCount(0);
  await checkAccessibility(page);

  await page.getByRole("button", { name: "Select Plan: Standard" }).click();
  await expect(page).toHaveURL(/\/local-checkout\//);
  await expect(page.getByText("Test checkout: this server has no payment provider configured")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Subscribe to Marker Standard" })).toBeVisible();
  await expect(page.getByText("£19.99")).toBeVisible();
  await checkAccessibility(page);
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page).toHaveTitle("Marker - Payment Successful");
  // The page's heading takes focus on arriving, and keeps it when its words change with the outcome (a heading
  // replaced by another would drop focus to the page).
  await expect(page.getByRole("heading", { level: 1, name: "Processing Your Payment" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Go to Dashboard Now" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });

  const header = page.getByRole("banner");
  await expect(header.getByText("Standard", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("50 of 50 remaining")).toBeVisible();

  // Standard opens every subject.
  await page.goto("/subjects");
  await expect(page.getByText("Upgrade to access this subject")).toHaveCount(0);

  await page.goto("/profile");
  await expect(page).toHaveTitle("Marker - Profile");
  await expect(page.getByText("Active subscription")).toBeVisible();
  await expect(page.getByText(/^Next billing: \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await checkAccessibility(page);

  await page.goto("/pricing");
  await expect(page.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await page.getByRole("button", { name: "Manage Plan" }).click();
  await expect(page).toHaveURL(/\/local-billing-portal/);
  await expect(page.getByText("Plan: Standard")).toBeVisible();
  await page.getByRole("button", { name: "Cancel now" }).click();
  // The portal stays and says what happened, in a status message that takes focus.
  await expect(page).toHaveURL(/\/local-billing-portal/);
  await expect(page.locator('[role="status"][tabindex="-1"]')).toBeFocused();
  await page.goto("/pricing");

  await page.goto("/subjects/english-literature");
  await expect(page).toHaveURL(/\/pricing\?reactivate=true$/);
  await expect(page.getByText("Reactivate your subscription to continue using Marker.")).toBeVisible();
  await expect(page.getByRole("banner").getByText("Free", { exact: true }).first()).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText("Subscription status: Ended")).toBeVisible();
  await expect(page.getByText("Your subscription is not currently active. Upgrade your plan to access all features.")).toBeVisible();

  // The dashboard says what to do, not "0 of 0 remaining, resets tomorrow".
  await page.goto("/dashboard");
  const banner = page.getByRole("status").filter({ hasText: "Reactivate your subscription to continue using Marker." });
  await expect(banner).toBeVisible();
  await expect(page.getByText("0 of 0 remaining")).toHaveCount(0);
  await banner.getByRole("link", { name: "Choose a plan" }).click();
  await expect(page).toHaveURL(/\/pricing\?reactivate=true$/);
  // A gated tool's "View plans" leads to the same banner.
  await page.goto("/aipractisepaper");
  await expect(page.getByText("Please subscribe to access this feature")).toBeVisible();
  await expect(page.getByRole("link", { name: "View plans" })).toHaveAttribute("href", "/pricing?reactivate=true");
});

test("switch plan and cancel at period end in the portal: the badge, dashboard and profile follow on the next page", async ({ page, checkAccessibility }) => {
  await createSignedInStudent(page, { name: "Rosalind Franklin" });
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Select Plan: Basic" }).click();
  await expect(page.getByRole("heading", { name: "Subscribe to Marker Basic" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole("banner").getByText("Basic", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("15 of 15 remaining")).toBeVisible();

  await page.goto("/pricing");
  await page.getByRole("button", { name: "Manage Plan" }).click();
  await expect(page).toHaveURL(/\/local-billing-portal/);
  await expect(page.getByText("Plan: Basic")).toBeVisible();
  await checkAccessibility(page);
  await page.getByRole("button", { name: "Switch to Premium" }).click();
  await expect(page).toHaveURL(/\/local-billing-portal/);
  await expect(page.locator('[role="status"][tabindex="-1"]')).toBeFocused();
  await page.goto("/pricing");
  await expect(page.getByRole("banner").getByText("Premium", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Premium" }).getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await page.goto("/dashboard");
  await expect(page.getByText("Unlimited")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText("Active subscription")).toBeVisible();
  await expect(page.getByText(/^Next billing: \d{1,2} \w+ \d{4}$/)).toBeVisible();

  await page.goto("/pricing");
  await page.getByRole("button", { name: "Manage Plan" }).click();
  await expect(page.getByText("Plan: Premium")).toBeVisible();
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page).toHaveURL(/\/local-billing-portal/);
  await expect(page.locator('[role="status"][tabindex="-1"]')).toBeFocused();
  await page.goto("/profile");
  // Still paid for until the period ends, and the profile says when it stops.
  await expect(page.getByText("Active subscription")).toBeVisible();
  await expect(page.getByText(/^Ends on \d{1,2} \w+ \d{4}; you will not be charged again\.$/)).toBeVisible();
  await expect(page.getByRole("banner").getByText("Premium", { exact: true }).first()).toBeVisible();

  // The portal's own way back to Marker.
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Manage Plan" }).click();
  await expect(page.getByText(/^Plan: Premium\. Ends on/)).toBeVisible();
  await page.getByRole("link", { name: "Return to Marker" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("the test checkout's redirects are relative: it works on whatever host name the visitor used", async ({ page }) => {
  await createSignedInStudent(page);
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/pricing", {
    form: { intent: "checkout", plan: "standard" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toMatch(/^\/local-checkout\/cs_local_[0-9a-f]+$/);
});

test("the profile saves the name and boards, and nothing else", async ({ page }) => {
  await createSignedInStudent(page, { name: "Ada Lovelace" });
  await page.goto("/profile");
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(page.getByText("Email cannot be changed")).toBeVisible();
  // A new account is on its free trial: the card says when it ends.
  await expect(page.getByText(/^Your free trial ends on \d{1,2} [A-Z][a-z]+ \d{4}\.$/)).toBeVisible();
  await page.getByLabel("Full Name").fill("Ada King");
  await page.getByLabel("History").selectOption("edexcel");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("banner").getByText("Ada King").first()).toBeVisible();
  // B3: extra fields (a plan, another user, a role) change nothing.
  const response = await page.request.post("/profile", {
    form: {
      fullName: "Ada King",
      "board:english-literature": "aqa",
      "board:english-language": "aqa",
      "board:history": "edexcel",
      subscription_plan: "premium",
      plan: "premium",
      role: "admin",
      user_id: "someone-else",
      avatar_key: "users/0000/avatar-someone-else.webp",
      used: "0",
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  await page.goto("/dashboard");
  await expect(page.getByRole("banner").getByText("Free Trial").first()).toBeVisible();
  // No avatar was set by the form: the header still shows initials, and there is no picture to fetch.
  await expect(page.getByRole("banner").locator("img")).toHaveCount(0);
  expect((await page.request.get("/profile/avatar")).status()).toBe(404);
  await page.goto("/subjects/history");
  await expect(page.getByText("Upgrade to access this subject")).toBeVisible();
});

test("the payment page without a session id says so", async ({ page }) => {
  await page.goto("/success");
  await expect(page.getByText("No session ID found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
});

test("a made-up checkout session grants nothing", async ({ page }) => {
  await createSignedInStudent(page);
  await page.goto("/success?session_id=cs_fake_made_up");
  // Nothing was paid: the page does not say a payment succeeded.
  const notFound = "We could not find a payment for your account. If you have paid, please contact support.";
  await expect(page.locator("[data-tone]").filter({ hasText: notFound })).toBeVisible({ timeout: 10_000 });
  // The page's one live region says it too.
  await expect(page.getByTestId("payment-announcement")).toHaveText(notFound);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment");
  await expect(page.getByText("Payment Successful!")).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(page.getByRole("banner").getByText("Free Trial").first()).toBeVisible();
});

test("the webhook refuses an unsigned event", async ({ request }) => {
  const response = await request.post("/api/stripe/webhook", {
    data: { id: "evt_forged", type: "checkout.session.completed", data: { object: { customer: "cus_x" } } },
  });
  expect(response.status()).toBe(400);
});

test("on Standard, a marked result exports as a PDF that opens and holds the score", async ({ page }) => {
  await createSignedInStudent(page, { name: "Mary Anning" });
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Select Plan: Standard" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible({ timeout: 10_000 });

  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill("Starting with this extract, how does Shakespeare present guilt?");
  // Standard includes extract generation.
  await page.getByRole("button", { name: "Generate an extract" }).click();
  await expect(page.getByLabel("Extract", { exact: true })).toHaveValue(/\(From .+\)$/, { timeout: 10_000 });
  await page
    .getByLabel("Your answer")
    .fill("Shakespeare presents guilt through Lady Macbeth's sleepwalking: 'Out, damned spot!' suggests she cannot wash away her crime.");
  await page.getByRole("button", { name: "Continue" }).click();
  const score = await page.getByTestId("score").textContent({ timeout: 20_000 });

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export as PDF" }).click()]);
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const { PDFDocument } = await import("pdf-lib");
  expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  // The text is drawn in the embedded DejaVu Sans and read back through its ToUnicode maps.
  const text = pdfTextRuns(bytes).join(" ");
  expect(text).toContain(`Mark: ${score!.trim()}`);
  expect(text).toContain("'Out, damned spot!' suggests she cannot wash away her crime.");
});
