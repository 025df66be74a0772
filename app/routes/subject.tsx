import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { requiredPlanName, requireSubjectAccess, SUBJECT_LOCKED_MESSAGE } from "~/features/billing/access";
import { resolveSelection } from "~/features/catalogue/lookup";
import { findSubject } from "~/features/catalogue/subjects";
import { DRAFT_FIELDS, submitKeepingDraft } from "~/features/submissions/answer-draft";
import { AnswerForm, SHOW_CHOICES_INTENT, type AnswerReply } from "~/features/submissions/components/answer-form";
import { defaultBoardFor, formCatalogueForBoard, knownBoard } from "~/features/submissions/form-catalogue.server";
import { SUBMISSION_FIELDS } from "~/features/submissions/submission-rules";
import { submitAnswer } from "~/features/submissions/submit-answer.server";
import { getDailyUsage } from "~/features/usage/marking-quota.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { strictFormValues } from "~/platform/forms/strict-body.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/subject";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const name = loaderData && "subject" in loaderData && loaderData.subject ? loaderData.subject.name : "Subject";
  return [{ title: `Marker - ${name}` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, profile, plan } = await requireSetUpUser(request, context);
  const subject = findSubject(params.subjectSlug);
  if (!subject) return data({ state: "not-found" as const }, { status: 404 });
  if (requireSubjectAccess(plan, subject.id) === "locked") {
    return data({ state: "locked" as const, subject }, { status: 403 });
  }
  const usage = await getDailyUsage(getDb(), user.id, plan.entitlements.dailyMarkingCap);
  // A link may open the form on one question type (/progress's next step); only a real catalogue entry is used.
  const query = new URL(request.url).searchParams;
  const wanted = {
    board: query.get("board") ?? "",
    paperId: query.get("paper") ?? "",
    topicId: query.get("topic") ?? undefined,
    questionTypeId: query.get("questionType") ?? "",
  };
  const preset =
    wanted.board && wanted.paperId && wanted.questionTypeId && resolveSelection({ subjectId: subject.id, ...wanted })
      ? { board: wanted.board, paperId: wanted.paperId, topicId: wanted.topicId ?? null, questionTypeId: wanted.questionTypeId }
      : null;
  // Papers are sent for one board: the link's, else the one asked for (?board=, which the form uses to
  // load a board the student picks), else the profile's.
  const chosenBoard = preset?.board ?? knownBoard(wanted.board) ?? defaultBoardFor(profile.examBoards[subject.id]);
  return {
    state: "open" as const,
    preset,
    subject,
    boards: formCatalogueForBoard(subject.id, chosenBoard),
    defaultBoard: chosenBoard,
    usage,
    canGenerateExtract: plan.entitlements.extractGeneration,
    // The feature gate shown instead of the extract button (spec section 6).
    extractGate: { requiredPlan: requiredPlanName("extractGeneration"), hasPlan: plan.plan !== null },
    idempotencyKey: crypto.randomUUID(),
    // The tab's saved draft is restored only for the student who wrote it.
    draftOwner: user.id,
    // This server marks offline: a question answered by letters from a key cannot be marked here (the form says so).
    offlineMarker: getConfig().ai.provider === "offline",
  };
}

/** Sends the action's Retry-After with a 429 (React Router drops an action's headers otherwise). */
export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const subject = findSubject(params.subjectSlug);
  if (!subject) throw data(null, { status: 404 });
  if (requireSubjectAccess(plan, subject.id) === "locked") {
    return reply<AnswerReply>({ ok: false, formError: SUBJECT_LOCKED_MESSAGE }, { status: 403 });
  }
  const values = strictFormValues(await request.formData(), [...SUBMISSION_FIELDS, "intent"]);
  if (!values.ok) return replyWithFailure<AnswerReply>(values, {});
  if (values.value.intent === SHOW_CHOICES_INTENT) {
    // The form without JavaScript asks for the papers of the board chosen: drawn again with them and with
    // everything typed (nothing is submitted, nothing is used).
    const board = knownBoard(values.value.board) ?? defaultBoardFor(null);
    const papers = formCatalogueForBoard(subject.id, board).find((choice) => choice.id === board)?.papers ?? [];
    const typed = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, field === "board" ? board : values.value[field]]));
    // Not a refusal: 200, with the page drawn again.
    return reply<AnswerReply>({ ok: false, values: typed, papers: { board, papers } }, { status: 200 });
  }
  const submitted = await submitAnswer(getDb(), { userId: user.id, plan, subject, values: values.value, offlineMarker: getConfig().ai.provider === "offline" });
  if (!submitted.ok) {
    // A refusal sends back what was typed (the page drawn with it keeps every field) and today's usage as it
    // now is: React Router does not reload the page's data after a refusal, and "1 of 15 remaining" beside
    // "You have used all 15 markings" would invite the same refused click again.
    const typed = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values.value[field]]));
    const usage = await getDailyUsage(getDb(), user.id, plan.entitlements.dailyMarkingCap);
    return replyWithFailure<AnswerReply>(submitted, { values: typed, usage });
  }
  return redirect(`/marking-results/${submitted.value.submissionId}`);
}

/** The draft kept in the tab is forgotten once the answer is accepted, not when it is sent (answer-draft.ts). */
export async function clientAction({ params, serverAction }: Route.ClientActionArgs) {
  return submitKeepingDraft(params.subjectSlug, serverAction);
}

/** A post that never reached the server changed nothing: the page's data is not reloaded (that would fail too). */
export function shouldRevalidate({ actionResult, formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { unsent?: unknown } | undefined)?.unsent === true) return false;
  // The form drops a link's choice from the address once it has applied it (answer-form.tsx): nothing changes.
  if (!formMethod && currentUrl.searchParams.has("questionType") && nextUrl.pathname === currentUrl.pathname && nextUrl.search === "") return false;
  return defaultShouldRevalidate;
}

export default function SubjectPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "not-found") {
    return (
      <PageContainer className="py-16">
        <h1 className="text-3xl font-bold text-slate-900">Subject not found</h1>
        <Link to="/subjects" className={`${buttonClasses("primary", "md")} mt-6`}>
          Back to Subjects
        </Link>
      </PageContainer>
    );
  }
  if (loaderData.state === "locked") {
    return (
      <PageContainer className="py-16">
        <h1 className="text-3xl font-bold text-slate-900">{loaderData.subject.name}</h1>
        <Card className="mt-6 max-w-xl">
          <p className="font-semibold text-slate-900">Upgrade to access this subject</p>
          <p className="mt-2 text-slate-700">Standard and Premium open all three subjects.</p>
          <div className="mt-4 flex gap-4">
            <Link to="/pricing" className={buttonClasses("primary", "md")}>
              Upgrade Plan
            </Link>
            <Link to="/subjects" className={buttonClasses("secondary", "md")}>
              Back to Subjects
            </Link>
          </div>
        </Card>
      </PageContainer>
    );
  }
  return <AnswerForm {...loaderData} reply={actionData} />;
}

