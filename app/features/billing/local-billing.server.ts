import { randomBytes } from "node:crypto";

import { and, asc, desc, eq, inArray, isNull, lt, lte, min, or, sql } from "drizzle-orm";

import { getConfig } from "~/platform/config.server";
import { getDb, type Db, type Tx } from "~/platform/db/client.server";
import { localBillingEvents, localBillingSessions, localBillingSubscriptions } from "~/platform/db/schema";
import { getLogger } from "~/platform/logger.server";

import { signLocalEvent, type BillingProvider } from "./billing-provider.server";
import { getBillingProvider, handleWebhook } from "./billing.server";
import type { PlanId } from "./plans";
import { periodEnd, planRollOver } from "./local-subscription-clock";
import { getSubscriptionRow } from "./subscription-row.server";
import { processSingleton } from "~/platform/process-singleton";

/**
 * The test checkout's side of a payment provider: the "payment", the portal's changes, and the events it
 * sends about them. Each change and its event are written in one transaction; the event is then delivered,
 * signed, to the same webhook handler Stripe's events reach, and retried with backoff until it is accepted.
 */

/**
 * Retry delays after a failed delivery: 2 s, 4 s, 8 s ... at most 10 minutes apart, 15 tries in all. Events
 * are taken `batchSize` at a time.
 */
export const DELIVERY = { maxAttempts: 15, firstDelayMs: 2_000, maxDelayMs: 10 * 60_000, claimMs: 30_000, batchSize: 50 } as const;

export function retryDelayMs(attempts: number): number {
  return Math.min(DELIVERY.firstDelayMs * 2 ** Math.max(0, attempts - 1), DELIVERY.maxDelayMs);
}

async function enqueueEvent(tx: Tx, type: string, object: Record<string, unknown>, at: Date = new Date()) {
  const id = `evt_local_${randomBytes(12).toString("hex")}`;
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(at.getTime() / 1000),
    livemode: false,
    data: { object },
  });
  await tx.insert(localBillingEvents).values({ id, type, payload });
}

const LIVE_STATUSES = ["active", "trialing", "past_due"];

/**
 * A test-only mark, kept as a row of local_billing_sessions tied to the subscription: its card will decline
 * (Stripe's test card 4000 0000 0000 0341, attached through the portal). The stand-in has no table of
 * payment methods; a new checkout pays with a new card, so the mark belongs to one subscription.
 */
const DECLINING_CARD = "card_declines";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The subscription as an event carries it (the webhook reads only the customer and re-reads the rest). */
function subscriptionObject(row: { id: string; customerId: string; status: string; cancelAtPeriodEnd: boolean }) {
  return { id: row.id, object: "subscription", customer: row.customerId, status: row.status, cancel_at_period_end: row.cancelAtPeriodEnd };
}

type LocalCheckoutSession = typeof localBillingSessions.$inferSelect;

/**
 * What the test checkout did with a payment: the session, and why it was refused (null when paid). Like
 * Stripe, it will not take money for a session that has closed (a newer checkout replaced it); unlike Stripe
 * it can also refuse a second live subscription, so the test checkout never holds two.
 */
export type LocalCheckoutOutcome = LocalCheckoutSession & { refused: null | "closed" | "already-subscribed" };

/**
 * The stand-in's "payment": completes the user's open checkout session with an active monthly subscription.
 * Null for a session that is not the user's. One customer's payments are taken one at a time, so two tabs
 * paying at once cannot both get through.
 */
