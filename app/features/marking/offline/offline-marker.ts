import { accuracyLevelsFor, getBoardSubject } from "~/features/catalogue/lookup";
import type { SubjectId } from "~/features/catalogue";
import type { LevelBand, ObjectiveCode, QuestionKind, QuestionType } from "~/features/catalogue";
import { type Annotation, type MarkerProposal, markerProposalSchema, type ObjectiveProposal } from "~/platform/ai/tasks/marking";

import { bandFor, markRange, nextBand } from "../grading";
import type { Marker, MarkerIdentity, MarkingInput } from "../marker";

import {
  type AnswerFeatures,
  analyseAnswer,
  crudeStem,
  distinctTerms,
  normaliseForMatch,
  type Quotation,
  type Sentence,
  sentenceAt,
  spellingCandidates,
  type SpellingVerdicts,
  type TermHit,
  tokenise,
} from "./analyse-answer";
import { measureAnswer, type Measures, typicalWordsFor } from "./answer-measures";
import { countPoints, marksByPoints, type PointCount } from "./count-points";
import { countParts } from "./count-parts";
import { questionPeriod } from "./history-knowledge";
import { type Measure, METHODS_CEILING, SCORING_VERSION, WEIGHTS, WRONG_SET_TEXT, Z_CLIP } from "./scoring-parameters";
import { buildQuestionProfile, defaultNorms, effectiveRelevance, historyOnQuestion, mostlyNotWords, type Norm, type QuestionProfile, scoreObjectives } from "./score-answer";
import { britishSpelling, type SpellingService } from "./spelling-service";

/**
 * The offline marker: the embedded default engine. Deterministic, no network. It scores each
 * objective of the question from features it can measure in the answer (analyse-answer.ts), caps the
 * score by how fully the answer is developed for the question's tariff and by its relevance, and
 * writes feedback that names the student's own sentences. It only proposes; the server clamps,
 * drops quotes that are not in the answer and computes totals, levels and grades.
 */

export const OFFLINE_MARKER_IDENTITY: MarkerIdentity = {
  id: "offline",
  model: "rubric-v2",
  promptVersion: SCORING_VERSION,
  label: "Offline estimate",
  offline: true,
};

export function createOfflineMarker(): Marker {
  return {
    identity: OFFLINE_MARKER_IDENTITY,
    async mark(input, onProgress) {
      onProgress?.({ stage: "reading" });
      // The spell checker runs in its own thread (spelling-service.ts): the server's thread waits for its
      // verdicts without blocking.
      const spelling = await spellingOrNull();
      const verdicts = await verdictsFor(spelling, [input.answerText]);
      onProgress?.({ stage: "spelling" });
      const features = analyseAnswer(
        { questionText: input.questionText, sourceText: input.sourceText, answerText: input.answerText },
        verdicts,
      );
      // The rest runs on the server's one thread: it reports each step as it ends and gives the event
      // loop a turn, so requests waiting meanwhile are served after a step (a few milliseconds), not after
      // the whole marking.
      onProgress?.({ stage: "objectives", sample: 1, samples: 1 });
      await nextTurn();
      const context = buildContext(input, features);
      const scores = scoreAll(context, input.questionProfile ?? null);
      onProgress?.({ stage: "feedback" });
      await nextTurn();
      const chosen = chooseObservations(context, scores);
      const corrections = await correctionsFor(spelling, chosen.improvementList);
      return markerProposalSchema.parse(writeProposal(context, scores, chosen, corrections));
    },
  };
}

/** Resolves on a later turn of the event loop, after any I/O callbacks already waiting. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * A question profile (score-answer.ts) from unlabelled answers to one question: what a class set, or
 * the answers to one catalogue question, look like. Only the answers' measures are kept, never text.
 */
export async function questionProfileFor(input: Omit<MarkingInput, "answerText">, answers: readonly string[]): Promise<QuestionProfile> {
  // One request for every answer's words: a word misspelt in one answer is misspelt in all.
  const verdicts = await verdictsFor(await spellingOrNull(), answers);
  const hasSource = input.sourceText !== null && input.sourceText.trim() !== "";
  return buildQuestionProfile(
    answers.map((answerText) =>
      measureAnswer(analyseAnswer({ questionText: input.questionText, sourceText: input.sourceText, answerText }, verdicts), hasSource),
    ),
  );
}

/**
 * Starts the spell checker's thread (its dictionary takes a few hundred milliseconds to load, there) so
 * that no answer waits for it: the server calls this at start, the benchmark before its first marking.
 * Never rejects; false when the spell checker could not start.
 */
export async function preloadOfflineMarker(): Promise<boolean> {
  const spelling = await spellingOrNull();
  // One small analysis compiles the lexicons and warms the code, so the first answer is not the slowest.
  const input = {
    questionText: "Explain how the writer presents the storm.",
    sourceText: "The storm broke over the town at midnight.",
    answerText: "The writer presents the storm as violent. The verb “broke” suggests sudden danger, however the town survives.",
  };
  analyseAnswer(input, await verdictsFor(spelling, [input.answerText]));
  return spelling !== null;
}

/** Without a dictionary the marker still works: spelling is then reported as not checked. */
async function spellingOrNull(): Promise<SpellingService | null> {
  try {
    return await britishSpelling();
  } catch {
    return null;
  }
}

/** The spell checker's verdicts on the words of some answers; null (spelling not checked) when it fails. */
async function verdictsFor(spelling: SpellingService | null, answers: readonly string[]): Promise<SpellingVerdicts | null> {
  if (!spelling) return null;
  try {
    return { misspelt: await spelling.misspelt([...new Set(answers.flatMap(spellingCandidates))]) };
  } catch {
    return null;
  }
}

/**
 * Corrections for the misspellings the feedback shows (at most seven observations): the common ones
 * from COMMON_CORRECTIONS, the rest suggested by the spell checker. A failed look-up only loses the hint.
 */
async function correctionsFor(spelling: SpellingService | null, shown: readonly Observation[]): Promise<ReadonlyMap<string, string>> {
  const corrections = new Map<string, string>();
  const toLookUp: string[] = [];
  for (const observation of shown) {
    if (!observation.misspelt) continue;
    const { word } = observation.misspelt;
    const known = COMMON_CORRECTIONS[word.toLowerCase()];
    if (known) corrections.set(word, known);
    else toLookUp.push(word);
  }
  if (spelling && toLookUp.length > 0) {
    try {
      for (const [word, suggestion] of await spelling.suggestions(toLookUp)) corrections.set(word, suggestion);
    } catch {
      // No suggestion: the observation still asks the student to check the word.
    }
  }
  return corrections;
}

// ---------------------------------------------------------------------------------------------
// Context: what every scorer needs
// ---------------------------------------------------------------------------------------------

interface MarkingContext {
  input: MarkingInput;
  subject: SubjectId;
  kind: QuestionKind;
  questionType: QuestionType;
  features: AnswerFeatures;
  /** Words a full-marks answer to this tariff usually needs (own words, quotations excluded). */
  expectedWords: number;
  /** Count targets scale with the tariff: a 4-mark answer needs fewer quotations than a 30-mark essay. */
  scale: number;
  /** The measures the marks are scored on (answer-measures.ts), read here only to explain the marks. */
  measures: Measures;
  /** The norms they are scored against: the question profile's, or the tariff's defaults. */
  norms: Record<Measure, Norm | null>;
  /** English Literature: the set text the question is about, when the question names one. */
  setText: SetTextContext | null;
  /** English Literature: the other set text the answer is about instead of the one asked (WRONG_SET_TEXT). */
  wrongText: { asked: SetTextContext; written: SetTextContext } | null;
  /** Whether the marks are the answer's points (count-points.ts, marksByPoints): its feedback is about points. */
  pointMarked: boolean;
  /** The answer's points (count-points.ts), for point-marked and describe questions; null for the others. */
  points: PointCount | null;
  /** How far the answer is on the question, as the marks read it (score-answer.ts, effectiveRelevance). */
  relevance: number;
  /** A question asked in parts (QuestionType.parts): how many it asks for and how many the answer gives (count-parts.ts). */
  parts: { asked: number; found: number; noun: string; marksEach: number } | null;
  /** A Literature question on methods alone, answered with no method (METHODS_CEILING): the most it can earn. Null otherwise. */
  noMethods: { maxMarks: number; level: number } | null;
}

/** Own words a full answer to this tariff typically has (scoring-parameters.ts, TYPICAL_WORDS). */
export function expectedWordsFor(questionType: QuestionType): number {
  return Math.round(typicalWordsFor(Math.max(1, questionType.marks - questionType.accuracyMarks)));
}

function buildContext(input: MarkingInput, features: AnswerFeatures): MarkingContext {
  const expectedWords = expectedWordsFor(input.questionType);
  const pointMarked = marksByPoints(input.questionType);
  const setText = input.subjectId === "english-literature" ? setTextOf(input) : null;
  return {
    input,
    subject: input.subjectId,
    kind: input.questionType.kind,
    questionType: input.questionType,
    features,
    expectedWords,
    // Square root: longer answers need more quotations and terms, but not in proportion.
    scale: Math.min(1.1, Math.max(0.35, Math.sqrt(expectedWords / 530))),
    measures: measureAnswer(features, input.sourceText !== null && input.sourceText.trim() !== ""),
    norms: input.questionProfile?.measures ?? defaultNorms(input.questionType),
    setText,
    wrongText: setText ? wrongSetText(input.answerText, setText) : null,
    pointMarked,
    points: pointMarked || input.questionType.kind === "describe" ? pointsOf(input, features) : null,
    relevance: effectiveRelevance(input.subjectId, features),
    parts: partsOf(input.questionType, features),
    noMethods: noMethodsOf(input, features),
  };
}

/** METHODS_CEILING: a Literature question marked on AO2 alone, answered without a method, a word analysed or a quotation. */
function noMethodsOf(input: MarkingInput, features: AnswerFeatures): MarkingContext["noMethods"] {
  const { questionType } = input;
  if (input.subjectId !== "english-literature" || questionType.objectives.some((share) => share.code !== "AO2")) return null;
  const band = questionType.levels.find((candidate) => candidate.level === METHODS_CEILING.level);
  if (!band) return null;
  const { literature, language, structure } = features.terminology;
  const methods = literature.length + language.length + structure.length + features.wordFocus.length + features.quotations.length;
  return methods > 0 ? null : { maxMarks: band.max, level: band.level };
}

/** What an answer with no methods on a methods question is told. */
export function noMethodsMessage(noMethods: NonNullable<MarkingContext["noMethods"]>): string {
  return `Your answer says what the poems are about, but not how the poets write them: this question is marked on methods alone, so without one it stays in Level ${noMethods.level} (at most ${noMethods.maxMarks} marks).`;
}

/** Its next step. */
export const NAME_THE_METHODS_ADVICE =
  "For each poem, name a method (an image, a word choice, the form or the structure), quote the words that show it and compare what the two do.";

/**
 * The answer's points, as the feedback tells them. A History answer that is not on the question earns no point
 * (score-answer.ts pointMarks), so its points are not anchored to the question either: the feedback says none of them
 * answers it, never that "each one earns a mark" beside a 0 (a teacher's review, OCR J411 Question 1(a)-(c)).
 */
function pointsOf(input: MarkingInput, features: AnswerFeatures): PointCount {
  const counted = countPoints(features, input.questionType, input.subjectId);
  // Only where points were credited that the marks then refuse: an answer whose points earned nothing anyway keeps
  // its own advice ("stays general: name something specific").
  return input.subjectId === "history" && counted.credited.length > 0 && !historyOnQuestion(features) ? { ...counted, anchored: false } : counted;
}

function partsOf(questionType: QuestionType, features: AnswerFeatures): MarkingContext["parts"] {
  const asked = questionType.parts;
  if (!asked) return null;
  return { asked: asked.count, found: countParts(features, asked), noun: asked.noun, marksEach: (questionType.marks - questionType.accuracyMarks) / asked.count };
}

/** The next step for an answer that gives fewer of the parts the question asks for. */
export function missingPartsAdvice(parts: NonNullable<MarkingContext["parts"]>): string {
  const { found, noun, marksEach } = parts;
  const which = found === 0 ? `a ${noun}` : found === 1 ? `a second ${noun}` : `another ${noun}`;
  const opener = found === 1 ? `“A second ${noun} was...”` : `“Another ${noun} was...”`;
  return `Explain ${which} in a paragraph of its own (start it ${opener}), say how the event led to it and back it with precise facts: it is marked on its own, out of ${marksEach}.`;
}

/** Whether the answer gives fewer of the parts the question asks for than it asks (its marks are held down). */
function partsMissing(context: MarkingContext): boolean {
  return context.parts !== null && context.parts.found < context.parts.asked;
}

/** What a question asked in parts tells an answer that gives fewer of them (ANSWER_PARTS). */
export function missingPartsMessage(parts: NonNullable<MarkingContext["parts"]>): string {
  const { asked, found, noun, marksEach } = parts;
  const given = found === 0 ? `You do not yet explain a ${noun} in its own words` : `You explain ${numberWord(found)} ${found === 1 ? noun : `${noun}s`}`;
  return `${given}; the question asks for ${numberWord(asked)}, each marked on its own out of ${marksEach}, so this answer can earn at most ${found * marksEach} of the ${asked * marksEach} marks.`;
}

function numberWord(count: number): string {
  return ["no", "one", "two", "three", "four"][count] ?? String(count);
}

/**
 * Where the answer stands on one measure against the norms the marks used, in standard deviations
 * (clipped as the scoring clips them); null when the measure was not taken.
 */
function measureStanding(context: MarkingContext, measure: Measure): number | null {
  const value = context.measures[measure];
  const norm = context.norms[measure];
  if (value === null || !norm || norm.sd <= 0) return null;
  return Math.max(-Z_CLIP, Math.min(Z_CLIP, (value - norm.mean) / norm.sd));
}

// ---------------------------------------------------------------------------------------------
// Set texts: advice on context and methods must fit the text the question is about
// ---------------------------------------------------------------------------------------------

/**
 * What the feedback may say about a set text. Only facts we are sure of are given; a text without
 * `when` gets general context advice under its own title. The titles are the catalogue's (without the
 * author); the marker may not import the question generator's profiles (docs/decisions/010-layering.md).
 */
interface SetTextContext {
  title: string;
  form: "shakespeare" | "modern-play" | "prose";
  /** Other names a question uses for the text. */
  aliases?: readonly string[];
  /** Characters whose names point to this text alone (no name shared with another set text). */
  characters?: readonly string[];
  /** After the title: when it was written (and set, where that differs). */
  when?: string;
  /** Who first watched or read it, e.g. "Victorian readers". */
  firstAudience?: string;
  /** Ideas of its time that a point about context could use. */
  ideas?: string;
}

const SET_TEXT_CONTEXTS: readonly SetTextContext[] = [
  {
    title: "Macbeth",
    form: "shakespeare",
    characters: ["Banquo", "Macduff", "Duncan", "Malcolm"],
    when: "was written around 1606, early in the reign of James I",
    firstAudience: "a Jacobean audience",
    ideas: "beliefs about kingship and the Divine Right of Kings, witchcraft and the supernatural, and the Gunpowder Plot of 1605",
  },
  {
    title: "Romeo and Juliet",
    form: "shakespeare",
    characters: ["Romeo", "Juliet", "Mercutio", "Tybalt", "Capulet", "Montague", "Friar Lawrence"],
    when: "was written in the 1590s",
    firstAudience: "an Elizabethan audience",
    ideas: "expectations that daughters obey their fathers, arranged marriages, family honour and fate",
  },
  {
    title: "The Tempest",
    form: "shakespeare",
    aliases: ["Tempest"],
    characters: ["Prospero", "Caliban", "Ariel", "Miranda"],
    when: "was written around 1610–11",
    firstAudience: "a Jacobean audience",
    ideas: "voyages of exploration and the first colonies, beliefs about magic, and a ruler's power over his subjects",
  },
  {
    title: "The Merchant of Venice",
    form: "shakespeare",
    aliases: ["Merchant of Venice"],
    characters: ["Shylock", "Portia", "Bassanio"],
    when: "was written in the late 1590s",
    firstAudience: "an Elizabethan audience",
    ideas: "Christian attitudes to Jewish people and to lending money for interest, and the limits placed on women such as Portia",
  },
  {
    title: "Much Ado About Nothing",
    form: "shakespeare",
    aliases: ["Much Ado"],
    characters: ["Beatrice", "Benedick", "Don John", "Don Pedro"],
    when: "was written around 1598–99",
    firstAudience: "an Elizabethan audience",
    ideas: "honour, the importance of a woman's reputation, and courtship and marriage",
  },
  {
    title: "Julius Caesar",
    form: "shakespeare",
    characters: ["Brutus", "Cassius", "Mark Antony"],
    when: "was first performed in 1599",
    firstAudience: "an Elizabethan audience",
    ideas: "fears about who would succeed the ageing Queen Elizabeth I, and the danger of rebelling against a ruler",
  },
  {
    title: "Twelfth Night",
    form: "shakespeare",
    characters: ["Malvolio", "Orsino", "Viola", "Sir Toby Belch"],
    when: "was written around 1601",
    firstAudience: "an Elizabethan audience",
    ideas: "festivals when the usual order was turned upside down, expectations of men and women, and social class and ambition",
  },
  {
    title: "Othello",
    form: "shakespeare",
    characters: ["Iago", "Desdemona"],
    when: "was first performed in 1604",
    firstAudience: "a Jacobean audience",
    ideas: "attitudes to race and to outsiders, a wife's duty and reputation, and Venice as a powerful trading state",
  },
  {
    title: "The Strange Case of Dr Jekyll and Mr Hyde",
    form: "prose",
    aliases: ["Jekyll and Hyde", "Dr Jekyll and Mr Hyde"],
    characters: ["Jekyll", "Hyde", "Utterson", "Lanyon"],
    when: "was published in 1886",
    firstAudience: "Victorian readers",
    ideas: "respectability and reputation, the secrets of gentlemen, and fears raised by science and by Darwin's ideas about evolution",
  },
  {
    title: "A Christmas Carol",
    form: "prose",
    aliases: ["Christmas Carol"],
    characters: ["Scrooge", "Cratchit", "Tiny Tim", "Marley", "Fezziwig"],
    when: "was published in 1843",
    firstAudience: "Victorian readers",
    ideas: "attitudes to poverty, the workhouses and the Poor Law, and what the rich owe the poor",
  },
  {
    title: "Great Expectations",
    form: "prose",
    characters: ["Pip", "Magwitch", "Miss Havisham", "Estella"],
    when: "was published in 1860–61",
    firstAudience: "Victorian readers",
    ideas: "social class, what made a man a gentleman, and crime and punishment",
  },
  {
    title: "Jane Eyre",
    form: "prose",
    characters: ["Rochester", "St John Rivers", "Bertha Mason"],
    when: "was published in 1847",
    firstAudience: "Victorian readers",
    ideas: "the few choices open to women, the position of a governess, social class, and religion",
  },
  {
    title: "Frankenstein",
    form: "prose",
    characters: ["Robert Walton"],
    when: "was published in 1818",
    firstAudience: "readers in the early nineteenth century",
    ideas: "new scientific experiments with electricity, Romantic ideas about nature, and the dangers of ambition",
  },
  {
    title: "Pride and Prejudice",
    form: "prose",
    characters: ["Elizabeth Bennet", "Darcy", "Mrs Bennet", "Mr Collins"],
    when: "was published in 1813",
    firstAudience: "readers in the early nineteenth century",
    ideas: "marriage as a woman's route to security, inheritance, and social class and manners",
  },
  {
    title: "The Sign of Four",
    form: "prose",
    aliases: ["Sign of Four", "The Sign of the Four"],
    characters: ["Sherlock Holmes", "Mary Morstan", "Jonathan Small"],
    when: "was published in 1890",
    firstAudience: "Victorian readers",
    ideas: "the British Empire and India, crime in London, and attitudes to outsiders",
  },
  {
    title: "The War of the Worlds",
    form: "prose",
    aliases: ["War of the Worlds"],
    when: "was published in 1898",
    firstAudience: "Victorian readers",
    ideas: "the British Empire and fears of invasion, and new scientific ideas such as evolution",
  },
  {
    title: "Silas Marner",
    form: "prose",
    characters: ["Eppie", "Godfrey Cass"],
    when: "was published in 1861 and is set earlier in the century",
    firstAudience: "Victorian readers",
    ideas: "religion and village life, and the changes brought by industry",
  },
  {
    title: "An Inspector Calls",
    form: "modern-play",
    characters: ["Birling", "Inspector Goole", "Eva Smith", "Gerald Croft"],
    when: "is set in 1912 but was written in 1945",
    firstAudience: "audiences just after the Second World War",
    ideas: "class divisions, the position of women, and who is responsible for the poor",
  },
  {
    title: "Blood Brothers",
    form: "modern-play",
    characters: ["Mrs Johnstone", "Mrs Lyons", "Mickey", "Eddie"],
    when: "was first staged as a musical in 1983",
    firstAudience: "audiences in the 1980s",
    ideas: "social class, unemployment, and how upbringing shapes a life",
  },
  {
    title: "DNA",
    form: "modern-play",
    when: "was written in 2007 for young people to perform",
    firstAudience: "its first audiences",
    ideas: "peer pressure, how groups behave, and who takes responsibility",
  },
  {
    title: "A Taste of Honey",
    form: "modern-play",
    when: "was first performed in 1958",
    firstAudience: "audiences in the late 1950s",
    ideas: "working-class life in Salford, and attitudes to race, single mothers and sexuality",
  },
  {
    title: "Hobson's Choice",
    form: "modern-play",
    characters: ["Willie Mossop", "Maggie Hobson"],
    when: "was first performed in 1915 and is set in Salford in 1880",
    firstAudience: "its first audiences",
    ideas: "social class, women's place in business and marriage, and a father's authority",
  },
  {
    title: "Lord of the Flies",
    form: "prose",
    characters: ["Piggy", "Ralph"],
    when: "was published in 1954, after the Second World War",
    firstAudience: "readers in the 1950s",
    ideas: "the Cold War and the fear of nuclear war, and what the war had shown about human nature",
  },
  {
    title: "Animal Farm",
    form: "prose",
    characters: ["Snowball", "Squealer", "Old Major", "Boxer"],
    when: "was published in 1945",
    firstAudience: "readers at the end of the Second World War",
    ideas: "the Russian Revolution of 1917, Stalin's rule, and how power corrupts",
  },
  {
    title: "Never Let Me Go",
    form: "prose",
    when: "was published in 2005",
    firstAudience: "its first readers",
    ideas: "cloning and medical ethics, and how a society treats people it sees as less than human",
  },
  {
    title: "The Woman in Black",
    form: "prose",
    aliases: ["Woman in Black"],
    characters: ["Arthur Kipps", "Jennet"],
    when: "was published in 1983, written in the style of a Victorian ghost story",
    firstAudience: "its first readers",
    ideas: "the conventions of the Gothic ghost story, and attitudes to grief and to unmarried mothers",
  },
  // Texts named without facts of their own here: their advice is general, under their title.
  { title: "Anita and Me", form: "prose", characters: ["Meena"] },
  { title: "Pigeon English", form: "prose" },
  { title: "My Name is Leon", form: "prose" },
  { title: "Telling Tales", form: "prose" },
  { title: "Leave Taking", form: "modern-play" },
  { title: "Princess & The Hustler", form: "modern-play", aliases: ["Princess and the Hustler"] },
  { title: "My Mother Said I Never Should", form: "modern-play" },
  { title: "The Empress", form: "modern-play" },
  { title: "Refugee Boy", form: "prose" },
  { title: "Coram Boy", form: "prose" },
  { title: "Boys Don't Cry", form: "prose" },
  { title: "Oranges Are Not the Only Fruit", form: "prose" },
];

