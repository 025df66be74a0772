import type { ReactNode } from "react";

import { Card } from "~/ui/card";
import { DocumentSection } from "~/ui/page";

import { BulletList, LEGAL_LAST_UPDATED, PublicPage, TextLink } from "./content";
import { ContactAddress } from "./email-address";
import { usePublicSettings } from "./use-public-settings";

/** A term and its plain-language explanation, used for the data list and the rights list. */
function Definitions({ items }: { items: { term: string; description: ReactNode }[] }) {
  return (
    <dl className="space-y-4">
      {items.map((item) => (
        <div key={item.term}>
          <dt className="font-semibold text-slate-900">{item.term}</dt>
          <dd className="mt-1">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}

const DATA_WE_COLLECT = [
  {
    term: "Your account",
    description: (
      <>
        Your name, your email address and your password. We never keep your actual password, only a scrambled version of
        it (a &ldquo;hash&rdquo;) that cannot be turned back into the password. If you sign in with Google, Google tells
        us your name and email address. We never see your Google password. We use these to create your account and sign
        you in.
      </>
    ),
  },
  {
    term: "Your study settings",
    description: (
      <>
        The exam board you chose for each subject and, if you add one, a profile picture. We use these to mark your
        answers against the right board and to show your profile.
      </>
    ),
  },
  {
    term: "Your age confirmation",
    description: (
      <>
        When you sign up, you tick &ldquo;I am 13 or older, or a parent or carer has agreed&rdquo;. We store that you
        ticked it and when. We do not ask for your date of birth.
      </>
    ),
  },
  {
    term: "Your answers and results",
    description: (
      <>
        The questions you answer, your answers, any source or extract you add, and the marks and feedback you get. We
        use these to mark your work and show your progress.
      </>
    ),
  },
  {
    term: "Your flashcards",
    description: (
      <>
        The flashcard sets you make, any pictures you add to cards, any video link you give us to make cards from,
        and how well you remembered each card. We use these to show you each card again at the right time.
      </>
    ),
  },
  {
    term: "Your targets and study plan",
    description: (
      <>
        If you set them: the grade you are aiming for in each subject, your exam dates and the minutes a day you want
        to study. We use these only to show your progress against your targets and to plan your week.
      </>
    ),
  },
  {
    term: "Your payment status",
    description: (
      <>
        Which plan you are on, whether it is paid, and when it renews. The payment provider handles your card. We never
        see or store your card number.
      </>
    ),
  },
  {
    term: "Technical logs",
    description: (
      <>
        When you visit, which pages you ask for, your IP address, your type of browser and any errors. We use these to
        keep Marker working and safe, for example to stop someone guessing passwords. Logs never include your answers or
        your password.
      </>
    ),
  },
  {
    term: "Messages you send us",
    description: <>If you email us, we keep your message so that we can help you.</>,
  },
];

const RIGHTS = [
  {
    term: "Access",
    description: <>You can ask for a copy of the personal data we hold about you.</>,
  },
  {
    term: "Correction (rectification)",
    description: <>You can ask us to fix data that is wrong or incomplete.</>,
  },
  {
    term: "Deletion (erasure)",
    description: <>You can ask us to delete your data.</>,
  },
  {
    term: "Portability",
    description: <>You can get your data in a file a computer can read, so that you can take it somewhere else.</>,
  },
  {
    term: "Restriction",
    description: <>You can ask us to pause using your data, for example while we check that it is right.</>,
  },
  {
    term: "Objection",
    description: (
      <>
        You can object to us using your data where we rely on our &ldquo;legitimate interests&rdquo;, such as keeping
        logs for security. We will stop unless we have a strong reason to carry on.
      </>
    ),
  },
];

/** The Privacy Policy page: 13 numbered sections in plain language for 14-16 year olds (spec section 2, K1). */
export function PrivacyPolicy() {
  return (
    <PublicPage
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      lead={
        <p>
          This policy explains what information Marker collects about you, why we need it, and how you stay in control
          of it. We wrote it for students aged 14 to 16. If anything is unclear, ask a parent, guardian or teacher, or
          contact us.
        </p>
      }
    >
      <Card className="mt-8 text-slate-700">
        <p className="font-semibold text-slate-900">The short version</p>
        <BulletList className="mt-3">
          <li>We only collect what we need to mark your answers and run your account.</li>
          <li>No adverts, no trackers and no analytics cookies.</li>
          <li>We never sell your data.</li>
          <li>Your answers go to an AI service only to be marked, without your name or email address.</li>
          <li>You can download or delete your data at any time, from Profile &rarr; Your data.</li>
        </BulletList>
      </Card>
      <PrivacyPolicySections />
    </PublicPage>
  );
}

function PrivacyPolicySections() {
  const settings = usePublicSettings();
  return (
    <>
      <DocumentSection id="who-we-are" title="1. Who we are">
        <p>
          Marker is a website that marks GCSE answers and helps you revise. &ldquo;We&rdquo; means the organisation that
          runs this copy of Marker. We are responsible for looking after your personal data. The law calls this being
          the &ldquo;data controller&rdquo;.
        </p>
        <p>You can reach us using the details in section 13.</p>
      </DocumentSection>

      <DocumentSection id="what-we-collect" title="2. What we collect and why">
        <Definitions items={DATA_WE_COLLECT} />
        <p>
          We do not collect your location, your contacts, or anything for advertising. Please do not put your name or
          other personal details inside your answers.
        </p>
        <p>
          The law asks us to give a reason for using your data. Most of it we use to provide the service you signed up
          for (the law calls this a &ldquo;contract&rdquo;). Technical logs we keep to protect Marker and you (the law
          calls this &ldquo;legitimate interests&rdquo;).
        </p>
      </DocumentSection>

      <DocumentSection id="ai-processing" title="3. How AI marking uses your answers">
        <BulletList>
          <li>
            When you ask for an answer to be marked, our server sends the question, your answer and any extract to an AI
            service. The AI suggests marks and feedback. Our server checks them before you see them.
          </li>
          <li>
            We send only what is needed to mark the answer. We never send your name, your email address or anything else
            that says who you are.
          </li>
          <li>
            The organisation that runs Marker chooses which AI provider it uses, or it can run the AI model on its own
            computers. Either way, your browser never talks to the AI service directly.
          </li>
          <li>
            We choose AI providers whose terms say they do not use data sent through their API to train their AI models.
            A provider may keep the data for a short time to check for misuse, as its terms allow. We do not use your
            answers to train AI models either.
          </li>
          <li>The same rules apply when the AI makes flashcards, practice questions or extracts for you.</li>
          <li>
            Marker&apos;s marks are feedback to help you study. They are not used to make decisions about you that have
            legal or similarly serious effects, such as your real exam results.
          </li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="sharing" title="4. Who we share your data with">
        <p>
          We never sell your data. We do not work with advertisers and there are no adverts on Marker. We only share
          data with companies that help us run Marker, and only what each one needs:
        </p>
        <BulletList>
          <li>the AI provider gets your questions and answers, but not who you are (see section 3);</li>
          <li>the payment provider gets your email address and the plan you chose, and handles your card itself;</li>
          <li>the email provider delivers emails we send you, such as sign-in and password emails;</li>
          <li>the companies that host our servers and store our files keep your data safe for us.</li>
        </BulletList>
        <p>
          These companies must protect your data and may only use it to provide their service to us. When you make
          flashcards from a video, our server fetches the video&apos;s captions, so the video site sees a request from
          our server, not from you.
        </p>
        <p>
          Your results are private. If you create a share link for a result, anyone with that link can see that one
          result until you turn the link off. We may also share data if the law requires it, or to protect someone from
          harm.
        </p>
      </DocumentSection>

      <DocumentSection id="security" title="5. How we keep your data safe">
        <BulletList>
          <li>Connections to Marker are encrypted.</li>
          <li>Passwords are scrambled with a strong method called argon2id before we store them.</li>
          <li>Signing out ends your session on our server, not just in your browser.</li>
          <li>Everything you save is tied to your account, and only you can see it.</li>
        </BulletList>
        <h3 id="pictures" className="pt-2 font-semibold text-slate-900">
          Where your pictures go
        </h3>
        <BulletList>
          <li>
            Your profile picture and any pictures you add to flashcards go to Marker&apos;s own file storage, the same
            place that keeps the rest of Marker&apos;s files. They are never sent to another website or to the AI.
          </li>
          <li>
            Before we store a picture, we make a fresh copy of it (we &ldquo;re-encode&rdquo; it). The copy keeps the
            picture but drops the hidden details a photo can carry, such as where it was taken and which phone took it.
            Your original file is not kept.
          </li>
          <li>
            Each picture is stored under a random name, and only you can see it: Marker shows it only to you when you
            are signed in. A share link never shows your profile picture.
          </li>
          <li>
            When you remove or replace your profile picture, or delete a card or set, its picture is deleted too. A
            picture you uploaded but never put on a card is deleted after a day.
          </li>
        </BulletList>
        <p>
          No system is perfectly safe. If something goes wrong that puts your data at risk, we will tell you and, where
          the law says so, the regulator. Our <TextLink to="/security">Security page</TextLink> has more detail.
        </p>
      </DocumentSection>

      <DocumentSection id="retention" title="6. How long we keep your data">
        <BulletList>
          <li>
            We keep your account, answers, results, flashcards and pictures for as long as you have an account, so
            that you can look back at your work. You can delete any result&apos;s share link, any card or set, or your
            profile picture whenever you like.
          </li>
          <li>
            When you delete your account, we first cancel any subscription, then delete your account, profile, answers,
            results, flashcards, pictures, share links and everything else linked to you, and sign you out everywhere.
            We send you an email to say it is done. Copies in backups are removed when those backups are replaced in the
            normal way.
          </li>
          <li>
            After that, we keep only two things. First, the payment provider keeps its own invoices and payment records
            for as long as the law requires, for example for tax. Second, we keep a note that an account was deleted and
            when. That note does not say whose account it was: no name, no email address, nothing else.
          </li>
          <li>
            Sign-in sessions end when you sign out, when you change your password, or when they have not been used
            for a while (a week, unless the people who run this copy of Marker set a different time). Records of
            failed sign-ins, kept to stop password guessing, last an hour at most.
          </li>
          <li>We keep technical logs for a short time to fix faults and stop attacks, then delete them.</li>
          <li>We keep emails you send us only for as long as we need them to help you.</li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="your-rights" title="7. Your rights">
        <p>UK data protection law (the UK GDPR) gives you these rights over your personal data:</p>
        <Definitions items={RIGHTS} />
        <p>You also have the right to be told how we use your data. That is what this policy is for.</p>
      </DocumentSection>

      <DocumentSection id="using-your-rights" title="8. How to use your rights">
        <BulletList>
          <li>
            <strong className="text-slate-900">Download your data:</strong> go to Profile &rarr; Your data and choose
            &ldquo;Download my data&rdquo;. You get one file (a ZIP file, which your computer or phone opens like a
            folder) with everything we hold about you: a guide to what is in it, all your data, and your pictures as
            image files. We ask for your password first (or, if you sign in with Google, a fresh sign-in), to check it is
            really you.
          </li>
          <li>
            <strong className="text-slate-900">Correct your data:</strong> you can change your name, exam boards and
            profile picture on your profile page.
          </li>
          <li>
            <strong className="text-slate-900">Delete your data:</strong> go to Profile &rarr; Your data and choose
            &ldquo;Delete my account&rdquo;. You type your password and the word DELETE, so it cannot happen by
            accident. This also cancels any subscription. It cannot be undone, so you may want to download your data
            first.
          </li>
          <li>
            <strong className="text-slate-900">Anything else:</strong> for restriction, objection or any other request,
            or if you cannot sign in, contact us (section 13).
          </li>
        </BulletList>
        <p>
          Using your rights is free. We reply within one month. We may need to check who you are first. A parent or
          guardian can ask on behalf of a child.
        </p>
      </DocumentSection>

      <DocumentSection id="cookies" title="9. Cookies">
        <p>
          A cookie is a small file that a website saves in your browser. Marker only uses a sign-in session cookie. It
          keeps you signed in as you move between pages, and it is removed when you sign out. Because Marker cannot work
          without it, we do not need to ask you first.
        </p>
        <p>
          We do not use tracking, analytics or advertising cookies, and there are no third-party trackers on Marker. The
          payment provider&apos;s checkout page is run by the payment provider, and it may use its own cookies, for
          example to prevent fraud.
        </p>
      </DocumentSection>

      <DocumentSection id="international-transfers" title="10. Sending data outside the UK">
        <p>
          Some of the companies we use, such as the AI, payment or email provider, may store or handle data in other
          countries, for example in the European Union or the United States. When that happens, we make sure your data
          is protected as well as it would be in the UK. We only send it to countries the UK government says protect
          data properly, or we use contracts approved by the UK regulator. Contact us if you would like to know more.
        </p>
      </DocumentSection>

      <DocumentSection id="children" title="11. Children">
        <BulletList>
          <li>Marker is made for GCSE students, usually aged 14 to 16, and is intended for people aged 13 or over.</li>
          <li>
            If you are under 13, you need a parent or carer to agree before you sign up. When you sign up, you tick
            &ldquo;I am 13 or older, or a parent or carer has agreed&rdquo;, and we store when you ticked it. If we find
            out that a child under 13 has an account without that agreement, we will delete it. Parents and carers can
            contact us about this.
          </li>
          <li>
            Marker is private by default, following the UK&apos;s Children&apos;s Code: your profile, answers and
            results are private, your profile picture is visible only to you, other people can only see a result if you
            create a share link for it, and we never track your location.
          </li>
          <li>We collect only what we need, and we never use your data for adverts.</li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="changes" title="12. Changes to this policy">
        <p>
          We may update this policy. When we do, we will change the &ldquo;Last updated&rdquo; date at the top. For
          important changes, we will tell you by email or in Marker before they apply, in plain words.
        </p>
      </DocumentSection>

      <DocumentSection id="contact" title="13. How to contact us">
        <ContactAddress label="Support" address={settings?.supportEmail} />
        <ContactAddress label="Data protection contact" address={settings?.supportEmail}>
          For questions about your data or to use your rights, write &ldquo;Data protection&rdquo; in the subject line.
        </ContactAddress>
        <p>
          If you are unhappy with how we have handled your data, you can complain to the Information Commissioner&apos;s
          Office (ICO), the UK regulator for data protection, at ico.org.uk. We would like the chance to put things
          right first, so please contact us before you do.
        </p>
      </DocumentSection>
    </>
  );
}
