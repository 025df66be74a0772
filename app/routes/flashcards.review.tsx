import { useEffect } from "react";
import { data, Link, redirect, useActionData, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { requiredPlanName, requireFeature } from "~/features/billing/access";
import { CardsLeft, NothingDue, ratingUndone, ReviewCardPanel, UndoForm } from "~/features/flashcards/components/review-session";
import { reviewHref, reviewIntentSchema, reviewQuerySchema } from "~/features/flashcards/review-intents";
import { applyReviewIntent, loadReviewSession } from "~/features/flashcards/review.server";
import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { formatInterval, learntAheadBy, previewIntervals, timeUntil } from "~/features/flashcards/scheduler";
import { getDb } from "~/platform/db/client.server";
import { isAppError } from "~/platform/errors";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithAppError, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { Banner, LiveNotice } from "~/ui/banner";
import { buttonClasses } from "~/ui/button";
import { FeatureGate } from "~/ui/feature-gate";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/flashcards.review";

export function meta() {
  return [{ title: "Marker - Review due cards" }];
}

/** The query flag the action adds after an undo (the loader names the card undone). */
const UNDONE_PARAM = "undone";

const dueAtFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  if (!plan.entitlements.flashcards) {
    return data({ state: "gated" as const, requiredPlan: requiredPlanName("flashcards"), hasPlan: plan.plan !== null }, { status: 403 });
  }
  const query = reviewQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return data({ state: "not-found" as const }, { status: 404 });
  const { set: setId, card: cardId, reveal } = query.data;
  // After an undo the action sends the page here with `undone` (UNDONE_PARAM): the page names the card whose
  // rating was undone, when the server confirms it was.
  const undoneCardId = new URL(request.url).searchParams.has(UNDONE_PARAM) ? cardId : undefined;
  const now = new Date();
  const session = await loadReviewSession(getDb(), user.id, { setId, cardId: reveal ?? cardId, now, undoneCardId });
  if (!session.ok) return data({ state: "not-found" as const }, { status: 404 });
  const { set, card, left, comingBack, nextDueAt, nextDueByDay, canUndo, undone } = session.value;
  const early = card ? learntAheadBy(card.schedule, now) : null;
  return {
    state: "review" as const,
    set,
    left,
    comingBack,
    canUndo,
    undone,
    revealed: Boolean(card && reveal === card.id),
    card: card && {
      id: card.id,
      front: card.front,
      back: card.back,
      frontImageKey: card.frontImageKey,
      backImageKey: card.backImageKey,
      frontImageDescription: card.frontImageDescription,
      backImageDescription: card.backImageDescription,
      reps: card.schedule.reps,
      intervals: previewIntervals(card.schedule, now).map(({ rating, name, meaning, interval }) => ({ rating, name, meaning, interval })),
      /** Shown before its due time (learn-ahead, when nothing else is due): how long before, for the page to say so. */
      earlyBy: early === null ? null : formatInterval(early),
    },
    // Worded by the rule that decides when the card is due, as the rating buttons are ("1 day": tomorrow from 4 am).
    nextDue: nextDueAt && { in: timeUntil(nextDueAt, now, { byDay: nextDueByDay }), at: dueAtFormat.format(nextDueAt) },
  };
}

/** Sends the action's Retry-After with a 429 (React Router drops an action's headers otherwise). */
export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

/**
 * After any rating or undo, even a refused one (the card may have been rated in another tab), show the queue as it is
 * now. Taking the undo's flag off the address (useForgetUndoneFlag) changes nothing on the page, so it loads nothing.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod?.toUpperCase() === "POST") return true;
  if (currentUrl.searchParams.has(UNDONE_PARAM) && sameWithoutUndone(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

function sameWithoutUndone(from: URL, to: URL): boolean {
  const without = new URL(from);
  without.searchParams.delete(UNDONE_PARAM);
  return without.pathname === to.pathname && without.search === to.search;
}

/**
 * Once the page has said "Rating undone", the flag that made it say so leaves the address (replacing the history
 * entry), so reloading the page, or coming back to it, does not announce the same undo again.
 */
function useForgetUndoneFlag() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(UNDONE_PARAM)) return;
    params.delete(UNDONE_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location, navigate]);
}

type ReviewReply = FormReply;

export async function action({ request, context }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  try {
    requireFeature(plan, "flashcards");
  } catch (error) {
    if (isAppError(error)) return replyWithAppError<ReviewReply>(error, {});
    throw error;
  }
  // The queue being reviewed: an undo reaches only this set's ratings (or any, on the all-sets queue).
  const setId = new URL(request.url).searchParams.get("set");
  const parsed = reviewIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return reply<ReviewReply>({ ok: false, formError: FLASHCARD_MESSAGES.unknownRequest }, { status: 400 });
  const outcome = await applyReviewIntent(getDb(), user.id, parsed.data, new Date(), { setId });
  if (!outcome.ok) return replyWithFailure<ReviewReply>(outcome, {});
  const next = reviewHref({ setId, cardId: outcome.value.cardId });
  return redirect(parsed.data.intent === "undo" && outcome.value.cardId ? `${next}&${UNDONE_PARAM}=1` : next);
}

function BackToFlashcards() {
  return (
    <Link to="/flashcards" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">←</span> Back to Flashcards
    </Link>
  );
}

export default function ReviewDueCards({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  useForgetUndoneFlag();
  if (loaderData.state === "gated") {
    return (
      <PageContainer className="py-12">
        <h1 className="text-3xl font-bold text-slate-900">Review due cards</h1>
        <div className="mt-6 max-w-xl">
          <FeatureGate requiredPlan={loaderData.requiredPlan} hasPlan={loaderData.hasPlan} />
        </div>
      </PageContainer>
    );
  }
  if (loaderData.state === "not-found") {
    return (
      <PageContainer className="py-16">
        <h1 className="text-3xl font-bold text-slate-900">{FLASHCARD_MESSAGES.setNotFound}</h1>
        <p className="mt-3 text-slate-700">This set does not exist, or it belongs to someone else.</p>
        <Link to="/flashcards" className={`${buttonClasses("primary", "md")} mt-6`}>
          Back to Flashcards
        </Link>
      </PageContainer>
    );
  }
  const { set, card, left, comingBack, canUndo, undone } = loaderData;
  const setId = set?.id ?? null;
  return (
    <PageContainer className="py-10">
      <BackToFlashcards />
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Review due cards</h1>
      <p className="mt-1 min-w-0 break-words text-slate-700 [overflow-wrap:anywhere]">{set ? `Set: ${set.title}` : "All your sets"}</p>
      {/* For a keyboard: a touch screen without one (a phone) is not told about keys it does not have. */}
      <p className="mt-1 text-sm text-slate-600 pointer-coarse:hidden">
        Keys: Space or Enter shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy; U or Z undoes the last rating.
      </p>

      <LiveNotice message={undone ? ratingUndone(undone) : null} className="mt-6" />
      {actionData?.formError ? (
        <Banner tone={actionData.ok ? "info" : "warning"} className="mt-6">
          {actionData.formError}
        </Banner>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <CardsLeft left={left} comingBack={comingBack} cardKey={card ? `${card.id}:${card.reps}` : null} question={card} />
        {canUndo ? <UndoForm setId={setId} /> : null}
      </div>

      {card ? (
        <ReviewCardPanel key={`${card.id}:${card.reps}`} card={card} setId={setId} initiallyRevealed={loaderData.revealed} />
      ) : (
        <NothingDue nextDue={loaderData.nextDue} />
      )}
    </PageContainer>
  );
}
