import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { parseConfig, setConfig } from "~/platform/config.server";
import { QueryOutsideTransactionError, setDatabase } from "~/platform/db/client.server";
import { localBillingEvents, localBillingSubscriptions, stripeEvents } from "~/platform/db/schema";

import { createStudent } from "../../../tests/support/factories";
import { openPgliteTestDatabase, openPostgresTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createLocalProvider, type BillingProvider } from "./billing-provider.server";
import { readProviderState, setBillingProvider, writeProviderState } from "./billing.server";
import { startCheckout } from "./checkout.server";
import {
  changeLocalSubscription,
  completeLocalCheckout,
  deliverDueLocalEvents,
  deliverLocalEvents,
  DELIVERY,
  retryDelayMs,
  stopLocalEventDelivery,
} from "./local-billing.server";
import { billingAccountData } from "./account-data.server";
import { planStateFor } from "./plan-state";
import { getSubscriptionRow } from "./subscription-row.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "marker-local-billing-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
setConfig(config);
afterAll(() => stopLocalEventDelivery());

const kinds: { name: string; open: () => Promise<TestDatabase> | TestDatabase }[] = [{ name: "PGlite", open: openPgliteTestDatabase }];
const url = inject("testDatabaseUrl");
if (url) kinds.push({ name: "PostgreSQL", open: () => openPostgresTestDatabase(url) });

/** Resolves with how the promise settled, or "still waiting" when it has not within the time (a wedge). */
function settledWithin<T>(promise: Promise<T>, ms: number) {
  return Promise.race([
    promise.then(
      () => "resolved" as const,
      () => "rejected" as const,
    ),
    new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), ms)),
  ]);
}

