import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import {
  type FakeStripeServer,
  parseStripeForm,
  type RecordedStripeRequest,
  startFakeStripeServer,
} from "../fakes/stripe-server";

const KEY = "sk_test_fake_marker_123456789";
const PRICE_BASIC = "price_basic_monthly";
const PRICE_PRO = "price_pro_monthly";
const DAY = 24 * 60 * 60;

let fake: FakeStripeServer;
let stripe: Stripe;

function client(key = KEY): Stripe {
  return new Stripe(key, {
    host: fake.host,
    port: fake.port,
    protocol: "http",
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: 0,
  });
}

beforeAll(async () => {
  fake = await startFakeStripeServer({ prices: { [PRICE_PRO]: { unit_amount: 1500, nickname: "Pro" } } });
  stripe = client();
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(() => {
  fake.reset();
});

function only(requests: RecordedStripeRequest[]): RecordedStripeRequest {
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error,
  );
}

async function subscribedCustomer(price = PRICE_BASIC) {
  const customer = await stripe.customers.create({ email: "sam@example.test", metadata: { user_id: "user_1" } });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price, quantity: 1 }],
    success_url: "http://localhost:3000/billing/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://localhost:3000/billing",
    client_reference_id: "user_1",
    metadata: { user_id: "user_1" },
    subscription_data: { metadata: { user_id: "user_1", plan: "basic" } },
  });
  const subscription = await fake.completeCheckout(session.id);
  return { customer, session, subscription };
}

describe("the SDK's setup", () => {
  it("pins an API version and sends it, a redacted key and an idempotency key", async () => {
    expect(Stripe.API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\w+$/);
    await stripe.customers.create({ email: "a@example.test" });
    const request = only(fake.requests);
    expect(request.stripeVersion).toBe(Stripe.API_VERSION);
    expect(request.hasKey).toBe(true);
    expect(request.headers.authorization).toBe("Bearer [redacted]");
    expect(JSON.stringify(request)).not.toContain(KEY);
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    // The SDK keys every POST itself, even with retries off.
    expect(request.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });
});

describe("customers", () => {
  it("creates one with metadata, retrieves it and lists it by email", async () => {
    const customer = await stripe.customers.create({
      email: "sam@example.test",
      name: "Sam Student",
      metadata: { user_id: "user_1", source: "marker" },
    });
    expect(customer).toMatchObject({
      object: "customer",
      email: "sam@example.test",
      name: "Sam Student",
      metadata: { user_id: "user_1", source: "marker" },
      livemode: false,
    });
    expect(customer.id).toMatch(/^cus_[0-9A-Za-z]{14}$/);
    expect(fake.customers.get(customer.id)?.email).toBe("sam@example.test");

    const request = only(fake.requests);
    expect(request).toMatchObject({ method: "POST", path: "/v1/customers", status: 200 });
    expect(request.body).toEqual({
      email: "sam@example.test",
      name: "Sam Student",
      metadata: { user_id: "user_1", source: "marker" },
    });
    expect(request.rawBody).toContain("metadata[user_id]=user_1");

    const again = await stripe.customers.retrieve(customer.id);
    expect(again).toMatchObject({ id: customer.id, email: "sam@example.test" });

    await stripe.customers.create({ email: "other@example.test" });
    const list = await stripe.customers.list({ email: "sam@example.test", limit: 3 });
    expect(list.object).toBe("list");
    expect(list.data.map((c) => c.id)).toEqual([customer.id]);
    expect(list.has_more).toBe(false);
    expect(fake.requests.at(-1)?.query).toEqual({ email: "sam@example.test", limit: "3" });
  });

  it("searches by metadata and answers 404 in Stripe's shape for an unknown id", async () => {
    const customer = await stripe.customers.create({ email: "s@example.test", metadata: { user_id: "user_9" } });
    const found = await stripe.customers.search({ query: "metadata['user_id']:'user_9'" });
    expect(found.data.map((c) => c.id)).toEqual([customer.id]);

    const error = await rejection(stripe.customers.retrieve("cus_missing"));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such customer: 'cus_missing'",
    });
  });
});

