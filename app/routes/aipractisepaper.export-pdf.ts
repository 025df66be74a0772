import { requireSetUpUser } from "~/features/auth/guards.server";
import { requireFeature } from "~/features/billing/access";
import { exportPaperPdf } from "~/features/papers/export-paper-pdf.server";
import { exportFileName } from "~/features/papers/export-text";
import { getPaper } from "~/features/papers/papers.server";
import { getDb } from "~/platform/db/client.server";
import { AppError, appErrorResponse, isAppError } from "~/platform/errors";
import type { Route } from "./+types/aipractisepaper.export-pdf";

/** A practice paper as a print-ready exam-style PDF; another student's paper is 404. */
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
  const pdf = await exportPaperPdf(paper.value);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${exportFileName(paper.value.title, "pdf")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
