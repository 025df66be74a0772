import { count, eq } from "drizzle-orm";
import { z } from "zod";

import { requireFeature, type PlanState } from "~/features/billing";
import { getModelCaller } from "~/platform/ai/model-caller.server";
import { detectInjection } from "~/platform/ai/safety/detect-injection";
import { generateVideoFlashcardsWithModel } from "~/platform/ai/tasks/flashcards";
import type { Db, DbOrTx } from "~/platform/db/client.server";
import { flashcards, flashcardSets, user } from "~/platform/db/schema";
import { isAppError } from "~/platform/errors";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";
import { consumeRateLimit, countRateLimit } from "~/platform/security/consume-rate-limit.server";
import { fetchVideoContent, type YoutubeFailure } from "~/platform/youtube/index.server";

import { offlineVideoCards } from "./offline-video-cards";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES, youtubeSetTitle } from "./rules";
import { CAPTION_HELP_CARDS, cutTranscript, keepValidCards, STUDY_SKILLS_CARDS, videoCardRange, videoCardsNotice, type VideoCard } from "./video-cards";
import { parseYoutubeVideoId } from "./youtube-id";

/** The body of "Generate from YouTube" (POST /api/flashcards/youtube): the link only, at most 4,096 characters (C1, C4). */
export const YOUTUBE_REQUEST_SCHEMA = z.strictObject({ url: z.string().max(FLASHCARD_LIMITS.youtubeUrlCharacters) });

export interface YoutubeFlashcardsCreated {
  setId: string;
  title: string;
  cards: number;
  notice: string;
  /** Made by the offline generator (no model): the page labels the set. */
  offline: boolean;
  /** Made offline from the video's description (it has no captions): the page says so, not "from the captions". */
  fromDescription: boolean;
}

/** Generating from a video or from feedback shares one per-student budget (FLASHCARD_LIMITS.generationsPerMinute). */
export const generationRateKey = (userId: string) => `flashcards:generate:user:${userId}`;

/**
 * Tries at "Generate from YouTube" per student per minute, whatever came of them: the bound on the requests the
 * server sends YouTube for one student. More generous than the generations budget, which a try that could not
 * reach YouTube does not use (nothing was made), so a student can retry through a bad minute; a script cannot
 * make the server hammer YouTube.
 */
export const YOUTUBE_TRIES_PER_MINUTE = 20;
const youtubeTriesKey = (userId: string) => `flashcards:youtube-tries:user:${userId}`;
/** When the tries run out (Marker's own words; its place is FLASHCARD_MESSAGES in rules.ts). */
export const YOUTUBE_TRIES_TOO_QUICK = FLASHCARD_MESSAGES.youtubeTriesTooQuick;

interface Made {
  cards: VideoCard[];
  notice: string;
  offline: boolean;
  /** Made offline from the video's description, because it has no captions to read. */
  fromDescription?: boolean;
}

/**
 * Whether YouTube itself could not be reached: no connection, no answer in time, or a server error (5xx, or
 * 429 "too many requests"). Nothing about the video was read, so nothing is made: the student is told to
 * try again later rather than given a set of general cards for a video that may have good captions.
 * The vendor module reports these as "timeout", or "unavailable" with no status or the status it got.
 */
function isYoutubeUnreachable(failure: YoutubeFailure): boolean {
  if (failure.reason === "timeout") return true;
  if (failure.reason !== "unavailable") return false;
  const status = /\banswered (\d{3})\b/.exec(failure.detail)?.[1];
  return status === undefined || status === "429" || status.startsWith("5");
}

/**
 * "Generate from YouTube": the gate (Standard and above), the per-minute limits and the set limit, then the
 * video's captions and the model (or the offline generator) with no transaction open, then the set and its
 * cards in one short transaction that counts the sets again under the student's lock. YouTube out of reach
 * saves nothing ('We couldn't reach YouTube...') and uses none of the generations budget, only a try.
 * Spec section 8's fallbacks: five caption-help cards when the video was reached but could not be read, five
 * study-skills cards when the model failed, "no valid flashcards" when none survived.
 */
