import { useEffect, useState } from "react";
import { data, Form, Link, useActionData, useFetcher, useNavigate, useSearchParams } from "react-router";

import { requireUser } from "~/features/auth/guards.server";
import { getBillingProvider } from "~/features/billing/billing.server";
import { confirmCheckout } from "~/features/billing/confirm-checkout.server";
import { getDb } from "~/platform/db/client.server";
import { AppError, errorResponseInit } from "~/platform/errors";
import { Banner } from "~/ui/banner";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import { Spinner } from "~/ui/spinner";
import type { Route } from "./+types/success";

export function meta() {
  return [{ title: "Marker - Payment Successful" }];
}

const UPDATE_FAILED = "Payment successful, but there was an issue updating your account. Please contact support.";
/** A session id that is not a checkout of this account (made up, or someone else's): nothing was paid here. */
export const NOT_YOUR_CHECKOUT = "We could not find a payment for your account. If you have paid, please contact support.";

/** Asks the server to confirm the checkout (see confirmCheckout); answers whether the plan is active. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.session) return data({ state: "error" as const }, { status: 401 });
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

const POLL = { attempts: 5, delayMs: 1_000, redirectMs: 2_000 };

export default function Success() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const [attempts, setAttempts] = useState(0);
  // Without JavaScript the page's own form posts the check, and the answer comes back as the action's data.
  const posted = useActionData<typeof action>();
  const result = fetcher.data?.state ?? posted?.state;
  const settled = fetcher.state === "idle";
  const outcome =
    result === "active"
      ? "done"
      : result === "unknown"
        ? "unknown"
        : result === "error" || (settled && result === "pending" && attempts >= POLL.attempts)
        ? "failed"
        : "processing";

  // Ask the server to confirm the payment, again every second until the plan is active (a few tries).
  useEffect(() => {
    if (!sessionId || outcome !== "processing" || !settled) return;
    const timer = setTimeout(
      () => {
        setAttempts((count) => count + 1);
        void fetcher.submit({ sessionId }, { method: "post" });
      },
      attempts === 0 ? 0 : POLL.delayMs,
    );
    return () => clearTimeout(timer);
  }, [sessionId, outcome, settled, attempts, fetcher]);

  useEffect(() => {
    if (outcome !== "done") return;
    const timer = setTimeout(() => navigate("/dashboard"), POLL.redirectMs);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <PageContainer className="flex justify-center py-16">
      <Card className="w-full max-w-lg text-center">
        {!sessionId ? (
          <div className="space-y-4">
            <h1 className="text-2xl font-bold text-slate-900">Payment</h1>
            <Banner tone="danger">No session ID found</Banner>
            <Link to="/dashboard" className={buttonClasses("primary", "md")}>
              Go to Dashboard
            </Link>
          </div>
        ) : outcome === "processing" ? (
          <div role="status" className="flex flex-col items-center gap-3">
            <Spinner className="h-10 w-10" />
            <h1 className="text-2xl font-bold text-slate-900">Processing Your Payment</h1>
            <p className="text-slate-700">Please wait while we update your account...</p>
            <noscript>
              <Form method="post" className="mt-2">
                <input type="hidden" name="sessionId" value={sessionId} />
                <button type="submit" className={buttonClasses("primary", "md")}>
                  Check my payment
                </button>
              </Form>
            </noscript>
          </div>
        ) : outcome === "unknown" ? (
          <div className="space-y-4">
            <h1 className="text-2xl font-bold text-slate-900">Payment</h1>
            <Banner tone="danger">{NOT_YOUR_CHECKOUT}</Banner>
            <Link to="/pricing" className={buttonClasses("primary", "md")}>
              See Plans
            </Link>
          </div>
        ) : outcome === "done" ? (
          <div role="status" className="space-y-4">
            <h1 className="text-2xl font-bold text-green-800">Payment Successful!</h1>
            <p className="text-slate-700">Your plan is active. Taking you to your dashboard...</p>
            <Link to="/dashboard" className={buttonClasses("primary", "md")}>
              Go to Dashboard Now
            </Link>
          </div>
        ) : (
          <div className="space-y-4">
            <h1 className="text-2xl font-bold text-green-800">Payment Successful!</h1>
            <Banner tone="danger">{UPDATE_FAILED}</Banner>
            <Link to="/dashboard" className={buttonClasses("primary", "md")}>
              Go to Dashboard
            </Link>
          </div>
        )}
      </Card>
    </PageContainer>
  );
}
