import { AboutMarker } from "~/features/public-pages/about-marker";

import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [
  { title: "Marker - About" },
  {
    name: "description",
    content:
      "What Marker is, how its AI marking of GCSE English Literature, English Language and History answers works, and what it cannot do.",
  },
];

export default function AboutRoute() {
  return <AboutMarker />;
}
