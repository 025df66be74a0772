import { redirect } from "react-router";

/** Any path the route table does not know goes to the landing page (spec section 2). */
export function loader() {
  return redirect("/");
}

export function action() {
  return redirect("/");
}
