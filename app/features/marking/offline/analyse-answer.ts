/**
 * Feature extraction for the offline marker: everything it can measure in an answer without a model.
 * Pure and deterministic: the same question, source and answer (and the same spell checker) always give
 * the same features. Offsets refer to the answer text exactly, so the marker can quote it verbatim.
 */

import { FACT_FIRST_YEAR, type HistoryTopic, type QuestionPeriod, questionPeriod, topicsFor } from "./history-knowledge";
import { COPIED_ACROSS_LINE_NUMBERS, LETTER_FURNITURE_ON_ONE_LINE, PLURAL_WAS_SLIP, POINT_MARKING, QUOTED_SENTENCE_NOT_COPIED, URL_NOT_SPELT } from "./scoring-parameters";
import { COMMON_WORDS } from "./spelling-common-words";

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

export interface Sentence {
  index: number;
  /** The sentence exactly as written (a substring of the answer: answer.slice(start, end)). */
  text: string;
  start: number;
  end: number;
  paragraph: number;
  wordCount: number;
  startsWithCapital: boolean;
  endsWithPunctuation: boolean;
}

export interface Paragraph {
  index: number;
  text: string;
  start: number;
  end: number;
  wordCount: number;
  sentenceCount: number;
}

/** Where a quotation sits: woven into the student's sentence, introduced by it, or on its own. */
export type QuotationPlacement = "embedded" | "introduced" | "standalone";

export interface Quotation {
  /** The words inside the quotation marks. */
  text: string;
  /** The quotation with its marks, exactly as in the answer. */
  raw: string;
  start: number;
  end: number;
  sentence: number;
  wordCount: number;
  placement: QuotationPlacement;
  embedded: boolean;
  /** Whether the quoted words occur in the pasted source; null when there is no source. */
  inSource: boolean | null;
  /** Whether its sentence, or the next one in the paragraph, analyses it (analytical verb or term). */
  analysed: boolean;
}

export interface TermHit {
  /** The lexicon entry that matched, e.g. "dramatic irony". */
  term: string;
  /** The matched words exactly as written. */
  text: string;
  index: number;
  sentence: number;
}

export interface Misspelling {
  word: string;
  index: number;
  sentence: number;
}

export interface Relevance {
  /** Crude stems of the question's content words and its named people, places and works. */
  questionTerms: string[];
  matchedTerms: string[];
  /** Share of question terms the answer uses (named entities count double); 1 when unmeasurable. */
  coverage: number;
  /** Share of sentences that use at least one question term. */
  onTopicShare: number;
  /** Share of the answer's content words that also occur in the source (0 with no source). */
  sourceOverlap: number;
  /** How many distinct content words (stems) of the answer also occur in the source (0 with no source). */
  sharedSourceStems: number;
  /** One figure in 0..1 combining the three. */
  score: number;
  /** Share of sentences (of 6+ words) copied from the source without quotation marks. */
  copiedShare: number;
  /**
   * History: the specific facts of the question's topic (history-knowledge.ts) the answer names outside
   * quotations, leaving out any the question itself names; empty when the question names no topic.
   */
  topicFacts: string[];
  /**
   * History: the printed texts the question asks the answer to work with ("interpretations" when it names
   * interpretations; "sources" when it asks what sources show or how useful they are), or null; and whether the
   * answer refers to them at all (by name, letter or kind: "Interpretation A", "the historian", "the poster").
   * HISTORY_USES_TEXTS, offline-2.11.
   */
  textsAsked: "interpretations" | "sources" | null;
  usesTextsAsked: boolean;
}

export interface SentenceStats {
  count: number;
  meanWords: number;
  /** Coefficient of variation of sentence lengths: 0 is monotonous, 0.5+ is varied. */
  variety: number;
  shortCount: number;
  longCount: number;
  /** Sentences over 55 words, or over 35 words with at most one internal stop (, ; : dash): likely run-ons. */
  runOns: number[];
  noCapitalStart: number[];
  missingEndPunctuation: number[];
  /** Share of sentences whose first word differs from every other sentence's first word. */
  openerVariety: number;
  /** How many kinds of punctuation are used (, ; : - ( ? ! and quotation marks). */
  punctuationRange: number;
  /** Share of sentences (of 5+ words) that repeat an earlier sentence word for word. */
  duplicateShare: number;
}

export interface Spelling {
  /** False when no spell checker was available; the counts are then zero. */
  available: boolean;
  checked: number;
  misspelt: Misspelling[];
  /** Misspellings per 100 checked words. */
  errorRate: number;
}

export interface Vocabulary {
  /** Moving-average type-token ratio over 50-word windows (plain ratio for shorter answers). */
  typeTokenRatio: number;
  /** Share of words with eight or more letters. */
  longWordShare: number;
  /** Distinct words (lower case, numbers left out). */
  distinctWords: number;
  /** Mean letters per word. */
  meanWordLength: number;
}

/**
 * One separate thing the answer says: a line, sentence or semicolon-separated part, as a point-marked
 * question counts them (count-points.ts). Quoted words are part of it: a retrieval answer may quote.
 */
export interface AnswerItem {
  index: number;
  /** Exactly as written: answer.slice(start, end). */
  text: string;
  start: number;
  end: number;
  sentence: number;
  paragraph: number;
  /** Whether it opens a new point ("Another feature...", "Secondly", "(b)", "2."). */
  opensPoint: boolean;
  /** Whether it carries on the point before it ("This meant...", "For example, ..."), as a new point never opens. */
  continuesPoint: boolean;
  /** Its content words and numbers as stems, in order of first use, without fillers ("know", "stuff"). */
  stems: string[];
  /** Its stems that are the question's own terms. */
  questionStems: string[];
  /**
   * Its question stems that are not everyday words (COMMON_WORDS): "Tsar", "abdicated", "hyperinflation", not "first",
   * "war" or "work", which a paragraph about anything may use (HISTORY_ON_QUESTION, offline-2.9).
   */
  specificQuestionStems: string[];
  /** Its stems, numbers included, that the question's text does not use: what it says beyond copying the question. */
  newStems: string[];
  /** Whether it names a source, interpretation or extract the question names by its letter ("Interpretation A"). */
  namesSource: boolean;
  /**
   * Its stems, other than the question's and everyday words' (POINT_MARKING.sourceWordsNotEveryday), that the
   * source also uses (a shared start of POINT_MARKING.stemPrefix letters counts: "drag" and "dragged"); null when
   * there is no source.
   */
  sourceStems: string[] | null;
  /** History: facts of the question's topic it names (Relevance.topicFacts). */
  topicFacts: string[];
  /** Dates, figures and names in it (the question's own left out). */
  details: string[];
  /**
   * Its topic facts and years that come after the years the question asks about (history-knowledge.ts,
   * FACT_FIRST_YEAR and questionPeriod): "penicillin" or "1928" in a point on "the years c1250-c1500".
   */
  lateKnowledge: string[];
  /**
   * Stems after its first linking word or punctuation ("which", "because", ", so", ":") that the words before do
   * not have: how much a clause adds to what it first says ("There was hyperinflation which made money worthless").
   */
  supportStems: number;
}

export interface AnswerFeatures {
  wordCount: number;
  /** Words outside quotation marks: what the student wrote in their own words. */
  ownWordCount: number;
  sentences: Sentence[];
  paragraphs: Paragraph[];
  quotations: Quotation[];
  relevance: Relevance;
  terminology: { literature: TermHit[]; language: TermHit[]; structure: TermHit[]; history: TermHit[] };
  analyticalVerbs: TermHit[];
  wordFocus: TermHit[];
  readerEffect: TermHit[];
  inference: TermHit[];
  contextMarkers: TermHit[];
  linking: TermHit[];
  judgement: TermHit[];
  comparison: TermHit[];
  causal: TermHit[];
  sourceAnalysis: TermHit[];
  interpretation: TermHit[];
  descriptive: TermHit[];
  narrativeLinks: TermHit[];
  vague: TermHit[];
  grammarSlips: TermHit[];
  knowledge: { years: TermHit[]; statistics: TermHit[]; namedEntities: TermHit[] };
  /** The answer's separate items, for point-marked questions. */
  items: AnswerItem[];
  spelling: Spelling;
  sentenceStats: SentenceStats;
  vocabulary: Vocabulary;
}

export interface AnswerInput {
  questionText: string;
  sourceText: string | null;
  answerText: string;
}

/**
 * The spell checker's verdicts on an answer's words (spelling-service.ts asks its worker for them, given
 * spellingCandidates): the words, exactly as written, that are misspelt. Any other word counts as right.
 */
export interface SpellingVerdicts {
  misspelt: ReadonlySet<string>;
}

// ---------------------------------------------------------------------------------------------
// Lexicons. Entries: lower-case words, "*" for any ending, spaces match spaces or hyphens.
// ---------------------------------------------------------------------------------------------

const LITERATURE_TERMS = [
  "metaphor*", "simile*", "imagery", "personif*", "juxtapos*", "foreshadow*", "soliloqu*", "dramatic irony",
  "irony", "ironic*", "protagonist*", "antagonist*", "motif*", "symbol*", "structur*", "tone", "tones",
  "semantic field*", "pathetic fallacy", "caesura*", "enjambment*", "iambic pentameter", "pentameter", "blank verse",
  "prose", "rhyming couplet*", "couplet*", "sonnet*", "stanza*", "volta", "rhyme*", "rhythm*", "alliterat*",
  "sibilan*", "assonance", "plosive*", "onomatopoe*", "oxymor*", "hyperbol*", "antithes*", "tragic hero*",
  "hamartia", "hubris", "catharsis", "stage direction*", "aside*", "monologue*", "narrator*", "narrative voice",
  "first person", "third person", "characteris*", "allegor*", "archetyp*", "anaphora", "repetition", "repeated",
  "rhetorical question*", "imperative*", "exclamat*", "verb*", "adjective*", "adverb*", "noun*", "pronoun*",
  "connotation*", "lexis", "lexical", "register", "euphemism*", "climax*", "prologue", "epilogue", "denouement",
  "cyclical structure", "flashback*", "dialogue", "form", "trochaic", "tetrameter", "apostrophe", "colloquial*",
  "declarative*", "interrogative*", "modal verb*", "superlative*", "listing", "tricolon*", "emotive",
] as const;

