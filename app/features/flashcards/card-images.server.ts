import { randomBytes } from "node:crypto";

import { and, eq, inArray, or } from "drizzle-orm";

import type { DbOrTx } from "~/platform/db/client.server";
import { flashcards } from "~/platform/db/schema";
import { processImage } from "~/platform/images/process-image.server";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";
import { getStorage } from "~/platform/storage/get-storage.server";
import type { StoredObject } from "~/platform/storage/storage";

import { CARD_IMAGE_KEY_PATTERN, cardImageKeyFromUrlPart, cardImageUrl } from "./card-image-keys";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";

export { cardImageUrl } from "./card-image-keys";

/**
 * Card pictures (DESIGN.md D12): uploaded through platform/images (the bytes decide the type; SVG, HTML,
 * polyglots, oversized files and pixel bombs refused before a full decode; re-encoded to WebP so no
 * metadata survives) and kept in platform/storage under a key of the shape card-image-keys.ts gives:
 * `flashcards/{user part}/{upload time}_{random}.webp`. The user part (the id's UTF-8 in hex) names
 * exactly one user. The random part makes a key unguessable; the time lets a picture be shown to its
 * owner before a card refers to it (the editor's preview) for `pendingImageSeconds`. Cards store the
 * whole key; pages show it at `cardImageUrl(key)`.
 */

/** Unattached pictures older than this are removed: by the server's housekeeping, and when their owner next uploads one. */
const UNATTACHED_KEEP_SECONDS = 24 * 60 * 60;

/** The output every card picture gets: fitted within 1600 x 1600 (never enlarged), WebP. */
const CARD_IMAGE_OUTPUT = { output: "webp", size: { width: 1600, height: 1600, fit: "inside" } } as const;

export function userPartOf(userId: string): string {
  return Buffer.from(userId, "utf8").toString("hex");
}

/** The folder of all the user's card pictures (exported and deleted with the account). */
export function imagePrefixOf(userId: string): string {
  return `flashcards/${userPartOf(userId)}/`;
}

/** A new key for one of the user's pictures. */
export function newCardImageKey(userId: string, now: Date = new Date()): string {
  return `${imagePrefixOf(userId)}${now.getTime().toString(36)}_${randomBytes(16).toString("hex")}.webp`;
}

interface ParsedKey {
  key: string;
  userPart: string;
  uploadedAt: Date;
}

/** A card picture's key taken apart, or null for anything that is not one. */
export function parseCardImageKey(key: unknown): ParsedKey | null {
  if (typeof key !== "string") return null;
  const match = CARD_IMAGE_KEY_PATTERN.exec(key);
  if (!match) return null;
  const uploadedAt = new Date(parseInt(match[2]!, 36));
  if (Number.isNaN(uploadedAt.getTime())) return null;
  return { key, userPart: match[1]!, uploadedAt };
}

/** The key is one of this user's pictures (by its user part; says nothing about whether it exists). */
function isOwnKey(parsed: ParsedKey | null, userId: string): parsed is ParsedKey {
  return parsed !== null && parsed.userPart === userPartOf(userId);
}

/** Whether a card of this user shows the picture. */
async function isOnACard(db: DbOrTx, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: flashcards.id })
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), or(eq(flashcards.frontImageKey, key), eq(flashcards.backImageKey, key))))
    .limit(1);
  return row !== undefined;
}

function isPending(parsed: ParsedKey, now: Date): boolean {
  const age = now.getTime() - parsed.uploadedAt.getTime();
  // A little slack for clocks between instances; a time far in the future is not ours.
  return age >= -5 * 60_000 && age <= FLASHCARD_LIMITS.pendingImageSeconds * 1000;
}

export interface UploadedCardImage {
  key: string;
  url: string;
}

/**
 * One uploaded picture for a card: rate-limited per student, checked and re-encoded by processImage
 * (its refusals are the answer's message), stored under a new key. Nothing is stored on a refusal.
 */
