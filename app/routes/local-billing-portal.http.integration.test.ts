import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { createDisabledProvider } from "~/features/billing/billing-provider.server";
import { setBillingProvider } from "~/features/billing/billing.server";
import { currentLocalSubscription, deliverLocalEvents, rollOverLocalSubscriptions, stopLocalEventDelivery } from "~/features/billing/local-billing.server";
import { periodEnd } from "~/features/billing/local-subscription-clock";
import { getSubscriptionRow } from "~/features/billing/subscription-row.server";

import { startHttpApp } from "../../tests/support/http-app";

/**
 * The test billing portal over HTTP, as a student meets it with the embedded default (no Stripe key): keep a
 * plan set to cancel, and the test-only actions, each saying what it does, through to what the student's
 * pages show once the test checkout's clock has moved on. The database is this file's own (PGlite): the
 * roll-over takes every subscription in it.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "marker-local-portal-"));
setBillingProvider(undefined);
const app = await startHttpApp({ BILLING_MODE: "local", DATA_DIR: dataDir }, { pglite: true });
afterAll(() => {
  stopLocalEventDelivery();
  setBillingProvider(undefined);
  rmSync(dataDir, { recursive: true, force: true });
});
const db = app.database.db;

/** The page's text as a reader meets it: React's markers between text pieces removed. */
const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
const PORTAL = `/local-billing-portal?return=${encodeURIComponent("/pricing")}`;
const CANCEL_NOW_LABEL = "Cancel now (test only: ends the plan today; a real cancellation keeps it to the end of the month paid for)";

async function payingStudent(plan: "basic" | "standard" | "premium") {
  const student = await app.signedInStudent();
  const started = await app.postForm("/pricing", { intent: "checkout", plan }, student.cookie);
  const sessionId = started.headers.get("location")!.split("/").pop()!;
  const paid = await app.postForm(`/local-checkout/${sessionId}`, { intent: "pay" }, student.cookie);
  expect(paid.headers.get("location")).toBe(`/success?session_id=${sessionId}`);
  return student;
}

async function portalPage(cookie: string) {
  const page = await app.request(PORTAL, { cookie });
  expect(page.status).toBe(200);
  return html(page);
}

/** An action stays on the portal (keeping the return address) and the page then says what happened. */
async function portalAction(cookie: string, intent: string, expectedDone = intent) {
  const done = await app.postForm(PORTAL, { intent }, cookie);
  expect(done.status).toBe(302);
  const location = done.headers.get("location")!;
  expect(location).toBe(`/local-billing-portal?return=${encodeURIComponent("/pricing")}&done=${expectedDone}`);
  const page = await app.request(location, { cookie });
  expect(page.status).toBe(200);
  return html(page);
}

/** The one focusable status message saying what the last action did. */
const notice = (page: string) => page.match(/<p role="status" tabindex="-1"[^>]*>([^<]*)<\/p>/)?.[1] ?? null;

