import { redirect } from "react-router";

import type { Route } from "./+types/marking-results.flashcards";

// Placeholder while the flashcards feature is built (issue 12); replaced before it lands.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/marking-results/${params.submissionId}`);
}
