import { Link } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { pricingRedirectFor } from "~/features/billing/access";
import { PAYMENT_RETRYING_MESSAGE, PLAN_EXPIRED_MESSAGE, PLAN_REACTIVATE_MESSAGE } from "~/features/billing/checkout-messages";
import { dueTodaySummary } from "~/features/flashcards/review.server";
import { colourBand } from "~/features/marking";
import { scaleMarks } from "~/features/papers/attempt-marks";
import { averageGradeFromCounts } from "~/features/progress/average-grade";
import { countMarkedGrades, countOffTariffPaperAnswers, listRecentAnswers } from "~/features/progress/progress.server";
import { countSubmissions } from "~/features/submissions/read-submissions.server";
import { getDailyUsage } from "~/features/usage/marking-quota.server";
import { getDb } from "~/platform/db/client.server";
import { greetingName } from "~/platform/text/greeting-name";
import { Banner } from "~/ui/banner";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Marker - Dashboard" }];
}

/** Made once for the module: a formatter per request was a measurable share of the page's CPU (issue 17). */
const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/London" });
/** Dates in the plan and allowance figures read as the allowance's reset date does ("3 December 2026"). */
const longDateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

const STATUS_TEXT: Record<string, string> = {
  pending: "Waiting to be marked",
  marking: "Being marked",
  marked: "Marked",
  failed: "Marking failed",
  needs_review: "Held for review",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, profile, plan } = await requireSetUpUser(request, context);
  const db = getDb();
  const [total, recent, grades, leftOut, usage, due] = await Promise.all([
    countSubmissions(db, user.id),
    listRecentAnswers(db, user.id, 5),
    countMarkedGrades(db, user.id),
    countOffTariffPaperAnswers(db, user.id),
    getDailyUsage(db, user.id, plan.entitlements.dailyMarkingCap),
    // Review is the `flashcards` feature: without it there is nothing to count (review would answer 403).
    plan.entitlements.flashcards ? dueTodaySummary(db, user.id, new Date()) : null,
  ]);
  return {
    firstName: greetingName(profile.fullName) || profile.fullName,
    planLabel: plan.label,
    planStatus: plan.status,
    trialEnds: longDateFormat.format(profile.trialEndsAt),
    /** A trial that has ended or a subscription that has stopped: where to choose a plan (D5), else null. */
    renew: pricingRedirectFor(plan),
    /** The last payment failed and is being tried again: the plan works meanwhile, and the student (or parent) is told here too. */
    paymentRetrying: plan.subscriptionStatus === "past_due" && pricingRedirectFor(plan) === null,
    total,
    averageGrade: averageGradeFromCounts(grades),
    /** Practice-paper answers marked out of another tariff than their question's: not in the average (progress.server). */
    gradesLeftOut: leftOut,
    progressAnalytics: plan.entitlements.progressAnalytics,
    studyPlans: plan.entitlements.studyPlans,
    /** The paper creator is sold on Standard and Premium (D17): their dashboards link it (decision 016). */
    paperCreator: plan.entitlements.aiExamPaperCreator,
    usage,
    /** Flashcards due today, when the student has any cards and may review them. */
    cardsDueToday: due?.hasCards ? due.dueToday : null,
    recent: recent.map((submission) => ({
      id: submission.id,
      subject: submission.subject,
      question: submission.questionText.length > 90 ? `${submission.questionText.slice(0, 87)}...` : submission.questionText,
      status: STATUS_TEXT[submission.status] ?? submission.status,
      date: dateFormat.format(submission.createdAt),
      // Marked answers show their mark, grade and colour band, read from the columns stored at marking time.
      score:
        submission.status === "marked" && submission.percentage !== null && submission.achievedMarks !== null && submission.totalMarks !== null
          ? scoreOf({ ...submission, achievedMarks: submission.achievedMarks, totalMarks: submission.totalMarks, percentage: submission.percentage })
          : null,
    })),
  };
}

/**
 * A marked answer's figures as the list shows them. A practice paper's answer marked against a board
 * question worth other marks shows the mark scaled to its own question's marks (as the paper's result
 * does) and no percentage or grade: those would be out of a tariff the question never had.
 */
function scoreOf(answer: { achievedMarks: number; totalMarks: number; percentage: number; grade: string | null; paperQuestionMarks: number | null }) {
  const own = answer.paperQuestionMarks;
  if (own !== null && own !== answer.totalMarks) {
    return { marks: `${scaleMarks(answer.achievedMarks, answer.totalMarks, own)}/${own}`, percentage: null, grade: null, band: null };
  }
  return { marks: `${answer.achievedMarks}/${answer.totalMarks}`, percentage: answer.percentage, grade: answer.grade ?? "U", band: colourBand(answer.percentage) };
}

const BAND_CLASSES = {
  green: "border-green-700 bg-green-50 text-green-900",
  orange: "border-orange-700 bg-orange-50 text-orange-900",
  red: "border-red-700 bg-red-50 text-red-900",
} as const;