/** Lower case, apostrophes dropped, "&" as "and", other punctuation as spaces: for matching titles. */
function normaliseTitle(value: string): string {
  return value
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function namesTitle(questionText: string, title: string): boolean {
  const wanted = normaliseTitle(title);
  return wanted.length > 0 && ` ${normaliseTitle(questionText)} `.includes(` ${wanted} `);
}

/** A character's name as written (capitalised), as a whole word: "Pip" but not "pip". */
function namesCharacter(questionText: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}])${escaped}(?=$|[^\\p{L}])`, "u").test(questionText.replace(/’/g, "'"));
}

/** The catalogue's set texts for the question's paper (or, if the paper is not found, its board). */
function catalogueSetTexts(input: MarkingInput): string[] {
  const papers = getBoardSubject(input.subjectId, input.boardId)?.papers ?? [];
  const paper = papers.find((candidate) => candidate.questionTypes.includes(input.questionType));
  // "A Christmas Carol (Charles Dickens)" -> "A Christmas Carol".
  return (paper ? paper.setTexts : papers.flatMap((candidate) => candidate.setTexts)).map((name) => name.replace(/\s*\([^)]*\)\s*$/, ""));
}

/**
 * The set text the question is about: one it names by title (any set text), or by a character of a
 * text on the question's paper. Null when it names none, or more than one.
 */
function setTextOf(input: MarkingInput): SetTextContext | null {
  const question = input.questionText;
  const onPaper = catalogueSetTexts(input);
  const titled = (entry: SetTextContext) => [entry.title, ...(entry.aliases ?? [])].some((title) => namesTitle(question, title));
  const found = new Set<SetTextContext>(SET_TEXT_CONTEXTS.filter(titled));
  if (found.size === 0) {
    const listed = SET_TEXT_CONTEXTS.filter((entry) => onPaper.some((name) => normaliseTitle(name) === normaliseTitle(entry.title)));
    for (const entry of listed) if ((entry.characters ?? []).some((name) => namesCharacter(question, name))) found.add(entry);
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/** How many times the text names a set text: its title or another name for it, and its characters. */
function mentionsOf(text: string, entry: SetTextContext): number {
  const normalised = ` ${normaliseTitle(text)} `;
  const titles = [entry.title, ...(entry.aliases ?? [])].map(normaliseTitle).filter((title) => title.length > 0);
  // The longest name first, each place counted once ("Jekyll and Hyde" is not also a "Jekyll").
  let titled = 0;
  let rest = normalised;
  for (const title of titles.sort((a, b) => b.length - a.length)) {
    const parts = rest.split(` ${title} `);
    titled += parts.length - 1;
    rest = parts.join(" ");
  }
  const plain = text.replace(/’/g, "'");
  const named = (entry.characters ?? []).reduce((sum, name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return sum + (plain.match(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "gu"))?.length ?? 0);
  }, 0);
  return titled + named;
}

/**
 * The set text an answer is about instead of the one asked (WRONG_SET_TEXT): it names another set text (or its
 * characters) at least `otherMentions` times and never names the one asked about. Null when it is on its text.
 */
function wrongSetText(answerText: string, asked: SetTextContext): { asked: SetTextContext; written: SetTextContext } | null {
  if (mentionsOf(answerText, asked) > 0) return null;
  let written: SetTextContext | null = null;
  let most = 0;
  for (const entry of SET_TEXT_CONTEXTS) {
    if (entry === asked) continue;
    const count = mentionsOf(answerText, entry);
    if (count > most) {
      most = count;
      written = entry;
    }
  }
  return written && most >= WRONG_SET_TEXT.otherMentions ? { asked, written } : null;
}

/** Words that carry no context of their own ("beliefs about", "attitudes to"): never used to detect an idea. */
const CONTEXT_FILLER = new Set([
  "about", "attitudes", "beliefs", "ideas", "fears", "raised", "their", "early", "reign", "written", "published",
  "first", "performed", "importance", "expectations", "position", "changes", "brought", "dangers", "placed",
  "people", "lives", "shown", "shapes", "through",
]);

/** The distinctive words of one idea or date, as stems: "the Gunpowder Plot of 1605" -> gunpowder, plot, 1605. */
function contextKeys(phrase: string): string[] {
  return [...new Set(tokenise(phrase).map((token) => token.text.toLowerCase()).filter((word) => (word.length >= 5 || /^\d{4}$/.test(word)) && !CONTEXT_FILLER.has(word)).map(crudeStem))];
}

/**
 * The ideas and dates of the set text's context (the ones the advice would name) that the answer already
 * covers: an idea is covered when at least half of its distinctive words (and at least one) are in the answer.
 */
function contextCovered(context: MarkingContext): { covered: string[]; uncovered: string[]; dated: boolean } {
  const text = context.setText;
  const answerStems = new Set(tokenise(context.input.answerText).map((token) => crudeStem(token.text.toLowerCase())));
  const has = (keys: readonly string[]) => keys.length > 0 && keys.filter((key) => answerStems.has(key)).length >= Math.max(1, Math.ceil(keys.length / 2));
  const ideas = (text?.ideas ?? "").split(/,\s*(?:and\s+)?|\s+and\s+(?=the\s|fears|beliefs|attitudes|what|how|who)/).map((idea) => idea.trim()).filter(Boolean);
  const covered = ideas.filter((idea) => has(contextKeys(idea)));
  const years = (text?.when ?? "").match(/\d{4}/g) ?? [];
  const dated = years.some((year) => answerStems.has(year)) || (text?.firstAudience ? has(contextKeys(text.firstAudience)) : false);
  return { covered, uncovered: ideas.filter((idea) => !covered.includes(idea)), dated };
}

/**
 * For an answer that already has the context the advice would name: the next step, making the context
 * explain why the writer wrote as they did, instead of asking again for the dates and ideas it has.
 */
function contextNextStep(context: MarkingContext, covered: readonly string[]): string {
  const text = context.setText;
  const writer = context.subject === "english-literature" && POETRY_KINDS.includes(context.kind) ? "each poet" : "the writer";
  const audience = text?.firstAudience ?? (COMPARING_KINDS.includes(context.kind) ? "each poem's first readers" : "the first audience or readers");
  const named = covered.length > 0 ? ` (you already mention ${covered.slice(0, 2).join(" and ")})` : "";
  return `make the context you use explain the writer's purpose${named}: say why ${writer} wanted ${audience} to see the characters and events this way, and tie it to a quotation each time`;
}

/** How the question's set text connects to its time: the context advice for Literature AO3. */
function contextAdvice(context: MarkingContext): string {
  const text = context.setText;
  if (text?.ideas) {
    const { covered, uncovered, dated } = contextCovered(context);
    // The answer has the dates and ideas the advice would name: advise the next step instead.
    if (covered.length >= 2 || (covered.length >= 1 && (dated || uncovered.length === 0))) return contextNextStep(context, covered);
  } else if (distinctTerms(context.features.contextMarkers).length >= 2 && context.features.knowledge.years.length > 0) {
    // No facts of our own about this text, but the answer already places it in its time.
    return contextNextStep(context, []);
  }
  if (COMPARING_KINDS.includes(context.kind) && !text) {
    return "link each poem to its context (when and why it was written, and how its first readers would have understood it), and compare how the two contexts shape the poets' ideas";
  }
  if (text?.when && text.firstAudience && text.ideas) {
    return `link your points to the context: ${text.title} ${text.when}, so explain how ${text.firstAudience} would have understood its ideas, for example ${text.ideas}`;
  }
  const readers = !text ? "audience or readers" : text.form === "prose" ? "readers" : "audiences";
  return text
    ? `link your points to the context of ${text.title}: when it was written and set, and how its first ${readers} would have understood its ideas`
    : `link your points to the context: when the text was written and set, and how its first ${readers} would have understood its ideas`;
}

/** Who the context observation asks the student to think about. */
function audienceOfTheTime(context: MarkingContext): string {
  const text = context.setText;
  if (text?.firstAudience) return text.firstAudience;
  if (!text) return "the audience or readers of the time";
  return text.form === "prose" ? "readers of the time" : "the audience of the time";
}

const POETRY_KINDS: readonly QuestionKind[] = ["poetry-comparison", "unseen-poem", "unseen-poetry-comparison"];

/** Methods worth naming for this kind of text, and who feels their effect. */
function methodsFor(context: MarkingContext): { methods: string; effectOn: string } {
  if (POETRY_KINDS.includes(context.kind)) return { methods: "imagery, form, rhyme, structure", effectOn: "the reader" };
  switch (context.setText?.form) {
    case "shakespeare":
      return { methods: "metaphor, imagery, soliloquy, structure", effectOn: "the audience" };
    case "modern-play":
      return { methods: "stage directions, dialogue, dramatic irony, structure", effectOn: "the audience" };
    case "prose":
      return { methods: "metaphor, imagery, narrative voice, structure", effectOn: "the reader" };
    default:
      return { methods: "metaphor, imagery, structure", effectOn: "the audience or reader" };
  }
}

/** A count target for this tariff, never below 1. */
function target(context: MarkingContext, forAnEssay: number): number {
  return Math.max(1, Math.round(forAnEssay * context.scale));
}

// ---------------------------------------------------------------------------------------------
// Components: one measured aspect of an objective
// ---------------------------------------------------------------------------------------------

interface Component {
  /** What was measured, for the rationale, e.g. "4 quotations, 3 embedded". */
  note: string;
  /** 0..1. */
  value: number;
  weight: number;
  /** Sentences that earned the credit (evidence). */
  sentences: number[];
  /** What the student did, in plain words after "You" (e.g. "support your points with quotations"). */
  praise?: string;
  /** For written accuracy: the aspect this measures, so the credit never praises what the advice asks to fix. */
  aspect?: AccuracyAspect;
}

/** Plain words for what each kind of hit shows, after "You". */
const PRAISE: Record<string, string> = {
  "subject terms": "name the writer's methods with subject terms",
  "analytical verbs": "explain meaning with words such as “suggests” and “reveals”",
  "argument and linking phrases": "link your ideas into an argument",
  "comments on words and effects": "comment on single words and their effect",
  "context references": "refer to the text's context",
  "comparison words": "compare as you go",
  inferences: "work out what the text suggests, not only what it says",
  "analytical and evaluative words": "explain and weigh up what you read",
  "evaluative judgements": "give your own judgements",
  "analytical verbs and terms": "analyse with precise terms",
  "shifts in time and place": "move the reader through time and place",
  "linking phrases": "link your ideas clearly",
  "descriptive techniques": "use descriptive techniques",
  "persuasive techniques": "use persuasive techniques",
  "explanation links": "explain how one thing led to another",
  "second-order concepts": "use historical ideas such as cause, change and significance",
  judgements: "reach judgements",
  "source-evaluation terms": "weigh up the sources, not only what they show",
  "interpretation terms": "work with the interpretations' views",
  "specialist terms": "use specialist terms",
};

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function saturate(count: number, goal: number): number {
  return goal <= 0 ? 1 : clamp01(count / goal);
}

function sentencesOf(hits: ReadonlyArray<{ sentence: number }>): number[] {
  return [...new Set(hits.map((hit) => hit.sentence).filter((index) => index >= 0))].sort((a, b) => a - b);
}

/** The distinct terms among hits, shown as the student wrote them ("soliloquy", not the stem "soliloqu"). */
function listTerms(hits: readonly TermHit[], max = 4): string {
  const shownByTerm = new Map<string, string>();
  for (const hit of hits) {
    const key = hit.term.toLowerCase();
    if (!shownByTerm.has(key)) shownByTerm.set(key, hit.text.replace(/\s+/g, " "));
  }
  const terms = [...shownByTerm.values()];
  const shown = terms.slice(0, max).join(", ");
  return terms.length > max ? `${shown}...` : shown;
}

function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count} ${count === 1 ? word : pluralWord}`;
}

function termsComponent(hits: readonly TermHit[], goal: number, weight: number, label: string): Component {
  const distinct = distinctTerms(hits).length;
  const note = distinct === 0 ? `${label}: none` : `${label}: ${distinct} (${listTerms(hits)})`;
  return { note, value: saturate(distinct, goal), weight, sentences: sentencesOf(hits), ...(PRAISE[label] ? { praise: PRAISE[label] } : {}) };
}

function relevanceComponent(context: MarkingContext, weight: number): Component {
  const { relevance } = context.features;
  const matched = relevance.matchedTerms.slice(0, 4).join(", ");
  const note =
    relevance.questionTerms.length === 0
      ? "relevance could not be measured from the question"
      : `uses ${relevance.matchedTerms.length} of the question's ${relevance.questionTerms.length} key words${matched ? ` (${matched})` : ""}`;
  const onTopic = context.features.sentences.filter((sentence) => sentenceMentions(context, sentence)).map((s) => s.index);
  return { note, value: relevance.score, weight, sentences: onTopic.slice(0, 4), praise: "keep to the question" };
}

/** A sentence on the question: it uses the question's words or, in History, names a fact of the question's topic. */
/**
 * Per marking, built once: the question's terms and the sentences with an item that names a fact of the topic.
 * Looked up per sentence, they made a long answer cost sentences x items (10,000 one-line sentences, 0.75 s).
 */
const mentionLookups = new WeakMap<MarkingContext, { terms: Set<string>; factSentences: Set<number> }>();

function mentionLookupsFor(context: MarkingContext) {
  let lookups = mentionLookups.get(context);
  if (!lookups) {
    const factSentences = new Set(context.features.items.filter((item) => item.topicFacts.length > 0).map((item) => item.sentence));
    lookups = { terms: new Set(context.features.relevance.questionTerms), factSentences };
    mentionLookups.set(context, lookups);
  }
  return lookups;
}

function sentenceMentions(context: MarkingContext, sentence: Sentence): boolean {
  const { terms, factSentences } = mentionLookupsFor(context);
  if (tokenise(sentence.text).some((token) => terms.has(crudeStem(token.text)))) return true;
  return context.subject === "history" && factSentences.has(sentence.index);
}

function quotationsComponent(context: MarkingContext, goal: number, weight: number, fromSourceOnly = false): Component {
  const all = context.features.quotations;
  const quotations = fromSourceOnly ? all.filter((quotation) => quotation.inSource !== false) : all;
  const embedded = quotations.filter((quotation) => quotation.embedded).length;
  const note =
    quotations.length === 0 ? "no quotations" : `${plural(quotations.length, "quotation")}, ${embedded} embedded`;
  return { note, value: saturate(quotations.length, goal), weight, sentences: sentencesOf(quotations), praise: "support your points with quotations" };
}

function embeddingComponent(context: MarkingContext, weight: number): Component {
  const { quotations } = context.features;
  const embedded = quotations.filter((quotation) => quotation.embedded);
  const share = quotations.length === 0 ? 0 : embedded.length / quotations.length;
  const note = quotations.length === 0 ? "nothing quoted to embed" : `${Math.round(share * 100)}% of quotations embedded in your own sentences`;
  // Embedding one quotation is a start; the credit grows with the share and the number embedded.
  return { note, value: share * saturate(embedded.length, 2), weight, sentences: sentencesOf(embedded), praise: "build quotations into your own sentences" };
}

function analysedQuotationsComponent(context: MarkingContext, goal: number, weight: number): Component {
  const analysed = context.features.quotations.filter((quotation) => quotation.analysed);
  const note = `${plural(analysed.length, "quotation")} followed by analysis`;
  return { note, value: saturate(analysed.length, goal), weight, sentences: sentencesOf(analysed), praise: "explain the quotations you use" };
}

function paragraphsComponent(context: MarkingContext, goal: number, weight: number): Component {
  const { paragraphs } = context.features;
  // A paragraph of one short sentence is not developed: count paragraphs of 30+ words.
  const developed = paragraphs.filter((paragraph) => paragraph.wordCount >= 30).length;
  return {
    note: `${plural(paragraphs.length, "paragraph")} (${developed} developed)`,
    value: saturate(developed, goal),
    weight,
    sentences: [],
    // Praised only for more than one: a single paragraph, however long, is not an answer organised in paragraphs.
    ...(developed >= 2 ? { praise: "organise your answer in developed paragraphs" } : {}),
  };
}

function knowledgeHits(context: MarkingContext): TermHit[] {
  const { years, statistics, namedEntities } = context.features.knowledge;
  return [...years, ...statistics, ...namedEntities].sort((a, b) => a.index - b.index);
}

function knowledgeComponent(context: MarkingContext, goal: number, weight: number): Component {
  const hits = knowledgeHits(context);
  const distinct = distinctTerms(hits).length;
  const note = distinct === 0 ? "no dates, names or figures" : `specific details: ${distinct} (${listTerms(hits)})`;
  // Praised only for details of the answer's own, two or more: a year repeated from the question ("in 1923") is not
  // knowledge the answer brings.
  const question = context.input.questionText.toLowerCase();
  const own = distinctTerms(hits).filter((term) => !question.includes(term));
  return {
    note,
    value: saturate(distinct, goal),
    weight,
    sentences: sentencesOf(hits),
    ...(own.length >= 2 ? { praise: "include specific dates, names and figures" } : {}),
  };
}

function contextComponent(context: MarkingContext, goal: number, weight: number): Component {
  const hits = [...context.features.contextMarkers, ...context.features.knowledge.years];
  return termsComponent(hits, goal, weight, "context references");
}

/**
 * Context that does work: a sentence with a context reference that also explains (an analytical or
 * causal link) or ties it to the text through the question's own words.
 */
function linkedContextComponent(context: MarkingContext, goal: number, weight: number): Component {
  const { contextMarkers, analyticalVerbs, readerEffect, causal, sentences } = context.features;
  const explaining = new Set(sentencesOf([...analyticalVerbs, ...readerEffect, ...causal]));
  const linked = sentencesOf(contextMarkers).filter((index) => {
    const sentence = sentences[index];
    return explaining.has(index) || (sentence !== undefined && sentenceMentions(context, sentence));
  });
  return {
    note: `${plural(linked.length, "sentence")} tying context to meaning`,
    value: saturate(linked.length, goal),
    weight,
    sentences: linked,
    praise: "tie the context to what the text means",
  };
}

