import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { DESCRIPTORS, guidanceFor, question } from "~/features/catalogue/data/builders";
import type { SubjectId } from "~/features/catalogue/subjects";
import type { LevelBand, ObjectiveCode, ObjectiveShare, QuestionKind, QuestionType } from "~/features/catalogue/types";
import { markerProposalSchema } from "~/platform/ai/tasks/marking";

/**
 * The evaluation datasets of the marking-quality benchmark (../shared/datasets/README.md): loaders,
 * each prompt's declared score scale, and the catalogue-like question type each prompt is marked
 * against. The files are read where they lie and never copied into the repository. Nothing here is
 * fitted to them: scales come from the datasets' documentation and rubrics, objectives and levels
 * from the GCSE catalogue's conventions.
 */

export const DATASET_IDS = ["asap_aes", "asap_sas"] as const;
export type DatasetId = (typeof DATASET_IDS)[number];

/** The files each dataset needs, relative to the datasets folder. */
export const DATASET_FILES: Record<DatasetId, readonly string[]> = {
  asap_aes: ["asap_aes/asap_aes_training_set_rel3_clean.csv", "asap_aes/asap_aes_prompts_rubrics.json"],
  asap_sas: ["asap_sas/asap_sas_train_all.tsv"],
};

/** Files of `dataset` missing from `datasetsDir` (empty when it can be loaded). */
export function missingDatasetFiles(datasetsDir: string, dataset: DatasetId): string[] {
  return DATASET_FILES[dataset].filter((file) => !existsSync(join(datasetsDir, file)));
}

// ---------------------------------------------------------------------------------------------
// Parsers
// ---------------------------------------------------------------------------------------------

/**
 * RFC 4180 CSV: records end with CRLF or LF; a field in double quotes may hold commas, line breaks
 * and doubled quotes (""). A leading byte-order mark is dropped, a final line break does not make
 * an empty record, and line breaks inside quoted fields are kept as they are. Lenient where the RFC
 * is silent: a quote in the middle of an unquoted field is kept as text. Throws on an unclosed quote.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const length = text.length;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (index >= length) return records;
  let record: string[] = [];
  for (;;) {
    let field: string;
    if (text[index] === '"') {
      // Quoted field: copy runs up to each quote; a doubled quote is one quote, a single one ends the field.
      let value = "";
      let from = index + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new SyntaxError(`CSV: unclosed quote in record ${records.length + 1}`);
        value += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          from = quote + 2;
        } else {
          index = quote + 1;
          break;
        }
      }
      // Anything between the closing quote and the next separator is kept (lenient).
      let end = index;
      while (end < length && text[end] !== "," && text[end] !== "\n" && text[end] !== "\r") end++;
      field = value + text.slice(index, end);
      index = end;
    } else {
      let end = index;
      while (end < length && text[end] !== "," && text[end] !== "\n" && text[end] !== "\r") end++;
      field = text.slice(index, end);
      index = end;
    }
    record.push(field);
    if (index >= length) {
      records.push(record);
      return records;
    }
    if (text[index] === ",") {
      index++;
      continue;
    }
    // A line break: CRLF, LF or a lone CR ends the record.
    index += text[index] === "\r" && text[index + 1] === "\n" ? 2 : 1;
    records.push(record);
    record = [];
    if (index >= length) return records;
  }
}

/** A TSV field written CSV-style ("...", with "" for a quote) loses its quoting; others are kept as they are. */
function unquoteTsvField(field: string): string {
  if (field.length >= 2 && field.startsWith('"') && field.endsWith('"')) {
    return field.slice(1, -1).replaceAll('""', '"');
  }
  return field;
}

/**
 * Tab-separated values, one record per line (LF or CRLF), no tabs or line breaks inside fields (the
 * ASAP-SAS file's layout). Blank lines are skipped; fields wrapped CSV-style in quotes are unquoted.
 */
export function parseTsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("\t").map(unquoteTsvField));
}

