import { sql } from "drizzle-orm";

import { usageDays } from "../../app/platform/db/schema";
import { londonDay, nextLondonMidnight } from "../../app/platform/time/london-day";
import { markingsUsedToday } from "../support/factories";
import { macbethProposal } from "../support/model-proposals";
import { expect, test } from "./support/fixtures";
import { ownSetup, postAnswerForm } from "./support/own-server";

const PROPOSAL = macbethProposal();

/**
 * E1 across two app instances: a student on Basic (15 markings a day) with one marking left sends the
 * answer form 50 times at once, 25 to each of two real server processes sharing one PostgreSQL database
 * and its marking queue. Exactly one is accepted and marked, with one model call; the 49 others are
 * refused with the reset time; the day's counter equals the cap.
 */
test("E1: 50 parallel submits across two instances with one marking left: one accepted, one model call, 49 refused with the reset time", async () => {
  const setup = await ownSetup("e1");
  test.skip(!setup, "needs a PostgreSQL server");
  const { database, model } = setup!;
  model.setDefault({ kind: "json", value: PROPOSAL });
  try {
    const instances = [await setup!.startServer(), await setup!.startServer()];
    const student = await setup!.signedInStudent("Last Marking Student");
    await database.db.execute(
      sql`insert into subscriptions (user_id, customer_id, plan, status, current_period_end)
          values (${student.id}, ${`cus_${student.id.slice(0, 8)}`}, 'basic', 'active', now() + interval '30 days')`,
    );
    const cap = 15;
    await database.db.insert(usageDays).values({ userId: student.id, day: londonDay(new Date()), used: cap - 1 });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => postAnswerForm(instances[index % 2]!.url, student.cookie)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, ...Array(49).fill(429)]);
    const expectedWait = Math.ceil((nextLondonMidnight(new Date()).getTime() - Date.now()) / 1000);
    for (const answer of answers.filter((response) => response.status === 429)) {
      const page = (await answer.text()).replaceAll("<!-- -->", "");
      expect(page).toMatch(new RegExp(`You have used all ${cap} markings for today\\. Your allowance resets on [^<.]+\\.`));
      expect(Math.abs(Number(answer.headers.get("Retry-After")) - expectedWait)).toBeLessThanOrEqual(60);
    }
    // Both instances refused some: the limit held across processes, not within one.
    const refusedBy = [0, 1].map((instance) => answers.filter((answer, index) => index % 2 === instance && answer.status === 429).length);
    expect(Math.min(...refusedBy)).toBeGreaterThanOrEqual(24);
    expect(await markingsUsedToday(database.db, student.id)).toBe(cap);

    const accepted = answers.find((answer) => answer.status === 302)!;
    const submissionId = /^\/marking-results\/([\w-]+)$/.exec(accepted.headers.get("location") ?? "")?.[1];
    expect(submissionId).toBeDefined();
    const status = async () =>
      ((await database.executeSql("select status from submissions where id = $1", [submissionId])).rows[0] as { status: string }).status;
    await expect.poll(status, { timeout: 30_000, intervals: [250] }).toBe("marked");
    const stored = await database.executeSql("select count(*)::int as n from submissions where user_id = $1", [student.id]);
    expect((stored.rows[0] as { n: number }).n).toBe(1);
    expect(model.requests).toHaveLength(1);
    expect(await markingsUsedToday(database.db, student.id)).toBe(cap);
  } finally {
    await setup!.stop();
  }
});
