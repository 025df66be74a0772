import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";

import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";

import { cardImageUrl } from "../card-image-keys";
import { reviewHref } from "../review-intents";
import { CardImage } from "./card-image";

export interface ReviewCardView {
  id: string;
  front: string;
  back: string;
  frontImageKey: string | null;
  backImageKey: string | null;
  /** What each picture shows, in the student's words (its alt text). */
  frontImageDescription?: string | null;
  backImageDescription?: string | null;
  /** How many times the card had been rated when the page was made (sent back with the rating). */
  reps: number;
  intervals: { rating: number; name: string; meaning: string; interval: string }[];
  /** How long before its due time the card is shown, when learn-ahead shows it early ("8 min"); else null. */
  earlyBy?: string | null;
}

const RATING_STYLES: Record<number, string> = {
  1: "border-red-300 bg-red-50 text-red-900 hover:bg-red-100",
  2: "border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100",
  3: "border-green-300 bg-green-50 text-green-900 hover:bg-green-100",
  4: "border-sky-300 bg-sky-50 text-sky-900 hover:bg-sky-100",
};

/** A key press meant for the page, not typed into a field or held with a modifier. */
function isPageShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest("input, textarea, select, [contenteditable=true]");
}

const cardsLeft = (left: number) => `${left} ${left === 1 ? "card" : "cards"} left`;

/** The cards rated today that this session shows again (a card rated Again, or a new card rated Hard or Good). */
export const cardsComingBack = (comingBack: number) =>
  comingBack === 1 ? "Plus 1 card you are still learning: it comes back in this session." : `Plus ${comingBack} cards you are still learning: they come back in this session.`;

