import { useCallback, useEffect, useRef, useState } from "react";

import { Button } from "~/ui/button";

import { shuffledOrder } from "../study-order";
import { CardImage } from "./card-image";

export interface StudyCard {
  id: string;
  front: string;
  back: string;
  frontImageKey?: string | null;
  backImageKey?: string | null;
}

/** Keys typed into a field are the field's, never the study mode's. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest("input, textarea, select") !== null;
}

/** A key the focused control handles itself (Space and Enter press a focused button or follow a link). */
function isOnControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest("button, a, summary, [role='button']") !== null;
}

/**
 * Study mode (spec sections 2 and 4): one card at a time, flipping between 'Question' and 'Answer';
 * Previous / Next (bounded), Reset (card 1, front side), Shuffle / Unshuffle (Unshuffle restores the
 * set's order), Exit Study Mode. Keys: Left/Right navigate, Space or Enter flips, R resets, Esc exits,
 * except while typing in a field. The side shown is announced to screen readers.
 */
export function StudyMode({ title, cards, onExit }: { title: string; cards: StudyCard[]; onExit: () => void }) {
  const total = cards.length;
  const [order, setOrder] = useState<number[] | null>(null);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

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
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      switch (event.key) {
        case "ArrowLeft":
          event.preventDefault();
          go(-1);
          break;
        case "ArrowRight":
          event.preventDefault();
          go(1);
          break;
        case " ":
        case "Enter":
          if (isOnControl(event.target)) return;
          event.preventDefault();
          flip();
          break;
        case "r":
        case "R":
          event.preventDefault();
          reset();
          break;
        case "Escape":
          event.preventDefault();
          onExit();
          break;
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, flip, reset, onExit]);

  if (!card) return null;
  const side = flipped ? "Answer" : "Question";
  const text = flipped ? card.back : card.front;
  return (
    <section aria-labelledby="study-title" className="space-y-6">
      <div>
        <h2 id="study-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {title}
        </h2>
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
        type="button"
        onClick={flip}
        aria-pressed={flipped}
        aria-describedby="study-card-hint"
        className={`flex min-h-64 w-full flex-col items-center justify-center rounded-xl border-2 p-8 text-center shadow-sm transition-colors ${
          flipped ? "border-green-600 bg-green-50" : "border-brand-700 bg-white"
        }`}
      >
        <span className="text-sm font-semibold uppercase tracking-wide text-slate-700">{side}</span>
        <CardImage key={`${card.id}-${flipped}`} imageKey={flipped ? card.backImageKey : card.frontImageKey} side={flipped ? "back" : "front"} className="mt-3" />
        <span className="mt-3 whitespace-pre-line text-xl text-slate-900">{text}</span>
      </button>
      <p id="study-card-hint" className="text-sm text-slate-700">
        Click the card, or press Space or Enter, to flip it. Left and Right arrows move between cards; R resets; Esc exits.
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {`Card ${position + 1} of ${total}. ${side}: ${text}`}
      </p>

      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => go(-1)} disabled={position === 0}>
          Previous
        </Button>
        <Button variant="secondary" onClick={() => go(1)} disabled={position >= total - 1}>
          Next
        </Button>
        <Button variant="secondary" onClick={reset}>
          Reset
        </Button>
        <Button variant="secondary" onClick={toggleShuffle} disabled={total < 2}>
          {order ? "Unshuffle" : "Shuffle"}
        </Button>
        <Button variant="primary" onClick={onExit}>
          Exit Study Mode
        </Button>
      </div>
    </section>
  );
}