const LANGUAGE_TERMS = [
  "imperative*", "rhetorical question*", "tricolon*", "rule of three", "anaphora", "epistrophe", "short sentence*",
  "minor sentence*", "simple sentence*", "compound sentence*", "complex sentence*", "sentence fragment*",
  "noun phrase*", "verb*", "adjective*", "adverb*", "noun*", "pronoun*", "direct address", "first person",
  "second person", "third person", "statistic*", "anecdot*", "hyperbol*", "alliterat*", "sibilan*", "simile*",
  "metaphor*", "personif*", "onomatopoe*", "semantic field*", "connotation*", "juxtapos*", "lexis", "register",
  "colloquial*", "emotive language", "emotive", "superlative*", "modal verb*", "listing", "list of three",
  "repetition", "exclamat*", "ellipsis", "dialogue", "narrator*", "present tense", "past tense", "imagery",
  "pathetic fallacy", "tone", "mood", "atmosphere", "pace", "pacing", "oxymor*", "antithes*", "declarative*",
  "interrogative*", "expert opinion", "facts", "humour", "sarcas*", "satir*", "irony", "ironic*",
] as const;

/** Structure-analysis vocabulary (Language Paper 1 Q3 and similar). */
const STRUCTURE_TERMS = [
  "opening", "beginning", "ending", "shift*", "focus*", "zoom*", "cyclical", "flashback*", "foreshadow*",
  "perspective", "viewpoint", "narrative", "climax*", "turning point", "contrast*", "paragraph*", "chronolog*",
  "tension", "pace", "pacing", "cliffhanger*", "structur*", "introduc*", "develop*", "resolution", "withhold*",
  "dialogue", "one-sentence paragraph*", "short paragraph*", "time shift*", "reader's attention",
] as const;

const HISTORY_CONCEPTS = [
  "cause*", "caused", "causing", "causation", "consequence*", "significan*", "continuit*", "change*", "propaganda",
  "provenance", "interpretation*", "reliab*", "useful*", "bias*", "factor*", "impact*", "turning point*",
  "short term", "long term", "trigger*", "development*", "progress*", "extent", "contemporary", "historian*",
  "hindsight", "context", "similarit*", "difference*", "effect*", "motive*", "ideolog*", "economic*", "political*",
  "social*", "military", "democra*", "dictator*", "authorit*",
] as const;

const ANALYTICAL_VERBS = [
  "suggest*", "implies", "implied", "implying", "implication*", "convey*", "highlight*", "reveal*", "emphasis*",
  "emphasiz*", "connote*", "reflect*", "symbolis*", "symboliz*", "portray*", "depict*", "evoke*", "evoking",
  "illustrat*", "demonstrat*", "indicat*", "represent*", "reinforc*", "underlin*", "undermin*", "creates",
  "created", "creating", "presents", "presented", "presenting", "expose*", "exposing", "foreground*", "mirror*",
  "signif*", "encapsulat*", "exemplif*", "allud*", "allusion*", "hint*", "intensif*", "accentuat*", "echo*",
  "captur*", "evokes", "establish*", "heighten*", "critique*", "criticis*",
] as const;

/** Close focus on single words and their effects (AO2 at the higher levels). */
const WORD_FOCUS = [
  "the word", "the words", "the verb", "the adjective", "the noun", "the adverb", "the phrase", "the image",
  "the simile", "the metaphor", "connotation*", "connotes", "the choice of", "word choice", "the use of",
  "the term", "the image of", "the pronoun", "the imperative",
] as const;

const READER_EFFECT = [
  "the reader", "readers", "the audience", "an audience", "audiences", "the viewer", "effect*", "makes us",
  "makes the reader", "we feel", "we see", "creates a sense", "a sense of", "impression", "the listener",
] as const;

/** How students signal inference (Language AO1, History AO3). */
const INFERENCE = [
  "suggests", "implies", "shows that", "this shows", "we learn", "we can infer", "infer*", "tells us",
  "indicates", "this means", "we can tell", "reveals", "gives the impression", "it is clear that",
] as const;

const CONTEXT_MARKERS = [
  "jacobean", "elizabethan", "victorian", "edwardian", "tudor*", "stuart", "renaissance", "audience*",
  "contemporary", "social class*", "class system", "working class", "middle class", "upper class", "patriarch*",
  "religio*", "christian*", "catholic*", "protestant*", "puritan*", "divine right", "great chain of being",
  "king james", "james i", "gunpowder plot", "witchcraft", "witch trials", "daemonologie", "demonology",
  "industrial*", "capitalis*", "socialis*", "poor law*", "workhouse*", "society", "societal", "at the time",
  "time period", "era", "monarch*", "monarchy", "hierarch*", "gender roles", "women at the time", "expectations",
  "morality", "moral*", "holinshed", "malthus*", "darwin*", "empire", "colonial*", "war", "world war", "welfare",
  "status", "reputation", "honour", "loyalty", "feudal", "nobility", "aristocra*", "the church", "sin",
  "damnation", "superstiti*", "supernatural", "natural order", "order of nature", "king's", "regicide",
  "shakespeare's time", "written in", "wrote", "century",
] as const;

const LINKING = [
  "however", "furthermore", "moreover", "consequently", "therefore", "in contrast", "ultimately", "additionally",
  "in addition", "similarly", "conversely", "nevertheless", "nonetheless", "on the other hand", "as a result",
  "thus", "hence", "whereas", "although", "meanwhile", "subsequently", "overall", "in conclusion", "to conclude",
  "firstly", "secondly", "thirdly", "finally", "despite", "alternatively", "equally", "likewise", "instead",
  "initially", "eventually", "by contrast", "even so", "in turn", "this links", "building on", "at first",
  "later", "later on", "afterwards", "above all", "in particular", "for example", "for instance",
] as const;

const JUDGEMENT = [
  "to a large extent", "to some extent", "to a great extent", "to a certain extent", "to a limited extent",
  "most important", "more important", "most significant", "more significant", "main reason", "key reason",
  "main factor", "key factor", "i agree", "i disagree", "i partly agree", "i largely agree", "i strongly agree",
  "i would argue", "i believe", "i think", "convincing*", "persuasive", "successful*", "effective*",
  "effectively", "overall", "in conclusion", "ultimately", "arguably", "undoubtedly", "outweigh*", "crucial",
  "decisive*", "far more", "less important", "less significant", "the most", "agree with", "i feel",
  "most convincing", "more convincing", "partially", "the statement", "fully agree", "only partly",
] as const;

const COMPARISON = [
  "whereas", "similarly", "likewise", "in contrast", "by contrast", "contrasting", "both", "unlike",
  "on the other hand", "compared", "comparison", "by comparison", "whilst", "while", "differ*", "the same",
  "in the same way", "conversely", "alike", "in common", "similar*", "different*",
] as const;

/** Explanation: how one thing led to another (History AO2). */
const CAUSAL = [
  "because", "led to", "lead to", "leads to", "leading to", "as a result", "consequently", "therefore",
  "this meant", "which meant", "meant that", "resulted in", "result*", "caused", "causing", "due to", "so that",
  "allowed", "enabled", "contributed", "in turn", "because of", "owing to", "which helped", "helped",
  "this made", "made it", "impact*", "effect on", "consequence*", "significant because", "gave him", "gave them",
  "encouraged", "increased", "weakened", "strengthened", "undermined",
] as const;

/** Source evaluation: provenance, content and usefulness (History AO3). */
const SOURCE_ANALYSIS = [
  "source*", "provenance", "written by", "published", "produced", "cartoon*", "poster*", "photograph*",
  "speech*", "diary", "diaries", "letter", "newspaper*", "author*", "artist*", "cartoonist*", "purpose",
  "intended", "audience", "propaganda", "bias*", "reliab*", "unreliab*", "useful*", "usefulness", "limitation*",
  "content", "the date", "at the time", "message", "portray*", "depict*", "exaggerat*", "typical",
  "eyewitness", "first-hand", "second-hand", "nature of the source", "origin*",
] as const;

/** Working with later interpretations (History AO4). */
const INTERPRETATION = [
  "interpretation*", "historian*", "argue*", "view*", "convinc*", "differ*", "perspective*", "emphasis*",
  "emphasiz*", "written by", "hindsight", "opinion*", "agrees", "challenge*", "supports", "accurate*",
  "accuracy", "claims", "focuses", "focus", "written in", "wrote", "provenance", "purpose",
] as const;

/** Craft in descriptive and narrative writing (Language AO5). */
const DESCRIPTIVE = [
  "like", "as if", "as though", "whisper*", "murmur*", "echo*", "glimmer*", "shimmer*", "glint*",
  "glisten*", "crackl*", "rustl*", "scent*", "smell*", "stench", "taste*", "bitter*", "silence", "silent*",
  "crimson", "scarlet", "amber", "gold", "golden", "silver*", "glow*", "azure", "emerald", "ivory", "ashen", "velvet*", "hollow*",
  "flicker*", "trembl*", "shiver*", "creak*", "hiss*", "roar*", "thunder*", "pierc*", "swirl*", "drift*",
  "gnarled", "jagged", "cascad*", "plume*", "ember*", "sunlight", "moonlight", "shadow*", "mist*", "fog",
  "drizzl*", "heartbeat", "pulse*", "breath*",
] as const;

/** How narratives and descriptions move the reader on through time and place (creative AO5). */
const NARRATIVE_LINKS = [
  "then", "gradually", "slowly", "suddenly", "meanwhile", "later", "eventually", "at first", "o'clock", "before",
  "after", "until", "as soon as", "moments later", "finally", "soon", "now", "by the time", "at last", "once",
  "somewhere", "beyond", "above", "below", "behind", "in the distance", "tomorrow", "for a moment", "again",
] as const;

/** Words examiners call vague (areas for improvement), when used as vaguely as vagueUse() checks. */
const VAGUE = [
  "stuff", "things", "good", "bad", "nice", "really", "a lot", "lots of", "basically", "kind of", "sort of",
  "loads", "pretty much", "and so on",
] as const;

/** Nouns a student judges with "good", "bad" or "nice" when the word is their own evaluation ("a good quote"). */
const EVALUATED_NOUNS =
  /^\s+(?:quotes?|quotations?|words?|examples?|points?|ways?|ideas?|things?|books?|plays?|poems?|novels?|stor(?:y|ies)|writers?|jobs?|effects?|techniques?|uses?|images?|imagery|descriptions?|starts?|openings?|endings?|characters?|answers?|methods?|metaphors?|similes?|language|phrases?|reasons?|arguments?|sentences?|paragraphs?|structure|piece|extract|source|speech)\b/i;

/**
 * Whether a vague word is used vaguely. "good", "bad" and "nice" are vague only as the student's own evaluation
 * ("this is a good quote", "it is bad", "a nice description"), not inside a term of the subject or used literally
 * ("bad air", "the Bad Godesberg meeting", "bad weather", "good and evil"); "kind of" and "sort of" are vague as
 * hedges ("kind of sad"), not after a determiner ("a kind of metaphor"). Quoted words never reach this check.
 */