/** Rows as objects keyed by the header row's names. Throws when a named column is missing. */
export function withHeader(rows: readonly string[][], required: readonly string[]): Array<Record<string, string>> {
  const [header, ...data] = rows;
  if (!header) throw new SyntaxError("the file is empty");
  const missing = required.filter((name) => !header.includes(name));
  if (missing.length > 0) throw new SyntaxError(`missing column(s): ${missing.join(", ")}`);
  return data.map((row, rowIndex) => {
    if (row.length !== header.length) {
      throw new SyntaxError(`row ${rowIndex + 2} has ${row.length} fields, the header has ${header.length}`);
    }
    return Object.fromEntries(header.map((name, column) => [name, row[column] ?? ""]));
  });
}

export interface PromptText {
  prompt: string;
  rubric: string;
  sourceText: string | null;
}

/** asap_aes_prompts_rubrics.json: `{ "1": { prompt, rubric, source_text }, ... }`. */
export function parsePromptsRubrics(json: string): Map<number, PromptText> {
  const raw: unknown = JSON.parse(json);
  if (typeof raw !== "object" || raw === null) throw new SyntaxError("prompts/rubrics: not a JSON object");
  const prompts = new Map<number, PromptText>();
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const entry = value as { prompt?: unknown; rubric?: unknown; source_text?: unknown };
    if (typeof entry?.prompt !== "string" || typeof entry.rubric !== "string") {
      throw new SyntaxError(`prompts/rubrics: set ${key} has no prompt or rubric text`);
    }
    const sourceText = typeof entry.source_text === "string" ? entry.source_text : null;
    prompts.set(Number(key), { prompt: entry.prompt, rubric: entry.rubric, sourceText });
  }
  return prompts;
}

// ---------------------------------------------------------------------------------------------
// Prompts: declared scales and how each maps onto a catalogue-like question type
// ---------------------------------------------------------------------------------------------

export interface Scale {
  min: number;
  max: number;
}

/** One essay set / prompt of a dataset, with everything the benchmark needs to mark it. */
export interface BenchPrompt {
  dataset: DatasetId;
  set: number;
  /** e.g. "AES 3". */
  label: string;
  /** What the task is, in a few words. */
  title: string;
  /** Scale of the human score the marker is compared with (AES resolved domain1 score, SAS Score1). */
  scale: Scale;
  /** Scale of each single rater's score (for the human-human QWK). */
  raterScale: Scale;
  subjectId: SubjectId;
  kind: QuestionKind;
  /** Objective weights; the marks (scale.max - scale.min) are shared out in these proportions. */
  weights: ReadonlyArray<readonly [ObjectiveCode, number]>;
  /** Whether the last objective (AO6) is written accuracy, kept out of the levels as in the catalogue. */
  accuracyLast: boolean;
  questionText: string;
  sourceText: string | null;
  rubric: string | null;
  /** True when the question is our paraphrase because the dataset ships no prompt text. */
  paraphrased: boolean;
}

/**
 * AES sets. Scales are the ASAP documentation's, as restated in asap_aes/SOURCE.txt and the rubric
 * text: set 1 is rater1 + rater2 (each 1-6); set 2 domain 1 (writing applications) 1-6, its
 * conventions being a separate domain 2 not scored here; sets 3-6 the rubric's 0-3 / 0-4; set 7 two
 * raters' sums of four 0-3 traits (0-12 each, resolved 0-24); set 8 two raters' 5-30 composites
 * (resolved 10-60, as SOURCE.txt states it).
 *
 * Objectives follow GCSE English Language: argument and narrative writing is AO5 (content and
 * organisation) + AO6 (technical accuracy) in AQA's 24:16 proportion where the rubric also scores
 * conventions (sets 1, 7, 8); set 2's domain 1 excludes conventions, so it is AO5 alone. The
 * source-based sets are reading questions with the one objective their task asks for.
 */
const AES_SETS: ReadonlyArray<
  Omit<BenchPrompt, "dataset" | "label" | "questionText" | "sourceText" | "rubric" | "paraphrased">
