import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

import { EXTRA_WORDS } from "./analyse-answer";
import { COMMON_WORDS } from "./spelling-common-words";
import { spellingNames } from "./spelling-names";
import { SUBJECT_WORDS } from "./spelling-subject-words";

/**
 * The offline marker's British spell checker, in a worker thread of its own (spelling-worker.mjs says
 * why): the server's thread sends the words of an answer and gets back the misspelt ones, then asks for
 * suggestions for the few the feedback shows. One worker per process, started at server start
 * (preloadOfflineMarker) or on first use, restarted if it ever exits.
 */
export interface SpellingService {
  /**
   * The words of the list that are misspelt (each judged as written; see isSpeltRight). The list is an
   * answer's words (spellingCandidates): the service remembers which apostrophe the answer types, for
   * suggestions.
   */
  misspelt(words: readonly string[]): Promise<ReadonlySet<string>>;
  /**
   * The correction the feedback shows for each word that has one: one edit away, never a common word for a
   * known name or a capitalised word changed in its first letter (spelling-worker.mjs, feedbackCorrection).
   * A missing apostrophe is put back as the answer types its others (’ or '): "wasnt" is "wasn’t" in an
   * answer that writes "didn’t".
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
      extraWords: [...EXTRA_WORDS, ...SUBJECT_WORDS],
      // Names of set texts and topics (spelling-names.ts): a name written with its capital is spelt right,
      // and corrections never turn one into another word.
      names: spellingNames(),
      // For corrections only: the commonest of several words one edit away is offered.
      commonWords: [...COMMON_WORDS],
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
  const curlyAnswers = new CurlyApostropheAnswers();
  return {
    async misspelt(words) {
      if (words.length === 0) return new Set();
      const misspelt = (await ask("misspelt", words)).words ?? [];
      curlyAnswers.remember(words, misspelt);
      return new Set(misspelt);
    },
    async suggestions(words) {
      if (words.length === 0) return new Map();
      const suggestions = (await ask("suggest", words)).suggestions ?? [];
      return new Map(suggestions.map(([word, suggestion]) => [word, curlyAnswers.styled(word, suggestion)]));
    },
  };
}

/**
 * The misspelt words of recent answers that type the curly apostrophe (’), so that an apostrophe put back
 * into one of them ("wasnt": "wasn’t") is typed the same way. The worker sees one word at a time and a
 * word without an apostrophe says nothing of its answer's, so the service remembers it from the answer's
 * misspelt() request (the marker asks for suggestions for the same answer just after). Bounded: the
 * oldest are forgotten first. Should two answers being marked at once share a misspelt word and differ in
 * apostrophes, the later one's is used: a matter of typography, never of which words are misspelt.
 */
class CurlyApostropheAnswers {
  private static readonly LIMIT = 2_000;
  private readonly curly = new Map<string, boolean>();

  remember(words: readonly string[], misspelt: readonly string[]): void {
    let curlyWords = 0;
    let straightWords = 0;
    for (const word of words) {
      if (word.includes("’")) curlyWords += 1;
      else if (word.includes("'")) straightWords += 1;
    }
    for (const word of misspelt) {
      if (/['’]/.test(word)) continue;
      this.curly.delete(word);
      this.curly.set(word, curlyWords > straightWords);
    }
    for (const oldest of this.curly.keys()) {
      if (this.curly.size <= CurlyApostropheAnswers.LIMIT) break;
      this.curly.delete(oldest);
    }
  }

  /** The suggestion with the apostrophe the word's answer types. */
  styled(word: string, suggestion: string): string {
    return this.curly.get(word) === true ? suggestion.replace(/'/g, "’") : suggestion;
  }
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
