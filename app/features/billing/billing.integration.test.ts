import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, describe, expect, inject, it } from "vitest";

import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase, type Db } from "~/platform/db/client.server";
import { stripeEvents, subscriptions } from "~/platform/db/schema";

import { startFakeStripeServer } from "../../../tests/fakes/stripe-server";
import { createStudent } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { createPostgresDatabase, openPostgresTestDatabase, resolveAdminUrl } from "../../../tests/support/test-database";
import { createStripeProvider, STRIPE_API_VERSION } from "./billing-provider.server";
import { handleWebhook, setBillingProvider, syncSubscription } from "./billing.server";
import { loader as pricingLoader } from "../../routes/pricing";
import { PORTAL_RETURN_PATH, portalUrlFor, startCheckout } from "./checkout.server";
import { confirmCheckout } from "./confirm-checkout.server";
import { planStateFor } from "./plan-state";
import { getSubscriptionRow } from "./subscription-row.server";

const WEBHOOK_SECRET = "whsec_test_marker_integration";
const fake = await startFakeStripeServer();
afterAll(() => fake.stop());
const database = await setupTestDatabase();
const db = database.db;
const config = parseConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  APP_URL: "https://marker.example",
  AUTH_SECRET: "x".repeat(40),
  STRIPE_SECRET_KEY: "sk_test_marker",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_BASIC: "price_basic_test",
  STRIPE_PRICE_STANDARD: "price_standard_test",
  STRIPE_PRICE_PREMIUM: "price_premium_test",
  STRIPE_API_BASE: fake.url,
});
setConfig(config);
setDatabase(database);
const provider = createStripeProvider(config.billing as Extract<typeof config.billing, { provider: "stripe" }>);
setBillingProvider(provider);
afterAll(() => setBillingProvider(undefined));

