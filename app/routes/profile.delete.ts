import { redirect } from "react-router";

import { CONFIRMATION_KEPT_PARAM } from "~/features/account/components/your-data";
import { deleteAccount, DELETE_CONFIRMATION } from "~/features/account/delete-account.server";
import { reauthenticate } from "~/features/account/reauthenticate.server";
import { requireUser } from "~/features/auth/guards.server";
import { DELETE_TOO_OFTEN, profileFailureUrl } from "~/features/account/profile-notices.server";
import { getDb } from "~/platform/db/client.server";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";
import type { Route } from "./+types/profile.delete";

export function loader() {
  return redirect("/profile");
}

/** Session cookies to clear in the browser (the session rows are already gone with the account). */
const EXPIRED_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"].map(
  (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
);

/**
 * Back to /profile with the failure's reason. When DELETE was typed, the page fills it in again (the password
 * never comes back): a wrong password costs the student only the password.
 */
function failed(message: string, typedConfirmation: boolean) {
  const url = new URL(profileFailureUrl("delete", message), "http://marker.invalid");
  if (typedConfirmation) url.searchParams.set(CONFIRMATION_KEPT_PARAM, "1");
  return redirect(`${url.pathname}${url.search}${url.hash}`);
}

/** "Delete my account": after the password (or a fresh Google sign-in) and typing DELETE. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const db = getDb();
  const limit = await consumeRateLimit(db, { key: `delete:user:${user.id}`, limit: 5, windowSeconds: 600 });
  if (!limit.allowed) return failed(DELETE_TOO_OFTEN, false);
  const form = await request.formData();
  const password = form.get("password");
  const confirmation = String(form.get("confirmation") ?? "");
  const typedConfirmation = confirmation.trim() === DELETE_CONFIRMATION;
  const checked = await reauthenticate(db, {
    userId: user.id,
    password: typeof password === "string" && password ? password : undefined,
    sessionCreatedAt: new Date(context.session!.session.createdAt),
  });
  if (!checked.ok) return failed(checked.message, typedConfirmation);
  const deleted = await deleteAccount(db, user.id, confirmation);
  if (!deleted.ok) return failed(deleted.message, typedConfirmation);
  const headers = new Headers();
  for (const cookie of EXPIRED_COOKIES) headers.append("Set-Cookie", cookie);
  // As at Sign Out: the browser forgets what this tab kept (an unsent answer's draft, a paper's unsent answers);
  // the form also clears them itself when it is sent, for browsers that ignore this header.
  headers.set("Clear-Site-Data", '"storage"');
  return redirect("/?account=deleted", { headers });
}
