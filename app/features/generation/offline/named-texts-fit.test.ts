import { describe, expect, it } from "vitest";

import { allQuestionTypes } from "~/features/catalogue/catalogue";

import { EXTRACT_BANK } from "./extract-bank";
import { chooseExtractEntry, generateOfflineSources } from "./generate-extract";
import {
  ANTHOLOGY_POEM_TITLES,
  clusterAsPapersNameIt,
  findSetTextProfile,
  generateOfflineQuestion,
  mentions,
  POEM_THEMES,
  SET_TEXT_PROFILES,
  UNNAMED_NINETEENTH_CENTURY_NOVEL,
  workTitle,
} from "./generate-question";

// The audit of today: what a generated question names (a poem, a set text, an unseen poem) is what the
// student is given, for every board's Literature papers in the catalogue.

const SEEDS = Array.from({ length: 30 }, (_, i) => `named-${i}`);
const literature = allQuestionTypes().filter((entry) => entry.boardSubject.subjectId === "english-literature");
const isCluster = (name: string) => /poe(m|ms|try)|cluster|collection/i.test(name);
const poetryPapers = [...new Set(literature.map((entry) => entry.paper))].filter((paper) => paper.setTexts.some(isCluster));
const poems = EXTRACT_BANK.filter((entry) => entry.kind === "poetry");

function ask(entry: (typeof literature)[number], seed: string) {
  const { boardSubject, paper, topic, questionType } = entry;
  const input = { subjectId: boardSubject.subjectId, boardId: boardSubject.boardId, paper, questionType, topic, seed };
  const question = generateOfflineQuestion(input);
  return { input, question, sources: generateOfflineSources({ ...input, questionText: question, seed: `${seed}:extract` }) };
}

const where = (entry: (typeof literature)[number], seed: string) => `${entry.boardSubject.boardId}/${entry.paper.id}/${entry.questionType.id} (${seed})`;

describe("a named anthology poem is the poem printed", () => {
  // OCR's Poetry (a) names its unseen poem, not an anthology one: see the last block.
  const anthology = literature.filter((entry) => entry.questionType.needsSource && /poe(m|try)/i.test(entry.questionType.name) && !/unseen/i.test(entry.questionType.name));

  it("names only a poem the bank prints for the question's cluster, and prints that poem", () => {
    let named = 0;
    for (const entry of anthology) {
      for (const seed of SEEDS) {
        const { question, sources } = ask(entry, seed);
        expect(sources.kind, `${where(entry, seed)}: ${question}`).toBe("texts");
        if (sources.kind !== "texts") continue;
        const printed = sources.items.map((item) => item.title);
        for (const title of ANTHOLOGY_POEM_TITLES) {
          if (!mentions(question, title)) continue;
          named++;
          expect(printed, `${where(entry, seed)}: ${question}`).toEqual([title]);
          const poem = poems.find((candidate) => candidate.title === title);
          const cluster = entry.paper.setTexts.find((setText) => question.includes(clusterAsPapersNameIt(setText)));
          expect(poem?.matches.setTexts, `${where(entry, seed)}: ${question}`).toContain(cluster);
        }
      }
    }
    // AQA's Power and conflict and Love and relationships clusters have poems in the bank.
    expect(named).toBeGreaterThan(10);
  });

  it("prints a poem the question names from the bank, and asks for one it does not hold instead of printing another", () => {
    const aqa = anthology.find((entry) => entry.boardSubject.boardId === "aqa");
    if (!aqa) throw new Error("the catalogue has AQA's anthology question");
    const base = { subjectId: aqa.boardSubject.subjectId, boardId: aqa.boardSubject.boardId, paper: aqa.paper, questionType: aqa.questionType };
    const exposure = generateOfflineSources({ ...base, questionText: "Compare how poets present fear in 'Exposure' and in one other poem from the cluster." });
    expect(exposure.kind === "texts" && exposure.items.map((item) => item.title)).toEqual(["Exposure"]);
    for (const title of ["Kamikaze", "Love's Philosophy", "The Emigrée"]) {
      const sources = generateOfflineSources({ ...base, questionText: `Compare how poets present memory in '${title}' and in one other poem from 'Poems Past and Present: Power and conflict cluster'.` });
      expect(sources.kind, title).toBe("paste-your-own");
      if (sources.kind === "paste-your-own") {
        expect(sources.setText).toBe(title);
        expect(sources.message).toMatch(/paste the poem/);
      }
    }
  });

  it("notes what every poem of the bank treats, so a question naming it asks about that", () => {
    for (const poem of poems) expect(POEM_THEMES[poem.title]?.length, poem.id).toBeGreaterThan(0);
  });
});

