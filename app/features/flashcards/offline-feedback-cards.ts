import type { MarkingResult } from "~/features/marking";

import { FLASHCARD_LIMITS } from "./rules";

/**
 * Study cards made from one marked answer's feedback, without a model: the structured result alone
 * (objectives with their meanings and marks, the level bands, the annotations quoting the student's own
 * sentences, the improvements and suggestions) is turned into questions the student can answer from
 * memory. Deterministic: the same result always gives the same cards.
 *
 * Rules every card keeps (the model's cards are held to the same ones by `finishFeedbackCards`):
 * the front is a question; the back says what to do, with the example from the student's own answer
 * and what the objective rewards, so no back is a bare copy of one line of feedback; no two cards ask
 * the same thing; 4 to 15 cards.
 */

export interface FeedbackForCards {
  subject: string;
  questionText: string;
  answerText: string;
  result: MarkingResult;
}

export interface FeedbackCard {
  front: string;
  back: string;
}

export const FEEDBACK_CARD_COUNT = { min: 4, max: 15 } as const;

const QUOTE_CHARACTERS = 160;

/** Whitespace collapsed, cut at a word boundary with an ellipsis when longer than `max`. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

const OPENING_MARKS: Record<string, string> = { "“": "”", '"': '"' };

/**
 * A passage cut to `max` characters at a word boundary, with an ellipsis, and its own quotation marks balanced:
 * a quotation the cut opens but does not close is left out when enough remains before it, else closed after the
 * ellipsis (“He is ‘solitary as an…’” rather than a stray opening mark). A passage that was already cut short
 * (`cutShort`: the student's sentence goes on after it) gets the ellipsis too, whatever its length.
 */
function clipPassage(text: string, max: number, cutShort = false): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max && (!cutShort || flat.endsWith("…"))) return flat;
  const cut = flat.length <= max ? flat : flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  let kept = (flat.length <= max || space <= 0 ? cut : cut.slice(0, space)).replace(/[\s,;:.–-]+$/, "");
  // The last quotation mark the cut leaves open, if any.
  let open: { at: number; mark: string } | null = null;
  for (let index = 0; index < kept.length; index += 1) {
    const char = kept[index]!;
    if (open && (char === OPENING_MARKS[open.mark] || (open.mark === '"' && char === '"'))) open = null;
    else if (!open && (char === "“" || char === '"')) open = { at: index, mark: char };
  }
  if (!open) return `${kept}…`;
  const before = kept.slice(0, open.at).replace(/[\s,;:.–-]+$/, "");
  if (before.length >= max * 0.3) return `${before}…`;
  kept = kept.replace(/[\s,;:.–-]+$/, "");
  return `${kept}…${OPENING_MARKS[open.mark]}`;
}

/**
 * The student's words in curly quotes: quotation marks around the whole passage are dropped first (never a
 * closing mark that belongs to a quotation inside it), and a long passage is cut at a word boundary with its
 * own quotation marks balanced. A passage `cutShort` (it stops mid-sentence) ends with an ellipsis.
 */
