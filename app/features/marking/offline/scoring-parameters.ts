/**
 * The offline marker's frozen scoring parameters: every number that decides a mark lives here, so a
 * change to the marking is a change to this file, and the marking benchmark prints the commit of this
 * file with its figures (docs/decisions/011-offline-marker-quality.md states the protocol: parameters
 * are frozen in a commit before their first run on ASAP-AES, and nothing here is fitted to ASAP).
 *
 * Where the numbers come from:
 * - Weights: the GCSE mark schemes' own emphasis, per kind of objective. Content and organisation
 *   (AQA Language AO5) rewards developed, sustained ideas first, then ambitious vocabulary, cohesion
 *   and crafted sentences; technical accuracy (AO6, Literature AO4, History SPaG) rewards accurate
 *   spelling and demarcation first, then punctuation range and vocabulary; reading objectives reward
 *   developed, relevant points drawn from the text, then analytical language.
 * - Default norms (what a typical answer looks like, for an answer marked on its own): our own GCSE
 *   answers (tests/support/sample-answers.ts) and the asap_sas development set, never ASAP-AES.
 * - The bell curve: GCSE mark distributions sit around half marks with a spread of about a fifth of
 *   the marks; we take mean 0.5 and standard deviation 0.2 of the question's marks.
 */

/**
 * Bump with every change to this file or to how the measures are read; the benchmark prints it with the file's
 * commit. offline-2.2: a singular and its plural stem alike in analyse-answer.ts (crudeStem: "missile" and
 * "missiles", "theme" and "themes"), found on a GCSE History answer of our own that offline-2.1 gave 0/8
 * because no sentence matched its question; the weights and norms here are unchanged. offline-2.3: CREDIT_FLOOR,
 * found on GCSE answers of our own (a relevant but weak Language description got 1 of 40 while an off-topic
 * paragraph got 5, and short relevant Literature answers got 0 for AO1-AO3). offline-2.4, from an audit of real use
 * on GCSE answers of our own: point-marked questions (no level bands in the catalogue) are marked by counting
 * creditable points (count-points.ts, POINT_MARKING) instead of on the bell curve; a History answer that names
 * its topic's facts is relevant without the question's words (TOPIC_RELEVANCE); a "the" between two names no
 * longer joins them into one detail (analyse-answer.ts, NAMED_RUN). offline-2.5, from an audit of the running
 * product on History answers of our own (an answer about Arsenal got 2 of 4 on the causes of disease, "People had
 * lots of ideas about the causes of disease" 3 of 4, and a correct, developed Weimar answer the same 2 of 4 as a
 * vague one): a History feature with no source must name some knowledge of its topic (POINT_MARKING
 * `historyKnowledge`), only a date or a figure (not any capitalised word) ties a History answer to its question
 * when nothing else does, and a levelled describe question of one objective is marked by its points
 * (DESCRIBE_BY_POINTS). offline-2.6: such a History point that names only facts or years from after the question's
 * years earns nothing ("germs... Louis Pasteur... vaccines" got 2 of 4 for a feature of c1250-c1500; the dates are
 * history-knowledge.ts FACT_FIRST_YEAR's, read from general knowledge of the specifications, not from any dataset).
 * offline-2.7: the spell checker (spelling-worker.mjs) no longer counts a word English writes with accents as
 * misspelt ("café", "naïve", "Brontë's", "déjà vu": the British dictionary has no accented words), which feeds the
 * spelling measure; found by an audit of the feedback a parent reads, not on any dataset.
 * offline-2.8: a point-marked answer draws on its source only through a word of the source that is not an everyday
 * word, unless it quotes the source word for word (POINT_MARKING `sourceWordsNotEveryday`, analyse-answer.ts
 * itemSourceStems); found by a marking audit across the catalogue on answers of our own, where a paragraph about
 * Arsenal got 2-3 of 4 on Language "list four things" questions (it shared "went" and "well" with the passage) and
 * 4 of 4 on every Edexcel History follow-up question ("really" and "works" against "real" and "working").
 * offline-2.9: a History answer earns above 0 only when it is on the question (HISTORY_ON_QUESTION, score-answer.ts
 * historyOnQuestion): some sentence says something of its own, beyond the question's words, tied to the question by a
 * fact of the topic, a source or interpretation the question names, a question word that is not an everyday word, two
 * question words, or two particular words of the source; otherwise the levelled objectives' gate and a point-marked
 * question's points are 0, whatever CREDIT_FLOOR and the bell curve would give. Found by a marking audit across the
 * catalogue on answers of our own: a paragraph about football got 4-5 of 18-25 on History essays and OCR site
 * questions, 3 of 8 on AQA "more convincing", 4 of 12 on AQA Russia Question 6 and 3 of 15 on source-utility
 * questions (one shared word such as "first", "work" or "young" put it just under the relevance gate), and the question
 * copied back got 2 of 4 on AQA "interpretations differ / why differ", 2 of 3 on OCR's short answers and 2 of 12 on AQA
 * Germany Question 6 (its own words counted as relevance).
 * offline-2.10: initials written without spaces ("J.B. Priestley", "R.L. Stevenson", "H.G. Wells") no longer end a
 * sentence (analyse-answer.ts endsSentence; "J. B." already did not). Before, "In An Inspector Calls, J.B." was a
 * sentence of its own, which changed the answer's sentence count and the sentence measures built on it. Found by a
 * marking audit on answers of our own; no weight or norm changed.
 * offline-2.11: a History question on interpretations, or on what sources show or are worth, answered without a word
 * about them earns 0 for its analysis objectives (AO2-AO4; AO1 knowledge is still marked): HISTORY_USES_TEXTS,
 * analyse-answer.ts textsAskedOf. Found by an exploratory review of the product (2026-11-27): a 190-word narrative of
 * the 1923 hyperinflation got 4 of 4 on AQA Germany "why might the interpretations differ" without once mentioning
 * them. History only: nothing of ASAP can reach it.
 * offline-2.12: a sentence copied from a source is found when the source is printed with line numbers (every fifth
 * line of a Language source ends in one): COPIED_ACROSS_LINE_NUMBERS, analyse-answer.ts copiedFromSource. Found by the
 * same review: lines 10 to 18 of an AQA Paper 1 source pasted as the answer to Question 2 got 3 of 8 (4 of 8 on
 * another seed) while an honest weak answer got 0. Its ASAP run moved (asap_aes 0.506 against 0.510): it also dropped
 * quotation marks at words' edges before matching, so a sentence quoted from the source counted as copied.
 * offline-2.13: offline-2.12 with only the line numbers dropped; a sentence in quotation marks is quoted, not copied.
 * offline-2.14: a letter's greeting ("Dear Mrs Patel,"), sign-off ("Yours sincerely,") and the name signed under it
 * are not sentences missing their full stops: analyse-answer.ts isLetterFurniture. Found by writing a GCSE Language
 * Paper 2 letter for the feedback tests (2026-11-27): all three lines counted as faulty sentences, lowering the
 * written-accuracy mark and advising "start and end every sentence correctly" to a correctly set-out letter.
 * offline-2.15: three spelling and sentence fixes from an exploratory review of the product (2026-11-27), none of them
 * a weight or a norm: (1) the subjects' own words the British dictionary lacks (spelling-subject-words.ts:
 * "remilitarising", "fyrd", "thegns", "asyndetic", ...) are spelt right; "remilitarising" had been "corrected" to
 * "demilitarising", with a SPaG mark taken and a flashcard made of it; (2) the name signed under a letter is not
 * spell-checked ("Priya"); (3) a ! or ? inside a quotation that carries on in lower case ("Out, damned spot! out, I
 * say!") does not end the sentence (analyse-answer.ts insideQuotation), so it is not a sentence without a capital.
 * offline-2.16: an answer most of whose words are not words (keys mashed: "asdf jkl qwerty ...") earns nothing
 * (NOT_WORDS, score-answer.ts mostlyNotWords); one earned a mark for a descriptive-writing task in the same review,
 * and its feedback advised it on reaching the next level.
 * offline-2.17: (1) a sentence's end inside a quotation that closes later in the paragraph ("peace? I hate the word, as
 * I hate hell") does not end the student's sentence (analyse-answer.ts endsSentence): a teacher's review found
 * Tybalt's words criticised as the student's own sentence; (2) NOT_WORDS needs four words in five not to be words,
 * not one in two: a student who spells badly ("the man wos verry angery becos he new") writes words, and must not
 * be marked as if they had mashed keys (offline-2.16's asap_aes run, 0.508 against 0.510, is consistent with that:
 * some weak spellers lost their marks).
 */
