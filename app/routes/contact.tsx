import { ContactPage } from "~/features/public-pages/contact-page";

import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => [
  { title: "Marker - Contact" },
  {
    name: "description",
    content: "How to contact Marker support, what to include in your message and when to expect a reply.",
  },
];

export default function ContactRoute() {
  return <ContactPage />;
}
