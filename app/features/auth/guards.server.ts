import { redirect, type AppLoadContext } from "react-router";

import { planStateFor, type PlanState } from "~/features/billing";
import { ensureProfile, isSetUp, type Profile } from "~/features/profile/index.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";

import { readAccountRows, type AccountRows, type AuthSession } from "./session.server";

export interface SignedIn {
  session: AuthSession;
  user: AuthSession["user"];
  profile: Profile;
  /** What the user may do now: the single server-side source for gates and limits. */
  plan: PlanState;
}

function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const wanted = `${url.pathname}${url.search}`;
  return redirect(`/auth?redirectTo=${encodeURIComponent(wanted)}`);
}

/**
 * One request reads the profile and subscription once: the root loader (header), the route's loader
 * and its action share the load context, so the account is kept per context object. The HTTP layer
 * usually read the rows with the session already (context.accountRows: no query here at all).
 */
const accounts = new WeakMap<AppLoadContext, Promise<SignedIn>>();

/**
 * The profile is made at sign-up (auth.server.ts, for passwords and Google alike); an account that has
 * none (its creation failed half-way) gets it here, the one time it is found missing. No write otherwise.
 */
async function toSignedIn(session: AuthSession, rows: AccountRows): Promise<SignedIn> {
  const profile = rows.profile ?? (await ensureProfile(getDb(), session.user, getConfig().auth.trialDays));
  return { session, user: session.user, profile, plan: planStateFor(profile, rows.subscription) };
}

/** The signed-in user's profile (recreated if missing) and plan, or null when signed out. */
export function getSignedIn(context: AppLoadContext | undefined): Promise<SignedIn> | null {
  const session = context?.session;
  if (!context || !session) return null;
  let account = accounts.get(context);
  if (!account) {
    const preloaded = context.accountRows;
    // Read with the session for this request; once used (or forgotten after a write) it is not reused.
    context.accountRows = undefined;
    account = (preloaded ? Promise.resolve(preloaded) : readAccountRows(session.user.id)).then((rows) => toSignedIn(session, rows));
    // A failed read is not kept: the next caller in the request tries again.
    account.catch(() => accounts.delete(context));
    accounts.set(context, account);
  }
  return account;
}

/** After an action changes the profile or the plan, later loaders of the same request read them again. */
export function forgetSignedIn(context: AppLoadContext) {
  accounts.delete(context);
  context.accountRows = undefined;
}

/**
 * The signed-in user, profile and plan, or a redirect to /auth that brings them back here after
 * signing in. Does not require setup (for /setup itself).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const account = getSignedIn(context);
  if (!account) throw signInRedirect(request);
  return account;
}

/**
 * As requireUser, and setup is complete (exam boards chosen, age confirmed); otherwise they go to
 * /setup first.
 */
export async function requireSetUpUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const signedIn = await requireUser(request, context);
  if (!isSetUp(signedIn.profile)) throw redirect("/setup");
  return signedIn;
}

/** For /auth and the password pages: a signed-in visitor goes to the dashboard instead. */
export function redirectIfSignedIn(context: AppLoadContext) {
  if (context.session) throw redirect("/dashboard");
}
