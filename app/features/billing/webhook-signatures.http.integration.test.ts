import { Writable } from "node:stream";

import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";

import { stripeEvents, subscriptions } from "~/platform/db/schema";
import { createLogger, setRootLogger } from "~/platform/logger.server";

import { startFakeStripeServer } from "../../../tests/fakes/stripe-server";
import { startHttpApp } from "../../../tests/support/http-app";
import { STRIPE_API_VERSION } from "./billing-provider.server";
import { setBillingProvider } from "./billing.server";

/** F1 over HTTP: webhooks with a bad signature posted to the running app, and what the logs say. */

const WEBHOOK_SECRET = "whsec_test_marker_http_f1";
const logLines: string[] = [];
setRootLogger(
  createLogger(
    "info",
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString());
        callback();
      },
    }),
  ),
);
const fake = await startFakeStripeServer();
setBillingProvider(undefined);
const app = await startHttpApp({
  STRIPE_SECRET_KEY: "sk_test_marker",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_BASIC: "price_basic_test",
  STRIPE_PRICE_STANDARD: "price_standard_test",
  STRIPE_PRICE_PREMIUM: "price_premium_test",
  STRIPE_API_BASE: fake.url,
});
afterAll(async () => {
  setRootLogger(undefined);
  setBillingProvider(undefined);
  await fake.stop();
});
const db = app.database.db;
const signer = new Stripe("sk_test_signer", { apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion });
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });

describe("F1: bad webhook signatures over HTTP", () => {
  it("F1: a missing, wrong, tampered or 10-minute-old signature answers 400, changes nothing and is logged", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    const customerId = `cus_${student.id.slice(0, 8)}`;
    const payload = JSON.stringify({
      id: `evt_f1_${Date.now()}`,
      object: "event",
      type: "customer.subscription.updated",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "sub_forged", object: "subscription", customer: customerId, status: "active" } },
    });
    const before = {
      events: await db.select().from(stripeEvents),
      subscription: await db.select().from(subscriptions).where(eq(subscriptions.userId, student.id)),
    };
    const refusedBefore = logLines.filter((line) => line.includes("webhook refused: signature did not verify")).length;
    const deliveries: Array<[string, string, string | null]> = [
      ["no signature", payload, null],
      ["another secret", payload, sign(payload, { secret: "whsec_not_ours" })],
      ["body changed after signing", payload.replace(customerId, "cus_someone_else"), sign(payload)],
      ["ten minutes old", payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })],
    ];
    for (const [what, body, signature] of deliveries) {
      const response = await app.request("/api/stripe/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
        body,
      });
      expect(response.status, what).toBe(400);
      expect(await response.json(), what).toEqual({ received: false, error: "invalid signature" });
    }
    expect(await db.select().from(stripeEvents)).toEqual(before.events);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, student.id))).toEqual(before.subscription);
    // Each refusal is logged, as a warning, without the secret.
    const refused = logLines.filter((line) => line.includes("webhook refused: signature did not verify"));
    expect(refused.length - refusedBefore).toBe(deliveries.length);
    for (const line of refused) expect(JSON.parse(line)).toMatchObject({ level: 40 });
    expect(logLines.join("\n")).not.toContain(WEBHOOK_SECRET);
  });
});
