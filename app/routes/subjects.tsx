import { Link } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { canUseSubject, pricingRedirectFor, SUBJECT_LOCKED_MESSAGE } from "~/features/billing/access";
import { PLAN_EXPIRED_MESSAGE, PLAN_REACTIVATE_MESSAGE } from "~/features/billing/checkout-messages";
import { ENTITLEMENTS, PLANS } from "~/features/billing/plans";
import { SUBJECTS } from "~/features/catalogue/subjects";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/subjects";

export function meta() {
  return [{ title: "Marker - Subjects" }];
}

const SUBJECT_BLURBS: Record<string, string> = {
  "english-literature": "Shakespeare, the 19th-century novel, modern texts and poetry.",
  "english-language": "Reading analysis, evaluation, comparison, and creative and viewpoint writing.",
  history: "Period studies, depth studies and thematic studies, with sources and interpretations.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { plan } = await requireSetUpUser(request, context);
  const renew = pricingRedirectFor(plan);
  return {
    planLabel: plan.label,
    /**
     * How a locked subject is opened: a plan that does not include it is upgraded (spec section 3); a student
     * with no plan (trial ended, subscription stopped) chooses one, with the dashboard banner's words and
     * address (DESIGN.md D5).
     */
    unlock: renew
      ? { message: plan.status === "expired" ? PLAN_EXPIRED_MESSAGE : PLAN_REACTIVATE_MESSAGE, link: "Choose a plan", to: renew }
      : { message: SUBJECT_LOCKED_MESSAGE, link: "Upgrade Plan", to: "/pricing" },
    subjects: SUBJECTS.map((subject) => ({
      ...subject,
      blurb: SUBJECT_BLURBS[subject.id] ?? "",
      open: canUseSubject(plan, subject.id),
    })),
  };
}

export default function Subjects({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer className="py-12">
      <h1 className="text-3xl font-bold text-slate-900">Choose a subject</h1>
      <p className="mt-2 text-slate-700">Your plan: {loaderData.planLabel}.</p>

      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {loaderData.subjects.map((subject) =>
          subject.open ? (
            <li key={subject.id}>
              <Card className="flex h-full flex-col">
                <h2 className="text-xl font-semibold text-slate-900">{subject.name}</h2>
                <p className="mt-2 flex-1 text-slate-700">{subject.blurb}</p>
                <Link to={`/subjects/${subject.id}`} className={`${buttonClasses("primary", "md")} mt-6`}>
                  Open {subject.name}
                </Link>
              </Card>
            </li>
          ) : (
            <li key={subject.id}>
              <LockedSubject name={subject.name} blurb={subject.blurb} unlock={loaderData.unlock} />
            </li>
          ),
        )}
      </ul>

      <section aria-labelledby="compare-heading" className="mt-12">
        <h2 id="compare-heading" className="text-xl font-semibold text-slate-900">
          What each plan opens
        </h2>
        {/* No box that scrolls sideways: the cells wrap, so every column fits a 390 px phone, and the table
            stays a table (its headers read with each cell) at every width. */}
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Subjects and daily markings by plan</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3 align-bottom font-semibold text-slate-900 sm:pr-4">
                Plan
              </th>
              <th scope="col" className="py-2 pr-3 align-bottom font-semibold text-slate-900 sm:pr-4">
                Subjects
              </th>
              <th scope="col" className="py-2 align-bottom font-semibold text-slate-900">
                Markings a day
              </th>
            </tr>
          </thead>
          <tbody>
            {PLANS.map((plan) => {
              const entitlements = ENTITLEMENTS[plan.id];
              return (
                <tr key={plan.id} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-3 align-top font-medium text-slate-900 sm:pr-4">
                    {plan.name} <span className="whitespace-nowrap">({plan.priceText})</span>
                  </th>
                  <td className="py-2 pr-3 align-top text-slate-700 sm:pr-4">
                    {entitlements.subjects.map((id) => SUBJECTS.find((s) => s.id === id)?.name).join(", ")}
                  </td>
                  <td className="py-2 align-top text-slate-700">
                    {entitlements.dailyMarkingCap >= 999_999 ? "Unlimited" : entitlements.dailyMarkingCap}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <Card className="mt-12 flex flex-wrap items-center justify-between gap-4 bg-brand-50">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Remember the quotes that earn marks</h2>
          <p className="mt-1 text-slate-700">Turn key quotations and dates into flashcards and study them a little every day.</p>
        </div>
        <Link to="/flashcards" className={buttonClasses("primary", "md")}>
          Study with flashcards
        </Link>
      </Card>

      <div className="mt-8 flex flex-wrap gap-4">
        <Link to="/dashboard" className="font-semibold text-brand-700 hover:underline">
          Back to Dashboard
        </Link>
        <Link to="/flashcards" className="font-semibold text-brand-700 hover:underline">
          Open Flashcards
        </Link>
      </div>
    </PageContainer>
  );
}

/**
 * A subject the student's plan does not open (spec section 3): greyed (dashed border, grey background and
 * text, still at AA contrast), named "Locked" in its heading for screen readers as well as the eye, and with
 * no link into the subject: the reason and the way to unlock it instead.
 */
function LockedSubject({ name, blurb, unlock }: { name: string; blurb: string; unlock: { message: string; link: string; to: string } }) {
  return (
    <div className="flex h-full flex-col rounded-xl border border-dashed border-slate-400 bg-slate-100 p-6">
      <h2 className="text-xl font-semibold text-slate-600">
        {name}{" "}
        <span className="ml-1 inline-block rounded-full bg-slate-200 px-2 py-0.5 align-middle text-xs font-semibold text-slate-700">Locked</span>
      </h2>
      <p className="mt-2 flex-1 text-slate-600">{blurb}</p>
      <div className="mt-6 space-y-3">
        <p className="text-sm font-medium text-slate-800">{unlock.message}</p>
        <Link to={unlock.to} className={buttonClasses("secondary", "md")} aria-label={`${unlock.link} for ${name}`}>
          {unlock.link}
        </Link>
      </div>
    </div>
  );
}
