import type { ReactNode } from "react";

import { DocumentSection } from "~/ui/page";

import { BulletList, PublicPage, TextLink } from "./content";
import { TrialDays } from "./trial-days";
import {
  BOARD_NAMES_TEXT,
  getPlanFact,
  PLAN_FACTS,
  VIDEO_FLASHCARD_PLAN_NAMES_TEXT,
} from "./plan-facts";

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

interface QuestionGroup {
  id: string;
  title: string;
  questions: Question[];
}

const basic = getPlanFact("basic");

const FAQ: QuestionGroup[] = [
  {
    id: "marking",
    title: "Marking",
    questions: [
      {
        id: "how-marking-works",
        question: "How does marking work?",
        answer: (
          <>
            <p>
              You choose a subject and question type, then paste in the question and your answer (and the extract, if
              the question has one). An AI model reads your answer against the assessment objectives of your exam
              board&apos;s mark scheme and suggests marks for each objective, quoting the parts of your answer that
              earned them. Where a site runs without an AI model, Marker&apos;s offline marker gives an estimate
              instead, and every result says which one marked it.
            </p>
            <p>
              Our server then checks the AI&apos;s work: every quote must really be in your answer, and no mark may go
              above what the mark scheme allows. The server works out your total, level and indicative grade itself.
              Read more on the <TextLink to="/about">About page</TextLink>.
            </p>
          </>
        ),
      },
      {
        id: "mark-level-grade",
        question: "What do the mark, level and indicative grade mean?",
        answer: (
          <BulletList>
            <li>
              <strong className="text-slate-900">Mark:</strong> your score out of the marks available for that question,
              split by assessment objective so you can see where marks came from.
            </li>
            <li>
              <strong className="text-slate-900">Level:</strong> the band of the mark scheme your answer fits best.
              Higher levels describe stronger answers, and the feedback tells you what the next level needs.
            </li>
            <li>
              <strong className="text-slate-900">Indicative grade:</strong> a rough 9 to 1 guide worked out from the
              percentage you scored on this one answer. Real grade boundaries are set for whole papers and change every
              year, so treat it as a guide, not a prediction.
            </li>
          </BulletList>
        ),
      },
      {
        id: "different-from-teacher",
        question: "Why might my mark be different from my teacher's?",
        answer: (
          <>
            <p>
              AI feedback is not official marking. The AI can misread an answer, and even experienced examiners
              sometimes disagree by a few marks. Your teacher also knows the exact task, the text you studied and how
              your school applies the mark scheme.
            </p>
            <p>
              Use Marker for practice and ideas for improvement. For official assessments and predicted grades, always
              go with your teacher.
            </p>
          </>
        ),
      },
      {
        id: "coursework",
        question: "Can I use Marker for coursework or assessed work?",
        answer: (
          <p>
            No. Work that counts towards your grade, such as non-exam assessment, must be all your own, and exam board
            rules do not allow outside feedback on it. Use Marker for practice questions and revision only. Our{" "}
            <TextLink to="/tos">Terms of Service</TextLink> explain this.
          </p>
        ),
      },
    ],
  },
  {
    id: "plans",
    title: "Plans and payments",
    questions: [
      {
        id: "daily-limit",
        question: "How many answers can I have marked each day?",
        answer: (
          <>
            <BulletList>
              {PLAN_FACTS.map((plan) => (
                <li key={plan.id}>
                  {plan.name}: {plan.dailyLimitText}
                </li>
              ))}
            </BulletList>
            <p>
              Your allowance resets at midnight UK time. If a marking fails, it does not count towards your limit, and
              you can try again.
            </p>
          </>
        ),
      },
      {
        id: "subjects-per-plan",
        question: "Which subjects can I use on my plan?",
        answer: (
          <>
            <BulletList>
              {PLAN_FACTS.map((plan) => (
                <li key={plan.id}>
                  {plan.name}: {plan.subjectsText}
                </li>
              ))}
            </BulletList>
            <p>
              Every plan works with {BOARD_NAMES_TEXT}. See the <TextLink to="/pricing">Pricing page</TextLink> for
              everything each plan includes.
            </p>
          </>
        ),
      },
      {
        id: "free-trial",
        question: "How does the free trial work?",
        answer: (
          <p>
            Every new account gets a <TrialDays />-day free trial with the features of the {basic.name} plan, including{" "}
            {basic.dailyLimitText} in {basic.subjectsText}. You do not pay for the trial. When it ends, choose a plan on
            the <TextLink to="/pricing">Pricing page</TextLink> to keep marking.
          </p>
        ),
      },
      {
        id: "cancel",
        question: "How do I cancel my subscription?",
        answer: (
          <p>
            Go to your profile page and choose to manage or cancel your subscription. You can cancel at any time. Your
            plan keeps working until the end of the month you have paid for, and you will not be charged again.
          </p>
        ),
      },
      {
        id: "student-discounts",
        question: "Do you offer student discounts?",
        answer: (
          <p>
            Yes. Get in touch through the <TextLink to="/contact">Contact page</TextLink> and tell us about your school
            or college, and we will see what we can do.
          </p>
        ),
      },
    ],
  },
  {
    id: "account",
    title: "Your account and studying",
    questions: [
      {
        id: "change-board",
        question: "How do I change my exam board?",
        answer: (
          <p>
            Open your profile page. You can choose a different exam board for each subject there. New answers are marked
            against the board you have chosen; answers already marked keep their original results.
          </p>
        ),
      },
      {
        id: "flashcards",
        question: "How do flashcards and spaced repetition work?",
        answer: (
          <>
            <p>
              You can make flashcard sets yourself, make cards from the feedback on a marked answer, or on the{" "}
              {VIDEO_FLASHCARD_PLAN_NAMES_TEXT} plans have the AI make them from a YouTube video link. When you review a
              card, you say how well you remembered it: Again, Hard, Good or Easy.
            </p>
            <p>
              Marker then uses spaced repetition: cards you find hard come back soon, and cards you know well come back
              after longer and longer gaps, just before you would be likely to forget them. A few minutes a day is
              enough.
            </p>
          </>
        ),
      },
      {
        id: "data-safe",
        question: "Is my data safe? Who sees my answers?",
        answer: (
          <>
            <p>
              Your answers and results are private to your account. To mark an answer, our server sends it to an AI
              service without your name or email address. There are no adverts or trackers, and we never sell your data.
              Nobody else sees a result unless you create a share link for it.
            </p>
            <p>
              You can download or delete everything from your profile page, under Your data. The{" "}
              <TextLink to="/policy">Privacy Policy</TextLink> explains it all in plain language.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: "problems",
    title: "When something goes wrong",
    questions: [
      {
        id: "something-broke",
        question: "What should I do if something isn't working?",
        answer: (
          <>
            <p>
              First check the <TextLink to="/status">Status page</TextLink> to see whether Marker is having a problem.
              If a marking failed, press retry on the result page: failed markings do not use up your daily allowance.
            </p>
            <p>
              If it still does not work, tell us through the <TextLink to="/contact">Contact page</TextLink>. Say what
              you were doing and what went wrong.
            </p>
          </>
        ),
      },
      {
        id: "security-problem",
        question: "I think I found a security problem. What should I do?",
        answer: (
          <p>
            Thank you for telling us. Please do not try to look at anyone else&apos;s data. Follow the steps on our{" "}
            <TextLink to="/security">Security page</TextLink>.
          </p>
        ),
      },
    ],
  },
];

export function HelpCenter() {
  return (
    <PublicPage
      title="Help Center"
      lead={
        <p>
          Answers to the questions students ask us most. Select a question to see the answer. Can&apos;t find what you
          need? <TextLink to="/contact">Contact us</TextLink>.
        </p>
      }
    >
      {FAQ.map((group) => (
        <DocumentSection key={group.id} id={group.id} title={group.title}>
          <div className="space-y-3">
            {group.questions.map((item) => (
              <details key={item.id} id={item.id} className="group rounded-lg border border-slate-200 bg-white">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <div className="space-y-3 border-t border-slate-200 px-4 py-3">{item.answer}</div>
              </details>
            ))}
          </div>
        </DocumentSection>
      ))}
    </PublicPage>
  );
}
