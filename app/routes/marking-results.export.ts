import { requireSetUpUser } from "~/features/auth/guards.server";
import { EXAM_BOARDS } from "~/features/catalogue";
import { getPaper, getQuestionType, getTopic } from "~/features/catalogue/lookup";
import { exportResultPdf } from "~/features/marking/export-result-pdf.server";
import { readMarkingResult } from "~/features/marking/stored-marking";
import { getSubmissionForUser } from "~/features/submissions/read-submissions.server";
import { getDb } from "~/platform/db/client.server";
import { requireFeature } from "~/features/billing/access";
import { AppError, appErrorResponse, isAppError } from "~/platform/errors";
import type { Route } from "./+types/marking-results.export";

/** The day an answer was marked, in London time; made once (issue 17: no formatter per request). */
const MARKED_ON = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

/** The result as a PDF download, for plans with export (Standard and Premium). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  try {
    requireFeature(plan, "exportCapabilities");
  } catch (error) {
    if (isAppError(error)) return appErrorResponse(error);
    throw error;
  }
  const submission = await getSubmissionForUser(getDb(), user.id, params.submissionId);
  const result = readMarkingResult(submission);
  if (!submission || !result) return appErrorResponse(new AppError("NOT_FOUND", "Submission not found"));
  // What the answer was marked as, and the source it was answered on under the answer form's label for it.
  const topicId = submission.topic ?? undefined;
  const paper = getPaper(submission.subjectId, submission.board, submission.paper);
  const topic = topicId ? getTopic(submission.subjectId, submission.board, submission.paper, topicId) : undefined;
  const type = getQuestionType(submission.subjectId, submission.board, submission.paper, submission.questionType, topicId);
  const pdf = await exportResultPdf({
    subject: submission.subject,
    board: EXAM_BOARDS.find((board) => board.id === submission.board)?.fullName ?? submission.board,
    paper: paper ? (topic ? `${paper.name} - ${topic.name}` : paper.name) : null,
    questionType: type?.name ?? null,
    questionText: submission.questionText,
    source: submission.sourceText ? { label: type?.sourceLabel ?? "Extract", text: submission.sourceText } : null,
    answerText: submission.answerText,
    result,
    markedOn: MARKED_ON.format(submission.markedAt ?? new Date()),
  });
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="marker-result-${submission.id.slice(0, 8)}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
