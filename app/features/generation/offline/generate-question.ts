import type { ExamBoardId, SubjectId } from "~/features/catalogue";
import type { Paper, QuestionKind, QuestionType, Topic } from "~/features/catalogue";

import { getBoardSubject } from "~/features/catalogue/lookup";

import { EXTRACT_BANK, type ExtractEntry } from "./extract-bank";
import { FICTION_PAIRS, modernFictionPaper, paragraphLines } from "./fiction-texts";
import { fictionPassages, readingsOf, shows, type Where } from "./language-readings";
import { NONFICTION_THEMES } from "./nonfiction-themes";

/**
 * The offline question generator behind the "AI question" button when no AI provider is configured.
 *
 * It writes one exam question (1-3 sentences, spec section 9) in the chosen board's style for the
 * chosen question kind, filled with a set text, an anthology cluster or a History topic. All wording
 * below is our own, modelled on the shape of real questions (gcse-exam-facts.md sections 2-6).
 *
 * Choices are deterministic: every variant is picked by a hash of the seed and a "slot" name, so the
 * same seed always gives the same question and different seeds give different ones. No randomness,
 * no network.
 */

export interface OfflineQuestionInput {
  subjectId: SubjectId;
  boardId: ExamBoardId;
  paper: Paper;
  questionType: QuestionType;
  /** History: the option the question is on. */
  topic?: Topic;
  /** Any string; the same seed gives the same question. */
  seed?: string;
  /**
   * Set when the question is one of a whole paper Marker builds (papers/build-paper.server.ts); the answer
   * form's single questions never set it, so they are written exactly as without it.
   */
  build?: BuildContext;
}

/** What a built paper's question knows of its paper. */
export interface BuildContext {
  /**
   * The questions of the paper before this one (those not printed with the same texts): a History question
   * never asks about an event one of them names.
   */
  earlierQuestions: readonly string[];
}

/** Used when the caller gives no seed, so the default question is stable. */
export const DEFAULT_SEED = "marker-offline";

/** Spec section 9: "question 1-3 sentences". */
const MAX_SENTENCES = 3;

// ─── Deterministic choice ─────────────────────────────────────────────────────────────────────────

/** FNV-1a (32-bit): small, fast and stable across runs and platforms, which is all we need here. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Picks one item for a seed. The slot keeps independent choices independent: the set text and the
 * theme, say, are not always the nth item of their lists together.
 */
export function pickBySeed<T>(items: readonly T[], seed: string, slot: string): T {
  if (items.length === 0) throw new Error(`Nothing to choose from for "${slot}".`);
  const item = items[hashString(`${seed}::${slot}`) % items.length] as T;
  if (choicesMade && slot !== "template") choicesMade.push(item);
  return item;
}

/** While generateOfflineQuestionWithChoices runs: every value the seed chose (the wording templates aside). */
let choicesMade: unknown[] | null = null;

/** The strings in a chosen value: itself, or the strings of an object's fields and of its lists, a few levels down. */
function stringsIn(value: unknown, depth = 3): string[] {
  if (typeof value === "string") return [value];
  if (depth === 0 || value === null || typeof value !== "object") return [];
  return (Array.isArray(value) ? value : Object.values(value)).flatMap((item) => stringsIn(item, depth - 1));
}

// ─── Text helpers ─────────────────────────────────────────────────────────────────────────────────

/** Lower case, straight apostrophes dropped, "&" as "and", punctuation as spaces: for matching names. */
export function normaliseName(value: string): string {
  return value
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * A set text as a question names it: the catalogue's "Pride and Prejudice (Jane Austen)" is "Pride and Prejudice" on an
 * exam paper, which names the writer in the question's own words ("how Austen presents ...") when it names them.
 */
export function workTitle(display: string): string {
  return display.replace(/\s*\([^()]*\)\s*$/, "");
}

/** Whole-word, case-insensitive containment after normalising both sides. */
export function mentions(haystack: string, needle: string): boolean {
  const n = normaliseName(needle);
  return n.length > 0 && ` ${normaliseName(haystack)} `.includes(` ${n} `);
}

/**
 * The names a text mentions, longest first, so "Lady Macbeth" is not read as "Macbeth" too. `titles` are
 * masked out the same way and win a tie: "in Macbeth" or "in Silas Marner" names the work, not its hero.
 */
export function namesMentioned(text: string, names: readonly string[], titles: readonly string[] = []): string[] {
  const tokens = [...titles.map((name) => ({ name, isTitle: true })), ...names.map((name) => ({ name, isTitle: false }))]
    .map((token) => ({ ...token, needle: normaliseName(token.name) }))
    .filter((token) => token.needle.length > 0)
    .sort((a, b) => b.needle.length - a.needle.length || Number(b.isTitle) - Number(a.isTitle));
  const whole = ` ${normaliseName(text)} `;
  let rest = whole;
  const found: string[] = [];
  for (const { name, needle, isTitle } of tokens) {
    if (!rest.includes(` ${needle} `)) continue;
    while (rest.includes(` ${needle} `)) rest = rest.replace(` ${needle} `, " | ");
    if (!isTitle && !found.includes(name)) found.push(name);
  }
  // In the order the text names them.
  return found.sort((a, b) => whole.indexOf(` ${normaliseName(a)} `) - whole.indexOf(` ${normaliseName(b)} `));
}

/** Sentence ends as a reader would count them: . ? ! (optionally before closing quotes) then a space or the end. */
const SENTENCE_END = /[.?!]+["'’”)]*(?=\s|$)/g;

/** A guard, not the plan: the templates are written to 1-3 sentences; this keeps any slip inside the spec. */
function limitSentences(text: string, max: number): string {
  let count = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    count += 1;
    if (count === max) return text.slice(0, (match.index ?? 0) + match[0].length).trim();
  }
  return text.trim();
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

// ─── Set texts (English Literature) ───────────────────────────────────────────────────────────────

export type SetTextForm = "play" | "novel" | "modern-drama" | "modern-prose";

export interface SetTextProfile {
  /** Canonical title, as the extract bank names it. */
  title: string;
  /** How questions name the writer: "Shakespeare", "Dickens". */
  surname: string;
  form: SetTextForm;
  /** What "the ... as a whole" calls it. */
  formWord: string;
  /** Names a paper or a question may use for the text (normalised on comparison). */
  aliases: string[];
  /** Major characters; left empty where we are not sure of them, so no question names a wrong one. */
  characters: string[];
  themes: string[];
}

function play(title: string, aliases: string[], characters: string[], themes: string[]): SetTextProfile {
  return { title, surname: "Shakespeare", form: "play", formWord: "play", aliases, characters, themes };
}

function novel(
  title: string,
  surname: string,
  aliases: string[],
  characters: string[],
  themes: string[],
): SetTextProfile {
  return { title, surname, form: "novel", formWord: "novel", aliases, characters, themes };
}

function modern(
  title: string,
  surname: string,
  form: "modern-drama" | "modern-prose",
  aliases: string[],
  characters: string[],
  themes: string[],
  formWord = form === "modern-drama" ? "play" : "novel",
): SetTextProfile {
  return { title, surname, form, formWord, aliases, characters, themes };
}

/** Set texts named in the boards' specifications (facts file sections 2.1, 3.1, 4.1, 5.1). */
export const SET_TEXT_PROFILES: readonly SetTextProfile[] = [
  play(
    "Macbeth",
    ["macbeth"],
    ["Macbeth", "Lady Macbeth", "Banquo", "Macduff", "Duncan"],
    ["ambition", "guilt", "power", "the supernatural", "kingship", "appearance and reality"],
  ),
  play(
    "Romeo and Juliet",
    ["romeo and juliet"],
    ["Romeo", "Juliet", "Mercutio", "Tybalt", "the Nurse", "Friar Lawrence", "Lord Capulet"],
    ["love", "conflict", "fate", "family", "youth and age", "hate"],
  ),
  play(
    "The Tempest",
    ["the tempest", "tempest"],
    ["Prospero", "Miranda", "Caliban", "Ariel", "Ferdinand"],
    ["power", "control", "forgiveness", "freedom", "magic", "colonisation"],
  ),
  play(
    "The Merchant of Venice",
    ["merchant of venice"],
    ["Shylock", "Portia", "Antonio", "Bassanio", "Jessica"],
    ["prejudice", "justice and mercy", "money", "friendship", "revenge"],
  ),
  play(
    "Much Ado About Nothing",
    ["much ado about nothing", "much ado"],
    ["Beatrice", "Benedick", "Claudio", "Hero", "Don John", "Don Pedro"],
    ["love", "deception", "honour", "marriage", "the role of women"],
  ),
  play(
    "Julius Caesar",
    ["julius caesar"],
    ["Brutus", "Cassius", "Caesar", "Mark Antony"],
    ["power", "loyalty", "betrayal", "ambition", "persuasion", "honour"],
  ),
  play(
    "Twelfth Night",
    ["twelfth night"],
    ["Viola", "Orsino", "Olivia", "Malvolio", "Sir Toby Belch", "Feste"],
    ["love", "disguise", "identity", "foolishness", "melancholy"],
  ),
  play(
    "Othello",
    ["othello"],
    ["Othello", "Iago", "Desdemona", "Cassio", "Emilia"],
    ["jealousy", "manipulation", "trust", "reputation", "race"],
  ),
  novel(
    "A Christmas Carol",
    "Dickens",
    ["a christmas carol", "christmas carol", "carol"],
    ["Scrooge", "Bob Cratchit", "Tiny Tim", "Fred", "Marley's Ghost"],
    ["redemption", "poverty", "social responsibility", "family", "generosity", "isolation"],
  ),
  novel(
    "Strange Case of Dr Jekyll and Mr Hyde",
    "Stevenson",
    ["jekyll and hyde", "dr jekyll and mr hyde", "jekyll", "hyde"],
    ["Dr Jekyll", "Mr Hyde", "Mr Utterson", "Dr Lanyon"],
    ["duality", "secrecy", "reputation", "science", "violence", "the divided self"],
  ),
  novel(
    "Great Expectations",
    "Dickens",
    ["great expectations"],
    ["Pip", "Magwitch", "Miss Havisham", "Estella", "Joe Gargery"],
    ["social class", "ambition", "guilt", "loyalty", "crime and punishment"],
  ),
  novel(
    "Jane Eyre",
    "Brontë",
    ["jane eyre"],
    ["Jane", "Mr Rochester", "Mrs Reed", "St John Rivers", "Bertha Mason"],
    ["independence", "love", "social class", "religion", "the treatment of children"],
  ),
  novel(
    "Frankenstein",
    "Shelley",
    ["frankenstein"],
    ["Victor Frankenstein", "the creature", "Elizabeth", "Robert Walton"],
    ["ambition", "responsibility", "isolation", "the pursuit of knowledge", "revenge"],
  ),
  novel(
    "Pride and Prejudice",
    "Austen",
    ["pride and prejudice"],
    ["Elizabeth Bennet", "Mr Darcy", "Mrs Bennet", "Mr Collins", "Lydia Bennet"],
    ["marriage", "social class", "pride", "reputation", "first impressions"],
  ),
  novel(
    "The Sign of Four",
    "Conan Doyle",
    ["sign of four", "sign of the four"],
    ["Sherlock Holmes", "Dr Watson", "Mary Morstan", "Jonathan Small", "Thaddeus Sholto"],
    ["greed", "justice", "empire", "friendship", "deduction"],
  ),
  novel(
    "Silas Marner",
    "Eliot",
    ["silas marner"],
    ["Silas Marner", "Eppie", "Godfrey Cass", "Dunstan Cass", "Dolly Winthrop"],
    ["community", "isolation", "money", "redemption", "family"],
  ),
  novel(
    "The War of the Worlds",
    "Wells",
    ["war of the worlds"],
    ["the narrator", "the curate", "the artilleryman"],
    ["fear", "science", "civilisation", "survival", "empire"],
  ),
  modern(
    "An Inspector Calls",
    "Priestley",
    "modern-drama",
    ["an inspector calls", "inspector calls"],
    ["Inspector Goole", "Mr Birling", "Mrs Birling", "Sheila", "Eric", "Gerald"],
    ["responsibility", "social class", "generational differences", "gender", "guilt", "community"],
  ),
  modern(
    "Blood Brothers",
    "Russell",
    "modern-drama",
    ["blood brothers"],
    ["Mrs Johnstone", "Mrs Lyons", "Mickey", "Eddie", "Linda", "the Narrator"],
    ["social class", "fate", "superstition", "friendship", "nature and nurture"],
  ),
  modern(
    "DNA",
    "Kelly",
    "modern-drama",
    ["dna"],
    ["Phil", "Leah", "John Tate", "Cathy", "Brian"],
    ["responsibility", "power", "guilt", "group behaviour", "violence", "friendship"],
  ),
  modern(
    "A Taste of Honey",
    "Delaney",
    "modern-drama",
    ["a taste of honey", "taste of honey"],
    ["Jo", "Helen", "Geof", "Peter"],
    ["independence", "mothers and daughters", "social class", "prejudice"],
  ),
  modern(
    "Leave Taking",
    "Pinnock",
    "modern-drama",
    ["leave taking"],
    ["Enid", "Del", "Viv", "Mai"],
    ["identity", "belonging", "family", "migration"],
  ),
  modern(
    "Princess & The Hustler",
    "Odimba",
    "modern-drama",
    ["princess and the hustler"],
    [],
    ["family", "identity", "race", "ambition"],
  ),
  modern(
    "Hobson's Choice",
    "Brighouse",
    "modern-drama",
    ["hobsons choice"],
    ["Maggie Hobson", "Willie Mossop", "Henry Hobson"],
    ["independence", "marriage", "social class", "ambition"],
  ),
  modern(
    "Journey's End",
    "Sherriff",
    "modern-drama",
    ["journeys end"],
    ["Stanhope", "Raleigh", "Osborne", "Hibbert", "Trotter"],
    ["heroism", "fear", "friendship", "the horror of war"],
  ),
  modern(
    "Lord of the Flies",
    "Golding",
    "modern-prose",
    ["lord of the flies"],
    ["Ralph", "Jack", "Piggy", "Simon", "Roger"],
    ["civilisation and savagery", "power", "fear", "leadership", "the loss of innocence"],
  ),
  modern(
    "Animal Farm",
    "Orwell",
    "modern-prose",
    ["animal farm"],
    ["Napoleon", "Snowball", "Boxer", "Squealer", "Old Major"],
    ["power", "corruption", "propaganda", "equality", "revolution", "ambition"],
  ),
  modern(
    "Anita and Me",
    "Syal",
    "modern-prose",
    ["anita and me"],
    ["Meena", "Anita Rutter", "Papa", "Mama", "Nanima"],
    ["identity", "belonging", "friendship", "prejudice", "growing up"],
  ),
  modern(
    "Pigeon English",
    "Kelman",
    "modern-prose",
    ["pigeon english"],
    ["Harri", "Lydia", "Mamma"],
    ["innocence", "violence", "belonging", "friendship"],
  ),
  modern(
    "My Name is Leon",
    "de Waal",
    "modern-prose",
    ["my name is leon"],
    ["Leon", "Jake", "Maureen", "Sylvia"],
    ["family", "identity", "race", "belonging"],
  ),
  modern(
    "Telling Tales",
    "each writer",
    "modern-prose",
    ["telling tales"],
    [],
    ["relationships", "identity", "family", "conflict"],
    "anthology",
  ),
  modern(
    "Never Let Me Go",
    "Ishiguro",
    "modern-prose",
    ["never let me go"],
    ["Kathy", "Tommy", "Ruth", "Miss Lucy"],
    ["memory", "friendship", "what it means to be human", "acceptance"],
  ),
  modern(
    "My Mother Said I Never Should",
    "Keatley",
    "modern-drama",
    ["my mother said i never should"],
    [],
    ["mothers and daughters", "generational differences", "the role of women", "family"],
  ),
  modern("Boys Don't Cry", "Blackman", "modern-prose", ["boys dont cry"], [], ["family", "responsibility", "masculinity", "prejudice"]),
  modern(
    "Oranges Are Not the Only Fruit",
    "Winterson",
    "modern-prose",
    ["oranges are not the only fruit"],
    [],
    ["religion", "identity", "mothers and daughters", "belonging"],
  ),
  modern("Coram Boy", "Gavin", "modern-drama", ["coram boy"], [], ["cruelty", "family", "social class", "hope"]),
  modern("Refugee Boy", "Zephaniah", "modern-drama", ["refugee boy"], [], ["identity", "belonging", "family", "prejudice"]),
  modern("The Empress", "Gupta", "modern-drama", ["the empress"], [], ["empire", "race", "social class", "identity"]),
  modern(
    "The Woman in Black",
    "Hill",
    "modern-prose",
    ["the woman in black", "woman in black"],
    ["Arthur Kipps", "Jennet Humfrye", "Mr Daily"],
    ["fear", "grief", "isolation", "the supernatural"],
  ),
];

export function findSetTextProfile(name: string): SetTextProfile | undefined {
  return SET_TEXT_PROFILES.find((profile) => profile.aliases.some((alias) => mentions(name, alias)));
}

// ─── Passages of a set text (what an extract question may name) ──────────────────────────────────

/** The bank's passages of a set text; none for a text in copyright. */
function passagesOf(profile: Pick<SetTextProfile, "title">): ExtractEntry[] {
  const title = normaliseName(profile.title);
  return EXTRACT_BANK.filter((entry) =>
    (entry.matches.setTexts ?? []).some((name) => normaliseName(findSetTextProfile(name)?.title ?? name) === title),
  );
}

/** The text's characters who speak or are named in a passage. */
export function charactersIn(passage: Pick<ExtractEntry, "text">, profile: SetTextProfile): string[] {
  return namesMentioned(passage.text, profile.characters);
}

/** The text's themes a passage treats (the bank says which). */
export function themesIn(passage: Pick<ExtractEntry, "matches">, profile: SetTextProfile): string[] {
  return profile.themes.filter((theme) => passage.matches.themes?.includes(theme));
}

/** The text's characters a question names; the text's own name ("in Macbeth") is not one of them. */
export function charactersNamedIn(questionText: string, profile: SetTextProfile): string[] {
  return namesMentioned(questionText, profile.characters, [profile.title, ...profile.aliases]);
}

/** The text's themes a question names. */
export function themesNamedIn(questionText: string, profile: SetTextProfile): string[] {
  return profile.themes.filter((theme) => mentions(questionText, theme));
}

/** What a question type's name says about the text it wants (AQA 8702/1 has both plays and novels). */
function wantedForms(questionType: QuestionType): SetTextForm[] {
  const label = `${questionType.name} ${questionType.id}`.toLowerCase();
  if (label.includes("shakespeare")) return ["play"];
  if (/modern|post-1914|20th/.test(label)) return ["modern-drama", "modern-prose"];
  if (/19th|nineteenth|novel|heritage/.test(label)) return ["novel"];
  return questionType.kind === "whole-text-essay"
    ? ["modern-drama", "modern-prose", "play", "novel"]
    : ["play", "novel"];
}

interface ChosenText {
  /** The name as the paper gives it, so the student sees the words they chose. */
  display: string;
  profile: SetTextProfile;
}

/** A text we have no profile for still gets a sensible question, about themes only. */
function unknownTextProfile(name: string, form: SetTextForm): SetTextProfile {
  const formWord = form === "play" || form === "modern-drama" ? "play" : "text";
  return {
    title: name,
    surname: "the writer",
    form,
    formWord,
    aliases: [],
    characters: [],
    themes: ["power", "identity", "conflict", "relationships", "responsibility"],
  };
}

/** The set texts of every paper of the board's subject, from the catalogue (a paper may list a form another lacks). */
function boardSetTexts(subjectId: SubjectId, boardId: ExamBoardId): string[] {
  return getBoardSubject(subjectId, boardId)?.papers.flatMap((paper) => paper.setTexts) ?? [];
}

/**
 * The set text a question is about. A 19th-century question never takes a text of another form (a modern
 * text listed on the same paper): it looks on the board's other papers, and returns undefined only when none has
 * one, so the question names none.
 */
function chooseSetText(
  input: OfflineQuestionInput,
  seed: string,
  printable: boolean,
  prefer: (profile: SetTextProfile) => boolean = () => true,
): ChosenText | undefined {
  const { paper, questionType } = input;
  const forms = wantedForms(questionType);
  const all = paper.setTexts.map((display) => ({
    display,
    known: findSetTextProfile(display) !== undefined,
    profile: findSetTextProfile(display) ?? unknownTextProfile(display, forms[0] ?? "novel"),
  }));
  // Texts that suit the question better (OCR's modern texts that share an idea with an unseen passage), when any do.
  const preferred = all.filter((text) => forms.includes(text.profile.form) && prefer(text.profile));
  const named = preferred.length > 0 ? preferred : all;
  // A text we hold no profile for takes the wanted form only when no known text has it: otherwise a
  // modern play we cannot classify would be asked about as a 19th-century novel.
  const fittingKnown = named.filter((text) => text.known && forms.includes(text.profile.form));
  const fittingAny = fittingKnown.length > 0 ? fittingKnown : named.filter((text) => forms.includes(text.profile.form));
  // An extract question takes a text Marker can print when the paper has one (Macbeth rather than Othello),
  // so a practice paper built from it always gets its extract; a paper of modern texts keeps them all.
  const fittingPrintable = printable ? fittingAny.filter((text) => passagesOf(text.profile).length > 0) : [];
  const fitting = fittingPrintable.length > 0 ? fittingPrintable : fittingAny;
  if (fitting.length === 0 && named.length > 0 && forms.length === 1 && forms[0] === "novel") {
    const novelsOf = (names: readonly string[]) =>
      names.flatMap((display) => {
        const profile = findSetTextProfile(display);
        return profile?.form === "novel" ? [{ display, profile }] : [];
      });
    const elsewhere = novelsOf(boardSetTexts(input.subjectId, input.boardId));
    // An extract question takes a novel Marker can print, so the extract printed is from the novel it names.
    const printableElsewhere = printable ? elsewhere.filter((text) => passagesOf(text.profile).length > 0) : [];
    const pool = printableElsewhere.length > 0 ? printableElsewhere : elsewhere;
    return pool.length > 0 ? pickBySeed(pool, seed, "set-text") : undefined;
  }
  const pool: ChosenText[] =
    fitting.length > 0
      ? fitting
      : named.length > 0
        ? named
        : SET_TEXT_PROFILES.filter((profile) => forms.includes(profile.form)).map((profile) => ({
            display: profile.title,
            profile,
          }));
  return pickBySeed(pool, seed, "set-text");
}

// ─── Literature templates ─────────────────────────────────────────────────────────────────────────

interface TextVars {
  text: string;
  author: string;
  form: string;
  /** What the question is about: a character, or "ideas about <theme>". */
  focus: string;
  theme: string;
  /** Undefined when the focus is a theme or the text has no known characters. */
  character?: string;
  /**
   * What the question asks the student to bring in beside the text: its context where the question assesses
   * context (AO3), else the text as a whole (Edexcel's 19th-century novel (b) is AO1 only, facts §4.1).
   */
  refer: string;
}

/** A template may decline (return null) when it needs something the text lacks, such as a character. */
type Template<V> = (v: V) => string | null;

type BoardTemplates<V> = Partial<Record<ExamBoardId, Template<V>[]>> & { default: Template<V>[] };

const EXTRACT_TEMPLATES: BoardTemplates<TextVars> = {
  aqa: [
    (v) =>
      `Starting with this extract, how does ${v.author} present ${v.focus} in ${v.text}? Write about how ${v.author} presents ${v.focus} in this extract and how ${v.author} presents ${v.focus} in the ${v.form} as a whole.`,
    (v) =>
      `Starting with this extract, explore how ${v.author} presents ${v.focus} in ${v.text}. Write about how ${v.author} presents ${v.focus} in this extract and in the ${v.form} as a whole.`,
  ],
  ocr: [
    (v) =>
      `Explore how ${v.author} presents ${v.focus} in this extract from ${v.text}. Refer to this extract and to elsewhere in the ${v.form}.`,
    (v) =>
      `Explore how ${v.author} uses language and structure to present ${v.focus} in this extract from ${v.text}. Refer to this extract and to elsewhere in the ${v.form}.`,
  ],
  edexcel: [
    (v) =>
      `Explore how ${v.author} presents ${v.focus} in this extract from ${v.text}. Refer closely to the extract in your answer.`,
    (v) =>
      `In this extract from ${v.text}, ideas about ${v.theme} are important. Explain the importance of ${v.theme} elsewhere in the ${v.form}.`,
  ],
  wjec: [
    (v) => `Using this extract as a starting point, write about how ${v.author} presents ${v.focus} in ${v.text}.`,
    (v) =>
      v.character
        ? `Look at how ${v.character} speaks and behaves in this extract from ${v.text}. How does ${v.author} present ${v.character} here and at different points in the ${v.form}?`
        : null,
  ],
  default: [
    (v) =>
      `Starting with this extract, explore how ${v.author} presents ${v.focus} in ${v.text}. Write about this extract and the ${v.form} as a whole.`,
  ],
};

/**
 * Edexcel's and Eduqas's part (a): the printed extract only (the catalogue files it as analysis). Each names
 * the set text and a character or theme the printed passage shows.
 */
const EXTRACT_ONLY_TEMPLATES: BoardTemplates<TextVars> = {
  edexcel: [
    (v) => `Explore how ${v.author} presents ${v.focus} in this extract from ${v.text}. Refer closely to the extract in your answer.`,
    (v) =>
      `In this extract from ${v.text}, how does ${v.author} use language, form and structure to present ${v.focus}? Refer closely to the extract in your answer.`,
  ],
  wjec: [
    (v) =>
      v.character
        ? `Look at how ${v.character} speaks and behaves in this extract from ${v.text}. How does ${v.author} present ${v.character} here? Refer closely to details from the extract to support your answer.`
        : null,
    (v) => `Read this extract from ${v.text}. How does ${v.author} present ${v.focus} in this extract? Refer closely to details from the extract to support your answer.`,
  ],
  default: [(v) => `Explore how ${v.author} presents ${v.focus} in this extract from ${v.text}. Refer closely to the extract in your answer.`],
};

/** Themes the bank's 19th-century novel passages treat: what a question naming no novel may ask about. */
function nineteenthCenturyPassageThemes(): string[] {
  const themes = EXTRACT_BANK.filter((entry) => entry.kind === "prose").flatMap((entry) =>
    (entry.matches.setTexts ?? []).some((name) => findSetTextProfile(name)?.form === "novel") ? (entry.matches.themes ?? []) : [],
  );
  return [...new Set(themes)];
}

/** Words that mark a question about a 19th-century novel it does not name (the extract generator reads them too). */
export const UNNAMED_NINETEENTH_CENTURY_NOVEL = "the 19th-century novel you have studied";

const WHOLE_TEXT_TEMPLATES: BoardTemplates<TextVars> = {
  aqa: [
    (v) =>
      v.character
        ? `How does ${v.author} use the character of ${v.character} to explore ideas about ${v.theme} in ${v.text}? Write about the ideas about ${v.theme} that ${v.author} explores through ${v.character} and how ${v.author} presents these ideas by the ways ${v.author} writes.`
        : null,
    (v) =>
      `How does ${v.author} present ideas about ${v.theme} in ${v.text}? Write about the ideas about ${v.theme} in the ${v.form} and how ${v.author} presents these ideas by the ways ${v.author} writes.`,
  ],
  ocr: [
    (v) =>
      v.character
        ? `'${capitalise(v.character)} is the most important character in ${v.text}.' How far do you agree with this view? Explore at least two moments from the ${v.form} to support your ideas.`
        : null,
    (v) =>
      `Explore how ${v.author} presents ${v.theme} in ${v.text} as something that shapes its characters' lives. Refer to at least two moments from the ${v.form} to support your ideas.`,
  ],
  edexcel: [
    (v) => `Explore the significance of ${v.theme} in ${v.text}. ${v.refer}`,
    (v) => (v.character ? `Explore how ${v.author} presents ${v.character} in ${v.text}. ${v.refer}` : null),
  ],
  wjec: [
    (v) => `Write about the ways ${v.author} presents ${v.theme} in ${v.text}.`,
    (v) =>
      v.character
        ? `How does ${v.author} present ${v.character} in ${v.text}? Refer closely to the whole ${v.form} in your answer.`
        : null,
  ],
  default: [(v) => `How does ${v.author} present ideas about ${v.theme} in ${v.text}?`],
};

/**
 * Anthology poems a question (a student's own, say) may name. Marker names only the ones the bank holds
 * (poemsOfCluster); the extract generator uses this list to tell a named poem it cannot print.
 */
export const ANTHOLOGY_POEM_TITLES: readonly string[] = [
  "Ozymandias",
  "London",
  "Extract from The Prelude",
  "My Last Duchess",
  "The Charge of the Light Brigade",
  "Exposure",
  "Storm on the Island",
  "Bayonet Charge",
  "Remains",
  "Poppies",
  "War Photographer",
  "Kamikaze",
  "When We Two Parted",
  "Love's Philosophy",
  "Porphyria's Lover",
  "Sonnet 29",
  "Neutral Tones",
  "Walking Away",
  "Follower",
  "Winter Swans",
  "Before You Were Mine",
];

/** What each poem of the bank truly treats, for a question that names it (the test checks every bank poem has some). */
export const POEM_THEMES: Readonly<Record<string, readonly string[]>> = {
  "The Charge of the Light Brigade": ["the reality of conflict", "bravery", "duty"],
  Exposure: ["the suffering of soldiers", "the power of nature"],
  "My Last Duchess": ["power", "pride", "jealousy"],
  "Porphyria's Lover": ["power in relationships", "possessive love"],
  "To Autumn": ["the natural world", "the passing of time"],
  "Dulce et Decorum Est": ["the suffering of soldiers", "the reality of conflict"],
  "The Darkling Thrush": ["the natural world", "hope", "the passing of time"],
  "I Wandered Lonely as a Cloud": ["the natural world", "memory", "joy"],
};

/**
 * The bank's poems an unseen question may print (in no board's anthology cluster, so no student has studied
 * them as set poems, and never the named anthology poem of the same paper), with the themes each treats.
 */
export const UNSEEN_POEM_THEMES: Readonly<Record<string, readonly string[]>> = {
  "To Autumn": ["the natural world", "the seasons", "the passing of time"],
  "The Darkling Thrush": ["the natural world", "the seasons", "the passing of time"],
  "I Wandered Lonely as a Cloud": ["the natural world"],
};

/** AQA's cluster names as a paper may give them bare ("Power and Conflict"). */
const BARE_CLUSTER_NAMES = /power and conflict|love and relationships|worlds and lives/i;

/**
 * Whether two names are the same poetry cluster: equal, or one contains the other whole-word ("Power and
 * Conflict" within the catalogue's "Poems Past and Present: Power and conflict cluster").
 */
export function isSameCluster(a: string, b: string): boolean {
  const x = normaliseName(a);
  const y = normaliseName(b);
  return x.length > 0 && y.length > 0 && (` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `));
}

/** The bank's poems of a cluster (tagged with the catalogue's name for it): the only ones a question names. */
export function poemsOfCluster(cluster: string): ExtractEntry[] {
  return EXTRACT_BANK.filter(
    (entry) => entry.kind === "poetry" && (entry.matches.setTexts ?? []).some((name) => isSameCluster(name, cluster)),
  );
}

const GENERAL_POETRY_THEMES = [
  "memory",
  "conflict",
  "love",
  "loss",
  "identity",
  "the natural world",
  "place and belonging",
  "power",
];

/** What unseen questions ask about: only themes that two unseen poems of the bank share, so a comparison has its pair. */
export const UNSEEN_THEMES: readonly string[] = [...new Set(Object.values(UNSEEN_POEM_THEMES).flat())].filter(
  (theme) => Object.values(UNSEEN_POEM_THEMES).filter((themes) => themes.includes(theme)).length >= 2,
);

/**
 * The unseen poems of the bank a board's students have not studied: none of the board's anthology poems (Eduqas's
 * anthology holds 'To Autumn', so an Eduqas unseen question never prints it).
 */
export function unseenPoemsFor(boardId: ExamBoardId): ExtractEntry[] {
  const clusters = boardSetTexts("english-literature", boardId).filter(isPoetryCluster);
  return EXTRACT_BANK.filter(
    (entry) =>
      entry.kind === "poetry" &&
      UNSEEN_POEM_THEMES[entry.title] !== undefined &&
      !(entry.matches.setTexts ?? []).some((name) => clusters.some((cluster) => isSameCluster(name, cluster))),
  );
}

/** The unseen themes two of a board's unseen poems share, so its comparison question has its pair. */
export function unseenThemesFor(boardId: ExamBoardId): readonly string[] {
  const themes = unseenPoemsFor(boardId).map((entry) => UNSEEN_POEM_THEMES[entry.title] ?? []);
  const shared = UNSEEN_THEMES.filter((theme) => themes.filter((list) => list.includes(theme)).length >= 2);
  return shared.length > 0 ? shared : UNSEEN_THEMES;
}

/**
 * What each of OCR's clusters (Towards a World Unknown) is about, so its Poetry (a) pairs the cluster with an
 * unseen poem on a theme the cluster's poems treat, never "the suffering of soldiers" with love poems.
 */
const CLUSTER_THEMES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/love and relationships/i, ["love", "loss", "memory", "the passing of time"]],
  [/youth and age/i, ["the passing of time", "memory", "growing up", "childhood"]],
  [/conflict/i, ["conflict", "the suffering of soldiers", "the reality of conflict", "power", "bravery"]],
];

