import { Form, Link, redirect, useActionData, useNavigation, useRouteLoaderData, useSearchParams } from "react-router";

import { getSignedIn, requireUser } from "~/features/auth/guards.server";
import { getBillingProvider, syncSubscription } from "~/features/billing/billing.server";
import {
  CHECKOUT_MESSAGES,
  PAYMENTS_NOT_CONFIGURED,
  PLAN_EXPIRED_MESSAGE,
  PLAN_REACTIVATE_MESSAGE,
  PLAN_STARTS_TODAY,
  PORTAL_FAILED,
  trialOffer,
} from "~/features/billing/checkout-messages";
import { portalUrlFor, startCheckout } from "~/features/billing/checkout.server";
import { getSubscriptionRow } from "~/features/billing/subscription-row.server";
import { PLANS, type PlanOffer } from "~/features/billing/plan-offers";
import { isPlanId, type PlanId } from "~/features/billing/plans";
import { getDb } from "~/platform/db/client.server";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { getLogger } from "~/platform/logger.server";
import { usePublicSettings, useTrialDays } from "~/features/public-pages/use-public-settings";
import type { loader as rootLoader } from "~/root";
import { Banner } from "~/ui/banner";
import { buttonClasses } from "~/ui/button";
import { CARD_CLASSES } from "~/ui/card";
import { cn } from "~/ui/cn";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/pricing";
import { SIGN_UP_PATH, signUpForPlan } from "~/ui/navigation";

export function meta() {
  return [
    { title: "Marker - Pricing" },
    { name: "description", content: "Marker plans: Basic £9.99, Standard £19.99 and Premium £39.99 a month." },
  ];
}

/** What /pricing says about the free trial: offered (signed out), being used now, or nothing. */
type TrialOffer = "trial" | "on-trial" | "none";

/** The visitor's current plan, for the buttons. Prerendering (no request) builds the signed-out page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await getSignedIn(context);
  if (account && new URL(request.url).searchParams.get("portal") === "return") {
    // Back from the billing portal: read the plan from the provider now rather than wait for its webhook,
    // then load the page afresh so the header, the cards and every other page agree.
    await syncAfterPortal(account.user.id);
    throw redirect("/pricing");
  }
  if (!account) return { currentPlan: null as PlanId | null, active: false, offer: "trial" as TrialOffer };
  const { plan } = account;
  // The free trial is offered to signed-out visitors and to students on it; paying during it starts the
  // plan at once (docs/decisions/006-billing.md), so they are told so.
  const offer: TrialOffer = plan.status === "trial" ? "on-trial" : "none";
  return { currentPlan: plan.status === "active" ? plan.plan : null, active: plan.status === "active", offer };
}

async function syncAfterPortal(userId: string) {
  const provider = getBillingProvider();
  const row = provider.kind === "none" ? null : await getSubscriptionRow(getDb(), userId);
  if (!row) return;
  try {
    await syncSubscription(getDb(), provider, row.customerId);
  } catch (error) {
    // The webhook brings the change anyway; the page shows what we knew.
    getLogger().warn({ err: error }, "could not read the plan after the billing portal");
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  // Signed out (the session ended in another tab, or expired while the page stood open): a plan chosen
  // sends the student to sign in and back here (spec section 5), not a refusal they cannot get past.
  if (!context.session) return redirect(`/auth?redirectTo=${encodeURIComponent("/pricing")}`);
  const { user, plan } = await requireUser(request, context);
  const form = await request.formData();
  const account = { id: user.id, email: user.email, name: user.name };
  if (getBillingProvider().kind === "none") return reply<FormReply>({ ok: false, formError: PAYMENTS_NOT_CONFIGURED }, { status: 503 });
  if (form.get("intent") === "portal") {
    try {
      return redirect(await portalUrlFor(getDb(), getBillingProvider(), account));
    } catch {
      return reply<FormReply>({ ok: false, formError: PORTAL_FAILED }, { status: 502 });
    }
  }
  const wanted = form.get("plan");
  const outcome = await startCheckout(getDb(), getBillingProvider(), account, plan, wanted);
  if (!outcome.ok) return replyWithFailure<FormReply>(outcome, {});
  return redirect(withChangeReason(outcome.value.url, wanted));
}

/**
 * A student with a live plan who picks another is sent to the billing portal, not a checkout. The test portal
 * is told which plan they picked so it can say why they are there; Stripe's portal is left as it is.
 */
