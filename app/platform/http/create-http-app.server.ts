import { randomUUID } from "node:crypto";
import path from "node:path";

import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";

import type { Config } from "../config.server";
import { getRootLogger, runWithRequestContext } from "../logger.server";
import { fingerprintPublicSettings, getPublicSettings } from "../public-settings.server";
import { baseSecurityHeaders, createNonce } from "../security/security-headers.server";
import { isDatabaseUnavailable } from "../db/is-database-unavailable";
import { limitRequestBodies, type BodyLimitRule } from "./body-limit.server";
import { refuseUnsafeFormFields, type RepeatedFieldsRule } from "./form-fields.server";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import { loadPrerenderedPages } from "./prerendered-pages.server";
import { servePublicFiles } from "./public-files.server";
import { createReactRouterHandler } from "./react-router-handler.server";
import { finalResponseHeaders } from "./response-headers.server";

export interface HttpAppOptions {
  config: Config;
  /** The React Router server build, or a loader for it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the client build (assets and prerendered pages); absent in development. */
  clientDir?: string;
  /** Paths the build prerendered. */
  prerenderedPaths?: readonly string[];
  /** Vite's dev middleware, in development only. */
  devMiddleware?: express.RequestHandler;
  /** Fills the rest of the load context (the session) for a request; may renew cookies on `res`. */
  loadContext?: (req: Request, res: Response) => Promise<Partial<AppLoadContext>>;
  /** Mounted before React Router: the auth provider's own endpoints (callbacks, email links). */
  authHandler?: express.RequestHandler;
  /** Request classes with their own body limit (first match wins); any other body gets the default (body-limit.server.ts). */
  bodyLimits?: readonly BodyLimitRule[];
  /** The forms that send some fields once per row (form-fields.server.ts); any other repeated field is refused. */
  repeatedFormFields?: readonly RepeatedFieldsRule[];
}

interface BaseLoadContext {
  cspNonce: string;
  requestId: string;
  clientAddress: string;
}

const REQUEST_ID_PATTERN = /^[\w.-]{8,128}$/;

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
    /** The client's address as this layer determined it (see TRUST_PROXY). */
    clientAddress: string;
  }
}


