import { useCallback, useEffect, useRef, useState } from "react";

import { Button } from "~/ui/button";

import { FOCUS_CARD_AFTER, studyKeyAction, type StudyButton, type StudyFocus } from "../study-keys";
import { shuffledOrder } from "../study-order";
import { CardImage } from "./card-image";

export interface StudyCard {
  id: string;
  front: string;
  back: string;
  frontImageKey?: string | null;
  backImageKey?: string | null;
  frontImageDescription?: string | null;
  backImageDescription?: string | null;
}

/** Where a key press happened, for the key rules (study-keys.ts). */
function focusOf(target: EventTarget | null, card: HTMLElement | null): StudyFocus {
  if (!(target instanceof HTMLElement)) return "elsewhere";
  if (target.isContentEditable || target.closest("input, textarea, select") !== null) return "field";
  if (card?.contains(target)) return "card";
  return target.closest("button, a, summary, [role='button']") !== null ? "control" : "elsewhere";
}

/**
 * Study mode (spec sections 2 and 4): one card at a time, flipping between 'Question' and 'Answer';
 * Previous / Next (bounded), Reset (card 1, front side), Shuffle / Unshuffle (Unshuffle restores the
 * set's order), Exit Study Mode. Keys: Left/Right navigate, Space or Enter flips, R resets, Esc exits,
 * except while typing in a field. The buttons that change the card hand focus to the card, so Space or
 * Enter flips it next rather than pressing the button again. The side shown is announced to screen readers.
 * A set made without an AI model (`offline`) says so under its title, in the set list's words.
 */
export function StudyMode({ title, cards, offline = false, onExit }: { title: string; cards: StudyCard[]; offline?: boolean; onExit: () => void }) {
  const total = cards.length;
  const [order, setOrder] = useState<number[] | null>(null);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLButtonElement>(null);

  const position = Math.min(index, Math.max(0, total - 1));
  const card = cards[order ? (order[position] ?? 0) : position];

  const go = useCallback(
    (step: number) => {
      setIndex((current) => Math.min(Math.max(current + step, 0), Math.max(0, total - 1)));
      setFlipped(false);
    },
    [total],
  );
  const flip = useCallback(() => setFlipped((current) => !current), []);
  const reset = useCallback(() => {
    setIndex(0);
    setFlipped(false);
  }, []);
  const toggleShuffle = () => {
    setOrder((current) => (current ? null : shuffledOrder(total)));
    setIndex(0);
    setFlipped(false);
  };

  useEffect(() => {
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    // The set's title at the top of the screen, so the card and its buttons fit a phone's screen below it (a review:
    // on a 390 x 844 phone the buttons were below the screen's edge). jsdom has no scrolling.
    heading?.scrollIntoView?.({ block: "start" });
  }, []);

  useEffect(() => {
    const actions = { previous: () => go(-1), next: () => go(1), flip, reset, exit: onExit };
    const onKey = (event: KeyboardEvent) => {
      const action = studyKeyAction(event, focusOf(event.target, cardRef.current));
      if (!action) return;
      event.preventDefault();
      actions[action]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, flip, reset, onExit]);

  /** A button's click handler: its action, then focus on the card where the button changes the card. */
  const press = (button: StudyButton, run: () => void) => () => {
    run();
    if (FOCUS_CARD_AFTER.has(button)) cardRef.current?.focus();
  };

  if (!card) return null;
  const side = flipped ? "Answer" : "Question";
  const text = flipped ? card.back : card.front;
  const imageKey = flipped ? card.backImageKey : card.frontImageKey;
  const description = (flipped ? card.backImageDescription : card.frontImageDescription)?.trim() || null;
  // A side may be a picture alone: the announcement says so rather than nothing, with what the picture shows.
  const pictured = imageKey && description ? `a picture: ${description}` : "a picture";
  const spoken = text ? (imageKey && description ? `${text} (with ${pictured})` : text) : pictured;
  return (
    <section aria-labelledby="study-title" className="space-y-4 sm:space-y-6">
      <div>
        <h2
          id="study-title"
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 scroll-mt-3 break-words text-2xl font-bold text-slate-900 [overflow-wrap:anywhere] focus:outline-none"
        >
          {title}
        </h2>
        {offline ? <p className="mt-1 text-sm text-slate-700">Made without AI</p> : null}
        <p className="mt-1 text-slate-700">
          Card {position + 1} of {total}
        </p>
        <div className="mt-2 flex items-center gap-3">
          <progress
            className="h-2 w-full accent-brand-700"
            max={total}
            value={position + 1}
            aria-label="Study progress"
            aria-valuetext={`Card ${position + 1} of ${total}`}
          />
          <span className="shrink-0 text-sm font-medium text-slate-700" aria-hidden="true">
            {position + 1}/{total}
          </span>
        </div>
      </div>

      <button
        ref={cardRef}
        type="button"
        onClick={flip}
        aria-pressed={flipped}
        aria-describedby="study-card-hint"
        className={`flex min-h-48 w-full min-w-0 flex-col items-center justify-center rounded-xl border-2 p-5 text-center shadow-sm transition-colors sm:min-h-64 sm:p-8 ${
          flipped ? "border-green-600 bg-green-50" : "border-brand-700 bg-white"
        }`}
      >
        <span className="text-sm font-semibold uppercase tracking-wide text-slate-700">{side}</span>
        <CardImage key={`${card.id}-${flipped}`} imageKey={imageKey} side={flipped ? "back" : "front"} description={description} className="mt-3" />
        {/* Centred text that is wider than the card is cut off on the left and cannot be scrolled to: it wraps instead. */}
        {text ? <span className="mt-3 w-full min-w-0 whitespace-pre-line break-words text-xl text-slate-900 [overflow-wrap:anywhere]">{text}</span> : null}
      </button>
      <p id="study-card-hint" className="text-sm text-slate-700">
        Tap or click the card, or press Space or Enter, to flip it. With a keyboard, the Left and Right arrows move between cards; R resets; Esc exits.
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {`Card ${position + 1} of ${total}. ${side}: ${spoken}`}
      </p>

      {/* Previous and Next on a row of their own, wide on a phone; Reset is kept away from Next (a review: a mis-tap
          beside Next sent the student back to card 1). */}
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        <Button variant="secondary" onClick={press("previous", () => go(-1))} disabled={position === 0}>
          Previous
        </Button>
        <Button variant="secondary" onClick={press("next", () => go(1))} disabled={position >= total - 1}>
          Next
        </Button>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={press("reset", reset)}>
          Reset
        </Button>
        <Button variant="secondary" onClick={press("shuffle", toggleShuffle)} disabled={total < 2}>
          {order ? "Unshuffle" : "Shuffle"}
        </Button>
        <Button variant="primary" onClick={press("exit", onExit)}>
          Exit Study Mode
        </Button>
      </div>
    </section>
  );
}
