import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import Stripe from "stripe";

import type { Config } from "~/platform/config.server";
import type { Db } from "~/platform/db/client.server";
import { localBillingSessions, localBillingSubscriptions } from "~/platform/db/schema";

import { PAYMENTS_NOT_CONFIGURED } from "./checkout-messages";

/** The Stripe API version this code is written against: pinned in one place. */
export const STRIPE_API_VERSION = "2026-10-28.endive";

export interface ProviderCheckoutSession {
  id: string;
  customerId: string | null;
  status: string | null;
  paymentStatus: string | null;
}

export interface ProviderSubscription {
  id: string;
  status: string;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  created: number;
}

/**
 * What billing needs from the payment provider. Stripe in production; the embedded stand-in otherwise
 * (its checkout and portal are pages of this app, and it sends itself signed webhooks), so both run the
 * same webhook route and the same sync.
 */
export interface BillingProvider {
  kind: "stripe" | "local" | "none";
  createCustomer(input: { userId: string; email: string; name: string }, idempotencyKey: string): Promise<string>;
  createCheckoutSession(
    input: {
      customerId: string;
      userId: string;
      priceId: string;
      successUrl: string;
      cancelUrl: string;
      /** Said beside the pay button when paying ends a free trial and starts the plan at once. */
      startsNow?: string | null;
    },
    idempotencyKey: string,
  ): Promise<{ id: string; url: string | null }>;
  /** Stripe's `status` (open, complete, expired) and `payment_status` (paid, unpaid, no_payment_required). */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  /**
   * Expires every checkout session of the customer that is still open, except `keepId` (the one just made),
   * so an older tab or another device can no longer pay for a second plan. Returns the ids it expired.
   */
  expireOpenCheckoutSessions(customerId: string, keepId: string): Promise<string[]>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Ends every live subscription of the customer at once (account deletion); no charge follows. */
  cancelSubscriptionsNow(customerId: string): Promise<void>;
  /**
   * Deletes the customer record, with the name and email it holds, at the provider (account deletion, after the
   * subscriptions are cancelled). Stripe keeps the invoices and payments it must keep by law. A customer already
   * deleted is fine.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /**
   * Ends one subscription now, crediting the unused part of its period to the customer (a duplicate found by
   * the sync). Already ended is fine.
   */
  cancelDuplicateSubscription(subscriptionId: string): Promise<void>;
  /** Checks the signature over the raw body and returns the event; throws when it does not verify. */
  verifyWebhook(rawBody: string, signature: string | null): Stripe.Event;
  webhookSecret: string;
}

function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port) || (base.protocol === "https:" ? 443 : 80), protocol: base.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });
}

const WEBHOOK_TOLERANCE_SECONDS = 300;

function verifyWith(stripe: Stripe, secret: string, rawBody: string, signature: string | null): Stripe.Event {
  if (!signature) throw new Error("missing Stripe-Signature header");
  return stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
}

export function createStripeProvider(settings: Extract<Config["billing"], { provider: "stripe" }>): BillingProvider {
  const stripe = stripeClient(settings.secretKey, settings.apiBase);
  return {
    kind: "stripe",
    webhookSecret: settings.webhookSecret,
    async createCustomer({ userId, email, name }, idempotencyKey) {
      const customer = await stripe.customers.create({ email, name, metadata: { user_id: userId } }, { idempotencyKey });
      return customer.id;
    },
    async createCheckoutSession({ customerId, userId, priceId, successUrl, cancelUrl, startsNow }, idempotencyKey) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer: customerId,
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: userId,
          metadata: { user_id: userId },
          subscription_data: { metadata: { user_id: userId } },
          ...(startsNow ? { custom_text: { submit: { message: startsNow } } } : {}),
        },
        { idempotencyKey },
      );
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id) {
      try {
        const session = await stripe.checkout.sessions.retrieve(id);
        return {
          id: session.id,
          customerId: typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null),
          status: session.status,
          paymentStatus: session.payment_status,
        };
      } catch (error) {
        if (statusCodeOf(error) === 404) return null;
        throw error;
      }
    },
    async expireOpenCheckoutSessions(customerId, keepId) {
      const expired: string[] = [];
      for await (const session of stripe.checkout.sessions.list({ customer: customerId, status: "open", limit: 100 })) {
        if (session.id === keepId) continue;
        try {
          await stripe.checkout.sessions.expire(session.id);
          expired.push(session.id);
        } catch (error) {
          // Stripe refuses to expire a session that is no longer open (paid or expired a moment ago): fine.
          if (statusCodeOf(error) !== 400 || (await stripe.checkout.sessions.retrieve(session.id)).status === "open") throw error;
        }
      }
      return expired;
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
    async listSubscriptions(customerId) {
      const list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
      return list.data.map((subscription) => {
        const item = subscription.items.data[0];
        return {
          id: subscription.id,
          status: subscription.status,
          priceId: item?.price?.id ?? null,
          // Current API versions keep the period on the subscription's items.
          currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          created: subscription.created,
        };
      });
    },
    async cancelSubscriptionsNow(customerId) {
      const list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
      for (const subscription of list.data) {
        if (["active", "trialing", "past_due", "unpaid", "incomplete", "paused"].includes(subscription.status)) {
          await stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey: `cancel:${subscription.id}` });
        }
      }
    },
    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        // Deleted before (a repeated deletion): nothing is left to delete.
        if ((error as { code?: string }).code === "resource_missing") return;
        throw error;
      }
    },
    async cancelDuplicateSubscription(subscriptionId) {
      try {
        // The unused part of the period becomes credit on the customer's balance, paid back through the next
        // invoice of the subscription that is kept.
        await stripe.subscriptions.cancel(subscriptionId, { prorate: true, invoice_now: true });
      } catch (error) {
        // Two syncs at once both cancel it; the second is told it is already cancelled.
        if (statusCodeOf(error) !== 400 || (await stripe.subscriptions.retrieve(subscriptionId)).status !== "canceled") throw error;
      }
    },
    verifyWebhook: (rawBody, signature) => verifyWith(stripe, settings.webhookSecret, rawBody, signature),
  };
}

