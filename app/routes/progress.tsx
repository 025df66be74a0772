import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { featureGateMessage, requiredPlanName } from "~/features/billing/access";
import { getBoardSubject } from "~/features/catalogue/lookup";
import { updateTargetGrades } from "~/features/profile/index.server";
import { CALENDAR_WEEKS, countOffTariffPaperAnswers, loadDailyActivity, loadSubjectHistories } from "~/features/progress/progress.server";
import { buildSubjectProgress, type SubjectProgress } from "~/features/progress/progress-view";
import { activityCalendar, type ActivityCalendar } from "~/features/progress/trends";
import { SUBJECTS } from "~/features/catalogue";
import { getDb } from "~/platform/db/client.server";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply } from "~/platform/forms/reply.server";
import { londonDay } from "~/platform/time/london-day";
import { Banner } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { FeatureGate } from "~/ui/feature-gate";
import { LineChart } from "~/ui/line-chart";
import { useScrollsSideways } from "~/ui/use-scrolls-sideways";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/progress";

export function meta() {
  return [{ title: "Marker - Your progress" }];
}

const dayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { profile, plan, user } = await requireSetUpUser(request, context);
  const gate = { allowed: plan.entitlements.progressAnalytics, requiredPlan: requiredPlanName("progressAnalytics"), hasPlan: plan.plan !== null };
  const advanced = { allowed: plan.entitlements.advancedAnalytics, requiredPlan: requiredPlanName("advancedAnalytics"), hasPlan: plan.plan !== null };
  const studyPlans = plan.entitlements.studyPlans;
  if (!gate.allowed) return { gate, advanced, studyPlans, subjects: [], calendar: null, targets: {}, leftOut: 0 };
  const db = getDb();
  const now = new Date();
  const histories = await loadSubjectHistories(db, user.id);
  const activity = await loadDailyActivity(db, user.id, now);
  const targets = advanced.allowed ? profile.targetGrades : {};
  const subjects = histories.map((history) =>
    buildSubjectProgress(history, {
      targetGrade: targets[history.subjectId] ?? null,
      examBoard: profile.examBoards[history.subjectId as keyof typeof profile.examBoards] ?? null,
      objectiveMeaning: (boardId, code) => getBoardSubject(history.subjectId, boardId)?.objectiveMeanings[code as "AO1"] ?? null,
    }),
  );
  // Practice-paper answers marked out of another tariff than their question's are not in the figures: say how many.
  const leftOut = await countOffTariffPaperAnswers(db, user.id);
  return { gate, advanced, studyPlans, subjects, calendar: activityCalendar(activity, londonDay(now), CALENDAR_WEEKS), targets, leftOut };
}

type TargetsReply = FormReply<string>;

export async function action({ request, context }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  if (!plan.entitlements.advancedAnalytics) {
    return reply<TargetsReply>({ ok: false, formError: featureGateMessage(plan, "advancedAnalytics") }, { status: 403 });
  }
  const formData = await request.formData();
  const targets: Record<string, number> = {};
  for (const subject of SUBJECTS) {
    const value = String(formData.get(`target-${subject.id}`) ?? "");
    if (value === "") continue;
    const grade = Number(value);
    if (!Number.isInteger(grade) || grade < 1 || grade > 9) {
      return reply<TargetsReply>({ ok: false, formError: "Please choose a target grade from 1 to 9, or no target." }, { status: 400 });
    }
    targets[subject.id] = grade;
  }
  await updateTargetGrades(getDb(), user.id, targets);
  return reply<TargetsReply>({ ok: true, notice: "Your target grades are saved." });
}

const longDayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The line above the calendar. Its window is the weeks the calendar shows (the current week so far and the
 * whole weeks before it), so it names their first day rather than a count of days that changes with the weekday.
 */
function activitySummary(calendar: ActivityCalendar): string {
  const since = `since ${longDayFormat.format(new Date(`${calendar.firstDay}T00:00:00Z`))} (the ${calendar.weeks.length} weeks below)`;
  if (calendar.activeDays === 0) {
    return `No answers sent or flashcards reviewed ${since}. Each day you do either shows here.`;
  }
  return [
    `Active on ${plural(calendar.activeDays, "day", "days")} ${since}`,
    `${plural(calendar.answers, "answer", "answers")} sent`,
    plural(calendar.reviews, "flashcard review", "flashcard reviews"),
    `current streak ${plural(calendar.currentStreak, "day", "days")}`,
    `longest ${plural(calendar.longestStreak, "day", "days")}`,
  ].join(" · ");
}