function withChangeReason(url: string, wanted: FormDataEntryValue | null): string {
  if (!url.startsWith("/local-billing-portal?") || !isPlanId(wanted)) return url;
  return `${url}&${new URLSearchParams({ change: wanted }).toString()}`;
}

function faq(trialDays: number) {
  return [
  {
    question: "Which plans include the exam paper creator, video flashcards and PDF export?",
    answer:
      "The exam paper creator, flashcards made from a YouTube video, source and extract generation, and exporting a result as a PDF are on Standard and Premium. Target grades on your progress charts and the weekly study plan are on Premium.",
  },
  {
    question: "Do you offer student discounts?",
    answer: "Yes. Contact support and tell us about your school or college, and we will see what we can do.",
  },
  {
    question: "How many answers can I have marked?",
    answer:
      "Basic marks up to 15 answers a day, Standard up to 50 a day, and Premium has no limit. Your allowance resets at midnight UK time.",
  },
  {
    question: "Is there a free trial?",
    answer:
      `Every new account gets a ${trialDays}-day free trial with the Basic features, so you can mark English Literature answers before you choose a plan.`,
  },
  {
    question: "Can I cancel at any time?",
    answer:
      "Yes. Cancel whenever you like; your plan keeps working until the end of the month you have paid for, and you are not charged again.",
  },
  {
    question: "Is the AI's mark my official grade?",
    answer:
      "No. Marker's feedback is a study aid, not official marking. Always check with your teacher for official assessments.",
  },
  ];
}

function PlanButton({
  plan,
  current,
  hasPlan,
  busyPlan,
}: {
  plan: PlanOffer;
  current: boolean;
  hasPlan: boolean;
  busyPlan: string | null;
}) {
  const busy = busyPlan !== null;
  const paymentsConfigured = usePublicSettings()?.paymentsConfigured ?? true;
  if (!current && !paymentsConfigured) {
    return (
      <button type="button" disabled aria-label={`Select Plan: ${plan.name} (${PAYMENTS_NOT_CONFIGURED})`} className={cn(buttonClasses("secondary", "md"), "mt-8 w-full")}>
        {PAYMENTS_NOT_CONFIGURED}
      </button>
    );
  }
  if (current) {
    return (
      <button type="button" disabled className={cn(buttonClasses("secondary", "md"), "mt-8 w-full")}>
        Current Plan
      </button>
    );
  }
  return (
    <Form method="post" className="mt-8">
      <input type="hidden" name="intent" value="checkout" />
      <input type="hidden" name="plan" value={plan.id} />
      <button
        type="submit"
        disabled={busy}
        // With a live plan this opens Manage Plan to change it, not a new checkout: the name says so.
        aria-label={hasPlan ? `Select Plan: Change to ${plan.name}` : `Select Plan: ${plan.name}`}
        className={cn(buttonClasses(plan.popular ? "primary" : "secondary", "md"), "w-full")}
      >
        {busyPlan === plan.id ? "Processing..." : "Select Plan"}
      </button>
    </Form>
  );
}

