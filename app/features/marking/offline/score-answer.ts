import type { ObjectiveCode, QuestionKind, QuestionType } from "~/features/catalogue";
import type { SubjectId } from "~/features/catalogue";

import type { AnswerFeatures } from "./analyse-answer";
import { type Measures, typicalDistinctWords, typicalWordsFor } from "./answer-measures";
import { countPoints, marksByPoints } from "./count-points";
import {
  ASSUMED_CORRELATION,
  BELL,
  CREDIT_FLOOR,
  DEFAULT_NORMS,
  HISTORY_ON_QUESTION,
  HISTORY_USES_TEXTS,
  LENGTH_CEILING,
  type Measure,
  MEASURES,
  MINIMUM_OWN_WORDS,
  type ObjectiveGroup,
  NOT_WORDS,
  RELEVANCE_GATE,
  TOPIC_RELEVANCE,
  WEIGHTS,
  Z_CLIP,
} from "./scoring-parameters";

/**
 * From measures to marks. Each measure is standardised against norms (what a typical answer to this
 * question looks like), the standardised measures are combined with the objective's weights, and the
 * composite is spread onto a bell curve over the objective's marks. The norms are the defaults for the
 * question's tariff, or a question profile: the measures' mean and spread over unlabelled answers to
 * the same question (buildQuestionProfile). Marks are rounded once, on the total, then shared out.
 * A point-marked question (no level bands) is not put on the curve: its points are counted (count-points.ts).
 */

export interface Norm {
  mean: number;
  sd: number;
}

/** What answers to one question look like: per-measure norms and per-group composite norms. */
export interface QuestionProfile {
  answers: number;
  measures: Record<Measure, Norm | null>;
  composites: Record<ObjectiveGroup, Norm>;
  /** Each group's composite over the profile's answers, ascending: the answer's rank is read off it. */
  ranked: Record<ObjectiveGroup, number[]>;
}

/** The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

/** Mid-rank percentile of `value` among ascending `sorted` values, as a standard normal quantile. */
function rankStanding(sorted: readonly number[], value: number): number {
  let below = 0;
  let high = sorted.length;
  while (below < high) {
    const middle = (below + high) >> 1;
    if (sorted[middle]! < value) below = middle + 1;
    else high = middle;
  }
  let equalEnd = below;
  while (equalEnd < sorted.length && sorted[equalEnd] === value) equalEnd++;
  const percentile = (below + (equalEnd - below) / 2 + 0.5) / (sorted.length + 1);
  return clipZ(normalQuantile(percentile));
}

/** The objective group of an objective: accuracy, writing, retrieval or reading. */
export function objectiveGroup(subject: SubjectId, kind: QuestionKind, code: ObjectiveCode): ObjectiveGroup {
  if ((subject === "english-literature" && code === "AO4") || (subject === "english-language" && code === "AO6") || code === "SPaG") {
    return "accuracy";
  }
  if (code === "AO5" && subject === "english-language") return "writing";
  if (kind === "retrieval") return "retrieval";
  if (subject === "history") return code === "AO1" ? "knowledge" : "history";
  return "reading";
}

function mainMarksOf(questionType: QuestionType): number {
  return Math.max(1, questionType.marks - questionType.accuracyMarks);
}

/** Norms for an answer marked on its own: defaults, with the typical length from the tariff. */
export function defaultNorms(questionType: QuestionType): Record<Measure, Norm> {
  const typical = typicalWordsFor(mainMarksOf(questionType));
  const count = (norm: { perWord: number; sd: number }): Norm => ({ mean: Math.log(1 + norm.perWord * typical), sd: norm.sd });
  const n = DEFAULT_NORMS;
  return {
    length: { mean: Math.log(1 + typical), sd: n.length.sd },
    vocabulary: { mean: Math.log(1 + typicalDistinctWords(typical)), sd: n.vocabulary.sd },
    longWords: n.longWords,
    wordLength: n.wordLength,
    connectives: count(n.connectives),
    questionOverlap: n.questionOverlap,
    sourceOverlap: count(n.sourceOverlap),
    subjectTerms: count(n.subjectTerms),
    details: count(n.details),
    errors: n.errors,
    punctuation: n.punctuation,
    sentenceControl: n.sentenceControl,
  };
}

