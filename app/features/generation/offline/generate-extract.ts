import type { ExamBoardId, SubjectId } from "~/features/catalogue";
import type { Paper, QuestionKind, QuestionType, Topic } from "~/features/catalogue";

import { countWords, EXTRACT_BANK, type ExtractEntry, type ExtractKind } from "./extract-bank";
import {
  DEFAULT_SEED,
  hashString,
  isNonFictionPaper,
  mentions,
  normaliseName,
  SET_TEXT_PROFILES,
  findSetTextProfile,
  type SetTextProfile,
} from "./generate-question";

/**
 * The offline extract generator behind the "AI extract" button when no AI provider is configured.
 *
 * It picks the public-domain passage (extract-bank.ts) that best fits the question: a set text the
 * question names, else one of the paper's set texts, else the History topic, else simply the kind of
 * text the question kind needs. Among equally good passages the seed decides, deterministically.
 * The result is always 150-300 words (spec section 9).
 */

export interface OfflineExtractInput {
  subjectId: SubjectId;
  boardId: ExamBoardId;
  paper: Paper;
  questionType: QuestionType;
  topic?: Topic;
  questionText: string;
  seed?: string;
}

export interface OfflineExtract {
  text: string;
  title: string;
  author: string;
  provenance: string;
}

/** Spec section 9: "Extract 150-300 words". */
export const EXTRACT_MIN_WORDS = 150;
export const EXTRACT_MAX_WORDS = 300;

// Scores: a text the question names beats the paper's set texts, which beat a topic match, which
// beats a mere fit of kind. The gaps are wide so that no pile of weak signals outranks a strong one.
const SCORE_TITLE_IN_QUESTION = 1000;
const SCORE_CHARACTER_IN_QUESTION = 600;
const SCORE_WRITER_IN_QUESTION = 100;
const SCORE_ON_PAPER = 300;
const SCORE_PER_TOPIC_KEYWORD = 40;
const SCORE_KIND_FITS = 10;

// ─── What the question names ──────────────────────────────────────────────────────────────────────

/** "Dickens" names two set texts; "Scrooge" names one. The strongest signal per text wins. */
function setTextsNamedIn(questionText: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const profile of SET_TEXT_PROFILES) {
    const score = Math.max(
      profile.aliases.some((alias) => mentions(questionText, alias)) ? SCORE_TITLE_IN_QUESTION : 0,
      profile.characters.some((character) => mentions(questionText, character)) ? SCORE_CHARACTER_IN_QUESTION : 0,
      profile.surname !== "Shakespeare" && mentions(questionText, profile.surname) ? SCORE_WRITER_IN_QUESTION : 0,
    );
    if (score > 0) named.set(normaliseName(profile.title), score);
  }
  // "Shakespeare" in a question only tells us it wants a play; the kind fit below covers that.
  return named;
}

/** A bank entry's set-text names, normalised through the profiles so "Jekyll and Hyde" meets its full title. */
function canonicalSetText(name: string): string {
  const profile: SetTextProfile | undefined = findSetTextProfile(name);
  return normaliseName(profile ? profile.title : name);
}

// ─── What the question needs ──────────────────────────────────────────────────────────────────────

/** The kinds of passage that suit a question kind, best first. */
function kindsFor(kind: QuestionKind, paper: Paper, questionType: QuestionType): ExtractKind[] {
  switch (kind) {
    case "poetry-comparison":
    case "unseen-poem":
    case "unseen-poetry-comparison":
      return ["poetry"];
    case "extract-to-whole-text":
    case "whole-text-essay":
      // The question type's name says whether it is the Shakespeare or the novel question.
      if (/shakespeare|drama|play/i.test(questionType.name)) return ["drama"];
      return /novel|prose|19th/i.test(questionType.name) ? ["prose"] : ["prose", "drama"];
    case "summary":
    case "comparison":
    case "viewpoint-writing":
      return ["nonfiction", "historical-source"];
    case "retrieval":
    case "language-analysis":
    case "structure-analysis":
    case "evaluation":
    case "creative-writing":
      return isNonFictionPaper(paper) ? ["nonfiction", "historical-source"] : ["prose"];
    case "describe":
    case "explain":
    case "account":
    case "source-analysis":
    case "source-utility":
    case "interpretation-difference":
    case "interpretation-evaluation":
    case "significance":
    case "essay":
      return ["historical-source", "nonfiction"];
    default: {
      const unhandled: never = kind;
      throw new Error(`No extract preference for kind ${String(unhandled)}.`);
    }
  }
}

// ─── Scoring and choice ───────────────────────────────────────────────────────────────────────────

interface Signals {
  questionText: string;
  namedInQuestion: Map<string, number>;
  onPaper: Set<string>;
  /** Topic name and question, where History keywords are looked for. */
  topicText: string;
  kinds: ExtractKind[];
}

