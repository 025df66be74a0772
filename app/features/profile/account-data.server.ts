import { eq } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { profiles } from "~/platform/db/schema";
import { isUserStorageKey } from "~/platform/storage/storage-key";

/** The profile: name, exam boards, target grades, trial, when the age was confirmed, and the avatar picture itself. */
export const profileAccountData: AccountDataPart = {
  name: "profile",
  tables: ["profiles"],
  async export(db, userId) {
    const [profile] = await db
      .select({
        fullName: profiles.fullName,
        examBoards: profiles.examBoards,
        targetGrades: profiles.targetGrades,
        trialEndsAt: profiles.trialEndsAt,
        ageConfirmedAt: profiles.ageConfirmedAt,
        hasAvatar: profiles.avatarKey,
        /** The address of the picture a Google account brought, when it did (the picture itself stays with Google). */
        googlePictureUrl: profiles.providerPictureUrl,
        createdAt: profiles.createdAt,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return { profile: profile ? { ...profile, hasAvatar: Boolean(profile.hasAvatar) } : null };
  },
  async files(db, userId) {
    const [row] = await db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, userId));
    // Only a file in the user's own folder: export and deletion never reach another user's file, even
    // if the column held such a key (only saveAvatar writes it, always with the user's own prefix).
    return row?.key && isUserStorageKey(userId, row.key) ? [row.key] : [];
  },
};
