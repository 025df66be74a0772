import type { Auth } from "./auth.server";
import { getAuth } from "./auth.server";

type SessionResult = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type AuthUser = SessionResult["user"];
export type AuthSession = SessionResult;

declare module "react-router" {
  interface AppLoadContext {
    /** The signed-in user's session, resolved once per request by the HTTP layer; null when signed out. */
    session: AuthSession | null;
  }
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Resolves the session for a request (one database read), and the Set-Cookie headers that renew
 * its cookie when better-auth extends a session in use.
 */
export async function loadSession(headers: Headers): Promise<{ session: AuthSession | null; setCookies: string[] }> {
  if (!SESSION_COOKIE.test(headers.get("cookie") ?? "")) return { session: null, setCookies: [] };
  const result = await getAuth().api.getSession({ headers, returnHeaders: true });
  return { session: result.response ?? null, setCookies: result.headers.getSetCookie() };
}