export const SCORING_VERSION = "offline-2.27";

/**
 * offline-2.27: "we was", "they was" and "you was" in the student's own words (not in quotation marks) are grammar slips
 * (PLURAL_WAS_SLIP): an English teacher's review (2026-11-27) found a weak story's "we was going" never named while its
 * accuracy was praised. Not a weight or a norm; it can reach an ASAP essay that writes so.
 */

/**
 * offline-2.26: from a review of practice papers (2026-11-28), none of them a weight or a norm: (1) a letter's sign-off
 * and the name on one line ("Yours faithfully, Josh Carter") is not a sentence missing its full stop
 * (LETTER_FURNITURE_ON_ONE_LINE); (2) Landsberg's first year is 1923 (history-knowledge.ts: Hitler was held there from
 * 11 November 1923), so "Hitler was arrested and sentenced to five years in Landsberg" describes the Munich Putsch of
 * 1923 instead of being "after the years the question asks about". (1) could reach an ASAP essay written as a letter.
 */

/**
 * offline-2.25: from an English teacher's review (2026-11-27), none of them a weight or a norm: (1) a point taken from
 * a source is looked for in the lines the question names, and a two-word phrase of the source in the student's own
 * sentence counts (POINT_MARKING.namedLines, sourcePhrases); (2) "duffel" and the "handedly" of "single-handedly" are
 * spelt right (spelling-subject-words.ts). (1) reaches point-marked questions only; (2) could reach an ASAP essay.
 */

