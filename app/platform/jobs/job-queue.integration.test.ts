import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { openPgliteTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { JOBS_STARTED_PER_TURN, type JobQueue, startJobQueue } from "./job-queue.server";

const settings = { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 };

// Opening PGlite and creating pg-boss's tables takes several seconds on a busy machine: once per file.
describe("job queue worker", () => {
  let database: TestDatabase;
  let queue: JobQueue | null = null;
  beforeAll(async () => {
    database = await openPgliteTestDatabase();
  });
  afterEach(async () => {
    await queue?.stop();
    queue = null;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("runs a job sent while the worker is fetching without waiting for the next poll", async () => {
    const QUEUE = "wake-during-fetch";
    const opened = database;
    // The worker's fetch is held until a job has been sent, so the send's wake-up comes while the
    // worker is not waiting. With a poll of ten minutes, only a kept wake-up runs the job in time.
    let holdFetch: Promise<void> | null = null;
    let releaseFetch = () => {};
    let fetchStarted = () => {};
    const firstFetch = new Promise<void>((resolve) => (fetchStarted = resolve));
    const held: TestDatabase = {
      ...opened,
      executeSql: async (text, values) => {
        const isFetch = /SKIP LOCKED/i.test(text);
        if (isFetch && holdFetch === null) {
          holdFetch = new Promise<void>((resolve) => (releaseFetch = resolve));
          const result = await opened.executeSql(text, values);
          fetchStarted();
          await holdFetch;
          return result;
        }
        return opened.executeSql(text, values);
      },
    };
    queue = await startJobQueue(held, { maintenanceIntervalSeconds: 300, pollMs: 600_000 });
    await queue.ensureQueue(QUEUE, settings);
    const handled: string[] = [];
    let done = () => {};
    const ran = new Promise<void>((resolve) => (done = resolve));
    queue.work<{ n: number }>(QUEUE, 2, async (job) => {
      handled.push(String(job.data.n));
      done();
    });
    await firstFetch;
    await queue.send(QUEUE, { n: 1 }, { singletonKey: "job-1" });
    releaseFetch();
    await ran;
    expect(handled).toEqual(["1"]);
  }, 60_000);

  it("starts a fetched batch a few jobs per turn of the event loop", async () => {
    const QUEUE = "batch-turns";
    queue = await startJobQueue(database, { maintenanceIntervalSeconds: 300, pollMs: 600_000 });
    await queue.ensureQueue(QUEUE, settings);
    // The queue policy keeps one waiting job per singleton key (as the marking queue does per submission).
    const count = JOBS_STARTED_PER_TURN + 2;
    for (let n = 0; n < count; n++) await queue.send(QUEUE, { n }, { singletonKey: `job-${n}` });
    // Each handler marks the turn busy until the next turn; a handler started in the same turn as another sees it busy.
    let busy = false;
    const startedInBusyTurn: boolean[] = [];
    let done = () => {};
    const ran = new Promise<void>((resolve) => (done = resolve));
    queue.work<{ n: number }>(QUEUE, count, async () => {
      startedInBusyTurn.push(busy);
      busy = true;
      setImmediate(() => (busy = false));
      if (startedInBusyTurn.length === count) done();
    });
    await ran;
    // One fetch takes them all; the first JOBS_STARTED_PER_TURN share a turn, the rest start in the next.
    const firstTurn = [false, ...Array<boolean>(JOBS_STARTED_PER_TURN - 1).fill(true)];
    expect(startedInBusyTurn).toEqual([...firstTurn, false, true]);
  }, 60_000);
});
