import { redirect } from "react-router";

import { exportAccountArchive, exportFileName } from "~/features/account/export-account.server";
import { reauthenticate } from "~/features/account/reauthenticate.server";
import { requireUser } from "~/features/auth/guards.server";
import { EXPORT_TOO_OFTEN, profileFailureUrl } from "~/features/account/profile-notices.server";
import { getDb } from "~/platform/db/client.server";
import { getLogger } from "~/platform/logger.server";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";
import type { Route } from "./+types/profile.data";

export function loader() {
  return redirect("/profile");
}

/** "Download my data": after the password (or a fresh Google sign-in), one ZIP file of everything (a guide, the data, the pictures). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const db = getDb();
  const back = (message: string) => redirect(profileFailureUrl("data", message));
  const limit = await consumeRateLimit(db, { key: `export:user:${user.id}`, limit: 5, windowSeconds: 600 });
  if (!limit.allowed) return back(EXPORT_TOO_OFTEN);
  const password = (await request.formData()).get("password");
  const checked = await reauthenticate(db, {
    userId: user.id,
    password: typeof password === "string" && password ? password : undefined,
    sessionCreatedAt: new Date(context.session!.session.createdAt),
  });
  if (!checked.ok) return back(checked.message);
  const archive = await exportAccountArchive(db, user.id);
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
