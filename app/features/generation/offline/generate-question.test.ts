import { describe, expect, it } from "vitest";

import { allQuestionTypes } from "~/features/catalogue/catalogue";
import type { ExamBoardId } from "~/features/catalogue/subjects";
import type { Paper, QuestionKind, QuestionType, Topic } from "~/features/catalogue/types";

import { DEFAULT_SEED, factorVerb, generateOfflineQuestion, hashString, namesMentioned, pickBySeed } from "./generate-question";

// Small catalogue objects built inline: the generator takes them as parameters, so the tests do not
// depend on the real catalogue's contents.

function questionType(kind: QuestionKind, name: string = kind): QuestionType {
  return {
    id: `${kind}-test`,
    name,
    kind,
    marks: 30,
    objectives: [{ code: "AO1", marks: 30 }],
    levels: [],
    accuracyMarks: 0,
    needsSource: false,
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

/** Counts sentence ends conservatively: . ? ! (possibly before closing quotes) followed by a space or the end. */
function countSentences(text: string): number {
  return text.match(/[.?!]+["'’”)]*(?=\s|$)/g)?.length ?? 0;
}

const BOARDS: ExamBoardId[] = ["aqa", "ocr", "edexcel", "wjec"];
const SEEDS = Array.from({ length: 24 }, (_, i) => `seed-${i}`);

function expectOneToThreeSentences(question: string): void {
  const sentences = countSentences(question);
  expect(sentences, question).toBeGreaterThanOrEqual(1);
  expect(sentences, question).toBeLessThanOrEqual(3);
}

describe("English Literature questions", () => {
  const literaturePaper = paper("Paper 1: Shakespeare and the 19th-century novel", [
    "Macbeth",
    "Romeo and Juliet",
    "A Christmas Carol",
    "Jekyll and Hyde",
    "Pride and Prejudice",
  ]);
  const modernPaper = paper("Paper 2: Modern texts and poetry", ["An Inspector Calls", "Lord of the Flies", "DNA"]);
  const poetryPaper = paper("Paper 2: Modern texts and poetry", ["Power and Conflict"]);

  it("writes 1-3 sentences naming one of the paper's set texts, for every board and many seeds", () => {
    const cases: { paper: Paper; type: QuestionType }[] = [
      { paper: literaturePaper, type: questionType("extract-to-whole-text", "Shakespeare: extract and whole play") },
      {
        paper: literaturePaper,
        type: questionType("extract-to-whole-text", "19th-century novel: extract and whole novel"),
      },
      { paper: modernPaper, type: questionType("whole-text-essay", "Modern prose or drama essay") },
    ];
    for (const boardId of BOARDS) {
      for (const { paper: p, type } of cases) {
        for (const seed of SEEDS) {
          const question = generateOfflineQuestion({
            subjectId: "english-literature",
            boardId,
            paper: p,
            questionType: type,
            seed,
          });
          expectOneToThreeSentences(question);
          expect(
            p.setTexts.some((text) => question.includes(text)),
            question,
          ).toBe(true);
        }
      }
    }
  });

  it("asks the Shakespeare question about a play and the novel question about a novel", () => {
    for (const seed of SEEDS) {
      const shakespeare = generateOfflineQuestion({
        subjectId: "english-literature",
        boardId: "aqa",
        paper: literaturePaper,
        questionType: questionType("extract-to-whole-text", "Shakespeare: extract and whole play"),
        seed,
      });
      expect(shakespeare).toMatch(/Macbeth|Romeo and Juliet/);
      expect(shakespeare).toContain("Shakespeare");
      const novel = generateOfflineQuestion({
        subjectId: "english-literature",
        boardId: "aqa",
        paper: literaturePaper,
        questionType: questionType("extract-to-whole-text", "19th-century novel: extract and whole novel"),
        seed,
      });
      expect(novel).toMatch(/A Christmas Carol|Jekyll and Hyde|Pride and Prejudice/);
      expect(novel).not.toContain("Shakespeare");
    }
  });

  it("follows AQA's 'Starting with this extract' style for the extract question", () => {
    const question = generateOfflineQuestion({
      subjectId: "english-literature",
      boardId: "aqa",
      paper: paper("Paper 1", ["Macbeth"]),
      questionType: questionType("extract-to-whole-text", "Shakespeare: extract and whole play"),
    });
    expect(question).toMatch(/^Starting with this extract, (how does|explore how) Shakespeare present/);
    expect(question).toContain("Macbeth");
    expect(question).toMatch(/as a whole\.$/);
  });

  it("still names a set text it holds no notes on, and finds a text when the paper lists none", () => {
    const unknown = generateOfflineQuestion({
      subjectId: "english-literature",
      boardId: "ocr",
      paper: paper("Component 01", ["The Lantern Keeper"]),
      questionType: questionType("extract-to-whole-text", "19th-century prose"),
      seed: "x",
    });
    expect(unknown).toContain("The Lantern Keeper");
    expectOneToThreeSentences(unknown);

    const none = generateOfflineQuestion({
      subjectId: "english-literature",
      boardId: "edexcel",
      paper: paper("Paper 2: 19th-century Novel and Poetry"),
      questionType: questionType("extract-to-whole-text", "19th-century novel: extract"),
    });
    expectOneToThreeSentences(none);
  });

  it("compares anthology poems from the paper's cluster, naming a real poem for AQA", () => {
    for (const boardId of BOARDS) {
      for (const seed of SEEDS) {
        const question = generateOfflineQuestion({
          subjectId: "english-literature",
          boardId,
          paper: poetryPaper,
          questionType: questionType("poetry-comparison", "Anthology poetry comparison"),
          seed,
        });
        expectOneToThreeSentences(question);
        expect(question).toContain("Power and Conflict");
      }
    }
    const aqa = generateOfflineQuestion({
      subjectId: "english-literature",
      boardId: "aqa",
      paper: poetryPaper,
      questionType: questionType("poetry-comparison"),
      seed: "poem",
    });
    expect(aqa).toMatch(
      /^Compare (how|the ways) poets present .+ in '[^']+' and in one other poem from 'Power and Conflict'\.$/,
    );
  });

  it("takes the cluster from the paper's poetry, never one of its novels or plays", () => {
    // AQA Paper 2 lists its modern texts and its anthology clusters together.
    const paper2 = paper("Paper 2: Modern texts and poetry", [
      "An Inspector Calls (J. B. Priestley)",
      "Blood Brothers (Willy Russell)",
      "Telling Tales (AQA anthology)",
      "Poems Past and Present: Love and relationships cluster",
      "Poems Past and Present: Power and conflict cluster",
    ]);
    const clusters = new Set<string>();
    for (const boardId of BOARDS) {
      for (const seed of SEEDS) {
        const question = generateOfflineQuestion({
          subjectId: "english-literature",
          boardId,
          paper: paper2,
          questionType: questionType("poetry-comparison", "Poetry anthology: compare two poems"),
          seed,
        });
        // The cluster as the paper names it ('Power and conflict'), not the catalogue's "Poems Past and Present: ... cluster".
        expect(question, question).toMatch(/one other poem from '(Love and relationships|Power and conflict)'/);
        expect(question, question).not.toMatch(/Inspector|Blood Brothers|Telling Tales|Poems Past and Present|cluster/);
        clusters.add(/one other poem from '([^']+)'/.exec(question)?.[1] ?? "");
      }
    }
    expect(clusters.size, "both clusters are asked about").toBe(2);
  });

  it("asks a poetry anthology question of any kind about a poem from the cluster", () => {
    const component2 = paper("Component 02: Exploring poetry and Shakespeare", ["Towards a World Unknown: Conflict cluster", "Macbeth", "Romeo and Juliet"]);
    for (const seed of SEEDS) {
      // OCR's "another poem from the cluster" is an essay in the catalogue; Eduqas's named poem, an analysis.
      const another = generateOfflineQuestion({
        subjectId: "english-literature",
        boardId: "ocr",
        paper: component2,
        questionType: questionType("whole-text-essay", "Poetry (b): another poem from the cluster"),
        seed,
      });
      expectOneToThreeSentences(another);
      expect(another).toMatch(/^Explore in detail one other poem from 'Conflict' in which the poet presents .+\./);
      expect(another).not.toMatch(/Macbeth|Romeo|Shakespeare/);
      const named = generateOfflineQuestion({
        subjectId: "english-literature",
        boardId: "wjec",
        paper: paper("Component 1: Shakespeare and poetry", ["Macbeth", "Eduqas Poetry Anthology (poems from 1789 to the present)"]),
        questionType: questionType("language-analysis", "Poetry anthology (a): the named poem"),
        seed,
      });
      expectOneToThreeSentences(named);
      // The bank holds two of the Eduqas anthology's poems, so the question names the one printed with it.
      expect(named).toMatch(/^Write about the ways in which the poet presents .+ in '(Dulce et Decorum Est|To Autumn)', from the Eduqas Poetry Anthology\.$/);
    }
  });

  it("asks about unseen poems in 1-3 sentences", () => {
    for (const boardId of BOARDS) {
      for (const kind of ["unseen-poem", "unseen-poetry-comparison"] as const) {
        for (const seed of SEEDS) {
          const question = generateOfflineQuestion({
            subjectId: "english-literature",
            boardId,
            paper: paper("Section C: Unseen poetry"),
            questionType: questionType(kind),
            seed,
          });
          expectOneToThreeSentences(question);
          expect(question.toLowerCase()).toContain("poe");
        }
      }
    }
  });
});

describe("English Language questions", () => {
  const languageKinds: QuestionKind[] = [
    "retrieval",
    "language-analysis",
    "structure-analysis",
    "evaluation",
    "summary",
    "comparison",
    "creative-writing",
    "viewpoint-writing",
  ];
  const papers = [
    paper("Paper 1: Explorations in creative reading and writing"),
    paper("Paper 2: Writers' viewpoints and perspectives"),
  ];

  it("writes 1-3 sentences for every kind, board and paper", () => {
    for (const boardId of BOARDS) {
      for (const p of papers) {
        for (const kind of languageKinds) {
          for (const seed of SEEDS) {
            const question = generateOfflineQuestion({
              subjectId: "english-language",
              boardId,
              paper: p,
              questionType: questionType(kind),
              seed,
            });
            expectOneToThreeSentences(question);
          }
        }
      }
    }
  });

  it("uses AQA's descriptive and narrative tasks and its broadsheet viewpoint task", () => {
    const creative = SEEDS.map((seed) =>
      generateOfflineQuestion({
        subjectId: "english-language",
        boardId: "aqa",
        paper: papers[0] as Paper,
        questionType: questionType("creative-writing"),
        seed,
      }),
    );
    expect(creative.some((q) => q.includes("Write a description suggested by"))).toBe(true);
    expect(creative.some((q) => q.includes("Write a story about"))).toBe(true);

    const viewpoint = SEEDS.map((seed) =>
      generateOfflineQuestion({
        subjectId: "english-language",
        boardId: "aqa",
        paper: papers[1] as Paper,
        questionType: questionType("viewpoint-writing"),
        seed,
      }),
    );
    expect(
      viewpoint.some((q) =>
        /^'.+' Write an article for a broadsheet newspaper in which you explain your point of view on this statement\.$/.test(
          q,
        ),
      ),
    ).toBe(true);
  });

  it("points a non-fiction paper's retrieval question at Source A", () => {
    const question = generateOfflineQuestion({
      subjectId: "english-language",
      boardId: "aqa",
      paper: papers[1] as Paper,
      questionType: questionType("retrieval"),
    });
    expect(question).toContain("Source A");
  });
});

describe("History questions", () => {
  const historyKinds: QuestionKind[] = [
    "describe",
    "explain",
    "account",
    "source-analysis",
    "source-utility",
    "interpretation-difference",
    "interpretation-evaluation",
    "significance",
    "essay",
  ];
  // Each topic with the words that show a question is about it.
  const topics: { topic: Topic; about: RegExp }[] = [
    {
      topic: topic("Germany, 1890–1945: Democracy and dictatorship"),
      about: /German|Weimar|Nazi|Hitler|Stresemann|Reichstag|Versailles/,
    },
    {
      topic: topic("Britain: Health and the people, c1000 to the present day"),
      about:
        /medic|disease|health|Jenner|Snow|cholera|Nightingale|Pasteur|penicillin|NHS|Black Death|surgery|Church|Western Front/i,
    },
    {
      topic: topic("Elizabethan England, c1568–1603"),
      about: /Elizabeth|Armada|Mary|Spanish|Spain|Poor Law|Drake|theatre|Puritan|Catholic|poor/,
    },
    {
      topic: topic("Conflict and tension: the inter-war years, 1918–1939"),
      about:
        /Versailles|League|appeasement|Abyssinia|Manchuria|Rhineland|Munich|Nazi-Soviet|Second World War|Europe|Germany/,
    },
    {
      topic: topic("Norman England, c1066–c1100"),
      about: /Norman|Hastings|William|castle|feudal|Harrying|Domesday|Edward the Confessor|England/,
    },
    {
      topic: topic("The American West, c1835–c1895"),
      about: /Plains|homestead|West|Civil War|Mormon|gold|Little Bighorn|America/i,
    },
    { topic: topic("Mao's China, 1945–76"), about: /Mao|China|Chinese|Communist|Great Leap Forward|Cultural Revolution|Red Guards|Hundred Flowers|land reform/ },
    { topic: topic("Conflict and Upheaval: England, 1337–1381"), about: /Crécy|Black Death|Statute of Labourers|Peasants' Revolt|peasants|poll tax|Hundred Years War|England/ },
    { topic: topic("Empire, Reform and War: Britain, 1890–1918"), about: /Liberal|suffragette|Boer War|First World War|People's Budget|National Insurance|Defence of the Realm|Representation of the People|vote|Britain|women/ },
    {
      topic: topic("Austerity, Affluence and Discontent: Britain, 1951–1979"),
      about: /rationing|teenagers|young people|Three Day Week|winter of discontent|Suez|Notting Hill|European Economic Community|Europe|Britain|British|trade unions|strike/,
    },
    // No notes are held on this option (its years were not found): the question names the option itself.
    { topic: topic("The Development of the UK (period study)"), about: /The Development of the UK/ },
  ];

  it("writes 1-3 sentences about the chosen topic for every kind, board and seed", () => {
    for (const boardId of BOARDS) {
      for (const { topic: t, about } of topics) {
        for (const kind of historyKinds) {
          for (const seed of SEEDS.slice(0, 10)) {
            const question = generateOfflineQuestion({
              subjectId: "history",
              boardId,
              paper: paper("Paper 1: Understanding the modern world"),
              questionType: questionType(kind),
              topic: t,
              seed,
            });
            expectOneToThreeSentences(question);
            expect(question, `${t.name} / ${kind}`).toMatch(about);
          }
        }
      }
    }
  });

  it("follows the boards' question stems", () => {
    const germany = topics[0]?.topic as Topic;
    const ask = (boardId: ExamBoardId, kind: QuestionKind, seed?: string) =>
      generateOfflineQuestion({
        subjectId: "history",
        boardId,
        paper: paper("Paper 1"),
        questionType: questionType(kind),
        topic: germany,
        seed,
      });
    expect(ask("aqa", "describe")).toMatch(/^Describe two /);
    expect(ask("aqa", "essay")).toMatch(/^'.+\.' How far do you agree with this statement\? Explain your answer\.$/);
    expect(ask("edexcel", "interpretation-evaluation")).toMatch(/^How far do you agree with Interpretation 2 about /);
    const edexcelExplains = SEEDS.map((seed) => ask("edexcel", "explain", seed));
    expect(edexcelExplains.some((q) => q.startsWith("Explain what was important about"))).toBe(true);
    expect(edexcelExplains.some((q) => q.startsWith("Explain why"))).toBe(true);
    expect(ask("aqa", "account")).toMatch(/^Write an account of how /);
  });
});

describe("determinism", () => {
  const input = {
    subjectId: "english-literature" as const,
    boardId: "aqa" as const,
    paper: paper("Paper 1", ["Macbeth", "A Christmas Carol", "Frankenstein"]),
    questionType: questionType("extract-to-whole-text"),
  };

  it("gives the same question for the same seed, and the default seed when none is given", () => {
    expect(generateOfflineQuestion({ ...input, seed: "abc" })).toBe(generateOfflineQuestion({ ...input, seed: "abc" }));
    expect(generateOfflineQuestion(input)).toBe(generateOfflineQuestion({ ...input, seed: DEFAULT_SEED }));
  });

  it("gives variety across seeds", () => {
    const literature = new Set(SEEDS.map((seed) => generateOfflineQuestion({ ...input, seed })));
    expect(literature.size).toBeGreaterThan(5);
    const history = new Set(
      SEEDS.map((seed) =>
        generateOfflineQuestion({
          subjectId: "history",
          boardId: "aqa",
          paper: paper("Paper 1"),
          questionType: questionType("essay"),
          topic: topic("Germany, 1890–1945: Democracy and dictatorship"),
          seed,
        }),
      ),
    );
    expect(history.size).toBeGreaterThan(1);
  });

  it("reads the longest name first, and a work's own name as the work", () => {
    const macbeth = ["Macbeth", "Lady Macbeth", "Banquo"];
    expect(namesMentioned("How does Shakespeare present Lady Macbeth in Macbeth?", macbeth, ["Macbeth"])).toEqual(["Lady Macbeth"]);
    expect(namesMentioned("How does Shakespeare present Banquo and Lady Macbeth?", macbeth)).toEqual(["Banquo", "Lady Macbeth"]);
    expect(namesMentioned("MACBETH\nIf it were done when 'tis done", macbeth)).toEqual(["Macbeth"]);
    expect(namesMentioned("How does Eliot present ideas about community in Silas Marner?", ["Silas Marner", "Eppie"], ["Silas Marner"])).toEqual([]);
  });

  it("hashes and picks stably", () => {
    expect(hashString("marker")).toBe(hashString("marker"));
    expect(hashString("marker")).not.toBe(hashString("Marker"));
    expect(pickBySeed(["a", "b", "c"], "s", "slot")).toBe(pickBySeed(["a", "b", "c"], "s", "slot"));
    expect(() => pickBySeed([], "s", "slot")).toThrow();
  });
});

describe("Eduqas English Language Component 1's three AO2 questions on the answer form", () => {
  it("ask three different things: how the writer shows (A2), impressions from the language (A3), how an effect is made (A4)", () => {
    const component1 = allQuestionTypes().filter(
      (entry) => entry.boardSubject.subjectId === "english-language" && entry.boardSubject.boardId === "wjec" && entry.paper.id === "component-1",
    );
    const byId = (id: string) => component1.find((entry) => entry.questionType.id === id)!;
    for (const seed of ["one", "two", "three", "four"]) {
      const [a2, a3, a4] = ["a2", "a3", "a4"].map((id) => {
        const { boardSubject, paper, questionType, topic } = byId(id);
        return generateOfflineQuestion({ subjectId: boardSubject.subjectId, boardId: boardSubject.boardId, paper, questionType, topic, seed });
      });
      expect(a2).toMatch(/How does the writer show .+\?/);
      expect(a3).toMatch(/^What impressions do you get of .+ from lines \d+ to \d+\? You must refer to the language used/);
      expect(a4).toMatch(/^Look at lines \d+ to \d+, the end of the extract about \w+\. How does the writer create .+ here\?/);
      expect(new Set([a2, a3, a4]).size).toBe(3);
    }
  });
});

describe("Eduqas English Language Component 2's two writing tasks", () => {
  it("are never the same task: task 1 a letter or a report on a proposal, task 2 an article or a speech on a statement", () => {
    const component2 = allQuestionTypes().filter(
      (entry) => entry.boardSubject.subjectId === "english-language" && entry.boardSubject.boardId === "wjec" && entry.paper.id === "component-2",
    );
    const write = (id: string, seed: string) => {
      const { boardSubject, paper, questionType } = component2.find((entry) => entry.questionType.id === id)!;
      return generateOfflineQuestion({ subjectId: boardSubject.subjectId, boardId: boardSubject.boardId, paper, questionType, seed });
    };
    const firsts = new Set<string>();
    for (let n = 0; n < 40; n++) {
      const [first, second] = [write("b1", `one-${n}`), write("b2", `two-${n}`)];
      expect(first).toMatch(/Write a (letter|report)/);
      expect(second).toMatch(/Write (an article|the speech)/);
      expect(first).not.toMatch(/local library/);
      firsts.add(first);
    }
    expect(firsts.size).toBeGreaterThan(3);
  });
});

describe("factor questions' grammar", () => {
  it("agrees the verb with the factor: 'Have the actions of individuals been...', 'Has war been...'", () => {
    expect(factorVerb("the actions of individuals")).toBe("Have");
    expect(factorVerb("war")).toBe("Has");
    expect(factorVerb("the work of individuals")).toBe("Has");
    expect(factorVerb("protest by ordinary people")).toBe("Has");
    expect(factorVerb("science and technology")).toBe("Has");
    expect(factorVerb("economics")).toBe("Has");
  });
});
