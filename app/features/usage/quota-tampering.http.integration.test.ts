import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { submissions, usageDays } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";

import { markingsUsedToday } from "../../../tests/support/factories";
import { startHttpApp } from "../../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../../tests/support/sample-answers";

/**
 * E2 over HTTP: a student at today's cap tries, from the client, to reset the counter or move it to
 * another day: extra form fields, a forged Date header and time zone, a made-up cookie, query strings and
 * the profile form. The server's counter (one row per London day) is the only one.
 */

const app = await startHttpApp({ TRUST_PROXY: "1" });
const db = app.database.db;
const MACBETH = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;
const CAP = 15;

const yesterday = londonDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
const tomorrow = londonDay(new Date(Date.now() + 24 * 60 * 60 * 1000));

function answer(extra: Record<string, string> = {}) {
  return {
    board: "aqa",
    paperId: "paper-1",
    questionTypeId: "shakespeare",
    questionText: MACBETH.questionText,
    sourceText: MACBETH.sourceText ?? "",
    answerText: MACBETH.answers.middling,
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

describe("E2: the counter cannot be reset or moved from the client", () => {
  it("E2: a student at the cap cannot reset or move the counter with fields, headers, cookies or query strings", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    await db.insert(usageDays).values({ userId: student.id, day: londonDay(new Date()), used: CAP });
    const usageBefore = await db.select().from(usageDays).where(eq(usageDays.userId, student.id));

    const tampered = { used: "0", remaining: "15", cap: "999999", quotaDay: yesterday, quota_day: yesterday, day: tomorrow, resetAt: new Date().toISOString() };
    const attempts: Array<{ what: string; send: () => Promise<Response> }> = [
      { what: "counter fields in the form", send: () => app.postForm("/subjects/english-literature", answer(tampered), student.cookie) },
      { what: "counter fields in the .data form", send: () => app.postForm("/subjects/english-literature.data", answer(tampered), student.cookie) },
      { what: "a query string naming another day", send: () => app.postForm(`/subjects/english-literature?day=${tomorrow}&used=0`, answer(), student.cookie) },
      {
        what: "a forged Date, time zone and cookie",
        send: () =>
          app.request("/subjects/english-literature", {
            method: "POST",
            cookie: `${student.cookie}; marker-usage=0; quota_day=${tomorrow}; tz=Pacific/Kiritimati`,
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Origin: app.origin,
              Date: new Date(Date.now() + 36 * 60 * 60 * 1000).toUTCString(),
              "X-Timezone": "Pacific/Kiritimati",
              "Time-Zone": "Pacific/Kiritimati",
              "X-Forwarded-For": "203.0.113.77",
            },
            body: new URLSearchParams(answer()),
          }),
      },
    ];
    for (const { what, send } of attempts) {
      const response = await send();
      expect(response.status, what).toBe(429);
      expect((await response.text()).replaceAll("<!-- -->", ""), what).toContain(`You have used all ${CAP} markings for today.`);
    }
    // Nothing the profile form or the results page accepts touches the counter either.
    const profile = await app.postForm(
      "/profile",
      { fullName: "Ada Lovelace", "board:english-literature": "aqa", "board:english-language": "aqa", "board:history": "aqa", used: "0", day: tomorrow },
      student.cookie,
    );
    expect(profile.status).toBe(200);

    expect(await db.select().from(usageDays).where(eq(usageDays.userId, student.id))).toEqual(usageBefore);
    expect(await db.select().from(submissions).where(eq(submissions.userId, student.id))).toEqual([]);
    // The page shows the server's count, the same definition the refusals used.
    const dashboard = (await (await app.request("/dashboard", { cookie: student.cookie })).text()).replaceAll("<!-- -->", "");
    expect(dashboard).toContain(`0 of ${CAP} remaining`);
    expect(await markingsUsedToday(db, student.id)).toBe(CAP);
  });

  it("E2: yesterday's count, however it was sent, does not follow the student into today", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    await db.insert(usageDays).values({ userId: student.id, day: yesterday, used: CAP });
    const accepted = await app.postForm("/subjects/english-literature", answer({ quotaDay: yesterday, day: yesterday }), student.cookie);
    expect(accepted.status).toBe(302);
    const rows = await db.select({ day: usageDays.day, used: usageDays.used }).from(usageDays).where(eq(usageDays.userId, student.id));
    expect(rows.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: yesterday, used: CAP },
      { day: londonDay(new Date()), used: 1 },
    ]);
    const [saved] = await db.select({ quotaDay: submissions.quotaDay }).from(submissions).where(eq(submissions.userId, student.id));
    expect(saved!.quotaDay).toBe(londonDay(new Date()));
  });
});
