import type { QuestionType, SubjectId } from "~/features/catalogue";

import type { AnswerFeatures, AnswerItem } from "./analyse-answer";
import { DESCRIBE_BY_POINTS, FEATURES_ON_ONE_LINE, POINT_MARKING, SOURCE_POINTS_DRAW_ON_IT } from "./scoring-parameters";

/**
 * Point-marked questions (offline-2.4): the boards give a mark for each creditable point, not a level, so the
 * offline marker counts the points instead of placing the answer on the bell curve. Part of the scoring code
 * (docs/decisions/011-offline-marker-quality.md): every number it uses is POINT_MARKING's.
 *
 * - "each": every separate item (line, sentence or part after a semicolon) that says something of its own beyond
 *   the question's words, is not a repeat and, for retrieval from a source, draws on the source is a mark (AQA
 *   Language Paper 1 Question 1, "list four things"; Edexcel Language Paper 1 Question 1, "identify a phrase").
 * - "feature-detail": each feature is a mark and a detail that supports it is another (Edexcel History "describe
 *   two features", 2 marks each; "give two things you can infer", an inference and its support from the source).
 *   A feature is the first item of a point that says something of its own; its detail is a clause of the same
 *   sentence that adds to it ("...which made money worthless") or a further sentence of the same point; where the
 *   question gives a source (an inference), the detail draws on it. A point starts with a new paragraph (when the
 *   answer writes a point to a paragraph), with a word that opens one ("Another feature...", "Secondly", "(b)"),
 *   or, when the answer does not write a point to a paragraph, after a point already has its feature and detail.
 *
 * An answer with nothing tied to the question (none of its words, no fact of its History topic, no date or figure
 * in a History answer, nothing from the source) earns nothing: a paragraph about football has items too. In
 * History, where there is no source, a point or a feature must also name some knowledge (POINT_MARKING
 * `historyKnowledge`): a fact of the topic, a date, a figure or a name, in the point itself or in its detail, and
 * not only facts and years from after the question's years (offline-2.6).
 */

export type PointStructure = "each" | "feature-detail";

/** The catalogue marks a question point by point when it has no level bands and no accuracy marks. */
export function isPointMarked(questionType: Pick<QuestionType, "levels" | "accuracyMarks">): boolean {
  return questionType.levels.length === 0 && questionType.accuracyMarks === 0;
}

/**
 * The offline marker gives the question the marks its points earn: a point-marked question, and a levelled
 * describe question of one objective (DESCRIBE_BY_POINTS: AQA History Question 4, whose levels are "identifies"
 * and "supports with extended description"). The catalogue's levels still name the level the marks reach.
 */
export function marksByPoints(questionType: Pick<QuestionType, "levels" | "accuracyMarks" | "kind" | "objectives">): boolean {
  if (isPointMarked(questionType)) return true;
  return DESCRIBE_BY_POINTS && questionType.kind === "describe" && questionType.objectives.length === 1 && questionType.accuracyMarks === 0;
}

/**
 * How a point-marked question's marks are made up: a feature and a supporting detail each for "describe two
 * features", inference and interpretation questions (the catalogue's guidance: "each backed by a specific
 * detail", "backed by its content", "supporting it with a detail"); one mark a point otherwise.
 */
export function pointStructure(questionType: Pick<QuestionType, "kind" | "marks" | "id" | "guidance">): PointStructure {
  if (questionType.kind === "describe" && questionType.marks >= 4 && questionType.marks % 2 === 0) return "feature-detail";
  if (questionType.kind === "interpretation-evaluation") return "feature-detail";
  if (questionType.kind === "source-analysis" && /infer/i.test(`${questionType.id} ${questionType.guidance}`)) return "feature-detail";
  return "each";
}

export interface PointCredit {
  /** The item (AnswerFeatures.items) that earned the mark; a detail may be in its feature's own item. */
  item: number;
  kind: "point" | "feature" | "detail";
}

export type UncreditedReason = "not-from-source" | "repeat" | "restates-question" | "too-little" | "no-knowledge" | "after-period";

export interface PointCount {
  structure: PointStructure;
  /** The marks the points earn, at most the question's. */
  marks: number;
  /** What earned a mark, in the answer's order. */
  credited: PointCredit[];
  /** Items that earned nothing, and why. */
  uncredited: Array<{ item: number; reason: UncreditedReason }>;
  /** "feature-detail": the items of features credited without a supporting detail. */
  unsupported: number[];
  /** Points ("each") or features ("feature-detail") the question asks for. */
  wanted: number;
  /** Whether anything in the answer is tied to the question; without it, no marks. */
  anchored: boolean;
}

