import { eq, sql } from "drizzle-orm";

import type { Db } from "~/platform/db/client.server";
import { profiles } from "~/platform/db/schema";
import { processImage } from "~/platform/images/process-image.server";
import { getLogger } from "~/platform/logger.server";
import { fail, ok, type Result } from "~/platform/result";
import { getStorage } from "~/platform/storage/get-storage.server";
import { isUserStorageKey, newUserStorageKey } from "~/platform/storage/storage-key";

import { AVATAR_MAX_BYTES } from "./avatar-limits";

export { AVATAR_FAILED } from "./avatar-limits";

/** The size limit (shared with the browser's check) and where a refused browser form goes back to. */
export { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_QUERY } from "./avatar-limits";

const AVATAR_SIZE = 256;

/**
 * Saves a new avatar: the picture is sniffed from its bytes (JPEG, PNG or WebP only), refused over the
 * size or pixel limits before it is decoded, turned upright, cropped to a square and re-encoded so no
 * EXIF, GPS or other metadata survives, then stored under a new random key in the user's own folder.
 * The old picture is deleted once the new one is in place.
 */
export async function saveAvatar(db: Db, userId: string, upload: Uint8Array): Promise<Result<{ key: string }>> {
  const processed = await processImage(upload, {
    output: "webp",
    size: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover" },
    maxBytes: AVATAR_MAX_BYTES,
  });
  if (!processed.ok) return fail("BAD_REQUEST", processed.message, { field: "avatar" });
  const key = newUserStorageKey(userId, "avatar", "webp");
  const storage = getStorage();
  await storage.put(key, processed.value.bytes);
  const [previous] = await db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, userId));
  await db.update(profiles).set({ avatarKey: key, updatedAt: sql`now()` }).where(eq(profiles.userId, userId));
  await deleteQuietly(previous?.key ?? null);
  return ok({ key });
}

/** Removes the avatar (the stored picture too); the header shows initials again. */
export async function removeAvatar(db: Db, userId: string): Promise<void> {
  const [previous] = await db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, userId));
  await db.update(profiles).set({ avatarKey: null, updatedAt: sql`now()` }).where(eq(profiles.userId, userId));
  await deleteQuietly(previous?.key ?? null);
}

/** The user's own avatar picture, or null. Only ever read for the signed-in owner. */
export async function readAvatar(db: Db, userId: string) {
  const [row] = await db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, userId));
  if (!row?.key || !isUserStorageKey(userId, row.key)) return null;
  return getStorage().get(row.key);
}

/** The address the header and profile show the avatar from; the key's tail makes a new picture a new URL. */
export function avatarUrl(avatarKey: string | null): string | null {
  return avatarKey ? `/profile/avatar?v=${avatarKey.slice(-12, -5)}` : null;
}

async function deleteQuietly(key: string | null) {
  if (!key) return;
  try {
    await getStorage().delete(key);
  } catch (error) {
    // The profile already points at the new picture; an orphaned file is removed with the account.
    getLogger().warn({ err: error }, "old avatar could not be deleted");
  }
}
