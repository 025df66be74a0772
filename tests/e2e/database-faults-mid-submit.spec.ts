import pg from "pg";

import { expect, test } from "./support/fixtures";
import { ownSetup, postAnswerForm } from "./support/own-server";

const STATEMENT_TIMEOUT_MS = 2_000;

/**
 * H1 in the middle of a submit. The answer form's transaction takes a unit of the allowance, then
 * stores the submission; a trigger on that insert (installed by this test) makes the database pause
 * there. First the connection is terminated while the transaction is open; then the database is slow
 * (the pause outlasts the server's statement timeout); then the trigger goes and the same server takes
 * the answer. Each failure answers 503 with a retry hint and no stack trace, and leaves nothing: no unit
 * taken without a submission, no submission without a unit. A server of its own on its own database.
 */
test("H1: a connection dropped mid-submit and a slow database roll the submit back and answer 503; the same server then takes it", async () => {
  const setup = await ownSetup("h1");
  test.skip(!setup, "needs a PostgreSQL server");
  const watcher = new pg.Client({ connectionString: setup!.env.DATABASE_URL, application_name: "h1-watcher" });
  await watcher.connect();
  const pause = async (seconds: number) => {
    await watcher.query(`create or replace function h1_pause() returns trigger language plpgsql as $$
      begin perform pg_sleep(${seconds}); return new; end $$`);
    await watcher.query("drop trigger if exists h1_pause on submissions");
    await watcher.query("create trigger h1_pause before insert on submissions for each row execute function h1_pause()");
  };
  try {
    const server = await setup!.startServer({ DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) });
    const student = await setup!.signedInStudent("Fault Student");
    const cookie = student.cookie;
    const submit = () => postAnswerForm(server.url, cookie);
    const stored = async () => {
      const { rows } = await watcher.query(
        `select (select count(*) from submissions where user_id = $1)::int as submissions,
                (select coalesce(sum(used), 0) from usage_days where user_id = $1)::int as used`,
        [student.id],
      );
      return rows[0] as { submissions: number; used: number };
    };
    const expectUnavailable = async (response: Response) => {
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = await response.text();
      expect(body).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)/);
      expect(body).not.toContain("node_modules");
      expect(body).not.toMatch(/pg_sleep|h1_pause|statement timeout|terminating connection/i);
    };

    // 1. The connection goes away while the submit's transaction is open (after the unit was taken).
    await pause(30);
    const dropped = submit();
    let killed = 0;
    await expect
      .poll(
        async () => {
          const { rows } = await watcher.query(
            `select pg_terminate_backend(pid) as done from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and query ilike '%insert into "submissions"%' and state = 'active'`,
          );
          killed += rows.length;
          return killed;
        },
        { timeout: 15_000, intervals: [100] },
      )
      .toBeGreaterThan(0);
    // The server stays up (a connection failing while in use once crashed the process) and answers 503.
    await expectUnavailable(await dropped);
    expect(await stored()).toEqual({ submissions: 0, used: 0 });

    // 2. A slow database: the insert outlasts the statement timeout; the server cancels it and answers 503.
    const started = Date.now();
    await expectUnavailable(await submit());
    expect(Date.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 10_000);
    expect(await stored()).toEqual({ submissions: 0, used: 0 });

    // 3. The database is well again: the same server, not restarted, takes the answer and one unit.
    await watcher.query("drop trigger h1_pause on submissions");
    const accepted = await submit();
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toMatch(/^\/marking-results\/[0-9a-f-]{36}$/);
    expect(await stored()).toEqual({ submissions: 1, used: 1 });
    expect((await fetch(`${server.url}/dashboard`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  } finally {
    await watcher.end();
    await setup!.stop();
  }
});
