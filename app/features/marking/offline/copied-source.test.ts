import { beforeAll, describe, expect, it } from "vitest";

import { allQuestionTypes, getBoardSubject } from "~/features/catalogue/catalogue";
import { formatSources, generateOfflineSources } from "~/features/generation/offline/generate-extract";

import { createOfflineMarker, preloadOfflineMarker } from "./offline-marker";

/**
 * offline-2.12 (COPIED_ACROSS_LINE_NUMBERS): a Language source is printed with a line number at the end of every fifth
 * line, so a passage copied from it as the answer ran across "10" and "15" and was not recognised as copied: lines 10 to
 * 18 pasted as the answer to AQA Paper 1 Question 2 got 3-4 of 8, more than an honest weak answer (0). Found by an
 * exploratory review of the product; the answers here were written for this test.
 */

const marker = createOfflineMarker();
const entry = allQuestionTypes().find(
  (candidate) => candidate.boardSubject.boardId === "aqa" && candidate.boardSubject.subjectId === "english-language" && candidate.paper.id === "paper-1" && candidate.questionType.id === "q2",
)!;
const QUESTION = "Look in detail at lines 10 to 18 of the source. How does the writer use language here to describe the weavers?";

function printedSource(): string {
  const sources = generateOfflineSources({ subjectId: "english-language", boardId: "aqa", paper: entry.paper, topic: entry.topic, questionType: entry.questionType, questionText: QUESTION, seed: "copied" });
  if (sources.kind !== "texts") throw new Error(`no source: ${sources.kind}`);
  return formatSources(sources.items, { numberLines: true });
}

async function marksFor(sourceText: string, answerText: string): Promise<number> {
  const proposal = await marker.mark({
    subjectId: "english-language",
    boardId: "aqa",
    questionType: entry.questionType,
    objectiveMeanings: getBoardSubject("english-language", "aqa")?.objectiveMeanings ?? {},
    questionText: QUESTION,
    sourceText,
    answerText,
  });
  return proposal.objectives.reduce((sum, objective) => sum + objective.marks, 0);
}

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

describe("offline-2.12: a passage copied from a source printed with line numbers", () => {
  it("earns nothing, copied with or without the numbers, while an answer that analyses it earns marks", async () => {
    const source = printedSource();
    const lines = source.split("\n");
    const from = lines.findIndex((line) => /\s10\s*$/.test(line));
    expect(from).toBeGreaterThan(0);
    const passage = lines.slice(from, from + 9);
    // As a student copies it: the words only, or the lines with their numbers.
    const withoutNumbers = passage.map((line) => line.replace(/\s+\d+\s*$/, "")).join(" ");
    const withNumbers = passage.join("\n");
    expect(await marksFor(source, withoutNumbers)).toBe(0);
    expect(await marksFor(source, withNumbers)).toBe(0);
    const analysed =
      "The writer presents the weavers as outsiders who frighten ordinary people. The adjective \"pallid\" and the phrase \"undersized men\" suggest they are weak and unhealthy, which contrasts with the \"brawny country-folk\". The rhetorical question \"for what dog likes a figure bent under a heavy bag?\" makes the reader see them through the eyes of the villagers, and the phrase \"mysterious burden\" hints that people suspect them of something sinister. Finally, the reference to \"the Evil One\" shows that even the shepherd half believes their skill comes from the devil.";
    expect(await marksFor(source, analysed)).toBeGreaterThan(0);
  });
});
