import { eq } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { shareLinks } from "~/platform/db/schema";

/** Share links made for results (only when and for which answer; the link itself is a secret we never keep). */
export const markingAccountData: AccountDataPart = {
  name: "shareLinks",
  tables: ["share_links"],
  async export(db, userId) {
    const links = await db
      .select({ submissionId: shareLinks.submissionId, createdAt: shareLinks.createdAt, revokedAt: shareLinks.revokedAt })
      .from(shareLinks)
      .where(eq(shareLinks.userId, userId));
    return { shareLinks: links };
  },
};