export async function uploadCardImage(db: DbOrTx, userId: string, bytes: Uint8Array, now: Date = new Date()): Promise<Result<UploadedCardImage>> {
  const limit = await consumeRateLimit(db, {
    key: `flashcards:images:user:${userId}`,
    limit: FLASHCARD_LIMITS.imageUploadsPerMinute,
    windowSeconds: 60,
  });
  if (!limit.allowed) return fail("RATE_LIMITED", FLASHCARD_MESSAGES.imagesTooQuick, { retryAfterSeconds: limit.retryAfterSeconds });

  const processed = await processImage(bytes, { ...CARD_IMAGE_OUTPUT, maxBytes: FLASHCARD_LIMITS.imageBytes });
  if (!processed.ok) return fail(processed.code === "too-large" ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST", processed.message, { field: "file" });

  const key = newCardImageKey(userId, now);
  await getStorage().put(key, processed.value.bytes);
  await removeUnattachedImages(db, userId, now).catch((error: unknown) => {
    getLogger().warn({ err: error }, "old unattached card pictures could not be removed");
  });
  return ok({ key, url: cardImageUrl(key)! });
}

/**
 * The picture behind /flashcard-images/:key, for its owner only: the key's user part must be the
 * user's, and a card of theirs must show it, or they uploaded it within the last hour (not yet saved on
 * a card). Anything else, another user's picture included, is null (404).
 */
export async function readCardImage(db: DbOrTx, userId: string, urlPart: string, now: Date = new Date()): Promise<StoredObject | null> {
  const parsed = parseCardImageKey(cardImageKeyFromUrlPart(urlPart));
  if (!isOwnKey(parsed, userId)) return null;
  if (!isPending(parsed, now) && !(await isOnACard(db, userId, parsed.key))) return null;
  return getStorage().get(parsed.key);
}

/**
 * For the set editor's save: the submitted frontImageKey/backImageKey if it is one of this user's
 * stored pictures, else null (the card is saved without it). An empty field is null too (no picture).
 */
export async function attachableImageKey(db: DbOrTx, userId: string, key: unknown): Promise<string | null> {
  const parsed = parseCardImageKey(typeof key === "string" ? key.trim() : key);
  if (!isOwnKey(parsed, userId)) return null;
  if (await isOnACard(db, userId, parsed.key)) return parsed.key;
  return (await getStorage().get(parsed.key)) ? parsed.key : null;
}

/** The picture keys on a set's cards (read them before deleting the set, then pass them to deleteCardImages). */
export async function cardImageKeysOfSet(db: DbOrTx, userId: string, setId: string): Promise<string[]> {
  const rows = await db
    .select({ front: flashcards.frontImageKey, back: flashcards.backImageKey })
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), eq(flashcards.setId, setId)));
  return rows.flatMap((row) => [row.front, row.back]).filter((key): key is string => typeof key === "string");
}

/**
 * Removes the stored files of pictures no card of the user shows any more: call it after the card or set
 * rows are deleted (or a card's picture replaced), outside any transaction, with the keys they had.
 * Keys of other users, and keys still on another card, are left alone. Returns how many were removed.
 */
export async function deleteCardImages(db: DbOrTx, userId: string, keys: readonly (string | null | undefined)[]): Promise<number> {
  const own = [...new Set(keys)].map(parseCardImageKey).filter((parsed): parsed is ParsedKey => isOwnKey(parsed, userId));
  if (own.length === 0) return 0;
  const wanted = own.map((parsed) => parsed.key);
  const stillShown = await db
    .select({ front: flashcards.frontImageKey, back: flashcards.backImageKey })
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), or(inArray(flashcards.frontImageKey, wanted), inArray(flashcards.backImageKey, wanted))));
  const keep = new Set(stillShown.flatMap((row) => [row.front, row.back]));
  const storage = getStorage();
  let removed = 0;
  for (const key of wanted) {
    if (keep.has(key)) continue;
    await storage.delete(key);
    removed++;
  }
  return removed;
}

function isPastKeeping(parsed: ParsedKey, now: Date): boolean {
  return now.getTime() - parsed.uploadedAt.getTime() > UNATTACHED_KEEP_SECONDS * 1000;
}

/** Pictures the user uploaded more than a day ago and never put on a card. */
async function removeUnattachedImages(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const keys = await getStorage().list(imagePrefixOf(userId));
  const old = keys
    .map(parseCardImageKey)
    .filter((parsed): parsed is ParsedKey => parsed !== null && isPastKeeping(parsed, now))
    .map((parsed) => parsed.key);
  return old.length === 0 ? 0 : deleteCardImages(db, userId, old);
}

/**
 * Every student's pictures uploaded more than a day ago and never put on a card (the server's housekeeping runs
 * it, so the privacy policy's "deleted after a day" holds for a student who never uploads again). Returns how
 * many files were removed.
 */
export async function sweepUnattachedCardImages(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const old = new Map<string, string[]>();
  for (const key of await getStorage().list("flashcards/")) {
    const parsed = parseCardImageKey(key);
    if (!parsed || !isPastKeeping(parsed, now)) continue;
    old.set(parsed.userPart, [...(old.get(parsed.userPart) ?? []), parsed.key]);
  }
  let removed = 0;
  for (const [userPart, keys] of old) removed += await deleteCardImages(db, Buffer.from(userPart, "hex").toString("utf8"), keys);
  return removed;
}

