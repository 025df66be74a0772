import { getSignedIn } from "~/features/auth/guards.server";
import { requireFeature } from "~/features/billing";
import { uploadCardImage } from "~/features/flashcards/card-images.server";
import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { getDb } from "~/platform/db/client.server";
import { AppError, appErrorFrom, appErrorResponse, isAppError } from "~/platform/errors";
import type { Route } from "./+types/api.flashcards.images";

/**
 * Uploads one card picture: a multipart form with a `file` field, signed in, on a plan with flashcards.
 * Answers `{ key, url }`, or the refusal's message (the HTTP layer refuses a body over 6 MB before this
 * runs; see BODY_LIMIT_RULES in entry.server.tsx).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = getSignedIn(context);
  if (!signedIn) return appErrorResponse(new AppError("UNAUTHENTICATED"));
  try {
    if (request.method !== "POST") throw new AppError("NOT_FOUND");
    const { user, plan } = await signedIn;
    requireFeature(plan, "flashcards");
    const form = await request.formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof Blob)) throw new AppError("BAD_REQUEST", FLASHCARD_MESSAGES.imageMissing);
    const uploaded = await uploadCardImage(getDb(), user.id, new Uint8Array(await file.arrayBuffer()));
    if (!uploaded.ok) return appErrorResponse(appErrorFrom(uploaded));
    return Response.json(uploaded.value, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isAppError(error)) return appErrorResponse(error);
    throw error;
  }
}

export function loader({ context }: Route.LoaderArgs) {
  return appErrorResponse(new AppError(context.session ? "NOT_FOUND" : "UNAUTHENTICATED"));
}
