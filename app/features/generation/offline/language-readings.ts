import { EXTRACT_BANK, type ExtractEntry } from "./extract-bank";
import { numberLines, printedLines } from "./number-lines";

/**
 * What each English Language fiction passage of the bank shows a reader, so that a question and its extract
 * fit: "List four things about the weather" is printed with a passage that has weather in the lines it names,
 * never with the opening of Silas Marner. Each reading a question can ask about (a focus, an effect, a claim to
 * evaluate) lists the passage's own words that show it; the test checks those words are in the passage, and the
 * generators use them to find where in the printed (numbered) source the reading is.
 *
 * The question generator asks only about readings the passage it chose shows (and in the lines it names); the
 * extract generator prints a passage that shows every reading the question names, or says plainly that the
 * offline library has none (a student's own question may ask about anything).
 */

/** What fiction reading questions look at, in any passage (the question generator's generic choices). */
export const FICTION_FOCUSES = [
  "the setting",
  "the main character",
  "the weather",
  "the atmosphere of the place",
  "the character's feelings",
] as const;

/** What a structure or evaluation question says the writer creates. */
export const FICTION_EFFECTS = ["tension", "a sense of mystery", "sympathy for the main character", "a sense of danger", "humour"] as const;

/** Views of a passage a student is asked to evaluate ("'In this extract, ...' How far do you agree?"). */
export const FICTION_CLAIMS = [
  "the writer makes the setting feel threatening, as if something terrible is about to happen",
  "the writer makes us feel real sympathy for the main character",
  "the writer builds tension so that we want to read on",
  "the writer shows how isolated the main character is",
] as const;

export type ReadingKind = "focus" | "effect" | "claim";

export interface PassageReadings {
  /** Whether the passage is the opening of its novel (AQA Question 3 says so). */
  opening: boolean;
  /** Focus -> the passage's words that show it: the generic focuses it shows, and its own subjects ("the weavers"). */
  focuses: Readonly<Record<string, readonly string[]>>;
  /** Effect (FICTION_EFFECTS) -> the passage's words that create it. */
  effects: Readonly<Record<string, readonly string[]>>;
  /** Claim (FICTION_CLAIMS, or one of its own) -> the passage's words that bear it out. */
  claims: Readonly<Record<string, readonly string[]>>;
}

