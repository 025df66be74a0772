import type { ReactNode } from "react";
import { Link } from "react-router";

import { Banner } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";

import { LIST_PATH, listAddress } from "../list-address";
import { FLASHCARD_LIMITS } from "../rules";
import { CardImage } from "./card-image";
import { DeleteSetButton, DeleteSetConfirmation } from "./delete-set-button";
import { useHydrated } from "~/ui/use-hydrated";

export interface SetSummary {
  id: string;
  title: string;
  created: string;
  /** Shown only when it differs from the creation time. */
  updated: string | null;
  /** The cards the loader sent: the first few (a preview), or all of them when `complete`. */
  cards: {
    id: string;
    front: string;
    back: string;
    frontImageKey: string | null;
    backImageKey: string | null;
    frontImageDescription?: string | null;
    backImageDescription?: string | null;
  }[];
  /** How many cards the set has (the list may show only the first few). */
  cardCount: number;
  /** `cards` holds every card of the set (it was opened or edited, or it is small). */
  complete: boolean;
  /** Cards due for review today (spaced repetition). */
  due: number;
  /** Made without an AI model (the offline generators), so the page says so. */
  offline: boolean;
  source: string;
}

/**
 * Text a student typed may hold a word or a link longer than a phone is wide: it breaks anywhere rather than
 * widen the page, and its box may shrink below that word's width (min-w-0) inside a flex or grid row.
 */
const WRAP_ANYWHERE = "min-w-0 break-words [overflow-wrap:anywhere]";

/**
 * Where the plan has no review (the `flashcards` feature: a lapsed plan, an ended trial): the feature gate's
 * words and its link (spec section 6, as FeatureGate shows them), said by a due count in place of "Review due
 * cards", which would only lead to the same refusal.
 */
export interface ReviewGate {
  message: string;
  /** The link's words ("View plans", "Upgrade to Basic") and where it goes. */
  link: string;
  to: string;
}

/** The gate's words and link, after a due count; `subject` tells a screen reader what the link is for. */
export function ReviewGateNote({ gate, subject }: { gate: ReviewGate; subject: string }) {
  return (
    <p className="mt-1 text-sm text-slate-700">
      {gate.message} ·{" "}
      <Link to={gate.to} className="font-semibold text-brand-700 underline hover:text-brand-800">
        {gate.link}
        <span className="sr-only"> to review {subject}</span>
      </Link>
    </p>
  );
}

export const cardCount = (count: number) => `${count} ${count === 1 ? "card" : "cards"}`;

/**
 * A button that is a plain GET form's submit in the server's HTML (so /flashcards?study=<id> and the like
 * work without JavaScript) and acts in place once the page is hydrated.
 */
function PageStateButton({
  id,
  name,
  value,
  page,
  onPress,
  children,
}: {
  /** The button's id (the page returns focus to it, as after an edit is cancelled). */
  id?: string;
  name: string;
  value: string;
  /** The page of sets the button is on, kept in the address. */
  page: number;
  onPress: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <form method="get" action={LIST_PATH}>
        {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
        <Button id={id} type="submit" name={name} value={value} variant="secondary" size="sm">
          {children}
        </Button>
      </form>
    );
  }
  return (
    <Button id={id} variant="secondary" size="sm" onClick={onPress}>
      {children}
    </Button>
  );
}

/**
 * One set in 'Your Flashcard Sets': title, card count, created date (and updated date when it differs),
 * Study / Edit / Delete, and its cards' fronts and backs: the first few, with a link that shows them all
 * (`?open=<id>`, a plain link, so it works without JavaScript) and one back (docs/decisions/015). While
 * it is being edited, `editor` stands in for the card list.
 */
