import { Link, useSearchParams } from "react-router";

import { usePublicSettings } from "~/features/public-pages/use-public-settings";
import { Banner } from "~/ui/banner";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import { useSignedIn } from "~/ui/use-signed-in";
import { SIGN_UP_PATH } from "~/ui/navigation";

export function meta() {
  return [
    { title: "Home" },
    {
      name: "description",
      content:
        "Marker gives GCSE students in English Literature, English Language and History a mark, a level and feedback on each answer, against their exam board's mark scheme.",
    },
  ];
}

const FEATURE_TILES = [
  {
    title: "Fast feedback",
    text: "Paste a question and your answer and get a mark, a level and clear next steps in moments, not weeks.",
  },
  {
    title: "Exam board aligned",
    text: "Marked against the assessment objectives and level bands of AQA, OCR, Pearson Edexcel and WJEC Eduqas.",
  },
  {
    title: "24/7",
    text: "Practise whenever you revise: late evenings, weekends and the night before the exam.",
  },
];

export default function Home() {
  // A signed-in student starts marking from the subjects; /auth would only bounce them to the dashboard.
  const start = useSignedIn() ? "/subjects" : SIGN_UP_PATH;
  // After "Delete my account" (the query makes the server render this page rather than serve the prerendered one).
  const [searchParams] = useSearchParams();
  const accountDeleted = searchParams.get("account") === "deleted";
  const offlineMarking = usePublicSettings()?.offlineMarking ?? false;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <PageContainer className="py-20 text-center">
          {accountDeleted ? (
            <Banner tone="success" className="mx-auto mb-8 max-w-2xl text-left">
              Your account has been deleted, and we have sent a confirmation to your email address. Thank you for using Marker.
            </Banner>
          ) : null}
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            GCSE Marking, Revolutionised
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Instant, mark-scheme-based feedback on your English Literature, English Language and History answers,
            so you know exactly what to do to reach the next grade.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link to={start} className={buttonClasses("primary", "lg")}>
              Start Marking
            </Link>
            <Link to="/about" className={buttonClasses("secondary", "lg")}>
              Learn More
            </Link>
          </div>
        </PageContainer>
      </section>

      <section aria-labelledby="features-heading">
        <PageContainer className="py-16">
          <h2 id="features-heading" className="sr-only">
            Why students use Marker
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {FEATURE_TILES.map((tile) => (
              <li key={tile.title}>
                <Card className="h-full">
                  <h3 className="text-lg font-semibold text-slate-900">{tile.title}</h3>
                  <p className="mt-2 text-slate-700">{tile.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>

      <section aria-labelledby="ai-heading" className="bg-slate-50">
        <PageContainer className="grid gap-10 py-16 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="ai-heading" className="text-3xl font-bold text-slate-900">
              Powered by Advanced AI
            </h2>
            <p className="mt-4 text-slate-700">
              Every answer is read against your board&apos;s assessment objectives. You see the marks for each
              objective, the level you reached, quotes from your own answer that earned credit, and what would
              lift it higher. AI feedback is a study aid, not official marking: ask your teacher about official
              assessments.
            </p>
            {offlineMarking ? (
              // Said where the promise is made: this server has no AI model set up, and each result says so too.
              <p className="mt-4 text-slate-700">
                On this server no AI model is set up yet, so answers are marked by Marker&apos;s built-in offline marker: an
                estimate from what it can measure in your writing, labelled as one on every result.
              </p>
            ) : null}
          </div>
          <Card aria-label="Sample feedback" className="space-y-5">
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Sample feedback</p>
                <p className="mt-1 font-semibold text-slate-900">Macbeth: how does Shakespeare present ambition?</p>
              </div>
              <div className="rounded-lg bg-green-100 px-3 py-2 text-center">
                <p className="text-xs font-semibold text-green-900">Indicative grade</p>
                <p className="text-2xl font-bold text-green-900">7</p>
              </div>
            </div>
            <blockquote className="border-l-4 border-brand-600 pl-4 text-slate-700">
              &ldquo;Strong analysis of &lsquo;vaulting ambition&rsquo;: you explain the metaphor and link it to the
              tragic structure. To reach Level 4, bring in Jacobean ideas about kingship and the Divine Right of
              Kings.&rdquo;
            </blockquote>
            <div>
              <div className="flex justify-between text-sm font-medium text-slate-700">
                <span>Progress this term</span>
                <span>57%</span>
              </div>
              <div
                className="mt-2 h-3 w-full rounded-full bg-slate-200"
                role="img"
                aria-label="Progress this term: 57%"
              >
                <div className="h-3 w-[57%] rounded-full bg-brand-700" />
              </div>
            </div>
          </Card>
        </PageContainer>
      </section>

      <section aria-labelledby="cta-heading">
        <PageContainer className="py-16 text-center">
          <h2 id="cta-heading" className="text-3xl font-bold text-slate-900">
            Ready to see your next grade?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-slate-700">
            Create an account, choose your exam board and mark your first answer today.
          </p>
          <Link to={start} className={`${buttonClasses("primary", "lg")} mt-8`}>
            Get Started Today
          </Link>
        </PageContainer>
      </section>
    </>
  );
}