describe("checkout sessions", () => {
  it("creates, retrieves and completes a subscription checkout", async () => {
    const customer = await stripe.customers.create({ email: "sam@example.test" });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: PRICE_BASIC, quantity: 1 }],
      success_url: "http://localhost:3000/billing/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/billing",
      client_reference_id: "user_1",
      metadata: { user_id: "user_1" },
      subscription_data: { metadata: { user_id: "user_1", plan: "basic" } },
    });
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      mode: "subscription",
      customer: customer.id,
      client_reference_id: "user_1",
      metadata: { user_id: "user_1" },
      subscription: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/checkout/${session.id}`);

    const created = fake.requests.at(-1)!;
    expect(created.body).toMatchObject({
      mode: "subscription",
      line_items: [{ price: PRICE_BASIC, quantity: "1" }],
      subscription_data: { metadata: { user_id: "user_1", plan: "basic" } },
    });

    const open = await stripe.checkout.sessions.retrieve(session.id);
    expect(open.status).toBe("open");

    const subscription = await fake.completeCheckout(session.id);
    expect(subscription).toMatchObject({
      object: "subscription",
      status: "active",
      customer: customer.id,
      cancel_at_period_end: false,
    });
    // subscription_data[metadata] reaches the subscription; the session's own metadata does not.
    expect(subscription.metadata).toEqual({ user_id: "user_1", plan: "basic" });

    const complete = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    expect(complete).toMatchObject({ status: "complete", payment_status: "paid", customer: customer.id });
    const expanded = complete.subscription as Stripe.Subscription;
    expect(expanded.id).toBe(subscription.id);
    expect(expanded.items.data[0]?.price.id).toBe(PRICE_BASIC);
  });

  it("rejects an unknown customer and a missing mode", async () => {
    const noCustomer = await rejection(
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: "cus_nope",
        line_items: [{ price: PRICE_BASIC, quantity: 1 }],
      }),
    );
    expect(noCustomer).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(noCustomer).toMatchObject({ statusCode: 400, param: "customer", code: "resource_missing" });

    const noMode = await rejection(
      stripe.checkout.sessions.create({ line_items: [{ price: PRICE_BASIC, quantity: 1 }] }),
    );
    expect(noMode).toMatchObject({ statusCode: 400, param: "mode", code: "parameter_missing" });
  });

  it("serves a checkout page whose button completes the session and redirects to success_url", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer_email: "new@example.test",
      line_items: [{ price: PRICE_PRO, quantity: 1 }],
      success_url: "http://localhost:3000/billing/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/billing",
    });
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pay and subscribe");

    const paid = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://localhost:3000/billing/success?session_id=${session.id}`);

    const complete = await stripe.checkout.sessions.retrieve(session.id);
    expect(complete.status).toBe("complete");
    // Without a customer, completing creates one from customer_email.
    const customer = await stripe.customers.retrieve(complete.customer as string);
    expect(customer).toMatchObject({ email: "new@example.test" });
  });
});