> = [
  {
    set: 1,
    title: "persuasive letter: the effects of computers",
    scale: { min: 2, max: 12 },
    raterScale: { min: 1, max: 6 },
    subjectId: "english-language",
    kind: "viewpoint-writing",
    weights: [
      ["AO5", 24],
      ["AO6", 16],
    ],
    accuracyLast: true,
  },
  {
    set: 2,
    title: "persuasive essay: censorship in libraries",
    scale: { min: 1, max: 6 },
    raterScale: { min: 1, max: 6 },
    subjectId: "english-language",
    kind: "viewpoint-writing",
    weights: [["AO5", 1]],
    accuracyLast: false,
  },
  {
    set: 3,
    title: "source-based: how the setting affects the cyclist",
    scale: { min: 0, max: 3 },
    raterScale: { min: 0, max: 3 },
    subjectId: "english-language",
    kind: "summary",
    weights: [["AO1", 1]],
    accuracyLast: false,
  },
  {
    set: 4,
    title: "source-based: why the story ends as it does",
    scale: { min: 0, max: 3 },
    raterScale: { min: 0, max: 3 },
    subjectId: "english-language",
    kind: "structure-analysis",
    weights: [["AO2", 1]],
    accuracyLast: false,
  },
  {
    set: 5,
    title: "source-based: the mood of a memoir",
    scale: { min: 0, max: 4 },
    raterScale: { min: 0, max: 4 },
    subjectId: "english-language",
    kind: "language-analysis",
    weights: [["AO2", 1]],
    accuracyLast: false,
  },
  {
    set: 6,
    title: "source-based: obstacles to docking airships",
    scale: { min: 0, max: 4 },
    raterScale: { min: 0, max: 4 },
    subjectId: "english-language",
    kind: "summary",
    weights: [["AO1", 1]],
    accuracyLast: false,
  },
  {
    set: 7,
    title: "narrative: a story about patience",
    scale: { min: 0, max: 24 },
    raterScale: { min: 0, max: 12 },
    subjectId: "english-language",
    kind: "creative-writing",
    weights: [
      ["AO5", 24],
      ["AO6", 16],
    ],
    accuracyLast: true,
  },
  {
    set: 8,
    title: "narrative: a true story involving laughter",
    scale: { min: 10, max: 60 },
    raterScale: { min: 5, max: 30 },
    subjectId: "english-language",
    kind: "creative-writing",
    weights: [
      ["AO5", 24],
      ["AO6", 16],
    ],
    accuracyLast: true,
  },
];

/**
 * SAS sets. Scales from asap_sas/SOURCE.txt (Kaggle's data page): sets 1, 2, 5, 6 are 0-3, the rest
 * 0-2. The dataset has no prompt or rubric text, so each question below is our short paraphrase of
 * the task (no source passage). Science and biology sets are point-marked (credit per key element);
 * reading sets are English Language, the two short-story sets English Literature, each on AO1.
 */
const SAS_SETS: ReadonlyArray<{
  set: number;
  title: string;
  max: number;
  subjectId: SubjectId;
  kind: QuestionKind;
  question: string;
}> = [
  {
    set: 1,
    title: "science: what is needed to replicate an experiment",
    max: 3,
    subjectId: "english-language",
    kind: "retrieval",
    question:
      "A group of students investigated the effect of acid rain by leaving different samples in containers of vinegar and comparing their mass before and after. After reading the group's procedure, describe what additional information you would need in order to replicate the experiment. Describe at least three pieces of additional information.",
  },
  {
    set: 2,
    title: "science: conclusion and improvements (plastics stretch test)",
    max: 3,
    subjectId: "english-language",
    kind: "retrieval",
    question:
      "A student tested how much four types of plastic (A, B, C and D) stretched, in two trials. a) Draw a conclusion based on the student's data. b) Describe two ways the student could have improved the experimental design and/or the validity of the results.",
  },
  {
    set: 3,
    title: "reading: pandas, koalas and pythons",
    max: 2,
    subjectId: "english-language",
    kind: "summary",
    question:
      "After reading an article about invasive species, explain how pandas in China are similar to koalas in Australia and how they both are different from pythons in the Everglades. Support your response with information from the article.",
  },
  {
    set: 4,
    title: "reading: the significance of the word 'invasive'",
    max: 2,
    subjectId: "english-language",
    kind: "language-analysis",
    question:
      'After reading an article about invasive species, explain the significance of the word "invasive" to the rest of the article. Support your response with information from the article.',
  },
  {
    set: 5,
    title: "biology: the steps of protein synthesis",
    max: 3,
    subjectId: "english-language",
    kind: "retrieval",
    question:
      "Starting with mRNA leaving the nucleus, list and describe four major steps involved in protein synthesis.",
  },
  {
    set: 6,
    title: "biology: movement across the cell membrane",
    max: 3,
    subjectId: "english-language",
    kind: "retrieval",
    question:
      "List and describe three processes used by cells to control the movement of substances across the cell membrane.",
  },
  {
    set: 7,
    title: "short story: a trait of Rose, with a detail",
    max: 2,
    subjectId: "english-literature",
    kind: "extract-to-whole-text",
    question:
      "After reading a short story, identify ONE trait that can describe Rose based on her conversations with Anna or Aunt Kolab. Include ONE detail from the story that supports your answer.",
  },
  {
    set: 8,
    title: "short story: Mr Leonard's background and Paul",
    max: 2,
    subjectId: "english-literature",
    kind: "extract-to-whole-text",
    question:
      "After reading a short story, explain the effect that the background information about Mr. Leonard has on Paul. Support your response with details from the story.",
  },
  {
    set: 9,
    title: "reading: how an article on space junk is organised",
    max: 2,
    subjectId: "english-language",
    kind: "structure-analysis",
    question:
      "After reading an article about space junk, explain how the author organizes the article. Support your response with details from the article.",
  },
  {
    set: 10,
    title: "science: the best colour for a doghouse",
    max: 2,
    subjectId: "english-language",
    kind: "retrieval",
    question:
      "Two students measured the temperature inside a doghouse with lids of different colours (black, dark gray, light gray and white). Using the results of the experiment, describe the best colour for the doghouse and explain how that colour would affect the inside of the doghouse.",
  },
];

