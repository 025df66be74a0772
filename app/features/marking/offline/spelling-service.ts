import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

import { EXTRA_WORDS } from "./analyse-answer";
import { spellingNames } from "./spelling-names";

/**
 * The offline marker's British spell checker, in a worker thread of its own (spelling-worker.mjs says
 * why): the server's thread sends the words of an answer and gets back the misspelt ones, then asks for
 * suggestions for the few the feedback shows. One worker per process, started at server start
 * (preloadOfflineMarker) or on first use, restarted if it ever exits.
 */
export interface SpellingService {
  /** The words of the list that are misspelt (each judged as written; see isSpeltRight). */
  misspelt(words: readonly string[]): Promise<ReadonlySet<string>>;
  /**
   * The correction the feedback shows for each word that has one: one edit away, never a common word for a
   * known name or a capitalised word changed in its first letter (spelling-worker.mjs, feedbackCorrection).
   */
  suggestions(words: readonly string[]): Promise<ReadonlyMap<string, string>>;
}

type Reply = { id: number; ready?: true; words?: string[]; suggestions?: Array<[string, string]>; error?: string };

/**
 * The worker's file: beside this module in the source tree (development, tests, benchmarks), and beside
 * the server bundle in a build, where vite.config.ts copies it (build/server/spelling-worker.mjs).
 */
function workerFile(): string {
  const besideThisModule = fileURLToPath(new URL("./spelling-worker.mjs", import.meta.url));
  if (existsSync(besideThisModule)) return besideThisModule;
  throw new Error(`The spelling worker is missing: ${besideThisModule}`);
}

let service: Promise<SpellingService> | null = null;
/** The running worker and how to fail its waiting requests (stopBritishSpelling). */
let running: { worker: Worker; failAll(error: Error): void } | null = null;

/** The process's spelling service, started on first call; rejects when the dictionary cannot load. */
export function britishSpelling(): Promise<SpellingService> {
  service ??= startService().catch((error: unknown) => {
    service = null;
    throw error;
  });
  return service;
}

async function startService(): Promise<SpellingService> {
  const { default: dictionary } = await import("dictionary-en-gb");
  const worker = new Worker(workerFile(), {
    workerData: {
      role: "marker-spelling",
      nspellPath: createRequire(import.meta.url).resolve("nspell"),
      dictionary: { aff: dictionary.aff, dic: dictionary.dic },
      extraWords: [...EXTRA_WORDS],
      // For corrections only (never for which words are misspelt): spelling-names.ts.
      names: spellingNames(),
    },
  });
  // The worker never keeps a process alive on its own (a test run, a benchmark, a server shutting down).
  worker.unref();
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure ??= error;
    if (running?.worker === worker) {
      running = null;
      service = null;
    }
    for (const waiter of pending.values()) waiter.reject(failure);
    pending.clear();
  };
  running = { worker, failAll };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (reply: Reply) => {
      if (reply.id === 0) {
        if (reply.error) reject(new Error(`The spell checker did not load: ${reply.error}`));
        else resolve();
        return;
      }
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if (reply.error) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply);
    });
    worker.on("error", (error) => {
      reject(error);
      failAll(error);
    });
    worker.on("exit", (code) => {
      const error = new Error(`The spelling worker stopped (exit code ${code})`);
      reject(error);
      failAll(error);
    });
  });
  await ready;

  const ask = (kind: "misspelt" | "suggest", words: readonly string[]): Promise<Reply> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      // Only the worker's pending requests keep the process waiting for it.
      if (pending.size === 1) worker.ref();
      worker.postMessage({ id, kind, words: [...words] });
    }).finally(() => {
      if (pending.size === 0) worker.unref();
    });
  };
  return {
    async misspelt(words) {
      if (words.length === 0) return new Set();
      return new Set((await ask("misspelt", words)).words ?? []);
    },
    async suggestions(words) {
      if (words.length === 0) return new Map();
      return new Map((await ask("suggest", words)).suggestions ?? []);
    },
  };
}

/**
 * Stops the spell checker's thread: requests waiting for it fail (the marking then reports spelling as
 * not checked) and the next britishSpelling() starts a new one.
 */
export async function stopBritishSpelling(): Promise<void> {
  const stopping = running;
  if (!stopping) return;
  stopping.failAll(new Error("The spelling worker stopped (stopped by the server)"));
  await stopping.worker.terminate();
}
