import type { ExamBoardId, SubjectId } from "~/features/catalogue";
import type { Paper, QuestionKind, QuestionType, Topic } from "~/features/catalogue";
import { CATALOGUE } from "~/features/catalogue/lookup";

import { countWords, EXTRACT_BANK, type ExtractEntry, type ExtractKind } from "./extract-bank";
import {
  ANTHOLOGY_POEM_TITLES,
  charactersIn,
  charactersNamedIn,
  DEFAULT_SEED,
  hashString,
  HISTORY_AROUND_US_SITES,
  historyProfileFor,
  type HistoricSite,
  isAnthologyPoetry,
  isLiteratureExtractQuestion,
  isNonFictionPaper,
  isSameCluster,
  nonFictionLabels,
  mentions,
  normaliseName,
  poemsOfCluster,
  SET_TEXT_PROFILES,
  findSetTextProfile,
  themesIn,
  themesNamedIn,
  topicYears,
  UNNAMED_NINETEENTH_CENTURY_NOVEL,
  UNSEEN_POEM_THEMES,
  UNSEEN_THEMES,
  unseenPoemsFor,
  type SetTextProfile,
} from "./generate-question";
import { fictionPairNamedIn, fictionTextsNamedIn, modernFictionPaper, type FictionText } from "./fiction-texts";
import { historyAreaFor, type HistoryArea, type HistoryEnquiry } from "./history-documents";
import { fictionAsks, fictionPassages, showsAll, showsCount, type FictionAsk } from "./language-readings";
import { nineteenthOf, themeNamedIn, type NonFictionTheme } from "./nonfiction-themes";
import { numberLines } from "./number-lines";
import {
  INVENTED_FOR_PRACTICE,
  practiceDocument,
  practiceView,
  referencesIn,
  type PracticeSource,
  type SourceReference,
} from "./practice-sources";

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
  /**
   * Set for the texts of a whole paper Marker builds (papers/build-paper.server.ts), so the paper prints what
   * the real one does where the answer form's single extract does not (modern fiction: fiction-texts.ts).
   */
  build?: boolean;
}

export interface OfflineExtract {
  text: string;
  title: string;
  author: string;
  provenance: string;
  /**
   * When the text printed is part of the work the library holds, what part, for the line under it: "the first 41 of
   * its 60 lines" for a poem, "shortened" for prose. Absent when the whole text is printed.
   */
  cut?: string;
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
function kindsFor(kind: QuestionKind, paper: Paper, questionType: QuestionType, subjectId: SubjectId): ExtractKind[] {
  // An anthology poem is a poem whatever the catalogue's kind for its question (Eduqas files it as analysis).
  if (isAnthologyPoetry(questionType)) return ["poetry"];
  // A Literature extract is a passage of a play or a novel, though Edexcel and Eduqas file it as analysis.
  const asked: QuestionKind = isLiteratureExtractQuestion(subjectId, paper, questionType) ? "extract-to-whole-text" : kind;
  switch (asked) {
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
      const unhandled: never = asked;
      throw new Error(`No extract preference for kind ${String(unhandled)}.`);
    }
  }
}

// ─── Unseen sources ───────────────────────────────────────────────────────────────────────────────

/** The set texts (and poetry clusters) of a board's English Literature papers, as canonical names. */
function literatureSetTextsOf(boardId: ExamBoardId): Set<string> {
  return new Set(
    CATALOGUE.filter((entry) => entry.subjectId === "english-literature" && entry.boardId === boardId)
      .flatMap((entry) => entry.papers.flatMap((paper) => paper.setTexts))
      .map(canonicalSetText),
  );
}

/**
 * An English Language source is unseen: a passage of one of the same board's Literature set texts is one its
 * students may have studied, so it is left out whenever a passage of a kind the question needs remains.
 */
function unseenFor(input: OfflineExtractInput, entries: readonly ExtractEntry[], kinds: readonly ExtractKind[]): readonly ExtractEntry[] {
  if (input.subjectId !== "english-language") return entries;
  const setTexts = literatureSetTextsOf(input.boardId);
  const unseen = entries.filter((entry) => !(entry.matches.setTexts ?? []).some((name) => setTexts.has(canonicalSetText(name))));
  return unseen.some((entry) => kinds.includes(entry.kind)) ? unseen : entries;
}

// ─── Scoring and choice ───────────────────────────────────────────────────────────────────────────

interface Signals {
  questionText: string;
  namedInQuestion: Map<string, number>;
  onPaper: Set<string>;
  /** The paper's set texts as it names them, for poems (a cluster matches within the catalogue's longer name). */
  paperSetTexts: readonly string[];
  /** The paper's set texts (its clusters, for a poetry question) the question names. */
  namedOnPaper: readonly string[];
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
    const inCluster = entry.kind === "poetry" && signals.paperSetTexts.some((setText) => isSameCluster(name, setText));
    if (signals.onPaper.has(key) || inCluster) score += SCORE_ON_PAPER;
  }
  score += named;
  // A question on one cluster ("the named poem ... from 'Worlds and lives'") is never printed with a poem of
  // the paper's other clusters.
  if (entry.kind === "poetry" && signals.namedOnPaper.length > 0) {
    const ofAnotherCluster = (entry.matches.setTexts ?? []).some(
      (tag) =>
        signals.paperSetTexts.some((setText) => isSameCluster(tag, setText)) &&
        !signals.namedOnPaper.some((setText) => isSameCluster(tag, setText)),
    );
    if (ofAnotherCluster) score -= 2 * SCORE_ON_PAPER;
  }
  for (const keyword of entry.matches.topicKeywords ?? []) {
    if (mentions(signals.topicText, keyword)) score += SCORE_PER_TOPIC_KEYWORD;
  }
  if (signals.kinds.includes(entry.kind)) score += SCORE_KIND_FITS;
  return score;
}