function clusterThemes(cluster: string): readonly string[] {
  return CLUSTER_THEMES.find(([pattern]) => pattern.test(cluster))?.[1] ?? GENERAL_POETRY_THEMES;
}

/** OCR Poetry (a): the unseen poems (outside the paper's clusters) and, for each, the themes it shares with a cluster. */
function unseenPairingsFor(input: OfflineQuestionInput): Array<{ cluster: string; poem: ExtractEntry; theme: string }> {
  const clusters = input.paper.setTexts.filter(isPoetryCluster);
  const poems = EXTRACT_BANK.filter(
    (entry) =>
      entry.kind === "poetry" &&
      UNSEEN_POEM_THEMES[entry.title] !== undefined &&
      !(entry.matches.setTexts ?? []).some((name) => clusters.some((cluster) => isSameCluster(name, cluster))),
  );
  return clusters.flatMap((cluster) =>
    poems.flatMap((poem) => (UNSEEN_POEM_THEMES[poem.title] ?? []).filter((theme) => clusterThemes(cluster).includes(theme)).map((theme) => ({ cluster, poem, theme }))),
  );
}

interface PoetryVars {
  theme: string;
  /** "'Ozymandias'" when we can name the printed poem, else "the named poem". */
  poem: string;
  /** "'Power and Conflict'" or "the anthology". */
  cluster: string;
}

const POETRY_COMPARISON_TEMPLATES: BoardTemplates<PoetryVars> = {
  aqa: [
    (v) => `Compare how poets present ${v.theme} in ${v.poem} and in one other poem from ${v.cluster}.`,
    (v) =>
      `Compare the ways poets present ideas about ${v.theme} in ${v.poem} and in one other poem from ${v.cluster}.`,
  ],
  ocr: [
    (v) =>
      `Compare how the poets present ${v.theme} in ${v.poem} and one other poem from ${v.cluster}. You should consider the poets' use of language, form and structure.`,
  ],
  edexcel: [
    (v) =>
      `Compare how ${v.theme} is presented in ${v.poem} and one other poem from ${v.cluster}. In your answer, you should consider the poets' use of language, form and structure and the contexts of the poems.`,
  ],
  wjec: [
    (v) =>
      `Choose one other poem from ${v.cluster} in which the poet also writes about ${v.theme}. Compare the presentation of ${v.theme} in your chosen poem with its presentation in ${v.poem}.`,
  ],
  default: [(v) => `Compare how poets present ${v.theme} in ${v.poem} and in one other poem from ${v.cluster}.`],
};

/** A single anthology poem: OCR's "another poem from the cluster", Eduqas's "the named poem". */
const OTHER_ANTHOLOGY_POEM_TEMPLATES: BoardTemplates<PoetryVars> = {
  default: [
    (v) =>
      `Explore in detail one other poem from ${v.cluster} in which the poet presents ${v.theme}. You should consider the poet's use of language, form and structure.`,
  ],
};

const NAMED_ANTHOLOGY_POEM_TEMPLATES: BoardTemplates<PoetryVars> = {
  default: [(v) => `Write about the ways in which the poet presents ${v.theme} in ${v.poem}, from ${v.cluster}.`],
};

const UNSEEN_POEM_TEMPLATES: BoardTemplates<{ theme: string }> = {
  aqa: [(v) => `In the poem, how does the poet present the speaker's feelings about ${v.theme}?`],
  edexcel: [
    (v) =>
      `Explore how the poet presents ${v.theme} in this poem. In your answer, you should consider the poet's use of language, form and structure.`,
  ],
  wjec: [
    (v) =>
      `Write about the poem and its effect on you, showing how the poet presents ${v.theme}. You may wish to include some or all of these points: the poem's content, the ideas the poet may have wanted us to think about, and how the poet uses language.`,
  ],
  default: [(v) => `Explore how the poet presents ${v.theme} in this poem.`],
};

const UNSEEN_COMPARISON_TEMPLATES: BoardTemplates<{ theme: string }> = {
  aqa: [
    (v) =>
      `In both poems the speakers describe feelings about ${v.theme}. What are the similarities and/or differences between the methods the poets use to present these feelings?`,
  ],
  edexcel: [
    (v) =>
      `Compare the ways the writers present ${v.theme} in Poem 1 and Poem 2. In your answer, you should compare the ideas in the poems and the poets' use of language, form and structure.`,
  ],
  wjec: [
    (v) =>
      `Both poets write about ${v.theme}. Write about the similarities and differences between the two poems, including how the poets use language to present ${v.theme}.`,
  ],
  default: [
    (v) =>
      `Compare how the two poets present ${v.theme}. Write about the similarities and differences in the poets' ideas and methods.`,
  ],
};

/** Board templates, or the default list; then drop the ones that decline for these values. */
function usableTemplates<V>(templates: BoardTemplates<V>, boardId: ExamBoardId, vars: V): string[] {
  const own = (templates[boardId] ?? templates.default).map((template) => template(vars));
  const usable = own.filter((text): text is string => text !== null);
  if (usable.length > 0) return usable;
  return templates.default.map((template) => template(vars)).filter((text): text is string => text !== null);
}

/**
 * What an extract question may name: the characters who speak or are named in one of the text's printable
 * passages, and the themes that passage treats, so whichever passage is printed with the question (the
 * extract generator keeps to passages that show them) shows what it names. A text Marker cannot print
 * keeps its whole lists: the student pastes the extract from their own copy.
 */
function extractFocus(profile: SetTextProfile, seed: string): Pick<SetTextProfile, "characters" | "themes"> {
  const passages = passagesOf(profile);
  if (passages.length === 0) return profile;
  const passage = pickBySeed(passages, seed, "passage");
  const themes = themesIn(passage, profile);
  return { characters: charactersIn(passage, profile), themes: themes.length > 0 ? themes : profile.themes };
}

/** "Shakespeare (a): ..." and "Shakespeare (b): ..." are two parts of one question on one text. */
function partStem(name: string): string {
  const label = name.includes(":") ? name.slice(0, name.indexOf(":")) : name;
  return label.replace(/\s*\((?:[a-d]|i{1,3})\)\s*$/i, "").trim().toLowerCase();
}

/** The other part of the same question that prints an extract (the (a) of a (b)), if the paper has one. */
function extractSibling(input: OfflineQuestionInput): QuestionType | undefined {
  const stem = partStem(input.questionType.name);
  return input.paper.questionTypes.find(
    (other) => other.id !== input.questionType.id && other.needsSource && partStem(other.name) === stem && /\([a-d]\)/i.test(other.name),
  );
}

/** Prose passages of the bank that are none of the board's Literature set texts: unseen for its students. */
function unseenProseFor(subjectId: SubjectId, boardId: ExamBoardId): ExtractEntry[] {
  const setTexts = new Set(boardSetTexts(subjectId, boardId).map((name) => normaliseName(findSetTextProfile(name)?.title ?? name)));
  return EXTRACT_BANK.filter(
    (entry) =>
      entry.kind === "prose" &&
      (entry.matches.themes ?? []).length > 0 &&
      !(entry.matches.setTexts ?? []).some((name) => setTexts.has(normaliseName(findSetTextProfile(name)?.title ?? name))),
  );
}

/** The themes a modern set text shares with one of the board's unseen prose passages (OCR J352/01 Section A). */
function themesSharedWithUnseen(profile: SetTextProfile, input: OfflineQuestionInput): string[] {
  const unseen = unseenProseFor(input.subjectId, input.boardId);
  return profile.themes.filter((theme) => unseen.some((entry) => (entry.matches.themes ?? []).includes(theme)));
}

/**
 * OCR J352/01 Modern text (a): "compare an extract from the studied modern prose/drama text with an unseen
 * extract" (facts §3.1). The modern text is in copyright, so the student takes its extract from their own copy;
 * the unseen extract is a public-domain passage (none of the board's set texts) on an idea both treat, named so
 * that it is the one printed.
 */
