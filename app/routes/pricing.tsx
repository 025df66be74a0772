import { Link, useRouteLoaderData, useSearchParams } from "react-router";

import { PLANS, type PlanOffer } from "~/features/billing/plans";
import { useTrialDays } from "~/features/public-pages/use-public-settings";
import type { loader as rootLoader } from "~/root";
import { Banner } from "~/ui/banner";
import { buttonClasses } from "~/ui/button";
import { CARD_CLASSES } from "~/ui/card";
import { cn } from "~/ui/cn";
import { PageContainer } from "~/ui/page";

export function meta() {
  return [
    { title: "Marker - Pricing" },
    { name: "description", content: "Marker plans: Basic £9.99, Standard £19.99 and Premium £39.99 a month." },
  ];
}

function faq(trialDays: number) {
  return [
  {
    question: "Which plans include the exam paper creator and video flashcards?",
    answer:
      "The AI exam paper creator and video flashcards (made from a YouTube video) are on Standard and Premium.",
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

function PlanCard({ plan, signedIn }: { plan: PlanOffer; signedIn: boolean }) {
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
      {signedIn ? null : (
        <Link
          to="/auth"
          className={cn(buttonClasses(plan.popular ? "primary" : "secondary", "md"), "mt-8 w-full")}
          aria-label={`Sign Up for ${plan.name}`}
        >
          Sign Up
        </Link>
      )}
    </section>
  );
}

export default function Pricing() {
  const [searchParams] = useSearchParams();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(rootData?.user);
  const trialDays = useTrialDays();

  return (
    <PageContainer className="py-16">
      <div className="space-y-3">
        {searchParams.get("expired") === "true" ? (
          <Banner tone="danger">Your trial has expired. Choose a plan to continue using Marker.</Banner>
        ) : null}
        {searchParams.get("reactivate") === "true" ? (
          <Banner tone="warning">Reactivate your subscription to continue using Marker.</Banner>
        ) : null}
        {searchParams.get("canceled") === "true" ? (
          <Banner tone="info">Checkout was cancelled. Nothing was charged.</Banner>
        ) : null}
      </div>
      <div className="mt-6 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Choose Your Plan</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Monthly plans in pounds sterling. Start with a {trialDays}-day free trial and cancel any time.
        </p>
      </div>
      <div className="mt-12 grid gap-8 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} signedIn={signedIn} />
        ))}
      </div>

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
        <Link to="/auth" className={buttonClasses("primary", "lg")}>
          Get Started Now
        </Link>
      </div>
    </PageContainer>
  );
}