export function aesPrompts(texts: ReadonlyMap<number, PromptText>): BenchPrompt[] {
  return AES_SETS.map((spec) => {
    const text = texts.get(spec.set);
    if (!text) throw new Error(`asap_aes_prompts_rubrics.json has no entry for set ${spec.set}`);
    return {
      ...spec,
      dataset: "asap_aes",
      label: `AES ${spec.set}`,
      questionText: text.prompt,
      sourceText: text.sourceText,
      rubric: text.rubric,
      paraphrased: false,
    };
  });
}

export function sasPrompts(): BenchPrompt[] {
  return SAS_SETS.map((spec) => ({
    dataset: "asap_sas",
    set: spec.set,
    label: `SAS ${spec.set}`,
    title: spec.title,
    scale: { min: 0, max: spec.max },
    raterScale: { min: 0, max: spec.max },
    subjectId: spec.subjectId,
    kind: spec.kind,
    weights: [["AO1", 1]],
    accuracyLast: false,
    questionText: spec.question,
    sourceText: null,
    rubric: null,
    paraphrased: true,
  }));
}

/**
 * Whole marks shared out in proportion to `weights`, each at least 1, adding up to `total`: every
 * objective but the last gets `round(total * weight / sum)`, the last the rest (so 10 marks at
 * 24:16 are AO5 6 + AO6 4, 50 marks AO5 30 + AO6 20).
 */
export function shareMarks(total: number, weights: ReadonlyArray<readonly [ObjectiveCode, number]>): ObjectiveShare[] {
  if (!Number.isInteger(total) || total < weights.length) {
    throw new RangeError(`${total} marks cannot be shared among ${weights.length} objectives`);
  }
  const weightSum = weights.reduce((sum, [, weight]) => sum + weight, 0);
  const shares: ObjectiveShare[] = [];
  let left = total;
  weights.forEach(([code, weight], index) => {
    const remainingObjectives = weights.length - index - 1;
    const marks =
      remainingObjectives === 0
        ? left
        : Math.min(left - remainingObjectives, Math.max(1, Math.round((total * weight) / weightSum)));
    shares.push({ code, marks });
    left -= marks;
  });
  return shares;
}

/**
 * Levels spread evenly over 1..`marks`: as many as the ladder has descriptors, but never more than
 * there are marks; level i ends at `round(i * marks / count)`. Descriptors are taken evenly from the
 * ladder, so the top level always gets its top descriptor.
 */
export function spreadLevels(marks: number, ladder: readonly string[]): LevelBand[] {
  const count = Math.min(ladder.length, marks);
  const levels: LevelBand[] = [];
  let min = 1;
  for (let level = 1; level <= count; level++) {
    const max = Math.round((level * marks) / count);
    const descriptorIndex =
      count === 1 ? ladder.length - 1 : Math.round(((level - 1) * (ladder.length - 1)) / (count - 1));
    levels.push({ level, min, max, descriptor: ladder[descriptorIndex] ?? "" });
    min = max + 1;
  }
  return levels;
}

