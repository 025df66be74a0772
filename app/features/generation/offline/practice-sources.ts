import type { HistoryDocument, HistoryView } from "./history-documents";

/**
 * Sources and interpretations WRITTEN FOR PRACTICE, for History questions on which the extract bank holds
 * no public-domain primary source (and for every interpretation: historians' interpretations are in
 * copyright). Their words are history-documents.ts's, one set per topic and enquiry; here each is given the
 * provenance line a paper prints above a source, and an attribution that says plainly that Marker wrote it: it
 * is never passed off as a real document or a real historian's words.
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
  // "How far do you agree with Interpretation 2 ...? ... using both interpretations" (Edexcel Paper 3 Question 3(d))
  // names one and asks for both: its partner is printed too, before it (Interpretation 1) or after it.
  for (const noun of ["Interpretation", "Source"] as const) {
    const named = found.filter((reference) => reference.noun === noun);
    if (named.length !== 1 || !new RegExp(`\\bboth ${noun.toLowerCase()}s\\b`, "i").test(questionText)) continue;
    const { label } = named[0]!;
    const numeric = /^\d$/.test(label);
    const earlier = numeric ? (label === "1" ? null : String(Number(label) - 1)) : label === "A" ? null : String.fromCharCode(label.charCodeAt(0) - 1);
    const partner: SourceReference = { noun, label: earlier ?? (numeric ? String(Number(label) + 1) : String.fromCharCode(label.charCodeAt(0) + 1)) };
    const at = found.indexOf(named[0]!);
    found.splice(earlier ? at : at + 1, 0, partner);
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

/**
 * A History source written for practice (history-documents.ts), as a paper prints it: its provenance line (who
 * made it, what kind of source it is, when) above its words, and the plain statement that Marker wrote it, on
 * the enquiry it was written for.
 */
export function practiceDocument(document: HistoryDocument, focus: string): PracticeSource {
  return {
    text: `${document.what}, ${document.when}. Marker wrote this source for practice on ${focus}: it is not a real historical document.\n\n${document.text}`,
    title: document.what,
    // The text's first line already says it is not a real document: the closing credit does not say it again.
    author: INVENTED_FOR_PRACTICE,
    provenance:
      `Written by Marker for practice, in the style of ${lowerFirst(document.what)} (${document.when}). ` +
      "It is not a quotation from a real document: judge it as you would a source, and test its claims against what you know.",
  };
}

/**
 * A History interpretation written for practice (history-documents.ts): what kind of historian it imitates and
 * when (AQA and Edexcel ask why two interpretations differ), above its words, and the plain statement that
 * Marker wrote it and no real historian did.
 */
export function practiceView(view: HistoryView, focus: string): PracticeSource {
  return {
    text: `An interpretation in the style of ${view.style}. Marker wrote it for practice on ${focus}: it is not by a real historian.\n\n${view.text}`,
    title: `An interpretation of ${focus}`,
    author: INVENTED_FOR_PRACTICE,
    provenance:
      `Written by Marker for practice, in the style of ${view.style}. It is not a quotation from any real historian: ` +
      "use it to practise comparing and judging interpretations.",
  };
}

function lowerFirst(text: string): string {
  return /^(A|An|The|From)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
