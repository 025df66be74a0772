import { resolveAuthSecret } from "~/features/auth/auth-secret.server";
import { requireSetUpUser } from "~/features/auth/guards.server";
import { requireFeature } from "~/features/billing/access";
import { studyPlanCalendar } from "~/features/progress/study-plan";
import { calendarOwnerKey, loadStudyPlan } from "~/features/progress/study-plan.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import { appErrorResponse, isAppError } from "~/platform/errors";
import type { Route } from "./+types/study-plan.ics";

/** The week's study plan as an iCalendar file (Premium), each item an all-day event with its link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, profile, plan } = await requireSetUpUser(request, context);
  try {
    requireFeature(plan, "studyPlans");
  } catch (error) {
    if (isAppError(error)) return appErrorResponse(error);
    throw error;
  }
  const now = new Date();
  const { plan: week } = await loadStudyPlan(getDb(), user.id, { now, boards: profile.examBoards, subjects: plan.entitlements.subjects });
  const config = getConfig();
  const ownerKey = calendarOwnerKey(user.id, resolveAuthSecret(config));
  return new Response(studyPlanCalendar(week, { appUrl: config.appUrl, ownerKey, now }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="marker-study-plan.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
