/**
 * Marking-quality benchmark: marks human-scored essays and short answers (../shared/datasets/) through
 * the same Marker interface the product uses, and reports agreement with the human scores.
 *
 *   npm run bench:marking-quality -- --engine offline [--dataset asap_aes|asap_sas] [--limit N] [--sets 1,3]
 *   npm run bench:marking-quality -- --engine google|openai|openai-compatible [--limit 20] [--repeats 3]
 *
 * Model engines are configured from the environment as the server is (AI_MODEL, AI_BASE_URL, keys...);
 * they mark every item `repeats` times and also report the run-to-run spread and tokens and cost per marking.
 *
 * Nothing is fitted to the datasets: scales are the datasets' declared ones, question types follow the
 * catalogue's conventions, and the word-count floor uses ranks only. See bench/README.md.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";

import { getBoardSubject } from "~/features/catalogue/catalogue";
import { SUBMISSION_LIMITS } from "~/features/submissions/submission-rules";
import type { QuestionType } from "~/features/catalogue/types";
import type { Marker, MarkerIdentity, MarkingInput } from "~/features/marking/marker";
import type { QuestionProfile } from "~/features/marking/offline/score-answer";

import {
  DATASET_FILES,
  DATASET_IDS,
  type BenchItem,
  type BenchPrompt,
  type DatasetId,
  loadDataset,
  missingDatasetFiles,
  proposalToScore,
  questionTypeFor,
} from "./datasets";
import { costOf, formatAmount, formatCost, parsePrices, perMarking, PRICE_HINT, PriceError, type Prices } from "./cost";
import {
  type EngineHandle,
  EngineSetupError,
  MODEL_ENGINE_NAMES,
  type ModelEngineName,
  type TokenTotals,
  type UsageMeter,
} from "./engine";
import {
  adjacentAgreement,
  exactAgreement,
  meanOf,
  meanSignedError,
  quadraticWeightedKappa,
  runToRunSpread,
  wordCount,
  wordCountRankScores,
} from "./metrics";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const RESULTS_DIR = join(REPO_ROOT, "bench/results");
/** Items per prompt by default: the offline marker is fast and free; a model costs time and money. */
const DEFAULT_LIMIT = { offline: 200, model: 20 } as const;
/** Times each item is marked by default: the offline marker is deterministic, a model may not be. */
const DEFAULT_REPEATS = { offline: 1, model: 3 } as const;
const MAX_REPEATS = 10;

// ---------------------------------------------------------------------------------------------
// Engines
// ---------------------------------------------------------------------------------------------

export const ENGINE_NAMES = ["offline", "google", "openai", "openai-compatible"] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

const isModelEngine = (engine: EngineName): engine is ModelEngineName =>
  (MODEL_ENGINE_NAMES as readonly string[]).includes(engine);

async function offlineProfileBuilder(): Promise<NonNullable<EvaluateOptions["profileFor"]>> {
  const { questionProfileFor } = await import("~/features/marking/offline/offline-marker");
  return questionProfileFor;
}

