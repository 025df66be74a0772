import { z } from "zod";

import { SUBJECTS, type ExamBoardId } from "~/features/catalogue";
import type { Db } from "~/platform/db/client.server";
import { strictFormValues } from "~/platform/forms/strict-body.server";
import { fail, ok, type Result } from "~/platform/result";
import { stripInvisible } from "~/platform/text/strip-invisible";

import { isExamBoardId, updateProfileDetails } from "./profiles.server";

const profileSchema = z.object({
  fullName: z
    .string()
    // As at sign-up: characters no one can see (zero-width spaces, a right-to-left override that shows
    // "Sib\u202Enimda troppus" as "Sibsupport admin") are removed before the name is checked and kept.
    .transform((value) => stripInvisible(value).trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, "Full name is required").max(100, "Full name must be 100 characters or fewer")),
});

export const PROFILE_MESSAGES = {
  saved: "Profile updated successfully!",
  boardMissing: "Please choose an exam board for every subject.",
  failed: "Error updating profile. Please try again.",
} as const;

export interface ProfileForm {
  fullName: string;
  examBoards: Record<string, ExamBoardId>;
}

const BOARD_FIELDS = SUBJECTS.map((subject) => `board:${subject.id}` as const);

/**
 * Reads what the profile form may change: the name and a board per subject. Nothing else the form sends
 * (a plan, a role, another user's id) is read; a field sent twice or a prototype key refuses the form
 * (C4), so no value is chosen silently between two.
 */
export function readProfileForm(form: FormData): Result<ProfileForm> {
  const values = strictFormValues(form, ["fullName", ...BOARD_FIELDS]);
  if (!values.ok) return values;
  const parsed = profileSchema.safeParse({ fullName: values.value.fullName ?? "" });
  if (!parsed.success) return fail("BAD_REQUEST", parsed.error.issues[0]!.message, { field: "fullName" });
  const examBoards: Record<string, ExamBoardId> = {};
  for (const subject of SUBJECTS) {
    const board = values.value[`board:${subject.id}`];
    if (!isExamBoardId(board)) return fail("BAD_REQUEST", PROFILE_MESSAGES.boardMissing);
    examBoards[subject.id] = board;
  }
  return ok({ fullName: parsed.data.fullName, examBoards });
}

/** Saves the profile form (readProfileForm says what it reads). */
export async function saveProfile(db: Db, userId: string, form: FormData): Promise<Result> {
  const read = readProfileForm(form);
  if (!read.ok) return read;
  await updateProfileDetails(db, userId, read.value);
  return ok();
}
