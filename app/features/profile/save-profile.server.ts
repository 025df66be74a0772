import { z } from "zod";

import { SUBJECTS, type ExamBoardId } from "~/features/catalogue";
import type { Db } from "~/platform/db/client.server";
import { formValues } from "~/platform/forms/form-reply";
import { fail, ok, type Result } from "~/platform/result";

import { isExamBoardId, updateProfileDetails } from "./profiles.server";

const profileSchema = z.object({
  fullName: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, "Full name is required").max(100, "Full name must be 100 characters or fewer")),
});

export const PROFILE_MESSAGES = {
  saved: "Profile updated successfully!",
  boardMissing: "Please choose an exam board for every subject.",
  failed: "Error updating profile. Please try again.",
} as const;

/**
 * Saves what the profile form may change: the name and a board per subject. Nothing else the form sends
 * (a plan, a role, another user's id) is read.
 */
export async function saveProfile(db: Db, userId: string, form: FormData): Promise<Result> {
  const parsed = profileSchema.safeParse(formValues(form, ["fullName"]));
  if (!parsed.success) return fail("BAD_REQUEST", parsed.error.issues[0]!.message, { field: "fullName" });
  const examBoards: Record<string, ExamBoardId> = {};
  for (const subject of SUBJECTS) {
    const board = form.get(`board:${subject.id}`);
    if (!isExamBoardId(board)) return fail("BAD_REQUEST", PROFILE_MESSAGES.boardMissing);
    examBoards[subject.id] = board;
  }
  await updateProfileDetails(db, userId, { fullName: parsed.data.fullName, examBoards });
  return ok();
}