/** Its stems beyond the question's own words. */
function ownStems(item: AnswerItem): string[] {
  const question = new Set(item.questionStems);
  return item.stems.filter((stem) => !question.has(stem));
}

/**
 * Tied to the question: its words, the source, or (History) a fact of its topic, a date or a figure. A name alone
 * does not tie it ("I support Arsenal"): any capitalised word is a name to the analysis.
 */
function anchoredItem(item: AnswerItem, subject: SubjectId): boolean {
  if (item.questionStems.length > 0 || (item.sourceStems?.length ?? 0) > 0) return true;
  return subject === "history" && (item.topicFacts.length > 0 || item.details.some((detail) => /\d/.test(detail)));
}

/**
 * Whether a History point names only facts and years from after the question's years (AnswerItem.lateKnowledge,
 * offline-2.6): a name beside them ("the Nuremberg Laws... Jews") does not bring it back into the years asked about.
 */
function onlyLater(item: AnswerItem): boolean {
  if (item.lateKnowledge.length === 0) return false;
  const late = new Set(item.lateKnowledge);
  return !item.topicFacts.some((fact) => !late.has(fact)) && !item.details.some((detail) => /\d/.test(detail) && !late.has(detail));
}

/** Something specific a History point names: a fact of its topic, a date, a figure or a name, and not only later ones. */
function namesKnowledge(item: AnswerItem): boolean {
  return !onlyLater(item) && (item.topicFacts.length > 0 || item.details.length > 0);
}

/** Why a History point that names nothing usable earns nothing: only later knowledge, or none. */
function withoutKnowledge(...items: ReadonlyArray<AnswerItem | undefined>): UncreditedReason {
  return items.some((item) => item !== undefined && onlyLater(item)) ? "after-period" : "no-knowledge";
}

/** Whether a point must name knowledge to count (POINT_MARKING.historyKnowledge): History, with no source. */
function needsKnowledge(items: readonly AnswerItem[], subject: SubjectId): boolean {
  return POINT_MARKING.historyKnowledge && subject === "history" && items.every((item) => item.sourceStems === null);
}

/**
 * "each": `fromSource` for retrieval, where every point is taken from the source; a follow-up question's points
 * (a question to ask, a kind of source to use) are the student's own, so only the answer as a whole is anchored.
 */
function countEach(
  items: readonly AnswerItem[],
  tariff: number,
  fromSource: boolean,
  knowledge: boolean,
): Omit<PointCount, "structure" | "anchored" | "marks"> & { points: number } {
  const seen = new Set<string>();
  const credited: PointCredit[] = [];
  const uncredited: PointCount["uncredited"] = [];
  for (const item of items) {
    if (item.stems.length === 0) continue;
    const own = ownStems(item);
    const checked = fromSource && item.sourceStems !== null;
    const needed = checked ? POINT_MARKING.pointStems : POINT_MARKING.pointStemsWithoutSource;
    let reason: UncreditedReason | null = null;
    if (own.length === 0) reason = "restates-question";
    else if (checked && item.sourceStems!.length === 0) reason = "not-from-source";
    else if (own.length < needed && item.details.length === 0) reason = "too-little";
    else if (own.every((stem) => seen.has(stem))) reason = "repeat";
    else if (knowledge && !namesKnowledge(item)) reason = withoutKnowledge(item);
    if (reason) {
      uncredited.push({ item: item.index, reason });
      continue;
    }
    credited.push({ item: item.index, kind: "point" });
    for (const stem of own) seen.add(stem);
  }
  return { credited, uncredited, unsupported: [], wanted: tariff, points: credited.length };
}

interface Block {
  paragraph: number;
  feature?: AnswerItem;
  detail?: AnswerItem;
}

