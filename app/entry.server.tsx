import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";

import { createAuthHttpHandler, loadAuthContext } from "./features/auth/auth-http.server";
import { AUTH_LIMITS } from "./features/auth/abuse-limits.server";
import { runLocalBillingClock, stopLocalEventDelivery } from "./features/billing/local-billing.server";
import { sweepUnattachedCardImages } from "./features/flashcards/card-images.server";
import { FLASHCARD_LIMITS } from "./features/flashcards/rules";
import { preloadMarking } from "./features/marking/preload.server";
import { MAX_SET_BODY_BYTES, SET_ROW_FIELDS } from "./features/flashcards/set-schema";
import { PAPER_ROW_FIELDS } from "./features/papers/paper-schema";
import { MAX_ATTEMPT_BODY_BYTES, MAX_PAPER_FORM_BODY_BYTES, PAPER_LIMITS } from "./features/papers/rules";
import { AVATAR_FAILED, AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_QUERY } from "./features/profile/avatar.server";
import { PRERENDERED_PATHS } from "./features/public-pages/prerendered-paths";
import { MAX_SUBMISSION_BODY_BYTES, SUBMISSION_LIMITS } from "./features/submissions/submission-schema";
import { getMarker } from "./features/marking/get-marker.server";
import { startMarkingWorker, type MarkingWorker } from "./features/marking/marking-worker.server";
import { getDatabase } from "./platform/db/client.server";
import { isDatabaseUnavailable } from "./platform/db/is-database-unavailable";
import { startHousekeeping } from "./platform/housekeeping.server";
import { startJobQueue, type JobQueue } from "./platform/jobs/job-queue.server";
import { pruneRateLimits } from "./platform/security/consume-rate-limit.server";
import { setRunningJobQueue } from "./platform/jobs/marking-jobs.server";
import { getLogger } from "./platform/logger.server";
import type { BodyLimitRule } from "./platform/http/body-limit.server";
import type { RepeatedFieldsRule } from "./platform/http/form-fields.server";
import { bootstrap as bootstrapServer, type BootstrapOptions } from "./platform/http/bootstrap.server";
import { PRERENDER_NONCE_PLACEHOLDER } from "./platform/http/prerender-markers";
import { NonceProvider } from "./ui/nonce";

export const streamTimeout = 5_000;

const count = (value: number) => value.toLocaleString("en-GB");

/**
 * The request classes whose bodies may be larger than the default (64 KB; see
 * app/platform/http/body-limit.server.ts). Bodies over their limit are refused with 413 while they
 * are read, before any route parses them.
 */
/** The card picture upload's body limit: a 5 MB picture and its multipart envelope. */
export const CARD_IMAGE_BODY_BYTES = 6 * 1024 * 1024;