const signer = new Stripe("sk_test_signer", { apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion });
let eventCounter = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_test_${Date.now()}_${eventCounter++}`) {
  return JSON.stringify({ id, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object } });
}
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });

/** A student who has bought a plan through checkout, with the subscription completed at the fake provider. */
async function subscribedStudent(plan: "basic" | "standard" | "premium" = "standard") {
  const student = await createStudent(db);
  const state = planStateFor({ trialEndsAt: new Date() });
  const started = await startCheckout(db, provider, { id: student.id, email: student.email, name: student.name }, state, plan);
  if (!started.ok) throw new Error(started.message);
  const sessionId = new URL(started.value.url).pathname.split("/").pop()!;
  const subscription = await fake.completeCheckout(sessionId);
  const row = (await getSubscriptionRow(db, student.id))!;
  return { student, sessionId, subscription, customerId: row.customerId };
}

async function deliver(payload: string, header: string | null = sign(payload), target: Db = db) {
  return handleWebhook(target, provider, payload, header);
}

describe("F1: webhook signatures", () => {
  it("refuses a missing, wrong, tampered or stale signature with 400 and writes nothing", async () => {
    const { customerId, student } = await subscribedStudent();
    const payload = event("customer.subscription.updated", { customer: customerId });
    const before = await db.select().from(stripeEvents);
    const cases = [
      await deliver(payload, null),
      await deliver(payload, sign(payload, { secret: "whsec_not_ours" })),
      await deliver(payload.replace(customerId, "cus_other"), sign(payload)),
      await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })),
    ];
    expect(cases.map((outcome) => outcome.status)).toEqual([400, 400, 400, 400]);
    expect(await db.select().from(stripeEvents)).toHaveLength(before.length);
    expect((await getSubscriptionRow(db, student.id))?.status).toBeNull();
  });

  it("acknowledges events it does not handle with 200", async () => {
    const payload = event("customer.created", { id: "cus_x" });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, ignored: true } });
  });
});

describe("F2: repeated deliveries", () => {
  it("the same event twice in a row and five times at once change state once, with one record", async () => {
    const { customerId, student } = await subscribedStudent("standard");
    const id = `evt_repeat_${Date.now()}`;
    const payload = event("checkout.session.completed", { customer: customerId }, id);
    const first = await deliver(payload);
    const second = await deliver(payload);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.duplicate).toBe(true);
    const burst = await Promise.all(Array.from({ length: 5 }, () => deliver(event("invoice.paid", { customer: customerId }, `${id}_burst`))));
    expect(burst.every((outcome) => outcome.status === 200)).toBe(true);
    expect(burst.filter((outcome) => !outcome.body.duplicate)).toHaveLength(1);
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).toHaveLength(1);
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, `${id}_burst`))).toHaveLength(1);
    expect(await getSubscriptionRow(db, student.id)).toMatchObject({ plan: "standard", status: "active", priceId: "price_standard_test" });
  });
});

describe("F3: events out of order", () => {
  it("ends with the provider's current state whatever order the events arrive in", async () => {
    const { customerId, student, subscription } = await subscribedStudent("premium");
    await deliver(event("checkout.session.completed", { customer: customerId }));
    expect((await getSubscriptionRow(db, student.id))?.status).toBe("active");
    fake.updateSubscription(subscription.id, { status: "canceled" });
    // The deletion arrives first, then a stale "updated" that still says active, then a late invoice.
    await deliver(event("customer.subscription.deleted", { customer: customerId, status: "canceled" }));
    await deliver(event("customer.subscription.updated", { customer: customerId, status: "active" }));
    await deliver(event("invoice.paid", { customer: customerId }));
    const row = await getSubscriptionRow(db, student.id);
    expect(row).toMatchObject({ status: "canceled" });
    expect(planStateFor({ trialEndsAt: new Date(0) }, row).status).toBe("lapsed");
  });

  it("reads the period end from the subscription's items and the plan from the price", async () => {
    const { customerId, student } = await subscribedStudent("basic");
    await syncSubscription(db, provider, customerId);
    const row = await getSubscriptionRow(db, student.id);
    expect(row).toMatchObject({ plan: "basic", status: "active", cancelAtPeriodEnd: false });
    expect(row!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 20 * 24 * 3600 * 1000);
  });
});

describe("F4: checkout", () => {
  it("creates the customer first, builds the addresses itself and accepts only our three plans", async () => {
    const student = await createStudent(db);
    const state = planStateFor({ trialEndsAt: new Date() });
    const account = { id: student.id, email: student.email, name: student.name };
    expect(await startCheckout(db, provider, account, state, "gold")).toMatchObject({ ok: false, code: "BAD_REQUEST" });
    expect(await startCheckout(db, provider, account, state, { plan: "standard", price: "price_evil" })).toMatchObject({ ok: false });
    fake.reset();
    const started = await startCheckout(db, provider, account, state, "standard");
    expect(started.ok).toBe(true);
    const [customerCall, sessionCall] = fake.requests;
    expect(customerCall!.path).toBe("/v1/customers");
    expect(sessionCall!.path).toBe("/v1/checkout/sessions");
    const body = sessionCall!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      mode: "subscription",
      customer: (await getSubscriptionRow(db, student.id))!.customerId,
      success_url: "https://marker.example/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://marker.example/pricing?canceled=true",
    });
    expect((body.line_items as { price: string }[])[0]!.price).toBe("price_standard_test");
    expect(sessionCall!.idempotencyKey).toBeTruthy();
  });

  it("sends a user who already pays to the billing portal, not a second subscription", async () => {
    const { customerId, student } = await subscribedStudent("standard");
    await syncSubscription(db, provider, customerId);
    const row = await getSubscriptionRow(db, student.id);
    const state = planStateFor({ trialEndsAt: new Date(0) }, row);
    const outcome = await startCheckout(db, provider, { id: student.id, email: student.email, name: student.name }, state, "premium");
    expect(outcome.ok && new URL(outcome.value.url).pathname.startsWith("/portal/")).toBe(true);
  });

  it("retries once after the provider answers 500, with the same idempotency key", async () => {
    const student = await createStudent(db);
    const account = { id: student.id, email: student.email, name: student.name };
    const state = planStateFor({ trialEndsAt: new Date() });
    await startCheckout(db, provider, account, { ...state, status: "expired" }, "gold"); // creates nothing
    fake.reset();
    fake.failNext({ path: "/v1/checkout/sessions", status: 500 });
    const started = await startCheckout(db, provider, account, state, "basic");
    expect(started.ok).toBe(true);
    const attempts = fake.requests.filter((request) => request.path === "/v1/checkout/sessions");
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.idempotencyKey).toBe(attempts[1]!.idempotencyKey);
  });
});

describe("one account, one plan, at Stripe", () => {
  const trial = () => planStateFor({ trialEndsAt: new Date(Date.now() + 86_400_000) });
  const sessionIdOf = (url: string) => new URL(url).pathname.split("/").pop()!;

  it("a second checkout lists the customer's open sessions and expires the older one, which can then not be paid", async () => {
    const student = await createStudent(db);
    const account = { id: student.id, email: student.email, name: student.name };
    const first = await startCheckout(db, provider, account, trial(), "basic");
    if (!first.ok) throw new Error(first.message);
    const basicId = sessionIdOf(first.value.url);
    const customerId = (await getSubscriptionRow(db, student.id))!.customerId;
    fake.requests.splice(0);
    const second = await startCheckout(db, provider, account, trial(), "standard");
    if (!second.ok) throw new Error(second.message);
    const standardId = sessionIdOf(second.value.url);

    // The live subscriptions are checked first, then the new session made, then the others expired.
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /v1/subscriptions",
      "POST /v1/checkout/sessions",
      "GET /v1/checkout/sessions",
      `POST /v1/checkout/sessions/${basicId}/expire`,
    ]);
    expect(fake.requests[2]!.query).toMatchObject({ customer: customerId, status: "open" });
    expect(fake.checkoutSessions.get(basicId)).toMatchObject({ status: "expired", url: null });
    expect(fake.checkoutSessions.get(standardId)).toMatchObject({ status: "open" });
    await expect(fake.completeCheckout(basicId)).rejects.toThrow(/expired/);

    // Paying the newer one gives exactly one subscription.
    await fake.completeCheckout(standardId);
    await syncSubscription(db, provider, customerId);
    const live = [...fake.subscriptions.values()].filter((subscription) => subscription.customer === customerId);
    expect(live.map((subscription) => subscription.status)).toEqual(["active"]);
    expect(await getSubscriptionRow(db, student.id)).toMatchObject({ plan: "standard", status: "active" });
  });

  it("does not hand out a new checkout while an older one could not be expired (the student tries again)", async () => {
    const student = await createStudent(db);
    const account = { id: student.id, email: student.email, name: student.name };
    const first = await startCheckout(db, provider, account, trial(), "basic");
    if (!first.ok) throw new Error(first.message);
    const basicId = sessionIdOf(first.value.url);
    fake.failNext({ path: `/v1/checkout/sessions/${basicId}/expire`, status: 400, message: "Something went wrong." });
    expect(await startCheckout(db, provider, account, trial(), "standard")).toMatchObject({ ok: false, message: "Failed to create checkout session" });
    // Trying again closes it.
    expect(await startCheckout(db, provider, account, trial(), "standard")).toMatchObject({ ok: true });
    expect(fake.checkoutSessions.get(basicId)?.status).toBe("expired");
  });

  it("sends a student whose payment Stripe has but our row has not (webhook still on its way) to the portal, not a second checkout", async () => {
    const { student, sessionId } = await subscribedStudent("basic");
    expect((await getSubscriptionRow(db, student.id))?.status).toBeNull();
    fake.requests.splice(0);
    const outcome = await startCheckout(db, provider, { id: student.id, email: student.email, name: student.name }, trial(), "premium");
    expect(outcome.ok && new URL(outcome.value.url).pathname.startsWith("/portal/")).toBe(true);
    expect(fake.requests.filter((request) => request.method === "POST" && request.path === "/v1/checkout/sessions")).toHaveLength(0);
    expect(await getSubscriptionRow(db, student.id)).toMatchObject({ plan: "basic", status: "active" });
    expect(fake.checkoutSessions.get(sessionId)?.status).toBe("complete");
  });

  it("when two subscriptions went live anyway, the webhook keeps the newest and cancels the other at Stripe, crediting its unused time", async () => {
    const student = await createStudent(db);
    const account = { id: student.id, email: student.email, name: student.name };
    const first = await startCheckout(db, provider, account, trial(), "basic");
    if (!first.ok) throw new Error(first.message);
    const customerId = (await getSubscriptionRow(db, student.id))!.customerId;
    // A second session made straight at Stripe (as two requests in the same moment would), both paid.
    const racing = await new Stripe("sk_test_marker", { host: fake.host, port: fake.port, protocol: "http", apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion }).checkout.sessions.create({
      mode: "subscription",
      customer: customerId,
      line_items: [{ price: "price_premium_test", quantity: 1 }],
      success_url: "https://marker.example/success",
    });
    const older = await fake.completeCheckout(sessionIdOf(first.value.url));
    const newer = await fake.completeCheckout(racing.id);
    fake.subscriptions.get(older.id)!.created -= 60;
    fake.requests.splice(0);

    expect(await deliver(event("checkout.session.completed", { customer: customerId }))).toMatchObject({ status: 200 });
    const cancel = fake.requests.find((request) => request.method === "DELETE");
    expect(cancel).toMatchObject({ path: `/v1/subscriptions/${older.id}`, query: { prorate: "true", invoice_now: "true" } });
    expect(fake.subscriptions.get(older.id)?.status).toBe("canceled");
    expect(fake.subscriptions.get(newer.id)?.status).toBe("active");
    expect(await getSubscriptionRow(db, student.id)).toMatchObject({ subscriptionId: newer.id, plan: "premium", status: "active" });

    // A later event sees one live subscription and cancels nothing more.
    fake.requests.splice(0);
    expect(await deliver(event("invoice.paid", { customer: customerId }))).toMatchObject({ status: 200 });
    expect(fake.requests.filter((request) => request.method === "DELETE")).toHaveLength(0);
  });
});

describe("/success confirms only a paid checkout", () => {
  it("a checkout left open (Cancel pressed) or expired is 'unpaid', and nothing is synced; a paid one is active", async () => {
    const student = await createStudent(db);
    const account = { id: student.id, email: student.email, name: student.name };
    const profile = { trialEndsAt: new Date(Date.now() + 86_400_000) };
    const started = await startCheckout(db, provider, account, planStateFor(profile), "standard");
    if (!started.ok) throw new Error(started.message);
    const sessionId = new URL(started.value.url).pathname.split("/").pop()!;
    expect(await confirmCheckout(db, provider, { id: student.id }, profile, sessionId)).toEqual({ ok: true, value: "unpaid" });
    fake.expireCheckout(sessionId);
    expect(await confirmCheckout(db, provider, { id: student.id }, profile, sessionId)).toEqual({ ok: true, value: "unpaid" });
    expect((await getSubscriptionRow(db, student.id))?.status).toBeNull();

    const paid = await subscribedStudent("basic");
    expect(await confirmCheckout(db, provider, { id: paid.student.id }, profile, paid.sessionId)).toEqual({ ok: true, value: "active" });
  });
});

describe("F5: database down while a webhook arrives", () => {
  it("answers 5xx with no partial write, and the redelivery succeeds", async (context) => {
    const adminUrl = await resolveAdminUrl();
    if (!adminUrl || !inject("testDatabaseUrl")) context.skip("needs a PostgreSQL server to take away");
    const created = await createPostgresDatabase(adminUrl!, "marker_f5");
    const isolated = openPostgresTestDatabase(created.url);
    const pg = (await import("pg")).default;
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    const name = new URL(created.url).pathname.slice(1);
    try {
      await isolated.migrate();
      const student = await createStudent(isolated.db);
      const { customerId, subscription } = await (async () => {
        const state = planStateFor({ trialEndsAt: new Date() });
        const started = await startCheckout(isolated.db, provider, { id: student.id, email: student.email, name: student.name }, state, "standard");
        if (!started.ok) throw new Error("checkout");
        const sub = await fake.completeCheckout(new URL(started.value.url).pathname.split("/").pop()!);
        return { customerId: (await getSubscriptionRow(isolated.db, student.id))!.customerId, subscription: sub };
      })();
      expect(subscription.status).toBe("active");
      const payload = event("checkout.session.completed", { customer: customerId });
      await isolated.dispose();
      await admin.query(`alter database "${name}" allow_connections false`);
      const downPool = openPostgresTestDatabase(created.url);
      const down = await deliver(payload, sign(payload), downPool.db);
      await downPool.dispose();
      expect(down.status).toBe(500);
      await admin.query(`alter database "${name}" allow_connections true`);
      const upPool = openPostgresTestDatabase(created.url);
      try {
        expect(await upPool.db.select().from(stripeEvents)).toHaveLength(0);
        const again = await deliver(payload, sign(payload), upPool.db);
        expect(again.status).toBe(200);
        expect(await getSubscriptionRow(upPool.db, student.id)).toMatchObject({ status: "active", plan: "standard" });
        expect(await upPool.db.select().from(subscriptions)).toHaveLength(1);
      } finally {
        await upPool.dispose();
      }
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`).catch(() => {});
      await admin.end();
      await isolated.dispose().catch(() => {});
      await created.drop();
    }
  });
});

