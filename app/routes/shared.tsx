import { data, Link } from "react-router";

import { EXAM_BOARDS } from "~/features/catalogue";
import { estimatedSchemeNote, getPaper, getQuestionType, getTopic } from "~/features/catalogue/lookup";
import { ResultView } from "~/features/marking/components/result-view";
import { paperAnswerOf } from "~/features/papers/attempts.server";
import { readMarkingResult } from "~/features/marking/stored-marking";
import { getSharedSubmission } from "~/features/marking/share-links.server";
import { getDb } from "~/platform/db/client.server";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import { SourceText } from "~/ui/source-text";
import type { Route } from "./+types/shared";

/**
 * The loader's headers reach the response (React Router sends a loader's headers only when the route exports
 * `headers`): "noindex" for search engines, and no caching of a child's work, on the page and its 404.
 */
export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  const source = errorHeaders ?? loaderHeaders;
  const out = new Headers();
  for (const name of ["Cache-Control", "X-Robots-Tag"]) {
    const value = source.get(name);
    if (value) out.set(name, value);
  }
  return out;
}

export function meta() {
  return [{ title: "Marker - Shared result" }, { name: "robots", content: "noindex" }];
}

/** A read-only view of one result, for anyone with the link: no name, email or avatar of the student. */
export async function loader({ params }: Route.LoaderArgs) {
  const submission = await getSharedSubmission(getDb(), params.token);
  const result = readMarkingResult(submission);
  if (!submission || !result) {
    return data({ found: false as const }, { status: 404, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
  }
  // Which paper and question the answer was written for, in the catalogue's words, so a teacher can judge it
  // against the right mark scheme; one the catalogue no longer knows is left out rather than shown as an id.
  const { subjectId, board, paper, topic, questionType } = submission;
  const type = getQuestionType(subjectId, board, paper, questionType, topic ?? undefined);
  return data(
    {
      found: true as const,
      subject: submission.subject,
      // The board's name as the catalogue gives it ("WJEC Eduqas"); one it no longer knows, as stored.
      board: EXAM_BOARDS.find((entry) => entry.id === board)?.fullName ?? board,
      paper: getPaper(subjectId, board, paper)?.name ?? null,
      topic: topic ? (getTopic(subjectId, board, paper, topic)?.name ?? null) : null,
      questionType: type?.name ?? null,
      schemeNote: estimatedSchemeNote(type),
      questionText: submission.questionText,
      // The extract or source the student answered on: without it the answer cannot be judged.
      sourceText: submission.sourceText,
      answerText: submission.answerText,
      result,
      // A practice paper's question worth other marks than the board type it was marked against: the paper and the
      // dashboard give it no grade, so neither does the shared page (the mark is labelled as the type's).
      markedAsType: await markedAsOtherMarks(submission.userId, submission.id, result.totalMarks),
    },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

/** Whether the answer is a practice paper's, on a question worth other marks than the type it was marked as. */
async function markedAsOtherMarks(userId: string, submissionId: string, typeMarks: number): Promise<boolean> {
  const onPaper = await paperAnswerOf(getDb(), userId, submissionId);
  return onPaper !== null && onPaper.questionMarks !== typeMarks;
}

/** The paper, History topic and question type, named as the answer form names its choices. */
function QuestionDetails({ paper, topic, questionType }: { paper: string | null; topic: string | null; questionType: string | null }) {
  const rows = [
    ["Paper", paper],
    ["Topic", topic],
    ["Question type", questionType],
  ].filter((row): row is [string, string] => row[1] !== null);
  if (rows.length === 0) return null;
  return (
    <dl className="mb-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Shared({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <PageContainer className="py-16">
        <h1 className="text-3xl font-bold text-slate-900">This shared result is not available</h1>
        <p className="mt-3 text-slate-700">The link is wrong, or the student has stopped sharing it.</p>
        <Link to="/" className={`${buttonClasses("primary", "md")} mt-6`}>
          Back to Home
        </Link>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Shared result · {loaderData.subject} · {loaderData.board}
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">A student&apos;s marked answer</h1>
      <Card className="mt-6">
        <QuestionDetails paper={loaderData.paper} topic={loaderData.topic} questionType={loaderData.questionType} />
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Question</h2>
        <p className="mt-1 whitespace-pre-wrap text-slate-900">{loaderData.questionText}</p>
        {loaderData.sourceText ? (
          // Labelled and folded as on the student's own results page (a long extract would push the mark down).
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold text-slate-800">Source or extract</summary>
            <SourceText text={loaderData.sourceText} className="mt-2 text-sm text-slate-800" />
          </details>
        ) : null}
      </Card>
      <ResultView result={loaderData.result} answerText={loaderData.answerText} audience="shared" markedAsType={loaderData.markedAsType} schemeNote={loaderData.schemeNote} />
    </PageContainer>
  );
}
