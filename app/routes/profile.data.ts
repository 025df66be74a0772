import { redirect } from "react-router";

import { exportAccountArchive, exportFileName } from "~/features/account/export-account.server";
import { reauthenticate } from "~/features/account/reauthenticate.server";
import { getSignedIn, requireUser } from "~/features/auth/guards.server";
import { EXPORT_TOO_OFTEN, profileFailureUrl } from "~/features/account/profile-notices.server";
import { getDb } from "~/platform/db/client.server";
import { AppError, appErrorResponse, errorResponseInit, type ErrorCode } from "~/platform/errors";
import { getLogger } from "~/platform/logger.server";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";
import type { Route } from "./+types/profile.data";

export function loader() {
  return redirect("/profile");
}

/**
 * "Download my data": after the password (or a fresh Google sign-in), one ZIP file of everything (a guide, the data, the pictures).
 * A browser form without JavaScript gets the file, or comes back to /profile with the reason in the query
 * (profile-notices.server.ts). The page's script asks for JSON: it gets the file, or its failure as JSON
 * ({ error: { code, message, field? } }) with the failure's status, so it says "Your download has started"
 * only once the server has accepted the password.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  // A script whose session has ended gets 401 (a followed redirect would hand it the sign-in page instead).
  if (wantsJson && !getSignedIn(context)) return appErrorResponse(new AppError("UNAUTHENTICATED"));
  const account = await requireUser(request, context);
  const db = getDb();
  const refuse = (failure: { code: ErrorCode; message: string; field?: string; retryAfterSeconds?: number }) => {
    if (!wantsJson) return redirect(profileFailureUrl("data", failure.message));
    const { status, headers } = errorResponseInit(new AppError(failure.code, failure.message), failure.retryAfterSeconds);
    headers.set("Cache-Control", "no-store");
    const field = failure.field ? { field: failure.field } : {};
    return Response.json({ error: { code: failure.code, message: failure.message, ...field } }, { status, headers });
  };
  const limit = await consumeRateLimit(db, { key: `export:user:${account.user.id}`, limit: 5, windowSeconds: 600 });
  if (!limit.allowed) return refuse({ code: "RATE_LIMITED", message: EXPORT_TOO_OFTEN, retryAfterSeconds: limit.retryAfterSeconds });
  const password = (await request.formData()).get("password");
  const checked = await reauthenticate(db, {
    userId: account.user.id,
    password: typeof password === "string" && password ? password : undefined,
    sessionCreatedAt: new Date(context.session!.session.createdAt),
  });
  if (!checked.ok) return refuse(checked);
  const archive = await exportAccountArchive(db, account.user.id);
  getLogger().info("account data exported");
  return new Response(Buffer.from(archive), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
