import { DocumentSection } from "~/ui/page";

import { BulletList, LEGAL_LAST_UPDATED, PublicPage, TextLink } from "./content";
import { TrialDays } from "./trial-days";
import { ContactAddress } from "./email-address";
import { BOARD_NAMES_OR_TEXT, PLAN_FACTS, PLAN_PRICES_TEXT, SUBJECT_NAMES_TEXT } from "./plan-facts";
import { usePublicSettings } from "./use-public-settings";

/** The Terms of Service page: 13 numbered sections (spec section 2, "Terms and privacy"). */
export function TermsOfService() {
  return (
    <PublicPage
      title="Terms of Service"
      lastUpdated={LEGAL_LAST_UPDATED}
      lead={
        <p>
          These terms are the agreement between you and us when you use Marker. We have tried to keep them short and
          clear. If you are under 18, it is a good idea to read them with a parent or guardian.
        </p>
      }
    >
      <TermsOfServiceSections />
    </PublicPage>
  );
}

function TermsOfServiceSections() {
  const settings = usePublicSettings();
  return (
    <>
      <DocumentSection id="about-these-terms" title="1. About these terms">
        <p>
          Marker is a website that gives feedback on GCSE answers in {SUBJECT_NAMES_TEXT}. In these terms,
          &ldquo;we&rdquo;, &ldquo;us&rdquo; and &ldquo;our&rdquo; mean the organisation that runs this copy of Marker,
          and &ldquo;you&rdquo; means the person using it.
        </p>
        <p>
          By creating an account or using Marker, you agree to these terms. Our{" "}
          <TextLink to="/policy">Privacy Policy</TextLink> explains how we look after your personal data. If you do not
          agree to these terms, please do not use Marker.
        </p>
      </DocumentSection>

      <DocumentSection id="who-can-use-marker" title="2. Who can use Marker">
        <BulletList>
          <li>
            Marker is made for GCSE students, who are usually 14 to 16 years old. It is intended for people aged 13 or
            over.
          </li>
          <li>
            If you are under 13, you need a parent or carer to agree before you create an account. When you sign up,
            you confirm that you are 13 or older, or that a parent or carer has agreed. A parent or carer who agrees
            accepts these terms on your behalf.
          </li>
          <li>If you are under 18, ask a parent or guardian before you buy a subscription.</li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="your-account" title="3. Your account">
        <BulletList>
          <li>Give us accurate details when you sign up, and keep them up to date.</li>
          <li>An account is for one person. Do not share it or let anyone else use it.</li>
          <li>
            Keep your password secret and do not use it on other websites. You are responsible for what happens in your
            account.
          </li>
          <li>If you think someone else has got into your account, change your password and tell us at once.</li>
          <li>
            You can delete your account at any time from your profile page. This deletes your data as our Privacy Policy
            explains and cancels any subscription.
          </li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="ai-feedback" title="4. AI feedback is not official marking">
        <p>
          Marker uses an AI model to suggest marks and feedback against a mark scheme written in the style of your exam
          board. Our server checks the model&apos;s suggestions, but AI can still get things wrong.
        </p>
        <BulletList>
          <li>
            Marks, levels and grades from Marker are not official marking. The grade shown is an indicative grade: a
            rough guide, not a prediction of your exam result.
          </li>
          <li>
            For official assessments, mock exams and predicted grades, always ask your teachers. Do not rely on Marker
            alone when making decisions about your studies.
          </li>
          <li>Marker is not connected to, or approved by, {BOARD_NAMES_OR_TEXT}.</li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="acceptable-use" title="5. Acceptable use">
        <p>When you use Marker, you must not:</p>
        <BulletList>
          <li>
            use it to cheat, for example to get help with coursework, non-exam assessment or any other assessed work
            where the rules say the work must be all your own. Breaking exam board rules can mean losing marks or being
            disqualified;
          </li>
          <li>
            submit someone else&apos;s work as your own, such as another student&apos;s answer or text copied from
            elsewhere;
          </li>
          <li>upload anything unlawful, hurtful, bullying or sexual, or personal information about other people;</li>
          <li>
            try to get into other people&apos;s accounts or data, test our security except as our{" "}
            <TextLink to="/security">Security page</TextLink> allows, or try to overload or disrupt Marker;
          </li>
          <li>
            copy, scrape or resell Marker, send answers in bulk with automated tools, or try to get around daily limits
            or plan features.
          </li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="plans-and-payments" title="6. Plans, free trial and payments">
        <BulletList>
          <li>
            A new account gets a free trial of <TrialDays /> days with the features of the Basic plan. You do not pay for
            the trial. After it ends, you need a plan to keep marking answers.
          </li>
          <li>
            Plans are paid monthly. Prices are in pounds sterling (GBP): {PLAN_PRICES_TEXT} a month. The{" "}
            <TextLink to="/pricing">Pricing page</TextLink> shows what each plan includes.
          </li>
          <li>
            Daily marking limits: {PLAN_FACTS.map((plan) => `${plan.name} ${plan.dailyLimitText}`).join("; ")}. Limits
            reset at midnight UK time.
          </li>
          <li>
            You pay through our payment provider&apos;s secure hosted checkout. Your card details go straight to them:
            we never see or store your card number.
          </li>
          <li>
            A subscription renews automatically each month until you cancel. If we change a price, we will tell you
            before the new price applies, so you can cancel first if you wish.
          </li>
          <li>If a payment fails, paid features may pause until the payment is sorted out.</li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="cancelling" title="7. Cancelling your subscription">
        <BulletList>
          <li>You can cancel any time from your profile page, or by contacting us. There is no cancellation fee.</li>
          <li>
            When you cancel, your subscription keeps running until the end of the period you have already paid for, and
            you will not be charged again. We do not refund part-used months, except where the law says we must.
          </li>
          <li>
            Your legal rights as a consumer, including any right to cancel within 14 days of buying, are not affected.
          </li>
          <li>Cancelling does not delete your account. You can delete your account separately.</li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="suspension-and-termination" title="8. Suspending or ending your account">
        <BulletList>
          <li>
            We may suspend or end your account, or your access to part of Marker, with or without notice. We would do
            this if we reasonably believe you have broken these terms, if the law requires it, or to protect other users
            or Marker.
          </li>
          <li>Where we can, we will tell you why and give you a chance to put things right.</li>
          <li>
            If we end your account when you have not broken these terms, we will refund the unused part of any period
            you have paid for.
          </li>
          <li>
            If we ever stop running Marker, we will give you as much notice as we reasonably can, so you can download
            your data, and refund any unused paid time.
          </li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="intellectual-property" title="9. Your work and our service">
        <BulletList>
          <li>
            Your answers stay yours. You give us permission to store and process them, and to send them to our AI
            provider, only so that we can provide Marker to you: marking them, showing your history, and any exports or
            share links you create.
          </li>
          <li>You can use the feedback Marker gives you freely for your own studies.</li>
          <li>
            Marker&apos;s software, design and text belong to us or the people we license them from. Please do not copy
            them except as needed to use Marker.
          </li>
          <li>
            Exam board names belong to their owners. Questions from past papers belong to the exam boards; use them for
            your own study.
          </li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="liability" title="10. Our liability to you">
        <BulletList>
          <li>
            We provide Marker with reasonable care and skill. We cannot promise that it will always be available or free
            of errors, or that every piece of feedback is right. The <TextLink to="/status">Status page</TextLink> shows
            whether Marker is working normally.
          </li>
          <li>
            We are not responsible for losses we could not reasonably have expected, for events outside our control, or
            for results of relying on AI feedback instead of a teacher&apos;s advice.
          </li>
          <li>
            Apart from the cases below, our total responsibility to you (the law calls this our &ldquo;liability&rdquo;)
            is limited to the amount you paid us in the 12 months before the problem happened.
          </li>
          <li>
            Nothing in these terms limits our responsibility for death or personal injury caused by our negligence, for
            fraud, or for anything else the law does not let us limit. Your legal rights as a consumer are not affected.
          </li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="changes-to-these-terms" title="11. Changes to these terms">
        <p>
          We may update these terms, for example when we add features or the law changes. We will change the &ldquo;Last
          updated&rdquo; date at the top of this page. For important changes, we will tell you by email or in Marker
          before they apply. If you do not agree with a change, you can cancel and delete your account before it
          applies.
        </p>
      </DocumentSection>

      <DocumentSection id="governing-law" title="12. Governing law">
        <p>
          These terms are governed by the law of England and Wales. Any dispute will be dealt with by the courts of
          England and Wales. If you live in Scotland or Northern Ireland, you can also bring a claim in your local
          courts. If something goes wrong, please contact us first: most problems can be sorted out quickly.
        </p>
      </DocumentSection>

      <DocumentSection id="contact" title="13. Contact us">
        <p>If you have a question about these terms, email us:</p>
        <ContactAddress label="Support" address={settings?.supportEmail} />
        <p>
          To report a security problem, see our <TextLink to="/security">Security page</TextLink>. You can also find
          answers in the <TextLink to="/help">Help Center</TextLink>.
        </p>
      </DocumentSection>
    </>
  );
}
