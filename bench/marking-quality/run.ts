/**
 * Marking-quality benchmark: marks human-scored essays and short answers (../shared/datasets/) through
 * the same Marker interface the product uses, and reports agreement with the human scores.
 *
 *   npm run bench:marking-quality -- --engine offline [--dataset asap_aes|asap_sas] [--limit N] [--sets 1,3]
 *
 * Nothing is fitted to the datasets: scales are the datasets' declared ones, question types follow the
 * catalogue's conventions, and the word-count floor uses ranks only. See bench/README.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { getBoardSubject } from "~/features/catalogue/catalogue";
import type { QuestionType } from "~/features/catalogue/types";
import type { Marker, MarkerIdentity, MarkingInput } from "~/features/marking/marker";

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
import {
  adjacentAgreement,
  exactAgreement,
  meanOf,
  meanSignedError,
  quadraticWeightedKappa,
  wordCount,
  wordCountRankScores,
} from "./metrics";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const RESULTS_DIR = join(REPO_ROOT, "bench/results");
const DEFAULT_LIMIT = 200;

// ---------------------------------------------------------------------------------------------
// Engines
// ---------------------------------------------------------------------------------------------

export const ENGINE_NAMES = ["offline", "google", "openai", "openai-compatible"] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

interface EngineSpec {
  /** Null while the engine cannot be benchmarked yet. */
  create: (() => Promise<Marker>) | null;
}

/**
 * The engines the benchmark can mark with. An AI provider is added by giving its entry a `create`
 * that builds its Marker from the environment (and, later, repeats and cost reporting).
 */
