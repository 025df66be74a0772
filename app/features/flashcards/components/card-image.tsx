import { useState } from "react";

import { cn } from "~/ui/cn";

import { cardImageUrl } from "../card-image-keys";

const SIDE_NAMES = { front: "question", back: "answer" } as const;

/**
 * A card's picture in study and review modes, served to its owner only by /flashcard-images/:key.
 * Nothing when the card has none; a short note in its place when it cannot be loaded.
 */
export function CardImage({ imageKey, side, className }: { imageKey: string | null | undefined; side: "front" | "back"; className?: string }) {
  const [failed, setFailed] = useState(false);
  const url = cardImageUrl(imageKey);
  if (!url) return null;
  if (failed) return <p className="text-sm text-slate-600">This picture could not be loaded.</p>;
  return (
    <img
      src={url}
      alt={`Picture on the ${SIDE_NAMES[side]} side of this card`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("mx-auto max-h-64 w-auto max-w-full rounded-md border border-slate-200 object-contain", className)}
    />
  );
}
