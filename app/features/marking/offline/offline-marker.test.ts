import fc from "fast-check";
import { progressLabel } from "../marking-progress";
import { beforeAll, describe, expect, it } from "vitest";

import { allQuestionTypes, getBoardSubject, getQuestionType } from "~/features/catalogue/catalogue";
import type { QuestionType } from "~/features/catalogue/types";
import { type MarkerProposal, markerProposalSchema } from "~/platform/ai/tasks/marking";

import { type SampleAnswers, type SampleQuestion, SAMPLE_QUESTIONS } from "../../../../tests/support/sample-answers";
import type { MarkingInput } from "../marker";

import { createOfflineMarker, OFFLINE_MARKER_IDENTITY, preloadOfflineMarker } from "./offline-marker";
import { SCORING_VERSION } from "./scoring-parameters";
import { britishSpelling, stopBritishSpelling } from "./spelling-service";

const marker = createOfflineMarker();
const LEVELS = ["weak", "middling", "strong"] as const satisfies ReadonlyArray<keyof SampleAnswers>;

/** Measurement talk a 15-year-old cannot act on (issue 16): none of it may reach the feedback. */
const JARGON = [
  /measured/i,
  /key words/i,
  /\d+% of/,
  /type-token/i,
  /vocabulary range/i,
  /kinds of punctuation/i,
  /standard deviation/i,
  /percentile/i,
  /z-score/i,
  /features of the answer/i,
  /\bcomponents?\b/i,
  /\bthe student\b/i,
];

beforeAll(async () => {
  // Start the spell checker's thread once up front so timings below measure marking, not loading.
  expect(await preloadOfflineMarker()).toBe(true);
});

function questionTypeOf(sample: SampleQuestion): QuestionType {
  const questionType = getQuestionType(sample.subjectId, sample.boardId, sample.paperId, sample.questionTypeId, sample.topicId);
  if (!questionType) throw new Error(`no catalogue entry for ${sample.id}`);
  return questionType;
}

function inputFor(sample: SampleQuestion, answerText: string, questionType = questionTypeOf(sample)): MarkingInput {
  return {
    subjectId: sample.subjectId,
    boardId: sample.boardId,
    questionType,
    objectiveMeanings: getBoardSubject(sample.subjectId, sample.boardId)?.objectiveMeanings ?? {},
    questionText: sample.questionText,
    sourceText: sample.sourceText,
    answerText,
  };
}

function total(proposal: MarkerProposal): number {
  return proposal.objectives.reduce((sum, objective) => sum + objective.marks, 0);
}

/** The checks every proposal must pass, whatever the answer. */
function expectSoundProposal(proposal: MarkerProposal, input: MarkingInput): void {
  expect(() => markerProposalSchema.parse(proposal)).not.toThrow();
  expect(proposal.objectives.map((objective) => objective.code)).toEqual(input.questionType.objectives.map((share) => share.code));
  for (const objective of proposal.objectives) {
    const max = input.questionType.objectives.find((share) => share.code === objective.code)?.marks ?? 0;
    expect(Number.isInteger(objective.marks)).toBe(true);
    expect(objective.marks).toBeGreaterThanOrEqual(0);
    expect(objective.marks).toBeLessThanOrEqual(max);
    for (const evidence of objective.evidence) expect(input.answerText).toContain(evidence);
  }
  for (const annotation of proposal.annotations) {
    expect(input.answerText).toContain(annotation.quote);
    expect(input.questionType.objectives.map((share) => share.code)).toContain(annotation.objective);
  }
}

/** The sentences feedback quotes, “like this” (trimmed ones end in "..."). */
function quotedSentences(messages: readonly string[]): string[] {
  return messages.flatMap((message) => [...message.matchAll(/“([^”]+)”/g)].map((match) => (match[1] ?? "").replace(/\.\.\.$/, "")));
}

describe("identity", () => {
  it("says it is the offline estimate, with its model and prompt version", () => {
    expect(marker.identity).toEqual({ id: "offline", model: "rubric-v2", promptVersion: SCORING_VERSION, label: "Offline estimate", offline: true });
    expect(OFFLINE_MARKER_IDENTITY.offline).toBe(true);
  });
});

