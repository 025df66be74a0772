import { DocumentSection } from "~/ui/page";

import { BulletList, PublicPage, TextAnchor, TextLink } from "./content";
import { ContactAddress } from "./email-address";
import { usePublicSettings } from "./use-public-settings";

export function SecurityPage() {
  const settings = usePublicSettings();
  return (
    <PublicPage
      title="Security"
      lead={
        <p>
          Keeping students&apos; accounts and work safe matters to us. If you think you have found a security problem in
          Marker, please tell us. You do not need to be an expert: if you are a student who spotted something odd, we
          still want to hear from you.
        </p>
      }
    >
      <DocumentSection id="report" title="How to report a vulnerability">
        <p>Email our security contact:</p>
        <ContactAddress label="Security contact" address={settings?.securityEmail} />
        <p>
          The same contact details are published in a machine-readable form at{" "}
          <TextAnchor href="/.well-known/security.txt">/.well-known/security.txt</TextAnchor>. Please report security
          problems privately and do not post them in public until we have fixed them.
        </p>
      </DocumentSection>

      <DocumentSection id="what-to-include" title="What to include">
        <BulletList>
          <li>what the problem is and which page or feature it affects;</li>
          <li>the steps to make it happen again;</li>
          <li>what someone could do by using it;</li>
          <li>how we can contact you, and whether you would like to be thanked by name.</li>
        </BulletList>
        <p>Do not include anyone else&apos;s personal data in your report.</p>
      </DocumentSection>

      <DocumentSection id="commitments" title="Our commitments">
        <BulletList>
          <li>We will acknowledge your report within 3 working days.</li>
          <li>We will look into it, keep you updated, and tell you when it is fixed.</li>
          <li>
            We will not take legal action against you for research done in good faith that follows the rules on this
            page.
          </li>
          <li>If you would like, we will thank you by name once the problem is fixed.</li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="rules" title="Rules for testing">
        <BulletList>
          <li>Only test with accounts you own. Please do not access, change or delete other users&apos; data.</li>
          <li>
            If you come across someone else&apos;s data by accident, stop, do not keep or share it, and tell us in your
            report.
          </li>
          <li>Do not do anything that slows Marker down or stops it working for others.</li>
          <li>Give us a reasonable time to fix a problem before you talk about it publicly.</li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="out-of-scope" title="Out of scope">
        <p>Please do not report or test:</p>
        <BulletList>
          <li>denial-of-service attacks, load testing or spam;</li>
          <li>tricking our staff or users, for example phishing, or physical attacks;</li>
          <li>
            problems in services run by other companies, such as the payment provider&apos;s checkout (please report
            those to the company concerned);
          </li>
          <li>reports from automated scanners without a working example of a real problem;</li>
          <li>missing best-practice settings that do not lead to a real security problem.</li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="how-we-protect" title="How Marker protects your account and data">
        <BulletList>
          <li>Passwords are hashed with argon2id, so we never store them in a form that can be read back.</li>
          <li>
            Sign-in sessions are kept in our database, so signing out really ends a session, and deleting your account
            ends all of them.
          </li>
          <li>
            A strict Content-Security-Policy tells your browser to run only Marker&apos;s own scripts on our pages.
          </li>
          <li>
            The AI model is only ever called from our server. No AI keys reach your browser, and your name and email
            address are never sent with your answers.
          </li>
          <li>Profile pictures are private: stored under random names, with hidden photo details removed.</li>
          <li>
            Payments go through the payment provider&apos;s hosted checkout, so card numbers never touch our servers.
          </li>
          <li>Every request for your data is checked against your account on the server.</li>
        </BulletList>
        <p>
          Read more about how we handle data in our <TextLink to="/policy">Privacy Policy</TextLink>, or ask a general
          question through the <TextLink to="/contact">Contact page</TextLink>.
        </p>
      </DocumentSection>
    </PublicPage>
  );
}
