import { lazyServerMarkup, ServerMarkup } from "~/ui/server-markup";

import type { Route } from "./+types/tos";

const TEXT_ID = "terms-text";
const loadTermsOfService = () => import("~/features/public-pages/terms-of-service").then((module) => module.TermsOfService);
// The server renders the terms; the browser keeps that markup on a first load and loads the module only
// for a client-side navigation (app/ui/server-markup.tsx).
const TermsOfService = import.meta.env.SSR ? await loadTermsOfService() : lazyServerMarkup(TEXT_ID, loadTermsOfService);

export const meta: Route.MetaFunction = () => [
  { title: "Marker - Terms of Service" },
  {
    name: "description",
    content:
      "The terms for using Marker: accounts, acceptable use, plans and payments, cancelling, and the limits of AI feedback.",
  },
];

export default function TermsOfServiceRoute() {
  return (
    <ServerMarkup id={TEXT_ID}>
      <TermsOfService />
    </ServerMarkup>
  );
}