/** By extract-bank id: the bank's prose passages, read as an English Language paper reads them. */
export const PASSAGE_READINGS: Readonly<Record<string, PassageReadings>> = {
  "christmas-carol-stave-1-scrooge": {
    opening: false,
    focuses: {
      "the main character": ["tight-fisted hand at the grindstone", "covetous, old sinner", "solitary as an oyster", "his grating voice"],
      "the weather": ["wintry weather", "No wind that blew", "falling snow", "pelting rain", "Foul weather", "hail, and sleet"],
      Scrooge: ["Scrooge", "Hard and sharp as flint", "his thin lips blue", "He carried his own low temperature"],
    },
    effects: { humour: ["came down\" handsomely, and Scrooge never did", "iced his office in the dog-days"] },
    claims: {
      "the writer shows how isolated the main character is": ["solitary as an oyster", "self-contained", "Nobody ever stopped him in the street"],
      "the writer makes the main character seem cold and unfriendly": ["The cold within him froze", "No warmth could warm", "Nobody ever stopped him in the street"],
    },
  },
  "jekyll-hyde-story-of-the-door": {
    opening: false,
    focuses: {
      "the setting": ["Street after street", "nothing to be seen but lamps", "a cross street", "at the corner"],
      "the atmosphere of the place": ["all the folks asleep", "as empty as a church", "black winter morning"],
      "the character's feelings": ["that state of mind", "long for the sight of a policeman", "brought out the sweat on me"],
      "the little man": ["a little man who was stumping along", "trampled calmly over the child's body", "perfectly cool", "one look, so ugly"],
    },
    effects: {
      tension: ["listens and listens", "the horrible part of the thing"],
      "a sense of danger": ["trampled calmly over the child's body", "like some damned Juggernaut"],
      "a sense of mystery": ["two figures", "one look, so ugly"],
    },
    claims: {
      "the writer makes the setting feel threatening, as if something terrible is about to happen": [
        "nothing to be seen but lamps",
        "as empty as a church",
        "long for the sight of a policeman",
      ],
      "the writer builds tension so that we want to read on": ["listens and listens", "All at once", "the horrible part of the thing"],
    },
  },
  "great-expectations-chapter-1": {
    opening: true,
    focuses: {
      "the setting": ["marsh country", "the churchyard", "dark flat wilderness", "the marshes", "the river", "the sea"],
      "the main character": ["was Pip", "small bundle of shivers", "pleaded in terror"],
      "the weather": ["raw afternoon", "the wind was rushing"],
      "the atmosphere of the place": ["bleak place overgrown with nettles", "dark flat wilderness", "savage lair", "among the graves"],
      "the character's feelings": ["growing afraid", "beginning to cry", "pleaded in terror"],
      "the man in the churchyard": ["a terrible voice", "a great iron on his leg", "soaked in water", "glared, and growled"],
    },
    effects: {
      tension: ["Hold your noise!", "I'll cut your throat!"],
      "a sense of danger": ["cut your throat", "a great iron on his leg"],
      "sympathy for the main character": ["small bundle of shivers", "pleaded in terror"],
      "a sense of mystery": ["a man started up from among the graves"],
    },
    claims: {
      "the writer makes the setting feel threatening, as if something terrible is about to happen": ["dark flat wilderness", "savage lair", "bleak place"],
      "the writer makes us feel real sympathy for the main character": ["small bundle of shivers", "pleaded in terror"],
      "the writer builds tension so that we want to read on": ["Hold your noise!", "seized me by the chin"],
      "the writer shows how isolated the main character is": ["were dead and buried", "small bundle of shivers"],
    },
  },
  "jane-eyre-chapter-1": {
    opening: true,
    focuses: {
      "the setting": ["leafless shrubbery", "the drawing-room", "by the fireside"],
      "the main character": ["my physical inferiority", "Me, she had dispensed", "\"Jane,"],
      "the weather": ["cold winter wind", "clouds so sombre", "a rain so penetrating", "chilly afternoons"],
      "the atmosphere of the place": ["leafless shrubbery", "raw twilight", "clustered round their mama"],
      "the character's feelings": ["I was glad of it", "a heart saddened", "humbled by the consciousness"],
      "Mrs Reed": ["Mrs. Reed", "keeping me at a distance", "remain silent"],
    },
    effects: {
      tension: ["What does Bessie say I have done?", "remain silent"],
      "sympathy for the main character": ["a heart saddened", "exclude me from privileges"],
    },
    claims: {
      "the writer makes us feel real sympathy for the main character": ["a heart saddened", "exclude me from privileges", "remain silent"],
      "the writer shows how isolated the main character is": ["Me, she had dispensed from joining the group", "keeping me at a distance", "exclude me"],
      "the writer builds tension so that we want to read on": ["What does Bessie say I have done?", "remain silent"],
    },
  },
  "frankenstein-chapter-5": {
    opening: false,
    focuses: {
      "the setting": ["dreary night of November", "against the panes", "my candle"],
      "the main character": ["my toils", "my emotions", "I had worked hard"],
      "the weather": ["the rain pattered dismally", "dreary night of November"],
      "the atmosphere of the place": ["dreary night", "pattered dismally", "half-extinguished light"],
      "the character's feelings": ["an anxiety that almost amounted to agony", "my emotions", "breathless horror and disgust"],
      "the creature": ["dull yellow eye of the creature", "His yellow skin", "watery eyes", "straight black lips"],
    },
    effects: {
      tension: ["It was already one in the morning", "the dull yellow eye of the creature open"],
      "a sense of danger": ["a convulsive motion agitated its limbs", "the wretch"],
    },
    claims: {
      "the writer makes the setting feel threatening, as if something terrible is about to happen": [
        "dreary night of November",
        "pattered dismally",
        "half-extinguished light",
      ],
      "the writer builds tension so that we want to read on": ["It was already one in the morning", "breathless horror"],
    },
  },
  "pride-and-prejudice-chapter-1": {
    opening: true,
    focuses: {
      "the main character": ["Mr. Bennet replied", "his wife impatiently", "Mr. Bennet made no answer"],
      "the character's feelings": ["impatiently", "What a fine thing for our girls!"],
      "Mr and Mrs Bennet": ["My dear Mr. Bennet", "Mr. Bennet made no answer", "cried his wife impatiently"],
      "the new neighbour": ["a young man of large fortune", "Bingley", "A single man of large fortune"],
    },
    effects: { humour: ["It is a truth universally acknowledged", "Mr. Bennet made no answer", "This was invitation enough"] },
    claims: {
      "the writer makes fun of the characters": ["It is a truth universally acknowledged", "Mr. Bennet made no answer", "What a fine thing for our girls!"],
    },
  },
  "sign-of-four-chapter-1": {
    opening: true,
    focuses: {
      "the main character": ["Sherlock Holmes", "long, white, nervous fingers", "my companion"],
      "the character's feelings": ["more irritable at the sight", "my conscience swelled", "lacked the courage to protest", "I could hold out no longer"],
      "Sherlock Holmes": ["Sherlock Holmes", "His great powers", "cool, nonchalant air"],
    },
    effects: {
      tension: ["I could hold out no longer", "extreme deliberation of his manner"],
      "a sense of mystery": ["hypodermic syringe", "innumerable puncture-marks"],
    },
    claims: {
      "the writer builds tension so that we want to read on": ["I suddenly felt that I could hold out no longer"],
      "the writer makes Sherlock Holmes seem both brilliant and worrying": ["His great powers", "innumerable puncture-marks", "I could hold out no longer"],
    },
  },
  "silas-marner-chapter-1": {
    opening: true,
    focuses: {
      "the setting": ["the farmhouses", "far away among the lanes", "deep in the bosom of the hills", "on the upland"],
      "the atmosphere of the place": ["barked fiercely", "alien-looking men", "mysterious burden", "the Evil One"],
      "the weavers": ["pallid undersized men", "alien-looking men", "a figure bent under a heavy bag", "these pale men", "this trade of weaving"],
      "the country people": ["the brawny country-folk", "The shepherd's dog", "The shepherd himself"],
    },
    effects: { "a sense of mystery": ["mysterious burden", "alien-looking men"] },
    claims: {
      "the writer makes the weavers seem strange and mysterious": ["alien-looking men", "that mysterious burden", "the help of the Evil One"],
    },
  },
  "war-of-the-worlds-book-1-chapter-1": {
    opening: true,
    focuses: {
      "the people on Earth": ["men busied themselves", "men went to and fro over this globe", "serene in their assurance", "terrestrial men"],
      "the minds watching the Earth": ["intelligences greater than man's", "intellects vast and cool and unsympathetic", "regarded this earth with envious eyes"],
    },
    effects: {
      tension: ["drew their plans against us", "the great disillusionment"],
      "a sense of mystery": ["intelligences greater than man's", "other men upon Mars"],
      "a sense of danger": ["sources of human danger", "drew their plans against us"],
    },
    claims: {
      "the writer makes the setting feel threatening, as if something terrible is about to happen": [
        "watched keenly and closely",
        "regarded this earth with envious eyes",
        "drew their plans against us",
      ],
      "the writer builds tension so that we want to read on": ["slowly and surely drew their plans against us", "the great disillusionment"],
    },
  },
};

