import { randomUUID } from "node:crypto";

import { and, eq, isNull, lte, or, sql } from "drizzle-orm";

import { getConfig, type Config } from "~/platform/config.server";
import { getDb, type Db, type DbOrTx } from "~/platform/db/client.server";
import { stripeEvents, subscriptions } from "~/platform/db/schema";
import { getLogger } from "~/platform/logger.server";

import {
  createDisabledProvider,
  createLocalProvider,
  createStripeProvider,
  type BillingProvider,
  type ProviderSubscription,
} from "./billing-provider.server";
import { PLAN_IDS, type PlanId } from "./plans";
import { isLiveSubscription, newestFirst } from "./live-subscriptions";
import { processSingleton, setProcessSingleton } from "~/platform/process-singleton";

const PROVIDER_KEY = "marker.billing-provider";

export function getBillingProvider(): BillingProvider {
  return processSingleton<BillingProvider>(PROVIDER_KEY, () => {
    const config = getConfig();
    const { billing } = config;
    if (billing.provider === "stripe") return createStripeProvider(billing);
    return billing.provider === "local" ? createLocalProvider(config, getDb()) : createDisabledProvider();
  });
}

export function setBillingProvider(provider: BillingProvider | undefined) {
  setProcessSingleton(PROVIDER_KEY, provider);
}

/** Our plan for a provider price; only the three configured prices count. */
export function planForPrice(config: Config, priceId: string | null): PlanId | null {
  return PLAN_IDS.find((plan) => config.billing.prices[plan] === priceId) ?? null;
}

/**
 * The subscription that decides the plan: the live one, else the newest of any status. A customer has at
 * most one live subscription (readProviderState cancels any other); were two still listed, the newest counts.
 */
export function pickSubscription(list: ProviderSubscription[]): ProviderSubscription | null {
  const ordered = newestFirst(list);
  return ordered.find(isLiveSubscription) ?? ordered[0] ?? null;
}

/** What the provider says about a customer, and when we asked. */
export interface ProviderState {
  chosen: ProviderSubscription | null;
  readAt: Date;
}

/**
 * Asks the provider for the customer's subscriptions. A vendor call: never inside a transaction.
 *
 * One account pays for one plan. Two checkouts paid in the same moment (two tabs, a parent and a child on
 * two devices) can still leave two live subscriptions at Stripe; the first sync that sees them keeps the
 * newest (the plan chosen last), cancels the others at the provider with the unused time credited, logs it,
 * and reads the list again.
 */
export async function readProviderState(provider: BillingProvider, customerId: string): Promise<ProviderState> {
  const readAt = new Date();
  let list = await provider.listSubscriptions(customerId);
  const [kept, ...duplicates] = newestFirst(list).filter(isLiveSubscription);
  if (kept && duplicates.length > 0) {
    getLogger().warn(
      { customerId, kept: kept.id, cancelled: duplicates.map((subscription) => subscription.id) },
      "customer had more than one live subscription: kept the newest, cancelled the others with the unused time credited",
    );
    for (const duplicate of duplicates) await provider.cancelDuplicateSubscription(duplicate.id);
    list = await provider.listSubscriptions(customerId);
  }
  return { chosen: pickSubscription(list), readAt };
}

/**
 * Writes what the provider said onto our row, unless a newer read has already been written (two syncs that
 * overlap end with the later read, whatever order their writes land in). Returns whether it wrote.
 */
export async function writeProviderState(db: DbOrTx, customerId: string, state: ProviderState): Promise<boolean> {
  const { chosen, readAt } = state;
  const written = await db
    .update(subscriptions)
    .set({
      subscriptionId: chosen?.id ?? null,
      priceId: chosen?.priceId ?? null,
      plan: planForPrice(getConfig(), chosen?.priceId ?? null),
      status: chosen?.status ?? null,
      currentPeriodEnd: chosen?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: chosen?.cancelAtPeriodEnd ?? false,
      providerReadAt: readAt,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        or(isNull(subscriptions.providerReadAt), lte(subscriptions.providerReadAt, readAt)),
      ),
    )
    .returning({ userId: subscriptions.userId });
  return written.length > 0;
}