/** A card's front for a sentence: its text on one line, cut at a word with an ellipsis; a picture's description else. */
function frontForSentence(card: { front: string; frontImageDescription: string | null }, max = 60): string | null {
  const text = (card.front.trim() || card.frontImageDescription?.trim() || "").replace(/\s+/g, " ");
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/**
 * A card's question as a screen reader says it, in study mode's words: its text, or what its picture shows when it
 * is a picture alone ("a picture: A map of Europe"), with the picture mentioned beside text.
 */
function spokenQuestion(card: { front: string; frontImageKey: string | null; frontImageDescription?: string | null }): string {
  const text = card.front.trim();
  const description = card.frontImageDescription?.trim();
  const pictured = cardImageUrl(card.frontImageKey) ? (description ? `a picture: ${description}` : "a picture") : "";
  if (!text) return pictured;
  return pictured ? `${text} (with ${pictured})` : text;
}

/**
 * What the page says after each rating or undo (CardsLeft's live region): the counts, then the new card's question,
 * as study mode says "Card n of N. Question: …", so the student hears what to recall wherever focus is.
 */
export function cardsLeftAnnouncement({
  left,
  comingBack,
  question,
}: {
  left: number;
  comingBack: number;
  question: { front: string; frontImageKey: string | null; frontImageDescription?: string | null } | null;
}): string {
  // Worded apart from the visible count, so a search of the page for "2 cards left" finds one element.
  const counts = `Cards left: ${left}.${comingBack > 0 ? ` Coming back: ${comingBack}.` : ""}`;
  const spoken = question ? spokenQuestion(question) : "";
  return spoken ? `${counts} Question: ${spoken}` : counts;
}

/** The question side's text and picture: they describe "Show answer", which has focus after each rating. */
const QUESTION_TEXT_ID = "review-question-text";
const QUESTION_PICTURE_ID = "review-question-picture";

/**
 * Said above a card that learn-ahead shows before its due time: nothing else is due, so the card rated "See again
 * in 10 min" a moment ago comes back now rather than leave the student waiting, and the page says so.
 */
export const comingBackEarly = (earlyBy: string) => `Coming back early: this card was due in ${earlyBy}, and nothing else is due now.`;

/** The status after an undo, naming the card whose rating was undone (its front, clipped). */
export function ratingUndone(card: { front: string; frontImageDescription: string | null }): string {
  const front = frontForSentence(card);
  return front ? `Rating undone: “${front}” is back to review.` : "Rating undone: the picture card is back to review.";
}

function CardSide({
  label,
  text,
  imageKey,
  description,
  side,
  ids,
}: {
  label: string;
  text: string;
  imageKey: string | null;
  description?: string | null;
  side: "front" | "back";
  /** Ids for the picture and the text, for a control they describe. */
  ids?: { picture: string; text: string };
}) {
  return (
    <div className="min-w-0">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <CardImage id={ids?.picture} imageKey={imageKey} side={side} description={description} className="mt-3 max-h-72" />
      {/* A side may be a picture alone (no text); a long word or link wraps rather than widen the page. */}
      {text ? (
        <p id={ids?.text} className="mt-2 min-w-0 whitespace-pre-wrap break-words text-xl text-slate-900 [overflow-wrap:anywhere]">
          {text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One due card: the front, "Show answer" (Space or Enter), then Again / Hard / Good / Easy with the next
 * interval (keys 1 to 4). Without JavaScript, "Show answer" is a GET with `reveal` and the ratings are
 * a form post.
 */
export function ReviewCardPanel({
  card,
  setId,
  initiallyRevealed,
}: {
  card: ReviewCardView;
  setId: string | null;
  initiallyRevealed: boolean;
}) {
  const [revealed, setRevealed] = useState(initiallyRevealed);
  const showRef = useRef<HTMLButtonElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const wasRevealed = useRef(initiallyRevealed);
  const questionIds = [cardImageUrl(card.frontImageKey) ? QUESTION_PICTURE_ID : null, card.front ? QUESTION_TEXT_ID : null].filter(Boolean).join(" ");

  // A new card after a rating: the button pressed has gone, so put focus on "Show answer".
  useEffect(() => {
    if (!initiallyRevealed && (document.activeElement === document.body || document.activeElement === null)) showRef.current?.focus();
  }, [initiallyRevealed]);

  useEffect(() => {
    if (revealed && !wasRevealed.current) answerRef.current?.focus();
    wasRevealed.current = revealed;
  }, [revealed]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!isPageShortcut(event)) return;
      if (!revealed && (event.key === " " || event.key === "Enter")) {
        // A focused button or link answers Space and Enter itself.
        if ((event.target as HTMLElement | null)?.closest("button, a")) return;
        event.preventDefault();
        setRevealed(true);
        return;
      }
      if (revealed && ["1", "2", "3", "4"].includes(event.key)) {
        const button = formRef.current?.querySelector<HTMLButtonElement>(`button[name="rating"][value="${event.key}"]`);
        if (button && formRef.current) {
          event.preventDefault();
          formRef.current.requestSubmit(button);
        }
      }
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [revealed]);

  return (
    <Card className="mt-6">
      {card.earlyBy ? <p className="mb-4 text-sm text-slate-700">{comingBackEarly(card.earlyBy)}</p> : null}
      <CardSide
        label="Question"
        text={card.front}
        imageKey={card.frontImageKey}
        description={card.frontImageDescription}
        side="front"
        ids={{ picture: QUESTION_PICTURE_ID, text: QUESTION_TEXT_ID }}
      />
      {revealed ? (
        <>
          <div ref={answerRef} tabIndex={-1} className="mt-6 border-t border-slate-200 pt-6 outline-none" aria-label="Answer">
            <CardSide label="Answer" text={card.back} imageKey={card.backImageKey} description={card.backImageDescription} side="back" />
          </div>
          <Form method="post" action={reviewHref({ setId })} ref={formRef} className="mt-8">
            <input type="hidden" name="intent" value="rate" />
            <input type="hidden" name="cardId" value={card.id} />
            <input type="hidden" name="seenReps" value={card.reps} />
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">How well did you remember it?</legend>
              {/* Two by two on a phone, so all four fit under a short card without scrolling; one row on a wide screen. */}
              <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
                {card.intervals.map((choice) => (
                  <button
                    key={choice.rating}
                    type="submit"
                    name="rating"
                    value={choice.rating}
                    aria-keyshortcuts={String(choice.rating)}
                    className={cn(
                      "flex flex-col items-start rounded-lg border px-4 py-3 text-left text-sm font-semibold transition-colors",
                      RATING_STYLES[choice.rating],
                    )}
                  >
                    <span>
                      {choice.name} — {choice.meaning}
                    </span>
                    {/* "See again in" says what the time is: when this card comes back after this rating. */}
                    <span className="sr-only">, </span>
                    <span className="font-normal">See again in {choice.interval}</span>
                  </button>
                ))}
              </div>
            </fieldset>
          </Form>
        </>
      ) : (
        <form
          method="get"
          action="/flashcards/review"
          className="mt-8"
          onSubmit={(event) => {
            event.preventDefault();
            setRevealed(true);
          }}
        >
          {setId ? <input type="hidden" name="set" value={setId} /> : null}
          <input type="hidden" name="reveal" value={card.id} />
          {/* Described by the question: after a rating focus comes here, and the new card's question is read with it. */}
          <button
            type="submit"
            ref={showRef}
            aria-keyshortcuts="Space Enter"
            aria-describedby={questionIds || undefined}
            className={buttonClasses("primary", "lg")}
          >
            Show answer
          </button>
        </form>
      )}
      <p className="sr-only" role="status">
        {revealed ? "Answer shown." : ""}
      </p>
    </Card>
  );
}

/** "Undo last rating" (keys U and Z): a form post, so it works without JavaScript. */
export function UndoForm({ setId }: { setId: string | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!isPageShortcut(event)) return;
      if (event.key === "u" || event.key === "U" || event.key === "z" || event.key === "Z") {
        event.preventDefault();
        formRef.current?.requestSubmit();
      }
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <Form method="post" action={reviewHref({ setId })} ref={formRef}>
      <input type="hidden" name="intent" value="undo" />
      <Button type="submit" variant="secondary" aria-keyshortcuts="U Z">
        Undo last rating
      </Button>
    </Form>
  );
}

/**
 * How many cards are left to see, and how many already seen come back (still being learnt), as the page now has
 * it, in a polite live region, followed by the new card's question. Each new card (after a rating or an undo) says
 * them again, even when they have not changed: a live region speaks only a change, so its text is emptied first and
 * written a moment later.
 */
export function CardsLeft({
  left,
  comingBack = 0,
  cardKey,
  question = null,
}: {
  left: number;
  comingBack?: number;
  cardKey?: string | null;
  /** The card now shown, whose question is said after the counts; null when nothing is due. */
  question?: { front: string; frontImageKey: string | null; frontImageDescription?: string | null } | null;
}) {
  const [spoken, setSpoken] = useState("");
  const announcement = cardsLeftAnnouncement({ left, comingBack, question });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setSpoken("");
    const timer = window.setTimeout(() => setSpoken(announcement), 100);
    return () => window.clearTimeout(timer);
  }, [announcement, cardKey]);
  return (
    <>
      <div>
        <p className="text-sm font-medium text-slate-700">{cardsLeft(left)}</p>
        {comingBack > 0 ? <p className="text-sm text-slate-700">{cardsComingBack(comingBack)}</p> : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
    </>
  );
}

export function NothingDue({ nextDue }: { nextDue: { in: string; at: string } | null }) {
  return (
    <Card className="mt-6">
      <h2 className="text-xl font-semibold text-slate-900">Nothing due</h2>
      <p className="mt-2 text-slate-700">
        {nextDue
          ? `You are up to date. The next card is due in ${nextDue.in} (${nextDue.at}).`
          : "You have no flashcards to review yet. Make a set to start."}
      </p>
      <Link to="/flashcards" className={`${buttonClasses("primary", "md")} mt-4`}>
        Back to Flashcards
      </Link>
    </Card>
  );
}
