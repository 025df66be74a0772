import { markSubmission } from "~/features/marking/mark-submission.server";
import { getMarker } from "~/features/marking/get-marker.server";
import type { MarkingProgress } from "~/features/marking/marking-progress";
import { getSubmissionForUser } from "~/features/submissions/read-submissions.server";
import { getDb } from "~/platform/db/client.server";
import { AppError, appErrorResponse } from "~/platform/errors";
import type { Route } from "./+types/api.marking-events";

const POLL_MS = 500;
const WAIT_LIMIT_MS = 150_000;

/**
 * Server-sent events for the results page: starts marking a pending submission and reports each stage,
 * or, when another tab is already marking it, waits for that marking to finish. Ends with `done`.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!context.session) return appErrorResponse(new AppError("UNAUTHENTICATED"));
  const userId = context.session.user.id;
  const db = getDb();
  const submission = await getSubmissionForUser(db, userId, params.submissionId);
  if (!submission) return appErrorResponse(new AppError("NOT_FOUND", "Submission not found"));

  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const send = (event: string, data: unknown) => {
        if (closed) return;
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      request.signal.addEventListener("abort", () => {
        closed = true;
      });
      try {
        let status = submission.status;
        if (status === "pending" || status === "marking") {
          send("progress", { stage: "starting" } satisfies MarkingProgress);
          status = await markSubmission(db, getMarker(), userId, submission.id, (progress) => send("progress", progress));
          const started = Date.now();
          // Another tab or instance holds the marking: wait for it rather than mark twice.
          while (status === "marking" && !closed && Date.now() - started < WAIT_LIMIT_MS) {
            await new Promise((resolve) => setTimeout(resolve, POLL_MS));
            send("progress", { stage: "waiting" } satisfies MarkingProgress);
            status = (await getSubmissionForUser(db, userId, submission.id))?.status ?? "failed";
          }
        }
        send("done", { status });
      } catch {
        send("done", { status: "error" });
      } finally {
        closed = true;
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    },
  });
}
