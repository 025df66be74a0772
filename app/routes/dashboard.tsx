import { Link } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { planStateFor } from "~/features/billing/plan-state";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Marker - Dashboard" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { profile } = await requireSetUpUser(request, context);
  const firstName = profile.fullName.split(/\s+/)[0] ?? profile.fullName;
  const plan = planStateFor(profile);
  const trialEnds = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(
    profile.trialEndsAt,
  );
  return { firstName, planLabel: plan.label, trialEnds, inTrial: plan.label === "Free Trial" };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer className="py-12">
      <h1 className="text-3xl font-bold text-slate-900">Welcome back, {loaderData.firstName}!</h1>
      <p className="mt-2 text-slate-700">
        Plan: <span className="font-semibold">{loaderData.planLabel}</span>
        {loaderData.inTrial ? ` (your free trial ends on ${loaderData.trialEnds})` : null}
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Mark an answer</h2>
          <p className="mt-2 text-slate-700">Pick a subject, paste a question and your answer, and get feedback.</p>
          <Link to="/subjects" className={`${buttonClasses("primary", "md")} mt-4`}>
            Choose Subject
          </Link>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Revise with flashcards</h2>
          <p className="mt-2 text-slate-700">Make your own sets and study them with spaced repetition.</p>
          <Link to="/flashcards" className={`${buttonClasses("secondary", "md")} mt-4`}>
            Open Flashcards
          </Link>
        </Card>
      </div>
    </PageContainer>
  );
}