function ladderFor(prompt: BenchPrompt): readonly string[] {
  if (prompt.kind === "creative-writing" || prompt.kind === "viewpoint-writing") return DESCRIPTORS.writing4;
  if (prompt.subjectId === "english-literature") return DESCRIPTORS.literature6;
  return DESCRIPTORS.reading4;
}

/** The marks a prompt's question type carries: its human scale's width (AES set 1's 2-12 is 10 marks). */
export function marksFor(prompt: BenchPrompt): number {
  return prompt.scale.max - prompt.scale.min;
}

/** The catalogue-like question type the prompt's answers are marked against. */
export function questionTypeFor(prompt: BenchPrompt): QuestionType {
  const marks = marksFor(prompt);
  const objectives = shareMarks(marks, prompt.weights);
  const accuracyMarks = prompt.accuracyLast ? (objectives[objectives.length - 1]?.marks ?? 0) : 0;
  const levels = prompt.kind === "retrieval" ? [] : spreadLevels(marks - accuracyMarks, ladderFor(prompt));
  const scaleNote = `Scored by human raters on ${prompt.scale.min}-${prompt.scale.max}, here 0-${marks} marks.`;
  const guidance = prompt.rubric
    ? `${guidanceFor(prompt.kind)}\n\n${scaleNote} The dataset's own rubric:\n\n${prompt.rubric}`
    : `${guidanceFor(prompt.kind)}\n\n${scaleNote}`;
  return question({
    id: `${prompt.dataset.replace("_", "-")}-set-${prompt.set}`,
    name: `${prompt.label}: ${prompt.title} (${marks} marks)`,
    kind: prompt.kind,
    marks,
    objectives,
    levels,
    accuracyMarks,
    ...(prompt.sourceText !== null ? { sourceLabel: "Source" } : {}),
    guidance,
    confidence: "L",
    sourceNote: `Benchmark only, not in the catalogue: ${prompt.dataset} set ${prompt.set}, human scale ${prompt.scale.min}-${prompt.scale.max} mapped onto 0-${marks} marks.`,
  });
}

/** A human score on the prompt's scale as marks (0..marks). */
export function scoreToMarks(prompt: BenchPrompt, score: number): number {
  return score - prompt.scale.min;
}

/** Marks (0..marks) back on the prompt's scale, rounded to a whole score and clamped to the scale. */
export function marksToScore(prompt: BenchPrompt, marks: number): number {
  const clamped = Math.min(marksFor(prompt), Math.max(0, marks));
  return prompt.scale.min + Math.round(clamped);
}

/**
 * The score a marker's proposal amounts to, on the prompt's scale, following the product's rules
 * (compute-result.ts): the proposal must pass the schema and propose marks for every objective of
 * the question; each objective's marks are rounded and clamped to 0..its share; the total is mapped
 * back onto the human scale. Throws when the proposal could not be turned into a mark.
 */
export function proposalToScore(prompt: BenchPrompt, questionType: QuestionType, proposal: unknown): number {
  const parsed = markerProposalSchema.safeParse(proposal);
  if (!parsed.success) throw new Error(`proposal failed validation: ${parsed.error.issues[0]?.message ?? "unknown"}`);
  let total = 0;
  for (const objective of questionType.objectives) {
    const proposed = parsed.data.objectives.find((candidate) => candidate.code === objective.code);
    if (!proposed) throw new Error(`no marks proposed for ${objective.code}`);
    if (!Number.isFinite(proposed.marks)) throw new Error(`marks for ${objective.code} are not a number`);
    total += Math.min(objective.marks, Math.max(0, Math.round(proposed.marks)));
  }
  return marksToScore(prompt, total);
}

// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

export interface BenchItem {
  id: string;
  set: number;
  text: string;
  /** The score the marker is compared with: AES domain1_score (resolved), SAS Score1 (final). */
  human: number;
  /** The two raters compared for the human-human QWK: AES rater1/2_domain1, SAS Score1/Score2. */
  rater1: number;
  rater2: number;
}

export interface LoadedDataset {
  id: DatasetId;
  prompts: BenchPrompt[];
  /** Items per set, in file order. */
  items: Map<number, BenchItem[]>;
}