/** The best-scoring entry; the seed breaks ties so different seeds can give different passages. */
export function chooseExtractEntry(input: OfflineExtractInput, exclude: ReadonlySet<string> = new Set()): ExtractEntry {
  const seed = input.seed ?? DEFAULT_SEED;
  const kinds = kindsFor(input.questionType.kind, input.paper, input.questionType, input.subjectId);
  // An anthology question never prints one of the unseen poems (they are in no anthology).
  const anthology = input.subjectId === "english-literature" && isAnthologyPoetry(input.questionType);
  const forSubject = unseenFor(
    input,
    EXTRACT_BANK.filter(
      (entry) => entry.matches.subjects.includes(input.subjectId) && !exclude.has(entry.id) && !(anthology && UNSEEN_POEM_THEMES[entry.title] !== undefined),
    ),
    kinds,
  );
  // A poetry question is printed with a poem, never with a passage of a play or novel on the same paper.
  const poems = kinds.every((kind) => kind === "poetry") ? forSubject.filter((entry) => entry.kind === "poetry") : [];
  const candidates =
    poems.length > 0 ? poems : forSubject.length > 0 ? forSubject : EXTRACT_BANK.filter((entry) => !exclude.has(entry.id));
  const signals: Signals = {
    questionText: input.questionText,
    namedInQuestion: setTextsNamedIn(input.questionText),
    onPaper: new Set(input.paper.setTexts.map(canonicalSetText)),
    paperSetTexts: input.paper.setTexts,
    namedOnPaper: input.paper.setTexts.filter((setText) => mentions(input.questionText, setText)),
    topicText: [input.topic?.name ?? "", input.questionText].join(" "),
    kinds,
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
  return join(takeUnitsKept(units, join, max));
}

/** The units from the start whose joined text fits in `max` words. */
function takeUnitsKept<T>(units: readonly T[], join: (kept: readonly T[]) => string, max: number): T[] {
  const kept: T[] = [];
  for (const unit of units) {
    if (countWords(join([...kept, unit])) > max) break;
    kept.push(unit);
  }
  return kept;
}

interface Sentence {
  text: string;
  /** True for a paragraph's first sentence, so the rejoined text keeps its paragraph breaks. */
  startsParagraph: boolean;
  /**
   * True for a paragraph's short first line with more after it ("ARTICLE 232."): a heading, which a trimmed
   * passage never ends on without what it heads.
   */
  heading: boolean;
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
    const sentences: Sentence[] = text.split(/\n\s*\n/).flatMap((paragraph) => {
      const own = sentencesOf(paragraph.trim());
      return own.map((sentence, index) => ({ text: sentence, startsParagraph: index === 0, heading: index === 0 && own.length > 1 && countWords(sentence) <= 4 }));
    });
    const kept = takeUnitsKept(sentences, joinSentences, max);
    while (kept.length > 1 && kept[kept.length - 1]?.heading) kept.pop();
    trimmed = joinSentences(kept).trim();
  }
  return countWords(trimmed) >= min ? trimmed : cutAtWord(text, max);
}

/**
 * A source's provenance as it fits what is printed: a text cut to fit the paper says so, and a text in numbered
 * parts says where the print ends ("Articles 42, 80, 160, 231 and 232" above a print that stops after Article 160
 * would claim an article the student cannot read).
 */
export function provenanceFor(entry: Pick<ExtractEntry, "text" | "provenance">, printed: string): string {
  if (countWords(printed) >= countWords(entry.text)) return entry.provenance;
  // A part's heading opens a paragraph ("ARTICLE 160." on its own line, or run into its text as a cut prints it).
  const headings = [...printed.matchAll(/(?:^|\n)\s*(ARTICLE|CHAPTER|SECTION|PART|CLAUSE)\s+(\w+)\.(?=\s|$)/g)];
  const last = headings.at(-1);
  const where = last ? `ends with ${last[1]!.charAt(0)}${last[1]!.slice(1).toLowerCase()} ${last[2]}` : "is shortened";
  return `${entry.provenance} The extract printed here ${where}.`;
}

// ─── Entry point ──────────────────────────────────────────────────────────────────────────────────

/** Returns a 150-300-word public-domain extract suited to the question, with its source. */
export function generateOfflineExtract(input: OfflineExtractInput): OfflineExtract {
  const entry = chooseExtractEntry(input);
  const text = trimToWordRange(entry.text, entry.kind);
  return {
    text,
    title: entry.title,
    author: entry.author,
    provenance: provenanceFor(entry, text),
    ...cutOf(entry, text),
  };
}

/**
 * What part of a library text is printed, when not all of it (OfflineExtract.cut). A review (2026-11-27) found
 * 'Porphyria's Lover' printed to its 41st line of 60 and 'My Last Duchess' to its 24th of 56 under a bare "(From ...)",
 * where AQA prints the named poem whole: the line under it now says so.
 */
export function cutOf(entry: Pick<ExtractEntry, "text" | "kind" | "provenance">, printed: string): { cut?: string } {
  const trimmed = countWords(printed) < countWords(entry.text);
  if (entry.kind === "poetry") {
    const lines = (text: string) => text.split("\n").filter((line) => line.trim() !== "").length;
    // The library may hold only part of a poem, and says which lines in its provenance ("lines 1-41 of 60").
    const held = /\blines (\d+)[-–](\d+) of (\d+)\b/.exec(entry.provenance);
    // Or which stanzas ("stanzas 1-5 of 8"): said as it is, when the whole held part is printed.
    const stanzas = /\bstanzas (\d+)[-–](\d+) of (\d+)\b/.exec(entry.provenance);
    if (stanzas && !trimmed) return { cut: `stanzas ${stanzas[1]}-${stanzas[2]} of its ${stanzas[3]}` };
    const first = held ? Number(held[1]) : 1;
    const total = held ? Number(held[3]) : lines(entry.text);
    const shown = lines(printed);
    if (first === 1 && shown >= total) return {};
    return { cut: first === 1 ? `the first ${shown} of its ${total} lines` : `lines ${first}-${first + shown - 1} of its ${total}` };
  }
  return trimmed ? { cut: "shortened" } : {};
}

