import { redirect } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { featureGateMessage, pricingRedirectFor } from "~/features/billing";
import { createFlashcardsFromFeedback } from "~/features/flashcards/from-feedback.server";
import { getDb } from "~/platform/db/client.server";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import type { Route } from "./+types/marking-results.flashcards";

/** Nothing to show here: the button lives on the result. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/marking-results/${params.submissionId}`);
}

export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

export type FeedbackCardsReply = FormReply;

/**
 * "Make flashcards from this feedback": makes (or finds) the set for one of the student's own marked
 * answers and opens it in study mode. A lapsed plan goes to /pricing; a plan without flashcards gets
 * the gate's message.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const goPay = pricingRedirectFor(plan);
  if (goPay) return redirect(goPay);
  if (!plan.entitlements.flashcards) return reply<FeedbackCardsReply>({ ok: false, formError: featureGateMessage(plan, "flashcards") }, { status: 403 });
  const made = await createFlashcardsFromFeedback(getDb(), user.id, params.submissionId);
  if (!made.ok) return replyWithFailure<FeedbackCardsReply>(made, {});
  // The set made from this feedback before: opened again, and the page says so (a review: a second press said nothing).
  return redirect(`/flashcards?study=${made.value.setId}${made.value.created ? "" : "&found=1"}`);
}
