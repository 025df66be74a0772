import { lazyServerMarkup, ServerMarkup } from "~/ui/server-markup";

import type { Route } from "./+types/contact";

const TEXT_ID = "contact-text";
const loadContactPage = () => import("~/features/public-pages/contact-page").then((module) => module.ContactPage);
// The server renders the page's text; the browser keeps that markup on a first load and loads the module only
// for a client-side navigation (app/ui/server-markup.tsx).
const ContactPage = import.meta.env.SSR ? await loadContactPage() : lazyServerMarkup(TEXT_ID, loadContactPage);

export const meta: Route.MetaFunction = () => [
  { title: "Marker - Contact" },
  {
    name: "description",
    content: "How to contact Marker support, what to include in your message and when to expect a reply.",
  },
];

export default function ContactRoute() {
  return (
    <ServerMarkup id={TEXT_ID}>
      <ContactPage />
    </ServerMarkup>
  );
}
