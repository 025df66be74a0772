import { randomBytes } from "node:crypto";

import { getConfig } from "~/platform/config.server";
import { getLogger } from "~/platform/logger.server";

import { signLocalEvent } from "./billing-provider.server";
import { getBillingProvider } from "./billing.server";

/**
 * The local stand-in notifies the app the way Stripe does: a signed event POSTed to our own webhook
 * route, so the same verification, event record and sync run as in production.
 */
export async function sendLocalEvent(type: string, object: Record<string, unknown>): Promise<boolean> {
  const provider = getBillingProvider();
  const event = {
    id: `evt_local_${randomBytes(12).toString("hex")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
  const payload = JSON.stringify(event);
  const { appUrl, port } = getConfig();
  // Loopback to this very instance: the webhook route is the one Stripe would call.
  const target = port ? `http://127.0.0.1:${port}/api/stripe/webhook` : `${appUrl}/api/stripe/webhook`;
  try {
    const response = await fetch(target, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signLocalEvent(provider.webhookSecret, payload) },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) getLogger().error({ status: response.status, type, appUrl }, "local webhook was refused");
    return response.ok;
  } catch (error) {
    getLogger().error({ err: error, type }, "local webhook could not be delivered");
    return false;
  }
}