// ─── Every text a question needs ──────────────────────────────────────────────────────────────────

/** One text of a set, with the label the question gives it ("Source B"), when it gives one. */
export interface OfflineSourceItem extends OfflineExtract {
  label?: string;
  /** True when Marker wrote it for practice (practice-sources.ts); its author line says so. */
  invented: boolean;
}

export type OfflineSources =
  | { kind: "texts"; items: OfflineSourceItem[] }
  /** The question's set text is in copyright or not in the bank: the student pastes it from their copy. */
  | { kind: "paste-your-own"; setText: string; message: string }
  /**
   * Nothing in the offline library shows what the question asks about (a student's own question on a focus no
   * passage has): said plainly rather than printing a text that does not fit.
   */
  | { kind: "none-fits"; message: string };

const HISTORY_KINDS: ReadonlySet<QuestionKind> = new Set([
  "describe",
  "explain",
  "account",
  "source-analysis",
  "source-utility",
  "interpretation-difference",
  "interpretation-evaluation",
  "significance",
  "essay",
]);

const LITERATURE_TEXT_KINDS: ReadonlySet<QuestionKind> = new Set(["extract-to-whole-text", "whole-text-essay"]);

/** A poetry cluster as a paper lists it ("... cluster", "... collection", an anthology), not a novel or a play. */
function isPoetryClusterName(name: string): boolean {
  return !findSetTextProfile(name) && /\bpoe(m|ms|try)\b|\b(cluster|collection)\b/i.test(name);
}

/** Quoted titles: 'Exposure', 'Love's Philosophy' (an apostrophe inside a word does not close the quote). */
const QUOTED = /(?<![\p{L}\p{N}])['‘](.+?)['’](?![\p{L}\p{N}])/gu;

/**
 * The poem an anthology question names: a bank poem by its title (printed), else a known anthology poem
 * or a short quoted title that is not one of the paper's set texts or clusters (not printable).
 */
function namedPoem(questionText: string, paper: Paper): { entry?: ExtractEntry; title: string } | undefined {
  const inBank = EXTRACT_BANK.find((entry) => entry.kind === "poetry" && mentions(questionText, entry.title));
  if (inBank) return { entry: inBank, title: inBank.title };
  const known = ANTHOLOGY_POEM_TITLES.find((title) => mentions(questionText, title));
  if (known) return { title: known };
  for (const match of questionText.matchAll(QUOTED)) {
    const title = (match[1] ?? "").trim();
    const isPaperName = paper.setTexts.some((setText) => mentions(setText, title) || isSameCluster(setText, title));
    const looksLikeTitle = title.split(/\s+/).length <= 6 && !/[.?!,;:]$/.test(title) && !/\b(cluster|collection|anthology)\b/i.test(title);
    if (title && looksLikeTitle && !isPaperName) return { title };
  }
  return undefined;
}

/** A question naming no novel ("the 19th-century novel you have studied"): a 19th-century novel passage on its theme. */
function unnamedNovelPassage(questionText: string, seed: string): ExtractEntry | undefined {
  const novels = EXTRACT_BANK.filter(
    (entry) => entry.kind === "prose" && (entry.matches.setTexts ?? []).some((name) => findSetTextProfile(name)?.form === "novel"),
  );
  const onTheme = novels.filter((entry) => (entry.matches.themes ?? []).some((theme) => mentions(questionText, theme)));
  const pool = onTheme.length > 0 ? onTheme : novels;
  return [...pool].sort((a, b) => hashString(`${seed}::${a.id}`) - hashString(`${seed}::${b.id}`) || a.id.localeCompare(b.id))[0];
}

/**
 * The set text a Literature question is about: the one it names most strongly, else one of the paper's
 * set texts it names that we hold no profile for (its form then unknown).
 */
function namedSetText(questionText: string, paper: Paper): Pick<SetTextProfile, "title" | "form" | "formWord"> | undefined {
  const named = [...setTextsNamedIn(questionText).entries()].sort((a, b) => b[1] - a[1]);
  const best = named[0];
  if (best && best[1] >= SCORE_CHARACTER_IN_QUESTION) {
    return SET_TEXT_PROFILES.find((profile) => normaliseName(profile.title) === best[0]);
  }
  const unprofiled = paper.setTexts.find((name) => !findSetTextProfile(name) && mentions(questionText, name));
  return unprofiled ? { title: unprofiled, form: "novel", formWord: "text" } : undefined;
}

/**
 * The passages that show what the question names: every character it names speaks or is named in the
 * passage (else none fits, and `missing` says who is absent); among those, the ones that treat the themes
 * it names, when any do. A theme is only a preference: the bank's theme notes are what each passage is
 * chiefly about, and a student's own question may fairly read a passage for another.
 */
export function passagesShowing(
  passages: readonly ExtractEntry[],
  profile: SetTextProfile,
  questionText: string,
): { passages: ExtractEntry[]; missing: string[] } {
  const characters = charactersNamedIn(questionText, profile);
  const withCharacters = passages.filter((passage) => {
    const present = charactersIn(passage, profile);
    return characters.every((character) => present.includes(character));
  });
  if (withCharacters.length === 0) {
    const missing = characters.filter((character) => !passages.some((passage) => charactersIn(passage, profile).includes(character)));
    return { passages: [], missing: missing.length > 0 ? missing : characters };
  }
  const themes = themesNamedIn(questionText, profile);
  const withThemes = withCharacters.filter((passage) => themes.every((theme) => themesIn(passage, profile).includes(theme)));
  return { passages: withThemes.length > 0 ? withThemes : withCharacters, missing: [] };
}

