import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { formatDuration } from "~/features/papers/attempt-clock";
import { attemptGate } from "~/features/papers/attempt-gate";
import { browserCopyStore, forgetAttemptCopies } from "~/features/papers/attempt-local-copy";
import { ATTEMPT_MESSAGES } from "~/features/papers/attempt-messages";
import { getAttempt, getPaperResult, markAttemptAnswers, readAnswerBases, readAnswerDrafts, submitAttempt, type QuestionResult } from "~/features/papers/attempts.server";
import { AttemptMarkingProgress } from "~/features/papers/components/attempt-marking-progress";
import { PaperTitle } from "~/features/papers/components/paper-title";
import { marksLabel } from "~/features/papers/export-text";
import { getDailyUsage } from "~/features/usage/index.server";
import { getDb } from "~/platform/db/client.server";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { Banner } from "~/ui/banner";
import { AttemptNotFoundPage } from "~/features/papers/components/attempt-page-states";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { FeatureGate } from "~/ui/feature-gate";
import { PageContainer } from "~/ui/page";
import { useHydrated } from "~/ui/use-hydrated";
import type { Route } from "./+types/aipractisepaper.attempt-result";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData && "result" in loaderData ? loaderData.result.title : "Practice paper";
  return [{ title: `Result: ${title}` }];
}

export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

const clockFormat = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "Europe/London" });

/** The paper's result: each question's marks and link, the totals, and the marking of pending answers. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  // A result already had stays readable on any plan (a student who moved to Basic keeps what they sat);
  // sitting a paper and marking its remaining answers need the creator's plan.
  const gate = attemptGate(plan);
  const db = getDb();
  const usage = await getDailyUsage(db, user.id, plan.entitlements.dailyMarkingCap);
  // Each answer not marked says why: the plan, today's allowance and the marking pace as they are now.
  const result = await getPaperResult(db, user.id, params.attemptId, new Date(), { plan, markingsLeft: usage.unlimited ? null : usage.remaining });
  if (!result.ok) return data({ state: "not-found" as const }, { status: 404 });
  if (result.value.status !== "submitted") throw redirect(`/aipractisepaper/attempts/${result.value.attemptId}`);
  const { timeTakenSeconds, timeAllowedSeconds, ...rest } = result.value;
  return {
    state: "result" as const,
    markGate: gate.allowed ? null : gate,
    result: { ...rest, timeTaken: formatDuration(timeTakenSeconds), timeAllowed: formatDuration(timeAllowedSeconds) },
    allowanceOut: new URL(request.url).searchParams.has("allowance"),
    markingPaused: new URL(request.url).searchParams.get("marking") === "paused",
    markingsLeft: usage.unlimited ? null : usage.remaining,
    resetsOn: usage.resetsOn,
    // The pace limit counts the last 10 minutes, so marking is open again by this time at the latest.
    pausedUntil: clockFormat.format(new Date(Date.now() + 10 * 60_000)),
  };
}

type ResultReply = FormReply;

/** Hands the attempt in with the answers the page sent, checked against what that page last knew saved. */
function handIn(db: ReturnType<typeof getDb>, userId: string, plan: Parameters<typeof submitAttempt>[2], attemptId: string, paper: Parameters<typeof readAnswerDrafts>[1], formData: FormData) {
  const drafts = readAnswerDrafts(formData, paper);
  return submitAttempt(db, userId, plan, attemptId, drafts, new Date(), readAnswerBases(formData, drafts));
}

/** "Yes, submit my answers" (from the attempt page) and "Mark the remaining answers". */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const formData = await request.formData();
  const gate = attemptGate(plan);
  if (!gate.allowed) return reply<ResultReply>({ ok: false, formError: gate.message }, { status: 403 });
  const db = getDb();
  const attempt = await getAttempt(db, user.id, params.attemptId);
  if (!attempt.ok) return replyWithFailure<ResultReply>(attempt, {});
  const outcome =
    formData.get("intent") === "mark-remaining"
      ? await markAttemptAnswers(db, user.id, plan, attempt.value.id)
      : await handIn(db, user.id, plan, attempt.value.id, attempt.value.paper, formData);
  if (!outcome.ok) return replyWithFailure<ResultReply>(outcome, {});
  const flag = outcome.value.allowanceRanOut ? "?allowance=out" : outcome.value.paceLimited ? "?marking=paused" : "";
  return redirect(`/aipractisepaper/attempts/${attempt.value.id}/result${flag}`);
}

const BAND_CLASSES = { green: "bg-green-100 text-green-900", orange: "bg-orange-100 text-orange-900", red: "bg-red-100 text-red-900" } as const;
/** A question left blank: said plainly, in no band's colour (it was never judged). */
const NEUTRAL_BADGE = "bg-slate-100 text-slate-800";

/** The grade line while no answer has a mark: it will come once one is marked, or (nothing answered) never. */
export const NO_GRADE = {
  yet: "No grade yet: it shows once an answer is marked",
  nothingAnswered: "No grade: every answer was left blank, so there was nothing to mark.",
} as const;

