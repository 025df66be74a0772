import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

import { bufferedBodyOf } from "./body-limit.server";

/**
 * React Router behind Express. This is @react-router/express's adapter with one difference: the
 * request body is the one limitRequestBodies already read and bounded (body-limit.server.ts), not
 * the Node stream, so no route can read more than its class's limit.
 */
export function createReactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: Request, res: Response) => Promise<AppLoadContext>;
}) {
  const handleRequest = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = toWebRequest(req, res);
      const loadContext = await options.getLoadContext(req, res);
      const response = await handleRequest(request, loadContext);
      await sendWebResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toWebRequest(req: Request, res: Response): globalThis.Request {
  // As the upstream adapter: the host from X-Forwarded-Host only when proxies are trusted.
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());

  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = bufferedBodyOf(req);
    if (body && body.length > 0) init.body = body as Uint8Array<ArrayBuffer>;
  }
  return new Request(url.href, init);
}

async function sendWebResponse(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    // A header the security middleware already sent with the same value (a route's own nosniff) is not doubled.
    if (name !== "set-cookie" && res.getHeader(name) === value) continue;
    res.append(name, value);
  }
  // Server-sent events: the headers go out at once, before the first event.
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
