import type { Route } from "./+types/api.session";

/** Whether this request carries a live session; the sign-in callback page polls it. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ authenticated: Boolean(context.session) }, { headers: { "Cache-Control": "no-store" } });
}
