import { AppError, appErrorResponse } from "~/platform/errors";
import type { Route } from "./+types/api.flashcards.youtube";

// Placeholder while the flashcards feature is built (issue 12); replaced before it lands.
export function loader({ context }: Route.LoaderArgs) {
  return appErrorResponse(new AppError(context.session ? "NOT_FOUND" : "UNAUTHENTICATED"));
}
