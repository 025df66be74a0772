import { redirect, type AppLoadContext } from "react-router";

import { planStateFor, type PlanState } from "~/features/billing/plan-state";
import { getSubscriptionRow } from "~/features/billing/subscription-row.server";
import { ensureProfile, hasChosenBoards, type Profile } from "~/features/profile/profiles.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";

import type { AuthSession } from "./session.server";

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
 * The signed-in user and their profile (recreated if missing), or a redirect to /auth that brings
 * them back here after signing in. Does not require setup (for /setup itself).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const session = context.session;
  if (!session) throw signInRedirect(request);
  const db = getDb();
  const [profile, subscription] = await Promise.all([
    ensureProfile(db, session.user, getConfig().auth.trialDays),
    getSubscriptionRow(db, session.user.id),
  ]);
  return { session, user: session.user, profile, plan: planStateFor(profile, subscription) };
}

/** As requireUser, and the user has chosen their exam boards; otherwise they go to /setup first. */
export async function requireSetUpUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const signedIn = await requireUser(request, context);
  if (!hasChosenBoards(signedIn.profile)) throw redirect("/setup");
  return signedIn;
}

/** For /auth and the password pages: a signed-in visitor goes to the dashboard instead. */
export function redirectIfSignedIn(context: AppLoadContext) {
  if (context.session) throw redirect("/dashboard");
}
