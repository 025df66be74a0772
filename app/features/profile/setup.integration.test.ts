import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { forgetSignedIn, getSignedIn } from "~/features/auth/guards.server";
import { profiles, user } from "~/platform/db/schema";
import { action as setupAction, loader as setupLoader } from "~/routes/setup";

import { cookieHeader, setUpAuthKit, TEST_APP_URL, uniqueEmail } from "../../../tests/support/auth-kit";

const kit = await setUpAuthKit({ REQUIRE_EMAIL_VERIFICATION: "false" });

async function newStudent(name = "Ada Lovelace") {
  const password = "a long walk on the downs";
  const result = await kit.postAuthForm({ intent: "signup", fullName: name, email: uniqueEmail(), password, confirmPassword: password, ageConfirmed: "on" });
  expect(result.status).toBe(302);
  const cookie = cookieHeader(result.setCookies);
  const session = await kit.sessionFor(cookie);
  return { cookie, session: session!, userId: session!.user.id };
}

function post(fields: Record<string, string>) {
  return new Request(`${TEST_APP_URL}/setup`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

type Args = Parameters<typeof setupAction>[0];

describe("setup", () => {
  it("saves the chosen board for all three subjects, and nothing else (B3)", async () => {
    const victim = await newStudent("Victim Student");
    const student = await newStudent();
    const result = (await setupAction({
      request: post({
        board: "wjec",
        subscription_plan: "premium",
        user_id: victim.userId,
        exam_boards: '{"history":"ocr"}',
        trial_ends_at: "2099-01-01",
        role: "admin",
      }),
      context: { session: student.session },
      params: {},
    } as unknown as Args)) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/dashboard");

    const [mine] = await kit.database.db.select().from(profiles).where(eq(profiles.userId, student.userId));
    expect(mine!.examBoards).toEqual({ "english-literature": "wjec", "english-language": "wjec", history: "wjec" });
    expect(mine!.trialEndsAt.getFullYear()).toBeLessThan(2099);
    const [theirs] = await kit.database.db.select().from(profiles).where(eq(profiles.userId, victim.userId));
    expect(theirs!.examBoards).toEqual({});
  });

  it("refuses a board that does not exist with the spec's message", async () => {
    const student = await newStudent();
    const result = (await setupAction({
      request: post({ board: "cambridge" }),
      context: { session: student.session },
      params: {},
    } as unknown as Args)) as unknown as { data: { formError: string }; init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(result.data.formError).toMatch(/^Error setting up account: /);
  });

  it("sends an anonymous visitor to sign in", async () => {
    await expect(
      setupLoader({ request: new Request(`${TEST_APP_URL}/setup`), context: { session: null }, params: {} } as unknown as Parameters<
        typeof setupLoader
      >[0]),
    ).rejects.toMatchObject({ status: 302, headers: expect.any(Headers) });
  });

  it("recreates a missing profile instead of failing", async () => {
    const student = await newStudent("Rosalind Franklin");
    await kit.database.db.delete(profiles).where(eq(profiles.userId, student.userId));
    const data = await setupLoader({
      request: new Request(`${TEST_APP_URL}/setup`),
      context: { session: student.session },
      params: {},
    } as unknown as Parameters<typeof setupLoader>[0]);
    expect(data).toEqual({ currentBoard: null, mixedBoards: false, needsAgeConfirmation: true });
    const [profile] = await kit.database.db.select().from(profiles).where(eq(profiles.userId, student.userId));
    const [account] = await kit.database.db.select().from(user).where(eq(user.id, student.userId));
    expect(profile?.fullName).toBe(account?.name);
  });

  it("reads the account once per request, and again after an action changes it", async () => {
    const student = await newStudent("Dorothy Hodgkin");
    const context = { session: student.session } as unknown as Parameters<typeof getSignedIn>[0];
    const first = getSignedIn(context);
    expect(getSignedIn(context)).toBe(first);
    expect(getSignedIn({ session: student.session } as never)).not.toBe(first);
    // The first read has finished before the change (else, on a busy machine, it could read the changed row).
    await first;
    await kit.database.db.update(profiles).set({ fullName: "Dorothy Crowfoot Hodgkin" }).where(eq(profiles.userId, student.userId));
    expect((await getSignedIn(context))!.profile.fullName).toBe("Dorothy Hodgkin");
    forgetSignedIn(context!);
    expect((await getSignedIn(context))!.profile.fullName).toBe("Dorothy Crowfoot Hodgkin");
    expect(getSignedIn({ session: null } as never)).toBeNull();
    expect(getSignedIn(undefined)).toBeNull();
  });
});