function clipZ(value: number): number {
  return Math.max(-Z_CLIP, Math.min(Z_CLIP, value));
}

/** The weighted mean of standardised measures (measures that could not be taken are left out). */
function composite(measures: Measures, norms: Record<Measure, Norm | null>, group: ObjectiveGroup): { value: number; weights: number[] } {
  let sum = 0;
  const used: number[] = [];
  for (const measure of MEASURES) {
    const weight = WEIGHTS[group][measure] ?? 0;
    const value = measures[measure];
    const norm = norms[measure];
    if (weight === 0 || value === null || !norm || norm.sd <= 0) continue;
    sum += weight * clipZ((value - norm.mean) / norm.sd);
    used.push(weight);
  }
  const total = used.reduce((a, b) => a + b, 0);
  return { value: total === 0 ? 0 : sum / total, weights: used.map((weight) => weight / (total || 1)) };
}

/** Spread of a weighted mean of standardised measures with the assumed average correlation. */
function assumedCompositeSd(weights: readonly number[]): number {
  const sumSquares = weights.reduce((sum, weight) => sum + weight * weight, 0);
  return Math.sqrt((1 - ASSUMED_CORRELATION) * sumSquares + ASSUMED_CORRELATION * weights.reduce((a, b) => a + b, 0) ** 2);
}

/** The answer's standing for one objective group, in standard deviations from the typical answer. */
export function standing(measures: Measures, group: ObjectiveGroup, questionType: QuestionType, profile: QuestionProfile | null): number {
  if (profile) {
    const { value } = composite(measures, profile.measures, group);
    const ranked = profile.ranked[group];
    if (ranked.length >= 2) return rankStanding(ranked, value);
    const norm = profile.composites[group];
    return norm.sd > 0 ? clipZ((value - norm.mean) / norm.sd) : 0;
  }
  const { value, weights } = composite(measures, defaultNorms(questionType), group);
  const sd = assumedCompositeSd(weights);
  return sd > 0 ? clipZ(value / sd) : 0;
}

/** Where the answer's length stands, in standard deviations from the typical answer. */
export function lengthStanding(measures: Measures, questionType: QuestionType, profile: QuestionProfile | null): number {
  const norm = profile ? profile.measures.length : defaultNorms(questionType).length;
  const value = measures.length;
  if (!norm || norm.sd <= 0 || value === null) return 0;
  return clipZ((value - norm.mean) / norm.sd);
}

