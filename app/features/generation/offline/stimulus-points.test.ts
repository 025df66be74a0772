import { describe, expect, it } from "vitest";

import { allQuestionTypes } from "~/features/catalogue/catalogue";

import {
  eventsNamedIn,
  generateOfflineQuestion,
  generateOfflineQuestionWithChoices,
  type HistoryTopicProfile,
  historyProfileFor,
  questionYears,
  stimulusFor,
  withinPeriod,
} from "./generate-question";
import { historyAreaFor } from "./history-documents";

// Audit of built papers, finding 1: Edexcel prints two stimulus points under its 12-mark "Explain why ..." questions
// (Paper 1 Question 4, Paper 2 booklet B Question 1(b), Paper 3 Question 2; facts §4.3, S7), and the catalogue's
// guidance says so, but the offline generator wrote none. Every such question of every Edexcel topic, with many
// seeds, as the answer form asks for it and as a practice-paper build does.

const SEEDS = Array.from({ length: 40 }, (_, index) => `stimulus-${index}`);

const EDEXCEL_EXPLAIN_WHY = allQuestionTypes().filter(
  (entry) => entry.boardSubject.subjectId === "history" && entry.boardSubject.boardId === "edexcel" && /explain why/i.test(entry.questionType.name),
);

/** The longer words of a text (five letters or more), each by its first five letters: "crimes" and "crime" alike. */
function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z][a-z'’-]{4,}/g) ?? []).map((word) => word.slice(0, 5)));
}

const SMALL_WORDS = new Set(["the", "and", "for", "was", "were", "his", "her", "its", "their", "with", "from", "that", "this", "who", "why"]);

/** The words of a text other than its small words, years included: "the Public Health Act of 1875" adds "act" and "1875". */
function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => word.length >= 3 && !SMALL_WORDS.has(word)));
}

/** What the offline library knows of a topic apart from its stimulus points: its profile's phrases and its sources. */
function knowledgeOf(profile: HistoryTopicProfile, topicName: string): Set<string> {
  const { stimulus: _stimulus, match: _match, namedEvents: _named, id: _id, ...phrases } = profile;
  const area = historyAreaFor(profile.id, topicName);
  const documents = (area?.enquiries ?? []).flatMap((enquiry) => [
    ...enquiry.about,
    ...(enquiry.sources ?? []).flatMap((source) => [source.what, source.text]),
    ...(enquiry.views ?? []).map((view) => view.text),
  ]);
  return stems([topicName, JSON.stringify(phrases), ...documents].join(" "));
}

/** The question as printed: its own line, the two points, and the lines around them. */
function parse(text: string) {
  const lines = text.split("\n");
  return { lines, question: lines[0] ?? "", points: lines.filter((line) => line.startsWith("• ")).map((line) => line.slice(2)) };
}

