import { eq } from "drizzle-orm";

import type { AccountDataPart } from "~/platform/account-data";
import { studyPlans } from "~/platform/db/schema";

/** The study plan's settings: exam dates per subject and minutes a day (the plan itself is computed, not kept). */
export const progressAccountData: AccountDataPart = {
  name: "studyPlan",
  tables: ["study_plans"],
  async export(db, userId) {
    const [plan] = await db
      .select({ minutesPerDay: studyPlans.minutesPerDay, examDates: studyPlans.examDates, createdAt: studyPlans.createdAt, updatedAt: studyPlans.updatedAt })
      .from(studyPlans)
      .where(eq(studyPlans.userId, userId));
    return { studyPlan: plan ?? null };
  },
};
