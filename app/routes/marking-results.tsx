import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useActionData, useFetcher, useNavigation, useRevalidator } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { canUseSubject, planName, pricingRedirectFor, requiredPlanName, SUBJECT_LOCKED_MESSAGE } from "~/features/billing/access";
import { EXAM_BOARDS } from "~/features/catalogue";
import { estimatedSchemeNote, getPaper, getQuestionType, getTopic } from "~/features/catalogue/lookup";
import { ResultView } from "~/features/marking/components/result-view";
import { retryMarking } from "~/features/marking/mark-submission.server";
import { waitForMarking } from "~/features/marking/marking-worker.server";
import { enqueueMarking } from "~/platform/jobs/marking-jobs.server";
import { readMarkerRecord, readMarkingResult } from "~/features/marking/stored-marking";
import { RESULT_MESSAGES, resultIntentSchema } from "~/features/marking/result-intents";
import { parseMarkingProgress, progressLabel, progressValue, PROGRESS_STEPS, type MarkingProgress } from "~/features/marking/marking-progress";
import { createShareLink, listShareLinks, revokeShareLink } from "~/features/marking/share-links.server";
import { attemptGate } from "~/features/papers/attempt-gate";
import { scaleMarks } from "~/features/papers/attempt-marks";
import { paperMarkLead } from "~/features/papers/attempt-marking-note";
import { paperAnswerOf } from "~/features/papers/attempts.server";
import { getSubmissionForUser } from "~/features/submissions/read-submissions.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { Banner, LiveNotice } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { useHydrated } from "~/ui/use-hydrated";
import { Card } from "~/ui/card";
import { FeatureGate } from "~/ui/feature-gate";
import { PageContainer } from "~/ui/page";
import { Spinner } from "~/ui/spinner";
import { SourceText } from "~/ui/source-text";
import type { Route } from "./+types/marking-results";

/** "Marker - Marking Results: English Literature, AQA": a tab or a list of pages says which result this is. */
export function meta({ data }: Route.MetaArgs) {
  const which = data && "subject" in data ? `: ${data.subject}, ${data.board}` : "";
  return [{ title: `Marker - Marking Results${which}` }];
}

const MESSAGES = {
  markingFailed: "There was an error marking your assignment. Please try again.",
  loadFailed: "Error loading submission. Please try again.",
};

/**
 * Which paper, option and board question type the answer was marked as ("Paper 1: Understanding the modern world ·
 * Conflict and tension, 1918-1939 · Question 4: how far do you agree? (16 marks + 4 SPaG)"): the page said only
 * "HISTORY · AQA". Null for a question type the catalogue no longer has.
 */
function markedAsLine(submission: { subjectId: string; board: string; paper: string; topic: string | null }, typeName: string | null): string | null {
  if (!typeName) return null;
  const paper = getPaper(submission.subjectId, submission.board, submission.paper);
  const topic = submission.topic ? getTopic(submission.subjectId, submission.board, submission.paper, submission.topic) : undefined;
  return [paper?.name, topic?.name, typeName].filter(Boolean).join(" · ");
}

