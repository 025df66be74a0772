import { readCardImage } from "~/features/flashcards/card-images.server";
import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { getDb } from "~/platform/db/client.server";
import { AppError, appErrorResponse } from "~/platform/errors";
import type { Route } from "./+types/flashcard-images";

/** How long the owner's browser (never a shared cache) may keep a picture: a key's bytes never change. */
export const CARD_IMAGE_CACHE_CONTROL = "private, max-age=3600";

/** A card picture, to its owner only; another user's picture or a made-up key is 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = context.session?.user;
  if (!user) return appErrorResponse(new AppError("UNAUTHENTICATED"));
  const image = await readCardImage(getDb(), user.id, params.key);
  if (!image) return appErrorResponse(new AppError("NOT_FOUND", FLASHCARD_MESSAGES.imageNotYours));
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      "Cache-Control": CARD_IMAGE_CACHE_CONTROL,
    },
  });
}