/**
 * offline-2.24: three History fixes from a teacher's review (2026-11-27), none of them a weight or a norm: (1) an
 * answer of one paragraph is not one point (FEATURES_ON_ONE_LINE), and a sentence carrying a point on ("This
 * meant...") does not open another; (2) an inference from a source must draw on it (SOURCE_POINTS_DRAW_ON_IT); (3) the
 * History topics' people, groups and terms the dictionary lacks are spelt right ("Baldur", "Sopade", "Jungvolk",
 * "Stakhanov", "kolkhozes": spelling-names.ts, spelling-subject-words.ts). (1) and (2) reach point-marked questions
 * only, which ASAP does not have; (3) could reach an ASAP essay that names one of these words.
 */

/**
 * offline-2.23: an English Literature question marked on the writers' methods alone (AO2 its only objective: AQA's
 * unseen comparison, question 27.2) holds an answer that names no method, analyses no word and quotes nothing to the
 * top of Level 1. A teacher's review (2026-11-27) found a comparison of what two poems are about (no method at all) at
 * Level 2, "relevant comparison of some methods", one mark below an answer comparing metaphors, similes and
 * enjambment; the catalogue's own guidance says what the poems are about earns nothing on its own there. No ASAP
 * question is Literature with AO2 alone, so nothing of ASAP can reach it.
 */
export const METHODS_CEILING = { level: 1 } as const;

/**
 * offline-2.22: a History answer's details (answer-measures.ts) count the facts of the question's topic it names as well
 * as the years, figures and capitalised names it has, so knowledge written in lower case counts. A teacher's review
 * (2026-11-27) found the same weak answer at 2 of 20 in lower case and 6 of 20 capitalised (AQA History Q4), the
 * content marks docked for what SPaG marks on its own grid. Only History questions have topic facts.
 */
export const TOPIC_FACTS_AS_DETAILS = true;

/**
 * offline-2.21: the words of a web address in an answer ("https://www.bbc.co.uk/bitesize/...") are not spell-checked
 * (analyse-answer.ts checkSpelling). An adversarial review (2026-11-27) found a pasted link counted as misspellings,
 * taking accuracy marks, and the feedback asking the student to check the spelling of "https".
 */