function wholeNumber(value: string | undefined, what: string): number {
  const number = Number(value);
  if (value === undefined || value.trim() === "" || !Number.isInteger(number)) {
    throw new SyntaxError(`${what}: "${value ?? ""}" is not a whole number`);
  }
  return number;
}

function groupBySet(items: BenchItem[]): Map<number, BenchItem[]> {
  const bySet = new Map<number, BenchItem[]>();
  for (const item of items) {
    const list = bySet.get(item.set);
    if (list) list.push(item);
    else bySet.set(item.set, [item]);
  }
  return bySet;
}

/**
 * U+FFFD in the AES essays stands where a smart quote or apostrophe was lost (SOURCE.txt); it is
 * read as a plain apostrophe, so a marker does not see "don\uFFFDt" as a misspelling.
 */
export function cleanAesEssay(text: string): string {
  return text.replaceAll("\uFFFD", "'");
}

export function loadAes(datasetsDir: string): LoadedDataset {
  const [csvFile, jsonFile] = DATASET_FILES.asap_aes;
  const rows = withHeader(parseCsv(readFileSync(join(datasetsDir, csvFile!), "utf8")), [
    "essay_id",
    "essay_set",
    "essay",
    "rater1_domain1",
    "rater2_domain1",
    "domain1_score",
  ]);
  const items = rows.map((row): BenchItem => {
    const id = row.essay_id ?? "";
    return {
      id,
      set: wholeNumber(row.essay_set, `essay ${id} essay_set`),
      text: cleanAesEssay(row.essay ?? ""),
      human: wholeNumber(row.domain1_score, `essay ${id} domain1_score`),
      rater1: wholeNumber(row.rater1_domain1, `essay ${id} rater1_domain1`),
      rater2: wholeNumber(row.rater2_domain1, `essay ${id} rater2_domain1`),
    };
  });
  const prompts = aesPrompts(parsePromptsRubrics(readFileSync(join(datasetsDir, jsonFile!), "utf8")));
  return checked({ id: "asap_aes", prompts, items: groupBySet(items) });
}

export function loadSas(datasetsDir: string): LoadedDataset {
  const [tsvFile] = DATASET_FILES.asap_sas;
  const rows = withHeader(parseTsv(readFileSync(join(datasetsDir, tsvFile!), "utf8")), [
    "Id",
    "EssaySet",
    "Score1",
    "Score2",
    "EssayText",
  ]);
  const items = rows.map((row): BenchItem => {
    const id = row.Id ?? "";
    const score1 = wholeNumber(row.Score1, `response ${id} Score1`);
    return {
      id,
      set: wholeNumber(row.EssaySet, `response ${id} EssaySet`),
      text: row.EssayText ?? "",
      human: score1,
      rater1: score1,
      rater2: wholeNumber(row.Score2, `response ${id} Score2`),
    };
  });
  return checked({ id: "asap_sas", prompts: sasPrompts(), items: groupBySet(items) });
}

/**
 * Every score must lie on its prompt's declared scale; a score off it means the declared scale or
 * the file is wrong, and the run stops rather than measure against the wrong scale. (The scales
 * are checked against the data, never derived from it.)
 */
function checked(dataset: LoadedDataset): LoadedDataset {
  for (const prompt of dataset.prompts) {
    const items = dataset.items.get(prompt.set) ?? [];
    if (items.length === 0) throw new Error(`${dataset.id}: no items for set ${prompt.set}`);
    for (const item of items) {
      const { scale, raterScale } = prompt;
      if (item.human < scale.min || item.human > scale.max) {
        throw new RangeError(
          `${dataset.id} item ${item.id}: score ${item.human} is off set ${prompt.set}'s ${scale.min}-${scale.max}`,
        );
      }
      for (const rater of [item.rater1, item.rater2]) {
        if (rater < raterScale.min || rater > raterScale.max) {
          throw new RangeError(
            `${dataset.id} item ${item.id}: rater score ${rater} is off set ${prompt.set}'s ${raterScale.min}-${raterScale.max}`,
          );
        }
      }
    }
  }
  return dataset;
}

export function loadDataset(id: DatasetId, datasetsDir: string): LoadedDataset {
  return id === "asap_aes" ? loadAes(datasetsDir) : loadSas(datasetsDir);
}