describe("a poem's cluster is the catalogue's own name for it", () => {
  it("tags the bank's anthology poems with a cluster the catalogue lists, on every board's poetry paper", () => {
    expect(new Set(poetryPapers.map((paper) => paper.code.slice(0, 2)))).toEqual(new Set(["87", "J3", "1E", "C7"]));
    const catalogueClusters = new Set(poetryPapers.flatMap((paper) => paper.setTexts.filter(isCluster)));
    const tagged = poems.filter((poem) => (poem.matches.setTexts ?? []).length > 0);
    expect(tagged.length).toBeGreaterThanOrEqual(4);
    for (const poem of tagged) for (const tag of poem.matches.setTexts ?? []) expect(catalogueClusters, `${poem.id}: ${tag}`).toContain(tag);
  });

  it("prints a poem of the cluster a question names when the bank holds one, and never one of the paper's other clusters", () => {
    const anthology = literature.filter((entry) => entry.questionType.kind === "poetry-comparison");
    for (const paper of poetryPapers) {
      const entry = anthology.find((candidate) => candidate.paper === paper);
      if (!entry) continue;
      const clusters = paper.setTexts.filter(isCluster);
      for (const cluster of clusters) {
        const own = poems.filter((poem) => poem.matches.setTexts?.includes(cluster)).map((poem) => poem.id);
        for (const seed of SEEDS) {
          const chosen = chooseExtractEntry({
            subjectId: "english-literature",
            boardId: entry.boardSubject.boardId,
            paper,
            questionType: entry.questionType,
            questionText: `Compare how poets present conflict in the named poem and in one other poem from '${cluster}'.`,
            seed,
          });
          const where = `${paper.code} ${cluster} (${seed}) -> ${chosen.id}`;
          if (own.length > 0) expect(own, where).toContain(chosen.id);
          const others = clusters.filter((other) => other !== cluster);
          expect(others.some((other) => chosen.matches.setTexts?.includes(other)), where).toBe(false);
        }
      }
    }
  });
});

describe("Edexcel's and Eduqas's extract part (a) is a Literature question on a set text", () => {
  const partA = literature.filter(
    (entry) => entry.questionType.sourceLabel === "Extract" && entry.questionType.kind === "language-analysis",
  );

  it("covers Edexcel's Shakespeare and novel extracts and Eduqas's Shakespeare extract", () => {
    expect(partA.map((entry) => `${entry.boardSubject.boardId}/${entry.questionType.id}`).sort()).toEqual([
      "edexcel/novel-extract",
      "edexcel/shakespeare-extract",
      "wjec/shakespeare-extract",
    ]);
  });

  it("names a set text of the paper and a character or theme the printed passage shows, never line numbers", () => {
    for (const entry of partA) {
      for (const seed of SEEDS) {
        const { question, sources } = ask(entry, seed);
        const label = `${where(entry, seed)}: ${question}`;
        expect(question, label).not.toMatch(/\blines? \d/);
        const display = entry.paper.setTexts.find((name) => question.includes(workTitle(name)));
        const profile = display ? findSetTextProfile(display) : undefined;
        expect(profile, label).toBeDefined();
        if (!profile || !display) continue;
        expect(sources.kind, label).toBe("texts");
        if (sources.kind !== "texts") continue;
        const [printed] = sources.items;
        const passage = EXTRACT_BANK.find((candidate) => candidate.title === printed?.title);
        expect(passage?.matches.setTexts?.map((name) => findSetTextProfile(name)?.title), label).toContain(profile.title);
        const rest = question.split(workTitle(display)).join(" ");
        const characters = profile.characters.filter((character) => mentions(rest, character));
        const themes = profile.themes.filter((theme) => mentions(rest, theme));
        expect(characters.length + themes.length, label).toBeGreaterThan(0);
        for (const character of characters.filter((c) => !characters.some((other) => other !== c && mentions(other, c)))) {
          expect(mentions(printed?.text ?? "", character), `${label}\n${printed?.text}`).toBe(true);
        }
        for (const theme of themes) expect(passage?.matches.themes, label).toContain(theme);
      }
    }
  });
});