function fromEntry(entry: ExtractEntry, max: number): OfflineExtract {
  // A text sharing the space with others (max under 300) may end well short of it at a sentence end
  // rather than mid-sentence.
  const text = trimToWordRange(entry.text, entry.kind, Math.min(EXTRACT_MIN_WORDS, Math.floor(max * 0.6)), max);
  return { text, title: entry.title, author: entry.author, provenance: provenanceFor(entry, text), ...cutOf(entry, text) };
}

function fromPractice(practice: PracticeSource, label: string | undefined): OfflineSourceItem {
  return { ...practice, ...(label ? { label } : {}), invented: true };
}

/** A site description written for practice (OCR J411 History Around Us), attributed as Marker's own. */
function siteSource(site: HistoricSite): PracticeSource {
  return {
    text: site.description,
    title: `A short description of ${site.name}`,
    author: `${INVENTED_FOR_PRACTICE}: a description of a real site, not a historical document`,
    provenance:
      "Written by Marker for practice. Your school chooses its own site for this paper; this description gives the facts a question on this site needs.",
  };
}

/** Words of five letters or more, lower case, without a final s: what two texts must share to be on one thing. */
function contentWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{5,}/g) ?? []).map((word) => word.replace(/s$/, "")));
}

/** A word without its ending: "policing" and "police" are both "polic", "invasion" "invas". */
function stemOf(word: string): string {
  const ending = /(?:ations?|ings?|ions?|ians?|ies|ied|ed|es|e|a)$/.exec(word);
  return ending && word.length - ending[0].length >= 4 ? word.slice(0, word.length - ending[0].length) : word;
}

/** Whether a set of words holds `word` or another form of it (one stem the start of the other, of five letters or more). */
function wordHeld(held: ReadonlySet<string>, word: string): boolean {
  if (held.has(word)) return true;
  const stem = stemOf(word);
  for (const other of held) {
    const otherStem = stemOf(other);
    const [shorter, longer] = stem.length <= otherStem.length ? [stem, otherStem] : [otherStem, stem];
    if (shorter.length >= 5 && longer.startsWith(shorter)) return true;
  }
  return false;
}

function sharedWords(a: string, b: string): number {
  const first = contentWords(a);
  return [...contentWords(b)].filter((word) => first.has(word)).length;
}

/** The years a source's date names ("October 1917" -> 1917; "about 1071" -> 1071). */
function yearsOf(when: string): number[] {
  return [...when.matchAll(/\b(\d{3,4})\b/g)].map((match) => Number(match[1]));
}

/**
 * The words of History questions that say what to do rather than what about ("How useful are Sources B and C to a
 * historian studying ..."): left out when a student's own question is matched to an enquiry by its words.
 */
const HISTORY_QUESTION_WORDS = new Set(
  [
    "about", "accuracy", "accurate", "across", "agree", "answer", "author", "became", "because", "become", "between", "choose", "content", "context",
    "convincing", "could", "describe", "detail", "differ", "difference", "different", "differently", "enquiry", "evaluate",
    "explain", "extent", "feature", "follow", "given", "historian", "historical", "important", "importance", "impression", "infer",
    "inference", "interpretation", "judgement", "knowledge", "message", "might", "period", "provenance", "purpose", "question",
    "reading", "reliability", "reliable", "significance", "significant", "source", "studying", "study", "suggest", "support",
    "supported", "their", "there", "these", "those", "trying", "typical", "useful", "using", "whether", "which", "would",
    "written",
  ].map((word) => word.replace(/s$/, "")),
);

/** What a question asks about, as words: its content words less the words every History question uses. */
function topicWordsOf(question: string): string[] {
  return [...contentWords(question)].filter((word) => !HISTORY_QUESTION_WORDS.has(word));
}

/**
 * The enquiry a History question is on: the one whose focus it names (the longest, when it names two); else,
 * for a question of the student's own, the one whose focus and texts hold every word it asks about (the topic's
 * name aside), most of them in its focus; else none (the offline library has nothing on what it asks).
 */
function enquiryAsked(area: HistoryArea, question: string, topicName: string, seed: string): HistoryEnquiry | undefined {
  const named = area.enquiries
    .map((enquiry) => ({ enquiry, length: Math.max(0, ...enquiry.about.filter((phrase) => mentions(question, phrase)).map((phrase) => phrase.length)) }))
    .filter((item) => item.length > 0)
    .sort((a, b) => b.length - a.length);
  if (named[0]) return named[0].enquiry;
  const topic = contentWords(topicName);
  const asked = topicWordsOf(question).filter((word) => !topic.has(word));
  const words = (enquiry: HistoryEnquiry) =>
    contentWords([...enquiry.about, ...(enquiry.sources ?? []).map((document) => document.text), ...(enquiry.views ?? []).map((view) => view.text)].join(" "));
  // Every word it asks about, or, of three or more, all but one in three: a student's own wording ("why Hitler was able
  // to become Chancellor in January 1933", "the League's response to the Italian invasion of Abyssinia") need not use
  // the texts' words for every one of them ("became", "response"). A word counts as held in another form of it
  // ("policing" by "police", "Manchurian" by "Manchuria"): wordHeld.
  const found = (enquiry: HistoryEnquiry) => {
    const held = words(enquiry);
    return asked.filter((word) => wordHeld(held, word)).length;
  };
  // Of one or two words, both, or the name of the two (capitalised inside the question: "the Manchurian crisis").
  const names = asked.filter((word) => new RegExp(`\\s${word[0]!.toUpperCase()}${word.slice(1)}`).test(question));
  const covered = (enquiry: HistoryEnquiry) => {
    const count = found(enquiry);
    if (asked.length >= 3) return count >= asked.length - Math.max(1, Math.ceil(asked.length / 3));
    return count === asked.length || (names.length > 0 && names.every((name) => wordHeld(words(enquiry), name)) && count >= asked.length - 1);
  };
  const fitting = area.enquiries
    .filter(covered)
    .map((enquiry) => ({
      enquiry,
      score: found(enquiry) * 10_000 + sharedWords(question, enquiry.about.join(" ")) * 100 + (hashString(`${seed}::${enquiry.about[0]}`) % 100),
    }))
    .sort((a, b) => b.score - a.score);
  if (asked.length > 0) return fitting[0]?.enquiry;
  // A question on the topic as a whole ("What can Source A tell us about Nazi Germany?"): one of its enquiries
  // within the topic's own years, chosen by the seed.
  const years = topicYears(topicName);
  const inPeriod = area.enquiries.filter(
    (enquiry) => !years || (enquiry.sources ?? []).some((document) => yearsOf(document.when).some((year) => year >= years.from - 1 && year <= years.to + 1)),
  );
  return fitting.map((item) => item.enquiry).find((enquiry) => inPeriod.includes(enquiry)) ?? fitting[0]?.enquiry;
}