export const URL_NOT_SPELT = true;

/**
 * offline-2.20: a question asked in parts (catalogue QuestionType.parts: Edexcel History Paper 2 "Explain two
 * consequences", marked 2 x 4, facts §4.3) earns at most the share of its marks of the parts the answer gives
 * (count-parts.ts, score-answer.ts). Found by a History teacher's review (2026-11-27): one consequence developed at
 * length got 7 of 8 (Level 4), more than two consequences explained with facts (6 of 8). A part needs
 * `minimumPartWords` words of its own and begins at a sentence of at least `minimumSentenceWords` words. No ASAP
 * question is asked in parts, so nothing of ASAP can reach it.
 */
export const ANSWER_PARTS = { minimumSentenceWords: 4, minimumPartWords: 12 } as const;

/**
 * offline-2.19: a sentence that is one quotation and nothing else (`"Better by far you should forget and smile".`) is
 * quoted, not copied from the source: it no longer counts as padding (a teacher's review found it took marks and
 * drew "copied from the source without quotation marks" on an answer that had them). The quotation marks were
 * dropped before the sentence was looked for in the source (analyse-answer.ts copiedFromSource).
 */
export const QUOTED_SENTENCE_NOT_COPIED = true;

/**
 * offline-2.18: an English Literature answer about another set text earns nothing (a teacher's review: an essay on
 * Juliet sent for a Macbeth question got Level 3). The question's set text is known when the question names it or one
 * of its characters (setTextOf); the answer is about another when it names another set text, or its characters, at
 * least `otherMentions` times and never names the one asked about (its title, another name for it, or a character).
 * Answers to questions that name no set text, every ASAP item among them, are marked as before.
 */
export const WRONG_SET_TEXT = { otherMentions: 2 } as const;

/**
 * An answer is keys mashed rather than words when at least `misspeltShare` of the words the spell checker judged
 * are not words, of at least `minimumChecked` judged: it earns nothing, and its feedback says so.
 */
export const NOT_WORDS = { minimumChecked: 5, misspeltShare: 0.8 } as const;

/** One measured aspect of an answer (answer-measures.ts computes them). */
export const MEASURES = [
  "length",
  "vocabulary",
  "longWords",
  "wordLength",
  "connectives",
  "questionOverlap",
  "sourceOverlap",
  "subjectTerms",
  "details",
  "errors",
  "punctuation",
  "sentenceControl",
] as const;
export type Measure = (typeof MEASURES)[number];

/** The kinds of objective the weights distinguish. */
export type ObjectiveGroup = "writing" | "accuracy" | "reading" | "knowledge" | "history" | "retrieval";

/**
 * Weights per objective group; each row adds up to 1. A measure the group does not name has weight 0.
 * Signs are already in the measures: more errors and more faulty sentences are lower measures.
 */
export const WEIGHTS: Record<ObjectiveGroup, Partial<Record<Measure, number>>> = {
  // Content and organisation: development (length, range of words) first, then ambition, cohesion, craft.
  writing: {
    length: 0.3,
    vocabulary: 0.15,
    longWords: 0.1,
    wordLength: 0.05,
    connectives: 0.1,
    punctuation: 0.1,
    errors: 0.1,
    sentenceControl: 0.05,
    questionOverlap: 0.05,
  },
  // Technical accuracy: spelling and sentence demarcation first, then range of punctuation and words.
  accuracy: {
    errors: 0.3,
    sentenceControl: 0.15,
    punctuation: 0.15,
    longWords: 0.1,
    wordLength: 0.05,
    vocabulary: 0.1,
    length: 0.15,
  },
  // Reading and analysis: developed, relevant points from the text, then analytical language.
  reading: {
    length: 0.4,
    sourceOverlap: 0.15,
    questionOverlap: 0.1,
    connectives: 0.05,
    subjectTerms: 0.05,
    vocabulary: 0.1,
    longWords: 0.05,
    wordLength: 0.05,
    errors: 0.05,
  },
  // History AO1: knowledge and understanding, shown by precise, relevant detail.
  knowledge: {
    length: 0.2,
    details: 0.35,
    questionOverlap: 0.15,
    vocabulary: 0.1,
    connectives: 0.05,
    subjectTerms: 0.05,
    longWords: 0.05,
    errors: 0.05,
  },
  // History AO2-AO4: explanation and analysis with precise knowledge (dates, names, figures) and explanation, as the AO1/AO2 level descriptors ask.
  history: {
    length: 0.25,
    details: 0.2,
    connectives: 0.15,
    subjectTerms: 0.1,
    questionOverlap: 0.1,
    sourceOverlap: 0.05,
    vocabulary: 0.05,
    longWords: 0.05,
    errors: 0.05,
  },
  // Point-marked: separate, relevant points; length and the question's own words carry most.
  retrieval: {
    length: 0.45,
    questionOverlap: 0.2,
    sourceOverlap: 0.1,
    vocabulary: 0.05,
    longWords: 0.05,
    wordLength: 0.05,
    errors: 0.1,
  },
};

