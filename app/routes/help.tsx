import { lazyServerMarkup, ServerMarkup } from "~/ui/server-markup";

import type { Route } from "./+types/help";

const TEXT_ID = "help-text";
const loadHelpCenter = () => import("~/features/public-pages/help-center").then((module) => module.HelpCenter);
// The server renders the answers; the browser keeps that markup on a first load and loads the module only
// for a client-side navigation (app/ui/server-markup.tsx).
const HelpCenter = import.meta.env.SSR ? await loadHelpCenter() : lazyServerMarkup(TEXT_ID, loadHelpCenter);

export const meta: Route.MetaFunction = () => [
  { title: "Marker - Help Center" },
  {
    name: "description",
    content:
      "Answers to common questions about marking, plans, daily limits, the free trial, flashcards and your data.",
  },
];

export default function HelpCenterRoute() {
  return (
    <ServerMarkup id={TEXT_ID}>
      <HelpCenter />
    </ServerMarkup>
  );
}