export function SetItem({
  set,
  page,
  showAll,
  canEdit,
  reviewGate = null,
  error,
  confirmingDelete,
  editor,
  onStudy,
  onEdit,
}: {
  set: SetSummary;
  /** The page of sets this one is on. */
  page: number;
  /** Show every card (the set is open), when the loader sent them all. */
  showAll: boolean;
  canEdit: boolean;
  /** Set when the plan has no review: the due count then comes with the gate, and no "Review due cards". */
  reviewGate?: ReviewGate | null;
  error?: string;
  confirmingDelete: boolean;
  editor: ReactNode;
  onStudy: () => void;
  onEdit: () => void;
}) {
  const headingId = `set-${set.id}-title`;
  const allShown = showAll && set.complete;
  const shown = allShown ? set.cards : set.cards.slice(0, FLASHCARD_LIMITS.previewCards);
  const hasMore = set.cardCount > FLASHCARD_LIMITS.previewCards;
  return (
    <Card>
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 max-w-full">
            <h3 id={headingId} tabIndex={-1} className={`${WRAP_ANYWHERE} text-lg font-semibold text-slate-900 focus:outline-none`}>
              {set.title}
            </h3>
            <p className="mt-1 text-sm text-slate-700">
              {cardCount(set.cardCount)} · Created {set.created}
              {set.updated ? ` · Updated ${set.updated}` : ""}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {set.due > 0 ? `${cardCount(set.due)} due today` : "Nothing due today"}
              {set.source === "youtube" ? " · From a YouTube video" : set.source === "feedback" ? " · From your feedback" : ""}
              {set.offline ? " · Made without AI" : ""}
            </p>
            {set.due > 0 && reviewGate ? <ReviewGateNote gate={reviewGate} subject={`the cards due in ${set.title}`} /> : null}
          </div>
          {editor ? null : (
            <div className="flex flex-wrap gap-2">
              {/* Each button names its set to a screen reader (the list has many Study and Edit buttons). */}
              <PageStateButton name="study" value={set.id} page={page} onPress={onStudy}>
                Study<span className="sr-only"> {set.title}</span>
              </PageStateButton>
              {set.due > 0 && !reviewGate ? (
                <Link to={`/flashcards/review?set=${set.id}`} className={buttonClasses("secondary", "sm")}>
                  Review due cards<span className="sr-only"> in {set.title}</span>
                </Link>
              ) : null}
              {canEdit ? (
                <PageStateButton id={`set-${set.id}-edit`} name="edit" value={set.id} page={page} onPress={onEdit}>
                  Edit<span className="sr-only"> {set.title}</span>
                </PageStateButton>
              ) : null}
              <DeleteSetButton setId={set.id} title={set.title} page={page} />
            </div>
          )}
        </div>
        {error ? (
          <Banner tone="danger" className="mt-4">
            {error}
          </Banner>
        ) : null}
        {confirmingDelete && !editor ? <DeleteSetConfirmation setId={set.id} page={page} /> : null}
        {editor ? (
          <div className="mt-4">{editor}</div>
        ) : (
          <>
            <ol id={`set-${set.id}-cards`} className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {shown.map((card, index) => (
                <li key={card.id} className="grid min-w-0 gap-2 p-3 sm:grid-cols-2">
                  <div className="min-w-0 space-y-2">
                    {/*
                      A side may be a picture alone (its text empty): its alt text is the student's description, or else
                      names the side and the card (the cards shown are the set's first ones, in order).
                    */}
                    {card.front ? (
                      <p className={`${WRAP_ANYWHERE} whitespace-pre-line text-slate-900`}>
                        <span className="sr-only">Front: </span>
                        {card.front}
                      </p>
                    ) : null}
                    <CardImage
                      imageKey={card.frontImageKey}
                      side="front"
                      description={card.frontImageDescription}
                      cardNumber={index + 1}
                      className="mx-0 max-h-24"
                    />
                  </div>
                  <div className="min-w-0 space-y-2">
                    {card.back ? (
                      <p className={`${WRAP_ANYWHERE} whitespace-pre-line text-slate-700`}>
                        <span className="sr-only">Back: </span>
                        {card.back}
                      </p>
                    ) : null}
                    <CardImage
                      imageKey={card.backImageKey}
                      side="back"
                      description={card.backImageDescription}
                      cardNumber={index + 1}
                      className="mx-0 max-h-24"
                    />
                  </div>
                </li>
              ))}
            </ol>
            {hasMore ? (
              <p className="mt-3 text-sm text-slate-700">
                {allShown ? `Showing all ${set.cardCount} cards. ` : `Showing the first ${shown.length} of ${set.cardCount} cards. `}
                <Link
                  to={`${listAddress({ page, open: allShown ? null : set.id })}#${headingId}`}
                  preventScrollReset
                  aria-controls={`set-${set.id}-cards`}
                  className="font-semibold text-brand-700 underline hover:text-brand-800"
                >
                  {allShown ? "Show fewer cards" : `Show all ${set.cardCount} cards`}
                  <span className="sr-only"> in {set.title}</span>
                </Link>
              </p>
            ) : null}
          </>
        )}
      </article>
    </Card>
  );
}
