import type { AnswerFeatures } from "./analyse-answer";
import { DEFAULT_NORMS, type Measure, RATE_PRIOR_WORDS, TOPIC_FACTS_AS_DETAILS, TYPICAL_WORDS } from "./scoring-parameters";

/**
 * The numbers the offline marker scores an answer on, read off its features (analyse-answer.ts).
 * Higher is better for every measure (errors and faulty sentences are negative). A measure is null
 * when it cannot be taken (no source to overlap with, no spell checker), and is then left out.
 */
export type Measures = Record<Measure, number | null>;

/** Words of one's own that are not repeats of an earlier sentence: padding is not development. */
function developedWords(features: AnswerFeatures): number {
  const padding = Math.min(1, features.sentenceStats.duplicateShare + features.relevance.copiedShare);
  return features.ownWordCount * (1 - padding);
}

export function measureAnswer(features: AnswerFeatures, hasSource: boolean): Measures {
  const f = features;
  const words = developedWords(f);
  const connectiveHits =
    f.linking.length + f.causal.length + f.judgement.length + f.comparison.length + f.analyticalVerbs.length + f.inference.length + f.readerEffect.length;
  const terms = new Set(
    [...f.terminology.literature, ...f.terminology.language, ...f.terminology.structure, ...f.terminology.history, ...f.wordFocus].map((hit) =>
      hit.term.toLowerCase(),
    ),
  );
  const faulty = new Set([
    ...f.sentenceStats.noCapitalStart,
    ...f.sentenceStats.missingEndPunctuation,
    ...f.sentenceStats.runOns,
    ...f.grammarSlips.map((hit) => hit.sentence).filter((index) => index >= 0),
  ]);
  const sentences = f.sentences.length;
  const details = new Set([...f.knowledge.years, ...f.knowledge.statistics, ...f.knowledge.namedEntities].map((hit) => hit.term.toLowerCase()));
  // History: the facts of the question's topic the answer names count as details however they are written, so an
  // answer in lower case ("hoare-laval", "abyssinia") is not marked down for knowledge it shows (TOPIC_FACTS_AS_DETAILS).
  if (TOPIC_FACTS_AS_DETAILS) for (const fact of f.relevance.topicFacts) details.add(fact.toLowerCase());
  // A rate from a short answer is shrunk towards the typical rate (RATE_PRIOR_WORDS).
  const n = f.ownWordCount;
  const shrink = (rate: number, typical: number) => (n * rate + RATE_PRIOR_WORDS * typical) / (n + RATE_PRIOR_WORDS);
  const typicalErrorRate = Math.exp(-DEFAULT_NORMS.errors.mean) - 1;
  return {
    length: Math.log(1 + words),
    vocabulary: Math.log(1 + f.vocabulary.distinctWords * (words / Math.max(1, f.ownWordCount))),
    longWords: shrink(f.vocabulary.longWordShare, DEFAULT_NORMS.longWords.mean),
    wordLength: shrink(f.vocabulary.meanWordLength, DEFAULT_NORMS.wordLength.mean),
    connectives: Math.log(1 + connectiveHits),
    questionOverlap: f.relevance.questionTerms.length === 0 ? null : f.relevance.coverage,
    sourceOverlap: hasSource ? Math.log(1 + f.relevance.sharedSourceStems) : null,
    subjectTerms: Math.log(1 + terms.size),
    details: Math.log(1 + details.size),
    errors: f.spelling.available ? -Math.log(1 + shrink(f.spelling.errorRate, typicalErrorRate)) : null,
    punctuation: f.sentenceStats.punctuationRange,
    sentenceControl: sentences === 0 ? -1 : -shrink(faulty.size / sentences, -DEFAULT_NORMS.sentenceControl.mean),
  };
}

/** Typical own words for a tariff (marks without the accuracy marks) when marked on its own. */
export function typicalWordsFor(mainMarks: number): number {
  return TYPICAL_WORDS.perMark * Math.max(1, mainMarks) ** TYPICAL_WORDS.exponent;
}

/** Distinct words a text of `words` words typically has (Heaps' law, V = 2.5 N^0.72). */
export function typicalDistinctWords(words: number): number {
  return 2.5 * Math.max(1, words) ** 0.72;
}