function meanAndSd(values: readonly number[]): Norm | null {
  if (values.length < 2) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

const GROUPS: readonly ObjectiveGroup[] = ["writing", "accuracy", "reading", "knowledge", "history", "retrieval"];

/**
 * A question profile from the measures of unlabelled answers to one question (no scores are read):
 * each measure's mean and spread, then each group's composite mean and spread over the same answers.
 */
export function buildQuestionProfile(answers: readonly Measures[]): QuestionProfile {
  const measures = Object.fromEntries(
    MEASURES.map((measure) => {
      const values = answers.map((answer) => answer[measure]).filter((value): value is number => value !== null);
      const norm = meanAndSd(values);
      return [measure, norm && norm.sd > 1e-9 ? norm : null];
    }),
  ) as Record<Measure, Norm | null>;
  const values = Object.fromEntries(
    GROUPS.map((group) => [group, answers.map((answer) => composite(answer, measures, group).value).sort((a, b) => a - b)]),
  ) as Record<ObjectiveGroup, number[]>;
  const composites = Object.fromEntries(GROUPS.map((group) => [group, meanAndSd(values[group]) ?? { mean: 0, sd: 1 }])) as Record<ObjectiveGroup, Norm>;
  return { answers: answers.length, measures, composites, ranked: values };
}

export interface ScoredObjective {
  code: ObjectiveCode;
  max: number;
  marks: number;
  /** Where the answer stands for this objective before rounding, 0..1 of its marks. */
  fraction: number;
  /** Standard deviations from the typical answer. */
  standing: number;
  group: ObjectiveGroup;
}

export interface ScoringContext {
  subject: SubjectId;
  questionType: QuestionType;
  features: AnswerFeatures;
  measures: Measures;
  profile: QuestionProfile | null;
  /**
   * English Literature: the answer writes about another set text and never names the one the question asks about
   * (offline-marker.ts, WRONG_SET_TEXT): it answers another question, and earns nothing on this one.
   */
  wrongText?: boolean;
  /**
   * A question asked in parts (QuestionType.parts): the share of them the answer gives (count-parts.ts), 0..1. Its
   * marks other than written accuracy are held to that share of their maximum (ANSWER_PARTS, offline-2.20).
   */
  partsShare?: number;
  /**
   * A ceiling on the marks other than written accuracy, as a share of their maximum: a Literature question marked on
   * its methods alone (AO2), answered without a word about any method, stays in Level 1 (METHODS_CEILING, offline-2.23).
   */
  ceiling?: number;
}

/**
 * How far the answer is on the question, as the relevance gate reads it: the question's words and the source
 * (analyse-answer.ts), and for History also the facts of the question's topic it names (TOPIC_RELEVANCE): an
 * answer about hyperinflation and the Ruhr is on a question about the Weimar Republic's problems in 1923.
 */
export function effectiveRelevance(subject: SubjectId, features: Pick<AnswerFeatures, "relevance">): number {
  const { score, topicFacts } = features.relevance;
  if (subject !== "history") return score;
  return Math.max(score, Math.min(1, TOPIC_RELEVANCE.perFact * topicFacts.length));
}

/**
 * Whether a History answer is on the question (HISTORY_ON_QUESTION, offline-2.9): some item says something of its own
 * and ties it to the question through a fact of the topic, a source or interpretation the question names, a word of
 * the question that is not an everyday word, two words of the question, or two particular words of the source.
 */
export function historyOnQuestion(features: Pick<AnswerFeatures, "items">): boolean {
  const rule = HISTORY_ON_QUESTION;
  return features.items.some(
    (item) =>
      item.newStems.length >= rule.ownStems &&
      (item.topicFacts.length > 0 ||
        item.namesSource ||
        item.specificQuestionStems.length > 0 ||
        item.questionStems.length >= rule.questionStems ||
        (item.sourceStems ?? []).filter((stem) => item.newStems.includes(stem)).length >= rule.sourceStems),
  );
}

/** Whether most of the words the spell checker judged are not words (keys mashed): NOT_WORDS. */
export function mostlyNotWords(features: Pick<AnswerFeatures, "spelling">): boolean {
  const { spelling } = features;
  return spelling.available && spelling.checked >= NOT_WORDS.minimumChecked && spelling.misspelt.length / spelling.checked >= NOT_WORDS.misspeltShare;
}

/** Off-topic answers keep only the share of their marks their relevance earns; padding and keys mashed earn nothing. */
function gateFor(context: ScoringContext, group: ObjectiveGroup): number {
  const { features, questionType } = context;
  if (features.ownWordCount < MINIMUM_OWN_WORDS) return 0;
  if (mostlyNotWords(features)) return 0;
  if (context.wrongText) return 0;
  if (context.subject === "history" && !historyOnQuestion(features)) return 0;
  // A question on interpretations or sources, answered without a word about them (a narrative of the events), earns
  // nothing for working with them: its knowledge (AO1) is still marked (HISTORY_USES_TEXTS, offline-2.11).
  if (context.subject === "history" && HISTORY_USES_TEXTS.required && group === "history" && !features.relevance.usesTextsAsked) return 0;
  const padding = Math.min(1, features.sentenceStats.duplicateShare + features.relevance.copiedShare);
  const threshold = questionType.kind === "creative-writing" ? RELEVANCE_GATE.creative : RELEVANCE_GATE[group];
  const relevance = threshold <= 0 ? 1 : Math.min(1, effectiveRelevance(context.subject, features) / threshold) ** 2;
  return (1 - padding) * relevance;
}

/**
 * A point-marked question's marks (count-points.ts): the points counted, shared out over its objectives in order.
 * No bell curve, length cap, credit floor or relevance gate: each point is checked against the question and the
 * source on its own, and repeated or copied items are simply not counted again. A History answer that is not on the
 * question at all (historyOnQuestion) has no points.
 */
function pointMarks(context: ScoringContext): ScoredObjective[] {
  const { questionType, subject, features } = context;
  let left = (subject === "history" && !historyOnQuestion(features)) || context.wrongText ? 0 : countPoints(features, questionType, subject).marks;
  return questionType.objectives.map((share) => {
    const marks = Math.min(share.marks, left);
    left -= marks;
    return {
      code: share.code,
      max: share.marks,
      marks,
      fraction: share.marks === 0 ? 0 : marks / share.marks,
      standing: 0,
      group: objectiveGroup(subject, questionType.kind, share.code),
    };
  });
}

/** The least share of a levelled objective's marks an answer on the question earns (CREDIT_FLOOR). */
function creditFloor(context: ScoringContext, group: ObjectiveGroup): number {
  if (group === "retrieval") return 0;
  return CREDIT_FLOOR.fraction * Math.min(1, context.features.ownWordCount / CREDIT_FLOOR.fullFromWords);
}

/**
 * Marks per objective: each objective's fraction on the bell curve, the total rounded once, then
 * shared out by largest remainder without passing any objective's maximum. Point-marked questions, and a
 * levelled describe question of one objective, count points instead (pointMarks, marksByPoints).
 */
export function scoreObjectives(context: ScoringContext): ScoredObjective[] {
  const { questionType, subject, measures, profile } = context;
  if (marksByPoints(questionType)) return pointMarks(context);
  const scored = questionType.objectives.map((share) => {
    const group = objectiveGroup(subject, questionType.kind, share.code);
    const overall = standing(measures, group, questionType, profile);
    const z = group === "retrieval" ? overall : Math.min(overall, lengthStanding(measures, questionType, profile) + LENGTH_CEILING);
    const onCurve = Math.max(0, Math.min(1, BELL.mean + BELL.sd * z));
    const gated = Math.max(onCurve, creditFloor(context, group)) * gateFor(context, group);
    const fraction = group === "accuracy" ? gated : Math.min(gated, context.partsShare ?? 1, context.ceiling ?? 1);
    return { code: share.code, max: share.marks, fraction, standing: z, group, exact: fraction * share.marks };
  });
  const totalMax = scored.reduce((sum, item) => sum + item.max, 0);
  const total = Math.min(totalMax, Math.round(scored.reduce((sum, item) => sum + item.exact, 0)));
  const marks = scored.map((item) => Math.min(item.max, Math.floor(item.exact)));
  let left = total - marks.reduce((a, b) => a + b, 0);
  const order = scored
    .map((item, index) => ({ index, remainder: item.exact - Math.floor(item.exact) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  while (left > 0) {
    let placed = false;
    for (const { index } of order) {
      if (left <= 0) break;
      if ((marks[index] ?? 0) < (scored[index]?.max ?? 0)) {
        marks[index] = (marks[index] ?? 0) + 1;
        left -= 1;
        placed = true;
      }
    }
    if (!placed) break;
  }
  return scored.map((item, index) => ({
    code: item.code,
    max: item.max,
    marks: marks[index] ?? 0,
    fraction: item.fraction,
    standing: item.standing,
    group: item.group,
  }));
}
