import { Link } from "react-router";

import { buttonClasses } from "./button";
import { Card } from "./card";
import { usePricingPath } from "./use-signed-in";

/**
 * Shown in place of a feature the user's plan does not include (spec section 6 texts). `requiredPlan`
 * is the cheapest plan that has it; with no plan at all the user is asked to subscribe.
 */
export function FeatureGate({ requiredPlan, hasPlan }: { requiredPlan: string; hasPlan: boolean }) {
  const pricingPath = usePricingPath();
  if (!hasPlan) {
    return (
      <Card className="border-slate-300 bg-slate-50">
        <p className="font-semibold text-slate-900">Please subscribe to access this feature</p>
        <Link to={pricingPath} className={`${buttonClasses("primary", "sm")} mt-3`}>
          View plans
        </Link>
      </Card>
    );
  }
  return (
    <Card className="border-slate-300 bg-slate-50">
      <p className="font-semibold text-slate-900">{requiredPlan} Plan Required</p>
      <p className="mt-1 text-sm text-slate-700">Upgrade to {requiredPlan} plan to access this feature</p>
      <Link to="/pricing" className={`${buttonClasses("primary", "sm")} mt-3`}>
        Upgrade to {requiredPlan}
      </Link>
    </Card>
  );
}
