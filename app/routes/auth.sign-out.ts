import { redirect } from "react-router";

import { signOut } from "~/features/auth/account-actions.server";
import type { Route } from "./+types/auth.sign-out";

/** Sign Out ends the session on the server (the row is deleted) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.session) return redirect("/");
  return redirect("/", { headers: await signOut(request) });
}

export function loader() {
  return redirect("/");
}