function modernUnseenComparison(input: OfflineQuestionInput, seed: string): string {
  const chosen = chooseSetText(input, seed, false, (profile) => themesSharedWithUnseen(profile, input).length > 0);
  const unseen = unseenProseFor(input.subjectId, input.boardId);
  if (!chosen || unseen.length === 0) {
    return "Compare how the extract from the modern text you have studied and the unseen extract present the same idea. Refer closely to both extracts.";
  }
  const shared = themesSharedWithUnseen(chosen.profile, input);
  const theme = pickBySeed(shared.length > 0 ? shared : chosen.profile.themes, seed, "theme");
  const onTheme = unseen.filter((entry) => (entry.matches.themes ?? []).includes(theme));
  const passage = pickBySeed(onTheme.length > 0 ? onTheme : unseen, seed, "unseen-prose");
  // The title without "(J. B. Priestley)": initials would read as sentence ends.
  const title = chosen.profile.title;
  return `Compare how ${title} and the unseen extract from ${passage.title} by ${passage.author} present ideas about ${theme}. ${title} is still in copyright, so choose an extract of about the same length from your own copy to compare with the printed one.`;
}

function textQuestion(
  input: OfflineQuestionInput,
  seed: string,
  templates: BoardTemplates<TextVars>,
  onExtractQuestion: boolean,
): string {
  // A whole-text part (b) is on the text and the idea of its extract part (a): same choice, same seed.
  const sibling = onExtractQuestion ? undefined : extractSibling(input);
  const siblingIsUnseenComparison = sibling?.kind === "comparison";
  const onExtract = onExtractQuestion || (sibling !== undefined && !siblingIsUnseenComparison);
  const chosen = siblingIsUnseenComparison
    ? chooseSetText(input, seed, false, (profile) => themesSharedWithUnseen(profile, input).length > 0)
    : chooseSetText(input, seed, onExtract);
  if (!chosen) {
    const theme = pickBySeed(nineteenthCenturyPassageThemes(), seed, "theme");
    return onExtract
      ? `Using the extract from a 19th-century novel as a starting point, write about how ideas about ${theme} are presented in the extract and in ${UNNAMED_NINETEENTH_CENTURY_NOVEL}.`
      : `Write about how ideas about ${theme} are presented in ${UNNAMED_NINETEENTH_CENTURY_NOVEL}.`;
  }
  const { display, profile } = chosen;
  const shared = siblingIsUnseenComparison ? themesSharedWithUnseen(profile, input) : [];
  const { characters, themes } = onExtract ? extractFocus(profile, seed) : shared.length > 0 ? { characters: [], themes: shared } : profile;
  const theme = pickBySeed(themes, seed, "theme");
  const useCharacter = characters.length > 0 && hashString(`${seed}::focus`) % 2 === 0;
  const character = characters.length > 0 ? pickBySeed(characters, seed, "character") : undefined;
  const assessesContext = input.questionType.objectives.some((objective) => objective.code === "AO3");
  const vars: TextVars = {
    text: workTitle(display),
    author: profile.surname,
    form: profile.formWord,
    focus: useCharacter && character ? character : `ideas about ${theme}`,
    theme,
    character: useCharacter ? character : undefined,
    refer: assessesContext
      ? `You must refer to the context of the ${profile.formWord} in your answer.`
      : `In your answer, refer to the ${profile.formWord} as a whole.`,
  };
  const question = pickBySeed(usableTemplates(templates, input.boardId, vars), seed, "template");
  // Eduqas's post-1914 extract: Marker can never print a modern text, so the question says so before the
  // student presses the extract button, as OCR's comparison does. The title without "(Jeanette Winterson)".
  if (onExtractQuestion && (profile.form === "modern-drama" || profile.form === "modern-prose") && passagesOf(profile).length === 0) {
    const which = vars.character ? `, one in which ${vars.character} appears` : "";
    return `${question} ${profile.title} is still in copyright, so choose an extract of about a page from your own copy to use as the starting point${which}.`;
  }
  return question;
}

/**
 * Whether a set text is a poetry anthology or one of its clusters ("Poems Past and Present: Power and
 * conflict cluster", "Poetry anthology: Conflict collection"), not a novel, a play or a prose anthology
 * (Telling Tales): papers list their set texts and their clusters together.
 */
function isPoetryCluster(name: string): boolean {
  if (findSetTextProfile(name)) return false;
  return /\bpoe(m|ms|try)\b|\b(cluster|collection)\b/i.test(name) || BARE_CLUSTER_NAMES.test(name);
}

/**
 * A question on the poetry anthology, whatever its kind: the catalogue files OCR's "another poem from the
 * cluster" as an essay and Eduqas's "the named poem" as an analysis, but both are about anthology poems.
 */
export function isAnthologyPoetry(questionType: Pick<QuestionType, "kind" | "name">): boolean {
  if (questionType.kind === "poetry-comparison") return true;
  if (questionType.kind === "unseen-poem" || questionType.kind === "unseen-poetry-comparison") return false;
  return /\bpoe(m|ms|try)\b/i.test(questionType.name) && !/\bunseen\b/i.test(questionType.name);
}

/**
 * The cluster (only ever one of the paper's poetry clusters) and, when the bank holds poems of it, one of
 * them by name, so the poem printed with the question is the poem it names; else "the named poem".
 */
function poetryVars(input: OfflineQuestionInput, seed: string): PoetryVars {
  const all = input.paper.setTexts.filter(isPoetryCluster);
  // A cluster the bank holds poems of, so the question names the poem printed with it (Edexcel's Time and place
  // collection has none: a question on it would print a poem of another board's cluster). On a paper that pairs an
  // anthology poem with an unseen one (OCR), a cluster an unseen poem shares a theme with, for both parts.
  const pairings = input.paper.questionTypes.some(isAnthologyUnseenComparison) ? [...new Set(unseenPairingsFor(input).map((pairing) => pairing.cluster))] : [];
  const withPoems = all.filter((cluster) => poemsOfCluster(cluster).length > 0);
  const clusters = pairings.length > 0 ? pairings : withPoems.length > 0 ? withPoems : all;
  const cluster = clusters.length > 0 ? pickBySeed(clusters, seed, "cluster") : undefined;
  const poems = cluster ? poemsOfCluster(cluster) : [];
  const named = poems.length > 0 ? pickBySeed(poems, seed, "poem") : undefined;
  return {
    theme: pickBySeed(named ? (POEM_THEMES[named.title] ?? GENERAL_POETRY_THEMES) : GENERAL_POETRY_THEMES, seed, "poetry-theme"),
    poem: named ? `'${named.title}'` : "the named poem",
    cluster: cluster ? clusterAsPapersNameIt(cluster) : "the anthology",
  };
}

/**
 * A poetry cluster as an exam paper names it, not as the catalogue lists it: AQA's "Poems Past and Present: Power and
 * conflict cluster" is 'Power and conflict', Edexcel's "Poetry anthology: Conflict collection" the Conflict
 * collection, Eduqas's anthology the Eduqas Poetry Anthology.
 */
export function clusterAsPapersNameIt(display: string): string {
  const name = workTitle(display).replace(/^[^:]*:\s*/, "");
  if (/ cluster$/i.test(name)) return `'${name.replace(/ cluster$/i, "")}'`;
  if (/ collection$|anthology/i.test(name)) return `the ${name}`;
  return `'${name}'`;
}

/** OCR's Poetry (a): an anthology poem compared with an unseen one (the catalogue's name says "unseen"). */
export function isAnthologyUnseenComparison(questionType: Pick<QuestionType, "kind" | "name">): boolean {
  return questionType.kind === "poetry-comparison" && /\bunseen\b/i.test(questionType.name);
}

/**
 * The unseen poem is one of the bank's poems outside the paper's clusters, named so that it is the poem
 * printed; the theme is one it treats. The anthology poem is the student's choice from the cluster (the
 * bank holds none of these clusters' poems, and a question names only a poem Marker can print).
 */
function anthologyUnseenComparison(input: OfflineQuestionInput, seed: string): string {
  const { cluster } = poetryVars(input, seed);
  const clusters = input.paper.setTexts.filter(isPoetryCluster);
  const outside = EXTRACT_BANK.filter(
    (entry) => entry.kind === "poetry" && !(entry.matches.setTexts ?? []).some((name) => clusters.some((c) => isSameCluster(name, c))),
  );
  const unseen = pickBySeed(outside, seed, "unseen-poem");
  const theme = pickBySeed(POEM_THEMES[unseen.title] ?? GENERAL_POETRY_THEMES, seed, "poetry-theme");
  return `Compare how the poets present ${theme} in the unseen poem '${unseen.title}' by ${unseen.author} and in one poem of your choice from ${cluster}. You should consider the poets' use of language, form and structure.`;
}

/**
 * OCR J352/02 Poetry (a), on the answer form and on a built paper alike: part (a) compares a named anthology poem
 * with an unseen poem (facts §3.1). What is printed is the unseen poem: one of the bank's poems in no board's
 * anthology (UNSEEN_POEM_THEMES), named by title and poet as printed, on a theme it treats that the cluster's poems
 * treat too (the passing of time with Love and relationships, never the suffering of soldiers). The anthology poem
 * is the one the exam would name; Marker holds none of OCR's cluster poems, so the question says so and the
 * student chooses one from the cluster rather than being asked about a poem that is not there.
 */
function anthologyUnseenComparisonOnPaper(input: OfflineQuestionInput, seed: string): string {
  const { cluster } = poetryVars(input, seed);
  const pairings = unseenPairingsFor(input).filter((pairing) => clusterAsPapersNameIt(pairing.cluster) === cluster);
  if (pairings.length === 0) return anthologyUnseenComparison(input, seed);
  const unseen = pickBySeed([...new Set(pairings.map((pairing) => pairing.poem))], seed, "unseen-poem");
  const theme = pickBySeed(
    pairings.filter((pairing) => pairing.poem === unseen).map((pairing) => pairing.theme),
    seed,
    "poetry-theme",
  );
  return (
    `Compare how the poets present ${theme} in the unseen poem '${unseen.title}' by ${unseen.author}, printed with this question, and in one poem from ${cluster} that you have studied. ` +
    `The exam names the anthology poem for you; here, choose one that treats ${theme} and quote the lines you remember. ` +
    "You should consider the poets' use of language, form and structure."
  );
}

function poetryComparison(input: OfflineQuestionInput, seed: string): string {
  if (isAnthologyUnseenComparison(input.questionType)) return anthologyUnseenComparisonOnPaper(input, seed);
  return pickBySeed(usableTemplates(POETRY_COMPARISON_TEMPLATES, input.boardId, poetryVars(input, seed)), seed, "template");
}

/** One anthology poem: the named (printed) one, or another of the student's choice from the cluster. */
function anthologyPoem(input: OfflineQuestionInput, seed: string): string {
  const templates = /\b(another|other)\b/i.test(input.questionType.name) ? OTHER_ANTHOLOGY_POEM_TEMPLATES : NAMED_ANTHOLOGY_POEM_TEMPLATES;
  return pickBySeed(usableTemplates(templates, input.boardId, poetryVars(input, seed)), seed, "template");
}

function unseenQuestion(
  input: OfflineQuestionInput,
  seed: string,
  templates: BoardTemplates<{ theme: string }>,
): string {
  const vars = { theme: pickBySeed(unseenThemesFor(input.boardId), seed, "unseen-theme") };
  return pickBySeed(usableTemplates(templates, input.boardId, vars), seed, "template");
}

// ─── English Language templates ───────────────────────────────────────────────────────────────────

interface LanguageVars {
  /**
   * Line references, varied by seed so repeated questions do not all say "lines 1 to 5". They end by
   * LANGUAGE_SOURCE_MIN_LINES (number-lines.ts), the fewest numbered lines a printed Language source has.
   */
  firstLines: string;
  lines: string;
  /** What a fiction question looks at: "the setting". */
  focus: string;
  /** What a non-fiction question looks at. */
  nonFictionFocus: string;
  claim: string;
  effect: string;
  summaryFocus: string;
  attitudeFocus: string;
  scene: string;
  story: string;
  experience: string;
  title: string;
  statement: string;
  proposal: string;
}

const LANGUAGE_CHOICES = {
  firstLines: ["lines 1 to 5", "lines 1 to 6", "lines 1 to 8"],
  lines: ["lines 6 to 14", "lines 8 to 16", "lines 10 to 18", "lines 5 to 12"],
  focus: [
    "the setting",
    "the main character",
    "the weather",
    "the atmosphere of the place",
    "the character's feelings",
  ],
  nonFictionFocus: [
    "the writer's experience",
    "the people the writer meets",
    "the place the writer describes",
    "the writer's feelings about what happened",
  ],
  claim: [
    "the writer makes the setting feel threatening, as if something terrible is about to happen",
    "the writer makes us feel real sympathy for the main character",
    "the writer builds tension so that we want to read on",
    "the writer shows how isolated the main character is",
  ],
  effect: ["tension", "a sense of mystery", "sympathy for the main character", "a sense of danger"],
  summaryFocus: [
    "the two writers' experiences of city life",
    "the ways the children in the two sources are treated",
    "the two writers' attitudes to work",
    "the places the two writers describe",
  ],
  attitudeFocus: ["poverty", "education", "childhood", "city life", "travel", "work"],
  scene: ["a crowded market at dawn", "an abandoned railway station", "a storm over the sea", "a city street at night"],
  story: [
    "a time when you were lost",
    "a journey that did not go to plan",
    "a discovery that changed everything",
    "a day when the weather changed everything",
  ],
  experience: [
    "faced a difficult choice",
    "was in a dangerous situation",
    "had to be brave",
    "felt proud of an achievement",
  ],
  title: ["The Visit", "The Secret", "Lost", "The Storm", "The Last Day"],
  statement: [
    "Young people spend too much time on their phones. Schools should ban them completely.",
    "Homework is a waste of time and should be abolished.",
    "Zoos are cruel and have no place in the modern world.",
    "Travelling abroad for holidays is a luxury the planet can no longer afford.",
  ],
  proposal: [
    "making the school day an hour longer",
    "banning mobile phones from school completely",
    "replacing school trips with online visits",
    "closing the school library to save money",
  ],
} satisfies Record<keyof LanguageVars, readonly string[]>;

const RETRIEVAL_TEMPLATES: BoardTemplates<LanguageVars> = {
  aqa: [
    (v) =>
      `Read again the first part of the source, from ${v.firstLines}. List four things from this part of the source about ${v.focus}.`,
  ],
  ocr: [(v) => `Look again at ${v.firstLines}. Identify four things you learn about ${v.focus}.`],
  edexcel: [(v) => `From ${v.firstLines}, identify two phrases which describe ${v.focus}.`],
  wjec: [(v) => `Read ${v.firstLines}. List five things you learn about ${v.focus}.`],
  default: [(v) => `Read again ${v.firstLines}. List four things you learn about ${v.focus}.`],
};

const NONFICTION_RETRIEVAL_TEMPLATES: BoardTemplates<LanguageVars> = {
  aqa: [
    (v) =>
      `Read again the first part of Source A, from ${v.firstLines}. List four things you learn about ${v.nonFictionFocus}.`,
  ],
  edexcel: [(v) => `From ${v.firstLines}, give two things you learn about ${v.nonFictionFocus}.`],
  wjec: [(v) => `Read ${v.firstLines}. List three things you learn about ${v.nonFictionFocus}.`],
  default: [(v) => `Read again ${v.firstLines}. List four things you learn about ${v.nonFictionFocus}.`],
};

const LANGUAGE_ANALYSIS_TEMPLATES: BoardTemplates<LanguageVars> = {
  aqa: [
    (v) =>
      `Look in detail at ${v.lines} of the source. How does the writer use language here to describe ${v.focus}? You could include the writer's choice of words and phrases, language features and techniques, and sentence forms.`,
  ],
  ocr: [(v) => `Look again at ${v.lines}. Explore how the writer uses language to present ${v.focus}.`],
  edexcel: [
    (v) =>
      `In ${v.lines}, how does the writer use language and structure to show ${v.focus}? Support your views with reference to the text.`,
  ],
  wjec: [
    (v) =>
      `Look at ${v.lines}. How does the writer show ${v.focus}? You should comment on what is said and the writer's use of language, techniques and sentence structures.`,
  ],
  default: [(v) => `Look again at ${v.lines}. How does the writer use language to describe ${v.focus}?`],
};

const NONFICTION_ANALYSIS_TEMPLATES: BoardTemplates<LanguageVars> = {
  aqa: [
    (v) => `You now need to refer only to Source B. How does the writer use language to describe ${v.nonFictionFocus}?`,
  ],
  edexcel: [
    (v) =>
      `Analyse how the writer uses language and structure to interest and engage readers in ${v.lines}. Support your views with detailed reference to the text.`,
  ],
  default: [(v) => `Look again at ${v.lines}. How does the writer use language to describe ${v.nonFictionFocus}?`],
};

const STRUCTURE_TEMPLATES: BoardTemplates<LanguageVars> = {
  aqa: [
    () =>
      `You now need to think about the whole of the source, which comes from the opening of a novel. How has the writer structured the text to interest you as a reader? You could write about what the writer focuses your attention on at the beginning, how and why the focus changes as the source develops, and any other structural features that interest you.`,
  ],
  ocr: [
    (v) =>
      `How does the writer structure the whole text to create ${v.effect}? Refer closely to the text in your answer.`,
  ],
  wjec: [
    (v) =>
      `Think about the whole extract. How does the writer use structure to create ${v.effect}? You should write about the order of events, changes of focus and the way the extract ends.`,
  ],
  default: [
    (v) =>
      `Think about the whole of the source. How has the writer structured the text to create ${v.effect} for the reader?`,
  ],
};

const EVALUATION_TEMPLATES: BoardTemplates<LanguageVars> = {
  aqa: [
    (v) =>
      `A student said, 'In the second half of this source, ${v.claim}.' To what extent do you agree? In your response, you could consider your own impressions, evaluate how the writer creates them and support your response with references to the text.`,
  ],
  edexcel: [
    (v) =>
      `In this extract, there is an attempt to create ${v.effect}. Evaluate how successfully this is achieved, supporting your views with detailed reference to the text.`,
  ],
  wjec: [
    (v) =>
      `'In this extract, ${v.claim}.' How far do you agree with this view? You should write about your own thoughts and feelings and how the writer has created them.`,
  ],
  default: [
    (v) =>
      `A reader said, 'In this part of the text, ${v.claim}.' To what extent do you agree? Support your response with references to the text.`,
  ],
};

const NONFICTION_EVALUATION_TEMPLATES: BoardTemplates<LanguageVars> = {
  default: [
    (v) =>
      `In this text, the writer tries to make the reader understand ${v.nonFictionFocus}. Evaluate how successfully this is achieved, supporting your views with detailed reference to the text.`,
  ],
};

const SUMMARY_TEMPLATES: BoardTemplates<LanguageVars> = {
  aqa: [
    (v) =>
      `You need to refer to Source A and Source B for this question. Use details from both sources to write a summary of the differences between ${v.summaryFocus}.`,
  ],
  edexcel: [
    (v) =>
      `The two texts are linked. What similarities are there between ${v.summaryFocus}? Use evidence from both texts to support your answer.`,
  ],
  wjec: [(v) => `Using both texts, write a summary of what you learn about ${v.summaryFocus}.`],
  default: [(v) => `Using details from both sources, write a summary of the differences between ${v.summaryFocus}.`],
};

const COMPARISON_TEMPLATES: BoardTemplates<LanguageVars> = {
  aqa: [
    (v) =>
      `For this question, you need to refer to the whole of Source A, together with the whole of Source B. Compare how the writers convey their different attitudes to ${v.attitudeFocus}. In your answer, you could compare their attitudes and the methods they use, supporting your response with references to both texts.`,
  ],
  edexcel: [
    (v) =>
      `Compare how the writers of Text 1 and Text 2 present their ideas and perspectives about ${v.attitudeFocus}. Support your answer with detailed references to the texts.`,
  ],
  wjec: [
    (v) =>
      `Both of these texts are about ${v.attitudeFocus}. Compare the writers' attitudes to ${v.attitudeFocus} and how they get these attitudes across, using the texts to support your comments.`,
  ],
  default: [
    (v) => `Compare how the two writers convey their attitudes to ${v.attitudeFocus}, using references to both texts.`,
  ],
};

const CREATIVE_TEMPLATES: BoardTemplates<LanguageVars> = {
  aqa: [
    (v) =>
      `You are going to enter a creative writing competition judged by a panel of people of your own age. Write a description suggested by a picture of ${v.scene}.`,
    (v) =>
      `You are going to enter a creative writing competition judged by a panel of people of your own age. Write a story about ${v.story}.`,
  ],
  ocr: [(v) => `Write a story with the title '${v.title}'.`, (v) => `Write a story about ${v.story}.`],
  edexcel: [
    (v) =>
      `Write about a time when you, or someone you know, ${v.experience}. Your response could be real or imagined.`,
    (v) => `Write a story about ${v.story}. Your response could be real or imagined.`,
  ],
  wjec: [(v) => `Write a story with the title '${v.title}'.`],
  default: [(v) => `Write a story about ${v.story}.`],
};