/** When a share link was made, in London time; made once (issue 17: no formatter per request). */
const LINK_CREATED = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const db = getDb();
  const submission = await getSubmissionForUser(db, user.id, params.submissionId);
  if (!submission) return data({ state: "not-found" as const }, { status: 404 });
  const paperAnswer = await paperAnswerOf(db, user.id, submission.id);
  const type = getQuestionType(submission.subjectId, submission.board, submission.paper, submission.questionType, submission.topic ?? undefined);
  const base = {
    id: submission.id,
    subject: submission.subject,
    subjectId: submission.subjectId,
    // The board's name as the catalogue gives it ("Pearson Edexcel"); one it no longer knows, as stored.
    board: EXAM_BOARDS.find((board) => board.id === submission.board)?.fullName ?? submission.board,
    markedAs: markedAsLine(submission, type?.name ?? null),
    schemeNote: estimatedSchemeNote(type),
    attemptId: paperAnswer?.attemptId ?? null,
    questionText: submission.questionText,
    sourceText: submission.sourceText,
    answerText: submission.answerText,
    status: submission.status,
    busy: readMarkerRecord(submission)?.failure === "busy",
  };
  if (submission.status !== "marked") return { state: "submission" as const, ...base, result: null, paperMark: null, links: [], canExport: false };
  const result = readMarkingResult(submission);
  if (!result) return { state: "load-error" as const };
  // A practice paper's question worth other marks than the board question type it was marked against: the page
  // leads with the mark the paper and the dashboard show (scaled to the question's marks), and says how.
  const paperMark = paperAnswer
    ? paperMarkLead({
        handMade: paperAnswer.handMade,
        typeName: type?.name ?? "its nearest board question type",
        achieved: result.achievedMarks,
        outOf: result.totalMarks,
        questionMarks: paperAnswer.questionMarks,
        awarded: scaleMarks(result.achievedMarks, result.totalMarks, paperAnswer.questionMarks),
      })
    : null;
  const links = await listShareLinks(db, user.id, submission.id);
  return {
    state: "submission" as const,
    ...base,
    result,
    paperMark,
    links: links.map((link) => ({
      id: link.id,
      created: LINK_CREATED.format(link.createdAt),
    })),
    canExport: plan.entitlements.exportCapabilities,
    exportPlan: requiredPlanName("exportCapabilities"),
    // Sharing comes with every plan (a Basic feature on /pricing): only a student without one is refused.
    canShare: pricingRedirectFor(plan) === null,
    sharePlan: planName("basic"),
    canMakeFlashcards: plan.entitlements.flashcards,
    flashcardsPlan: requiredPlanName("flashcards"),
    hasPlan: plan.plan !== null,
  };
}

/** Sends the action's Retry-After with a 429 (React Router drops an action's headers otherwise). */
export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

/** How long "Mark my answer now" (no JavaScript) waits for the marking before showing the page again. */
const NO_SCRIPT_WAIT_MS = 30_000;

type ResultsReply = FormReply<never, { shareUrl: string | null }>;

/**
 * Said beside Share, before a link exists: the shared page shows the whole answer, and a student may have written
 * their name, school or address into it (the privacy policy asks them not to; a child may not remember).
 */
export const SHARE_PRIVACY_NOTE =
  "The link shows your whole answer, so check it has no personal details (your name, school, address or phone number) before you share it.";

/** What Share and Revoke say when they have worked (a polite status; focus moves to the link, or to the section's heading). */
export const SHARE_NOTICES = {
  shared: "Share link created.",
  revoked: "Share link revoked: it no longer opens this result.",
} as const;

