import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

/** better-auth's session cookie, with the `__Secure-` prefix it takes over https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * The one exception a route may ask for: a private file whose bytes never change under its address (a
 * card picture) may be kept by the signed-in user's own browser, never by a shared cache, for a while.
 */
const PRIVATE_MAX_AGE = /^private, max-age=\d{1,6}$/;

/** Seconds a 429 asks the client to wait when the code that refused it named no time. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function hasSessionCookie(req: Request): boolean {
  return SESSION_COOKIE.test(req.headers.cookie ?? "");
}

/**
 * Last word on two headers, applied just before the status line is written, whoever wrote the
 * response (React Router documents and `.data`, resource routes, error pages, the auth handler):
 *
 * - A response to a request that carries a session cookie, or that sets a cookie, is
 *   `Cache-Control: private, no-store`: it can hold the student's answers and marks, and no cache
 *   (shared or the browser's back-forward store) may keep it. The exception: a response that sets no
 *   cookie and says `private, max-age=N` itself (a card picture) keeps that.
 * - A 429 always carries Retry-After; when the code that refused named no time, a default is sent
 *   and the gap is logged so it can be fixed where it belongs.
 *
 * Mounted after the static files, so built assets keep their long-lived caching.
 */
export function finalResponseHeaders(options: { logger: Logger }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const signedIn = hasSessionCookie(req);
    const writeHead = res.writeHead;
    // writeHead is also what Node calls for an implicit head (res.end/res.write without it).
    res.writeHead = function patchedWriteHead(this: Response, ...args: Parameters<typeof writeHead>) {
      const [status, ...rest] = args;
      const headerObject = rest.find((value) => typeof value === "object" && value !== null && !Array.isArray(value)) as
        | Record<string, unknown>
        | undefined;
      if (headerObject) {
        // Headers given to writeHead win over setHeader; fold them in so the checks below see them.
        for (const [name, value] of Object.entries(headerObject)) {
          if (value !== undefined) this.setHeader(name, value as string | string[]);
          delete headerObject[name];
        }
      }
      const setsCookie = this.hasHeader("Set-Cookie");
      const keptPrivately = !setsCookie && PRIVATE_MAX_AGE.test(String(this.getHeader("Cache-Control") ?? ""));
      if ((signedIn || setsCookie) && !keptPrivately) this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      if (status === 429 && !this.hasHeader("Retry-After")) {
        options.logger.warn({ path: req.path }, "a 429 was sent without Retry-After; the default was added");
        this.setHeader("Retry-After", String(DEFAULT_RETRY_AFTER_SECONDS));
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