const VIEWPOINT_TEMPLATES: BoardTemplates<LanguageVars> = {
  aqa: [
    (v) =>
      `'${v.statement}' Write an article for a broadsheet newspaper in which you explain your point of view on this statement.`,
    (v) =>
      `'${v.statement}' Write a speech for a debate at your school in which you argue your point of view on this statement.`,
  ],
  edexcel: [
    (v) =>
      `'${v.statement}' Write an article for a magazine aimed at teenagers in which you explain your views on this statement.`,
  ],
  ocr: [
    (v) =>
      `'${v.statement}' Write a letter to your local newspaper in which you argue your point of view on this statement.`,
  ],
  wjec: [
    (v) =>
      `Your school is thinking about ${v.proposal}. Write a letter to your headteacher giving your views on this idea.`,
  ],
  default: [(v) => `'${v.statement}' Write an article in which you explain your point of view on this statement.`],
};

/** Eduqas Component 2 Section B, task 1: a letter or a report on a proposal for the school. */
const EDUQAS_FIRST_TASK: ReadonlyArray<(v: LanguageVars) => string> = [
  (v) => `Your school is thinking about ${v.proposal}. Write a letter to your headteacher giving your views on this idea.`,
  (v) =>
    `Your headteacher has asked students for their views on ${v.proposal}. Write a report for the school's governors on the advantages and disadvantages of this idea, and say what you recommend.`,
];

/** Eduqas Component 2 Section B, task 2: an article or a speech on a statement. */
const EDUQAS_SECOND_TASK: ReadonlyArray<(v: LanguageVars) => string> = [
  (v) => `'${v.statement}' Write an article for a website for young people in which you give your views on this statement.`,
  (v) => `Your year group is holding a debate on this statement: '${v.statement}' Write the speech you would give, arguing for or against it.`,
];

/** Papers built on non-fiction sources (AQA Paper 2, Edexcel Paper 2, OCR 01, Eduqas Component 2). */
export function isNonFictionPaper(paper: Paper): boolean {
  return /non-?fiction|viewpoint|perspective|transactional|communicating information|19th and 21st/i.test(paper.name);
}

function languageVars(seed: string): LanguageVars {
  const vars = {} as Record<keyof LanguageVars, string>;
  for (const key of Object.keys(LANGUAGE_CHOICES) as (keyof LanguageVars)[]) {
    vars[key] = pickBySeed(LANGUAGE_CHOICES[key], seed, `language-${key}`);
  }
  return vars;
}

// ─── English Language: two linked non-fiction texts ───────────────────────────────────────────────

/** How a paper names its two texts: "Text 1" and "Text 2" (Edexcel, OCR) or "Source A" and "Source B". */
export function nonFictionLabels(paper: Pick<Paper, "questionTypes">): readonly [string, string] {
  return paper.questionTypes.some((questionType) => /^texts?$/i.test(questionType.sourceLabel ?? "")) ? ["Text 1", "Text 2"] : ["Source A", "Source B"];
}

const COUNT_WORDS = ["one", "two", "three", "four", "five"];

/** "two things" for a 2-mark point-marked question: as many things as marks, one mark each. */
function thingsFor(questionType: Pick<QuestionType, "marks">): string {
  const count = COUNT_WORDS[questionType.marks - 1] ?? "four";
  return questionType.marks === 1 ? `${count} thing` : `${count} things`;
}

/** The text a catalogue name gives ("find information in Text 2", "Source B"), if it gives one. */
function namedText(questionType: Pick<QuestionType, "name">): 0 | 1 | null {
  if (/\b(text 2|source b)\b/i.test(questionType.name)) return 1;
  if (/\b(text 1|source a)\b/i.test(questionType.name)) return 0;
  return null;
}

/**
 * Which of the two texts a question is on: the one its catalogue name gives; else the one the paper's previous
 * question on a single text was on (Eduqas A2 follows A1 on Source A; Edexcel Question 3 follows Questions 1 and 2
 * on Text 1); else by what the papers usually do (retrieval on the first text; language analysis and evaluation
 * on the second, as AQA Question 3 is).
 */
function textOf(questionType: Pick<QuestionType, "id" | "name" | "kind">, paper?: Pick<Paper, "questionTypes">): 0 | 1 {
  const named = namedText(questionType);
  if (named !== null) return named;
  const questionTypes = paper?.questionTypes ?? [];
  const index = questionTypes.findIndex((other) => other.id === questionType.id);
  for (let earlier = index - 1; earlier >= 0; earlier--) {
    const other = questionTypes[earlier] as QuestionType;
    if (/^(texts|sources)$/i.test(other.sourceLabel ?? "")) break;
    const text = namedText(other);
    if (text !== null) return text;
  }
  return questionType.kind === "retrieval" ? 0 : 1;
}

/** Where a retrieval question looks: the first lines of its text, or the next ones for a second question on it. */
function retrievalLines(input: OfflineQuestionInput, text: 0 | 1): string {
  const onSameText = input.paper.questionTypes.filter((other) => other.kind === "retrieval" && textOf(other, input.paper) === text);
  const ordinal = Math.max(0, onSameText.findIndex((other) => other.id === input.questionType.id));
  return ordinal === 0 ? "lines 1 to 8" : "lines 9 to 16";
}

function nonFictionQuestion(input: OfflineQuestionInput, seed: string): string | null {
  const { questionType, boardId } = input;
  // Every theme pairs a 21st-century text with a 19th-century one, as each non-fiction paper needs.
  const theme = pickBySeed(NONFICTION_THEMES, seed, "language-theme");
  const labels = nonFictionLabels(input.paper);
  // The 21st-century text comes first (Eduqas: "Source A 21st-century, Source B 19th-century", facts §5.2).
  const which = textOf(questionType, input.paper);
  const label = labels[which];
  const focus = which === 0 ? theme.modernFocus : theme.nineteenthFocus;
  const lines = pickBySeed(LANGUAGE_CHOICES.lines, `${seed}::${questionType.id}`, "language-lines");
  const both = `${labels[0]} and ${labels[1]}`;
  switch (questionType.kind) {
    case "retrieval": {
      if (/true statements/i.test(questionType.name)) {
        return `Read again the first two paragraphs of ${label}, about ${focus}. Choose four statements below which are true.`;
      }
      const range = retrievalLines(input, which);
      if (boardId === "wjec") return `Read ${range} of ${label}. List ${thingsFor(questionType)} you learn about ${focus}.`;
      return `From ${range} of ${label}, identify ${thingsFor(questionType)} you learn about ${focus}.`;
    }
    case "language-analysis":
      if (boardId === "edexcel") {
        return `Analyse how the writer of ${label} uses language and structure to present ${focus}. Support your views with detailed reference to the text.`;
      }
      return `Look again at ${lines} of ${label}. How does the writer use language to describe ${focus}?`;
    case "evaluation":
      return `In ${label}, the writer tries to make the reader understand ${focus}. Evaluate how successfully this is achieved, supporting your views with detailed reference to the text.`;
    case "summary":
      if (boardId === "aqa") return `Refer to ${both} for this question. Use details from both sources to write a summary of the differences between ${theme.summary}.`;
      if (boardId === "edexcel") return `${both} are both about ${theme.topic}. What similarities are there between ${theme.summary}? Use evidence from both texts to support your answer.`;
      return `Using ${both}, write a summary of what you learn about ${theme.summary}.`;
    case "comparison":
      if (boardId === "wjec") {
        return `${both} are both about ${theme.topic}. Compare the writers' attitudes to ${theme.attitude} and how they get these attitudes across to the reader.`;
      }
      if (boardId === "ocr") {
        return `Compare how ${both} present ${theme.attitude}. Which text do you find more effective, and why? Support your answer with references to both texts.`;
      }
      return `Refer to the whole of ${labels[0]} and the whole of ${labels[1]}. Compare how the two writers convey their attitudes to ${theme.attitude}, and the methods they use to do so.`;
    default:
      return null;
  }
}

/**
 * A reading question on modern fiction (fiction-texts.ts), on the answer form as in a built paper: Eduqas C700 Component 1 on one
 * 20th-century extract (facts §5.2: A1-A5), OCR J351/02 on Text 1 (20th century) and Text 2 (21st century)
 * (facts §3.2; its per-question pattern is L: Q1 retrieval and Q2 language on Text 1, Q3 structure on Text 2,
 * Q4 evaluates and compares both). The paper's reading questions share one seed, so one pair; each names its
 * text's own setting, character or ending, and the lines of the paragraph that shows it as the text is printed.
 * Null for any other question (its paper's usual templates then apply).
 */
function modernFictionQuestion(input: OfflineQuestionInput, seed: string): string | null {
  const kind = modernFictionPaper(input.subjectId, input.boardId, input.paper.id);
  if (!kind) return null;
  const pair = pickBySeed(FICTION_PAIRS, seed, "fiction-pair");
  const [first, second] = pair.texts;
  const things = thingsFor(input.questionType);
  const lines = (passage: string) => {
    const spans = paragraphLines(passage);
    const last = spans[spans.length - 1] ?? { from: 1, to: 1 };
    return { opening: spans[0] ?? last, middle: spans[1] ?? last, ending: last };
  };
  if (kind === "one" && input.boardId === "aqa") {
    // AQA Paper 1's four reading questions on one source, in the board's own wording (facts §2.2: Q1 list four things
    // from the first lines, Q2 language in a part, Q3 structure of the whole, Q4 evaluate a statement on the second part).
    const { opening, middle } = lines(first.text);
    switch (input.questionType.id) {
      case "q1":
        return `Read again the first part of the source, from lines 1 to ${opening.to}. List four things from this part of the source about ${first.setting}.`;
      case "q2":
        return `Look in detail at this extract, from lines ${middle.from} to ${middle.to} of the source. How does the writer use language here to describe ${first.feelings}? You could include the writer's choice of: words and phrases; language features and techniques; sentence forms.`;
      case "q3":
        return `You now need to think about the whole of the source, a story about ${first.character}. How has the writer structured the text to interest you as a reader? You could write about: what the writer focuses your attention on at the beginning; how and why the writer changes this focus as the source develops; any other structural features that interest you.`;
      case "q4":
        return `Focus this part of your answer on the second part of the source, from line ${middle.from} to the end. A student said, 'In this extract, ${first.claim}.' To what extent do you agree? In your response, you could: consider your own impressions of ${first.character}; evaluate how the writer has created these impressions; support your response with references to the text.`;
      default:
        return null;
    }
  }
  if (kind === "one") {
    const { opening, middle, ending } = lines(first.text);
    switch (input.questionType.id) {
      case "a1":
        return `Read lines 1 to ${opening.to}. List ${things} you learn about ${first.setting}.`;
      case "a2":
        return `Look at lines ${middle.from} to ${middle.to}. How does the writer show ${first.feelings}? You should comment on what is said and the writer's use of language, techniques and sentence structures.`;
      case "a3":
        return `What impressions do you get of ${first.character} from lines ${middle.from} to ${ending.to}? You must refer to the language used in the text to support your answer.`;
      case "a4":
        return `Look at lines ${ending.from} to ${ending.to}, the end of the extract about ${first.character}. How does the writer create ${first.effect} here? You should write about the writer's choices of language and structure.`;
      case "a5":
        return `'In this extract, ${first.claim}.' How far do you agree with this view? You should write about your own thoughts and feelings and how the writer has created them.`;
      default:
        return null;
    }
  }
  const { opening, middle } = lines(first.text);
  switch (input.questionType.id) {
    case "q1":
      return `Look again at lines 1 to ${opening.to} of Text 1. Identify ${things} you learn about ${first.setting}.`;
    case "q2":
      return `Look again at lines ${middle.from} to ${middle.to} of Text 1. Explore how the writer uses language to present ${first.feelings}.`;
    case "q3":
      return `Think about the whole of Text 2, in which ${second.situation}. How does the writer structure the text to create ${second.effect}? Refer closely to the text in your answer.`;
    case "q4":
      return `A reader said, 'In both texts, ${pair.claim}.' How far do you agree? Compare Text 1 and Text 2, supporting your views with references to both texts.`;
    default:
      return null;
  }
}

// ─── English Language: a fiction passage of the bank ──────────────────────────────────────────────

/** "lines 6 to 14" -> { from: 6, to: 14 }. */
function rangeOf(lines: string): Where {
  const match = /(\d+) to (\d+)/.exec(lines);
  return match ? { from: Number(match[1]), to: Number(match[2]) } : "anywhere";
}

/**
 * The focuses a passage shows within the lines a question names, each with those lines: two of the words that
 * show it there, so that a question asking for several things about it has more than one to find.
 */
function focusesWithin(passage: ExtractEntry, lineChoices: readonly string[]): Array<{ focus: string; lines: string }> {
  const focuses = Object.keys(readingsOf(passage)?.focuses ?? {});
  return lineChoices.flatMap((lines) => focuses.filter((focus) => shows(passage, focus, "focus", rangeOf(lines), 2)).map((focus) => ({ focus, lines })));
}

/** The effects, and the claims, a passage bears out (AQA Question 4 looks at "the second half of this source"). */
function effectsOf(passage: ExtractEntry): string[] {
  return Object.keys(readingsOf(passage)?.effects ?? {});
}
function claimsOf(passage: ExtractEntry, boardId: ExamBoardId): string[] {
  const where: Where = boardId === "aqa" ? "second-half" : "anywhere";
  return Object.keys(readingsOf(passage)?.claims ?? {}).filter((claim) => shows(passage, claim, "claim", where));
}

/** Whether a passage can be printed with a fiction reading question of this type and board (it shows what it must ask). */
function serves(passage: ExtractEntry, questionType: Pick<QuestionType, "kind">, boardId: ExamBoardId): boolean {
  switch (questionType.kind) {
    case "retrieval":
      return focusesWithin(passage, LANGUAGE_CHOICES.firstLines).length > 0;
    case "language-analysis":
      return focusesWithin(passage, LANGUAGE_CHOICES.lines).length > 0;
    case "structure-analysis":
      return boardId === "aqa" ? readingsOf(passage)?.opening === true : effectsOf(passage).length > 0;
    case "evaluation":
      return boardId === "edexcel" ? effectsOf(passage).length > 0 : claimsOf(passage, boardId).length > 0;
    default:
      return true;
  }
}

/**
 * The fiction passages a paper's reading questions may be written from: unseen ones (none of the board's Literature
 * set texts) that can serve every reading question of the paper, so the questions of a built paper, written from
 * one seed, are all on one passage the paper can print.
 */
const fictionPools = new Map<string, ExtractEntry[]>();

function fictionPoolFor(input: OfflineQuestionInput): ExtractEntry[] {
  const key = `${input.boardId}|${input.paper.id}|${input.paper.name}|${input.questionType.id}`;
  const cached = fictionPools.get(key);
  if (cached) return cached;
  const pool = fictionPoolOf(input);
  fictionPools.set(key, pool);
  return pool;
}

function fictionPoolOf(input: OfflineQuestionInput): ExtractEntry[] {
  const unseen = new Set(unseenProseFor("english-literature", input.boardId).map((entry) => entry.id));
  const passages = fictionPassages();
  const candidates = passages.filter((entry) => unseen.has(entry.id));
  const pool = candidates.length > 0 ? candidates : passages;
  const reading = input.paper.questionTypes.filter((questionType) => questionType.needsSource);
  const all = pool.filter((entry) => reading.every((questionType) => serves(entry, questionType, input.boardId)));
  if (all.length > 0) return all;
  const own = pool.filter((entry) => serves(entry, input.questionType, input.boardId));
  return own.length > 0 ? own : pool;
}

/**
 * A fiction reading question's focus, lines, effect and claim, all from one passage the paper can print (chosen by
 * the seed, so a built paper's questions share it): what the question asks about is there, in the lines it names.
 */
function fictionVars(input: OfflineQuestionInput, seed: string, vars: LanguageVars): LanguageVars {
  const passage = pickBySeed(fictionPoolFor(input), seed, "fiction-passage");
  const slot = `${seed}::${input.questionType.id}`;
  const opening = focusesWithin(passage, LANGUAGE_CHOICES.firstLines);
  const later = focusesWithin(passage, LANGUAGE_CHOICES.lines);
  const first = opening.length > 0 ? pickBySeed(opening, slot, "fiction-first-focus") : undefined;
  const second = later.length > 0 ? pickBySeed(later, slot, "fiction-focus") : undefined;
  const effects = effectsOf(passage);
  const claims = claimsOf(passage, input.boardId);
  const kind = input.questionType.kind;
  const chosen = kind === "retrieval" ? first : second;
  return {
    ...vars,
    focus: chosen?.focus ?? vars.focus,
    firstLines: first?.lines ?? vars.firstLines,
    lines: second?.lines ?? vars.lines,
    effect: effects.length > 0 ? pickBySeed(effects, slot, "fiction-effect") : vars.effect,
    claim: claims.length > 0 ? pickBySeed(claims, slot, "fiction-claim") : vars.claim,
  };
}

/** "one phrase which describes" for a 1-mark question, "two phrases which describe" for 2 marks (Edexcel Paper 1 Questions 1 and 2). */
function phrasesFor(questionType: Pick<QuestionType, "marks">): string {
  const count = COUNT_WORDS[questionType.marks - 1] ?? "two";
  return questionType.marks === 1 ? `${count} phrase which describes` : `${count} phrases which describe`;
}

function languageQuestion(input: OfflineQuestionInput, seed: string): string {
  const fiction = modernFictionQuestion(input, seed);
  if (fiction) return fiction;
  const nonFiction = isNonFictionPaper(input.paper);
  if (nonFiction) {
    const question = nonFictionQuestion(input, seed);
    if (question) return question;
  }
  const base = languageVars(`${seed}::${input.questionType.id}`);
  const fictionReading = !nonFiction && ["retrieval", "language-analysis", "structure-analysis", "evaluation"].includes(input.questionType.kind);
  const vars = fictionReading ? fictionVars(input, seed, base) : base;
  // Edexcel Paper 1 Question 1 is one mark for one thing; Question 2 two marks for two (facts §4.2).
  if (fictionReading && input.boardId === "edexcel" && input.questionType.kind === "retrieval") {
    return `From ${vars.firstLines}, identify ${phrasesFor(input.questionType)} ${vars.focus}.`;
  }
  // Eduqas Component 2 sets two different transactional tasks (facts §5.2): task 1 here a letter or a report, task 2
  // an article or a speech, so the answer form never gives the two tasks the same question.
  if (input.boardId === "wjec" && input.questionType.kind === "viewpoint-writing") {
    const tasks = input.questionType.id === "b2" ? EDUQAS_SECOND_TASK : EDUQAS_FIRST_TASK;
    return pickBySeed(tasks, seed, "template")(vars);
  }
  const templatesByKind: Partial<Record<QuestionKind, BoardTemplates<LanguageVars>>> = {
    retrieval: nonFiction ? NONFICTION_RETRIEVAL_TEMPLATES : RETRIEVAL_TEMPLATES,
    "language-analysis": nonFiction ? NONFICTION_ANALYSIS_TEMPLATES : LANGUAGE_ANALYSIS_TEMPLATES,
    "structure-analysis": STRUCTURE_TEMPLATES,
    evaluation: nonFiction ? NONFICTION_EVALUATION_TEMPLATES : EVALUATION_TEMPLATES,
    summary: SUMMARY_TEMPLATES,
    comparison: COMPARISON_TEMPLATES,
    "creative-writing": CREATIVE_TEMPLATES,
    "viewpoint-writing": VIEWPOINT_TEMPLATES,
  };
  const templates = templatesByKind[input.questionType.kind] ?? LANGUAGE_ANALYSIS_TEMPLATES;
  return pickBySeed(usableTemplates(templates, input.boardId, vars), seed, "template");
}

// ─── History topics ───────────────────────────────────────────────────────────────────────────────

/**
 * Focus prompts for one History option. Each list holds phrases that slot into the question stems
 * below ("Describe two ...", "Explain why ...", "Write an account of how ..."); every phrase names
 * its period or subject so the question is recognisably about the option chosen.
 */
