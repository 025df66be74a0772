import { and, eq } from "drizzle-orm";

import { parseMarkingProgress, type MarkingProgress } from "~/features/marking/marking-progress";
import { queuePosition } from "~/features/marking/marking-worker.server";
import { getSubmissionForUser } from "~/features/submissions/read-submissions.server";
import { getDb } from "~/platform/db/client.server";
import { submissions } from "~/platform/db/schema";
import { AppError, appErrorResponse } from "~/platform/errors";
import type { Route } from "./+types/api.marking-events";

const POLL_MS = 500;
/** The stream ends after this long; the page then reloads and, if still waiting, opens a new one. */
const WATCH_LIMIT_MS = 150_000;

/**
 * Server-sent events for the results page. Marking runs in the queue's workers (started at submit); this
 * only watches the submission: its place in the queue while it waits, each stage the worker reports while
 * it is marked, then `done` with the final status.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!context.session) return appErrorResponse(new AppError("UNAUTHENTICATED"));
  const userId = context.session.user.id;
  const db = getDb();
  const submission = await getSubmissionForUser(db, userId, params.submissionId);
  if (!submission) return appErrorResponse(new AppError("NOT_FOUND", "Submission not found"));

  const encoder = new TextEncoder();
  // The page went away (the request aborted, or the reader cancelled): stop watching.
  let closed = false;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    cancel() {
      closed = true;
      cancelled = true;
    },
    async start(controller) {
      const send = (event: string, data: unknown) => {
        if (closed) return;
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      request.signal.addEventListener("abort", () => {
        closed = true;
      });
      try {
        let status: string = submission.status;
        let last = "";
        const started = Date.now();
        while ((status === "pending" || status === "marking") && !closed) {
          const [row] = await db
            .select({ status: submissions.status, createdAt: submissions.createdAt, progress: submissions.markingProgress })
            .from(submissions)
            .where(and(eq(submissions.id, submission.id), eq(submissions.userId, userId)));
          status = row?.status ?? "failed";
          let progress: MarkingProgress | null = null;
          const stored = row?.progress ? parseMarkingProgress(JSON.stringify(row.progress)) : null;
          if (row && status === "pending") progress = stored?.stage === "retrying" ? stored : { stage: "queued", position: await queuePosition(db, row) };
          else if (row && status === "marking") progress = (row.progress && parseMarkingProgress(JSON.stringify(row.progress))) || { stage: "starting" };
          const key = JSON.stringify(progress);
          if (progress && key !== last) send("progress", progress);
          last = key;
          if (status !== "pending" && status !== "marking") break;
          if (Date.now() - started > WATCH_LIMIT_MS) break;
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        send("done", { status });
      } catch {
        send("done", { status: "error" });
      } finally {
        closed = true;
        if (!cancelled) controller.close();
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
