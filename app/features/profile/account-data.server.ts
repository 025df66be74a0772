import { eq } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { profiles } from "~/platform/db/schema";

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
        createdAt: profiles.createdAt,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return { profile: profile ? { ...profile, hasAvatar: Boolean(profile.hasAvatar) } : null };
  },
  async files(db, userId) {
    const [row] = await db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, userId));
    return row?.key ? [row.key] : [];
  },
};