describe("subscriptions", () => {
  it("lists with status=all and reads the period end and price from the item", async () => {
    const { customer, subscription } = await subscribedCustomer();
    const list = await stripe.subscriptions.list({ customer: customer.id, status: "all", limit: 10 });
    expect(list).toMatchObject({ object: "list", has_more: false, url: "/v1/subscriptions" });
    expect(list.data).toHaveLength(1);
    const listed = list.data[0]!;
    expect(listed.id).toBe(subscription.id);
    const item = listed.items.data[0]!;
    expect(item.price.id).toBe(PRICE_BASIC);
    expect(item.current_period_end - item.current_period_start).toBe(30 * DAY);
    expect(Math.abs(item.current_period_end - (Date.now() / 1000 + 30 * DAY))).toBeLessThan(60);
    expect(only(fake.requests.filter((r) => r.path === "/v1/subscriptions")).query).toEqual({
      customer: customer.id,
      status: "all",
      limit: "10",
    });

    const retrieved = await stripe.subscriptions.retrieve(subscription.id);
    expect(retrieved.status).toBe("active");
  });

  it("cancels at period end, undoes it, switches price and cancels now", async () => {
    const { customer, subscription } = await subscribedCustomer();
    const itemId = subscription.items.data[0]!.id;
    const periodEnd = subscription.items.data[0]!.current_period_end;

    const cancelling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelling).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: periodEnd });
    expect(fake.requests.at(-1)?.body).toEqual({ cancel_at_period_end: "true" });

    const kept = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(kept).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    const switched = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, price: PRICE_PRO }],
      proration_behavior: "create_prorations",
    });
    expect(switched.items.data).toHaveLength(1);
    expect(switched.items.data[0]).toMatchObject({ id: itemId, price: { id: PRICE_PRO, unit_amount: 1500 } });

    // Without the item's id Stripe adds an item; adding a price it already has is an error.
    const duplicate = await rejection(stripe.subscriptions.update(subscription.id, { items: [{ price: PRICE_PRO }] }));
    expect(duplicate).toMatchObject({ statusCode: 400, param: "items[0][price]" });

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: "canceled", ended_at: expect.any(Number) });
    expect(fake.requests.at(-1)).toMatchObject({ method: "DELETE", path: `/v1/subscriptions/${subscription.id}` });

    // Canceled subscriptions are left out of a list unless asked for.
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(1);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "canceled" })).data).toHaveLength(1);
  });

  it("lets tests change a subscription behind the app's back, in-process and over HTTP", async () => {
    const { subscription } = await subscribedCustomer();
    fake.updateSubscription(subscription.id, { status: "past_due" });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("past_due");

    const response = await fetch(`${fake.url}/__control/subscriptions/${subscription.id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "unpaid", cancel_at_period_end: true, price: PRICE_PRO }),
    });
    expect(response.status).toBe(200);
    const changed = await stripe.subscriptions.retrieve(subscription.id);
    expect(changed).toMatchObject({ status: "unpaid", cancel_at_period_end: true });
    expect(changed.items.data[0]?.price.id).toBe(PRICE_PRO);

    const missing = await fetch(`${fake.url}/__control/subscriptions/sub_missing`, { method: "POST", body: "{}" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { type: "invalid_request_error", code: "resource_missing" } });
  });

  it("completes a checkout over the HTTP control endpoint", async () => {
    const customer = await stripe.customers.create({ email: "sam@example.test" });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: PRICE_BASIC, quantity: 1 }],
      success_url: "http://localhost:3000/billing/success",
    });
    const response = await fetch(`${fake.url}/__control/checkout/${session.id}/complete`, { method: "POST" });
    expect(response.status).toBe(200);
    const subscription = (await response.json()) as { id: string; status: string };
    expect(subscription.status).toBe("active");
    expect((await stripe.checkout.sessions.retrieve(session.id)).subscription).toBe(subscription.id);

    const again = await fetch(`${fake.url}/__control/checkout/${session.id}/complete`, { method: "POST" });
    expect(again.status).toBe(400);
    // Control calls are not recorded as API requests.
    expect(fake.requests.every((r) => r.path.startsWith("/v1/"))).toBe(true);
  });
});

describe("billing portal", () => {
  it("creates a portal session whose page can cancel at period end", async () => {
    const { customer, subscription } = await subscribedCustomer();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://localhost:3000/profile",
    });
    expect(portal).toMatchObject({
      object: "billing_portal.session",
      customer: customer.id,
      return_url: "http://localhost:3000/profile",
    });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`);

    const page = await fetch(portal.url);
    expect(await page.text()).toContain("Cancel at period end");
    const cancel = await fetch(`${fake.url}/portal/${portal.id}/subscriptions/${subscription.id}/cancel`, {
      method: "POST",
      redirect: "manual",
    });
    expect(cancel.status).toBe(303);
    expect(fake.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
  });
});

