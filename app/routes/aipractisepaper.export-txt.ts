import { requireSetUpUser } from "~/features/auth/guards.server";
import { requireFeature } from "~/features/billing/access";
import { exportFileName, exportText } from "~/features/papers/export-text";
import { getPaper } from "~/features/papers/papers.server";
import { getDb } from "~/platform/db/client.server";
import { AppError, appErrorResponse, isAppError } from "~/platform/errors";
import type { Route } from "./+types/aipractisepaper.export-txt";

/** A practice paper as the spec's plain-text download; another student's paper is 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  try {
    requireFeature(plan, "aiExamPaperCreator");
  } catch (error) {
    if (isAppError(error)) return appErrorResponse(error);
    throw error;
  }
  const paper = await getPaper(getDb(), user.id, params.paperId);
  if (!paper.ok) return appErrorResponse(new AppError(paper.code, paper.message));
  return new Response(exportText(paper.value, new Date()), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(paper.value.title)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
