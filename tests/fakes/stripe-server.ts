import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake Stripe API server on loopback, speaking Stripe's v1 REST wire format well enough for the
 * official `stripe` Node SDK pointed at it:
 *
 *   new Stripe("sk_test_...", { host: fake.host, port: fake.port, protocol: "http",
 *     apiVersion: Stripe.API_VERSION, maxNetworkRetries: 0 })
 *
 * API (requests are form-encoded with bracket notation, answers are JSON; key in `Authorization: Bearer`,
 * which must be a test key, `sk_test_...` or `rk_test_...`, or the `apiKey` option when given):
 * - customers: `POST /v1/customers`, `GET /v1/customers/:id`, `POST /v1/customers/:id`,
 *   `DELETE /v1/customers/:id`, `GET /v1/customers` (`email`, `limit`, `starting_after`,
 *   `ending_before`), `GET /v1/customers/search` (only `email:'..'`, `name:'..'` and
 *   `metadata['key']:'..'` clauses joined by AND).
 * - checkout: `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions` (`customer`, `subscription`,
 *   `status` one of open, complete, expired; newest first, with `limit`, `starting_after`, `ending_before`),
 *   `GET /v1/checkout/sessions/:id`, `POST /v1/checkout/sessions/:id/expire` (only an open session).
 * - subscriptions: `GET /v1/subscriptions` (`customer`, `price`, `status` incl. `all` and `ended`;
 *   canceled ones are left out unless asked for, as Stripe does), `GET /v1/subscriptions/:id`,
 *   `POST /v1/subscriptions/:id` (`cancel_at_period_end`, `cancel_at`, `metadata`, `items[n][id|price|
 *   quantity|deleted]`), `DELETE /v1/subscriptions/:id` (cancel now).
 * - billing portal: `POST /v1/billing_portal/sessions`.
 * - `expand[]`: ids of this fake's customers, subscriptions and checkout sessions, and a checkout
 *   session's `line_items`; other expansions are accepted and leave the field as it is.
 * Unknown parameters are accepted and ignored (real Stripe rejects them; the SDK's types catch most).
 *
 * Behaviour worth knowing when writing app code against it:
 * - Subscription periods live on the items (`items.data[n].current_period_start/_end`), as in current
 *   API versions; the subscription itself has no `current_period_end`. New periods run 30 days.
 * - Completing a checkout session copies `subscription_data[metadata]` to the subscription, not the
 *   session's own `metadata` (as Stripe does). `subscription_data[trial_period_days]` gives a
 *   "trialing" subscription.
 * - Switching price needs the item's id: `items[0][id]=si_...&items[0][price]=price_new`. An item
 *   without an id is ADDED to the subscription (Stripe's behaviour), and adding a price the
 *   subscription already has is a 400.
 * - `cancel_at_period_end=true` also sets `cancel_at` (the period end), `canceled_at` (now) and
 *   `cancellation_details.reason`, as current API versions do; `false` clears them.
 * - Prices need not be created: any id starting `price_` is a monthly GBP price (1000 pence unless
 *   the `prices` option says otherwise); other ids are a 400 "No such price".
 * - Idempotency: every POST the SDK sends carries an `Idempotency-Key` (it generates one when the
 *   caller gives none). A successful (2xx) answer is saved per key; the same key with the same method,
 *   path and parameters replays it (with `idempotent-replayed: true`) without doing anything, and the
 *   same key with different ones is a 400 `idempotency_error`. Error answers are not saved, so a
 *   retry after an error (including an injected one) runs for real.
 * - Errors use Stripe's shape `{ error: { type, message, code?, param?, doc_url? } }`: 400/404
 *   `invalid_request_error`, 401 for a missing or non-test key, 500 `api_error`; unknown paths are a 404.
 *
 * Test control, in-process (the functions on the returned object) or over HTTP for other processes:
 * - `POST /__control/checkout/:id/complete` → the new subscription (see completeCheckout).
 * - `POST /__control/checkout/:id/expire` → the expired session.
 * - `POST /__control/subscriptions/:id` JSON `{ status?, cancel_at_period_end?, price?,
 *   current_period_start?, current_period_end?, metadata? }` → the subscription.
 * - `POST /__control/fail-next` JSON `{ path?, method?, status?, type?, code?, message? }` → 204.
 * - `POST /__control/reset` → 204. `GET /__control/requests` → the recorded requests.
 *   `GET /__control/state` → `{ customers, subscriptions, checkoutSessions, billingPortalSessions }`.
 *
 * Browser pages (for end-to-end tests that follow the app's redirects):
 * - `GET /checkout/:id`: a page with a "Pay and subscribe" button (completes the session, then
 *   redirects to `success_url` with `{CHECKOUT_SESSION_ID}` filled in) and a cancel link.
 * - `GET /portal/:id`: the customer's subscriptions with "Cancel at period end" / "Keep subscription"
 *   buttons and a link back to `return_url`.
 *
 * Only API requests (`/v1/...` and other unknown paths) are recorded in `requests`; control calls and
 * browser pages are not.
 */

// ---------------------------------------------------------------------------------------------
// Public types

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface RecordedStripeRequest {
  method: string;
  /** Path without the query string, e.g. `/v1/customers`. */
  path: string;
  /** Parsed query string (GET and DELETE parameters travel here). */
  query: FormObject;
  /** Parsed form body (POST parameters), bracket notation turned into nested objects and arrays. */
  body: FormObject;
  /** The body as sent. */
  rawBody: string;
  /** Lower-case header names; `authorization` is redacted. */
  headers: Record<string, string>;
  /** Whether an `Authorization: Bearer <non-empty key>` header came with the request. */
  hasKey: boolean;
  idempotencyKey: string | undefined;
  /** The `Stripe-Version` header. */
  stripeVersion: string | undefined;
  /** The `request-id` this fake answered with. */
  requestId: string;
  /** The answer's status and JSON body, filled in once answered. */
  status: number;
  response: unknown;
  /** Whether the answer was an idempotent replay of an earlier one. */
  replayed: boolean;
  /** Whether the answer was a failure injected with failNext(). */
  injectedFailure: boolean;
  receivedAt: Date;
}

export type Metadata = Record<string, string>;

export interface FakeStripeCustomer {
  id: string;
  object: "customer";
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: string | null;
  delinquent: boolean;
  description: string | null;
  discount: null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  next_invoice_sequence: number;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: "none";
  test_clock: null;
}

export interface FakeStripePrice {
  id: string;
  object: "price";
  active: boolean;
  billing_scheme: "per_unit";
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: {
    interval: "day" | "week" | "month" | "year";
    interval_count: number;
    meter: null;
    trial_period_days: null;
    usage_type: "licensed";
  };
  tax_behavior: "unspecified";
  tiers_mode: null;
  transform_quantity: null;
  type: "recurring";
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface FakeStripePlan {
  id: string;
  object: "plan";
  active: boolean;
  amount: number;
  amount_decimal: string;
  billing_scheme: "per_unit";
  created: number;
  currency: string;
  interval: "day" | "week" | "month" | "year";
  interval_count: number;
  livemode: false;
  metadata: Metadata;
  meter: null;
  nickname: string | null;
  product: string;
  tiers_mode: null;
  transform_usage: null;
  trial_period_days: null;
  usage_type: "licensed";
}

export interface FakeStripeSubscriptionItem {
  id: string;
  object: "subscription_item";
  billing_thresholds: null;
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: string[];
  metadata: Metadata;
  plan: FakeStripePlan;
  price: FakeStripePrice;
  quantity: number;
  subscription: string;
  tax_rates: [];
}

export type FakeSubscriptionStatus =
  "active" | "canceled" | "incomplete" | "incomplete_expired" | "past_due" | "paused" | "trialing" | "unpaid";

export interface FakeStripeSubscription {
  id: string;
  object: "subscription";
  application: null;
  application_fee_percent: null;
  automatic_tax: { disabled_reason: null; enabled: boolean; liability: null };
  billing_cycle_anchor: number;
  billing_cycle_anchor_config: null;
  billing_thresholds: null;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: "charge_automatically";
  created: number;
  currency: string;
  customer: string;
  customer_account: null;
  days_until_due: null;
  default_payment_method: null;
  default_source: null;
  default_tax_rates: [];
  description: null;
  discounts: string[];
  ended_at: number | null;
  invoice_settings: { account_tax_ids: null; issuer: { type: "self" } };
  items: {
    object: "list";
    data: FakeStripeSubscriptionItem[];
    has_more: false;
    total_count: number;
    url: string;
  };
  latest_invoice: null;
  livemode: false;
  metadata: Metadata;
  next_pending_invoice_item_invoice: null;
  on_behalf_of: null;
  pause_collection: null;
  payment_settings: {
    payment_method_options: null;
    payment_method_types: null;
    save_default_payment_method: "off";
  };
  pending_invoice_item_interval: null;
  pending_setup_intent: null;
  pending_update: null;
  schedule: null;
  start_date: number;
  status: FakeSubscriptionStatus;
  test_clock: null;
  transfer_data: null;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } };
  trial_start: number | null;
}

export interface FakeStripeCheckoutSession {
  id: string;
  object: "checkout.session";
  after_expiration: null;
  allow_promotion_codes: boolean | null;
  amount_subtotal: number | null;
  amount_total: number | null;
  automatic_tax: { enabled: boolean; liability: null; provider: null; status: null };
  billing_address_collection: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  consent: null;
  consent_collection: null;
  created: number;
  currency: string | null;
  custom_fields: [];
  custom_text: { after_submit: null; shipping_address: null; submit: null; terms_of_service_acceptance: null };
  customer: string | null;
  customer_account: null;
  customer_creation: "always" | "if_required" | null;
  customer_details: {
    address: null;
    business_name: null;
    email: string | null;
    individual_name: null;
    name: string | null;
    phone: null;
    tax_exempt: "none";
    tax_ids: [];
  } | null;
  customer_email: string | null;
  discounts: [];
  expires_at: number;
  invoice: null;
  invoice_creation: null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: "payment" | "setup" | "subscription";
  payment_intent: null;
  payment_link: null;
  payment_method_collection: "always" | "if_required" | null;
  payment_method_types: string[];
  payment_status: "no_payment_required" | "paid" | "unpaid";
  recovered_from: null;
  setup_intent: null;
  shipping_address_collection: null;
  shipping_cost: null;
  shipping_options: [];
  status: "complete" | "expired" | "open";
  submit_type: null;
  subscription: string | null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number } | null;
  ui_mode: "hosted";
  url: string | null;
}

export interface FakeStripeBillingPortalSession {
  id: string;
  object: "billing_portal.session";
  configuration: string;
  created: number;
  customer: string;
  customer_account: null;
  flow: null;
  livemode: false;
  locale: string | null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
}

export interface FakeSubscriptionChanges {
  status?: FakeSubscriptionStatus;
  cancel_at_period_end?: boolean;
  /** Switches the first item to this price. */
  price?: string;
  /** Unix seconds; applied to every item. */
  current_period_start?: number;
  current_period_end?: number;
  /** Merged into the metadata; an empty string removes a key. */
  metadata?: Record<string, string>;
}

export interface FailNextOptions {
  /**
   * The request path this failure is for (without query string); a trailing `*` matches by
   * prefix. Default: the next API request, whatever its path.
   */
  path?: string;
  /** Only requests with this method (default: any). */
  method?: string;
  /** HTTP status, default 500. */
  status?: number;
  /** Stripe error type; default `api_error` for 5xx, `card_error` for 402, `rate_limit_error` for 429, else `invalid_request_error`. */
  type?: string;
  code?: string;
  message?: string;
}

export interface FakePriceOptions {
  unit_amount?: number;
  currency?: string;
  interval?: "day" | "week" | "month" | "year";
  interval_count?: number;
  product?: string;
  nickname?: string;
  lookup_key?: string;
}

export interface FakeStripeServerOptions {
  /** Port to listen on (default: any free port). */
  port?: number;
  /** When set, only this key is accepted (otherwise any `sk_test_`/`rk_test_` key). */
  apiKey?: string;
  /** Known prices' details; any other `price_...` id is a monthly 1000 GBP price. */
  prices?: Record<string, FakePriceOptions>;
  /** The fake's clock (default: the real time). */
  now?: () => Date;
}

export interface FakeStripeServer {
  /** `http://127.0.0.1:PORT` */
  url: string;
  host: string;
  port: number;
  /** Every API request received (cleared in place by reset()). */
  requests: RecordedStripeRequest[];
  customers: Map<string, FakeStripeCustomer>;
  subscriptions: Map<string, FakeStripeSubscription>;
  checkoutSessions: Map<string, FakeStripeCheckoutSession>;
  billingPortalSessions: Map<string, FakeStripeBillingPortalSession>;
  /**
   * Completes an open checkout session as if the customer paid: creates the customer when the session
   * has none (from `customer_email`), then, in subscription mode, a subscription for the session's
   * prices (status "active", or "trialing" with `subscription_data[trial_period_days]`; a 30-day period
   * on each item; `subscription_data[metadata]` as metadata), and marks the session complete.
   * Resolves to the subscription. Only subscription-mode sessions can be completed.
   */
  completeCheckout(sessionId: string): Promise<FakeStripeSubscription>;
  /** Expires an open checkout session. */
  expireCheckout(sessionId: string): FakeStripeCheckoutSession;
  /** Changes a subscription behind the app's back (renewal, payment failure, cancellation...). */
  updateSubscription(id: string, changes: FakeSubscriptionChanges): FakeStripeSubscription;
  /** Makes the next matching API request fail once, with Stripe's error shape. Failures queue up. */
  failNext(options?: FailNextOptions): void;
  /** Forgets every object, recorded request, saved idempotent answer and pending failure. */
  reset(): void;
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Form parsing (qs-style bracket notation, as the SDK sends it)

const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

type FormTree = Map<string, FormTree | string>;

function decodeFormComponent(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function splitFormKey(key: string): string[] {
  const match = /^([^[\]]*)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match || match[1] === "") return [key];
  const segments = [match[1] ?? key];
  for (const part of (match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)) segments.push(part[1] ?? "");
  return segments;
}

function treeToValue(tree: FormTree): FormValue {
  const keys = [...tree.keys()];
  const isArray = keys.length > 0 && keys.every((key) => /^(0|[1-9]\d{0,3})$/.test(key));
  const convert = (value: FormTree | string): FormValue => (typeof value === "string" ? value : treeToValue(value));
  if (isArray) {
    return keys
      .map((key) => [Number(key), tree.get(key)!] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, value]) => convert(value));
  }
  const result: FormObject = {};
  for (const [key, value] of tree) result[key] = convert(value);
  return result;
}

