import { describe, expect, it } from "vitest";

import { allQuestionTypes } from "~/features/catalogue/catalogue";

import { countWords, EXTRACT_BANK } from "./extract-bank";
import { formatSources, generateOfflineSources, type OfflineSourceItem } from "./generate-extract";
import {
  findSetTextProfile,
  generateOfflineQuestion,
  HISTORY_AROUND_US_SITES,
  historyProfileFor,
  isNonFictionPaper,
  mentions,
  SET_TEXT_PROFILES,
  UNNAMED_NINETEENTH_CENTURY_NOVEL,
} from "./generate-question";
import { NONFICTION_THEMES } from "./nonfiction-themes";
import { INVENTED_FOR_PRACTICE, referencesIn } from "./practice-sources";

// Issue 16 item 4: every question type of the catalogue, through the offline question generator and then
// the source generator, with several seeds; the texts must fit the question (topic, set text, count).

const SEEDS = ["seed-0", "seed-1", "seed-2", "seed-3", "seed-4", "seed-5"];

interface Case {
  where: string;
  question: string;
  sources: ReturnType<typeof generateOfflineSources>;
  entry: ReturnType<typeof allQuestionTypes>[number];
}

function cases(): Case[] {
  return allQuestionTypes()
    .filter((entry) => entry.questionType.needsSource)
    .flatMap((entry) => {
      const { boardSubject, paper, topic, questionType } = entry;
      return SEEDS.map((seed) => {
        const base = { subjectId: boardSubject.subjectId, boardId: boardSubject.boardId, paper, questionType, topic, seed };
        const question = generateOfflineQuestion(base);
        return {
          where: `${boardSubject.subjectId}/${boardSubject.boardId}/${paper.id}/${topic?.id ?? "-"}/${questionType.id} (${seed})`,
          question,
          sources: generateOfflineSources({ ...base, questionText: question }),
          entry,
        };
      });
    });
}

const ALL = cases();

function items(item: Case): OfflineSourceItem[] {
  if (item.sources.kind !== "texts") throw new Error(`${item.where}: expected texts, got ${item.sources.message}`);
  return item.sources.items;
}

describe("reading what a question refers to", () => {
  it("finds each named source or interpretation once, in order", () => {
    expect(referencesIn("How useful are Sources B and C to a historian? Use Sources B and C.")).toEqual([
      { noun: "Source", label: "B" },
      { noun: "Source", label: "C" },
    ]);
    expect(referencesIn("Study Interpretations 1 and 2. You may use Sources B and C.").map((r) => `${r.noun} ${r.label}`)).toEqual([
      "Interpretation 1",
      "Interpretation 2",
      "Source B",
      "Source C",
    ]);
    expect(referencesIn("Refer to Source A and Source B.").map((r) => r.label)).toEqual(["A", "B"]);
    expect(referencesIn("Starting with this extract, how does Shakespeare present Macbeth?")).toEqual([]);
  });
});

