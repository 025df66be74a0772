import { PrivacyPolicy } from "~/features/public-pages/privacy-policy";

import type { Route } from "./+types/policy";

export const meta: Route.MetaFunction = () => [
  { title: "Marker - Privacy Policy" },
  {
    name: "description",
    content:
      "How Marker collects, uses and protects your personal data, in plain language, and how to use your data rights.",
  },
];

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicy />;
}
