import PgBoss from "pg-boss";

import type { Database } from "../db/client.server";
import { getRootLogger } from "../logger.server";

/** The queue's tables live in their own schema, next to the app's, in the same database. */
import { JOB_QUEUE_SCHEMA as SCHEMA } from "./schema-name";
/** How often an idle worker asks the database for new work (jobs sent by this process wake it at once). */
const POLL_MS = 1_000;

/** How many fetched jobs start in one turn of the event loop before the worker lets other work run. */
export const JOBS_STARTED_PER_TURN = 8;

export interface QueueSettings {
  /** Attempts after the first one; each waits longer (exponential backoff from retryDelaySeconds). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still active after this long is expired (its process died) and retried. */
  expireInSeconds: number;
}

export interface Job<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

export interface Worker {
  /** How many jobs this worker is running now. */
  readonly inFlight: number;
  stop(): Promise<void>;
}

export interface JobQueue {
  /** Creates the queue (and, on first use, pg-boss's schema); idempotent. */
  ensureQueue(name: string, settings: QueueSettings): Promise<void>;
  /** Adds a job; with a singleton key, a second job for the same key is not added while one waits. */
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string }): Promise<string | null>;
  /** Of these singleton keys, the ones with a job still to run (waiting, retrying or running). */
  liveKeys(name: string, keys: string[]): Promise<Set<string>>;
  /**
   * Runs up to `concurrency` jobs of the queue at a time in this process. A handler that throws fails
   * the job: pg-boss retries it with backoff until its retry limit.
   */
  work<T>(name: string, concurrency: number, handler: (job: Job<T>) => Promise<void>): Worker;
  stop(): Promise<void>;
}

/**
 * pg-boss on the app's own database: on PostgreSQL through the app's pool, on PGlite through the same one
 * connection (its `executeSql` queues behind any open transaction), so the embedded default runs the
 * same queue as production (DESIGN.md section 3).
 */
export async function startJobQueue(
  database: Database,
  options: { maintenanceIntervalSeconds: number; /** Tests only: how often an idle worker polls. */ pollMs?: number },
): Promise<JobQueue> {
  const pollMs = options.pollMs ?? POLL_MS;
  const logger = getRootLogger().child({ component: "job-queue" });
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: SCHEMA,
    migrate: true,
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  } as PgBoss.ConstructorOptions);
  boss.on("error", (error) => logger.warn({ err: error }, "job queue error"));
  await boss.start();
  const workers = new Set<{ wake: () => void; stop: () => Promise<void>; name: string }>();
  let stopped = false;

  return {
    async ensureQueue(name, settings) {
      const existing = await boss.getQueue(name);
      const queueOptions = {
        name,
        policy: "short" as const,
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: settings.expireInSeconds,
      };
      if (existing) await boss.updateQueue(name, queueOptions);
      else await boss.createQueue(name, queueOptions);
    },

    async send(name, data, options = {}) {
      const id = await boss.send(name, data, options.singletonKey ? { singletonKey: options.singletonKey } : {});
      for (const worker of workers) if (worker.name === name) worker.wake();
      return id;
    },

    async liveKeys(name, keys) {
      if (keys.length === 0) return new Set();
      const result = await database.executeSql(
        `SELECT singleton_key FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = ANY($2::text[]) AND state < 'completed'`,
        [name, keys],
      );
      return new Set((result.rows as Array<{ singleton_key: string }>).map((row) => row.singleton_key));
    },

    work<T>(name: string, concurrency: number, handler: (job: Job<T>) => Promise<void>): Worker {
      let inFlight = 0;
      let active = true;
      let wakeUp: (() => void) | null = null;
      // A wake that comes while the loop is fetching (not waiting) is kept, so the loop fetches again at
      // once instead of sleeping a whole poll on a job that was sent during the fetch.
      let woken = false;
      const running = new Set<Promise<void>>();
      const wake = () => {
        woken = true;
        wakeUp?.();
        wakeUp = null;
      };

      const run = async (job: Job<T>) => {
        try {
          await handler(job);
          await boss.complete(name, job.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await boss.fail(name, job.id, { message }).catch((failure: unknown) => logger.warn({ err: failure, job: job.id }, "could not record a failed job"));
        }
      };

      const loop = async () => {
        while (active) {
          const room = concurrency - inFlight;
          woken = false;
          if (room > 0) {
            const jobs = (await boss.fetch<T>(name, { batchSize: room, includeMetadata: true }).catch((error: unknown) => {
              logger.warn({ err: error }, "could not fetch jobs");
              return [];
            })) as unknown as Job<T>[];
            for (const [index, job] of jobs.entries()) {
              // A batch of 100 started in one turn holds the loop for all their first steps at once (every
              // request waits behind them); one a turn makes the last wait 100 turns. A few a turn.
              if (index > 0 && index % JOBS_STARTED_PER_TURN === 0) await new Promise<void>((resolve) => setImmediate(resolve));
              inFlight++;
              const done = run(job).finally(() => {
                inFlight--;
                running.delete(done);
                wake();
              });
              running.add(done);
            }
            // A full batch: there may be more waiting, so ask again at once.
            if (jobs.length === room) continue;
          }
          if (!active) break;
          if (woken) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, pollMs);
            wakeUp = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      };

      const looping = loop();
      const entry = {
        name,
        wake,
        stop: async () => {
          active = false;
          wake();
          await looping;
          await Promise.allSettled([...running]);
        },
      };
      workers.add(entry);
      return {
        get inFlight() {
          return inFlight;
        },
        stop: async () => {
          workers.delete(entry);
          await entry.stop();
        },
      };
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.allSettled([...workers].map((worker) => worker.stop()));
      workers.clear();
      await boss.stop({ graceful: false, wait: true, close: false });
    },
  };
}
