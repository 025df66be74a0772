import { DocumentSection } from "~/ui/page";

import { BulletList, PublicPage, TextLink } from "./content";
import { ContactAddress } from "./email-address";
import { usePublicSettings } from "./use-public-settings";

export function ContactPage() {
  const settings = usePublicSettings();
  return (
    <PublicPage
      title="Contact"
      lead={
        <p>
          Stuck, found a mistake, or have a question about your plan? We are happy to help. Many answers are already in
          the <TextLink to="/help">Help Center</TextLink>.
        </p>
      }
    >
      <DocumentSection id="email-support" title="Email support">
        <p>The quickest way to reach us is by email:</p>
        <ContactAddress label="Support" address={settings?.supportEmail} />
        <p>
          Please email from the address you use for Marker, so we can find your account. For questions about your
          personal data, write &ldquo;Data protection&rdquo; in the subject line.
        </p>
      </DocumentSection>

      <DocumentSection id="what-to-include" title="What to include">
        <BulletList>
          <li>what you were trying to do, and what happened instead;</li>
          <li>the page you were on, and roughly when it happened;</li>
          <li>the exact words of any error message;</li>
          <li>your device and browser, for example &ldquo;school laptop, Chrome&rdquo;.</li>
        </BulletList>
        <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
          Never send us your password or card details. We will never ask for them, by email or any other way.
        </p>
      </DocumentSection>

      <DocumentSection id="response-times" title="When you will hear back">
        <p>
          We aim to reply within two working days, whichever plan you are on.
        </p>
      </DocumentSection>

      <DocumentSection id="other-help" title="Other ways to get help">
        <BulletList>
          <li>
            <TextLink to="/help">Help Center</TextLink>: answers about marking, plans, flashcards and your account.
          </li>
          <li>
            <TextLink to="/status">Status</TextLink>: check whether Marker is working normally right now.
          </li>
          <li>
            <TextLink to="/security">Security</TextLink>: how to report a security problem safely.
          </li>
        </BulletList>
      </DocumentSection>
    </PublicPage>
  );
}