describe.each(kinds)("the test checkout on $name", ({ open }) => {
  let database: TestDatabase;
  let provider: BillingProvider;

  beforeAll(async () => {
    database = await open();
    setDatabase(database);
    provider = createLocalProvider(config, database.db);
    setBillingProvider(provider);
  });
  afterAll(async () => {
    stopLocalEventDelivery();
    setBillingProvider(undefined);
    setDatabase(undefined);
    await database.dispose();
  });

  /** A student with an open checkout for `plan` at the stand-in; returns the session id from its relative URL. */
  async function studentAtCheckout(plan: "basic" | "standard" | "premium" = "standard") {
    const student = await createStudent(database.db);
    const started = await startCheckout(
      database.db,
      provider,
      { id: student.id, email: student.email, name: student.name },
      planStateFor({ trialEndsAt: new Date() }),
      plan,
    );
    if (!started.ok) throw new Error(started.message);
    expect(started.value.url).toMatch(/^\/local-checkout\/cs_local_[0-9a-f]+$/);
    return { student, sessionId: started.value.url.split("/").pop()! };
  }

  it("pays and delivers its events without wedging: the plan is active at once, each event recorded once", async () => {
    const { student, sessionId } = await studentAtCheckout("standard");
    expect(await completeLocalCheckout(database.db, sessionId, student.id)).toMatchObject({ status: "complete" });
    // Before this fix the webhook held a transaction while the stand-in read through the shared handle: on
    // PGlite the two waited on each other forever.
    expect(await settledWithin(deliverLocalEvents(), 10_000)).toBe("resolved");
    const row = await getSubscriptionRow(database.db, student.id);
    expect(row).toMatchObject({ plan: "standard", status: "active", cancelAtPeriodEnd: false });
    const days = (row!.currentPeriodEnd!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const events = await database.db.select().from(localBillingEvents);
    const mine = events.filter((event) => event.payload.includes(row!.customerId));
    expect(mine.map((event) => event.type).sort()).toEqual(["checkout.session.completed", "customer.subscription.created"]);
    expect(mine.every((event) => event.deliveredAt !== null && event.attempts === 1)).toBe(true);
    for (const event of mine) {
      expect(await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
    }
    expect(await database.ping(2_000)).toBeUndefined();
  });

  it("the data export says which plan each test checkout and subscription was, and in plain words what became of it", async () => {
    const { student, sessionId } = await studentAtCheckout("premium");
    await completeLocalCheckout(database.db, sessionId, student.id);
    await deliverLocalEvents();
    const exported = (await billingAccountData.export(database.db, student.id)) as {
      testCheckouts: Array<{ plan: string; outcome: string }>;
      testSubscriptions: Array<{ plan: string; status: string; statusInWords: string | null }>;
    };
    expect(exported.testCheckouts).toEqual([expect.objectContaining({ plan: "Premium", outcome: "paid (test checkout, no money taken)" })]);
    expect(exported.testSubscriptions).toEqual([expect.objectContaining({ plan: "Premium", status: "active", statusInWords: "Active" })]);
    expect(JSON.stringify(exported)).not.toContain("price_");
  });

  it("follows the portal: switch plan, cancel at period end, cancel now", async () => {
    const { student, sessionId } = await studentAtCheckout("basic");
    await completeLocalCheckout(database.db, sessionId, student.id);
    await deliverLocalEvents();
    const portal = await provider.createPortalSession({ customerId: "ignored", returnUrl: "http://localhost:3000/pricing?portal=return" });
    expect(portal.url).toBe("/local-billing-portal?return=%2Fpricing%3Fportal%3Dreturn");

    expect(await changeLocalSubscription(database.db, student.id, { kind: "switch", plan: "premium" })).toBe(true);
    await deliverLocalEvents();
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ plan: "premium", status: "active", cancelAtPeriodEnd: false });

    expect(await changeLocalSubscription(database.db, student.id, { kind: "cancel-at-period-end" })).toBe(true);
    await deliverLocalEvents();
    const ending = await getSubscriptionRow(database.db, student.id);
    expect(ending).toMatchObject({ plan: "premium", status: "active", cancelAtPeriodEnd: true });
    expect(ending!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());

    expect(await changeLocalSubscription(database.db, student.id, { kind: "cancel-now" })).toBe(true);
    await deliverLocalEvents();
    const ended = await getSubscriptionRow(database.db, student.id);
    expect(ended).toMatchObject({ status: "canceled" });
    expect(ended!.currentPeriodEnd!.getTime()).toBeLessThanOrEqual(Date.now());
    // Nothing live is left to change.
    expect(await changeLocalSubscription(database.db, student.id, { kind: "cancel-now" })).toBe(false);
  });

  it("retries a delivery that failed, with backoff, until the plan converges", async () => {
    const { student, sessionId } = await studentAtCheckout("premium");
    await completeLocalCheckout(database.db, sessionId, student.id);
    let outages = 2;
    const flaky: BillingProvider = {
      ...provider,
      async listSubscriptions(customerId) {
        if (outages > 0) {
          outages -= 1;
          throw new Error("provider unreachable");
        }
        return provider.listSubscriptions(customerId);
      },
    };
    const now = new Date();
    expect(await deliverDueLocalEvents(database.db, flaky, now)).toEqual({ delivered: 0, failed: 2 });
    expect((await getSubscriptionRow(database.db, student.id))?.status).toBeNull();
    const customerId = (await getSubscriptionRow(database.db, student.id))!.customerId;
    const waiting = (await database.db.select().from(localBillingEvents)).filter((event) => event.payload.includes(customerId));
    expect(waiting).toHaveLength(2);
    for (const event of waiting) {
      expect(event.deliveredAt).toBeNull();
      expect(event.attempts).toBe(1);
      expect(event.lastError).toBe("500 sync failed");
      expect(event.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    }
    // Not due yet: nothing is sent early.
    expect(await deliverDueLocalEvents(database.db, flaky, new Date(now.getTime() + 1_000))).toEqual({ delivered: 0, failed: 0 });
    // Due: redelivered, and the plan converges.
    expect(await deliverDueLocalEvents(database.db, flaky, new Date(now.getTime() + retryDelayMs(1)))).toEqual({ delivered: 2, failed: 0 });
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ plan: "premium", status: "active" });
  });

  it("backs off 2 s, 4 s, 8 s ... up to ten minutes", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(DELIVERY.maxAttempts)).toBe(DELIVERY.maxDelayMs);
  });

  it("delivers at start what a stopped server left undelivered", async () => {
    const { student, sessionId } = await studentAtCheckout("basic");
    // Paid, then the server stopped before the events went out.
    await completeLocalCheckout(database.db, sessionId, student.id);
    expect((await getSubscriptionRow(database.db, student.id))?.status).toBeNull();
    await deliverLocalEvents(); // what the entry module runs at start
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ plan: "basic", status: "active" });
  });

  it("never lets an older read of the provider overwrite a newer one", async () => {
    const { student, sessionId } = await studentAtCheckout("standard");
    await completeLocalCheckout(database.db, sessionId, student.id);
    const { customerId } = (await getSubscriptionRow(database.db, student.id))!;
    const older = await readProviderState(provider, customerId);
    await changeLocalSubscription(database.db, student.id, { kind: "cancel-now" });
    const newer = await readProviderState(provider, customerId);
    newer.readAt = new Date(older.readAt.getTime() + 1_000);
    expect(await writeProviderState(database.db, customerId, newer)).toBe(true);
    expect(await writeProviderState(database.db, customerId, older)).toBe(false);
    expect((await getSubscriptionRow(database.db, student.id))?.status).toBe("canceled");
  });

  it("one account, one plan: two checkouts (two tabs), both paid: the older was closed, its payment refused, one subscription", async () => {
    const student = await createStudent(database.db);
    const account = { id: student.id, email: student.email, name: student.name };
    const trial = planStateFor({ trialEndsAt: new Date(Date.now() + 86_400_000) });
    const first = await startCheckout(database.db, provider, account, trial, "basic");
    const second = await startCheckout(database.db, provider, account, trial, "standard");
    if (!first.ok || !second.ok) throw new Error("checkout did not start");
    const basicId = first.value.url.split("/").pop()!;
    const standardId = second.value.url.split("/").pop()!;
    expect(standardId).not.toBe(basicId);
    // Starting the second closed the first at the stand-in.
    expect(await provider.retrieveCheckoutSession(basicId)).toMatchObject({ status: "expired", paymentStatus: "unpaid" });
    expect(await provider.retrieveCheckoutSession(standardId)).toMatchObject({ status: "open", paymentStatus: "unpaid" });

    expect(await completeLocalCheckout(database.db, standardId, student.id)).toMatchObject({ status: "complete", refused: null });
    expect(await completeLocalCheckout(database.db, basicId, student.id)).toMatchObject({ id: basicId, status: "expired", refused: "closed" });
    await deliverLocalEvents();
    const { customerId } = (await getSubscriptionRow(database.db, student.id))!;
    const subscriptions = await provider.listSubscriptions(customerId);
    expect(subscriptions.map((subscription) => [subscription.status, subscription.priceId])).toEqual([["active", config.billing.prices.standard]]);
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ plan: "standard", status: "active" });

    // Cancelling the plan leaves nothing hidden behind it.
    expect(await changeLocalSubscription(database.db, student.id, { kind: "cancel-now" })).toBe(true);
    await deliverLocalEvents();
    expect(planStateFor({ trialEndsAt: new Date(Date.now() + 86_400_000) }, await getSubscriptionRow(database.db, student.id)).status).toBe("lapsed");
  });

  it("refuses to pay a second open checkout once the customer pays for a plan, and a paying customer is sent to the portal", async () => {
    const student = await createStudent(database.db);
    const account = { id: student.id, email: student.email, name: student.name };
    const trial = planStateFor({ trialEndsAt: new Date(Date.now() + 86_400_000) });
    const started = await startCheckout(database.db, provider, account, trial, "basic");
    if (!started.ok) throw new Error("checkout did not start");
    const customerId = (await getSubscriptionRow(database.db, student.id))!.customerId;
    // Two sessions open at once (made in the same moment, before either could close the other).
    const racing = await provider.createCheckoutSession(
      { customerId, userId: student.id, priceId: config.billing.prices.premium, successUrl: "/success", cancelUrl: "/pricing" },
      "race",
    );
    const paid = await Promise.all([
      completeLocalCheckout(database.db, started.value.url.split("/").pop()!, student.id),
      completeLocalCheckout(database.db, racing.id, student.id),
    ]);
    expect(paid.map((outcome) => outcome?.refused ?? null).sort()).toEqual(["already-subscribed", null]);
    expect((await provider.listSubscriptions(customerId)).filter((subscription) => subscription.status === "active")).toHaveLength(1);

    // Our row has not heard of the payment yet (its events are not delivered): the provider is asked anyway.
    expect((await getSubscriptionRow(database.db, student.id))?.status).toBeNull();
    const again = await startCheckout(database.db, provider, account, trial, "premium");
    expect(again).toMatchObject({ ok: true, value: { url: expect.stringMatching(/^\/local-billing-portal/) } });
    expect((await getSubscriptionRow(database.db, student.id))?.status).toBe("active");
    await deliverLocalEvents();
  });

  it("a second live subscription that got through anyway is cancelled by the next sync: the newest is kept", async () => {
    const { student, sessionId } = await studentAtCheckout("basic");
    await completeLocalCheckout(database.db, sessionId, student.id);
    const { customerId } = (await getSubscriptionRow(database.db, student.id))!;
    const [older] = await provider.listSubscriptions(customerId);
    // As if Stripe took two payments in the same moment: a second live subscription, made later.
    await database.db.insert(localBillingSubscriptions).values({
      id: "sub_local_duplicate_" + student.id.slice(0, 8),
      customerId,
      priceId: config.billing.prices.premium,
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      createdAt: new Date(Date.now() + 1_000),
    });
    await deliverLocalEvents();
    const after = await provider.listSubscriptions(customerId);
    expect(after.find((subscription) => subscription.id === older!.id)?.status).toBe("canceled");
    expect(after.filter((subscription) => subscription.status === "active").map((subscription) => subscription.priceId)).toEqual([config.billing.prices.premium]);
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ plan: "premium", status: "active" });
  });

  it("cannot wedge even when misused: the stand-in's reads inside a transaction fail at once", async () => {
    const outcome = database.db.transaction(async () => provider.listSubscriptions("cus_local_any"));
    expect(await settledWithin(outcome, 2_000)).toBe("rejected");
    const error = await outcome.catch((caught: unknown) => caught);
    let cause: unknown = error;
    while (cause && !(cause instanceof QueryOutsideTransactionError)) cause = (cause as { cause?: unknown }).cause;
    expect(cause).toBeInstanceOf(QueryOutsideTransactionError);
  });
});