/** An unmarked question's own short reason; the banner above the questions says the whole of it once. */
function unmarkedText(reason: string | null, pausedUntil: string): string {
  if (reason === null || reason === ATTEMPT_MESSAGES.notSentYet) return ATTEMPT_MESSAGES.unmarkedNotSent;
  if (reason === ATTEMPT_MESSAGES.allowanceRanOut) return ATTEMPT_MESSAGES.unmarkedRanOut;
  if (reason === ATTEMPT_MESSAGES.markingTooQuick) return ATTEMPT_MESSAGES.unmarkedPaused(pausedUntil);
  return `Not marked yet: ${reason}`;
}

/** A question's marks: awarded out of its marks, or plainly that it has none yet. */
function scoreText(question: QuestionResult): string {
  if (question.awarded !== null) return `${question.awarded} / ${marksLabel(question.marks)}`;
  return question.state === "unmarked" || question.state === "pending" || question.state === "marking" || question.state === "failed" || question.state === "needs_review"
    ? `Not marked yet (${marksLabel(question.marks)})`
    : `Not marked (${marksLabel(question.marks)})`;
}

function stateText(question: QuestionResult, pausedUntil: string): string {
  switch (question.state) {
    case "unanswered":
      return "Not answered (no marking used)";
    case "no-key":
      return ATTEMPT_MESSAGES.noKey;
    case "choice":
      return `Marked from the answer key (you chose ${question.chosen || "none"}; the key is ${question.answerKey})`;
    case "unmarked":
      return unmarkedText(question.reason, pausedUntil);
    case "unmarkable":
      return `Not marked. ${question.reason ?? ""}`.trim();
    case "pending":
    case "marking":
      return "Marking...";
    case "marked":
      return "Marked";
    case "failed":
      return "Marking failed: open the result to try again (it costs nothing)";
    case "needs_review":
      return "Held for review";
  }
}

