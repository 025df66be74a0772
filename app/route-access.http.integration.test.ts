import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { requiredPlanName } from "~/features/billing/access";
import { ENTITLEMENTS, type Entitlements, type FeatureName } from "~/features/billing/plans";
import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { startAttempt } from "~/features/papers/attempts.server";
import { createPaper } from "~/features/papers/papers.server";
import { user } from "~/platform/db/schema";

import { createPendingSubmission } from "../tests/support/factories";
import { startHttpApp } from "../tests/support/http-app";
import { ROUTE_ACCESS, type AccessPolicy } from "./route-access";

/**
 * B1 over HTTP: every route of app/route-access.ts x {anonymous, trial, basic, standard, premium, another
 * user}, against the running app. The expected answer comes from the route's declared policy and, for the
 * routes a plan gates, from the entitlement table (ENTITLEMENTS): nothing here is copied from what the app
 * happens to answer. A route with no row in EXPECTED fails the test, so a new route must be declared here too.
 */

const app = await startHttpApp();
const db = app.database.db;

type Role = "anonymous" | "trial" | "basic" | "standard" | "premium" | "another user";
const SIGNED_IN_ROLES = ["trial", "basic", "standard", "premium", "another user"] as const;
type SignedInRole = (typeof SIGNED_IN_ROLES)[number];

/** What a plan may use: the trial runs on Basic's entitlements; "another user" is a Premium student using the owner's ids. */
const entitlementsOf = (role: SignedInRole): Entitlements =>
  ENTITLEMENTS[role === "trial" ? "basic" : role === "another user" ? "premium" : role];

/**
 * How each route is gated beyond its policy:
 * - `feature`: refused with 403 and the upgrade message when the plan lacks it (the server's requireFeature);
 * - `pageGate`: the page opens (200) and shows "<plan> Plan Required" where the plan lacks the feature;
 * - `subject`: the subject page, refused with 403 where the plan does not open the subject;
 * - `owned`: the id in the path is the student's own; another user's id answers 404;
 * - `get`: what a GET answers when it is not the plain 200 (a redirect, or 404 for a POST-only endpoint);
 * - `anonymousPost`: what a form post without a session answers when it is not its policy's usual answer.
 */
interface Expectation {
  feature?: FeatureName;
  pageGate?: FeatureName;
  subject?: string;
  owned?: boolean;
  get?: { status: number; location?: (ids: Ids) => string };
  anonymousPost?: { status: number[]; location: string };
}

const EXPECTED: Record<string, Expectation> = {
  "/": {},
  "/about": {},
  "/pricing": {},
  "/tos": {},
  "/policy": {},
  "/help": {},
  "/contact": {},
  "/security": {},
  "/status": {},
  "/terms": { get: { status: 301, location: () => "/tos" } },
  "/privacy": { get: { status: 301, location: () => "/policy" } },
  "/auth": {},
  "/auth/sign-out": { get: { status: 302, location: () => "/" } },
  "/auth-callback": {},
  "/reset-password": {},
  "/setup": {},
  "/dashboard": {},
  "/progress": { pageGate: "advancedAnalytics" },
  "/study-plan": { pageGate: "studyPlans" },
  "/study-plan.ics": { feature: "studyPlans" },
  "/subjects": {},
  "/profile": {},
  // No avatar uploaded yet. Its form, posted by a browser whose session ended, signs in and comes back to /profile.
  "/profile/avatar": { get: { status: 404 }, anonymousPost: { status: [302], location: "/auth?redirectTo=%2Fprofile" } },
  "/profile/data": { get: { status: 302, location: () => "/profile" } },
  "/profile/delete": { get: { status: 302, location: () => "/profile" } },
  "/flashcards": { pageGate: "youtubeFlashcards" },
  "/flashcards/review": { feature: "flashcards" },
  "/flashcard-images/:key": { owned: true, get: { status: 404 } }, // a key no one has
  "/api/flashcards/images": { get: { status: 404 } }, // POST only
  "/api/flashcards/youtube": { get: { status: 404 } }, // POST only
  "/marking-results/:submissionId/flashcards": { owned: true, get: { status: 302, location: (ids) => `/marking-results/${ids.submissionId}` } },
  "/subjects/:subjectSlug": { subject: "history" },
  "/marking-results/:submissionId": { owned: true },
  "/marking-results/:submissionId/export.pdf": { owned: true, feature: "exportCapabilities" },
  "/aipractisepaper": { pageGate: "aiExamPaperCreator" },
  "/aipractisepaper/:paperId/export.txt": { owned: true, feature: "aiExamPaperCreator" },
  "/aipractisepaper/:paperId/export.pdf": { owned: true, feature: "aiExamPaperCreator" },
  "/aipractisepaper/:paperId/practise": { owned: true, feature: "aiExamPaperCreator" },
  "/aipractisepaper/attempts/:attemptId": { owned: true, feature: "aiExamPaperCreator" },
  // An attempt not yet handed in has no result: its owner is sent back to it (on a plan without the creator, that
  // page answers 403). A result handed in stays readable on any plan; marking its remaining answers (the POST) needs
  // the creator's plan (aipractisepaper.attempt.integration.test.ts).
  "/aipractisepaper/attempts/:attemptId/result": {
    owned: true,
    get: { status: 302, location: (ids) => `/aipractisepaper/attempts/${ids.attemptId}` },
  },
  "/shared/:token": {},
  "/api/generate": { get: { status: 404 } }, // POST only
  "/api/marking/:submissionId/events": { owned: true },
  "/api/session": {},
  "/success": {},
  // A checkout session that is not this user's (or does not exist) goes back to the plans.
  "/local-checkout/:sessionId": { get: { status: 302, location: () => "/pricing" } },
  "/local-billing-portal": {},
  "/api/stripe/webhook": { get: { status: 404 } }, // POST only, signed
  "/healthz": {},
  "/.well-known/security.txt": {},
  "/*": { get: { status: 302, location: () => "/" } },
};

