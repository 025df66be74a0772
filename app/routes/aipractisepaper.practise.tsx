import { data, Form, Link, redirect, useNavigation } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { formatDuration } from "~/features/papers/attempt-clock";
import { attemptGate } from "~/features/papers/attempt-gate";
import { ATTEMPT_MESSAGES, EXTRA_TIME_CHOICES, extraTimeFrom } from "~/features/papers/attempt-messages";
import { findOpenAttempt, getPaperForAttempt, listAttempts, questionLabel, startAttempt } from "~/features/papers/attempts.server";
import { AttemptList, attemptItems } from "~/features/papers/components/attempt-list";
import { PaperTitle } from "~/features/papers/components/paper-title";
import { marksLabel } from "~/features/papers/export-text";
import { getDailyUsage } from "~/features/usage/index.server";
import { getDb } from "~/platform/db/client.server";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { Banner } from "~/ui/banner";
import { AttemptGatePage, AttemptNotFoundPage } from "~/features/papers/components/attempt-page-states";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/aipractisepaper.practise";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData && "paper" in loaderData ? loaderData.paper.title : "Practice paper";
  return [{ title: `Practise: ${title}` }];
}

export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

/** Before sitting a paper: what it is, the time allowed, and plainly what marking it will use. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const gate = attemptGate(plan);
  if (!gate.allowed) return data({ state: "gate" as const, gate }, { status: 403 });
  const db = getDb();
  const paper = await getPaperForAttempt(db, user.id, params.paperId);
  if (!paper.ok) return data({ state: "not-found" as const }, { status: 404 });
  const usage = await getDailyUsage(db, user.id, plan.entitlements.dailyMarkingCap);
  const { questions } = paper.value;
  return {
    state: "ready" as const,
    paper: {
      id: paper.value.id,
      title: paper.value.title,
      subject: paper.value.subject,
      examBoard: paper.value.examBoard,
      questionCount: questions.length,
      totalMarks: paper.value.totalMarks,
      timeAllowed: formatDuration(paper.value.timeAllowedSeconds),
    },
    markable: questions.filter((question) => question.kind === "model" && !question.markingBlock).length,
    /** Essays and short answers marking cannot take (a paper made before its limits matched marking's), each with why. */
    unmarkable: questions.filter((question) => question.markingBlock).map((question) => ({ id: question.id, label: questionLabel(question), reason: question.markingBlock as string })),
    choice: questions.filter((question) => question.kind === "choice").length,
    noKey: questions.filter((question) => question.kind === "no-key").length,
    usage: { remaining: usage.remaining, unlimited: usage.unlimited, cap: usage.cap, resetsOn: usage.resetsOn },
    openAttempt: await findOpenAttempt(db, user.id, paper.value.id),
    attempts: attemptItems((await listAttempts(db, user.id, paper.value.id))[paper.value.id] ?? []),
  };
}

type StartReply = FormReply;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const gate = attemptGate(plan);
  if (!gate.allowed) return reply<StartReply>({ ok: false, formError: gate.message }, { status: 403 });
  const extraTimePercent = extraTimeFrom((await request.formData()).get("extraTime"));
  if (extraTimePercent === null) return reply<StartReply>({ ok: false, formError: ATTEMPT_MESSAGES.extraTimeUnknown }, { status: 400 });
  const started = await startAttempt(getDb(), user.id, params.paperId, new Date(), { extraTimePercent });
  if (!started.ok) return replyWithFailure<StartReply>(started, {});
  return redirect(`/aipractisepaper/attempts/${started.value.attemptId}`);
}