export const BODY_LIMIT_RULES: readonly BodyLimitRule[] = [
  {
    // The answer form: question, extract and answer, each up to its limit (submission-schema.ts).
    name: "answer",
    matches: (pathname) => /^\/subjects\/[^/]+$/.test(pathname),
    limit: MAX_SUBMISSION_BODY_BYTES,
    message:
      `That is too much text to send. An answer can be at most ${count(SUBMISSION_LIMITS.answer)} characters, ` +
      `the question ${count(SUBMISSION_LIMITS.question)} and the extract ${count(SUBMISSION_LIMITS.source)}. ` +
      "Please shorten it and try again.",
  },
  {
    // A flashcard set: up to its card limit, each side up to its character limit (set-schema.ts).
    name: "flashcard-set",
    matches: (pathname) => pathname === "/flashcards",
    limit: MAX_SET_BODY_BYTES,
    message:
      `That is too much text to send. A set can hold ${count(FLASHCARD_LIMITS.cardsPerSet)} cards of at most ` +
      `${count(FLASHCARD_LIMITS.charactersPerSide)} characters a side. Please shorten it and try again.`,
  },
  {
    // A card picture (multipart): the picture itself may be up to FLASHCARD_LIMITS.imageBytes (5 MB), and
    // the form around it adds a little; processImage refuses a picture over 5 MB with the same message.
    name: "card-image",
    matches: (pathname) => pathname === "/api/flashcards/images",
    limit: CARD_IMAGE_BODY_BYTES,
    message: `That picture is too large. Please upload one under ${FLASHCARD_LIMITS.imageBytes / (1024 * 1024)} MB.`,
  },
  {
    // A practice paper written or built on /aipractisepaper: up to its question limit, each question with its text,
    // source and guidance at their limits (papers/rules.ts).
    name: "practice-paper",
    matches: (pathname) => pathname === "/aipractisepaper",
    limit: MAX_PAPER_FORM_BODY_BYTES,
    message:
      `That is too much text to send. A paper can have ${count(PAPER_LIMITS.questionsPerPaper)} questions, each up to ` +
      `${count(PAPER_LIMITS.questionCharacters)} characters with a source of up to ${count(PAPER_LIMITS.sourceCharacters)}. Please shorten it and try again.`,
  },
  {
    // A timed attempt's answers (autosave, Save answers, Pause, hand-in): every answer at its limit.
    name: "paper-attempt",
    matches: (pathname) => /^\/aipractisepaper\/attempts\/[^/]+$/.test(pathname),
    limit: MAX_ATTEMPT_BODY_BYTES,
    message: `That is too much text to send. Each answer can be at most ${count(PAPER_LIMITS.answerCharacters)} characters. Please shorten it and try again.`,
  },
  {
    // Payment events: a few kilobytes each in practice.
    name: "webhook",
    matches: (pathname) => pathname === "/api/stripe/webhook",
    limit: 1_000_000,
    message: "This webhook payload is too large: the limit is 1 MB.",
  },
  {
    // An avatar: one picture of at most 5 MB, plus the multipart wrapping. A larger upload is refused
    // from its Content-Length before any of it is read.
    name: "avatar",
    matches: (pathname) => pathname === "/profile/avatar",
    limit: AVATAR_MAX_BYTES + 64 * 1024,
    message: `${AVATAR_FAILED} The picture must be under 5 MB.`,
    // The profile page's own form gets its page back with the banner, not a bare error page.
    refusedFormQuery: AVATAR_TOO_LARGE_QUERY,
  },
];

/**
 * The forms that send a field more than once: a row of a flashcard set or of a practice paper, the ticked
 * boxes of a multiple-choice question in an attempt. Any other field sent twice, and any prototype key,
 * is refused with 400 before a route reads the form (app/platform/http/form-fields.server.ts, case C4).
 */
export const REPEATED_FORM_FIELDS: readonly RepeatedFieldsRule[] = [
  { matches: (pathname) => pathname === "/flashcards", repeats: (field) => SET_ROW_FIELDS.includes(field) },
  { matches: (pathname) => pathname === "/aipractisepaper", repeats: (field) => PAPER_ROW_FIELDS.includes(field) },
  // The attempt's page saves its answers; its result address is where "Submit answers" sends them (a multiple-choice
  // question with several boxes ticked sends its field once a box).
  { matches: (pathname) => /^\/aipractisepaper\/attempts\/[^/]+(\/result)?$/.test(pathname), repeats: (field) => field.startsWith("answer-") },
];