// Written accuracy ---------------------------------------------------------------------------

function spellingComponent(context: MarkingContext, weight: number): Component {
  const { spelling } = context.features;
  if (!spelling.available) return { note: "spelling not checked", value: 0.6, weight, sentences: [] };
  // 0 errors per 100 words earns full credit; 4 or more per 100 earns none.
  const value = spelling.checked === 0 ? 0 : clamp01(1 - spelling.errorRate / 4);
  const note = `${plural(spelling.misspelt.length, "spelling error")} in ${spelling.checked} words checked`;
  const praise = spelling.misspelt.length === 0 ? "spell accurately" : "spell most words correctly";
  return { note, value, weight, sentences: sentencesOf(spelling.misspelt), praise, aspect: "spelling" };
}

/**
 * The answer's title, when its first line is one: a short line of its own, title-cased, not ended by a
 * full stop ("Caged for Our Entertainment", "Are Zoos Really Cruel?"), as a newspaper article or speech
 * opens. The feedback does not treat it as a faulty or vague sentence (the marks' measures are unchanged).
 */
function titleSentence(context: MarkingContext): number | undefined {
  const [first, second] = context.features.sentences;
  if (!first || !second || second.paragraph === first.paragraph) return undefined;
  const text = first.text.trim();
  if (first.wordCount > 15 || /\.$/.test(text) || text.includes("\n")) return undefined;
  const words = text.replace(/[?!:]+/g, " ").replace(/["“”‘’']/g, "").trim();
  return titleCased(words) ? first.index : undefined;
}

/** The answer's sentences without its title: where sentence-level comments may point. */
function notTitle(context: MarkingContext): (index: number) => boolean {
  const title = titleSentence(context);
  return (index) => index !== title;
}

/** Sentences with a demarcation or grammar slip, as the feedback reads them (a title is not a faulty sentence). */
function faultySentences(context: MarkingContext): Set<number> {
  const { sentenceStats, grammarSlips } = context.features;
  return new Set(
    [...sentenceStats.noCapitalStart, ...sentenceStats.missingEndPunctuation, ...sentenceStats.runOns, ...sentencesOf(grammarSlips)].filter(notTitle(context)),
  );
}

function sentenceControlComponent(context: MarkingContext, weight: number): Component {
  const { sentences } = context.features;
  const faulty = faultySentences(context);
  const share = sentences.length === 0 ? 1 : faulty.size / sentences.length;
  const note = `${plural(faulty.size, "sentence")} with a demarcation or grammar slip out of ${sentences.length}`;
  // A quotation run straight into "this shows..." is two sentences run together that the count above cannot see:
  // the value stands (the marks are frozen), but the answer is not told it ends its sentences correctly.
  const runTogether = context.features.quotations.some((quotation) => runsIntoComment(context, quotation));
  return {
    note,
    value: sentences.length === 0 ? 0 : clamp01(1 - share * 2.5),
    weight,
    sentences: [...faulty].sort((a, b) => a - b),
    // Nor while any sentence has a slip the feedback names ("needs a capital letter"): the page would contradict itself.
    praise: runTogether || faulty.size > 0 ? undefined : "start and end your sentences correctly",
    aspect: "sentences",
  };
}

function punctuationComponent(context: MarkingContext, weight: number): Component {
  const range = context.features.sentenceStats.punctuationRange;
  return { note: `${range} kinds of punctuation`, value: saturate(range - 1, 4), weight, sentences: controlledSentences(context).slice(0, 3), praise: "use a range of punctuation", aspect: "punctuation" };
}

/** Long sentences with internal punctuation and no slip: evidence of control, longest first. */
function controlledSentences(context: MarkingContext): number[] {
  const f = context.features;
  const faulty = new Set([
    ...f.sentenceStats.noCapitalStart,
    ...f.sentenceStats.missingEndPunctuation,
    ...f.sentenceStats.runOns,
    ...sentencesOf(f.spelling.misspelt),
    ...sentencesOf(f.grammarSlips),
  ]);
  return f.sentences
    .filter((sentence) => !faulty.has(sentence.index) && sentence.wordCount >= 12 && /[,;:—–]/.test(sentence.text))
    .sort((a, b) => b.wordCount - a.wordCount || a.index - b.index)
    .map((sentence) => sentence.index);
}

function vocabularyComponent(context: MarkingContext, weight: number): Component {
  const { typeTokenRatio, longWordShare } = context.features.vocabulary;
  // A moving type-token ratio of 0.6 is repetitive, 0.8 is varied; 12% long words is ambitious for 15-year-olds.
  const range = clamp01((typeTokenRatio - 0.6) / 0.2);
  const ambition = saturate(longWordShare, 0.12);
  return {
    note: `vocabulary range ${typeTokenRatio.toFixed(2)}, ${Math.round(longWordShare * 100)}% long words`,
    value: 0.6 * range + 0.4 * ambition,
    weight,
    sentences: [],
    praise: "choose varied, ambitious words",
    aspect: "vocabulary",
  };
}

function varietyComponent(context: MarkingContext, weight: number): Component {
  const { variety, shortCount, openerVariety, count } = context.features.sentenceStats;
  const value = count < 3 ? 0 : 0.5 * saturate(variety, 0.55) + 0.25 * (shortCount > 0 ? 1 : 0) + 0.25 * clamp01(openerVariety / 0.6);
  const short = context.features.sentences.filter((sentence) => sentence.wordCount <= 7).map((sentence) => sentence.index);
  return { note: `sentence-length variety ${variety.toFixed(2)}, ${plural(shortCount, "short sentence")}`, value, weight, sentences: short.slice(0, 3), praise: "vary the length of your sentences" };
}

function accuracyComponents(context: MarkingContext, varietyWeight: number): Component[] {
  return [
    spellingComponent(context, 0.4),
    sentenceControlComponent(context, 0.3),
    punctuationComponent(context, 0.1),
    vocabularyComponent(context, 0.1),
    varietyComponent(context, varietyWeight),
  ];
}

// Retrieval ----------------------------------------------------------------------------------

/** Point-marked retrieval: each separate item (line or sentence) that draws on the source is a point. */
function retrievalComponent(context: MarkingContext, marks: number): Component {
  const text = context.input.answerText;
  const source = context.input.sourceText ? ` ${normaliseForMatch(context.input.sourceText)} ` : null;
  const items = [...text.matchAll(/[^\n.;•]+/g)].filter((match) => tokenise(match[0]).length >= 2);
  const points = items.filter((match) => {
    if (!source) return true;
    const words = normaliseForMatch(match[0]).split(" ").filter((word) => word.length > 3);
    return words.some((word) => source.includes(` ${word} `));
  });
  const sentences = [...new Set(points.map((match) => sentenceAt(context.features.sentences, match.index)))].filter((i) => i >= 0);
  return {
    note: `${plural(points.length, "separate point")} drawn from the source`,
    value: saturate(points.length, marks),
    weight: 1,
    sentences,
    praise: "make separate points",
  };
}

// ---------------------------------------------------------------------------------------------
// Which components make up each objective, per subject
// ---------------------------------------------------------------------------------------------

const COMPARING_KINDS: readonly QuestionKind[] = ["poetry-comparison", "unseen-poetry-comparison", "comparison"];

/** In comparison questions, comparing throughout earns credit alongside the usual features. */
function withComparison(context: MarkingContext, components: Component[]): Component[] {
  if (!COMPARING_KINDS.includes(context.kind)) return components;
  return [...components, termsComponent(context.features.comparison, target(context, 4), 0.25, "comparison words")];
}

function literatureComponents(context: MarkingContext, code: ObjectiveCode): Component[] {
  const f = context.features;
  const t = (count: number) => target(context, count);
  switch (code) {
    case "AO1":
      return withComparison(context, [
        relevanceComponent(context, 0.3),
        quotationsComponent(context, t(5), 0.2),
        embeddingComponent(context, 0.15),
        termsComponent([...f.judgement, ...f.linking], t(5), 0.2, "argument and linking phrases"),
        paragraphsComponent(context, t(4), 0.15),
      ]);
    case "AO2":
      return withComparison(context, [
        termsComponent(f.terminology.literature, t(5), 0.3, "subject terms"),
        termsComponent(f.analyticalVerbs, t(5), 0.25, "analytical verbs"),
        analysedQuotationsComponent(context, t(4), 0.25),
        termsComponent([...f.wordFocus, ...f.readerEffect], t(3), 0.2, "comments on words and effects"),
      ]);
    case "AO3":
      return [contextComponent(context, t(4), 0.65), linkedContextComponent(context, t(2), 0.35)];
    case "AO4":
      return accuracyComponents(context, 0.1);
    default:
      return genericComponents(context);
  }
}

function languageComponents(context: MarkingContext, code: ObjectiveCode, marks: number): Component[] {
  const f = context.features;
  const t = (count: number) => target(context, count);
  const analysisTerms = context.kind === "structure-analysis" ? f.terminology.structure : [...f.terminology.language, ...f.terminology.literature];
  switch (code) {
    case "AO1":
      if (context.kind === "retrieval") return [retrievalComponent(context, marks)];
      return [
        quotationsComponent(context, t(4), 0.3, true),
        termsComponent(f.inference, t(3), 0.3, "inferences"),
        COMPARING_KINDS.includes(context.kind) || context.kind === "summary"
          ? termsComponent(f.comparison, t(3), 0.2, "comparison words")
          : termsComponent([...f.judgement, ...f.analyticalVerbs], t(3), 0.2, "analytical and evaluative words"),
        relevanceComponent(context, 0.2),
      ];
    case "AO2":
      return [
        termsComponent(analysisTerms, t(4), 0.3, "subject terms"),
        termsComponent(f.analyticalVerbs, t(4), 0.2, "analytical verbs"),
        analysedQuotationsComponent(context, t(4), 0.25),
        termsComponent([...f.wordFocus, ...f.readerEffect], t(3), 0.25, "comments on words and effects"),
      ];
    case "AO3":
      return [
        termsComponent(f.comparison, t(4), 0.35, "comparison words"),
        quotationsComponent(context, t(4), 0.2, true),
        termsComponent([...f.analyticalVerbs, ...f.inference], t(4), 0.25, "analytical verbs"),
        relevanceComponent(context, 0.2),
      ];
    case "AO4":
      return [
        termsComponent(f.judgement, t(3), 0.25, "evaluative judgements"),
        analysedQuotationsComponent(context, t(4), 0.25),
        termsComponent([...f.analyticalVerbs, ...analysisTerms], t(5), 0.25, "analytical verbs and terms"),
        relevanceComponent(context, 0.25),
      ];
    case "AO5":
      return writingComponents(context);
    case "AO6":
      return accuracyComponents(context, 0.2);
    default:
      return genericComponents(context);
  }
}

/** AO5: organisation, vocabulary, sentence craft and the techniques the form calls for. */
function writingComponents(context: MarkingContext): Component[] {
  const f = context.features;
  const t = (count: number) => target(context, count);
  const creative = context.kind === "creative-writing";
  const rhetoric = [...f.terminology.language, ...f.judgement, ...rhetoricalQuestions(context)];
  return [
    paragraphsComponent(context, t(5), 0.2),
    creative
      ? termsComponent([...f.narrativeLinks, ...f.linking], t(4), 0.1, "shifts in time and place")
      : termsComponent(f.linking, t(4), 0.1, "linking phrases"),
    vocabularyComponent(context, 0.2),
    varietyComponent(context, 0.2),
    creative
      ? termsComponent([...f.descriptive, ...f.terminology.literature], t(8), 0.2, "descriptive techniques")
      : termsComponent(rhetoric, t(5), 0.2, "persuasive techniques"),
    relevanceComponent(context, 0.1),
  ];
}

function rhetoricalQuestions(context: MarkingContext): TermHit[] {
  return context.features.sentences
    .filter((sentence) => sentence.text.trimEnd().endsWith("?"))
    .map((sentence) => ({ term: "rhetorical question", text: sentence.text, index: sentence.start, sentence: sentence.index }));
}

function historyComponents(context: MarkingContext, code: ObjectiveCode): Component[] {
  const f = context.features;
  const t = (count: number) => target(context, count);
  const weighsFactors = ["essay", "explain", "significance", "interpretation-evaluation", "source-utility"].includes(context.kind);
  switch (code) {
    case "AO1":
      return [
        knowledgeComponent(context, t(8), 0.45),
        relevanceComponent(context, 0.3),
        specificSentencesComponent(context, 0.15),
        paragraphsComponent(context, t(4), 0.1),
      ];
    case "AO2":
      return [
        termsComponent(f.causal, t(6), 0.35, "explanation links"),
        termsComponent(f.terminology.history, t(4), 0.2, "second-order concepts"),
        termsComponent(f.judgement, weighsFactors ? t(3) : 1, 0.2, "judgements"),
        sourceOrLinkingComponent(context, t(4), 0.15),
        paragraphsComponent(context, t(4), 0.1),
      ];
    case "AO3":
      return [
        termsComponent(f.sourceAnalysis, t(6), 0.35, "source-evaluation terms"),
        quotationsComponent(context, t(3), 0.2, true),
        termsComponent(f.inference, t(2), 0.15, "inferences"),
        knowledgeComponent(context, t(4), 0.15),
        termsComponent(f.judgement, t(2), 0.15, "judgements"),
      ];
    case "AO4":
      return [
        termsComponent(f.interpretation, t(5), 0.35, "interpretation terms"),
        quotationsComponent(context, t(2), 0.2, true),
        knowledgeComponent(context, t(4), 0.2),
        termsComponent(f.judgement, t(2), 0.25, "judgements"),
      ];
    case "SPaG": {
      const components = accuracyComponents(context, 0.1);
      return [...components, termsComponent(f.terminology.history, t(3), 0.1, "specialist terms")];
    }
    default:
      return genericComponents(context);
  }
}

/** Source and interpretation questions marked on AO1/AO2 reward evaluating the material; others reward linking. */
function sourceOrLinkingComponent(context: MarkingContext, goal: number, weight: number): Component {
  const f = context.features;
  if (context.kind === "source-analysis" || context.kind === "source-utility") {
    return termsComponent(f.sourceAnalysis, goal, weight, "source-evaluation terms");
  }
  if (context.kind === "interpretation-difference" || context.kind === "interpretation-evaluation") {
    return termsComponent(f.interpretation, goal, weight, "interpretation terms");
  }
  return termsComponent(f.linking, goal, weight, "linking phrases");
}

/** Share of sentences that carry a date, name or figure: knowledge spread through the answer, not in one list. */
function specificSentencesComponent(context: MarkingContext, weight: number): Component {
  const withDetail = sentencesOf(knowledgeHits(context));
  const count = context.features.sentences.length;
  const share = count === 0 ? 0 : withDetail.length / count;
  return { note: `${Math.round(share * 100)}% of sentences carry a specific detail`, value: saturate(share, 0.4), weight, sentences: withDetail, praise: "back up your claims with specific details" };
}

/** For an objective this subject does not usually have: relevance, evidence and analysis in equal parts. */
function genericComponents(context: MarkingContext): Component[] {
  const f = context.features;
  return [
    relevanceComponent(context, 0.3),
    quotationsComponent(context, target(context, 3), 0.2),
    termsComponent(f.analyticalVerbs, target(context, 4), 0.25, "analytical verbs"),
    paragraphsComponent(context, target(context, 4), 0.25),
  ];
}

function componentsFor(context: MarkingContext, code: ObjectiveCode, marks: number): Component[] {
  if (context.subject === "english-literature") return literatureComponents(context, code);
  if (context.subject === "english-language") return languageComponents(context, code, marks);
  return historyComponents(context, code);
}

// ---------------------------------------------------------------------------------------------
// From components to marks
// ---------------------------------------------------------------------------------------------

interface ObjectiveScore {
  code: ObjectiveCode;
  max: number;
  marks: number;
  /** The marks shown as a share of the objective's maximum. */
  fraction: number;
  /** Standard deviations from the typical answer (score-answer.ts). */
  standing: number;
  /** What the answer shows for this objective: used to choose evidence and feedback, not the marks. */
  components: Component[];
  accuracy: boolean;
}

/** The objective that is written accuracy in this subject (Literature AO4, Language AO6, History SPaG). */
export function isAccuracyObjective(subject: SubjectId, code: ObjectiveCode): boolean {
  return (
    (subject === "english-literature" && code === "AO4") ||
    (subject === "english-language" && code === "AO6") ||
    code === "SPaG"
  );
}

function scoreAll(context: MarkingContext, profile: QuestionProfile | null): ObjectiveScore[] {
  const scored = scoreObjectives({
    subject: context.subject,
    questionType: context.questionType,
    features: context.features,
    measures: context.measures,
    profile,
    wrongText: context.wrongText !== null,
    ...(context.parts ? { partsShare: context.parts.found / context.parts.asked } : {}),
    ...(context.noMethods ? { ceiling: context.noMethods.maxMarks / (context.questionType.marks - context.questionType.accuracyMarks) } : {}),
  });
  return scored.map((item) => {
    const accuracy = isAccuracyObjective(context.subject, item.code);
    return {
      code: item.code,
      max: item.max,
      marks: item.marks,
      // The marks shown decide which objective is strongest: the share of its marks the answer earned.
      fraction: item.max === 0 ? 0 : item.marks / item.max,
      standing: item.standing,
      components: componentsFor(context, item.code, item.max),
      accuracy,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Quoting the answer
// ---------------------------------------------------------------------------------------------

const MAX_QUOTED_WORDS = 20;
/** The longest quote an annotation may have (the proposal schema's limit). */
const MAX_QUOTE_CHARS = 400;

/**
 * Words a phrase does not end on: articles, prepositions, conjunctions, pronouns, auxiliaries and
 * intensifiers, which lead into the word they belong to ("then you were a", "sees herself as").
 */
const LEADS_ON = new Set([
  "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their", "some", "any",
  "each", "every", "no", "of", "to", "in", "on", "at", "by", "for", "with", "from", "into", "onto", "upon", "about",
  "as", "than", "like", "through", "towards", "between", "against", "without", "within", "during", "after", "before",
  "and", "but", "or", "nor", "so", "yet", "because", "although", "though", "while", "whereas", "if", "when", "where",
  "which", "who", "whom", "whose", "how", "why", "what", "i", "you", "he", "she", "it", "we", "they", "him", "them",
  "us", "me", "himself", "herself", "itself", "themselves", "myself", "yourself", "is", "are", "was", "were", "be",
  "been", "being", "am", "has", "have", "had", "do", "does", "did", "will", "would", "shall", "should", "can",
  "could", "may", "might", "must", "not", "very", "more", "most", "less", "too", "quite", "rather", "really", "then",
  "also", "even", "just", "such",
]);

/** Closing quotation marks and brackets that belong to the word before them. */
const CLOSERS = /^[”’"')\]]+/;

/**
 * Whether a quotation is still open at an offset of a sentence: “ ” and " pair up; ‘ and a ' before a word
 * open a single-quoted one, which a ’ or ' after a word closes (one between letters is an apostrophe, and a
 * closing one with nothing open is a plural's possessive: "the witches’ prophecy").
 */
function quotationOpenAt(text: string, offset: number): boolean {
  let double = false;
  let single = 0;
  const letter = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
  for (let i = 0; i < offset; i++) {
    const char = text[i];
    if (char === "“") double = true;
    else if (char === "”") double = false;
    else if (char === '"') double = !double;
    else if (char === "‘" || (char === "'" && !letter(text[i - 1]) && letter(text[i + 1]))) single += 1;
    else if ((char === "’" || char === "'") && !letter(text[i + 1]) && single > 0) single -= 1;
  }
  return double || single > 0;
}

/**
 * The start of a sentence, copied exactly from the answer (an exact substring): the whole sentence when it
 * has at most `maxWords` words and 400 characters, else its first words up to where a phrase ends, so that a
 * quote never stops mid-phrase ("then you were a", "sees herself as") or inside a quotation. The end is the
 * last clause break (a comma, semicolon, colon, dash or bracket, or a quotation's closing mark) in the
 * second half of the words allowed; failing that, the last word there that is not a word leading into the
 * next (LEADS_ON) and not inside a quotation; failing that (a long quotation), such a word inside it;
 * failing that, the last word allowed.
 */
function exactExcerpt(sentence: Pick<Sentence, "text">, maxWords = MAX_QUOTED_WORDS): string {
  const text = sentence.text;
  const tokens = tokenise(text);
  if (tokens.length <= maxWords && text.length <= MAX_QUOTE_CHARS) return text;
  // Only the words that fit are looked at (a sentence may run to thousands of words).
  const fitting = tokens.slice(0, Math.min(maxWords, tokens.length)).filter((token) => token.index < MAX_QUOTE_CHARS);
  const ends = fitting.map((token, i) => {
    const next = tokens[i + 1];
    const wordEnd = token.index + token.text.length;
    const closers = CLOSERS.exec(text.slice(wordEnd, next?.index ?? text.length))?.[0] ?? "";
    const end = next ? wordEnd + closers.length : text.trimEnd().length;
    const gap = text.slice(end, next?.index ?? text.length);
    const closesQuotation = closers !== "" && quotationOpenAt(text, wordEnd) && !quotationOpenAt(text, end);
    return {
      end,
      // The next word starts after a space: not inside "self-destructive" or "1,000".
      breaks: next === undefined || /\s/.test(gap),
      clause: next === undefined || closesQuotation || /[)\]]/.test(closers) || /[,;:()\u2013\u2014]|\s-\s/.test(gap),
      // A plural's possessive ("the witches’") leads into its noun too.
      leadsOn: LEADS_ON.has(token.text.toLowerCase()) || (/^['’]/.test(closers) && !closesQuotation),
    };
  });
  const allowed = ends.filter((candidate) => candidate.end <= MAX_QUOTE_CHARS);
  const wordEnds = allowed.slice(Math.ceil(allowed.length / 2)).filter((candidate) => candidate.breaks && !candidate.leadsOn);
  const sensible = wordEnds.filter((candidate) => !quotationOpenAt(text, candidate.end));
  const chosen = sensible.findLast((candidate) => candidate.clause) ?? sensible.at(-1) ?? wordEnds.at(-1) ?? allowed.at(-1);
  return text.slice(0, chosen?.end ?? Math.min(text.length, MAX_QUOTE_CHARS)).trimEnd();
}

/**
 * The passage an annotation highlights: the whole sentence it comments on (whatever in it the comment is
 * about: a quotation, a term, a run-on's length, a missing full stop), or, past the schema's 400
 * characters, its start up to where a phrase ends.
 */
function annotatedPassage(sentence: Pick<Sentence, "text">): string {
  return exactExcerpt(sentence, Number.POSITIVE_INFINITY);
}

/** The sentence as shown in feedback: typographic quotation marks, "..." when trimmed. */
function named(sentence: Pick<Sentence, "text">): string {
  const excerpt = exactExcerpt(sentence);
  return `“${excerpt}${excerpt.length < sentence.text.length ? "..." : ""}”`;
}

/**
 * The sentence named as `named` does, or, when that excerpt stops before the word, the words around it ("...in his
 * old duffel coat and..."): a spelling note quoted a sentence cut off before the word it asked about (a review).
 */
function namedAround(sentence: Pick<Sentence, "text">, word: string): string {
  const excerpt = exactExcerpt(sentence);
  const tokens = tokenise(sentence.text);
  const at = tokens.findIndex((token) => token.text === word);
  if (at < 0 || tokens[at]!.index + word.length <= excerpt.length) return named(sentence);
  const first = Math.max(0, at - 5);
  const last = Math.min(tokens.length - 1, at + 5);
  const from = tokens[first]!.index;
  const to = tokens[last]!.index + tokens[last]!.text.length;
  return `“${first > 0 ? "..." : ""}${sentence.text.slice(from, to)}${last < tokens.length - 1 ? "..." : ""}”`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3).trimEnd()}...`;
}

// ---------------------------------------------------------------------------------------------
// Rationale and evidence per objective
// ---------------------------------------------------------------------------------------------

/** Where the marks for written accuracy sit on the board's accuracy grid. */
function descriptorFor(context: MarkingContext, score: ObjectiveScore): string {
  const grid = accuracyLevelsFor(context.subject, context.input.boardId, score.max);
  const band = grid ? bandFor(grid, score.marks) : null;
  if (band) return `closest to "${band.descriptor}"`;
  return score.marks === 0 ? "below the threshold for accuracy marks" : "";
}

/**
 * What the answer does well for this objective, in plain words, from its best component. For written
 * accuracy, never an aspect the advice asks to improve ("You spell accurately" with "check your spelling").
 */
function creditFor(context: MarkingContext, score: ObjectiveScore): string | null {
  const advised = new Set(score.accuracy ? accuracyShortfalls(context) : []);
  const best = [...score.components]
    .filter((component) => component.value >= 0.5 && component.praise && !(component.aspect && advised.has(component.aspect)))
    .sort((x, y) => y.value * y.weight - x.value * x.weight)[0];
  return best?.praise ?? null;
}

/** The question's content words as the question writes them, in its order, one for each stem. */
function questionWords(context: MarkingContext): string[] {
  const terms = new Set(context.features.relevance.questionTerms);
  const seen = new Set<string>();
  const words: string[] = [];
  for (const token of tokenise(context.input.questionText)) {
    const stem = crudeStem(token.text);
    if (!terms.has(stem) || seen.has(stem)) continue;
    seen.add(stem);
    words.push(token.text);
  }
  return words;
}

/**
 * The question's words the answer uses in no form at all: "missiles" uses "Missile" and "Cuba" uses
 * "Cuban", so the feedback never tells a student to use a word they did use.
 */
function unusedQuestionWords(context: MarkingContext): string[] {
  const answerWords = [...new Set(tokenise(context.input.answerText).map((token) => token.text.toLowerCase().replace(/’/g, "'")))];
  const uses = (word: string) => {
    const wanted = word.toLowerCase().replace(/’/g, "'");
    return answerWords.some(
      (own) =>
        own.startsWith(wanted) ||
        (own.length >= 4 && wanted.startsWith(own) && wanted.length - own.length <= 3) ||
        crudeStem(own) === crudeStem(wanted),
    );
  };
  return questionWords(context).filter((word) => !uses(word));
}

/** Why an answer that does not read as answering the question earns few marks, and what to change. */
function offQuestionNote(context: MarkingContext): string {
  const unused = unusedQuestionWords(context).slice(0, 3);
  if (unused.length === 0) return "Few of your sentences answer the question directly, which holds these marks down.";
  return `Your answer does not use the question's own words (${unused.map((word) => `“${word}”`).join(", ")}), so it is not clear how your points answer it, which holds these marks down.`;
}

function rationaleFor(context: MarkingContext, score: ObjectiveScore, scores: readonly ObjectiveScore[]): string {
  if (context.pointMarked && context.points) return pointRationale(context, score);
  const parts = [`You earned ${score.marks} of ${score.max} marks for ${score.code}.`];
  // The level is the whole answer's (shown in the headline); only written accuracy has a grid of its own.
  const descriptor = score.accuracy ? descriptorFor(context, score) : "";
  if (descriptor) parts.push(`Your writing is ${descriptor}.`);
  const heldDown: string[] = [];
  if (!score.accuracy && context.kind !== "retrieval" && context.features.ownWordCount < context.expectedWords * 0.6 && context.features.ownWordCount >= 5) {
    // The typical length is given once, in the suggestions; here only that length holds the marks down.
    const first = context.questionType.objectives.find((share) => !isAccuracyObjective(context.subject, share.code))?.code;
    heldDown.push(
      score.code === first
        ? `You wrote ${context.features.ownWordCount} words of your own, which is short for this question, so develop your points further.`
        : `As with ${first}, the answer's length holds these marks down.`,
    );
  }
  if (context.kind !== "creative-writing" && context.relevance < 0.3 && context.features.ownWordCount >= 5) {
    heldDown.push(offQuestionNote(context));
  }
  if (!score.accuracy && context.noMethods && context.features.ownWordCount >= 5) heldDown.push(noMethodsMessage(context.noMethods));
  if (!score.accuracy && context.parts && partsMissing(context) && context.features.ownWordCount >= 5) {
    const first = context.questionType.objectives.find((share) => !isAccuracyObjective(context.subject, share.code))?.code;
    const { found, asked, noun } = context.parts;
    const giving = `giving ${numberWord(found)} ${found === 1 ? noun : `${noun}s`} of the ${numberWord(asked)} asked for`;
    heldDown.push(
      score.code === first
        ? missingPartsMessage(context.parts)
        : heldDown.length > 0
          ? `So does ${giving}.`
          : `As with ${first}, ${giving} holds these marks down.`,
    );
  }
  // With no marks for this objective, what the answer does well is said only beside the reason it earns nothing
  // yet, and never when the whole answer earns nothing (the page then says there is no creditworthy material).
  const credit = creditFor(context, score);
  if (credit && earnedAny(scores) && (score.marks > 0 || heldDown.length > 0)) parts.push(`You ${credit}.`);
  parts.push(...heldDown);
  const padding = context.features.sentenceStats.duplicateShare + context.features.relevance.copiedShare;
  if (padding > 0) parts.push("Sentences you repeated, or copied from the source without quotation marks, earn nothing.");
  if (score.marks < score.max) parts.push(`Next time: ${adviceFor(context, score.code)}.`);
  return clip(parts.join(" "), 1_500);
}

function evidenceFor(context: MarkingContext, score: ObjectiveScore): string[] {
  if (context.pointMarked && context.points) {
    // The points that earned the marks, in the answer's order.
    const items = [...new Set(context.points.credited.map((credit) => credit.item))].slice(0, 4);
    return score.marks === 0 ? [] : items.map((index) => context.features.items[index]).filter((item) => item !== undefined).map((item) => exactExcerpt(item));
  }
  const ranked = [...score.components].filter((component) => component.value > 0).sort((a, b) => b.value * b.weight - a.value * a.weight);
  const chosen: number[] = [];
  for (const component of ranked) {
    for (const index of component.sentences) {
      if (!chosen.includes(index)) chosen.push(index);
      if (chosen.length >= 4) break;
    }
    if (chosen.length >= 4) break;
  }
  return chosen
    .sort((a, b) => a - b)
    .map((index) => context.features.sentences[index])
    .filter((sentence): sentence is Sentence => sentence !== undefined)
    .map((sentence) => exactExcerpt(sentence));
}

function objectiveProposal(context: MarkingContext, score: ObjectiveScore, scores: readonly ObjectiveScore[]): ObjectiveProposal {
  // An answer on another set text is told that, under every objective: nothing of it is evidence for this question.
  if (context.wrongText) return { code: score.code, marks: score.marks, rationale: wrongTextMessage(context.wrongText), evidence: [] };
  return { code: score.code, marks: score.marks, rationale: rationaleFor(context, score, scores), evidence: evidenceFor(context, score) };
}

/** What an answer about another set text is told (WRONG_SET_TEXT), in place of any other feedback. */
export function wrongTextMessage(wrong: { asked: SetTextContext; written: SetTextContext }): string {
  return `Your answer is about ${wrong.written.title}, but this question is about ${wrong.asked.title}, so it earns no marks here. Write about ${wrong.asked.title}, then mark it again.`;
}

/** Whether the answer earned any mark at all. */
function earnedAny(scores: readonly ObjectiveScore[]): boolean {
  return scores.some((score) => score.marks > 0);
}

// Point-marked questions ---------------------------------------------------------------------

/** What one point of this question is called: a point, a feature, an inference. */
/** The noun with "a" or "an" before it: "an inference", "a feature". */
function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

function pointNoun(context: MarkingContext): string {
  if (context.points?.structure !== "feature-detail") return "point";
  if (context.kind === "source-analysis") return "inference";
  return "feature";
}

function hasSource(context: MarkingContext): boolean {
  return context.input.sourceText !== null && context.input.sourceText.trim() !== "";
}

/** A retrieval question with its source: every point is to be taken from the source. */
function pointsFromSource(context: MarkingContext): boolean {
  return context.kind === "retrieval" && hasSource(context);
}

/** What a detail supporting one point is, for this question. */
function detailHint(context: MarkingContext): string {
  if (context.kind === "source-analysis") return "a detail from the source that shows it";
  if (context.kind === "interpretation-evaluation") return "a detail from the interpretation that shows it";
  return "what happened, who was involved, or when";
}

function featuresCredited(points: PointCount): number {
  return points.credited.filter((credit) => credit.kind === "feature").length;
}

/** How the points add up, in plain words. */
function pointSummary(context: MarkingContext): string {
  const points = context.points!;
  const said = points.credited.length + points.uncredited.length > 0;
  if (!points.anchored) {
    return said ? "None of your points is about what the question asks yet, so none of them earns a mark." : "There is no point to mark yet.";
  }
  const fromSource = pointsFromSource(context) ? " taken from the source" : "";
  if (points.structure === "each") {
    const made = points.credited.length;
    if (made === 0) return `None of your lines makes a point${fromSource} yet.`;
    const counted = made > points.wanted ? ` Only ${plural(points.wanted, "point")} can earn marks on this question.` : "";
    if (made === 1) return `You make a clear point${fromSource}, and it earns a mark.${counted}`;
    return `You make ${plural(made, "separate point")}${fromSource}, and each one earns a mark.${counted}`;
  }
  const noun = pointNoun(context);
  const features = featuresCredited(points);
  const offSource = points.uncredited.some((entry) => entry.reason === "not-from-source");
  if (features === 0 && offSource) return `None of your ${noun}s is drawn from the source yet, so none of them earns a mark.`;
  if (features === 0) return `None of your sentences makes ${withArticle(noun)} that answers the question yet.`;
  const supported = features - points.unsupported.length;
  const withDetail =
    supported === features
      ? features === 1
        ? ", with a detail that supports it"
        : ", each with a detail that supports it"
      : supported === 0
        ? features === 1
          ? ", without a detail that supports it"
          : features === 2
            ? ", but neither has a detail that supports it"
            : ", but none has a detail that supports it"
        : `, ${supported} of them with a detail that supports it`;
  return `You give ${plural(features, noun)}${withDetail}: each ${noun} earns a mark and its supporting detail another.`;
}

function pointRationale(context: MarkingContext, score: ObjectiveScore): string {
  const parts = [`You earned ${score.marks} of ${score.max} marks for ${score.code}.`, pointSummary(context)];
  if (score.marks < score.max) parts.push(`Next time: ${adviceFor(context, score.code)}.`);
  return clip(parts.join(" "), 1_500);
}

/** What to do next on a point-marked question, from the points the answer has and lacks. */
function pointAdvice(context: MarkingContext): string {
  const points = context.points!;
  const source = pointsFromSource(context);
  if (!points.anchored) return source ? "take each point from the lines of the source the question names" : "make each point about exactly what the question asks";
  if (points.structure === "each") {
    const where = source ? "taken from the lines the question names (a short quotation or your own words both count)" : "that answers the question directly";
    if (points.wanted === 1) return `give one clear point ${where}`;
    const missing = Math.max(1, points.wanted - points.credited.length);
    return `add ${plural(missing, "more separate point")}, one to a line, each ${where}`;
  }
  const noun = pointNoun(context);
  const features = featuresCredited(points);
  const advice: string[] = [];
  if (features < points.wanted) {
    const fromIt = points.uncredited.some((entry) => entry.reason === "not-from-source") ? ` drawn from the source` : "";
    advice.push(features === 0 ? `give ${points.wanted} separate ${noun}s${fromIt}, each in a sentence of its own` : `add another ${noun}${fromIt} in a sentence of its own`);
  }
  if (points.unsupported.length > 0 || features < points.wanted) advice.push(`support each ${noun} with ${detailHint(context)}`);
  return advice.join(", and ") || `support each ${noun} with ${detailHint(context)}`;
}

/** The points that earned marks, named: strengths of a point-marked answer. */
function pointStrengths(context: MarkingContext): Observation[] {
  const points = context.points;
  const objective = context.questionType.objectives[0]?.code;
  if (!points || !points.anchored || !objective) return [];
  const item = (index: number) => context.features.items[index];
  const observations: Observation[] = [];
  const fromSource = pointsFromSource(context) ? " taken from the source" : "";
  if (points.structure === "each") {
    for (const credit of points.credited.slice(0, Math.min(points.wanted, 3))) {
      const point = item(credit.item);
      if (!point) continue;
      observations.push({ objective, kind: "strength", message: `${named(point)} is a clear, separate point${fromSource}: it earns a mark.`, quote: annotatedPassage(point), comment: `A separate point${fromSource}.`, priority: 6 });
    }
    return observations;
  }
  const noun = pointNoun(context);
  for (const credit of points.credited.filter((candidate) => candidate.kind === "feature")) {
    const feature = item(credit.item);
    if (!feature) continue;
    const next = points.credited[points.credited.indexOf(credit) + 1];
    const detail = next?.kind === "detail" ? item(next.item) : undefined;
    const message = !detail
      ? `${named(feature)} gives a clear ${noun}.`
      : detail === feature
        ? `${named(feature)} gives a clear ${noun} and supports it with a detail.`
        : `${named(feature)} gives a clear ${noun}, and ${named(detail)} supports it with a detail.`;
    observations.push({ objective, kind: "strength", message, quote: annotatedPassage(feature), comment: detail ? `${/^[aeiou]/i.test(noun) ? "An" : "A"} ${noun}, supported.` : `A clear ${noun}.`, priority: 6 });
  }
  return observations;
}

/** What earned nothing in a point-marked answer, and the points that lack their supporting detail. */
function pointImprovements(context: MarkingContext): Observation[] {
  const points = context.points;
  const objective = context.questionType.objectives[0]?.code;
  if (!points || !objective) return [];
  const observations: Observation[] = [];
  const noun = pointNoun(context);
  const add = (index: number, message: (name: string) => string, comment: string, priority: number) => {
    const item = context.features.items[index];
    if (item) observations.push({ objective, kind: "improvement", message: message(named(item)), quote: annotatedPassage(item), comment, priority });
  };
  if (!points.anchored) {
    const first = points.uncredited[0]?.item ?? points.credited[0]?.item;
    const keyWords = questionWords(context).slice(0, 3).join(", ");
    if (first !== undefined) {
      add(first, (name) => `${name} does not answer the question${keyWords ? ` (${keyWords})` : ""}: make every point about exactly what it asks.`, "Answer the question asked.", 6);
    }
    return observations;
  }
  for (const index of points.unsupported) {
    add(index, (name) => `${name} gives ${withArticle(noun)} but nothing that supports it: add ${detailHint(context)}.`, `Support this ${noun} with a detail.`, 6);
  }
  for (const { item, reason } of points.uncredited.slice(0, 4)) {
    switch (reason) {
      case "not-from-source":
        add(item, (name) => `${name} does not use the source: take each point from the lines the question names.`, "Take this point from the source.", 5);
        break;
      case "repeat":
        add(item, (name) => `${name} repeats a point you have already made, so it earns no second mark: make a different point.`, "A repeated point earns one mark only.", 5);
        break;
      case "restates-question":
        add(item, (name) => `${name} repeats the question's words: say what ${pointsFromSource(context) ? "the source says" : "you know"} that answers it.`, "Say something the question does not.", 4);
        break;
      case "too-little":
        add(item, (name) => `${name} is too brief to make ${withArticle(noun)}: say it in a full sentence.`, `Make this a full ${noun}.`, 3);
        break;
      case "no-knowledge":
        add(
          item,
          (name) => `${name} stays general, so it earns no mark yet: name something specific you know about it, such as an event, a person, a law or a date.`,
          "Name something specific.",
          5,
        );
        break;
      case "after-period": {
        const years = questionPeriod(context.input.questionText)?.label;
        add(
          item,
          (name) => `${name} is about a time after the years the question asks about${years ? ` (${years})` : ""}, so it earns no mark: describe what happened in those years.`,
          "Keep to the question's years.",
          5,
        );
        break;
      }
    }
  }
  return observations;
}

// ---------------------------------------------------------------------------------------------
// Feedback
// ---------------------------------------------------------------------------------------------

/** One observation about a named sentence (or exact phrase), tied to an objective. */
interface Observation {
  objective: ObjectiveCode;
  kind: "strength" | "improvement";
  /** The sentence-level feedback, naming the sentence. */
  message: string;
  /** Exact substring of the answer for the annotation. */
  quote: string;
  comment: string;
  /** Sorting key: higher first. */
  priority: number;
  /** A misspelling, whose correction is looked up only if the observation is shown. */
  misspelt?: { word: string; sentence: Sentence };
}

function objectiveCodes(context: MarkingContext): ObjectiveCode[] {
  return context.questionType.objectives.map((share) => share.code);
}

/** The first of the preferred objectives the question has. */
function pick(context: MarkingContext, ...preferred: ObjectiveCode[]): ObjectiveCode | undefined {
  const codes = objectiveCodes(context);
  return preferred.find((code) => codes.includes(code));
}

function accuracyCode(context: MarkingContext): ObjectiveCode | undefined {
  return objectiveCodes(context).find((code) => isAccuracyObjective(context.subject, code));
}

/** The sentence with the most distinct hits (ties: the earliest). */
/**
 * The sentence with the most distinct hits, when it has at least `least` of them and `words` words: a bare "So they
 * are different." (one comparison word) or "There was thunder and lightning." is not praised as comparing directly
 * or as vivid detail (an English teacher's review, 2026-11-27).
 */
function busiestFullSentence(context: MarkingContext, hits: readonly TermHit[], least: number, words: number): Sentence | undefined {
  const sentence = busiestSentence(context, hits);
  if (!sentence || sentence.wordCount < words) return undefined;
  const distinct = new Set(hits.filter((hit) => hit.sentence === sentence.index).map((hit) => hit.term.toLowerCase()));
  return distinct.size >= least ? sentence : undefined;
}

function busiestSentence(context: MarkingContext, hits: readonly TermHit[]): Sentence | undefined {
  const counts = new Map<number, Set<string>>();
  for (const hit of hits) {
    if (hit.sentence < 0) continue;
    const terms = counts.get(hit.sentence) ?? new Set<string>();
    terms.add(hit.term.toLowerCase());
    counts.set(hit.sentence, terms);
  }
  let best: number | undefined;
  let bestCount = 0;
  for (const [index, terms] of [...counts.entries()].sort((a, b) => a[0] - b[0])) {
    if (terms.size > bestCount) {
      best = index;
      bestCount = terms.size;
    }
  }
  return best === undefined ? undefined : context.features.sentences[best];
}

function strengthOf(
  context: MarkingContext,
  objective: ObjectiveCode | undefined,
  sentence: Sentence | undefined,
  message: (name: string) => string,
  comment: string,
  priority: number,
): Observation | null {
  if (!objective || !sentence) return null;
  return { objective, kind: "strength", message: message(named(sentence)), quote: annotatedPassage(sentence), comment, priority };
}

/** A quotation woven into the student's sentence and analysed: the core of reading questions. */
function embeddedQuotationStrength(context: MarkingContext): Observation | null {
  const quotation = feedbackQuotations(context).find(
    (candidate) => candidate.embedded && candidate.analysed && !runsIntoComment(context, candidate) && !onlyGenericComment(context, candidate),
  );
  if (!quotation) return null;
  return strengthOf(context, pick(context, "AO2", "AO1", "AO4", "AO3"), context.features.sentences[quotation.sentence],
    (name) => `In ${name} you build the quotation ${quotation.raw} into your own sentence and then explain it: exactly the close, supported analysis examiners reward.`,
    "A well-embedded quotation with analysis.", 6);
}

/**
 * Whether all the answer says after a quotation, in its sentence and the next, is a comment that fits any quotation
 * ("This makes it interesting for the reader"): a review found such an answer praised for building in the quotation
 * "and then explaining it".
 */
function onlyGenericComment(context: MarkingContext, quotation: Quotation): boolean {
  const { sentences } = context.features;
  const own = sentences[quotation.sentence];
  const next = sentences[quotation.sentence + 1];
  const after = `${context.input.answerText.slice(quotation.end, own?.end ?? quotation.end)} ${next?.text ?? ""}`.trim();
  if (!GENERIC_EFFECT.test(after)) return false;
  const rest = after.replace(new RegExp(GENERIC_EFFECT.source, "gi"), " ").replace(/[^a-z]+/gi, " ").trim().split(" ").filter((word) => word.length > 3);
  return rest.length <= 2;
}

const GENERIC_EFFECT =
  /\b(?:this|that|it|which)?\s*(?:makes?|is)\s+(?:it|the (?:text|story|writing|extract|source|reader))?\s*(?:more\s+)?(?:interesting|exciting|engaging|good|effective|descriptive|better)(?:\s+for the reader)?|\bmakes? the reader want to (?:read on|keep reading|carry on)/i;

/**
 * A quotation followed straight by "this shows..." with no punctuation between ('...vaulting ambition" this shows he
 * is ambitious.'): two sentences run together, the dropped-in quotation and comment of a weaker answer, not one
 * built into the student's own sentence.
 */
function runsIntoComment(context: MarkingContext, quotation: Quotation): boolean {
  return /^\s+(this|that|it|which)\s+(shows?|suggests?|means?|tells?|implies|highlights?|presents?|proves?|makes?)\b/i.test(context.input.answerText.slice(quotation.end, quotation.end + 40));
}

function analysisStrength(context: MarkingContext): Observation | null {
  const f = context.features;
  const terms = context.kind === "structure-analysis" ? f.terminology.structure : [...f.terminology.literature, ...f.terminology.language];
  // Named for what it found: terms alone ("ending, cliffhanger") are not "analytical verbs" (a review).
  const hits = [...terms, ...f.analyticalVerbs];
  const sentence = busiestSentence(context, hits);
  const inIt = (list: readonly TermHit[]) => sentence !== undefined && list.some((hit) => hit.sentence === sentence.index);
  const what = inIt(f.analyticalVerbs) && inIt(terms) ? "precise terms and analytical verbs" : inIt(f.analyticalVerbs) ? "analytical verbs" : "precise terms";
  return hitStrength(context, pick(context, "AO2", "AO4"), hits,
    (name, found) => `${name} uses ${what} (${found}) to explain how meaning is made.`,
    "Precise terminology and analysis.", 5);
}

function judgementStrength(context: MarkingContext, objective: ObjectiveCode | undefined): Observation | null {
  // English Language's evaluation advice asks for "a clear judgement" below three judging words (evaluationAdvice):
  // the strengths do not call one word of judgement "a clear judgement" beside it (a review).
  if (context.subject === "english-language" && distinctTerms(context.features.judgement).length < 3) return null;
  return strengthOf(context, objective, lastSentenceWith(context, context.features.judgement),
    (name) => `${name} reaches a clear judgement.`, "A clear judgement.", 4);
}

/** Words that order events in time ("later", "afterwards"): they tell a story, they do not signpost an argument. */
const TIME_SEQUENCERS: ReadonlySet<string> = new Set(["later", "later on", "afterwards", "meanwhile", "subsequently", "initially", "eventually", "at first"]);

function linkingStrength(context: MarkingContext): Observation | null {
  // A story's lines do not signpost an argument (a review found "signposts how the argument develops" on a story).
  if (context.kind === "creative-writing") return null;
  const signposts = context.features.linking.filter((hit) => !TIME_SEQUENCERS.has(hit.term));
  return strengthOf(context, pick(context, "AO1", "AO5", "AO2"), firstSentenceOpeningWith(context, signposts),
    (name) => `${name} signposts how the argument develops.`, "Clear linking between ideas.", 3);
}

function literatureStrengths(context: MarkingContext): Array<Observation | null> {
  return [
    embeddedQuotationStrength(context),
    analysisStrength(context),
    strengthOf(context, pick(context, "AO3"), busiestSentence(context, context.features.contextMarkers),
      (name) => `${name} connects the text to its context rather than bolting facts on.`, "Context linked to the text.", 5),
    judgementStrength(context, pick(context, "AO1", "AO2")),
    linkingStrength(context),
  ];
}

function languageStrengths(context: MarkingContext): Array<Observation | null> {
  const f = context.features;
  const comparing = COMPARING_KINDS.includes(context.kind) || context.kind === "summary";
  return [
    embeddedQuotationStrength(context),
    analysisStrength(context),
    comparing
      ? strengthOf(context, pick(context, "AO3", "AO1"), busiestFullSentence(context, f.comparison, 1, 10),
          (name) => `${name} compares directly rather than writing about one text at a time.`, "Direct comparison.", 4)
      : null,
    judgementStrength(context, pick(context, "AO4")),
    context.kind === "creative-writing"
      ? strengthOf(context, pick(context, "AO5"), busiestFullSentence(context, f.descriptive, 2, 8),
          (name) => `${name} uses vivid, precise detail that helps the reader see and hear the scene.`, "Vivid, crafted description.", 5)
      : null,
    strengthOf(context, pick(context, "AO5"), shortSentenceForEffect(context),
      (name) => `The short sentence ${name} varies the pace for effect.`, "A short sentence used for effect.", 3),
    linkingStrength(context),
  ];
}

function historyStrengths(context: MarkingContext): Array<Observation | null> {
  const f = context.features;
  return [
    // A quoted phrase ("Ich bin ein Berliner") is a quotation, not knowledge of the student's own.
    hitStrength(context, pick(context, "AO1"), knowledgeHits(context).filter((hit) => !f.quotations.some((quotation) => hit.index >= quotation.start && hit.index < quotation.end)),
      (name, found) => `${name} backs the point with precise knowledge (${found}).`, "Specific, accurate knowledge.", 6, 1),
    strengthOf(context, pick(context, "AO2"), busiestSentence(context, f.causal),
      (name) => `${name} explains how one thing led to another instead of just describing.`, "Explanation of cause and consequence.", 5),
    hitStrength(context, pick(context, "AO2"), f.terminology.history,
      (name, found) => `${name} uses historical concepts (${found}) to analyse, not just narrate.`, "Second-order concepts used well.", 4),
    strengthOf(context, pick(context, "AO3"), busiestSentence(context, f.sourceAnalysis),
      (name) => `${name} evaluates the source, not just what it shows.`, "Source evaluation.", 5),
    strengthOf(context, pick(context, "AO4"), busiestSentence(context, f.interpretation),
      (name) => `${name} works with the interpretation itself: its view and how convincing it is.`, "Working with the interpretation.", 5),
    embeddedQuotationStrength(context),
    judgementStrength(context, pick(context, "AO2", "AO1", "AO4", "AO3")),
    linkingStrength(context),
  ];
}

function strengths(context: MarkingContext, scores: readonly ObjectiveScore[]): Observation[] {
  // An answer that earns nothing has nothing to praise: the page says it has no creditworthy material yet.
  if (!earnedAny(scores)) return [];
  if (context.pointMarked) return pointStrengths(context);
  const bySubject =
    context.subject === "english-literature"
      ? literatureStrengths(context)
      : context.subject === "english-language"
        ? languageStrengths(context)
        : historyStrengths(context);
  // Nothing is praised as earning credit for an objective that earned no marks.
  const unmarked = new Set(scores.filter((score) => score.marks === 0).map((score) => score.code));
  const found = [...bySubject, accurateSentenceStrength(context)].filter((item): item is Observation => item !== null && !unmarked.has(item.objective));
  const fallback = found.length === 0 ? fallbackStrength(context) : null;
  return fallback ? [fallback] : found;
}

/** A strength about the sentence with the most of these hits, listing the terms it uses. */
function hitStrength(context: MarkingContext, objective: ObjectiveCode | undefined, hits: readonly TermHit[], message: (name: string, terms: string) => string, comment: string, priority: number, minimum = 2): Observation | null {
  const sentence = busiestSentence(context, hits);
  if (!sentence) return null;
  const own = hits.filter((hit) => hit.sentence === sentence.index);
  // One stray hit ("presents", "change") is not worth praising.
  if (distinctTerms(own).length < minimum) return null;
  const terms = listTerms(own, 3);
  return strengthOf(context, objective, sentence, (name) => message(name, terms), comment, priority);
}

function lastSentenceWith(context: MarkingContext, hits: readonly TermHit[]): Sentence | undefined {
  const indices = sentencesOf(hits);
  const last = indices[indices.length - 1];
  return last === undefined ? undefined : context.features.sentences[last];
}

function shortSentenceForEffect(context: MarkingContext): Sentence | undefined {
  const { sentences, sentenceStats } = context.features;
  if (sentenceStats.count < 6 || sentenceStats.variety < 0.4) return undefined;
  // Not the first or last sentence (a greeting, "Hello everyone.", or a sign-off is short without being for effect),
  // and after a longer sentence, so that it changes the pace.
  return sentences.find(
    (sentence, index) =>
      index > 0 &&
      index < sentences.length - 1 &&
      (sentences[index - 1]?.wordCount ?? 0) >= 10 &&
      sentence.wordCount >= 1 &&
      sentence.wordCount <= 5 &&
      sentence.startsWithCapital &&
      sentence.endsWithPunctuation &&
      !GREETINGS.test(sentence.text),
  );
}

/** Short lines of a speech or letter that are not sentences for effect. */
const GREETINGS = /^\W*(?:hello|hi|good (?:morning|afternoon|evening)|thank you|thanks|dear|yours|ladies and gentlemen)\b/i;

function firstSentenceOpeningWith(context: MarkingContext, hits: readonly TermHit[]): Sentence | undefined {
  return context.features.sentences.find((sentence) =>
    hits.some((hit) => hit.sentence === sentence.index && hit.index - sentence.start <= 2),
  );
}

/** A long, well-controlled sentence, when spelling is accurate overall. */
function accurateSentenceStrength(context: MarkingContext): Observation | null {
  const code = accuracyCode(context);
  const f = context.features;
  if (!code || !f.spelling.available || f.spelling.errorRate >= 1.5 || f.spelling.checked < 40) return null;
  const index = controlledSentences(context).find((candidate) => (f.sentences[candidate]?.wordCount ?? 0) <= 40);
  return strengthOf(context, code, index === undefined ? undefined : f.sentences[index],
    // No word count here: the words checked for spelling leave out quotations and names, so the figure
    // would differ from "words of your own" elsewhere in the feedback.
    (name) => `Your spelling is accurate (${f.spelling.misspelt.length === 0 ? "no spelling errors found" : `only ${plural(f.spelling.misspelt.length, "spelling error")}`}), and complex sentences such as ${name} are controlled and correctly punctuated.`,
    "Accurate, controlled sentence.", 4);
}

/** Something to build on in any answer that has words: the sentence that addresses the task most directly. */
function fallbackStrength(context: MarkingContext): Observation | null {
  if (context.features.ownWordCount < 5) return null;
  const sentence = bestAnchor(context);
  const objective = context.questionType.objectives.find((share) => !isAccuracyObjective(context.subject, share.code))?.code;
  return strengthOf(context, objective, sentence,
    (name) => `${name} addresses the task directly: build on it with more detail and explanation.`,
    "A direct start on the task.", 0);
}

// Improvements ------------------------------------------------------------------------------

/** Frequent GCSE misspellings whose right form nspell does not always suggest first. */
const COMMON_CORRECTIONS: Record<string, string> = {
  wich: "which", thier: "their", alot: "a lot", becuase: "because", beleive: "believe", recieve: "receive",
  definately: "definitely", untill: "until", wierd: "weird", begining: "beginning", arguement: "argument",
  seperate: "separate", occured: "occurred", goverment: "government", enviroment: "environment", wether: "whether",
  tommorow: "tomorrow", freind: "friend", truely: "truly", shakespere: "Shakespeare",
};

const MAX_SPELLING_SUGGESTIONS = 4;

/**
 * Misspellings to point out, without their corrections: a suggestion costs milliseconds of CPU per word,
 * so it is looked up (withCorrection) only for the few observations the feedback shows.
 */
function spellingObservations(context: MarkingContext): Observation[] {
  const code = accuracyCode(context);
  if (!code) return [];
  const seen = new Set<string>();
  const observations: Observation[] = [];
  for (const misspelling of context.features.spelling.misspelt) {
    const lower = misspelling.word.toLowerCase();
    if (seen.has(lower) || observations.length >= MAX_SPELLING_SUGGESTIONS) continue;
    seen.add(lower);
    const sentence = context.features.sentences[misspelling.sentence];
    if (!sentence) continue;
    observations.push({
      objective: code,
      kind: "improvement",
      message: `In ${namedAround(sentence, misspelling.word)}, check the spelling of “${misspelling.word}”.`,
      quote: misspelling.word,
      comment: "Spelling: check this word.",
      priority: 6,
      misspelt: { word: misspelling.word, sentence },
    });
  }
  return observations;
}

/** A shown spelling observation with its correction, when one is known. Others pass through. */
function withCorrection(corrections: ReadonlyMap<string, string>, observation: Observation): Observation {
  if (!observation.misspelt) return observation;
  const { word, sentence } = observation.misspelt;
  const correction = corrections.get(word);
  if (!correction) return observation;
  return {
    ...observation,
    message: `In ${namedAround(sentence, word)}, check the spelling of “${word}”; it should be “${correction}”.`,
    comment: `Spelling: “${correction}”.`,
  };
}

function sentenceIssue(context: MarkingContext, index: number | undefined, objective: ObjectiveCode | undefined, message: (name: string) => string, comment: string, priority: number): Observation | null {
  const sentence = index === undefined ? undefined : context.features.sentences[index];
  if (!sentence || !objective) return null;
  return { objective, kind: "improvement", message: message(named(sentence)), quote: annotatedPassage(sentence), comment, priority };
}

function demarcationObservations(context: MarkingContext): Array<Observation | null> {
  const f = context.features;
  const code = accuracyCode(context) ?? pick(context, "AO5");
  const slip = f.grammarSlips[0];
  const counts = notTitle(context);
  const runOn = f.sentenceStats.runOns.find(counts);
  return [
    sentenceIssue(context, runOn, code,
      (name) => `${name} runs on for ${f.sentences[runOn ?? -1]?.wordCount ?? 0} words: split it into two or three sentences so each idea is clear.`,
      "This sentence runs on: split it up.", 5),
    sentenceIssue(context, f.sentenceStats.noCapitalStart.find(counts), code,
      (name) => `${name} needs a capital letter at the start.`, "Start the sentence with a capital letter.", 5),
    sentenceIssue(context, f.sentenceStats.missingEndPunctuation.find((index) => counts(index) && (f.sentences[index]?.wordCount ?? 0) >= 4), code,
      (name) => `${name} needs a full stop (or other end punctuation).`, "End the sentence with a full stop.", 4),
    slipObservation(context, slip, code),
  ];
}

function slipObservation(context: MarkingContext, slip: TermHit | undefined, code: ObjectiveCode | undefined): Observation | null {
  const sentence = slip ? context.features.sentences[slip.sentence] : undefined;
  if (!slip || !sentence || !code) return null;
  return {
    objective: code,
    kind: "improvement",
    message: `In ${named(sentence)}, “${slip.text}” is a slip: ${slipFix(slip.text)}.`,
    quote: slip.text,
    comment: `${capitalise(slipFix(slip.text))}.`,
    priority: 5,
  };
}

function slipFix(slip: string): string {
  const lower = slip.toLowerCase().replace(/\s+/g, " ");
  if (lower === "i") return "write “I” as a capital letter";
  if (lower === "off of") return "write “off” on its own";
  if (lower.endsWith(" of")) return `write “${slip.replace(/ of$/i, " have")}”`;
  if (lower === "alot") return "write “a lot” as two words";
  if (lower === "there was lots") return "write “there were lots”, since “lots” is plural";
  if (lower === "me and him") return "write “he and I” when it is the subject of the sentence";
  const plural = /^(we|they|you) was$/i.exec(lower);
  if (plural) return `write “${slip.split(/\s+/)[0]} were”`;
  return "check the grammar here";
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Quotations as the feedback sees them -------------------------------------------------------
// The marks' own reading of quotations (analyse-answer.ts) is left as it is; these checks decide only
// what the feedback says about a quotation.

/** Words that, after a quotation (in its sentence or the next), show the student is explaining it. */
const ANALYSIS_CUE =
  /\b(shows?|showing|suggest\w*|impl(?:y|ies|ied)|reveal\w*|highlight\w*|emphasi[sz]\w*|convey\w*|symboli[sz]\w*|represent\w*|portray\w*|depict\w*|indicat\w*|hint\w*|evok\w*|echo\w*|mirror\w*|reflect\w*|contrast\w*|connot\w*|creat\w*|makes?|making|means?|meaning|effect|because|would see|would have seen|sees? (?:this|him|her|it) as|as if|this is|this makes|this means|which)\b/i;

/** Lower case, curly quotes straightened, spacing collapsed: for comparing a quoted span with a title. */
function plainQuote(text: string): string {
  return normaliseTitle(text);
}

/** Titles the feedback must not treat as quotations: the set texts, and whatever the question puts in quotation marks. */
function titlesFor(context: MarkingContext): Set<string> {
  const titles = new Set<string>();
  for (const entry of SET_TEXT_CONTEXTS) for (const title of [entry.title, ...(entry.aliases ?? [])]) titles.add(plainQuote(title));
  for (const match of context.input.questionText.matchAll(/["“‘']([^"“”‘’'\n]{2,80})["”’']/g)) titles.add(plainQuote(match[1] ?? ""));
  titles.delete("");
  return titles;
}

const SMALL_TITLE_WORDS = new Set(["a", "an", "and", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with"]);

/** Every word capitalised but the small ones ("My Last Duchess", "Ozymandias"): how titles are written. */
function titleCased(text: string): boolean {
  const words = text.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0 || words.length > 15) return false;
  return words.every((word, index) => (index > 0 && SMALL_TITLE_WORDS.has(word.toLowerCase())) || /^\p{Lu}/u.test(word));
}

/**
 * Whether a quoted span is a quotation to analyse: not the title of a text or poem ('My Last Duchess'),
 * and, outside Literature, not a short term put in quotation marks ('brain drain') that is not from a source.
 */
function isQuotationToAnalyse(context: MarkingContext, quotation: Quotation, titles: ReadonlySet<string>): boolean {
  const inner = quotation.text.trim();
  if (titles.has(plainQuote(inner))) return false;
  // A title-cased name of a poem or text, not found in the printed source ('Ozymandias' beside 'My Last Duchess').
  if (context.subject === "english-literature" && quotation.inSource !== true && titleCased(inner) && !/[.,;:!?]$/.test(inner)) {
    const sentence = context.features.sentences[quotation.sentence]?.text ?? "";
    if (quotation.wordCount >= 2 || /\b(poem|poet|poems|novel|play|story)\b/i.test(sentence) || POETRY_KINDS.includes(context.kind)) return false;
  }
  if (context.subject !== "english-literature" && quotation.wordCount <= 3 && quotation.inSource !== true) return false;
  return true;
}

/** The quotations the feedback may comment on: real quotations, not titles or terms. */
function feedbackQuotations(context: MarkingContext): Quotation[] {
  const titles = titlesFor(context);
  return context.features.quotations.filter((quotation) => isQuotationToAnalyse(context, quotation, titles));
}

/** The student's own words (outside any quotation) in part of the answer. */
function ownWordsBetween(context: MarkingContext, from: number, to: number): number {
  const text = context.input.answerText;
  // The quotations that reach into the stretch, by start: one walk over them with the words (a sentence of a
  // thousand quotations cost a thousand checks a word before).
  const quotes = context.features.quotations.filter((quotation) => quotation.end > from && quotation.start < to).sort((a, b) => a.start - b.start);
  let next = 0;
  let own = 0;
  for (const token of tokenise(text.slice(from, to))) {
    const at = from + token.index;
    // Quotations that ended before this word cannot hold it or any later one.
    while (next < quotes.length && quotes[next]!.end <= at) next += 1;
    if (next < quotes.length && quotes[next]!.start <= at) continue;
    own += 1;
  }
  return own;
}

/** Introduced by a clause of the student's own in the same sentence ("Enfield says '...'"): not on its own. */
function standsAlone(context: MarkingContext, quotation: Quotation): boolean {
  if (quotation.placement !== "standalone") return false;
  const sentence = context.features.sentences[quotation.sentence];
  if (!sentence) return true;
  return ownWordsBetween(context, sentence.start, quotation.start) < 2;
}

/** Analysed: the marks' own check, or analysis words after it in its sentence or in the next one of the paragraph. */
function analysedForFeedback(context: MarkingContext, quotation: Quotation): boolean {
  if (quotation.analysed) return true;
  const { sentences } = context.features;
  const sentence = sentences[quotation.sentence];
  if (!sentence) return false;
  const rest = context.input.answerText.slice(quotation.end, sentence.end);
  if (ANALYSIS_CUE.test(rest.replace(/["“][^"”]*["”]/g, " "))) return true;
  const next = sentences[quotation.sentence + 1];
  return next !== undefined && next.paragraph === sentence.paragraph && ANALYSIS_CUE.test(next.text);
}

function quotationObservations(context: MarkingContext): Array<Observation | null> {
  const f = context.features;
  const quotations = feedbackQuotations(context);
  const standalone = quotations.find((quotation) => standsAlone(context, quotation));
  const unanalysed = quotations.find((quotation) => !analysedForFeedback(context, quotation));
  const notInSource = context.subject !== "english-literature" ? f.quotations.find((quotation) => quotation.inSource === false && quotation.wordCount >= 3) : undefined;
  return [
    standalone
      ? sentenceIssue(context, standalone.sentence, pick(context, "AO1", "AO2", "AO4", "AO3"),
          (name) => `The quotation in ${name} stands on its own: build it into your own sentence (for example, “The phrase ${standalone.raw.length <= 40 ? standalone.raw : "..."} suggests...”).`,
          "Embed this quotation in your own sentence.", 5)
      : null,
    unanalysed && unanalysed !== standalone
      ? sentenceIssue(context, unanalysed.sentence, analysisObjective(context),
          (name) => `After ${name}, explain what particular words in the quotation suggest and why the writer chose them: the quotation is given but not analysed.`,
          "Quoted but not analysed: zoom in on a word.", 5)
      : null,
    notInSource
      ? sentenceIssue(context, notInSource.sentence, pick(context, "AO1", "AO3", "AO4", "AO2"),
          (name) => `The quotation in ${name} does not match the source word for word: copy quotations exactly.`,
          "Check this quotation against the source.", 3)
      : null,
  ];
}

/**
 * The objective that marks the analysis of a writer's words, if the question has one: Literature AO2, Language AO2
 * or AO4. Advice to analyse what words suggest goes there and nowhere else (an AO1-only question does not mark it).
 */
function analysisObjective(context: MarkingContext): ObjectiveCode | undefined {
  if (context.subject === "english-literature") return pick(context, "AO2");
  if (context.subject === "english-language") return pick(context, "AO2", "AO4");
  return undefined;
}

/** A quotation whose sentence (and the next) names no method: where naming one would help most. */
function quotationWithoutMethod(context: MarkingContext): number | undefined {
  const f = context.features;
  const withTerms = new Set(sentencesOf([...f.terminology.literature, ...f.terminology.language]));
  return feedbackQuotations(context).find((quotation) => !withTerms.has(quotation.sentence) && !withTerms.has(quotation.sentence + 1))?.sentence;
}

/** Where a missing feature could go: the sentence that makes the most of the question's words. */
function bestAnchor(context: MarkingContext): Sentence | undefined {
  const counts = notTitle(context);
  const sentences = context.features.sentences.filter((sentence) => counts(sentence.index));
  return sentences.find((sentence) => sentenceMentions(context, sentence) && sentence.wordCount >= 6) ?? sentences.find((sentence) => sentence.wordCount >= 6) ?? sentences[0] ?? context.features.sentences[0];
}

/** For the weakest objectives: what is missing, naming the sentence where it could be added. */
function missingFeatureObservations(context: MarkingContext, scores: readonly ObjectiveScore[]): Array<Observation | null> {
  const f = context.features;
  const anchor = bestAnchor(context);
  const counts = notTitle(context);
  const vagueSentence = busiestSentence(context, f.vague.filter((hit) => counts(hit.sentence)));
  const offTopic = f.sentences.find((sentence) => counts(sentence.index) && sentence.wordCount >= 6 && !sentenceMentions(context, sentence));
  const weak = (code: ObjectiveCode) => scores.some((score) => score.code === code && score.fraction < 0.6);
  const at = (sentence: Sentence | undefined) => sentence?.index;
  // The question's words as it writes them (“Crisis”), never the stems they are matched by (“crisi”).
  const keyWords = questionWords(context).slice(0, 3).join(", ");
  const observations: Array<Observation | null> = [
    vagueSentence
      ? sentenceIssue(context, vagueSentence.index, pick(context, "AO2", "AO1", "AO5", "AO4"),
          (name) => `${name} is vague (${listTerms(f.vague.filter((hit) => hit.sentence === vagueSentence.index), 3)}): say exactly what you mean.`,
          "Vague wording: be precise.", 3)
      : null,
    // A description may rarely repeat the task's words, so only a clearly unrelated one is flagged.
    context.relevance < (context.kind === "creative-writing" ? 0.15 : 0.5) && offTopic && keyWords
      ? sentenceIssue(context, offTopic.index, pick(context, "AO1", "AO5", "AO2", "AO4", "AO3"),
          (name) => `${name} does not connect to the question's focus (${keyWords}): make every paragraph answer the question.`,
          "Link this back to the question.", 6)
      : null,
  ];
  if (context.subject === "english-literature") {
    if (weak("AO3") && f.contextMarkers.length < 2) {
      observations.push(sentenceIssue(context, at(anchor), "AO3",
        (name) => `No sentence links the text to its context: after ${name}, add how ${audienceOfTheTime(context)} would have reacted and why.`,
        "Add context here.", 5));
    }
    if (weak("AO2") && distinctTerms(f.terminology.literature).length < 3) {
      observations.push(sentenceIssue(context, quotationWithoutMethod(context) ?? at(anchor), "AO2",
        (name) => `In ${name}, name the method the writer uses (${methodsFor(context).methods}...) and explain its effect.`,
        "Name the method and its effect.", 5));
    }
    if (weak("AO1") && f.quotations.length < 2) {
      observations.push(sentenceIssue(context, at(anchor), "AO1",
        (name) => `${name} makes a point without a quotation: support it with a short quotation from the text.`,
        "Support this point with a quotation.", 6));
    }
  }
  if (context.subject === "english-language") {
    if ((weak("AO2") || weak("AO4")) && f.quotations.length < 2 && context.kind !== "creative-writing" && context.kind !== "viewpoint-writing") {
      observations.push(sentenceIssue(context, at(anchor), pick(context, "AO2", "AO4", "AO1", "AO3"),
        (name) => `${name} needs evidence: quote a word or phrase from the source and explain its effect on the reader.`,
        "Add a short quotation and its effect.", 6));
    }
    if (weak("AO4") && f.judgement.length === 0) {
      observations.push(sentenceIssue(context, at(anchor), "AO4",
        (name) => `Say how far you agree: ${name} describes the text but gives no judgement on the statement.`,
        "Give your judgement.", 5));
    }
    if (weak("AO5") && f.paragraphs.length < 3) {
      observations.push(sentenceIssue(context, at(f.sentences.find((sentence) => counts(sentence.index))), "AO5",
        (name) => `The piece is in ${plural(f.paragraphs.length, "paragraph")}: after ${name}, plan separate paragraphs that move the reader on.`,
        "Plan clear paragraphs.", 4));
    }
  }
  if (context.subject === "history") {
    // Only when the answer is short of detail overall, and never about a sentence with a figure in it.
    const vagueClaim = hasSpecificDetail(context)
      ? undefined
      : f.sentences.find((sentence) => sentence.wordCount >= 6 && !/[0-9]/.test(sentence.text) && !knowledgeHits(context).some((hit) => hit.sentence === sentence.index));
    if (weak("AO1") && vagueClaim) {
      observations.push(sentenceIssue(context, vagueClaim.index, "AO1",
        (name) => `${name} makes a claim with no date, name or figure to support it: add precise knowledge.`,
        "Add a precise fact here.", 5));
    }
    const noCause = f.sentences.find((sentence) => sentence.wordCount >= 6 && !f.causal.some((hit) => hit.sentence === sentence.index));
    if (weak("AO2") && noCause) {
      observations.push(sentenceIssue(context, noCause.index, "AO2",
        (name) => `${name} describes but does not explain: add how this led to the outcome (“this meant that...”).`,
        "Explain the consequence.", 5));
    }
    if (weak("AO3") && f.sourceAnalysis.length < 3) {
      observations.push(sentenceIssue(context, at(anchor), "AO3",
        (name) => `After ${name}, comment on the source's provenance (who made it, when and why) and what that means for its usefulness.`,
        "Use the provenance.", 5));
    }
    if (weak("AO4") && f.interpretation.length < 3) {
      observations.push(sentenceIssue(context, at(anchor), "AO4",
        (name) => `After ${name}, say what view the interpretation gives and test it against what you know.`,
        "Engage with the interpretation's view.", 5));
    }
  }
  return observations;
}

function improvements(context: MarkingContext, scores: readonly ObjectiveScore[]): Observation[] {
  if (context.pointMarked) return pointImprovements(context);
  const found = [
    missingPartObservation(context),
    ...spellingObservations(context),
    ...demarcationObservations(context),
    ...quotationObservations(context),
    ...missingFeatureObservations(context, scores),
  ].filter((item): item is Observation => item !== null);
  const stretch = found.length < 2 ? stretchObservation(context, scores) : null;
  return stretch ? [...found, stretch] : found;
}

/**
 * An answer that gives fewer of the parts its question asks for is told so first. It is about what the answer lacks,
 * not one of its sentences, so it annotates none (a sentence praised elsewhere would otherwise hide it).
 */
function missingPartObservation(context: MarkingContext): Observation | null {
  if (!context.parts || !partsMissing(context) || context.features.ownWordCount < 5) return null;
  const objective = context.questionType.objectives.find((share) => !isAccuracyObjective(context.subject, share.code))?.code;
  if (!objective) return null;
  const message = `${missingPartsMessage(context.parts)} ${missingPartsAdvice(context.parts)}`;
  return { objective, kind: "improvement", message, quote: "", comment: message, priority: 12 };
}

/** Every hit the analysis found, for judging how much work each sentence does. */
function allHits(f: AnswerFeatures): TermHit[] {
  return [
    ...f.terminology.literature, ...f.terminology.language, ...f.terminology.history, ...f.analyticalVerbs,
    ...f.wordFocus, ...f.readerEffect, ...f.contextMarkers, ...f.judgement, ...f.comparison, ...f.causal,
    ...f.sourceAnalysis, ...f.interpretation, ...f.descriptive, ...f.knowledge.years, ...f.knowledge.statistics,
    ...f.knowledge.namedEntities, ...f.linking, ...f.inference,
  ];
}

/**
 * The developed sentence that does no work the analysis can see (no term, method, detail, link or
 * quotation): where a strong answer can still improve. Never the opening sentence of the answer or of a
 * paragraph, which states its argument or topic; undefined when every candidate does some work.
 */
function plainestSentence(context: MarkingContext): Sentence | undefined {
  const { sentences } = context.features;
  const busy = new Set([...allHits(context.features).map((hit) => hit.sentence), ...sentencesOf(context.features.quotations)]);
  const opensParagraph = (sentence: Sentence) => sentence.index === 0 || sentences[sentence.index - 1]?.paragraph !== sentence.paragraph;
  return sentences.find((sentence) => sentence.wordCount >= 8 && !opensParagraph(sentence) && !busy.has(sentence.index));
}

/** For answers with little to fix: name the sentence doing least work and the weakest objective's next step. */
function stretchObservation(context: MarkingContext, scores: readonly ObjectiveScore[]): Observation | null {
  // At full marks there is nothing higher to push for.
  if (atFullMarks(scores)) return null;
  const weakest = weakestFirst(scores.filter((score) => !score.accuracy && score.marks < score.max))[0] ?? weakestFirst(scores.filter((score) => score.marks < score.max))[0];
  if (!weakest) return null;
  // In the top level there is no next level to reach: the pointer aims at the top of this one.
  const lead = inTopLevel(context, scores) ? "To reach the top of this level" : "To push higher";
  return sentenceIssue(context, plainestSentence(context)?.index, weakest.code,
    (name) => `${lead}, look again at ${name}: it does the least work in your answer, so ${adviceFor(context, weakest.code)}.`,
    "This sentence could work harder.", 1);
}

/** Strengths first for strong objectives, improvements first for weak ones; stable by priority. */
function ranked(observations: readonly Observation[], scores: readonly ObjectiveScore[], kind: Observation["kind"]): Observation[] {
  const fractionOf = (code: ObjectiveCode) => scores.find((score) => score.code === code)?.fraction ?? 0.5;
  const keyed = observations.map((observation, order) => {
    const fraction = fractionOf(observation.objective);
    const weight = kind === "strength" ? fraction : 1 - fraction;
    return { observation, key: observation.priority + 4 * weight, order };
  });
  return keyed.sort((a, b) => b.key - a.key || a.order - b.order).map((entry) => entry.observation);
}

/** Different messages about different sentences where possible. */
function distinctByQuote(observations: readonly Observation[]): Observation[] {
  const seen = new Set<string>();
  return observations.filter((observation) => {
    const key = `${observation.kind}:${observation.quote}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// Suggestions ------------------------------------------------------------------------------

/** Advice that does not depend on the answer or the text; the rest is written by adviceFor. */
const ADVICE: Record<string, string> = {
  "english-language:AO1": "pick short, precise quotations from the right part of the source and say what each one suggests",
  "english-language:AO2": "quote a single word or phrase, name the technique and explain its precise effect on the reader",
  "english-language:AO3": "compare throughout, using “whereas” and “similarly”, covering both writers' attitudes and the methods they use",
  "english-language:AO4": "give a clear judgement on the statement (“I largely agree because...”) and test it with quotations and analysis of the writer's methods",
  "english-language:AO5": "plan a clear structure in paragraphs, vary sentence lengths for effect and choose precise, ambitious vocabulary",
  "history:AO1": "add precise, relevant knowledge: dates, names, figures and events",
  "history:AO2": "explain how each factor led to the outcome (“this meant that...”, “as a result...”) and reach a supported judgement",
  "history:AO3": "comment on each source's content and provenance (who made it, when and why) and judge its usefulness with your own knowledge",
  "history:AO4": "explain how the interpretations differ and why (author, purpose, emphasis), and test them against your own knowledge",
};

function adviceFor(context: MarkingContext, code: ObjectiveCode): string {
  if (context.pointMarked && context.points) return pointAdvice(context);
  if (isAccuracyObjective(context.subject, code)) return accuracyAdvice(context);
  if (context.subject === "english-literature" && code === "AO2") {
    const { methods, effectOn } = methodsFor(context);
    if (COMPARING_KINDS.includes(context.kind)) {
      // An answer that already names four methods or more, comparing throughout, is told the next step.
      const f = context.features;
      if (comparesThroughout(context) && distinctTerms(f.terminology.literature).length >= 4) {
        return `you already compare the ${comparedThings(context)}' methods closely: now say why each ${comparedThings(context) === "poems" ? "poet" : "writer"} chose the method, what it adds to the meaning, and whose use of it is more effective for ${effectOn}`;
      }
      return `compare the methods of both ${comparedThings(context)}: zoom in on single words in quotations from each, name the method (${methods}) and explain how their effects on ${effectOn} are similar or different`;
    }
    return literatureMethodsAdvice(context, methods, effectOn);
  }
  if (context.subject === "english-literature" && code === "AO3") return contextAdvice(context);
  if (context.subject === "english-literature" && code === "AO1") return literatureArgumentAdvice(context);
  if (context.subject === "english-language" && code === "AO2") return languageAnalysisAdvice(context);
  if (context.subject === "english-language" && code === "AO5") return writingAdvice(context);
  if (context.subject === "english-language" && code === "AO3") return languageComparisonAdvice(context);
  if (context.subject === "english-language" && code === "AO4") return evaluationAdvice(context);
  if (context.subject === "english-language" && code === "AO1") return languageInferenceAdvice(context);
  if (context.subject === "history") return historyAdvice(context, code);
  return ADVICE[`${context.subject}:${code}`] ?? "make each point relevant, support it with evidence and explain it";
}

/** English Language AO3 (comparing writers' views): an answer that already compares as it goes is told the next step. */
function languageComparisonAdvice(context: MarkingContext): string {
  if (comparesThroughout(context)) {
    if (explainsWritersContexts(context.input.answerText)) {
      return "you already compare the two writers as you go and say why their views differ: now compare their methods as closely, quoting a word or phrase from each writer on the same idea and explaining how each choice makes the reader share that writer's attitude";
    }
    return "you already compare the two writers as you go: now explain why their attitudes differ (who each writer is, when and for whom they wrote) and how each writer's methods carry that attitude";
  }
  return ADVICE["english-language:AO3"]!;
}

/**
 * Whether an answer comparing two writers already says who they are, when and for whom they wrote: two or more of
 * the words that talk about it ("Victorian", "journalist", "blog", "audience", "purpose", "at the time"). An English
 * teacher's review (2026-11-27): an answer with a whole paragraph on a blog's purpose against Mayhew's as a Victorian
 * journalist was told to "explain why their attitudes differ (who each writer is, when and for whom they wrote)".
 */
export function explainsWritersContexts(answerText: string): boolean {
  const found = new Set(
    [...answerText.matchAll(WRITERS_CONTEXT)].map((match) => match[0].toLowerCase().replace(/\s+/g, " ")),
  );
  return found.size >= 2;
}

const WRITERS_CONTEXT =
  /\b(?:victorian|edwardian|journalist|reporter|blog(?:ger|post)?|diarist|nineteenth[- ]century|19th[- ]century|twentieth[- ]century|20th[- ]century|twenty-first[- ]century|21st[- ]century|modern (?:readers?|audiences?|writer)|audiences?|purpose|wrote (?:for|to)|writing (?:for|to)|written (?:for|to)|at the time|in (?:his|her|their) (?:time|era|day)|readers of (?:the|his|her|a))\b/gi;

/**
 * English Language AO1 marked in levels (a summary of two sources, AQA Paper 2 Question 2; Edexcel's synthesis): an
 * answer that already quotes and says what each quotation suggests is told the next step, not to do it (an English
 * teacher's review, 2026-11-27: every quotation of the strong answer was followed by "implying..." or "suggesting...").
 */
function languageInferenceAdvice(context: MarkingContext): string {
  const quotations = feedbackQuotations(context).length;
  const inferences = (context.input.answerText.match(INFERENCE_WORDS) ?? []).length;
  if (quotations < 2 || inferences * 2 < quotations) return ADVICE["english-language:AO1"]!;
  const twoSources = /\b(?:both|two) (?:sources|texts|extracts)\b|\bsources? a and (?:source )?b\b|\bdifferen/i.test(context.input.questionText);
  return twoSources
    ? "you already quote and infer: now bring the two sources together in each paragraph (“whereas”, “similarly”), and make each inference say something the writers only imply, not what they state"
    : "you already quote and infer: now make each inference say something the writer only implies, not what they state, and add a second inference where a quotation can be read two ways";
}

const INFERENCE_WORDS = /\b(?:suggest(?:s|ing|ed)?|impl(?:y|ies|ying|ied)|infer(?:s|red)?|indicat(?:es|ing|ed)|reveal(?:s|ing|ed)?|convey(?:s|ing|ed)?|hint(?:s|ing|ed)?)\b/gi;

/**
 * English Language AO4 (evaluation): the judgement is asked of the statement only when the question gives one (a
 * quotation to agree with: AQA Paper 1 Question 4, Eduqas A5); otherwise of how well the writer does what the question
 * names. An answer that already judges is told to test its judgement instead.
 */
function evaluationAdvice(context: MarkingContext): string {
  // A statement in double quotation marks, or one in single marks that the question asks the student to agree with
  // ("A student said, 'In the second half...' To what extent do you agree?").
  const hasStatement =
    /["“][^"”]{12,}["”]/.test(context.input.questionText) || /\bstatement\b|\b(?:to what extent|how far) do you agree\b/i.test(context.input.questionText);
  const judges = distinctTerms(context.features.judgement).length >= 3;
  if (judges && weighsBothWays(context.input.answerText)) {
    // It already tests its judgement against what works less well (a review: it was told to do that again).
    return hasStatement
      ? "you already judge the statement and weigh the parts that go against it: now make that judgement sharper, naming the one part of the text that decides how far you agree and analysing it closely, with a precise quotation and the writer's method"
      : "you already judge how well the writer succeeds and weigh what works less well: now make that judgement sharper, naming the one moment that decides it and analysing it closely, with a precise quotation and the writer's method";
  }
  if (judges) {
    return hasStatement
      ? "you already give your judgement on the statement: now test it, weighing a part of the text that could be read against it, and say how far that changes your view"
      : "you already give your judgement: now test it, weighing a part of the text that works less well against the parts that succeed, with quotations and the writer's methods";
  }
  return hasStatement
    ? ADVICE["english-language:AO4"]!
    : "give a clear judgement on how well the writer achieves what the question asks about (“The writer succeeds because...”) and test it with quotations and analysis of the writer's methods";
}

/**
 * Whether an evaluation already weighs its view against the other side: "However, I only partly agree", "on the other
 * hand", "some readers may feel", "works less well". An English teacher's review (2026-11-27) found answers with a
 * whole counter-view paragraph told to "test it, weighing a part of the text that works less well".
 */
export function weighsBothWays(answerText: string): boolean {
  return /\b(?:only partly|partly agree|partially agree|to (?:some|an|a certain) extent|on the other hand|but (?:he|she|they|the writer|it) also|might be wrong|not entirely|less (?:well|convincing|effective|successful|clear)|(?:some|other) readers (?:may|might|could|would)|could be read|might be read|a weakness|less sure|not completely|i (?:do not|don't) fully agree)\b/i.test(
    answerText,
  );
}

/**
 * What the answer's analysis already does, paragraph by paragraph: whether its developed paragraphs quote, and
 * whether the paragraphs that quote also name a method (`terms`) and explain an effect. Null with no developed
 * paragraph to judge.
 */
function analysisDone(context: MarkingContext, terms: readonly TermHit[]): { quoted: boolean; named: boolean; explained: boolean; zoomed: boolean } | null {
  const f = context.features;
  const developed = developedParagraphs(context);
  if (developed.length === 0) return null;
  const effects = [...f.readerEffect, ...f.analyticalVerbs, ...f.wordFocus];
  const inParagraph = (hits: readonly TermHit[], paragraph: AnswerFeatures["paragraphs"][number]) =>
    hits.some((hit) => hit.index >= paragraph.start && hit.index < paragraph.end);
  const quoting = developed.filter((paragraph) => quotationsIn(context, paragraph).length > 0);
  const quotations = feedbackQuotations(context);
  return {
    quoted: quoting.length === developed.length,
    named: quoting.length > 0 && quoting.every((paragraph) => inParagraph(terms, paragraph)),
    explained: quoting.length > 0 && quoting.every((paragraph) => inParagraph(effects, paragraph)),
    // Single words or short phrases quoted, or words singled out ("the verb", "the word").
    zoomed: f.wordFocus.length > 0 || quotations.filter((quotation) => quotation.wordCount <= 3).length * 2 >= Math.max(1, quotations.length),
  };
}

/** Literature AO2: zoom in, name the method, explain the effect, for what the answer does not do yet. */
function literatureMethodsAdvice(context: MarkingContext, methods: string, effectOn: string): string {
  const done = analysisDone(context, context.features.terminology.literature);
  if (!done || !done.named || !done.explained || !done.zoomed) {
    if (!done || (!done.zoomed && !done.named && !done.explained)) {
      return `zoom in on single words in your quotations, name the writer's method (${methods}) and explain its effect on ${effectOn}`;
    }
    const missing: string[] = [];
    if (!done.zoomed) missing.push("zoom in on single words in your quotations");
    if (!done.named) missing.push(`name the writer's method each time you quote (${methods})`);
    if (!done.explained) missing.push(`explain the effect of each quotation on ${effectOn}`);
    return missing.length === 3 ? `${missing[0]}, ${missing[1]} and ${missing[2]}` : missing.join(", and ");
  }
  return `go further with the methods you name: explore more than one meaning of a key word, and say how ${effectOn}'s response changes as the text goes on`;
}

/**
 * Language AO2: quote a word or phrase, name the technique, explain its effect, advised only for what the answer's
 * paragraphs do not do yet; when every paragraph already does all three, the next step.
 */
function languageAnalysisAdvice(context: MarkingContext): string {
  const f = context.features;
  const terms = context.kind === "structure-analysis" ? f.terminology.structure : [...f.terminology.language, ...f.terminology.literature];
  const done = analysisDone(context, terms);
  if (!done) return ADVICE["english-language:AO2"]!;
  const { quoted, named, explained } = done;
  const structure = context.kind === "structure-analysis";
  const missing: string[] = [];
  if (!quoted) missing.push("quote a single word or phrase from the source in every paragraph");
  if (!named) missing.push(structure ? "name the structural feature each time (a shift in focus, a flashback, a one-line paragraph)" : "name the technique each quotation uses (for example a metaphor, a verb or a list)");
  if (!explained) missing.push("explain its precise effect on the reader");
  if (missing.length > 0) return missing.join(", ");
  return structure
    ? "go further with each feature: explain why the writer places it at that point and how it changes what the reader expects next"
    : "go further with each quotation: explore more than one connotation of a key word, and link its effect to the writer's purpose in the extract as a whole";
}

/**
 * Language AO5: paragraphs, varied sentences and ambitious words, advised only for what the writing does not do yet,
 * by the measures its praise comes from (a component at 0.5 or more is praised, creditFor), so the page never praises
 * "developed paragraphs" and advises "plan a clear structure in paragraphs" at once; when it does all three, the next
 * step for its form.
 */
function writingAdvice(context: MarkingContext): string {
  const missing: string[] = [];
  if (paragraphsComponent(context, target(context, 5), 1).value < 0.5) missing.push("plan a clear structure in paragraphs");
  if (varietyComponent(context, 1).value < 0.5) missing.push("vary sentence lengths for effect");
  if (vocabularyComponent(context, 1).value < 0.5) missing.push("choose precise, ambitious vocabulary");
  if (missing.length > 0) return missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  const circular = endingEchoesOpening(context);
  if (context.kind === "creative-writing") {
    return circular
      ? "go further with your craft: build one key moment with a precise image and a change of pace, and let one short sentence carry its weight"
      : "go further with your craft: make your ending echo your opening, and build one key moment with a precise image and a change of pace";
  }
  const countered = answersCounterpoint(context.input.answerText);
  if (countered && circular) {
    return "go further with your argument: give each paragraph one precise piece of evidence (a figure, an example, a short story of one person), and vary your methods, so no two paragraphs persuade in the same way";
  }
  if (countered) return "go further with your argument: end by returning to the idea you opened with, so your conclusion lands with force";
  return circular
    ? "go further with your argument: answer the strongest point against your view before you reach your conclusion"
    : "go further with your argument: answer the strongest point against your view, and end by returning to the idea you opened with";
}

/**
 * Whether an argument already answers the other side: "my opponents will say", "some people argue", "critics claim",
 * "admittedly", "I understand that". A review found a speech that did ("'But tourism feeds families,' my opponents
 * will say...") told to "answer the strongest point against your view".
 */
export function answersCounterpoint(answerText: string): boolean {
  return /\b(?:opponents?|critics|sceptics|skeptics|admittedly|(?:some|many|other) (?:people|parents|readers|students|adults) (?:will |may |might |would )?(?:say|argue|claim|think|believe|insist)|others (?:will |may |might )?(?:say|argue|claim)|you (?:may|might|will) (?:say|think|argue|ask)|it (?:could|might|may) be argued|i (?:understand|accept|admit|know) that|those who disagree|people who disagree)\b/i.test(
    answerText,
  );
}

/**
 * Whether the last sentence comes back to the first: it shares a distinctive word (five letters or more, or a
 * number such as a time) with the opening sentence ('the clock stopped at 11:47' ... 'the clock still said 11:47').
 */
function endingEchoesOpening(context: MarkingContext): boolean {
  const { sentences } = context.features;
  if (sentences.length < 4) return false;
  // Words compared by their first five letters ("counting" and "count"), over the opening (its first two paragraphs,
  // at most six sentences) and the last paragraph (at most its last three sentences): a story whose opening counts snowflakes and which ends "I
  // did not count them. I just watched them go." echoes it (an English teacher's review, 2026-11-27).
  const words = (text: string) =>
    new Set(
      (text.toLowerCase().match(/[a-z]{5,}|\d+(?::\d+)?/g) ?? []).filter((word) => !ECHO_IGNORED.has(word)).map((word) => (/^\d/.test(word) ? word : word.slice(0, 5))),
    );
  const firstParagraph = sentences[0]!.paragraph;
  const openingSentences = sentences.filter((sentence, index) => index < 2 || (sentence.paragraph <= firstParagraph + 1 && index < 6));
  const opening = words(openingSentences.map((sentence) => sentence.text).join(" "));
  const lastParagraph = sentences.at(-1)!.paragraph;
  const ending = sentences.slice(-3).filter((sentence) => sentence.paragraph === lastParagraph);
  return [...words(ending.map((sentence) => sentence.text).join(" "))].some((word) => opening.has(word));
}

/** Common words that do not make an ending echo an opening. */
const ECHO_IGNORED: ReadonlySet<string> = new Set(["there", "their", "which", "would", "could", "should", "about", "after", "before", "again", "still", "every", "where", "while", "these", "those", "other", "being", "because"]);

/** "poems" or "texts": what a Literature comparison compares. */
function comparedThings(context: MarkingContext): string {
  return POETRY_KINDS.includes(context.kind) ? "poems" : "texts";
}

/** Paragraphs long enough to hold a developed point (30+ words). */
function developedParagraphs(context: MarkingContext): AnswerFeatures["paragraphs"] {
  return context.features.paragraphs.filter((paragraph) => paragraph.wordCount >= 30);
}

/** The quotations of one paragraph that the feedback treats as quotations (not titles or terms). */
function quotationsIn(context: MarkingContext, paragraph: AnswerFeatures["paragraphs"][number]): Quotation[] {
  return feedbackQuotations(context).filter((quotation) => quotation.start >= paragraph.start && quotation.start < paragraph.end);
}

/** The opening sentence states an argument on the question (it uses the question's words and is a full claim). */
function opensWithArgument(context: MarkingContext): boolean {
  const counts = notTitle(context);
  const first = context.features.sentences.find((sentence) => counts(sentence.index));
  return first !== undefined && first.wordCount >= 8 && sentenceMentions(context, first);
}

/**
 * What the answer still lacks in supporting its points with embedded quotations: "none" when every developed
 * paragraph quotes and most quotations are embedded; "some-paragraphs" (with the first paragraph that has no
 * quotation) when most paragraphs already quote; "embedding" when quotations mostly stand apart; "most" otherwise.
 */
function quotationShortfall(context: MarkingContext): { kind: "none" | "some-paragraphs" | "embedding" | "most"; paragraph?: AnswerFeatures["paragraphs"][number] } {
  const developed = developedParagraphs(context);
  const quotations = feedbackQuotations(context);
  if (developed.length === 0 || quotations.length === 0) return { kind: "most" };
  const without = developed.filter((paragraph) => quotationsIn(context, paragraph).length === 0);
  if (without.length * 2 > developed.length) return { kind: "most" };
  if (quotations.filter((quotation) => quotation.embedded).length * 2 < quotations.length) return { kind: "embedding" };
  return without.length === 0 ? { kind: "none" } : { kind: "some-paragraphs", paragraph: without[0] };
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/** Which paragraph, in words ("your third paragraph"), without quoting it (its words may be what it does well). */
function paragraphName(paragraph: AnswerFeatures["paragraphs"][number]): string {
  const ordinal = ORDINALS[paragraph.index];
  return ordinal ? `your ${ordinal} paragraph` : `paragraph ${paragraph.index + 1}`;
}

/** Beyond the extract: a quotation not in it, or a reference to another part of the text. */
function goesBeyondExtract(context: MarkingContext): boolean {
  if (feedbackQuotations(context).some((quotation) => quotation.inSource === false)) return true;
  return /\b(later|earlier|at the end|at the start|by the end|elsewhere|in act \w+|act [1-5ivx]+|rest of the (?:play|novel|text|story)|whole (?:play|novel|text))\b/i.test(context.input.answerText);
}

/** Other readings weighed: "this could also suggest", "alternatively", "perhaps". */
function offersAlternatives(context: MarkingContext): boolean {
  return /\b(alternatively|could also|might also|may also|another interpretation|another reading|on the other hand|perhaps|some readers|a modern audience)\b/i.test(context.input.answerText);
}

/**
 * Literature AO1: the argument and its references, worded for what the question gives the student, and only
 * what the answer does not do yet: an answer that opens with its argument and quotes in every paragraph is told
 * the next step instead of what it already does.
 */
function literatureArgumentAdvice(context: MarkingContext): string {
  switch (context.kind) {
    case "poetry-comparison":
    case "unseen-poetry-comparison":
    case "comparison":
      return literatureArgumentBasics(context);
    default: {
      // One printed poem (an unseen poem, or Eduqas's named anthology poem) is the whole text: there is no rest of it.
      const onePoem = context.kind === "unseen-poem" || context.questionType.sourceLabel === "Poem";
      const wholeText = onePoem ? "from the poem" : context.questionType.needsSource ? "from the extract and the rest of the text" : "from across the whole text";
      const missing: string[] = [];
      if (!opensWithArgument(context)) missing.push(onePoem ? "open with a clear argument about what the poem means" : "open with a clear argument that answers the question");
      const shortfall = quotationShortfall(context);
      if (shortfall.kind === "most") missing.push(`support every point with a short quotation embedded in your own sentence, ${wholeText}`);
      else if (shortfall.kind === "embedding") missing.push("build your quotations into your own sentences rather than setting them apart");
      else if (shortfall.kind === "some-paragraphs" && shortfall.paragraph) {
        missing.push(`support the point of ${paragraphName(shortfall.paragraph)} with a short quotation too, as your other paragraphs do`);
      } else if (context.questionType.needsSource && !onePoem && !goesBeyondExtract(context)) {
        missing.push("quote from the rest of the text as well as the extract, to show how the idea develops");
      }
      if (missing.length > 0) return missing.join(", and ");
      // It does both already: the next step is to deepen the argument.
      const scope = onePoem ? "through the poem" : context.questionType.needsSource ? "from the extract to the rest of the text" : "across the whole text";
      return offersAlternatives(context)
        ? `make each paragraph build your argument: end it by saying how its point answers the question, and show how the idea develops ${scope}`
        : `deepen your argument: offer a second interpretation of a key quotation (“this could also suggest...”), and show how the idea develops ${scope}`;
    }
  }
}

/**
 * Whether the answer already compares throughout: of its paragraphs of some length (two or more), at least two in
 * three use a comparison word ("whereas", "similarly", "both", "by contrast") - not one poem and then the other.
 */
function comparesThroughout(context: MarkingContext): boolean {
  const paragraphs = context.features.paragraphs.filter((paragraph) => paragraph.wordCount >= 25);
  if (paragraphs.length < 2) return false;
  const comparing = paragraphs.filter((paragraph) => context.features.comparison.some((hit) => hit.index >= paragraph.start && hit.index < paragraph.end));
  return comparing.length >= 2 && comparing.length * 3 >= paragraphs.length * 2;
}

/** Literature AO1 in a comparison: comparing throughout is the point; an answer that does is told the next step. */
function literatureArgumentBasics(context: MarkingContext): string {
  const things = comparedThings(context);
  const makers = things === "poems" ? "poets" : "writers";
  if (comparesThroughout(context)) {
    return `you already compare the two ${things} as you go: now weigh them, saying for each point which ${makers === "poets" ? "poet" : "writer"} presents it more powerfully and why, and end with a judgement that answers the question`;
  }
  return `compare the two ${things} throughout rather than one after the other: for each point, say how both ${makers} present it, with a short quotation from each, and pick out the similarities and differences in their ideas and methods (“whereas”, “similarly”)`;
}

/** Whether a History question asks for a judgement ("how far", "more important", "how convincing", "how useful"). */
function asksForJudgement(context: MarkingContext): boolean {
  if (context.kind === "essay" || context.kind === "interpretation-evaluation") return true;
  return /\b(how far|to what extent|more important|most important|how convincing|more convincing|how useful|more useful|do you agree)\b/i.test(context.input.questionText);
}

/** History advice follows what the question type rewards: a description, an account, an explanation, a judgement. */
function historyAdvice(context: MarkingContext, code: ObjectiveCode): string {
  const detailed = hasSpecificDetail(context);
  if (code === "AO1") {
    if (context.kind === "describe") {
      // AO1 only: knowledge of the feature itself, not its importance; first what the points lack.
      const points = context.points;
      if (points?.anchored) {
        const features = featuresCredited(points);
        if (features < points.wanted) {
          return `${features === 0 ? "describe two features" : "describe a second feature"} in sentences of their own, and support each one with a precise detail: what happened, who was involved, and when`;
        }
        if (points.unsupported.length > 0) return "support each feature with a precise detail that describes it more fully: what happened, who was involved, and when";
      }
      return detailed
        ? "develop each feature with a second precise detail that describes it more fully: who was involved, what happened, where and when"
        : "describe each feature with precise, relevant knowledge: what happened, who was involved, and when";
    }
    if (context.kind === "account") {
      return detailed
        ? "put your dates, names and events in the order they happened, and show how each one moved the situation on to the next stage"
        : "add precise knowledge for each stage of the account: dates, names and events, in the order they happened";
    }
    if (detailed) {
      // The answer already has the dates, names and figures a typical answer has: what it lacks is their use.
      return "make your dates, names and figures answer the question: after each one, say what it shows about the question and why it matters";
    }
    return ADVICE["history:AO1"]!;
  }
  // A question on interpretations or sources is about them, whatever the objective's code (Eduqas marks its
  // interpretation question as AO2): advice about factors and outcomes did not fit it.
  const { textsAsked, usesTextsAsked } = context.features.relevance;
  if (textsAsked !== null) {
    if (!usesTextsAsked) {
      return textsAsked === "interpretations"
        ? "write about the interpretations themselves: say what each one argues, with a detail from each, instead of retelling the events"
        : "write about the sources themselves: what each one shows, who made it and why, and how useful that makes it, instead of retelling the events";
    }
    // "How do they differ" and "the main difference" ask about their content only, not why they differ.
    if (textsAsked === "interpretations" && CONTENT_DIFFERENCE_QUESTIONS.has(context.input.questionType.id)) {
      // An answer that already sets the two views side by side is not told to do that again (a teacher's review).
      if (comparesBothInterpretations(context.input.answerText)) {
        return "keep setting the two views side by side as you do, sum up the main difference in a few words of your own in your first sentence, and back each side with a short quotation from its interpretation";
      }
      return "compare what the two interpretations say about the same thing, with a detail from each that shows the difference (“Interpretation A says..., whereas B says...”)";
    }
    return textsAsked === "interpretations" ? ADVICE["history:AO4"]! : ADVICE["history:AO3"]!;
  }
  if (code === "AO2") {
    if (context.kind === "account") {
      return "show how each event led to the next (“this led to...”, “as a result...”), so your account explains how the situation developed, not only what happened";
    }
    const explain = "explain how each factor led to the outcome (“this meant that...”, “as a result...”)";
    // An answer that already reaches a judgement (its strengths say so) is not asked to reach one.
    return asksForJudgement(context) && !lastSentenceWith(context, context.features.judgement) ? `${explain} and reach a supported judgement` : explain;
  }
  return ADVICE[`history:${code}`] ?? "make each point relevant, support it with evidence and explain it";
}

/** Names both interpretations ("Interpretation 1 ... Interpretation 2", "A ... B") and sets them against each other. */
export function comparesBothInterpretations(answerText: string): boolean {
  const named = [
    ...[...answerText.matchAll(/\binterpretations?\s+(1|2|one|two|a|b)\b/gi)].map((match) => match[1]!.toLowerCase()),
    // "..., whereas B says ...": an interpretation named by its letter or number alone, before what it says.
    ...[...answerText.matchAll(/\b(1|2|A|B)\s+(?:says|argues|suggests|shows|claims|thinks|believes|states|describes|presents)\b/g)].map((match) => match[1]!.toLowerCase()),
  ];
  const first = named.some((name) => name === "1" || name === "one" || name === "a");
  const second = named.some((name) => name === "2" || name === "two" || name === "b");
  const both = first && second || /\binterpretations\s+(1|a)\s+and\s+(2|b)\b/i.test(answerText);
  return both && /\b(whereas|while|whilst|however|but|on the other hand|in contrast|by contrast|unlike|instead|differ(?:s|ent|ence)?)\b/i.test(answerText);
}

/** Questions on what two interpretations say differently, not why (AQA Paper 1 Question 1, Edexcel Paper 3 Question 3(b)). */
const CONTENT_DIFFERENCE_QUESTIONS = new Set(["q1-interpretations-differ", "q3b-main-difference"]);

/** At least as many distinct dates, names and figures as a typical answer to this question (the marks' own measure). */
function hasSpecificDetail(context: MarkingContext): boolean {
  const standing = measureStanding(context, "details");
  return standing !== null && standing >= 0 && distinctTerms(knowledgeHits(context)).length > 0;
}

// Written accuracy: advice from what holds its mark down ------------------------------------

/** The aspects of written accuracy the feedback can name, each with the measures that score it. */
type AccuracyAspect = "spelling" | "sentences" | "punctuation" | "vocabulary" | "length";

const ACCURACY_ASPECTS: ReadonlyArray<{ aspect: AccuracyAspect; measures: readonly Measure[]; advice: string }> = [
  { aspect: "spelling", measures: ["errors"], advice: "correct your spelling slips by reading each sentence back when you finish" },
  { aspect: "sentences", measures: ["sentenceControl"], advice: "start and end every sentence correctly, with a capital letter and a full stop, and split sentences that run on" },
  { aspect: "punctuation", measures: ["punctuation"], advice: "use a wider range of punctuation accurately, such as semicolons, colons, dashes and brackets" },
  { aspect: "vocabulary", measures: ["longWords", "wordLength"], advice: "choose more precise, ambitious words" },
  // A count of different words grows with length, so it is read as length here.
  { aspect: "length", measures: ["length", "vocabulary"], advice: "write a fuller answer, since accuracy is judged across the whole answer and a short one shows too little of it" },
];

/** Whether the answer has the problem at all: never advise on spelling an answer spelt without a slip. */
function accuracyAspectApplies(context: MarkingContext, aspect: AccuracyAspect): boolean {
  const f = context.features;
  switch (aspect) {
    case "spelling":
      return f.spelling.available && f.spelling.misspelt.length > 0;
    case "sentences":
      return faultySentences(context).size > 0;
    case "punctuation":
      return f.sentenceStats.punctuationRange < 5;
    case "vocabulary":
      return true;
    case "length":
      // Only a short answer shows too little of its accuracy (the same "short" as the rest of the feedback).
      return f.ownWordCount < context.expectedWords * 0.6;
  }
}

/**
 * What holds the written-accuracy mark down, worst first: the aspects the answer really has a problem
 * with, ordered by how far below typical their measures stand, weighted as the mark weighs them.
 */
function accuracyShortfalls(context: MarkingContext): AccuracyAspect[] {
  const weights = WEIGHTS.accuracy;
  const standings = ACCURACY_ASPECTS.filter(({ aspect }) => accuracyAspectApplies(context, aspect)).map(({ aspect, measures }) => ({
    aspect,
    standing: measures.reduce((sum, measure) => sum + (weights[measure] ?? 0) * (measureStanding(context, measure) ?? 0), 0),
  }));
  const ordered = standings.sort((a, b) => a.standing - b.standing);
  const below = ordered.filter((entry) => entry.standing < 0);
  // Nothing below typical: the next marks come from the aspects that stand lowest.
  return (below.length > 0 ? below : ordered).slice(0, 2).map((entry) => entry.aspect);
}

/** The marks that widen a range of punctuation, as the advice names them, each with how to find it in an answer. */
const WIDER_PUNCTUATION: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "semicolons", pattern: /;/ },
  { name: "colons", pattern: /:/ },
  { name: "dashes", pattern: /\s[-–—]\s|—/ },
  { name: "brackets", pattern: /\(/ },
];

/** The punctuation advice names only the marks the answer does not use yet (not "use colons" to a writer who does). */
export function punctuationAdvice(text: string): string {
  const unused = WIDER_PUNCTUATION.filter(({ pattern }) => !pattern.test(text)).map(({ name }) => name);
  if (unused.length === 0) return "use your range of punctuation for effect, each mark where it sharpens the meaning";
  const list = unused.length === 1 ? unused[0]! : `${unused.slice(0, -1).join(", ")} and ${unused.at(-1)}`;
  return unused.length === WIDER_PUNCTUATION.length
    ? `use a wider range of punctuation accurately, such as ${list}`
    : `widen your range of punctuation: you already use ${WIDER_PUNCTUATION.filter(({ name }) => !unused.includes(name)).map(({ name }) => name).join(" and ")}, so add ${list} where they fit`;
}

function accuracyAdvice(context: MarkingContext): string {
  const advice = accuracyShortfalls(context).map((aspect) =>
    aspect === "punctuation" ? punctuationAdvice(context.input.answerText) : (ACCURACY_ASPECTS.find((entry) => entry.aspect === aspect)?.advice ?? ""),
  );
  if (context.subject === "history" && distinctTerms(context.features.terminology.history).length < 2) {
    advice.push("use specialist terms accurately");
  }
  return advice.filter(Boolean).join("; ") || "vary your sentence openings and lengths";
}

function weakestFirst(scores: readonly ObjectiveScore[]): ObjectiveScore[] {
  return [...scores].sort((a, b) => a.fraction - b.fraction || a.code.localeCompare(b.code));
}

function levelSuggestion(context: MarkingContext, scores: readonly ObjectiveScore[]): string {
  const main = scores.filter((score) => !score.accuracy);
  const mainMarks = main.reduce((sum, score) => sum + score.marks, 0);
  const weakest = weakestFirst(main)[0] ?? weakestFirst(scores)[0];
  const action = weakest ? adviceFor(context, weakest.code) : "develop each point with evidence";
  const { levels } = context.questionType;
  if (atFullMarks(scores)) return `Full marks: this estimate gives the answer all ${totalOf(scores)} marks, so there is nothing to add for this question. Keep writing like this.`;
  if (levels.length === 0) {
    if (context.points?.structure === "feature-detail") {
      const noun = pointNoun(context);
      return `Each ${noun} earns a mark, and a detail that supports it earns another (${mainMarks} so far): ${action}.`;
    }
    return `Each correct, separate point earns a mark (${mainMarks} so far): ${action}.`;
  }
  if (atFullMarks(scores)) return `Full marks: this estimate gives the answer all ${totalOf(scores)} marks, so there is nothing to add for this question. Keep writing like this.`;
  // The level is decided on the marks without written accuracy: say so, with that figure, when they differ.
  const accuracy = scores.find((score) => score.accuracy);
  const mainMax = main.reduce((sum, score) => sum + score.max, 0);
  const codes = objectiveRange(main.map((score) => score.code));
  const basis = accuracy ? ` (your marks for ${codes} are ${mainMarks} of ${mainMax}; ${accuracy.code} is marked separately)` : "";
  const next = nextBand(levels, mainMarks);
  if (!next) {
    const top = levels[levels.length - 1];
    if (mainMarks >= mainMax) return `This estimate gives all ${mainMax} marks for ${codes}, the top of the top level ("${top?.descriptor ?? ""}").`;
    const held = accuracy ? `, with ${mainMarks} of ${mainMax} for ${codes}; ${accuracy.code} is marked separately` : "";
    const lead = `This estimate is already in the top level ("${top?.descriptor ?? ""}", ${top?.min ?? 0}-${top?.max ?? mainMax} marks${held})`;
    return actionStandsAlone(action) ? `${lead}. ${capitalise(action)}.` : `${lead}: to reach the top of it, ${action}.`;
  }
  const lead = `To reach Level ${next.band.level} ("${next.band.descriptor}", ${markRange(next.band)}), you need about ${plural(next.marksNeeded, "more mark")}${basis}`;
  return actionStandsAlone(action) ? `${lead}. ${capitalise(action)}.` : `${lead}: ${action}.`;
}

/**
 * Advice that says what the answer already does before the next step ("you already compare...: now explain...") is a
 * sentence of its own: after "you need about 1 more mark:" it read "...1 more mark: you already give your judgement:
 * now test it" (an English teacher's review, 2026-11-27).
 */
function actionStandsAlone(action: string): boolean {
  return /^(?:you already|go further)\b/i.test(action);
}

function totalOf(scores: readonly ObjectiveScore[]): number {
  return scores.reduce((sum, score) => sum + score.max, 0);
}

/** Every objective at its maximum. */
function atFullMarks(scores: readonly ObjectiveScore[]): boolean {
  return scores.length > 0 && scores.every((score) => score.marks >= score.max);
}

/** Whether the marks without written accuracy are already in the question's top level. */
function inTopLevel(context: MarkingContext, scores: readonly ObjectiveScore[]): boolean {
  const { levels } = context.questionType;
  if (levels.length === 0) return false;
  const mainMarks = scores.filter((score) => !score.accuracy).reduce((sum, score) => sum + score.marks, 0);
  return nextBand(levels, mainMarks) === null;
}

/** "AO1-AO3" for a run of three or more objectives, else "AO1 and AO2" or "AO5". */
function objectiveRange(codes: readonly string[]): string {
  const numbers = codes.map((code) => Number(/^AO(\d+)$/.exec(code)?.[1] ?? NaN));
  const consecutive = numbers.every((value, index) => Number.isInteger(value) && (index === 0 || value === numbers[index - 1]! + 1));
  if (codes.length >= 3 && consecutive) return `${codes[0]}-${codes[codes.length - 1]}`;
  if (codes.length <= 1) return codes[0] ?? "";
  return `${codes.slice(0, -1).join(", ")} and ${codes[codes.length - 1]}`;
}

function accuracySuggestion(context: MarkingContext, scores: readonly ObjectiveScore[]): string | null {
  const score = scores.find((item) => item.accuracy);
  if (!score) return null;
  const grid: readonly LevelBand[] | undefined = accuracyLevelsFor(context.subject, context.input.boardId, score.max);
  const next = grid ? nextBand(grid, score.marks) : null;
  const action = adviceFor(context, score.code);
  if (!next) return score.marks >= score.max ? null : `For ${score.code}, ${action}.`;
  // "(4 marks)" for a band of one mark (the top of a 4-mark grid), "(2+ marks)" for a wider one.
  const marks = next.band.min === next.band.max ? `${next.band.min} ${next.band.min === 1 ? "mark" : "marks"}` : `${next.band.min}+ marks`;
  return `For ${score.code}, the next band is "${next.band.descriptor}" (${marks}): ${action}.`;
}

function suggestions(context: MarkingContext, scores: readonly ObjectiveScore[]): string[] {
  const list = [
    ...(context.parts && partsMissing(context) ? [missingPartsAdvice(context.parts)] : []),
    ...(context.noMethods && context.features.ownWordCount >= 5 ? [NAME_THE_METHODS_ADVICE] : []),
    levelSuggestion(context, scores),
  ];
  for (const score of weakestFirst(scores.filter((item) => !item.accuracy)).slice(1, 3)) {
    if (score.fraction < 0.85) list.push(`For ${score.code}: ${adviceFor(context, score.code)}.`);
  }
  const accuracy = accuracySuggestion(context, scores);
  if (accuracy) list.push(accuracy);
  if (!context.pointMarked && context.features.ownWordCount < context.expectedWords * 0.6) {
    // Said once, rounded (the figure is a typical length, not a target to the word), for the marks the
    // length is based on: the question's marks without written accuracy.
    const levelled = Math.max(1, context.questionType.marks - context.questionType.accuracyMarks);
    const accuracy = scores.find((score) => score.accuracy);
    const basis = accuracy ? ` (the ${levelled} marks without ${accuracy.code})` : "";
    list.push(`Write more: about ${roundedWords(context.expectedWords)} words of your own is typical for ${levelled} marks, and you wrote ${context.features.ownWordCount}${basis}.`);
  }
  return list.slice(0, 6).map((item) => clip(item, 500));
}

/** A typical length without false precision: to the nearest 50 words from 200, the nearest 10 below. */
function roundedWords(words: number): number {
  return words >= 200 ? Math.round(words / 50) * 50 : Math.max(10, Math.round(words / 10) * 10);
}

// Summary paragraph ------------------------------------------------------------------------

/**
 * Why the offline marker's marks are an estimate, in words a student can follow (said once, in the summary). A story or
 * a description has no argument to follow: what the estimate cannot judge there is the effect of the writing.
 */
export function offlineEstimateNote(kind: QuestionKind): string {
  const cannot = kind === "creative-writing" ? "cannot judge the effect of your writing on a reader the way an examiner does" : "cannot follow your argument the way an examiner does";
  return `This is an offline estimate: it compares what it can see in your writing (how developed, relevant and accurate it is) with typical answers, but it ${cannot}. Marking with an AI model reads your whole answer and marks more closely, so treat these marks as a guide.`;
}

/**
 * Strongest and weakest by the marks shown: the share of each objective's marks earned. Of objectives at the same
 * share, the strongest is the one worth most, and the one with most room to improve is the one with most marks still
 * to gain (2 of 12 before 1 of 6: ten marks short, not five).
 */
export function strongestAndWeakest<T extends { code: string; marks: number; max: number; fraction: number }>(scores: readonly T[]): { best?: T; worst?: T } {
  const best = [...scores].sort((a, b) => b.fraction - a.fraction || b.max - a.max || a.code.localeCompare(b.code))[0];
  const worst = [...scores].sort((a, b) => a.fraction - b.fraction || b.max - b.marks - (a.max - a.marks) || a.code.localeCompare(b.code))[0];
  return { best, worst };
}

function specificFeedback(context: MarkingContext, scores: readonly ObjectiveScore[], strengthList: readonly Observation[], improvementList: readonly Observation[]): string {
  const f = context.features;
  if (f.ownWordCount === 0) return "There is no answer to mark yet. Write your answer in the box and mark it again.";
  const { best, worst } = strongestAndWeakest(scores);
  const parts: string[] = [];
  if (scores.length === 1 && best) {
    parts.push(`You earned ${best.marks} of ${best.max} ${best.max === 1 ? "mark" : "marks"}${best.marks === 0 ? " so far" : ""}.`);
  } else if (best && worst && best.fraction > worst.fraction) {
    parts.push(`Your strongest objective is ${best.code} (${best.marks} of ${best.max} marks) and the one with most room to improve is ${worst.code} (${worst.marks} of ${worst.max}).`);
  } else if (best && best.marks === 0) {
    parts.push("This answer has not earned marks for any objective yet.");
  } else if (best) {
    parts.push(`You earned about the same share of the marks for every objective (${scores.map((score) => `${score.code} ${score.marks} of ${score.max}`).join(", ")}).`);
  }
  if (strengthList[0]) parts.push(`What works: ${strengthList[0].message}`);
  if (improvementList[0]) parts.push(`Next: ${improvementList[0].message}`);
  parts.push(offlineEstimateNote(context.kind));
  return clip(parts.join(" "), 3_000);
}

// ---------------------------------------------------------------------------------------------
// The proposal
// ---------------------------------------------------------------------------------------------

const EMPTY_STRENGTH = "You have chosen your question: the next step is to write a full answer to it.";

/** Under "Strengths" for an answer that earns no mark: nothing is praised beside "no creditworthy material yet". */
const NO_MARK_STRENGTH = "Nothing in this answer earns a mark yet, so there is no strength to name: start with the first area for improvement.";

function toAnnotation(observation: Observation): Annotation {
  return {
    quote: observation.quote.slice(0, 400),
    comment: clip(observation.comment, 600),
    objective: observation.objective,
    kind: observation.kind,
  };
}

interface ChosenObservations {
  strengthList: Observation[];
  /** Only what is shown (5 messages, 7 annotations), so only those misspellings get a correction. */
  improvementList: Observation[];
}

function chooseObservations(context: MarkingContext, scores: readonly ObjectiveScore[]): ChosenObservations {
  const strengthList = distinctByQuote(ranked(strengths(context, scores), scores, "strength"));
  const praised = new Set(strengthList.map((observation) => observation.quote));
  // A sentence praised as a strength is not also criticised (single words, e.g. misspellings, are fine). A point
  // may be both: a feature that earns its mark and still lacks the detail that would earn the next, or a line that
  // repeats one credited before it.
  const improvementList = distinctByQuote(ranked(improvements(context, scores), scores, "improvement"))
    .filter((observation) => context.pointMarked || !praised.has(observation.quote))
    .slice(0, 7);
  return { strengthList, improvementList };
}

/**
 * What the feedback says first to an answer most of whose words are not words (keys mashed, "asdf jkl qwerty"):
 * plainly that there is nothing to mark yet, rather than advice on reaching the next level or a list of spellings.
 */
export const UNREADABLE_ANSWER =
  "Most of this answer is not words we can read, so there is nothing in it to mark yet. Write your answer to the question in full sentences, then mark it again.";


/**
 * An answer about another set text: no strength is named and no sentence annotated (none of it is evidence for this
 * question), and every part of the feedback says the one thing to do.
 */
function wrongTextProposal(context: MarkingContext, scores: readonly ObjectiveScore[]): MarkerProposal {
  const message = wrongTextMessage(context.wrongText!);
  return {
    objectives: scores.map((score) => objectiveProposal(context, score, scores)),
    strengths: [NO_MARK_STRENGTH],
    areasForImprovement: [message],
    specificFeedback: clip(`This answer has not earned marks for any objective yet. ${message} ${offlineEstimateNote(context.kind)}`, 3_000),
    suggestions: [message],
    annotations: [],
  };
}

function writeProposal(
  context: MarkingContext,
  scores: readonly ObjectiveScore[],
  chosen: ChosenObservations,
  corrections: ReadonlyMap<string, string>,
): MarkerProposal {
  if (context.wrongText) return wrongTextProposal(context, scores);
  const { strengthList } = chosen;
  const notWords = mostlyNotWords(context.features);
  const improvementList = chosen.improvementList
    // Spelling notes on words that are not words help nobody: the answer is told so once (UNREADABLE_ANSWER).
    .filter((observation) => !(notWords && observation.misspelt))
    .map((observation) => withCorrection(corrections, observation));
  const writingTask = context.kind === "creative-writing" || context.kind === "viewpoint-writing";
  const develop = writingTask ? "develop your ideas with more detail, in more paragraphs" : "develop each point with evidence and explanation";
  const short = !context.pointMarked && context.features.ownWordCount < context.expectedWords * 0.6;
  const generalImprovement = short
    ? `The answer is short for ${context.questionType.marks} marks (${context.features.ownWordCount} words of your own): ${develop}.`
    : atFullMarks(scores)
      ? "Full marks: nothing in this answer holds its mark down."
      : `${inTopLevel(context, scores) ? "To reach the top of this level" : "To push higher"}: ${adviceFor(context, weakestFirst(scores.filter((score) => score.marks < score.max))[0]?.code ?? "AO1")}.`;
  const strengthMessages = strengthList.slice(0, 5).map((observation) => clip(observation.message, 500));
  const improvementMessages = [...(notWords ? [UNREADABLE_ANSWER] : []), ...improvementList.slice(0, notWords ? 4 : 5).map((observation) => clip(observation.message, 500))];
  if (improvementMessages.length < 5 && short) improvementMessages.push(clip(generalImprovement, 500));
  const unmarked = new Set(scores.filter((score) => score.marks === 0).map((score) => score.code));
  const annotations = [...strengthList.slice(0, 5), ...improvementList.slice(0, 7)]
    .filter((observation) => observation.quote.trim() !== "" && context.input.answerText.includes(observation.quote))
    // A passage is not marked "earns credit" for an objective that earned nothing (the fallback's start on the task).
    .filter((observation) => observation.kind !== "strength" || !unmarked.has(observation.objective))
    .slice(0, 12)
    .map(toAnnotation);
  return {
    objectives: scores.map((score) => objectiveProposal(context, score, scores)),
    strengths: strengthMessages.length > 0 ? strengthMessages : [context.features.ownWordCount > 0 || context.features.items.length > 0 ? NO_MARK_STRENGTH : EMPTY_STRENGTH],
    areasForImprovement: improvementMessages.length > 0 ? improvementMessages : [clip(generalImprovement, 500)],
    specificFeedback: specificFeedback(context, scores, strengthList, improvementList),
    suggestions: notWords ? [UNREADABLE_ANSWER] : suggestions(context, scores),
    annotations,
  };
}
