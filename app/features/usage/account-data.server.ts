import { asc, eq } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { usageDays } from "~/platform/db/schema";

/** How many markings were used on each day. */
export const usageAccountData: AccountDataPart = {
  name: "usage",
  tables: ["usage_days"],
  async export(db, userId) {
    const days = await db.select({ day: usageDays.day, used: usageDays.used }).from(usageDays).where(eq(usageDays.userId, userId)).orderBy(asc(usageDays.day));
    return { markingsPerDay: days };
  },
};
