import { redirect } from "react-router";

import { getSignedIn } from "~/features/auth/guards.server";
import { AVATAR_FAILED, readAvatar, removeAvatar, saveAvatar } from "~/features/profile/avatar.server";
import { AVATAR_NO_FILE, AVATAR_TOO_QUICK, profileFailureUrl } from "~/features/account/profile-notices.server";
import { getDb } from "~/platform/db/client.server";
import { AppError, appErrorResponse } from "~/platform/errors";
import { getLogger } from "~/platform/logger.server";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";
import type { Route } from "./+types/profile.avatar";

/** The signed-in user's own avatar, and nobody else's: there is no way to name another user's picture. */
export async function loader({ context }: Route.LoaderArgs) {
  const account = await getSignedIn(context);
  if (!account) return appErrorResponse(new AppError("UNAUTHENTICATED"));
  const picture = await readAvatar(getDb(), account.user.id);
  if (!picture) return appErrorResponse(new AppError("NOT_FOUND", "No avatar"));
  return new Response(Buffer.from(picture.bytes), {
    headers: {
      "Content-Type": picture.contentType,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      "Cache-Control": "private, max-age=3600",
    },
  });
}

/**
 * Upload (a multipart form with `avatar`) or remove (`intent=remove`). A browser form comes back to
 * /profile with the outcome in the query (a reason code, never text: profile-notices.server.ts), or goes to
 * sign-in when the session has ended; a fetch asking for JSON gets JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const account = await getSignedIn(context);
  // A browser form whose session ended signs in again and comes back to the profile (not to this endpoint).
  if (!account) return wantsJson ? appErrorResponse(new AppError("UNAUTHENTICATED")) : redirect(`/auth?redirectTo=${encodeURIComponent("/profile")}`);
  const answer = (outcome: "saved" | "removed" | "failed", message = "", status = 200) =>
    wantsJson
      ? Response.json(outcome === "failed" ? { error: { code: "BAD_REQUEST", message } } : { ok: true, outcome }, { status })
      : redirect(outcome === "failed" ? profileFailureUrl("avatar", message) : `/profile?avatar=${outcome}`);
  const db = getDb();
  const limit = await consumeRateLimit(db, { key: `avatar:user:${account.user.id}`, limit: 10, windowSeconds: 60 });
  if (!limit.allowed) {
    if (!wantsJson) return answer("failed", AVATAR_TOO_QUICK);
    return appErrorResponse(new AppError("RATE_LIMITED", AVATAR_TOO_QUICK, { retryAfterSeconds: limit.retryAfterSeconds }));
  }
  try {
    const form = await request.formData();
    if (form.get("intent") === "remove") {
      await removeAvatar(db, account.user.id);
      return answer("removed");
    }
    const file = form.get("avatar");
    if (!(file instanceof File) || file.size === 0) return answer("failed", AVATAR_NO_FILE, 400);
    const saved = await saveAvatar(db, account.user.id, new Uint8Array(await file.arrayBuffer()));
    if (!saved.ok) return answer("failed", saved.message, 400);
    return answer("saved");
  } catch (error) {
    getLogger().error({ err: error }, "avatar upload failed");
    return answer("failed", AVATAR_FAILED, 500);
  }
}
