import { readFileSync } from "node:fs";

import type { Browser, Page } from "@playwright/test";

import { ENTITLEMENTS, PLANS, UNLIMITED_DAILY_CAP } from "../../app/features/billing/plans";
import { createSignedInStudent } from "./support/accounts";
import { e2eTarget, expect, test } from "./support/fixtures";

/**
 * Issue 13 item 5 (DESIGN.md D17): every concrete claim the public pages make about what Marker does,
 * each with the route or check that proves it. A test per row finds the claim on its page (an exact
 * substring of the page's text) and then performs the proof as one signed-in student: the rows run in
 * order, first on the free trial (Basic features), then after buying Standard on the test checkout.
 * A claim reworded on a page must be reworded here; a feature removed makes its row fail.
 */

interface Journey {
  page: Page;
  browser: Browser;
  /** The result page of the answer marked by the "English Literature marking" row. */
  resultUrl?: string;
}

interface Claim {
  page: "/about" | "/help" | "/policy" | "/tos" | "/pricing";
  claim: string;
  proof: string;
  prove: (journey: Journey) => Promise<void>;
}

const ANSWER =
  "Shakespeare presents ambition as destructive. In the extract Macbeth admits he has only 'vaulting ambition, which o'erleaps itself', " +
  "a metaphor suggesting he will fall. A Jacobean audience would see the murder of Duncan as a sin against the Divine Right of Kings.";

async function markAnAnswer(journey: Journey) {
  const { page } = journey;
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill("Starting with this extract, how does Shakespeare present ambition in Macbeth?");
  await page.getByLabel("Extract", { exact: true }).fill("I have no spur / To prick the sides of my intent, but only / Vaulting ambition");
  await page.getByLabel("Your answer").fill(ANSWER);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/marking-results\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("score")).toHaveText(/^\d+ \/ \d+$/, { timeout: 20_000 });
  journey.resultUrl = page.url();
}

async function openResult(journey: Journey) {
  expect(journey.resultUrl, "an answer was marked by an earlier row").toBeTruthy();
  await journey.page.goto(journey.resultUrl!);
  await expect(journey.page.getByTestId("score")).toHaveText(/^\d+ \/ \d+$/, { timeout: 20_000 });
}

async function expectDataControls(page: Page) {
  await page.goto("/profile");
  const yourData = page.getByRole("region", { name: "Your data" });
  await expect(yourData.getByRole("button", { name: "Download my data" })).toBeVisible();
  await expect(yourData.getByRole("button", { name: "Delete my account" })).toBeVisible();
  await expect(yourData.getByLabel("Type DELETE to confirm")).toBeVisible();
}

