import { expect, test } from "./support/fixtures";

test.describe("landing page", () => {
  test("shows the spec's texts and links", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GCSE Marking, Revolutionised");
    await expect(page.getByRole("link", { name: "Start Marking" })).toHaveAttribute("href", "/auth?mode=signup");
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
    for (const tile of ["Fast feedback", "Exam board aligned", "24/7"]) {
      await expect(page.getByRole("heading", { name: tile, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Powered by Advanced AI" })).toBeVisible();
    // The journeys run on the embedded default, which marks offline: the promise of AI marking says so where it is made.
    await expect(page.getByText("On this server no AI model is set up yet, so answers are marked by Marker's built-in offline marker", { exact: false })).toBeVisible();
    const sample = page.getByLabel("Sample feedback");
    // "Indicative", as the results page, the terms and help say: the terms say the grade is not a prediction.
    await expect(sample.getByText("Indicative grade")).toBeVisible();
    await expect(page.getByText("Predicted grade")).toHaveCount(0);
    await expect(sample.getByText("Sample feedback")).toBeVisible();
    await expect(page.getByRole("img", { name: "Progress this term: 57%" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/auth?mode=signup");
  });

  test("Start Marking opens /auth on its sign-up form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Start Marking" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  });

  test("Learn More opens the about page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // True on every configuration: the embedded default marks offline, and says so.
    await expect(page.getByText("Where a site runs without an AI model, Marker's offline marker gives an estimate instead")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" }).first()).toHaveAttribute("href", "/");
  });
});

test.describe("signed-out header and footer", () => {
  test("the header offers only Pricing and Sign In", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Pricing"]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  });

  test("every footer link goes to a real page", async ({ page, request }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Product", "Support", "Company"]) {
      await expect(footer.getByRole("heading", { name: column })).toBeVisible();
    }
    const expected: Record<string, string> = {
      "Help Center": "/help",
      Contact: "/contact",
      Security: "/security",
      Status: "/status",
      "Terms of Service": "/tos",
      "Privacy Policy": "/policy",
    };
    for (const [label, href] of Object.entries(expected)) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of new Set(hrefs)) {
      const response = await request.get(href!, { maxRedirects: 0 });
      expect(response.status(), `${href} answers`).toBe(200);
    }
  });

  test("the mobile menu opens, navigates and closes from the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    // Focus goes back to the menu button, not to the top of the page (WCAG 2.4.3).
    await expect(toggle).toBeFocused();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("pricing", () => {
  test("shows the three plans, the FAQ and the call to action", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your Plan");
    const cards = [
      { name: "Basic", price: "£9.99", feature: "15 marked answers a day" },
      { name: "Standard", price: "£19.99", feature: "50 marked answers a day" },
      { name: "Premium", price: "£39.99", feature: "Unlimited marked answers" },
    ];
    for (const card of cards) {
      const region = page.getByRole("region", { name: card.name, exact: true });
      await expect(region.getByText(card.price)).toBeVisible();
      await expect(region.getByText("per month", { exact: true })).toBeVisible();
      await expect(region.getByText(card.feature)).toBeVisible();
      // The sign-up remembers the plan: after confirming and signing in the student is back here with it named.
      await expect(region.getByRole("link", { name: `Sign Up for ${card.name}` })).toHaveAttribute(
        "href",
        `/auth?mode=signup&redirectTo=${encodeURIComponent(`/pricing?plan=${card.name.toLowerCase()}`)}`,
      );
      await expect(region.getByRole("link", { name: `Sign Up for ${card.name}` })).toHaveText("Sign Up");
    }
    await expect(page.getByRole("region", { name: "Standard", exact: true }).getByText("Most Popular")).toBeVisible();
    await expect(page.getByText("Most Popular")).toHaveCount(1);
    // Basic opens English Literature only (DESIGN.md D4); the copy must say so.
    await expect(page.getByRole("region", { name: "Basic", exact: true }).getByText("English Literature marking")).toBeVisible();
    await expect(
      page.getByText(
        "Flashcards made from a YouTube video, source and extract generation, and exporting a result as a PDF are on Standard and Premium.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/student discounts/i).first()).toBeVisible();
    await expect(page.getByText(/Contact support/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started Now" })).toHaveAttribute("href", "/auth?mode=signup");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("expired and reactivate flags show their banners", async ({ page }) => {
    await page.goto("/pricing?expired=true");
    await expect(page.getByRole("alert")).toHaveText("Your trial has expired. Choose a plan to continue using Marker.");
    await expect(page.getByRole("alert")).toHaveAttribute("data-tone", "danger");
    await page.goto("/pricing?reactivate=true");
    const banner = page.getByText("Reactivate your subscription to continue using Marker.");
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute("data-tone", "warning");
    await expect(page.getByText("Your trial has expired.", { exact: false })).toHaveCount(0);
  });
});

test.describe("legal pages", () => {
  for (const { path, title } of [
    { path: "/tos", title: "Terms of Service" },
    { path: "/policy", title: "Privacy Policy" },
  ]) {
    test(`${path} has 13 sections and Back to Home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      await expect(page.locator("main h2")).toHaveCount(13);
      await expect(page.getByRole("link", { name: "Back to Home" }).first()).toHaveAttribute("href", "/");
    });
  }

  test("the terms cover governing law, cancelling, termination and AI feedback", async ({ page }) => {
    await page.goto("/tos");
    const main = page.getByRole("main");
    await expect(main).toContainText(/England and Wales/);
    await expect(main).toContainText(/cancel .*any time/i);
    await expect(main).toContainText(/with or without notice/i);
    await expect(main).toContainText(/not official marking/i);
    await expect(main).toContainText(/teacher/i);
  });

  test("the privacy policy covers the user's rights, cookies and children", async ({ page }) => {
    await page.goto("/policy");
    const main = page.getByRole("main");
    for (const right of ["access", "correction", "deletion", "portability", "restriction", "objection"]) {
      await expect(main).toContainText(new RegExp(right, "i"));
    }
    await expect(main).toContainText(/cookie/i);
    await expect(main).toContainText(/under 13/i);
    await expect(main).toContainText(/placeholder/i);
  });
});

test.describe("long texts kept from the server's HTML", () => {
  test("a first load fetches no text module, and the text's links navigate within the app", async ({ page }) => {
    const scripts: string[] = [];
    const scriptBodies: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(new URL(response.url()).pathname);
      scriptBodies.push(response.text().catch(() => ""));
    });
    await page.goto("/tos");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("main h2")).toHaveCount(13);
    await expect(page.getByRole("main")).toContainText(/England and Wales/);
    // The terms came in the HTML: no script downloaded with the page carries them again.
    expect(scripts.length).toBeGreaterThan(0);
    const firstLoadScripts = await Promise.all(scriptBodies);
    expect(firstLoadScripts.filter((body) => body.includes("England and Wales"))).toEqual([]);

    // A link in that text, followed from the keyboard, is a client-side navigation (the window survives),
    // and the policy is rendered from its module, loaded now.
    await page.evaluate(() => Object.assign(window, { markerStillHere: true }));
    await page.getByRole("main").getByRole("link", { name: "Privacy Policy", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy Policy");
    await expect(page.locator("main h2")).toHaveCount(13);
    expect(scripts.some((path) => path.includes("/privacy-policy-"))).toBe(true);
    expect(await page.evaluate(() => "markerStillHere" in window)).toBe(true);

    // Back to the terms: rendered again, with their links.
    await page.goBack();
    await expect(page).toHaveURL(/\/tos$/);
    await expect(page.locator("main h2")).toHaveCount(13);
    await expect(page.getByRole("main")).toContainText(/England and Wales/);
    await page.getByRole("main").getByRole("link", { name: "Help Center" }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "markerStillHere" in window)).toBe(true);
  });
});

test.describe("support pages", () => {
  test("help, contact and security pages answer", async ({ page }) => {
    for (const path of ["/help", "/contact", "/security"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Home" }).first()).toHaveAttribute("href", "/");
    }
  });

  test("the security page links security.txt, which names a contact", async ({ page, request }) => {
    await page.goto("/security");
    await expect(page.getByRole("link", { name: /security\.txt/ })).toHaveAttribute("href", "/.well-known/security.txt");
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body).toMatch(/^Contact: mailto:\S+@\S+$/m);
    expect(body).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T/m);
  });

  test("the status page shows live health", async ({ page }) => {
    await page.goto("/status");
    await expect(page.getByRole("status")).toContainText("All systems operational");
  });
});
