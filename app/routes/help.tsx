import { HelpCenter } from "~/features/public-pages/help-center";

import type { Route } from "./+types/help";

export const meta: Route.MetaFunction = () => [
  { title: "Marker - Help Center" },
  {
    name: "description",
    content:
      "Answers to common questions about marking, plans, daily limits, the free trial, flashcards and your data.",
  },
];

export default function HelpCenterRoute() {
  return <HelpCenter />;
}