describe("idempotency and failures", () => {
  it("replays the same key's answer without creating a second customer", async () => {
    const first = await stripe.customers.create({ email: "once@example.test" }, { idempotencyKey: "signup-user_1" });
    const second = await stripe.customers.create({ email: "once@example.test" }, { idempotencyKey: "signup-user_1" });
    expect(second.id).toBe(first.id);
    expect(fake.customers.size).toBe(1);
    expect(fake.requests.map((r) => [r.idempotencyKey, r.replayed])).toEqual([
      ["signup-user_1", false],
      ["signup-user_1", true],
    ]);

    const misuse = await rejection(
      stripe.customers.create({ email: "twice@example.test" }, { idempotencyKey: "signup-user_1" }),
    );
    expect(misuse).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(fake.customers.size).toBe(1);
  });

  it("fails the next matching request once, and a retry with the same key then succeeds", async () => {
    fake.failNext({ path: "/v1/customers", status: 500 });
    const error = await rejection(
      stripe.customers.create({ email: "retry@example.test" }, { idempotencyKey: "retry-1" }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(error).toMatchObject({ statusCode: 500, type: "StripeAPIError", rawType: "api_error" });
    expect(fake.customers.size).toBe(0);

    const customer = await stripe.customers.create({ email: "retry@example.test" }, { idempotencyKey: "retry-1" });
    expect(customer.email).toBe("retry@example.test");
    expect(fake.customers.size).toBe(1);
    expect(fake.requests.map((r) => [r.status, r.injectedFailure, r.replayed])).toEqual([
      [500, true, false],
      [200, false, false],
    ]);
  });

  it("queues failures over HTTP, matching by path", async () => {
    const response = await fetch(`${fake.url}/__control/fail-next`, {
      method: "POST",
      body: JSON.stringify({ path: "/v1/billing_portal/sessions", status: 500 }),
    });
    expect(response.status).toBe(204);
    const customer = await stripe.customers.create({ email: "p@example.test" });
    expect(fake.requests.at(-1)?.injectedFailure).toBe(false);
    const error = await rejection(stripe.billingPortal.sessions.create({ customer: customer.id }));
    expect(error).toMatchObject({ statusCode: 500 });
    await expect(stripe.billingPortal.sessions.create({ customer: customer.id })).resolves.toMatchObject({
      customer: customer.id,
    });
  });

  it("answers 401 to a key that is not a test key, and 404 to unknown paths", async () => {
    const live = await rejection(client("sk_live_not_allowed_here_1234").customers.list());
    expect(live).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(live).toMatchObject({ statusCode: 401 });
    expect(JSON.stringify(fake.requests)).not.toContain("sk_live_not_allowed_here_1234");

    const unknown = await rejection(stripe.rawRequest("GET", "/v1/not_a_thing", {}));
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ statusCode: 404, message: expect.stringContaining("Unrecognized request URL") });
  });
});

describe("webhook signatures (offline, no server involved)", () => {
  it("constructs an event from a payload signed with the test header helper", () => {
    const secret = "whsec_test_secret";
    const payload = JSON.stringify({
      id: "evt_test_1",
      object: "event",
      type: "customer.subscription.updated",
      data: { object: {} },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const event = stripe.webhooks.constructEvent(payload, header, secret);
    expect(event).toMatchObject({ id: "evt_test_1", type: "customer.subscription.updated" });
    expect(() => stripe.webhooks.constructEvent(payload, header, "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});

describe("parseStripeForm", () => {
  it("turns bracket notation into nested objects and arrays", () => {
    expect(
      parseStripeForm(
        "mode=subscription&line_items[0][price]=price_a&line_items[0][quantity]=1&line_items[1][price]=price_b" +
          "&metadata[user_id]=u%201&metadata[note]=a+b&expand[]=subscription&expand[]=customer&empty=&__proto__[x]=1",
      ),
    ).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_a", quantity: "1" }, { price: "price_b" }],
      metadata: { user_id: "u 1", note: "a b" },
      expand: ["subscription", "customer"],
      empty: "",
    });
    expect(parseStripeForm("a%5Bb%5D=1")).toEqual({ a: { b: "1" } });
  });
});