function scoreEntry(entry: ExtractEntry, signals: Signals): number {
  // A question may name the work itself (a poem: "'Exposure'") or a set text it belongs to.
  let named = mentions(signals.questionText, entry.title) ? SCORE_TITLE_IN_QUESTION : 0;
  let score = 0;
  for (const name of entry.matches.setTexts ?? []) {
    const key = canonicalSetText(name);
    named = Math.max(named, signals.namedInQuestion.get(key) ?? 0);
    if (signals.onPaper.has(key)) score += SCORE_ON_PAPER;
  }
  score += named;
  for (const keyword of entry.matches.topicKeywords ?? []) {
    if (mentions(signals.topicText, keyword)) score += SCORE_PER_TOPIC_KEYWORD;
  }
  if (signals.kinds.includes(entry.kind)) score += SCORE_KIND_FITS;
  return score;
}

/** The best-scoring entry; the seed breaks ties so different seeds can give different passages. */
export function chooseExtractEntry(input: OfflineExtractInput): ExtractEntry {
  const seed = input.seed ?? DEFAULT_SEED;
  const forSubject = EXTRACT_BANK.filter((entry) => entry.matches.subjects.includes(input.subjectId));
  const candidates = forSubject.length > 0 ? forSubject : EXTRACT_BANK;
  const signals: Signals = {
    questionText: input.questionText,
    namedInQuestion: setTextsNamedIn(input.questionText),
    onPaper: new Set(input.paper.setTexts.map(canonicalSetText)),
    topicText: [input.topic?.name ?? "", input.questionText].join(" "),
    kinds: kindsFor(input.questionType.kind, input.paper, input.questionType),
  };
  const scored = candidates.map((entry) => ({ entry, score: scoreEntry(entry, signals) }));
  const best = Math.max(...scored.map((item) => item.score));
  const tied = scored.filter((item) => item.score === best).map((item) => item.entry);
  // Hashing seed and id (rather than indexing) keeps a seed's choice stable if the bank grows.
  const ranked = [...tied].sort(
    (a, b) => hashString(`${seed}::${a.id}`) - hashString(`${seed}::${b.id}`) || a.id.localeCompare(b.id),
  );
  return ranked[0] as ExtractEntry;
}

// ─── Trimming ─────────────────────────────────────────────────────────────────────────────────────

/** Sentences of one prose paragraph; a sentence ends at . ? ! (and closing quotes) before a space. */
function sentencesOf(paragraph: string): string[] {
  return paragraph.split(/(?<=[.?!]["'’”)]*)\s+/).filter((part) => part.length > 0);
}

/** Keeps whole units (lines or sentences) from the start while the joined text stays within the maximum. */
function takeUnits<T>(units: readonly T[], join: (kept: readonly T[]) => string, max: number): string {
  const kept: T[] = [];
  for (const unit of units) {
    if (countWords(join([...kept, unit])) > max) break;
    kept.push(unit);
  }
  return join(kept);
}

interface Sentence {
  text: string;
  /** True for a paragraph's first sentence, so the rejoined text keeps its paragraph breaks. */
  startsParagraph: boolean;
}

function joinSentences(kept: readonly Sentence[]): string {
  return kept
    .map((sentence, index) => (index === 0 ? "" : sentence.startsParagraph ? "\n\n" : " ") + sentence.text)
    .join("");
}

/** Cuts at the last word that fits when no boundary does (one enormous sentence). */
function cutAtWord(text: string, max: number): string {
  const words = text.split(/\s+/);
  let kept = "";
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (countWords(next) > max) break;
    kept = next;
  }
  return `${kept.replace(/[,;:—-]+$/, "")}...`;
}

/**
 * Trims a passage to at most `max` words at a line boundary (verse, drama) or a sentence boundary
 * (prose), keeping paragraph breaks. Passages already in range come back unchanged.
 */
export function trimToWordRange(
  text: string,
  kind: ExtractKind,
  min = EXTRACT_MIN_WORDS,
  max = EXTRACT_MAX_WORDS,
): string {
  if (countWords(text) <= max) return text;
  let trimmed: string;
  if (kind === "poetry" || kind === "drama") {
    trimmed = takeUnits(text.split("\n"), (kept) => kept.join("\n"), max).trimEnd();
  } else {
    const sentences = text
      .split(/\n\s*\n/)
      .flatMap((paragraph) =>
        sentencesOf(paragraph.trim()).map((sentence, index) => ({ text: sentence, startsParagraph: index === 0 })),
      );
    trimmed = takeUnits(sentences, joinSentences, max).trim();
  }
  return countWords(trimmed) >= min ? trimmed : cutAtWord(text, max);
}

// ─── Entry point ──────────────────────────────────────────────────────────────────────────────────

/** Returns a 150-300-word public-domain extract suited to the question, with its source. */
export function generateOfflineExtract(input: OfflineExtractInput): OfflineExtract {
  const entry = chooseExtractEntry(input);
  return {
    text: trimToWordRange(entry.text, entry.kind),
    title: entry.title,
    author: entry.author,
    provenance: entry.provenance,
  };
}
