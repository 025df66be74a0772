import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";

import type { Db, DbOrTx } from "~/platform/db/client.server";
import { flashcards, flashcardSets, user } from "~/platform/db/schema";
import { fail, ok, type Result } from "~/platform/result";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";

import { isDueToday } from "./due-forecast.server";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";
import { checkSetDraft, type ValidSet } from "./set-schema";
import { attachableImageKey, cardImageKeysOfSet, deleteCardImages } from "./card-images.server";

/**
 * A student's flashcard sets: list, create, update, delete. Every query is scoped by the student's id;
 * another student's set answers NOT_FOUND and changes nothing. Writes count against a per-minute limit,
 * and each is one short transaction.
 */

export interface CardView {
  id: string;
  front: string;
  back: string;
  frontImageKey: string | null;
  backImageKey: string | null;
  /** What each picture shows, in the student's words (its alt text); null without a picture or a description. */
  frontImageDescription: string | null;
  backImageDescription: string | null;
}

export interface SetView {
  id: string;
  title: string;
  source: string;
  offline: boolean;
  createdAt: Date;
  updatedAt: Date;
  cards: CardView[];
}

/** Where a set's cards came from, for the features that make sets for the student (video, feedback). */
export interface SetOrigin {
  source?: "manual" | "youtube" | "feedback";
  sourceRef?: string | null;
  offline?: boolean;
}

const NOT_FOUND = FLASHCARD_MESSAGES.setNotFound;

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A card's content (no schedule): what the list and study mode show. Review adds the schedule to these. */
export const CARD_CONTENT_COLUMNS = {
  id: flashcards.id,
  setId: flashcards.setId,
  front: flashcards.front,
  back: flashcards.back,
  frontImageKey: flashcards.frontImageKey,
  backImageKey: flashcards.backImageKey,
  frontImageDescription: flashcards.frontImageDescription,
  backImageDescription: flashcards.backImageDescription,
};

/**
 * The student's sets, newest first, each with all its cards in order; with `ids`, only those of the
 * student's sets (another student's id finds nothing). The list page reads one page of previews
 * (`listSetPage`) and this for the one set that is opened, studied or edited.
 */
export async function listSets(db: DbOrTx, userId: string, options: { ids?: string[] } = {}): Promise<SetView[]> {
  const ids = options.ids?.filter(isUuid);
  if (ids && ids.length === 0) return [];
  const [sets, cards] = await Promise.all([
    db
      .select({
        id: flashcardSets.id,
        title: flashcardSets.title,
        source: flashcardSets.source,
        offline: flashcardSets.offline,
        createdAt: flashcardSets.createdAt,
        updatedAt: flashcardSets.updatedAt,
      })
      .from(flashcardSets)
      .where(and(eq(flashcardSets.userId, userId), ids ? inArray(flashcardSets.id, ids) : undefined))
      .orderBy(desc(flashcardSets.createdAt), desc(flashcardSets.id)),
    // With ids, the cards are read beside the sets (one round trip); scoped by the owner, so nothing of
    // another student's set comes back even before the sets are matched.
    ids
      ? db
          .select(CARD_CONTENT_COLUMNS)
          .from(flashcards)
          .where(and(eq(flashcards.userId, userId), inArray(flashcards.setId, ids)))
          .orderBy(asc(flashcards.position), asc(flashcards.createdAt))
      : null,
  ]);
  if (sets.length === 0) return [];
  const allCards =
    cards ??
    (await db
      .select(CARD_CONTENT_COLUMNS)
      .from(flashcards)
      .where(and(eq(flashcards.userId, userId), inArray(flashcards.setId, sets.map((set) => set.id))))
      .orderBy(asc(flashcards.position), asc(flashcards.createdAt)));
  const bySet = new Map<string, CardView[]>(sets.map((set) => [set.id, []]));
  for (const { setId, ...card } of allCards) bySet.get(setId)?.push(card);
  return sets.map((set) => ({ ...set, cards: bySet.get(set.id) ?? [] }));
}

