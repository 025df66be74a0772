import type { HistoryTopicProfile } from "./generate-question";

/**
 * Sources and interpretations WRITTEN FOR PRACTICE, for History questions on which the extract bank holds
 * no public-domain primary source (and for every interpretation: historians' interpretations are in
 * copyright). Each one is built from the question's own focus, so it is on the question's topic, and its
 * attribution says plainly that Marker invented it: it is never passed off as a real document or a real
 * historian's words.
 */

/** What a question refers to: "Sources B and C" are two references, "Interpretation A" one. */
export interface SourceReference {
  noun: "Source" | "Interpretation" | "Text";
  label: string;
}

/**
 * The sources, interpretations and texts a question names, in the order it names them, each once:
 * "Sources B and C" -> Source B, Source C; "Interpretations 1 and 2" -> Interpretation 1, Interpretation 2;
 * "Source A and Source B" -> Source A, Source B; "Text 1 and Text 2" -> Text 1, Text 2.
 */
export function referencesIn(questionText: string): SourceReference[] {
  const found: SourceReference[] = [];
  const add = (noun: string, label: string) => {
    const lower = noun.toLowerCase();
    const reference: SourceReference = { noun: lower.startsWith("interpretation") ? "Interpretation" : lower.startsWith("text") ? "Text" : "Source", label };
    if (!found.some((item) => item.noun === reference.noun && item.label === reference.label)) found.push(reference);
  };
  const pattern = /\b(Sources|Interpretations|Texts)\s+([A-Z]|\d)\s+and\s+([A-Z]|\d)\b|\b(Source|Interpretation|Text)\s+([A-Z]|\d)\b/g;
  for (const match of questionText.matchAll(pattern)) {
    if (match[1]) {
      add(match[1], match[2] as string);
      add(match[1], match[3] as string);
    } else {
      add(match[4] as string, match[5] as string);
    }
  }
  return found;
}

export interface PracticeSource {
  text: string;
  title: string;
  author: string;
  provenance: string;
}

/** The words the attribution uses, so tests (and readers) can tell an invented source at a glance. */
export const INVENTED_FOR_PRACTICE = "invented for practice by Marker";

/** "The police have ..." -> "the police have ..."; a sentence starting with a name keeps its capital. */
function lowerFirstCommonWord(sentence: string): string {
  return /^(The|A|An|It|There|This|These|Most|Many|Some|Leaders')\b/.test(sentence)
    ? sentence.charAt(0).toLowerCase() + sentence.slice(1)
    : sentence;
}

function withoutFinalStop(sentence: string): string {
  return sentence.replace(/[.!?]+$/, "");
}

/**
 * A practice source on `focus`, with a provenance a student can weigh. The first (index 0) is an
 * official's report that sees order; the second a critic's letter that sees suffering, so a pair of
 * them disagree the way exam sources often do.
 */
export function practiceSource(focus: string, index: number): PracticeSource {
  const official = index % 2 === 0;
  const text = official
    ? `I have been asked to set down what I have seen of ${focus}. I will not pretend that all is well, but I have found more order and good sense than the newspapers allow. Those in charge work hard and mean well, and most of the ordinary people I met trusted them. Where there are failings, they are known and they are being put right. I have written only what I saw for myself or heard from men I trust, and I am confident that any fair-minded reader who came to see for himself would agree with me.`
    : `Those who write official reports about ${focus} have never lived as we do. They see what they are shown, and they hear what they want to hear. I have seen the other side of it: people frightened, poorly treated and ignored by those who should help them. We are told to be grateful, and that things are better than they were, but nobody asks us. Nothing will change until those in power listen to people like me, and I write this letter so that at least some of your readers will know the truth.`;
  const kind = official ? "An official's report" : "A letter to a newspaper from someone who lived through it";
  return {
    text,
    title: `${kind}, about ${focus}`,
    author: `${INVENTED_FOR_PRACTICE}, not a real historical document`,
    provenance:
      `Written by Marker for practice, in the style of ${official ? "an official report" : "a letter"} from the time. ` +
      "It is not a quotation from a real document: judge it as you would a source, and test its claims against what you know.",
  };
}

/** Words of five letters or more, lower-cased: what a claim and a focus must share to be about the same thing. */
function contentWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{5,}/g) ?? []).map((word) => word.replace(/s$/, "")));
}

/**
 * The profile's claim that shares most words with the focus (the seed picks among equals); a claim that
 * shares none would be about something else, so a general one takes its place.
 */
function claimAbout(profile: HistoryTopicProfile, focus: string, seedIndex: number): string {
  const focusWords = contentWords(focus);
  const scored = profile.statements.map((statement) => ({
    statement,
    overlap: [...contentWords(statement)].filter((word) => focusWords.has(word)).length,
  }));
  const best = Math.max(0, ...scored.map((item) => item.overlap));
  if (best === 0) return "The decisions of those in power shaped what happened, and most people went along with them.";
  const tied = scored.filter((item) => item.overlap === best);
  return (tied[seedIndex % tied.length] as { statement: string }).statement;
}

/**
 * A practice interpretation of `focus`: the first argues the profile's claim, the second disputes the
 * same claim, so "how do they differ" always has an answer.
 */
export function practiceInterpretation(profile: HistoryTopicProfile, focus: string, index: number, seedIndex: number): PracticeSource {
  const statement = claimAbout(profile, focus, seedIndex);
  const supports = index % 2 === 0;
  const text = supports
    ? `When we look closely at ${focus}, the evidence points one way. ${statement} The people who lived through these changes recognised how much they mattered, and the records they left show it again and again. Later writers have searched hard for failures and for other explanations, but too often they judge the past by the standards of today and forget what came before.`
    : `Historians have often been too generous in their accounts of ${focus}. Some argue that ${lowerFirstCommonWord(withoutFinalStop(statement))}, but that view rests on the records of those in charge and ignores the many other forces at work. For most ordinary people much less changed than the official story claims, and what did change often came from causes that had little to do with the people who took the credit.`;
  return {
    text,
    title: `A view of ${focus}`,
    author: `${INVENTED_FOR_PRACTICE} in the style of a historian, not by a real historian`,
    provenance:
      "Written by Marker for practice, in the style of a historian's interpretation. It is not a quotation from any real historian: " +
      "use it to practise comparing and judging interpretations.",
  };
}
