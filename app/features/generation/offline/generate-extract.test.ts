import { describe, expect, it } from "vitest";

import { allQuestionTypes, CATALOGUE } from "~/features/catalogue/catalogue";
import type { ExamBoardId, SubjectId } from "~/features/catalogue/subjects";
import type { Paper, QuestionKind, QuestionType, Topic } from "~/features/catalogue/types";

import { countWords, EXTRACT_BANK, type ExtractKind } from "./extract-bank";
import {
  chooseExtractEntry,
  cutOf,
  EXTRACT_MAX_WORDS,
  formatSources,
  EXTRACT_MIN_WORDS,
  generateOfflineExtract,
  generateOfflineSources,
  passagesShowing,
  provenanceFor,
  trimToWordRange,
  type OfflineExtractInput,
} from "./generate-extract";
import { findSetTextProfile, SET_TEXT_PROFILES, type SetTextProfile } from "./generate-question";

function questionType(kind: QuestionKind, name: string = kind): QuestionType {
  return {
    id: `${kind}-test`,
    name,
    kind,
    marks: 30,
    objectives: [{ code: "AO1", marks: 30 }],
    levels: [],
    accuracyMarks: 0,
    needsSource: true,
    sourceLabel: "Extract",
    answerPlaceholder: "",
    guidance: "",
    confidence: "M",
    fallback: false,
    sourceNote: "test",
  };
}

function paper(name: string, setTexts: string[] = []): Paper {
  return { id: "paper-test", name, code: "0000/1", timeAllowedMinutes: 105, timeAllowedNote: "test paper", questionTypes: [], topics: [], setTexts, confidence: "M" };
}

function topic(name: string): Topic {
  return { id: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), name, questionTypes: [] };
}

function input(overrides: Partial<OfflineExtractInput> & { questionType: QuestionType }): OfflineExtractInput {
  return {
    subjectId: "english-literature",
    boardId: "aqa",
    paper: paper("Paper 1: Shakespeare and the 19th-century novel"),
    questionText: "",
    ...overrides,
  };
}

const SEEDS = Array.from({ length: 20 }, (_, i) => `seed-${i}`);

describe("the extract bank", () => {
  it("holds at least 24 passages with unique ids", () => {
    expect(EXTRACT_BANK.length).toBeGreaterThanOrEqual(24);
    expect(new Set(EXTRACT_BANK.map((entry) => entry.id)).size).toBe(EXTRACT_BANK.length);
  });

  it("covers novels, Shakespeare, poems and historical sources", () => {
    const count = (kind: ExtractKind) => EXTRACT_BANK.filter((entry) => entry.kind === kind).length;
    expect(count("prose")).toBeGreaterThanOrEqual(8);
    expect(count("drama")).toBeGreaterThanOrEqual(6);
    expect(count("poetry")).toBeGreaterThanOrEqual(4);
    expect(count("historical-source")).toBeGreaterThanOrEqual(8);
  });

  it.each(EXTRACT_BANK.map((entry) => [entry.id, entry] as const))(
    "%s is 150-300 words, non-empty and has provenance naming its year",
    (_id, entry) => {
      expect(entry.text.trim().length).toBeGreaterThan(0);
      expect(entry.title.trim().length).toBeGreaterThan(0);
      expect(entry.author.trim().length).toBeGreaterThan(0);
      const words = countWords(entry.text);
      expect(words).toBeGreaterThanOrEqual(EXTRACT_MIN_WORDS);
      expect(words).toBeLessThanOrEqual(EXTRACT_MAX_WORDS);
      expect(entry.provenance.length).toBeGreaterThan(20);
      expect(entry.provenance).toContain(String(entry.year));
      expect(entry.matches.subjects.length).toBeGreaterThan(0);
    },
  );

  it("holds only public-domain works: nothing after 1925 and no modern set text", () => {
    const modernTitles = SET_TEXT_PROFILES.filter((p) => p.form === "modern-drama" || p.form === "modern-prose");
    for (const entry of EXTRACT_BANK) {
      expect(entry.year, entry.id).toBeLessThan(1926);
      for (const modern of modernTitles) {
        expect(findSetTextProfile(entry.title)?.title, entry.id).not.toBe(modern.title);
        for (const name of entry.matches.setTexts ?? []) expect(findSetTextProfile(name)?.title).not.toBe(modern.title);
      }
    }
  });

  it("names set texts the question generator knows, or anthology clusters exactly as the catalogue names them", () => {
    const catalogueNames = new Set(CATALOGUE.flatMap((entry) => entry.papers.flatMap((paper) => paper.setTexts)));
    for (const entry of EXTRACT_BANK) {
      for (const name of entry.matches.setTexts ?? []) {
        expect(findSetTextProfile(name) !== undefined || (entry.kind === "poetry" && catalogueNames.has(name)), `${entry.id}: ${name}`).toBe(
          true,
        );
      }
    }
  });
});

