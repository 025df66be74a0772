import { redirect } from "react-router";

import { deleteAccount } from "~/features/account/delete-account.server";
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

/** "Delete my account": after the password (or a fresh Google sign-in) and typing DELETE. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const db = getDb();
  const back = (message: string) => redirect(profileFailureUrl("delete", message));
  const limit = await consumeRateLimit(db, { key: `delete:user:${user.id}`, limit: 5, windowSeconds: 600 });
  if (!limit.allowed) return back(DELETE_TOO_OFTEN);
  const form = await request.formData();
  const password = form.get("password");
  const checked = await reauthenticate(db, {
    userId: user.id,
    password: typeof password === "string" && password ? password : undefined,
    sessionCreatedAt: new Date(context.session!.session.createdAt),
  });
  if (!checked.ok) return back(checked.message);
  const deleted = await deleteAccount(db, user.id, String(form.get("confirmation") ?? ""));
  if (!deleted.ok) return back(deleted.message);
  const headers = new Headers();
  for (const cookie of EXPIRED_COOKIES) headers.append("Set-Cookie", cookie);
  return redirect("/?account=deleted", { headers });
}