export async function createFlashcardsFromYoutube(
  db: Db,
  account: { userId: string; plan: PlanState },
  input: { url: string },
  now: Date = new Date(),
): Promise<Result<YoutubeFlashcardsCreated>> {
  try {
    requireFeature(account.plan, "youtubeFlashcards");
  } catch (error) {
    if (isAppError(error)) return fail(error.code, error.userMessage);
    throw error;
  }
  const parsed = parseYoutubeVideoId(input.url);
  if (!parsed.ok) return fail("BAD_REQUEST", parsed.message, { field: "url" });

  // The generations budget is looked at now, so that a student who has used it sends YouTube nothing, and spent
  // only once YouTube has answered: a try that made cards, or failed because of the video itself (not found,
  // private, no captions), counts; one that could not reach YouTube (refused, timed out, 5xx, 429) does not.
  // Every try counts against YOUTUBE_TRIES_PER_MINUTE, taken before the fetch.
  const budget = { key: generationRateKey(account.userId), limit: FLASHCARD_LIMITS.generationsPerMinute, windowSeconds: 60 };
  const spent = await countRateLimit(db, budget);
  if (spent.count >= budget.limit) return fail("RATE_LIMITED", FLASHCARD_MESSAGES.tooQuick, { retryAfterSeconds: Math.max(1, spent.retryAfterSeconds) });
  const tries = await consumeRateLimit(db, { key: youtubeTriesKey(account.userId), limit: YOUTUBE_TRIES_PER_MINUTE, windowSeconds: 60 });
  if (!tries.allowed) return fail("RATE_LIMITED", YOUTUBE_TRIES_TOO_QUICK, { retryAfterSeconds: tries.retryAfterSeconds });
  if ((await countSets(db, account.userId)) >= FLASHCARD_LIMITS.setsPerUser) {
    return fail("CONFLICT", FLASHCARD_MESSAGES.tooManySets(FLASHCARD_LIMITS.setsPerUser));
  }

  const logger = getLogger().child({ feature: "flashcards-youtube", videoId: parsed.videoId });
  const video = await fetchVideoContent(parsed.videoId);
  if (!video.ok && isYoutubeUnreachable(video)) {
    logger.warn({ reason: video.reason, detail: video.detail }, "YouTube could not be reached; nothing made");
    return fail("UPSTREAM_FAILED", FLASHCARD_MESSAGES.youtubeUnreachable);
  }
  // YouTube answered: the try counts now (one atomic step, so tries that passed the look above together, while
  // they fetched, cannot all go on to the model).
  const limit = await consumeRateLimit(db, budget);
  if (!limit.allowed) return fail("RATE_LIMITED", FLASHCARD_MESSAGES.tooQuick, { retryAfterSeconds: limit.retryAfterSeconds });
  let made: Made;
  // Spec section 9's default title, whatever the video is called (the video's title still reaches the cards).
  const title = youtubeSetTitle(now);
  if (!video.ok) {
    if (video.reason === "not-found" || video.reason === "invalid-id") return fail("BAD_REQUEST", FLASHCARD_MESSAGES.videoNotFound, { field: "url" });
    // 'Unable to extract content from this video': the caption-help cards.
    logger.warn({ reason: video.reason, detail: video.detail }, "Unable to extract content from this video");
    made = { cards: [...CAPTION_HELP_CARDS], notice: videoCardsNotice(CAPTION_HELP_CARDS), offline: false };
  } else {
    const result = await makeCards(video.value, logger);
    if (!result.ok) return result;
    made = result.value;
  }

  const saved = await db.transaction(async (tx): Promise<Result<string>> => {
    // The lock createSet takes (sets.server.ts), and the count again under it: requests that passed the first
    // count together while they fetched cannot pass the sets-per-student limit together.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, account.userId)).for("update");
    if ((await countSets(tx, account.userId)) >= FLASHCARD_LIMITS.setsPerUser) {
      return fail("CONFLICT", FLASHCARD_MESSAGES.tooManySets(FLASHCARD_LIMITS.setsPerUser));
    }
    const [set] = await tx
      .insert(flashcardSets)
      .values({ userId: account.userId, title, source: "youtube", sourceRef: parsed.videoId, offline: made.offline, createdAt: now, updatedAt: now })
      .returning({ id: flashcardSets.id });
    await tx.insert(flashcards).values(
      made.cards.map((card, position) => ({ setId: set!.id, userId: account.userId, position, front: card.front, back: card.back, due: now })),
    );
    return ok(set!.id);
  });
  if (!saved.ok) return saved;
  return ok({ setId: saved.value, title, cards: made.cards.length, notice: made.notice, offline: made.offline, fromDescription: made.fromDescription === true });
}

async function countSets(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ sets: count() }).from(flashcardSets).where(eq(flashcardSets.userId, userId));
  return Number(row?.sets ?? 0);
}

async function makeCards(
  video: { title: string | null; description: string; transcript: string | null },
  logger: ReturnType<typeof getLogger>,
): Promise<Result<Made>> {
  const range = videoCardRange(video);
  const maxCards = Math.min(range.max, FLASHCARD_LIMITS.cardsPerSet);
  const transcript = video.transcript ? cutTranscript(video.transcript) : null;
  const offline = (notice: string, source = video): Result<Made> => {
    const cards = offlineVideoCards(source, { min: range.min, max: maxCards });
    // Nothing to make cards from without a model: the video gave too little text.
    if (cards.length === 0) return ok({ cards: [...CAPTION_HELP_CARDS], notice: videoCardsNotice(CAPTION_HELP_CARDS), offline: false });
    return ok({ cards, notice, offline: true, fromDescription: !source.transcript });
  };

  // A transcript (or description) that addresses the model is never sent to it.
  const injection = detectInjection([transcript ?? "", video.description].join("\n\n"));
  if (injection.flagged) {
    logger.warn({ score: injection.score, reasons: injection.reasons }, "video text addresses the model; made cards offline");
    // The sentences that carry the instructions do not become cards either.
    const withoutInstructions = (text: string) =>
      text
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !detectInjection(sentence).flagged)
        .join(" ");
    return offline(FLASHCARD_MESSAGES.videoInstructionsIgnored, {
      title: video.title,
      description: withoutInstructions(video.description),
      transcript: video.transcript ? withoutInstructions(video.transcript.slice(0, 50_000)) : null,
    });
  }
  const caller = getModelCaller();
  if (!caller) return offline(FLASHCARD_MESSAGES.videoSuccess);

  const generated = await generateVideoFlashcardsWithModel(caller, { title: video.title, description: video.description, transcript, range });
  if (!generated.ok) {
    if (generated.reason === "invalid-output") return fail("UPSTREAM_FAILED", FLASHCARD_MESSAGES.videoNoCards);
    logger.warn({ reason: generated.reason, detail: generated.detail }, "video flashcards: the model failed; study-skills cards instead");
    return ok({ cards: [...STUDY_SKILLS_CARDS], notice: videoCardsNotice(STUDY_SKILLS_CARDS), offline: false });
  }
  const cards = keepValidCards(generated.cards, maxCards);
  if (cards.length === 0) return fail("UPSTREAM_FAILED", FLASHCARD_MESSAGES.videoNoCards);
  return ok({ cards, notice: videoCardsNotice(cards), offline: false });
}