async function createOfflineEngine(): Promise<EngineHandle> {
  try {
    const { createOfflineMarker, preloadOfflineMarker } = await import("~/features/marking/offline/offline-marker");
    // As the server does at start: the spell checker is loaded before the first answer.
    await preloadOfflineMarker();
    return {
      marker: createOfflineMarker(),
      concurrency: 1,
      usage: null,
      details: [],
      settings: null,
      close: async () => {},
    };
  } catch (error) {
    if ((error as { code?: unknown }).code === "ERR_MODULE_NOT_FOUND") {
      throw new Error(
        `the offline marker (app/features/marking/offline/offline-marker.ts) could not be loaded: ${errorMessage(error)}`,
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}

/**
 * The engine to mark with. The model engines build the product's model Marker from the environment
 * (model-engine.ts, loaded only for them); a missing key or bad setting throws EngineSetupError.
 */
export async function createEngine(
  engine: EngineName,
  env: Record<string, string | undefined> = process.env,
): Promise<EngineHandle> {
  if (!isModelEngine(engine)) return createOfflineEngine();
  const { createModelEngine } = await import("./model-engine");
  return createModelEngine(engine, env);
}

// ---------------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------------

export interface Options {
  engine: EngineName;
  datasets: DatasetId[];
  /** Items per prompt, first in file order; 0 for all. */
  limit: number;
  /** Times each item is marked. */
  repeats: number;
  /** Only these sets (prompts), or all. */
  sets: number[] | null;
  /**
   * Offline engine only: give the marker a question profile built from the prompt's unlabelled answers
   * (a class set marked together). Off by default, as a student's single answer is marked in the product.
   */
  cohort: boolean;
}

const USAGE = `Usage: npm run bench:marking-quality -- --engine <engine> [--dataset <dataset>] [--limit N] [--repeats N] [--sets 1,2]

  --engine   ${ENGINE_NAMES.join(" | ")}
  --dataset  ${DATASET_IDS.join(" | ")} (default: both)
  --limit    items marked per prompt, the first N in file order
             (default ${DEFAULT_LIMIT.offline} offline, ${DEFAULT_LIMIT.model} with a model; 0 = all)
  --repeats  times each item is marked, for the run-to-run spread (default ${DEFAULT_REPEATS.offline} offline, ${DEFAULT_REPEATS.model} with a model)
  --sets     only these essay sets / prompts, e.g. 1,3 (default: all)
  --cohort   offline engine: mark each answer against a question profile built from the prompt's
             unlabelled answers (class-set marking); default: each answer on its own, as in the product

Model engines read the server's settings from the environment: GOOGLE_GENERATIVE_AI_API_KEY (google),
OPENAI_API_KEY (openai), AI_BASE_URL + AI_MODEL (+ AI_API_KEY) (openai-compatible), and AI_MODEL,
AI_MAX_CONCURRENCY, AI_TIMEOUT_MS, AI_MAX_RETRIES, MARKING_SAMPLES. For a cost per marking set
AI_PRICE_INPUT_PER_MILLION and AI_PRICE_OUTPUT_PER_MILLION (AI_PRICE_CURRENCY, default USD).
Datasets are read from ../shared/datasets next to the repository, or from MARKER_DATASETS_DIR.`;

export class UsageError extends Error {
  override name = "UsageError";
}

export function parseArgs(argv: readonly string[]): Options | "help" {
  let engine: string | undefined;
  let dataset: string | undefined;
  let limit: number | undefined;
  let repeats: number | undefined;
  let sets: number[] | null = null;
  let cohort = false;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === "--help" || arg === "-h") return "help";
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++index];
      if (next === undefined || next === "") throw new UsageError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case "--engine":
        engine = value();
        break;
      case "--dataset":
        dataset = value();
        break;
      case "--limit": {
        const text = value();
        if (!/^\d+$/.test(text)) throw new UsageError(`--limit must be a whole number (0 = all), got "${text}"`);
        limit = Number(text);
        break;
      }
      case "--repeats": {
        const text = value();
        if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_REPEATS) {
          throw new UsageError(`--repeats must be a whole number from 1 to ${MAX_REPEATS}, got "${text}"`);
        }
        repeats = Number(text);
        break;
      }
      case "--cohort":
        cohort = true;
        break;
      case "--sets": {
        const text = value();
        sets = text.split(",").map((part) => {
          const set = Number(part.trim());
          if (!Number.isInteger(set) || set < 1)
            throw new UsageError(`--sets takes set numbers like 1,3, got "${text}"`);
          return set;
        });
        break;
      }
      default:
        throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  if (engine === undefined) throw new UsageError("--engine is required");
  if (cohort && engine !== "offline") throw new UsageError("--cohort is for the offline engine only");
  if (!(ENGINE_NAMES as readonly string[]).includes(engine)) {
    throw new UsageError(`unknown engine "${engine}" (one of ${ENGINE_NAMES.join(", ")})`);
  }
  if (dataset !== undefined && !(DATASET_IDS as readonly string[]).includes(dataset)) {
    throw new UsageError(`unknown dataset "${dataset}" (one of ${DATASET_IDS.join(", ")})`);
  }
  const kind = isModelEngine(engine as EngineName) ? "model" : "offline";
  return {
    engine: engine as EngineName,
    datasets: dataset === undefined ? [...DATASET_IDS] : [dataset as DatasetId],
    limit: limit ?? DEFAULT_LIMIT[kind],
    repeats: repeats ?? DEFAULT_REPEATS[kind],
    sets,
    cohort,
  };
}

// ---------------------------------------------------------------------------------------------
// Progress
// ---------------------------------------------------------------------------------------------

