import { TermsOfService } from "~/features/public-pages/terms-of-service";

import type { Route } from "./+types/tos";

export const meta: Route.MetaFunction = () => [
  { title: "Marker - Terms of Service" },
  {
    name: "description",
    content:
      "The terms for using Marker: accounts, acceptable use, plans and payments, cancelling, and the limits of AI feedback.",
  },
];

export default function TermsOfServiceRoute() {
  return <TermsOfService />;
}
