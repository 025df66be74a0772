import { data, Link } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { getSubmissionForUser } from "~/features/submissions/read-submissions.server";
import { getDb } from "~/platform/db/client.server";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/marking-results";

export function meta() {
  return [{ title: "Marker - Marking Results" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireSetUpUser(request, context);
  const submission = await getSubmissionForUser(getDb(), user.id, params.submissionId);
  if (!submission) return data({ submission: null }, { status: 404 });
  return {
    submission: {
      id: submission.id,
      subject: submission.subject,
      subjectId: submission.subjectId,
      board: submission.board,
      status: submission.status,
      questionText: submission.questionText,
      sourceText: submission.sourceText,
      answerText: submission.answerText,
    },
  };
}

export default function MarkingResults({ loaderData }: Route.ComponentProps) {
  const { submission } = loaderData;
  if (!submission) {
    return (
      <PageContainer className="py-16">
        <h1 className="text-3xl font-bold text-slate-900">Submission not found</h1>
        <p className="mt-3 text-slate-700">This answer does not exist, or it belongs to someone else.</p>
        <Link to="/subjects" className={`${buttonClasses("primary", "md")} mt-6`}>
          Try Another Question
        </Link>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {submission.subject} · {submission.board.toUpperCase()}
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Your answer</h1>
      {submission.status === "pending" ? (
        <Card className="mt-6 border-sky-300 bg-sky-50" role="status">
          <p className="font-semibold text-sky-900">Waiting to be marked</p>
          <p className="mt-1 text-sky-900">
            Your answer is saved and queued for marking. Your mark and feedback will appear on this page.
          </p>
        </Card>
      ) : null}
      <section aria-labelledby="question-heading" className="mt-8">
        <h2 id="question-heading" className="text-lg font-semibold text-slate-900">
          Question
        </h2>
        <p className="mt-2 whitespace-pre-wrap text-slate-800">{submission.questionText}</p>
      </section>
      {submission.sourceText ? (
        <section aria-labelledby="source-heading" className="mt-6">
          <h2 id="source-heading" className="text-lg font-semibold text-slate-900">
            Source or extract
          </h2>
          <p className="mt-2 whitespace-pre-wrap rounded-lg bg-slate-50 p-4 text-slate-800">{submission.sourceText}</p>
        </section>
      ) : null}
      <section aria-labelledby="answer-heading" className="mt-6">
        <h2 id="answer-heading" className="text-lg font-semibold text-slate-900">
          Your answer
        </h2>
        <p className="mt-2 whitespace-pre-wrap text-slate-800">{submission.answerText}</p>
      </section>
      <div className="mt-10 flex flex-wrap gap-4">
        <Link to="/subjects" className={buttonClasses("primary", "md")}>
          Try Another Question
        </Link>
        <Link to={`/subjects/${submission.subjectId}`} className={buttonClasses("secondary", "md")}>
          Back to Subject
        </Link>
      </div>
    </PageContainer>
  );
}
