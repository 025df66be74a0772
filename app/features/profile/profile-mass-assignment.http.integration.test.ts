import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { profiles, subscriptions, user } from "~/platform/db/schema";

import { createPendingSubmission, markingsUsedToday } from "../../../tests/support/factories";
import { startHttpApp } from "../../../tests/support/http-app";

/** B3 over HTTP: the profile form posted to the running app with fields a student must never set. */

const app = await startHttpApp();
const db = app.database.db;

async function everythingOf(userId: string) {
  return {
    user: await db.select().from(user).where(eq(user.id, userId)),
    profile: await db.select().from(profiles).where(eq(profiles.userId, userId)),
    subscription: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    used: await markingsUsedToday(db, userId),
  };
}

/** A profile row without the columns the form may change. */
function withoutEditable(row: Record<string, unknown>) {
  const rest = { ...row };
  for (const column of ["fullName", "examBoards", "updatedAt"]) delete rest[column];
  return rest;
}

describe("B3: profile mass assignment over HTTP", () => {
  it("B3: a profile update carrying plan, user_id, avatar_key, used:0 and role changes only the name and boards", async () => {
    const student = await app.signedInStudent({ plan: "basic", name: "Ada Lovelace" });
    const victim = await app.signedInStudent({ plan: "premium", name: "Grace Hopper" });
    // Two markings used today, so `used: 0` would be seen if it took effect.
    await createPendingSubmission(db, student.id);
    await createPendingSubmission(db, student.id);
    const before = await everythingOf(student.id);
    expect(before.used).toBe(2);
    const victimBefore = await everythingOf(victim.id);

    const saved = await app.postForm(
      "/profile",
      {
        fullName: "Ada King",
        "board:english-literature": "edexcel",
        "board:english-language": "aqa",
        "board:history": "edexcel",
        subscription_plan: "premium",
        plan: "premium",
        role: "admin",
        user_id: victim.id,
        userId: victim.id,
        avatar_key: `users/${victim.id}/avatar.webp`,
        avatarKey: `users/${victim.id}/avatar.webp`,
        used: "0",
        trialEndsAt: "2099-01-01T00:00:00Z",
        email: "someone-else@example.com",
      },
      student.cookie,
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Profile updated successfully!");

    const after = await everythingOf(student.id);
    // The name and the boards changed...
    expect(after.profile[0]!.fullName).toBe("Ada King");
    expect(after.profile[0]!.examBoards).toEqual({ "english-literature": "edexcel", "english-language": "aqa", history: "edexcel" });
    // ...and nothing else: same plan, same usage, no avatar, same email and trial, no other column touched.
    expect(after.subscription).toEqual(before.subscription);
    expect(after.used).toBe(2);
    expect(after.user).toEqual(before.user.map((row) => ({ ...row, name: after.user[0]!.name, updatedAt: after.user[0]!.updatedAt })));
    expect(withoutEditable(after.profile[0]!)).toEqual(withoutEditable(before.profile[0]!));
    // The user named in the body is untouched.
    expect(await everythingOf(victim.id)).toEqual(victimBefore);
    // And the app still treats the student as Basic: History stays locked, and there is no avatar to fetch.
    expect((await app.request("/subjects/history", { cookie: student.cookie })).status).toBe(403);
    expect((await app.request("/profile/avatar", { cookie: student.cookie })).status).toBe(404);
  });
});