interface Ids {
  submissionId: string;
  paperId: string;
  attemptId: string;
  token: string;
  key: string;
  sessionId: string;
  subjectSlug: string;
}

/** The ids a student owns: a marked answer, a practice paper and an attempt at it (made whatever the plan, as an earlier plan would have). */
async function idsOf(userId: string): Promise<Ids> {
  const submissionId = await createPendingSubmission(db, userId);
  expect(await markSubmission(db, createOfflineMarker(), userId, submissionId)).toBe("marked");
  const paper = await createPaper(db, userId, { title: "Mock paper", questions: [{ text: "How is ambition presented?", marks: 10 }] });
  if (!paper.ok) throw new Error("could not create a paper");
  const attempt = await startAttempt(db, userId, paper.value.paperId);
  if (!attempt.ok) throw new Error("could not start an attempt");
  return {
    submissionId,
    paperId: paper.value.paperId,
    attemptId: attempt.value.attemptId,
    token: "",
    key: `${randomUUID()}.webp`,
    sessionId: `cs_local_${randomUUID()}`,
    subjectSlug: "history",
  };
}

const pathFor = (pattern: string, ids: Ids) =>
  pattern === "/*" ? "/no-such-page/at-all" : pattern.replace(/:(\w+)/g, (_, name: keyof Ids) => ids[name]);

const GATE_TEXT = /Upgrade to (Standard|Premium) plan to access this feature|Please subscribe to access this feature|Upgrade to access this subject/;

/** The answer this role should get on a GET of this route, from its policy and the entitlement table. */
function expectedGet(pattern: string, policy: AccessPolicy, role: Role, ids: Ids): { status: number; location?: string; gate?: string | null } {
  const expectation = EXPECTED[pattern]!;
  const path = pathFor(pattern, ids);
  if (role === "anonymous") {
    if (policy === "signed-in") return { status: 302, location: `/auth?redirectTo=${encodeURIComponent(path)}` };
    if (policy === "signed-in-api") return { status: 401 };
    if (expectation.get && (policy === "action" || policy === "public" || policy === "resource")) {
      return { status: expectation.get.status, location: expectation.get.location?.(ids) };
    }
    return { status: 200 };
  }
  if (policy === "guest") return { status: 302, location: "/dashboard" };
  const entitlements = entitlementsOf(role);
  if (expectation.subject && !(entitlements.subjects as readonly string[]).includes(expectation.subject)) return { status: 403 };
  if (expectation.feature && !entitlements[expectation.feature]) return { status: 403 };
  if (expectation.owned && role === "another user" && policy !== "action") return { status: 404 };
  const pageGate = expectation.pageGate
    ? entitlements[expectation.pageGate]
      ? null
      : `${requiredPlanName(expectation.pageGate)} Plan Required`
    : undefined;
  if (expectation.get) return { status: expectation.get.status, location: expectation.get.location?.(ids), gate: pageGate };
  return { status: 200, gate: pageGate };
}