function statusCodeOf(error: unknown): number | undefined {
  return (error as { statusCode?: number } | null)?.statusCode;
}

/** The stand-in's webhook secret: made once and kept in DATA_DIR, like the auth secret. */
function localWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, "local-webhook-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.startsWith("whsec_")) return existing;
  } catch {
    // Not made yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = `whsec_${randomBytes(24).toString("hex")}`;
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const localId = (prefix: string) => `${prefix}_local_${randomBytes(10).toString("hex")}`;

/**
 * The test checkout's provider. Its records live in our own database and it is only ever called outside
 * any transaction (vendor calls never run inside one), so it uses the process-wide handle. Its addresses
 * are relative, so the pages work on whatever host name the visitor used.
 */
export function createLocalProvider(config: Config, db: Db): BillingProvider {
  // The SDK is used only for its webhook signature helpers: no request ever leaves the machine.
  const stripe = new Stripe("sk_test_local_stand_in", { apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion });
  const secret = localWebhookSecret(config.dataDir);
  return {
    kind: "local",
    webhookSecret: secret,
    async createCustomer() {
      return localId("cus");
    },
    async createCheckoutSession({ customerId, userId, priceId }) {
      const id = localId("cs");
      await db.insert(localBillingSessions).values({ id, customerId, userId, priceId, status: "open" });
      return { id, url: `/local-checkout/${id}` };
    },
    async retrieveCheckoutSession(id) {
      const [session] = await db.select().from(localBillingSessions).where(eq(localBillingSessions.id, id));
      if (!session) return null;
      const status = session.status === "complete" || session.status === "expired" ? session.status : "open";
      return { id: session.id, customerId: session.customerId, status, paymentStatus: status === "complete" ? "paid" : "unpaid" };
    },
    async expireOpenCheckoutSessions(customerId, keepId) {
      const expired = await db
        .update(localBillingSessions)
        .set({ status: "expired" })
        .where(and(eq(localBillingSessions.customerId, customerId), eq(localBillingSessions.status, "open"), ne(localBillingSessions.id, keepId)))
        .returning({ id: localBillingSessions.id });
      return expired.map((session) => session.id);
    },
    async createPortalSession({ returnUrl }) {
      return { url: `/local-billing-portal?return=${encodeURIComponent(relativePath(returnUrl))}` };
    },
    async listSubscriptions(customerId) {
      const rows = await db
        .select()
        .from(localBillingSubscriptions)
        .where(eq(localBillingSubscriptions.customerId, customerId))
        .orderBy(desc(localBillingSubscriptions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        priceId: row.priceId,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        // Seconds as Stripe gives them, but keeping the milliseconds: two made in one second still have an order.
        created: row.createdAt.getTime() / 1000,
      }));
    },
    async cancelSubscriptionsNow(customerId) {
      await db
        .update(localBillingSubscriptions)
        .set({ status: "canceled", currentPeriodEnd: sql`now()` })
        .where(and(eq(localBillingSubscriptions.customerId, customerId), inArray(localBillingSubscriptions.status, ["active", "trialing", "past_due"])));
    },
    // The test checkout's customer rows hold no name or email (only the ids it made): there is nothing personal to delete.
    deleteCustomer: async () => {},
    async cancelDuplicateSubscription(subscriptionId) {
      await db
        .update(localBillingSubscriptions)
        .set({ status: "canceled", currentPeriodEnd: sql`now()` })
        .where(and(eq(localBillingSubscriptions.id, subscriptionId), inArray(localBillingSubscriptions.status, ["active", "trialing", "past_due"])));
    },
    verifyWebhook: (rawBody, signature) => verifyWith(stripe, secret, rawBody, signature),
  };
}

/** The path and query of an address of ours (the stand-in's links stay on the host the visitor used). */
function relativePath(url: string): string {
  const parsed = new URL(url, "http://relative.invalid");
  return `${parsed.pathname}${parsed.search}`;
}

export class PaymentsNotConfiguredError extends Error {
  override name = "PaymentsNotConfiguredError";
  constructor() {
    super(PAYMENTS_NOT_CONFIGURED);
  }
}

/** A server with a database of its own but no Stripe key: no checkout of any kind, nothing granted. */
export function createDisabledProvider(): BillingProvider {
  const refuse = async (): Promise<never> => {
    throw new PaymentsNotConfiguredError();
  };
  return {
    kind: "none",
    webhookSecret: "",
    createCustomer: refuse,
    createCheckoutSession: refuse,
    retrieveCheckoutSession: refuse,
    expireOpenCheckoutSessions: refuse,
    createPortalSession: refuse,
    listSubscriptions: refuse,
    // Nothing can have been bought without a provider.
    cancelSubscriptionsNow: async () => {},
    deleteCustomer: async () => {},
    cancelDuplicateSubscription: refuse,
    verifyWebhook: () => {
      throw new PaymentsNotConfiguredError();
    },
  };
}

/** Signs an event the way Stripe does, so the stand-in's webhooks pass the same verification. */
export function signLocalEvent(secret: string, payload: string): string {
  const stripe = new Stripe("sk_test_local_stand_in", { apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion });
  return stripe.webhooks.generateTestHeaderString({ payload, secret });
}