/** What a printed text is written for: the focus of its enquiry the question names, else the enquiry's own. */
function focusOf(enquiry: HistoryEnquiry, question: string): string {
  return enquiry.about.find((phrase) => mentions(question, phrase)) ?? (enquiry.about[0] as string);
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The plain words the form shows when the offline library has no texts of the kind a History question asks for. */
function noHistoryFitMessage(area: HistoryArea | undefined, enquiry: HistoryEnquiry | undefined, question: string, wants: "sources" | "interpretations"): string {
  const paste = `Please paste the ${wants} printed with your question, or generate a new question.`;
  if (!area) return `Marker's offline library has no sources for this topic yet. ${paste}`;
  if (enquiry) return `Marker's offline library has no ${wants} on ${focusOf(enquiry, question)}. ${paste}`;
  const foci = area.enquiries.filter((candidate) => (wants === "sources" ? candidate.sources : candidate.views)).map((candidate) => candidate.about[0] as string);
  if (foci.length === 0) return `Marker's offline library has no ${wants} for this topic. ${paste}`;
  return `Marker's offline library has no ${wants} on what this question asks about. For this topic it has ${wants} on ${listed(foci)}. ${paste}`;
}

/** A real primary source as a paper prints it: its provenance line (who, what, when) above its words. */
function fromBankSource(entry: ExtractEntry, max: number, label: string | undefined): OfflineSourceItem {
  // Room for the caption, and for the words that say where a shortened print ends.
  const body = fromEntry(entry, Math.max(60, max - countWords(entry.provenance) - 8));
  return { ...body, text: `${body.provenance}\n\n${body.text}`, ...(label ? { label } : {}), invented: false };
}

/**
 * History: each Source the question names is a public-domain primary source of the question's own topic
 * whose keywords name what the question asks about (its focus), while the bank has one left; otherwise, like
 * every Interpretation, a text written for practice on the question's enquiry (history-documents.ts), with the
 * provenance line a paper prints: who made it, what kind of source it is and when. A question on a History Around
 * Us site gets a short description of that site. The choice depends on the question (not the seed) when it names
 * two or more texts, so asking again for the same question gives the same set. Every text is on the one enquiry
 * the question asks about: when the offline library has none on it (a student's own question), or no texts of
 * the kind it asks for, a message says so plainly, rather than printing texts on something else.
 */
function historySources(input: OfflineExtractInput, references: SourceReference[], seed: string): { items: OfflineSourceItem[] } | { message: string } {
  const profile = historyProfileFor(input.topic, input.paper);
  const topicName = input.topic?.name ?? input.paper.name;
  const question = input.questionText;
  const phrase = [...profile.sources, ...profile.interpretations].find((candidate) => mentions(question, candidate));
  const site = HISTORY_AROUND_US_SITES.find((candidate) => mentions(question, candidate.shortName));
  const wanted: SourceReference[] = references.length > 0 ? references : [{ noun: "Source", label: "" }];
  const choiceSeed = wanted.length > 1 ? question : seed;
  const perText = Math.max(80, Math.floor(EXTRACT_MAX_WORDS / wanted.length));
  // What a real source must be about: the focus the question names, else the whole question. A bare year says
  // little ("attitudes to the war in 1914" is not a gas attack in 1917): words only.
  const about = phrase ?? question;
  const primary = EXTRACT_BANK.filter(
    (entry) =>
      (entry.matches.historyTopics ?? []).includes(profile.id) &&
      (entry.matches.aboutKeywords ?? entry.matches.topicKeywords ?? []).some((keyword) => !/^\d+$/.test(keyword) && mentions(about, keyword)),
  ).sort((a, b) => hashString(`${choiceSeed}::${a.id}`) - hashString(`${choiceSeed}::${b.id}`) || a.id.localeCompare(b.id));
  const area = historyAreaFor(profile.id, topicName);
  const enquiry = area ? enquiryAsked(area, question, topicName, choiceSeed) : undefined;
  const focus = enquiry ? focusOf(enquiry, question) : "";
  // The enquiry's own sources, the seed (or the question, for a pair) choosing which comes first.
  const own = [...(enquiry?.sources ?? [])];
  const start = own.length > 0 ? hashString(`${choiceSeed}::history-document`) % own.length : 0;
  const documents = [...own.slice(start), ...own.slice(0, start)];
  let sourceIndex = 0;
  let documentIndex = 0;
  let interpretationIndex = 0;
  const items: OfflineSourceItem[] = [];
  for (const reference of wanted) {
    const label = reference.label ? `${reference.noun} ${reference.label}` : undefined;
    if (reference.noun === "Interpretation") {
      const view = enquiry?.views?.[interpretationIndex++ % 2];
      if (!view) return { message: noHistoryFitMessage(area, enquiry, question, "interpretations") };
      items.push(fromPractice(practiceView(view, focus), label));
      continue;
    }
    if (site) {
      items.push(fromPractice(siteSource(site), label));
      continue;
    }
    const entry = primary[sourceIndex++];
    if (entry) {
      items.push(fromBankSource(entry, perText, label));
      continue;
    }
    const document = documents[documentIndex++];
    if (!document) return { message: noHistoryFitMessage(area, enquiry, question, "sources") };
    items.push(fromPractice(practiceDocument(document, focus), label));
  }
  return { items };
}

/**
 * Unseen poetry: poems on the theme the question names, from the bank's poems in no anthology cluster (so never
 * a poem the student studied, nor the paper's named anthology poem), ranked by the seed. One poem for a question
 * on one poem; the first two, labelled, for a comparison (AQA 27.2 compares the 27.1 poem "with a second poem";
 * a built paper asks for both with one seed, so the first is the same poem).
 */
function unseenPoems(input: OfflineExtractInput, seed: string): OfflineSourceItem[] {
  const theme = UNSEEN_THEMES.find((candidate) => mentions(input.questionText, candidate));
  // Never a poem of the board's own anthology (Eduqas studies 'To Autumn').
  const eligible = unseenPoemsFor(input.boardId);
  const onTheme = eligible.filter((entry) => !theme || (UNSEEN_POEM_THEMES[entry.title] ?? []).includes(theme));
  const ranked = [...(onTheme.length >= 2 ? onTheme : eligible)].sort(
    (a, b) => hashString(`${seed}::${a.id}`) - hashString(`${seed}::${b.id}`) || a.id.localeCompare(b.id),
  );
  const poems = ranked.map((entry) => ({ ...fromEntry(entry, EXTRACT_MAX_WORDS), invented: false }));
  if (input.questionType.kind === "unseen-poem") return poems.slice(0, 1);
  const labels = input.boardId === "edexcel" ? ["Poem 1", "Poem 2"] : ["Poem A", "Poem B"];
  return poems.slice(0, 2).map((poem, index) => ({ ...poem, label: labels[index] }));
}

/**
 * A non-fiction Language question on one of the linked themes (nonfiction-themes.ts): the texts it names, the
 * 21st-century text first and the 19th-century one second, as the paper names them ("Source A", "Text 1"); both,
 * labelled, when it names both; the one it names, or the first, otherwise. Each is printed whole.
 */
function themedTexts(paper: Paper, theme: NonFictionTheme, references: readonly SourceReference[]): OfflineSourceItem[] {
  const labels = nonFictionLabels(paper);
  const texts: OfflineSourceItem[] = [
    { text: theme.modern.text, title: theme.modern.title, author: theme.modern.author, provenance: theme.modern.provenance, invented: true },
    { ...fromEntry(nineteenthOf(theme), EXTRACT_MAX_WORDS), invented: false },
  ];
  const named = labels.flatMap((label, index) => (references.some((reference) => `${reference.noun} ${reference.label}` === label) ? [index] : []));
  if (named.length >= 2) return texts.map((text, index) => ({ ...text, label: labels[index] }));
  return [texts[named[0] ?? 0] as OfflineSourceItem];
}

/**
 * Modern fiction (fiction-texts.ts), on the answer form as in a built paper, each passage printed whole with its attribution, which says
 * Marker wrote it: Eduqas C700 Component 1 its one 20th-century extract (the one the question names), unlabelled
 * as on the paper; OCR J351/02 Text 1 and Text 2 of the pair the question names, labelled, both when it names
 * both texts or neither, else the one it names. Empty when the question names none of them.
 */
function modernFictionTexts(input: OfflineExtractInput, references: readonly SourceReference[]): OfflineSourceItem[] {
  const item = (passage: FictionText, label?: string): OfflineSourceItem => ({
    text: passage.text,
    title: passage.title,
    author: passage.author,
    provenance: passage.provenance,
    ...(label ? { label } : {}),
    invented: true,
  });
  if (modernFictionPaper(input.subjectId, input.boardId, input.paper.id) === "one") {
    const passage = fictionTextsNamedIn(input.questionText).find((candidate) => candidate.period === "20th century");
    return passage ? [item(passage)] : [];
  }
  const pair = fictionPairNamedIn(input.questionText);
  if (!pair) return [];
  const named = [1, 2].filter((number) => references.some((reference) => reference.noun === "Text" && reference.label === String(number)));
  const which = named.length === 1 ? named : [1, 2];
  return which.map((number) => item(pair.texts[number - 1] as FictionText, `Text ${number}`));
}

/**
 * English Language fiction: a passage that shows everything the question names (its focus in the lines it names,
 * the effect or claim it asks about, the opening of a novel), by language-readings.ts: an unseen one when one fits
 * (none of the board's Literature set texts), else any that fits; the seed chooses among them. A built paper's
 * group of questions takes the unseen passage that shows most of what they ask when none shows it all; the
 * answer form's single question gets undefined (and says so) when none fits.
 */
function fictionPassageFor(input: OfflineExtractInput, asks: readonly FictionAsk[], seed: string): ExtractEntry | undefined {
  const passages = fictionPassages();
  const unseen = unseenFor(input, passages, ["prose"]);
  const ranked = (entries: readonly ExtractEntry[]) =>
    [...entries].sort((a, b) => hashString(`${seed}::${a.id}`) - hashString(`${seed}::${b.id}`) || a.id.localeCompare(b.id));
  const fitting = ranked(unseen.filter((entry) => showsAll(entry, asks)));
  if (fitting[0]) return fitting[0];
  const anyFitting = ranked(passages.filter((entry) => showsAll(entry, asks)));
  if (anyFitting[0]) return anyFitting[0];
  if (!input.build) return undefined;
  return ranked(unseen).sort((a, b) => showsCount(b, asks) - showsCount(a, asks))[0];
}

/** The plain words the form shows when no fiction passage of the offline library fits the question. */
function noFictionFitMessage(asks: readonly FictionAsk[]): string {
  const wanted = asks.flatMap((ask) => [
    ...ask.readings.map((reading) => (typeof reading.where === "object" ? `${reading.phrase} in lines ${reading.where.from} to ${reading.where.to}` : reading.phrase)),
    ...(ask.opening ? ["the opening of a novel"] : []),
  ]);
  return `Marker's offline library has no extract that shows ${wanted.join(" and ")}. Please paste an extract of your own, or generate a new question.`;
}

/** Words a question uses about any passage ("the writer", "the whole of the source"): never what it is about. */
const PASSAGE_WORDS = new Set([
  "beginning", "character", "characters", "ending", "extract", "first", "half", "language", "line", "lines", "novel",
  "opening", "part", "passage", "reader", "readers", "rest", "second", "source", "start", "story", "structure", "text",
  "whole", "writer", "writers",
]);

/**
 * What a student's own fiction question is about when it names none of the readings language-readings.ts knows:
 * the words of "about the lighthouse keeper", "describe the marshes", "present the old woman" (stems, so "marshes"
 * finds "marsh"); undefined when it names nothing of its own.
 */
function ownFocusOf(questionText: string): { phrase: string; stems: string[] } | undefined {
  const match = /\b(?:about|describes?|presents?|portrays?|shows?)\s+((?:the|a|an)\s+[^.?!,;:]+?)(?=\s*(?:[.?!,;:]|$)|\s+(?:in|from|here|and|at|on|to|using|so|by|as)\b)/i.exec(questionText);
  const phrase = match?.[1]?.trim();
  if (!phrase) return undefined;
  const stems = (phrase.toLowerCase().match(/[a-z]{4,}/g) ?? [])
    .filter((word) => !PASSAGE_WORDS.has(word))
    .map((word) => word.replace(/(?:es|s)$/, ""));
  return stems.length > 0 ? { phrase, stems } : undefined;
}

/** Whether a passage's own words hold every stem of a focus (as the start of a word: "marsh" in "marshes"). */
function holdsFocus(entry: ExtractEntry, stems: readonly string[]): boolean {
  return stems.every((stem) => new RegExp(`\\b${stem}`, "i").test(entry.text));
}

/**
 * Everything the question needs pasted, fitted to it:
 * - History: the sources and interpretations it names, on its topic (historySources);
 * - Literature extract questions: a passage of the set text the question names in which every character it
 *   names speaks or is named, or, when that text is in copyright (modern texts), not in the bank, or has no
 *   such passage, a plain request to paste it from the student's copy;
 * - poetry questions: a poem, never a passage of the paper's plays or novels; the poem an anthology question
 *   names, or, when the bank does not hold it, a plain request to paste it (Marker's own questions name only
 *   poems it holds, so a practice-paper build never meets that request);
 * - a question on "the 19th-century novel you have studied" (a student's own: Marker's Eduqas questions name one
 *   of the board's novels, which the catalogue does not list): a 19th-century novel passage on its theme;
 * - English Language "Source A and Source B": two different passages; otherwise one.
 */
export function generateOfflineSources(input: OfflineExtractInput): OfflineSources {
  const seed = input.seed ?? DEFAULT_SEED;
  const references = referencesIn(input.questionText);
  if (HISTORY_KINDS.has(input.questionType.kind)) {
    const history = historySources(input, references, seed);
    return "items" in history ? { kind: "texts", items: history.items } : { kind: "none-fits", message: history.message };
  }
  if (input.subjectId === "english-literature" && (input.questionType.kind === "unseen-poem" || input.questionType.kind === "unseen-poetry-comparison")) {
    return { kind: "texts", items: unseenPoems(input, seed) };
  }
  if (input.subjectId === "english-literature" && isAnthologyPoetry(input.questionType)) {
    const poem = namedPoem(input.questionText, input.paper);
    if (poem?.entry) return { kind: "texts", items: [{ ...fromEntry(poem.entry, EXTRACT_MAX_WORDS), invented: false }] };
    if (poem) {
      return {
        kind: "paste-your-own",
        setText: poem.title,
        message: `'${poem.title}' is not in Marker's offline collection, which holds only a few out-of-copyright poems. Please paste the poem printed with your question, or copy it from your anthology.`,
      };
    }
    // "The named poem ... from 'Poetry anthology: Time and place collection'": a cluster the bank holds no poem of
    // is never printed with another cluster's poem.
    const cluster = input.paper.setTexts.find((setText) => mentions(input.questionText, setText) && isPoetryClusterName(setText));
    if (cluster && poemsOfCluster(cluster).length === 0) {
      return {
        kind: "paste-your-own",
        setText: cluster,
        message: `Marker's offline collection has none of the poems of '${cluster}'. Please paste the poem printed with your question, or copy one from your anthology.`,
      };
    }
  }
  const isLiteratureExtract =
    LITERATURE_TEXT_KINDS.has(input.questionType.kind) || isLiteratureExtractQuestion(input.subjectId, input.paper, input.questionType);
  if (isLiteratureExtract && mentions(input.questionText, UNNAMED_NINETEENTH_CENTURY_NOVEL)) {
    const entry = unnamedNovelPassage(input.questionText, seed);
    if (entry) return { kind: "texts", items: [{ ...fromEntry(entry, EXTRACT_MAX_WORDS), invented: false }] };
  }
  if (isLiteratureExtract) {
    const named = namedSetText(input.questionText, input.paper);
    if (named) {
      const key = normaliseName(named.title);
      const fromText = EXTRACT_BANK.filter((entry) => (entry.matches.setTexts ?? []).some((name) => canonicalSetText(name) === key));
      if (fromText.length === 0) {
        const why =
          named.form === "modern-drama" || named.form === "modern-prose"
            ? "is still in copyright, so Marker cannot print it"
            : "is not in Marker's offline collection, which holds only out-of-copyright texts";
        return {
          kind: "paste-your-own",
          setText: named.title,
          message: `${named.title} ${why}. Please paste the extract printed with your question, or choose a passage from your own copy of the ${named.formWord}.`,
        };
      }
      const profile = SET_TEXT_PROFILES.find((candidate) => normaliseName(candidate.title) === key);
      const fitting = profile ? passagesShowing(fromText, profile, input.questionText) : { passages: fromText, missing: [] };
      if (fitting.passages.length === 0) {
        const who = fitting.missing.length === 1 ? `${fitting.missing[0]} appears` : `${fitting.missing.join(" and ")} appear`;
        return {
          kind: "paste-your-own",
          setText: named.title,
          message: `Marker's offline collection has no passage of ${named.title} in which ${who}. Please paste the extract printed with your question, or choose a passage from your own copy of the ${named.formWord}.`,
        };
      }
      const entry = [...fitting.passages].sort((a, b) => hashString(`${seed}::${a.id}`) - hashString(`${seed}::${b.id}`) || a.id.localeCompare(b.id))[0] as ExtractEntry;
      return { kind: "texts", items: [{ ...fromEntry(entry, EXTRACT_MAX_WORDS), invented: false }] };
    }
  }
  if (modernFictionPaper(input.subjectId, input.boardId, input.paper.id)) {
    const fiction = modernFictionTexts(input, references);
    if (fiction.length > 0) return { kind: "texts", items: fiction };
  }
  if (input.subjectId === "english-language" && isNonFictionPaper(input.paper)) {
    const theme = themeNamedIn(input.questionText);
    if (theme) return { kind: "texts", items: themedTexts(input.paper, theme, references) };
  }
  if (input.subjectId === "english-language" && !isNonFictionPaper(input.paper)) {
    const asks = fictionAsks(input.questionText);
    if (asks.length > 0) {
      const entry = fictionPassageFor(input, asks, seed);
      if (!entry) return { kind: "none-fits", message: noFictionFitMessage(asks) };
      return { kind: "texts", items: [{ ...fromEntry(entry, EXTRACT_MAX_WORDS), invented: false }] };
    }
    // A focus of the student's own: a passage whose words show it (an unseen one first), or a plain message.
    const own = ownFocusOf(input.questionText);
    if (own) {
      const passages = EXTRACT_BANK.filter((entry) => entry.kind === "prose" && entry.matches.subjects.includes("english-language"));
      const holding = passages.filter((entry) => holdsFocus(entry, own.stems));
      const unseen = unseenFor(input, holding, ["prose"]);
      const entry = [...unseen].sort((a, b) => hashString(`${seed}::${a.id}`) - hashString(`${seed}::${b.id}`) || a.id.localeCompare(b.id))[0];
      if (!entry) {
        return {
          kind: "none-fits",
          message: `Marker's offline library has no extract that shows ${own.phrase}. Please paste an extract of your own, or generate a new question.`,
        };
      }
      return { kind: "texts", items: [{ ...fromEntry(entry, EXTRACT_MAX_WORDS), invented: false }] };
    }
  }
  const sourceReferences = references.filter((reference) => reference.noun === "Source");
  if (sourceReferences.length >= 2) {
    const first = chooseExtractEntry(input);
    const second = chooseExtractEntry({ ...input, seed: `${seed}:second` }, new Set([first.id]));
    const perText = Math.floor(EXTRACT_MAX_WORDS / 2);
    return {
      kind: "texts",
      items: [first, second].map((entry, index) => ({
        ...fromEntry(entry, perText),
        label: `Source ${sourceReferences[index]?.label ?? ""}`,
        invented: false,
      })),
    };
  }
  return { kind: "texts", items: [{ ...generateOfflineExtract(input), invented: false }] };
}

/**
 * A description of a source as it reads after "(From ": "From the diary of ..." -> "the diary of ...", "A Nazi Party
 * leaflet" -> "a Nazi Party leaflet". A title Marker gave its own story ("The Evacuee") is a title and keeps its capital.
 */
function describedSource(title: string): string {
  const described = title.replace(/^From\s+/, "");
  return /^(A|An) /.test(described) ? `${described[0]!.toLowerCase()}${described.slice(1)}` : described;
}

/**
 * The set as the form's source box shows it: each text under its label, each with where it is from. An
 * English Language source is printed with numbered lines (number-lines.ts), so the lines its questions
 * name can be found.
 */
export function formatSources(items: readonly OfflineSourceItem[], options: { numberLines?: boolean } = {}): string {
  return items
    .map((item) => {
      // "(From a report on ...": a title Marker made from a description reads on in the sentence (a real work's title,
      // "A Christmas Carol", keeps its capital).
      const title = item.invented ? describedSource(item.title) : item.title;
      const attribution = `(From ${title}, ${item.author}${item.cut ? `: ${item.cut}` : ""})`;
      const body = `${options.numberLines ? numberLines(item.text) : item.text}\n\n${attribution}`;
      return item.label ? `${item.label}\n\n${body}` : body;
    })
    .join("\n\n");
}
