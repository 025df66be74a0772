import { data, Form, Link, redirect } from "react-router";

import { requireUser } from "~/features/auth/guards.server";
import { planName } from "~/features/billing/access";
import { getBillingProvider, planForPrice } from "~/features/billing/billing.server";
import { changeLocalSubscription, currentLocalSubscription, deliverLocalEvents, type PortalChange } from "~/features/billing/local-billing.server";
import { PLANS, isPlanId } from "~/features/billing/plans";
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

/** The embedded stand-in for Stripe's billing portal: switch plan, cancel at period end, cancel now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  if (getBillingProvider().kind !== "local") throw data(null, { status: 404 });
  const subscription = await currentLocalSubscription(getDb(), user.id);
  const config = getConfig();
  return {
    returnTo: returnPath(request),
    subscription: subscription
      ? {
          plan: planForPrice(config, subscription.priceId),
          periodEnd: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(subscription.currentPeriodEnd),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }
      : null,
  };
}

function changeFrom(form: FormData): PortalChange | null {
  const intent = form.get("intent");
  const plan = form.get("plan");
  if (intent === "switch" && isPlanId(plan)) return { kind: "switch", plan };
  if (intent === "cancel-at-period-end") return { kind: "cancel-at-period-end" };
  if (intent === "cancel-now") return { kind: "cancel-now" };
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  if (getBillingProvider().kind !== "local") throw data(null, { status: 404 });
  const back = returnPath(request);
  const change = changeFrom(await request.formData());
  if (!change || !(await changeLocalSubscription(getDb(), user.id, change))) return redirect(back);
  await deliverLocalEvents();
  return redirect(back);
}

export default function LocalBillingPortal({ loaderData }: Route.ComponentProps) {
  const { subscription, returnTo } = loaderData;
  return (
    <PageContainer className="flex justify-center py-12">
      <Card className="w-full max-w-lg">
        <Banner tone="warning">Test billing portal: this server has no payment provider configured.</Banner>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">Manage your subscription</h1>
        {subscription ? (
          <>
            <p className="mt-3 text-slate-800">
              Plan: <strong>{planName(subscription.plan) ?? "Unknown"}</strong>.{" "}
              {subscription.cancelAtPeriodEnd ? `Ends on ${subscription.periodEnd}.` : `Renews on ${subscription.periodEnd}.`}
            </p>
            <Form method="post" className="mt-6 space-y-3">
              <input type="hidden" name="intent" value="switch" />
              <p className="text-sm font-semibold text-slate-900">Switch plan</p>
              <div className="flex flex-wrap gap-2">
                {PLANS.filter((plan) => plan.id !== subscription.plan).map((plan) => (
                  <Button key={plan.id} type="submit" name="plan" value={plan.id} variant="secondary" size="sm">
                    Switch to {plan.name}
                  </Button>
                ))}
              </div>
            </Form>
            <Form method="post" className="mt-6 flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="cancel-at-period-end" variant="secondary" disabled={subscription.cancelAtPeriodEnd}>
                Cancel at period end
              </Button>
              <Button type="submit" name="intent" value="cancel-now" variant="secondary">
                Cancel now
              </Button>
            </Form>
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
