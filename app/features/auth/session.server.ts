import { createHmac, timingSafeEqual } from "node:crypto";

import { eq } from "drizzle-orm";

import type { SubscriptionRow } from "~/features/billing/index.server";
import type { Profile } from "~/features/profile/index.server";
import { getDb } from "~/platform/db/client.server";
import { profiles, session as sessionTable, subscriptions, user as userTable } from "~/platform/db/schema";

import type { Auth } from "./auth.server";
import { getAuth } from "./auth.server";

type SessionResult = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type AuthUser = SessionResult["user"];
export type AuthSession = SessionResult;

/** What the guards need besides the session: read in the same query as the session (see loadSession). */
export interface AccountRows {
  profile: Profile | null;
  subscription: SubscriptionRow | null;
}

declare module "react-router" {
  interface AppLoadContext {
    /** The signed-in user's session, resolved once per request by the HTTP layer; null when signed out. */
    session: AuthSession | null;
    /** The session's profile and subscription rows, read with the session (absent when not read yet). */
    accountRows?: AccountRows;
  }
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The cookies of a Cookie header by name (the first of a repeated name wins, as better-auth reads them). */
function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // kept as sent, as better-auth does
    }
    cookies.set(name, value);
  }
  return cookies;
}

/**
 * The session token in a cookie signed as better-auth signs it (`token.base64(HMAC-SHA256(secret, token))`),
 * or null when the cookie is missing or its signature is not ours.
 */
function verifiedToken(signed: string | undefined, secret: string): string | null {
  if (!signed) return null;
  const at = signed.lastIndexOf(".");
  if (at < 1) return null;
  const token = signed.slice(0, at);
  const signature = signed.slice(at + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * One query: the session by its token, with its user, profile and subscription. Used for the common case
 * of a valid session that needs no renewal; everything else goes through better-auth (see loadSession).
 */
async function readSessionWithAccount(token: string) {
  const rows = await getDb()
    .select({ session: sessionTable, user: userTable, profile: profiles, subscription: subscriptions })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .leftJoin(profiles, eq(profiles.userId, sessionTable.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, sessionTable.userId))
    .where(eq(sessionTable.token, token))
    .limit(1);
  return rows[0] ?? null;
}

/** The profile and subscription rows of a user, in one query (after an action changed them). */
export async function readAccountRows(userId: string): Promise<AccountRows> {
  const rows = await getDb()
    .select({ profile: profiles, subscription: subscriptions })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.userId, userTable.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, userTable.id))
    .where(eq(userTable.id, userId))
    .limit(1);
  return rows[0] ?? { profile: null, subscription: null };
}

/**
 * Resolves the session for a request, and the Set-Cookie headers that renew its cookie when
 * better-auth extends a session in use.
 *
 * The common case (a correctly signed cookie for a live session that is not due for renewal) is one
 * database query that also reads the user's profile and subscription, so a signed-in page makes one
 * round trip before its loader. Any other case (a bad signature, an unknown or expired session, one due
 * for its daily renewal, a stale cookie cache) is handed to better-auth's own getSession, unchanged, which
 * cleans up cookies and extends sessions exactly as before.
 */
export async function loadSession(
  headers: Headers,
): Promise<{ session: AuthSession | null; setCookies: string[]; accountRows?: AccountRows }> {
  const cookieHeader = headers.get("cookie") ?? "";
  if (!SESSION_COOKIE.test(cookieHeader)) return { session: null, setCookies: [] };
  const auth = getAuth();
  const context = await auth.$context;
  const cookies = parseCookies(cookieHeader);
  const token = verifiedToken(cookies.get(context.authCookies.sessionToken.name), context.secret);
  if (token && !cookies.has(context.authCookies.sessionData.name)) {
    const row = await readSessionWithAccount(token);
    if (row && row.session.expiresAt.getTime() > Date.now()) {
      // better-auth's own rule (api/routes/session): extended once `updateAge` has passed since the last extension.
      const { expiresIn, updateAge } = context.sessionConfig;
      const dueForRenewal = row.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
      if (!dueForRenewal) {
        return {
          session: { session: row.session, user: row.user } as AuthSession,
          setCookies: [],
          accountRows: { profile: row.profile, subscription: row.subscription },
        };
      }
    }
  }
  const result = await auth.api.getSession({ headers, returnHeaders: true });
  return { session: result.response ?? null, setCookies: result.headers.getSetCookie() };
}
