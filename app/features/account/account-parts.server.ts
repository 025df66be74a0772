import { authAccountData } from "~/features/auth/index.server";
import { billingAccountData } from "~/features/billing/index.server";
import { flashcardsAccountData } from "~/features/flashcards/account-data.server";
import { markingAccountData } from "~/features/marking/account-data.server";
import { papersAccountData } from "~/features/papers/account-data.server";
import { profileAccountData } from "~/features/profile/index.server";
import { progressAccountData } from "~/features/progress/account-data.server";
import { submissionsAccountData } from "~/features/submissions/account-data.server";
import { usageAccountData } from "~/features/usage/index.server";
import type { AccountDataPart } from "~/platform/account-data";

/**
 * Every feature's part of a person's data. A feature that adds a table with a user_id adds it to its part;
 * tests/integration/account-data.integration.test.ts fails when any such table is in no part.
 */
export const ACCOUNT_DATA_PARTS: readonly AccountDataPart[] = [
  authAccountData,
  profileAccountData,
  billingAccountData,
  usageAccountData,
  submissionsAccountData,
  markingAccountData,
  flashcardsAccountData,
  papersAccountData,
  progressAccountData,
];