describe.each(SAMPLE_QUESTIONS.map((sample) => [sample.id, sample] as const))("sample set %s", (_id, sample) => {
  const proposals = new Map<string, MarkerProposal>();
  const proposalFor = (level: (typeof LEVELS)[number]): MarkerProposal => {
    const proposal = proposals.get(level);
    if (!proposal) throw new Error(`the ${level} answer was not marked`);
    return proposal;
  };

  beforeAll(async () => {
    for (const level of LEVELS) proposals.set(level, await marker.mark(inputFor(sample, sample.answers[level])));
  });

  it.each(LEVELS)("the %s answer gets a sound proposal", (level) => {
    expectSoundProposal(proposalFor(level), inputFor(sample, sample.answers[level]));
  });

  it.each(LEVELS)("the %s answer's feedback names sentences of the answer, at most 20 words each", (level) => {
    const proposal = proposalFor(level);
    const answer = sample.answers[level];
    const named = quotedSentences([...proposal.strengths, ...proposal.areasForImprovement]).filter((quote) => answer.includes(quote));
    expect(named.length).toBeGreaterThan(0);
    for (const quote of named) expect(quote.split(/\s+/).length).toBeLessThanOrEqual(20);
  });

  it("orders the answers weak < middling < strong; strong reaches the middle, weak stays in the bottom third", () => {
    const max = questionTypeOf(sample).marks;
    const [weak, middling, strong] = [total(proposalFor("weak")), total(proposalFor("middling")), total(proposalFor("strong"))];
    expect(weak).toBeLessThan(middling);
    expect(middling).toBeLessThan(strong);
    expect(strong).toBeGreaterThanOrEqual(max / 2);
    expect(weak).toBeLessThanOrEqual(max / 3);
  });

  it.each(LEVELS)("the %s answer's feedback is plain, in the second person, with no measurement jargon", (level) => {
    const proposal = proposalFor(level);
    const texts = [
      ...proposal.strengths,
      ...proposal.areasForImprovement,
      ...proposal.suggestions,
      proposal.specificFeedback,
      ...proposal.objectives.map((objective) => objective.rationale),
      ...proposal.annotations.map((annotation) => annotation.comment),
    ];
    for (const text of texts) {
      for (const jargon of JARGON) expect(text, `"${text}" contains ${String(jargon)}`).not.toMatch(jargon);
    }
    for (const objective of proposal.objectives) expect(objective.rationale).toMatch(new RegExp(`^You earned \\d+ of \\d+ marks for ${objective.code}\\.`));
    expect(proposal.specificFeedback).toMatch(/\byour?\b/i);
    expect(proposal.specificFeedback).toContain("offline estimate");
    expect(proposal.specificFeedback).toContain("AI model");
  });

  it.each(LEVELS)("the %s answer's strongest objective is the one with the largest share of its marks", (level) => {
    const proposal = proposalFor(level);
    const maxOf = (code: string) => questionTypeOf(sample).objectives.find((share) => share.code === code)?.marks ?? 1;
    const shareOf = (code: string) => (proposal.objectives.find((objective) => objective.code === code)?.marks ?? 0) / maxOf(code);
    const shares = proposal.objectives.map((objective) => shareOf(objective.code));
    const named = /Your strongest objective is (\w+) \((\d+) of (\d+) marks\) and the one with most room to improve is (\w+) \((\d+) of (\d+)\)/.exec(proposal.specificFeedback);
    if (!named) {
      // Every objective earned the same share: then no objective is named strongest.
      expect(new Set(shares).size).toBe(1);
      return;
    }
    const [, best, bestMarks, bestMax, worst] = named;
    expect(shareOf(best!)).toBe(Math.max(...shares));
    expect(shareOf(worst!)).toBe(Math.min(...shares));
    expect(Number(bestMarks)).toBe(proposal.objectives.find((objective) => objective.code === best)?.marks);
    expect(Number(bestMax)).toBe(maxOf(best!));
  });

  it.each(LEVELS)("the %s answer's rationales leave the objective's description to the page (said once there)", (level) => {
    const meanings = getBoardSubject(sample.subjectId, sample.boardId)?.objectiveMeanings ?? {};
    for (const objective of proposalFor(level).objectives) {
      const meaning = meanings[objective.code]?.replace(/\.$/, "");
      if (meaning) expect(objective.rationale).not.toContain(meaning);
    }
  });

  it("is deterministic", async () => {
    const again = await marker.mark(inputFor(sample, sample.answers.middling));
    expect(again).toEqual(proposalFor("middling"));
  });
});

