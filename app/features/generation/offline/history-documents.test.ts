import { describe, expect, it } from "vitest";

import { allQuestionTypes } from "~/features/catalogue/catalogue";
import { HISTORY_TOPICS, topicsFor } from "~/features/marking/offline/history-knowledge";

import { countWords } from "./extract-bank";
import { eventsNamedIn, HISTORY_AROUND_US_SITES, historyProfileFor } from "./generate-question";
import { HISTORY_AREAS, historyAreaFor, type HistoryEnquiry } from "./history-documents";

// Audit item 8: every History topic of every board has its own sources (and interpretations), each with a date
// and details of that topic a student can weigh or follow up, never one template for all of them.

/** Every History topic of the catalogue, once each, with its paper. */
const TOPICS = [
  ...new Map(
    allQuestionTypes()
      .filter((entry) => entry.boardSubject.subjectId === "history")
      .map((entry) => [`${entry.boardSubject.boardId}/${entry.paper.id}/${entry.topic?.id}`, entry] as const),
  ).values(),
];

/**
 * The marker's knowledge of topics whose names name none of its topics (history-knowledge.ts matches a topic by
 * its words): what each of these options is about, from the specifications.
 */
const KNOWLEDGE_BY_TOPIC: Readonly<Record<string, readonly string[]>> = {
  asia: ["world-beyond-europe", "cold-war", "usa"],
  "making-of-america": ["american-west"],
  "conflict-and-upheaval": ["power-and-people", "warfare", "medicine"],
  "empire-reform-war": ["britain-1890-1979"],
  "development-of-uk": ["britain-1890-1979"],
};

/** A lexicon entry of history-knowledge.ts as a pattern: "*" any ending, a space a space or a hyphen. */
function factPattern(fact: string): RegExp {
  const body = fact
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, "[\\p{L}]*")
    .replace(/ /g, "[ -]");
  return new RegExp(`(?<![\\p{L}])${body}${fact.endsWith("*") ? "" : "(?![\\p{L}])"}`, "iu");
}

/**
 * The details of a topic a text names: the marker's facts of the topic (those within a longer fact found count
 * once) and the events the question generator's profile of the topic knows.
 */
function detailsIn(text: string, topicId: string, topicName: string, enquiry: HistoryEnquiry): string[] {
  const knowledge = [
    ...topicsFor(`${topicName} ${enquiry.about.join(" ")}`),
    ...HISTORY_TOPICS.filter((topic) => (KNOWLEDGE_BY_TOPIC[topicId] ?? []).includes(topic.id)),
  ];
  const facts = [...new Set(knowledge.flatMap((topic) => topic.facts))].filter((fact) => factPattern(fact).test(text));
  const distinct = facts.filter((fact) => !facts.some((other) => other !== fact && other.replace(/\*/g, "").includes(fact.replace(/\*/g, ""))));
  const profile = historyProfileFor({ name: topicName }, { name: topicName });
  return [...distinct, ...eventsNamedIn(text, profile)];
}

const YEAR = /\b\d{3,4}s?\b/;

describe("History sources written for practice: one set for every topic of the catalogue (audit item 8)", () => {
  it("covers every History topic of every board in the catalogue", () => {
    expect(TOPICS.length).toBeGreaterThan(55);
    expect(new Set(TOPICS.map((entry) => entry.boardSubject.boardId))).toEqual(new Set(["aqa", "ocr", "edexcel", "wjec"]));
    for (const entry of TOPICS) {
      const name = entry.topic?.name ?? entry.paper.name;
      if (/history around us/i.test(name)) continue;
      const area = historyAreaFor(historyProfileFor(entry.topic, entry.paper).id, name);
      expect(area, name).toBeDefined();
      expect(area?.enquiries.filter((enquiry) => (enquiry.sources ?? []).length >= 2).length, name).toBeGreaterThan(0);
    }
  });

  it.each(TOPICS.filter((entry) => !/history around us/i.test(entry.topic?.name ?? "")).map((entry) => ({ key: `${entry.boardSubject.boardId}/${entry.topic?.id}`, entry })))(
    "$key: every source names its date, who made it and two details of the topic; every interpretation its kind of historian and when",
    ({ entry }) => {
      const name = entry.topic?.name ?? entry.paper.name;
      const topicId = entry.topic?.id ?? "";
      const area = historyAreaFor(historyProfileFor(entry.topic, entry.paper).id, name);
      for (const enquiry of area?.enquiries ?? []) {
        for (const document of enquiry.sources ?? []) {
          const where = `${name}: ${document.what}`;
          expect(document.when, where).toMatch(YEAR);
          expect(document.what.split(" ").length, where).toBeGreaterThan(2);
          expect(countWords(document.text), where).toBeGreaterThanOrEqual(50);
          expect(countWords(document.text), where).toBeLessThanOrEqual(110);
          expect(detailsIn(document.text, topicId, name, enquiry).length, `${where}\n${document.text}`).toBeGreaterThanOrEqual(2);
        }
        for (const view of enquiry.views ?? []) {
          const where = `${name}: ${view.style}`;
          expect(view.style, where).toMatch(YEAR);
          expect(countWords(view.text), where).toBeLessThanOrEqual(110);
          expect(detailsIn(view.text, topicId, name, enquiry).length, `${where}\n${view.text}`).toBeGreaterThanOrEqual(2);
        }
      }
    },
  );

  it("each pair of interpretations disagrees about one claim: the first argues it, the second disputes it", () => {
    let pairs = 0;
    for (const area of HISTORY_AREAS) {
      for (const enquiry of area.enquiries) {
        if (!enquiry.views) continue;
        pairs++;
        const [first, second] = enquiry.views;
        const claim = /Some argue that (.+?), but that view/.exec(second.text)?.[1];
        expect(claim, `${area.id}: ${second.text}`).toBeDefined();
        expect(first.text.toLowerCase(), `${area.id}: ${claim}`).toContain((claim ?? "").toLowerCase());
        expect(first.style).not.toEqual(second.style);
      }
    }
    expect(pairs).toBeGreaterThan(20);
  });

  it("no two sources are alike, and none is the old template that served every topic", () => {
    const enquiries = [...new Set(HISTORY_AREAS.flatMap((area) => area.enquiries))];
    const texts = enquiries.flatMap((enquiry) => [...(enquiry.sources ?? []), ...(enquiry.views ?? [])].map((text) => text.text));
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text).not.toMatch(/I have been asked to set down what I have seen of|Those in charge work hard and mean well|have never lived as we do/);
    }
  });

  it("History Around Us: each site's description names when it was built or used", () => {
    for (const site of HISTORY_AROUND_US_SITES) expect(site.description, site.name).toMatch(YEAR);
  });
});
