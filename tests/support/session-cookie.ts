import { createHmac, randomBytes, randomUUID } from "node:crypto";

/** What the helper needs of a database: one parameterised statement (a pg Pool, or our Database's executeSql). */
type Execute = (text: string, values: unknown[]) => Promise<unknown>;

/** The cookie value better-auth sets: `token.base64(HMAC-SHA256(secret, token))`, percent-encoded. */
export function signedSessionCookie(token: string, secret: string): string {
  return `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`)}`;
}

/**
 * A signed-in session for an existing user, made as better-auth's createSession makes one (a random token,
 * expiring in 7 days, just made so no renewal is due), and the Cookie header a browser holding it sends.
 * For servers started in another process, where signing in through the forms would need their outbox.
 */
export async function createSessionCookie(execute: Execute, userId: string, secret: string, userAgent = "marker-tests"): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await execute(
    `insert into session (id, token, user_id, expires_at, ip_address, user_agent) values ($1, $2, $3, now() + interval '7 days', '127.0.0.1', $4)`,
    [randomUUID(), token, userId, userAgent],
  );
  return signedSessionCookie(token, secret);
}
