import { lazyServerMarkup, ServerMarkup } from "~/ui/server-markup";

import type { Route } from "./+types/about";

const TEXT_ID = "about-text";
const loadAboutMarker = () => import("~/features/public-pages/about-marker").then((module) => module.AboutMarker);
// The server renders the page's text; the browser keeps that markup on a first load and loads the module only
// for a client-side navigation (app/ui/server-markup.tsx).
const AboutMarker = import.meta.env.SSR ? await loadAboutMarker() : lazyServerMarkup(TEXT_ID, loadAboutMarker);

export const meta: Route.MetaFunction = () => [
  { title: "Marker - About" },
  {
    name: "description",
    content:
      "What Marker is, how its AI marking of GCSE English Literature, English Language and History answers works, and what it cannot do.",
  },
];

export default function AboutRoute() {
  return (
    <ServerMarkup id={TEXT_ID}>
      <AboutMarker />
    </ServerMarkup>
  );
}