describe("Edexcel 'Explain why' questions print two stimulus points (audit finding 1)", () => {
  it("covers the explain-why question of every Edexcel topic that has one: Paper 1 Q4, Paper 2 B Q1(b), Paper 3 Q2", () => {
    expect(new Set(EDEXCEL_EXPLAIN_WHY.map((entry) => `${entry.paper.id} ${entry.questionType.id}`))).toEqual(
      new Set(["paper-1 q4-explain-why", "paper-2 q1b-explain-why", "paper-3 q2-explain-why"]),
    );
    expect(EDEXCEL_EXPLAIN_WHY).toHaveLength(4 + 4 + 4);
  });

  it.each(EDEXCEL_EXPLAIN_WHY.map((entry) => ({ key: `${entry.paper.id}/${entry.topic?.id}`, entry })))(
    "$key: two distinct points on the topic, never the question's own event, between the board's words, for every seed",
    ({ entry }) => {
      const topicName = entry.topic?.name ?? entry.paper.name;
      const profile = historyProfileFor(entry.topic, entry.paper);
      const knowledge = knowledgeOf(profile, topicName);
      const asked = new Set<string>();
      for (const seed of SEEDS) {
        const base = { subjectId: "history" as const, boardId: "edexcel" as const, paper: entry.paper, questionType: entry.questionType, topic: entry.topic, seed };
        for (const text of [generateOfflineQuestion(base), generateOfflineQuestion({ ...base, build: { earlierQuestions: [] } })]) {
          const { lines, question, points } = parse(text);
          const where = `${topicName}: ${text}`;
          expect(lines, where).toHaveLength(5);
          expect(question, where).toMatch(/^Explain why .+\.$/);
          expect(lines[1], where).toBe("You may use the following in your answer:");
          expect(lines[4], where).toBe("You must also use information of your own.");
          expect(points, where).toHaveLength(2);
          const [first, second] = points as [string, string];
          expect(first.toLowerCase(), where).not.toBe(second.toLowerCase());
          // Still one to three sentences (spec §9): the points are not sentences.
          expect(text.match(/[.?!]+["'’”)]*(?=\s|$)/g)?.length, where).toBeLessThanOrEqual(3);
          const ownEvents = new Set(eventsNamedIn(question, profile));
          for (const point of points) {
            // Not the question's own event again: none of the events it names, and something the question does not say.
            expect(eventsNamedIn(point, profile).filter((event) => ownEvents.has(event)), `${where} / ${point}`).toEqual([]);
            expect([...words(point)].some((word) => !words(question).has(word)), `${where} / ${point}`).toBe(true);
            // On the topic: it names something the offline library knows of this topic.
            expect([...stems(point)].some((stem) => knowledge.has(stem)), `${where} / ${point}`).toBe(true);
          }
          asked.add(question);
        }
      }
      // The seeds reach every "Explain why" the topic can ask, each with its points (of the thematic study's whole
      // period on Paper 1, never only the historic environment's years).
      expect(asked.size, topicName).toBe(withinPeriod(profile.why, questionYears(topicName, profile, false)).length);
    },
  );

  it("a topic's questions get different points: each question its own pair, not one pair for the topic", () => {
    for (const entry of EDEXCEL_EXPLAIN_WHY) {
      const byQuestion = new Map<string, string>();
      for (const seed of SEEDS) {
        const { question, points } = parse(
          generateOfflineQuestion({ subjectId: "history", boardId: "edexcel", paper: entry.paper, questionType: entry.questionType, topic: entry.topic, seed }),
        );
        byQuestion.set(question, points.join(" | "));
      }
      expect(new Set(byQuestion.values()).size, entry.topic?.name).toBe(byQuestion.size);
    }
  });

  it("a model rewording a built question must keep the points and the words around them", () => {
    const entry = EDEXCEL_EXPLAIN_WHY[0];
    if (!entry) throw new Error("no Edexcel explain-why question");
    const { text, choices } = generateOfflineQuestionWithChoices({
      subjectId: "history",
      boardId: "edexcel",
      paper: entry.paper,
      questionType: entry.questionType,
      topic: entry.topic,
      seed: "stimulus-choices",
      build: { earlierQuestions: [] },
    });
    expect(choices).toEqual(expect.arrayContaining([...parse(text).points, "You may use the following in your answer:", "You must also use information of your own."]));
  });

  it("other boards' explain-why questions, and Edexcel's other questions, print none", () => {
    const others = allQuestionTypes().filter(
      (entry) =>
        entry.boardSubject.subjectId === "history" && !(entry.boardSubject.boardId === "edexcel" && /explain why/i.test(entry.questionType.name)),
    );
    for (const entry of others) {
      for (const seed of SEEDS.slice(0, 3)) {
        const text = generateOfflineQuestion({
          subjectId: "history",
          boardId: entry.boardSubject.boardId,
          paper: entry.paper,
          questionType: entry.questionType,
          topic: entry.topic,
          seed,
        });
        expect(text, `${entry.boardSubject.boardId} ${entry.questionType.name}`).not.toContain("You may use the following in your answer:");
      }
    }
  });

  it("a phrase with no points of its own takes its topic's reasons for the same outcome, else two other events, else none", () => {
    const profile: HistoryTopicProfile = {
      id: "test",
      match: /test/,
      describe: ["features of the test"],
      why: ["the Tsar abdicated", "the war began"],
      events: ["the Battle of Tannenberg", "the Treaty of Brest-Litovsk", "the start of the war"],
      account: ["the war went on"],
      sources: ["the war"],
      interpretations: ["the war"],
      statements: ["The war mattered."],
      reasons: [{ why: "the Tsar abdicated", bullets: ["the First World War", "food shortages in the cities"] }],
    };
    expect(stimulusFor(profile, "the Tsar abdicated", "Test, 1900–1950")).toEqual(["the First World War", "food shortages in the cities"]);
    expect(stimulusFor(profile, "the war began", "Test, 1900–1950")).toEqual(["the Battle of Tannenberg", "the Treaty of Brest-Litovsk"]);
    expect(stimulusFor({ ...profile, events: ["the start of the war"] }, "the war began", "Test, 1900–1950")).toBeNull();
  });
});

describe("the catalogue's guidance names prompts only where the question prints them (audit finding 1)", () => {
  it("every History question type whose guidance speaks of prompts or bullet points is printed with two", () => {
    const guided = allQuestionTypes().filter(
      (entry) => entry.boardSubject.subjectId === "history" && /\b(prompts?|bullet points?|stimulus)\b/i.test(entry.questionType.guidance),
    );
    expect(guided.some((entry) => entry.boardSubject.boardId === "edexcel" && entry.questionType.id === "q4-explain-why")).toBe(true);
    for (const entry of guided) {
      for (const seed of SEEDS.slice(0, 8)) {
        const text = generateOfflineQuestion({
          subjectId: "history",
          boardId: entry.boardSubject.boardId,
          paper: entry.paper,
          questionType: entry.questionType,
          topic: entry.topic,
          seed,
        });
        expect(text.split("\n").filter((line) => line.startsWith("• ")), `${entry.boardSubject.boardId} ${entry.topic?.name} ${entry.questionType.name}: ${text}`).toHaveLength(2);
      }
    }
  });
});
