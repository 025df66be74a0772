import { featureGateMessage, planStateFor } from "~/features/billing";

import { LIST_PATH } from "./list-address";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";

/**
 * "Generate from YouTube" without JavaScript: the panel's form posts to /api/flashcards/youtube, which sends
 * the browser back to /flashcards with the outcome in the query. The query carries short codes, never text:
 * the page shows the app's own message for a code, so a link cannot make the page say anything else (a
 * crafted `/flashcards?youtube=failed&message=...` would otherwise put a stranger's words on Marker's page).
 * The link the student typed comes back too, but only as the value of the URL field.
 */

/** Where the panel is on /flashcards (a failed form comes back to it). */
export const YOUTUBE_PANEL_ID = "generate-from-youtube";

/**
 * The feature gate's two answers for this feature, in billing's own words (what the JSON path answers): for a
 * student whose plan lacks it (trial, Basic) and for one with no plan (trial ended, subscription stopped).
 */
const GATE = {
  // On the trial (Basic's features: a trial that ends at the last date there is).
  upgrade: featureGateMessage(planStateFor({ trialEndsAt: new Date(8.64e15) }), "youtubeFlashcards"),
  // With no plan: a trial that has ended.
  subscribe: featureGateMessage(planStateFor({ trialEndsAt: new Date(0) }), "youtubeFlashcards"),
} as const;

const FAILURES = {
  empty: FLASHCARD_MESSAGES.youtubeEmpty,
  "bad-url": FLASHCARD_MESSAGES.youtubeBadUrl,
  "bad-id": FLASHCARD_MESSAGES.youtubeBadId,
  "not-found": FLASHCARD_MESSAGES.videoNotFound,
  "no-cards": FLASHCARD_MESSAGES.videoNoCards,
  unreachable: FLASHCARD_MESSAGES.youtubeUnreachable,
  "too-quick": FLASHCARD_MESSAGES.tooQuick,
  "tries-too-quick": FLASHCARD_MESSAGES.youtubeTriesTooQuick,
  "too-many-sets": FLASHCARD_MESSAGES.tooManySets(FLASHCARD_LIMITS.setsPerUser),
  ...GATE,
  failed: FLASHCARD_MESSAGES.generateFailed,
} as const;

/** The link itself was wrong: shown under the field, as the panel shows them with JavaScript. */
const FIELD_FAILURES: ReadonlySet<string> = new Set(["empty", "bad-url", "bad-id"]);

const NOTICES = {
  success: FLASHCARD_MESSAGES.videoSuccess,
  note: FLASHCARD_MESSAGES.videoNote,
  guidance: FLASHCARD_MESSAGES.videoAllGuidance,
  "instructions-ignored": FLASHCARD_MESSAGES.videoInstructionsIgnored,
} as const;

/** What the panel shows after the form came back: a made set, a failure with the link typed, or nothing. */
export type YoutubeFormOutcome =
  | { kind: "made"; title: string; cards: number; notice: string; offline: boolean }
  | { kind: "failed"; message: string; onField: boolean; url: string }
  | null;

const looksLikeLink = (text: string) => text.length > 0 && !/\s/.test(text) && /[.:]/.test(text);

const codeOf = (table: Record<string, string>, message: string) => Object.entries(table).find(([, text]) => text === message)?.[0];

/** Where a failed form sends the browser: the reason's code (a message that is not ours becomes "failed") and the link typed. */
export function youtubeFailureAddress(message: string, typedUrl: string): string {
  const query = new URLSearchParams({ youtube: "failed", reason: codeOf(FAILURES, message) ?? "failed" });
  const url = typedUrl.slice(0, FLASHCARD_LIMITS.youtubeUrlCharacters);
  if (url) query.set("url", url);
  return `${LIST_PATH}?${query.toString()}#${YOUTUBE_PANEL_ID}`;
}

/** Where a made set sends the browser: page 1 of the list (the new set is the newest), at the set. */
export function youtubeMadeAddress(made: { setId: string; notice: string }): string {
  const query = new URLSearchParams({ youtube: "made", set: made.setId, notice: codeOf(NOTICES, made.notice) ?? "success" });
  return `${LIST_PATH}?${query.toString()}#set-${made.setId}-title`;
}

/**
 * The outcome the query names. A made set is looked up among the student's own sets on the page (its title
 * and card count are the database's, not the query's); an unknown code shows the general message.
 */
export function readYoutubeFormOutcome(
  searchParams: URLSearchParams,
  sets: readonly { id: string; title: string; cardCount: number; offline: boolean }[],
): YoutubeFormOutcome {
  const kind = searchParams.get("youtube");
  if (kind === "failed") {
    const reason = searchParams.get("reason") ?? "failed";
    const code = Object.hasOwn(FAILURES, reason) ? (reason as keyof typeof FAILURES) : "failed";
    const typed = (searchParams.get("url") ?? "").slice(0, FLASHCARD_LIMITS.youtubeUrlCharacters);
    // What the student typed goes back into the field only if it could be a link (one word with a dot or a
    // scheme): a crafted address must not put a sentence of someone else's on the page, even in a field.
    const url = looksLikeLink(typed) ? typed : "";
    return { kind: "failed", message: FAILURES[code], onField: FIELD_FAILURES.has(code), url };
  }
  if (kind === "made") {
    const set = sets.find((candidate) => candidate.id === searchParams.get("set"));
    if (!set) return null;
    const notice = searchParams.get("notice") ?? "success";
    const code = Object.hasOwn(NOTICES, notice) ? (notice as keyof typeof NOTICES) : "success";
    return { kind: "made", title: set.title, cards: set.cardCount, notice: NOTICES[code], offline: set.offline };
  }
  return null;
}