export interface HistoryTopicProfile {
  id: string;
  /** Tested against the topic's (or paper's) name. Order matters: first match wins. */
  match: RegExp;
  /** "Describe two ...". */
  describe: string[];
  /** "Explain why ...". */
  why: string[];
  /**
   * The two stimulus points Edexcel prints under its 12-mark "Explain why ..." (hasStimulusPoints), for each phrase
   * of `why` that has its own: factors that brought the outcome about, never the outcome itself. A phrase without
   * one takes the pair of `reasons` for the same outcome, else two of `events` it does not name (stimulusFor).
   */
  stimulus?: Readonly<Record<string, readonly [string, string]>>;
  /** Events for "consequences of", "what was important about", "significance of". */
  events: string[];
  /** "Write an account of how ...". */
  account: string[];
  /** What a source is about. */
  sources: string[];
  /** What interpretations disagree about. */
  interpretations: string[];
  /** Claims to judge, each one sentence ending in a full stop. */
  statements: string[];
  /** "In what ways ..." (AQA 8145/1 Q5): clauses such as "were the lives of ... affected by ...". */
  ways?: string[];
  /** "Which was the more important reason why ...", with its two bullet points (AQA 8145/1 Q6). */
  reasons?: ReasonsPair[];
  /** Two things to compare across time, "X and Y" ("explain ... ways in which X and Y were similar"). */
  contrasts?: string[];
  /** What an event mattered for ("the importance of ... for relations between the superpowers"). */
  importanceFor?: string;
  /** Factor essays (AQA 8145/2 Q4): "Has <factor> been the main factor in <development>?". */
  factors?: { factor: string; development: string }[];
  /** A real site of the period and a view of it to test (AQA 8145/2 Section B Q4, historic environment). */
  historicSites?: { site: string; claim: string }[];
  /** One-mark prompts, at least three (OCR J411 Question 1(a)-(c)), each a lower-case instruction. */
  shortAnswers?: string[];
  /**
   * The historic environment studied with a thematic study (Edexcel 1HI0 Paper 1 Section A, Questions 1 and 2):
   * its questions describe and source the site, not the thematic study. Its sources are also in `sources`.
   */
  environment?: { match: RegExp; describe: string[]; sources: string[] };
  /**
   * The events the profile's phrases name, each a pattern that finds it in any of their wordings ("the loss of
   * Normandy in 1204", "King John lost Normandy"): two questions of one built paper never name the same one.
   * Without it, each of `events` is found by its own words (eventPatternsOf).
   */
  namedEvents?: readonly RegExp[];
}

