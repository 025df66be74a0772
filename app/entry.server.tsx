import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";

import { createAuthHttpHandler, loadAuthContext } from "./features/auth/auth-http.server";
import { deliverLocalEvents, stopLocalEventDelivery } from "./features/billing/local-billing.server";
import { PRERENDERED_PATHS } from "./features/public-pages/prerendered-paths";
import { isDatabaseUnavailable } from "./platform/db/is-database-unavailable";
import { getLogger } from "./platform/logger.server";
import { bootstrap as bootstrapServer, type BootstrapOptions } from "./platform/http/bootstrap.server";
import { PRERENDER_NONCE_PLACEHOLDER } from "./platform/http/prerender-markers";
import { NonceProvider } from "./ui/nonce";

export const streamTimeout = 5_000;

/** Called by server.js with the build it loaded; see app/platform/http/bootstrap.server.ts. */
export async function bootstrap(options: Omit<BootstrapOptions, "prerenderedPaths" | "loadContext" | "authHandler">) {
  const server = await bootstrapServer({
    ...options,
    prerenderedPaths: PRERENDERED_PATHS,
    loadContext: loadAuthContext,
    authHandler: createAuthHttpHandler(),
  });
  // The test checkout's events that a previous run left undelivered are delivered (and retried) now.
  void deliverLocalEvents();
  return {
    ...server,
    close: async () => {
      stopLocalEventDelivery();
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
  // A database outage is not the request's fault: 503 with a retry hint instead of 500 (H1).
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  if (responseStatusCode === 500 && errors.some((error) => isDatabaseUnavailable(error))) {
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

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  getLogger().error({ err: error, path: new URL(request.url).pathname }, "unhandled error in a loader or action");
};