/** The same words for a made-up id and for another student's: nothing tells them apart. */
const NOT_FOUND_MESSAGES = {
  submission: "Submission not found",
  shareLink: "That share link was not found.",
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const db = getDb();
  const id = params.submissionId;
  // Another student's submission (or a made-up id) is not found, whatever is asked of it: nothing is
  // queued, shared or revoked, and the answer says no more than the page would (reliability case B2).
  const submission = await getSubmissionForUser(db, user.id, id);
  if (!submission) {
    return reply<ResultsReply>({ ok: false, formError: NOT_FOUND_MESSAGES.submission, shareUrl: null }, { status: 404 });
  }
  const parsed = resultIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return reply<ResultsReply>({ ok: false, formError: RESULT_MESSAGES.unknownRequest, shareUrl: null }, { status: 400 });
  const request_ = parsed.data;
  // Marking again and sharing need a plan: without one the student is sent to /pricing (DESIGN.md D5),
  // as the answer form and the feedback flashcards do. Revoking a link never does.
  const goPay = request_.intent === "retry" || request_.intent === "share" ? pricingRedirectFor(plan) : null;
  if (goPay) return redirect(goPay);
  switch (request_.intent) {
    case "retry": {
      // A retry is a marking: the plan must still open what the answer was first sent from (the subject
      // page's gate, or the practice paper's), as when it was submitted.
      if (!canUseSubject(plan, submission.subjectId)) {
        return reply<ResultsReply>({ ok: false, formError: SUBJECT_LOCKED_MESSAGE, shareUrl: null }, { status: 403 });
      }
      const paperGate = attemptGate(plan);
      if (!paperGate.allowed && (await paperAnswerOf(db, user.id, id))) {
        return reply<ResultsReply>({ ok: false, formError: paperGate.message, shareUrl: null }, { status: 403 });
      }
      const outcome = await retryMarking(db, user.id, id, plan.entitlements.dailyMarkingCap);
      if (!outcome.ok && outcome.code === "RATE_LIMITED") return replyWithFailure<ResultsReply>(outcome, { shareUrl: null });
      if (outcome.ok) await enqueueMarking({ submissionId: id, userId: user.id });
      return redirect(`/marking-results/${id}`);
    }
    case "mark":
      // Without JavaScript the page cannot listen for progress: make sure it is queued, wait a while for
      // the queue's worker, then show the page (the result, or the place in the queue).
      await enqueueMarking({ submissionId: id, userId: user.id });
      await waitForMarking(db, user.id, id, NO_SCRIPT_WAIT_MS);
      return redirect(`/marking-results/${id}`);
    case "share": {
      const token = await createShareLink(db, user.id, id);
      if (!token) return reply<ResultsReply>({ ok: false, formError: RESULT_MESSAGES.shareNeedsMark, shareUrl: null }, { status: 400 });
      return reply<ResultsReply>({ ok: true, shareUrl: `${getConfig().appUrl}/shared/${token}`, notice: SHARE_NOTICES.shared });
    }
    case "revoke": {
      const owned = (await listShareLinks(db, user.id, id)).some((link) => link.id === request_.linkId);
      // A link of another submission, or of another student, is not this page's to revoke.
      if (!owned || !(await revokeShareLink(db, user.id, request_.linkId))) {
        return reply<ResultsReply>({ ok: false, formError: NOT_FOUND_MESSAGES.shareLink, shareUrl: null }, { status: 404 });
      }
      return reply<ResultsReply>({ ok: true, shareUrl: null, notice: SHARE_NOTICES.revoked });
    }
  }
}