export const HISTORY_TOPIC_PROFILES: readonly HistoryTopicProfile[] = [
  {
    id: "spain-new-world",
    match: /new world|voyages of discovery/i,
    describe: [
      "features of Columbus's first voyage across the Atlantic in 1492",
      "ways the Spanish governed their colonies in the Caribbean",
      "features of the encomienda system",
    ],
    why: [
      "Columbus was able to reach the Caribbean in 1492",
      "the Spanish were able to conquer the Aztec Empire",
      "the Spanish Crown introduced the New Laws of 1542",
    ],
    events: ["the Treaty of Tordesillas of 1494", "the conquest of the Aztec Empire by Cortés", "the New Laws of 1542"],
    account: [
      "Spain took control of the Aztec Empire between 1519 and 1521",
      "Spain's empire in the Caribbean grew after Columbus's first voyage",
    ],
    sources: ["the treatment of native peoples in Spain's colonies"],
    interpretations: ["the reasons for Spain's conquest of the Aztecs"],
    statements: ["The main reason for the Spanish conquest of the Aztec Empire was disease."],
    importanceFor: "Spain's empire in the New World",
    namedEvents: [/\bColumbus\b/i, /\bTordesillas\b/i, /\bAztecs?\b/i, /\bNew Laws\b/i, /\bencomienda\b/i],
  },
  {
    id: "middle-east",
    match: /middle east/i,
    describe: [
      "features of the Suez Crisis of 1956",
      "features of the Six Day War of 1967",
      "problems faced by Palestinian refugees after 1948",
    ],
    why: [
      "war broke out between Israel and its Arab neighbours in 1948",
      "Israel won the Six Day War in 1967",
      "Egypt and Israel signed a peace treaty in 1979",
    ],
    events: ["the Suez Crisis of 1956", "the Six Day War of 1967", "the Yom Kippur War of 1973", "the Camp David Accords of 1978"],
    account: [
      "the conflict between Israel and its neighbours developed between 1967 and 1973",
      "Egypt and Israel moved towards peace between 1977 and 1979",
    ],
    sources: ["the Suez Crisis of 1956"],
    interpretations: ["the causes of the Six Day War"],
    statements: ["The main reason for Israel's victory in 1967 was the strength of its air force."],
    importanceFor: "the conflict between Israel and its Arab neighbours",
    namedEvents: [/\b(?:war|conflict) broke out between Israel and its Arab neighbours in 1948|\bwar of 1948\b/i, /\brefugees\b/i, /\bSuez\b/i, /\bSix Day War\b|\bvictory in 1967\b/i, /\bYom Kippur\b/i, /\bCamp David\b/i, /\bpeace treaty in 1979\b/i],
  },
  {
    id: "vikings",
    match: /viking/i,
    describe: ["features of Viking longships", "features of Viking raids on Britain and Ireland"],
    why: [
      "the Vikings began raiding Britain in the late eighth century",
      "Vikings settled in the Danelaw in the ninth century",
    ],
    events: ["the raid on Lindisfarne in 793", "the creation of the Danelaw", "the settlement of Iceland"],
    account: ["Viking raiders became settlers in England in the ninth century"],
    sources: ["Viking raids on monasteries"],
    interpretations: ["the Vikings' reputation as raiders"],
    statements: ["The Vikings were more important as traders than as raiders."],
    shortAnswers: [
      "give the year of the Viking raid on Lindisfarne",
      "name one place outside Scandinavia where Vikings settled",
      "name the area of England under Viking control in the late ninth century",
      "name the English king who defeated the Vikings at Edington in 878",
    ],
  },
  {
    id: "mughal-empire",
    match: /mughal/i,
    describe: ["features of Akbar's government of the Mughal Empire", "features of Mughal architecture"],
    why: [
      "Babur was able to defeat the Sultan of Delhi at Panipat in 1526",
      "the Mughal Empire grew under Akbar",
      "the Mughal Empire was weaker by 1707",
    ],
    events: ["the First Battle of Panipat in 1526", "the building of the Taj Mahal", "the reign of Aurangzeb"],
    account: ["Akbar expanded and strengthened the Mughal Empire"],
    sources: ["the court of the Mughal emperors"],
    interpretations: ["Aurangzeb's rule of the Mughal Empire"],
    statements: ["Akbar was the most successful of the Mughal emperors."],
    shortAnswers: [
      "name the first Mughal emperor",
      "give the year of the First Battle of Panipat",
      "name the emperor who had the Taj Mahal built",
      "name the Mughal emperor who died in 1707",
    ],
  },
  {
    id: "crusades",
    match: /crusade/i,
    describe: ["features of the People's Crusade of 1096", "features of the siege of Antioch"],
    why: ["Pope Urban II called for a crusade in 1095", "the crusaders captured Jerusalem in 1099"],
    events: ["Pope Urban II's speech at Clermont in 1095", "the siege of Antioch of 1097 to 1098", "the capture of Jerusalem in 1099"],
    account: ["the crusaders travelled from Europe to Jerusalem between 1096 and 1099"],
    sources: ["the capture of Jerusalem in 1099"],
    interpretations: ["the reasons people went on crusade"],
    statements: ["Religious belief was the main reason people joined the First Crusade."],
  },
  {
    id: "aztecs",
    match: /aztec/i,
    describe: ["features of the Aztec capital, Tenochtitlan", "features of Aztec religion"],
    why: ["Cortés was able to conquer the Aztec Empire", "the Aztecs went to war to take prisoners"],
    events: ["the arrival of Cortés in Mexico in 1519", "the death of Moctezuma in 1520", "the fall of Tenochtitlan in 1521"],
    account: ["the Spanish conquered Tenochtitlan between 1519 and 1521"],
    sources: ["the Spanish conquest of Tenochtitlan"],
    interpretations: ["the reasons for the Spanish victory over the Aztecs"],
    statements: ["Smallpox was the main reason for the Spanish victory over the Aztecs."],
  },
  {
    id: "edward-i",
    match: /edward i\b/i,
    describe: [
      "features of Edward I's castles in Wales",
      "ways Edward I used Parliament",
      "features of Edward I's campaigns in Scotland",
    ],
    why: [
      "Edward I conquered Wales between 1277 and 1283",
      "Edward I expelled the Jews from England in 1290",
      "Edward I called Parliament so often during his reign",
    ],
    events: ["the conquest of Wales", "the Statute of Rhuddlan of 1284", "the expulsion of the Jews in 1290", "the Model Parliament of 1295"],
    account: ["Edward I conquered Wales between 1277 and 1283", "Edward I's wars with Scotland developed after 1296"],
    sources: ["Edward I's castles in Wales", "Edward I's wars in Scotland"],
    interpretations: ["Edward I's achievements as king"],
    statements: ["Edward I's greatest achievement was the conquest of Wales.", "War was the main reason Edward I needed Parliament."],
    historicSites: [{ site: "Caernarfon Castle", claim: "Edward I's castles in Wales were built mainly to control the Welsh." }],
  },
  {
    id: "germany",
    match: /german|weimar|nazi/i,
    describe: [
      "problems faced by the Weimar Republic between 1919 and 1923",
      "features of Hitler's Munich Putsch of 1923",
      "Nazi policies towards young people in the 1930s",
      "ways the Nazis used propaganda to control Germany",
    ],
    why: [
      "the Weimar Republic faced a crisis in 1923",
      "support for the Nazi Party increased between 1929 and 1932",
      "Hitler was able to become Chancellor in January 1933",
      "the Nazis were able to control Germany after 1933",
    ],
    stimulus: {
      "the Weimar Republic faced a crisis in 1923": ["the reparations set by the Treaty of Versailles", "the French and Belgian occupation of the Ruhr"],
      "support for the Nazi Party increased between 1929 and 1932": ["unemployment in the Depression", "Nazi propaganda run by Goebbels"],
      "the Nazis were able to control Germany after 1933": ["the Gestapo and the SS", "Goebbels' control of the press and radio"],
    },
    events: [
      "the hyperinflation of 1923 in Germany",
      "the Reichstag Fire of February 1933",
      "the Night of the Long Knives in 1934 for Hitler",
      "the Wall Street Crash of 1929 for Germany",
    ],
    account: [
      "Hitler consolidated his power in Germany between January 1933 and August 1934",
      "Germany recovered under Gustav Stresemann between 1924 and 1929",
    ],
    sources: [
      "the problems of the Weimar Republic in the early 1920s",
      "Nazi control of young people in Germany",
      "the terms the Treaty of Versailles imposed on Germany in 1919",
    ],
    interpretations: [
      "the reasons why Hitler became Chancellor in 1933",
      "how far young people supported the Nazi regime",
      "the lives of women in Nazi Germany",
    ],
    statements: [
      "The main reason why Hitler became Chancellor in January 1933 was the economic depression.",
      "Nazi policies improved the lives of most Germans between 1933 and 1939.",
      "The Treaty of Versailles was the main cause of the Weimar Republic's problems between 1919 and 1923.",
      "Most young people in Germany supported the Nazi regime in the 1930s.",
      "Women in Nazi Germany lost more than they gained between 1933 and 1939.",
    ],
    ways: [
      "were the lives of German people affected by the hyperinflation of 1923",
      "did Nazi policies change the lives of young people in Germany in the 1930s",
      "were the lives of women in Germany affected by Nazi policies",
    ],
    reasons: [
      { why: "the Weimar Republic faced a crisis in the years 1919 to 1923", bullets: ["the Treaty of Versailles", "the hyperinflation of 1923"] },
      { why: "Hitler was able to become Chancellor in January 1933", bullets: ["the effects of the Depression", "the deals made by politicians such as von Papen"] },
      { why: "the Nazis kept control of Germany after 1933", bullets: ["propaganda", "the terror of the SS and the Gestapo"] },
    ],
  },
  {
    id: "russia",
    match: /russia|soviet|ussr|tsar/i,
    describe: [
      "problems faced by Tsar Nicholas II before 1914",
      "ways the Bolsheviks kept control of Russia after 1917",
      "features of Stalin's purges in the 1930s",
    ],
    why: [
      "Tsar Nicholas II abdicated in March 1917",
      "the Bolsheviks were able to seize power in Russia in October 1917",
      "Stalin introduced collectivisation in the Soviet Union",
    ],
    stimulus: {
      "the Bolsheviks were able to seize power in Russia in October 1917": ["the weaknesses of the Provisional Government", "the leadership of Lenin and Trotsky"],
      "Stalin introduced collectivisation in the Soviet Union": ["the need for grain to feed workers in the growing cities", "Stalin's wish to destroy the kulaks"],
    },
    events: ["the 1905 Revolution in Russia", "Lenin's New Economic Policy", "Stalin's Five-Year Plans"],
    account: [
      "the Bolsheviks won the Russian Civil War between 1918 and 1921",
      "Stalin became leader of the Soviet Union after Lenin's death",
    ],
    sources: ["life in Russia during the First World War", "Stalin's purges in the Soviet Union"],
    interpretations: ["Stalin's control of the Soviet Union", "the reasons for the fall of the Tsar"],
    statements: [
      "The main reason for the fall of the Tsar in 1917 was the First World War.",
      "Collectivisation was a success for the Soviet Union.",
      "Stalin controlled the Soviet Union mainly through fear.",
    ],
    ways: [
      "were the lives of peasants in the Soviet Union affected by collectivisation",
      "was the life of ordinary Russians affected by the First World War",
      "were the lives of Soviet workers changed by Stalin's Five-Year Plans",
    ],
    reasons: [
      { why: "Tsar Nicholas II abdicated in March 1917", bullets: ["the First World War", "food shortages in the cities"] },
      { why: "the Bolsheviks won the Russian Civil War", bullets: ["Trotsky's leadership of the Red Army", "divisions among the Whites"] },
    ],
  },
  {
    id: "british-america",
    match: /british america|1713/i,
    describe: [
      "features of the Boston Tea Party of 1773",
      "ways the British governed the thirteen American colonies before 1763",
    ],
    why: [
      "tension grew between Britain and the American colonies after 1763",
      "the American colonists declared independence in 1776",
    ],
    events: ["the Stamp Act of 1765", "the Boston Tea Party of 1773", "the Declaration of Independence in 1776"],
    account: ["the quarrel between Britain and the American colonies developed between 1763 and 1776"],
    sources: ["colonial opposition to British taxes in America"],
    interpretations: ["the causes of the American War of Independence"],
    statements: ["The main reason the American colonies rebelled against Britain was taxation."],
    importanceFor: "relations between Britain and the American colonies",
    namedEvents: [/\bStamp Act\b/i, /\bBoston Tea Party\b/i, /\bDeclaration of Independence\b|\bdeclared independence\b/i],
  },
  {
    id: "america-19th-century",
    match: /1840|1895|american west|making of america|expansion and consolidation/i,
    describe: [
      "features of the way of life of the Plains Indians",
      "problems faced by homesteaders on the Great Plains",
      "features of the Mormon journey to the Salt Lake valley",
    ],
    why: [
      "settlers moved west across America in the 1840s",
      "there was conflict between the Plains Indians and the US government",
      "the American Civil War broke out in 1861",
    ],
    events: [
      "the discovery of gold in California in 1848",
      "the Homestead Act of 1862",
      "the Battle of the Little Bighorn in 1876",
    ],
    account: [
      "the Plains Indians lost control of their lands in the American West between 1851 and 1876",
      "the cattle industry grew in the American West after the Civil War",
    ],
    sources: ["the lives of homesteaders in the American West", "the American Civil War"],
    interpretations: ["the treatment of the Plains Indians", "the reasons for westward expansion in America"],
    statements: [
      "The main reason for the settlement of the American West was the discovery of gold.",
      "The destruction of the buffalo was the main reason the Plains Indians lost their way of life.",
      "The railroads were the most important factor in the development of the American West.",
    ],
    ways: [
      "were the lives of the Plains Indians affected by the destruction of the buffalo",
      "were the lives of homesteaders on the Great Plains affected by new farming methods",
      "did the lives of Black Americans in the South change after the Civil War",
    ],
    reasons: [
      { why: "settlers moved west across America in the 1840s", bullets: ["the discovery of gold in California", "the belief in Manifest Destiny"] },
      { why: "the Plains Indians lost their way of life", bullets: ["the destruction of the buffalo", "the reservation policy of the US government"] },
    ],
    importanceFor: "the development of the American West",
    shortAnswers: [
      "name one group of people who settled in the American West",
      "give the year the American Civil War began",
      "name one railway company that helped to link the east and west of the USA",
      "name one tribe of the Plains Indians",
    ],
    namedEvents: [/\b(?:discovery of )?gold in California\b|\bdiscovery of gold\b/i, /\bHomestead Act\b/i, /\bLittle Bighorn\b/i, /\bMormon/i, /\bCivil War\b/i, /\bbuffalo\b/i],
  },
  {
    id: "usa-20th-century",
    match: /america|\busa\b|united states|nation of contrasts/i,
    describe: [
      "features of the Ku Klux Klan in the USA in the 1920s",
      "effects of Prohibition in the USA in the 1920s",
      "features of the Montgomery Bus Boycott of 1955 to 1956",
    ],
    why: [
      "the US economy boomed in the 1920s",
      "Prohibition in the USA was ended in 1933",
      "the civil rights movement in the USA made progress in the 1960s",
    ],
    stimulus: {
      "Prohibition in the USA was ended in 1933": ["the growth of gangsters and organised crime", "the need for jobs and taxes in the Depression"],
      "the civil rights movement in the USA made progress in the 1960s": ["the leadership of Martin Luther King", "television pictures of violence against peaceful protesters"],
    },
    events: ["the Wall Street Crash of 1929", "Roosevelt's New Deal of the 1930s", "the Civil Rights Act of 1964"],
    account: [
      "the civil rights movement in the USA developed between 1954 and 1965",
      "the USA became involved in the Vietnam War between 1954 and 1965",
    ],
    sources: ["life in the USA during the boom of the 1920s", "the civil rights movement in the USA in the 1960s"],
    interpretations: ["the success of the New Deal in the 1930s", "the achievements of Martin Luther King"],
    statements: [
      "The New Deal was a success for the American people in the 1930s.",
      "The main reason for the US economic boom of the 1920s was mass production.",
      "Peaceful protest was the main reason for the success of the civil rights movement in the USA.",
      "The achievements of Martin Luther King were the main reason the civil rights movement succeeded in the 1960s.",
    ],
    ways: [
      "were the lives of Americans affected by the Great Depression of the 1930s",
      "were the lives of Black Americans affected by segregation in the 1950s",
      "did the lives of American women change in the 1920s",
    ],
    reasons: [
      { why: "the US economy boomed in the 1920s", bullets: ["mass production", "the policies of Republican governments"] },
      { why: "the civil rights movement made progress in the 1960s", bullets: ["the leadership of Martin Luther King", "the actions of the federal government"] },
    ],
  },
  {
    id: "health",
    match: /health|medicine/i,
    describe: [
      "medieval ideas about the causes of disease",
      "features of Edward Jenner's work on vaccination",
      "problems of public health in the industrial towns of the nineteenth century",
      "features of Florence Nightingale's work in nursing",
    ],
    why: [
      "the Black Death spread so quickly in 1348",
      "there was little progress in medicine during the Middle Ages",
      "public health in Britain improved in the second half of the nineteenth century",
      "the NHS was created in 1948",
    ],
    stimulus: {
      "the Black Death spread so quickly in 1348": ["dirty streets and crowded towns", "medieval ideas about the causes of disease"],
      "there was little progress in medicine during the Middle Ages": ["the influence of the Church", "the ideas of Galen"],
      "public health in Britain improved in the second half of the nineteenth century": ["the Public Health Act of 1875", "the Second Reform Act of 1867"],
      "the NHS was created in 1948": ["the Beveridge Report of 1942", "the experience of the Second World War"],
    },
    events: [
      "John Snow's investigation of cholera in 1854",
      "Louis Pasteur's germ theory",
      "the discovery of penicillin",
    ],
    account: [
      "ideas about the cause of cholera changed in the nineteenth century",
      "penicillin was developed into a mass-produced drug",
    ],
    sources: [
      "public health in nineteenth-century Britain",
      "the treatment of wounded soldiers on the Western Front",
      "John Snow's work on cholera",
    ],
    interpretations: ["the importance of individuals in medical progress"],
    statements: [
      "Individuals have been the most important factor in the development of medicine in Britain.",
      "War has been the main factor in the development of surgery.",
      "The Church held back the progress of medicine in the Middle Ages.",
    ],
    contrasts: [
      "the responses to the plague in 1348 and in 1665",
      "ideas about the causes of disease in the Middle Ages and in the seventeenth century",
      "the efforts of town authorities against dirt and disease in the Middle Ages and in the nineteenth century",
    ],
    factors: [
      { factor: "war", development: "the development of medicine in Britain since c1000" },
      { factor: "the work of individuals", development: "improvements in public health in Britain since c1000" },
      { factor: "science and technology", development: "the way disease has been prevented and treated in Britain since c1000" },
    ],
    shortAnswers: [
      "name one treatment for disease used in the Middle Ages",
      "give the year the Black Death reached England",
      "name the scientist whose germ theory was published in the 1860s",
      "name the doctor who developed vaccination against smallpox",
      "give the year the NHS was set up",
    ],
    environment: {
      match: /western front/i,
      describe: [
        "features of the trench system on the Western Front",
        "features of the chain of evacuation for wounded soldiers on the Western Front",
        "problems of treating wounds on the Western Front",
      ],
      sources: ["the treatment of wounded soldiers on the Western Front"],
    },
  },
  {
    id: "first-world-war",
    match: /first world war|1894|great war|western front|peace and war/i,
    describe: [
      "features of the Schlieffen Plan",
      "conditions for soldiers in the trenches on the Western Front",
      "features of the alliance system in Europe before 1914",
    ],
    why: [
      "the assassination of Archduke Franz Ferdinand led to war in 1914",
      "there was stalemate on the Western Front",
      "Germany was defeated in 1918",
    ],
    events: [
      "the Battle of the Somme in 1916",
      "the naval race between Britain and Germany before 1914",
      "the use of new weapons on the Western Front",
    ],
    account: [
      "the assassination at Sarajevo in June 1914 led to a wider war",
      "the fighting on the Western Front ended in 1918",
    ],
    sources: ["conditions on the Western Front", "British attitudes to the war in 1914"],
    interpretations: ["the causes of the First World War", "the leadership of British generals in the First World War"],
    statements: [
      "The main reason for the outbreak of war in 1914 was the alliance system.",
      "The Battle of the Somme was a failure for Britain.",
      "The arrival of American troops was the main reason for Germany's defeat in 1918.",
    ],
  },
  {
    id: "inter-war",
    match: /inter-war|1918[–-]1939|international relations|international order|league of nations/i,
    describe: [
      "terms of the Treaty of Versailles",
      "aims of the League of Nations",
      "features of the policy of appeasement in the 1930s",
    ],
    why: [
      "Germany was unhappy with the Treaty of Versailles",
      "the League of Nations failed to stop Italy invading Abyssinia",
      "Britain followed a policy of appeasement towards Germany in the 1930s",
    ],
    events: [
      "the Manchurian Crisis of 1931 to 1933",
      "the remilitarisation of the Rhineland in 1936",
      "the Nazi-Soviet Pact of 1939",
    ],
    account: ["the Munich Crisis of 1938 developed", "international tension in Europe increased between 1936 and 1939"],
    sources: [
      "the terms of the Treaty of Versailles",
      "Woodrow Wilson's plan for a League of Nations",
      "the League of Nations in the 1930s",
    ],
    interpretations: ["the fairness of the Treaty of Versailles", "the policy of appeasement"],
    statements: [
      "The Treaty of Versailles was fair to Germany.",
      "The main reason for the failure of the League of Nations was the absence of the USA.",
      "Appeasement was the main cause of the Second World War.",
    ],
  },
  {
    id: "cold-war",
    match: /east and west|cold war|superpower/i,
    describe: [
      "features of the Berlin Blockade of 1948 to 1949",
      "features of the Cuban Missile Crisis of 1962",
      "aims of the Marshall Plan",
    ],
    why: [
      "the Berlin Wall was built in 1961",
      "relations between the USA and the USSR worsened after 1945",
      "the USSR placed missiles in Cuba in 1962",
    ],
    events: ["the Truman Doctrine", "the Hungarian Uprising of 1956", "the Cuban Missile Crisis"],
    account: ["the Berlin Crisis of 1958 to 1961 developed", "the Cuban Missile Crisis unfolded in October 1962"],
    sources: ["the Berlin Blockade", "the building of the Berlin Wall"],
    interpretations: ["who was to blame for the Cold War", "the outcome of the Cuban Missile Crisis"],
    statements: [
      "The USSR was mainly responsible for the start of the Cold War.",
      "The Cuban Missile Crisis was a victory for the USA.",
      "The building of the Berlin Wall reduced tension between East and West.",
    ],
    importanceFor: "relations between the USA and the Soviet Union",
    namedEvents: [/\bTruman Doctrine\b/i, /\bHungar(?:y|ian)\b/i, /\bCuban Missile Crisis\b|\bmissiles in Cuba\b/i, /\bBerlin Blockade\b/i, /\bBerlin Wall\b|\bBerlin Crisis\b/i, /\bMarshall Plan\b/i],
  },
  {
    id: "asia",
    match: /\basia\b|korea|vietnam/i,
    describe: ["tactics used by the Viet Cong in the Vietnam War", "features of the Korean War of 1950 to 1953"],
    why: [
      "the USA became involved in the Korean War in 1950",
      "the USA withdrew its troops from Vietnam",
      "the Tet Offensive of 1968 was important in the Vietnam War",
    ],
    events: ["the Gulf of Tonkin incident of 1964", "the Tet Offensive of 1968", "the Battle of Inchon in 1950"],
    account: [
      "the Korean War developed between 1950 and 1953",
      "American involvement in Vietnam increased between 1954 and 1965",
    ],
    sources: ["American opinion about the Vietnam War", "the Korean War"],
    interpretations: ["the reasons for American failure in Vietnam"],
    statements: [
      "The main reason for the American defeat in Vietnam was the tactics of the Viet Cong.",
      "The Korean War was a success for the United Nations.",
    ],
  },
  {
    id: "gulf-afghanistan",
    match: /gulf|afghanistan/i,
    describe: ["features of the Iraqi invasion of Kuwait in 1990", "features of Operation Desert Storm in 1991"],
    why: ["the USA led a coalition against Iraq in 1991", "the USA and its allies invaded Afghanistan in 2001"],
    events: ["the attacks on the USA of 11 September 2001", "the invasion of Iraq in 2003"],
    account: ["the war in Afghanistan developed after 2001"],
    sources: ["the Gulf War of 1991", "the war in Afghanistan"],
    interpretations: ["the reasons for the invasion of Iraq in 2003"],
    statements: ["The main reason for the invasion of Iraq in 2003 was the threat of weapons of mass destruction."],
  },
  {
    id: "power-and-the-people",
    match: /power and the people|monarchy|democracy/i,
    describe: ["features of the Peasants' Revolt of 1381", "aims of the Chartists", "methods used by the suffragettes"],
    why: [
      "King John agreed to Magna Carta in 1215",
      "the Great Reform Act was passed in 1832",
      "some women were given the vote in 1918",
    ],
    events: ["Magna Carta", "the Chartist movement", "the campaign for women's suffrage"],
    account: ["the campaign for votes for women developed between 1897 and 1918"],
    sources: ["the suffragette campaign", "the Chartist movement"],
    interpretations: ["the success of the suffragette campaign"],
    statements: [
      "The actions of the suffragettes were the main reason women gained the vote in 1918.",
      "Magna Carta was the most important turning point in the development of the rights of the English people.",
    ],
    contrasts: [
      "the Peasants' Revolt of 1381 and the Chartist movement",
      "the barons' challenge to King John in 1215 and Parliament's challenge to Charles I in the 1640s",
    ],
    factors: [
      { factor: "the actions of individuals", development: "challenging the authority of the monarch and government in Britain since c1170" },
      { factor: "protest by ordinary people", development: "winning rights for the people of Britain since c1170" },
    ],
  },
  {
    id: "crime-and-punishment",
    match: /crime|punishment|whitechapel/i,
    describe: [
      "features of the Bloody Code",
      "features of policing in Whitechapel in the 1880s",
      "punishments used in medieval England",
    ],
    why: [
      "the Metropolitan Police was set up in 1829",
      "transportation to Australia as a punishment ended",
      "the use of the death penalty declined in the nineteenth century",
    ],
    stimulus: {
      "the Metropolitan Police was set up in 1829": ["the rapid growth of London's population", "the work of Robert Peel as Home Secretary"],
      "transportation to Australia as a punishment ended": ["the building of new prisons such as Pentonville", "opposition from the colonists in Australia"],
      "the use of the death penalty declined in the nineteenth century": ["the unwillingness of juries to convict people of minor crimes", "the use of prisons as a punishment"],
    },
    events: ["the Bloody Code", "the creation of the Metropolitan Police", "the abolition of the death penalty"],
    account: ["prisons in Britain changed in the nineteenth century"],
    sources: ["crime in Whitechapel in the 1880s", "the work of the police in Whitechapel"],
    interpretations: ["the effectiveness of the Metropolitan Police"],
    statements: [
      "The main reason for changes in punishment since 1700 has been new attitudes in society.",
      "The police have been the most important factor in reducing crime since 1829.",
    ],
    contrasts: [
      "punishments in medieval England and punishments in the eighteenth century",
      "policing in the Middle Ages and policing in the nineteenth century",
      "policing in the seventeenth century and policing in the twentieth century",
    ],
    shortAnswers: [
      "name one punishment used in medieval England",
      "give the year the Metropolitan Police was set up",
      "name the prison reformer who visited Newgate in the 1810s",
      "name one crime that was a capital offence under the Bloody Code",
    ],
    environment: {
      match: /whitechapel/i,
      describe: [
        "features of policing in Whitechapel in the 1880s",
        "features of housing in Whitechapel in the 1880s",
        "problems the police faced in investigating the Whitechapel murders of 1888",
      ],
      sources: ["crime in Whitechapel in the 1880s", "the work of the police in Whitechapel"],
    },
  },
  {
    id: "migration-and-empire",
    match: /migra|empires and the people/i,
    describe: ["features of Viking settlement in England", "experiences of migrants who arrived in Britain after 1948"],
    why: [
      "people migrated to Britain from the Caribbean after the Second World War",
      "Britain expanded its empire in the nineteenth century",
    ],
    stimulus: {
      "people migrated to Britain from the Caribbean after the Second World War": ["the shortage of workers in Britain after the war", "unemployment and poverty in the Caribbean"],
      "Britain expanded its empire in the nineteenth century": ["the search for raw materials and markets for British goods", "the Royal Navy's protection of British trade"],
    },
    events: ["the arrival of the Empire Windrush in 1948", "the British Nationality Act of 1948"],
    account: ["Notting Hill developed as a community of migrants between 1948 and 1970"],
    sources: ["the experiences of Caribbean migrants in Notting Hill", "attitudes to migrants in Britain"],
    interpretations: ["the experiences of migrants in Britain"],
    statements: [
      "Economic opportunity has been the main reason people have migrated to Britain.",
      "The British Empire had a greater impact on Britain than on the countries it ruled.",
    ],
    contrasts: [
      "the experiences of Viking settlers in England and the experiences of Caribbean migrants after 1948",
      "the reasons for migration to Britain in the Middle Ages and after 1945",
      "the reasons Huguenot refugees came to England in the seventeenth century and the reasons Irish migrants came to Britain in the nineteenth century",
    ],
    factors: [
      { factor: "trade", development: "the growth of the British Empire" },
      { factor: "economic opportunity", development: "migration to Britain since c790" },
    ],
    shortAnswers: [
      "name one group who settled in England before 1066",
      "give the year the Empire Windrush arrived in Britain",
      "name one country from which people migrated to Britain after 1945",
      "name one law passed to control migration to Britain",
    ],
    environment: {
      match: /notting hill/i,
      describe: ["features of housing for migrants in Notting Hill in the 1950s", "features of the Notting Hill riots of 1958"],
      sources: ["the experiences of Caribbean migrants in Notting Hill"],
    },
  },
  {
    id: "warfare",
    match: /warfare/i,
    describe: ["features of the longbow in medieval warfare", "features of the Blitz on London in 1940 to 1941"],
    why: [
      "conscription was introduced in Britain in 1916",
      "the government controlled civilian life in Britain during the Second World War",
    ],
    stimulus: {
      "conscription was introduced in Britain in 1916": ["the heavy losses of the first years of the war", "the fall in the number of men volunteering"],
      "the government controlled civilian life in Britain during the Second World War": ["the emergency powers the government took in 1939", "shortages of food as German submarines sank merchant ships"],
    },
    events: ["the evacuation of children from British cities in 1939", "the Blitz on London"],
    account: ["the Blitz affected London between 1940 and 1941"],
    sources: ["life in London during the Blitz"],
    interpretations: ["morale in London during the Blitz"],
    statements: ["Technology has been the most important factor in changing warfare since 1250."],
    contrasts: [
      "the recruitment of armies in the Middle Ages and in the First World War",
      "the effects of war on civilians in the seventeenth century and in the Second World War",
      "the way the British army fought at the Battle of Waterloo in 1815 and in the First World War",
    ],
    environment: {
      match: /london and the second world war/i,
      describe: ["features of the Blitz on London in 1940 to 1941", "features of air raid shelters in London during the Second World War"],
      sources: ["life in London during the Blitz"],
    },
  },
  {
    id: "norman-england",
    match: /norman|1066|anglo-saxon/i,
    describe: [
      "features of the Battle of Hastings",
      "features of Norman castles",
      "features of the feudal system in Norman England",
      "features of the Harrying of the North",
    ],
    why: [
      "William won the Battle of Hastings in 1066",
      "William carried out the Harrying of the North",
      "the Normans built castles across England",
    ],
    stimulus: {
      "William won the Battle of Hastings in 1066": ["Harold's march north to fight at Stamford Bridge", "the Norman cavalry and archers"],
      "William carried out the Harrying of the North": ["the rebellion in the north in 1069", "the Danish fleet that came to help the rebels"],
      "the Normans built castles across England": ["the small number of Normans in England", "the risk of English rebellions"],
    },
    events: ["the Harrying of the North", "the Domesday Book", "the death of Edward the Confessor in 1066"],
    account: [
      "William took control of England between 1066 and 1071",
      "the Normans changed the English Church after 1066",
    ],
    sources: ["the Battle of Hastings", "Norman castles"],
    interpretations: ["the reasons for William's victory at Hastings", "the impact of the Norman Conquest"],
    statements: [
      "The main reason for William's victory at the Battle of Hastings was his leadership.",
      "The Harrying of the North was the most important reason William kept control of England.",
    ],
    historicSites: [
      { site: "the Tower of London", claim: "The main purpose of Norman castles was to show the English who their new rulers were." },
      { site: "Durham Cathedral", claim: "The Normans rebuilt English churches mainly to show their power over the English." },
    ],
    namedEvents: [/\bHastings\b/i, /\bHarrying of the North\b/i, /\bDomesday\b/i, /\bEdward the Confessor\b/i],
  },
  {
    id: "elizabethan-england",
    match: /elizabeth/i,
    describe: [
      "features of the Elizabethan religious settlement",
      "threats posed to Elizabeth I by Mary, Queen of Scots",
      "ways the poor were treated in Elizabethan England",
      "features of Elizabethan theatre",
    ],
    why: [
      "the Spanish Armada was defeated in 1588",
      "Mary, Queen of Scots was executed in 1587",
      "poverty increased in Elizabethan England",
    ],
    stimulus: {
      "the Spanish Armada was defeated in 1588": ["the English fireships at Calais", "the storms that wrecked Spanish ships off Scotland and Ireland"],
      "Mary, Queen of Scots was executed in 1587": ["the Babington Plot to kill Elizabeth I in 1586", "Walsingham's network of spies"],
      "poverty increased in Elizabethan England": ["the growth of England's population", "bad harvests and rising food prices in England"],
    },
    events: ["the defeat of the Spanish Armada", "the Elizabethan Poor Law of 1601", "the voyages of Francis Drake"],
    account: [
      "the threat to England from Spain developed between 1585 and 1588",
      "Elizabeth I dealt with the Catholic threat in the 1580s",
    ],
    sources: ["the defeat of the Spanish Armada", "Elizabeth I's leadership in 1588"],
    interpretations: ["Elizabeth I's leadership in 1588", "the reasons for the defeat of the Armada"],
    statements: [
      "The main reason for the defeat of the Spanish Armada was English tactics.",
      "Puritans were a greater threat to Elizabeth I than Catholics.",
    ],
    historicSites: [
      { site: "Hardwick Hall in Derbyshire", claim: "Great Elizabethan houses were built mainly to display the wealth and status of their owners." },
    ],
    namedEvents: [/\bArmada\b/i, /\bMary, Queen of Scots\b/i, /\bPoor Law\b/i, /\bDrake\b/i, /\breligious settlement\b/i],
  },
  {
    id: "henry-viii",
    match: /henry viii/i,
    describe: [
      "features of Cardinal Wolsey's role as Henry VIII's chief minister",
      "features of the dissolution of the monasteries",
    ],
    why: ["Henry VIII broke with the Church in Rome", "Cardinal Wolsey fell from power in 1529"],
    stimulus: {
      "Henry VIII broke with the Church in Rome": ["Henry's wish for a male heir", "the Pope's refusal to end Henry's marriage to Catherine of Aragon"],
      "Cardinal Wolsey fell from power in 1529": ["Wolsey's failure to end Henry's marriage to Catherine of Aragon", "the failure of the Amicable Grant in 1525"],
    },
    events: ["the Act of Supremacy of 1534", "the dissolution of the monasteries", "the Pilgrimage of Grace of 1536"],
    account: ["Henry VIII's marriage to Catherine of Aragon came to an end"],
    sources: ["the dissolution of the monasteries", "Henry VIII's break with Rome"],
    interpretations: ["Thomas Cromwell's importance to Henry VIII"],
    statements: ["The main reason for Henry VIII's break with Rome was his wish for a son."],
    namedEvents: [/\bbr(?:eak|oke) with (?:the Church in )?Rome\b|\bAct of Supremacy\b/i, /\bWolsey fell\b|\bfall of (?:Cardinal )?Wolsey\b/i, /\bdissolution of the monasteries\b/i, /\bPilgrimage of Grace\b/i],
  },
  {
    id: "restoration-england",
    match: /restoration/i,
    describe: ["features of the Great Plague of 1665", "features of the Great Fire of London in 1666"],
    why: ["Charles II was restored to the throne in 1660", "the Great Fire of London spread so quickly in 1666"],
    events: ["the Great Fire of London", "the Restoration of Charles II in 1660"],
    account: ["London was rebuilt after the Great Fire of 1666"],
    sources: ["the Great Fire of London", "the Restoration of Charles II"],
    interpretations: ["Charles II's character as king"],
    statements: ["The Great Fire of London was the most important event of Charles II's reign."],
    historicSites: [
      { site: "Christopher Wren's St Paul's Cathedral", claim: "The rebuilding of London after the Great Fire of 1666 was mainly about showing the city's power and confidence." },
    ],
  },
  {
    id: "richard-and-john",
    match: /richard i\b|king john|john 11|1189/i,
    describe: ["features of Richard I's part in the Third Crusade", "problems King John faced in governing England"],
    why: ["King John lost Normandy in 1204", "King John faced a rebellion by his barons"],
    stimulus: {
      "King John lost Normandy in 1204": ["the strength of the French king, Philip II", "John's failings as a military leader"],
      "King John faced a rebellion by his barons": ["heavy taxes such as scutage", "John's defeat at Bouvines in 1214"],
    },
    events: ["Magna Carta in 1215", "the loss of Normandy in 1204"],
    account: ["King John's quarrel with his barons developed between 1204 and 1215"],
    sources: ["King John's reign", "Richard I's crusade"],
    interpretations: ["King John's reputation as a king"],
    statements: ["King John's own failings were the main reason for the baronial rebellion of 1215."],
    namedEvents: [/\bThird Crusade\b|\bRichard I's crusade\b/i, /\bNormandy\b/i, /\bMagna Carta\b/i, /\bbarons?\b|\bbaronial\b/i],
  },
  {
    // Edexcel Paper 3 option 32. Its sources and interpretations (history-documents.ts) are on the option as a
    // whole, so its source focus is the option's own name; the rest follows the specification's key topics.
    id: "china",
    match: /\bmao['’]s china\b/i,
    describe: [
      "features of land reform in China after 1949",
      "features of the communes set up in the Great Leap Forward",
      "features of the Red Guards in the Cultural Revolution",
    ],
    why: [
      "the Communists won the civil war in China in 1949",
      "Mao launched the Great Leap Forward in 1958",
      "Mao launched the Cultural Revolution in 1966",
    ],
    stimulus: {
      "the Communists won the civil war in China in 1949": ["the support of the peasants for the Communists", "corruption in the Guomindang government"],
      "Mao launched the Great Leap Forward in 1958": ["Mao's wish to overtake Britain's industry", "Mao's belief that the peasants could transform China"],
      "Mao launched the Cultural Revolution in 1966": ["Mao's loss of influence in the early 1960s", "Mao's fear that the Party was taking the capitalist road"],
    },
    events: [
      "the Communist victory in the civil war in 1949",
      "the Hundred Flowers campaign of 1956 to 1957",
      "the Great Leap Forward",
      "the Cultural Revolution",
    ],
    account: [
      "the Communists took control of China between 1945 and 1949",
      "Mao regained his power in China between 1962 and 1966",
    ],
    // The enquiry the sources and interpretations of history-documents.ts answer (a letter from the famine of 1960, a Red
    // Guards' poster of 1966; a view that Mao's policies benefited the people, and one that counts their cost).
    sources: ["the impact of Mao's policies on the people of China"],
    interpretations: ["the impact of Mao's policies on the people of China"],
    statements: [
      "The main reason for the Communist victory in China in 1949 was the support of the peasants.",
      "The Great Leap Forward was a disaster for the people of China.",
      "Mao launched the Cultural Revolution mainly to restore his own power.",
    ],
    namedEvents: [
      /\bcivil war\b|\bvictory in (?:China in )?1949\b/i,
      /\bHundred Flowers\b/i,
      /\bGreat Leap Forward\b|\bcommunes\b/i,
      /\bCultural Revolution\b|\bRed Guards\b/i,
      /\bland reform\b/i,
    ],
  },
  // Eduqas C100 Component 1's British depth studies (facts §5.3). Their sources and interpretations are history-documents.ts's.
  {
    id: "conflict-and-upheaval",
    match: /conflict and upheaval|\b1337[–-]1381\b/i,
    describe: [
      "features of the Battle of Crécy in 1346",
      "ways the Black Death affected England in 1348 and 1349",
      "features of the Statute of Labourers of 1351",
      "features of the Peasants' Revolt of 1381",
    ],
    why: [
      "the English won the Battle of Crécy in 1346",
      "the Black Death spread so quickly across England in 1348",
      "Parliament passed the Statute of Labourers in 1351",
      "the peasants of Essex and Kent rebelled in 1381",
    ],
    events: ["the Battle of Crécy in 1346", "the Black Death of 1348 to 1349", "the Statute of Labourers of 1351", "the poll taxes of 1377 to 1381"],
    account: ["the Peasants' Revolt of 1381 developed", "the English won their early victories in the Hundred Years War between 1337 and 1356"],
    sources: ["the causes of unrest in England between 1337 and 1381"],
    interpretations: ["the main cause of the upheaval in England between 1337 and 1381"],
    statements: [
      "The Black Death was the main cause of the Peasants' Revolt of 1381.",
      "The longbow was the main reason for England's victories in the Hundred Years War between 1337 and 1356.",
      "The poll tax of 1380 was the main reason the peasants rebelled in 1381.",
    ],
    namedEvents: [/\bCrécy\b/i, /\bBlack Death\b/i, /\bStatute of Labourers\b/i, /\bPeasants' Revolt\b|\brebelled in 1381\b/i, /\bpoll tax/i, /\bHundred Years War\b/i],
  },
  {
    id: "empire-reform-war",
    match: /empire, reform and war/i,
    describe: [
      "features of the Liberal reforms of 1906 to 1911",
      "features of the suffragettes' campaign for the vote before 1914",
      "ways the Boer War of 1899 to 1902 alarmed the British government",
      "ways the First World War changed the lives of women in Britain",
    ],
    why: [
      "the Liberal government introduced old age pensions in 1908",
      "the suffragettes turned to violent methods after 1905",
      "Britain declared war on Germany in August 1914",
      "women over thirty were given the vote in 1918",
    ],
    events: ["the People's Budget of 1909", "the National Insurance Act of 1911", "the Defence of the Realm Act of 1914", "the Representation of the People Act of 1918"],
    account: ["the campaign for women's votes developed between 1897 and 1918", "the Liberal government's reforms developed between 1906 and 1911"],
    sources: ["the reasons for the Liberal reforms"],
    interpretations: ["the impact of the Liberal reforms on the poor"],
    statements: [
      "The Boer War was the main reason for the Liberal reforms.",
      "The suffragettes did more harm than good to the campaign for women's votes.",
      "Women won the vote in 1918 mainly because of their work in the First World War.",
    ],
    namedEvents: [/\bLiberal reforms\b|\bold age pensions\b/i, /\bsuffragette/i, /\bBoer War\b/i, /\bPeople's Budget\b/i, /\bNational Insurance\b/i, /\bDefence of the Realm\b/i, /\bRepresentation of the People\b|\bvote in 1918\b/i],
  },
  {
    id: "austerity-affluence-discontent",
    match: /austerity, affluence and discontent/i,
    describe: [
      "features of the end of rationing in Britain between 1951 and 1954",
      "ways the lives of teenagers in Britain changed in the 1960s",
      "features of the Three Day Week of 1974",
      "features of the winter of discontent of 1978 to 1979",
    ],
    why: [
      "living standards rose for many British families in the 1950s",
      "the Conservatives won three general elections in a row in Britain between 1951 and 1959",
      "the government introduced the Three Day Week in 1974",
      "so many workers went on strike in the winter of 1978 to 1979",
    ],
    events: ["the Suez Crisis of 1956", "the Notting Hill riots of 1958", "Britain's entry into the European Economic Community in 1973", "the miners' strike of 1974"],
    account: ["industrial unrest in Britain grew between 1972 and 1979", "Britain's relationship with Europe developed between 1961 and 1975"],
    sources: ["living standards in Britain between 1951 and 1979"],
    interpretations: ["whether Britain between 1951 and 1979 was mainly a time of growing affluence"],
    statements: [
      "Between 1951 and 1964 every part of British society became better off.",
      "The trade unions were the main cause of Britain's economic problems in the 1970s.",
      "Music and fashion were the most important changes in young people's lives in the 1960s.",
    ],
    namedEvents: [/\brationing\b/i, /\bteenagers\b|\byoung people\b/i, /\bThree Day Week\b|\bminers' strike of 1974\b/i, /\bwinter of discontent\b|\bwinter of 1978\b/i, /\bSuez\b/i, /\bNotting Hill\b/i, /\bEuropean Economic Community\b|\bwith Europe\b/i],
  },
];

/** A topic we hold no profile for: the prompts name the option itself, so they still fit it. */
function genericHistoryProfile(topicName: string): HistoryTopicProfile {
  const name = historySubject(topicName);
  return {
    id: "generic",
    match: /$^/,
    describe: [`key features of ${name}`],
    why: [`one major change happened during the period of ${name}`],
    events: [`one key turning point in ${name}`],
    account: [`one key development in ${name} unfolded`],
    sources: [name],
    interpretations: [name],
    statements: [`Leaders' decisions were the most important cause of change in ${name}.`],
  };
}

export function findHistoryProfile(name: string): HistoryTopicProfile | undefined {
  return HISTORY_TOPIC_PROFILES.find((profile) => profile.match.test(name));
}

/** The option's subject as a question names it: "Mao's China, 1945–76", without "(period study)". */
export function historySubject(name: string): string {
  return name.replace(/\s*\([^()]*\)\s*$/, "").trim();
}

/** A span of years, both ends included. */
export interface Years {
  from: number;
  to: number;
}

/** The years an option covers, from its name ("1933–1945", "1945–76", "c.750–c.1050"); null when it gives none. */
export function topicYears(name: string): Years | null {
  const match = /(\d{3,4})\s*[–-]\s*c?\.?\s*(\d{2,4})\b/.exec(name);
  if (!match) return null;
  const fromText = match[1] as string;
  const toText = match[2] as string;
  const from = Number(fromText);
  const to = Number(toText.length < fromText.length ? fromText.slice(0, fromText.length - toText.length) + toText : toText);
  return to >= from ? { from, to } : null;
}

/**
 * The years a History question on an option is asked within. An Edexcel Paper 1 option names its thematic study
 * and then the historic environment studied with it ("Medicine in Britain, c1250–present, and the British sector
 * of the Western Front, 1914–18"; facts §4.3): the questions on the site (Section A, `onSite`) keep to the site's
 * years, and the thematic study's (Section B) span its whole period, to the present day, so Medicine's asks about
 * the Black Death and the NHS alike. Any other option: the years its name gives (topicYears).
 */
export function questionYears(topicName: string, profile: Pick<HistoryTopicProfile, "environment">, onSite: boolean): Years | null {
  // The last ", and " starts the site's part: "Crime and punishment in Britain, c1000–present, and Whitechapel, ...".
  const parts = profile.environment?.match.test(topicName) ? /^(.*),\s+and\s+(.*)$/s.exec(topicName) : null;
  if (!parts) return topicYears(topicName);
  const [, thematic = "", site = ""] = parts;
  if (onSite) return topicYears(site);
  const toPresent = /(\d{3,4})\s*[–-]\s*(?:the\s+)?present\b/i.exec(thematic);
  return toPresent ? { from: Number(toPresent[1]), to: new Date().getUTCFullYear() } : topicYears(thematic);
}

/**
 * The phrases of a list that fit an option's years (its name's, topicYears, or those given, questionYears): one
 * naming no year fits; one naming years fits when one of them (a decade, "the 1920s", counts as ten) falls within
 * the option's (a profile serves options of different spans: "Living under Nazi Rule, 1933–1945" is not asked
 * about the Treaty of Versailles). All of them when none fits, or the option gives no years.
 */
export function withinPeriod<T>(items: readonly T[], period: string | Years | null, text: (item: T) => string = String): T[] {
  const years = typeof period === "string" ? topicYears(period) : period;
  if (!years) return [...items];
  const fits = items.filter((item) => {
    const mentioned = [...text(item).matchAll(/\b(\d{3,4})(s?)\b/g)];
    return (
      mentioned.length === 0 ||
      mentioned.some((match) => {
        const start = Number(match[1]);
        const end = match[2] ? start + 9 : start;
        return end >= years.from - 1 && start <= years.to + 1;
      })
    );
  });
  return fits.length > 0 ? fits : [...items];
}

/** One "which was more important" question: what happened, and the two reasons to weigh (AQA 8145/1 Q6). */
export interface ReasonsPair {
  why: string;
  bullets: readonly [string, string];
}

/** A real place a site question can name, with a short description written for practice (OCR J411 Paper 2). */
export interface HistoricSite {
  /** "Kenilworth Castle in Warwickshire". */
  name: string;
  /** "Kenilworth Castle". */
  shortName: string;
  /** A view of the site to test against its evidence (one sentence, ending in a full stop). */
  claim: string;
  /** 80-150 words in Marker's own words: what the site is and what happened there. */
  description: string;
}

/**
 * Sites for "History Around Us" (facts §6: "a site chosen by the centre"). The school chooses its own site, so a
 * practice paper names a real one and prints a short description of it; the facts below are well established.
 */
export const HISTORY_AROUND_US_SITES: readonly HistoricSite[] = [
  {
    name: "Kenilworth Castle in Warwickshire",
    shortName: "Kenilworth Castle",
    claim: "Kenilworth Castle was always more important as a place to show off wealth and power than as a fortress.",
    description:
      "Kenilworth Castle in Warwickshire began as a Norman castle: its great stone tower was built in the 1120s. In 1266 rebels held the castle against King Henry III for about six months, one of the longest sieges in medieval English history, helped by the great lake that surrounded it. In the late fourteenth century John of Gaunt rebuilt the living rooms around a magnificent great hall. In 1575 Robert Dudley, Earl of Leicester, entertained Elizabeth I there for nineteen days, adding new lodgings and a formal garden for her visit. After the Civil War, Parliament ordered parts of the castle to be pulled down so that it could never be defended again, and the lake was drained.",
  },
  {
    name: "Quarry Bank Mill at Styal in Cheshire",
    shortName: "Quarry Bank Mill",
    claim: "Quarry Bank Mill shows that factory owners cared more about profit than about the people who worked for them.",
    description:
      "Quarry Bank Mill at Styal in Cheshire was built in 1784 by Samuel Greg to spin cotton. It stands beside the River Bollin, whose water drove the great wheel that powered the machines. Much of the early workforce were pauper children, brought from workhouses as apprentices and housed in an Apprentice House beside the mill, where they were fed, given some schooling and cared for by a doctor, but worked long hours. Greg also built cottages, a school and a chapel for adult workers in the village of Styal. The mill kept working until 1959 and is now a museum.",
  },
  {
    name: "Goodrich Castle in Herefordshire",
    shortName: "Goodrich Castle",
    claim: "Goodrich Castle was built and changed mainly to meet the needs of war.",
    description:
      "Goodrich Castle in Herefordshire stands on a rock above a crossing of the River Wye, near the border with Wales. A castle stood there by the late eleventh century, and a small square stone keep was built in the twelfth century. At the end of the thirteenth century its owners rebuilt it with round corner towers, a deep rock-cut ditch and fine private rooms and halls for a great household. During the Civil War the castle was held for the King, and in 1646 Parliament's forces besieged it, battering the walls with a huge mortar. After the siege the castle was left in ruins.",
  },
];

interface HistoryVars {
  /** The option itself, as a question names it. */
  subject: string;
  describe: string;
  why: string;
  /** The two stimulus points printed under the question, for a question the board prints them with; else null. */
  stimulus: readonly [string, string] | null;
  event: string;
  account: string;
  source: string;
  interpretation: string;
  /** What a pair of sources is studied for: the section's interpretation focus where the section has interpretations. */
  pairFocus: string;
  /** The two sources a pair question names: "B and C" after a question on Source A, else "A and B". */
  pairLabels: string;
  statement: string;
  ways: string;
  reasons: ReasonsPair;
  contrast: string;
  importanceFor: string;
  factor: { factor: string; development: string } | null;
  historicSite: { site: string; claim: string } | null;
  aroundUs: HistoricSite;
  shortAnswers: readonly [string, string, string];
}

type HistoryKind = Extract<
  QuestionKind,
  | "describe"
  | "explain"
  | "account"
  | "source-analysis"
  | "source-utility"
  | "interpretation-difference"
  | "interpretation-evaluation"
  | "significance"
  | "essay"
>;

/**
 * What a History question asks the student to do, read from its catalogue name: the kind alone is too
 * coarse ("how do they differ" and "why might they differ" are both interpretation-difference; "explain why",
 * "in what ways" and "two consequences" are all explain). Null for a name no pattern knows (the kind decides).
 */
export type HistoryForm =
  | "interpretations-differ-and-why"
  | "interpretations-why-differ"
  | "interpretations-how-differ"
  | "interpretations-more-convincing"
  | "interpretation-how-convincing"
  | "interpretation-how-far"
  | "interpretation-shows"
  | "further-enquiry"
  | "source-follow-up"
  | "source-inference"
  | "source-tell-us"
  | "source-message"
  | "sources-useful"
  | "source-useful"
  | "in-what-ways"
  | "more-important"
  | "two-consequences"
  | "importance"
  | "what-was-important"
  | "similarity-difference"
  | "significance"
  | "explain-why"
  | "short-answers"
  | "summary"
  | "narrative-account"
  | "account"
  | "describe"
  | "factor-essay"
  | "historic-environment"
  | "site-features"
  | "site-judgement"
  | "how-far";

/** First match wins: the more specific wordings come before the general ones. */
const HISTORY_FORM_PATTERNS: readonly (readonly [RegExp, HistoryForm])[] = [
  [/interpretations differ, and why/i, "interpretations-differ-and-why"],
  [/why might the interpretations differ|why (do|might) .*interpretations.* differ/i, "interpretations-why-differ"],
  [/how do the interpretations differ|main difference/i, "interpretations-how-differ"],
  [/which interpretation is more convincing/i, "interpretations-more-convincing"],
  [/how convincing is the interpretation/i, "interpretation-how-convincing"],
  [/how far do you agree with the interpretation/i, "interpretation-how-far"],
  [/what does the interpretation show/i, "interpretation-shows"],
  [/further enquiry/i, "further-enquiry"],
  [/follow up/i, "source-follow-up"],
  [/what can you learn from the source/i, "source-inference"],
  [/what can the source tell us/i, "source-tell-us"],
  [/message or purpose/i, "source-message"],
  [/how useful are (the two sources|sources\b)/i, "sources-useful"],
  [/how useful is the source/i, "source-useful"],
  [/in what ways/i, "in-what-ways"],
  [/more important/i, "more-important"],
  [/two consequences/i, "two-consequences"],
  [/importance of/i, "importance"],
  [/explain what was important/i, "what-was-important"],
  [/similarit/i, "similarity-difference"],
  [/significance/i, "significance"],
  [/explain why/i, "explain-why"],
  [/short knowledge questions/i, "short-answers"],
  [/summary/i, "summary"],
  [/narrative account/i, "narrative-account"],
  [/write an account/i, "account"],
  [/\bdescribe\b/i, "describe"],
  [/main factor/i, "factor-essay"],
  [/historic environment/i, "historic-environment"],
  [/^question 1\b.*\bthe site\b/i, "site-features"],
  [/\bthe site\b/i, "site-judgement"],
  [/how far do you agree/i, "how-far"],
];

/** The form a History question type asks for, or null when its name matches none (a hand-made type). */
export function historyFormOf(questionType: Pick<QuestionType, "name">): HistoryForm | null {
  return HISTORY_FORM_PATTERNS.find(([pattern]) => pattern.test(questionType.name))?.[1] ?? null;
}

const bullets = (pair: ReasonsPair) => `\n• ${capitalise(pair.bullets[0])}\n• ${capitalise(pair.bullets[1])}\n`;

/** The words Edexcel prints around the stimulus points of a question (facts §4.3, S7). */
const STIMULUS_OPENING = "You may use the following in your answer:";
const STIMULUS_CLOSING = "You must also use information of your own.";

/**
 * Whether the board prints two stimulus points under a question of this type: Edexcel's 12-mark "Explain why ..."
 * (Paper 1 Question 4, Paper 2 booklet B Question 1(b), Paper 3 Question 2), where an answer that goes no further
 * than them cannot reach Level 4 (facts §4.3).
 */
function hasStimulusPoints(boardId: ExamBoardId, questionType: Pick<QuestionType, "name">): boolean {
  return boardId === "edexcel" && historyFormOf(questionType) === "explain-why";
}

/**
 * The two stimulus points for one of a topic's "Explain why ..." phrases: the profile's own for it, else the two
 * reasons its `reasons` weighs for the same outcome, else two of the topic's events (of the option's years) that the
 * phrase does not name. Null when the topic holds too little for two (a topic we hold no profile for).
 */
export function stimulusFor(profile: HistoryTopicProfile, why: string, period: string | Years | null): readonly [string, string] | null {
  const own = profile.stimulus?.[why] ?? profile.reasons?.find((pair) => normaliseName(pair.why) === normaliseName(why))?.bullets;
  if (own) return own;
  const inWhy = new Set(eventsNamedIn(why, profile));
  const others = withinPeriod(profile.events, period).filter(
    (event) => !mentions(why, event) && !eventsNamedIn(event, profile).some((named) => inWhy.has(named)),
  );
  return others.length >= 2 ? [others[0] as string, others[1] as string] : null;
}

/** The stimulus points as the paper prints them, under the question; nothing for a question without them. */
const stimulusBlock = (stimulus: readonly [string, string] | null) =>
  stimulus ? `\n${STIMULUS_OPENING}\n• ${stimulus[0]}\n• ${stimulus[1]}\n${STIMULUS_CLOSING}` : "";

/** Templates by form, in our own words, modelled on the shape of each board's questions (facts §2.3, §3.3, §4.3). */
const HISTORY_FORM_TEMPLATES: Record<HistoryForm, BoardTemplates<HistoryVars>> = {
  "interpretations-differ-and-why": {
    default: [
      (v) =>
        `Interpretations B and C are both about ${v.interpretation}. How far do they differ, and why might they differ? Use both interpretations and your own knowledge to explain your answer.`,
    ],
  },
  "interpretations-why-differ": {
    edexcel: [
      (v) =>
        `Suggest one reason why Interpretations 1 and 2 give different views about ${v.interpretation}. Sources B and C may help you to explain your answer.`,
    ],
    default: [
      (v) =>
        `Interpretations A and B are both about ${v.interpretation}. Suggest why their authors might see it differently. Explain your answer using both interpretations and what you know about the period.`,
    ],
  },
  "interpretations-how-differ": {
    edexcel: [
      (v) =>
        `Study Interpretations 1 and 2, which give different views about ${v.interpretation}. What is the main difference between the two views? Explain your answer, using details from both interpretations.`,
    ],
    default: [
      (v) =>
        `Read Interpretations A and B about ${v.interpretation}. How do the two interpretations differ? Explain your answer using details from both.`,
    ],
  },
  "interpretations-more-convincing": {
    default: [
      (v) =>
        `Which of Interpretations A and B gives the more convincing view of ${v.interpretation}? Explain your answer using both interpretations and what you know about the period.`,
    ],
  },
  "interpretation-how-convincing": {
    default: [
      (v) =>
        `How convincing is Interpretation A about ${v.interpretation}? Explain your answer using Interpretation A and what you know about the period.`,
    ],
  },
  "interpretation-how-far": {
    edexcel: [
      (v) =>
        `How far do you agree with Interpretation 2 about ${v.interpretation}? Use both interpretations and your own knowledge of the period to support your judgement.`,
    ],
    default: [
      (v) =>
        `How far do you agree with Interpretation A about ${v.interpretation}? Use the interpretation and your own knowledge of the period to support your judgement.`,
    ],
  },
  "interpretation-shows": {
    default: [
      (v) =>
        `Read Interpretation A about ${v.interpretation}. What impression does it give? Support your answer with one detail from the interpretation.`,
    ],
  },
  "further-enquiry": {
    default: [
      (v) =>
        `Interpretation A is about ${v.interpretation}. If you were to investigate one aspect of it further, what would you choose? Explain the question you would ask and how the answer would help you understand the period.`,
    ],
  },
  "source-follow-up": {
    default: [
      (v) =>
        `Which detail in Source A would you follow up to find out more about ${v.source}? Give the detail, the question you would ask, the type of source you would use and how it would help.`,
    ],
  },
  "source-inference": {
    default: [
      (v) =>
        `What can you infer from Source A about ${v.source}? Give two inferences, each supported by a detail from the source.`,
    ],
  },
  "source-tell-us": {
    default: [
      (v) =>
        `What can Source A tell us about ${v.source}? Use the source and your own knowledge to explain your answer.`,
    ],
  },
  "source-message": {
    default: [
      (v) =>
        `Study Source A, which is about ${v.source}. What message was its author trying to get across? Use the source and what you know of the period to explain your answer.`,
    ],
  },
  "sources-useful": {
    aqa: [
      (v) =>
        `How useful are Sources ${v.pairLabels} to a historian studying ${v.pairFocus}? Use the content and provenance of both sources and your own knowledge to explain your answer.`,
    ],
    default: [
      (v) =>
        `How useful are Sources ${v.pairLabels} for an enquiry into ${v.pairFocus}? Use both sources and what you know of the period to explain your answer.`,
    ],
  },
  "source-useful": {
    default: [
      (v) =>
        `How useful is Source A to a historian studying ${v.source}? Use the content and provenance of the source and your own knowledge to explain your answer.`,
    ],
  },
  "in-what-ways": {
    default: [(v) => `In what ways ${v.ways}? Explain your answer.`],
  },
  "more-important": {
    default: [
      (v) =>
        `Which of these two was the more important reason why ${v.reasons.why}?${bullets(v.reasons)}Explain your answer, referring to both.`,
    ],
  },
  "two-consequences": {
    default: [(v) => `Explain two consequences of ${v.event}.`],
  },
  importance: {
    default: [(v) => `Explain the importance of ${v.event} for ${v.importanceFor}.`],
  },
  "what-was-important": {
    default: [(v) => `Explain what was important about ${v.event}.`],
  },
  "similarity-difference": {
    aqa: [(v) => `Explain two ways in which ${v.contrast} were similar.`, (v) => `Explain two ways in which ${v.contrast} were different.`],
    default: [(v) => `Explain one way in which ${v.contrast} were similar.`, (v) => `Explain one way in which ${v.contrast} were different.`],
  },
  significance: {
    default: [(v) => `Explain the significance of ${v.event}.`],
  },
  "explain-why": {
    default: [(v) => `Explain why ${v.why}.${stimulusBlock(v.stimulus)}`],
  },
  "short-answers": {
    default: [(v) => `Answer all three parts: (a) ${v.shortAnswers[0]}; (b) ${v.shortAnswers[1]}; (c) ${v.shortAnswers[2]}.`],
  },
  summary: {
    default: [(v) => `Write a clear and well-organised summary of how ${v.account}. Support your summary with examples.`],
  },
  "narrative-account": {
    default: [(v) => `Write a narrative account analysing how ${v.account}.`],
  },
  account: {
    default: [(v) => `Write an account of how ${v.account}.`],
  },
  describe: {
    default: [(v) => `Describe two ${v.describe}.`],
  },
  "factor-essay": {
    default: [
      (v) =>
        v.factor
          ? `${factorVerb(v.factor.factor)} ${v.factor.factor} been the main factor in ${v.factor.development}? Explain your answer with reference to ${v.factor.factor} and other factors.`
          : null,
      (v) => (v.factor ? null : `'${v.statement}' How far do you agree with this statement? Explain your answer with reference to this factor and others.`),
    ],
  },
  "historic-environment": {
    default: [
      (v) =>
        v.historicSite
          ? `'${v.historicSite.claim}' How far does a study of ${v.historicSite.site} support this view? Explain your answer, referring to the site and to the wider period.`
          : `'${v.statement}' How far does a study of one site from the period support this view? Explain your answer.`,
    ],
  },
  "site-features": {
    default: [
      (v) =>
        `Study Source A, a short description of ${v.aroundUs.name}. Explain how the physical features of ${v.aroundUs.shortName} show the ways it was used and changed over time. Use Source A and your own knowledge of the site.`,
    ],
  },
  "site-judgement": {
    default: [
      (v) =>
        `'${v.aroundUs.claim}' How far do you agree with this view of ${v.aroundUs.shortName}? Use Source A and your own knowledge of the site and its history.`,
    ],
  },
  "how-far": {
    aqa: [(v) => `'${v.statement}' How far do you agree with this statement? Explain your answer.`],
    edexcel: [(v) => `'${v.statement}' How far do you agree? Explain your answer.`],
    default: [(v) => `'${v.statement}' How far do you agree with this statement? Explain your answer.`],
  },
};

/**
 * By kind, for a question type whose name says no more (one a student or a test makes by hand, and the
 * Eduqas fallback kinds "Source question", "Interpretation question").
 */
const HISTORY_KIND_TEMPLATES: Record<HistoryKind, BoardTemplates<HistoryVars>> = {
  describe: HISTORY_FORM_TEMPLATES.describe,
  explain: {
    aqa: [(v) => `Explain why ${v.why}.`, (v) => `Explain what was important about ${v.event}.`],
    edexcel: [
      (v) => `Explain why ${v.why}.`,
      (v) => `Explain two consequences of ${v.event}.`,
      (v) => `Explain what was important about ${v.event}.`,
    ],
    default: [(v) => `Explain why ${v.why}.`],
  },
  account: {
    edexcel: HISTORY_FORM_TEMPLATES["narrative-account"].default,
    default: HISTORY_FORM_TEMPLATES.account.default,
  },
  "source-analysis": {
    aqa: HISTORY_FORM_TEMPLATES["source-message"].default,
    edexcel: HISTORY_FORM_TEMPLATES["source-inference"].default,
    default: HISTORY_FORM_TEMPLATES["source-tell-us"].default,
  },
  "source-utility": {
    default: HISTORY_FORM_TEMPLATES["source-useful"].default,
  },
  "interpretation-difference": {
    edexcel: HISTORY_FORM_TEMPLATES["interpretations-how-differ"].edexcel ?? [],
    default: HISTORY_FORM_TEMPLATES["interpretations-how-differ"].default,
  },
  "interpretation-evaluation": {
    aqa: HISTORY_FORM_TEMPLATES["interpretation-how-convincing"].default,
    edexcel: HISTORY_FORM_TEMPLATES["interpretation-how-far"].edexcel ?? [],
    default: HISTORY_FORM_TEMPLATES["interpretation-how-far"].default,
  },
  significance: HISTORY_FORM_TEMPLATES.significance,
  essay: HISTORY_FORM_TEMPLATES["how-far"],
};

/** The profile a History question (and its sources) is written from: the topic's, else the paper's, else a generic one. */
/** "the Treaty of Tordesillas of 1494" -> /\bTreaty of Tordesillas\b/i: an event found by its own words, dates aside. */
function eventPattern(event: string): RegExp {
  const core = event
    .replace(/^the\s+/i, "")
    .replace(/\s+(?:of|in)\s+(?:the\s+)?\d{3,4}s?(?:\s+to\s+\d{3,4})?$/i, "")
    .trim();
  const edge = (character: string) => (/\w/.test(character) ? "\\b" : "");
  return new RegExp(`${edge(core.charAt(0))}${core.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${edge(core.charAt(core.length - 1))}`, "i");
}

/** The patterns that find a profile's events in a question, whatever its wording. */
function eventPatternsOf(profile: HistoryTopicProfile): readonly RegExp[] {
  return profile.namedEvents ?? profile.events.map(eventPattern);
}

/** The events of a topic's profile a text names (each by its pattern), for telling two questions on one event. */
export function eventsNamedIn(text: string, profile: HistoryTopicProfile): string[] {
  return eventPatternsOf(profile)
    .filter((pattern) => pattern.test(text))
    .map((pattern) => pattern.source);
}

export function historyProfileFor(topic: Pick<Topic, "name"> | undefined, paper: Pick<Paper, "name">): HistoryTopicProfile {
  const topicName = topic?.name ?? paper.name;
  return findHistoryProfile(topicName) ?? findHistoryProfile(paper.name) ?? genericHistoryProfile(topicName);
}

/** "Question 3(a)" -> "3": questions with one number are parts of one question (one enquiry, one set of texts). */
export function questionNumberOf(name: string): string | null {
  return /^question\s+(\d+)/i.exec(name.trim())?.[1] ?? null;
}

/**
 * Whether the topic asks about interpretations in the same numbered question as this one (Edexcel Paper 3
 * Question 3: Sources B and C, then Interpretations 1 and 2, all one enquiry), so the sources are studied for
 * the interpretations' focus.
 */
function sharesQuestionWithInterpretations(questionType: Pick<QuestionType, "name">, topic: Topic | undefined): boolean {
  const number = questionNumberOf(questionType.name);
  if (!number || !topic) return false;
  return topic.questionTypes.some(
    (other) => questionNumberOf(other.name) === number && /^interpretation/i.test(other.sourceLabel ?? ""),
  );
}

/** Whether an earlier question of the topic prints a single Source A, so a pair is Sources B and C. */
function followsSourceA(questionType: Pick<QuestionType, "id" | "name">, topic: Topic | undefined): boolean {
  if (/sources b and c/i.test(questionType.name)) return true;
  const questionTypes = topic?.questionTypes ?? [];
  const index = questionTypes.findIndex((other) => other.id === questionType.id);
  return questionTypes.slice(0, Math.max(0, index)).some((other) => other.sourceLabel === "Source");
}

/** Three different items for a seed, in seed order. */
function pickThree(items: readonly string[], seed: string, slot: string): readonly [string, string, string] {
  const ranked = [...items].sort((a, b) => hashString(`${seed}::${slot}::${a}`) - hashString(`${seed}::${slot}::${b}`));
  const three = [ranked[0] ?? "", ranked[1] ?? ranked[0] ?? "", ranked[2] ?? ranked[0] ?? ""] as const;
  if (choicesMade) choicesMade.push(...three);
  return three;
}

/**
 * The values a History question is written from. Focus values (what the question is about) are picked by the
 * seed alone, so questions built with one seed share their focus (a built paper gives each section's questions
 * one seed: one enquiry, one set of texts); the wording is then picked per question type.
 */
function historyVars(input: OfflineQuestionInput, seed: string): HistoryVars {
  const profile = historyProfileFor(input.topic, input.paper);
  const topicName = input.topic?.name ?? input.paper.name;
  const subject = historySubject(topicName);
  // A built paper's question names no event that an earlier question of the paper names, while its topic has
  // a phrase that names another (facts: no two questions of a section are on one event).
  const named = input.build ? new Set(eventsNamedIn(input.build.earlierQuestions.join("\n"), profile)) : new Set<string>();
  const fresh = <T>(items: readonly T[], words: (item: T) => string): T[] => {
    const kept = named.size === 0 ? [] : items.filter((item) => !eventsNamedIn(words(item), profile).some((event) => named.has(event)));
    return kept.length > 0 ? kept : [...items];
  };
  // Edexcel Paper 1 Questions 1 and 2 are on the historic environment studied with the thematic study, and keep
  // to the site's years; the rest of its questions are on the thematic study, of its whole period.
  const number = Number(questionNumberOf(input.questionType.name) ?? "0");
  const environment = profile.environment?.match.test(topicName) && number >= 1 && number <= 2 ? profile.environment : undefined;
  const period = questionYears(topicName, profile, Boolean(environment));
  const fit = (items: readonly string[]) => fresh(withinPeriod(items, period), String);
  const events = fit(profile.events);
  const event = pickBySeed(events, seed, "history-event");
  const otherEvents = events.filter((candidate) => candidate !== event);
  const interpretation = pickBySeed(fit(profile.interpretations), seed, "history-interpretation");
  const source = pickBySeed(fit(environment?.sources ?? profile.sources), seed, "history-source");
  const fallbackReasons: ReasonsPair = {
    why: `change came about in ${subject}`,
    bullets: [event, otherEvents[0] ?? event],
  };
  const reasonWords = (pair: ReasonsPair) => [pair.why, ...pair.bullets].join(" ");
  const reasons = fresh(withinPeriod(profile.reasons ?? [fallbackReasons], period, reasonWords), reasonWords);
  // A question printed with stimulus points names their events too: the "why" is chosen so neither it nor its
  // points name an event an earlier question of the paper names.
  const withStimulus = hasStimulusPoints(input.boardId, input.questionType);
  const pointsFor = (phrase: string) => (withStimulus ? stimulusFor(profile, phrase, period) : null);
  const withItsPoints = (phrase: string) => [phrase, ...(pointsFor(phrase) ?? [])].join(" ");
  const why = pickBySeed(fresh(withinPeriod(profile.why, period), withItsPoints), seed, "history-why");
  const stimulus = pointsFor(why);
  // The model that rewords a built question must keep the points and the words around them (choices).
  if (choicesMade && stimulus) choicesMade.push(...stimulus, STIMULUS_OPENING, STIMULUS_CLOSING);
  return {
    subject,
    describe: pickBySeed(fit(environment?.describe ?? profile.describe), seed, "history-describe"),
    why,
    stimulus,
    event,
    account: pickBySeed(fit(profile.account), seed, "history-account"),
    source,
    interpretation,
    pairFocus: sharesQuestionWithInterpretations(input.questionType, input.topic) ? interpretation : source,
    pairLabels: followsSourceA(input.questionType, input.topic) ? "B and C" : "A and B",
    statement: pickBySeed(fit(profile.statements), seed, "history-statement"),
    ways: pickBySeed(fit(profile.ways ?? events.map((item) => `were people's lives affected by ${item}`)), seed, "history-ways"),
    reasons: pickBySeed(reasons, seed, "history-reasons"),
    contrast: pickBySeed(fit(profile.contrasts ?? [`life at the start of ${subject} and life at its end`]), seed, "history-contrast"),
    importanceFor: profile.importanceFor ?? subject,
    factor: profile.factors ? pickBySeed(fresh(profile.factors, (factor) => `${factor.factor} ${factor.development}`), seed, "history-factor") : null,
    historicSite: profile.historicSites ? pickBySeed(fresh(profile.historicSites, (site) => `${site.site} ${site.claim}`), seed, "history-site") : null,
    aroundUs: pickBySeed(HISTORY_AROUND_US_SITES, seed, "history-around-us"),
    shortAnswers: pickThree(
      fit(
        profile.shortAnswers ?? [
          `name one person who played an important part in ${subject}`,
          `name one place that was important in ${subject}`,
          `give the date of one important event in ${subject}`,
        ],
      ),
      seed,
      "history-short-answers",
    ),
  };
}

function historyQuestion(input: OfflineQuestionInput, seed: string, kind: HistoryKind): string {
  const vars = historyVars(input, seed);
  const form = historyFormOf(input.questionType);
  const templates = form ? HISTORY_FORM_TEMPLATES[form] : HISTORY_KIND_TEMPLATES[kind];
  // The wording is picked per question type, so two question types built with one seed are not worded alike.
  return pickBySeed(usableTemplates(templates, input.boardId, vars), `${seed}::${input.questionType.id}`, "template");
}

// ─── Entry point ──────────────────────────────────────────────────────────────────────────────────

/** Writes one offline exam question for the chosen paper, question type and (History) topic. */
export function generateOfflineQuestion(input: OfflineQuestionInput): string {
  const seed = input.seed ?? DEFAULT_SEED;
  const question = questionForKind(input, seed);
  return limitSentences(capitalise(question), MAX_SENTENCES);
}

const normalised = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The texts a question names ("Sources B and C", "Text 1", "Interpretation 2") and the lines it points to. */
const NAMED_LABELS = /\b(?:(?:Sources?|Texts?|Interpretations?|Poems?|Extracts?) (?:[A-Z]|\d+)(?: and (?:[A-Z]|\d+))?|lines \d+ to \d+)\b/g;

/**
 * The question and what the seed chose for it that the question names: the topic, event, set text, poem,
 * theme or character, and the texts and lines it points to, as they appear in it. A model asked to reword the
 * question (papers' builder) must keep every one of these, so a paper built with a model asks about the same
 * things, and prints the same texts, as the paper built offline from the same seed.
 */
export function generateOfflineQuestionWithChoices(input: OfflineQuestionInput): { text: string; choices: string[] } {
  const outer = choicesMade;
  choicesMade = [];
  try {
    const text = generateOfflineQuestion(input);
    const inText = normalised(text);
    const chosen = choicesMade.flatMap((value) => stringsIn(value)).filter((value) => value.trim().length >= 3 && inText.includes(normalised(value)));
    const labels = [...text.matchAll(NAMED_LABELS)].map((match) => match[0]);
    return { text, choices: [...new Set([...chosen.map((value) => value.trim()), ...labels])] };
  } finally {
    choicesMade = outer;
  }
}

/**
 * A Literature paper's extract question that the catalogue files as analysis (Edexcel's and Eduqas's
 * "Shakespeare (a)", "19th-century novel (a)"): English Literature, an extract to print, and a paper with
 * set texts other than its poetry.
 */
export function isLiteratureExtractQuestion(
  subjectId: string,
  paper: Pick<Paper, "setTexts">,
  questionType: Pick<QuestionType, "kind" | "name" | "needsSource">,
): boolean {
  return (
    subjectId === "english-literature" &&
    questionType.kind === "language-analysis" &&
    questionType.needsSource &&
    !isAnthologyPoetry(questionType) &&
    paper.setTexts.some((name) => !isPoetryCluster(name))
  );
}

function questionForKind(input: OfflineQuestionInput, seed: string): string {
  // Keyed on the question kind, not the subject: the kind says what the question must ask.
  const kind = input.questionType.kind;
  if (input.subjectId === "english-literature" && kind === "comparison") return modernUnseenComparison(input, seed);
  if (input.subjectId === "english-literature" && kind !== "poetry-comparison" && isAnthologyPoetry(input.questionType)) {
    return anthologyPoem(input, seed);
  }
  if (isLiteratureExtractQuestion(input.subjectId, input.paper, input.questionType)) {
    return textQuestion(input, seed, EXTRACT_ONLY_TEMPLATES, true);
  }
  switch (kind) {
    case "extract-to-whole-text":
      return textQuestion(input, seed, EXTRACT_TEMPLATES, true);
    case "whole-text-essay":
      return textQuestion(input, seed, WHOLE_TEXT_TEMPLATES, false);
    case "poetry-comparison":
      return poetryComparison(input, seed);
    case "unseen-poem":
      return unseenQuestion(input, seed, UNSEEN_POEM_TEMPLATES);
    case "unseen-poetry-comparison":
      return unseenQuestion(input, seed, UNSEEN_COMPARISON_TEMPLATES);
    case "retrieval":
    case "language-analysis":
    case "structure-analysis":
    case "evaluation":
    case "summary":
    case "comparison":
    case "creative-writing":
    case "viewpoint-writing":
      return languageQuestion(input, seed);
    case "describe":
    case "explain":
    case "account":
    case "source-analysis":
    case "source-utility":
    case "interpretation-difference":
    case "interpretation-evaluation":
    case "significance":
    case "essay":
      return historyQuestion(input, seed, kind);
    default: {
      const unhandled: never = kind;
      throw new Error(`No offline question template for kind ${String(unhandled)}.`);
    }
  }
}

/** "Has war been...", "Have the actions of individuals been...": the verb agrees with the factor's head noun. */
export function factorVerb(factor: string): "Has" | "Have" {
  const head = factor.replace(/^(the|a|an)\s+/i, "").split(/\s+(of|by|in|and)\s+/i)[0]!.trim().split(/\s+/).at(-1) ?? "";
  return /(?<!s)s$/i.test(head) && !/(ss|us|is|ics)$/i.test(head) ? "Have" : "Has";
}