function vagueUse(text: string, hit: TermHit): boolean {
  const word = hit.term.toLowerCase();
  const before = text.slice(Math.max(0, hit.index - 40), hit.index);
  const after = text.slice(hit.index + hit.text.length, hit.index + hit.text.length + 40);
  if (word === "good" || word === "bad" || word === "nice") {
    // A capitalised word inside a sentence is a name ("Bad Godesberg", "Good Friday").
    if (/^[A-Z]/.test(hit.text) && /\p{L}[^.!?]*\s$/u.test(before)) return false;
    // Said of something: "is good", "was really bad", "seems nice", "makes it good".
    if (/\b(?:is|was|are|were|be|been|being|seems?|seemed|looks?|looked|sounds?|sounded|feels?|felt|makes? (?:it|him|her|them|this|that))\s+(?:(?:very|really|quite|so|too|pretty|not|a bit|rather)\s+)*$/i.test(before)) return true;
    // Judging a quotation, a word or the writer: "a good quote", "a really nice description".
    return /\b(?:a|an|very|really|quite|so|such a|pretty|this|that|the|his|her|their)\s+(?:(?:very|really|quite|so)\s+)*$/i.test(before) && EVALUATED_NOUNS.test(after);
  }
  if (word === "kind of" || word === "sort of") {
    return !/\b(?:a|an|the|this|that|these|those|one|some|any|every|each|what|which|same|different|new|another|particular|certain|strange|special)\s+$/i.test(before);
  }
  return true;
}

/** Classic slips a spell checker cannot see. */
const GRAMMAR_SLIPS = [
  "could of", "should of", "would of", "must of", "might of", "alot", "there was lots", "off of", "me and him",
] as const;

/**
 * Words the British dictionary lacks but GCSE answers use correctly (subject terms and names that
 * often open a sentence, where capitals cannot tell a name from a word).
 */
export const EXTRA_WORDS = [
  "tricolon", "tricolons", "anaphora", "epistrophe", "asyndeton", "polysyndeton", "sibilance", "plosive",
  "plosives", "enjambed", "hamartia", "volta", "denouement", "colloquialism", "colloquialisms", "Weimar",
  "Reichstag", "Stresemann", "Hindenburg", "Kristallnacht", "Gestapo", "Nazi", "Nazis", "Kaiser", "Wilhelm",
  "Spartacist", "Spartacists", "Freikorps", "Putsch", "Ruhr", "Dawes", "Rentenmark", "Papen", "Schleicher",
  "Himmler", "Goebbels", "Göring", "Goering", "Bolshevik", "Bolsheviks", "Tsar", "Tsarina", "Rasputin",
  "Daemonologie", "Banquo", "Fleance", "Macduff", "Malcolm", "Duncan", "Donalbain", "Glamis", "Cawdor",
  "Dunsinane", "Birnam", "Hecate", "Capulet", "Montague", "Tybalt", "Mercutio", "Benvolio", "Prospero",
  "Caliban", "Ariel", "Miranda", "Shylock", "Antonio", "Portia", "Bassanio", "Beatrice", "Benedick", "Claudio",
  "Brutus", "Cassius", "Scrooge", "Marley", "Cratchit", "Fezziwig", "Jekyll", "Utterson", "Lanyon", "Birling",
  "Birlings", "Goole", "Sheila", "Eric", "Gerald", "Priestley", "Havisham", "Estella", "Magwitch", "Frankenstein",
  "Holinshed", "Nuremberg", "Versailles", "Lebensraum", "Anschluss", "Sudetenland", "Führer", "Fuhrer",
  "hyperinflation", "Reichsmark", "Reichsmarks", "Jacobean", "Elizabethan", "von", "van", "der",
] as const;

// ---------------------------------------------------------------------------------------------
// Lexicon matching
// ---------------------------------------------------------------------------------------------

