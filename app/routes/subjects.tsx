import { Link } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { ENTITLEMENTS, PLANS } from "~/features/billing/plans";
import { SUBJECTS } from "~/features/catalogue/subjects";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import { PageContainer } from "~/ui/page";
import { canUseSubject } from "~/features/billing/access";
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
  return {
    planLabel: plan.label,
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
        {loaderData.subjects.map((subject) => (
          <li key={subject.id}>
            <Card className={cn("flex h-full flex-col", !subject.open && "bg-slate-50")}>
              <h2 className={cn("text-xl font-semibold", subject.open ? "text-slate-900" : "text-slate-700")}>
                {subject.name}
              </h2>
              <p className="mt-2 flex-1 text-slate-700">{subject.blurb}</p>
              {subject.open ? (
                <Link to={`/subjects/${subject.id}`} className={cn(buttonClasses("primary", "md"), "mt-6")}>
                  Open {subject.name}
                </Link>
              ) : (
                <div className="mt-6 space-y-3" aria-disabled="true">
                  <p className="text-sm font-medium text-slate-800">Upgrade to access this subject</p>
                  <Link to="/pricing" className={buttonClasses("secondary", "md")} aria-label={`Upgrade Plan for ${subject.name}`}>
                    Upgrade Plan
                  </Link>
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>

      <section aria-labelledby="compare-heading" className="mt-12">
        <h2 id="compare-heading" className="text-xl font-semibold text-slate-900">
          What each plan opens
        </h2>
        {/* Focusable and named: on a phone the table scrolls sideways, and a keyboard user scrolls it from here. */}
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Plans table, scrolls sideways">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="sr-only">Subjects and daily markings by plan</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                  Plan
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                  Subjects
                </th>
                <th scope="col" className="py-2 font-semibold text-slate-900">
                  Markings a day
                </th>
              </tr>
            </thead>
            <tbody>
              {PLANS.map((plan) => {
                const entitlements = ENTITLEMENTS[plan.id];
                return (
                  <tr key={plan.id} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                      {plan.name} ({plan.priceText})
                    </th>
                    <td className="py-2 pr-4 text-slate-700">
                      {entitlements.subjects.map((id) => SUBJECTS.find((s) => s.id === id)?.name).join(", ")}
                    </td>
                    <td className="py-2 text-slate-700">
                      {entitlements.dailyMarkingCap >= 999_999 ? "Unlimited" : entitlements.dailyMarkingCap}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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