function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "--";
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours}h${String(minutes).padStart(2, "0")}m`;
  if (minutes > 0) return `${minutes}m${String(rest).padStart(2, "0")}s`;
  return `${rest}s`;
}

/**
 * A text progress bar on stderr: a redrawn line at most ten times a second on a terminal, plain
 * lines at each tenth of the way (and the end) otherwise.
 */
export class Progress {
  private done = 0;
  private lastDraw = 0;
  private lastDecile = -1;
  private readonly started = Date.now();
  private readonly tty: boolean;

  constructor(
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {
    this.tty = stream.isTTY === true;
  }

  tick(label: string): void {
    this.done++;
    const now = Date.now();
    const finished = this.done >= this.total;
    if (this.tty) {
      if (!finished && now - this.lastDraw < 100) return;
      this.lastDraw = now;
      this.stream.write(`\r${this.line(label, now)}\x1b[K`);
      if (finished) this.stream.write("\n");
      return;
    }
    const decile = Math.floor((this.done / this.total) * 10);
    if (decile === this.lastDecile && !finished) return;
    this.lastDecile = decile;
    this.stream.write(`${this.line(label, now)}\n`);
  }

  private line(label: string, now: number): string {
    const width = 30;
    const ratio = this.total === 0 ? 1 : this.done / this.total;
    const filled = Math.round(ratio * width);
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? this.done / seconds : 0;
    const eta = rate > 0 ? (this.total - this.done) / rate : Number.NaN;
    return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${this.done}/${this.total} ${rate.toFixed(1)} items/s ETA ${formatDuration(eta)} ${label}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Marking and figures
// ---------------------------------------------------------------------------------------------

/**
 * Figures about repeats, tokens and cost, for one prompt or pooled over a dataset. Markings are
 * sampled items × repeats; the spread is over the items scored in every repeat (mean of max - min of
 * their scores, in score points), and `identical` is the share of those scored the same every time.
 * Tokens count every call, failed ones too (null without a usage meter); means and cost per marking
 * are over markings that produced a score (NaN when unknown).
 */
export interface RepeatFigures {
  markings: number;
  failedMarkings: number;
  spreadN: number;
  spread: number;
  identical: number;
  tokens: TokenTotals | null;
  meanInputTokens: number;
  meanOutputTokens: number;
  costPerMarking: number;
  cost: number;
}

export interface PromptResult extends RepeatFigures {
  set: number;
  label: string;
  title: string;
  scale: { min: number; max: number };
  marks: number;
  /**
   * Items sampled (first N in file order) and of those, markings of the first repeat that failed (left
   * out of every agreement figure).
   */
  sampled: number;
  failed: number;
  /** The first failure of any repeat. */
  firstFailure: string | null;
  /** Items the agreement figures are over (scored in the first repeat). */
  n: number;
  qwk: number;
  exact: number;
  adjacent: number;
  meanSignedError: number;
  /** Rater 1 vs rater 2 on the same n items, and over the whole set in the file. */
  humanHumanQwk: number;
  humanHumanQwkAllItems: number;
  /** Word-count-only baseline on the same n items (ranks taken among all the set's essays). */
  wordCountQwk: number;
  /** counts[human - min][predicted - min], first repeat. */
  confusion: number[][];
  /** Wall-clock seconds per marking (markings run `concurrency` at a time). */
  secondsPerItem: number;
  /** Times each item was marked. */
  repeats: number;
  /** Each marking's time, for the speed figures. */
  timings: MarkingTiming[];
  /** The event loop's delay while the prompt was marked (what a request arriving meanwhile waited), ms. */
  loopDelay: { p99Ms: number; maxMs: number };
}

export interface MarkingTiming {
  words: number;
  /** Wall-clock time of the marking: with the offline marker, how long the event loop was blocked. */
  wallMs: number;
  /** CPU time of the process during the marking. */
  cpuMs: number;
  /** The most main-thread CPU between two of the marker's progress reports (one step of the marking). */
  longestStepCpuMs: number;
  /** The longest wall-clock time between two progress reports: what the step held the event loop for. */
  longestStepWallMs: number;
  /** The item's id and the marking's position in the prompt's run (0 = the first marking of the prompt). */
  itemId: string;
  position: number;
}

/** Everything the marker sees for one answer: the same MarkingInput as the product builds. */
export function markingInputFor(
  prompt: BenchPrompt,
  questionType: QuestionType,
  answerText: string,
  questionProfile?: QuestionProfile,
): MarkingInput {
  return {
    ...(questionProfile ? { questionProfile } : {}),
    subjectId: prompt.subjectId,
    boardId: "aqa",
    questionType,
    objectiveMeanings: getBoardSubject(prompt.subjectId, "aqa")?.objectiveMeanings ?? {},
    questionText: prompt.questionText,
    sourceText: prompt.sourceText,
    answerText,
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface EvaluateOptions {
  /** Items per prompt, the first in file order; 0 for all. */
  limit: number;
  /** Times each item is marked (default 1). Agreement figures are on the first repeat. */
  repeats?: number;
  /** Markings in flight at once (default 1, one after the other). */
  concurrency?: number;
  /** Called after each marking with the prompt's label (for the progress bar). */
  onItem?: (label: string) => void;
  /** The engine's token totals, read before and after the prompt; null for an engine without tokens. */
  usage?: UsageMeter | null;
  /** Prices for the cost figures; null gives tokens only. */
  prices?: Prices | null;
  /**
   * Builds a question profile from the prompt's unlabelled answers (every item's text, never a score);
   * when given, every marking of the prompt receives it.
   */
  profileFor?: (input: Omit<MarkingInput, "answerText">, answers: readonly string[]) => Promise<QuestionProfile>;
}

/** Runs `task(0..count-1)` with at most `concurrency` running at once; results in index order. */
export async function runPool<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, count)) }, worker));
  return results;
}

type Marking = { ok: true; score: number } | { ok: false; error: string };

/**
 * Marks the first `limit` items (0 = all) of one prompt `repeats` times and measures agreement (on the
 * first repeat), the run-to-run spread (over items scored in every repeat) and tokens and cost per
 * marking. `allItems` is every item of the set in file order: the sample is its head, and the
 * word-count baseline ranks among all of them (it reads word counts only, never a score).
 */
export async function evaluatePrompt(
  marker: Marker,
  prompt: BenchPrompt,
  allItems: readonly BenchItem[],
  options: EvaluateOptions,
): Promise<PromptResult> {
  const { limit, repeats = 1, concurrency = 1, onItem = () => {}, usage = null, prices = null, profileFor } = options;
  if (!Number.isInteger(repeats) || repeats < 1) throw new RangeError(`repeats must be a whole number >= 1, got ${repeats}`);
  const questionType = questionTypeFor(prompt);
  const sample = limit > 0 ? allItems.slice(0, limit) : allItems;
  const baseline = wordCountRankScores(
    allItems.map((item) => wordCount(item.text)),
    prompt.scale.min,
    prompt.scale.max,
  );

  const profile = profileFor
    ? await profileFor(
        markingInputFor(prompt, questionType, ""),
        allItems.map((item) => item.text),
      )
    : undefined;
  const before = usage ? await usage.totals() : null;
  const started = performance.now();
  const timings: MarkingTiming[] = [];
  // How long anything else waiting on the event loop (a request) waited while this prompt was marked.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  gcPauses.marking = true;
  // Repeat-major order: the whole first repeat is issued before the second begins.
  const markings = await runPool(sample.length * repeats, concurrency, async (task): Promise<Marking> => {
    const item = sample[task % sample.length]!;
    let marking: Marking;
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    // CPU between the marker's progress reports: the offline marker reports each step as it ends and then
    // yields, so the longest of these is the longest the marking held the event loop in one go.
    let stepStart = mainThreadCpuMs();
    let stepWallStart = wallStart;
    let longestStep = 0;
    let longestStepWall = 0;
    const endStep = () => {
      const now = mainThreadCpuMs();
      longestStep = Math.max(longestStep, now - stepStart);
      longestStepWall = Math.max(longestStepWall, performance.now() - stepWallStart);
      stepStart = now;
      stepWallStart = performance.now();
    };
    try {
      const proposal = await marker.mark(markingInputFor(prompt, questionType, item.text, profile), endStep);
      endStep();
      marking = { ok: true, score: proposalToScore(prompt, questionType, proposal) };
    } catch (error) {
      marking = { ok: false, error: errorMessage(error) };
    }
    const cpu = process.cpuUsage(cpuStart);
    timings.push({
      words: wordCount(item.text),
      wallMs: performance.now() - wallStart,
      cpuMs: (cpu.user + cpu.system) / 1000,
      longestStepCpuMs: longestStep,
      longestStepWallMs: longestStepWall,
      itemId: item.id,
      position: task,
    });
    onItem(prompt.label);
    return marking;
  });
  loopDelay.disable();
  gcPauses.marking = false;
  const seconds = (performance.now() - started) / 1000;
  const after = usage ? await usage.totals() : null;

  const markingOf = (repeat: number, index: number) => markings[repeat * sample.length + index]!;
  const predicted: number[] = [];
  const human: number[] = [];
  const rater1: number[] = [];
  const rater2: number[] = [];
  const wordCountScores: number[] = [];
  let failed = 0;
  let failedMarkings = 0;
  let firstFailure: string | null = null;
  const scoresPerItem: number[][] = [];
  for (const [index, item] of sample.entries()) {
    const first = markingOf(0, index);
    if (first.ok) {
      predicted.push(first.score);
      human.push(item.human);
      rater1.push(item.rater1);
      rater2.push(item.rater2);
      wordCountScores.push(baseline[index]!);
    } else {
      failed++;
    }
    const scores: number[] = [];
    for (let repeat = 0; repeat < repeats; repeat++) {
      const marking = markingOf(repeat, index);
      if (marking.ok) {
        scores.push(marking.score);
      } else {
        failedMarkings++;
        firstFailure ??= `item ${item.id}${repeats > 1 ? ` (repeat ${repeat + 1})` : ""}: ${marking.error}`;
      }
    }
    if (scores.length === repeats) scoresPerItem.push(scores);
  }
  const spread = runToRunSpread(scoresPerItem);

  const tokens: TokenTotals | null =
    before && after
      ? { input: after.input - before.input, output: after.output - before.output, calls: after.calls - before.calls }
      : null;
  const totalMarkings = sample.length * repeats;
  const each = tokens ? perMarking(tokens, totalMarkings - failedMarkings, prices) : null;

  const { min, max } = prompt.scale;
  const size = max - min + 1;
  const confusion = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  predicted.forEach((score, index) => {
    confusion[human[index]! - min]![score - min]! += 1;
  });
  const raterMin = prompt.raterScale.min;
  const raterMax = prompt.raterScale.max;
  return {
    set: prompt.set,
    label: prompt.label,
    title: prompt.title,
    scale: { min, max },
    marks: questionType.marks,
    sampled: sample.length,
    failed,
    firstFailure,
    n: predicted.length,
    qwk: quadraticWeightedKappa(predicted, human, min, max),
    exact: exactAgreement(predicted, human),
    adjacent: adjacentAgreement(predicted, human),
    meanSignedError: meanSignedError(predicted, human),
    humanHumanQwk: quadraticWeightedKappa(rater1, rater2, raterMin, raterMax),
    humanHumanQwkAllItems: quadraticWeightedKappa(
      allItems.map((item) => item.rater1),
      allItems.map((item) => item.rater2),
      raterMin,
      raterMax,
    ),
    wordCountQwk: quadraticWeightedKappa(wordCountScores, human, min, max),
    confusion,
    secondsPerItem: totalMarkings > 0 ? seconds / totalMarkings : Number.NaN,
    repeats,
    markings: totalMarkings,
    failedMarkings,
    spreadN: spread.n,
    spread: spread.meanRange,
    identical: spread.identical,
    tokens,
    meanInputTokens: each?.input ?? Number.NaN,
    meanOutputTokens: each?.output ?? Number.NaN,
    costPerMarking: each?.cost ?? Number.NaN,
    cost: tokens && prices ? costOf(tokens, prices) : Number.NaN,
    timings,
    loopDelay: { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 },
  };
}

export interface OverallResult extends RepeatFigures {
  n: number;
  failed: number;
  /** Mean over prompts. */
  meanQwk: number;
  meanHumanHumanQwk: number;
  meanWordCountQwk: number;
  /** Pooled over every marked item (each on its own prompt's scale). */
  exact: number;
  adjacent: number;
  meanSignedError: number;
}

export function overall(results: readonly PromptResult[]): OverallResult {
  const sum = (pick: (result: PromptResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const n = sum((result) => result.n);
  const pooled = (pick: (result: PromptResult) => number) =>
    n === 0 ? Number.NaN : sum((result) => (result.n > 0 ? pick(result) * result.n : 0)) / n;
  const spreadN = sum((result) => result.spreadN);
  const pooledSpread = (pick: (result: PromptResult) => number) =>
    spreadN === 0 ? Number.NaN : sum((result) => (result.spreadN > 0 ? pick(result) * result.spreadN : 0)) / spreadN;
  const markings = sum((result) => result.markings);
  const failedMarkings = sum((result) => result.failedMarkings);
  const metered = results.length > 0 && results.every((result) => result.tokens !== null);
  const tokens: TokenTotals | null = metered
    ? {
        input: sum((result) => result.tokens!.input),
        output: sum((result) => result.tokens!.output),
        calls: sum((result) => result.tokens!.calls),
      }
    : null;
  const scored = markings - failedMarkings;
  const cost = metered ? sum((result) => result.cost) : Number.NaN;
  return {
    n,
    failed: sum((result) => result.failed),
    meanQwk: meanOf(results.map((result) => result.qwk)),
    meanHumanHumanQwk: meanOf(results.map((result) => result.humanHumanQwk)),
    meanWordCountQwk: meanOf(results.map((result) => result.wordCountQwk)),
    exact: pooled((result) => result.exact),
    adjacent: pooled((result) => result.adjacent),
    meanSignedError: pooled((result) => result.meanSignedError),
    markings,
    failedMarkings,
    spreadN,
    spread: pooledSpread((result) => result.spread),
    identical: pooledSpread((result) => result.identical),
    tokens,
    meanInputTokens: tokens && scored > 0 ? tokens.input / scored : Number.NaN,
    meanOutputTokens: tokens && scored > 0 ? tokens.output / scored : Number.NaN,
    costPerMarking: scored > 0 ? cost / scored : Number.NaN,
    cost,
  };
}

export interface DatasetFigures {
  results: PromptResult[];
  overall: OverallResult;
}

/**
 * The benchmark's core loop: marks each prompt's items (`itemsOf(prompt)`, in file order) with
 * `marker` as `options` say, one prompt after another, and returns the per-prompt and overall figures.
 */
export async function evaluateDataset(
  marker: Marker,
  prompts: readonly BenchPrompt[],
  itemsOf: (prompt: BenchPrompt) => readonly BenchItem[],
  options: EvaluateOptions,
): Promise<DatasetFigures> {
  const results: PromptResult[] = [];
  for (const prompt of prompts) results.push(await evaluatePrompt(marker, prompt, itemsOf(prompt), options));
  return { results, overall: overall(results) };
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const percent = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : "n/a");
const signed = (value: number) => (Number.isFinite(value) ? `${value >= 0 ? "+" : ""}${value.toFixed(2)}` : "n/a");

function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${"-".repeat(width + 1)}` : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

export function formatTable(results: readonly PromptResult[]): string {
  const header = [
    "prompt",
    "scale",
    "n",
    "QWK",
    "exact",
    "adjacent",
    "mean signed error",
    "human-human QWK",
    "word-count QWK",
  ];
  const rows = results.map((result) => [
    result.label,
    `${result.scale.min}-${result.scale.max}`,
    result.failed > 0 ? `${result.n} (${result.failed} failed)` : String(result.n),
    fixed(result.qwk, 3),
    percent(result.exact),
    percent(result.adjacent),
    signed(result.meanSignedError),
    fixed(result.humanHumanQwk, 3),
    fixed(result.wordCountQwk, 3),
  ]);
  const total = overall(results);
  rows.push([
    "overall",
    "",
    total.failed > 0 ? `${total.n} (${total.failed} failed)` : String(total.n),
    fixed(total.meanQwk, 3),
    percent(total.exact),
    percent(total.adjacent),
    signed(total.meanSignedError),
    fixed(total.meanHumanHumanQwk, 3),
    fixed(total.meanWordCountQwk, 3),
  ]);
  return markdownTable(header, rows);
}

/**
 * The second table, for repeated or metered runs: markings over every repeat, the run-to-run spread
 * and the tokens and cost per marking.
 */
export function formatRepeatsTable(results: readonly PromptResult[], prices: Prices | null): string {
  const header = [
    "prompt",
    "markings",
    "failed",
    "spread",
    "same every repeat",
    "tokens in",
    "tokens out",
    `cost/marking${prices ? ` (${prices.currency})` : ""}`,
  ];
  const row = (
    label: string,
    figures: Pick<
      PromptResult,
      | "markings"
      | "failedMarkings"
      | "spreadN"
      | "spread"
      | "identical"
      | "meanInputTokens"
      | "meanOutputTokens"
      | "costPerMarking"
    >,
  ) => [
    label,
    String(figures.markings),
    String(figures.failedMarkings),
    fixed(figures.spread, 2),
    Number.isFinite(figures.identical)
      ? `${percent(figures.identical)} (${Math.round(figures.identical * figures.spreadN)}/${figures.spreadN})`
      : "n/a",
    fixed(figures.meanInputTokens, 0),
    fixed(figures.meanOutputTokens, 0),
    prices ? formatAmount(figures.costPerMarking) : "n/a",
  ];
  return markdownTable(header, [
    ...results.map((result) => row(result.label, result)),
    row("overall", overall(results)),
  ]);
}

const MAIN_THREAD_SCHEDSTAT = `/proc/${process.pid}/task/${process.pid}/schedstat`;
let schedstatReadable = true;

/**
 * CPU time of this process's main thread, in ms: the thread the event loop runs on. The process's CPU
 * (process.cpuUsage) also counts the runtime's helper threads (concurrent garbage collection and
 * compilation), which run beside the loop and do not block it. On Linux the kernel's per-thread
 * schedstat gives it in nanoseconds; elsewhere this falls back to the process's CPU.
 */
function mainThreadCpuMs(): number {
  if (schedstatReadable) {
    try {
      return Number(readFileSync(MAIN_THREAD_SCHEDSTAT, "utf8").split(" ")[0]) / 1e6;
    } catch {
      schedstatReadable = false;
    }
  }
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** The q-th quantile (0..1) of some values, by the nearest rank; NaN for none. */
function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export interface SpeedFigures {
  markings: number;
  meanCpuMs: number;
  /** Answers of 500-700 words (about the issue's 600-word answer). */
  around600Words: { markings: number; meanCpuMs: number; p95CpuMs: number };
  /** CPU time of one marking: how long it holds the event loop (the offline marker never yields). */
  p99CpuMs: number;
  longestCpuMs: number;
  /** Words of the answer whose marking took the longest CPU time. */
  longestCpuWords: number;
  /** Wall time also counts time the operating system gave to other processes (a shared machine). */
  p99WallMs: number;
  longestWallMs: number;
  /**
   * The event loop's delay measured while marking (monitorEventLoopDelay, 1 ms resolution): the worst
   * prompt's 99th percentile and the longest delay of the run. The offline marker yields between its
   * steps, so this is what a request waits behind a marking, garbage collection included.
   */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** CPU of one step of a marking (what it holds the loop for in one go): 99th percentile and longest. */
  p99StepCpuMs: number;
  longestStepCpuMs: number;
  /** Wall-clock time of one step (CPU of this thread plus any pause): 99th percentile and the slowest steps. */
  p99StepWallMs: number;
  slowestSteps: { wallMs: number; cpuMs: number; words: number; itemId: string; position: number }[];
  /** The runtime's longest garbage-collection pause during the run (PerformanceObserver "gc"), if observed. */
  longestGcPauseMs: number;
}

/**
 * The longest garbage-collection pause while marking (the runtime's own record; pauses while the data
 * sets are read are not counted).
 */
const gcPauses = { longestMs: 0, marking: false };
new PerformanceObserver((list) => {
  if (!gcPauses.marking) return;
  for (const entry of list.getEntries()) gcPauses.longestMs = Math.max(gcPauses.longestMs, entry.duration);
}).observe({ entryTypes: ["gc"] });

export function speedFigures(results: readonly PromptResult[]): SpeedFigures {
  const timings = results.flatMap((result) => result.timings);
  const around = timings.filter((timing) => timing.words >= 500 && timing.words <= 700);
  return {
    markings: timings.length,
    meanCpuMs: meanOf(timings.map((timing) => timing.cpuMs)),
    around600Words: {
      markings: around.length,
      meanCpuMs: meanOf(around.map((timing) => timing.cpuMs)),
      p95CpuMs: quantile(around.map((timing) => timing.cpuMs), 0.95),
    },
    p99CpuMs: quantile(timings.map((timing) => timing.cpuMs), 0.99),
    longestCpuMs: timings.reduce((longest, timing) => Math.max(longest, timing.cpuMs), 0),
    longestCpuWords: timings.reduce((longest, timing) => (timing.cpuMs > longest.cpuMs ? timing : longest), { cpuMs: -1, words: 0 }).words,
    p99WallMs: quantile(timings.map((timing) => timing.wallMs), 0.99),
    longestWallMs: timings.reduce((longest, timing) => Math.max(longest, timing.wallMs), 0),
    p99StepCpuMs: quantile(timings.map((timing) => timing.longestStepCpuMs), 0.99),
    longestStepCpuMs: timings.reduce((longest, timing) => Math.max(longest, timing.longestStepCpuMs), 0),
    p99StepWallMs: quantile(timings.map((timing) => timing.longestStepWallMs), 0.99),
    slowestSteps: [...timings]
      .sort((a, b) => b.longestStepWallMs - a.longestStepWallMs)
      .slice(0, 3)
      .map((timing) => ({ wallMs: timing.longestStepWallMs, cpuMs: timing.longestStepCpuMs, words: timing.words, itemId: timing.itemId, position: timing.position })),
    longestGcPauseMs: gcPauses.longestMs,
    loopDelayP99Ms: results.reduce((worst, result) => Math.max(worst, result.loopDelay?.p99Ms ?? 0), 0),
    loopDelayMaxMs: results.reduce((worst, result) => Math.max(worst, result.loopDelay?.maxMs ?? 0), 0),
  };
}

/**
 * Speed of the offline marker. Its marking runs on the server's thread in three steps (reading the
 * answer, scoring, writing the feedback) with a turn of the event loop between them, so the figure that
 * says how long a request can wait behind a marking is the event loop's delay measured while marking.
 * CPU per marking is the marking's whole cost (all steps; the process's CPU, which also counts the
 * runtime's own threads such as the garbage collector's); wall clock also counts time other processes had.
 */
export function formatSpeed(figures: SpeedFigures): string {
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "n/a");
  return [
    `speed: ${figures.markings} markings, mean CPU ${ms(figures.meanCpuMs)} per marking; ` +
      `answers of 500-700 words (${figures.around600Words.markings}): mean CPU ${ms(figures.around600Words.meanCpuMs)}, 95th percentile ${ms(figures.around600Words.p95CpuMs)} (target: under 30 ms)`,
    `event loop: the longest a marking held it in one step: main-thread CPU 99th percentile ${ms(figures.p99StepCpuMs)}, longest ${ms(figures.longestStepCpuMs)} (target: none over 50 ms); ` +
      `wall clock of one step (it also counts waiting for the spell checker's thread, which leaves the loop free) 99th percentile ${ms(figures.p99StepWallMs)}, slowest ${figures.slowestSteps
        .map((step) => `${ms(step.wallMs)} (CPU ${ms(step.cpuMs)}, item ${step.itemId}, ${step.words} words, marking ${step.position + 1} of its prompt)`)
        .join(", ")}; ` +
      `longest garbage-collection pause ${ms(figures.longestGcPauseMs)}; ` +
      `delay measured while marking (also counts time other processes had the CPU) 99th percentile ${ms(figures.loopDelayP99Ms)} (worst prompt), longest ${ms(figures.loopDelayMaxMs)}; ` +
      `CPU per whole marking 99th percentile ${ms(figures.p99CpuMs)}, longest ${ms(figures.longestCpuMs)} (an answer of ${figures.longestCpuWords} words); ` +
      `wall clock per marking, which also counts time other processes had the CPU, 99th percentile ${ms(figures.p99WallMs)}, longest ${ms(figures.longestWallMs)}`,
  ].join("\n");
}

/**
 * Answers built to be slow, at the answer limit: a review found that answers full of quotation marks took
 * minutes to analyse (quotation placement grew with the square of the answer). Each is marked once after a
 * dataset's items and counted in none of the figures above.
 */
export const STRESS_ANSWERS: ReadonlyArray<{ label: string; text: string }> = [
  { label: '"a "a "a...', unit: '"a ' },
  { label: '"hello world" "hello world"...', unit: '"hello world" ' },
].map(({ label, unit }) => ({ label, text: unit.repeat(Math.ceil(SUBMISSION_LIMITS.answer / unit.length)).slice(0, SUBMISSION_LIMITS.answer) }));

export interface StressTiming {
  label: string;
  /** Main-thread CPU of the whole marking and of its longest step (what it held the event loop for in one go). */
  cpuMs: number;
  longestStepCpuMs: number;
}

/** Marks each stress answer once against a prompt's question, timing the main thread as evaluatePrompt does. */
export async function stressTimings(marker: Marker, prompt: BenchPrompt): Promise<StressTiming[]> {
  const questionType = questionTypeFor(prompt);
  const timings: StressTiming[] = [];
  for (const { label, text } of STRESS_ANSWERS) {
    const cpuStart = mainThreadCpuMs();
    let stepStart = cpuStart;
    let longestStep = 0;
    const endStep = () => {
      const now = mainThreadCpuMs();
      longestStep = Math.max(longestStep, now - stepStart);
      stepStart = now;
    };
    await marker.mark(markingInputFor(prompt, questionType, text), endStep);
    endStep();
    timings.push({ label, cpuMs: mainThreadCpuMs() - cpuStart, longestStepCpuMs: longestStep });
  }
  return timings;
}

export function formatStress(timings: readonly StressTiming[]): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return (
    `stress: answers of ${SUBMISSION_LIMITS.answer.toLocaleString("en-GB")} characters built to be slow, marked once and counted above in nothing: ` +
    timings.map((timing) => `${timing.label} main-thread CPU ${ms(timing.cpuMs)}, longest step ${ms(timing.longestStepCpuMs)}`).join("; ")
  );
}

