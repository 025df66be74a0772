import { lazyServerMarkup, ServerMarkup } from "~/ui/server-markup";

import type { Route } from "./+types/policy";

const TEXT_ID = "privacy-policy-text";
const loadPrivacyPolicy = () => import("~/features/public-pages/privacy-policy").then((module) => module.PrivacyPolicy);
// The server renders the policy; the browser keeps that markup on a first load and loads the module only
// for a client-side navigation (app/ui/server-markup.tsx).
const PrivacyPolicy = import.meta.env.SSR ? await loadPrivacyPolicy() : lazyServerMarkup(TEXT_ID, loadPrivacyPolicy);

export const meta: Route.MetaFunction = () => [
  { title: "Marker - Privacy Policy" },
  {
    name: "description",
    content:
      "How Marker collects, uses and protects your personal data, in plain language, and how to use your data rights.",
  },
];

export default function PrivacyPolicyRoute() {
  return (
    <ServerMarkup id={TEXT_ID}>
      <PrivacyPolicy />
    </ServerMarkup>
  );
}
