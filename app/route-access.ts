/**
 * Who may open each route. Every path in app/routes.ts must appear here; a test fails otherwise, and
 * it checks that each "signed-in" route sends an anonymous visitor to /auth.
 *
 * - public: anyone.
 * - guest: signed-out visitors; a signed-in user is sent to /dashboard.
 * - signed-in: needs a session (anonymous visitors go to /auth and come back after signing in).
 * - action: accepts only form posts from our own pages; GET redirects.
 * - resource: machine-readable (JSON or text), public.
 * - signed-in-api: machine-readable, needs a session (401 without one).
 */
export type AccessPolicy = "public" | "guest" | "signed-in" | "action" | "resource" | "signed-in-api";

export const ROUTE_ACCESS: Record<string, AccessPolicy> = {
  "/": "public",
  "/about": "public",
  "/pricing": "public",
  "/tos": "public",
  "/policy": "public",
  "/help": "public",
  "/contact": "public",
  "/security": "public",
  "/status": "public",
  "/terms": "public",
  "/privacy": "public",
  "/auth": "guest",
  "/auth/sign-out": "action",
  "/auth-callback": "public",
  "/reset-password": "public",
  "/setup": "signed-in",
  "/dashboard": "signed-in",
  "/progress": "signed-in",
  "/study-plan": "signed-in",
  "/study-plan.ics": "signed-in",
  "/subjects": "signed-in",
  "/profile": "signed-in",
  "/profile/avatar": "signed-in-api",
  "/profile/data": "action",
  "/profile/delete": "action",
  "/flashcards": "signed-in",
  "/flashcards/review": "signed-in",
  "/flashcard-images/:key": "signed-in-api",
  "/api/flashcards/images": "signed-in-api",
  "/api/flashcards/youtube": "signed-in-api",
  "/marking-results/:submissionId/flashcards": "action",
  "/subjects/:subjectSlug": "signed-in",
  "/marking-results/:submissionId": "signed-in",
  "/marking-results/:submissionId/export.pdf": "signed-in",
  "/aipractisepaper": "signed-in",
  "/aipractisepaper/:paperId/export.txt": "signed-in",
  "/aipractisepaper/:paperId/export.pdf": "signed-in",
  "/aipractisepaper/:paperId/practise": "signed-in",
  "/aipractisepaper/attempts/:attemptId": "signed-in",
  "/aipractisepaper/attempts/:attemptId/result": "signed-in",
  "/shared/:token": "public",
  "/api/generate": "signed-in-api",
  "/api/marking/:submissionId/events": "signed-in-api",
  "/api/session": "resource",
  "/success": "public",
  "/local-checkout/:sessionId": "signed-in",
  "/local-billing-portal": "signed-in",
  "/api/stripe/webhook": "resource",
  "/healthz": "resource",
  "/.well-known/security.txt": "resource",
  "/*": "public",
};