/** On the free trial (the Basic plan's features). */
const TRIAL_CLAIMS: Claim[] = [
  {
    page: "/pricing",
    claim: "15 marked answers a day",
    proof: "the dashboard counts the trial's daily allowance of 15",
    prove: async ({ page }) => {
      await page.goto("/dashboard");
      await expect(page.getByText("15 of 15 remaining")).toBeVisible();
    },
  },
  {
    page: "/pricing",
    claim: "English Literature marking",
    proof: "an English Literature answer is marked",
    prove: markAnAnswer,
  },
  {
    page: "/pricing",
    claim: "A mark for each assessment objective, a level and an indicative grade",
    proof: "the result page shows a mark per objective, the level and the indicative grade",
    prove: async (journey) => {
      await openResult(journey);
      const { page } = journey;
      await expect(page.getByRole("img", { name: /^AO1: \d+ of \d+ marks$/ })).toBeVisible();
      await expect(page.getByText(/^(Level \d|Below Level 1): /)).toBeVisible();
      await expect(page.getByText("Indicative grade")).toBeVisible();
    },
  },
  {
    page: "/about",
    claim: "Your dashboard keeps your recent answers and your average indicative grade.",
    proof: "the dashboard lists the marked answer and an average grade",
    prove: async ({ page }) => {
      await page.goto("/dashboard");
      await expect(page.getByText("Average grade")).toBeVisible();
      await expect(page.getByText("N/A")).toHaveCount(0);
      await expect(page.getByText("14 of 15 remaining")).toBeVisible();
    },
  },
  {
    page: "/pricing",
    claim: "Progress charts for your marks and each objective, with your next step",
    proof: "/progress charts the marked answer and each objective, lists the same figures in a table and links the next step",
    prove: async ({ page }) => {
      await page.goto("/progress");
      const literature = page.getByRole("region", { name: "English Literature" });
      await expect(literature.getByRole("img", { name: "English Literature: percentage of each marked answer" })).toBeVisible();
      await expect(literature.getByRole("img", { name: "English Literature: each objective as a share of its marks" })).toBeVisible();
      await expect(literature.getByRole("table", { name: "English Literature: your marked answers" }).getByRole("link", { name: "Answer 1" })).toBeVisible();
      const practise = literature.getByRole("link", { name: /^Practise AO\d: / });
      const questionType = new URL((await practise.getAttribute("href"))!, "http://x").searchParams.get("questionType");
      await practise.click();
      // The link's choice is applied once, then leaves the address (answer-form.tsx).
      await expect(page).toHaveURL(/\/subjects\/english-literature(\?|$)/);
      await expect(page.getByLabel("Question type")).toHaveValue(questionType!);
      // The form keeps its choice in this tab's draft; the rows after this one start from a fresh form. The
      // draft is written once the page has hydrated, which may come after the check above (the server's HTML
      // already has the choice): clearing before that left the draft to be written afterwards.
      await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
      await page.evaluate(() => sessionStorage.clear());
    },
  },
  {
    page: "/pricing",
    claim: "Practice questions written for you",
    proof: "Generate a question fills in the question on the subject page",
    prove: async ({ page }) => {
      await page.goto("/subjects/english-literature");
      await page.getByLabel("Question type").selectOption("shakespeare");
      await page.getByRole("button", { name: "Generate a question" }).click();
      await expect(page.getByLabel("Question", { exact: true })).not.toHaveValue("", { timeout: 10_000 });
    },
  },
  {
    page: "/pricing",
    claim: "Flashcards made from your feedback",
    proof: "the result page makes a set from the feedback and opens it in study mode",
    prove: async (journey) => {
      await openResult(journey);
      await journey.page.getByRole("button", { name: "Make flashcards from this feedback" }).click();
      await expect(journey.page).toHaveURL(/\/flashcards\?study=[0-9a-f-]{36}$/, { timeout: 20_000 });
      await expect(journey.page.getByText(/^Card 1 of \d+$/)).toBeVisible();
    },
  },
  {
    page: "/pricing",
    claim: "Flashcards with spaced repetition review",
    proof: "the new cards are due on /flashcards/review, rated Again / Hard / Good / Easy with the next interval",
    prove: async ({ page }) => {
      await page.goto("/flashcards/review");
      await expect(page).toHaveTitle("Marker - Review due cards");
      await page.getByRole("button", { name: "Show answer" }).click();
      for (const name of ["Again", "Hard", "Good", "Easy"]) {
        await expect(page.getByRole("button", { name: new RegExp(`^${name} — .*See again in `) })).toBeVisible();
      }
    },
  },
  {
    page: "/help",
    claim: "you say how well you remembered it: Again, Hard, Good or Easy",
    proof: "rating a card Easy schedules it days ahead, so one card fewer is due",
    prove: async ({ page }) => {
      await page.goto("/flashcards/review");
      const left = Number(/^(\d+)/.exec((await page.getByText(/^\d+ cards? left$/).textContent()) ?? "")?.[1]);
      expect(left).toBeGreaterThan(1);
      await page.getByRole("button", { name: "Show answer" }).click();
      await page.getByRole("button", { name: /^Easy — knew it at once\s*,?\s*See again in \d+ days?$/ }).click();
      await expect(page.getByText(`${left - 1} ${left - 1 === 1 ? "card" : "cards"} left`, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Undo last rating" })).toBeVisible();
    },
  },
  {
    page: "/pricing",
    claim: "Share a result with a private link",
    proof: "Share makes a link that a signed-out visitor can open, without the student's name",
    prove: async (journey) => {
      await openResult(journey);
      const { page, browser } = journey;
      await page.getByRole("button", { name: "Share" }).click();
      const link = await page.getByLabel(/Your link/).inputValue();
      const visitor = await browser.newContext();
      try {
        const visitorPage = await visitor.newPage();
        expect((await visitorPage.goto(link))?.status()).toBe(200);
        await expect(visitorPage.getByTestId("score")).toBeVisible();
        await expect(visitorPage.getByText("Claims Student")).toHaveCount(0);
      } finally {
        await visitor.close();
      }
    },
  },
  {
    page: "/pricing",
    claim: "Email support",
    proof: "the contact page gives the support address",
    prove: async ({ page }) => {
      await page.goto("/contact");
      await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    },
  },
  {
    page: "/policy",
    claim: "You can download or delete your data at any time, from Profile → Your data.",
    proof: "/profile has Your data with Download my data and Delete my account",
    prove: async ({ page }) => expectDataControls(page),
  },
  {
    page: "/about",
    claim: "You can download all your data, or delete your account, from your profile page (Your data).",
    proof: "/profile has Your data with Download my data and Delete my account",
    prove: async ({ page }) => expectDataControls(page),
  },
  {
    page: "/help",
    claim: "You can download or delete everything from your profile page, under Your data.",
    proof: "/profile has Your data with Download my data and Delete my account",
    prove: async ({ page }) => expectDataControls(page),
  },
  {
    page: "/tos",
    claim: "You can delete your account at any time from your profile page.",
    proof: "/profile has Delete my account",
    prove: async ({ page }) => expectDataControls(page),
  },
  {
    page: "/help",
    claim: "You can choose a different exam board for each subject there.",
    proof: "/profile has an exam board choice per subject",
    prove: async ({ page }) => {
      await page.goto("/profile");
      for (const subject of ["English Literature", "English Language", "History"]) {
        await expect(page.getByLabel(subject, { exact: true })).toBeVisible();
      }
    },
  },
  {
    page: "/policy",
    claim: "only you can see it: Marker shows it only to you when you are signed in",
    proof: "the avatar route refuses a visitor who is not signed in",
    prove: async ({ browser }) => {
      const visitor = await browser.newContext({ baseURL: e2eTarget().url });
      try {
        const response = await visitor.request.get("/profile/avatar", { maxRedirects: 0 });
        expect(response.status()).toBe(401);
      } finally {
        await visitor.close();
      }
    },
  },
  {
    page: "/about",
    claim: "No adverts, no trackers and no analytics cookies.",
    proof: "the only cookies the browser holds are the app's own, set for its own host",
    prove: async ({ page }) => {
      await page.goto("/dashboard");
      const host = new URL(e2eTarget().url).hostname;
      const cookies = await page.context().cookies();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie.domain.replace(/^\./, ""), cookie.name).toBe(host);
        expect(cookie.name, "a sign-in cookie").toMatch(/better-auth\./);
      }
    },
  },
];