describe("plans converge after the billing portal, before its webhook arrives", () => {
  it("the portal returns to /pricing?portal=return, which reads the provider and reloads /pricing with the new plan", async () => {
    const { customerId, student, subscription } = await subscribedStudent("basic");
    await deliver(event("checkout.session.completed", { customer: customerId }));
    expect(await getSubscriptionRow(db, student.id)).toMatchObject({ plan: "basic", cancelAtPeriodEnd: false });

    const portal = await portalUrlFor(db, provider, { id: student.id, email: student.email, name: student.name });
    expect(portal).toMatch(/^https?:\/\//);
    // The customer switches plan and cancels at period end in Stripe's portal; its webhook has not arrived yet.
    fake.updateSubscription(subscription.id, { price: "price_premium_test", cancel_at_period_end: true });
    const session = { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } };
    const back = await pricingLoader({
      request: new Request(`https://marker.example${PORTAL_RETURN_PATH}`),
      context: { session },
      params: {},
    } as unknown as Parameters<typeof pricingLoader>[0]).catch((thrown: unknown) => thrown);
    expect(back).toBeInstanceOf(Response);
    expect((back as Response).status).toBe(302);
    expect((back as Response).headers.get("Location")).toBe("/pricing");
    expect(await getSubscriptionRow(db, student.id)).toMatchObject({ plan: "premium", status: "active", cancelAtPeriodEnd: true });
  });
});

describe("account deletion at the provider", () => {
  it("deletes the customer record, with the name and email it holds, after its subscriptions are cancelled; again is harmless", async () => {
    const { customerId, subscription } = await subscribedStudent();
    expect(fake.customers.get(customerId)?.email).toBeTruthy();
    await provider.cancelSubscriptionsNow(customerId);
    await provider.deleteCustomer(customerId);
    expect(fake.customers.has(customerId)).toBe(false);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe("canceled");
    expect(fake.requests.some((request) => request.method === "DELETE" && request.path === `/v1/customers/${customerId}`)).toBe(true);
    // A second deletion (a retried account deletion) finds it gone and is fine.
    await expect(provider.deleteCustomer(customerId)).resolves.toBeUndefined();
  });
});
