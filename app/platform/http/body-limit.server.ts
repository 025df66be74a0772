import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

/**
 * Request bodies are bounded while they are read (issue 10, point 4). Each request is put in one
 * class by its path; its body is read here, before anything parses it, and refused with 413 as soon
 * as it passes the class's limit: at once when Content-Length says so, and on the stream for chunked
 * or understated bodies (the rest is never read: the connection is closed; a browser's form post of a class with
 * refusedFormQuery is the exception, drainThen). A body within its limit
 * is kept in memory (at most the largest limit: 6 MB, a card picture) and handed to React Router by
 * react-router-handler.server.ts.
 *
 * The classes with larger limits (the answer form, the payment webhook, a card picture) are declared by the app
 * (app/entry.server.tsx); everything else gets DEFAULT_BODY_LIMIT. The limits are constants rather
 * than settings.
 */
export interface BodyLimitRule {
  /** Names the class in logs and tests. */
  name: string;
  /** Whether a path (without a single-fetch `.data` suffix or a trailing slash) is in this class. */
  matches: (pathname: string) => boolean;
  /** The most bytes of body a request of this class may send. */
  limit: number;
  /** What the 413 answer says. */
  message: string;
  /**
   * For a class whose form a page of the app posts without JavaScript (a file input): the query that page reads
   * to show its own message for a body that is too large (reason codes only, never text, as the page's other
   * refusals). Such a form, refused, is sent back (303) to the page it came from with this query, instead of
   * leaving the site for a bare 413 page.
   */
  refusedFormQuery?: string;
}

/** Every other form and JSON body. The largest legitimate one is /api/generate's JSON (a question of at most 2,000 characters; the route refuses more than 16 KB). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export const DEFAULT_BODY_RULE: BodyLimitRule = {
  name: "default",
  matches: () => true,
  limit: DEFAULT_BODY_LIMIT,
  message: `This request is too large: the limit is ${DEFAULT_BODY_LIMIT / 1024} KB.`,
};

/** The rule for a request path: the first of `rules` that matches, else the default. */
export function bodyRuleFor(path: string, rules: readonly BodyLimitRule[]): BodyLimitRule {
  const pathname = routePathOf(path);
  return rules.find((rule) => rule.matches(pathname)) ?? DEFAULT_BODY_RULE;
}

/** A request path as the route table sees it: without a single-fetch `.data` suffix or a trailing slash. */
export function routePathOf(path: string): string {
  return path.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
}

const bodies = new WeakMap<Request, Buffer>();

/** The body the limit middleware read for this request, if it had one. */
export function bufferedBodyOf(req: Request): Buffer | undefined {
  return bodies.get(req);
}

function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** JSON for scripts and single-fetch requests, a small page for a form posted by a browser without JavaScript. */
export function wantsJson(req: Request): boolean {
  if (req.path.endsWith(".data") || req.path.startsWith("/api/")) return true;
  const accept = req.get("accept") ?? "";
  return !accept.includes("text/html");
}

/**
 * The page of this site a browser posted the form from (its path only), when the request is a browser's form
 * post from one of our pages: it accepts HTML, says it came from this host (Origin, which browsers send with
 * every form post) and names the page (Referer, on this host). Otherwise null.
 */
function formPageOf(req: Request): string | null {
  if (wantsJson(req) || !["POST", "PUT", "PATCH"].includes(req.method)) return null;
  const host = req.get("host");
  const origin = req.get("origin");
  const referer = req.get("referer");
  if (!host || !origin || !referer) return null;
  try {
    const from = new URL(referer);
    if (new URL(origin).host !== host || from.host !== host || !/^https?:$/.test(from.protocol)) return null;
    // One leading slash: "//elsewhere.example/x" would leave the site.
    return `/${from.pathname.replace(/^\/+/, "")}`;
  } catch {
    return null;
  }
}

