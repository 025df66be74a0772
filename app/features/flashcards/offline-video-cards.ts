import { keepValidCards, type CardRange, type VideoCard } from "./video-cards";

/**
 * Cards from a video's transcript (or its description) without a model, for servers with no AI provider
 * and for transcripts that try to instruct the model. Deterministic: the same text gives the same cards.
 *
 * 1. Definitions: a sentence "X is/are/was/were/means/refers to ..." gives "What is X?" with the sentence.
 * 2. Dates and events: a sentence with one year gives "What happened in 1779?" with the sentence.
 * 3. Key terms: the words and names the text repeats most (not common words) give cloze cards, the term
 *    blanked out of the first unused sentence that carries it.
 * At most `range.max` cards; fewer than `range.min` only when the text has too little in it.
 */

const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are aren't as at be because been before being below between both but by " +
    "can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further get gets got had hadn't " +
    "has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into " +
    "is isn't it it's its itself just let's like make makes made me more most much must mustn't my myself no nor not now of off on once only " +
    "or other ought our ours ourselves out over own really right same say says said see shan't she she'd she'll she's should shouldn't so some " +
    "such than that that's the their theirs them themselves then there there's these they they'd they'll they're they've thing things think " +
    "this those through to too under until up us very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's " +
    "which while who who's whom why why's will with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves " +
    "going gonna okay ok yeah well actually basically one two three lot lots way ways today video videos lesson welcome people time really " +
    "look looking know want need use used using because first second next last many every even still back take takes called call"
  ).split(/\s+/),
);

const PRONOUN_START = /^(it|this|that|there|he|she|they|we|i|you|these|those|here|what|which|who|one|so|and|but|or|if|when|now|then)\b/i;

const DEFINITION = /^((?:the|a|an)\s+)?([A-Za-z][A-Za-z'’ -]{1,60}?)\s+(is|are|was|were|means|refers to)\s+(.{8,})$/i;
const YEAR = /\b(1[0-9]{3}|20[0-9]{2})\b/g;

function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'‘“])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 25 && sentence.length <= 320 && /[a-z]/i.test(sentence));
}

const ensureStop = (sentence: string) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);

/**
 * Words the text writes with a capital letter where no sentence starts ("...murdered by Macbeth."): names, whose
 * capitals a card keeps even when the name opens the sentence it is made from ("Macbeth is a Scottish general").
 */