/** Lower case, punctuation as spaces, single spaces: "Mrs. Reed" and "Mrs Reed" read alike. */
function plain(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** Every phrase a question may name: the generic ones and every passage's own, longest first. */
function allPhrases(): Array<{ phrase: string; kind: ReadingKind }> {
  const found = new Map<string, ReadingKind>();
  for (const phrase of FICTION_FOCUSES) found.set(phrase, "focus");
  for (const phrase of FICTION_EFFECTS) found.set(phrase, "effect");
  for (const phrase of FICTION_CLAIMS) found.set(phrase, "claim");
  for (const readings of Object.values(PASSAGE_READINGS)) {
    for (const phrase of Object.keys(readings.focuses)) if (!found.has(phrase)) found.set(phrase, "focus");
    for (const phrase of Object.keys(readings.claims)) if (!found.has(phrase)) found.set(phrase, "claim");
  }
  return [...found.entries()].map(([phrase, kind]) => ({ phrase, kind })).sort((a, b) => b.phrase.length - a.phrase.length);
}

const PHRASES = allPhrases();

/** A place in the printed source a reading must be found in: lines, or the second half. */
export type Where = { from: number; to: number } | "second-half" | "anywhere";

/** What one question asks of a fiction passage. */
export interface FictionAsk {
  readings: Array<{ phrase: string; kind: ReadingKind; where: Where }>;
  /** "which comes from the opening of a novel". */
  opening: boolean;
}

/**
 * What the question (or each question of a built paper's group, one a line) asks a fiction passage to show. Longer
 * phrases are read first, so "sympathy for the main character" is not also "the main character". A focus is
 * looked for in the lines the same question names (the first range); an effect or claim in the whole passage, or
 * its second half when the question says so.
 */
export function fictionAsks(questionText: string): FictionAsk[] {
  return questionText
    .split("\n")
    .map((question) => question.trim())
    .filter(Boolean)
    .map((question) => {
      let rest = plain(question);
      const readings: FictionAsk["readings"] = [];
      const range = /\blines? (\d+) (?:to|-|–) (\d+)\b/i.exec(question);
      const secondHalf = /\bsecond half\b/i.test(question);
      for (const { phrase, kind } of PHRASES) {
        const needle = plain(phrase);
        if (needle.trim() === "" || !rest.includes(needle)) continue;
        rest = rest.split(needle).join(" | ");
        const where: Where =
          kind === "focus" && range ? { from: Number(range[1]), to: Number(range[2]) } : kind !== "focus" && secondHalf ? "second-half" : "anywhere";
        readings.push({ phrase, kind, where });
      }
      return { readings, opening: /\bopening of a novel\b/i.test(question) };
    })
    .filter((ask) => ask.readings.length > 0 || ask.opening);
}

const linesCache = new Map<string, { running: string; lineAt: number[]; count: number }>();

/**
 * The passage as the form prints it (numbered lines, number-lines.ts), read back as one running text with the
 * printed line of each character, so the words that show a reading can be placed on their line.
 */
function printedLayout(entry: Pick<ExtractEntry, "id" | "text">): { running: string; lineAt: number[]; count: number } {
  const cached = linesCache.get(entry.id);
  if (cached) return cached;
  const lines = printedLines(numberLines(entry.text));
  let running = "";
  const lineAt: number[] = [];
  lines.forEach((line, index) => {
    const piece = `${line.replace(/\s+/g, " ").trim()} `;
    running += piece;
    for (let i = 0; i < piece.length; i++) lineAt.push(index + 1);
  });
  const layout = { running, lineAt, count: lines.length };
  linesCache.set(entry.id, layout);
  return layout;
}

/** The printed lines on which a piece of the passage's words starts (every occurrence). */
const occurrences = new Map<string, number[]>();

export function linesOf(entry: Pick<ExtractEntry, "id" | "text">, words: string): number[] {
  const key = `${entry.id}\u0000${words}`;
  const cached = occurrences.get(key);
  if (cached) return cached;
  const { running, lineAt } = printedLayout(entry);
  const needle = words.replace(/\s+/g, " ");
  const found: number[] = [];
  for (let at = running.indexOf(needle); at >= 0; at = running.indexOf(needle, at + 1)) found.push(lineAt[at] ?? 0);
  occurrences.set(key, found);
  return found;
}

/** The number of printed lines of a passage. */
export function printedLineCount(entry: Pick<ExtractEntry, "id" | "text">): number {
  return printedLayout(entry).count;
}

function evidenceFor(readings: PassageReadings, phrase: string, kind: ReadingKind): readonly string[] {
  const table = kind === "focus" ? readings.focuses : kind === "effect" ? readings.effects : readings.claims;
  return table[phrase] ?? [];
}

/**
 * Whether a passage shows a reading where the question looks for it: at least `hits` of the words that show it
 * (a question asking for "four things" about a focus wants more than one of them in its lines).
 */
export function shows(entry: ExtractEntry, phrase: string, kind: ReadingKind, where: Where = "anywhere", hits = 1): boolean {
  const readings = PASSAGE_READINGS[entry.id];
  if (!readings) return false;
  const evidence = evidenceFor(readings, phrase, kind);
  if (evidence.length < hits) return false;
  if (where === "anywhere") return true;
  const count = printedLineCount(entry);
  const [from, to] = where === "second-half" ? [Math.floor(count / 2) + 1, count] : [where.from, where.to];
  return evidence.filter((words) => linesOf(entry, words).some((line) => line >= from && line <= to)).length >= hits;
}

/** Whether a passage shows everything the question (or group of questions) asks. */
export function showsAll(entry: ExtractEntry, asks: readonly FictionAsk[]): boolean {
  return asks.every(
    (ask) => (!ask.opening || PASSAGE_READINGS[entry.id]?.opening === true) && ask.readings.every((reading) => shows(entry, reading.phrase, reading.kind, reading.where)),
  );
}

/** How many of the things asked a passage shows: a built paper's group takes the passage that shows most. */
export function showsCount(entry: ExtractEntry, asks: readonly FictionAsk[]): number {
  return asks.reduce(
    (sum, ask) =>
      sum +
      (ask.opening && PASSAGE_READINGS[entry.id]?.opening === true ? 1 : 0) +
      ask.readings.filter((reading) => shows(entry, reading.phrase, reading.kind, reading.where)).length,
    0,
  );
}

/** The bank's fiction passages that have readings (the prose a Language fiction paper may print). */
export function fictionPassages(): ExtractEntry[] {
  return EXTRACT_BANK.filter((entry) => entry.kind === "prose" && PASSAGE_READINGS[entry.id] !== undefined);
}

/** What a passage shows of each kind, for the question generator. */
export function readingsOf(entry: Pick<ExtractEntry, "id">): PassageReadings | undefined {
  return PASSAGE_READINGS[entry.id];
}