interface CompiledTerm {
  term: string;
  pattern: RegExp;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "semantic field*" -> /\bsemantic[\s-]+field[a-z]*\b/gi; apostrophes match either form. */
function compileTerm(entry: string): CompiledTerm {
  const term = entry.replace(/\*$/, "");
  const body = escapeRegExp(term).replace(/ /g, "[\\s-]+").replace(/'/g, "['’]");
  const suffix = entry.endsWith("*") ? "[a-z]*" : "";
  return { term, pattern: new RegExp(`\\b${body}${suffix}\\b`, "gi") };
}

function compileLexicon(entries: readonly string[]): CompiledTerm[] {
  return entries.map(compileTerm);
}

const LEXICONS = {
  literature: compileLexicon(LITERATURE_TERMS),
  language: compileLexicon(LANGUAGE_TERMS),
  structure: compileLexicon(STRUCTURE_TERMS),
  history: compileLexicon(HISTORY_CONCEPTS),
  analyticalVerbs: compileLexicon(ANALYTICAL_VERBS),
  wordFocus: compileLexicon(WORD_FOCUS),
  readerEffect: compileLexicon(READER_EFFECT),
  inference: compileLexicon(INFERENCE),
  contextMarkers: compileLexicon(CONTEXT_MARKERS),
  linking: compileLexicon(LINKING),
  judgement: compileLexicon(JUDGEMENT),
  comparison: compileLexicon(COMPARISON),
  causal: compileLexicon(CAUSAL),
  sourceAnalysis: compileLexicon(SOURCE_ANALYSIS),
  interpretation: compileLexicon(INTERPRETATION),
  descriptive: compileLexicon(DESCRIPTIVE),
  narrativeLinks: compileLexicon(NARRATIVE_LINKS),
  vague: compileLexicon(VAGUE),
  grammarSlips: compileLexicon(GRAMMAR_SLIPS),
};

/** The sentence that contains a character offset (binary search over sorted sentences); -1 before the first. */
export function sentenceAt(sentences: readonly Sentence[], index: number): number {
  let low = 0;
  let high = sentences.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const sentence = sentences[middle];
    if (!sentence) break;
    if (sentence.start <= index) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** Ranges (e.g. quotations) a hit must not fall inside. */
type Range = readonly [start: number, end: number];

/**
 * Steps of the analysis's work (words split off, range look-ups, characters scanned for sentence ends and
 * quotation placements): for a test that the work grows in step with the answer, not with its square, as it
 * once did for answers full of quotation marks (analyse-answer.test.ts). Marking never reads it.
 */
export const analysisWork = { steps: 0 };

/**
 * Ranges a hit must not fall inside, sorted and merged once so each look-up is a binary search: an answer
 * can hold thousands of quotations, and every word and term is looked up.
 */
class RangeLookup {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  constructor(ranges: readonly Range[]) {
    const sorted = ranges.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
    for (const [start, end] of sorted) {
      const last = this.ends.length - 1;
      if (last >= 0 && start <= (this.ends[last] ?? 0)) this.ends[last] = Math.max(this.ends[last] ?? 0, end);
      else {
        this.starts.push(start);
        this.ends.push(end);
      }
    }
  }

  /** Whether the offset is inside any of the ranges (start inclusive, end exclusive). */
  has(index: number): boolean {
    let low = 0;
    let high = this.starts.length - 1;
    let found = -1;
    while (low <= high) {
      analysisWork.steps += 1;
      const middle = (low + high) >> 1;
      if ((this.starts[middle] ?? 0) <= index) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found >= 0 && index < (this.ends[found] ?? 0);
  }
}

const NO_RANGES = new RangeLookup([]);

/** The position of the first of some ascending numbers that is at least `value` (their length when none is). */
function firstAtLeast(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    analysisWork.steps += 1;
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every match of a lexicon in the text, in text order, outside the excluded ranges (the student's
 * own words, not the quoted author's, earn terminology credit).
 */
function findTerms(text: string, lexicon: readonly CompiledTerm[], sentences: readonly Sentence[], exclude: RangeLookup): TermHit[] {
  const hits: TermHit[] = [];
  const taken = new Set<number>();
  for (const { term, pattern } of lexicon) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const index = match.index;
      if (taken.has(index) || exclude.has(index)) continue;
      taken.add(index);
      hits.push({ term, text: match[0], index, sentence: sentenceAt(sentences, index) });
    }
  }
  return hits.sort((a, b) => a.index - b.index || a.term.localeCompare(b.term));
}

// ---------------------------------------------------------------------------------------------
// Words, paragraphs and sentences
// ---------------------------------------------------------------------------------------------

const WORD_PATTERN = /[A-Za-zÀ-ÿ0-9]+(?:['’][A-Za-zÀ-ÿ]+)*/g;

export interface Token {
  text: string;
  index: number;
}

export function tokenise(text: string): Token[] {
  const tokens = [...text.matchAll(WORD_PATTERN)].map((match) => ({ text: match[0], index: match.index }));
  analysisWork.steps += tokens.length;
  return tokens;
}

/** Trimmed spans of the text between separators, with exact offsets. */
function spans(text: string, separator: RegExp): Range[] {
  const result: Range[] = [];
  let from = 0;
  const addSpan = (start: number, end: number) => {
    const slice = text.slice(start, end);
    const leading = slice.length - slice.trimStart().length;
    const trimmed = slice.trim();
    if (trimmed !== "") result.push([start + leading, start + leading + trimmed.length]);
  };
  for (const match of text.matchAll(separator)) {
    addSpan(from, match.index);
    from = match.index + match[0].length;
  }
  addSpan(from, text.length);
  return result;
}

/** Blank lines separate paragraphs; an answer typed with single line breaks uses those instead. */
function paragraphSpans(text: string): Range[] {
  const separator = /\n[ \t]*\r?\n/.test(text) ? /\r?\n\s*\r?\n/g : /\r?\n+/g;
  return spans(text, separator);
}

const ABBREVIATIONS = new Set(["mr", "mrs", "ms", "dr", "st", "eg", "e.g", "ie", "i.e", "etc", "vs", "no", "prof", "rev", "c", "ca"]);
const SENTENCE_PUNCTUATION = /[.!?…]/;
const CLOSING_MARK = /["'”’)\]]/;
const SPACE = /\s/;
const LETTER_OR_DOT = /[A-Za-z.]/;

interface SentenceEnd {
  /** The end punctuation with any closing marks after it ('."', "?)", "..."). */
  text: string;
  index: number;
}

/**
 * Candidate sentence ends: a run of . ! ? … with any closing quotation marks or brackets after it, followed
 * by a space or the end of the text (what /[.!?…]+["'”’)\]]*(?=\s|$)/g finds, scanned once: that regular
 * expression backtracks over a long run of full stops with no space after it).
 */
function sentenceEnds(text: string): SentenceEnd[] {
  const ends: SentenceEnd[] = [];
  let position = 0;
  while (position < text.length) {
    analysisWork.steps += 1;
    if (!SENTENCE_PUNCTUATION.test(text[position] ?? "")) {
      position += 1;
      continue;
    }
    let end = position;
    while (end < text.length && SENTENCE_PUNCTUATION.test(text[end] ?? "")) end += 1;
    while (end < text.length && CLOSING_MARK.test(text[end] ?? "")) end += 1;
    analysisWork.steps += end - position;
    if (end === text.length || SPACE.test(text[end] ?? "")) ends.push({ text: text.slice(position, end), index: position });
    position = end;
  }
  return ends;
}

/** The run of letters and full stops just before an offset ("Mr" in "Mr.", "e.g" in "e.g."). */
function wordBefore(text: string, index: number): string {
  let from = index;
  while (from > 0 && LETTER_OR_DOT.test(text[from - 1] ?? "")) from -= 1;
  analysisWork.steps += index - from;
  return text.slice(from, index);
}

/** Whether the punctuation at `index` really ends a sentence (not "Mr.", "J. B." or a quotation mid-sentence). */
function endsSentence(text: string, punctuation: string, index: number): boolean {
  const previousWord = wordBefore(text, index);
  if (punctuation.startsWith(".") && ABBREVIATIONS.has(previousWord.toLowerCase())) return false;
  // An initial, or initials written together ("J. B." and "J.B." Priestley, "R.L." Stevenson).
  if (punctuation === "." && /^(?:[A-Z]\.)*[A-Z]$/.test(previousWord)) return false;
  const next = /^\s*(\S)/.exec(text.slice(index + punctuation.length))?.[1];
  if (next === undefined) return true;
  const closesQuotation = /["'”’]$/.test(punctuation);
  const isEllipsis = /^(\.\.\.|…)/.test(punctuation);
  // A quotation that ends in ? or ! (or an ellipsis) and carries on in lower case is mid-sentence.
  if ((closesQuotation || isEllipsis) && /[a-z]/.test(next)) return false;
  // So is a ? or ! inside a quotation that carries on in lower case ("Out, damned spot! out, I say!"), and any end
  // inside a quotation that closes later in the paragraph ("peace? I hate the word, as I hate hell"): the sentence is
  // the student's, around the quotation.
  if (/^[!?]/.test(punctuation) && /[a-z]/.test(next) && insideQuotation(text, index)) return false;
  if (!closesQuotation && insideQuotation(text, index) && !insideQuotation(text, text.length)) return false;
  return true;
}

/**
 * Whether `index` of a paragraph is inside a quotation: after an opening mark (“, ‘, a straight " or a ' that opens
 * a word) not yet closed. An apostrophe inside a word ("Macbeth's") neither opens nor closes one.
 */
function insideQuotation(text: string, index: number): boolean {
  let double = false;
  let single = false;
  for (let at = 0; at < index; at++) {
    const mark = text[at];
    const before = at > 0 ? (text[at - 1] ?? "") : "";
    const after = text[at + 1] ?? "";
    if (mark === "“") double = true;
    else if (mark === "”") double = false;
    else if (mark === '"') double = !double;
    else if (mark === "‘") single = true;
    else if (mark === "’" || mark === "'") {
      const opens = (before === "" || /[\s([{—–-]/.test(before)) && /[A-Za-z]/.test(after);
      const inWord = /[A-Za-z]/.test(before) && /[A-Za-z]/.test(after);
      if (opens && mark === "'") single = true;
      else if (!inWord && single) single = false;
    }
  }
  return double || single;
}

function sentenceSpans(text: string, [paragraphStart, paragraphEnd]: Range): Range[] {
  const paragraph = text.slice(paragraphStart, paragraphEnd);
  const boundaries: number[] = [];
  for (const end of sentenceEnds(paragraph)) {
    if (endsSentence(paragraph, end.text, end.index)) boundaries.push(end.index + end.text.length);
  }
  const result: Range[] = [];
  let from = 0;
  for (const boundary of [...boundaries, paragraph.length]) {
    const slice = paragraph.slice(from, boundary);
    const leading = slice.length - slice.trimStart().length;
    const trimmed = slice.trim();
    if (trimmed !== "") result.push([paragraphStart + from + leading, paragraphStart + from + leading + trimmed.length]);
    from = boundary;
  }
  return result;
}

function firstLetter(text: string): string | undefined {
  return /[A-Za-zÀ-ÿ0-9]/.exec(text)?.[0];
}

function buildSentencesAndParagraphs(text: string): { sentences: Sentence[]; paragraphs: Paragraph[] } {
  const sentences: Sentence[] = [];
  const paragraphs: Paragraph[] = [];
  paragraphSpans(text).forEach((paragraphRange, paragraphIndex) => {
    const sentenceRanges = sentenceSpans(text, paragraphRange);
    for (const [start, end] of sentenceRanges) {
      const sentenceText = text.slice(start, end);
      const letter = firstLetter(sentenceText);
      sentences.push({
        index: sentences.length,
        text: sentenceText,
        start,
        end,
        paragraph: paragraphIndex,
        wordCount: tokenise(sentenceText).length,
        startsWithCapital: letter === undefined || letter !== letter.toLowerCase() || /[0-9]/.test(letter),
        endsWithPunctuation: /[.!?…:]["'”’)\]]*$/.test(sentenceText),
      });
    }
    const [start, end] = paragraphRange;
    const paragraphText = text.slice(start, end);
    paragraphs.push({
      index: paragraphIndex,
      text: paragraphText,
      start,
      end,
      wordCount: tokenise(paragraphText).length,
      sentenceCount: sentenceRanges.length,
    });
  });
  return { sentences, paragraphs };
}

// ---------------------------------------------------------------------------------------------
// Quotations
// ---------------------------------------------------------------------------------------------

const DOUBLE_QUOTED = /["“]([^"“”\n]{1,400}?)["”]/g;
/** A single-quoted span: the opening mark follows a space or bracket, so apostrophes are not taken for it. */
const SINGLE_QUOTED = /(?<=^|[\s([{—–-])['‘]([^\s'‘’][^\n]{0,300}?)['’](?=$|[\s.,;:!?)\]}—–-])/g;

/** Lower-case words only, single spaces: for comparing a quotation with the source. */
export function normaliseForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9'\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

interface QuotationRange {
  start: number;
  end: number;
  inner: string;
}

function quotationRanges(text: string): QuotationRange[] {
  const found: QuotationRange[] = [];
  for (const match of text.matchAll(DOUBLE_QUOTED)) {
    found.push({ start: match.index, end: match.index + match[0].length, inner: match[1] ?? "" });
  }
  // Double-quoted spans come in text order without overlapping, and so do single-quoted ones: a single-quoted
  // span is kept unless it overlaps a double-quoted one, so one pass over both finds the overlaps.
  const doubleCount = found.length;
  let nextDouble = 0;
  let lastSingleEnd = -1;
  for (const match of text.matchAll(SINGLE_QUOTED)) {
    const start = match.index;
    const end = start + match[0].length;
    while (nextDouble < doubleCount && (found[nextDouble]?.end ?? 0) <= start) {
      analysisWork.steps += 1;
      nextDouble += 1;
    }
    analysisWork.steps += 1;
    const overlapsDouble = nextDouble < doubleCount && (found[nextDouble]?.start ?? 0) < end;
    if (overlapsDouble || start < lastSingleEnd) continue;
    found.push({ start, end, inner: match[1] ?? "" });
    lastSingleEnd = end;
  }
  return found.filter((range) => range.inner.trim() !== "").sort((a, b) => a.start - b.start);
}

/**
 * How many of a sentence's words lie outside every quotation, for any stretch of the sentence: each sentence
 * is split into words once, and a stretch is two binary searches. Quotation marks never sit inside a word,
 * so the words of a stretch that starts or ends at a quotation are the sentence's words there.
 */
class OwnWordCounter {
  private readonly bySentence = new Map<number, { starts: number[]; ownBefore: number[] }>();

  constructor(private readonly quotes: RangeLookup) {}

  /** The student's own words of the sentence that start in [from, to) (offsets into the answer). */
  count(sentence: Sentence, from: number, to: number): number {
    const words = this.wordsOf(sentence);
    const first = firstAtLeast(words.starts, from);
    const last = firstAtLeast(words.starts, to);
    return last > first ? (words.ownBefore[last] ?? 0) - (words.ownBefore[first] ?? 0) : 0;
  }

  private wordsOf(sentence: Sentence): { starts: number[]; ownBefore: number[] } {
    const known = this.bySentence.get(sentence.index);
    if (known) return known;
    const starts: number[] = [];
    const ownBefore = [0];
    for (const token of tokenise(sentence.text)) {
      const start = sentence.start + token.index;
      starts.push(start);
      ownBefore.push((ownBefore[ownBefore.length - 1] ?? 0) + (this.quotes.has(start) ? 0 : 1));
    }
    const words = { starts, ownBefore };
    this.bySentence.set(sentence.index, words);
    return words;
  }
}

/** Whether the text just before an offset ends in a colon, spaces aside (/:\s*$/ on text.slice(from, to)). */
function endsWithColon(text: string, from: number, to: number): boolean {
  let last = to - 1;
  while (last >= from && SPACE.test(text[last] ?? "")) {
    analysisWork.steps += 1;
    last -= 1;
  }
  return last >= from && text[last] === ":";
}

/** Embedded: the student's own words carry the quotation; standalone: it is (almost) the whole sentence. */
function placementOf(sentence: Sentence | undefined, quoteStart: number, quoteEnd: number, quoteWords: number, ownWords: OwnWordCounter): QuotationPlacement {
  if (!sentence) return "standalone";
  const before = ownWords.count(sentence, sentence.start, quoteStart);
  const after = ownWords.count(sentence, quoteEnd, sentence.end);
  if (before + after < 3) return "standalone";
  const introducedByColon = endsWithColon(sentence.text, 0, quoteStart - sentence.start);
  if (introducedByColon && after < 2) return "introduced";
  if ((before >= 1 && after >= 2) || (before >= 3 && quoteWords <= 12)) return "embedded";
  return "introduced";
}

function quotedInSource(inner: string, normalisedSource: string | null, looseSource: string | null): boolean | null {
  if (normalisedSource === null) return null;
  // A quotation with words left out ("The parks! ... where are they?"): each part is the source's own words.
  const parts = inner.split(/\.{3}|…|\[\s*\.\.\.\s*\]/).filter((part) => normaliseForMatch(part) !== "");
  if (parts.length > 1) return parts.every((part) => quotedInSource(part, normalisedSource, looseSource) === true);
  const quote = normaliseForMatch(inner);
  if (quote === "") return false;
  if (normalisedSource.includes(quote)) return true;
  // The words as printed, across a printed line number ("for what / 20 dog likes") and with quotation marks inside the
  // quotation changed ("'Would they...'" for a source's "Would they..."): still the source's own words. Feedback only.
  const loose = looseForMatch(quote);
  return loose !== "" && looseSource !== null && looseSource.includes(` ${loose} `);
}

/** normaliseForMatch without numbers standing alone (a printed source's line numbers). */
function withoutNumbers(normalised: string): string {
  return normalised
    .split(" ")
    .filter((token) => token !== "" && !/^\d+$/.test(token))
    .join(" ");
}

/** normaliseForMatch without numbers standing alone (printed line numbers) and without quotation marks at a word's edge. */
function looseForMatch(normalised: string): string {
  return normalised
    .split(" ")
    .map((token) => token.replace(/^'+|'+$/g, ""))
    .filter((token) => token !== "" && !/^\d+$/.test(token))
    .join(" ");
}

function buildQuotations(text: string, sentences: readonly Sentence[], sourceText: string | null): Quotation[] {
  const ranges = quotationRanges(text);
  const ownWords = new OwnWordCounter(new RangeLookup(ranges.map(({ start, end }) => [start, end])));
  const normalisedSource = sourceText && sourceText.trim() !== "" ? ` ${normaliseForMatch(sourceText)} ` : null;
  const looseSource = normalisedSource === null ? null : ` ${looseForMatch(normalisedSource.trim())} `;
  return ranges.map(({ start, end, inner }) => {
    const sentenceIndex = sentenceAt(sentences, start);
    const wordCount = tokenise(inner).length;
    const placement = placementOf(sentences[sentenceIndex], start, end, wordCount, ownWords);
    return {
      text: inner,
      raw: text.slice(start, end),
      start,
      end,
      sentence: sentenceIndex,
      wordCount,
      placement,
      embedded: placement === "embedded",
      inSource: quotedInSource(inner, normalisedSource, looseSource),
      analysed: false,
    };
  });
}

/** A quotation is analysed when its sentence, or the next one in the same paragraph, has analysis in it. */
function markAnalysed(quotations: Quotation[], sentences: readonly Sentence[], analysisSentences: ReadonlySet<number>): void {
  for (const quotation of quotations) {
    const here = quotation.sentence;
    const next = sentences[here + 1];
    const sameParagraph = next !== undefined && next.paragraph === sentences[here]?.paragraph;
    quotation.analysed = analysisSentences.has(here) || (sameParagraph && analysisSentences.has(here + 1));
  }
}

// ---------------------------------------------------------------------------------------------
// Relevance
// ---------------------------------------------------------------------------------------------

const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers herself him " +
    "himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other " +
    "our ours ourselves out over own same she should so some such than that the their theirs them themselves then there " +
    "these they this those through to too under until up very was we were what when where which while who whom why will " +
    "with would you your yours yourself yourselves also one two three four may might must shall upon us"
  ).split(" "),
);

/** Words that say what to do rather than what the question is about. */
const INSTRUCTION_WORDS = new Set(
  (
    "write writing written explain explore answer question questions extract extracts starting start moving whole play " +
    "novel text texts source sources marks mark far agree statement student students present presents presented " +
    "presentation shakespeare writer writers author poet poem poems refer reference references line lines section use " +
    "using used analyse analyses analysis evaluate evaluation describe description account support supporting detail " +
    "details view views following give given point points think extent way ways method methods language structure " +
    "include including both reason reasons important interpretation interpretations convincing useful usefulness " +
    "compare comparing part parts story theme themes show shows idea ideas effect effects focus ao4 ao1 ao2 ao3 ao5 ao6 " +
    "spag own knowledge context contexts local newspaper magazine website competition running creative content " +
    "organisation technical accuracy picture photograph suggested suggest"
  ).split(" "),
);

const SUFFIXES = [
  "iously", "ational", "ations", "ation", "ments", "ment", "ness", "ities", "ious", "ings", "ions", "edly", "ity",
  "ing", "ion", "ous", "ive", "ful", "ies", "ed", "es", "ly", "er", "al", "s",
];

function stripSuffix(word: string): string {
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    // A plain plural "s" comes off down to three letters ("wars" -> "war"), but never from "-ss", "-us" or
    // "-is" ("class", "campus", "crisis" are not plurals).
    if (suffix === "s") return word.length - 1 >= 3 && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
    if (word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

/**
 * A crude stem so "ambitious", "ambition" and "ambitions" meet: strip a common ending, twice at most
 * ("weaknesses" -> "weakness" -> "weak"), never below four letters (three for a plural), then a final
 * silent "e", so a singular and its plural meet ("missile" and "missiles" -> "missil", "cause" and
 * "causes" -> "caus", "theme" and "themes" -> "them").
 */
export function crudeStem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, "").replace(/['’]/g, "");
  const stem = stripSuffix(stripSuffix(lower));
  return stem.length >= 5 && stem.endsWith("e") && !stem.endsWith("ee") ? stem.slice(0, -1) : stem;
}

function isContentWord(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length > 2 && !/^[0-9]+$/.test(lower) && !STOPWORDS.has(lower) && !INSTRUCTION_WORDS.has(lower);
}

/** Capitalised words that are not the first word of a sentence: names of people, places and works. */
function namedWords(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?<![.!?]\s|^)(?<=\s|\(|["'“‘])([A-Z][a-zÀ-ÿ]+(?:['’]s)?)/g)) {
    const word = match[1] ?? "";
    if (word === "I" || STOPWORDS.has(word.toLowerCase()) || INSTRUCTION_WORDS.has(word.toLowerCase())) continue;
    names.add(crudeStem(word));
  }
  return names;
}

function questionTerms(questionText: string): { terms: string[]; named: Set<string> } {
  const named = namedWords(questionText);
  const terms = new Set<string>();
  for (const token of tokenise(questionText)) {
    if (isContentWord(token.text)) terms.add(crudeStem(token.text));
  }
  return { terms: [...terms].sort(), named };
}

function contentStems(text: string): string[] {
  return tokenise(text)
    .filter((token) => isContentWord(token.text))
    .map((token) => crudeStem(token.text));
}

function buildRelevance(input: AnswerInput, sentences: readonly Sentence[], topicFacts: readonly TermHit[]): Relevance {
  const { terms, named } = questionTerms(input.questionText);
  const answerStems = new Set(contentStems(input.answerText));
  const matched = terms.filter((term) => answerStems.has(term));
  const weightOf = (term: string) => (named.has(term) ? 2 : 1);
  const totalWeight = terms.reduce((sum, term) => sum + weightOf(term), 0);
  const matchedWeight = matched.reduce((sum, term) => sum + weightOf(term), 0);
  const termSet = new Set(terms);
  const onTopic = sentences.filter((sentence) => contentStems(sentence.text).some((stem) => termSet.has(stem))).length;
  const sharedSourceStems = sharedWithSource(input, answerStems);
  const sourceOverlap = answerStems.size === 0 ? 0 : sharedSourceStems / answerStems.size;
  const copiedShare = copiedFromSource(input.sourceText, sentences);
  const measurable = terms.length > 0;
  const coverage = measurable ? matchedWeight / totalWeight : 1;
  const onTopicShare = measurable ? (sentences.length === 0 ? 0 : onTopic / sentences.length) : 1;
  const questionScore = 0.55 * coverage + 0.45 * Math.min(1, onTopicShare / 0.4);
  // Engaging closely with the source also shows relevance (a Language answer may rarely echo the question).
  const score = answerStems.size === 0 ? 0 : Math.max(questionScore, Math.min(1, sourceOverlap / 0.35) * 0.85);
  return {
    questionTerms: terms,
    matchedTerms: matched,
    coverage,
    onTopicShare,
    sourceOverlap,
    sharedSourceStems,
    score,
    copiedShare,
    topicFacts: distinctTerms(topicFacts),
    ...textsAskedOf(input),
  };
}

/** An answer that works with the question's interpretations: names one, a historian or a view, or one by its letter. */
const USES_INTERPRETATIONS =
  /\binterpretations?\b|\bhistorians?\b|\bviews?\b|\b(?:first|second|other) (?:one|view|interpretation|extract|author|writer)\b|\b(?:extract|interpretation|view|author) [A-F1-4]\b|\b[A-F1-4] (?:says|shows|suggests|argues|claims|thinks|believes|states|focuses|emphasises|emphasizes|blames|sees)\b/i;
/** An answer that works with the question's sources: names one, its kind, its maker or its provenance. */
const USES_SOURCES =
  /\bsources?\b|\bprovenance\b|\b(?:poster|cartoon|photograph|photo|letter|diary|speech|report|leaflet|newspaper|article|painting|picture|drawing|memoir|chronicle|pamphlet|advert|advertisement)s?\b|\bthe (?:author|writer|artist|cartoonist|photographer)\b|\b[A-F] (?:says|shows|suggests|tells|is|was)\b/i;
/** Questions on what sources show or are worth: their usefulness, message, what they tell us, what can be inferred. */
const ASKS_ABOUT_SOURCES = /\bsources?\b[^.?!]*\b(?:useful|usefulness|utility|reliable|message|tell|infer|inference)|\b(?:useful|usefulness|utility|reliable|message|tell|infer|inference)\b[^.?!]*\bsources?\b/i;

function textsAskedOf(input: AnswerInput): Pick<Relevance, "textsAsked" | "usesTextsAsked"> {
  const textsAsked = /\binterpretations?\b/i.test(input.questionText) ? "interpretations" : ASKS_ABOUT_SOURCES.test(input.questionText) ? "sources" : null;
  const usesTextsAsked = textsAsked === null || (textsAsked === "interpretations" ? USES_INTERPRETATIONS : USES_SOURCES).test(input.answerText);
  return { textsAsked, usesTextsAsked };
}

/** Sentences lifted from the source without quotation marks are the writer's words, not the student's. */
/** A sentence that is one quotation and nothing else, its full stop inside or after the closing mark. */
const WHOLE_QUOTATION = /^\s*["“‘'][^"“”]*["”’'][.!?]?\s*$/u;

function copiedFromSource(sourceText: string | null, sentences: readonly Sentence[]): number {
  if (!sourceText || sentences.length === 0) return 0;
  // Without the line numbers a Language source is printed with (COPIED_ACROSS_LINE_NUMBERS, offline-2.12): a sentence
  // copied from lines 10 to 18 runs across "10" and "15", and was not found.
  // Only the numbers go: a sentence put in quotation marks is quoted, not copied, so its quotation marks still count
  // (offline-2.12 dropped them too, and counted quoting sentences as copied).
  const normalise = COPIED_ACROSS_LINE_NUMBERS ? (text: string) => withoutNumbers(normaliseForMatch(text)) : normaliseForMatch;
  const source = ` ${normalise(sourceText)} `;
  const copied = sentences.filter((sentence) => {
    if (QUOTED_SENTENCE_NOT_COPIED && WHOLE_QUOTATION.test(sentence.text)) return false;
    const normalised = normalise(sentence.text);
    return sentence.wordCount >= 6 && normalised !== "" && source.includes(` ${normalised} `);
  }).length;
  return copied / sentences.length;
}

/** The source's content stems, kept for the last few sources (a benchmark or a class marks many answers to one source). */
const sourceStemsCache = new Map<string, Set<string>>();

function sourceStemsOf(sourceText: string): Set<string> {
  const cached = sourceStemsCache.get(sourceText);
  if (cached) return cached;
  const stems = new Set(contentStems(sourceText));
  if (sourceStemsCache.size >= 8) sourceStemsCache.delete(sourceStemsCache.keys().next().value as string);
  sourceStemsCache.set(sourceText, stems);
  return stems;
}

function sharedWithSource(input: AnswerInput, answerStems: ReadonlySet<string>): number {
  if (!input.sourceText || answerStems.size === 0) return 0;
  const sourceStems = sourceStemsOf(input.sourceText);
  let shared = 0;
  for (const stem of answerStems) if (sourceStems.has(stem)) shared += 1;
  return shared;
}

// ---------------------------------------------------------------------------------------------
// History topics: the facts an answer on the question's topic names
// ---------------------------------------------------------------------------------------------

const topicLexicons = new Map<string, CompiledTerm[]>();

function topicLexicon(topic: HistoryTopic): CompiledTerm[] {
  let lexicon = topicLexicons.get(topic.id);
  if (!lexicon) {
    lexicon = compileLexicon(topic.facts);
    topicLexicons.set(topic.id, lexicon);
  }
  return lexicon;
}

/**
 * The facts of the question's History topics (history-knowledge.ts) the answer names outside quotations, one
 * hit for each stretch of text (the longest fact there: "Munich Putsch", not also "Putsch"), leaving out facts
 * the question itself names. Empty when the question names no topic.
 */
function findTopicFacts(input: AnswerInput, sentences: readonly Sentence[], exclude: RangeLookup): TermHit[] {
  const topics = topicsFor(input.questionText);
  if (topics.length === 0) return [];
  const found: TermHit[] = [];
  for (const topic of topics) {
    const lexicon = topicLexicon(topic);
    const inQuestion = new Set(findTerms(input.questionText, lexicon, [], NO_RANGES).map((hit) => hit.term));
    for (const hit of findTerms(input.answerText, lexicon, sentences, exclude)) if (!inQuestion.has(hit.term)) found.push(hit);
  }
  found.sort((a, b) => a.index - b.index || b.text.length - a.text.length || a.term.localeCompare(b.term));
  const kept: TermHit[] = [];
  let end = -1;
  for (const hit of found) {
    if (hit.index < end) continue;
    kept.push(hit);
    end = hit.index + hit.text.length;
  }
  return kept;
}

// ---------------------------------------------------------------------------------------------
// Items: the separate things an answer says, for point-marked questions
// ---------------------------------------------------------------------------------------------

/** Lines, semicolons and bullets separate items inside a sentence. */
const ITEM_SEPARATOR = /;|\r?\n|•/g;

/** Openings that start a new point: "Another feature was...", "Secondly,", "(b)", "2.", "- ". */
const OPENS_POINT =
  /^[\s"'“‘(]*(?:[-*]\s+|\(?[a-e1-9][).:]\s*|(?:another|also|secondly|second|thirdly|third|firstly|first|finally|lastly|in addition|additionally|furthermore|moreover|a further|the second|a second|the other|the first|one|feature|point|problem|reason|way|inference)\b)/i;

/** Openings that carry on the point before ("This meant...", "For example,", "As a result"), not a new one. */
const CONTINUES_POINT =
  /^[\s"'“‘(]*(?:this|these|that|for example|for instance|as a result|because|therefore|consequently|so|meaning|which|e\.g\.)\b/i;

/** Where an item goes on to support what it first says: a linking word, or punctuation that adds a clause. */
const CONNECTOR =
  /,|:|\s[–—-]\s|\b(?:which|because|so|as a result|this meant|meaning|leading to|led to|who|where|when|such as|for example|for instance|including|after|while|whereas|until|since|by)\b/gi;

/** Words that are not a point on their own ("I don't know", "stuff"). */
const ITEM_FILLERS = new Set([
  "know", "think", "sure", "idea", "answer", "something", "anything", "nothing", "dont", "don't", "don’t", "yes",
  "maybe", "guess", "unsure", "stuff", "thing", "things", "lot", "lots", "etc",
  // Words that announce a point rather than make one ("Another feature was...", "Firstly, one problem was...").
  "another", "firstly", "secondly", "thirdly", "finally", "lastly", "additionally", "furthermore", "moreover", "however",
  "first", "second", "third", "feature", "features", "problem", "problems", "reason", "reasons", "example", "examples",
  "way", "ways", "fact", "facts", "inference", "inferences",
]);

/** Content words and numbers (two or more digits) as stems, in order of first use, without fillers. */
function itemStems(text: string): string[] {
  const stems = new Set<string>();
  for (const token of tokenise(text)) {
    const lower = token.text.toLowerCase();
    if (/^[0-9]+$/.test(lower)) {
      if (lower.length >= 2) stems.add(lower);
      continue;
    }
    if (!isContentWord(token.text) || ITEM_FILLERS.has(lower)) continue;
    stems.add(crudeStem(token.text));
  }
  return [...stems];
}

interface SourceIndex {
  stems: Set<string>;
  /** The same stems in code-unit order: the stems that start with some letters sit together. */
  sorted: string[];
  /** The lengths of the stems, each once, shortest first. */
  lengths: number[];
}

const sourceIndexCache = new Map<string, SourceIndex>();

let everydayStems: ReadonlySet<string> | null = null;

/**
 * Whether a stem is an everyday word's (COMMON_WORDS: "went", "well", "really", "work"), which shows nothing about
 * where a point came from (POINT_MARKING.sourceWordsNotEveryday, offline-2.8).
 */
function isEverydayStem(stem: string): boolean {
  if (!POINT_MARKING.sourceWordsNotEveryday) return false;
  return isCommonStem(stem);
}

/** Whether a stem is an everyday word's (COMMON_WORDS), whatever POINT_MARKING says. */
function isCommonStem(stem: string): boolean {
  everydayStems ??= new Set(COMMON_WORDS.map((word) => crudeStem(word)));
  return everydayStems.has(stem);
}

function sourceIndexOf(sourceText: string): SourceIndex {
  const cached = sourceIndexCache.get(sourceText);
  if (cached) return cached;
  const stems = new Set(itemStems(sourceText).filter((stem) => !isEverydayStem(stem)));
  const sorted = [...stems].sort();
  const index = { stems, sorted, lengths: [...new Set(sorted.map((stem) => stem.length))].sort((a, b) => a - b) };
  if (sourceIndexCache.size >= 8) sourceIndexCache.delete(sourceIndexCache.keys().next().value as string);
  sourceIndexCache.set(sourceText, index);
  return index;
}

/** Whether a longer source stem starts with the stem (the source has "dragged" for "drag"). */
function startsLongerSourceStem(stem: string, index: SourceIndex): boolean {
  let low = 0;
  let high = index.sorted.length;
  while (low < high) {
    analysisWork.steps += 1;
    const middle = (low + high) >> 1;
    if ((index.sorted[middle] ?? "") < stem) low = middle + 1;
    else high = middle;
  }
  // The stems that start with it follow it in order, the stem itself (if the source has it) first.
  const candidate = index.sorted[low] === stem ? index.sorted[low + 1] : index.sorted[low];
  return candidate !== undefined && candidate.length > stem.length && candidate.startsWith(stem);
}

/** The source uses the stem, or a word that starts the same way ("drag" and "dragged": "drag", "dragg"). */
function inSource(stem: string, index: SourceIndex): boolean {
  if (index.stems.has(stem)) return true;
  const shortest = POINT_MARKING.stemPrefix;
  if (stem.length < shortest || /^[0-9]+$/.test(stem)) return false;
  if (startsLongerSourceStem(stem, index)) return true;
  // Only a start as long as some source stem can be one (a long source has few distinct stem lengths).
  for (const length of index.lengths) {
    if (length >= stem.length) break;
    analysisWork.steps += 1;
    if (length >= shortest && index.stems.has(stem.slice(0, length))) return true;
  }
  return false;
}

/** Stems after the first linking word or punctuation that follows three or more words, that the words before lack. */
function supportStemsOf(text: string): number {
  // The words of the text before an offset are the text's words that start before it (a word cut short still counts).
  const wordStarts = tokenise(text).map((token) => token.index);
  const thirdWord = wordStarts[2] ?? Number.POSITIVE_INFINITY;
  CONNECTOR.lastIndex = 0;
  for (const match of text.matchAll(CONNECTOR)) {
    analysisWork.steps += 1;
    if (match.index <= thirdWord) continue;
    const before = text.slice(0, match.index);
    const first = new Set(itemStems(before));
    return itemStems(text.slice(match.index + match[0].length)).filter((stem) => !first.has(stem)).length;
  }
  return 0;
}

/** Hits in text order, with their offsets for binary search. */
interface HitList {
  hits: readonly TermHit[];
  indices: number[];
}

function hitList(hits: readonly TermHit[]): HitList {
  return { hits, indices: hits.map((hit) => hit.index) };
}

/** The hits that start in [start, end). */
function hitsWithin(list: HitList, start: number, end: number): TermHit[] {
  const first = firstAtLeast(list.indices, start);
  return list.hits.slice(first, Math.max(first, firstAtLeast(list.indices, end)));
}

const NAMED_SOURCE = /\b(?:sources?|interpretations?|extracts?|representations?)\s+([A-F])(?:\s*(?:,|and|&)\s*([A-F]))?\b/gi;

/** The letters of the sources, interpretations and extracts a text names ("Interpretations A and B": A, B). */
function namedSourcesOf(text: string): Set<string> {
  const letters = new Set<string>();
  for (const match of text.matchAll(NAMED_SOURCE)) {
    if (match[1]) letters.add(match[1].toUpperCase());
    if (match[2]) letters.add(match[2].toUpperCase());
  }
  return letters;
}

/**
 * The answer's items. `topicFacts` and each list of `details` are in text order (each item takes the stretch of
 * each list that falls inside it, the lists one after another).
 */
function buildItems(
  input: AnswerInput,
  sentences: readonly Sentence[],
  questionTerms: ReadonlySet<string>,
  topicFacts: readonly TermHit[],
  details: ReadonlyArray<readonly TermHit[]>,
): AnswerItem[] {
  const text = input.answerText;
  // Points are taken from the lines the question names ("from lines 1 to 8"), when the source has them (offline-2.25).
  const pointSource = input.sourceText && input.sourceText.trim() !== "" ? namedLinesOf(input.sourceText, input.questionText) : null;
  const source = pointSource ? sourceIndexOf(pointSource) : null;
  const sourceWords = source ? normaliseForMatch(pointSource ?? "") : "";
  const facts = hitList(topicFacts);
  const detailLists = details.map(hitList);
  const period = questionPeriod(input.questionText);
  const questionWords = new Set(itemStems(input.questionText));
  const namedSources = namedSourcesOf(input.questionText);
  const items: AnswerItem[] = [];
  for (const sentence of sentences) {
    for (const [from, to] of spans(sentence.text, ITEM_SEPARATOR)) {
      const start = sentence.start + from;
      const end = sentence.start + to;
      const itemText = text.slice(start, end);
      if (tokenise(itemText).length === 0) continue;
      const stems = itemStems(itemText);
      const itemFacts = distinctTerms(hitsWithin(facts, start, end));
      const itemDetails = distinctTerms(detailLists.flatMap((list) => hitsWithin(list, start, end)));
      items.push({
        index: items.length,
        text: itemText,
        start,
        end,
        sentence: sentence.index,
        paragraph: sentence.paragraph,
        opensPoint: OPENS_POINT.test(itemText),
        continuesPoint: !OPENS_POINT.test(itemText) && CONTINUES_POINT.test(itemText),
        stems,
        questionStems: stems.filter((stem) => questionTerms.has(stem)),
        specificQuestionStems: stems.filter((stem) => questionTerms.has(stem) && !isCommonStem(stem)),
        newStems: stems.filter((stem) => !questionWords.has(stem) && !questionTerms.has(stem)),
        namesSource: [...namedSourcesOf(itemText)].some((letter) => namedSources.has(letter)),
        sourceStems: source ? itemSourceStems(itemText, stems, questionTerms, source, sourceWords) : null,
        topicFacts: itemFacts,
        details: itemDetails,
        lateKnowledge: period ? lateKnowledgeOf(itemFacts, itemDetails, period) : [],
        supportStems: supportStemsOf(itemText),
      });
    }
  }
  return items;
}

/**
 * An item's stems, other than the question's, that the source also uses. Everyday words (isEverydayStem) count only
 * when the item repeats a stretch of the source word for word ("long walks, especially on"), as a quotation does:
 * a sentence about football shares "went" or "well" with almost any passage (offline-2.8).
 */
function itemSourceStems(itemText: string, stems: readonly string[], questionTerms: ReadonlySet<string>, source: SourceIndex, sourceWords: string): string[] {
  const own = stems.filter((stem) => !questionTerms.has(stem));
  const specific = own.filter((stem) => !isEverydayStem(stem) && inSource(stem, source));
  if (specific.length > 0 || !POINT_MARKING.sourceWordsNotEveryday) return specific;
  const quoted = normaliseForMatch(itemText);
  if (quoted.split(" ").length >= 2 && sourceWords.includes(quoted)) return own.filter((stem) => isEverydayStem(stem));
  return POINT_MARKING.sourcePhrases ? phraseFromSource(quoted, own, sourceWords) : [];
}

/**
 * The everyday words of an item that the source has in the same two-word phrase ("They were being watched" and the
 * source's "was being watched"): a point in the student's own sentence, taken from the source (offline-2.25). A
 * phrase of two everyday function words ("they were") is no evidence: one of the two must be the item's own stem.
 */
function phraseFromSource(quoted: string, own: readonly string[], sourceWords: string): string[] {
  const words = quoted.split(" ");
  const padded = ` ${sourceWords} `;
  const found = new Set<string>();
  for (let index = 0; index + 1 < words.length; index += 1) {
    const pair = `${words[index]} ${words[index + 1]}`;
    if (!padded.includes(` ${pair} `)) continue;
    for (const stem of itemStems(pair)) if (own.includes(stem)) found.add(stem);
  }
  return [...found];
}

/**
 * The lines of a source a question names ("Read again the first part of the source, from lines 1 to 8"), counting
 * the source's lines as printed, with a line either side for a heading or a line broken differently; the whole
 * source when the question names no lines or the source does not have them (a source pasted as one paragraph).
 */
export function namedLinesOf(sourceText: string, questionText: string): string {
  if (!POINT_MARKING.namedLines) return sourceText;
  const named = /\blines?\s+(\d{1,3})\s*(?:to|and|-|–|—)\s*(\d{1,3})\b/i.exec(questionText);
  if (!named) return sourceText;
  const from = Number(named[1]);
  const to = Number(named[2]);
  const lines = sourceText.split(/\r?\n/).filter((line) => line.trim() !== "");
  if (from < 1 || to < from || lines.length < to) return sourceText;
  return lines.slice(Math.max(0, from - 2), Math.min(lines.length, to + 1)).join("\n");
}

/**
 * The facts and years among an item's that begin after the question's years, with the names that hold such a fact
 * ("Louis Pasteur" when "pasteur" is late).
 */
function lateKnowledgeOf(facts: readonly string[], details: readonly string[], period: QuestionPeriod): string[] {
  const late = (term: string) => {
    const year = /^(\d{4})s?$/.exec(term);
    const first = year ? Number(year[1]) : FACT_FIRST_YEAR[term];
    return first !== undefined && first > period.to;
  };
  const lateFacts = facts.filter(late);
  return [...lateFacts, ...details.filter((detail) => late(detail) || lateFacts.some((fact) => detail.includes(fact)))];
}

// ---------------------------------------------------------------------------------------------
// Spelling
// ---------------------------------------------------------------------------------------------

/** The words of an answer the spell checker judges (spelling-service.ts): each distinct word as written. */
export function spellingCandidates(answerText: string): string[] {
  return [...new Set(tokenise(answerText).map((token) => token.text))];
}

/** A web address written in an answer: from its scheme or "www." to the next space. */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)\S+/gi;

function wordsOf(text: string | null): Set<string> {
  return new Set(tokenise(text ?? "").map((token) => token.text.toLowerCase().replace(/’/g, "'")));
}

/**
 * Misspellings in the student's own words. Skipped: quoted words (the author's spelling), numbers,
 * words in the question or source, capitalised words inside a sentence (names) and capitalised
 * sentence openers that appear capitalised inside a sentence elsewhere.
 */
function checkSpelling(input: AnswerInput, sentences: readonly Sentence[], quoteRanges: RangeLookup, verdicts: SpellingVerdicts | null): Spelling {
  if (!verdicts) return { available: false, checked: 0, misspelt: [], errorRate: 0 };
  const known = new Set([...wordsOf(input.questionText), ...wordsOf(input.sourceText)]);
  // A web address is not words to spell (URL_NOT_SPELT, offline-2.21): "https", "bbc", "utm_source" were flagged.
  const addresses = URL_NOT_SPELT ? [...input.answerText.matchAll(WEB_ADDRESS)].map((match) => [match.index, match.index + match[0].length] as const) : [];
  const inAddress = (index: number) => addresses.some(([start, end]) => index >= start && index < end);
  const namesInside = new Set<string>();
  const candidates: Array<{ token: Token; sentence: number; opener: boolean }> = [];
  for (const sentence of sentences) {
    // A letter's signed name ("Priya") is a name, not a word to check.
    const furniture = isLetterFurniture(sentences, sentence);
    tokenise(sentence.text).forEach((token, position) => {
      const absolute = { text: token.text, index: sentence.start + token.index };
      if (quoteRanges.has(absolute.index) || inAddress(absolute.index)) return;
      const capitalised = /^[A-ZÀ-Þ]/.test(token.text);
      if (capitalised && furniture) return;
      if (capitalised && position > 0) {
        namesInside.add(token.text.toLowerCase());
        return;
      }
      candidates.push({ token: absolute, sentence: sentence.index, opener: position === 0 });
    });
  }
  const misspelt: Misspelling[] = [];
  let checked = 0;
  for (const { token, sentence, opener } of candidates) {
    const lower = token.text.toLowerCase().replace(/’/g, "'");
    if (/[0-9]/.test(token.text) || token.text.length < 2 || known.has(lower)) continue;
    if (opener && /^[A-Z]/.test(token.text) && namesInside.has(lower)) continue;
    checked += 1;
    if (verdicts.misspelt.has(token.text)) misspelt.push({ word: token.text, index: token.index, sentence });
  }
  return { available: true, checked, misspelt, errorRate: checked === 0 ? 0 : (misspelt.length / checked) * 100 };
}

// ---------------------------------------------------------------------------------------------
// Sentence statistics and vocabulary
// ---------------------------------------------------------------------------------------------

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

/** A letter's greeting or sign-off on a line of its own ("Dear Mrs Patel," ... "Yours sincerely,"): written without a full stop. */
const LETTER_GREETING = /^(dear\b[^.!?]{0,60}|to whom it may concern)[,:]?$/i;
const LETTER_SIGN_OFF = /^(yours\s+(sincerely|faithfully|truly)|(with\s+)?(kind|kindest|best|warm|warmest)\s+(regards|wishes)|regards|sincerely|many thanks|thank you|from)[,]?$/i;

/**
 * A letter's greeting, its sign-off, or the name signed under it (up to four words after a sign-off, at the end):
 * a letter's conventions, not sentences missing their full stops (GCSE Language Paper 2 asks for letters).
 */
function isLetterFurniture(sentences: readonly Sentence[], sentence: Sentence): boolean {
  const text = sentence.text.trim();
  if (LETTER_GREETING.test(text) || LETTER_SIGN_OFF.test(text)) return true;
  // The sign-off and the name on one line ("Yours faithfully, Josh Carter"; a review found it told to take a full stop).
  const signed = LETTER_FURNITURE_ON_ONE_LINE ? /^(.+?),\s*((?:[A-Z][A-Za-z'’.-]*\s*){1,4})$/.exec(text) : null;
  if (signed && LETTER_SIGN_OFF.test(signed[1]!.trim())) return true;
  const before = sentences[sentence.index - 1];
  return sentence.index === sentences.length - 1 && sentence.wordCount <= 4 && before !== undefined && LETTER_SIGN_OFF.test(before.text.trim());
}

const PUNCTUATION_KINDS: readonly RegExp[] = [/,/, /;/, /:/, /\s[-–—]\s|—/, /\(/, /\?/, /!/, /["“”]|(^|\s)['‘]/];

function buildSentenceStats(text: string, sentences: readonly Sentence[]): SentenceStats {
  const lengths = sentences.map((sentence) => sentence.wordCount);
  const meanWords = mean(lengths);
  const openers = sentences.map((sentence) => tokenise(sentence.text)[0]?.text.toLowerCase() ?? "");
  const openerCounts = new Map<string, number>();
  for (const opener of openers) openerCounts.set(opener, (openerCounts.get(opener) ?? 0) + 1);
  const uniqueOpeners = openers.filter((opener) => openerCounts.get(opener) === 1).length;
  const stops = (sentence: Sentence) => (sentence.text.match(/[,;:—–]|\s-\s/g) ?? []).length;
  return {
    count: sentences.length,
    meanWords,
    variety: meanWords === 0 ? 0 : standardDeviation(lengths) / meanWords,
    shortCount: lengths.filter((length) => length > 0 && length <= 7).length,
    longCount: lengths.filter((length) => length >= 30).length,
    runOns: sentences
      .filter((sentence) => sentence.wordCount > 55 || (sentence.wordCount > 35 && stops(sentence) <= 1))
      .map((sentence) => sentence.index),
    noCapitalStart: sentences.filter((sentence) => !sentence.startsWithCapital).map((sentence) => sentence.index),
    missingEndPunctuation: sentences.filter((sentence) => !sentence.endsWithPunctuation && !isLetterFurniture(sentences, sentence)).map((sentence) => sentence.index),
    openerVariety: sentences.length < 2 ? 1 : uniqueOpeners / sentences.length,
    punctuationRange: PUNCTUATION_KINDS.filter((kind) => kind.test(text)).length,
    duplicateShare: duplicateShare(sentences),
  };
}

/** Padding an answer by repeating sentences earns nothing: the marker discounts this share. */
function duplicateShare(sentences: readonly Sentence[]): number {
  const seen = new Set<string>();
  let duplicates = 0;
  for (const sentence of sentences) {
    if (sentence.wordCount < 5) continue;
    const key = normaliseForMatch(sentence.text);
    if (seen.has(key)) duplicates += 1;
    seen.add(key);
  }
  return sentences.length === 0 ? 0 : duplicates / sentences.length;
}

const TTR_WINDOW = 50;

/** Moving-average type-token ratio: unlike the plain ratio it does not fall just because an answer is long. */
function movingTypeTokenRatio(words: readonly string[]): number {
  if (words.length === 0) return 0;
  if (words.length <= TTR_WINDOW) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  const add = (word: string, delta: number) => {
    const next = (counts.get(word) ?? 0) + delta;
    if (next === 0) {
      counts.delete(word);
      distinct -= 1;
    } else {
      if (delta > 0 && next === 1) distinct += 1;
      counts.set(word, next);
    }
  };
  for (const word of words.slice(0, TTR_WINDOW)) add(word, 1);
  let total = distinct / TTR_WINDOW;
  for (let index = TTR_WINDOW; index < words.length; index += 1) {
    add(words[index] ?? "", 1);
    add(words[index - TTR_WINDOW] ?? "", -1);
    total += distinct / TTR_WINDOW;
  }
  return total / (words.length - TTR_WINDOW + 1);
}

function buildVocabulary(tokens: readonly Token[]): Vocabulary {
  const words = tokens.map((token) => token.text.toLowerCase()).filter((word) => !/^[0-9]+$/.test(word));
  const longWords = words.filter((word) => word.replace(/['’].*$/, "").length >= 8).length;
  const letters = words.reduce((sum, word) => sum + word.replace(/['’].*$/, "").length, 0);
  return {
    typeTokenRatio: movingTypeTokenRatio(words),
    longWordShare: words.length === 0 ? 0 : longWords / words.length,
    distinctWords: new Set(words).size,
    meanWordLength: words.length === 0 ? 0 : letters / words.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Historical knowledge: dates, figures and names
// ---------------------------------------------------------------------------------------------

const YEAR = /\b(?:1[0-9]{3}|20[0-9]{2})s?\b|\b(?:1[0-9]|20|21)(?:st|nd|rd|th) century\b/gi;
const STATISTIC = /\b[0-9][0-9,.]*\s*(?:%|(?:per ?cent|million|billion|thousand|marks|seats|votes|people|deaths|soldiers|unemployed)\b)/gi;
/**
 * Runs of capitalised words, allowing "of", "of the", "von" and "de" inside ("Treaty of Versailles", "Night of the
 * Long Knives") and "the" only after a single name ("Ivan the Terrible"), so two names a "the" stands between are
 * two details ("the Second World War the American government": "Second World War", then "American").
 * The space after "of" is optional inside the group, not after it: `\s+(?:of)?\s*` would try every split of a
 * long run of spaces between the two.
 */
const NAMED_RUN = /\b[A-Z][a-zÀ-ÿ]+(?:['’]s)?(?:\s+the\s+[A-Z][a-zÀ-ÿ]+)?(?:\s+(?:(?:of|of the|von|de)\s*)?[A-Z][a-zÀ-ÿ]+)*/g;

/** Matches of a pattern outside the excluded ranges; each hit's term is its own text unless `term` is given. */
function findPattern(text: string, pattern: RegExp, sentences: readonly Sentence[], exclude: RangeLookup, term?: string): TermHit[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)]
    .filter((match) => !exclude.has(match.index))
    .map((match) => ({ term: term ?? match[0].trim(), text: match[0].trim(), index: match.index, sentence: sentenceAt(sentences, match.index) }));
}

/**
 * Named people, places, events and organisations not already named in the question. A single
 * capitalised word opening a sentence is skipped: it may be an ordinary word.
 */
function findNamedEntities(input: AnswerInput, sentences: readonly Sentence[], exclude: RangeLookup): TermHit[] {
  const inQuestion = wordsOf(input.questionText);
  const hits: TermHit[] = [];
  for (const sentence of sentences) {
    for (const match of sentence.text.matchAll(NAMED_RUN)) {
      const index = sentence.start + match.index;
      const words = match[0].split(/\s+/);
      const opensSentence = sentence.text.slice(0, match.index).trim().replace(/^["'“‘(]+/, "") === "";
      if (exclude.has(index) || (opensSentence && words.length < 2)) continue;
      const first = (words[0] ?? "").toLowerCase().replace(/['’]s$/, "");
      if (first === "i" || STOPWORDS.has(first)) continue;
      const capitalWords = words.filter((word) => /^[A-Z]/.test(word)).map((word) => word.toLowerCase().replace(/['’]s$/, ""));
      // Restating the question's own names ("Hitler", "the Weimar Republic") is not extra knowledge.
      if (capitalWords.every((word) => inQuestion.has(word))) continue;
      hits.push({ term: match[0].replace(/['’]s$/, ""), text: match[0], index, sentence: sentence.index });
    }
  }
  return hits;
}

// ---------------------------------------------------------------------------------------------
// The analysis
// ---------------------------------------------------------------------------------------------

/**
 * Everything the offline marker measures in one answer. `spelling` holds the spell checker's verdicts on
 * its words (spelling-service.ts); with null, spelling is reported as unavailable.
 */
export function analyseAnswer(input: AnswerInput, spelling: SpellingVerdicts | null): AnswerFeatures {
  const text = input.answerText;
  const { sentences, paragraphs } = buildSentencesAndParagraphs(text);
  const quotations = buildQuotations(text, sentences, input.sourceText);
  const quoteRanges = new RangeLookup(quotations.map((quotation) => [quotation.start, quotation.end]));
  const find = (lexicon: readonly CompiledTerm[]) => findTerms(text, lexicon, sentences, quoteRanges);
  const terminology = {
    literature: find(LEXICONS.literature),
    language: find(LEXICONS.language),
    structure: find(LEXICONS.structure),
    history: find(LEXICONS.history),
  };
  const analyticalVerbs = find(LEXICONS.analyticalVerbs);
  const wordFocus = find(LEXICONS.wordFocus);
  const analysisSentences = new Set(
    [...analyticalVerbs, ...wordFocus, ...terminology.literature, ...terminology.language].map((hit) => hit.sentence),
  );
  markAnalysed(quotations, sentences, analysisSentences);
  const tokens = tokenise(text);
  const ownTokens = tokens.filter((token) => !quoteRanges.has(token.index));
  const topicFacts = findTopicFacts(input, sentences, quoteRanges);
  const relevance = buildRelevance(input, sentences, topicFacts);
  const knowledge = {
    years: findPattern(text, YEAR, sentences, quoteRanges),
    statistics: findPattern(text, STATISTIC, sentences, quoteRanges),
    namedEntities: findNamedEntities(input, sentences, quoteRanges),
  };
  return {
    wordCount: tokens.length,
    ownWordCount: ownTokens.length,
    sentences,
    paragraphs,
    quotations,
    relevance,
    terminology,
    analyticalVerbs,
    wordFocus,
    readerEffect: find(LEXICONS.readerEffect),
    inference: find(LEXICONS.inference),
    contextMarkers: find(LEXICONS.contextMarkers),
    linking: find(LEXICONS.linking),
    judgement: find(LEXICONS.judgement),
    comparison: find(LEXICONS.comparison),
    causal: find(LEXICONS.causal),
    sourceAnalysis: find(LEXICONS.sourceAnalysis),
    interpretation: find(LEXICONS.interpretation),
    descriptive: find(LEXICONS.descriptive),
    narrativeLinks: find(LEXICONS.narrativeLinks),
    vague: find(LEXICONS.vague).filter((hit) => vagueUse(text, hit)),
    grammarSlips: [...find(LEXICONS.grammarSlips), ...findLowercaseI(text, sentences, quoteRanges), ...findPluralWas(text, sentences, quoteRanges)],
    knowledge,
    items: buildItems(input, sentences, new Set(relevance.questionTerms), topicFacts, [knowledge.years, knowledge.statistics, knowledge.namedEntities]),
    spelling: checkSpelling(input, sentences, quoteRanges, spelling),
    sentenceStats: buildSentenceStats(text, sentences),
    vocabulary: buildVocabulary(ownTokens),
  };
}

/** "i" on its own as a pronoun: a capital-letter slip the spell checker accepts. */
function findLowercaseI(text: string, sentences: readonly Sentence[], exclude: RangeLookup): TermHit[] {
  return findPattern(text, /(?<![A-Za-z'’])i(?=\s|['’](?:m|ve|d|ll)\b)/g, sentences, exclude, "lower-case i");
}

/**
 * "we was", "they was", "you was" in the student's own words (offline-2.27: an English teacher's review found "we was
 * going" never named). Not inside quotation marks: a character may speak so in a story's dialogue.
 */
function findPluralWas(text: string, sentences: readonly Sentence[], exclude: RangeLookup): TermHit[] {
  if (!PLURAL_WAS_SLIP) return [];
  return findPattern(text, /\b(?:we|they|you)\s+was\b/gi, sentences, exclude);
}

/** The distinct terms among some hits, in order of first use. */
export function distinctTerms(hits: readonly TermHit[]): string[] {
  return [...new Set(hits.map((hit) => hit.term.toLowerCase()))];
}
