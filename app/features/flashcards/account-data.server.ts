import { asc, eq } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { flashcardReviews, flashcards, flashcardSets } from "~/platform/db/schema";
import { getStorage } from "~/platform/storage/get-storage.server";

import { imagePrefixOf } from "./card-images.server";

/** Flashcard sets, their cards with their study schedule, every review, and the cards' pictures. */
export const flashcardsAccountData: AccountDataPart = {
  name: "flashcards",
  tables: ["flashcard_sets", "flashcards", "flashcard_reviews"],
  async export(db, userId) {
    const sets = await db.select().from(flashcardSets).where(eq(flashcardSets.userId, userId)).orderBy(asc(flashcardSets.createdAt));
    const cards = await db.select().from(flashcards).where(eq(flashcards.userId, userId)).orderBy(asc(flashcards.setId), asc(flashcards.position));
    const reviews = await db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.userId, userId))
      .orderBy(asc(flashcardReviews.reviewedAt));
    return {
      sets: sets.map(({ userId: _owner, ...set }) => ({ ...set, cards: cards.filter((card) => card.setId === set.id).map(({ userId: _u, ...card }) => card) })),
      reviews: reviews.map(({ userId: _owner, ...review }) => review),
    };
  },
  /** Every card picture in the user's folder: those on cards, and any uploaded but not (yet) put on one. */
  async files(_db, userId) {
    return getStorage().list(imagePrefixOf(userId));
  },
};