describe("Eduqas's 19th-century prose question", () => {
  const eduqas = literature.find((entry) => entry.boardSubject.boardId === "wjec" && entry.questionType.id === "nineteenth-century-prose");

  it("names no modern text, but one of Eduqas's 19th-century novels, and prints a passage of that novel", () => {
    if (!eduqas) throw new Error("the catalogue has Eduqas's 19th-century prose question");
    const modern = SET_TEXT_PROFILES.filter((profile) => profile.form === "modern-drama" || profile.form === "modern-prose");
    // Eduqas C720 Component 2 Section B (savemyexams and edusites agree; facts §5.1 has no list).
    const eduqasNovels = ["A Christmas Carol", "Silas Marner", "Pride and Prejudice", "The War of the Worlds", "Jane Eyre", "Strange Case of Dr Jekyll and Mr Hyde"];
    const named = new Set<string>();
    for (const seed of SEEDS) {
      const { question, sources } = ask(eduqas, seed);
      for (const name of eduqas.paper.setTexts) expect(question, name).not.toContain(name);
      for (const profile of modern) expect(profile.aliases.some((alias) => mentions(question, alias)), `${question} names ${profile.title}`).toBe(false);
      expect(mentions(question, UNNAMED_NINETEENTH_CENTURY_NOVEL), question).toBe(false);
      // The question names exactly one novel, one of the board's, by its title ...
      const novels = SET_TEXT_PROFILES.filter((profile) => profile.form === "novel" && profile.aliases.some((alias) => mentions(question, alias)));
      expect(novels.map((profile) => profile.title), question).toHaveLength(1);
      const novel = novels[0]?.title ?? "";
      expect(eduqasNovels, question).toContain(novel);
      expect(question, question).toContain(novel.replace(/^Strange/, "The Strange"));
      named.add(novel);
      // ... and the passage printed (a practice paper needs one) is from that novel.
      expect(sources.kind, question).toBe("texts");
      const title = sources.kind === "texts" ? sources.items[0]?.title : undefined;
      const printed = EXTRACT_BANK.find((entry) => entry.title === title);
      expect(printed?.matches.setTexts?.map((name) => findSetTextProfile(name)?.title), `${question} -> ${title}`).toContain(novel);
    }
    // Not always the same novel.
    expect(named.size, [...named].join(", ")).toBeGreaterThan(2);
  });

  it("knows the form of every set text the catalogue lists, so none is mistaken for a 19th-century novel", () => {
    for (const entry of literature) {
      for (const name of entry.paper.setTexts.filter((setText) => !isCluster(setText))) {
        expect(findSetTextProfile(name), `${entry.boardSubject.boardId}: ${name}`).toBeDefined();
      }
    }
  });
});

describe("Eduqas's post-1914 extract question on a text in copyright", () => {
  const eduqas = literature.find((entry) => entry.boardSubject.boardId === "wjec" && entry.questionType.id === "post-1914");

  it("says in the question that the student chooses the extract from their own copy, as OCR's comparison does", () => {
    if (!eduqas) throw new Error("the catalogue has Eduqas's post-1914 question");
    for (const seed of SEEDS) {
      const { question, sources } = ask(eduqas, seed);
      // Marker cannot print the text (the extract button asks for the student's own) ...
      expect(sources.kind, question).toBe("paste-your-own");
      const title = sources.kind === "paste-your-own" ? sources.setText : "";
      // ... and the question has said so, naming that text, in OCR's words.
      expect(question, question).toContain(`${title} is still in copyright, so choose an extract of about a page from your own copy to use as the starting point`);
      expect(question, question).toMatch(/^Using this extract as a starting point, |^Look at how /);
      expect(question.trim().endsWith("."), question).toBe(true);
    }
  });

  it("asks for an extract in which the character it names appears", () => {
    if (!eduqas) throw new Error("the catalogue has Eduqas's post-1914 question");
    let characters = 0;
    for (const seed of SEEDS) {
      const { question } = ask(eduqas, seed);
      const profile = SET_TEXT_PROFILES.find((candidate) => question.includes(`${candidate.title} is still in copyright`));
      const named = (profile?.characters ?? []).filter((character) => new RegExp(`presents? ${character}\\b`).test(question));
      for (const character of named) {
        characters++;
        expect(question, question).toContain(`from your own copy to use as the starting point, one in which ${character} appears.`);
      }
    }
    expect(characters).toBeGreaterThan(0);
  });
});

describe("OCR's Poetry (a) compares an anthology poem with an unseen poem", () => {
  const ocr = literature.find((entry) => entry.boardSubject.boardId === "ocr" && /unseen/i.test(entry.questionType.name) && entry.questionType.kind === "poetry-comparison");

  it("names an unseen poem from the bank, outside the paper's clusters, and prints it", () => {
    if (!ocr) throw new Error("the catalogue has OCR's Poetry (a)");
    const clusters = ocr.paper.setTexts.filter(isCluster);
    for (const seed of SEEDS) {
      const { question, sources } = ask(ocr, seed);
      expect(question, question).toMatch(/unseen poem/);
      expect(question, question).not.toMatch(/another poem from|one other poem from/);
      expect(clusters.some((cluster) => question.includes(clusterAsPapersNameIt(cluster))), question).toBe(true);
      const unseen = poems.find((poem) => mentions(question, poem.title));
      expect(unseen, question).toBeDefined();
      expect(clusters.some((cluster) => unseen?.matches.setTexts?.includes(cluster)), question).toBe(false);
      expect(sources.kind === "texts" && sources.items.map((item) => item.title), question).toEqual([unseen?.title]);
    }
  });
});
