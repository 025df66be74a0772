import { and, count, eq } from "drizzle-orm";

import { readMarkingResult, type MarkingResult } from "~/features/marking";
import { getSubmissionForUser } from "~/features/submissions/index.server";
import { getModelCaller } from "~/platform/ai/model-caller.server";
import { generateFeedbackCardsWithModel, type FeedbackCardsContext } from "~/platform/ai/tasks/feedback-cards";
import type { Db, DbOrTx } from "~/platform/db/client.server";
import { flashcards, flashcardSets, user } from "~/platform/db/schema";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";

import {
  FEEDBACK_CARD_COUNT,
  feedbackLinesOf,
  feedbackSetTitle,
  finishFeedbackCards,
  generateOfflineFeedbackCards,
  type FeedbackCard,
  type FeedbackForCards,
} from "./offline-feedback-cards";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";

export interface FeedbackSet {
  setId: string;
  /** False when the set made by an earlier press was found instead. */
  created: boolean;
  offline: boolean;
}

/** The rate-limit key for generating cards (from a video or from feedback): one budget per student. */
export function generationLimitKey(userId: string): string {
  return `flashcards:generate:user:${userId}`;
}

async function existingFeedbackSet(db: DbOrTx, userId: string, submissionId: string) {
  const [row] = await db
    .select({ id: flashcardSets.id, offline: flashcardSets.offline })
    .from(flashcardSets)
    .where(and(eq(flashcardSets.userId, userId), eq(flashcardSets.source, "feedback"), eq(flashcardSets.sourceRef, submissionId)))
    .limit(1);
  return row ?? null;
}

async function countSets(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(flashcardSets).where(eq(flashcardSets.userId, userId));
  return Number(row?.value ?? 0);
}

function contextFor(input: FeedbackForCards): FeedbackCardsContext {
  const { result } = input;
  const next = result.nextLevel ? result.levelBands.find((band) => band.level === result.nextLevel!.level) : undefined;
  return {
    subjectName: input.subject,
    questionText: input.questionText,
    answerText: input.answerText,
    level: {
      reached: result.level,
      description: result.levelDescription,
      next: result.nextLevel ? { level: result.nextLevel.level, descriptor: next?.descriptor ?? "", marksNeeded: result.nextLevel.marksNeeded } : null,
      pointMarked: result.levelBands.length === 0,
    },
    objectives: result.objectives.map(({ code, meaning, achieved, max }) => ({ code, meaning, achieved, max })),
    annotations: result.annotations.map(({ quote, comment, objective, kind }) => ({ quote, comment, objective, kind })),
    improvements: result.areasForImprovement,
    suggestions: result.suggestions,
    strengths: result.strengths,
  };
}

/**
 * The cards for one marked answer: the configured model's, held to the offline generator's rules (fronts
 * are questions, no bare copies of the feedback, no duplicates, 4-15); the offline generator's when there
 * is no model, when the call fails, or when fewer than 4 of the model's cards pass. Called with no
 * transaction open.
 */
export async function feedbackCards(input: FeedbackForCards): Promise<{ cards: FeedbackCard[]; offline: boolean }> {
  const caller = getModelCaller();
  if (caller) {
    const generated = await generateFeedbackCardsWithModel(caller, contextFor(input));
    if (generated.ok) {
      const cards = finishFeedbackCards(generated.cards, feedbackLinesOf(input.result));
      if (cards.length >= FEEDBACK_CARD_COUNT.min) return { cards, offline: false };
      getLogger().warn({ kept: cards.length, given: generated.cards.length }, "too few of the model's feedback cards passed; offline cards made instead");
    } else {
      getLogger().warn({ reason: generated.reason, detail: generated.detail }, "feedback cards from the model failed; offline cards made instead");
    }
  }
  return { cards: generateOfflineFeedbackCards(input), offline: true };
}

/**
 * "Make flashcards from this feedback": a set from one of the student's own marked answers, titled
 * "Feedback: {subject} – {first words of the question}", source "feedback", sourceRef the submission.
 * Idempotent per submission: a second press answers the set the first one made. Another user's
 * submission, or one not marked, is NOT_FOUND and nothing is made. The gate (`flashcards`) is the
 * route's to check. The model is called before the one short transaction that writes the set.
 */
export async function createFlashcardsFromFeedback(db: Db, userId: string, submissionId: string): Promise<Result<FeedbackSet>> {
  const submission = await getSubmissionForUser(db, userId, submissionId);
  const result: MarkingResult | null = submission?.status === "marked" ? readMarkingResult(submission) : null;
  if (!submission || !result) return fail("NOT_FOUND", FLASHCARD_MESSAGES.feedbackNotFound);

  const existing = await existingFeedbackSet(db, userId, submission.id);
  if (existing) return ok({ setId: existing.id, created: false, offline: existing.offline });
  if ((await countSets(db, userId)) >= FLASHCARD_LIMITS.setsPerUser) {
    return fail("CONFLICT", FLASHCARD_MESSAGES.tooManySets(FLASHCARD_LIMITS.setsPerUser));
  }
  const limit = await consumeRateLimit(db, { key: generationLimitKey(userId), limit: FLASHCARD_LIMITS.generationsPerMinute, windowSeconds: 60 });
  if (!limit.allowed) return fail("RATE_LIMITED", FLASHCARD_MESSAGES.tooQuick, { retryAfterSeconds: limit.retryAfterSeconds });

  const input: FeedbackForCards = { subject: submission.subject, questionText: submission.questionText, answerText: submission.answerText, result };
  const { cards, offline } = await feedbackCards(input);
  if (cards.length < FEEDBACK_CARD_COUNT.min) return fail("BAD_REQUEST", FLASHCARD_MESSAGES.feedbackTooThin);

  return db.transaction(async (tx) => {
    // One writer per student at a time: two presses at once make one set, and the set limit holds. The lock is
    // the one createSet (sets.server.ts) and "Generate from YouTube" take, the student's row, so a set made by
    // hand or from a video at the same moment waits for this one (and is counted with it).
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const again = await existingFeedbackSet(tx, userId, submission.id);
    if (again) return ok({ setId: again.id, created: false, offline: again.offline });
    if ((await countSets(tx, userId)) >= FLASHCARD_LIMITS.setsPerUser) {
      return fail("CONFLICT", FLASHCARD_MESSAGES.tooManySets(FLASHCARD_LIMITS.setsPerUser));
    }
    const [set] = await tx
      .insert(flashcardSets)
      .values({ userId, title: feedbackSetTitle(submission.subject, submission.questionText), source: "feedback", sourceRef: submission.id, offline })
      .returning({ id: flashcardSets.id });
    await tx.insert(flashcards).values(cards.map((card, position) => ({ setId: set!.id, userId, position, front: card.front, back: card.back })));
    return ok({ setId: set!.id, created: true, offline });
  });
}
