import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { parseConfig, setConfig } from "~/platform/config.server";
import { createDatabase, setDatabase } from "~/platform/db/client.server";
import { localBillingEvents, localBillingSubscriptions, stripeEvents } from "~/platform/db/schema";

import { createStudent } from "../../../tests/support/factories";
import { createPostgresDatabase, openPgliteTestDatabase, resolveAdminUrl, type TestDatabase } from "../../../tests/support/test-database";
import { pricingRedirectFor } from "./access";
import { createLocalProvider, type BillingProvider } from "./billing-provider.server";
import { setBillingProvider } from "./billing.server";
import { startCheckout } from "./checkout.server";
import {
  changeLocalSubscription,
  completeLocalCheckout,
  currentLocalSubscription,
  deliverLocalEvents,
  DELIVERY,
  rollOverLocalSubscriptions,
  runLocalBillingClock,
  stopLocalEventDelivery,
} from "./local-billing.server";
import { planStateFor } from "./plan-state";
import { ENTITLEMENTS, NO_ENTITLEMENTS } from "./plans";
import { getSubscriptionRow } from "./subscription-row.server";

/**
 * The test checkout's subscriptions as time passes (the clock is the `now` passed in; nothing sleeps): at a
 * period's end they renew, end, or go past_due as Stripe's do, with Stripe's signed events delivered through
 * the same webhook handler, and the student's plan follows. Each kind of database is this file's own: the
 * roll-over takes every subscription in the database, so it must not touch other files' students.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "marker-local-roll-over-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
setConfig(config);
afterAll(() => stopLocalEventDelivery());

/** A fresh, migrated PostgreSQL database of this file's own, dropped afterwards. */
async function openOwnPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const created = await createPostgresDatabase(adminUrl, "marker_roll_over");
  const database = createDatabase({ kind: "postgres", url: created.url, poolMax: 5 });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      await created.drop();
    },
  };
}

const kinds: { name: string; open: () => Promise<TestDatabase> }[] = [{ name: "PGlite", open: openPgliteTestDatabase }];
const adminUrl = inject("testDatabaseUrl") ? await resolveAdminUrl() : null;
if (adminUrl) kinds.push({ name: "PostgreSQL", open: () => openOwnPostgresDatabase(adminUrl) });

const at = (iso: string) => new Date(iso);