function ActivityCalendarView({ calendar }: { calendar: ActivityCalendar }) {
  const shade = (total: number) =>
    // Every active day has a dark edge (over 3:1 against the card and the empty days), so a light one is not lost.
    total === 0 ? "bg-slate-100 border-slate-300" : total < 3 ? "bg-emerald-200 border-emerald-700" : total < 6 ? "bg-emerald-500 border-emerald-800" : "bg-emerald-800 border-emerald-900";
  const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  const dayText = (day: { day: string; answers: number; reviews: number }) =>
    `${dayFormat.format(new Date(`${day.day}T00:00:00Z`))}: ${day.answers} ${day.answers === 1 ? "answer" : "answers"}, ${day.reviews} ${day.reviews === 1 ? "review" : "reviews"}`;
  const activeDays = calendar.weeks.flat().filter((day): day is NonNullable<typeof day> => Boolean(day) && day!.answers + day!.reviews > 0);
  const [calendarBox, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    <Card>
      <h2 id="activity-heading" className="text-xl font-semibold text-slate-900">
        Activity
      </h2>
      <p className="mt-2 text-slate-800">{activitySummary(calendar)}</p>
      {/* Focusable and named: the weeks can run wider than a phone, and a keyboard user scrolls them from here. Its
          name says nothing of scrolling, which is true only when there are more weeks than the screen holds: the
          hint above it shows only then. */}
      {scrolls ? <p className="mt-4 text-sm text-slate-700">Scroll the calendar sideways to see every week.</p> : null}
      <div ref={calendarBox} className={scrolls ? "mt-2 overflow-x-auto" : "mt-4 overflow-x-auto"} tabIndex={0} role="region" aria-label="Activity calendar">
        <table className="border-separate border-spacing-1 text-xs text-slate-700">
          <caption className="sr-only">Answers sent and flashcards reviewed each day over the last {calendar.weeks.length} weeks</caption>
          <thead>
            <tr>
              <th scope="col" className="sr-only">
                Day
              </th>
              {calendar.weeks.map((week, index) => (
                <th key={index} scope="col" className="sr-only">
                  Week {index + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdays.map((weekday, row) => (
              <tr key={weekday}>
                <th scope="row" className="pr-1 text-left font-normal">
                  {row % 2 === 0 ? weekday : <span className="sr-only">{weekday}</span>}
                </th>
                {calendar.weeks.map((week, column) => {
                  const day = week[row];
                  if (!day) return <td key={column} />;
                  const total = day.answers + day.reviews;
                  const text = dayText(day);
                  return (
                    <td key={column} title={text}>
                      <span className={`block h-4 w-4 rounded-sm border ${shade(total)}`} aria-hidden="true" />
                      <span className="sr-only">{text}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-700">Darker squares mean more answers and reviews that day.</p>
      {activeDays.length > 0 ? (
        // Each day's figures in words, for whoever cannot hover over a square (a keyboard, a phone).
        <details className="mt-2 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-900">Show each active day</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {activeDays.map((day) => (
              <li key={day.day}>{dayText(day)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}

/** The marks chart in words: each answer's figures, and the target line when there is one. */
function marksDescription(subject: SubjectProgress): string {
  const answers = subject.answers.map((answer) => `${answer.label} (${answer.date}): ${answer.percentage}%, grade ${answer.grade}`).join("; ");
  const target = subject.target;
  return target ? `${answers}. Dashed line: your target, grade ${target.target}, at ${target.targetPercentage}%.` : answers;
}

/** The objectives chart in words: each objective's share in each answer, named by the answer and its date. */
function objectivesDescription(subject: SubjectProgress): string {
  const answers = new Map(subject.answers.map((answer) => [answer.id, answer]));
  return subject.objectives
    .map((objective) => {
      const points = objective.points.map((point) => {
        const answer = answers.get(point.submissionId);
        return answer ? `${answer.label} (${answer.date}) ${point.share}%` : `${point.share}%`;
      });
      return `${objective.code}: ${points.join(", ")}`;
    })
    .join("; ");
}

function SubjectSection({ subject }: { subject: SubjectProgress }) {
  const headingId = `subject-${subject.subjectId}`;
  const xLabels = subject.answers.map((answer) => `${answer.label}, ${answer.date}`);
  const percentages = subject.answers.map((answer) => answer.percentage);
  const target = subject.target;
  const trajectory = subject.trajectory.map((point) => point.grade);
  const byId = new Map(subject.trajectory.map((point) => [point.submissionId, point]));
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {subject.subjectName}
      </h2>
      <p className="mt-1 text-slate-700">
        {subject.markedCount} marked {subject.markedCount === 1 ? "answer" : "answers"}
        {subject.markedCount > subject.answers.length ? `, the latest ${subject.answers.length} shown` : ""}.
      </p>
      {subject.answers.length === 1 ? (
        <Banner tone="info" className="mt-3">
          One marked answer so far. Mark another {subject.subjectName} answer to see a trend.
        </Banner>
      ) : null}

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Card>
          <h3 className="text-lg font-semibold text-slate-900">Your marks over time</h3>
          <LineChart
            title={`${subject.subjectName}: percentage of each marked answer`}
            description={marksDescription(subject)}
            xLabels={xLabels}
            series={[{ name: "Percentage", values: percentages }]}
            referenceLine={target ? { label: `Target grade ${target.target} (${target.targetPercentage}%)`, value: target.targetPercentage } : undefined}
          />
          <p className="mt-2 text-sm text-slate-800">
            Indicative grade trend (average of up to three answers): {trajectory.join(" → ")}
          </p>
        </Card>
        <Card>
          <h3 className="text-lg font-semibold text-slate-900">Assessment objectives</h3>
          <LineChart
            title={`${subject.subjectName}: each objective as a share of its marks`}
            description={objectivesDescription(subject)}
            xLabels={xLabels}
            series={subject.objectives.map((objective) => {
              const shares = new Map(objective.points.map((point) => [point.submissionId, point.share]));
              return { name: objective.code, values: subject.answers.map((answer) => shares.get(answer.id) ?? null) };
            })}
          />
        </Card>
      </div>

      {target ? (
        <Card className="mt-6">
          <h3 className="text-lg font-semibold text-slate-900">Against your target</h3>
          <p className="mt-2 text-slate-800">
            {target.recentCount === 1
              ? `Your latest answer scored ${target.recentPercentage}% (grade ${target.recentGrade}).`
              : `Your last ${target.recentCount} answers average grade ${target.recentGrade} (${target.recentPercentage}% on average).`}{" "}
            {target.met
              ? `That meets your target of grade ${target.target}. Keep it there.`
              : target.gap > 0
                ? `Your target, grade ${target.target}, starts at ${target.targetPercentage}%: ${target.gap} percentage points to go.`
                : `Your target, grade ${target.target}, starts at ${target.targetPercentage}%: keep every answer at or above it to bring the grade up.`}
          </p>
        </Card>
      ) : null}

      {subject.weakest ? (
        <Card className="mt-6">
          <h3 className="text-lg font-semibold text-slate-900">Your next step</h3>
          <p className="mt-2 text-slate-800">
            {subject.weakest.only ? (
              // Marked on one objective (OCR Language Question 2 is AO2 alone): it is not the weakest of several.
              <>
                Your answers so far are marked on one objective, <strong>{subject.weakest.code}</strong>: you are getting {subject.weakest.overall}% of its
                marks.
              </>
            ) : subject.weakest.tiedWith.length === 0 ? (
              <>
                Your weakest objective is <strong>{subject.weakest.code}</strong>: you are getting {subject.weakest.overall}% of its marks.
              </>
            ) : (
              // A tie is said as a tie ("your weakest objective is AO1" named one of two at 83%), and where to start.
              <>
                {[subject.weakest.code, ...subject.weakest.tiedWith].join(", ").replace(/, ([^,]*)$/, " and $1")} are level as your weakest objectives: you are getting{" "}
                {subject.weakest.overall}% of the marks of each. Start with <strong>{subject.weakest.code}</strong>.
              </>
            )}
          </p>
          {/* Its own sentence: the meanings are whole sentences, some with brackets of their own. */}
          {subject.weakest.meaning ? (
            <p className="mt-1 text-sm text-slate-700">
              What {subject.weakest.code} covers: {subject.weakest.meaning}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-3">
            {subject.weakest.training ? (
              <Link to={subject.weakest.training.href} className={buttonClasses("primary", "md")}>
                Practise {subject.weakest.code}: {subject.weakest.training.boardName} {subject.weakest.training.questionTypeName}
              </Link>
            ) : null}
            {subject.weakest.flashcardsHref ? (
              <Link to={subject.weakest.flashcardsHref} className={buttonClasses("secondary", "md")}>
                Study the flashcards from your feedback
              </Link>
            ) : (
              <Link to={`${subject.weakest.latestResultHref}#feedback-flashcards`} className={buttonClasses("secondary", "md")}>
                Make flashcards from your latest feedback
              </Link>
            )}
          </div>
        </Card>
      ) : null}

      {/* On a phone the columns scroll sideways under a fixed first column (which answer), the region taking the
          keyboard. Its name says the subject: with two subjects or more, a list of the page's regions would
          otherwise show the same name for each. */}
      <p className="mt-6 text-sm text-slate-700 sm:hidden">
        Scroll the table sideways to see every column.
      </p>
      <div
        className="mt-2 overflow-x-auto sm:mt-6"
        tabIndex={0}
        role="region"
        aria-label={`${subject.subjectName}: table of your marked answers`}
      >
        <table className="w-full min-w-[32rem] text-left text-sm text-slate-800">
          <caption className="mb-2 text-left font-semibold text-slate-900">{subject.subjectName}: your marked answers</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="sticky left-0 bg-white py-2 pr-3">
                Answer
              </th>
              <th scope="col" className="py-2 pr-3">
                Date
              </th>
              <th scope="col" className="py-2 pr-3">
                Question
              </th>
              <th scope="col" className="py-2 pr-3">
                Mark
              </th>
              <th scope="col" className="py-2 pr-3">
                Percentage
              </th>
              <th scope="col" className="py-2 pr-3">
                Grade
              </th>
              <th scope="col" className="py-2 pr-3">
                Trend grade
              </th>
              {subject.objectives.map((objective) => (
                <th key={objective.code} scope="col" className="py-2 pr-3">
                  {objective.code}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {subject.answers.map((answer) => (
              <tr key={answer.id} className="border-b border-slate-200">
                <th scope="row" className="sticky left-0 bg-white py-2 pr-3 font-medium">
                  <Link to={`/marking-results/${answer.id}`} className="text-brand-700 underline">
                    {answer.label}
                  </Link>
                </th>
                <td className="py-2 pr-3">{answer.date}</td>
                <td className="min-w-[12rem] py-2 pr-3">{answer.question}</td>
                <td className="py-2 pr-3">{answer.marks}</td>
                <td className="py-2 pr-3">{answer.percentage}%</td>
                <td className="py-2 pr-3">{answer.grade}</td>
                <td className="py-2 pr-3">{byId.get(answer.id)?.grade ?? ""}</td>
                {subject.objectives.map((objective) => {
                  const point = objective.points.find((candidate) => candidate.submissionId === answer.id);
                  return (
                    <td key={objective.code} className="py-2 pr-3">
                      {point ? `${point.share}%` : "-"}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 pr-3" colSpan={7}>
                Share of each objective's marks over these answers
              </th>
              {subject.objectives.map((objective) => (
                <td key={objective.code} className="py-2 pr-3 font-semibold">
                  {objective.overall}%
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Trend grade: the average of the grades of that answer and the two before it, as the dashboard averages grades, so
        one answer does not swing it.
      </p>
    </section>
  );
}

/**
 * What became of "Save targets". The button is disabled while saving, so focus would fall to the page: it goes
 * to this message instead, which a screen reader then reads out (each reply is a new object, so each save moves it).
 */
function TargetsOutcome({ result }: { result: TargetsReply }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [result]);
  const message = result.ok ? result.notice : result.formError;
  if (!message) return null;
  return (
    <div
      ref={ref}
      role={result.ok ? "status" : "alert"}
      tabIndex={-1}
      className="mt-3 rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
    >
      <Banner tone={result.ok ? "success" : "danger"} announce={false}>
        {message}
      </Banner>
    </div>
  );
}

function TargetsForm({ targets, subjects }: { targets: Record<string, number>; subjects: readonly { id: string; name: string }[] }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-4">
      {subjects.map((subject) => (
        <div key={subject.id} className="space-y-1">
          <label htmlFor={`target-${subject.id}`} className="block text-sm font-medium text-slate-900">
            {subject.name} target
          </label>
          <select
            id={`target-${subject.id}`}
            name={`target-${subject.id}`}
            defaultValue={targets[subject.id] ? String(targets[subject.id]) : ""}
            className="block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">No target</option>
            {[9, 8, 7, 6, 5, 4, 3, 2, 1].map((grade) => (
              <option key={grade} value={grade}>
                Grade {grade}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Save targets"}
      </Button>
    </Form>
  );
}

export default function Progress({ loaderData, actionData }: Route.ComponentProps) {
  const { gate, advanced, studyPlans, subjects, calendar, targets, leftOut } = loaderData;
  const result = actionData as TargetsReply | undefined;
  return (
    <PageContainer className="py-10">
      <h1 className="text-3xl font-bold text-slate-900">Your progress</h1>
      <p className="mt-2 text-slate-700">How your marks, objectives and grades are moving, and what to practise next.</p>
      {gate.allowed && studyPlans ? (
        <p className="mt-3">
          <Link to="/study-plan" className="font-medium text-brand-700 underline">
            Plan your week with your study plan
          </Link>
        </p>
      ) : null}
      {!gate.allowed ? (
        <div className="mt-8">
          <FeatureGate requiredPlan={gate.requiredPlan} hasPlan={gate.hasPlan} />
        </div>
      ) : (
        <>
          {calendar ? (
            <section aria-labelledby="activity-heading" className="mt-8">
              <ActivityCalendarView calendar={calendar} />
            </section>
          ) : null}

          <section aria-labelledby="targets-heading" className="mt-8">
            <Card>
              <h2 id="targets-heading" className="text-xl font-semibold text-slate-900">
                Your target grades
              </h2>
              {advanced.allowed ? (
                <>
                  <p className="mt-2 text-slate-700">Set the grade you are aiming for; each subject's chart shows it and how far you have to go.</p>
                  {result ? <TargetsOutcome result={result} /> : null}
                  <TargetsForm targets={targets} subjects={SUBJECTS} />
                </>
              ) : (
                <div className="mt-3">
                  <p className="mb-3 text-slate-700">Compare your marks with your own target grades.</p>
                  <FeatureGate requiredPlan={advanced.requiredPlan} hasPlan={advanced.hasPlan} />
                </div>
              )}
            </Card>
          </section>

          {leftOut > 0 ? (
            <Banner tone="info" className="mt-8">
              {leftOut === 1 ? "One marked answer from your practice papers is" : `${leftOut} marked answers from your practice papers are`} not in these figures:{" "}
              {leftOut === 1 ? "it was" : "each was"} marked against a board question worth a different number of marks from your own question, so there is no
              grade to chart. {leftOut === 1 ? "Its mark" : "Their marks"}, out of your question&apos;s own marks, {leftOut === 1 ? "is" : "are"} on the paper&apos;s result, under{" "}
              <Link to="/aipractisepaper" className="font-semibold underline">
                your practice papers
              </Link>
              .
            </Banner>
          ) : null}

          {subjects.length === 0 ? (
            <Card className="mt-8">
              <h2 className="text-xl font-semibold text-slate-900">No marked answers yet</h2>
              <p className="mt-2 text-slate-700">Mark your first answer and your progress will appear here: your marks, each objective and your grade over time.</p>
              <Link to="/subjects" className={`${buttonClasses("primary", "md")} mt-4`}>
                Choose Subject
              </Link>
            </Card>
          ) : (
            subjects.map((subject) => <SubjectSection key={subject.subjectId} subject={subject} />)
          )}
        </>
      )}
    </PageContainer>
  );
}
