import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { featureGateMessage, requiredPlanName } from "~/features/billing/access";
import { SUBJECTS } from "~/features/catalogue";
import { loadStudyPlan, saveStudyPlanSettings, STUDY_PLAN_MESSAGES } from "~/features/progress/study-plan.server";
import { examDateRange, STUDY_PLAN_LIMITS } from "~/features/progress/study-plan";
import { getDb } from "~/platform/db/client.server";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { londonDay } from "~/platform/time/london-day";
import { Banner } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { FeatureGate } from "~/ui/feature-gate";
import { FieldError } from "~/ui/field-error";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/study-plan";

export function meta() {
  return [{ title: "Marker - Study plan" }];
}

const dayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, profile, plan } = await requireSetUpUser(request, context);
  const gate = { allowed: plan.entitlements.studyPlans, requiredPlan: requiredPlanName("studyPlans"), hasPlan: plan.plan !== null };
  if (!gate.allowed) return { gate, settings: null, days: [] };
  const now = new Date();
  const { settings, plan: week } = await loadStudyPlan(getDb(), user.id, {
    now,
    boards: profile.examBoards,
    subjects: plan.entitlements.subjects,
  });
  return {
    gate,
    settings: {
      ...settings,
      dateRange: examDateRange(londonDay(now)),
      subjects: SUBJECTS.filter((subject) => plan.entitlements.subjects.includes(subject.id)).map((subject) => ({
        id: subject.id,
        name: subject.name,
        examDate: settings.examDates[subject.id]!,
        examDateText: dateFormat.format(new Date(`${settings.examDates[subject.id]}T00:00:00Z`)),
        defaulted: settings.defaulted.includes(subject.id),
        passed: settings.passed.includes(subject.id),
      })),
    },
    days: week.map((day) => ({ ...day, label: formatDay(day.day) })),
  };
}

type SettingsReply = FormReply<string>;

export async function action({ request, context }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  if (!plan.entitlements.studyPlans) {
    return reply<SettingsReply>({ ok: false, formError: featureGateMessage(plan, "studyPlans") }, { status: 403 });
  }
  const formData = await request.formData();
  const values: Record<string, string> = { minutesPerDay: String(formData.get("minutesPerDay") ?? "") };
  const examDates: Record<string, string> = {};
  for (const subject of SUBJECTS) {
    examDates[subject.id] = String(formData.get(`exam-${subject.id}`) ?? "");
    values[`exam-${subject.id}`] = examDates[subject.id]!;
  }
  const saved = await saveStudyPlanSettings(getDb(), user.id, { minutesPerDay: values.minutesPerDay!, examDates }, new Date());
  if (!saved.ok) return replyWithFailure<SettingsReply>(saved, { values });
  return reply<SettingsReply>({ ok: true, notice: STUDY_PLAN_MESSAGES.saved });
}

/**
 * What Save did: the saved notice, or the refusal. Focus goes to it (the button is disabled while saving, so focus
 * would otherwise fall to the page), or, for a refused field, to that field, whose message is its description.
 */
function SettingsOutcome({ result }: { result: SettingsReply }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result.ok && !result.formError) {
      document.querySelector<HTMLElement>('#study-plan-settings [aria-invalid="true"]')?.focus();
      return;
    }
    ref.current?.focus();
  }, [result]);
  const message = result.ok ? result.notice : result.formError;
  if (!message) return null;
  return (
    <div ref={ref} role={result.ok ? "status" : "alert"} tabIndex={-1} className="mt-3 rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
      <Banner tone={result.ok ? "success" : "danger"} announce={false}>
        {message}
      </Banner>
    </div>
  );
}

const KIND_LABEL = { flashcards: "Flashcards", practice: "Practice", paper: "Whole paper" } as const;