describe.each(kinds)("the test checkout's subscriptions over time, on $name", ({ name, open }) => {
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

  /** A student who paid at the test checkout at `startedAt`, the checkout's events delivered. */
  async function subscribedStudent(startedAt: Date, plan: "basic" | "standard" | "premium" = "standard") {
    const student = await createStudent(database.db);
    const started = await startCheckout(
      database.db,
      provider,
      { id: student.id, email: student.email, name: student.name },
      planStateFor({ trialEndsAt: new Date() }),
      plan,
    );
    if (!started.ok) throw new Error(started.message);
    const paid = await completeLocalCheckout(database.db, started.value.url.split("/").pop()!, student.id, startedAt);
    expect(paid).toMatchObject({ status: "complete", refused: null });
    await deliverLocalEvents();
    const { customerId } = (await getSubscriptionRow(database.db, student.id))!;
    return { ...student, customerId };
  }

  /** The events the stand-in sent about the customer since it paid (the checkout's own two left out), by type. */
  async function eventsAfterCheckout(customerId: string) {
    const events = await database.db
      .select()
      .from(localBillingEvents)
      .where(like(localBillingEvents.payload, `%"${customerId}"%`));
    const later = events.filter((event) => !["checkout.session.completed", "customer.subscription.created"].includes(event.type));
    return { types: later.map((event) => event.type).sort(), events: later };
  }

  /** What the app reads for the student: the plan state from our synced subscriptions row. */
  async function planSeenBy(studentId: string, now: Date) {
    return planStateFor({ trialEndsAt: new Date(0) }, await getSubscriptionRow(database.db, studentId), now);
  }

  async function rollOverAndDeliver(now: Date) {
    const changed = await rollOverLocalSubscriptions(database.db, now);
    await deliverLocalEvents();
    return changed;
  }

  it("renews at the period's end: a new period to the same day next month, an invoice paid, and the plan carries on", async () => {
    const student = await subscribedStudent(at("2026-11-26T10:00:00.000Z"));
    expect((await getSubscriptionRow(database.db, student.id))?.currentPeriodEnd).toEqual(at("2026-12-26T10:00:00.000Z"));

    await rollOverAndDeliver(at("2026-12-26T09:59:00.000Z"));
    expect((await eventsAfterCheckout(student.customerId)).types).toEqual([]);

    // The audit's day: 31 December, the period that ended on 26 December has renewed.
    const now = at("2026-12-31T12:00:00.000Z");
    expect(await rollOverAndDeliver(now)).toBeGreaterThanOrEqual(1);
    const { types, events } = await eventsAfterCheckout(student.customerId);
    expect(types).toEqual(["customer.subscription.updated", "invoice.paid"]);
    // Delivered through the webhook handler, each recorded once.
    for (const event of events) {
      expect(event.deliveredAt).not.toBeNull();
      expect(await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
    }
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({
      plan: "standard",
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: at("2027-01-26T10:00:00.000Z"),
    });
    const seen = await planSeenBy(student.id, now);
    expect(seen).toMatchObject({ status: "active", plan: "standard", currentPeriodEnd: at("2027-01-26T10:00:00.000Z") });
    expect(seen.currentPeriodEnd!.getTime()).toBeGreaterThan(now.getTime());
    expect(seen.entitlements).toEqual(ENTITLEMENTS.standard);

    // A second run at the same moment finds nothing due.
    await rollOverAndDeliver(now);
    expect((await eventsAfterCheckout(student.customerId)).types).toEqual(["customer.subscription.updated", "invoice.paid"]);
  });

  it("ends at the period's end when set to cancel: canceled, the deletion sent, and the student is asked to reactivate", async () => {
    const student = await subscribedStudent(at("2026-11-26T10:00:00.000Z"));
    expect(await changeLocalSubscription(database.db, student.id, { kind: "cancel-at-period-end" }, at("2026-11-27T10:00:00.000Z"))).toBe(true);
    await deliverLocalEvents();
    expect(await planSeenBy(student.id, at("2026-12-20T00:00:00.000Z"))).toMatchObject({ status: "active", cancelAtPeriodEnd: true });

    const now = at("2026-12-31T12:00:00.000Z");
    await rollOverAndDeliver(now);
    expect((await eventsAfterCheckout(student.customerId)).types).toEqual(["customer.subscription.deleted", "customer.subscription.updated"]);
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ status: "canceled", currentPeriodEnd: at("2026-12-26T10:00:00.000Z") });
    const seen = await planSeenBy(student.id, now);
    expect(seen.status).toBe("lapsed");
    expect(seen.entitlements).toEqual(NO_ENTITLEMENTS);
    expect(pricingRedirectFor(seen)).toBe("/pricing?reactivate=true");
    // Nothing live is left for the portal.
    expect(await currentLocalSubscription(database.db, student.id)).toBeNull();
  });

  it("Keep my plan undoes a cancellation: at the period's end the plan renews instead of ending", async () => {
    const student = await subscribedStudent(at("2026-11-26T10:00:00.000Z"));
    expect(await changeLocalSubscription(database.db, student.id, { kind: "resume" })).toBe(false);
    await changeLocalSubscription(database.db, student.id, { kind: "cancel-at-period-end" });
    await deliverLocalEvents();
    expect(await changeLocalSubscription(database.db, student.id, { kind: "resume" })).toBe(true);
    await deliverLocalEvents();
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(await currentLocalSubscription(database.db, student.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: false });

    const now = at("2026-12-31T12:00:00.000Z");
    await rollOverAndDeliver(now);
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ status: "active", currentPeriodEnd: at("2027-01-26T10:00:00.000Z") });
    expect((await planSeenBy(student.id, now)).entitlements).toEqual(ENTITLEMENTS.standard);
  });

  it("a payment set to fail: past_due keeps the plan's features while it is retried, then the plan ends when the retries run out", async () => {
    const student = await subscribedStudent(at("2026-11-26T10:00:00.000Z"), "premium");
    expect(await changeLocalSubscription(database.db, student.id, { kind: "decline-next-payment" })).toBe(true);
    expect(await currentLocalSubscription(database.db, student.id)).toMatchObject({ status: "active", nextPaymentFails: true });
    // Nothing changes before the period's end.
    await rollOverAndDeliver(at("2026-12-20T00:00:00.000Z"));
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ status: "active" });

    const failedAt = at("2026-12-26T11:00:00.000Z");
    await rollOverAndDeliver(failedAt);
    expect((await eventsAfterCheckout(student.customerId)).types).toEqual(["customer.subscription.updated", "invoice.payment_failed"]);
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({
      status: "past_due",
      currentPeriodEnd: at("2027-01-26T10:00:00.000Z"),
    });
    const retrying = await planSeenBy(student.id, failedAt);
    expect(retrying).toMatchObject({ status: "active", plan: "premium", subscriptionStatus: "past_due" });
    expect(retrying.entitlements).toEqual(ENTITLEMENTS.premium);

    // Still retrying after 13 days.
    await rollOverAndDeliver(at("2027-01-08T10:00:00.000Z"));
    expect((await getSubscriptionRow(database.db, student.id))?.status).toBe("past_due");

    // Fourteen days after the failed payment, the retries have run out: ended, as Stripe's default does.
    const after = at("2027-01-09T10:01:00.000Z");
    await rollOverAndDeliver(after);
    expect((await eventsAfterCheckout(student.customerId)).types).toEqual([
      "customer.subscription.deleted",
      "customer.subscription.updated",
      "invoice.payment_failed",
    ]);
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ status: "canceled", currentPeriodEnd: at("2027-01-09T10:00:00.000Z") });
    const ended = await planSeenBy(student.id, after);
    expect(ended.status).toBe("lapsed");
    expect(ended.entitlements).toEqual(NO_ENTITLEMENTS);
  });

  it("the test action ends a payment's retries at once; it does nothing to a plan that is paid", async () => {
    const student = await subscribedStudent(at("2026-11-26T10:00:00.000Z"));
    expect(await changeLocalSubscription(database.db, student.id, { kind: "end-retries" })).toBe(false);
    await changeLocalSubscription(database.db, student.id, { kind: "decline-next-payment" });
    await rollOverAndDeliver(at("2026-12-27T00:00:00.000Z"));
    expect((await getSubscriptionRow(database.db, student.id))?.status).toBe("past_due");

    const now = at("2026-12-28T00:00:00.000Z");
    expect(await changeLocalSubscription(database.db, student.id, { kind: "end-retries" }, now)).toBe(true);
    await deliverLocalEvents();
    expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ status: "canceled", currentPeriodEnd: now });
    expect((await planSeenBy(student.id, now)).status).toBe("lapsed");
  });

  it("catches up period by period after months without a run; one set to cancel ends at its first period end", async () => {
    const renewing = await subscribedStudent(at("2027-01-31T10:00:00.000Z"), "basic");
    const cancelling = await subscribedStudent(at("2027-01-31T10:00:00.000Z"), "basic");
    await changeLocalSubscription(database.db, cancelling.id, { kind: "cancel-at-period-end" });
    await deliverLocalEvents();

    const now = at("2027-05-15T08:00:00.000Z");
    await rollOverAndDeliver(now);
    // Periods ended 28 February, 31 March, 30 April: three invoices, each with its own period.
    const { types, events } = await eventsAfterCheckout(renewing.customerId);
    expect(types).toEqual([...Array(3).fill("customer.subscription.updated"), ...Array(3).fill("invoice.paid")]);
    const periods = events
      .filter((event) => event.type === "invoice.paid")
      .map((event) => (JSON.parse(event.payload) as { data: { object: { period_start: number; period_end: number } } }).data.object)
      .map((invoice) => [new Date(invoice.period_start * 1000).toISOString(), new Date(invoice.period_end * 1000).toISOString()])
      .sort();
    expect(periods).toEqual([
      ["2027-02-28T10:00:00.000Z", "2027-03-31T10:00:00.000Z"],
      ["2027-03-31T10:00:00.000Z", "2027-04-30T10:00:00.000Z"],
      ["2027-04-30T10:00:00.000Z", "2027-05-31T10:00:00.000Z"],
    ]);
    expect(await getSubscriptionRow(database.db, renewing.id)).toMatchObject({ status: "active", currentPeriodEnd: at("2027-05-31T10:00:00.000Z") });
    expect((await planSeenBy(renewing.id, now)).entitlements).toEqual(ENTITLEMENTS.basic);

    expect((await eventsAfterCheckout(cancelling.customerId)).types).toEqual(["customer.subscription.deleted", "customer.subscription.updated"]);
    expect(await getSubscriptionRow(database.db, cancelling.id)).toMatchObject({ status: "canceled", currentPeriodEnd: at("2027-02-28T10:00:00.000Z") });
    expect((await planSeenBy(cancelling.id, now)).status).toBe("lapsed");
  });

  it("two runs at once (two instances) renew each subscription once", async () => {
    const students = await Promise.all([1, 2, 3, 4, 5].map(() => subscribedStudent(at("2028-03-05T10:00:00.000Z"))));
    const now = at("2028-04-06T00:00:00.000Z");
    await Promise.all([rollOverLocalSubscriptions(database.db, now), rollOverLocalSubscriptions(database.db, now)]);
    await deliverLocalEvents();
    for (const student of students) {
      expect((await eventsAfterCheckout(student.customerId)).types).toEqual(["customer.subscription.updated", "invoice.paid"]);
      expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ status: "active", currentPeriodEnd: at("2028-05-05T10:00:00.000Z") });
    }
  });

  it.runIf(name === "PostgreSQL")("a portal change waits for a roll-over under way, and does not touch the subscription it ended", async () => {
    const student = await subscribedStudent(at("2028-01-20T10:00:00.000Z"));
    await changeLocalSubscription(database.db, student.id, { kind: "cancel-at-period-end" });
    await deliverLocalEvents();
    const { id } = (await currentLocalSubscription(database.db, student.id))!;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // Another instance's roll-over, part way through: its transaction holds the row, which it has ended.
    const otherInstance = database.db.transaction(async (tx) => {
      await tx.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.id, id)).for("update");
      await tx.update(localBillingSubscriptions).set({ status: "canceled" }).where(eq(localBillingSubscriptions.id, id));
      holding();
      await released;
    });
    await held;
    // "Keep my plan", clicked in that moment: the subscription still reads as live outside the transaction.
    const resumed = changeLocalSubscription(database.db, student.id, { kind: "resume" });
    for (let waited = 0; ; waited += 20) {
      const waiting = (await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if ((waiting.rows[0]?.n ?? 0) > 0) break;
      if (waited > 5_000) throw new Error("the portal change never waited for the row");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await otherInstance;
    expect(await resumed).toBe(false);
    const [after] = await database.db.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.id, id));
    expect(after).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true });
  });

  it("the clock the server runs at start and in housekeeping catches up and delivers everything in one call, beyond one delivery batch", async () => {
    const students = await Promise.all([1, 2, 3].map(() => subscribedStudent(at("2028-04-10T10:00:00.000Z"))));
    // Nine months stopped: nine renewals each, two events apiece, more than one batch of deliveries.
    await runLocalBillingClock(at("2029-01-11T00:00:00.000Z"));
    for (const student of students) {
      expect((await eventsAfterCheckout(student.customerId)).events).toHaveLength(18);
      expect(await getSubscriptionRow(database.db, student.id)).toMatchObject({ status: "active", currentPeriodEnd: at("2029-02-10T10:00:00.000Z") });
    }
    expect(DELIVERY.batchSize).toBeLessThan(3 * 18);
  });
});
