import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";

import { ensureProfile } from "~/features/profile/index.server";
import { getConfig, type Config } from "~/platform/config.server";
import { getDb, type Db } from "~/platform/db/client.server";
import { account, session, user, verification } from "~/platform/db/schema";
import { getMailer, type Mailer } from "~/platform/email/send-email.server";
import { CLIENT_ADDRESS_HEADER } from "~/platform/http/client-address";
import { getLogger } from "~/platform/logger.server";

import { clearSignInFailures } from "./abuse-limits.server";
import { resolveAuthSecret } from "./auth-secret.server";
import { existingAccountEmail, passwordChangedEmail, passwordResetEmail, verificationEmail } from "./emails";
import { hashPassword, verifyPassword } from "./password-hashing.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./validation";
import { processSingleton, setProcessSingleton } from "~/platform/process-singleton";

export const GOOGLE_PROVIDER_ID = "google";

export interface AuthDependencies {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
}

/**
 * Accounts through better-auth: email and password (argon2id, verification, reset), Google through
 * OpenID Connect, database sessions. Abuse limits are ours (abuse-limits.server.ts) and run before
 * these functions are called, so better-auth's own in-memory limiter is off.
 */
export function createAuth({ config, db, mailer, secret }: AuthDependencies) {
  const google = config.auth.google;
  const secure = config.appUrl.startsWith("https://");
  return betterAuth({
    appName: "Marker",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.auth.requireEmailVerification,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: owner }) => {
        await clearSignInFailures(db, owner.email);
        // The same security email as a change on /profile: a reset by someone who got into the student's inbox
        // must not go unnoticed. The password has changed either way, so a failed send is logged, not reported.
        try {
          await mailer.send(passwordChangedEmail(owner, `${config.appUrl}/auth?mode=forgot`, "reset"));
        } catch (error) {
          getLogger().error({ err: error }, "could not send the password-changed email after a reset");
        }
      },
      sendResetPassword: async ({ user: recipient, url }) => {
        await mailer.send(passwordResetEmail(recipient, url));
      },
      onExistingUserSignUp: async ({ user: recipient }) => {
        // An account still waiting for confirmation is taken over by this sign-up instead, and sent a fresh
        // confirmation link (account-actions.server.ts, unconfirmed-sign-up.server.ts).
        if (config.auth.requireEmailVerification && !recipient.emailVerified) return;
        await mailer.send(existingAccountEmail(recipient, `${config.appUrl}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: config.auth.requireEmailVerification,
      // A sign-in to an unconfirmed account sends the link again from signInWithPassword, counted against the
      // recipient's email allowance: sent here, every sign-in would mail the address with no limit.
      sendOnSignIn: false,
      // Confirming proves the inbox, not the password: whoever confirms then signs in with the password they chose,
      // so a password set by someone else's sign-up with this address is found out (unconfirmed-sign-up.server.ts).
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: recipient, url }) => {
        await mailer.send(verificationEmail(recipient, url));
      },
    },
    session: {
      expiresIn: config.auth.sessionDays * 24 * 60 * 60,
      // A session in use is extended (and its cookie renewed) once a day, so it never lapses mid-week.
      updateAge: 24 * 60 * 60,
      cookieCache: { enabled: false },
    },
    account: {
      // No silent merging: a Google sign-in never takes over an existing password account.
      accountLinking: { enabled: false },
    },
    rateLimit: { enabled: false },
    // Every sign-in error lands on our callback page, which shows a fixed message.
    onAPIError: { errorURL: `${config.appUrl}/auth-callback` },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    databaseHooks: {
      // We only need to know who signed in: the provider's tokens are never kept.
      account: {
        create: { before: async (data) => ({ data: withoutProviderTokens(data) }) },
        update: { before: async (data) => ({ data: withoutProviderTokens(data) }) },
      },
      user: {
        create: {
          after: async (created) => {
            await ensureProfile(db, created, config.auth.trialDays);
          },
        },
      },
    },
    logger: {
      level: "warn",
      log: (level, message) => {
        const logger = getLogger();
        if (level === "error") logger.error({ source: "better-auth" }, message);
        else logger.warn({ source: "better-auth" }, message);
      },
    },
    plugins: google
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                name: "Google",
                discoveryUrl: `${google.issuerUrl}/.well-known/openid-configuration`,
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                requireIdTokenVerification: true,
                disableImplicitSignUp: false,
              },
            ],
          }),
        ]
      : [],
  });
}

function withoutProviderTokens<T extends Record<string, unknown>>(data: T): T {
  if (data.providerId === "credential") return data;
  return { ...data, accessToken: null, refreshToken: null, idToken: null };
}

export type Auth = ReturnType<typeof createAuth>;

const AUTH_KEY = "marker.auth";

/** The process-wide auth instance, built from the configuration on first use. */
export function getAuth(): Auth {
  return processSingleton(AUTH_KEY, () => {
    const config = getConfig();
    return createAuth({ config, db: getDb(), mailer: getMailer(), secret: resolveAuthSecret(config) });
  });
}

/** Replaces the process-wide auth instance (tests point it at their own database and mail capture). */
export function setAuth(auth: Auth | undefined) {
  setProcessSingleton(AUTH_KEY, auth);
}
