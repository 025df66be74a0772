/**
 * The shape of a card picture's storage key and the address it is shown at, shared by the server
 * (card-images.server.ts makes and checks keys) and the browser (the picture components show them).
 *
 *     key:      flashcards/{user part}/{upload time, base 36}_{128 random bits, hex}.webp
 *     address:  /flashcard-images/{user part}-{upload time}_{random}.webp
 *
 * The user part is the user id's UTF-8 in hex (storage keys are lower-case; user ids are not).
 */
export const CARD_IMAGE_KEY_PATTERN = /^flashcards\/([0-9a-f]{2,400})\/([0-9a-z]{6,12})_([0-9a-f]{32})\.webp$/;
const URL_PART_PATTERN = /^([0-9a-f]{2,400})-([0-9a-z]{6,12})_([0-9a-f]{32})\.webp$/;

export function isCardImageKey(key: unknown): key is string {
  return typeof key === "string" && CARD_IMAGE_KEY_PATTERN.test(key);
}

/** The address a page shows a card picture at, or null for something that is not a card picture's key. */
export function cardImageUrl(key: string | null | undefined): string | null {
  const match = key ? CARD_IMAGE_KEY_PATTERN.exec(key) : null;
  if (!match) return null;
  return `/flashcard-images/${encodeURIComponent(`${match[1]}-${match[2]}_${match[3]}.webp`)}`;
}

/** The storage key for the `:key` part of /flashcard-images/:key, or null. */
export function cardImageKeyFromUrlPart(part: string): string | null {
  const match = URL_PART_PATTERN.exec(part);
  return match ? `flashcards/${match[1]}/${match[2]}_${match[3]}.webp` : null;
}