/**
 * Norms for an answer marked on its own (no question profile): the typical value and spread of each
 * measure. Counts grow with length, so their typical value is set from the question's typical length
 * (TYPICAL_WORDS): `perWord` hits per word of a typical answer, on the same log scale as the measure.
 */
export const DEFAULT_NORMS = {
  length: { sd: 0.5 },
  vocabulary: { sd: 0.45 }, // typical distinct words from Heaps' law: 2.5 × words^0.72
  longWords: { mean: 0.1, sd: 0.045 },
  wordLength: { mean: 4.4, sd: 0.35 },
  connectives: { perWord: 0.03, sd: 0.7 },
  questionOverlap: { mean: 0.4, sd: 0.25 },
  sourceOverlap: { perWord: 0.06, sd: 0.8 },
  subjectTerms: { perWord: 0.012, sd: 0.6 },
  details: { perWord: 0.03, sd: 0.6 },
  errors: { mean: -1.0, sd: 0.6 },
  punctuation: { mean: 2.5, sd: 1.2 },
  sentenceControl: { mean: -0.2, sd: 0.2 },
} as const;

/**
 * Typical own words for a question of this tariff when marked on its own: about 20 words a mark,
 * growing a little slower than the tariff (70 words for 4 marks, 190 for 12, 350 for 24).
 */
export const TYPICAL_WORDS = { perMark: 20, exponent: 0.9 } as const;

/**
 * Rates read off a short answer are unreliable (two long words in a two-sentence answer are not a
 * wide vocabulary): rates are shrunk towards the typical value as if this many typical words were added.
 */
export const RATE_PRIOR_WORDS = 50;

/**
 * However good its sentences, an answer cannot stand more than this many standard deviations above
 * where its length stands: a two-sentence answer to an essay question stays out of the high levels.
 */
export const LENGTH_CEILING = 2;

/** Measures are standardised and clipped to this many standard deviations (one odd answer cannot dominate). */
export const Z_CLIP = 3;

/**
 * The composite's spread when the measures are combined without a profile: measures of one answer are
 * positively related, taken as an average correlation of 0.4.
 */
export const ASSUMED_CORRELATION = 0.4;

/**
 * The bell curve the composite is spread onto, as shares of the objective's marks. With a question
 * profile the answer's rank among the profile's answers (mid-rank percentile) is spread onto it
 * (offline-2.1: the prototype's "rank spread onto a bell curve"), so a skewed composite does not
 * skew the marks; on its own, the answer's standing in standard deviations is.
 */
export const BELL = { mean: 0.5, sd: 0.2 } as const;

/**
 * Relevance gate: an answer whose relevance (analyse-answer.ts) is below this threshold keeps
 * (relevance / threshold)² of its marks. Creative writing is open to any topic, so it has no gate.
 */
export const RELEVANCE_GATE: Record<ObjectiveGroup | "creative", number> = {
  writing: 0.15,
  accuracy: 0.15,
  reading: 0.3,
  knowledge: 0.3,
  history: 0.3,
  retrieval: 0.15,
  creative: 0,
};