export default function PaperResultPage({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const attemptId = loaderData.state === "result" ? loaderData.result.attemptId : null;
  // Handed in: the copies of unsaved text this tab kept during the sitting are no longer needed.
  useEffect(() => {
    if (attemptId) forgetAttemptCopies(browserCopyStore(), attemptId);
  }, [attemptId]);
  // "Mark the remaining answers" reloads the page: the focus goes to the updated banner (or, with none left, the total).
  const markedRef = useRef(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const totalRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!markedRef.current || navigation.state !== "idle") return;
    markedRef.current = false;
    (bannerRef.current ?? totalRef.current)?.focus();
  }, [navigation.state, loaderData]);
  if (loaderData.state === "not-found") return <AttemptNotFoundPage what="attempt" />;
  const { result, allowanceOut, markingPaused, markingsLeft, resetsOn, pausedUntil, markGate } = loaderData;
  const { totals } = result;
  const withSubmission = result.questions.filter((question) => question.submissionId);
  const pending = withSubmission
    .filter((question) => question.state === "pending" || question.state === "marking")
    .map((question) => ({ submissionId: question.submissionId as string, label: question.label }));
  // Answers that can still be sent for marking; those marking cannot take say why on their own line.
  const unmarked = result.questions.filter((question) => question.state === "unmarked").length;
  const unmarkable = result.questions.filter((question) => question.state === "unmarkable").length;
  const error = actionData && !actionData.ok ? actionData.formError : undefined;
  const anyMarked = result.questions.some((question) => question.awarded !== null && question.state !== "unanswered");
  // Handed in with every answer blank: nothing was sent for marking and nothing ever will be.
  const nothingAnswered = result.questions.every((question) => question.state === "unanswered" || (question.state === "no-key" && !question.chosen));
  const canMarkNow = unmarked > 0 && markingsLeft !== 0 && !markGate;
  return (
    <PageContainer className="py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {result.subject} - {result.examBoard}
      </p>
      <PaperTitle>Result: {result.title}</PaperTitle>

      <Card className="mt-6">
        <h2 ref={totalRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          Your total
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-800">Marks</dt>
          <dd className="text-slate-900">
            <span data-testid="paper-total">
              {totals.awarded} / {totals.total}
            </span>
            {totals.waiting > 0 ? " (so far)" : ""}
          </dd>
          <dt className="font-semibold text-slate-800">Percentage</dt>
          <dd className="text-slate-900">{anyMarked ? `${totals.percentage}%` : nothingAnswered ? "None" : "Not yet"}</dd>
          <dt className="font-semibold text-slate-800">Indicative grade</dt>
          <dd className="text-slate-900" data-testid="paper-grade">
            {anyMarked ? (
              <>
                {totals.grade}
                {totals.waiting > 0 ? " (so far)" : ""} <span className={`ml-2 rounded px-2 py-0.5 text-sm font-semibold ${BAND_CLASSES[totals.band.tone]}`}>{totals.band.label}</span>
              </>
            ) : nothingAnswered ? (
              NO_GRADE.nothingAnswered
            ) : (
              NO_GRADE.yet
            )}
          </dd>
          <dt className="font-semibold text-slate-800">Time taken</dt>
          <dd className="text-slate-900">
            {result.timeTaken} (time allowed {result.timeAllowed})
          </dd>
        </dl>
        {totals.waiting > 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            So far: {totals.waiting} {totals.waiting === 1 ? "answer is" : "answers are"} not marked yet, so the total will change.
          </p>
        ) : null}
        {result.questions.some((question) => question.state === "no-key") ? (
          <p className="mt-2 text-sm text-slate-700">Multiple-choice questions without an answer key are left out of the total.</p>
        ) : null}
        {unmarkable > 0 ? <p className="mt-2 text-sm text-slate-700">{ATTEMPT_MESSAGES.unmarkableLeftOut}</p> : null}
      </Card>

      {hydrated ? <AttemptMarkingProgress pending={pending} done={withSubmission.length - pending.length} total={withSubmission.length} /> : null}

      {error ? (
        <Banner tone="danger" className="mt-6">
          {error}
        </Banner>
      ) : null}
      {allowanceOut || unmarked > 0 ? (
        <div className="mt-6 space-y-3">
          <div ref={bannerRef} tabIndex={-1} className="focus:outline-none" data-testid="marking-banner">
            <Banner tone="warning">
              {markingsLeft === 0
                ? ATTEMPT_MESSAGES.noMarkingsLeft(resetsOn)
                : allowanceOut
                  ? ATTEMPT_MESSAGES.allowanceRanOut
                  : markingPaused && unmarked > 0
                    ? `${ATTEMPT_MESSAGES.markingTooQuick} ${ATTEMPT_MESSAGES.markingPausedUntil(pausedUntil)}`
                    : `${unmarked} ${unmarked === 1 ? "answer is" : "answers are"} saved and not marked yet: each says why below.`}
              {markingsLeft === null || markingsLeft === 0 ? "" : ` You have ${markingsLeft} ${markingsLeft === 1 ? "marking" : "markings"} left today; the allowance resets on ${resetsOn}.`}
            </Banner>
          </div>
          {canMarkNow ? (
            <Form method="post" onSubmit={() => {
              markedRef.current = true;
            }}>
              <input type="hidden" name="intent" value="mark-remaining" />
              <Button type="submit" disabled={navigation.state !== "idle"}>
                Mark the remaining answers
              </Button>
            </Form>
          ) : markGate ? (
            <FeatureGate requiredPlan={markGate.requiredPlan} hasPlan={markGate.hasPlan} />
          ) : null}
        </div>
      ) : null}
      {unmarkable > 0 ? (
        <Banner tone="warning" className="mt-6">
          {unmarkable} {unmarkable === 1 ? "answer cannot be marked" : "answers cannot be marked"}: each says why below.
        </Banner>
      ) : null}

      <section aria-labelledby="questions-heading" className="mt-8">
        <h2 id="questions-heading" className="text-xl font-semibold text-slate-900">
          Questions
        </h2>
        <ol className="mt-4 space-y-4">
          {result.questions.map((question) => (
            <li key={question.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="text-lg font-semibold text-slate-900">{question.label}</h3>
                <p className="text-slate-900">
                  {scoreText(question)}
                  {/* A space before each badge: the margin alone would run the words together when read ("2 / 4 marksGood"). */}
                  {question.band ? (
                    <>
                      {" "}
                      <span className={`ml-2 rounded px-2 py-0.5 text-sm font-semibold ${BAND_CLASSES[question.band.tone]}`}>{question.band.label}</span>
                    </>
                  ) : null}
                  {question.state === "unanswered" ? (
                    <>
                      {" "}
                      <span className={`ml-2 rounded px-2 py-0.5 text-sm font-semibold ${NEUTRAL_BADGE}`}>Not answered</span>
                    </>
                  ) : null}
                </p>
              </div>
              <p className={question.state === "unmarkable" ? "mt-1 text-sm font-semibold text-red-800" : "mt-1 text-sm text-slate-700"}>{stateText(question, pausedUntil)}</p>
              {question.markingNote ? <p className="mt-1 text-sm text-slate-700">{question.markingNote}</p> : null}
              {question.submissionId ? (
                <Link to={`/marking-results/${question.submissionId}`} className={`${buttonClasses("secondary", "sm")} mt-3`} aria-label={`Open result for ${question.label}`}>
                  Open result
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-8 flex flex-wrap gap-3">
        {pending.length > 0 || totals.waiting > 0 ? (
          <Link to={`/aipractisepaper/attempts/${result.attemptId}/result`} className={buttonClasses("secondary", "md")}>
            Refresh
          </Link>
        ) : null}
        <Link to={`/aipractisepaper/${result.paperId}/practise`} className={buttonClasses("secondary", "md")}>
          Practise this paper again
        </Link>
        <Link to="/aipractisepaper" className={buttonClasses("secondary", "md")}>
          Back to your practice papers
        </Link>
      </div>
    </PageContainer>
  );
}
