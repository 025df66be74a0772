import { redirect } from "react-router";
import type { z } from "zod";

import { getSignedIn } from "~/features/auth/guards.server";
import { createFlashcardsFromYoutube, YOUTUBE_REQUEST_SCHEMA } from "~/features/flashcards/from-youtube.server";
import { LIST_PATH } from "~/features/flashcards/list-address";
import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { youtubeFailureAddress, youtubeMadeAddress } from "~/features/flashcards/youtube-form-outcome";
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

/**
 * A browser posting the panel's form without JavaScript asks for a page (its Accept names text/html); the
 * panel's fetch, and any other caller, gets JSON.
 */
function wantsPage(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * "Generate from YouTube": POST JSON or a form with `url` -> `{ setId, title, cards, notice, offline }`, or an
 * error body. A browser's form without JavaScript is sent (303) to the new set on /flashcards, or back to the
 * panel with the failure's code and the link typed (youtube-form-outcome.ts), or to sign-in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const page = wantsPage(request);
  if (!context.session) {
    return page ? redirect(`/auth?redirectTo=${encodeURIComponent(LIST_PATH)}`, 303) : appErrorResponse(new AppError("UNAUTHENTICATED"));
  }
  if (request.method !== "POST") return appErrorResponse(new AppError("NOT_FOUND"));
  const fail = (error: AppError, typedUrl = "") => (page ? redirect(youtubeFailureAddress(error.userMessage, typedUrl), 303) : appErrorResponse(error));
  if (Number(request.headers.get("content-length") ?? 0) > 8_192) return fail(new AppError("PAYLOAD_TOO_LARGE"));
  let typedUrl = "";
  try {
    const url = await readUrl(request);
    typedUrl = url.url;
    const { user, plan } = (await getSignedIn(context))!;
    const created = await createFlashcardsFromYoutube(getDb(), { userId: user.id, plan }, url);
    if (!created.ok) return fail(appErrorFrom(created), typedUrl);
    if (page) return redirect(youtubeMadeAddress(created.value), 303);
    return Response.json(created.value, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isAppError(error)) return fail(error, typedUrl);
    getLogger().error({ err: error }, "flashcards from YouTube failed");
    return fail(new AppError("INTERNAL", FLASHCARD_MESSAGES.generateFailed), typedUrl);
  }
}

export function loader({ context }: Route.LoaderArgs) {
  return appErrorResponse(new AppError(context.session ? "NOT_FOUND" : "UNAUTHENTICATED"));
}
