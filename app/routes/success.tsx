import { useEffect, useState } from "react";
import { data, Form, Link, useActionData, useFetcher, useNavigate, useSearchParams } from "react-router";

import { requireUser } from "~/features/auth/guards.server";
import { getBillingProvider } from "~/features/billing/billing.server";
import { CHECKOUT_NOT_PAID } from "~/features/billing/checkout-messages";
import { confirmCheckout } from "~/features/billing/confirm-checkout.server";
import { nextCheckDelayMs, SUCCESS_POLL } from "~/features/billing/success-polling";
import { getDb } from "~/platform/db/client.server";
import { AppError, errorResponseInit } from "~/platform/errors";
import { Banner } from "~/ui/banner";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import { Spinner } from "~/ui/spinner";
import { useHydrated } from "~/ui/use-hydrated";
import type { Route } from "./+types/success";

export function meta() {
  return [{ title: "Marker - Payment Successful" }];
}

const UPDATE_FAILED = "Payment successful, but there was an issue updating your account. Please contact support.";
/** A session id that is not a checkout of this account (made up, or someone else's): nothing was paid here. */
export const NOT_YOUR_CHECKOUT = "We could not find a payment for your account. If you have paid, please contact support.";

/**
 * A checkout is confirmed for the account that paid: a signed-out visitor with a session id signs in first
 * and comes back here. Without a session id the page stays public (it says there is none).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get("session_id")) await requireUser(request, context);
  return null;
}

/** Asks the server to confirm the checkout (see confirmCheckout): whether it was paid, and the plan is active. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, profile } = await requireUser(request, context);
  const sessionId = String((await request.formData()).get("sessionId") ?? "");
  const confirmed = await confirmCheckout(getDb(), getBillingProvider(), user, profile, sessionId);
  if (!confirmed.ok) {
    // Only a checkout the provider could not confirm may have been paid; one that is not this account's was not.
    const state = confirmed.code === "BAD_REQUEST" ? ("unknown" as const) : ("error" as const);
    return data({ state }, errorResponseInit(new AppError(confirmed.code)));
  }
  return { state: confirmed.value };
}

export default function Success() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const [checks, setChecks] = useState(0);
  // Without JavaScript nothing moves on its own, so the page must not say it will (it offers the link).
  const hydrated = useHydrated();
  // Without JavaScript the page's own form posts the check, and the answer comes back as the action's data.
  const posted = useActionData<typeof action>();
  const result = fetcher.data?.state ?? posted?.state;
  const settled = fetcher.state === "idle";
  const outcome =
    result === "active"
      ? "done"
      : result === "unknown" || result === "unpaid"
        ? result
        : result === "error" || (settled && result === "pending" && checks >= SUCCESS_POLL.checks)
          ? "failed"
          : "processing";

  // Wait (3 s, as the spec says), ask the server to confirm the payment, and again every second a few
  // times while the plan is not active yet (its webhook may still be on the way).
  useEffect(() => {
    if (!sessionId || outcome !== "processing" || !settled) return;
    const timer = setTimeout(() => {
      setChecks((count) => count + 1);
      void fetcher.submit({ sessionId }, { method: "post" });
    }, nextCheckDelayMs(checks));
    return () => clearTimeout(timer);
  }, [sessionId, outcome, settled, checks, fetcher]);

  useEffect(() => {
    if (outcome !== "done") return;
    const timer = setTimeout(() => navigate("/dashboard"), SUCCESS_POLL.redirectMs);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  // One polite live region, on the page from its first render, says each outcome as it comes: regions that
  // appear with their text (a new block per outcome) are often not read out.
  const announcement = !sessionId
    ? ""
    : outcome === "processing"
      ? "Processing your payment."
      : outcome === "done"
        ? "Payment Successful! Your plan is active."
        : outcome === "unpaid"
          ? `Payment not taken. ${CHECKOUT_NOT_PAID}`
          : outcome === "unknown"
            ? NOT_YOUR_CHECKOUT
            : `Payment Successful! ${UPDATE_FAILED}`;

  const heading = !sessionId
    ? { text: "Payment", success: false }
    : outcome === "processing"
      ? { text: "Processing Your Payment", success: false }
      : outcome === "unknown"
        ? { text: "Payment", success: false }
        : outcome === "unpaid"
          ? { text: "Payment not taken", success: false }
          : { text: "Payment Successful!", success: true };

  return (
    <PageContainer className="flex justify-center py-16">
      <p className="sr-only" role="status" data-testid="payment-announcement">
        {announcement}
      </p>
      <Card className="w-full max-w-lg text-center">
        {/* One heading element for every outcome, only its words change: the heading has focus after the page opens
            (use-focus-after-navigation.ts), and a heading swapped for another would drop focus to the page. */}
        <div className={outcome === "processing" && sessionId ? "flex flex-col items-center gap-3" : "space-y-4"}>
          {outcome === "processing" && sessionId ? <Spinner className="h-10 w-10" /> : null}
          <h1 className={`text-2xl font-bold ${heading.success ? "text-green-800" : "text-slate-900"}`}>{heading.text}</h1>
          {!sessionId ? (
            <>
              <Banner tone="danger">No session ID found</Banner>
              <Link to="/dashboard" className={buttonClasses("primary", "md")}>
                Go to Dashboard
              </Link>
            </>
          ) : outcome === "processing" ? (
            <>
              <p className="text-slate-700">Please wait while we update your account...</p>
              <noscript>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="sessionId" value={sessionId} />
                  <button type="submit" className={buttonClasses("primary", "md")}>
                    Check my payment
                  </button>
                </Form>
              </noscript>
            </>
          ) : outcome === "unknown" ? (
            <>
              <Banner announce={false} tone="danger">{NOT_YOUR_CHECKOUT}</Banner>
              <Link to="/pricing" className={buttonClasses("primary", "md")}>
                See Plans
              </Link>
            </>
          ) : outcome === "unpaid" ? (
            <>
              <Banner announce={false} tone="info">{CHECKOUT_NOT_PAID}</Banner>
              <Link to="/pricing" className={buttonClasses("primary", "md")}>
                See Plans
              </Link>
            </>
          ) : outcome === "done" ? (
            <>
              <p className="text-slate-700">{hydrated ? "Your plan is active. Taking you to your dashboard..." : "Your plan is active."}</p>
              <Link to="/dashboard" className={buttonClasses("primary", "md")}>
                Go to Dashboard Now
              </Link>
            </>
          ) : (
            <>
              <Banner announce={false} tone="danger">{UPDATE_FAILED}</Banner>
              <Link to="/dashboard" className={buttonClasses("primary", "md")}>
                Go to Dashboard
              </Link>
            </>
          )}
        </div>
      </Card>
    </PageContainer>
  );
}