/**
 * Parses `application/x-www-form-urlencoded` text with bracket notation into nested objects:
 * `metadata[user_id]=7&line_items[0][price]=price_1` → `{ metadata: { user_id: "7" },
 * line_items: [{ price: "price_1" }] }`. Objects whose keys are all indexes become arrays (ordered by
 * index); `a[]=x` appends. Values stay strings.
 */
export function parseStripeForm(text: string): FormObject {
  const root: FormTree = new Map();
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const key = decodeFormComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? "" : decodeFormComponent(pair.slice(equals + 1));
    const segments = splitFormKey(key);
    if (segments.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    let node = root;
    segments.forEach((rawSegment, index) => {
      const segment = rawSegment === "" && index > 0 ? String(node.size) : rawSegment;
      if (index === segments.length - 1) {
        node.set(segment, value);
        return;
      }
      const existing = node.get(segment);
      if (existing instanceof Map) {
        node = existing;
      } else {
        const child: FormTree = new Map();
        node.set(segment, child);
        node = child;
      }
    });
  }
  const result: FormObject = {};
  for (const [key, value] of root) result[key] = typeof value === "string" ? value : treeToValue(value);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Helpers

class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toBody(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) {
      error.code = this.code;
      error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, "-")}`;
    }
    if (this.param) error.param = this.param;
    return { error };
  }
}

function invalid(message: string, param?: string, code?: string): StripeFakeError {
  return new StripeFakeError(400, "invalid_request_error", message, code, param);
}

function noSuch(kind: string, id: string, param = "id", status = 404): StripeFakeError {
  return new StripeFakeError(status, "invalid_request_error", `No such ${kind}: '${id}'`, "resource_missing", param);
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function randomChars(length: number): string {
  let result = "";
  for (const byte of randomBytes(length)) result += ALPHABET.charAt(byte % ALPHABET.length);
  return result;
}

function stableChars(seed: string, length: number): string {
  let result = "";
  for (const byte of createHash("sha256").update(seed).digest()) {
    if (result.length === length) break;
    result += ALPHABET.charAt(byte % ALPHABET.length);
  }
  return result;
}

function isFormObject(value: FormValue | undefined): value is FormObject {
  return typeof value === "object" && !Array.isArray(value);
}

function optionalString(params: FormObject, name: string, maxLength = 5000): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalid(`Invalid string: ${name} must be a string.`, name);
  if (value.length > maxLength) {
    throw invalid(
      `Invalid string: ${name} must be at most ${maxLength} characters.`,
      name,
      "string_length_exceeds_maximum",
    );
  }
  return value;
}

function parseBoolean(value: FormValue | undefined, param: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === "true") return true;
  if (value === "false") return false;
  throw invalid(`Invalid boolean: ${typeof value === "string" ? value : "(object)"}`, param);
}

function parseInteger(value: FormValue | undefined, param: string, min = 0): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^-?\d+$/.test(value) || Number(value) < min) {
    throw invalid(`Invalid integer: ${typeof value === "string" ? value : "(object)"}`, param);
  }
  return Number(value);
}

function asArray(value: FormValue | undefined, param: string): FormValue[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (isFormObject(value) && Object.keys(value).length === 0) return [];
  throw invalid(`Invalid array: ${param} must be an array.`, param);
}

/** Applies Stripe's metadata update rules: "" clears all, a key set to "" is removed. */
function applyMetadata(existing: Metadata, value: FormValue | undefined, param = "metadata"): Metadata {
  if (value === undefined) return existing;
  if (value === "") return {};
  if (!isFormObject(value))
    throw invalid("Invalid metadata: metadata must be a hash of string keys and values.", param);
  const result = { ...existing };
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== "string")
      throw invalid(`Invalid metadata: the value of ${key} must be a string.`, `${param}[${key}]`);
    if (key.length > 40)
      throw invalid(`Invalid metadata: keys can be at most 40 characters (${key}).`, `${param}[${key}]`);
    if (item.length > 500) {
      throw invalid(`Invalid metadata: values can be at most 500 characters (${key}).`, `${param}[${key}]`);
    }
    if (item === "") delete result[key];
    else result[key] = item;
  }
  if (Object.keys(result).length > 50) throw invalid("Invalid metadata: at most 50 keys are allowed.", param);
  return result;
}

function expandPaths(params: FormObject): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return [];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function redactHeaders(raw: IncomingHttpHeaders): { headers: Record<string, string>; key: string | undefined } {
  const headers: Record<string, string> = {};
  let key: string | undefined;
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(", ") : value;
    if (name === "authorization") {
      const match = /^Bearer\s+(.*)$/i.exec(joined);
      const token = (match ? match[1] : joined)?.trim() ?? "";
      if (token !== "") key = token;
      headers[name] = match ? "Bearer [redacted]" : "[redacted]";
    } else {
      headers[name] = joined;
    }
  }
  return { headers, key };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const DAY_SECONDS = 24 * 60 * 60;
const PERIOD_SECONDS = 30 * DAY_SECONDS;

type JsonResult = { status: number; body: unknown; headers?: Record<string, string> };

interface StoredSessionExtras {
  lineItems: { price: string; quantity: number }[];
  subscriptionMetadata: Metadata;
  trialPeriodDays: number | undefined;
}

// ---------------------------------------------------------------------------------------------
// The server

export async function startFakeStripeServer(options: FakeStripeServerOptions = {}): Promise<FakeStripeServer> {
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, FakeStripeCustomer>();
  const deletedCustomers = new Set<string>();
  const subscriptions = new Map<string, FakeStripeSubscription>();
  const checkoutSessions = new Map<string, FakeStripeCheckoutSession>();
  const sessionExtras = new Map<string, StoredSessionExtras>();
  const billingPortalSessions = new Map<string, FakeStripeBillingPortalSession>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const failures: FailNextOptions[] = [];
  const open = new Set<ServerResponse>();
  let baseUrl = "";

  const nowSeconds = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);

  // --- objects -------------------------------------------------------------------------------

  const priceObject = (id: string, param: string): FakeStripePrice => {
    const known = options.prices?.[id];
    if (!known && !id.startsWith("price_")) throw noSuch("price", id, param, 400);
    const amount = known?.unit_amount ?? 1000;
    return {
      id,
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created: nowSeconds(),
      currency: known?.currency ?? "gbp",
      custom_unit_amount: null,
      livemode: false,
      lookup_key: known?.lookup_key ?? null,
      metadata: {},
      nickname: known?.nickname ?? null,
      product: known?.product ?? `prod_${stableChars(id, 14)}`,
      recurring: {
        interval: known?.interval ?? "month",
        interval_count: known?.interval_count ?? 1,
        meter: null,
        trial_period_days: null,
        usage_type: "licensed",
      },
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: "recurring",
      unit_amount: amount,
      unit_amount_decimal: String(amount),
    };
  };

  const planObject = (price: FakeStripePrice): FakeStripePlan => ({
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: price.recurring.interval_count,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  });

  const customerOrThrow = (id: string, param = "id", status = 404): FakeStripeCustomer => {
    const customer = customers.get(id);
    if (!customer) throw noSuch("customer", id, param, status);
    return customer;
  };

  const subscriptionOrThrow = (id: string): FakeStripeSubscription => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw noSuch("subscription", id);
    return subscription;
  };

  const sessionOrThrow = (id: string): FakeStripeCheckoutSession => {
    const session = checkoutSessions.get(id);
    if (!session) throw noSuch("checkout.session", id);
    return session;
  };

  const createCustomer = (params: {
    email?: string | null;
    name?: string | null;
    metadata?: Metadata;
    description?: string;
    phone?: string;
  }) => {
    const id = `cus_${randomChars(14)}`;
    const customer: FakeStripeCustomer = {
      id,
      object: "customer",
      address: null,
      balance: 0,
      created: nowSeconds(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: params.description ?? null,
      discount: null,
      email: params.email ?? null,
      invoice_prefix: stableChars(id, 8).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: params.metadata ?? {},
      name: params.name ?? null,
      next_invoice_sequence: 1,
      phone: params.phone ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: "none",
      test_clock: null,
    };
    customers.set(id, customer);
    return customer;
  };

  const makeItem = (
    subscriptionId: string,
    priceId: string,
    quantity: number,
    start: number,
    end: number,
    param: string,
  ) => {
    const price = priceObject(priceId, param);
    const item: FakeStripeSubscriptionItem = {
      id: `si_${randomChars(14)}`,
      object: "subscription_item",
      billing_thresholds: null,
      created: nowSeconds(),
      current_period_end: end,
      current_period_start: start,
      discounts: [],
      metadata: {},
      plan: planObject(price),
      price,
      quantity,
      subscription: subscriptionId,
      tax_rates: [],
    };
    return item;
  };

  const createSubscription = (args: {
    customer: string;
    items: { price: string; quantity: number }[];
    metadata: Metadata;
    trialPeriodDays?: number;
  }): FakeStripeSubscription => {
    const id = `sub_${randomChars(24)}`;
    const start = nowSeconds();
    const trialEnd = args.trialPeriodDays ? start + args.trialPeriodDays * DAY_SECONDS : null;
    const end = trialEnd ?? start + PERIOD_SECONDS;
    const items = args.items.map((line, index) =>
      makeItem(id, line.price, line.quantity, start, end, `line_items[${index}][price]`),
    );
    const subscription: FakeStripeSubscription = {
      id,
      object: "subscription",
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: trialEnd ?? start,
      billing_cycle_anchor_config: null,
      billing_thresholds: null,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: "charge_automatically",
      created: start,
      currency: items[0]?.price.currency ?? "gbp",
      customer: args.customer,
      customer_account: null,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [],
      ended_at: null,
      invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
      items: {
        object: "list",
        data: items,
        has_more: false,
        total_count: items.length,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: args.metadata,
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: "off",
      },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: start,
      status: trialEnd ? "trialing" : "active",
      test_clock: null,
      transfer_data: null,
      trial_end: trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
      trial_start: trialEnd ? start : null,
    };
    subscriptions.set(id, subscription);
    return subscription;
  };

  const periodEnd = (subscription: FakeStripeSubscription) =>
    Math.max(...subscription.items.data.map((item) => item.current_period_end), subscription.start_date);

  const setCancelAtPeriodEnd = (subscription: FakeStripeSubscription, value: boolean) => {
    subscription.cancel_at_period_end = value;
    if (value) {
      subscription.cancel_at = periodEnd(subscription);
      subscription.canceled_at = nowSeconds();
      subscription.cancellation_details.reason = "cancellation_requested";
    } else {
      subscription.cancel_at = null;
      subscription.canceled_at = null;
      subscription.cancellation_details = { comment: null, feedback: null, reason: null };
    }
  };

  const cancelNow = (subscription: FakeStripeSubscription, reason = "cancellation_requested") => {
    const now = nowSeconds();
    subscription.status = "canceled";
    subscription.canceled_at = now;
    subscription.ended_at = now;
    subscription.cancel_at_period_end = false;
    subscription.cancel_at = null;
    subscription.cancellation_details.reason = reason;
  };

  const completeSession = (sessionId: string): FakeStripeSubscription => {
    const session = sessionOrThrow(sessionId);
    if (session.status !== "open") {
      throw invalid(
        `This Checkout Session is ${session.status} and cannot be completed.`,
        undefined,
        "checkout_session_not_open",
      );
    }
    if (session.mode !== "subscription") {
      throw invalid(
        `The fake Stripe server only completes subscription-mode Checkout Sessions (this one is ${session.mode}).`,
      );
    }
    const extras = sessionExtras.get(sessionId) ?? {
      lineItems: [],
      subscriptionMetadata: {},
      trialPeriodDays: undefined,
    };
    const customer =
      (session.customer ? customers.get(session.customer) : undefined) ??
      createCustomer({ email: session.customer_email ?? `customer-${randomChars(6).toLowerCase()}@example.test` });
    const subscription = createSubscription({
      customer: customer.id,
      items: extras.lineItems,
      metadata: { ...extras.subscriptionMetadata },
      trialPeriodDays: extras.trialPeriodDays,
    });
    session.subscription = subscription.id;
    session.status = "complete";
    session.payment_status = extras.trialPeriodDays ? "no_payment_required" : "paid";
    session.customer = customer.id;
    session.customer_details = {
      address: null,
      business_name: null,
      email: customer.email,
      individual_name: null,
      name: customer.name,
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    };
    session.url = null;
    return subscription;
  };

  const expireSession = (sessionId: string): FakeStripeCheckoutSession => {
    const session = sessionOrThrow(sessionId);
    if (session.status !== "open") {
      throw invalid(
        `Only Checkout Sessions with a status of open can be expired. This Checkout Session has a status of ${session.status}.`,
      );
    }
    session.status = "expired";
    session.url = null;
    return session;
  };

  const applyControlChanges = (id: string, changes: FakeSubscriptionChanges): FakeStripeSubscription => {
    const subscription = subscriptionOrThrow(id);
    if (changes.price !== undefined) {
      const first = subscription.items.data[0];
      if (!first) throw invalid(`Subscription ${id} has no items.`);
      first.price = priceObject(changes.price, "price");
      first.plan = planObject(first.price);
    }
    for (const item of subscription.items.data) {
      if (changes.current_period_start !== undefined) item.current_period_start = changes.current_period_start;
      if (changes.current_period_end !== undefined) item.current_period_end = changes.current_period_end;
    }
    if (changes.metadata !== undefined) subscription.metadata = applyMetadata(subscription.metadata, changes.metadata);
    if (changes.cancel_at_period_end !== undefined) setCancelAtPeriodEnd(subscription, changes.cancel_at_period_end);
    else if (subscription.cancel_at_period_end && changes.current_period_end !== undefined) {
      subscription.cancel_at = periodEnd(subscription);
    }
    if (changes.status !== undefined) {
      if (changes.status === "canceled")
        cancelNow(subscription, subscription.cancellation_details.reason ?? "cancellation_requested");
      else {
        subscription.status = changes.status;
        subscription.ended_at = null;
      }
    }
    return subscription;
  };

  // --- lists and expansion -------------------------------------------------------------------

  const listOf = <T extends { id: string }>(url: string, items: T[], params: FormObject) => {
    const limit = parseInteger(params.limit, "limit", 1) ?? 10;
    if (limit > 100) throw invalid("Invalid integer: limit must be at most 100.", "limit");
    const after = optionalString(params, "starting_after");
    const before = optionalString(params, "ending_before");
    let start = 0;
    let end = items.length;
    if (after !== undefined) {
      const index = items.findIndex((item) => item.id === after);
      if (index === -1) throw noSuch("object", after, "starting_after", 400);
      start = index + 1;
    }
    if (before !== undefined) {
      const index = items.findIndex((item) => item.id === before);
      if (index === -1) throw noSuch("object", before, "ending_before", 400);
      end = index;
      start = Math.max(start, end - limit);
    }
    const data = items.slice(start, Math.min(end, start + limit));
    const hasMore = before !== undefined ? start > 0 : start + limit < end;
    return { object: "list", data, has_more: hasMore, url };
  };

  /** Newest first, like Stripe; within the same second, later-created first. */
  const newestFirst = <T extends { created: number }>(values: Iterable<T>) =>
    [...values]
      .map((value, index) => ({ value, index }))
      .sort((a, b) => b.value.created - a.value.created || b.index - a.index)
      .map(({ value }) => value);

  const lineItemsList = (session: FakeStripeCheckoutSession) => {
    const extras = sessionExtras.get(session.id);
    const data = (extras?.lineItems ?? []).map((line, index) => {
      const price = priceObject(line.price, `line_items[${index}][price]`);
      const amount = price.unit_amount * line.quantity;
      return {
        id: `li_${stableChars(`${session.id}:${index}`, 14)}`,
        object: "item",
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price.currency,
        description: price.nickname ?? price.id,
        price,
        quantity: line.quantity,
      };
    });
    return { object: "list", data, has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` };
  };

  const resolveId = (value: unknown): unknown => {
    if (typeof value !== "string") return value;
    if (value.startsWith("cus_")) {
      if (deletedCustomers.has(value)) return { id: value, object: "customer", deleted: true };
      return customers.get(value) ?? value;
    }
    if (value.startsWith("sub_")) return subscriptions.get(value) ?? value;
    if (value.startsWith("cs_")) return checkoutSessions.get(value) ?? value;
    return value;
  };

  const expandAt = (value: unknown, path: string[]): unknown => {
    if (path.length === 0) return structuredClone(resolveId(value));
    if (Array.isArray(value)) return value.map((item) => expandAt(item, path));
    if (typeof value !== "object" || value === null) return value;
    const record = value as Record<string, unknown>;
    const [head, ...rest] = path as [string, ...string[]];
    if (head === "line_items" && record.object === "checkout.session") {
      record.line_items = expandAt(lineItemsList(record as unknown as FakeStripeCheckoutSession), rest);
      return record;
    }
    if (head in record) record[head] = expandAt(record[head], rest);
    return record;
  };

  /** A copy of the answer with the requested `expand[]` paths filled in. */
  const withExpansions = (body: unknown, params: FormObject): unknown => {
    const paths = expandPaths(params);
    if (paths.length === 0) return body;
    let copy = structuredClone(body);
    for (const path of paths) copy = expandAt(copy, path.split("."));
    return copy;
  };

  // --- API routes ----------------------------------------------------------------------------

  interface ApiContext {
    method: string;
    /** Query parameters for GET and DELETE, body parameters for POST. */
    params: FormObject;
  }
  type Handler = (ctx: ApiContext, ...ids: string[]) => unknown;
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const route = (method: string, path: string, handler: Handler) => {
    const pattern = new RegExp(`^${path.replace(/:id/g, "([^/]+)")}$`);
    routes.push({ method, pattern, handler });
  };

  const customerParams = (params: FormObject) => ({
    email: optionalString(params, "email", 512),
    name: optionalString(params, "name", 256),
    description: optionalString(params, "description", 350),
    phone: optionalString(params, "phone", 20),
  });

  route("POST", "/v1/customers", ({ params }) => {
    const fields = customerParams(params);
    const customer = createCustomer({
      email: fields.email || null,
      name: fields.name || null,
      description: fields.description || undefined,
      phone: fields.phone || undefined,
      metadata: applyMetadata({}, params.metadata),
    });
    return withExpansions(customer, params);
  });

  route("GET", "/v1/customers", ({ params }) => {
    const email = optionalString(params, "email", 512);
    const all = newestFirst(customers.values()).filter((customer) => email === undefined || customer.email === email);
    return withExpansions(listOf("/v1/customers", all, params), params);
  });

  route("GET", "/v1/customers/search", ({ params }) => {
    const query = optionalString(params, "query");
    if (query === undefined) throw invalid("Missing required param: query.", "query", "parameter_missing");
    const clauses = query.split(/\s+AND\s+/i).map((clause) => {
      const match = /^\s*(email|name|metadata\[\s*["']([^"']+)["']\s*\])\s*:\s*["']((?:[^"'\\]|\\.)*)["']\s*$/.exec(
        clause,
      );
      if (!match) {
        throw invalid(
          `The fake Stripe server only supports email:'..', name:'..' and metadata['key']:'..' clauses joined by AND; got: ${clause}`,
          "query",
        );
      }
      const value = (match[3] ?? "").replace(/\\(.)/g, "$1");
      return (customer: FakeStripeCustomer) =>
        match[2] !== undefined
          ? customer.metadata[match[2]] === value
          : (match[1] === "email" ? customer.email : customer.name) === value;
    });
    const limit = parseInteger(params.limit, "limit", 1) ?? 10;
    const found = newestFirst(customers.values()).filter((customer) => clauses.every((clause) => clause(customer)));
    return withExpansions(
      {
        object: "search_result",
        data: found.slice(0, limit),
        has_more: found.length > limit,
        next_page: null,
        url: "/v1/customers/search",
      },
      params,
    );
  });

  route("GET", "/v1/customers/:id", ({ params }, id) => {
    if (deletedCustomers.has(id)) return { id, object: "customer", deleted: true };
    return withExpansions(customerOrThrow(id), params);
  });

  route("POST", "/v1/customers/:id", ({ params }, id) => {
    const customer = customerOrThrow(id);
    const fields = customerParams(params);
    if (fields.email !== undefined) customer.email = fields.email === "" ? null : fields.email;
    if (fields.name !== undefined) customer.name = fields.name === "" ? null : fields.name;
    if (fields.description !== undefined) customer.description = fields.description === "" ? null : fields.description;
    if (fields.phone !== undefined) customer.phone = fields.phone === "" ? null : fields.phone;
    customer.metadata = applyMetadata(customer.metadata, params.metadata);
    return withExpansions(customer, params);
  });

  route("DELETE", "/v1/customers/:id", (_ctx, id) => {
    customerOrThrow(id);
    customers.delete(id);
    deletedCustomers.add(id);
    for (const subscription of subscriptions.values()) {
      if (subscription.customer === id && subscription.status !== "canceled") cancelNow(subscription);
    }
    return { id, object: "customer", deleted: true };
  });

  route("POST", "/v1/checkout/sessions", ({ params }) => {
    const mode = optionalString(params, "mode");
    if (mode === undefined) throw invalid("Missing required param: mode.", "mode", "parameter_missing");
    if (mode !== "payment" && mode !== "setup" && mode !== "subscription") {
      throw invalid(`Invalid mode: must be one of payment, setup, or subscription`, "mode");
    }
    const customerId = optionalString(params, "customer");
    const customerEmail = optionalString(params, "customer_email", 800);
    if (customerId !== undefined && customerEmail !== undefined) {
      throw invalid("You may only specify one of these parameters: customer, customer_email.", "customer");
    }
    if (customerId !== undefined) customerOrThrow(customerId, "customer", 400);
    const lineItems = asArray(params.line_items, "line_items").map((line, index) => {
      if (!isFormObject(line)) throw invalid(`Invalid object: line_items[${index}]`, `line_items[${index}]`);
      const price = optionalString(line, "price");
      if (price === undefined) {
        throw invalid(
          `The fake Stripe server needs line_items[${index}][price] (price_data is not supported).`,
          `line_items[${index}][price]`,
          "parameter_missing",
        );
      }
      priceObject(price, `line_items[${index}][price]`);
      const quantity = parseInteger(line.quantity, `line_items[${index}][quantity]`, 1) ?? 1;
      return { price, quantity };
    });
    if (mode !== "setup" && lineItems.length === 0) {
      throw invalid(`You must provide at least one line item in \`${mode}\` mode.`, "line_items", "parameter_missing");
    }
    const clientReferenceId = optionalString(params, "client_reference_id", 200);
    const successUrl = optionalString(params, "success_url");
    const cancelUrl = optionalString(params, "cancel_url");
    for (const [name, value] of [
      ["success_url", successUrl],
      ["cancel_url", cancelUrl],
    ] as const) {
      if (value !== undefined && !/^https?:\/\/\S+$/.test(value)) throw invalid(`Not a valid URL`, name, "url_invalid");
    }
    const subscriptionData = params.subscription_data;
    if (subscriptionData !== undefined && !isFormObject(subscriptionData)) {
      throw invalid("Invalid object: subscription_data", "subscription_data");
    }
    if (subscriptionData !== undefined && mode !== "subscription") {
      throw invalid("You can only specify `subscription_data` in `subscription` mode.", "subscription_data");
    }
    const trialPeriodDays = subscriptionData
      ? parseInteger(subscriptionData.trial_period_days, "subscription_data[trial_period_days]", 1)
      : undefined;
    const prices = lineItems.map((line) => ({ price: priceObject(line.price, "line_items"), quantity: line.quantity }));
    const total = prices.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0);
    const id = `cs_test_${randomChars(58)}`;
    const created = nowSeconds();
    const session: FakeStripeCheckoutSession = {
      id,
      object: "checkout.session",
      after_expiration: null,
      allow_promotion_codes: parseBoolean(params.allow_promotion_codes, "allow_promotion_codes") ?? null,
      amount_subtotal: mode === "setup" ? null : total,
      amount_total: mode === "setup" ? null : total,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: optionalString(params, "billing_address_collection") ?? null,
      cancel_url: cancelUrl ?? null,
      client_reference_id: clientReferenceId ?? null,
      client_secret: null,
      consent: null,
      consent_collection: null,
      created,
      currency: prices[0]?.price.currency ?? null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: customerId ?? null,
      customer_account: null,
      customer_creation:
        customerId === undefined && mode !== "subscription"
          ? "if_required"
          : customerId === undefined
            ? "always"
            : null,
      customer_details: null,
      customer_email: customerEmail ?? null,
      discounts: [],
      expires_at: created + DAY_SECONDS,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: optionalString(params, "locale") ?? null,
      metadata: applyMetadata({}, params.metadata),
      mode,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: mode === "subscription" ? "always" : null,
      payment_method_types: ["card"],
      payment_status: mode === "setup" ? "no_payment_required" : "unpaid",
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: "open",
      submit_type: null,
      subscription: null,
      success_url: successUrl ?? null,
      total_details: mode === "setup" ? null : { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted",
      url: `${baseUrl}/checkout/${id}`,
    };
    checkoutSessions.set(id, session);
    sessionExtras.set(id, {
      lineItems,
      subscriptionMetadata: applyMetadata({}, subscriptionData?.metadata, "subscription_data[metadata]"),
      trialPeriodDays,
    });
    return withExpansions(session, params);
  });

  route("GET", "/v1/checkout/sessions", ({ params }) => {
    const customer = optionalString(params, "customer");
    const subscription = optionalString(params, "subscription");
    const status = optionalString(params, "status");
    if (status !== undefined && status !== "open" && status !== "complete" && status !== "expired") {
      throw invalid("Invalid status: must be one of complete, expired, or open", "status");
    }
    const all = newestFirst(checkoutSessions.values()).filter(
      (session) =>
        (customer === undefined || session.customer === customer) &&
        (subscription === undefined || session.subscription === subscription) &&
        (status === undefined || session.status === status),
    );
    return withExpansions(listOf("/v1/checkout/sessions", all, params), params);
  });

  route("GET", "/v1/checkout/sessions/:id", ({ params }, id) => withExpansions(sessionOrThrow(id), params));

  route("POST", "/v1/checkout/sessions/:id/expire", ({ params }, id) => withExpansions(expireSession(id), params));

  route("GET", "/v1/subscriptions", ({ params }) => {
    const customer = optionalString(params, "customer");
    const price = optionalString(params, "price");
    const status = optionalString(params, "status");
    const matchesStatus = (subscription: FakeStripeSubscription) => {
      if (status === "all") return true;
      if (status === "ended") return subscription.status === "canceled" || subscription.status === "incomplete_expired";
      if (status === undefined)
        return subscription.status !== "canceled" && subscription.status !== "incomplete_expired";
      return subscription.status === status;
    };
    const all = newestFirst(subscriptions.values()).filter(
      (subscription) =>
        (customer === undefined || subscription.customer === customer) &&
        (price === undefined || subscription.items.data.some((item) => item.price.id === price)) &&
        matchesStatus(subscription),
    );
    return withExpansions(listOf("/v1/subscriptions", all, params), params);
  });

  route("GET", "/v1/subscriptions/:id", ({ params }, id) => withExpansions(subscriptionOrThrow(id), params));

  route("POST", "/v1/subscriptions/:id", ({ params }, id) => {
    const subscription = subscriptionOrThrow(id);
    const allowedWhenCanceled = new Set(["metadata", "cancellation_details", "expand"]);
    if (subscription.status === "canceled" && Object.keys(params).some((key) => !allowedWhenCanceled.has(key))) {
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    }
    // Validate everything before changing anything, so a 400 leaves the subscription as it was.
    const cancelAtPeriodEnd = parseBoolean(params.cancel_at_period_end, "cancel_at_period_end");
    const cancelAt = params.cancel_at === "" ? null : parseInteger(params.cancel_at, "cancel_at");
    if (cancelAtPeriodEnd === true && cancelAt !== undefined && cancelAt !== null) {
      throw invalid("You may only specify one of these parameters: cancel_at, cancel_at_period_end.", "cancel_at");
    }
    const metadata = applyMetadata(subscription.metadata, params.metadata);
    const items = subscription.items.data.slice();
    asArray(params.items, "items").forEach((line, index) => {
      if (!isFormObject(line)) throw invalid(`Invalid object: items[${index}]`, `items[${index}]`);
      const itemId = optionalString(line, "id");
      const priceId = optionalString(line, "price");
      const quantity = parseInteger(line.quantity, `items[${index}][quantity]`, 1);
      const deleted = parseBoolean(line.deleted, `items[${index}][deleted]`) ?? false;
      if (itemId === undefined) {
        if (priceId === undefined)
          throw invalid(
            `Missing required param: items[${index}][price].`,
            `items[${index}][price]`,
            "parameter_missing",
          );
        if (items.some((item) => item.price.id === priceId)) {
          throw invalid(
            `Cannot add multiple subscription items with the same price: ${priceId}`,
            `items[${index}][price]`,
          );
        }
        const start = items[0]?.current_period_start ?? nowSeconds();
        const end = items[0]?.current_period_end ?? start + PERIOD_SECONDS;
        items.push(makeItem(id, priceId, quantity ?? 1, start, end, `items[${index}][price]`));
        return;
      }
      const position = items.findIndex((item) => item.id === itemId);
      const existing = items[position];
      if (!existing) throw noSuch("subscription item", itemId, `items[${index}][id]`, 400);
      if (deleted) {
        items.splice(position, 1);
        return;
      }
      const updated = { ...existing };
      if (priceId !== undefined) {
        updated.price = priceObject(priceId, `items[${index}][price]`);
        updated.plan = planObject(updated.price);
      }
      if (quantity !== undefined) updated.quantity = quantity;
      items[position] = updated;
    });
    if (items.length === 0) throw invalid("A subscription must have at least one active plan.", "items");
    subscription.items.data = items;
    subscription.items.total_count = items.length;
    subscription.metadata = metadata;
    if (isFormObject(params.cancellation_details)) {
      const details = params.cancellation_details;
      if (typeof details.comment === "string") subscription.cancellation_details.comment = details.comment || null;
      if (typeof details.feedback === "string") subscription.cancellation_details.feedback = details.feedback || null;
    }
    if (cancelAtPeriodEnd !== undefined) setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd);
    if (cancelAt !== undefined) {
      if (cancelAt === null) setCancelAtPeriodEnd(subscription, false);
      else {
        subscription.cancel_at = cancelAt;
        subscription.cancel_at_period_end = cancelAt === periodEnd(subscription);
        subscription.canceled_at = nowSeconds();
        subscription.cancellation_details.reason = "cancellation_requested";
      }
    }
    return withExpansions(subscription, params);
  });

  route("DELETE", "/v1/subscriptions/:id", ({ params }, id) => {
    const subscription = subscriptionOrThrow(id);
    if (subscription.status === "canceled") {
      throw invalid(`This subscription has already been canceled: '${id}'`);
    }
    cancelNow(subscription);
    if (isFormObject(params.cancellation_details)) {
      const details = params.cancellation_details;
      if (typeof details.comment === "string") subscription.cancellation_details.comment = details.comment || null;
      if (typeof details.feedback === "string") subscription.cancellation_details.feedback = details.feedback || null;
    }
    return withExpansions(subscription, params);
  });

  route("POST", "/v1/billing_portal/sessions", ({ params }) => {
    const customerId = optionalString(params, "customer");
    if (customerId === undefined) throw invalid("Missing required param: customer.", "customer", "parameter_missing");
    customerOrThrow(customerId, "customer", 400);
    const returnUrl = optionalString(params, "return_url");
    if (returnUrl !== undefined && !/^https?:\/\/\S+$/.test(returnUrl))
      throw invalid("Not a valid URL", "return_url", "url_invalid");
    const id = `bps_${randomChars(24)}`;
    const session: FakeStripeBillingPortalSession = {
      id,
      object: "billing_portal.session",
      configuration: `bpc_${stableChars("default-portal-configuration", 24)}`,
      created: nowSeconds(),
      customer: customerId,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: optionalString(params, "locale") ?? null,
      on_behalf_of: null,
      return_url: returnUrl ?? null,
      url: `${baseUrl}/portal/${id}`,
    };
    billingPortalSessions.set(id, session);
    return withExpansions(session, params);
  });

  // --- API request handling ------------------------------------------------------------------

  const failureFor = (method: string, path: string): FailNextOptions | undefined => {
    const index = failures.findIndex((failure) => {
      if (failure.method !== undefined && failure.method.toUpperCase() !== method) return false;
      if (failure.path === undefined) return true;
      return failure.path.endsWith("*") ? path.startsWith(failure.path.slice(0, -1)) : path === failure.path;
    });
    return index === -1 ? undefined : failures.splice(index, 1)[0];
  };

  const injectedError = (failure: FailNextOptions): StripeFakeError => {
    const status = failure.status ?? 500;
    const type =
      failure.type ??
      (status >= 500
        ? "api_error"
        : status === 402
          ? "card_error"
          : status === 429
            ? "rate_limit_error"
            : "invalid_request_error");
    const message =
      failure.message ??
      (status >= 500
        ? "An unknown error occurred (injected by the fake Stripe server)."
        : `Request failed (injected by the fake Stripe server).`);
    return new StripeFakeError(status, type, message, failure.code);
  };

  const checkKey = (key: string | undefined): StripeFakeError | undefined => {
    if (key === undefined) {
      return new StripeFakeError(
        401,
        "invalid_request_error",
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    const accepted = options.apiKey !== undefined ? key === options.apiKey : /^(sk|rk)_test_\S+$/.test(key);
    if (accepted) return undefined;
    const masked = key.length > 12 ? `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}` : "****";
    return new StripeFakeError(401, "invalid_request_error", `Invalid API Key provided: ${masked}`, "api_key_invalid");
  };

  const answerApi = (
    method: string,
    url: URL,
    rawBody: string,
    record: RecordedStripeRequest,
    key: string | undefined,
  ): JsonResult => {
    const authError = checkKey(key);
    if (authError) return { status: authError.status, body: authError.toBody() };

    const failure = failureFor(method, url.pathname);
    if (failure) {
      record.injectedFailure = true;
      const error = injectedError(failure);
      return { status: error.status, body: error.toBody() };
    }

    const idempotencyKey = method === "POST" ? record.idempotencyKey : undefined;
    const fingerprint = `${method} ${url.pathname}${url.search}\n${rawBody}`;
    if (idempotencyKey !== undefined) {
      const saved = idempotent.get(idempotencyKey);
      if (saved) {
        if (saved.fingerprint !== fingerprint) {
          const error = new StripeFakeError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
          return { status: 400, body: error.toBody() };
        }
        record.replayed = true;
        return {
          status: saved.status,
          body: JSON.parse(saved.body) as unknown,
          headers: { "idempotent-replayed": "true" },
        };
      }
    }

    const target = routes.find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
    if (!target) {
      const error = new StripeFakeError(
        404,
        "invalid_request_error",
        `Unrecognized request URL (${method}: ${url.pathname}). The fake Stripe server does not implement this endpoint.`,
      );
      return { status: 404, body: error.toBody() };
    }
    const ids = (target.pattern.exec(url.pathname) ?? []).slice(1).map((id) => decodeURIComponent(id));
    const params = method === "POST" ? record.body : record.query;
    let result: JsonResult;
    try {
      result = { status: 200, body: target.handler({ method, params }, ...ids) };
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error;
      result = { status: error.status, body: error.toBody() };
    }
    if (idempotencyKey !== undefined && result.status < 300) {
      idempotent.set(idempotencyKey, { fingerprint, status: result.status, body: JSON.stringify(result.body) });
    }
    return result;
  };

  const sendJson = (res: ServerResponse, result: JsonResult) => {
    const text = JSON.stringify(result.body, null, 2);
    res.writeHead(result.status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
      "cache-control": "no-cache, no-store",
      ...result.headers,
    });
    res.end(text);
  };

  const handleApi = (req: IncomingMessage, res: ServerResponse, url: URL, method: string, rawBody: string) => {
    const { headers, key } = redactHeaders(req.headers);
    const requestId = `req_${randomChars(14)}`;
    const record: RecordedStripeRequest = {
      method,
      path: url.pathname,
      query: parseStripeForm(url.search.slice(1)),
      body: parseStripeForm(rawBody),
      rawBody,
      headers,
      hasKey: key !== undefined,
      idempotencyKey: headerValue(req.headers, "idempotency-key"),
      stripeVersion: headerValue(req.headers, "stripe-version"),
      requestId,
      status: 0,
      response: undefined,
      replayed: false,
      injectedFailure: false,
      receivedAt: new Date(),
    };
    requests.push(record);
    const result = answerApi(method, url, rawBody, record, key);
    record.status = result.status;
    record.response = result.body;
    const responseHeaders: Record<string, string> = { "request-id": requestId, ...result.headers };
    if (record.stripeVersion) responseHeaders["stripe-version"] = record.stripeVersion;
    if (record.idempotencyKey && method === "POST") responseHeaders["idempotency-key"] = record.idempotencyKey;
    sendJson(res, { ...result, headers: responseHeaders });
  };

  // --- control endpoints ---------------------------------------------------------------------

  const parseJsonObject = (rawBody: string): Record<string, unknown> => {
    if (rawBody.trim() === "") return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw invalid("The control request body must be JSON.");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw invalid("The control request body must be a JSON object.");
    return parsed as Record<string, unknown>;
  };

  const optionalField = <T>(
    body: Record<string, unknown>,
    name: string,
    check: (value: unknown) => value is T,
  ): T | undefined => {
    const value = body[name];
    if (value === undefined) return undefined;
    if (!check(value)) throw invalid(`Invalid control field: ${name}`, name);
    return value;
  };
  const isString = (value: unknown): value is string => typeof value === "string";
  const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
  const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
  const isStringRecord = (value: unknown): value is Record<string, string> =>
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isString);
  const isStatus = (value: unknown): value is FakeSubscriptionStatus =>
    isString(value) &&
    ["active", "canceled", "incomplete", "incomplete_expired", "past_due", "paused", "trialing", "unpaid"].includes(
      value,
    );

  const answerControl = (method: string, path: string, rawBody: string): JsonResult => {
    let match: RegExpExecArray | null;
    if (method === "POST" && (match = /^\/__control\/checkout\/([^/]+)\/complete$/.exec(path))) {
      return { status: 200, body: completeSession(decodeURIComponent(match[1] ?? "")) };
    }
    if (method === "POST" && (match = /^\/__control\/checkout\/([^/]+)\/expire$/.exec(path))) {
      return { status: 200, body: expireSession(decodeURIComponent(match[1] ?? "")) };
    }
    if (method === "POST" && (match = /^\/__control\/subscriptions\/([^/]+)$/.exec(path))) {
      const body = parseJsonObject(rawBody);
      const changes: FakeSubscriptionChanges = {
        status: optionalField(body, "status", isStatus),
        cancel_at_period_end: optionalField(body, "cancel_at_period_end", isBoolean),
        price: optionalField(body, "price", isString),
        current_period_start: optionalField(body, "current_period_start", isNumber),
        current_period_end: optionalField(body, "current_period_end", isNumber),
        metadata: optionalField(body, "metadata", isStringRecord),
      };
      return { status: 200, body: applyControlChanges(decodeURIComponent(match[1] ?? ""), changes) };
    }
    if (method === "POST" && path === "/__control/fail-next") {
      const body = parseJsonObject(rawBody);
      failures.push({
        path: optionalField(body, "path", isString),
        method: optionalField(body, "method", isString),
        status: optionalField(body, "status", isNumber),
        type: optionalField(body, "type", isString),
        code: optionalField(body, "code", isString),
        message: optionalField(body, "message", isString),
      });
      return { status: 204, body: undefined };
    }
    if (method === "POST" && path === "/__control/reset") {
      reset();
      return { status: 204, body: undefined };
    }
    if (method === "GET" && path === "/__control/requests") return { status: 200, body: requests };
    if (method === "GET" && path === "/__control/state") {
      return {
        status: 200,
        body: {
          customers: [...customers.values()],
          subscriptions: [...subscriptions.values()],
          checkoutSessions: [...checkoutSessions.values()],
          billingPortalSessions: [...billingPortalSessions.values()],
        },
      };
    }
    throw new StripeFakeError(404, "invalid_request_error", `Unknown control endpoint (${method}: ${path}).`);
  };

  const handleControl = (res: ServerResponse, method: string, path: string, rawBody: string) => {
    let result: JsonResult;
    try {
      result = answerControl(method, path, rawBody);
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error;
      result = { status: error.status, body: error.toBody() };
    }
    if (result.status === 204) {
      res.writeHead(204);
      res.end();
      return;
    }
    sendJson(res, result);
  };

  // --- browser pages -------------------------------------------------------------------------

  const sendHtml = (res: ServerResponse, status: number, title: string, body: string) => {
    const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>
`;
    res.writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "content-length": Buffer.byteLength(html),
      "cache-control": "no-store",
    });
    res.end(html);
  };

  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location, "content-length": 0 });
    res.end();
  };

  const handlePage = (res: ServerResponse, method: string, path: string): boolean => {
    let match: RegExpExecArray | null;
    if ((match = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path))) {
      const id = decodeURIComponent(match[1] ?? "");
      const session = checkoutSessions.get(id);
      if (!session) {
        sendHtml(res, 404, "Checkout session not found", `<p>No such checkout session: ${escapeHtml(id)}</p>`);
        return true;
      }
      const successUrl = session.success_url?.replace(/\{CHECKOUT_SESSION_ID\}/g, session.id);
      if (match[2] && method === "POST") {
        if (session.status === "open") completeSession(id);
        if (successUrl) redirect(res, successUrl);
        else sendHtml(res, 200, "Payment complete", "<p>Thanks for your order.</p>");
        return true;
      }
      if (method !== "GET") return false;
      if (session.status !== "open") {
        const next = session.status === "complete" ? successUrl : session.cancel_url;
        sendHtml(
          res,
          200,
          `Checkout session ${session.status}`,
          next ? `<p><a href="${escapeHtml(next)}">Return to the site</a></p>` : "",
        );
        return true;
      }
      const lines = (sessionExtras.get(id)?.lineItems ?? [])
        .map((line) => `<li>${escapeHtml(line.price)} × ${line.quantity}</li>`)
        .join("");
      const who = session.customer ? customers.get(session.customer)?.email : session.customer_email;
      sendHtml(
        res,
        200,
        "Fake Stripe Checkout",
        `<p>Paying as ${escapeHtml(who ?? "a new customer")}.</p>
<ul>${lines}</ul>
<form method="post" action="/checkout/${encodeURIComponent(id)}/pay"><button type="submit">Pay and subscribe</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ""}`,
      );
      return true;
    }
    if ((match = /^\/portal\/([^/]+)(?:\/subscriptions\/([^/]+)\/(cancel|renew))?$/.exec(path))) {
      const id = decodeURIComponent(match[1] ?? "");
      const portal = billingPortalSessions.get(id);
      if (!portal) {
        sendHtml(
          res,
          404,
          "Billing portal session not found",
          `<p>No such billing portal session: ${escapeHtml(id)}</p>`,
        );
        return true;
      }
      if (match[2] && method === "POST") {
        const subscription = subscriptions.get(decodeURIComponent(match[2]));
        if (subscription?.customer === portal.customer && subscription.status !== "canceled") {
          setCancelAtPeriodEnd(subscription, match[3] === "cancel");
        }
        redirect(res, `/portal/${encodeURIComponent(id)}`);
        return true;
      }
      if (method !== "GET" || match[2]) return false;
      const rows = newestFirst(subscriptions.values())
        .filter((subscription) => subscription.customer === portal.customer)
        .map((subscription) => {
          const prices = subscription.items.data.map((item) => item.price.id).join(", ");
          const end = new Date(periodEnd(subscription) * 1000).toISOString().slice(0, 10);
          const action =
            subscription.status === "canceled" ? "" : subscription.cancel_at_period_end ? "renew" : "cancel";
          const button = action
            ? `<form method="post" action="/portal/${encodeURIComponent(id)}/subscriptions/${encodeURIComponent(subscription.id)}/${action}"><button type="submit">${action === "cancel" ? "Cancel at period end" : "Keep subscription"}</button></form>`
            : "";
          const ending = subscription.cancel_at_period_end ? `, ends ${end}` : `, renews ${end}`;
          return `<li>${escapeHtml(prices)}: ${escapeHtml(subscription.status)}${subscription.status === "canceled" ? "" : ending}${button}</li>`;
        })
        .join("");
      sendHtml(
        res,
        200,
        "Fake Stripe billing portal",
        `<ul>${rows || "<li>No subscriptions</li>"}</ul>
${portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Return to the site</a></p>` : ""}`,
      );
      return true;
    }
    return false;
  };

  // --- wiring --------------------------------------------------------------------------------

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = (req.method ?? "GET").toUpperCase();
    const rawBody = await readBody(req);
    if (url.pathname.startsWith("/__control/")) {
      handleControl(res, method, url.pathname, rawBody);
      return;
    }
    if (
      (url.pathname.startsWith("/checkout/") || url.pathname.startsWith("/portal/")) &&
      handlePage(res, method, url.pathname)
    )
      return;
    handleApi(req, res, url, method, rawBody);
  };

  function reset() {
    requests.length = 0;
    customers.clear();
    deletedCustomers.clear();
    subscriptions.clear();
    checkoutSessions.clear();
    sessionExtras.clear();
    billingPortalSessions.clear();
    idempotent.clear();
    failures.length = 0;
  }

  const server = createServer((req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, {
        status: 500,
        body: {
          error: {
            type: "api_error",
            message: `Fake Stripe server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          },
        },
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = "127.0.0.1";
  baseUrl = `http://${host}:${port}`;

  const throwing = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (error) {
      if (error instanceof StripeFakeError) throw new Error(`Fake Stripe server: ${error.message}`, { cause: error });
      throw error;
    }
  };

  return {
    url: baseUrl,
    host,
    port,
    requests,
    customers,
    subscriptions,
    checkoutSessions,
    billingPortalSessions,
    completeCheckout: async (sessionId) => throwing(() => completeSession(sessionId)),
    expireCheckout: (sessionId) => throwing(() => expireSession(sessionId)),
    updateSubscription: (id, changes) => throwing(() => applyControlChanges(id, changes)),
    failNext: (failure = {}) => {
      failures.push({ ...failure });
    },
    reset,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of open) res.destroy();
        open.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
