import { GENERATION_MESSAGES, GENERATION_REQUEST_SCHEMA, generateForForm } from "~/features/generation/generate-for-form.server";
import { getSignedIn } from "~/features/auth/guards.server";
import { assertSubjectAccess, requireFeature } from "~/features/billing/access";
import { getDb } from "~/platform/db/client.server";
import { AppError, appErrorFrom, appErrorResponse, isAppError } from "~/platform/errors";
import { BODY_REFUSED, readStrictJson } from "~/platform/forms/strict-body.server";
import { getLogger } from "~/platform/logger.server";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";
import type { Route } from "./+types/api.generate";


/** The answer form's two AI buttons: a question, or an extract for a question. Signed-in users only. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.session) return appErrorResponse(new AppError("UNAUTHENTICATED"));
  if (Number(request.headers.get("content-length") ?? 0) > 16_384) return appErrorResponse(new AppError("PAYLOAD_TOO_LARGE"));
  let kind: "question" | "extract" = "question";
  try {
    const parsed = await readStrictJson(request, GENERATION_REQUEST_SCHEMA);
    if (!parsed.ok) throw new AppError("BAD_REQUEST", parsed.reason === "unreadable" ? BODY_REFUSED : GENERATION_MESSAGES.chooseFirst);
    kind = parsed.value.kind;
    const db = getDb();
    const user = context.session.user;
    const limit = await consumeRateLimit(db, { key: `generate:user:${user.id}`, limit: 20, windowSeconds: 60 });
    if (!limit.allowed) {
      throw new AppError("RATE_LIMITED", "You are generating very quickly. Please wait a minute and try again.", {
        retryAfterSeconds: limit.retryAfterSeconds,
      });
    }
    const { plan } = (await getSignedIn(context))!;
    requireFeature(plan, "questionGeneration");
    assertSubjectAccess(plan, parsed.value.subjectId);
    // Extract and source generation is a Standard feature (pricing copy).
    if (kind === "extract") requireFeature(plan, "extractGeneration");
    const generated = await generateForForm(parsed.value);
    if (!generated.ok) return appErrorResponse(appErrorFrom(generated));
    return Response.json({ text: generated.value.text }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isAppError(error)) return appErrorResponse(error);
    getLogger().error({ err: error, kind }, "generation failed");
    return appErrorResponse(new AppError("INTERNAL", GENERATION_MESSAGES.failed[kind]));
  }
}

export function loader({ context }: Route.LoaderArgs) {
  return appErrorResponse(new AppError(context.session ? "NOT_FOUND" : "UNAUTHENTICATED"));
}