/**
 * A relevant attempt earns credit (offline-2.3). The boards' lowest levels are for simple, limited answers that
 * are still on the question, and they span about the bottom sixth of an objective's marks (AQA Literature
 * Level 1 is 1-5 of 30, Language AO5 1-6 of 24 and AO6 1-4 of 16, History 1-3 of 12): an answer on the question
 * sits at least in the middle of that level, a tenth of each levelled objective's marks, rather than at nothing
 * because the bell curve runs out. The floor is full from `fullFromWords` own words (about three sentences, room
 * to make one point) and shrinks in proportion below that; it is scaled by the relevance gate like every mark,
 * so an off-topic answer gains next to nothing; point-marked (retrieval) objectives count points, so have none.
 */
export const CREDIT_FLOOR = { fraction: 0.1, fullFromWords: 40 } as const;

/** Fewer own words than this is no answer at all. */
export const MINIMUM_OWN_WORDS = 5;

/**
 * History relevance from the topic's facts (offline-2.4). An answer that names the specific facts of the question's
 * topic (history-knowledge.ts: hyperinflation, the Ruhr, the Munich Putsch...) is on the question even without its
 * words: the relevance the gate reads is at least `perFact` for each distinct fact, so two facts clear the History
 * gates (0.3) and one fact keeps (0.2 / 0.3)² of the marks. Only History reads it.
 */
export const TOPIC_RELEVANCE = { perFact: 0.2 } as const;

/**
 * A History answer earns above 0 on a levelled objective only when it is on the question (offline-2.9), as the boards'
 * mark schemes say: an answer with no relevant knowledge of the topic and no use of the sources or interpretations
 * asked about is "no rewardable material", and restating the question earns nothing. It is on the question when some
 * item (sentence or part of one) says something of its own, at least `ownStems` words the question's text does not use
 * (a copied question has none), and ties that to the question by one of:
 * - a fact of the question's topic (history-knowledge.ts: "hyperinflation", "the Munich Putsch");
 * - a source, interpretation or extract the question names, by its letter ("Interpretation A says...");
 * - a word of the question that is not an everyday word (COMMON_WORDS): "Tsar", "abdicated", "Kenilworth",
 *   "interpretation", not "first", "work" or "young", which a paragraph about football uses too;
 * - `questionStems` different words of the question, everyday or not ("food shortages in the cities");
 * - `sourceStems` words of the source that are neither the question's nor everyday words (AnswerItem.sourceStems),
 *   or a stretch quoted from it: one shared word ("league", "chance") is chance, not a use of the source.
 * The counts are POINT_MARKING's (`pointStemsWithoutSource`: a point with nothing to check it against needs two words
 * of its own), not fitted to any answers. The relevance gate still scales the marks of an answer on the question.
 */
export const HISTORY_ON_QUESTION = { ownStems: 2, questionStems: 2, sourceStems: 2 } as const;

/** offline-2.12: copied sentences are matched without the numbers a printed source's lines carry. */
export const COPIED_ACROSS_LINE_NUMBERS = true;

/** offline-2.11: an answer to a question on interpretations or sources must refer to them for the analysis objectives' marks. */
export const HISTORY_USES_TEXTS = { required: true } as const;

/**
 * Point-marked questions (offline-2.4): the catalogue's questions without level bands, which the boards mark one
 * mark per creditable point (AQA Language Paper 1 and 2 Question 1, Edexcel Language Paper 1 Questions 1 and 2,
 * Edexcel History "describe two features" and "give two things you can infer", OCR's short knowledge questions).
 * count-points.ts counts the points: an item (a line, sentence or part after a semicolon) is a point when it says
 * something of its own beyond the question's words, is not a repeat of an earlier point and, for retrieval from a
 * source, draws on the source; for "a feature and a supporting detail" questions each feature and each detail (from
 * the source, for an inference) is a mark.
 * - `stemPrefix`: an answer's word and a source word that start with the same this-many letters are the same
 *   word for drawing on the source ("drag", "dragged").
 * - `pointStems`: words of its own (beyond the question's) a retrieval point checked against its source needs;
 *   `pointStemsWithoutSource` for a point with no source to check it against (a History short answer, a follow-up
 *   question's parts), since its words are then all there is to go on; a date or a name counts on its own.
 * - `featureStems`: words of its own a feature needs ("the Four Humours", "hyperinflation and the Ruhr").
 * - `detailStems`: new words a supporting detail adds, as a further sentence of the same point or as a clause
 *   after "which", "because", ", so" and the like ("There was hyperinflation which made money worthless").
 * - `historyKnowledge` (offline-2.5): in History, where no source is given, a feature (with its detail) or a
 *   point counts only when it names something specific: a fact of the question's topic (history-knowledge.ts),
 *   a date, a figure or a name. The boards credit a "valid feature" and "supporting information" (Edexcel) or
 *   "knowledge" (AQA, OCR); "People had lots of ideas about the causes of disease" names none.
 * - `sourceWordsNotEveryday` (offline-2.8): a point draws on the source (retrieval's "from the source", a detail
 *   supporting an inference, and what ties a follow-up answer to its source) only through a word of the source that
 *   is not an everyday word (spelling-common-words.ts COMMON_WORDS: "went", "well", "really", "work"). The boards
 *   credit what the source says ("any four true statements from the source"); sharing "went" with it says nothing.
 */