/** After buying Standard on the test checkout. */
const STANDARD_CLAIMS: Claim[] = [
  {
    page: "/pricing",
    claim: "50 marked answers a day",
    proof: "the dashboard counts Standard's daily allowance of 50",
    prove: async ({ page }) => {
      await page.goto("/dashboard");
      await expect(page.getByText(/^\d+ of 50 remaining$/)).toBeVisible();
    },
  },
  {
    page: "/pricing",
    claim: "All 3 subjects",
    proof: "every subject opens without an upgrade gate",
    prove: async ({ page }) => {
      await page.goto("/subjects");
      await expect(page.getByText("Upgrade to access this subject")).toHaveCount(0);
      for (const slug of ["english-literature", "english-language", "history"]) {
        await page.goto(`/subjects/${slug}`);
        await expect(page).toHaveURL(new RegExp(`/subjects/${slug}$`));
        await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
      }
    },
  },
  {
    page: "/pricing",
    claim: "Everything in Basic",
    proof: "a Standard student still generates questions and reviews flashcards",
    prove: async ({ page }) => {
      await page.goto("/subjects/english-literature");
      await expect(page.getByRole("button", { name: "Generate a question" })).toBeVisible();
      await page.goto("/flashcards/review");
      await expect(page).toHaveTitle("Marker - Review due cards");
    },
  },
  {
    page: "/pricing",
    claim: "Source and extract generation",
    proof: "Generate an extract fills in the extract",
    prove: async ({ page }) => {
      await page.goto("/subjects/english-literature");
      await page.getByLabel("Question type").selectOption("shakespeare");
      await page.getByRole("button", { name: "Generate an extract" }).click();
      await expect(page.getByLabel("Extract", { exact: true })).not.toHaveValue("", { timeout: 10_000 });
    },
  },
  {
    page: "/pricing",
    claim: "Flashcards made from a YouTube video",
    proof: "Generate from YouTube (POST /api/flashcards/youtube, what the /flashcards panel calls) saves a set made from the video's captions",
    prove: async ({ page }) => {
      await page.goto("/flashcards");
      const response = await page.request.post("/api/flashcards/youtube", {
        data: { url: "https://youtu.be/e2eLesson01" },
        headers: { Origin: new URL(page.url()).origin },
        timeout: 20_000,
      });
      expect(response.status()).toBe(200);
      const created = (await response.json()) as { title: string; cards: number };
      expect(created.title).toMatch(/^YouTube Generated - \d{1,2} \w+ \d{4}$/);
      expect(created.cards).toBeGreaterThan(0);
      await page.goto("/flashcards");
      await expect(page.getByText(created.title).first()).toBeVisible();
    },
  },
  {
    page: "/pricing",
    claim: "AI exam paper creator: build a real paper, sit it timed and get it marked",
    proof: "/aipractisepaper builds AQA English Literature Paper 1 from the catalogue, saves it, and Practise this paper opens a timed sitting",
    prove: async ({ page }) => {
      await page.goto("/aipractisepaper");
      await page.getByLabel("Which subject").selectOption({ label: "English Literature" });
      await page.getByLabel("Which exam board").selectOption({ label: "AQA" });
      await page.getByLabel("Which paper").selectOption({ index: 0 });
      await page.getByRole("button", { name: "Build paper" }).click();
      await expect(page.getByLabel("Paper Title")).not.toHaveValue("", { timeout: 20_000 });
      await expect(page.getByLabel("Question Text").first()).not.toHaveValue("");
      await page.getByRole("button", { name: "Create Paper" }).click();
      const entry = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Practise this paper" }) }).first();
      await entry.getByRole("link", { name: "Practise this paper" }).click();
      await expect(page).toHaveURL(/\/aipractisepaper\/[0-9a-f-]{36}\/practise$/);
      await expect(page.getByText("1 hour 45 minutes").first()).toBeVisible();
      await page.getByRole("button", { name: "Start" }).click();
      await expect(page.getByRole("timer")).toBeVisible();
    },
  },
  {
    page: "/pricing",
    claim: "Export a result as a PDF",
    proof: "Export as PDF downloads a PDF of the result",
    prove: async (journey) => {
      await openResult(journey);
      const [download] = await Promise.all([
        journey.page.waitForEvent("download"),
        journey.page.getByRole("link", { name: "Export as PDF" }).click(),
      ]);
      expect(readFileSync(await download.path()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    },
  },
  {
    page: "/tos",
    claim: "You can cancel any time from your profile page",
    proof: "/profile offers Manage Plan, which opens the billing portal with Cancel",
    prove: async ({ page }) => {
      await page.goto("/profile");
      await page.getByRole("button", { name: "Manage Plan" }).first().click();
      await expect(page).toHaveURL(/\/local-billing-portal/);
      await expect(page.getByRole("button", { name: "Cancel now" })).toBeVisible();
    },
  },
];

/** After switching to Premium in the billing portal stand-in. */
const PREMIUM_CLAIMS: Claim[] = [
  {
    page: "/pricing",
    claim: "Target grades on your progress charts",
    proof: "/progress saves a target grade and draws it on the chart with the gap to it",
    prove: async ({ page }) => {
      await page.goto("/progress");
      await page.getByLabel("English Literature target").selectOption("9");
      await page.getByRole("button", { name: "Save targets" }).click();
      await expect(page.getByText("Your target grades are saved.")).toBeVisible();
      const literature = page.getByRole("region", { name: "English Literature" });
      await expect(literature.getByText(/^Target grade 9 \(90%\)$/).first()).toBeVisible();
      await expect(literature.getByRole("heading", { name: "Against your target" })).toBeVisible();
      // It says how many answers its average is of (the trend above averages up to three).
      await expect(
        literature.getByText(/^(Your latest answer scored \d+(\.\d)?% \(grade (U|\d)\)|Your last [2-5] answers average grade (U|\d) \(\d+(\.\d)?% on average\))\./),
      ).toBeVisible();
    },
  },
  {
    page: "/pricing",
    claim: "A weekly study plan with a calendar export",
    proof: "/study-plan lists seven days with items that open their pages, and downloads an .ics calendar",
    prove: async ({ page }) => {
      await page.goto("/study-plan");
      await expect(page.getByRole("heading", { name: "This week" })).toBeVisible();
      await expect(page.getByRole("list").first().getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(7);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Add to your calendar (.ics)" }).click()]);
      const calendar = readFileSync(await download.path(), "utf8");
      expect(calendar.startsWith("BEGIN:VCALENDAR")).toBe(true);
      expect(calendar).toContain("BEGIN:VEVENT");
    },
  },
  {
    page: "/pricing",
    claim: "Unlimited marked answers",
    proof: "Premium's daily cap is the unlimited value, and the dashboard says Unlimited",
    prove: async ({ page }) => {
      expect(ENTITLEMENTS.premium.dailyMarkingCap).toBe(UNLIMITED_DAILY_CAP);
      await page.goto("/dashboard");
      await expect(page.getByText("Unlimited", { exact: true })).toBeVisible();
    },
  },
  {
    page: "/pricing",
    claim: "Everything in Standard",
    proof: "every entitlement Standard has, Premium has",
    prove: async () => {
      for (const [feature, value] of Object.entries(ENTITLEMENTS.standard)) {
        if (value === true) expect(ENTITLEMENTS.premium[feature as keyof typeof ENTITLEMENTS.premium], feature).toBe(true);
      }
      expect(ENTITLEMENTS.premium.subjects).toEqual(ENTITLEMENTS.standard.subjects);
    },
  },
];

test("every line on the plan cards is in this table", () => {
  const listed = new Set([...TRIAL_CLAIMS, ...STANDARD_CLAIMS, ...PREMIUM_CLAIMS].filter((row) => row.page === "/pricing").map((row) => row.claim));
  // "All 3 subjects" on Premium is the same line as on Standard, proved there for the plan below it.
  for (const plan of PLANS) for (const feature of plan.features) expect(listed, `${plan.name}: ${feature}`).toContain(feature);
});

test.describe.serial("each claim on the public pages, and what proves it", () => {
  let journey: Journey;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL: e2eTarget().url });
    const page = await context.newPage();
    await createSignedInStudent(page, { name: "Claims Student" });
    journey = { page, browser };
  });

  test.afterAll(async () => {
    await journey?.page.context().close();
  });

  async function findClaim(row: Claim) {
    // A fresh visitor's view of the page: the claim is what anyone reading it is told.
    const context = await journey.browser.newContext({ baseURL: e2eTarget().url });
    try {
      const page = await context.newPage();
      await page.goto(row.page);
      await expect(page.locator("main")).toContainText(row.claim);
    } finally {
      await context.close();
    }
  }

  for (const row of TRIAL_CLAIMS) {
    test(`${row.page}: "${row.claim}" (${row.proof})`, async () => {
      await findClaim(row);
      await row.prove(journey);
    });
  }

  test("buy Standard on the test checkout", async () => {
    const { page } = journey;
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Select Plan: Standard" }).click();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole("banner").getByText("Standard", { exact: true }).first()).toBeVisible();
  });

  for (const row of STANDARD_CLAIMS) {
    test(`${row.page}: "${row.claim}" (${row.proof})`, async () => {
      await findClaim(row);
      await row.prove(journey);
    });
  }

  test("switch to Premium in the billing portal", async () => {
    const { page } = journey;
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Manage Plan" }).click();
    await page.getByRole("button", { name: "Switch to Premium" }).click();
    // The portal says what it did; the header's plan badge follows on the next page.
    await expect(page.locator('[role="status"][tabindex="-1"]')).toBeFocused();
    await page.goto("/pricing");
    await expect(page.getByRole("banner").getByText("Premium", { exact: true }).first()).toBeVisible();
  });

  for (const row of PREMIUM_CLAIMS) {
    test(`${row.page}: "${row.claim}" (${row.proof})`, async () => {
      await findClaim(row);
      await row.prove(journey);
    });
  }
});