describe("every question type of the catalogue gets texts that fit it", () => {
  it("covers every question type that needs a source, on every board", () => {
    const needing = allQuestionTypes().filter((entry) => entry.questionType.needsSource);
    expect(needing.length).toBeGreaterThan(50);
    expect(new Set(ALL.map((item) => item.entry.boardSubject.boardId))).toEqual(new Set(["aqa", "ocr", "edexcel", "wjec"]));
  });

  it("History: exactly the sources and interpretations the question names, each labelled, each on the question's topic", () => {
    const history = ALL.filter((item) => item.entry.boardSubject.subjectId === "history");
    expect(history.length).toBeGreaterThan(100);
    let pairs = 0;
    for (const item of history) {
      const texts = items(item);
      const references = referencesIn(item.question);
      const expected = references.length > 0 ? references.map((r) => `${r.noun} ${r.label}`) : [undefined];
      expect(texts.map((text) => text.label), `${item.where}: ${item.question}`).toEqual(expected);
      if (/Sources B and C/.test(item.question)) {
        pairs++;
        expect(texts.filter((text) => /^Source [BC]$/.test(text.label ?? "")), item.where).toHaveLength(2);
      }
      const profile = historyProfileFor(item.entry.topic, item.entry.paper);
      for (const text of texts) {
        if (text.invented) {
          // Written from the question's own focus, and says it is invented.
          expect(`${text.author} ${text.provenance}`, item.where).toContain(INVENTED_FOR_PRACTICE);
          const focusNamed = [...profile.sources, ...profile.interpretations].some(
            (focus) => mentions(item.question, focus) && text.text.includes(focus),
          );
          const topicNamed = text.text.includes(item.entry.topic?.name ?? item.entry.paper.name);
          // History Around Us (OCR J411 Paper 2): a description of the real site the question names.
          const siteNamed = HISTORY_AROUND_US_SITES.some((site) => mentions(item.question, site.shortName) && text.text.includes(site.shortName));
          expect(focusNamed || topicNamed || siteNamed, `${item.where}: ${text.text.slice(0, 120)}`).toBe(true);
        } else {
          // A real primary source: of this topic, and on something the question mentions.
          const entry = EXTRACT_BANK.find((candidate) => candidate.title === text.title);
          expect(entry?.matches.historyTopics, item.where).toContain(profile.id);
          expect(entry?.matches.topicKeywords?.some((keyword) => !/^\d+$/.test(keyword) && mentions(item.question, keyword)), item.where).toBe(true);
          expect(text.label?.startsWith("Interpretation") ?? false, `${item.where}: a primary source is never an interpretation`).toBe(false);
        }
        expect(countWords(text.text), item.where).toBeGreaterThanOrEqual(60);
        // One text: the spec's 150-300 words at most; two or more share the space, at most 150 each.
        expect(countWords(text.text), item.where).toBeLessThanOrEqual(texts.length === 1 ? 300 : 150);
      }
    }
    expect(pairs, "the catalogue has 'Sources B and C' questions").toBeGreaterThan(0);
  });

  it("History: a crime question no longer gets Mayhew's watercress girl; the Armada question gets Elizabeth at Tilbury", () => {
    const crime = ALL.filter((item) => /Whitechapel/.test(item.question));
    expect(crime.length).toBeGreaterThan(0);
    for (const item of crime) {
      for (const text of items(item)) expect(text.title, item.where).not.toMatch(/Watercress/);
    }
    const armada = ALL.filter((item) => /Source A/.test(item.question) && /Armada|1588/.test(item.question));
    expect(armada.length).toBeGreaterThan(0);
    for (const item of armada) expect(items(item)[0]?.title, item.where).toBe("Speech to the Troops at Tilbury");
  });

  it("History: a question naming two texts gets the same pair whatever the seed", () => {
    const pairQuestions = ALL.filter((item) => item.entry.boardSubject.subjectId === "history" && referencesIn(item.question).length >= 2);
    expect(pairQuestions.length).toBeGreaterThan(0);
    for (const item of pairQuestions) {
      const again = generateOfflineSources({
        subjectId: "history",
        boardId: item.entry.boardSubject.boardId,
        paper: item.entry.paper,
        questionType: item.entry.questionType,
        topic: item.entry.topic,
        questionText: item.question,
        seed: "another-seed",
      });
      expect(again, item.where).toEqual(item.sources);
    }
  });

  it("History: two interpretations disagree (the second disputes the first's claim)", () => {
    const interpretationPairs = ALL.filter((item) => referencesIn(item.question).filter((r) => r.noun === "Interpretation").length === 2);
    expect(interpretationPairs.length).toBeGreaterThan(0);
    for (const item of interpretationPairs) {
      const [first, second] = items(item).filter((text) => text.label?.startsWith("Interpretation"));
      expect(first?.text, item.where).not.toEqual(second?.text);
      expect(second?.text, item.where).toMatch(/Some argue that .+, but that view/);
      // The claim they argue over is about the question's focus (shares a word with it) or the general one.
      const claim = /Some argue that (.+?), but that view/.exec(second?.text ?? "")?.[1] ?? "";
      const profile = historyProfileFor(item.entry.topic, item.entry.paper);
      const focus = profile.interpretations.find((phrase) => mentions(item.question, phrase)) ?? "";
      const words = (text: string) => new Set((text.toLowerCase().match(/[a-z]{5,}/g) ?? []).map((word) => word.replace(/s$/, "")));
      const shared = [...words(claim)].filter((word) => words(focus).has(word));
      expect(shared.length > 0 || claim.startsWith("the decisions of those in power"), `${item.where}: ${focus} / ${claim}`).toBe(true);
    }
  });

  it("Literature: an extract question gets a passage of the set text it names, or plainly asks for the student's own", () => {
    const literature = ALL.filter((item) => item.entry.boardSubject.subjectId === "english-literature" && item.entry.questionType.kind === "extract-to-whole-text");
    expect(literature.length).toBeGreaterThan(10);
    let printed = 0;
    let pasted = 0;
    let unnamed = 0;
    for (const item of literature) {
      // Eduqas lists no 19th-century novel (facts §5.1): its question names none, and a 19th-century passage is printed.
      if (mentions(item.question, UNNAMED_NINETEENTH_CENTURY_NOVEL)) {
        unnamed++;
        const [text] = items(item);
        const entry = EXTRACT_BANK.find((candidate) => candidate.title === text?.title);
        expect(entry?.matches.setTexts?.some((name) => findSetTextProfile(name)?.form === "novel"), `${item.where}: ${item.question}`).toBe(true);
        continue;
      }
      const named = SET_TEXT_PROFILES.filter((profile) => profile.aliases.some((alias) => mentions(item.question, alias)));
      const unprofiled = item.entry.paper.setTexts.filter((name) => !findSetTextProfile(name) && mentions(item.question, name));
      expect(named.length + unprofiled.length, `${item.where}: ${item.question}`).toBeGreaterThan(0);
      const sources = item.sources;
      if (sources.kind === "paste-your-own") {
        pasted++;
        expect(mentions(item.question, sources.setText), item.where).toBe(true);
        expect(sources.message).toMatch(/paste the extract/);
        // Never a passage of a modern text, and never one invented in its place.
        expect(EXTRACT_BANK.some((entry) => entry.matches.setTexts?.some((name) => findSetTextProfile(name)?.title === sources.setText))).toBe(false);
        continue;
      }
      printed++;
      const [text] = items(item);
      const entry = EXTRACT_BANK.find((candidate) => candidate.title === text?.title);
      const texts = (entry?.matches.setTexts ?? []).map((name) => findSetTextProfile(name)?.title ?? name);
      expect(named.map((profile) => profile.title).some((title) => texts.includes(title)), `${item.where}: ${item.question} -> ${text?.title}`).toBe(true);
      expect(countWords(text?.text ?? "")).toBeGreaterThanOrEqual(150);
      expect(countWords(text?.text ?? "")).toBeLessThanOrEqual(300);
    }
    expect(printed).toBeGreaterThan(0);
    // Which outcome each question gets is fixed by the bank; both must occur for the test to mean anything.
    expect(printed + pasted + unnamed).toBe(literature.length);
  });

  it("English Language: 'Source A' and 'Source B' (or 'Text 1' and 'Text 2') questions get two different labelled passages; others one", () => {
    const language = ALL.filter((item) => item.entry.boardSubject.subjectId === "english-language");
    expect(language.length).toBeGreaterThan(20);
    let pairs = 0;
    for (const item of language) {
      const texts = items(item);
      const sources = referencesIn(item.question).filter((r) => r.noun === "Source" || r.noun === "Text");
      if (sources.length >= 2) {
        pairs++;
        expect(texts.map((text) => text.label), item.where).toEqual(sources.slice(0, 2).map((r) => `${r.noun} ${r.label}`));
        expect(texts[0]?.title).not.toEqual(texts[1]?.title);
        // Sharing the space, each still ends at a sentence or line end, not mid-sentence.
        for (const text of texts) expect(text.text, item.where).not.toMatch(/\.\.\.$/);
      } else {
        expect(texts, item.where).toHaveLength(1);
      }
      // A real passage, except the 21st-century text of a linked non-fiction pair (facts §3.2, §5.2): real ones
      // are in copyright, so Marker writes it, and its attribution says so.
      for (const text of texts) {
        if (!text.invented) continue;
        expect(isNonFictionPaper(item.entry.paper), item.where).toBe(true);
        expect(NONFICTION_THEMES.some((theme) => theme.modern.text === text.text), item.where).toBe(true);
        expect(`${text.author} ${text.provenance}`, item.where).toContain(INVENTED_FOR_PRACTICE);
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });

  it("Literature: a modern set text is never printed or invented: the student is asked to paste it", () => {
    const paper = allQuestionTypes().find((entry) => entry.questionType.kind === "extract-to-whole-text")?.paper;
    const questionType = allQuestionTypes().find((entry) => entry.questionType.kind === "extract-to-whole-text")?.questionType;
    if (!paper || !questionType) throw new Error("the catalogue has an extract question");
    const sources = generateOfflineSources({
      subjectId: "english-literature",
      boardId: "aqa",
      paper,
      questionType,
      questionText: "Starting with this extract, how does Priestley present Mr Birling in An Inspector Calls?",
    });
    expect(sources).toEqual({
      kind: "paste-your-own",
      setText: "An Inspector Calls",
      message: "An Inspector Calls is still in copyright, so Marker cannot print it. Please paste the extract printed with your question, or choose a passage from your own copy of the play.",
    });
  });

  it("formats each text under its label with its attribution", () => {
    const pair = ALL.find((item) => /Sources B and C/.test(item.question)) as Case;
    const formatted = formatSources(items(pair));
    expect(formatted).toMatch(/^Source B\n\n[\s\S]+\(From [^)]+\)\n\nSource C\n\n[\s\S]+\(From [^)]+\)$/);
  });
});
