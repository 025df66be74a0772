import { requireSetUpUser } from "~/features/auth/guards.server";
import type { Route } from "./+types/flashcards.review";

// Placeholder while the flashcards feature is built (issue 12); replaced before it lands.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSetUpUser(request, context);
  return null;
}

export default function Placeholder() {
  return null;
}