/** A set as one page of the list shows it: its counts and its first few cards, not all of them. */
export interface SetPreview extends Omit<SetView, "cards"> {
  /** All the set's cards. */
  cardCount: number;
  /** Its cards due today (`isDueToday`, the rule review follows). */
  due: number;
  /** The first `FLASHCARD_LIMITS.previewCards` cards, in order. */
  cards: CardView[];
}

export interface SetPage {
  /** The page shown (1-based), and how many there are (at least 1, so an empty list is page 1 of 1). */
  page: number;
  pages: number;
  sets: SetPreview[];
  /** For the whole account, not the page. */
  totals: { sets: number; cards: number; dueToday: number };
}

/**
 * One page of the student's sets, newest first, for 'Your Flashcard Sets', and the account's totals, in
 * one statement whose cost does not grow with the history: the totals read the student's sets (at most
 * `setsPerUser`, each with its `card_count`) and the `(user_id, due)` index up to the end of the London day;
 * the page reads `setsPerPage` sets off `(user_id, created_at)`, each set's due count off `(set_id, due)`
 * and its first `previewCards` cards off `(set_id, position)`, stopping there. The page comes back as one
 * JSON value (one row, however many sets: PGlite hands rows to JavaScript one value at a time, which
 * cost more than the statement). A page past the last one comes back as the last page's number with no
 * sets, for the caller to redirect.
 */
export async function listSetPage(db: Db, userId: string, options: { page: number; now: Date }): Promise<SetPage> {
  const perPage = FLASHCARD_LIMITS.setsPerPage;
  const page = Math.max(1, Math.floor(options.page));
  const dueToday = isDueToday(options.now);
  const result = await db.execute(sql`
    select t.sets, t.cards, t.due_today, coalesce((
      select json_agg(json_build_object('id', s.id, 'title', s.title, 'source', s.source, 'offline', s.offline,
          'createdAt', s.created_at, 'updatedAt', s.updated_at, 'cardCount', s.card_count, 'due', s.due, 'cards', s.preview)
        order by s.created_at desc, s.id desc)
      from (
        select page.*,
          (select count(*)::int from ${flashcards} where ${flashcards.setId} = page.id and ${dueToday}) as due,
          (select coalesce(json_agg(json_build_object('id', c.id, 'front', c.front, 'back', c.back,
                'frontImageKey', c.front_image_key, 'backImageKey', c.back_image_key,
                'frontImageDescription', c.front_image_description, 'backImageDescription', c.back_image_description)
                order by c.position, c.created_at), '[]'::json)
             from (
               select c.id, c.front, c.back, c.front_image_key, c.back_image_key, c.front_image_description,
                 c.back_image_description, c.position, c.created_at
               from ${flashcards} c where c.set_id = page.id
               order by c.position, c.created_at
               limit ${FLASHCARD_LIMITS.previewCards}
             ) c) as preview
        from (
          select id, title, source, offline, created_at, updated_at, card_count from ${flashcardSets}
          where user_id = ${userId}
          order by created_at desc, id desc
          limit ${perPage} offset ${(page - 1) * perPage}
        ) page
      ) s), '[]'::json) as page
    from (
      select count(*)::int as sets, coalesce(sum(card_count), 0)::int as cards,
        (select count(*)::int from ${flashcards} where ${flashcards.userId} = ${userId} and ${dueToday}) as due_today
      from ${flashcardSets} where user_id = ${userId}
    ) t`);
  const row = rowsOf<PageRow>(result)[0];
  const totals = { sets: Number(row?.sets ?? 0), cards: Number(row?.cards ?? 0), dueToday: Number(row?.due_today ?? 0) };
  const pages = Math.max(1, Math.ceil(totals.sets / perPage));
  const listed = typeof row?.page === "string" ? (JSON.parse(row.page) as PageSetJson[]) : (row?.page ?? []);
  const sets = listed.map(
    (set): SetPreview => ({
      id: set.id,
      title: set.title,
      source: set.source,
      offline: set.offline,
      createdAt: new Date(set.createdAt),
      updatedAt: new Date(set.updatedAt),
      cardCount: set.cardCount,
      due: set.due,
      cards: set.cards.map((card) => ({
        id: card.id,
        front: card.front,
        back: card.back,
        frontImageKey: card.frontImageKey ?? null,
        backImageKey: card.backImageKey ?? null,
        frontImageDescription: card.frontImageDescription ?? null,
        backImageDescription: card.backImageDescription ?? null,
      })),
    }),
  );
  return { page: Math.min(page, pages), pages, sets: page > pages ? [] : sets, totals };
}