describe("a set text's passage shows what its question names", () => {
  const macbeth = SET_TEXT_PROFILES.find((profile) => profile.title === "Macbeth") as SetTextProfile;
  const shakespeareQuestion = questionType("extract-to-whole-text", "Shakespeare: extract and whole play");
  const sourcesFor = (questionText: string) =>
    generateOfflineSources(input({ paper: paper("Paper 1: Shakespeare and the 19th-century novel", ["Macbeth", "A Christmas Carol"]), questionType: shakespeareQuestion, questionText }));

  it("notes for every set-text passage the themes it treats, each one of its set text's themes", () => {
    const passages = EXTRACT_BANK.filter((entry) => (entry.matches.setTexts ?? []).some((name) => findSetTextProfile(name)));
    expect(passages.length).toBeGreaterThanOrEqual(15);
    for (const entry of passages) {
      const profile = findSetTextProfile(entry.matches.setTexts?.[0] ?? "") as SetTextProfile;
      expect(entry.matches.themes?.length, entry.id).toBeGreaterThan(0);
      for (const theme of entry.matches.themes ?? []) expect(profile.themes, entry.id).toContain(theme);
    }
  });

  it("prints Macbeth's soliloquy for a question on Duncan or Macbeth, and asks for the student's own extract for Macduff or Lady Macbeth", () => {
    for (const who of ["Duncan", "Macbeth"]) {
      const sources = sourcesFor(`Starting with this extract, how does Shakespeare present ${who} in Macbeth?`);
      expect(sources.kind === "texts" && sources.items[0]?.text, who).toMatch(/^MACBETH\nIf it were done/);
    }
    expect(sourcesFor("Starting with this extract, how does Shakespeare present Macduff in Macbeth?")).toEqual({
      kind: "paste-your-own",
      setText: "Macbeth",
      message:
        "Marker's offline collection has no passage of Macbeth in which Macduff appears. Please paste the extract printed with your question, or choose a passage from your own copy of the play.",
    });
    // "MACBETH" heads the speech; that is not Lady Macbeth.
    expect(sourcesFor("How does Shakespeare present Lady Macbeth and Banquo in Macbeth?")).toMatchObject({
      kind: "paste-your-own",
      message: expect.stringMatching(/^Marker's offline collection has no passage of Macbeth in which Lady Macbeth and Banquo appear\./),
    });
  });

  it("keeps to passages showing every named character, preferring those on the named theme", () => {
    const passage = (id: string, text: string, themes: string[]) => ({
      id,
      title: "Macbeth",
      author: "William Shakespeare",
      year: 1623,
      kind: "drama" as const,
      text,
      matches: { setTexts: ["Macbeth"], themes, subjects: ["english-literature" as const] },
      provenance: "test",
    });
    const dagger = passage("dagger", "MACBETH\nIs this a dagger which I see before me?", ["the supernatural", "guilt"]);
    const letter = passage("letter", "LADY MACBETH\nGlamis thou art, and Cawdor; and shalt be what thou art promised.", ["ambition"]);
    const knocking = passage("knocking", "MACDUFF\nO horror, horror, horror! LADY MACBETH\nWhat's the business?", ["guilt"]);
    const all = [dagger, letter, knocking];
    const ids = (questionText: string) => passagesShowing(all, macbeth, questionText).passages.map((entry) => entry.id);
    expect(ids("How does Shakespeare present Lady Macbeth in Macbeth?")).toEqual(["letter", "knocking"]);
    expect(ids("How does Shakespeare present Lady Macbeth and guilt in Macbeth?")).toEqual(["knocking"]);
    // A theme no passage with the character treats is only a preference.
    expect(ids("How does Shakespeare present Lady Macbeth and ideas about the supernatural in Macbeth?")).toEqual(["letter", "knocking"]);
    expect(ids("How does Shakespeare present ideas about the supernatural in Macbeth?")).toEqual(["dagger"]);
    expect(passagesShowing(all, macbeth, "How does Shakespeare present Banquo and Macduff in Macbeth?")).toEqual({ passages: [], missing: ["Banquo"] });
  });
});

describe("choosing an extract", () => {
  const aqaPaper1 = paper("Paper 1: Shakespeare and the 19th-century novel", [
    "Macbeth",
    "Romeo and Juliet",
    "The Tempest",
    "A Christmas Carol",
    "Jekyll and Hyde",
    "Great Expectations",
    "Frankenstein",
  ]);
  const novelQuestion = questionType("extract-to-whole-text", "19th-century novel: extract and whole novel");
  const shakespeareQuestion = questionType("extract-to-whole-text", "Shakespeare: extract and whole play");

  it("prefers the set text the question names, by character, title or short name", () => {
    const scrooge = generateOfflineExtract(
      input({
        paper: aqaPaper1,
        questionType: novelQuestion,
        questionText: "How does Dickens present Scrooge as a cold and isolated character?",
      }),
    );
    expect(scrooge.title).toBe("A Christmas Carol");
    expect(scrooge.author).toBe("Charles Dickens");

    const macbeth = generateOfflineExtract(
      input({
        paper: aqaPaper1,
        questionType: shakespeareQuestion,
        questionText: "Starting with this extract, how does Shakespeare present Lady Macbeth as a powerful woman?",
      }),
    );
    expect(macbeth.title).toBe("Macbeth");

    for (const seed of SEEDS) {
      const jekyll = generateOfflineExtract(
        input({
          paper: aqaPaper1,
          questionType: novelQuestion,
          questionText: "How does Stevenson present fear in Jekyll and Hyde?",
          seed,
        }),
      );
      expect(jekyll.title).toBe("Strange Case of Dr Jekyll and Mr Hyde");
      const carol = generateOfflineExtract(
        input({ paper: aqaPaper1, questionType: novelQuestion, questionText: "Explore isolation in the Carol.", seed }),
      );
      expect(carol.title).toBe("A Christmas Carol");
    }
  });

  it("falls back to the paper's set texts, varying among them by seed", () => {
    const titles = new Set(
      SEEDS.map(
        (seed) =>
          generateOfflineExtract(
            input({
              paper: aqaPaper1,
              questionType: novelQuestion,
              questionText: "How does the writer present guilt?",
              seed,
            }),
          ).title,
      ),
    );
    for (const title of titles) {
      expect([
        "A Christmas Carol",
        "Strange Case of Dr Jekyll and Mr Hyde",
        "Great Expectations",
        "Frankenstein",
      ]).toContain(title);
    }
    expect(titles.size).toBeGreaterThan(1);

    const single = generateOfflineExtract(
      input({
        paper: paper("Paper 1", ["Pride and Prejudice"]),
        questionType: novelQuestion,
        questionText: "Explore marriage.",
      }),
    );
    expect(single.title).toBe("Pride and Prejudice");
  });

  it("matches a poem the question names from the paper's cluster", () => {
    const exposure = generateOfflineExtract(
      input({
        paper: paper("Paper 2: Modern texts and poetry", ["Power and Conflict"]),
        questionType: questionType("poetry-comparison"),
        questionText: "Compare how poets present the suffering of soldiers in 'Exposure' and in one other poem.",
      }),
    );
    expect(exposure.title).toBe("Exposure");
  });

  it("matches History topics by keyword", () => {
    const cases: { topic: string; kind: QuestionKind; expected: string[] }[] = [
      {
        topic: "Elizabethan England, c1568–1603",
        kind: "source-utility",
        expected: ["Speech to the Troops at Tilbury"],
      },
      {
        topic: "Germany, 1890–1945: Democracy and dictatorship",
        kind: "source-analysis",
        expected: ["The Treaty of Versailles: selected articles"],
      },
      {
        topic: "Norman England, c1066–c1100",
        kind: "interpretation-evaluation",
        expected: ["The Anglo-Saxon Chronicle: the Battle of Hastings and after, 1066"],
      },
      {
        topic: "Britain: Health and the people, c1000 to the present day",
        kind: "source-utility",
        expected: ["On the Mode of Communication of Cholera", "Notes on Nursing: What It Is, and What It Is Not"],
      },
      {
        topic: "Britain: Power and the people, c1170 to the present day",
        kind: "essay",
        expected: ["Freedom or Death"],
      },
      {
        topic: "America, 1840–1895: Expansion and consolidation",
        kind: "explain",
        expected: ["The Gettysburg Address"],
      },
    ];
    for (const { topic: name, kind, expected } of cases) {
      for (const seed of SEEDS.slice(0, 5)) {
        const extract = generateOfflineExtract(
          input({
            subjectId: "history",
            paper: paper("Paper 1"),
            questionType: questionType(kind),
            topic: topic(name),
            questionText: "How useful is Source A?",
            seed,
          }),
        );
        expect(expected, name).toContain(extract.title);
      }
    }
  });

  it("falls back to the kind of text the question needs", () => {
    const history = chooseExtractEntry(
      input({
        subjectId: "history",
        paper: paper("Paper 3"),
        questionType: questionType("source-utility"),
        topic: topic("Mao's China, 1945–76"),
        questionText: "How useful are Sources B and C?",
      }),
    );
    expect(history.kind).toBe("historical-source");

    const unseen = chooseExtractEntry(
      input({ paper: paper("Section C"), questionType: questionType("unseen-poem"), questionText: "In the poem..." }),
    );
    expect(unseen.kind).toBe("poetry");

    const fiction = chooseExtractEntry(
      input({
        subjectId: "english-language",
        paper: paper("Paper 1: Explorations in creative reading and writing"),
        questionType: questionType("language-analysis"),
        questionText: "How does the writer use language here to describe the setting?",
      }),
    );
    expect(fiction.kind).toBe("prose");

    const nonFiction = chooseExtractEntry(
      input({
        subjectId: "english-language",
        paper: paper("Paper 2: Writers' viewpoints and perspectives"),
        questionType: questionType("comparison"),
        questionText: "Compare how the writers convey their different attitudes to poverty.",
      }),
    );
    expect(["nonfiction", "historical-source"]).toContain(nonFiction.kind);
  });

  it("always returns 150-300 words with a title, author and provenance, deterministically", () => {
    const subjects: SubjectId[] = ["english-literature", "english-language", "history"];
    const kinds: QuestionKind[] = [
      "extract-to-whole-text",
      "poetry-comparison",
      "unseen-poem",
      "language-analysis",
      "summary",
      "source-analysis",
      "interpretation-difference",
    ];
    const boards: ExamBoardId[] = ["aqa", "ocr", "edexcel", "wjec"];
    for (const subjectId of subjects) {
      for (const kind of kinds) {
        for (const boardId of boards) {
          for (const seed of SEEDS.slice(0, 6)) {
            const request = input({
              subjectId,
              boardId,
              paper: aqaPaper1,
              questionType: questionType(kind),
              topic: subjectId === "history" ? topic("Germany, 1890–1945") : undefined,
              questionText: "Explore the writer's methods.",
              seed,
            });
            const extract = generateOfflineExtract(request);
            const words = countWords(extract.text);
            expect(words).toBeGreaterThanOrEqual(EXTRACT_MIN_WORDS);
            expect(words).toBeLessThanOrEqual(EXTRACT_MAX_WORDS);
            expect(extract.title.length).toBeGreaterThan(0);
            expect(extract.author.length).toBeGreaterThan(0);
            expect(extract.provenance.length).toBeGreaterThan(0);
            expect(generateOfflineExtract(request)).toEqual(extract);
          }
        }
      }
    }
  });
});

describe("trimming to 150-300 words", () => {
  const carol = EXTRACT_BANK.find((entry) => entry.id === "christmas-carol-stave-1-scrooge");
  const charge = EXTRACT_BANK.find((entry) => entry.id === "charge-of-the-light-brigade");
  const dulce = EXTRACT_BANK.find((entry) => entry.id === "dulce-et-decorum-est-owen");

  it("leaves a passage already in range unchanged", () => {
    expect(trimToWordRange(carol?.text ?? "", "prose")).toBe(carol?.text);
  });

  it("cuts long prose at a sentence boundary and keeps paragraph breaks", () => {
    const long = `${carol?.text ?? ""}\n\n${carol?.text ?? ""}`;
    const trimmed = trimToWordRange(long, "prose");
    const words = countWords(trimmed);
    expect(words).toBeGreaterThanOrEqual(EXTRACT_MIN_WORDS);
    expect(words).toBeLessThanOrEqual(EXTRACT_MAX_WORDS);
    expect(trimmed).toMatch(/[.?!]["'’”]?$/);
    expect(long.startsWith(trimmed.split("\n\n")[0] ?? "")).toBe(true);
    expect(trimmed).toContain("\n\n");
  });

  it("never ends cut prose on a heading without what it heads (a built paper's Versailles source ended 'ARTICLE 232.')", () => {
    const versailles = EXTRACT_BANK.find((entry) => entry.id === "treaty-of-versailles-articles");
    expect(versailles).toBeDefined();
    for (let max = 60; max <= countWords(versailles?.text ?? ""); max += 7) {
      const trimmed = trimToWordRange(versailles?.text ?? "", "historical-source", 0, max);
      expect(trimmed, `max ${max}`).not.toMatch(/ARTICLE \d+\.$/);
      expect(countWords(trimmed), `max ${max}`).toBeLessThanOrEqual(max);
    }
    // The source's sharing of the space in a built paper: half of 300 words.
    expect(trimToWordRange(versailles?.text ?? "", "historical-source", 90, 150)).toMatch(/\.$/);
  });

  it("says in a cut source's provenance where the print ends, so it never claims an article that is not printed", () => {
    const versailles = EXTRACT_BANK.find((entry) => entry.id === "treaty-of-versailles-articles")!;
    const cut = trimToWordRange(versailles.text, "historical-source", 90, 150);
    const last = [...cut.matchAll(/(?:^|\n)ARTICLE (\d+)\./g)].at(-1)?.[1];
    expect(last).toBeDefined();
    expect(cut).not.toContain("ARTICLE 232.");
    expect(provenanceFor(versailles, cut)).toBe(`${versailles.provenance} The extract printed here ends with Article ${last}.`);
    // Printed whole, the provenance is the bank's own.
    expect(provenanceFor(versailles, versailles.text)).toBe(versailles.provenance);
  });

  it("cuts long verse at a line boundary", () => {
    const long = `${charge?.text ?? ""}\n\n${dulce?.text ?? ""}`;
    const trimmed = trimToWordRange(long, "poetry");
    const words = countWords(trimmed);
    expect(words).toBeGreaterThanOrEqual(EXTRACT_MIN_WORDS);
    expect(words).toBeLessThanOrEqual(EXTRACT_MAX_WORDS);
    const lines = new Set(long.split("\n"));
    for (const line of trimmed.split("\n")) expect(lines.has(line)).toBe(true);
  });

  it("cuts at a word when a single sentence is too long to keep whole", () => {
    const oneSentence = `${Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ")}.`;
    const trimmed = trimToWordRange(oneSentence, "prose");
    expect(countWords(trimmed)).toBeLessThanOrEqual(EXTRACT_MAX_WORDS);
    expect(countWords(trimmed)).toBeGreaterThanOrEqual(EXTRACT_MIN_WORDS);
  });
});

describe("the credit under a source Marker wrote for practice", () => {
  it("reads on in its sentence and says once that it is not a real document (Edexcel Weimar and Nazi Germany, Question 3)", () => {
    const entry = allQuestionTypes().find(
      (candidate) => candidate.boardSubject.boardId === "edexcel" && candidate.boardSubject.subjectId === "history" && candidate.questionType.id === "q3a-sources-useful" && candidate.topic?.id === "germany",
    );
    if (!entry) throw new Error("the catalogue has Edexcel's Weimar and Nazi Germany Question 3(a)");
    const sources = generateOfflineSources({
      subjectId: "history",
      boardId: "edexcel",
      paper: entry.paper,
      topic: entry.topic,
      questionType: entry.questionType,
      questionText: "How useful are Sources B and C for an enquiry into the reasons why Hitler became Chancellor in 1933? Use both sources and your knowledge of the historical context.",
      seed: "credit",
    });
    if (sources.kind !== "texts") throw new Error(`no sources: ${JSON.stringify(sources)}`);
    const printed = formatSources(sources.items);
    // "(From A report on ..., invented for practice by Marker, not a real historical document)" under a text that opens
    // by saying it is not a real historical document.
    expect(printed).toMatch(/\(From (an?|the) [a-zA-Z]/);
    expect(printed).not.toMatch(/\(From (An?|From) /);
    for (const item of sources.items) {
      expect(printed.split(item.text).length - 1).toBe(1);
    }
    expect(printed.match(/not a real historical document/g)?.length).toBe(sources.items.length);
  });
});

describe("a History question in the student's own words", () => {
  it("gets the sources of the enquiry it asks about when it words it differently ('able to become Chancellor'), and none on another subject", () => {
    const entry = allQuestionTypes().find(
      (candidate) => candidate.boardSubject.boardId === "edexcel" && candidate.boardSubject.subjectId === "history" && candidate.questionType.id === "q3a-sources-useful" && candidate.topic?.id === "germany",
    )!;
    const ask = (questionText: string) =>
      generateOfflineSources({ subjectId: "history", boardId: "edexcel", paper: entry.paper, topic: entry.topic, questionType: entry.questionType, questionText, seed: "own-words" });
    const own = ask("How useful are Sources B and C for an enquiry into why Hitler was able to become Chancellor in January 1933? Explain your answer, using Sources B and C and your knowledge of the historical context.");
    expect(own.kind, JSON.stringify(own)).toBe("texts");
    if (own.kind === "texts") expect(own.items.map((item) => item.text).join(" ")).toMatch(/Chancellor/);
    // A question on something the library holds nothing on is still told so, not given texts on something else.
    const other = ask("How useful are Sources B and C for an enquiry into the Olympic Games held in Berlin in 1936?");
    expect(other.kind).not.toBe("texts");
  });

  it("finds the enquiry in another form of its words: 'the Italian invasion of Abyssinia', 'the Manchurian crisis', 'the policing of Whitechapel'", () => {
    type Entry = ReturnType<typeof allQuestionTypes>[number];
    const ask = (entry: Entry, questionText: string) =>
      generateOfflineSources({ subjectId: "history", boardId: entry.boardSubject.boardId, paper: entry.paper, topic: entry.topic, questionType: entry.questionType, questionText, seed: "own-words" });
    const interwar = allQuestionTypes().find(
      (candidate) => candidate.boardSubject.boardId === "aqa" && candidate.topic?.id === "interwar-years" && /how useful are the two sources/i.test(candidate.questionType.name),
    )!;
    const whitechapel = allQuestionTypes().find(
      (candidate) => candidate.boardSubject.boardId === "edexcel" && /Whitechapel/.test(candidate.topic?.name ?? "") && candidate.questionType.id === "q2a-sources-useful",
    )!;
    expect(interwar).toBeDefined();
    expect(whitechapel).toBeDefined();
    for (const [entry, question, shown] of [
      [interwar, "How useful are Sources B and C to a historian studying the League's response to the Italian invasion of Abyssinia?", /Abyssinia/],
      [interwar, "How useful are Sources B and C to a historian studying the Manchurian crisis?", /Manchuria/],
      [whitechapel, "How useful are Sources A and B for an enquiry into the policing of Whitechapel?", /police|constable/i],
    ] as const) {
      const sources = ask(entry, question);
      expect(sources.kind, `${question}: ${JSON.stringify(sources)}`).toBe("texts");
      if (sources.kind === "texts") expect(sources.items.map((item) => item.text).join(" "), question).toMatch(shown);
    }
    // Still nothing on what the library lacks.
    expect(ask(interwar, "How useful are Sources B and C to a historian studying the Spanish Civil War?").kind).not.toBe("texts");
  });
});

describe("a text printed in part says so under it", () => {
  it("gives a poem cut to fit its lines printed and its whole length, and a whole text nothing more (a review: 'Porphyria's Lover' stopped at line 41 of 60 under a bare attribution)", () => {
    const poem = EXTRACT_BANK.find((entry) => entry.title === "Porphyria's Lover")!;
    const printed = trimToWordRange(poem.text, poem.kind);
    const lines = (text: string) => text.split("\n").filter((line) => line.trim() !== "").length;
    // The library holds lines 1-41 of the poem's 60 (its provenance says so).
    expect(poem.provenance).toContain("lines 1-41 of 60");
    const item = { text: printed, title: poem.title, author: poem.author, provenance: provenanceFor(poem, printed), ...cutOf(poem, printed), invented: false };
    expect(formatSources([item])).toMatch(new RegExp(`\\(From Porphyria's Lover, Robert Browning: the first ${lines(printed)} of its 60 lines\\)$`));
    const exposure = EXTRACT_BANK.find((entry) => entry.title === "Exposure")!;
    expect(cutOf(exposure, trimToWordRange(exposure.text, exposure.kind))).toEqual({ cut: "stanzas 1-5 of its 8" });
    const whole = EXTRACT_BANK.find((entry) => entry.title === "Dulce et Decorum Est")!;
    expect(cutOf(whole, trimToWordRange(whole.text, whole.kind))).toEqual({});
    // Prose cut to share a page with another text says it is shortened.
    const prose = EXTRACT_BANK.find((entry) => entry.kind === "prose" && countWords(entry.text) > 200)!;
    expect(cutOf(prose, trimToWordRange(prose.text, prose.kind, 100, 150))).toEqual({ cut: "shortened" });
    expect(cutOf(prose, prose.text)).toEqual({});
  });
});
