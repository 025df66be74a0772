import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { getBillingProvider, setBillingProvider } from "~/features/billing/billing.server";
import {
  CHECKOUT_NOT_PAID,
  CHECKOUT_STARTS_TODAY,
  LOCAL_CHECKOUT_ALREADY_SUBSCRIBED,
  LOCAL_CHECKOUT_CLOSED,
  PLAN_REACTIVATE_MESSAGE,
  PLAN_STARTS_TODAY,
  trialOffer,
} from "~/features/billing/checkout-messages";
import { stopLocalEventDelivery } from "~/features/billing/local-billing.server";
import { getSubscriptionRow } from "~/features/billing/subscription-row.server";
import { localBillingSubscriptions, profiles, subscriptions } from "~/platform/db/schema";

import { startHttpApp } from "../../tests/support/http-app";

/**
 * The billing pages over HTTP with the test checkout (no Stripe key), as a student without JavaScript
 * would meet them: /pricing's trial line, two checkouts from two tabs, and /success for a checkout that was
 * cancelled, paid, or opened by someone signed out.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "marker-billing-pages-"));
setBillingProvider(undefined);
const app = await startHttpApp({ BILLING_MODE: "local", DATA_DIR: dataDir, TRIAL_DAYS: "7" });
afterAll(() => {
  stopLocalEventDelivery();
  setBillingProvider(undefined);
  rmSync(dataDir, { recursive: true, force: true });
});
const db = app.database.db;

/** The page's text as a reader meets it: React's markers between text pieces removed. */
const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

async function startCheckoutAs(cookie: string, plan: "basic" | "standard" | "premium") {
  const response = await app.postForm("/pricing", { intent: "checkout", plan }, cookie);
  expect(response.status).toBe(302);
  return response.headers.get("location")!;
}

const sessionIdOf = (location: string) => location.split("/").pop()!;

describe("the landing page on the embedded default (offline marking)", () => {
  it("says, where AI marking is promised, that this server marks with the offline marker", async () => {
    const page = (await (await app.request("/")).text()).replaceAll("&#x27;", "'");
    expect(page).toContain("On this server no AI model is set up yet, so answers are marked by Marker's built-in offline marker");
  });
});

describe("/pricing's plan buttons", () => {
  it("send a student whose session has ended to sign in and back to /pricing, not a refusal they cannot get past", async () => {
    const response = await app.postForm("/pricing", { intent: "checkout", plan: "basic" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent("/pricing")}`);
  });
});

describe("/success", () => {
  it("sends a signed-out visitor with a session id to sign in (and back here), and still says when there is no id", async () => {
    const page = await app.request("/success?session_id=cs_local_0123");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent("/success?session_id=cs_local_0123")}`);
    const check = await app.postForm("/success?session_id=cs_local_0123", { sessionId: "cs_local_0123" });
    expect(check.status).toBe(302);
    expect(check.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);

    const none = await app.request("/success");
    expect(none.status).toBe(200);
    expect(await html(none)).toContain("No session ID found");
  });

  it("a checkout cancelled at the checkout page was not paid: no success heading, plain words and a way back to the plans", async () => {
    const student = await app.signedInStudent();
    const sessionId = sessionIdOf(await startCheckoutAs(student.cookie, "standard"));
    const cancelled = await app.postForm(`/local-checkout/${sessionId}`, { intent: "cancel" }, student.cookie);
    expect(cancelled.headers.get("location")).toBe("/pricing?canceled=true");

    const shown = await app.request(`/success?session_id=${sessionId}`, { cookie: student.cookie });
    expect(shown.status).toBe(200);
    // One live region, there from the first render, that each outcome's words go into (a region that appears with
    // its text is often not read out).
    const first = await html(shown);
    expect(first.match(/role="status"/g)).toHaveLength(1);
    expect(first).toMatch(/<p[^>]*role="status"[^>]*>Processing your payment\.<\/p>/);
    // The check the page makes (posted by its own form when JavaScript is off).
    const checked = await app.postForm(`/success?session_id=${sessionId}`, { sessionId }, student.cookie);
    const text = await html(checked);
    expect(text).toContain(CHECKOUT_NOT_PAID);
    expect(text.match(/role="status"/g)).toHaveLength(1);
    expect(text).toContain(`role="status" data-testid="payment-announcement">Payment not taken. ${CHECKOUT_NOT_PAID}</p>`);
    expect(text).toMatch(/<a[^>]*href="\/pricing"[^>]*>See Plans<\/a>/);
    expect(text).not.toContain("Payment Successful!");
    expect(text).not.toContain("Please contact support");
    expect((await getSubscriptionRow(db, student.id))?.status).toBeNull();
  });

  it("a paid checkout: success, and without JavaScript a link to the dashboard rather than a promise to move", async () => {
    const student = await app.signedInStudent();
    const sessionId = sessionIdOf(await startCheckoutAs(student.cookie, "basic"));
    const paid = await app.postForm(`/local-checkout/${sessionId}`, { intent: "pay" }, student.cookie);
    expect(paid.headers.get("location")).toBe(`/success?session_id=${sessionId}`);
    const text = await html(await app.postForm(`/success?session_id=${sessionId}`, { sessionId }, student.cookie));
    expect(text).toContain("Payment Successful!");
    expect(text).toContain("Your plan is active.");
    expect(text).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Go to Dashboard Now<\/a>/);
    expect(text).not.toContain("Taking you to your dashboard");
  });
});