/** Called by server.js with the build it loaded; see app/platform/http/bootstrap.server.ts. */
export async function bootstrap(options: Omit<BootstrapOptions, "prerenderedPaths" | "loadContext" | "authHandler" | "bodyLimits" | "repeatedFormFields">) {
  // The offline marker's spell checker loads before the first request, not on the first answer.
  await preloadMarking();
  const server = await bootstrapServer({
    ...options,
    prerenderedPaths: PRERENDERED_PATHS,
    loadContext: loadAuthContext,
    authHandler: createAuthHttpHandler(),
    bodyLimits: BODY_LIMIT_RULES,
    repeatedFormFields: REPEATED_FORM_FIELDS,
  });
  // The job queue (pg-boss on this server's database) and this instance's marking worker, which first
  // queues whatever was left pending when the server last stopped. Started beside the first requests, not
  // before them (creating the queue's tables on a new embedded database takes a while): an answer
  // submitted before it is ready waits as pending and the worker's first sweep queues it.
  const { marking } = server.config;
  const logger = getLogger();
  let queue: JobQueue | null = null;
  let markingWorker: MarkingWorker | null = null;
  const queueReady = (async () => {
    queue = await startJobQueue(getDatabase(), { maintenanceIntervalSeconds: Math.max(1, Math.min(30, Math.floor(marking.timeoutMs / 4000))) });
    setRunningJobQueue(queue);
    markingWorker = await startMarkingWorker(queue, getDatabase().db, getMarker, marking);
    logger.info({ concurrency: marking.concurrency }, "marking queue ready");
  })().catch((error: unknown) => logger.error({ err: error }, "the marking queue could not start: answers wait as pending"));
  // The test checkout's subscriptions whose period ended while the server was stopped renew or end now, and
  // their events, with any a previous run left undelivered, are delivered (and retried). Housekeeping repeats it.
  void runLocalBillingClock().catch((error: unknown) => logger.error({ err: error }, "the test checkout's subscriptions could not be rolled over"));
  // Clean-ups that keep the privacy policy's promises on how long things are kept, and the test checkout's clock.
  const signInFailures = { prefix: "sign-in-failures:", windowSeconds: AUTH_LIMITS.signInFailuresPerAddress.windowSeconds };
  const housekeeping = startHousekeeping([
    { name: "expired abuse-limit counters", run: () => pruneRateLimits(getDatabase().db, [signInFailures]) },
    { name: "card pictures never put on a card", run: () => sweepUnattachedCardImages(getDatabase().db) },
    { name: "test checkout subscriptions renewed or ended", run: () => runLocalBillingClock() },
  ]);
  return {
    ...server,
    close: async () => {
      await housekeeping.stop();
      stopLocalEventDelivery();
      await queueReady;
      await (markingWorker as MarkingWorker | null)?.stop();
      setRunningJobQueue(null);
      await (queue as JobQueue | null)?.stop();
      await server.close();
    },
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  // At build time (prerendering) there is no request context: a placeholder stands where the
  // nonce goes and the server fills in each response's own nonce.
  const nonce = loadContext?.cspNonce ?? PRERENDER_NONCE_PLACEHOLDER;
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
  // A database outage is not the request's fault: 503 with a retry hint instead of 500 (H1). In a production
  // build the errors here are already sanitised (no message, no cause), so handleError, which sees the
  // original error, records the request.
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  if (responseStatusCode === 500 && (databaseUnavailableRequests.has(request) || errors.some((error) => isDatabaseUnavailable(error)))) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "10");
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once; browsers get the shell early.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !loadContext?.cspNonce
        ? "onAllReady"
        : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors during the shell are handled by onShellError; later ones are logged here.
          if (shellRendered) getLogger().error({ err: error }, "error while streaming a page");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Single-fetch (`.data`) answers carry the same loader data as the page, so they get the same
 * default: not stored by any cache unless the route chose otherwise. (For a signed-in request the
 * HTTP layer makes it `private, no-store` whatever the route chose: response-headers.server.ts.)
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (response.headers.has("Cache-Control")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** Requests whose loader or action failed because the database could not answer (see handleRequest). */
const databaseUnavailableRequests = new WeakSet<Request>();

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isDatabaseUnavailable(error)) databaseUnavailableRequests.add(request);
  if (request.signal.aborted) return;
  getLogger().error({ err: error, path: new URL(request.url).pathname }, "unhandled error in a loader or action");
};
