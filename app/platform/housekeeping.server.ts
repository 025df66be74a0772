import { getLogger } from "./logger.server";

/** One clean-up the server runs on a timer: it returns how many things it removed. */
export interface HousekeepingTask {
  name: string;
  run(): Promise<number>;
}

export interface Housekeeping {
  /** Runs every task once, one after another; a task that fails is logged and the others still run. */
  runNow(): Promise<Record<string, number | "failed">>;
  stop(): Promise<void>;
}

/** How often the server cleans up (the privacy policy's "an hour at most" is kept with room to spare). */
export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Clean-ups that keep what the privacy policy promises about how long things are kept (expired abuse-limit
 * counters, pictures never put on a card), run by every app instance: each task is an idempotent delete, so
 * two instances running it at once remove nothing twice. The first run is soon after start, then one every
 * interval; the timer never keeps the process alive, and a run is never started while one is going.
 */
export function startHousekeeping(tasks: readonly HousekeepingTask[], options: { intervalMs?: number; firstRunMs?: number } = {}): Housekeeping {
  const intervalMs = options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS;
  const logger = getLogger().child({ component: "housekeeping" });
  let running: Promise<Record<string, number | "failed">> | null = null;
  let stopped = false;

  const runAll = async () => {
    const outcome: Record<string, number | "failed"> = {};
    for (const task of tasks) {
      if (stopped) break;
      try {
        outcome[task.name] = await task.run();
      } catch (error) {
        outcome[task.name] = "failed";
        logger.warn({ err: error, task: task.name }, "a housekeeping task failed; it runs again next time");
      }
    }
    const removed = Object.values(outcome).filter((value): value is number => typeof value === "number");
    if (removed.some((count) => count > 0)) logger.info({ removed: outcome }, "housekeeping");
    return outcome;
  };
  const runNow = () => {
    running ??= runAll().finally(() => {
      running = null;
    });
    return running;
  };

  const first = setTimeout(() => void runNow(), options.firstRunMs ?? 60_000);
  const every = setInterval(() => void runNow(), intervalMs);
  first.unref();
  every.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