function countFeatures(items: readonly AnswerItem[], tariff: number, knowledge: boolean): Omit<PointCount, "structure" | "anchored" | "marks"> & { points: number } {
  const wanted = Math.ceil(tariff / 2);
  const withWords = items.filter((item) => item.stems.length > 0);
  // When the answer has several paragraphs and some paragraph holds several items, it writes a point to a paragraph.
  // One paragraph is not one point: two features written on one line were read as one (offline-2.24).
  const perParagraph = new Map<number, number>();
  for (const item of withWords) perParagraph.set(item.paragraph, (perParagraph.get(item.paragraph) ?? 0) + 1);
  const paragraphsArePoints = (!FEATURES_ON_ONE_LINE || perParagraph.size >= 2) && [...perParagraph.values()].some((count) => count >= 2);
  const seen = new Set<string>();
  const blocks: Block[] = [];
  const uncredited: PointCount["uncredited"] = [];
  for (const item of withWords) {
    let block = blocks[blocks.length - 1];
    // Where the answer writes a point to a paragraph, a full point's further sentences ("For example, ...") are
    // more of the same point, not a new one (offline-2.5); so is a sentence that carries the point on ("This meant...",
    // "For example, ...") where the answer does not (offline-2.24).
    const carriesOn = FEATURES_ON_ONE_LINE && item.continuesPoint;
    const full = block !== undefined && block.feature !== undefined && block.detail !== undefined && !paragraphsArePoints && !carriesOn;
    if (!block || item.opensPoint || full || (paragraphsArePoints && item.paragraph !== block.paragraph)) {
      block = { paragraph: item.paragraph };
      blocks.push(block);
    }
    const own = ownStems(item);
    const fresh = own.filter((stem) => !seen.has(stem));
    if (!block.feature) {
      if (own.length === 0) uncredited.push({ item: item.index, reason: "restates-question" });
      else if (fresh.length === 0) uncredited.push({ item: item.index, reason: "repeat" });
      else if (own.length < POINT_MARKING.featureStems) uncredited.push({ item: item.index, reason: "too-little" });
      else {
        block.feature = item;
        for (const stem of own) seen.add(stem);
        if (item.supportStems >= POINT_MARKING.detailStems) block.detail = item;
      }
      continue;
    }
    // A detail supports the feature: new words of its own, and from the source when there is one.
    if (item.sourceStems !== null && item.sourceStems.length === 0) uncredited.push({ item: item.index, reason: "not-from-source" });
    else if (fresh.length < POINT_MARKING.detailStems) uncredited.push({ item: item.index, reason: fresh.length === 0 ? "repeat" : "too-little" });
    else {
      block.detail = item;
      for (const stem of own) seen.add(stem);
    }
  }
  // Where knowledge is needed, a detail that names only what came after the question's years supports nothing, and
  // a feature that names nothing specific, in itself or its detail, or only later things, is no valid feature.
  const general = (block: Block) =>
    knowledge && (onlyLater(block.feature!) || (!namesKnowledge(block.feature!) && !(block.detail && namesKnowledge(block.detail))));
  for (const block of blocks) {
    if (!knowledge || !block.feature) continue;
    if (general(block)) uncredited.push({ item: block.feature.index, reason: withoutKnowledge(block.feature, block.detail) });
    else if (block.detail && block.detail !== block.feature && onlyLater(block.detail)) {
      uncredited.push({ item: block.detail.index, reason: "after-period" });
      block.detail = undefined;
    }
  }
  // Where the question gives a source, an inference (or a feature of an interpretation) must come from it: the point
  // itself or the detail supporting it draws on the source's words (offline-2.24).
  const offSource = (block: Block) =>
    SOURCE_POINTS_DRAW_ON_IT &&
    block.feature!.sourceStems !== null &&
    block.feature!.sourceStems.length === 0 &&
    !(block.detail && (block.detail.sourceStems?.length ?? 0) > 0);
  for (const block of blocks) {
    if (block.feature && !general(block) && offSource(block)) uncredited.push({ item: block.feature.index, reason: "not-from-source" });
  }
  uncredited.sort((a, b) => a.item - b.item);
  const counted = blocks.filter((block) => block.feature !== undefined && !general(block) && !offSource(block)).slice(0, wanted);
  const credited: PointCredit[] = [];
  for (const block of counted) {
    credited.push({ item: block.feature!.index, kind: "feature" });
    if (block.detail) credited.push({ item: block.detail.index, kind: "detail" });
  }
  return {
    credited,
    uncredited,
    unsupported: counted.filter((block) => !block.detail).map((block) => block.feature!.index),
    wanted,
    points: credited.length,
  };
}

/** The points a point-marked answer earns, with what earned them and what did not. */
export function countPoints(features: Pick<AnswerFeatures, "items">, questionType: QuestionType, subject: SubjectId): PointCount {
  const structure = pointStructure(questionType);
  const tariff = questionType.objectives.reduce((sum, share) => sum + share.marks, 0);
  const anchored = features.items.some((item) => anchoredItem(item, subject));
  const knowledge = needsKnowledge(features.items, subject);
  const counted =
    structure === "each" ? countEach(features.items, tariff, questionType.kind === "retrieval", knowledge) : countFeatures(features.items, tariff, knowledge);
  const { points, ...rest } = counted;
  return { structure, anchored, marks: anchored ? Math.min(tariff, points) : 0, ...rest };
}
