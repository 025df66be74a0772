import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

import { BODY_REFUSED, namesAPrototype } from "../forms/strict-body.server";
import { bufferedBodyOf, routePathOf, wantsJson } from "./body-limit.server";

/**
 * Every form body is checked here, once, before any route reads it (reliability case C4). A form
 * (urlencoded or multipart) is refused with 400 when:
 * - a field's name names a prototype (`__proto__`, `constructor`, `prototype`, also inside a bracketed
 *   or dotted name such as `__proto__[admin]` or `a.constructor.prototype`), or
 * - a field is sent more than once, unless the path's form declares that field as repeated (the rows
 *   of a flashcard set or a practice paper, the ticked boxes of a multiple-choice question).
 * No route then silently picks one of two values, and no code downstream ever sees a prototype key.
 * A body that cannot be parsed is left to the route, which answers it as before. JSON bodies are
 * checked by the JSON endpoints themselves (readStrictJson), where duplicate keys can be seen.
 */
export interface RepeatedFieldsRule {
  /** Whether a path (without a `.data` suffix or a trailing slash) is in this class. */
  matches: (pathname: string) => boolean;
  /** Whether this form sends the field once per row or per ticked box. */
  repeats: (fieldName: string) => boolean;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The field names of a form body, in order and with repeats, or null when it is not a form or cannot be read. */
export async function formFieldNames(contentType: string | undefined, body: Buffer): Promise<string[] | null> {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return null;
  try {
    // The same parser the routes use (request.formData()), so both see the same names.
    const form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { "content-type": contentType ?? "" } }).formData();
    return [...form.keys()];
  } catch {
    return null;
  }
}

/** The first reason to refuse a form's field names, or null when they are fine. */
export function unsafeFieldIn(names: readonly string[], repeats: (fieldName: string) => boolean): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    if (namesAPrototype(name)) return `prototype key ${JSON.stringify(name)}`;
    if (seen.has(name) && !repeats(name)) return `field ${JSON.stringify(name)} sent more than once`;
    seen.add(name);
  }
  return null;
}

function refuse(req: Request, res: Response) {
  res.status(400);
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.json({ error: { code: "BAD_REQUEST", message: BODY_REFUSED } });
  } else {
    res
      .type("html")
      .send(
        `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Marker - Not sent</title></head><body><main><h1>That form could not be sent</h1><p>${BODY_REFUSED}</p><p><a href="/">Go to the home page</a>.</p></main></body></html>`,
      );
  }
}

/** Refuses form bodies with prototype keys or repeated single fields (see above). Runs after limitRequestBodies. */
export function refuseUnsafeFormFields(options: { logger: Logger; rules: readonly RepeatedFieldsRule[] }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const body = bufferedBodyOf(req);
    if (!body || body.length === 0) return next();
    const pathname = routePathOf(req.path);
    const rule = options.rules.find((candidate) => candidate.matches(pathname));
    formFieldNames(req.headers["content-type"], body)
      .then((names) => {
        const reason = names ? unsafeFieldIn(names, rule?.repeats ?? (() => false)) : null;
        if (!reason) return next();
        options.logger.warn({ path: req.path, reason }, "form body refused");
        refuse(req, res);
      })
      .catch(next);
  };
}