/** A set as `listSetPage`'s statement writes it in JSON (dates as ISO strings). */
interface PageSetJson {
  id: string;
  title: string;
  source: string;
  offline: boolean;
  createdAt: string;
  updatedAt: string;
  cardCount: number;
  due: number;
  cards: CardView[];
}

/** `listSetPage`'s one row: the totals (counts may come back as strings) and the page's sets. */
interface PageRow {
  sets: number | string;
  cards: number | string;
  due_today: number | string;
  page: PageSetJson[] | string;
}

/** The rows of a raw statement, as both drivers (node-postgres and PGlite) return them. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function takeWrite(db: Db, userId: string): Promise<Result> {
  const limit = await consumeRateLimit(db, {
    key: `flashcards:write:user:${userId}`,
    limit: FLASHCARD_LIMITS.writesPerMinute,
    windowSeconds: 60,
  });
  if (!limit.allowed) return fail("RATE_LIMITED", FLASHCARD_MESSAGES.tooQuick, { retryAfterSeconds: limit.retryAfterSeconds });
  return ok();
}

/**
 * Makes a set from a draft (checked again here with the browser's schema). The student's row is locked
 * for the count, so two requests at once cannot pass the sets-per-student limit together.
 */
export async function createSet(db: Db, userId: string, draft: unknown, origin: SetOrigin = {}): Promise<Result<{ setId: string }>> {
  const checked = checkSetDraft(draft);
  if (!checked.ok) return fail("BAD_REQUEST", checked.message);
  const allowed = await takeWrite(db, userId);
  if (!allowed.ok) return allowed;
  const pictured = await withOwnPictures(db, userId, checked.value);
  if (!pictured.ok) return pictured;
  const set = pictured.value;
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [held] = await tx.select({ sets: count() }).from(flashcardSets).where(eq(flashcardSets.userId, userId));
    if ((held?.sets ?? 0) >= FLASHCARD_LIMITS.setsPerUser) {
      return fail("CONFLICT", FLASHCARD_MESSAGES.tooManySets(FLASHCARD_LIMITS.setsPerUser));
    }
    const [created] = await tx
      .insert(flashcardSets)
      .values({ userId, title: set.title, source: origin.source ?? "manual", sourceRef: origin.sourceRef ?? null, offline: origin.offline ?? false })
      .returning({ id: flashcardSets.id });
    if (!created) throw new Error("flashcard set insert returned no row");
    await tx.insert(flashcards).values(
      set.cards.map((card, position) => ({
        setId: created.id,
        userId,
        position,
        front: card.front,
        back: card.back,
        ...pictureColumns(card),
      })),
    );
    return ok({ setId: created.id });
  });
}

/**
 * Saves an edited set: its title, and its cards by id. A card that is still there keeps its row, so its
 * FSRS schedule (and its review history) stays; a new row is a new card (state new, due now); a card
 * left out is deleted. Positions follow the draft's order.
 */