describe("B1: the route x role matrix over HTTP", () => {
  it("declares what every route answers each role: a route without a row here fails", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it("B1: every route answers anonymous, trial, basic, standard, premium and another user as its policy and the entitlement table say", async () => {
    const students = {
      trial: await app.signedInStudent(),
      basic: await app.signedInStudent({ plan: "basic" }),
      standard: await app.signedInStudent({ plan: "standard" }),
      premium: await app.signedInStudent({ plan: "premium" }),
    };
    const another = await app.signedInStudent({ plan: "premium" });
    const owned = Object.fromEntries(
      await Promise.all(Object.entries(students).map(async ([role, student]) => [role, await idsOf(student.id)] as const)),
    ) as Record<Exclude<SignedInRole, "another user">, Ids>;
    // A live share link of the Premium student's answer: public, for anyone.
    const shared = await app.postForm(`/marking-results/${owned.premium.submissionId}`, { intent: "share" }, students.premium.cookie);
    const token = /\/shared\/([\w-]{20,64})/.exec(await shared.text())?.[1];
    expect(token).toBeDefined();
    for (const ids of Object.values(owned)) ids.token = token!;

    const mismatches: string[] = [];
    const roles: Role[] = ["anonymous", ...SIGNED_IN_ROLES];
    for (const [pattern, policy] of Object.entries(ROUTE_ACCESS)) {
      for (const role of roles) {
        // Another user asks for the Premium student's ids with a Premium plan of their own.
        const ids = role === "anonymous" || role === "another user" ? owned.premium : owned[role];
        const cookie = role === "anonymous" ? undefined : role === "another user" ? another.cookie : students[role].cookie;
        const path = pathFor(pattern, ids);
        const want = expectedGet(pattern, policy, role, ids);
        const response = await app.request(path, { cookie });
        const isStream = (response.headers.get("Content-Type") ?? "").includes("text/event-stream");
        // React separates adjacent text with <!-- -->: read the page's text as a person would.
        const body = isStream ? "" : (await response.text()).replaceAll("<!-- -->", "");
        if (isStream) await response.body?.cancel();
        const got = { status: response.status, location: response.headers.get("Location") ?? undefined };
        const problems: string[] = [];
        if (got.status !== want.status) problems.push(`status ${got.status}, expected ${want.status}`);
        if (want.location !== undefined && got.location !== want.location) problems.push(`Location ${got.location}, expected ${want.location}`);
        if (want.status === 403 && !GATE_TEXT.test(body)) problems.push("a 403 without the upgrade message");
        if (want.gate && !body.includes(want.gate)) problems.push(`no "${want.gate}" gate on the page`);
        if (want.gate === null && /Plan Required|Please subscribe to access this feature/.test(body)) problems.push("a gate shown to a plan that has the feature");
        if (problems.length > 0) mismatches.push(`GET ${pattern} as ${role}: ${problems.join("; ")}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it("B1: action and signed-in API routes refuse anonymous posts, and the owner-only actions refuse another user", async () => {
    const owner = await app.signedInStudent({ plan: "premium" });
    const another = await app.signedInStudent({ plan: "premium" });
    const ids = await idsOf(owner.id);
    const mismatches: string[] = [];
    for (const [pattern, policy] of Object.entries(ROUTE_ACCESS)) {
      if (policy !== "action" && policy !== "signed-in-api") continue;
      const path = pathFor(pattern, ids);
      const anonymous = await app.postForm(path, {});
      // An API answers 401 (or 405 where it takes no posts at all). A sign-out without a session has nothing
      // to end and goes home; every other action asks to sign in and come back.
      const want =
        EXPECTED[pattern]!.anonymousPost ??
        (policy === "signed-in-api"
          ? { status: [401, 405] }
          : { status: [302], location: pattern === "/auth/sign-out" ? "/" : `/auth?redirectTo=${encodeURIComponent(path)}` });
      if (!want.status.includes(anonymous.status)) mismatches.push(`POST ${pattern} anonymous: ${anonymous.status}`);
      if ("location" in want && anonymous.headers.get("Location") !== want.location) {
        mismatches.push(`POST ${pattern} anonymous: Location ${anonymous.headers.get("Location")}`);
      }
      await anonymous.body?.cancel();
    }
    // The owner-only action with an id: another user gets 404, the owner (Premium, with flashcards) gets the set.
    const path = `/marking-results/${ids.submissionId}/flashcards`;
    expect((await app.postForm(path, {}, another.cookie)).status).toBe(404);
    const made = await app.postForm(path, {}, owner.cookie);
    expect(made.status).toBe(302);
    expect(made.headers.get("Location")).toMatch(/^\/flashcards\?study=/);
    // Signing out as a signed-in user ends the session and goes home.
    const signedOut = await app.postForm("/auth/sign-out", {}, another.cookie);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/");
    expect((await app.request("/dashboard", { cookie: another.cookie })).status).toBe(302);
    const [stillThere] = await db.select({ id: user.id }).from(user).where(eq(user.id, owner.id));
    expect(stillThere).toBeDefined();
    expect(mismatches).toEqual([]);
  });

  it("B1: resource routes answer every role alike", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    for (const cookie of [undefined, student.cookie]) {
      for (const path of ["/healthz", "/.well-known/security.txt", "/api/session"]) {
        const response = await app.request(path, { cookie });
        expect(response.status, path).toBe(200);
        await response.body?.cancel();
      }
      // The webhook takes only signed posts, whoever sends them.
      const unsigned = await app.request("/api/stripe/webhook", { method: "POST", cookie, headers: { "Content-Type": "application/json" }, body: "{}" });
      expect(unsigned.status).toBe(400);
    }
  });
});
