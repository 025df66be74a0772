import { useEffect, useRef } from "react";
import { data, Form, Link, redirect } from "react-router";

import { requireUser } from "~/features/auth/guards.server";
import { planName } from "~/features/billing/access";
import { getBillingProvider, planForPrice } from "~/features/billing/billing.server";
import { changeLocalSubscription, currentLocalSubscription, deliverLocalEvents, type PortalChange } from "~/features/billing/local-billing.server";
import { PAYMENT_RETRY_DAYS, retriesEndAt } from "~/features/billing/local-subscription-clock";
import { PLANS, isPlanId, type PlanId } from "~/features/billing/plans";
import { safeRedirectPath } from "~/features/auth/validation";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import { Banner } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/local-billing-portal";

export function meta() {
  return [{ title: "Marker - Test billing portal" }, { name: "robots", content: "noindex" }];
}

/** Where the portal returns to: a path on this site (the return address Marker gave), else /pricing. */
function returnPath(request: Request): string {
  return safeRedirectPath(new URL(request.url).searchParams.get("return"), "/pricing");
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

/** What the student just did here, carried over the redirect (post, redirect, get) so the page can say what happened. */
const DONE = ["switch", "cancel-at-period-end", "resume", "cancel-now", "decline-next-payment", "end-retries", "renew-now", "unchanged"] as const;
type Done = (typeof DONE)[number];
const isDone = (value: string | null): value is Done => DONE.includes(value as Done);

/** The address of this portal, keeping the return address, with what was just done. */
function portalPath(back: string, done: Done): string {
  return `/local-billing-portal?${new URLSearchParams({ return: back, done }).toString()}`;
}

interface PortalState {
  plan: PlanId | null;
  periodEnd: string;
  retriesEnd: string | null;
}

/** The banner after an action, in plain words, from the plan as it is now (not from what was asked). */
function doneMessage(done: Done, subscription: PortalState | null): string {
  const planLabel = planName(subscription?.plan ?? null) ?? "Unknown";
  switch (done) {
    case "switch":
      return subscription ? `Your plan is now ${planLabel}.` : "Your plan has ended, so nothing changed.";
    case "cancel-at-period-end":
      if (!subscription) return "Your plan has ended.";
      return subscription.retriesEnd
        ? `Your plan will end on ${subscription.periodEnd}, or on ${subscription.retriesEnd} if the payment being tried again still does not go through.`
        : `Your plan will end on ${subscription.periodEnd}. You can keep it until then.`;
    case "resume":
      return subscription ? `Your plan will carry on: next payment ${subscription.periodEnd}.` : "Your plan has ended, so it cannot carry on.";
    case "decline-next-payment":
      return subscription ? `Test only: the next payment will fail on ${subscription.periodEnd}.` : "Your plan has ended.";
    case "cancel-now":
      return "Test only: your plan has ended today.";
    case "end-retries":
      return "Test only: the last payment did not go through, so your plan has ended today.";
    case "renew-now":
      if (!subscription) return "Test only: the period has ended, and your plan with it, as it was set to.";
      return subscription.retriesEnd
        ? `Test only: the renewal was run now, and its payment did not go through. It is tried again until ${subscription.retriesEnd}, and the plan keeps working meanwhile.`
        : `Test only: the renewal was run now, and the payment went through. Next payment ${subscription.periodEnd}.`;
    case "unchanged":
      return "Nothing changed: that does not apply to your plan as it is now.";
  }
}

/** Why the student is here from "Change to …" on /pricing: a plan is changed here, not at a checkout. */
function changeReason(wanted: string | null, subscription: { plan: PlanId | null; periodEnd: string; cancelAtPeriodEnd: boolean }): string | null {
  if (!isPlanId(wanted) || wanted === subscription.plan) return null;
  const now = planName(subscription.plan);
  if (subscription.cancelAtPeriodEnd) return setToEndNote(subscription.periodEnd, wanted);
  return `${now ? `You already have ${now}, so` : "You already have a plan, so"} changing to ${planName(wanted)} is done here: choose "Switch to ${planName(wanted)}". ${switchTerms(wanted, subscription.periodEnd)}`;
}

/** Why a plan set to end cannot be switched: it is kept first (local-billing.server.ts changeLocalSubscription). */
export function setToEndNote(periodEnd: string, wanted?: PlanId): string {
  const then = wanted ? `, then "Switch to ${planName(wanted)}"` : ", then switch";
  return `Your plan is set to end on ${periodEnd}, so it cannot be switched: choose "Keep my plan" first${then}.`;
}

/**
 * What a switch does to money, in this test portal: the new plan starts at once, nothing is charged or refunded
 * for the rest of the period, and the next payment is the new plan's price. (Stripe's own portal shows its
 * proration before a switch.)
 */
function switchTerms(plan: PlanId, periodEnd: string): string {
  const offer = PLANS.find((candidate) => candidate.id === plan);
  return `The new plan starts at once. Nothing is charged or refunded for the rest of this month; from your next payment on ${periodEnd} you pay ${offer?.priceText ?? "its price"} a ${offer?.period ?? "month"}.`;
}

/**
 * The embedded stand-in for Stripe's billing portal: switch plan, cancel at period end, keep the plan; and,
 * marked as test-only, what Stripe's portal cannot do: make the next payment fail, run the period's renewal
 * now (so a failed payment can be tried without waiting a month), end the retries of a failed payment, end
 * the plan at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  if (getBillingProvider().kind !== "local") throw data(null, { status: 404 });
  const subscription = await currentLocalSubscription(getDb(), user.id);
  const config = getConfig();
  const pastDue = subscription?.status === "past_due";
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  const state = subscription
    ? {
        plan: planForPrice(config, subscription.priceId),
        periodEnd: dateFormat.format(subscription.currentPeriodEnd),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        retriesEnd: pastDue ? dateFormat.format(retriesEndAt(subscription.createdAt, subscription.currentPeriodEnd)) : null,
        nextPaymentFails: subscription.nextPaymentFails,
      }
    : null;
  return {
    returnTo: returnPath(request),
    subscription: state,
    notice: isDone(done) ? doneMessage(done, state) : null,
    reason: isDone(done) || !state ? null : changeReason(params.get("change"), state),
  };
}

function changeFrom(form: FormData): PortalChange | null {
  const intent = form.get("intent");
  const plan = form.get("plan");
  if (intent === "switch" && isPlanId(plan)) return { kind: "switch", plan };
  if (intent === "cancel-at-period-end") return { kind: "cancel-at-period-end" };
  if (intent === "resume") return { kind: "resume" };
  if (intent === "cancel-now") return { kind: "cancel-now" };
  if (intent === "decline-next-payment") return { kind: "decline-next-payment" };
  if (intent === "end-retries") return { kind: "end-retries" };
  if (intent === "renew-now") return { kind: "renew-now" };
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  if (getBillingProvider().kind !== "local") throw data(null, { status: 404 });
  const back = returnPath(request);
  const change = changeFrom(await request.formData());
  // Stay on the portal and say what happened; "Return to Marker" goes back.
  if (!change || !(await changeLocalSubscription(getDb(), user.id, change))) return redirect(portalPath(back, "unchanged"));
  await deliverLocalEvents();
  return redirect(portalPath(back, change.kind));
}

/** The outcome of the last action: a status message that takes focus, so a keyboard or screen reader user hears it. */
function DoneNotice({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
    >
      {message}
    </p>
  );
}

export default function LocalBillingPortal({ loaderData }: Route.ComponentProps) {
  const { subscription, returnTo, notice, reason } = loaderData;
  return (
    <PageContainer className="flex justify-center py-12">
      <Card className="w-full max-w-lg">
        <Banner tone="warning">Test billing portal: this server has no payment provider configured.</Banner>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">Manage your subscription</h1>
        {notice ? <DoneNotice message={notice} /> : null}
        {reason ? <p className="mt-4 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-900">{reason}</p> : null}
        {subscription ? (
          <>
            <p className="mt-3 text-slate-800">
              Plan: <strong>{planName(subscription.plan) ?? "Unknown"}</strong>.{" "}
              {subscription.retriesEnd
                ? subscription.cancelAtPeriodEnd
                  ? `The last payment did not go through. It is being tried again until ${subscription.retriesEnd}: if it goes through, the plan ends on ${subscription.periodEnd} as you asked; if not, it ends on ${subscription.retriesEnd}. Nothing is charged after that.`
                  : `The last payment did not go through. It is being tried again until ${subscription.retriesEnd}; if it still does not go through, the plan ends then.`
                : subscription.cancelAtPeriodEnd
                  ? `Ends on ${subscription.periodEnd}.`
                  : `Renews on ${subscription.periodEnd}.`}
            </p>
            {subscription.cancelAtPeriodEnd ? (
              <p className="mt-6 text-sm text-slate-700">{setToEndNote(subscription.periodEnd)}</p>
            ) : (
            <Form method="post" className="mt-6 space-y-3">
              <input type="hidden" name="intent" value="switch" />
              <p className="text-sm font-semibold text-slate-900">Switch plan</p>
              <div className="flex flex-wrap gap-2">
                {PLANS.filter((plan) => plan.id !== subscription.plan).map((plan) => (
                  <Button key={plan.id} type="submit" name="plan" value={plan.id} variant="secondary" size="sm">
                    {`Switch to ${plan.name} (${plan.priceText} a ${plan.period})`}
                  </Button>
                ))}
              </div>
              <p className="text-sm text-slate-700">
                A new plan starts at once. Nothing is charged or refunded for the rest of this month; your next payment, on {subscription.periodEnd},
                is the new plan&apos;s price.
              </p>
            </Form>
            )}
            <Form method="post" className="mt-6 flex flex-wrap gap-3">
              {subscription.cancelAtPeriodEnd ? (
                <Button type="submit" name="intent" value="resume">
                  Keep my plan
                </Button>
              ) : (
                <Button type="submit" name="intent" value="cancel-at-period-end" variant="secondary">
                  Cancel at period end
                </Button>
              )}
            </Form>
            <section aria-labelledby="test-actions" className="mt-8 rounded-lg border border-dashed border-yellow-400 p-4">
              <h2 id="test-actions" className="text-base font-semibold text-slate-900">
                Test actions
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                Only this test portal has these, so you can try what happens when a plan renews, when a payment fails or when a
                plan ends early.
              </p>
              {subscription.nextPaymentFails && !subscription.retriesEnd ? (
                <p className="mt-2 text-sm text-slate-800">
                  The next payment will fail: on {subscription.periodEnd} it will not go through, and it is tried again for{" "}
                  {PAYMENT_RETRY_DAYS} days while the plan keeps working.
                </p>
              ) : null}
              <Form method="post" className="mt-3 flex flex-col items-start gap-2">
                {subscription.retriesEnd ? (
                  <Button type="submit" name="intent" value="end-retries" variant="secondary" size="sm">
                    End the retries now (test only: the payment fails for good and the plan ends today)
                  </Button>
                ) : (
                  <>
                    <Button type="submit" name="intent" value="decline-next-payment" variant="secondary" size="sm" disabled={subscription.nextPaymentFails}>
                      Make the next payment fail (test only)
                    </Button>
                    {/* What the period's end does, without waiting for it: the clock's own roll-over runs. */}
                    <Button type="submit" name="intent" value="renew-now" variant="secondary" size="sm">
                      {subscription.cancelAtPeriodEnd
                        ? `End the period now (test only: the plan ends now, as it would on ${subscription.periodEnd})`
                        : `Renew now (test only: what happens on ${subscription.periodEnd} happens now)`}
                    </Button>
                  </>
                )}
                <Button type="submit" name="intent" value="cancel-now" variant="secondary" size="sm">
                  Cancel now (test only: ends the plan today; a real cancellation keeps it to the end of the month paid for)
                </Button>
              </Form>
            </section>
          </>
        ) : (
          <p className="mt-3 text-slate-700">You have no active subscription.</p>
        )}
        <p className="mt-8">
          <Link to={returnTo} className={buttonClasses("secondary", "md")}>
            Return to Marker
          </Link>
        </p>
      </Card>
    </PageContainer>
  );
}