export async function updateSet(db: Db, userId: string, setId: string, draft: unknown): Promise<Result<{ setId: string }>> {
  if (!isUuid(setId)) return fail("NOT_FOUND", NOT_FOUND);
  const checked = checkSetDraft(draft);
  if (!checked.ok) return fail("BAD_REQUEST", checked.message);
  const allowed = await takeWrite(db, userId);
  if (!allowed.ok) return allowed;
  const pictured = await withOwnPictures(db, userId, checked.value);
  if (!pictured.ok) return pictured;
  const set: ValidSet = pictured.value;
  const picturesBefore = await cardImageKeysOfSet(db, userId, setId);
  const saved = await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: flashcardSets.id })
      .from(flashcardSets)
      .where(and(eq(flashcardSets.id, setId), eq(flashcardSets.userId, userId)))
      .for("update");
    if (!owned) return fail("NOT_FOUND", NOT_FOUND);
    const existing = await tx
      .select({ id: flashcards.id })
      .from(flashcards)
      .where(and(eq(flashcards.setId, setId), eq(flashcards.userId, userId)));
    const existingIds = new Set(existing.map((card) => card.id));
    const keptIds = new Set(set.cards.flatMap((card) => (card.id && existingIds.has(card.id) ? [card.id] : [])));
    const removed = [...existingIds].filter((id) => !keptIds.has(id));
    if (removed.length > 0) {
      await tx.delete(flashcards).where(and(eq(flashcards.setId, setId), eq(flashcards.userId, userId), inArray(flashcards.id, removed)));
    }
    const added: (typeof flashcards.$inferInsert)[] = [];
    for (const [position, card] of set.cards.entries()) {
      if (card.id && keptIds.has(card.id)) {
        // Only the text and the place change; the schedule columns are left as they are.
        await tx
          .update(flashcards)
          .set({
            front: card.front,
            back: card.back,
            ...pictureColumns(card),
            position,
            updatedAt: sql`now()`,
          })
          .where(and(eq(flashcards.id, card.id), eq(flashcards.setId, setId), eq(flashcards.userId, userId)));
      } else {
        added.push({ setId, userId, position, front: card.front, back: card.back, ...pictureColumns(card) });
      }
    }
    if (added.length > 0) await tx.insert(flashcards).values(added);
    await tx
      .update(flashcardSets)
      .set({ title: set.title, updatedAt: sql`now()` })
      .where(and(eq(flashcardSets.id, setId), eq(flashcardSets.userId, userId)));
    return ok({ setId });
  });
  if (saved.ok) {
    // Pictures the edit took off (or replaced) are deleted once the edit is saved.
    const kept = new Set(set.cards.flatMap((card) => [card.frontImageKey, card.backImageKey]));
    await deleteCardImages(db, userId, picturesBefore.filter((key) => !kept.has(key)));
  }
  return saved;
}

/** A checked card's pictures and their descriptions, as the `flashcards` columns hold them (no description without its picture). */
function pictureColumns(card: ValidSet["cards"][number]) {
  return {
    frontImageKey: card.frontImageKey ?? null,
    backImageKey: card.backImageKey ?? null,
    frontImageDescription: card.frontImageKey ? (card.frontImageDescription ?? null) : null,
    backImageDescription: card.backImageKey ? (card.backImageDescription ?? null) : null,
  };
}

/**
 * The draft with every picture key checked to be one the student uploaded; any other key is dropped. A side that
 * only had a picture would then be blank: that is refused, saying which card, and nothing is saved (the picture
 * was never uploaded by this student, or a picture left unsaved for over a day has been cleared away).
 */
async function withOwnPictures(db: Db, userId: string, set: ValidSet): Promise<Result<ValidSet>> {
  const cards = [];
  for (const [index, card] of set.cards.entries()) {
    const checked = {
      ...card,
      frontImageKey: await attachableImageKey(db, userId, card.frontImageKey),
      backImageKey: await attachableImageKey(db, userId, card.backImageKey),
    };
    const blank = (text: string, key: string | null) => text.trim() === "" && key === null;
    if (blank(checked.front, checked.frontImageKey) || blank(checked.back, checked.backImageKey)) {
      return fail("BAD_REQUEST", FLASHCARD_MESSAGES.pictureGone(index + 1), { field: "cards" });
    }
    cards.push(checked);
  }
  return ok({ ...set, cards });
}

/** Deletes one of the student's sets with its cards and their reviews. */
export async function deleteSet(db: Db, userId: string, setId: string): Promise<Result> {
  if (!isUuid(setId)) return fail("NOT_FOUND", NOT_FOUND);
  const allowed = await takeWrite(db, userId);
  if (!allowed.ok) return allowed;
  const pictures = await cardImageKeysOfSet(db, userId, setId);
  const deleted = await db
    .delete(flashcardSets)
    .where(and(eq(flashcardSets.id, setId), eq(flashcardSets.userId, userId)))
    .returning({ id: flashcardSets.id });
  if (deleted.length === 0) return fail("NOT_FOUND", NOT_FOUND);
  await deleteCardImages(db, userId, pictures);
  return ok();
}