describe("the test billing portal", () => {
  it("offers Stripe's portal actions, and marks the test-only ones as such, saying what a real cancellation does", async () => {
    const student = await payingStudent("standard");
    const page = await portalPage(student.cookie);
    expect(page).toMatch(/Plan: <strong>Standard<\/strong>\. Renews on \d{1,2} \w+ \d{4}\./);
    expect(page).toMatch(/<button[^>]*value="cancel-at-period-end"[^>]*>Cancel at period end<\/button>/);
    expect(page).not.toContain("Keep my plan");
    expect(page).toContain("Test actions");
    expect(page).toMatch(/<button[^>]*value="decline-next-payment"[^>]*>Make the next payment fail \(test only\)<\/button>/);
    expect(page).toContain(`value="cancel-now"`);
    expect(page).toContain(`>${CANCEL_NOW_LABEL}</button>`);
    // No bare "Cancel now" promising what the pricing FAQ says a cancellation does not do.
    expect(page).not.toContain(">Cancel now</button>");
  });

  it("Keep my plan: a plan set to end at the period's end carries on, and the profile says when it is next billed", async () => {
    const student = await payingStudent("basic");
    await portalAction(student.cookie, "cancel-at-period-end");
    const ending = await portalPage(student.cookie);
    expect(ending).toMatch(/Plan: <strong>Basic<\/strong>\. Ends on \d{1,2} \w+ \d{4}\./);
    expect(ending).toMatch(/<button[^>]*value="resume"[^>]*>Keep my plan<\/button>/);
    expect(ending).not.toContain(`value="cancel-at-period-end"`);

    await portalAction(student.cookie, "resume");
    const kept = await portalPage(student.cookie);
    expect(kept).toMatch(/Renews on \d{1,2} \w+ \d{4}\./);
    expect(kept).not.toContain("Keep my plan");
    const row = await getSubscriptionRow(db, student.id);
    expect(row).toMatchObject({ status: "active", cancelAtPeriodEnd: false });

    // The period ends and the plan renews: the profile's next billing date is the new period's, not a past one.
    await rollOverLocalSubscriptions(db, new Date(row!.currentPeriodEnd!.getTime() + 3_600_000));
    await deliverLocalEvents();
    const renewed = await getSubscriptionRow(db, student.id);
    expect(renewed!.currentPeriodEnd!.getTime()).toBeGreaterThan(row!.currentPeriodEnd!.getTime() + 27 * 86_400_000);
    const profile = await html(await app.request("/profile", { cookie: student.cookie }));
    expect(profile).toContain("Active subscription");
    expect(profile).toContain(`Next billing: ${dateFormat.format(renewed!.currentPeriodEnd!)}`);
    // The delete box says what deleting the account does to the month paid for.
    expect(profile).toMatch(
      new RegExp(`Your (Basic|Standard|Premium) plan is paid until ${dateFormat.format(renewed!.currentPeriodEnd!)}\\. Deleting your account ends it now, and the rest of the month is not refunded\\.`),
    );
  });

  it("Make the next payment fail: past due at the period's end with the plan kept while it is retried; ending the retries ends it", async () => {
    const student = await payingStudent("standard");
    const { currentPeriodEnd } = (await getSubscriptionRow(db, student.id))!;
    await portalAction(student.cookie, "decline-next-payment");
    const set = await portalPage(student.cookie);
    expect(set).toContain(
      `The next payment will fail: on ${dateFormat.format(currentPeriodEnd!)} it will not go through, and it is tried again for 14 days while the plan keeps working.`,
    );
    expect(set).toMatch(/<button[^>]*value="decline-next-payment"[^>]*disabled=""[^>]*>/);

    const failedAt = new Date(currentPeriodEnd!.getTime() + 3_600_000);
    await rollOverLocalSubscriptions(db, failedAt);
    await deliverLocalEvents();
    expect((await getSubscriptionRow(db, student.id))?.status).toBe("past_due");
    const retrying = await portalPage(student.cookie);
    const retriesEnd = new Date(currentPeriodEnd!.getTime() + 14 * 86_400_000);
    expect(retrying).toContain(
      `The last payment did not go through. It is being tried again until ${dateFormat.format(retriesEnd)}; if it still does not go through, the plan ends then.`,
    );
    expect(retrying).toMatch(/<button[^>]*value="end-retries"[^>]*>End the retries now \(test only: the payment fails for good and the plan ends today\)<\/button>/);
    // The plan's features stay while the payment is retried: Standard opens History.
    expect((await app.request("/subjects/history", { cookie: student.cookie })).status).toBe(200);
    // The profile says the payment failed and is being retried, and gives no next billing date.
    const profile = await html(await app.request("/profile", { cookie: student.cookie }));
    expect(profile).toContain("Your last payment did not go through. It is being tried again, and your plan keeps working meanwhile.");
    expect(profile).not.toContain("Next billing:");

    await portalAction(student.cookie, "end-retries");
    expect((await getSubscriptionRow(db, student.id))?.status).toBe("canceled");
    expect(await portalPage(student.cookie)).toContain("You have no active subscription.");
    const gated = await app.request("/subjects/history", { cookie: student.cookie });
    expect(gated.status).toBe(302);
    expect(gated.headers.get("location")).toBe("/pricing?reactivate=true");
    // In plain words, not the provider's "canceled", with the day it ended.
    const profilePage = await html(await app.request("/profile", { cookie: student.cookie }));
    expect(profilePage).toContain("Subscription status: Ended");
    expect(profilePage).not.toContain("canceled");
    expect(profilePage).not.toContain("Deleting your account ends it now");
    expect(profilePage).toMatch(/Your last plan ended on \d{1,2} [A-Z][a-z]+ \d{4}\./);
  });

  it("the test-only Cancel now still ends the plan at once", async () => {
    const student = await payingStudent("premium");
    await portalAction(student.cookie, "cancel-now");
    expect((await getSubscriptionRow(db, student.id))?.status).toBe("canceled");
    const gated = await app.request("/subjects/english-literature", { cookie: student.cookie });
    expect(gated.headers.get("location")).toBe("/pricing?reactivate=true");
  });

  it("says what each action did, on the portal, in a focusable status message with no jargon", async () => {
    const student = await payingStudent("basic");
    const { currentPeriodEnd } = (await getSubscriptionRow(db, student.id))!;
    const periodEnd = dateFormat.format(currentPeriodEnd!);
    const before = await portalPage(student.cookie);
    expect(notice(before)).toBeNull();

    expect(notice(await portalAction(student.cookie, "cancel-at-period-end"))).toBe(`Your plan will end on ${periodEnd}. You can keep it until then.`);
    expect(notice(await portalAction(student.cookie, "resume"))).toBe(`Your plan will carry on: next payment ${periodEnd}.`);
    const declined = await portalAction(student.cookie, "decline-next-payment");
    expect(notice(declined)).toBe(`Test only: the next payment will fail on ${periodEnd}.`);
    expect(declined).not.toMatch(/past due/i);
    // Asking again changes nothing, and the page says so rather than staying silent.
    expect(notice(await portalAction(student.cookie, "end-retries", "unchanged"))).toBe("Nothing changed: that does not apply to your plan as it is now.");

    const switched = await app.postForm(PORTAL, { intent: "switch", plan: "premium" }, student.cookie);
    expect(notice(await html(await app.request(switched.headers.get("location")!, { cookie: student.cookie })))).toBe("Your plan is now Premium.");
    expect(notice(await portalAction(student.cookie, "cancel-now"))).toBe("Test only: your plan has ended today.");
  });

  it("says why a student who picked another plan on /pricing is here, and Select Plan is named as a change", async () => {
    const student = await payingStudent("basic");
    const pricing = await html(await app.request("/pricing", { cookie: student.cookie }));
    expect(pricing).toContain(`aria-label="Select Plan: Change to Premium"`);
    expect(pricing).not.toContain(`aria-label="Select Plan: Premium"`);

    const picked = await app.postForm("/pricing", { intent: "checkout", plan: "premium" }, student.cookie);
    expect(picked.status).toBe(302);
    const location = picked.headers.get("location")!;
    expect(location).toMatch(/^\/local-billing-portal\?.*change=premium/);
    const page = await html(await app.request(location, { cookie: student.cookie }));
    // What the switch does to money: at once, nothing charged or refunded now, the new price from the next payment.
    expect(page).toMatch(
      /You already have Basic, so changing to Premium is done here: choose &quot;Switch to Premium&quot;\. The new plan starts at once\. Nothing is charged or refunded for the rest of this month; from your next payment on \d{1,2} [A-Z][a-z]+ \d{4} you pay £39\.99 a month\./,
    );
    expect(page).toMatch(/<button[^>]*value="premium"[^>]*>Switch to Premium \(£39\.99 a month\)<\/button>/);
  });
  it("Renew now, with the next payment set to fail: past due today with its retries, as at the period's end, and the retries can be ended", async () => {
    const student = await payingStudent("standard");
    const { currentPeriodEnd } = (await getSubscriptionRow(db, student.id))!;
    const { createdAt: anchor } = (await currentLocalSubscription(db, student.id))!;
    const due = dateFormat.format(currentPeriodEnd!);
    const page = await portalPage(student.cookie);
    expect(page).toMatch(new RegExp(`<button[^>]*value="renew-now"[^>]*>Renew now \\(test only: what happens on ${due} happens now\\)</button>`));

    await portalAction(student.cookie, "decline-next-payment");
    const renewed = await portalAction(student.cookie, "renew-now");
    // The roll-over's own step: past_due for the next period, the payment retried for 14 days from the one that failed.
    const retriesEnd = dateFormat.format(new Date(currentPeriodEnd!.getTime() + 14 * 86_400_000));
    expect(notice(renewed)).toBe(
      `Test only: the renewal was run now, and its payment did not go through. It is tried again until ${retriesEnd}, and the plan keeps working meanwhile.`,
    );
    expect(renewed).toContain(`The last payment did not go through. It is being tried again until ${retriesEnd}; if it still does not go through, the plan ends then.`);
    expect(renewed).toMatch(/<button[^>]*value="end-retries"[^>]*>End the retries now/);
    // A payment being retried has no renewal to run.
    expect(renewed).not.toContain(`value="renew-now"`);
    const row = await getSubscriptionRow(db, student.id);
    expect(row?.status).toBe("past_due");
    expect(row?.currentPeriodEnd?.getTime()).toBe(periodEnd(anchor, 2).getTime());

    // What the student's pages show, today rather than a month from now.
    expect((await app.request("/subjects/history", { cookie: student.cookie })).status).toBe(200);
    const profile = await html(await app.request("/profile", { cookie: student.cookie }));
    expect(profile).toContain("Your last payment did not go through. It is being tried again, and your plan keeps working meanwhile.");
    expect(profile).not.toContain("Next billing:");
    // The clock running now (housekeeping) leaves the retries alone: they end in 14 days, or when ended here.
    await rollOverLocalSubscriptions(db);
    expect((await getSubscriptionRow(db, student.id))?.status).toBe("past_due");
    expect(notice(await portalAction(student.cookie, "renew-now", "unchanged"))).toBe("Nothing changed: that does not apply to your plan as it is now.");

    await portalAction(student.cookie, "end-retries");
    expect((await getSubscriptionRow(db, student.id))?.status).toBe("canceled");
    const gated = await app.request("/subjects/history", { cookie: student.cookie });
    expect(gated.headers.get("location")).toBe("/pricing?reactivate=true");
  });

  it("Renew now with a card that pays: the plan renews for the next period, as at the period's end", async () => {
    const student = await payingStudent("basic");
    const { createdAt: anchor } = (await currentLocalSubscription(db, student.id))!;
    const renewed = await portalAction(student.cookie, "renew-now");
    const next = (await getSubscriptionRow(db, student.id))!;
    expect(next.status).toBe("active");
    expect(next.currentPeriodEnd!.getTime()).toBe(periodEnd(anchor, 2).getTime());
    expect(notice(renewed)).toBe(`Test only: the renewal was run now, and the payment went through. Next payment ${dateFormat.format(next.currentPeriodEnd!)}.`);
    expect(renewed).toContain(`Renews on ${dateFormat.format(next.currentPeriodEnd!)}.`);
    const profile = await html(await app.request("/profile", { cookie: student.cookie }));
    expect(profile).toContain("Active subscription");
    expect(profile).toContain(`Next billing: ${dateFormat.format(next.currentPeriodEnd!)}`);
    expect(await html(await app.request("/dashboard", { cookie: student.cookie }))).not.toContain("Your last payment did not go through");
  });

  it("on a plan set to cancel, running the period's end now ends the plan, as the period's end would", async () => {
    const student = await payingStudent("premium");
    const { currentPeriodEnd } = (await getSubscriptionRow(db, student.id))!;
    await portalAction(student.cookie, "cancel-at-period-end");
    const ending = await portalPage(student.cookie);
    expect(ending).toContain(`End the period now (test only: the plan ends now, as it would on ${dateFormat.format(currentPeriodEnd!)})`);
    expect(notice(await portalAction(student.cookie, "renew-now"))).toBe("Test only: the period has ended, and your plan with it, as it was set to.");
    expect((await getSubscriptionRow(db, student.id))?.status).toBe("canceled");
    const gated = await app.request("/subjects/english-literature", { cookie: student.cookie });
    expect(gated.headers.get("location")).toBe("/pricing?reactivate=true");
    // It ended today, and the profile says so (a review found "Your last plan ended on" the period's end, a month ahead).
    const profile = await html(await app.request("/profile", { cookie: student.cookie }));
    expect(profile).toContain(`Your last plan ended on ${dateFormat.format(new Date())}.`);
  });

  it("a plan set to end is kept before it is switched: no switch that promises a payment that never comes", async () => {
    const student = await payingStudent("basic");
    const periodEnd = dateFormat.format((await getSubscriptionRow(db, student.id))!.currentPeriodEnd!);
    await portalAction(student.cookie, "cancel-at-period-end");
    const page = await portalPage(student.cookie);
    expect(page).toContain(`Your plan is set to end on ${periodEnd}, so it cannot be switched: choose &quot;Keep my plan&quot; first, then switch.`);
    expect(page).not.toMatch(/value="premium"/);
    // A switch sent anyway (an old page) changes nothing.
    const switched = await app.postForm(PORTAL, { intent: "switch", plan: "premium" }, student.cookie);
    expect(notice(await html(await app.request(switched.headers.get("location")!, { cookie: student.cookie })))).toBe("Nothing changed: that does not apply to your plan as it is now.");
    expect((await html(await app.request("/profile", { cookie: student.cookie })))).toContain(">Basic<");
    // From /pricing's "Change to Premium": the portal says what to do first.
    const picked = await app.postForm("/pricing", { intent: "checkout", plan: "premium" }, student.cookie);
    const reason = await html(await app.request(picked.headers.get("location")!, { cookie: student.cookie }));
    expect(reason).toContain(`Your plan is set to end on ${periodEnd}, so it cannot be switched: choose &quot;Keep my plan&quot; first, then &quot;Switch to Premium&quot;.`);
    // Kept, it can be switched again.
    await portalAction(student.cookie, "resume");
    expect(await portalPage(student.cookie)).toMatch(/<button[^>]*value="premium"[^>]*>Switch to Premium/);
  });

  it("a payment being retried: the profile names the status, a cancellation says both possible ends, and the delete box does not call the month paid", async () => {
    const student = await payingStudent("standard");
    await portalAction(student.cookie, "decline-next-payment");
    await portalAction(student.cookie, "renew-now");
    const row = (await getSubscriptionRow(db, student.id))!;
    const periodEnd = dateFormat.format(row.currentPeriodEnd!);
    let profile = await html(await app.request("/profile", { cookie: student.cookie }));
    expect(profile).toContain("Subscription status: Payment being retried");
    expect(profile).not.toContain("Active subscription");
    expect(profile).toContain("Your Standard plan&#x27;s last payment did not go through. Deleting your account ends the plan now, and the payment is not tried again.");
    expect(profile).not.toContain("is paid until");
    // The dashboard says so too (a parent may never open the profile), with the way to the subscription.
    const dashboard = await html(await app.request("/dashboard", { cookie: student.cookie }));
    expect(dashboard).toContain("Your last payment did not go through. It is being tried again, and your plan keeps working meanwhile.");
    expect(dashboard).toMatch(/<a[^>]*href="\/profile"[^>]*>See your subscription<\/a>/);

    const cancelled = await portalAction(student.cookie, "cancel-at-period-end");
    expect(notice(cancelled)).toMatch(new RegExp(`^Your plan will end on ${periodEnd}, or on \\d{1,2} [A-Z][a-z]+ \\d{4} if the payment being tried again still does not go through\\.$`));
    expect(cancelled).toMatch(new RegExp(`It is being tried again until \\d{1,2} [A-Z][a-z]+ \\d{4}: if it goes through, the plan ends on ${periodEnd} as you asked; if not, it ends on`));
    profile = await html(await app.request("/profile", { cookie: student.cookie }));
    expect(profile).toContain(`You have cancelled: the plan ends on ${periodEnd}, or sooner if the payment being tried again does not go through. Nothing is charged after that.`);
    expect(profile).not.toContain("you will not be charged again");
  });

  it("Renew now is the test checkout's only: with no test checkout the portal answers 404 and nothing renews", async () => {
    const student = await payingStudent("standard");
    const before = await getSubscriptionRow(db, student.id);
    setBillingProvider(createDisabledProvider());
    try {
      expect((await app.postForm(PORTAL, { intent: "renew-now" }, student.cookie)).status).toBe(404);
    } finally {
      setBillingProvider(undefined);
    }
    expect(await getSubscriptionRow(db, student.id)).toEqual(before);
  });
});
