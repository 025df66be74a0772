import fc from "fast-check";
import { progressLabel } from "../marking-progress";
import { beforeAll, describe, expect, it } from "vitest";

import { allQuestionTypes, getBoardSubject, getQuestionType } from "~/features/catalogue/catalogue";
import type { QuestionType } from "~/features/catalogue/types";
import { EXTRACT_BANK } from "~/features/generation/offline/extract-bank";
import { type MarkerProposal, markerProposalSchema } from "~/platform/ai/tasks/marking";

import { type SampleAnswers, type SampleQuestion, SAMPLE_QUESTIONS } from "../../../../tests/support/sample-answers";
import { computeResult } from "../compute-result";
import type { MarkingInput } from "../marker";

import { createOfflineMarker, OFFLINE_MARKER_IDENTITY, preloadOfflineMarker, punctuationAdvice, strongestAndWeakest, UNREADABLE_ANSWER } from "./offline-marker";
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

  it("of objectives at the same share of their marks, the most room to improve is where most marks are still to gain", () => {
    const score = (code: string, marks: number, max: number) => ({ code, marks, max, fraction: marks / max });
    // A weak Macbeth answer: AO2 2 of 12 and AO3 1 of 6 are both a sixth, but AO2 is ten marks short, AO3 five.
    const { best, worst } = strongestAndWeakest([score("AO1", 4, 12), score("AO2", 2, 12), score("AO3", 1, 6), score("AO4", 1, 4)]);
    expect(best?.code).toBe("AO1");
    expect(worst?.code).toBe("AO2");
    expect(strongestAndWeakest([score("AO3", 1, 6), score("AO2", 2, 12)]).worst?.code).toBe("AO2");
    // At the same share, the strongest is the objective worth most.
    expect(strongestAndWeakest([score("AO3", 3, 6), score("AO2", 6, 12)]).best?.code).toBe("AO2");
  });

  it("asks for a wider range of punctuation by naming only the marks the answer does not use yet", () => {
    expect(punctuationAdvice("It was late, and the rain fell.")).toBe("use a wider range of punctuation accurately, such as semicolons, colons, dashes and brackets");
    const some = punctuationAdvice("The porter swore under his breath; the students laughed: a lonely sound.");
    expect(some).toBe("widen your range of punctuation: you already use semicolons and colons, so add dashes and brackets where they fit");
    expect(some).not.toMatch(/add[^:]*\b(semicolons|colons)\b/);
    expect(punctuationAdvice("One thing (a clock) stopped; the night - cold - went on: silence.")).not.toMatch(/semicolons|colons|dashes|brackets/);
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

  it("gives a weak answer that is on the question marks in the lowest level, never nothing, and more than an off-topic one (offline-2.3)", async () => {
    // offline-2.2 gave the weak Macbeth answer 0 for AO3 and 2 of 34 in all, and the weak market description
    // 0 for AO5 and 1 of 40, while a well-spelt paragraph about football got 5 of 40.
    const football =
      "Football is the most popular sport in the world. Every weekend millions of fans watch their teams play. I support my local team and we go to every home game. " +
      "The atmosphere in the stadium is amazing and everyone sings songs. Last season we nearly got promoted but we lost in the play-off final.";
    const weakMacbeth = await marker.mark(inputFor(macbeth, macbeth.answers.weak));
    for (const code of ["AO1", "AO2", "AO3"]) expect(weakMacbeth.objectives.find((objective) => objective.code === code)?.marks).toBeGreaterThanOrEqual(1);
    expect(total(weakMacbeth)).toBeGreaterThan(total(await marker.mark(inputFor(macbeth, football))));
    // AQA Language AO5 Level 1 is 1-6 of 24: a simple but relevant description sits in it.
    const weakMarket = await marker.mark(inputFor(market, market.answers.weak));
    expect(weakMarket.objectives.find((objective) => objective.code === "AO5")?.marks).toBeGreaterThanOrEqual(2);
    expect(total(weakMarket)).toBeGreaterThanOrEqual(4);
    const weakHistory = await marker.mark(inputFor(germany, germany.answers.weak));
    expect(total(weakHistory)).toBeGreaterThanOrEqual(1);
    // The credit is for an attempt at the question: answered with something else, it is not given.
    expect(total(await marker.mark(inputFor(germany, football)))).toBe(0);
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

describe("feedback that fits the answer and its text (audit of the offline feedback)", () => {
  const [macbeth, , germany] = SAMPLE_QUESTIONS;
  if (!macbeth || !germany) throw new Error("sample questions missing");
  const carolExtract = EXTRACT_BANK.find((entry) => entry.id === "christmas-carol-stave-1-scrooge")?.text ?? "";

  /** A question of our own on a catalogue entry, for answers written for these tests. */
  function question(base: SampleQuestion, fields: Partial<SampleQuestion>): SampleQuestion {
    return { ...base, ...fields };
  }

  /** Every piece of text a student reads. */
  function allText(proposal: MarkerProposal): string[] {
    return [
      ...proposal.objectives.map((objective) => objective.rationale),
      ...proposal.strengths,
      ...proposal.areasForImprovement,
      ...proposal.suggestions,
      proposal.specificFeedback,
      ...proposal.annotations.map((annotation) => annotation.comment),
    ];
  }

  function rationaleOf(proposal: MarkerProposal, code: string): string {
    return proposal.objectives.find((objective) => objective.code === code)?.rationale ?? "";
  }

  /** The advice for one objective: its rationale's "Next time" and the suggestion addressed to it. */
  function adviceTo(proposal: MarkerProposal, code: string): string[] {
    const nextTime = /Next time: (.+)$/.exec(rationaleOf(proposal, code))?.[1] ?? "";
    const suggestion = proposal.suggestions.find((text) => text.startsWith(`For ${code}`)) ?? "";
    return [nextTime, suggestion.replace(/^For \w+(, the next band is ".+?" \(\d+\+? marks?\))?:?\s*/, "")].filter(Boolean);
  }

  const CAROL = question(macbeth, {
    id: "literature-carol-outsider",
    questionTypeId: "nineteenth-century-novel",
    questionText:
      "Starting with this extract, how does Dickens present Scrooge as an outsider in A Christmas Carol? Write about how Dickens presents Scrooge in this extract and in the novel as a whole. [30 marks]",
    sourceText: carolExtract,
  });
  const CAROL_ANSWER = `In this extract Dickens presents Scrooge as cold and alone. He is "solitary as an oyster", which is a simile that shows he keeps himself shut away from other people like a shell. The cold is inside him because it "froze his old features", so Dickens suggests his meanness makes him cold as well.

Nobody stops Scrooge in the street to ask how he is, and even the blind men's dogs pull their owners away from him. This shows that he is an outsider because everyone avoids him.

Later in the novel the ghosts show Scrooge his past and he remembers being a lonely boy at school. At the end he changes and goes to Fred's house for Christmas dinner, so he is not an outsider any more. Dickens shows that people can change.`;

  it("gives context advice for the question's own set text: A Christmas Carol is Victorian (1843), never Jacobean", async () => {
    const proposal = await marker.mark(inputFor(CAROL, CAROL_ANSWER));
    expect(proposal.objectives.find((objective) => objective.code === "AO3")?.marks).toBeLessThan(6);
    for (const text of allText(proposal)) expect(text).not.toMatch(/Jacobean|kingship|soliloquy/i);
    const advice = adviceTo(proposal, "AO3").join(" ");
    expect(advice).toContain("A Christmas Carol");
    expect(advice).toContain("1843");
    expect(advice).toContain("Victorian");
  });

  it("finds the set text from a character the question names, and keeps Macbeth's Jacobean context", async () => {
    const scrooge = question(CAROL, { questionText: "How does Dickens present Scrooge's change of heart? Refer to the extract and the novel as a whole. [30 marks]" });
    const carol = await marker.mark(inputFor(scrooge, CAROL_ANSWER));
    expect(adviceTo(carol, "AO3").join(" ")).toMatch(/Victorian readers/);
    const play = await marker.mark(inputFor(macbeth, macbeth.answers.middling));
    expect(adviceTo(play, "AO3").join(" ")).toMatch(/Jacobean audience/);
  });

  it("gives an essay on another set text no marks on this one, says which text the question is about, and praises nothing (offline-2.18)", async () => {
    const juliet = `Shakespeare presents Juliet as a young woman who grows in courage as the play goes on. At first she obeys her mother, but once she meets Romeo she starts to make her own choices. In the balcony scene she says "Deny thy father and refuse thy name", which shows she is ready to give up her family for love.

Later Juliet stands up to Capulet when he orders her to marry Paris. Shakespeare uses short, sharp lines to show her anger, and the audience would be shocked because a daughter in the 1590s was expected to obey her father completely.

Finally, Juliet takes the Friar's potion even though she is terrified. Her soliloquy is full of images of death and the tomb, which shows how much she risks. Shakespeare presents her as braver than Romeo, who acts without thinking when he kills Tybalt.`;
    const input = inputFor(macbeth, juliet);
    const proposal = await marker.mark(input);
    expectSoundProposal(proposal, input);
    expect(total(proposal)).toBe(0);
    const message = "Your answer is about Romeo and Juliet, but this question is about Macbeth, so it earns no marks here. Write about Macbeth, then mark it again.";
    expect(proposal.areasForImprovement).toEqual([message]);
    expect(proposal.suggestions).toEqual([message]);
    expect(proposal.specificFeedback).toContain(message);
    expect(proposal.strengths.join(" ")).not.toMatch(/quotation|context|question/i);
    for (const objective of proposal.objectives) expect(objective.rationale).toBe(message);
    expect(proposal.annotations).toEqual([]);

    // An essay on Macbeth that compares it with another play in passing is on its text, and is marked as before.
    const comparing = `${macbeth.answers.middling}\n\nLike Romeo in Romeo and Juliet, Macbeth acts too quickly, but his haste comes from ambition rather than love.`;
    expect(total(await marker.mark(inputFor(macbeth, comparing)))).toBeGreaterThan(0);
  });

  const INSPECTOR = question(macbeth, {
    id: "literature-inspector-responsibility",
    paperId: "paper-2",
    questionTypeId: "modern-text",
    questionText: "How does Priestley present ideas about responsibility in An Inspector Calls? Write about the ideas about responsibility and how Priestley presents them. [30 marks] AO4 [4 marks]",
    sourceText: null,
  });

  it("gives An Inspector Calls both its dates: set in 1912, written in 1945", async () => {
    const inspector = INSPECTOR;
    const answer = `Priestley presents Mr Birling as a man who refuses to take responsibility. He says that a man has to "look after himself and his own", which shows he only cares about his family and his business. The Inspector disagrees with him and says that "we are members of one body". This metaphor suggests that everyone in society is connected. Sheila and Eric accept that they helped to destroy Eva Smith, but their parents do not change. Priestley uses the Inspector to tell the audience that they should look after each other.`;
    const proposal = await marker.mark(inputFor(inspector, answer));
    const advice = adviceTo(proposal, "AO3").join(" ");
    expect(advice).toContain("1912");
    expect(advice).toContain("1945");
    expect(advice).not.toMatch(/Jacobean|Victorian|Elizabethan/);
  });

  it("never sends a whole-text essay to an extract it does not have", async () => {
    const answer = `Priestley presents Mr Birling as a selfish man. He says a man has to "look after himself and his own". The Inspector tells the family that "we are members of one body", so Priestley shows that everyone is responsible for each other.`;
    const proposal = await marker.mark(inputFor(INSPECTOR, answer));
    for (const text of allText(proposal)) expect(text).not.toMatch(/\bextract\b/i);
    expect(adviceTo(proposal, "AO1").join(" ")).toMatch(/across the whole text/);
  });

  it("gives general context advice, naming no period, when the question names no set text", async () => {
    const unnamed = question(macbeth, {
      paperId: "paper-2",
      questionTypeId: "modern-text",
      questionText: "How does the writer present the power of one character over others in the text you have studied? [30 marks] AO4 [4 marks]",
      sourceText: null,
    });
    const answer = `The writer presents one character as having power over the others because he is older and richer than them. He tells the others what to do and they are scared to argue with him. When the younger characters stand up to him at the end, the writer suggests that power can be challenged. I think the writer wants us to question people who use their power to hurt others.`;
    const proposal = await marker.mark(inputFor(unnamed, answer));
    const advice = adviceTo(proposal, "AO3");
    expect(advice.length).toBeGreaterThan(0);
    for (const text of advice) {
      expect(text).toMatch(/context/);
      expect(text).not.toMatch(/Jacobean|Elizabethan|Victorian|Edwardian|kingship|\b1\d{3}\b/);
    }
  });

  it("has context advice, under its own title, for every set text in the catalogue", async () => {
    const checked = new Set<string>();
    for (const { boardSubject, paper, questionType } of allQuestionTypes()) {
      if (boardSubject.subjectId !== "english-literature" || !questionType.objectives.some((share) => share.code === "AO3")) continue;
      for (const name of paper.setTexts) {
        const title = name.replace(/\s*\([^)]*\)\s*$/, "");
        if (/poe(m|try)|cluster|collection/i.test(title) || checked.has(`${title}/${questionType.kind}`)) continue;
        checked.add(`${title}/${questionType.kind}`);
        const input: MarkingInput = {
          ...inputFor(macbeth, "The writer shows conflict between the characters, and this matters because it changes them.", questionType),
          boardId: boardSubject.boardId,
          questionText: `How is conflict presented in ${title}? [${questionType.marks} marks]`,
          sourceText: questionType.needsSource ? "An extract from the text." : null,
        };
        const advice = adviceTo(await marker.mark(input), "AO3").join(" ");
        expect(advice, `${boardSubject.boardId} ${paper.id} ${title}`).toContain(title);
        if (!/Macbeth|Tempest|Othello/.test(title)) expect(advice, title).not.toMatch(/Jacobean/);
      }
    }
    expect(checked.size).toBeGreaterThan(10);
  });

  it("says one word count: the spelling strength gives no second figure that contradicts 'words of your own'", async () => {
    // Quotations and names are left out of the words checked for spelling, so that figure is smaller.
    const answer = `At the start of the play Mr Birling is a proud businessman who thinks only about profit. He tells Gerald and Eric that a man must "look after himself and his own", which shows how selfish he is, and he laughs at the idea that everyone should care for each other.

When the Inspector arrives, each member of the family learns that they helped to ruin Eva Smith. Sheila feels terrible guilt, and she begins to change, whereas her mother refuses to accept any blame at all. The Inspector warns them that if people do not learn to share responsibility, they will be taught it "in fire and blood and anguish", which sounds like a warning about the wars that were coming.

By the end, the younger characters have changed but the older ones have not.`;
    const proposal = await marker.mark(inputFor(INSPECTOR, answer));
    const texts = allText(proposal);
    // Every "N words" figure about what the student wrote (not the typical length, not one sentence's length).
    const counts = new Set(
      texts.flatMap((text) =>
        [...text.matchAll(/(?<!about |nearer |for )\b(\d+) words\b|you wrote (\d+)/gi)].map((match) => Number(match[1] ?? match[2])),
      ),
    );
    const runOnLengths = new Set(texts.flatMap((text) => [...text.matchAll(/runs on for (\d+) words/g)].map((match) => Number(match[1]))));
    const stated = [...counts].filter((count) => !runOnLengths.has(count));
    expect(stated, texts.join("\n")).toHaveLength(1);
    // Both sentences the audit found at odds are there: the length and the accuracy strength.
    expect(texts.join(" ")).toMatch(/You wrote \d+ words of your own/);
    expect(texts.join(" ")).toMatch(/accurate \(/);
  });

  it("does not advise proofreading spelling when no spelling errors were found, and names what holds the accuracy mark down", async () => {
    const answer = `Macbeth wants to be king. He knows it is wrong to kill Duncan. Duncan is his king and his guest. He says he only has ambition to push him. Lady Macbeth tells him to do it. She says he is a coward. He kills Duncan in the night. Then he feels guilty. He sees a ghost at the feast. He kills more people to stay king. In the end Macduff kills him. Ambition ruins him. Shakespeare shows that ambition is dangerous.`;
    const proposal = await marker.mark(inputFor(macbeth, answer));
    const ao4 = proposal.objectives.find((objective) => objective.code === "AO4");
    expect(ao4?.marks).toBeLessThan(4);
    expect(proposal.annotations.filter((annotation) => annotation.comment.startsWith("Spelling"))).toEqual([]);
    const advice = adviceTo(proposal, "AO4");
    expect(advice.length).toBeGreaterThan(0);
    for (const text of advice) {
      expect(text).not.toMatch(/spell|proofread/i);
      expect(text).toMatch(/punctuation|sentence|fuller answer|words/);
    }
    // The credit and the advice agree: nothing praised is also the thing to fix.
    const rationale = rationaleOf(proposal, "AO4");
    if (/You use a range of punctuation/.test(rationale)) expect(advice.join(" ")).not.toMatch(/punctuation/);
  });

  it("still advises on spelling when the answer has spelling errors", async () => {
    const proposal = await marker.mark(inputFor(macbeth, macbeth.answers.weak));
    expect(adviceTo(proposal, "AO4").join(" ")).toMatch(/spelling/);
    expect(rationaleOf(proposal, "AO4")).not.toMatch(/You spell accurately/);
  });

  const CUBA = question(germany, {
    id: "history-cuba-account",
    topicId: "cold-war",
    questionTypeId: "q3-account",
    questionText: "Write an account of the Cuban Missile Crisis, 1962. [8 marks]",
  });
  const CUBA_ANSWER = `In October 1962 Kennedy found out that Khrushchev had put nuclear missiles on Cuba, only 90 miles from Florida. On 22 October Kennedy ordered a blockade of the island with the US Navy. For 13 days the world was close to nuclear war. On 28 October Khrushchev agreed to take the missiles away if the USA promised not to invade Cuba. Kennedy also removed the Jupiter missiles from Turkey in 1963. A hotline was set up in June 1963 and the Limited Test Ban Treaty was signed in August 1963.`;

  it("never asks a History answer full of dates and names to add dates, names and figures, and says why it earns no marks", async () => {
    const input = inputFor(CUBA, CUBA_ANSWER);
    const proposal = await marker.mark(input);
    expectSoundProposal(proposal, input);
    for (const text of allText(proposal)) {
      expect(text).not.toMatch(/\badd\b[^.]*\b(dates?|names?|figures?)\b/i);
      expect(text).not.toMatch(/no date, name or figure/i);
    }
    for (const objective of proposal.objectives.filter((candidate) => candidate.marks === 0)) {
      // A zero is explained: what the answer does well and what holds it down, not only the advice.
      const reason = objective.rationale.replace(/Next time:.*$/, "");
      expect(reason, objective.rationale).toMatch(/question|words of your own/);
    }
  });

  it("credits an account of the Cuban Missile Crisis that writes 'missiles' for the question's 'Missile': a singular and its plural are the same word", async () => {
    const proposal = await marker.mark(inputFor(CUBA, CUBA_ANSWER));
    // offline-2.1 matched "missiles" as "missil" and "Missile" as "missile", found no sentence on the question
    // and gave 0/8 to an answer full of relevant detail.
    const achieved = proposal.objectives.reduce((sum, objective) => sum + objective.marks, 0);
    expect(achieved).toBeGreaterThan(0);
    const [first, second] = await Promise.all([marker.mark(inputFor(CUBA, CUBA_ANSWER)), marker.mark(inputFor(CUBA, CUBA_ANSWER))]);
    expect(first.objectives.map((objective) => objective.marks)).toEqual(second.objectives.map((objective) => objective.marks));
  });

  it("shows the question's words as the question writes them, never the stems it matches them by", async () => {
    const [, market] = SAMPLE_QUESTIONS;
    const proposal = await marker.mark(inputFor(macbeth, market?.answers.strong ?? ""));
    const focus = proposal.areasForImprovement.find((text) => text.includes("question's focus"));
    expect(focus).toBeDefined();
    expect(focus).toMatch(/\(ambition, Macbeth\)/);
    const cuba = await marker.mark(inputFor(CUBA, CUBA_ANSWER));
    for (const text of [...allText(proposal), ...allText(cuba)]) expect(text).not.toMatch(/\b(ambit|crisi)\b/);
  });
});

describe("an audit of real use: point-marked questions, relevance and advice already followed (offline-2.4)", () => {
  /** An extract written for these tests. */
  const STORM =
    "The storm came in from the west just after dawn. Down on the shingle the fishermen worked without speaking, their hands raw and cracked from the cold. " +
    "They drag their nets to safety before the first wave breaks over the harbour wall. Gulls wheel and scream above the huts, and the smell of tar and salt hangs in the air. " +
    "Old Tom, who has fished these waters for fifty years, watches the sky with narrowed eyes. The boats are hauled up high on the beach and tied down with thick ropes, " +
    "and the women carry baskets of the morning's catch up the steep lane to the village.";

  interface Case {
    subjectId: MarkingInput["subjectId"];
    boardId: string;
    paperId: string;
    questionTypeId: string;
    topicId?: string;
    questionText: string;
    sourceText: string | null;
  }

  function input(item: Case, answerText: string): MarkingInput {
    const questionType = getQuestionType(item.subjectId, item.boardId, item.paperId, item.questionTypeId, item.topicId);
    if (!questionType) throw new Error(`no catalogue entry for ${item.questionTypeId}`);
    return {
      subjectId: item.subjectId,
      boardId: item.boardId,
      questionType,
      objectiveMeanings: getBoardSubject(item.subjectId, item.boardId)?.objectiveMeanings ?? {},
      questionText: item.questionText,
      sourceText: item.sourceText,
      answerText,
    };
  }

  async function marked(item: Case, answerText: string) {
    const markingInput = input(item, answerText);
    const proposal = await marker.mark(markingInput);
    expectSoundProposal(proposal, markingInput);
    const result = computeResult({ questionType: markingInput.questionType, objectiveMeanings: markingInput.objectiveMeanings, proposal, answerText, marker: OFFLINE_MARKER_IDENTITY });
    return { proposal, result };
  }

  function everything(proposal: MarkerProposal): string[] {
    return [
      ...proposal.objectives.map((objective) => objective.rationale),
      ...proposal.strengths,
      ...proposal.areasForImprovement,
      ...proposal.suggestions,
      proposal.specificFeedback,
      ...proposal.annotations.map((annotation) => annotation.comment),
    ];
  }

  function adviceTo(proposal: MarkerProposal, code: string): string {
    const rationale = proposal.objectives.find((objective) => objective.code === code)?.rationale ?? "";
    const nextTime = /Next time: (.+)$/.exec(rationale)?.[1] ?? "";
    const suggestion = proposal.suggestions.find((text) => text.startsWith(`For ${code}`)) ?? "";
    const level = proposal.suggestions.find((text) => text.startsWith("To reach")) ?? "";
    return [nextTime, suggestion, level].join(" ");
  }

  const EDEXCEL_Q1: Case = {
    subjectId: "english-language",
    boardId: "edexcel",
    paperId: "paper-1",
    questionTypeId: "q1",
    questionText: "From lines 1 to 4, identify a phrase which shows how the fishermen protect their nets from the storm. (1 mark)",
    sourceText: STORM,
  };
  const AQA_Q1: Case = {
    subjectId: "english-language",
    boardId: "aqa",
    paperId: "paper-1",
    questionTypeId: "q1",
    questionText: "Read again the first part of the source. List four things from this part of the source about the beach during the storm. [4 marks]",
    sourceText: STORM,
  };
  const MEDICINE: Case = {
    subjectId: "history",
    boardId: "edexcel",
    paperId: "paper-1",
    questionTypeId: "q1-describe",
    topicId: "medicine",
    questionText: "Describe two features of the ideas about the causes of disease in the years c1250-c1500. (4 marks)",
    sourceText: null,
  };
  const WEIMAR: Case = {
    subjectId: "history",
    boardId: "aqa",
    paperId: "paper-1",
    questionTypeId: "q4-describe",
    topicId: "germany-1890-1945",
    questionText: "Describe two problems faced by the Weimar Republic in 1923. [4 marks]",
    sourceText: null,
  };

  it("gives a correct 1-mark retrieval its mark, with feedback that fits a point (Edexcel Language Paper 1 Q1)", async () => {
    // offline-2.3: 0/1 "Below Level 1: No creditworthy material yet", told to "build on it with more detail and explanation".
    const { proposal, result } = await marked(EDEXCEL_Q1, "They drag their nets to safety.");
    expect(result.achievedMarks).toBe(1);
    for (const text of everything(proposal)) expect(text).not.toMatch(/detail and explanation|develop (each|your)|no creditworthy/i);
    expect(proposal.strengths[0]).toMatch(/They drag their nets to safety\..*separate point taken from the source/);
  });

  it("gives four correct items, one per line, 4 of 4, and says which lines earn nothing and why (AQA Language Paper 1 Q1)", async () => {
    // offline-2.3: 1/4, told to "give one clear point per line" when the answer did.
    const four = "The fishermen work on the shingle without speaking.\nGulls wheel and scream above the huts.\nThe air smells of tar and salt.\nThe boats are tied down with thick ropes.";
    const { proposal, result } = await marked(AQA_Q1, four);
    expect(result.achievedMarks).toBe(4);
    for (const text of everything(proposal)) expect(text).not.toMatch(/one clear point per line|detail and explanation/);
    const two = "The fishermen work on the shingle without speaking.\nThe children build sandcastles in the sun.\nThe fishermen are working on the shingle.\nThe air smells of tar and salt.";
    const partial = await marked(AQA_Q1, two);
    expect(partial.result.achievedMarks).toBe(2);
    const improvements = partial.proposal.areasForImprovement.join(" ");
    expect(improvements).toMatch(/“The children build sandcastles in the sun\.” does not use the source/);
    expect(improvements).toMatch(/“The fishermen are working on the shingle\.” repeats a point you have already made/);
    expect(adviceTo(partial.proposal, "AO1")).toMatch(/add 2 more separate points/);
  });

  it("gives two features, each with a supporting detail, 4 of 4, and asks an unsupported feature for its detail (Edexcel History Medicine Q1)", async () => {
    // offline-2.3: 2/4, told to "develop each feature with a second precise detail".
    const full =
      "One feature was the Theory of the Four Humours. People believed the body had four humours, blood, phlegm, yellow bile and black bile, and that you became ill when they were out of balance.\n" +
      "Another feature was miasma. People thought that bad air from rotting rubbish and dead bodies caused disease, so they carried posies of sweet-smelling herbs.";
    const { proposal, result } = await marked(MEDICINE, full);
    expect(result.achievedMarks).toBe(4);
    for (const text of everything(proposal)) expect(text).not.toMatch(/second precise detail|is vague/);
    const thin = await marked(MEDICINE, "One feature was the Theory of the Four Humours, which said that illness came when the four humours were out of balance. Another feature was miasma.");
    expect(thin.result.achievedMarks).toBe(3);
    expect(thin.proposal.areasForImprovement.join(" ")).toMatch(/“Another feature was miasma\.” gives a feature but nothing that supports it/);
    expect(thin.proposal.suggestions[0]).toMatch(/^Each feature earns a mark, and a detail that supports it earns another \(3 so far\)/);
  });

  it("gives a general answer that names nothing of the topic no mark, and says what to name (Edexcel History Medicine Q1, offline-2.5)", async () => {
    // offline-2.4: 3 of 4 for this, and 2 of 4 for a paragraph about Arsenal.
    const general = "People had lots of ideas about the causes of disease. They thought many different things about it.\nThey were very interesting ideas and some of them were quite strange to us today.";
    const { proposal, result } = await marked(MEDICINE, general);
    expect(result.achievedMarks).toBe(0);
    expect(proposal.areasForImprovement.join(" ")).toMatch(/“People had lots of ideas about the causes of disease\.” stays general, so it earns no mark yet: name something specific you know about it/);
    for (const text of everything(proposal)) expect(text).not.toMatch(/You give \d+ features?|gives a clear feature/);
    const arsenal = await marked(MEDICINE, "My favourite football team is Arsenal and they play in red shirts every Saturday.\nI went to the shops yesterday and bought a new pair of trainers.");
    expect(arsenal.result.achievedMarks).toBe(0);
  });

  it("gives no mark for features from after the question's years, and says which years it asks about (offline-2.6)", async () => {
    // offline-2.5: 2 of 4 for germ theory, Pasteur and vaccines as features of medicine in c1250-c1500.
    const later =
      "One feature was that people thought disease was caused by germs from bacteria. For example, Louis Pasteur proved this with his swan neck flask.\n" +
      "Another feature was that people believed in vaccines and antibiotics, which doctors gave to everyone in the hospitals.";
    const { proposal, result } = await marked(MEDICINE, later);
    expect(result.achievedMarks).toBe(0);
    expect(proposal.areasForImprovement.join(" ")).toMatch(/is about a time after the years the question asks about \(c1250-c1500\), so it earns no mark/);
    // One feature of the period and one from 1935: the later one earns nothing.
    const weimar = await marked(
      WEIMAR,
      "One problem was hyperinflation. Prices rose so fast that money became worthless.\nAnother problem was the Nuremberg Laws, which took away the citizenship of Jews.",
    );
    expect(weimar.result.achievedMarks).toBe(2);
    // An idea older than the years asked about still belongs to them.
    const older = await marked(MEDICINE, "One feature was the theory of the four humours from Hippocrates and Galen, which said illness came from an imbalance in the body.");
    expect(older.result.achievedMarks).toBe(2);
  });

  it("gives a developed answer to 'describe two problems' full marks, and a vague one nothing (AQA History Germany Q4, offline-2.5)", async () => {
    const developed =
      "One problem was hyperinflation. Prices rose so fast that money became worthless and people's savings were wiped out.\n" +
      "Another problem was the French occupation of the Ruhr, when France took over German factories because Germany failed to pay reparations.";
    expect((await marked(WEIMAR, developed)).result.achievedMarks).toBe(4);
    const vague = "One problem was that the Republic had lots of problems. It was a very hard time for them.\nAnother problem was that things were bad and people were not happy about the government at all.";
    // offline-2.4 gave both 2 of 4.
    expect((await marked(WEIMAR, vague)).result.achievedMarks).toBe(0);
  });

  it("credits a weak but relevant describe answer that names the topic's facts, and never says it ignores the question (AQA History Germany Q4)", async () => {
    // offline-2.3: 0/4 "No creditworthy material yet", told its points do not use "problems" or "Weimar".
    const { proposal, result } = await marked(WEIMAR, "There was hyperinflation which made money worthless. Also the French invaded the Ruhr.");
    expect(result.achievedMarks).toBeGreaterThanOrEqual(1);
    expect(result.level).toBeGreaterThanOrEqual(1);
    for (const text of everything(proposal)) expect(text).not.toMatch(/question's own words|does not connect to the question/);
  });

  it("never praises an answer that earns nothing, so 'No creditworthy material' never sits beside a strength", async () => {
    const football =
      "Football is the most popular sport in the world. Every weekend millions of fans watch their teams play. I support my local team and we go to every home game.";
    const { proposal, result } = await marked(WEIMAR, football);
    expect(result.achievedMarks).toBe(0);
    expect(result.levelDescription).toMatch(/no creditworthy/i);
    expect(proposal.strengths.join(" ")).not.toMatch(/addresses the task|You \w+ /);
    expect(proposal.strengths[0]).toMatch(/^Nothing in this answer earns a mark yet/);
    expect(proposal.annotations.filter((annotation) => annotation.kind === "strength")).toEqual([]);
    for (const objective of proposal.objectives) expect(objective.rationale).not.toMatch(/^You earned 0 of \d+ marks for \w+\. You (?!wrote)/);
  });

  const MACBETH_EXTRACT = EXTRACT_BANK.find((entry) => entry.id === "macbeth-1-7-if-it-were-done")!.text;
  const MACBETH: Case = {
    subjectId: "english-literature",
    boardId: "aqa",
    paperId: "paper-1",
    questionTypeId: "shakespeare",
    questionText: "Starting with this extract, explore how Shakespeare presents ambition in Macbeth. [30 marks] AO4 [4 marks]",
    sourceText: MACBETH_EXTRACT,
  };
  const MACBETH_ESSAY = `Shakespeare presents Macbeth's ambition as a powerful force that he knows is wrong but cannot resist. In the extract he admits he has "no spur" to act except "vaulting ambition", and the metaphor of a rider leaping too high suggests that his ambition will make him fall.

Macbeth is aware of every reason not to kill Duncan. He calls himself Duncan's "kinsman and his subject" and says he should "shut the door" against the murderer, not "bear the knife" himself. The list of reasons shows that his conscience is still strong at this point, so the audience sees a man who is tempted rather than evil.

Later in the play, Macbeth's ambition grows into tyranny. After he becomes king his mind is "full of scorpions", and this image suggests that his ambition now torments him with constant fear. He has Banquo murdered because the witches said Banquo's sons would be kings, which shows that ambition has made him ruthless.

Lady Macbeth's ambition drives him at first. She tells him to "look like the innocent flower" but be "the serpent under it", and the contrast between the flower and the serpent reveals her belief that ambition needs deception. However, by the end she is destroyed by guilt, and her sleepwalking shows that ambition cannot stay hidden for ever.

A Jacobean audience would have seen the murder of Duncan as a sin against God, because they believed in the Divine Right of Kings. James I had survived the Gunpowder Plot in 1605, so the audience would have been horrified by regicide and would have expected Macbeth to be punished.

In conclusion, Shakespeare presents ambition as a force that corrupts Macbeth completely. By the end he describes life as "a tale told by an idiot", which suggests that his ambition has left him with nothing at all.`;

  it("does not tell a Macbeth essay to open with an argument and embed quotations when it does, nor to write a fuller answer at over 350 words", async () => {
    const { proposal } = await marked(MACBETH, MACBETH_ESSAY);
    expect(proposal.strengths.join(" ")).toMatch(/build the quotation .* into your own sentence/);
    const ao1 = adviceTo(proposal, "AO1");
    expect(ao1).not.toMatch(/open with a clear argument|support every point with a short quotation embedded/);
    // The one paragraph without a quotation is named, not every point.
    expect(ao1).toMatch(/your fifth paragraph with a short quotation too/);
    for (const text of everything(proposal)) expect(text).not.toMatch(/fuller answer|a short one shows too little/);
  });

  it("does not tell a Language analysis that quotes, names and explains in every paragraph to do exactly that (AQA Language Paper 1 Q2)", async () => {
    const q2: Case = { ...AQA_Q1, questionTypeId: "q2", questionText: "Look in detail at this extract. How does the writer use language here to describe the storm and the people on the beach? [8 marks]" };
    const answer = `The writer uses the verb "drag" to show how hard the fishermen have to work. The verb suggests that the nets are heavy and that the men are fighting against the storm, which makes the reader admire their strength.

The writer also uses personification when the gulls "wheel and scream" above the huts. The word "scream" suggests panic, as if the birds know the storm is dangerous, and this creates a tense, frightening mood for the reader.

Finally, the adjectives "raw and cracked" describe the fishermen's hands. This imagery makes the reader feel the bitter cold, and it suggests that their lives are harsh and painful.`;
    const { proposal, result } = await marked(q2, answer);
    expect(result.achievedMarks).toBeLessThan(result.totalMarks);
    for (const text of everything(proposal)) expect(text).not.toMatch(/quote a single word or phrase, name the technique and explain its precise effect/);
    expect(adviceTo(proposal, "AO2")).toMatch(/go further with each quotation/);
  });

  it("does not ask a History answer that reaches a judgement to reach one", async () => {
    const [, , germany] = SAMPLE_QUESTIONS;
    const { proposal } = await marked(
      { subjectId: "history", boardId: "aqa", paperId: "paper-1", questionTypeId: "q6-more-important", topicId: "germany-1890-1945", questionText: germany!.questionText, sourceText: null },
      germany!.answers.middling,
    );
    expect(proposal.strengths.join(" ")).toMatch(/reaches a clear judgement/);
    for (const text of everything(proposal)) expect(text).not.toMatch(/reach a supported judgement/);
  });

  it("never asks an AO1-only novel question to analyse what words suggest (Edexcel Literature Paper 2, 19th-century novel part b)", async () => {
    const carol: Case = {
      subjectId: "english-literature",
      boardId: "edexcel",
      paperId: "paper-2",
      questionTypeId: "novel-whole",
      questionText: "Explain how Dickens presents Scrooge's change in A Christmas Carol. (20 marks)",
      sourceText: null,
    };
    const answer = `Dickens presents Scrooge as a man who changes from cold and mean to kind and generous. At the start he is "a squeezing, wrenching, grasping, scraping, clutching, covetous old sinner". He refuses to give money to the charity collectors and tells them that the poor should go to the workhouses.

At the end Scrooge wakes up on Christmas morning as a new man. He buys the biggest turkey for the Cratchits, he raises Bob's salary and he becomes "a second father" to Tiny Tim. Dickens shows that anyone can change if they learn to care about other people.`;
    const { proposal } = await marked(carol, answer);
    expect(proposal.objectives.map((objective) => objective.code)).toEqual(["AO1"]);
    for (const text of everything(proposal)) expect(text).not.toMatch(/what particular words in the quotation suggest|Quoted but not analysed/);
  });

  it("lists real, separate details in a History strength, never two names run together", async () => {
    const question: Case = {
      subjectId: "history",
      boardId: "edexcel",
      paperId: "paper-1",
      questionTypeId: "q4-explain-why",
      topicId: "medicine",
      questionText: "Explain why there was rapid progress in the treatment of infection in the years c1900-present. (12 marks)",
      sourceText: null,
    };
    const answer =
      "In 1940 Florey and Chain showed that penicillin could cure infections in mice and then in people. In the Second World War the American government paid drug companies to mass-produce penicillin, because so many soldiers were dying from infected wounds. " +
      "As a result, by D-Day in 1944 there was enough penicillin to treat every wounded soldier, and after the war the NHS made it free for everyone.";
    const { proposal } = await marked(question, answer);
    expect(proposal.strengths.join(" ")).toMatch(/precise knowledge \([^)]*\)/);
    for (const text of everything(proposal)) expect(text).not.toMatch(/War the American|Second World War the/);
  });
});

describe("where an annotation's highlight and a named sentence end (an audit of the feedback as a parent sees it)", () => {
  const questionType = getQuestionType("english-literature", "aqa", "paper-1", "shakespeare")!;
  // Long sentences whose 20th word is "she", "a" (inside a quotation), "as" or "rather": the highlights
  // ended there ("then you were a", "sees herself as").
  const answerText =
    "Shakespeare presents Lady Macbeth as ambitious and manipulative from the very start of the play, because when Macbeth hesitates she questions his courage and says that \"when you durst do it, then you were a man\" which shows how she uses his masculinity against him. " +
    "Lady Macbeth is the more powerful of the two at first, and in her soliloquy she calls on the spirits to unsex her because she sees herself as weak as a woman and wants to be filled with cruelty. " +
    "This suggests she thinks that ambition needs a kind of ruthlessness that a Jacobean audience would link with men rather than women. " +
    "Later in the play her guilt destroys her and she sleepwalks, trying to wash the blood from her hands, which shows that her ambition has led to her own destruction.";
  const markingInput: MarkingInput = {
    subjectId: "english-literature",
    boardId: "aqa",
    questionType,
    objectiveMeanings: getBoardSubject("english-literature", "aqa")?.objectiveMeanings ?? {},
    questionText: "Starting with this extract, explore how Shakespeare presents Lady Macbeth as a powerful woman.",
    sourceText: "Was the hope drunk wherein you dress'd yourself? Hath it slept since? When you durst do it, then you were a man; to unsex me here.",
    answerText,
  };
  /** Words that lead into the next one: a quote ending on one stops mid-phrase. */
  const LEADING_WORD = /\b(?:a|an|the|as|of|to|she|he|they|which|that|rather|than|and|but|because|were|was|is|her|his|herself)$/i;

  it("highlights the whole sentence a comment is about, so no highlight stops mid-phrase or inside a quotation", async () => {
    const proposal = await marker.mark(markingInput);
    expectSoundProposal(proposal, markingInput);
    const result = computeResult({ questionType, objectiveMeanings: markingInput.objectiveMeanings, proposal, answerText, marker: OFFLINE_MARKER_IDENTITY });
    const highlighted = result.annotations.map((annotation) => answerText.slice(annotation.start, annotation.end));
    expect(highlighted.length).toBeGreaterThan(2);
    for (const passage of highlighted) {
      // Ends after a whole word (the next character is no letter), not on a word that leads into the next.
      expect(answerText.slice(answerText.indexOf(passage) + passage.length)).toMatch(/^(?![\p{L}\p{N}])/u);
      expect(passage.replace(/[.,;:!?"”’']+$/, "")).not.toMatch(LEADING_WORD);
      expect((passage.match(/"/g) ?? []).length % 2).toBe(0);
    }
    // The embedded quotation's sentence is highlighted with the quotation whole; the run-on sentence to its end.
    expect(highlighted.some((passage) => passage.includes('"when you durst do it, then you were a man"'))).toBe(true);
    expect(highlighted.some((passage) => passage.includes("because she sees herself as weak as a woman and wants to be filled with cruelty."))).toBe(true);
  });

  it("names a long sentence in the feedback by its first 20 words or fewer, cut where a phrase ends", async () => {
    const proposal = await marker.mark(markingInput);
    const named = quotedSentences([...proposal.strengths, ...proposal.areasForImprovement]).filter((quote) => answerText.includes(quote));
    expect(named.length).toBeGreaterThan(2);
    for (const quote of named) {
      expect(quote.split(/\s+/).length).toBeLessThanOrEqual(20);
      expect(quote).not.toMatch(LEADING_WORD);
      expect((quote.match(/"/g) ?? []).length % 2).toBe(0);
    }
    expect(named).toContain("Shakespeare presents Lady Macbeth as ambitious and manipulative from the very start of the play");
  });
});

describe("an answer that is not words (keys mashed)", () => {
  it("is told plainly there is nothing to mark yet, with no level-climbing advice and no list of 'spellings'", async () => {
    for (const sample of SAMPLE_QUESTIONS) {
      const proposal = await marker.mark(inputFor(sample, "asdf jkl; qwerty 12345 !!!! zxcv bnm, poiuy lkjh gfds mnbv wert yuio hjkl."));
      expect(total(proposal), sample.id).toBe(0);
      expect(proposal.areasForImprovement[0], sample.id).toBe(UNREADABLE_ANSWER);
      expect(proposal.suggestions, sample.id).toEqual([UNREADABLE_ANSWER]);
      expect(proposal.areasForImprovement.join("\n"), sample.id).not.toMatch(/check the spelling/);
      // A weak answer in real words is not told it is not words, nor is one by a student who spells badly.
      const weak = await marker.mark(inputFor(sample, sample.answers.weak));
      expect([...weak.areasForImprovement, ...weak.suggestions], sample.id).not.toContain(UNREADABLE_ANSWER);
      const badSpeller = await marker.mark(
        inputFor(sample, "Wen the kng dyed evry won wos sed, and thay cryd becos thay luvd him and wer scard of wot wud hapen nxt."),
      );
      expect([...badSpeller.areasForImprovement, ...badSpeller.suggestions], sample.id).not.toContain(UNREADABLE_ANSWER);
    }
  });
});

describe("no praise the answer has not earned (a teacher's review)", () => {
  it("a single paragraph is not 'organised in developed paragraphs', and a year repeated from the question is not 'specific dates'", async () => {
    const questionType = getQuestionType("history", "edexcel", "paper-3", "q2-explain-why", "germany")!;
    expect(questionType).toBeDefined();
    const proposal = await marker.mark({
      subjectId: "history",
      boardId: "edexcel",
      questionType,
      objectiveMeanings: getBoardSubject("history", "edexcel")?.objectiveMeanings ?? {},
      questionText: "Explain why the Weimar Republic faced a crisis in 1923. You may use the following in your answer: the occupation of the Ruhr; hyperinflation. You must also use information of your own.",
      sourceText: null,
      answerText:
        "The Weimar Republic had lots of problems in 1923. Money was worth nothing and people had to use wheelbarrows to carry it. The French invaded the Ruhr and took the coal, which was bad for Germany and made people angry.",
    });
    const rationales = proposal.objectives.map((objective) => objective.rationale).join("\n");
    expect(rationales).not.toMatch(/developed paragraphs/);
    expect(rationales).not.toMatch(/You include specific dates, names and figures/);
  });
});

describe("annotation wording", () => {
  it("says 'An inference', not 'A inference' (Edexcel Paper 3 Question 1)", async () => {
    const questionType = getQuestionType("history", "edexcel", "paper-3", "q1-inference", "germany")!;
    const proposal = await marker.mark({
      subjectId: "history",
      boardId: "edexcel",
      questionType,
      objectiveMeanings: getBoardSubject("history", "edexcel")?.objectiveMeanings ?? {},
      questionText: "Give two things you can infer from Source A about the effects of hyperinflation in 1923.",
      sourceText:
        "Source A: from the diary of a Berlin teacher, 1923. My salary is paid twice a day now, and my wife runs to the shops before the prices rise again. A loaf of bread cost 200,000 marks this morning. Our savings, which took twenty years to build, will not buy a box of matches.",
      answerText:
        '(i) What I can infer: people\'s savings became worthless.\nDetails in the source that tell me this: "Our savings ... will not buy a box of matches."\n\n(ii) What I can infer: prices rose so fast that people had to spend money at once.\nDetails in the source that tell me this: "my wife runs to the shops before the prices rise again".',
    });
    const comments = proposal.annotations.map((annotation) => annotation.comment);
    expect(comments).toContain("An inference, supported.");
    expect(comments.join(" ")).not.toMatch(/\bA inference/);
  });
});