function namesIn(sentences: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const sentence of sentences) {
    for (const match of sentence.matchAll(/(?<=[\s(“"'‘])([A-Z][a-z][\w'’-]*)/g)) names.add(match[1]!.replace(/['’]s$/, ""));
  }
  return names;
}

function definitionCard(sentence: string, names: ReadonlySet<string> = new Set()): { card: VideoCard; term: string } | null {
  const match = DEFINITION.exec(sentence.replace(/[.!?]+$/, ""));
  if (!match) return null;
  const article = (match[1] ?? "").toLowerCase();
  const subject = match[2]!.trim();
  const verb = match[3]!.toLowerCase();
  if (PRONOUN_START.test(subject) || subject.split(/\s+/).length > 5) return null;
  // "was signed in 1919" says what happened to it, not what it is.
  if (verb !== "means" && verb !== "refers to" && /^\w+ed\b/i.test(match[4]!)) return null;
  if (subject.toLowerCase().split(/\s+/).every((word) => STOPWORDS.has(word))) return null;
  // Keep the capitals of a name ("Jan Ingenhousz", or "Macbeth" when the text names him mid-sentence too) or an
  // acronym ("DNA"); lower the sentence's first letter otherwise.
  const isName = /^[A-Z]{2,}/.test(subject) || /^[A-Z][\w'’-]*( [A-Z][\w'’-]*)+$/.test(subject) || names.has(subject);
  const shown = article ? subject : isName ? subject : subject.charAt(0).toLowerCase() + subject.slice(1);
  const front = verb === "means" || verb === "refers to" ? `What does "${article}${shown}" mean?` : `What ${verb} ${article}${shown}?`;
  return { card: { front, back: ensureStop(sentence) }, term: subject.toLowerCase() };
}

function dateCard(sentence: string): VideoCard | null {
  const years = [...new Set(sentence.match(YEAR) ?? [])];
  if (years.length !== 1) return null;
  return { front: `What happened in ${years[0]}?`, back: ensureStop(sentence) };
}

interface Term {
  text: string;
  count: number;
  firstAt: number;
}

/** Words and capitalised names the text repeats, most frequent first (ties: the earliest). */
function keyTerms(text: string): Term[] {
  const terms = new Map<string, Term>();
  const add = (key: string, display: string, at: number) => {
    const term = terms.get(key);
    if (term) term.count++;
    else terms.set(key, { text: display, count: 1, firstAt: at });
  };
  for (const match of text.matchAll(/\b[A-Za-z][A-Za-z'’-]{3,}\b/g)) {
    const word = match[0];
    const key = word.toLowerCase().replace(/['’]s$/, "");
    if (STOPWORDS.has(key) || key.length < 4) continue;
    // Verbs and adverbs ("wanted", "showing", "quickly") make poor blanks.
    if (/^[a-z]/.test(word) && /(ed|ing|ly)$/.test(key)) continue;
    add(key, /^[A-Z][a-z]/.test(word) && match.index > 0 && !/[.!?]\s*$/.test(text.slice(Math.max(0, match.index - 3), match.index)) ? word : key, match.index);
  }
  // Names of two or three capitalised words ("Jan Ingenhousz", "World War One") count as one term.
  for (const match of text.matchAll(/\b[A-Z][a-z]+(?: [A-Z][a-z]+){1,2}\b/g)) {
    const words = match[0].split(" ");
    if (words.some((word) => STOPWORDS.has(word.toLowerCase()))) continue;
    add(match[0].toLowerCase(), match[0], match.index);
  }
  return [...terms.values()]
    .map((term) => ({ term, score: term.count + (term.text.split(" ").length - 1) + (/^[A-Z]/.test(term.text) ? 1 : 0) }))
    .sort((a, b) => b.score - a.score || a.term.firstAt - b.term.firstAt)
    .map(({ term }) => term);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function clozeCard(sentence: string, term: string): VideoCard | null {
  const pattern = new RegExp(`\\b${escapeRegExp(term)}\\b`, "i");
  const found = pattern.exec(sentence);
  if (!found) return null;
  const blanked = sentence.replace(new RegExp(`\\b${escapeRegExp(term)}\\b`, "gi"), "_____");
  return { front: `Fill in the blank: ${ensureStop(blanked)}`, back: found[0] };
}

export function offlineVideoCards(input: { title: string | null; description: string; transcript: string | null }, range: CardRange): VideoCard[] {
  const source = (input.transcript && input.transcript.trim() ? input.transcript : input.description).slice(0, 50_000);
  const sentences = sentencesOf(source);
  const names = namesIn(sentences);
  const cards: VideoCard[] = [];
  const usedSentences = new Set<string>();
  const coveredTerms = new Set<string>();

  for (const sentence of sentences) {
    if (cards.length >= range.max) break;
    const definition = definitionCard(sentence, names);
    if (definition && !coveredTerms.has(definition.term)) {
      cards.push(definition.card);
      usedSentences.add(sentence);
      coveredTerms.add(definition.term);
    }
  }
  // Definitions first, then dates, then key-term clozes, so a short range still gets the best kinds.
  const definitions = cards.length;
  const wanted = (share: number) => Math.max(1, Math.round(range.max * share));
  for (const sentence of sentences) {
    if (cards.length >= Math.min(range.max, definitions + wanted(0.3))) break;
    if (usedSentences.has(sentence)) continue;
    const date = dateCard(sentence);
    if (date) {
      cards.push(date);
      usedSentences.add(sentence);
    }
  }
  for (const term of keyTerms(source)) {
    if (cards.length >= range.max) break;
    const key = term.text.toLowerCase();
    if (coveredTerms.has(key)) continue;
    const sentence = sentences.find((candidate) => !usedSentences.has(candidate) && new RegExp(`\\b${escapeRegExp(term.text)}\\b`, "i").test(candidate));
    if (!sentence) continue;
    const cloze = clozeCard(sentence, term.text);
    if (!cloze) continue;
    cards.push(cloze);
    usedSentences.add(sentence);
    coveredTerms.add(key);
  }
  return keepValidCards(cards, range.max);
}