function refuse(req: Request, res: Response, rule: BodyLimitRule, logger: Logger, received: number | undefined) {
  logger.warn(
    { path: req.path, bodyClass: rule.name, limit: rule.limit, declared: req.headers["content-length"], received },
    "request body over its limit refused",
  );
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  const { message } = rule;
  const formPage = rule.refusedFormQuery ? formPageOf(req) : null;
  if (formPage) {
    // Back to the form's page, which shows its own message for the refusal (the browser follows with a GET). A
    // browser shows "connection reset" for an answer that comes before it has sent the whole form, so the rest of
    // the body is read (and thrown away) first.
    drainThen(req, () => {
      if (res.headersSent) return;
      res.status(303);
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Location", `${formPage}?${rule.refusedFormQuery}`);
      res.end();
    });
    return;
  }
  res.status(413);
  // The rest of the body is never kept: the connection ends after this answer.
  res.setHeader("Connection", "close");
  lingerThenClose(req);
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.json({ error: { code: "PAYLOAD_TOO_LARGE", message } });
  } else {
    res
      .type("html")
      .send(
        `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Marker - Too large</title></head><body><main><h1>That is too large to send</h1><p>${message}</p><p>Go back to the previous page to change it, or <a href="/">go to the home page</a>.</p></main></body></html>`,
      );
  }
}

/** The most of a refused form's body read and thrown away before its answer, and for how long (drainThen). */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MS = 60_000;

/**
 * Reads the rest of a refused browser form's body, keeping none of it, then answers: a browser that gets its
 * answer while it is still sending (Chromium does) drops it and shows "connection reset". A body of more than
 * DRAIN_MAX_BYTES in all, or one that takes longer than DRAIN_MS, is not waited for: the connection is closed.
 */
function drainThen(req: Request, answer: () => void) {
  let received = 0;
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
  timer.unref();
  const stop = () => {
    clearTimeout(timer);
    req.off("data", onData);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > DRAIN_MAX_BYTES) {
      stop();
      socket.destroy();
    }
  };
  req.on("data", onData);
  req.once("end", () => {
    stop();
    answer();
  });
  req.once("close", stop);
  req.resume();
}

/** After a refusal, how long the connection stays open (unread) so the client can read the answer. */
const LINGER_MS = 2_000;

/**
 * Closes the connection shortly after the 413 is written, without reading any more of the body.
 * Closing it at once while the client is still sending makes the client's operating system drop our
 * answer on the reset, so a browser posting a form shows "connection reset" instead of the message.
 * So the socket stops being read (the client's sending stalls on TCP flow control, which leaves it
 * free to read the answer), our side is ended after the answer, and the socket is destroyed
 * LINGER_MS later or when the client closes it.
 */
function lingerThenClose(req: Request) {
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  req.pause();
  // A request never read from is drained ("dumped") by Node once its answer is written, which would
  // read the whole body; a read, even of nothing, marks it as being consumed by us.
  req.read(0);
  // Node ends and destroys a `Connection: close` socket the moment the answer is written
  // (destroySoon); end our side only, and let the timer or the client destroy it.
  (socket as typeof socket & { destroySoon?: () => void }).destroySoon = () => socket.end();
}

/**
 * Reads each request's body up to its class's limit, or refuses it with 413. Must run before
 * anything else reads the body; React Router gets the body from bufferedBodyOf.
 */
export function limitRequestBodies(options: { logger: Logger; rules: readonly BodyLimitRule[] }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const rule = bodyRuleFor(req.path, options.rules);
    const { limit } = rule;
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      refuse(req, res, rule, options.logger, undefined);
      return;
    }

    const chunks: Buffer[] = [];
    let received = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        // Stop keeping the body; the connection is closed shortly after the 413 (lingerThenClose).
        chunks.length = 0;
        refuse(req, res, rule, options.logger, received);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      bodies.set(req, Buffer.concat(chunks, received));
      next();
    };
    const onError = (error: Error) => {
      cleanup();
      // The client went away mid-body: there is nobody to answer.
      options.logger.info({ path: req.path, err: error.message }, "request body not received in full");
      res.destroy();
    };
    const onClose = () => {
      if (!req.complete) onError(new Error("connection closed before the body was complete"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  };
}
