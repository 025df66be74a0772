import type { z } from "zod";

import { getSignedIn } from "~/features/auth/guards.server";
import { createFlashcardsFromYoutube, YOUTUBE_REQUEST_SCHEMA } from "~/features/flashcards/from-youtube.server";
import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { getDb } from "~/platform/db/client.server";
import { AppError, appErrorFrom, appErrorResponse, isAppError } from "~/platform/errors";
import { BODY_REFUSED, readStrictJson, strictFormValues } from "~/platform/forms/strict-body.server";
import { getLogger } from "~/platform/logger.server";
import type { Route } from "./+types/api.flashcards.youtube";

const requestSchema = YOUTUBE_REQUEST_SCHEMA;

/** The link, from JSON (read strictly: no repeated or prototype keys, no other fields) or from the form. */
async function readUrl(request: Request): Promise<z.infer<typeof requestSchema>> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const read = await readStrictJson(request, requestSchema);
    if (read.ok) return read.value;
    throw new AppError("BAD_REQUEST", read.reason === "unreadable" ? BODY_REFUSED : FLASHCARD_MESSAGES.youtubeEmpty);
  }
  const form = await request.formData().catch(() => null);
  const values = form ? strictFormValues(form, ["url"]) : null;
  if (values && !values.ok) throw new AppError("BAD_REQUEST", BODY_REFUSED);
  const parsed = requestSchema.safeParse({ url: values?.value.url });
  if (!parsed.success) throw new AppError("BAD_REQUEST", FLASHCARD_MESSAGES.youtubeEmpty);
  return parsed.data;
}

/** "Generate from YouTube": POST JSON or a form with `url` -> `{ setId, title, cards, notice, offline }`. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.session) return appErrorResponse(new AppError("UNAUTHENTICATED"));
  if (request.method !== "POST") return appErrorResponse(new AppError("NOT_FOUND"));
  if (Number(request.headers.get("content-length") ?? 0) > 8_192) return appErrorResponse(new AppError("PAYLOAD_TOO_LARGE"));
  try {
    const url = await readUrl(request);
    const { user, plan } = (await getSignedIn(context))!;
    const created = await createFlashcardsFromYoutube(getDb(), { userId: user.id, plan }, url);
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