describe("marking", () => {
  const [macbeth, market, germany] = SAMPLE_QUESTIONS;
  if (!macbeth || !market || !germany) throw new Error("sample questions missing");

  it("reports its progress in order", async () => {
    const stages: string[] = [];
    await marker.mark(inputFor(macbeth, macbeth.answers.weak), (progress) => stages.push(progressLabel(progress)));
    expect(stages).toEqual(["Reading your answer", "Checking spelling", "Marking each objective", "Writing feedback"]);
  });

  it("gives an empty answer nothing, with a valid proposal", async () => {
    for (const sample of SAMPLE_QUESTIONS) {
      const input = inputFor(sample, "   ");
      const proposal = await marker.mark(input);
      expectSoundProposal(proposal, input);
      expect(total(proposal)).toBe(0);
    }
  });

  it("scores an off-topic answer near zero", async () => {
    const input = inputFor(macbeth, market.answers.strong);
    const proposal = await marker.mark(input);
    expectSoundProposal(proposal, input);
    expect(total(proposal)).toBeLessThanOrEqual(input.questionType.marks * 0.15);
  });

  it("gives nothing for padding: repeated sentences or a source copied without quotation marks", async () => {
    const once = total(await marker.mark(inputFor(macbeth, macbeth.answers.strong)));
    const padded = [macbeth.answers.strong, macbeth.answers.strong, macbeth.answers.strong].join("\n\n");
    expect(total(await marker.mark(inputFor(macbeth, padded)))).toBeLessThan(once);
    const copied = await marker.mark(inputFor(macbeth, macbeth.sourceText ?? ""));
    expect(total(copied)).toBeLessThanOrEqual(34 * 0.15);
  });

  it("keeps a two-sentence answer to a 34-mark essay out of the high levels", async () => {
    const twoSentences =
      "Shakespeare presents Macbeth's \"vaulting ambition\" as a metaphor for reckless pride that a Jacobean audience would condemn. Ultimately, his ambition destroys him.";
    const proposal = await marker.mark(inputFor(macbeth, twoSentences));
    expect(total(proposal)).toBeLessThanOrEqual(34 * 0.3);
  });

  it("lets a few precise sentences do well on a 4-mark describe question", async () => {
    const describe: SampleQuestion = {
      ...germany,
      questionTypeId: "q4-describe",
      questionText: "Describe two problems faced by the Weimar Republic in 1923. [4 marks]",
    };
    const answer =
      "One problem was hyperinflation. The government printed money to pay the striking workers in the Ruhr, so by November 1923 a loaf of bread cost 200 billion marks and savings became worthless. " +
      "Another problem was the Munich Putsch in November 1923, when Hitler and the Nazis tried to seize power in Bavaria; it failed, but it showed that extremists threatened the Republic.";
    const input = inputFor(describe, answer);
    const proposal = await marker.mark(input);
    expectSoundProposal(proposal, input);
    expect(total(proposal)).toBeGreaterThanOrEqual(3);
    const vague = await marker.mark(inputFor(describe, "There were lots of problems in Germany and people were not happy."));
    expect(total(vague)).toBeLessThan(total(proposal));
  });

  it("annotates misspellings exactly, under the accuracy objective", async () => {
    const proposal = await marker.mark(inputFor(macbeth, macbeth.answers.weak));
    const spelling = proposal.annotations.find((annotation) => annotation.quote === "ambitous");
    expect(spelling).toMatchObject({ objective: "AO4", kind: "improvement" });
    expect(proposal.areasForImprovement.join(" ")).toContain("“ambitious”");
  });

  it("suggests the next level of the question's own ladder", async () => {
    const proposal = await marker.mark(inputFor(macbeth, macbeth.answers.middling));
    const levels = questionTypeOf(macbeth).levels.map((band) => band.descriptor);
    expect(levels.some((descriptor) => proposal.suggestions[0]?.includes(descriptor))).toBe(true);
  });

  it("gives a sound proposal for every question type in the catalogue", async () => {
    const seen = new Set<string>();
    for (const { boardSubject, paper, questionType } of allQuestionTypes()) {
      const key = `${boardSubject.subjectId}/${boardSubject.boardId}/${paper.id}/${questionType.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const sample = SAMPLE_QUESTIONS.find((candidate) => candidate.subjectId === boardSubject.subjectId) ?? macbeth;
      const input: MarkingInput = {
        ...inputFor(sample, sample.answers.middling, questionType),
        boardId: boardSubject.boardId,
        objectiveMeanings: boardSubject.objectiveMeanings,
        sourceText: questionType.needsSource ? (macbeth.sourceText ?? "") : null,
      };
      expectSoundProposal(await marker.mark(input), input);
    }
    expect(seen.size).toBeGreaterThan(50);
  });

  it("gives a sound proposal for any text, however odd", async () => {
    const fragment = fc.constantFrom(
      "Macbeth", "ambition", "the", "metaphor", "suggests", "recieve", "colour", "Jacobean", "1933", "i", "could of",
      '"vaulting ambition"', "‘fair is foul’", "'", '"', "“", "”", ".", "!", "?", ",", ";", ":", "—", "-", "...",
      "\n", "\n\n", "  ", "Mr.", "J.", "é", "😀", "however", "because",
    );
    const answer = fc.array(fragment, { maxLength: 80 }).map((parts) => parts.join(" "));
    await fc.assert(
      fc.asyncProperty(answer, async (answerText) => {
        const input = inputFor(macbeth, answerText);
        expectSoundProposal(await marker.mark(input), input);
      }),
      { numRuns: 150, seed: 20_240_601 },
    );
  });

  it("marks a 20,000-character answer in well under a second", async () => {
    const answer = Array.from({ length: 12 }, () => macbeth.answers.strong).join("\n\n").slice(0, 20_000);
    const started = performance.now();
    const input = inputFor(macbeth, answer);
    const proposal = await marker.mark(input);
    expect(performance.now() - started).toBeLessThan(1_000);
    expectSoundProposal(proposal, input);
  });
});

describe("offline marker and the event loop (issue 16 item 2)", () => {
  it("gives the event loop a turn after each step, so other work is not held for the whole marking", async () => {
    const sample = SAMPLE_QUESTIONS[0]!;
    const events: string[] = [];
    // Other work waiting on the loop: it records a turn each time the loop comes round to it.
    let marking = true;
    const otherWork = () => {
      if (events.at(-1) !== "turn") events.push("turn");
      if (marking) setImmediate(otherWork);
    };
    setImmediate(otherWork);
    await marker.mark(inputFor(sample, sample.answers.strong), (progress) => events.push(progress.stage));
    marking = false;
    events.push("marked");
    // The spell checker works in its own thread (spelling-service.test.ts shows the loop turning while it
    // works; a short answer's reply can come before the loop's next turn); the reading and the scoring are
    // each followed by a turn, so the longest the loop is held is one step.
    expect(events.filter((event) => event !== "turn")).toEqual(["reading", "spelling", "objectives", "feedback", "marked"]);
    const turnBetween = (from: string, to: string) => events.slice(events.indexOf(from) + 1, events.indexOf(to)).includes("turn");
    expect(turnBetween("objectives", "feedback"), events.join(" ")).toBe(true);
    expect(turnBetween("feedback", "marked"), events.join(" ")).toBe(true);
  });

  it("still marks, with spelling reported as not checked, when the spell checker's thread has stopped", async () => {
    const sample = SAMPLE_QUESTIONS[0]!;
    const spelling = await britishSpelling();
    await stopBritishSpelling();
    await expect(spelling.misspelt(["becuase"])).rejects.toThrow("The spelling worker stopped");
    // The next marking starts a new thread and checks spelling again.
    const proposal = await marker.mark(inputFor(sample, sample.answers.weak));
    expect(proposal.annotations.some((annotation) => annotation.quote === "ambitous")).toBe(true);
  });
});