export const POINT_MARKING = {
  stemPrefix: 4,
  pointStems: 1,
  pointStemsWithoutSource: 2,
  featureStems: 1,
  detailStems: 2,
  historyKnowledge: true,
  sourceWordsNotEveryday: true,
  /**
   * offline-2.25: a point taken from a source is looked for in the lines the question names ("from lines 1 to 8"),
   * not the whole source; and a point in the student's own sentence counts as from the source when a two-word
   * phrase of it is the source's ("They were being watched"). An English teacher's review (2026-11-27) found four
   * points from lines 18-23 given 4 of 4 on AQA Paper 1 Question 1 ("lines 1 to 8"), and the one right point of a
   * weak answer, from line 2, refused as "does not use the source" while "They lived on Mars" (line 17) earned a
   * mark. Point-marked questions on a source only: no ASAP question is point-marked.
   */
  namedLines: true,
  sourcePhrases: true,
} as const;

/**
 * A levelled "describe" question of one objective (AQA History Question 4, "Describe two problems...", 4 marks in
 * two levels) is marked by its points (count-points.ts, a feature and its supporting detail a mark each), as its
 * levels read: Level 1 (1-2) identifies features, Level 2 (3-4) supports them with extended description. So two
 * features are 2 marks, two features with one developed 3, both developed 4. offline-2.4 gave such answers at least
 * their points up to Level 1's top and read the rest off the measures' bell curve, which put a vague answer ("the
 * Republic had lots of problems") at the same 2 of 4 as a correct, developed one (offline-2.5).
 */
export const DESCRIBE_BY_POINTS = true;

/**
 * offline-2.24: an answer of one paragraph is not one point (count-points.ts countFeatures). A History teacher's
 * review (2026-11-27) found "describe two features" answered on one line, each feature with its detail in a
 * sentence of its own, at 2 of 4 ("You give 1 feature"): any paragraph holding two sentences made the answer "a
 * point to a paragraph". Now that reading needs two paragraphs or more; and in an answer not written a point to a
 * paragraph, a sentence that carries the point on ("This meant...", "For example, ...") adds to it instead of
 * opening a second feature. Point-marked History and Language questions only: no ASAP question is point-marked.
 */
export const FEATURES_ON_ONE_LINE = true;

/**
 * offline-2.24: where a point-marked question gives a source or an interpretation ("give two things you can infer
 * from Source A"), a point earns its mark only when it, or the detail supporting it, draws on the source's words
 * (count-points.ts countFeatures). The same review found two inferences about other matters (the Treaty of
 * Versailles, the 1923 hyperinflation) given 2 of 4 for a source about the Hitler Youth. History only.
 */
export const SOURCE_POINTS_DRAW_ON_IT = true;

/** offline-2.26: a letter's sign-off with the name after it on the same line is letter furniture (analyse-answer.ts). */
export const LETTER_FURNITURE_ON_ONE_LINE = true;

/** offline-2.27: "we/they/you was" outside quotation marks is a grammar slip (analyse-answer.ts findPluralWas). */
export const PLURAL_WAS_SLIP = true;
