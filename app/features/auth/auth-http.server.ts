import { toNodeHandler } from "better-auth/node";
import type express from "express";

import { getDatabase } from "~/platform/db/client.server";

import { getAuth } from "./auth.server";
import { loadSession } from "./session.server";

/**
 * The only better-auth endpoints reachable over HTTP: the sign-in provider's callback and the links
 * in our emails. Sign-in, sign-up and the rest go through our own forms (with our abuse limits).
 */
const PUBLIC_AUTH_ENDPOINTS = [
  /^\/api\/auth\/callback\/[\w-]+$/,
  /^\/api\/auth\/verify-email$/,
  /^\/api\/auth\/reset-password\/[\w-]+$/,
];

export function createAuthHttpHandler(): express.RequestHandler {
  let handler: ReturnType<typeof toNodeHandler> | undefined;
  return (req, res) => {
    if (req.method !== "GET" || !PUBLIC_AUTH_ENDPOINTS.some((pattern) => pattern.test(req.path))) {
      res.status(404).json({ error: { code: "NOT_FOUND", message: "We couldn't find that page." } });
      return;
    }
    handler ??= toNodeHandler(getAuth());
    void handler(req, res);
  };
}

/**
 * Resolves the session once per request (with the profile and subscription rows, in the same query) and
 * renews its cookie when better-auth extends it.
 */
export async function loadAuthContext(req: express.Request, res: express.Response) {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  try {
    const { session, setCookies, accountRows } = await loadSession(headers);
    for (const cookie of setCookies) res.append("Set-Cookie", cookie);
    return accountRows ? { session, accountRows } : { session };
  } catch (error) {
    // better-auth reports a failed lookup as a generic 500; if the database is what failed, say so (503).
    const reachable = await getDatabase()
      .ping(2_000)
      .then(() => true)
      .catch(() => false);
    if (!reachable) throw new Error("database ping timed out while loading the session", { cause: error });
    throw error;
  }
}
