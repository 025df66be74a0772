import { randomUUID } from "node:crypto";
import path from "node:path";

import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";

import type { Config } from "../config.server";
import { getRootLogger, runWithRequestContext } from "../logger.server";
import { fingerprintPublicSettings, getPublicSettings } from "../public-settings.server";
import { baseSecurityHeaders, createNonce } from "../security/security-headers.server";
import { loadPrerenderedPages } from "./prerendered-pages.server";

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
}

const REQUEST_ID_PATTERN = /^[\w.-]{8,128}$/;

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
  }
}

/** The HTTP server: request ids and logs, security headers, static files, then React Router. */
export function createHttpApp(options: HttpAppOptions) {
  const { config } = options;
  const rootLogger = getRootLogger();
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
    const https = req.secure || config.forceHttpsHeaders;
    for (const [name, value] of Object.entries(
      baseSecurityHeaders({ nonce: cspNonce, development: !config.isProduction, https }),
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

  app.use(compression());

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
    const publicFiles = express.static(options.clientDir, { maxAge: "1h", index: false, redirect: false });
    // Prerendered .html and .data files are never served as files: the HTML goes out above with a
    // nonce, and a signed-in visitor's data must come from the loaders, not from the build.
    app.use((req: Request, res: Response, next: NextFunction) =>
      /\.(data|html)$/.test(req.path) ? next() : publicFiles(req, res, next),
    );
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: options.build,
      mode: config.isProduction ? "production" : "development",
      getLoadContext: (_req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
      }),
    }),
  );

  return app;
}
