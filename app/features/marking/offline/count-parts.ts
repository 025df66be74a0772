import type { QuestionParts } from "~/features/catalogue";

import type { AnswerFeatures, Sentence } from "./analyse-answer";
import { ANSWER_PARTS } from "./scoring-parameters";

/**
 * How many of the separate things a question asks for the answer gives (QuestionType.parts: Edexcel's "Explain two
 * consequences", each marked on its own out of 4). A part begins at the answer's first sentence of substance, at a
 * sentence that announces another ("A second consequence was...", "Another consequence...", "Secondly, ..."), and at
 * a paragraph of substance that does not carry on from the one before ("This meant...", "Because of this..."). Each
 * part must have some words of its own. Never more than the question asks for.
 */
export function countParts(features: Pick<AnswerFeatures, "sentences" | "paragraphs">, parts: QuestionParts): number {
  const starts: number[] = [];
  const noun = parts.noun.toLowerCase();
  const announces = new RegExp(
    `\\b(?:another|(?:a|the) (?:second|third|further|other|next|final|last))\\s+(?:(?:important|major|key|big|significant|long-term|short-term|immediate)\\s+)?(?:${escape(noun)}s?|results?|effects?|outcomes?|impacts?)\\b`,
    "i",
  );
  const ordinalStart = /^\W*(?:secondly|thirdly|finally|lastly|second|third|also,? another|in addition,? another)\b/i;
  const carriesOn = /^\W*(?:this|these|that|those|it|they|he|she|as a result of this|because of this|due to this|therefore|thus|so|which|also|however|moreover|furthermore|for example|for instance|in addition)\b/i;
  let previousParagraph = -1;
  for (const sentence of features.sentences) {
    const paragraph = features.paragraphs[sentence.paragraph];
    const newParagraph = sentence.paragraph !== previousParagraph;
    previousParagraph = sentence.paragraph;
    if (sentence.wordCount < ANSWER_PARTS.minimumSentenceWords) continue;
    if (starts.length === 0) {
      starts.push(sentence.index);
      continue;
    }
    const announced = announces.test(sentence.text) || ordinalStart.test(sentence.text);
    const freshParagraph = newParagraph && (paragraph?.wordCount ?? 0) >= ANSWER_PARTS.minimumPartWords && !carriesOn.test(sentence.text);
    if (announced || freshParagraph) starts.push(sentence.index);
  }
  const substantial = starts.filter((start, position) => wordsFrom(features.sentences, start, starts[position + 1]) >= ANSWER_PARTS.minimumPartWords);
  return Math.min(parts.count, substantial.length);
}

function wordsFrom(sentences: readonly Sentence[], from: number, to: number | undefined): number {
  return sentences.filter((sentence) => sentence.index >= from && (to === undefined || sentence.index < to)).reduce((sum, sentence) => sum + sentence.wordCount, 0);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
