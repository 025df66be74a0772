import { Link } from "react-router";

import { EXAM_BOARDS, SUBJECTS } from "~/features/catalogue";
import { buttonClasses } from "~/ui/button";
import { DocumentSection } from "~/ui/page";
import { useSignedIn } from "~/ui/use-signed-in";

import { BulletList, NumberedList, PublicPage, TextLink } from "./content";
import { TrialDays } from "./trial-days";
import { getPlanFact } from "./plan-facts";
import { SIGN_UP_PATH } from "~/ui/navigation";

const basic = getPlanFact("basic");

const MARKING_STEPS = [
  {
    title: "You send your answer.",
    text: "Choose your subject and question type, then paste in the question, your answer and any extract. It goes to our server, never straight from your browser to an AI service.",
  },
  {
    title: "The AI proposes marks.",
    text: "An AI model reads your answer against the assessment objectives in your exam board's mark scheme. For each objective it suggests a mark and quotes the parts of your answer that earned it. Where a site runs without an AI model, Marker's offline marker gives an estimate instead, and every result says which one marked it.",
  },
  {
    title: "Our server checks the proposal.",
    text: "Every quote must really appear in your answer, and no mark may go above what the mark scheme allows. If the AI's reply does not pass these checks, we never make up a mark: the marking fails, you can retry, and it does not count towards your daily limit.",
  },
  {
    title: "Our server works out the result.",
    text: "From the checked marks, the server calculates your total, your percentage, the level you reached and an indicative grade, the same way every time. You also get strengths, improvements and what to do next.",
  },
];

export function AboutMarker() {
  // A signed-in student already has an account: /auth would only send them to the dashboard.
  const signedIn = useSignedIn();
  return (
    <PublicPage
      title="About Marker"
      lead={
        <p>
          Marker helps GCSE students practise exam answers and see how to improve them. Write an answer, get it marked
          against your exam board&apos;s mark scheme in moments, and find out exactly what would lift it to the next
          level.
        </p>
      }
    >
      <DocumentSection id="what-marker-is" title="What Marker is">
        <p>
          Marker is a revision tool for students aged about 14 to 16. For each answer you get a mark for every
          assessment objective, the level your answer reached, an indicative grade, and feedback quoting your own words.
          Your dashboard keeps your recent answers and your average indicative grade.
        </p>
        <p>
          Alongside marking there are study tools: practice questions written for you, flashcards with spaced
          repetition review, flashcards made from your feedback, and, on some plans, source extracts, flashcards made
          from a YouTube video and results exported as a PDF.
        </p>
      </DocumentSection>

      <DocumentSection id="how-marking-works" title="How marking works">
        <NumberedList>
          {MARKING_STEPS.map((step) => (
            <li key={step.title}>
              <strong className="text-slate-900">{step.title}</strong> {step.text}
            </li>
          ))}
        </NumberedList>
        <p>
          Splitting the work this way means the AI gives the judgement and the evidence, while the arithmetic and the
          limits of the mark scheme stay in our own code.
        </p>
      </DocumentSection>

      <DocumentSection id="boards-and-subjects" title="Exam boards and subjects">
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold text-slate-900">Exam boards</h3>
            <BulletList className="mt-2">
              {EXAM_BOARDS.map((board) => (
                <li key={board.id}>{board.fullName}</li>
              ))}
            </BulletList>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Subjects</h3>
            <BulletList className="mt-2">
              {SUBJECTS.map((subject) => (
                <li key={subject.id}>GCSE {subject.name}</li>
              ))}
            </BulletList>
          </div>
        </div>
        <p>
          The {basic.name} plan covers {basic.subjectsText}; the other plans cover every subject. The{" "}
          <TextLink to="/pricing">Pricing page</TextLink> compares them.
        </p>
      </DocumentSection>

      <DocumentSection id="limits" title="What Marker cannot do">
        <BulletList>
          <li>Marker&apos;s feedback comes from AI. It is not official marking, and AI can get things wrong.</li>
          <li>
            The indicative grade is a rough guide based on one answer. Real grade boundaries are set for whole papers
            and change every year.
          </li>
          <li>
            For official assessments, mocks and predicted grades, always ask your teachers. They know your work best.
          </li>
          <li>Marker is for practice. Do not use it for coursework or any assessed work that must be all your own.</li>
          <li>Marker is not connected to, or approved by, any exam board.</li>
        </BulletList>
      </DocumentSection>

      <DocumentSection id="privacy" title="Built for young people's privacy">
        <BulletList>
          <li>No adverts, no trackers and no analytics cookies. We never sell your data.</li>
          <li>Your answers go to the AI service without your name or email address, and only to be marked.</li>
          <li>Your answers, results and profile picture are private to you.</li>
          <li>You can download all your data, or delete your account, from your profile page (Your data).</li>
          <li>Your profile picture and card pictures stay in Marker&apos;s own storage, cleaned of hidden details.</li>
        </BulletList>
        <p>
          Our <TextLink to="/policy">Privacy Policy</TextLink> explains this in plain language.
        </p>
      </DocumentSection>

      <DocumentSection id="get-started" title="Get started">
        <p>
          Every new account starts with a <TrialDays />-day free trial of the {basic.name} plan. You do not pay for the
          trial.
        </p>
        <div className="flex flex-wrap gap-4 pt-2">
          {signedIn ? (
            <Link to="/subjects" className={buttonClasses("primary", "lg")}>
              Choose a subject
            </Link>
          ) : (
            <Link to={SIGN_UP_PATH} className={buttonClasses("primary", "lg")}>
              Create an account
            </Link>
          )}
          <Link to="/pricing" className={buttonClasses("secondary", "lg")}>
            See plans and prices
          </Link>
        </div>
      </DocumentSection>
    </PublicPage>
  );
}