function quoted(text: string, max = QUOTE_CHARACTERS, cutShort = false): string {
  const trimmed = text.trim();
  const wrapped = /^["“][^"“”]*["”]$|^['‘][^'‘’]*['’]$/.test(trimmed);
  const inner = wrapped ? trimmed.slice(1, -1).trim() : trimmed;
  return `“${clipPassage(inner, max, cutShort)}”`;
}

/**
 * Whether a passage of the answer stops mid-sentence: it does not end a sentence, and the answer goes on after it
 * on the same line (more words, or a comma). The marker quotes a long sentence only in part ("…like a horse rider
 * who"), and a passage cut like that is shown with an ellipsis, as the cards' own cuts are. A sentence the student
 * left without its full stop, at the end of a paragraph, is whole. `end` is where the passage ends in the answer,
 * when known (an annotation's offsets); else its first occurrence is used.
 */
function stopsMidSentence(answerText: string, passage: string, end?: number): boolean {
  const text = passage.trim();
  if (/[.!?…]["”’']?$/.test(text)) return false;
  let at = end !== undefined && answerText.slice(0, end).trimEnd().endsWith(text) ? end : -1;
  if (at < 0) {
    const found = answerText.indexOf(text);
    if (found < 0) return false;
    at = found + text.length;
  }
  return /^[ \t]*[\p{L}\p{N},;:(“"‘'–—-]/u.test(answerText.slice(at));
}

/** A passage of the student's answer in curly quotes (`quoted`), with an ellipsis when it stops mid-sentence. */
function fromAnswer(answerText: string, passage: string, options: { max?: number; end?: number } = {}): string {
  // A passage the marker's feedback line already cut ("…rider who...") keeps the cut as one ellipsis.
  const marked = /(\.{3}|…)$/.test(passage.trim());
  const text = passage.trim().replace(/\s*(\.{3}|…)$/, "");
  return quoted(text, options.max, marked || stopsMidSentence(answerText, text, marked ? undefined : options.end));
}

/** An annotation's passage (`fromAnswer`), placed by its own offsets. */
function annotated(answerText: string, annotation: Pick<Annotation, "quote" | "end">, max?: number): string {
  return fromAnswer(answerText, annotation.quote, { max, end: annotation.end });
}

function sentence(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return "";
  const capital = flat[0]!.toUpperCase() + flat.slice(1);
  return /[.!?…”"']$/.test(capital) ? capital : `${capital}.`;
}

function lowerFirst(text: string): string {
  return text ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** Lower-case letters and digits only: how two fronts (or backs) are compared for duplicates. */
export function normaliseForComparison(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Reading the feedback
// ---------------------------------------------------------------------------------------------

type Objective = MarkingResult["objectives"][number];
type Annotation = MarkingResult["annotations"][number];

/**
 * The advice in a suggestion: after "(n+ marks): " or "marks): " when it names a band, else after the
 * first ": " ("For AO3: link your points..." -> "link your points...").
 */
function adviceOf(suggestion: string): string {
  const afterBand = /\)\s*:\s+(.+)$/.exec(suggestion);
  if (afterBand) return afterBand[1]!.trim();
  const colon = suggestion.indexOf(": ");
  return (colon >= 0 ? suggestion.slice(colon + 2) : suggestion).trim();
}

/** The band a suggestion names for an objective ("For AO4, the next band is "Threshold: ..." (1+ marks): ..."). */
function namedBandFor(result: MarkingResult, code: string): string | null {
  const found = result.suggestions.find((suggestion) => new RegExp(`^For ${code}\\b`).test(suggestion.trim()));
  const match = found ? /the next band is "(.+?)" \((\d+)\+ marks?\)/.exec(found) : null;
  return match ? `“${match[1]}” (${match[2]}+ marks)` : null;
}

/** Written accuracy (spelling, punctuation) is marked on its own scale, outside the level bands. */
function isAccuracy(objective: Pick<Objective, "meaning">): boolean {
  return /spelling|accuracy/i.test(objective.meaning);
}

/** A quotation closing a sentence: no second full stop after one that ends in its own punctuation. */
function endWith(quotedText: string): string {
  return /[.!?…]”$/.test(quotedText) ? quotedText : `${quotedText}.`;
}

/** Two texts saying much the same thing (most of the shorter one's words are in the longer). */
function similar(a: string, b: string): boolean {
  const words = (text: string) => new Set(normaliseForComparison(text).split(" ").filter((word) => word.length > 2));
  const first = words(a);
  const second = words(b);
  const smaller = first.size <= second.size ? first : second;
  const larger = smaller === first ? second : first;
  if (smaller.size === 0) return true;
  let shared = 0;
  for (const word of smaller) if (larger.has(word)) shared++;
  return shared / smaller.size >= 0.6;
}

/** A line of feedback without the quotation it opens with ("“X” describes but..." -> "It describes but..."). */
function withoutLeadingQuote(line: string): string {
  const after = /^(?:In|After) “.+?”,\s*(.+)$/.exec(line);
  if (after) return sentence(after[1]!);
  const opening = /^“.+?”\s+(.+)$/.exec(line);
  if (opening) return sentence(`It ${opening[1]}`);
  return sentence(line);
}

/** Suggestions addressed to one objective ("For AO2: ...", "For AO4, the next band is ... : ..."). */
function suggestionFor(result: MarkingResult, code: string): string | null {
  const found = result.suggestions.find((suggestion) => new RegExp(`^For ${code}\\b`).test(suggestion.trim()));
  return found ? adviceOf(found) : null;
}

/** The suggestion that says how to reach the next level of the whole answer, if there is one. */
function levelUpAdvice(result: MarkingResult): string | null {
  const found = result.suggestions.find((suggestion) => /^To reach (Level|the next)/i.test(suggestion.trim()));
  return found ? adviceOf(found) : null;
}

/** The words-typical-for-the-marks suggestion ("Write more: about 534 words ... for 34 marks, and you wrote 128."). */
function lengthAdvice(result: MarkingResult): { typical: number; wrote: number } | null {
  for (const text of [...result.suggestions, ...result.areasForImprovement]) {
    const match = /about ([\d,]+) words of your own is typical for \d+ marks, and you wrote ([\d,]+)/i.exec(text);
    if (match) return { typical: Number(match[1]!.replace(/,/g, "")), wrote: Number(match[2]!.replace(/,/g, "")) };
  }
  return null;
}

/** The lines of feedback (improvements or strengths) that quote this passage of the answer. */
function linesQuoting(lines: string[], quote: string): string[] {
  const wanted = normaliseForComparison(quote).slice(0, 60);
  if (wanted.length < 4) return [];
  return lines.filter((line) => normaliseForComparison(line).includes(wanted));
}

/** The passage the student quoted from the text inside their own sentence, if any ("…says "vaulting ambition"…"). */
function innerQuotation(text: string): string | null {
  const match = /["“‘']([^"”’']{3,80})["”’']/.exec(text);
  return match ? match[1]!.trim() : null;
}

const SPELLING = /^Spelling: “(.+?)”\.?$/;
const SPELLING_LINE = /check the spelling of “(.+?)”; it should be “(.+?)”/;

function objectiveName(objective: Pick<Objective, "code" | "meaning"> | undefined, code: string): string {
  return objective ? `${code} (${lowerFirst(objective.meaning.replace(/\.$/, ""))})` : code;
}

/** The band of the question's mark scheme an objective's share of marks corresponds to, scaled to the levelled marks. */
function bandForObjective(result: MarkingResult, objective: Objective) {
  const bands = [...result.levelBands].sort((a, b) => a.level - b.level);
  if (bands.length === 0) return { reached: null, next: null };
  const scaled = Math.round((objective.achieved / objective.max) * result.levelledMarks.max);
  const reached = objective.achieved === 0 ? null : (bands.find((band) => scaled >= band.min && scaled <= band.max) ?? bands[bands.length - 1]!);
  const next = reached ? (bands.find((band) => band.level === reached.level + 1) ?? null) : bands[0]!;
  return { reached, next };
}

// ---------------------------------------------------------------------------------------------
// The cards
// ---------------------------------------------------------------------------------------------

interface Candidate extends FeedbackCard {
  /** Lower is kept first when there are more than 15. */
  priority: number;
  /** Where it goes in the set: the order a student meets the ideas in. */
  order: number;
}

function levelCard(result: MarkingResult): Candidate | null {
  const bands = [...result.levelBands].sort((a, b) => a.level - b.level);
  if (bands.length === 0) return null;
  const reached = result.level === 0 ? "Below Level 1" : `Level ${result.level} of ${bands.length}`;
  const parts = [
    `${reached}${result.level === 0 ? "" : `: “${result.levelDescription}”`} (${result.levelledMarks.achieved} of ${result.levelledMarks.max} marks).`,
  ];
  if (result.nextLevel) {
    const next = bands.find((band) => band.level === result.nextLevel!.level);
    const marks = result.nextLevel.marksNeeded;
    parts.push(
      `Level ${result.nextLevel.level}${next ? ` needs “${next.descriptor}” (${next.min}-${next.max} marks)` : ""}: about ${marks} more mark${marks === 1 ? "" : "s"}.`,
    );
    const advice = levelUpAdvice(result);
    if (advice) parts.push(`How: ${sentence(advice)}`);
  } else {
    parts.push("That is the top level: keep every paragraph at this standard.");
  }
  return { front: "What level did this answer reach, and what does the next level need?", back: parts.join(" "), priority: 0, order: 0 };
}

function objectiveCards(input: FeedbackForCards): Candidate[] {
  const { result, subject } = input;
  return result.objectives.map((objective, index) => {
    const { reached, next } = isAccuracy(objective) ? { reached: null, next: null } : bandForObjective(result, objective);
    const parts = [`${objective.code} rewards ${lowerFirst(sentence(objective.meaning))}`, `You scored ${objective.achieved}/${objective.max} on it.`];
    if (reached) parts.push(`That reads like Level ${reached.level}: “${reached.descriptor}”.`);
    if (next) parts.push(`The next level asks for “${next.descriptor}”.`);
    const band = isAccuracy(objective) ? namedBandFor(result, objective.code) : null;
    if (band) parts.push(`The next band is ${band}.`);
    const atTop = !isAccuracy(objective) && reached !== null && next === null;
    const improvement = result.annotations.find((annotation) => annotation.kind === "improvement" && annotation.objective === objective.code);
    const advice = suggestionFor(result, objective.code) ?? (improvement ? improvement.comment : null) ?? levelUpAdvice(result);
    // "There" is the level or band named just before; with none named, the advice is said plainly.
    const lead = atTop ? "To stay there" : next || band ? "To get there" : "To raise it";
    if (advice) parts.push(`${lead}: ${sentence(lowerFirst(advice))}`);
    // What the results page credits to this objective: its "Earns credit" passages (a strength annotated under
    // this objective, which earned marks), not the marker's evidence list, which may overlap another objective's.
    const credited = objective.achieved > 0 ? result.annotations.find((annotation) => annotation.kind === "strength" && annotation.objective === objective.code) : undefined;
    if (improvement) parts.push(`Work on: ${endWith(annotated(input.answerText, improvement, 120))}`);
    else if (credited) parts.push(`Credited in your answer: ${endWith(annotated(input.answerText, credited, 120))}`);
    return {
      front: `What does ${objective.code} reward in ${subject}, and how can you raise your ${objective.code} mark?`,
      back: parts.join(" "),
      priority: 2,
      order: 1 + index,
    };
  });
}

type Intent = "analysis" | "evidence" | "explain" | "context" | "accuracy" | "general";

function intentOf(text: string): Intent {
  if (/analys|zoom|single word|method|technique|language|effect|writer chose/i.test(text)) return "analysis";
  if (/quotation|evidence|support|reference/i.test(text)) return "evidence";
  if (/context|audience of the time|historical|period/i.test(text)) return "context";
  if (/explain|consequence|led to|develop|because|vague|precise/i.test(text)) return "explain";
  if (/capital letter|full stop|punctuat|comma|apostrophe|grammar|plural|tense/i.test(text)) return "accuracy";
  return "general";
}

function improvementFront(annotation: Annotation, intent: Intent, answerText: string): string {
  const inner = innerQuotation(annotation.quote);
  const code = annotation.objective;
  const passage = annotated(answerText, annotation);
  switch (intent) {
    case "analysis":
      return inner
        ? `How could you strengthen your analysis of ${quoted(inner, 80)}? (${code})`
        : `How could you turn this sentence from your answer into analysis? ${passage} (${code})`;
    case "evidence":
      return `How could you back up this point from your answer? ${passage} (${code})`;
    case "context":
      return `How could you link this point to its context? ${passage} (${code})`;
    case "explain":
      return `How could you develop this point from your answer? ${passage} (${code})`;
    case "accuracy":
      return `What needs fixing in this sentence from your answer? ${passage} (${code})`;
    case "general":
      return `How could this part of your answer work harder? ${passage} (${code})`;
  }
}

function improvementCards(input: FeedbackForCards, used: Set<string>): { cards: Candidate[]; accuracy: Candidate[] } {
  const { result } = input;
  const byCode = new Map(result.objectives.map((objective) => [objective.code, objective]));
  const cards: Candidate[] = [];
  const accuracy: Candidate[] = [];
  result.annotations.forEach((annotation, index) => {
    if (annotation.kind !== "improvement") return;
    const objective = byCode.get(annotation.objective);
    const related = linesQuoting(result.areasForImprovement, annotation.quote).filter((line) => !SPELLING_LINE.test(line));
    related.forEach((line) => used.add(line));
    const spelling = SPELLING.exec(annotation.comment.trim());
    if (spelling) {
      const sentenceLine = result.areasForImprovement.find((line) => SPELLING_LINE.exec(line)?.[1] === annotation.quote);
      if (sentenceLine) used.add(sentenceLine);
      const context = sentenceLine ? /^In “(.+?)”, check/.exec(sentenceLine)?.[1] : null;
      accuracy.push({
        front: `How do you spell the word you wrote as ${quoted(annotation.quote, 40)}?`,
        back: [
          `${quoted(spelling[1]!, 40)}.`,
          context ? `From your answer: ${endWith(fromAnswer(input.answerText, context))}` : "",
          `Spelling counts in ${objectiveName(objective, annotation.objective)}: proofread for it before you finish.`,
        ]
          .filter(Boolean)
          .join(" "),
        priority: 4,
        order: 40 + index,
      });
      return;
    }
    const detailLine = related.find((line) => !similar(line, annotation.comment));
    const detail = detailLine ? withoutLeadingQuote(detailLine) : null;
    const fromComment = intentOf(annotation.comment);
    const intent = fromComment !== "general" ? fromComment : intentOf(detail ?? "");
    const what = sentence(annotation.comment);
    const nextStep = suggestionFor(result, annotation.objective);
    const back = [
      `${what}${detail && !similar(detail, annotation.comment) ? ` ${detail}` : ""}`,
      `Your ${annotation.quote.split(/\s+/).length > 3 ? "sentence" : "words"}: ${endWith(annotated(input.answerText, annotation))}`,
      objective ? `${annotation.objective} rewards ${lowerFirst(sentence(objective.meaning))}` : "",
      nextStep && intent !== "accuracy" ? `Next time: ${sentence(lowerFirst(nextStep))}` : "",
    ]
      .filter(Boolean)
      .join(" ");
    const card = { front: improvementFront(annotation, intent, input.answerText), back, priority: intent === "accuracy" ? 4 : 1, order: 20 + index };
    (intent === "accuracy" ? accuracy : cards).push(card);
  });

  // Spelling slips the feedback names without an annotation.
  for (const line of result.areasForImprovement) {
    if (used.has(line)) continue;
    const match = SPELLING_LINE.exec(line);
    if (!match) continue;
    used.add(line);
    const context = /^In “(.+?)”, check/.exec(line)?.[1];
    const accuracyObjective = result.objectives.find((objective) => /spelling/i.test(objective.meaning));
    accuracy.push({
      front: `How do you spell the word you wrote as ${quoted(match[1]!, 40)}?`,
      back: [
        `${quoted(match[2]!, 40)}.`,
        context ? `From your answer: ${endWith(fromAnswer(input.answerText, context))}` : "",
        accuracyObjective
          ? `Spelling counts in ${objectiveName(accuracyObjective, accuracyObjective.code)}: proofread for it before you finish.`
          : "Proofread for spelling before you finish: slips make a strong point look careless.",
      ]
        .filter(Boolean)
        .join(" "),
      priority: 4,
      order: 60 + accuracy.length,
    });
  }
  return { cards, accuracy };
}

/** Improvements that quote the answer but have no annotation: a card each, with the passage in the front. */
function quotedImprovementCards(input: FeedbackForCards, used: Set<string>): Candidate[] {
  const cards: Candidate[] = [];
  input.result.areasForImprovement.forEach((line, index) => {
    if (used.has(line)) return;
    const passage = /“(.{8,}?)”/.exec(line)?.[1];
    if (!passage || !input.answerText.includes(passage.replace(/\.{3}|…$/, "").slice(0, 30))) return;
    used.add(line);
    const advice = line.replace(/^(In|After) “.+?”,\s*/, "").replace(/^“.+?”\s*/, "");
    const intent = intentOf(advice);
    const shown = fromAnswer(input.answerText, passage);
    const front =
      intent === "evidence"
        ? `How could you back up this point from your answer? ${shown}`
        : intent === "analysis"
          ? `How could you turn this sentence from your answer into analysis? ${shown}`
          : intent === "accuracy"
            ? `What needs fixing in this sentence from your answer? ${shown}`
            : `How could you improve this sentence from your answer? ${shown}`;
    cards.push({
      front,
      back: `${sentence(advice)} Your sentence: ${endWith(shown)}`,
      priority: intent === "accuracy" ? 4 : 1,
      order: 30 + index,
    });
  });
  return cards;
}

function lengthCard(result: MarkingResult, used: Set<string>): Candidate | null {
  const length = lengthAdvice(result);
  if (!length) return null;
  for (const line of result.areasForImprovement) if (/is short for \d+ marks|words of your own is typical/i.test(line)) used.add(line);
  // The question's own total, not the marks the advice was worked out for: that may be the levelled marks alone
  // (30 of a 34-mark question whose other 4 are for written accuracy), and a student knows the question by its total.
  return {
    front: `About how many words of your own does a ${result.totalMarks}-mark answer like this one usually need?`,
    back:
      `About ${length.typical.toLocaleString("en-GB")}. You wrote ${length.wrote.toLocaleString("en-GB")}, which held your marks back. ` +
      "Plan enough points to fill it, and develop each one with evidence and explanation rather than adding new points.",
    priority: 3,
    order: 70,
  };
}

function strengthCards(input: FeedbackForCards): Candidate[] {
  const { result } = input;
  const byCode = new Map(result.objectives.map((objective) => [objective.code, objective]));
  return result.annotations
    .filter((annotation) => annotation.kind === "strength")
    .map((annotation, index) => {
      const objective = byCode.get(annotation.objective);
      const related = linesQuoting(result.strengths, annotation.quote)[0];
      const why = related ? related.replace(/^(In )?“.+?”,?\s*/, "").trim() : "";
      return {
        front: `Why does this sentence from your answer earn credit for ${annotation.objective}? ${annotated(input.answerText, annotation)}`,
        back: [
          sentence(annotation.comment),
          why && !similar(why, annotation.comment) ? sentence(why) : "",
          objective ? `Keep doing it: ${annotation.objective} rewards ${lowerFirst(sentence(objective.meaning))}` : "Keep doing it in every paragraph.",
        ]
          .filter(Boolean)
          .join(" "),
        priority: 5,
        order: 80 + index,
      };
    });
}

/** The lines of feedback nothing else used: one card naming them as next steps. */
function nextStepsCard(input: FeedbackForCards, used: Set<string>): Candidate | null {
  const left = input.result.areasForImprovement.filter((line) => !used.has(line) && !/“/.test(line));
  if (left.length === 0) return null;
  return {
    front: "What else should you do differently in your next answer to a question like this?",
    back: `${left
      .slice(0, 3)
      .map((line) => sentence(line))
      .join(" ")} Try it on your next answer to: ${quoted(input.questionText, 100)}.`,
    priority: 6,
    order: 90,
  };
}

/**
 * The strongest objective (the highest share of its marks) and the one with the most room to improve: the most
 * marks still to gain, ties going to the lower share (AO1 and AO2 at 2/12 have 10 marks each to gain, more than
 * AO3 at 1/6 with 5, though the shares are equal). No card when the two are one objective, when nothing is left
 * to gain, or when the strongest scored nothing.
 */
function strongestCard(result: MarkingResult): Candidate | null {
  if (result.objectives.length < 2) return null;
  const share = (objective: Objective) => objective.achieved / objective.max;
  const toGain = (objective: Objective) => objective.max - objective.achieved;
  const best = [...result.objectives].sort((a, b) => share(b) - share(a) || toGain(a) - toGain(b))[0]!;
  const weakest = [...result.objectives].sort((a, b) => toGain(b) - toGain(a) || share(a) - share(b))[0]!;
  if (best.code === weakest.code || toGain(weakest) <= 0 || best.achieved === 0) return null;
  return {
    front: "Which objective was your strongest in this answer, and which had the most room to improve?",
    back:
      `Strongest: ${best.code} (${best.achieved}/${best.max}), ${lowerFirst(best.meaning.replace(/\.$/, ""))}. ` +
      `Most room to improve: ${weakest.code} (${weakest.achieved}/${weakest.max}), ${lowerFirst(weakest.meaning.replace(/\.$/, ""))}.`,
    priority: 7,
    order: 95,
  };
}

/** A question: ends with "?", or with "?" followed only by a quotation and an objective ("…? “…” (AO2)"). */
export function isQuestion(front: string): boolean {
  return /\?(\s*(“[^”]*”|\([^)]{1,40}\)))*\s*$/.test(front);
}

/**
 * The cards that satisfy the rules: fronts made questions (a front that is not one is dropped), both
 * sides trimmed and within the per-side limit, backs that merely repeat one line of the feedback
 * dropped, duplicates (same front or same back) dropped, at most 15 kept in the given order.
 */
export function finishFeedbackCards(cards: readonly FeedbackCard[], feedbackLines: readonly string[]): FeedbackCard[] {
  const max = FLASHCARD_LIMITS.charactersPerSide;
  const lines = new Set(feedbackLines.map(normaliseForComparison));
  const fronts = new Set<string>();
  const backs = new Set<string>();
  const kept: FeedbackCard[] = [];
  for (const card of cards) {
    const front = clip(card.front, max);
    const back = clip(card.back, max);
    if (!isQuestion(front)) continue;
    if (back.length < 3) continue;
    const frontKey = normaliseForComparison(front);
    const backKey = normaliseForComparison(back);
    if (!frontKey || fronts.has(frontKey) || backs.has(backKey) || lines.has(backKey)) continue;
    fronts.add(frontKey);
    backs.add(backKey);
    kept.push({ front, back });
    if (kept.length === FEEDBACK_CARD_COUNT.max) break;
  }
  return kept;
}

/** Every line of feedback in the result, for `finishFeedbackCards`' bare-copy check. */
export function feedbackLinesOf(result: MarkingResult): string[] {
  return [
    ...result.strengths,
    ...result.areasForImprovement,
    ...result.suggestions,
    result.specificFeedback,
    ...result.annotations.map((annotation) => annotation.comment),
    ...result.objectives.map((objective) => objective.rationale),
  ];
}

/** The offline cards for one marked answer (4-15 of them when the result has anything to say; fewer only for an empty result). */
export function generateOfflineFeedbackCards(input: FeedbackForCards): FeedbackCard[] {
  const used = new Set<string>();
  const { cards: improvements, accuracy } = improvementCards(input, used);
  const length = lengthCard(input.result, used);
  const candidates: Candidate[] = [
    levelCard(input.result),
    ...objectiveCards(input),
    ...improvements,
    ...quotedImprovementCards(input, used),
    ...accuracy.slice(0, 4),
    length,
    ...strengthCards(input).slice(0, 3),
    nextStepsCard(input, used),
    strongestCard(input.result),
  ].filter((card): card is Candidate => card !== null);

  // Keep the most useful when there are too many, then put them in the order a student meets the ideas.
  const byPriority = [...candidates].sort((a, b) => a.priority - b.priority || a.order - b.order);
  const finished = finishFeedbackCards(byPriority, feedbackLinesOf(input.result));
  const orderOf = new Map<string, number>();
  for (const card of byPriority) {
    const front = clip(card.front, FLASHCARD_LIMITS.charactersPerSide);
    if (!orderOf.has(front)) orderOf.set(front, card.order);
  }
  return finished.sort((a, b) => orderOf.get(a.front)! - orderOf.get(b.front)!);
}

/** "Feedback: English Literature – Starting with this extract, how does…" within the title limit. */
export function feedbackSetTitle(subject: string, questionText: string): string {
  const prefix = `Feedback: ${subject} – `;
  const words = questionText.replace(/\s+/g, " ").trim().split(" ");
  const firstWords = words.slice(0, 8).join(" ");
  const room = FLASHCARD_LIMITS.titleCharacters - prefix.length;
  const body = words.length > 8 ? `${firstWords.replace(/[,;:.?!]+$/, "")}…` : firstWords;
  return `${prefix}${clip(body, Math.max(10, room))}`;
}