/** "Welcome back" once the student has sent an answer; a new account has not been here before. */
export function greeting(firstName: string, answers: number): string {
  return answers === 0 ? `Welcome, ${firstName}!` : `Welcome back, ${firstName}!`;
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      {detail ? <p className="mt-1 text-sm text-slate-700">{detail}</p> : null}
    </Card>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { usage, renew } = loaderData;
  // Without a plan there is no allowance to count down or to reset tomorrow: the banner says what to do.
  const usageText = renew ? "None" : usage.unlimited ? "Unlimited" : `${usage.remaining} of ${usage.cap} remaining`;
  return (
    <PageContainer className="py-12">
      <h1 className="text-3xl font-bold text-slate-900">{greeting(loaderData.firstName, loaderData.total)}</h1>
      <p className="mt-2 text-slate-700">Here is how your revision is going.</p>
      {renew ? (
        <Banner tone={loaderData.planStatus === "expired" ? "danger" : "warning"} className="mt-6">
          {loaderData.planStatus === "expired" ? PLAN_EXPIRED_MESSAGE : PLAN_REACTIVATE_MESSAGE}{" "}
          <Link to={renew} className="font-semibold underline">
            Choose a plan
          </Link>
        </Banner>
      ) : null}
      {loaderData.paymentRetrying ? (
        <Banner tone="warning" className="mt-6">
          {PAYMENT_RETRYING_MESSAGE}{" "}
          <Link to="/profile" className="font-semibold underline">
            See your subscription
          </Link>
        </Banner>
      ) : null}

      <section aria-label="Your numbers" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Total assignments" value={String(loaderData.total)} />
        <Stat
          label="Average grade"
          value={loaderData.averageGrade}
          detail={
            loaderData.gradesLeftOut > 0
              ? `Indicative, from marked answers. ${loaderData.gradesLeftOut} practice-paper ${loaderData.gradesLeftOut === 1 ? "answer is" : "answers are"} left out: marked against a board question worth other marks, ${loaderData.gradesLeftOut === 1 ? "it has" : "they have"} no grade.`
              : "Indicative, from marked answers"
          }
        />
        <Stat
          label="Plan"
          value={loaderData.planLabel}
          detail={loaderData.planStatus === "trial" ? `Trial ends ${loaderData.trialEnds}` : undefined}
        />
        <Stat
          label="Today's markings"
          value={usageText}
          detail={renew ? "Choose a plan to mark answers" : usage.remaining === 0 && !usage.unlimited ? `Resets ${usage.resetsOn}` : undefined}
        />
      </section>

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
          {loaderData.cardsDueToday !== null ? (
            <p className="mt-3 font-semibold text-slate-900">
              {loaderData.cardsDueToday} {loaderData.cardsDueToday === 1 ? "card" : "cards"} due today
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/flashcards" className={buttonClasses("secondary", "md")}>
              Open Flashcards
            </Link>
            {loaderData.cardsDueToday !== null ? (
              <Link to="/flashcards/review" className={buttonClasses("primary", "md")}>
                Review due cards
              </Link>
            ) : null}
          </div>
        </Card>
        {loaderData.paperCreator ? (
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Practice papers</h2>
            <p className="mt-2 text-slate-700">Build a practice paper, sit it timed and get every answer marked.</p>
            <Link to="/aipractisepaper" className={`${buttonClasses("secondary", "md")} mt-4`}>
              Open Paper Creator
            </Link>
          </Card>
        ) : null}
      </div>

      <section aria-labelledby="recent-heading" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="recent-heading" className="text-xl font-semibold text-slate-900">
            Recent activity
          </h2>
          <div className="flex flex-wrap gap-2">
            {loaderData.progressAnalytics ? (
              <Link to="/progress" className={buttonClasses("secondary", "sm")}>
                See your progress
              </Link>
            ) : null}
            {loaderData.studyPlans ? (
              <Link to="/study-plan" className={buttonClasses("secondary", "sm")}>
                Your study plan
              </Link>
            ) : null}
          </div>
        </div>
        {loaderData.recent.length === 0 ? (
          <p className="mt-3 text-slate-700">No assignments yet. Choose a subject to mark your first answer.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {loaderData.recent.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div>
                  <Link to={`/marking-results/${item.id}`} className="font-medium text-brand-700 hover:underline">
                    {item.question}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {item.subject} · {item.date}
                  </p>
                </div>
                {item.score ? (
                  <span className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
                    <span className="font-semibold">{item.score.marks}</span>
                    {item.score.band ? (
                      <>
                        <span>({item.score.percentage}%)</span>
                        <span>Grade {item.score.grade}</span>
                        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${BAND_CLASSES[item.score.band.tone]}`}>{item.score.band.label}</span>
                      </>
                    ) : (
                      <span>Practice paper question: no grade</span>
                    )}
                  </span>
                ) : (
                  <span className="text-sm font-medium text-slate-800">{item.status}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  );
}
