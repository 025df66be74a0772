import { SecurityPage } from "~/features/public-pages/security-page";

import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = () => [
  { title: "Marker - Security" },
  {
    name: "description",
    content:
      "How to report a security vulnerability in Marker, our commitments to researchers, and how Marker protects your data.",
  },
];

export default function SecurityRoute() {
  return <SecurityPage />;
}
