import { data, Link } from "react-router";

import { EXAM_BOARDS } from "~/features/catalogue";
import { ResultView } from "~/features/marking/components/result-view";
import { readMarkingResult } from "~/features/marking/stored-marking";
import { getSharedSubmission } from "~/features/marking/share-links.server";
import { getDb } from "~/platform/db/client.server";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
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
  return data(
    {
      found: true as const,
      subject: submission.subject,
      // The board's name as the catalogue gives it ("WJEC Eduqas"); one it no longer knows, as stored.
      board: EXAM_BOARDS.find((board) => board.id === submission.board)?.fullName ?? submission.board,
      questionText: submission.questionText,
      answerText: submission.answerText,
      result,
    },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
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
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Question</h2>
        <p className="mt-1 whitespace-pre-wrap text-slate-900">{loaderData.questionText}</p>
      </Card>
      <ResultView result={loaderData.result} answerText={loaderData.answerText} audience="shared" />
    </PageContainer>
  );
}