function PlanCard({
  plan,
  signedIn,
  current,
  hasPlan,
  busyPlan,
}: {
  plan: PlanOffer;
  signedIn: boolean;
  current: boolean;
  hasPlan: boolean;
  busyPlan: string | null;
}) {
  const headingId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(CARD_CLASSES, "relative flex flex-col", plan.popular && "border-2 border-brand-700 shadow-md")}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      ) : null}
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{plan.description}</p>
      <p className="mt-6">
        <span className="text-4xl font-extrabold text-slate-900">{plan.priceText}</span>
        <span className="text-slate-700"> per {plan.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-green-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {signedIn ? (
        <PlanButton plan={plan} current={current} hasPlan={hasPlan} busyPlan={busyPlan} />
      ) : (
        <Link
          to={signUpForPlan(plan.id)}
          className={cn(buttonClasses(plan.popular ? "primary" : "secondary", "md"), "mt-8 w-full")}
          aria-label={`Sign Up for ${plan.name}`}
        >
          Sign Up
        </Link>
      )}
    </section>
  );
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(rootData?.user);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyPlan =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "checkout" ? String(navigation.formData.get("plan")) : null;
  const trialDays = useTrialDays();
  const paymentsConfigured = usePublicSettings()?.paymentsConfigured ?? true;
  // The plan chosen under "Sign Up" before the account existed (signUpForPlan): named, so the student can finish.
  const chosenId = searchParams.get("plan");
  const chosen = signedIn && isPlanId(chosenId) && chosenId !== loaderData.currentPlan ? PLANS.find((plan) => plan.id === chosenId) : undefined;

  return (
    <PageContainer className="py-16">
      <div className="space-y-3">
        {chosen ? (
          <Banner tone="info">{`You chose ${chosen.name} when you signed up. Choose "Select Plan" under ${chosen.name} to subscribe.`}</Banner>
        ) : null}
        {searchParams.get("expired") === "true" ? (
          <Banner tone="danger">{PLAN_EXPIRED_MESSAGE}</Banner>
        ) : null}
        {searchParams.get("reactivate") === "true" ? (
          <Banner tone="warning">{PLAN_REACTIVATE_MESSAGE}</Banner>
        ) : null}
        {searchParams.get("canceled") === "true" ? (
          <Banner tone="info">Checkout was cancelled. Nothing was charged.</Banner>
        ) : null}
        {paymentsConfigured ? null : <Banner tone="warning">{PAYMENTS_NOT_CONFIGURED}.</Banner>}
        {actionData?.formError ? (
          <Banner tone="danger">
            {actionData.formError === PORTAL_FAILED ? PORTAL_FAILED : `${CHECKOUT_MESSAGES.alert} (${actionData.formError})`}
          </Banner>
        ) : null}
      </div>
      <div className="mt-6 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Choose Your Plan</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          {/* A student on the trial is told only what applies to them: a plan chosen now starts today. */}
          {loaderData.offer === "trial" ? `Monthly plans in pounds sterling. ${trialOffer(trialDays)}` : "Monthly plans in pounds sterling. Cancel any time."}
        </p>
        {loaderData.offer === "on-trial" ? <p className="mx-auto mt-2 max-w-2xl text-slate-700">{PLAN_STARTS_TODAY}</p> : null}
      </div>
      <div className="mt-12 grid gap-8 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            signedIn={signedIn}
            current={loaderData.currentPlan === plan.id}
            hasPlan={loaderData.currentPlan !== null}
            busyPlan={busyPlan}
          />
        ))}
      </div>

      {signedIn && loaderData.active ? (
        <Form method="post" className="mt-8 text-center">
          <input type="hidden" name="intent" value="portal" />
          <button type="submit" className={buttonClasses("secondary", "md")}>
            Manage Plan
          </button>
        </Form>
      ) : null}

      <section aria-labelledby="faq-heading" className="mx-auto mt-20 max-w-3xl">
        <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
          Frequently asked questions
        </h2>
        <dl className="mt-6 divide-y divide-slate-200">
          {faq(trialDays).map((item) => (
            <div key={item.question} className="py-4">
              <dt className="font-semibold text-slate-900">{item.question}</dt>
              <dd className="mt-2 text-slate-700">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-16 text-center">
        {/* A signed-in student has started already: /auth would only send them to the dashboard. */}
        <Link to={signedIn ? "/subjects" : SIGN_UP_PATH} className={buttonClasses("primary", "lg")}>
          Get Started Now
        </Link>
      </div>
    </PageContainer>
  );
}