export default function PractisePaper({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.state === "gate") return <AttemptGatePage title="Practise a paper" gate={loaderData.gate} />;
  if (loaderData.state === "not-found") return <AttemptNotFoundPage what="paper" />;
  const { paper, usage, markable, unmarkable, choice, noKey, openAttempt, attempts } = loaderData;
  const error = actionData && !actionData.ok ? actionData.formError : undefined;
  const short = !usage.unlimited && usage.remaining < markable;
  return (
    <PageContainer className="py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {paper.subject} - {paper.examBoard}
      </p>
      <PaperTitle>{paper.title}</PaperTitle>
      <Card className="mt-6">
        <h2 className="text-xl font-semibold text-slate-900">Before you start</h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-800">Questions</dt>
          <dd className="text-slate-900">{paper.questionCount}</dd>
          <dt className="font-semibold text-slate-800">Total marks</dt>
          <dd className="text-slate-900">{marksLabel(paper.totalMarks)}</dd>
          <dt className="font-semibold text-slate-800">Time allowed</dt>
          <dd className="text-slate-900">{paper.timeAllowed}</dd>
        </dl>
        <p className="mt-4 text-slate-800">{ATTEMPT_MESSAGES.allowanceStatement}</p>
        <p className="mt-2 text-slate-800">
          This paper has {markable} essay or short-answer {markable === 1 ? "question" : "questions"}
          {choice > 0 ? `, ${choice} multiple-choice ${choice === 1 ? "question" : "questions"} with an answer key` : ""}
          {noKey > 0 ? ` and ${noKey} multiple-choice ${noKey === 1 ? "question" : "questions"} without a key (not marked)` : ""}. You can pause the
          clock at any time.
        </p>
        <p className="mt-2 font-semibold text-slate-900">
          {usage.unlimited ? "Your plan has unlimited markings." : `You have ${usage.remaining} of ${usage.cap} markings left today.`}
        </p>
        {short ? (
          <Banner tone="warning" className="mt-3">
            You have fewer markings left today ({usage.remaining}) than this paper has essay and short-answer questions ({markable}). Answers
            beyond your allowance are saved and can be marked later, after your allowance resets on {usage.resetsOn}.
          </Banner>
        ) : null}
        {unmarkable.length > 0 ? (
          <Banner tone="warning" className="mt-3">
            <p>
              {unmarkable.length === 1 ? "One question" : `${unmarkable.length} questions`} on this paper cannot be marked, so answering{" "}
              {unmarkable.length === 1 ? "it uses" : "them uses"} no marking:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {unmarkable.map((question) => (
                <li key={question.id}>
                  {question.label}: {question.reason}
                </li>
              ))}
            </ul>
          </Banner>
        ) : null}
        {error ? (
          <Banner tone="danger" className="mt-3">
            {error}
          </Banner>
        ) : null}
        <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
          {openAttempt ? null : (
            // Exam access arrangements: a student with extra time in the exam practises with it.
            <div className="w-full space-y-1">
              <label htmlFor="extra-time" className="block text-sm font-medium text-slate-900">
                Extra time
              </label>
              <select
                id="extra-time"
                name="extraTime"
                defaultValue="0"
                aria-describedby="extra-time-hint"
                className="block w-full max-w-xs rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
              >
                {EXTRA_TIME_CHOICES.map((choice) => (
                  <option key={choice.percent} value={choice.percent}>
                    {choice.label}
                  </option>
                ))}
              </select>
              <p id="extra-time-hint" className="text-sm text-slate-700">
                If you have extra time in your exams (access arrangements), practise with it: the clock allows that much longer.
              </p>
            </div>
          )}
          <Button type="submit" disabled={navigation.state !== "idle"}>
            {openAttempt ? "Resume" : "Start"}
          </Button>
          <Link to="/aipractisepaper" className={buttonClasses("secondary", "md")}>
            Back to your practice papers
          </Link>
        </Form>
        {openAttempt ? <p className="mt-2 text-sm text-slate-700">You have an unfinished attempt at this paper: Resume carries on where you left off.</p> : null}
      </Card>
      {attempts.length > 0 ? (
        <Card className="mt-6">
          <AttemptList items={attempts} headingLevel={2} paperTitle={paper.title} />
        </Card>
      ) : null}
    </PageContainer>
  );
}
