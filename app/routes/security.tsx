import { lazyServerMarkup, ServerMarkup } from "~/ui/server-markup";

import type { Route } from "./+types/security";

const TEXT_ID = "security-text";
const loadSecurityPage = () => import("~/features/public-pages/security-page").then((module) => module.SecurityPage);
// The server renders the page's text; the browser keeps that markup on a first load and loads the module only
// for a client-side navigation (app/ui/server-markup.tsx).
const SecurityPage = import.meta.env.SSR ? await loadSecurityPage() : lazyServerMarkup(TEXT_ID, loadSecurityPage);

export const meta: Route.MetaFunction = () => [
  { title: "Marker - Security" },
  {
    name: "description",
    content:
      "How to report a security vulnerability in Marker, our commitments to researchers, and how Marker protects your data.",
  },
];

export default function SecurityRoute() {
  return (
    <ServerMarkup id={TEXT_ID}>
      <SecurityPage />
    </ServerMarkup>
  );
}
