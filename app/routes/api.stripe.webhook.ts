import { getBillingProvider, handleWebhook } from "~/features/billing/billing.server";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/api.stripe.webhook";

/** Stripe (or the local stand-in) calls this; the signature is checked on the raw body. */
export async function action({ request }: Route.ActionArgs) {
  const provider = getBillingProvider();
  if (provider.kind === "none") return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
  if (Number(request.headers.get("content-length") ?? 0) > 1_000_000) {
    return Response.json({ received: false, error: "too large" }, { status: 413 });
  }
  const raw = await request.text();
  const outcome = await handleWebhook(getDb(), provider, raw, request.headers.get("stripe-signature"));
  return Response.json(outcome.body, { status: outcome.status });
}

export function loader() {
  return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
}