describe("the test checkout: one account, one plan", () => {
  it("two tabs start Basic then Standard: the Basic checkout says it has closed and will not take the payment; Standard pays; a third goes to the portal", async () => {
    const student = await app.signedInStudent();
    const basicId = sessionIdOf(await startCheckoutAs(student.cookie, "basic"));
    const standardId = sessionIdOf(await startCheckoutAs(student.cookie, "standard"));

    const closedPage = await app.request(`/local-checkout/${basicId}`, { cookie: student.cookie });
    expect(closedPage.status).toBe(200);
    const closedText = await html(closedPage);
    expect(closedText).toContain(LOCAL_CHECKOUT_CLOSED);
    expect(closedText).not.toMatch(/<button[^>]*value="pay"/);
    const refused = await app.postForm(`/local-checkout/${basicId}`, { intent: "pay" }, student.cookie);
    expect(refused.status).toBe(409);
    expect(await html(refused)).toContain(LOCAL_CHECKOUT_CLOSED);

    const paid = await app.postForm(`/local-checkout/${standardId}`, { intent: "pay" }, student.cookie);
    expect(paid.headers.get("location")).toBe(`/success?session_id=${standardId}`);
    const { customerId } = (await getSubscriptionRow(db, student.id))!;
    const live = await db.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.customerId, customerId));
    expect(live.map((row) => row.status)).toEqual(["active"]);

    // The closed Basic checkout keeps its heading, its message can take focus, and it names the plan now live.
    const afterPaying = await html(await app.request(`/local-checkout/${basicId}`, { cookie: student.cookie }));
    expect(afterPaying).toContain("Subscribe to Marker Basic</h1>");
    expect(afterPaying).not.toContain(">Test checkout</h1>");
    expect(afterPaying).toMatch(/<div tabindex="-1"[^>]*><p>This checkout has closed/);
    expect(afterPaying).toContain("Your plan now is Standard.");
    expect(afterPaying).toMatch(/action="\/pricing"[^>]*>\s*<input type="hidden" name="intent" value="portal"\/?>\s*<button[^>]*>Manage Plan<\/button>/);

    expect(await startCheckoutAs(student.cookie, "premium")).toMatch(/^\/local-billing-portal/);
  });

  it("a checkout still open when the account already pays says so and will not take the payment", async () => {
    const student = await app.signedInStudent();
    const paidId = sessionIdOf(await startCheckoutAs(student.cookie, "basic"));
    const { customerId } = (await getSubscriptionRow(db, student.id))!;
    // Made in the same moment as the first, so neither closed the other.
    const racing = await getBillingProvider().createCheckoutSession(
      { customerId, userId: student.id, priceId: app.config.billing.prices.premium, successUrl: "/success", cancelUrl: "/pricing" },
      `race-${student.id}`,
    );
    await app.postForm(`/local-checkout/${paidId}`, { intent: "pay" }, student.cookie);

    const page = await html(await app.request(`/local-checkout/${racing.id}`, { cookie: student.cookie }));
    expect(page).toContain(LOCAL_CHECKOUT_ALREADY_SUBSCRIBED);
    const refused = await app.postForm(`/local-checkout/${racing.id}`, { intent: "pay" }, student.cookie);
    expect(refused.status).toBe(409);
    expect(await html(refused)).toContain(LOCAL_CHECKOUT_ALREADY_SUBSCRIBED);
  });
});

describe("/pricing's free trial line", () => {
  const offer = trialOffer(7);

  it("is shown to a signed-out visitor; a student on the trial is told only that a plan chosen now starts today", async () => {
    const visitor = await html(await app.request("/pricing"));
    expect(visitor).toContain(offer);
    expect(visitor).not.toContain(PLAN_STARTS_TODAY);

    const student = await app.signedInStudent();
    const onTrial = await html(await app.request("/pricing", { cookie: student.cookie }));
    // Not "Start with a free trial" right above "your free trial ends": only the line that applies to them.
    expect(onTrial).not.toContain(offer);
    expect(onTrial).toContain("Monthly plans in pounds sterling. Cancel any time.");
    expect(onTrial).toContain(PLAN_STARTS_TODAY);
    // The test checkout says it again beside the button.
    const location = await startCheckoutAs(student.cookie, "standard");
    expect(await html(await app.request(location, { cookie: student.cookie }))).toContain(CHECKOUT_STARTS_TODAY);
  });

  it("is not shown to a student whose trial has ended, whose plan has lapsed, or who pays", async () => {
    const expired = await app.signedInStudent();
    await db.update(profiles).set({ trialEndsAt: sql`now() - interval '1 day'` }).where(eq(profiles.userId, expired.id));
    const lapsed = await app.signedInStudent();
    await db.insert(subscriptions).values({ userId: lapsed.id, customerId: `cus_lapsed_${lapsed.id.slice(0, 8)}`, plan: "basic", status: "canceled" });
    const paying = await app.signedInStudent({ plan: "standard" });

    for (const [student, query] of [
      [expired, "?expired=true"],
      [lapsed, "?reactivate=true"],
      [paying, ""],
    ] as const) {
      const text = await html(await app.request(`/pricing${query}`, { cookie: student.cookie }));
      expect(text).toContain("Choose Your Plan");
      expect(text).toContain("Monthly plans in pounds sterling. Cancel any time.");
      expect(text).not.toContain(offer);
      expect(text).not.toContain(PLAN_STARTS_TODAY);
      if (student === lapsed) expect(text).toContain(PLAN_REACTIVATE_MESSAGE);
    }
    // Nor beside the test checkout's button once the trial is over.
    const location = await startCheckoutAs(expired.cookie, "basic");
    expect(await html(await app.request(location, { cookie: expired.cookie }))).not.toContain(CHECKOUT_STARTS_TODAY);
  });
});