const PARAMETERS_FILE = "app/features/marking/offline/scoring-parameters.ts";

/**
 * The commit of the offline marker's frozen parameters: the last commit that changed the parameters
 * file, its content hash, and whether the working copy differs from that commit.
 */
export function parametersLine(): string {
  const path = join(REPO_ROOT, PARAMETERS_FILE);
  let hash = "unreadable";
  try {
    hash = createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 12);
  } catch {
    // reported as unreadable
  }
  const git = (args: string[]) => {
    try {
      return execFileSync("git", args, { cwd: REPO_ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return "";
    }
  };
  const commit = git(["log", "-1", "--format=%h %cI", "--", PARAMETERS_FILE]) || "not committed";
  const dirty = git(["status", "--porcelain", "--", PARAMETERS_FILE]) !== "";
  return `scoring parameters: ${PARAMETERS_FILE} at commit ${commit}${dirty ? " WITH UNCOMMITTED CHANGES (not a frozen run)" : ""}, sha256 ${hash}`;
}

function identityLine(identity: MarkerIdentity): string {
  return `engine: ${identity.label} (id ${identity.id}, model ${identity.model}, prompt version ${identity.promptVersion}${identity.offline ? ", offline" : ""})`;
}

/** The report printed for one dataset (without the header lines of the run). */
export function formatReport(figures: DatasetFigures, repeats: number, metered: boolean, prices: Prices | null): string {
  const lines = [formatTable(figures.results)];
  for (const result of figures.results) {
    if (result.firstFailure) {
      const count =
        repeats > 1 ? `${result.failedMarkings} of ${result.markings} markings` : `${result.failed} marking(s)`;
      lines.push(`${result.label}: ${count} failed; first: ${result.firstFailure}`);
    }
  }
  lines.push(
    `QWK: marker vs the human score (mean over prompts on the overall row${repeats > 1 ? "; first repeat" : ""}); ` +
      "exact/adjacent/error pooled over items; human-human: rater 1 vs rater 2 on the same items; " +
      "word-count: rank-only baseline, fitted to nothing.",
  );
  if (repeats > 1 || metered) {
    lines.push("", formatRepeatsTable(figures.results, prices));
    lines.push(
      `markings: items × ${repeats} repeat(s); spread: mean over items scored in every repeat of (highest - lowest) score, ` +
        "in score points (0 = the same score every time); same every repeat: share of those items. " +
        "Tokens and cost: recorded usage, failed calls included, per marking that produced a score.",
    );
    const total = figures.overall;
    if (metered && total.tokens) {
      lines.push(
        `tokens recorded: ${total.tokens.input} in, ${total.tokens.output} out over ${total.tokens.calls} call(s)` +
          (prices ? `; cost ${formatCost(total.cost, prices.currency)} at ${prices.inputPerMillion} / ${prices.outputPerMillion} ${prices.currency} per million tokens in / out` : ""),
      );
      if (!prices) lines.push(PRICE_HINT);
    }
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

export function datasetsDirectory(): string {
  const override = process.env.MARKER_DATASETS_DIR;
  return override !== undefined && override.trim() !== ""
    ? resolve(override)
    : resolve(REPO_ROOT, "../shared/datasets");
}

function missingMessage(datasetsDir: string, dataset: DatasetId, missing: readonly string[]): string {
  return [
    `The ${dataset} dataset is not where the benchmark looks for it.`,
    `Missing: ${missing.map((file) => join(datasetsDir, file)).join(", ")}`,
    "",
    `Put the files there (a folder next to the repository, never inside it: the datasets must not be`,
    `copied into the project), or point MARKER_DATASETS_DIR at the folder that holds them:`,
    ...DATASET_FILES[dataset].map((file) => `  ${file}`),
    `See README.md and SOURCE.txt in the shared datasets folder for their origin and terms.`,
  ].join("\n");
}

/** The results file: one per engine and dataset, and per model for the model engines. */
export function resultsFileName(engine: EngineName, model: string, dataset: DatasetId, cohort = false): string {
  const modelPart = isModelEngine(engine) ? `-${model.replace(/[^A-Za-z0-9._-]+/g, "-")}` : "";
  return `marking-quality-${engine}${modelPart}${cohort ? "-cohort" : ""}-${dataset}.json`;
}

export async function main(argv: readonly string[]): Promise<number> {
  let options: Options | "help";
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options === "help") {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  const model = isModelEngine(options.engine);
  let prices: Prices | null = null;
  if (model) {
    try {
      prices = parsePrices(process.env);
    } catch (error) {
      if (!(error instanceof PriceError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
  }

  const datasetsDir = datasetsDirectory();
  for (const dataset of options.datasets) {
    const missing = missingDatasetFiles(datasetsDir, dataset);
    if (missing.length > 0) {
      process.stderr.write(`${missingMessage(datasetsDir, dataset, missing)}\n`);
      return 1;
    }
  }

  let engine: EngineHandle;
  try {
    engine = await createEngine(options.engine);
  } catch (error) {
    if (!(error instanceof EngineSetupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  if (model) {
    const { routeLogsToStderr } = await import("./model-engine");
    routeLogsToStderr(process.env.LOG_LEVEL?.trim() || "silent");
  }
  // Ctrl-C still removes the engine's temporary database.
  const onInterrupt = () => {
    void engine.close().finally(() => process.exit(130));
  };
  process.once("SIGINT", onInterrupt);
  try {
    return await runBenchmark(options, engine, datasetsDir, prices);
  } finally {
    process.off("SIGINT", onInterrupt);
    await engine.close();
  }
}

async function runBenchmark(
  options: Options,
  engine: EngineHandle,
  datasetsDir: string,
  prices: Prices | null,
): Promise<number> {
  const { marker } = engine;
  const metered = engine.usage !== null;
  process.stdout.write(`Marking quality benchmark\n${identityLine(marker.identity)}\n`);
  const offline = options.engine === "offline";
  if (offline) {
    process.stdout.write(`${parametersLine()}\n`);
    process.stdout.write(
      options.cohort
        ? "calibration: --cohort, each answer against a question profile from its prompt's unlabelled answers (class-set marking; not how a single answer is marked in the product)\n"
        : "calibration: none, each answer marked on its own (as in the product)\n",
    );
  }
  for (const detail of engine.details) process.stdout.write(`${detail}\n`);
  process.stdout.write(`datasets: ${datasetsDir}\n`);
  process.stdout.write(
    `sample: ${options.limit === 0 ? "every item" : `the first ${options.limit} items`} of each prompt, in file order\n`,
  );
  if (options.repeats > 1) {
    process.stdout.write(
      `repeats: each item is marked ${options.repeats} times; agreement figures are on the first, the spread over all\n`,
    );
  }
  if (metered) {
    process.stdout.write(
      prices
        ? `prices: ${prices.inputPerMillion} in / ${prices.outputPerMillion} out, ${prices.currency} per million tokens\n`
        : "prices: not set, tokens only (set AI_PRICE_INPUT_PER_MILLION and AI_PRICE_OUTPUT_PER_MILLION for a cost)\n",
    );
  }

  for (const datasetId of options.datasets) {
    const dataset = loadDataset(datasetId, datasetsDir);
    const prompts = dataset.prompts.filter((prompt) => options.sets === null || options.sets.includes(prompt.set));
    if (prompts.length === 0) {
      process.stderr.write(`${datasetId}: none of the sets ${options.sets?.join(",")} exists\n`);
      return 2;
    }
    const itemsOf = (prompt: BenchPrompt) => dataset.items.get(prompt.set) ?? [];
    const total =
      options.repeats *
      prompts.reduce(
        (sum, prompt) =>
          sum + (options.limit > 0 ? Math.min(options.limit, itemsOf(prompt).length) : itemsOf(prompt).length),
        0,
      );
    process.stdout.write(`\n## ${datasetId}\n`);
    if (prompts.some((prompt) => prompt.paraphrased)) {
      process.stdout.write(
        "note: this dataset ships no prompt or rubric text; each question is our short paraphrase of the task, without the source passage.\n",
      );
    }
    const progress = new Progress(total);
    const figures = await evaluateDataset(marker, prompts, itemsOf, {
      limit: options.limit,
      repeats: options.repeats,
      concurrency: engine.concurrency,
      onItem: (label) => progress.tick(label),
      usage: engine.usage,
      prices,
      ...(offline && options.cohort ? { profileFor: await offlineProfileBuilder() } : {}),
    });
    const { results } = figures;
    process.stdout.write(`\n${formatReport(figures, options.repeats, metered, prices)}\n`);
    const speed = speedFigures(results);
    if (offline) process.stdout.write(`${formatSpeed(speed)}\n`);
    const stress = offline ? await stressTimings(marker, prompts[0]!) : null;
    if (stress) process.stdout.write(`${formatStress(stress)}\n`);

    const file = join(RESULTS_DIR, resultsFileName(options.engine, marker.identity.model, datasetId, options.cohort));
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          generatedAt: new Date().toISOString(),
          engine: marker.identity,
          ...(engine.settings ? { engineSettings: engine.settings } : {}),
          dataset: datasetId,
          limitPerPrompt: options.limit,
          ...(offline ? { parameters: parametersLine(), cohort: options.cohort, speed, stress } : {}),
          repeats: options.repeats,
          ...(metered ? { prices } : {}),
          prompts: results.map(({ timings: _timings, ...result }) => {
            const prompt = prompts.find((candidate) => candidate.set === result.set)!;
            const questionType = questionTypeFor(prompt);
            return {
              ...result,
              subjectId: prompt.subjectId,
              kind: prompt.kind,
              objectives: questionType.objectives,
              accuracyMarks: questionType.accuracyMarks,
              questionParaphrased: prompt.paraphrased,
            };
          }),
          overall: figures.overall,
        },
        (_key, value: unknown) => (typeof value === "number" && !Number.isFinite(value) ? null : value),
        2,
      )}\n`,
    );
    process.stdout.write(`results: ${relative(process.cwd(), file)}\n`);
  }
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