async function isOurCustomer(db: Db, customerId: string): Promise<boolean> {
  const [row] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.customerId, customerId));
  return Boolean(row);
}

/**
 * Re-reads the customer's subscriptions from the provider, then writes our row. Idempotent: whatever order
 * events arrive in, the row ends as the provider's latest state. /success and the portal's return call it;
 * the webhook does the same in two steps around its event record. Call it outside any transaction.
 */
export async function syncSubscription(db: Db, provider: BillingProvider, customerId: string): Promise<void> {
  if (!(await isOurCustomer(db, customerId))) {
    getLogger().warn({ customerId }, "sync for a customer we did not create; ignored");
    return;
  }
  await writeProviderState(db, customerId, await readProviderState(provider, customerId));
}

/** The user's customer id at the provider, creating the customer (and our row) the first time. */
export async function ensureCustomer(db: Db, provider: BillingProvider, user: { id: string; email: string; name: string }): Promise<string> {
  const [existing] = await db.select({ customerId: subscriptions.customerId }).from(subscriptions).where(eq(subscriptions.userId, user.id));
  if (existing) return existing.customerId;
  const customerId = await provider.createCustomer({ userId: user.id, email: user.email, name: user.name }, `customer:${user.id}`);
  await db.insert(subscriptions).values({ userId: user.id, customerId }).onConflictDoNothing({ target: subscriptions.userId });
  const [row] = await db.select({ customerId: subscriptions.customerId }).from(subscriptions).where(eq(subscriptions.userId, user.id));
  return row!.customerId;
}

/** Event types that can change a subscription; everything else is acknowledged and ignored. */
const RELEVANT_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
  "invoice.payment_succeeded",
]);

function customerOf(object: unknown): string | null {
  const customer = (object as { customer?: unknown } | null)?.customer;
  if (typeof customer === "string") return customer;
  if (customer && typeof customer === "object" && typeof (customer as { id?: unknown }).id === "string") return (customer as { id: string }).id;
  return null;
}

export type WebhookOutcome = { status: 200 | 400 | 500; body: { received: boolean; duplicate?: boolean; ignored?: boolean; error?: string } };

/**
 * The webhook: signature checked over the raw body (400 otherwise, nothing written); a repeat is
 * acknowledged and skipped; otherwise the customer's subscriptions are read from the provider first (no
 * transaction is open while we wait on the network), then the event record and our row are written in one
 * short transaction. A failed read or write records nothing and answers 500, so the provider retries.
 */
export async function handleWebhook(db: Db, provider: BillingProvider, rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const logger = getLogger();
  let event;
  try {
    event = provider.verifyWebhook(rawBody, signature);
  } catch (error) {
    logger.warn({ err: error }, "webhook refused: signature did not verify");
    return { status: 400, body: { received: false, error: "invalid signature" } };
  }
  if (!RELEVANT_EVENTS.has(event.type)) return { status: 200, body: { received: true, ignored: true } };
  const customerId = customerOf(event.data.object);
  const duplicate = { status: 200 as const, body: { received: true, duplicate: true } };
  try {
    const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
    if (seen) return duplicate;
    let state: ProviderState | null = null;
    if (customerId && (await isOurCustomer(db, customerId))) {
      state = await readProviderState(provider, customerId);
    } else if (customerId) {
      logger.warn({ customerId, eventId: event.id }, "webhook for a customer we did not create; recorded and ignored");
    }
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id });
      if (inserted.length === 0) return duplicate;
      if (customerId && state) await writeProviderState(tx, customerId, state);
      logger.info({ eventId: event.id, type: event.type }, "webhook processed");
      return { status: 200 as const, body: { received: true } };
    });
  } catch (error) {
    logger.error({ err: error, eventId: event.id }, "webhook sync failed; the provider will retry");
    return { status: 500, body: { received: false, error: "sync failed" } };
  }
}

export function newIdempotencyKey(kind: string, userId: string): string {
  return `${kind}:${userId}:${randomUUID()}`;
}
