import { redirect } from "react-router";

import { signOut } from "~/features/auth/account-actions.server";
import type { Route } from "./+types/auth.sign-out";

/** Sign Out ends the session on the server (the row is deleted) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.session) return redirect("/");
  const headers = new Headers(await signOut(request));
  // On a shared computer the next person must not find this student's drafts in the browser's storage
  // (sessionStorage and the like; the session cookie is cleared by signOut's own header).
  headers.set("Clear-Site-Data", '"storage"');
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
