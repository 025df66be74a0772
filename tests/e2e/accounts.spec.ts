import { ROUTE_ACCESS } from "../../app/route-access";
import { AGE_CONFIRMATION_LABEL, createSignedInStudent, linkFromOutbox, uniqueEmail } from "./support/accounts";
import { e2eTarget, expect, test } from "./support/fixtures";

const AGE_REFUSAL =
  "Marker is for students aged 13 and over. If you are younger, ask a parent or carer to help you sign up and tick this box with them.";

test.describe("sign up, confirm, set up, sign out", () => {
  test("a new student's first visit, start to finish", async ({ page, checkAccessibility }) => {
    const email = uniqueEmail("journey");
    const password = "an owl flew over the moor";

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
    await checkAccessibility(page);

    await expect(page).toHaveTitle("Marker - Sign In");
    await page.getByRole("link", { name: "Sign Up" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    // The tab's title follows the form shown, switched in the browser as when the page is loaded.
    await expect(page).toHaveTitle("Marker - Sign Up");

    // Mistakes first: the messages are the spec's, and nothing typed is lost.
    await page.getByLabel("Full name").fill("   ");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("different");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    // Every mistake at once: the mismatch is not held back until the age box is ticked.
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    // The age question: required, and the refusal explained kindly.
    const ageBox = page.getByLabel(AGE_CONFIRMATION_LABEL);
    await expect(ageBox).not.toBeChecked();
    await expect(page.getByText(AGE_REFUSAL)).toBeVisible();
    await expect(ageBox).toHaveAccessibleDescription(AGE_REFUSAL);
    await checkAccessibility(page);
    await ageBox.check();

    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Password", { exact: true }).fill("password1");
    await page.getByLabel("Confirm password").fill("password2");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("Confirm password").fill("password1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(/too common/)).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(ageBox).toBeChecked();

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    // Without a session the form says to confirm by email and switches to sign-in.
    await expect(page.getByText("Account created. We have sent you an email")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sign in to Marker" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    // The address says sign-in too, so a reload does not bring sign-up back.
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
    // A reload keeps the message (it is in the page's history entry, which the server never sees) without a
    // hydration error: the page rendered it on the server's markup at once, and React threw #418.
    await page.reload();
    await expect(page.getByText("Account created. We have sent you an email")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Please check your email to confirm your account before signing in.");

    // The link confirms the address; the student then signs in with the password they chose (a link never signs
    // anyone in: unconfirmed-sign-up.server.ts).
    await page.goto(await linkFromOutbox(email, /Subject: Confirm your email/));
    await expect(page.getByText("Your email is confirmed. Please sign in.")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByRole("heading", { name: "Choose your exam board" })).toBeVisible();
    // The age was confirmed at sign-up: setup does not ask again.
    await expect(page.getByLabel(AGE_CONFIRMATION_LABEL)).toHaveCount(0);
    const boards = page.getByRole("radio");
    await expect(boards).toHaveCount(4);
    for (const name of ["OCR", "AQA", "Pearson Edexcel", "WJEC Eduqas"]) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("English Literature")).toHaveCount(4);
    const proceed = page.getByRole("button", { name: "Continue to Dashboard" });
    await expect(proceed).toBeDisabled();
    await checkAccessibility(page);
    await page.getByRole("radio", { name: /AQA/ }).check();
    await expect(proceed).toBeEnabled();
    await proceed.click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada!");
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
      "Dashboard",
      "Subjects",
      "Flashcards",
      "Profile",
      "Pricing",
    ]);
    await expect(header.getByText("Free Trial").first()).toBeVisible();
    await expect(header.getByText("Ada Lovelace").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose Subject" })).toHaveAttribute("href", "/subjects");
    await expect(page.getByRole("link", { name: "Open Flashcards" })).toHaveAttribute("href", "/flashcards");
    await checkAccessibility(page);

    // A signed-in visitor who opens /auth goes to the dashboard.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);

    await header.getByRole("button", { name: "Sign Out" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/setup");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsetup$/);

    // Signing in again returns to the page that was wanted.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/setup$/);
  });

  test("the signed-in header works in the mobile menu", async ({ page }) => {
    const { createSignedInStudent } = await import("./support/accounts");
    await createSignedInStudent(page, { name: "Mary Seacole" });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Subjects" })).toBeVisible();
    await expect(menu.getByText("Free Trial")).toBeVisible();
    await menu.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("forgot password: email link, new password, old sessions end", async ({ page, browser }) => {
  const { createSignedInStudent } = await import("./support/accounts");
  const { email } = await createSignedInStudent(page);
  // A second device stays signed in until the password changes.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await otherDevice.addCookies(await page.context().cookies());
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
  // Signed out once the landing page shows Sign In again (going to /auth before that would find a session).
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email address")).toBeVisible();

  await page.goto(await linkFromOutbox(email, /Subject: Reset your Marker password/));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill("a fresh start in spring");
  await page.getByLabel("Confirm new password").fill("a fresh start in spring");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/auth\?reset=done$/);
  await expect(page.getByText("Your password has been changed. Please sign in with your new password.")).toBeVisible();

  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/auth\?redirectTo=/);
  await otherDevice.close();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a fresh start in spring");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("Google sign-in through the provider, to setup", async ({ page, request }) => {
  if (!e2eTarget().oidcUrl) {
    // The embedded default has no Google client: the button explains and the form keeps working.
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByText("Google sign-in is not available on this server. Please use your email and password.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    // From sign-up, the student stays on sign-up with what they typed.
    await page.goto("/auth?mode=signup");
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByText("Google sign-in is not available on this server. Please use your email and password.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Email")).toHaveValue("ada@example.com");
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    return;
  }
  const email = uniqueEmail("google");
  const control = await request.post(`${e2eTarget().oidcUrl}/__control/identity`, {
    data: { sub: `google-${email}`, email, email_verified: true, name: "Grace Hopper", picture: "https://images.example.com/g.png" },
  });
  expect(control.status()).toBe(204);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { name: "Choose your exam board" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("banner").getByText("Grace Hopper").first()).toBeVisible();
  // The provider's picture is remembered, never loaded from their servers.
  await expect(page.locator('img[src^="https://"]')).toHaveCount(0);

  // A Google sign-up answers the age question here: setup is refused, kindly, until the box is ticked.
  const ageBox = page.getByLabel(AGE_CONFIRMATION_LABEL);
  await expect(ageBox).not.toBeChecked();
  await page.getByRole("radio", { name: /OCR/ }).check();
  await page.getByRole("button", { name: "Continue to Dashboard" }).click();
  await expect(page.getByText(AGE_REFUSAL)).toBeVisible();
  await expect(page).toHaveURL(/\/setup$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole("radio", { name: /OCR/ }).check();
  await page.getByLabel(AGE_CONFIRMATION_LABEL).check();
  await page.getByRole("button", { name: "Continue to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/setup");
  await expect(page.getByLabel(AGE_CONFIRMATION_LABEL)).toHaveCount(0);
  // Coming back shows the board chosen, ticked.
  await expect(page.getByRole("radio", { name: /OCR/ })).toBeChecked();
});

test("the sign-in callback shows a fixed message for a provider error and returns to /auth", async ({ page }) => {
  // The page's own timers (0.5 s, then 3 s before the redirect) run on a clock the test moves, so a slow
  // page load cannot make the redirect happen before the texts are read.
  await page.clock.install();
  // "commit": the first heading is read as the server sent it, not after hydration starts the page's timers.
  await page.goto("/auth-callback?error=access_denied&error_description=%3Cscript%3Ealert(1)%3C%2Fscript%3EEvil%20text", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Completing Sign-In" })).toBeVisible();
  // The clock moves in small steps until the page (once hydrated, after its 0.5 s) shows the error.
  const errorHeading = page.getByRole("heading", { name: "Authentication Error" });
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return errorHeading.count();
    })
    .toBe(1);
  await expect(page.getByText("Failed to sign in with Google. Please try again.")).toBeVisible();
  await expect(page.getByText("Redirecting to sign in page...")).toBeVisible();
  await expect(page.getByText("Evil text")).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth-callback\?/);
  // The redirect comes 3 s after the error shows (auth-callback.tsx, CALLBACK_TIMINGS.errorRedirectMs).
  await page.clock.runFor(3_000);
  await expect(page).toHaveURL(/\/auth$/);
});

test("the sign-in callback retries, then gives up without a session", async ({ page }) => {
  await page.goto("/auth-callback");
  await expect(page.getByText("Retry attempt 1/3...")).toBeVisible({ timeout: 4_000 });
  await expect(page.getByText("Retry attempt 3/3...")).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText("Authentication failed. Please try signing in again.")).toBeVisible({ timeout: 8_000 });
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });
});

test("A4: no session token in localStorage or sessionStorage, and none readable by scripts", async ({ page, context }) => {
  await createSignedInStudent(page);
  const sessionCookie = (await context.cookies()).find((cookie) => /(^|__Secure-)better-auth\.session_token$/.test(cookie.name));
  expect(sessionCookie?.httpOnly).toBe(true);
  const token = decodeURIComponent(sessionCookie!.value).split(".")[0]!;
  expect(token.length).toBeGreaterThanOrEqual(16);
  for (const path of ["/dashboard", "/profile", "/flashcards"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    const seen = await page.evaluate(() => {
      const entries = (storage: Storage) =>
        Array.from({ length: storage.length }, (_, index) => {
          const key = storage.key(index)!;
          return `${key}=${storage.getItem(key) ?? ""}`;
        });
      return { local: entries(localStorage), session: entries(sessionStorage), cookie: document.cookie };
    });
    for (const entry of [...seen.local, ...seen.session]) {
      expect(entry, `${path}: web storage holds the session token`).not.toContain(token);
      expect(entry, `${path}: web storage holds something named like a token`).not.toMatch(/token|session|auth/i);
    }
    expect(seen.cookie).not.toContain(token);
    expect(seen.cookie).not.toMatch(/session_token/);
  }
});

test("every guarded route sends an anonymous visitor to /auth and back", async ({ request }) => {
  const guarded = Object.entries(ROUTE_ACCESS).filter(([, policy]) => policy === "signed-in");
  expect(guarded.length).toBeGreaterThan(0);
  for (const [path] of guarded) {
    const concrete = path.replace(/:[a-zA-Z]+/g, "sample-id");
    const response = await request.get(concrete, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(`/auth?redirectTo=${encodeURIComponent(concrete)}`);
  }
});

test("every signed-in API answers an anonymous caller with 401", async ({ request }) => {
  const apis = Object.entries(ROUTE_ACCESS).filter(([, policy]) => policy === "signed-in-api");
  expect(apis.length).toBeGreaterThan(0);
  for (const [path] of apis) {
    const concrete = path.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000");
    const response = await request.get(concrete, { maxRedirects: 0 });
    expect(response.status(), path).toBe(401);
  }
});

test("a form posted from another site is refused", async ({ request }) => {
  const response = await request.post("/auth", {
    form: { intent: "signin", email: "a@example.com", password: "whatever it is" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test("only the provider callback and email links of the auth service are reachable", async ({ request }) => {
  for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/get-session", "/api/auth/list-sessions"]) {
    const response = await request.post(path, { data: { email: "a@example.com", password: "x" } });
    expect(response.status(), path).toBe(404);
  }
});