/** "Make flashcards from this feedback": posts to /marking-results/:id/flashcards, which opens the set in study mode. */
function FeedbackFlashcards({ submissionId, allowed, requiredPlan, hasPlan }: { submissionId: string; allowed: boolean; requiredPlan: string; hasPlan: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; formError?: string }>();
  const making = fetcher.state !== "idle";
  // Reached from /progress's "Make flashcards from your latest feedback": the router scrolls to the section, and focus
  // follows, so a keyboard goes on from the button that makes them.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash === "#feedback-flashcards") sectionRef.current?.focus();
  }, []);
  return (
    // /progress links here ("Make flashcards from your latest feedback"): the section is its target, in view and focused.
    <section ref={sectionRef} id="feedback-flashcards" tabIndex={-1} aria-labelledby="feedback-flashcards-heading" className="mt-10 scroll-mt-4 focus:outline-none">
      <h2 id="feedback-flashcards-heading" className="text-lg font-semibold text-slate-900">
        Revise this feedback
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Turn the improvements and annotations on this answer into flashcards, with the examples from your own answer.
      </p>
      <div className="mt-3">
        {allowed ? (
          <fetcher.Form method="post" action={`/marking-results/${submissionId}/flashcards`}>
            <Button type="submit" variant="secondary" disabled={making}>
              {making ? "Making flashcards..." : "Make flashcards from this feedback"}
            </Button>
          </fetcher.Form>
        ) : (
          <FeatureGate requiredPlan={requiredPlan} hasPlan={hasPlan} />
        )}
        <div aria-live="polite">
          {fetcher.data?.formError ? (
            <Banner tone="warning" className="mt-3">
              {fetcher.data.formError}
            </Banner>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** What the page says once the marking it was showing is over (a failure has its own alert). */
const FINISHED: Record<string, string> = {
  marked: "Marking complete.",
  needs_review: "Marking finished: your answer is held for review.",
};

/**
 * Listens to the marking's progress (server-sent events) and reloads the page when it is done. Its status region is
 * always on the page (empty when nothing is being watched), so each change is read out: the step the marking is at,
 * then that it is over. When the result arrives focus moves to the page's heading, so a screen reader user is not
 * left on a card that has gone; when "Try marking again" starts a marking (its button gone), to the progress card's.
 */
function MarkingProgress({ submissionId, status }: { submissionId: string; status: string }) {
  const revalidator = useRevalidator();
  const [events, setEvents] = useState<MarkingProgress[]>([]);
  const marking = status === "pending" || status === "marking";
  // Only a marking watched here is announced (a result opened later is just shown); a retry is watched too.
  const [watched, setWatched] = useState(marking);
  // A marking that started on this page (a retry), rather than one the page opened on.
  const [restarts, setRestarts] = useState(0);
  if (marking && !watched) {
    setWatched(true);
    setRestarts((count) => count + 1);
  }
  const finished = watched && !marking;
  const progressHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (restarts > 0 && (active === null || active === document.body)) progressHeadingRef.current?.focus();
  }, [restarts]);
  useEffect(() => {
    if (!marking) return;
    const source = new EventSource(`/api/marking/${submissionId}/events`);
    source.addEventListener("progress", (event) => {
      const progress = parseMarkingProgress((event as MessageEvent<string>).data);
      if (progress) setEvents((current) => [...current, progress]);
    });
    source.addEventListener("done", () => {
      source.close();
      void revalidator.revalidate();
    });
    // A dropped connection: look again shortly (the marking carries on on the server).
    source.onerror = () => {
      source.close();
      setTimeout(() => void revalidator.revalidate(), 2_000);
    };
    return () => source.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one stream per submission
  }, [submissionId, marking]);
  useEffect(() => {
    if (!finished) return;
    // The page's h1 is the results' heading; it is made focusable here, where the move is decided.
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [finished]);
  const latest = events[events.length - 1];
  const step = latest ? progressLabel(latest) : "Starting";
  // Worded apart from the card's visible line, so a search of the page for "Starting" finds one element.
  const spoken = !watched ? "" : finished ? (FINISHED[status] ?? "") : marking ? `Marking progress: ${step}.` : "";
  return (
    <>
      <div role="status" className="sr-only" data-testid="marking-status">
        {spoken}
      </div>
      {watched && marking ? (
        <Card className="mt-6">
          <div className="flex items-center gap-3">
            <Spinner />
            <h2 ref={progressHeadingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
              AI is analyzing your response...
            </h2>
          </div>
          <progress className="mt-4 h-2 w-full accent-brand-700" max={PROGRESS_STEPS.length} value={progressValue(events)} aria-label="Marking progress" />
          <p className="mt-2 text-sm text-slate-700">{step}</p>
          <noscript>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="mark" />
              <Button type="submit">Mark my answer now</Button>
            </Form>
          </noscript>
        </Card>
      ) : null}
    </>
  );
}

/** The question's first words, for the collapsed question above a result. */
function questionPreview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= 60 ? flat : `${flat.slice(0, 57).trimEnd()}...`;
}

/**
 * Copies the share link (a selected read-only field brings up no copy menu on a phone). Shown once the page's script
 * runs, as copying needs it; without it, the field is there to select. Says whether it worked.
 */
function CopyLinkButton({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<string | null>(null);
  if (!hydrated) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => {
          navigator.clipboard
            .writeText(url)
            .then(() => setOutcome("Link copied."))
            .catch(() => setOutcome("Your browser did not let us copy it: select the link above and copy it yourself."));
        }}
      >
        Copy link
      </Button>
      <LiveNotice message={outcome} className="" />
    </div>
  );
}

export default function MarkingResults({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // After Share, focus goes to the one-time link (its label says to copy it now; focusing selects it); after
  // Revoke, whose button has gone with its link, to the Share section's heading. The status below says which.
  const shareUrlRef = useRef<HTMLInputElement>(null);
  const shareHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!actionData?.ok) return;
    if (actionData.shareUrl) shareUrlRef.current?.focus();
    else if (actionData.notice) shareHeadingRef.current?.focus();
  }, [actionData]);
  if (loaderData.state === "not-found") {
    return (
      <PageContainer className="py-16">
        <h1 className="text-3xl font-bold text-slate-900">Submission not found</h1>
        <p className="mt-3 text-slate-700">This answer does not exist, or it belongs to someone else.</p>
        <Link to="/subjects" className={`${buttonClasses("primary", "md")} mt-6`}>
          Try Another Question
        </Link>
      </PageContainer>
    );
  }
  if (loaderData.state === "load-error") {
    return (
      <PageContainer className="py-16">
        <Banner tone="danger">{MESSAGES.loadFailed}</Banner>
        <Link to="/subjects" className={`${buttonClasses("primary", "md")} mt-6`}>
          Try Another Question
        </Link>
      </PageContainer>
    );
  }
  const submission = loaderData;
  const busy = navigation.state !== "idle";
  return (
    <PageContainer className="py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {submission.subject} · {submission.board}
      </p>
      {submission.markedAs ? <p className="mt-1 text-sm text-slate-700">Marked as {submission.markedAs}</p> : null}
      {/* Which result, in the heading too (hidden to the eye, which reads it just above): moving by headings
          passes the line above it. */}
      <h1 className="mt-1 text-3xl font-bold text-slate-900">
        Marking results<span className="sr-only"> for {submission.subject}, {submission.board}</span>
      </h1>
      <Card className="mt-6">
        {submission.result ? (
          // Once marked, the result comes first: the question is one tap away.
          <details>
            <summary className="cursor-pointer">
              <h2 className="inline text-sm font-semibold uppercase tracking-wide text-slate-600">Question</h2>{" "}
              <span className="ml-2 text-sm text-slate-800">{questionPreview(submission.questionText)}</span>
            </summary>
            <p className="mt-2 whitespace-pre-wrap text-slate-900">{submission.questionText}</p>
          </details>
        ) : (
          <>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Question</h2>
            <p className="mt-1 whitespace-pre-wrap text-slate-900">{submission.questionText}</p>
          </>
        )}
        {submission.sourceText ? (
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold text-slate-800">Source or extract</summary>
            <SourceText text={submission.sourceText} className="mt-2 text-sm text-slate-800" />
          </details>
        ) : null}
      </Card>

      <MarkingProgress key={submission.id} submissionId={submission.id} status={submission.status} />

      {submission.status === "failed" ? (
        <div className="mt-6 space-y-3">
          <Banner tone="danger">{MESSAGES.markingFailed}</Banner>
          <p className="text-sm text-slate-700">
            {submission.busy
              ? "Marking is busy right now. This did not use your allowance. Please try again in a few minutes."
              : "This attempt did not use any of your daily markings."}
          </p>
          {actionData?.formError ? <Banner tone="warning">{actionData.formError}</Banner> : null}
          <Form method="post">
            <input type="hidden" name="intent" value="retry" />
            <Button type="submit" disabled={busy}>
              {busy ? "Retrying..." : "Try marking again"}
            </Button>
          </Form>
        </div>
      ) : null}

      {submission.status === "needs_review" ? (
        <Banner tone="warning" className="mt-6">
          This answer is held for review: it contained text that looked like instructions to the marker, so no mark is
          shown. Remove anything addressed to the marker and submit your answer again.
        </Banner>
      ) : null}

      {submission.paperMark ? (
        <Card className="mt-6">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">On your practice paper</h2>
          <p className="mt-1 text-4xl font-extrabold text-slate-900" data-testid="paper-mark">
            {submission.paperMark.figure}
          </p>
          <p className="mt-2 text-slate-800">{submission.paperMark.sentence}</p>
        </Card>
      ) : null}

      {submission.result ? (
        // Below the paper's mark, the marking's own figure is out of the type's marks, with no grade the paper lacks.
        <ResultView result={submission.result} answerText={submission.answerText} markedAsType={submission.paperMark !== null} schemeNote={submission.schemeNote} />
      ) : null}

      {submission.result ? (
        <FeedbackFlashcards
          submissionId={submission.id}
          allowed={submission.canMakeFlashcards ?? false}
          requiredPlan={submission.flashcardsPlan ?? "Basic"}
          hasPlan={submission.hasPlan ?? false}
        />
      ) : null}

      <div className="mt-10 flex flex-wrap gap-4">
        <Link to="/subjects" className={buttonClasses("primary", "md")}>
          Try Another Question
        </Link>
        <Link to={`/subjects/${submission.subjectId}`} className={buttonClasses("secondary", "md")}>
          Back to Subject
        </Link>
        {submission.attemptId ? (
          <Link to={`/aipractisepaper/attempts/${submission.attemptId}/result`} className={buttonClasses("secondary", "md")}>
            Back to Paper Result
          </Link>
        ) : null}
      </div>

      {submission.result ? (
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="export-heading">
            <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
              Export
            </h2>
            <div className="mt-3">
              {submission.canExport ? (
                <a href={`/marking-results/${submission.id}/export.pdf`} className={buttonClasses("secondary", "md")} download>
                  Export as PDF
                </a>
              ) : (
                <FeatureGate requiredPlan={submission.exportPlan ?? "Standard"} hasPlan={submission.hasPlan ?? false} />
              )}
            </div>
          </section>
          <section aria-labelledby="share-heading">
            <h2 id="share-heading" ref={shareHeadingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
              Share
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              A read-only link to this result, without your name. Anyone with the link can see it until you revoke it.
            </p>
            <p className="mt-1 text-sm text-slate-700">{SHARE_PRIVACY_NOTE}</p>
            {submission.canShare ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="share" />
                <Button type="submit" variant="secondary" disabled={busy}>
                  Share
                </Button>
              </Form>
            ) : (
              <div className="mt-3">
                <FeatureGate requiredPlan={submission.sharePlan ?? "Basic"} hasPlan={submission.hasPlan ?? false} />
              </div>
            )}
            <LiveNotice message={actionData?.ok ? (actionData.notice ?? null) : null} className="mt-3" />
            {actionData?.shareUrl ? (
              <div className="mt-3">
                <label htmlFor="share-url" className="text-sm font-medium text-slate-900">
                  Your link (copy it now: it is shown only once)
                </label>
                {/* 16 px text: a phone zooms into a smaller field when it takes focus. */}
                <input
                  id="share-url"
                  ref={shareUrlRef}
                  readOnly
                  value={actionData.shareUrl}
                  className="mt-1 block w-full rounded-md border border-slate-400 bg-slate-50 px-3 py-2 text-base"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyLinkButton url={actionData.shareUrl} />
              </div>
            ) : null}
            {submission.links.length > 0 ? (
              <ul className="mt-4 space-y-2" aria-label="Active share links">
                {submission.links.map((link) => (
                  <li key={link.id} className="flex items-center justify-between gap-3 text-sm text-slate-800">
                    <span>Link created {link.created}</span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="linkId" value={link.id} />
                      <Button type="submit" size="sm" variant="ghost">
                        Revoke
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>
      ) : null}
    </PageContainer>
  );
}
