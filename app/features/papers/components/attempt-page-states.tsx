import { Link } from "react-router";

import { buttonClasses } from "~/ui/button";
import { FeatureGate } from "~/ui/feature-gate";
import { PageContainer } from "~/ui/page";

/** The sitting pages' plan gate: the page's heading and the gate for the plan that opens it. */
export function AttemptGatePage({ title, gate }: { title: string; gate: { requiredPlan: string; hasPlan: boolean } }) {
  return (
    <PageContainer className="py-10">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-6">
        <FeatureGate requiredPlan={gate.requiredPlan} hasPlan={gate.hasPlan} />
      </div>
    </PageContainer>
  );
}

/** A paper or attempt that does not exist or is another student's (the loader answered 404). */
export function AttemptNotFoundPage({ what }: { what: "paper" | "attempt" }) {
  return (
    <PageContainer className="py-10">
      <h1 className="text-3xl font-bold text-slate-900">{what === "paper" ? "Practice paper not found" : "Attempt not found"}</h1>
      <p className="mt-3 text-slate-700">This {what} does not exist, or it belongs to someone else.</p>
      <Link to="/aipractisepaper" className={`${buttonClasses("primary", "md")} mt-6`}>
        Back to your practice papers
      </Link>
    </PageContainer>
  );
}