/** The HTTP server: request ids and logs, security headers, static files, then React Router. */
export function createHttpApp(options: HttpAppOptions) {
  const { config } = options;
  const rootLogger = getRootLogger();
  const formActionOrigins = config.auth.google ? [new URL(config.auth.google.issuerUrl).origin] : [];
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    const requestId =
      config.trustProxy > 0 && incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    const cspNonce = createNonce();
    const logger = rootLogger.child({ requestId });
    res.locals.requestId = requestId;
    res.locals.cspNonce = cspNonce;
    res.setHeader("X-Request-Id", requestId);
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "unknown";
    const https = req.secure || config.forceHttpsHeaders;
    for (const [name, value] of Object.entries(
      baseSecurityHeaders({ nonce: cspNonce, development: !config.isProduction, https, formActionOrigins }),
    )) {
      res.setHeader(name, value);
    }
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      // The path only: query strings can carry tokens (verification, reset, checkout).
      logger.info(
        { method: req.method, path: req.path, status: res.statusCode, durationMs: Math.round(durationMs) },
        "request",
      );
    });
    runWithRequestContext({ requestId, logger, cspNonce }, next);
  });

  // A path that is not valid percent-encoding (`/%E0%A4%A`) is the client's mistake: 400, not a
  // 500 with a stack trace from the router that tries to decode it.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isDecodablePath(req.path)) return next();
    rootLogger.warn({ requestId: res.locals.requestId, path: req.path }, "malformed percent-encoding in the path refused");
    sendBadRequest(res);
  });

  // Server-sent events must reach the browser as they are written, so they are never compressed.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else if (options.clientDir) {
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    const prerendered = loadPrerenderedPages({
      clientDir: options.clientDir,
      paths: options.prerenderedPaths ?? [],
      publicSettingsFingerprint: fingerprintPublicSettings(getPublicSettings(config)),
      onSkip: (pathname, reason) => rootLogger.warn({ pathname, reason }, "serving page on demand"),
    });
    // Visitors without any cookie get the page built at build time; anyone with a session is
    // rendered per request so the header and plan buttons are theirs.
    app.use((req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie) return next();
      if (req.originalUrl.includes("?")) return next();
      const html = prerendered.get(req.path, res.locals.cspNonce as string);
      if (html === undefined) return next();
      res.status(200);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "private, no-cache");
      res.send(html);
    });
    app.use(servePublicFiles(options.clientDir));
  }

  // Forms are posted only from our own pages: a state-changing request from another site is refused.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (isCrossSiteRequest(req)) {
      rootLogger.warn({ path: req.path, origin: req.get("origin") }, "cross-site request refused");
      res.status(403).json({ error: { code: "FORBIDDEN", message: "This request came from another site and was refused." } });
      return;
    }
    next();
  });

  // Bodies are read here, bounded by their class's limit, before anything parses them.
  app.use(limitRequestBodies({ logger: rootLogger, rules: options.bodyLimits ?? [] }));
  // A form with a prototype key or a single field sent twice is refused before any route reads it (C4).
  app.use(refuseUnsafeFormFields({ logger: rootLogger, rules: options.repeatedFormFields ?? [] }));

  // Signed-in responses are never stored by caches; every 429 says when to retry.
  app.use(finalResponseHeaders({ logger: rootLogger }));

  if (options.authHandler) app.all("/api/auth/{*rest}", options.authHandler);

  app.all(
    "/{*splat}",
    createReactRouterHandler({
      build: options.build,
      mode: config.isProduction ? "production" : "development",
      getLoadContext: async (req, res) => {
        const base: BaseLoadContext = {
          cspNonce: res.locals.cspNonce as string,
          requestId: res.locals.requestId as string,
          clientAddress: req.ip ?? "unknown",
        };
        const extra = options.loadContext ? await options.loadContext(req, res) : {};
        return { ...extra, ...base } as AppLoadContext;
      },
    }),
  );

  // Anything that escaped the handlers above: a plain page, no stack trace, the request id to quote.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof URIError && !res.headersSent) {
      rootLogger.warn({ requestId: res.locals.requestId, path: req.path, reason: error.message }, "undecodable request refused");
      return sendBadRequest(res);
    }
    rootLogger.error({ err: error, requestId: res.locals.requestId, path: req.path }, "request failed");
    if (res.headersSent) return res.end();
    const unavailable = isDatabaseUnavailable(error);
    res.status(unavailable ? 503 : 500);
    if (unavailable) res.setHeader("Retry-After", "10");
    res.setHeader("Cache-Control", "no-store");
    res.type("html").send(errorPage(unavailable, String(res.locals.requestId ?? "")));
  });

  return app;
}

function isCrossSiteRequest(req: Request): boolean {
  const origin = req.get("origin");
  if (origin) {
    const host = req.get("host");
    try {
      return !host || new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  const site = req.get("sec-fetch-site");
  return site === "cross-site";
}

function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function sendBadRequest(res: Response) {
  res.status(400);
  res.setHeader("Cache-Control", "no-store");
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Marker - Bad request</title></head><body><main><h1>Bad request</h1><p>That address is not valid.</p><p><a href="/">Back to Home</a></p></main></body></html>`,
    );
}

function errorPage(unavailable: boolean, requestId: string): string {
  const title = unavailable ? "Marker is busy" : "Something went wrong";
  const message = unavailable
    ? "Marker is having trouble right now. Nothing you saved has been lost. Please try again in a minute."
    : "An unexpected error occurred. Please try again.";
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Marker - ${title}</title></head><body><main><h1>${title}</h1><p>${message}</p><p>Reference: ${requestId.replace(/[^\w.-]/g, "")}</p><p><a href="/">Back to Home</a></p></main></body></html>`;
}
