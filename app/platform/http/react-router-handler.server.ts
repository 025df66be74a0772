import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

import { bufferedBodyOf } from "./body-limit.server";

/**
 * React Router behind Express. This is @react-router/express's adapter with one difference: the
 * request body is the one limitRequestBodies already read and bounded (body-limit.server.ts), not
 * the Node stream, so no route can read more than its class's limit. And a page's stream is written in
 * sensible chunks (writeCoalesced), not one compressed flush per chunk React happens to emit.
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
  // Server-sent events: the headers go out at once, before the first event, and each event as it comes.
  const eventStream = /text\/event-stream/i.test(response.headers.get("Content-Type") ?? "");
  if (eventStream) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    if (eventStream) await writeReadableStreamToWritable(response.body, res);
    else await writeCoalesced(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/** A write this large goes out at once; smaller ones wait for the rest of the burst they belong to. */
const COALESCE_BYTES = 32 * 1024;

/**
 * Writes a response body in sensible chunks. React's renderer emits many small chunks in one burst
 * (hundreds for a page's shell), and the upstream writer flushes after each one: with compression on,
 * every flush ends a deflate block, which costs CPU and bytes. Here the chunks of one burst (those that
 * arrive before the event loop turns) are joined and written, then flushed, once; a later chunk (a
 * suspended part of the page that resolves) starts the next burst, so streaming still reaches the
 * browser as soon as each part is ready.
 */
export async function writeCoalesced(body: ReadableStream<Uint8Array>, res: Pick<Response, "write" | "end" | "once" | "on" | "off" | "destroy" | "writableNeedDrain">) {
  const reader = body.getReader();
  const flushable = res as Response & { flush?: () => void };
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let scheduled: NodeJS.Immediate | undefined;
  let closed = false;
  const onClose = () => {
    closed = true;
    reader.cancel().catch(() => {});
  };
  res.once("close", onClose);

  const writePending = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    if (pendingBytes === 0 || closed) return;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    res.write(chunk);
    if (typeof flushable.flush === "function") flushable.flush();
  };

  try {
    while (!closed) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!value || value.byteLength === 0) continue;
      pending.push(value);
      pendingBytes += value.byteLength;
      if (pendingBytes >= COALESCE_BYTES) writePending();
      else scheduled ??= setImmediate(writePending);
      if (res.writableNeedDrain) {
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off("drain", done);
            res.off("close", done);
            resolve();
          };
          res.on("drain", done);
          res.on("close", done);
        });
      }
    }
    writePending();
    if (!closed) res.end();
  } catch (error) {
    if (scheduled) clearImmediate(scheduled);
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    res.off("close", onClose);
  }
}
