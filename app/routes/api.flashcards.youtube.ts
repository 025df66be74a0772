import { z } from "zod";

import { getSignedIn } from "~/features/auth/guards.server";
import { createFlashcardsFromYoutube } from "~/features/flashcards/from-youtube.server";
import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { getDb } from "~/platform/db/client.server";
import { AppError, appErrorFrom, appErrorResponse, isAppError } from "~/platform/errors";
import { getLogger } from "~/platform/logger.server";
import type { Route } from "./+types/api.flashcards.youtube";

const requestSchema = z.object({ url: z.string().max(4_096) });

async function readUrl(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return request.json().catch(() => null);
  const form = await request.formData().catch(() => null);
  return form ? { url: form.get("url") ?? undefined } : null;
}

/** "Generate from YouTube": POST JSON or a form with `url` -> `{ setId, title, cards, notice, offline }`. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.session) return appErrorResponse(new AppError("UNAUTHENTICATED"));
  if (request.method !== "POST") return appErrorResponse(new AppError("NOT_FOUND"));
  if (Number(request.headers.get("content-length") ?? 0) > 8_192) return appErrorResponse(new AppError("PAYLOAD_TOO_LARGE"));
  try {
    const parsed = requestSchema.safeParse(await readUrl(request));
    if (!parsed.success) throw new AppError("BAD_REQUEST", FLASHCARD_MESSAGES.youtubeEmpty);
    const { user, plan } = (await getSignedIn(context))!;
    const created = await createFlashcardsFromYoutube(getDb(), { userId: user.id, plan }, parsed.data);
    if (!created.ok) return appErrorResponse(appErrorFrom(created));
    return Response.json(created.value, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isAppError(error)) return appErrorResponse(error);
    getLogger().error({ err: error }, "flashcards from YouTube failed");
    return appErrorResponse(new AppError("INTERNAL", FLASHCARD_MESSAGES.generateFailed));
  }
}

export function loader({ context }: Route.LoaderArgs) {
  return appErrorResponse(new AppError(context.session ? "NOT_FOUND" : "UNAUTHENTICATED"));
}