export default function StudyPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { gate, settings, days } = loaderData;
  const result = actionData as SettingsReply | undefined;
  const navigation = useNavigation();
  const value = (name: string, fallback: string) => (result && !result.ok && result.values?.[name] !== undefined ? result.values[name]! : fallback);
  const fieldError = (name: string) => (result && !result.ok ? result.fieldErrors?.[name] : undefined);
  return (
    <PageContainer className="py-10">
      <h1 className="text-3xl font-bold text-slate-900">Your study plan</h1>
      <p className="mt-2 text-slate-700">A week of revision sized to your day: due flashcards, practice on your weakest objectives and, close to the exam, whole papers.</p>
      {!gate.allowed || !settings ? (
        <div className="mt-8">
          <FeatureGate requiredPlan={gate.requiredPlan} hasPlan={gate.hasPlan} />
        </div>
      ) : (
        <>
          <section aria-labelledby="week-heading" className="mt-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="week-heading" className="text-xl font-semibold text-slate-900">
                This week
              </h2>
              <a href="/study-plan.ics" download="marker-study-plan.ics" className={buttonClasses("secondary", "sm")}>
                Add to your calendar (.ics)
              </a>
            </div>
            {settings.subjects
              .filter((subject) => subject.passed)
              .map((subject) => (
                <p key={subject.id} className="mt-3 text-slate-700">
                  Your {subject.name} exam was on {subject.examDateText}, so it is no longer in your plan.
                </p>
              ))}
            <ol className="mt-4 space-y-4">
              {days.map((day) => (
                <li key={day.day}>
                  <Card>
                    <h3 className="text-lg font-semibold text-slate-900">
                      {day.label} <span className="text-base font-normal text-slate-700">· {day.minutes} minutes</span>
                    </h3>
                    {day.items.length === 0 ? (
                      <p className="mt-2 text-slate-700">A day off: nothing is due and no exam is coming.</p>
                    ) : (
                      <ul className="mt-3 space-y-3">
                        {day.items.map((item, index) => (
                          <li key={index} className="flex flex-wrap items-start justify-between gap-3 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
                            <div>
                              <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">
                                {KIND_LABEL[item.kind]} · {item.minutes} min
                              </p>
                              <p className="font-medium text-slate-900">{item.title}</p>
                              <p className="text-sm text-slate-700">{item.detail}</p>
                            </div>
                            <Link to={item.href} className={buttonClasses("primary", "sm")} aria-label={`Start: ${item.title}`}>
                              Start
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </Card>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="settings-heading" className="mt-10">
            <Card>
              <h2 id="settings-heading" className="text-xl font-semibold text-slate-900">
                Exam dates and time
              </h2>
              <p className="mt-2 text-slate-700">Dates start at the usual May-June exam season; change them to your own timetable.</p>
              {result ? <SettingsOutcome result={result} /> : null}
              <Form id="study-plan-settings" method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
                <div className="space-y-1">
                  <label htmlFor="minutesPerDay" className="block text-sm font-medium text-slate-900">
                    Minutes a day
                  </label>
                  <input
                    id="minutesPerDay"
                    name="minutesPerDay"
                    type="number"
                    min={STUDY_PLAN_LIMITS.minMinutes}
                    max={STUDY_PLAN_LIMITS.maxMinutes}
                    step={5}
                    required
                    defaultValue={value("minutesPerDay", String(settings.minutesPerDay))}
                    aria-invalid={fieldError("minutesPerDay") ? true : undefined}
                    aria-describedby={fieldError("minutesPerDay") ? "minutesPerDay-error" : undefined}
                    className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
                  />
                  <FieldError id="minutesPerDay-error" error={fieldError("minutesPerDay")} />
                </div>
                {settings.subjects.map((subject) => (
                  <div key={subject.id} className="space-y-1">
                    <label htmlFor={`exam-${subject.id}`} className="block text-sm font-medium text-slate-900">
                      {subject.name} exam date
                    </label>
                    <input
                      id={`exam-${subject.id}`}
                      name={`exam-${subject.id}`}
                      type="date"
                      // A passed date the student saved may be sent back unchanged; any new date is from today.
                      min={subject.passed ? subject.examDate : settings.dateRange.min}
                      max={settings.dateRange.max}
                      defaultValue={value(`exam-${subject.id}`, subject.examDate)}
                      aria-invalid={fieldError(`exam-${subject.id}`) ? true : undefined}
                      aria-describedby={`exam-${subject.id}-hint${fieldError(`exam-${subject.id}`) ? ` exam-${subject.id}-error` : ""}`}
                      className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
                    />
                    <p id={`exam-${subject.id}-hint`} className="text-sm text-slate-700">
                      {subject.passed
                        ? `Your exam was on ${subject.examDateText}. Enter a new date if you are sitting it again.`
                        : subject.defaulted
                          ? `The usual date: ${subject.examDateText}.`
                          : `Your date: ${subject.examDateText}.`}
                    </p>
                    <FieldError id={`exam-${subject.id}-error`} error={fieldError(`exam-${subject.id}`)} />
                  </div>
                ))}
                <div className="sm:col-span-2">
                  <Button type="submit" disabled={navigation.state === "submitting"}>
                    {navigation.state === "submitting" ? "Saving..." : "Save plan settings"}
                  </Button>
                </div>
              </Form>
            </Card>
          </section>
        </>
      )}
    </PageContainer>
  );
}