export async function completeLocalCheckout(db: Db, sessionId: string, userId: string, now: Date = new Date()): Promise<LocalCheckoutOutcome | null> {
  return db.transaction(async (tx) => {
    const mine = and(eq(localBillingSessions.id, sessionId), eq(localBillingSessions.userId, userId));
    const [found] = await tx.select({ customerId: localBillingSessions.customerId }).from(localBillingSessions).where(mine);
    if (!found) return null;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`local-checkout:${found.customerId}`}))`);
    // Locked, so a newer checkout expiring it waits for this payment (and then finds it paid), or goes first.
    const [session] = await tx.select().from(localBillingSessions).where(mine).for("update");
    if (!session) return null;
    if (session.status === "complete") return { ...session, refused: null };
    if (session.status !== "open") return { ...session, refused: "closed" as const };
    const [live] = await tx
      .select({ id: localBillingSubscriptions.id })
      .from(localBillingSubscriptions)
      .where(and(eq(localBillingSubscriptions.customerId, session.customerId), inArray(localBillingSubscriptions.status, LIVE_STATUSES)))
      .limit(1);
    if (live) return { ...session, refused: "already-subscribed" as const };
    const subscriptionId = `sub_local_${randomBytes(10).toString("hex")}`;
    await tx.insert(localBillingSubscriptions).values({
      id: subscriptionId,
      customerId: session.customerId,
      priceId: session.priceId,
      status: "active",
      // The start is the billing cycle anchor: every later period ends on its day of the month.
      createdAt: now,
      currentPeriodEnd: periodEnd(now, 1),
    });
    const [done] = await tx
      .update(localBillingSessions)
      .set({ status: "complete", subscriptionId })
      .where(eq(localBillingSessions.id, sessionId))
      .returning();
    await enqueueEvent(tx, "customer.subscription.created", { id: subscriptionId, object: "subscription", customer: session.customerId });
    await enqueueEvent(tx, "checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      customer: session.customerId,
      subscription: subscriptionId,
      status: "complete",
      payment_status: "paid",
    });
    return done ? { ...done, refused: null } : null;
  });
}

/** The user's open checkout session at the stand-in, or null (paid, someone else's or made up). */
export async function openLocalCheckoutSession(db: Db, sessionId: string, userId: string) {
  const [session] = await db
    .select()
    .from(localBillingSessions)
    .where(and(eq(localBillingSessions.id, sessionId), eq(localBillingSessions.userId, userId)));
  return session && session.status === "open" ? session : null;
}

/**
 * The user's live subscription at the stand-in, or null; `nextPaymentFails` when its card was set to decline
 * (the portal's test action).
 */
export async function currentLocalSubscription(db: Db, userId: string) {
  const row = await getSubscriptionRow(db, userId);
  if (!row) return null;
  const [subscription] = await db
    .select()
    .from(localBillingSubscriptions)
    .where(and(eq(localBillingSubscriptions.customerId, row.customerId), inArray(localBillingSubscriptions.status, LIVE_STATUSES)))
    .orderBy(desc(localBillingSubscriptions.createdAt))
    .limit(1);
  if (!subscription) return null;
  const [declining] = await db
    .select({ id: localBillingSessions.id })
    .from(localBillingSessions)
    .where(and(eq(localBillingSessions.subscriptionId, subscription.id), eq(localBillingSessions.status, DECLINING_CARD)))
    .limit(1);
  return { ...subscription, nextPaymentFails: Boolean(declining) };
}

/**
 * What the test portal can do. The first three are what Marker's Stripe portal offers; the others are
 * test-only: a real plan ends only at the period's end (the pricing FAQ), a payment fails only when a bank
 * declines it, and a renewal waits for the period's end.
 */
export type PortalChange =
  | { kind: "switch"; plan: PlanId }
  | { kind: "cancel-at-period-end" }
  | { kind: "resume" }
  | { kind: "cancel-now" }
  | { kind: "decline-next-payment" }
  | { kind: "end-retries" }
  | { kind: "renew-now" };

/**
 * Applies a portal change to the user's live subscription and records its event. False when there is none,
 * or when the change does not apply to it (nothing to resume, no payment being retried, no renewal due on a
 * payment being retried). The row is locked and read again, so a change never lands on a subscription the
 * roll-over has just ended.
 */
export async function changeLocalSubscription(db: Db, userId: string, change: PortalChange, now: Date = new Date()): Promise<boolean> {
  const subscription = await currentLocalSubscription(db, userId);
  if (!subscription) return false;
  const prices = getConfig().billing.prices;
  return db.transaction(async (tx) => {
    const where = eq(localBillingSubscriptions.id, subscription.id);
    const [row] = await tx
      .select()
      .from(localBillingSubscriptions)
      .where(and(where, inArray(localBillingSubscriptions.status, LIVE_STATUSES)))
      .for("update");
    if (!row) return false;
    const announce = async (type: string, changed: Partial<typeof row>) => {
      const [updated] = await tx.update(localBillingSubscriptions).set(changed).where(where).returning();
      await enqueueEvent(tx, type, subscriptionObject(updated!), now);
    };
    switch (change.kind) {
      case "switch":
        // A plan set to end is kept first ("Keep my plan"): a switch would promise a next payment that never comes
        // (and give the dearer plan for the rest of the month for the cheaper one's price), as Stripe's portal
        // offers no plan change on a subscription set to cancel.
        if (row.cancelAtPeriodEnd) return false;
        await announce("customer.subscription.updated", { priceId: prices[change.plan] });
        return true;
      case "cancel-at-period-end":
        await announce("customer.subscription.updated", { cancelAtPeriodEnd: true });
        return true;
      case "resume":
        if (!row.cancelAtPeriodEnd) return false;
        await announce("customer.subscription.updated", { cancelAtPeriodEnd: false });
        return true;
      case "cancel-now":
        await announce("customer.subscription.deleted", { status: "canceled", currentPeriodEnd: now });
        return true;
      case "decline-next-payment":
        // Stripe sends nothing the app listens to when a card is attached; the next roll-over tells.
        if (!subscription.nextPaymentFails) {
          await tx.insert(localBillingSessions).values({
            id: `cs_local_${randomBytes(10).toString("hex")}`,
            customerId: row.customerId,
            userId,
            priceId: row.priceId,
            status: DECLINING_CARD,
            subscriptionId: row.id,
          });
        }
        return true;
      case "end-retries":
        if (row.status !== "past_due") return false;
        await announce("customer.subscription.deleted", { status: "canceled", currentPeriodEnd: now });
        return true;
      case "renew-now":
        // A past_due subscription's renewal has already been tried: its retries run instead (end-retries).
        if (row.status !== "active" && row.status !== "trialing") return false;
        // This subscription's clock moves to its period's end, as a Stripe test clock is advanced, and the
        // clock's own roll-over runs: it renews, goes past_due on a declining card, or ends if set to cancel.
        // A plan that ends here ends today, not on the period's end it was moved to: its pages then say so.
        return rollOverLocked(tx, row, row.currentPeriodEnd, now);
    }
  });
}

type LocalSubscriptionRow = typeof localBillingSubscriptions.$inferSelect;

/**
 * One subscription's roll-over to `now`, its row locked by the caller's transaction: the new status and period
 * end, and the events Stripe sends for each step (planRollOver). The clock and the portal's test-only "Renew
 * now" both come here, so what a student tries early is what happens at the period's end. False when nothing
 * was due.
 */
async function rollOverLocked(tx: Tx, row: LocalSubscriptionRow, now: Date, endedAt?: Date): Promise<boolean> {
  const [declining] = await tx
    .select({ id: localBillingSessions.id })
    .from(localBillingSessions)
    .where(and(eq(localBillingSessions.subscriptionId, row.id), eq(localBillingSessions.status, DECLINING_CARD)))
    .limit(1);
  const { steps, status, currentPeriodEnd: rolledEnd } = planRollOver(row, Boolean(declining), now);
  if (steps.length === 0) return false;
  const ends = endedAt !== undefined && steps.some((step) => step.kind === "ended");
  const currentPeriodEnd = ends ? endedAt : rolledEnd;
  await tx.update(localBillingSubscriptions).set({ status, currentPeriodEnd }).where(eq(localBillingSubscriptions.id, row.id));
  for (const step of steps) {
    if (step.kind === "ended") {
      const ended = { ...row, status: "canceled", ...(ends ? { currentPeriodEnd: endedAt } : {}) };
      await enqueueEvent(tx, "customer.subscription.deleted", subscriptionObject(ended), now);
      continue;
    }
    const paid = step.kind === "renewed";
    await enqueueEvent(
      tx,
      paid ? "invoice.paid" : "invoice.payment_failed",
      {
        id: `in_local_${randomBytes(10).toString("hex")}`,
        object: "invoice",
        customer: row.customerId,
        subscription: row.id,
        billing_reason: "subscription_cycle",
        status: paid ? "paid" : "open",
        period_start: seconds(step.periodStart),
        period_end: seconds(step.periodEnd),
      },
      now,
    );
    await enqueueEvent(tx, "customer.subscription.updated", subscriptionObject({ ...row, status: paid ? "active" : "past_due" }), now);
  }
  getLogger().info({ subscriptionId: row.id, steps: steps.map((step) => step.kind), status }, "test checkout subscription rolled over");
  return true;
}

/**
 * The stand-in's side of time passing: every live test subscription whose period has ended renews, ends, or
 * goes past_due (and a past_due one whose retries have run out ends), period by period up to `now`, with the
 * events Stripe sends for each step (planRollOver). Each subscription is locked and read again in its own
 * short transaction, so two runs (two instances, a timer and a start) never renew one twice. Returns how many
 * subscriptions changed; their events are delivered by deliverLocalEvents.
 */
export async function rollOverLocalSubscriptions(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: localBillingSubscriptions.id })
    .from(localBillingSubscriptions)
    .where(
      and(
        inArray(localBillingSubscriptions.status, LIVE_STATUSES),
        or(lte(localBillingSubscriptions.currentPeriodEnd, now), eq(localBillingSubscriptions.status, "past_due")),
      ),
    );
  let changed = 0;
  for (const { id } of due) {
    const rolled = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.id, id)).for("update");
      return row ? rollOverLocked(tx, row, now) : false;
    });
    if (rolled) changed += 1;
  }
  return changed;
}

/**
 * The test checkout's clock, run at start and by housekeeping: rolls its subscriptions over to now, then
 * delivers what is waiting (their events, and any a stopped server left undelivered). Nothing with Stripe.
 */
export async function runLocalBillingClock(now: Date = new Date()): Promise<number> {
  if (getBillingProvider().kind !== "local") return 0;
  try {
    return await rollOverLocalSubscriptions(getDb(), now);
  } finally {
    await deliverLocalEvents();
  }
}

/**
 * Delivers every event that is due, oldest first, each claimed before it is sent so that two deliverers
 * never send the same event at once. Runs outside any transaction: the handler does its own reads and its
 * one short write. Returns how many were delivered and how many failed this time.
 */
export async function deliverDueLocalEvents(db: Db, provider: BillingProvider, now: Date = new Date()) {
  const due = await db
    .select({ id: localBillingEvents.id })
    .from(localBillingEvents)
    .where(
      and(
        isNull(localBillingEvents.deliveredAt),
        lt(localBillingEvents.attempts, DELIVERY.maxAttempts),
        lte(localBillingEvents.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(localBillingEvents.createdAt))
    .limit(DELIVERY.batchSize);
  let delivered = 0;
  let failed = 0;
  for (const { id } of due) {
    const [claimed] = await db
      .update(localBillingEvents)
      .set({ nextAttemptAt: new Date(now.getTime() + DELIVERY.claimMs) })
      .where(and(eq(localBillingEvents.id, id), isNull(localBillingEvents.deliveredAt), lte(localBillingEvents.nextAttemptAt, now)))
      .returning();
    if (!claimed) continue;
    const outcome = await handleWebhook(db, provider, claimed.payload, signLocalEvent(provider.webhookSecret, claimed.payload));
    const attempts = claimed.attempts + 1;
    if (outcome.status === 200) {
      delivered += 1;
      await db.update(localBillingEvents).set({ attempts, deliveredAt: new Date(), lastError: null }).where(eq(localBillingEvents.id, id));
    } else {
      failed += 1;
      const retryAt = new Date(now.getTime() + retryDelayMs(attempts));
      getLogger().warn({ eventId: id, type: claimed.type, attempts, retryAt }, "test checkout event not accepted; will retry");
      await db
        .update(localBillingEvents)
        .set({ attempts, nextAttemptAt: retryAt, lastError: `${outcome.status} ${outcome.body.error ?? ""}`.trim() })
        .where(eq(localBillingEvents.id, id));
    }
  }
  return { delivered, failed };
}

/** When the next undelivered event falls due, or null when none is waiting. */
export async function nextLocalEventDue(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(localBillingEvents.nextAttemptAt) })
    .from(localBillingEvents)
    .where(and(isNull(localBillingEvents.deliveredAt), lt(localBillingEvents.attempts, DELIVERY.maxAttempts)));
  return row?.next ?? null;
}

type DeliveryState = { timer: NodeJS.Timeout | null; running: Promise<void> | null; again: boolean };

const deliveryState = () =>
  processSingleton<DeliveryState>("marker.local-event-delivery", () => ({ timer: null, running: null, again: false }));

/**
 * Delivers what is due now and schedules a timer for the next retry. The routes await it after a change so
 * the plan is current on the next page; at start it picks up events a stopped server left undelivered.
 */
export function deliverLocalEvents(): Promise<void> {
  const provider = getBillingProvider();
  if (provider.kind !== "local") return Promise.resolve();
  const state = deliveryState();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  const db = getDb();
  state.running = (async () => {
    try {
      do {
        state.again = false;
        const { delivered, failed } = await deliverDueLocalEvents(db, provider);
        // A full batch may have left more due (months of renewals caught up at start): take the next at once.
        if (delivered + failed >= DELIVERY.batchSize) state.again = true;
      } while (state.again);
      const next = await nextLocalEventDue(db);
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
      if (next) {
        state.timer = setTimeout(() => void deliverLocalEvents(), Math.max(0, next.getTime() - Date.now()) + 50);
        state.timer.unref();
      }
    } catch (error) {
      getLogger().error({ err: error }, "test checkout events could not be delivered; retrying in a minute");
      state.timer = setTimeout(() => void deliverLocalEvents(), 60_000);
      state.timer.unref();
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/** Stops the retry timer (server shutdown, tests). */
export function stopLocalEventDelivery() {
  const state = deliveryState();
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
}
