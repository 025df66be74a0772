import { AVATAR_FAILED, AVATAR_MAX_BYTES } from "~/features/profile/index.server";
import { imageFailureMessages } from "~/platform/images/process-image.server";

import { DELETE_MESSAGES } from "./delete-account.server";
import { REAUTH_MESSAGES } from "./reauthenticate.server";

/** The forms on /profile that post elsewhere and come back to it with their outcome in the query. */
export type ProfileForm = "avatar" | "data" | "delete";

export const AVATAR_NO_FILE = "Please choose a picture to upload.";
export const AVATAR_TOO_QUICK = "You are changing your picture very quickly. Please wait a minute.";
export const EXPORT_TOO_OFTEN = "You have downloaded your data a few times already. Please wait ten minutes and try again.";
export const DELETE_TOO_OFTEN = "Too many attempts. Please wait ten minutes and try again.";
export const EXPORT_FAILED = "We could not prepare your data. Please try again.";
export const DELETE_FAILED = "We could not delete your account. Please try again.";

const reauth = {
  "password-needed": REAUTH_MESSAGES.passwordNeeded,
  "wrong-password": REAUTH_MESSAGES.wrongPassword,
  "sign-in-again": REAUTH_MESSAGES.signInAgain,
};

/**
 * Every message a form may bring back, by a short reason code. The query carries only the code and the
 * page shows the app's own text for it, so a link cannot make the page say anything else (a crafted
 * `/profile?avatar=failed&message=...` would otherwise put a stranger's words in a red box on our page).
 */
const REASONS: Record<ProfileForm, Record<string, string>> = {
  avatar: { ...imageFailureMessages(AVATAR_MAX_BYTES), "no-file": AVATAR_NO_FILE, "too-quick": AVATAR_TOO_QUICK, failed: AVATAR_FAILED },
  data: { ...reauth, "too-often": EXPORT_TOO_OFTEN, failed: EXPORT_FAILED },
  delete: {
    ...reauth,
    confirm: DELETE_MESSAGES.confirm,
    "subscription-not-cancelled": DELETE_MESSAGES.subscriptionNotCancelled,
    "too-often": DELETE_TOO_OFTEN,
    failed: DELETE_FAILED,
  },
};

/** Where a failed form sends the browser: back to /profile with the reason's code (unknown text becomes "failed"). */
export function profileFailureUrl(form: ProfileForm, message: string): string {
  const reason = Object.entries(REASONS[form]).find(([, text]) => text === message)?.[0] ?? "failed";
  return `/profile?${form}=failed&reason=${reason}${form === "avatar" ? "" : "#your-data"}`;
}

/** The message to show for a form that came back failed, or null; an unknown code shows the form's general message. */
export function profileFailureNotice(form: ProfileForm, searchParams: URLSearchParams): string | null {
  if (searchParams.get(form) !== "failed") return null;
  const reasons = REASONS[form];
  const reason = searchParams.get("reason") ?? "failed";
  return Object.hasOwn(reasons, reason) ? reasons[reason]! : reasons.failed!;
}