const ENGINES: Record<EngineName, EngineSpec> = {
  offline: {
    create: async () => {
      try {
        const { createOfflineMarker } = await import("~/features/marking/offline/offline-marker");
        return createOfflineMarker();
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
    },
  },
  google: { create: null },
  openai: { create: null },
  "openai-compatible": { create: null },
};

// ---------------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------------

export interface Options {
  engine: EngineName;
  datasets: DatasetId[];
  /** Items per prompt, first in file order; 0 for all. */
  limit: number;
  /** Only these sets (prompts), or all. */
  sets: number[] | null;
}

const USAGE = `Usage: npm run bench:marking-quality -- --engine <engine> [--dataset <dataset>] [--limit N] [--sets 1,2]

  --engine   ${ENGINE_NAMES.join(" | ")} (only offline is available now)
  --dataset  ${DATASET_IDS.join(" | ")} (default: both)
  --limit    items marked per prompt, the first N in file order (default ${DEFAULT_LIMIT}; 0 = all)
  --sets     only these essay sets / prompts, e.g. 1,3 (default: all)

Datasets are read from ../shared/datasets next to the repository, or from MARKER_DATASETS_DIR.`;

export class UsageError extends Error {
  override name = "UsageError";
}

export function parseArgs(argv: readonly string[]): Options | "help" {
  let engine: string | undefined;
  let dataset: string | undefined;
  let limit = DEFAULT_LIMIT;
  let sets: number[] | null = null;
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
  if (!(ENGINE_NAMES as readonly string[]).includes(engine)) {
    throw new UsageError(`unknown engine "${engine}" (one of ${ENGINE_NAMES.join(", ")})`);
  }
  if (dataset !== undefined && !(DATASET_IDS as readonly string[]).includes(dataset)) {
    throw new UsageError(`unknown dataset "${dataset}" (one of ${DATASET_IDS.join(", ")})`);
  }
  return {
    engine: engine as EngineName,
    datasets: dataset === undefined ? [...DATASET_IDS] : [dataset as DatasetId],
    limit,
    sets,
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

export interface PromptResult {
  set: number;
  label: string;
  title: string;
  scale: { min: number; max: number };
  marks: number;
  /** Items sampled (first N in file order) and of those, markings that failed (left out of every figure). */
  sampled: number;
  failed: number;
  firstFailure: string | null;
  /** Items the figures are over. */
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
  /** counts[human - min][predicted - min]. */
  confusion: number[][];
  secondsPerItem: number;
}

/** Everything the marker sees for one answer: the same MarkingInput as the product builds. */
export function markingInputFor(prompt: BenchPrompt, questionType: QuestionType, answerText: string): MarkingInput {
  return {
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

/**
 * Marks the first `limit` items (0 = all) of one prompt and measures agreement. `allItems` is every
 * item of the set in file order: the sample is its head, and the word-count baseline ranks among all
 * of them (it reads word counts only, never a score).
 */
export async function evaluatePrompt(
  marker: Marker,
  prompt: BenchPrompt,
  allItems: readonly BenchItem[],
  limit: number,
  onItem: (label: string) => void = () => {},
): Promise<PromptResult> {
  const questionType = questionTypeFor(prompt);
  const sample = limit > 0 ? allItems.slice(0, limit) : allItems;
  const baseline = wordCountRankScores(
    allItems.map((item) => wordCount(item.text)),
    prompt.scale.min,
    prompt.scale.max,
  );

  const predicted: number[] = [];
  const human: number[] = [];
  const rater1: number[] = [];
  const rater2: number[] = [];
  const wordCountScores: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  for (const [index, item] of sample.entries()) {
    try {
      const proposal = await marker.mark(markingInputFor(prompt, questionType, item.text));
      predicted.push(proposalToScore(prompt, questionType, proposal));
      human.push(item.human);
      rater1.push(item.rater1);
      rater2.push(item.rater2);
      wordCountScores.push(baseline[index]!);
    } catch (error) {
      failed++;
      firstFailure ??= `item ${item.id}: ${errorMessage(error)}`;
    }
    onItem(prompt.label);
  }
  const seconds = (performance.now() - started) / 1000;

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
    secondsPerItem: sample.length > 0 ? seconds / sample.length : Number.NaN,
  };
}

export interface OverallResult {
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
  const n = results.reduce((sum, result) => sum + result.n, 0);
  const pooled = (pick: (result: PromptResult) => number) =>
    n === 0 ? Number.NaN : results.reduce((sum, result) => sum + (result.n > 0 ? pick(result) * result.n : 0), 0) / n;
  return {
    n,
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    meanQwk: meanOf(results.map((result) => result.qwk)),
    meanHumanHumanQwk: meanOf(results.map((result) => result.humanHumanQwk)),
    meanWordCountQwk: meanOf(results.map((result) => result.wordCountQwk)),
    exact: pooled((result) => result.exact),
    adjacent: pooled((result) => result.adjacent),
    meanSignedError: pooled((result) => result.meanSignedError),
  };
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
const percent = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : "n/a");
const signed = (value: number) => (Number.isFinite(value) ? `${value >= 0 ? "+" : ""}${value.toFixed(2)}` : "n/a");

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
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${"-".repeat(width + 1)}` : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

function identityLine(identity: MarkerIdentity): string {
  return `engine: ${identity.label} (id ${identity.id}, model ${identity.model}, prompt version ${identity.promptVersion}${identity.offline ? ", offline" : ""})`;
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

  const engine = ENGINES[options.engine];
  if (engine.create === null) {
    process.stderr.write(
      `The "${options.engine}" engine is not available yet: only --engine offline can be benchmarked for now.\n`,
    );
    return 2;
  }

  const datasetsDir = datasetsDirectory();
  for (const dataset of options.datasets) {
    const missing = missingDatasetFiles(datasetsDir, dataset);
    if (missing.length > 0) {
      process.stderr.write(`${missingMessage(datasetsDir, dataset, missing)}\n`);
      return 1;
    }
  }

  const marker = await engine.create();
  process.stdout.write(`Marking quality benchmark\n${identityLine(marker.identity)}\n`);
  process.stdout.write(`datasets: ${datasetsDir}\n`);
  process.stdout.write(
    `sample: ${options.limit === 0 ? "every item" : `the first ${options.limit} items`} of each prompt, in file order\n`,
  );

  for (const datasetId of options.datasets) {
    const dataset = loadDataset(datasetId, datasetsDir);
    const prompts = dataset.prompts.filter((prompt) => options.sets === null || options.sets.includes(prompt.set));
    if (prompts.length === 0) {
      process.stderr.write(`${datasetId}: none of the sets ${options.sets?.join(",")} exists\n`);
      return 2;
    }
    const itemsOf = (prompt: BenchPrompt) => dataset.items.get(prompt.set) ?? [];
    const total = prompts.reduce(
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
    const results: PromptResult[] = [];
    for (const prompt of prompts) {
      results.push(
        await evaluatePrompt(marker, prompt, itemsOf(prompt), options.limit, (label) => progress.tick(label)),
      );
    }
    process.stdout.write(`\n${formatTable(results)}\n`);
    for (const result of results) {
      if (result.firstFailure)
        process.stdout.write(`${result.label}: ${result.failed} marking(s) failed; first: ${result.firstFailure}\n`);
    }
    process.stdout.write(
      "QWK: marker vs the human score (mean over prompts on the overall row); exact/adjacent/error pooled over items; " +
        "human-human: rater 1 vs rater 2 on the same items; word-count: rank-only baseline, fitted to nothing.\n",
    );

    const file = join(RESULTS_DIR, `marking-quality-${options.engine}-${datasetId}.json`);
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          generatedAt: new Date().toISOString(),
          engine: marker.identity,
          dataset: datasetId,
          limitPerPrompt: options.limit,
          prompts: results.map((result) => {
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
          overall: overall(results),
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
