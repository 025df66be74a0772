import { useState } from "react";

import { cn } from "~/ui/cn";

import { cardImageUrl } from "../card-image-keys";

const SIDE_NAMES = { front: "question", back: "answer" } as const;

/**
 * The picture's text alternative: the student's own description when there is one; else what the picture is
 * ("Picture on the question side of card 3", or "of this card" where one card is shown), never empty, since a
 * picture may be all there is on its side.
 */
export function cardImageAlt(side: "front" | "back", description?: string | null, cardNumber?: number): string {
  const described = description?.trim();
  if (described) return described;
  return `Picture on the ${SIDE_NAMES[side]} side of ${cardNumber ? `card ${cardNumber}` : "this card"}`;
}

/**
 * A card's picture in the list, study and review modes, served to its owner only by /flashcard-images/:key,
 * with its description as its alt text (`cardImageAlt`). Nothing when the card has none; a short note in its
 * place when it cannot be loaded, with the description, which still says what it showed.
 */
export function CardImage({
  id,
  imageKey,
  side,
  description,
  cardNumber,
  className,
}: {
  /** For a control that the picture describes (review's "Show answer" names the question it shows the answer to). */
  id?: string;
  imageKey: string | null | undefined;
  side: "front" | "back";
  /** What the picture shows, in the student's words. */
  description?: string | null;
  /** The card's number in its set, where several cards are shown together (the list). */
  cardNumber?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const url = cardImageUrl(imageKey);
  if (!url) return null;
  const described = description?.trim();
  if (failed) {
    return <p id={id} className="text-sm text-slate-600">{described ? `This picture could not be loaded. It shows: ${described}` : "This picture could not be loaded."}</p>;
  }
  return (
    <img
      src={url}
      alt={cardImageAlt(side, description, cardNumber)}
      id={id}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("mx-auto max-h-64 w-auto max-w-full rounded-md border border-slate-200 object-contain", className)}
    />
  );
}
