import { describe, expect, it } from "vitest";

import { resolveSelection } from "~/features/catalogue/lookup";
import { computeResult } from "~/features/marking/compute-result";
import type { MarkingResult } from "~/features/marking";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";

import { SAMPLE_QUESTIONS } from "../../../tests/support/sample-answers";
import {
  FEEDBACK_CARD_COUNT,
  feedbackLinesOf,
  feedbackSetTitle,
  finishFeedbackCards,
  generateOfflineFeedbackCards,
  isQuestion,
  normaliseForComparison,
  type FeedbackForCards,
} from "./offline-feedback-cards";
import { FLASHCARD_LIMITS } from "./rules";

const ANSWER =
  "Lady Macbeth says 'Out, damned spot' which shows she feels guilty. She is very upset. " +
  "In the sleepwalking scene she keeps washing her hands. A Jacobean audience would think she was being punished by God. " +
  "Shakespeare shows that guilt destroys her in the end becuase she dies.";

const spotAt = ANSWER.indexOf("Lady Macbeth says");
const spotSentence = "Lady Macbeth says 'Out, damned spot' which shows she feels guilty.";
const contextSentence = "A Jacobean audience would think she was being punished by God.";

/** A marked answer written for this test: every kind of feedback the result carries. */
const RESULT: MarkingResult = {
  version: 1,
  totalMarks: 34,
  achievedMarks: 12,
  percentage: 35.3,
  level: 2,
  levelDescription: "Relevant points with some support",
  levelBands: [
    { level: 1, min: 1, max: 5, descriptor: "Simple, surface-level remarks" },
    { level: 2, min: 6, max: 10, descriptor: "Relevant points with some support" },
    { level: 3, min: 11, max: 15, descriptor: "Explained points, sensibly organised" },
    { level: 4, min: 16, max: 20, descriptor: "Clear, consistent understanding" },
    { level: 5, min: 21, max: 25, descriptor: "Thoughtful, well-developed response" },
    { level: 6, min: 26, max: 30, descriptor: "Assured, perceptive and critical throughout" },
  ],
  levelledMarks: { achieved: 10, max: 30 },
  nextLevel: { level: 3, marksNeeded: 1 },
  grade: "3",
  colourBand: { tone: "red", label: "Needs Work" },
  objectives: [
    { code: "AO1", meaning: "Your own informed, critical argument about the text, backed by apt references and quotations.", max: 12, achieved: 5, level: 2, rationale: "Some relevant points.", evidence: [spotSentence] },
    { code: "AO2", meaning: "How the writer uses language, form and structure to create meaning and effects.", max: 12, achieved: 2, level: 1, rationale: "Little analysis.", evidence: [] },
    { code: "AO3", meaning: "How the text connects with the times and contexts in which it was written and read.", max: 6, achieved: 3, level: 2, rationale: "Context mentioned.", evidence: [contextSentence] },
    { code: "AO4", meaning: "Accurate spelling and punctuation, with a range of vocabulary and sentence structures (written accuracy).", max: 4, achieved: 2, level: 2, rationale: "Mostly accurate.", evidence: [] },
  ],
  strengths: [`“${contextSentence}” connects the text to its context rather than bolting facts on.`],
  areasForImprovement: [
    `After “${spotSentence}”, explain what particular words in the quotation suggest and why the writer chose them: the quotation is given but not analysed.`,
    "In “Shakespeare shows that guilt destroys her in the end becuase she dies.”, check the spelling of “becuase”; it should be “because”.",
    "“She is very upset.” makes a point without a quotation: support it with a short quotation from the text.",
    "Plan your answer before you write.",
  ],
  specificFeedback: "A relevant start that needs closer analysis of language.",
  suggestions: [
    'To reach Level 3 ("Explained points, sensibly organised", 11-15 marks), you need about 1 more mark: zoom in on single words in your quotations and explain their effect.',
    "For AO2: name the writer's method (metaphor, imagery, soliloquy) and explain its effect on the audience.",
    'For AO4, the next band is "High: consistently accurate, precise and varied" (4+ marks): proofread for spelling.',
    "Write more: about 534 words of your own is typical for 34 marks, and you wrote 52.",
  ],
  annotations: [
    { quote: spotSentence, start: spotAt, end: spotAt + spotSentence.length, comment: "Quoted but not analysed: zoom in on a word.", objective: "AO2", kind: "improvement" },
    { quote: "She is very upset.", start: ANSWER.indexOf("She is very upset."), end: ANSWER.indexOf("She is very upset.") + 18, comment: "Support this point with a quotation.", objective: "AO1", kind: "improvement" },
    { quote: "becuase", start: ANSWER.indexOf("becuase"), end: ANSWER.indexOf("becuase") + 7, comment: "Spelling: “because”.", objective: "AO4", kind: "improvement" },
    { quote: contextSentence, start: ANSWER.indexOf(contextSentence), end: ANSWER.indexOf(contextSentence) + contextSentence.length, comment: "Context linked to the text.", objective: "AO3", kind: "strength" },
  ],
  marker: { id: "offline", model: "rubric-v1", promptVersion: "offline-1", label: "Offline estimate", offline: true },
  markedAt: "2026-11-23T10:00:00.000Z",
};

const INPUT: FeedbackForCards = {
  subject: "English Literature",
  questionText: "Starting with this extract, how does Shakespeare present guilt in Macbeth?",
  answerText: ANSWER,
  result: RESULT,
};

function expectGoodCards(cards: { front: string; back: string }[], input: FeedbackForCards) {
  expect(cards.length).toBeGreaterThanOrEqual(FEEDBACK_CARD_COUNT.min);
  expect(cards.length).toBeLessThanOrEqual(FEEDBACK_CARD_COUNT.max);
  const lines = new Set(feedbackLinesOf(input.result).map(normaliseForComparison));
  for (const card of cards) {
    expect(isQuestion(card.front), card.front).toBe(true);
    expect(card.front.length).toBeLessThanOrEqual(FLASHCARD_LIMITS.charactersPerSide);
    expect(card.back.length).toBeLessThanOrEqual(FLASHCARD_LIMITS.charactersPerSide);
    expect(card.back.length).toBeGreaterThan(20);
    // No card is a bare copy of one line of the feedback.
    expect(lines.has(normaliseForComparison(card.back)), card.back).toBe(false);
  }
  const fronts = cards.map((card) => normaliseForComparison(card.front));
  expect(new Set(fronts).size).toBe(fronts.length);
  const backs = cards.map((card) => normaliseForComparison(card.back));
  expect(new Set(backs).size).toBe(backs.length);
}

describe("offline cards from feedback", () => {
  const cards = generateOfflineFeedbackCards(INPUT);

  it("makes 4-15 cards whose fronts are questions, with no duplicates and no bare copies", () => {
    expectGoodCards(cards, INPUT);
  });

  it("turns an improvement on a quotation into an analysis question, keeping the student's own words on the back", () => {
    const card = cards.find((candidate) => candidate.front === "How could you strengthen your analysis of “Out, damned spot”? (AO2)");
    expect(card).toBeDefined();
    expect(card!.back).toContain("Quoted but not analysed: zoom in on a word.");
    expect(card!.back).toContain(`“${spotSentence}”`);
    expect(card!.back).toContain("explain what particular words in the quotation suggest".replace(/^e/, "E"));
    expect(card!.back).toContain("AO2 rewards how the writer uses language, form and structure");
    expect(card!.back).toContain("Next time: Name the writer's method");
  });

  it("keeps the quotations from the answer: every improvement's passage is on a card, exactly as written", () => {
    for (const annotation of RESULT.annotations.filter((candidate) => candidate.kind === "improvement")) {
      expect(ANSWER).toContain(annotation.quote);
      expect(cards.some((card) => `${card.front} ${card.back}`.includes(annotation.quote)), annotation.quote).toBe(true);
    }
    const evidence = cards.find((card) => card.front.startsWith("How could you back up this point from your answer?"));
    expect(evidence?.front).toBe("How could you back up this point from your answer? “She is very upset.” (AO1)");
    const spelling = cards.find((card) => card.front === "How do you spell the word you wrote as “becuase”?");
    expect(spelling?.back).toMatch(/^“because”\. From your answer: “Shakespeare shows that guilt destroys her in the end becuase she dies\.”/);
  });

  it("gives one card per objective with what it rewards, the level reached and what the next level needs", () => {
    for (const objective of RESULT.objectives) {
      const card = cards.find((candidate) => candidate.front === `What does ${objective.code} reward in English Literature, and how can you raise your ${objective.code} mark?`);
      expect(card, objective.code).toBeDefined();
      expect(card!.back).toContain(`You scored ${objective.achieved}/${objective.max} on it.`);
    }
    const ao1 = cards.find((card) => card.front.startsWith("What does AO1"))!;
    // 5/12 of the 30 levelled marks is about 13: Level 3's band.
    expect(ao1.back).toContain("That reads like Level 3: “Explained points, sensibly organised”.");
    expect(ao1.back).toContain("The next level asks for “Clear, consistent understanding”.");
    // Written accuracy is marked on its own scale: its next band, not the question's levels.
    const ao4 = cards.find((card) => card.front.startsWith("What does AO4"))!;
    expect(ao4.back).toContain("The next band is “High: consistently accurate, precise and varied” (4+ marks).");
    expect(ao4.back).not.toContain("reads like Level");
    const level = cards.find((card) => card.front === "What level did this answer reach, and what does the next level need?")!;
    expect(level.back).toContain("Level 2 of 6: “Relevant points with some support” (10 of 30 marks).");
    expect(level.back).toContain("Level 3 needs “Explained points, sensibly organised” (11-15 marks): about 1 more mark.");
  });

  it("says 'To get there' only after naming where 'there' is; with no next band named, the advice is said plainly", () => {
    const noBand = { ...RESULT, suggestions: RESULT.suggestions.filter((suggestion) => !suggestion.startsWith("For AO4")) };
    const ao4 = generateOfflineFeedbackCards({ ...INPUT, result: noBand }).find((card) => card.front.startsWith("What does AO4"))!;
    expect(ao4.back).not.toContain("next band");
    expect(ao4.back).not.toContain("To get there");
    expect(ao4.back).toMatch(/To raise it: /);
    expect(cards.find((card) => card.front.startsWith("What does AO1"))!.back).toContain("To get there: ");
  });

  it("asks about length, strengths, and the lines of feedback nothing else covered", () => {
    expect(cards.find((card) => card.front.includes("34-mark answer"))?.back).toMatch(/^About 534\. You wrote 52/);
    expect(cards.some((card) => card.front.startsWith("Why does this sentence from your answer earn credit for AO3?"))).toBe(true);
    expect(cards.find((card) => card.front.startsWith("What else should you do differently"))?.back).toContain("Plan your answer before you write.");
  });

  it("is deterministic", () => {
    expect(generateOfflineFeedbackCards(INPUT)).toEqual(cards);
  });

  it("keeps at most 15, the most useful first, for feedback with many annotations", () => {
    const many = Array.from({ length: 40 }, (_, index) => `Point number ${index + 1} is made here without support.`);
    const answerText = many.join(" ");
    const result: MarkingResult = {
      ...RESULT,
      annotations: many.map((quote, index) => ({
        quote,
        start: answerText.indexOf(quote),
        end: answerText.indexOf(quote) + quote.length,
        comment: index % 2 ? "Support this point with a quotation." : "Explain the consequence.",
        objective: index % 2 ? "AO1" : "AO2",
        kind: "improvement" as const,
      })),
    };
    const capped = generateOfflineFeedbackCards({ ...INPUT, answerText, result });
    expect(capped).toHaveLength(FEEDBACK_CARD_COUNT.max);
    expectGoodCards(capped, { ...INPUT, answerText, result });
    expect(capped[0]!.front).toBe("What level did this answer reach, and what does the next level need?");
  });

  it("drops repeated annotations on the same passage", () => {
    const twice: MarkingResult = { ...RESULT, annotations: [...RESULT.annotations, RESULT.annotations[0]!, RESULT.annotations[1]!] };
    const again = generateOfflineFeedbackCards({ ...INPUT, result: twice });
    expect(again).toEqual(cards);
  });

  it.each(SAMPLE_QUESTIONS.flatMap((question) => (["weak", "middling", "strong"] as const).map((level) => [question.id, level, question] as const)))(
    "makes good cards from the offline marker's result for %s (%s)",
    async (_, level, question) => {
      const selection = resolveSelection({ subjectId: question.subjectId, board: question.boardId, paperId: question.paperId, questionTypeId: question.questionTypeId, topicId: question.topicId });
      const objectiveMeanings = selection!.boardSubject.objectiveMeanings ?? {};
      const marker = createOfflineMarker();
      const answerText = question.answers[level];
      const proposal = await marker.mark({
        subjectId: question.subjectId,
        boardId: question.boardId,
        questionType: selection!.questionType,
        objectiveMeanings,
        questionText: question.questionText,
        sourceText: question.sourceText,
        answerText,
      });
      const result = computeResult({ questionType: selection!.questionType, objectiveMeanings, proposal, answerText, marker: marker.identity });
      const input = { subject: question.subjectId, questionText: question.questionText, answerText, result };
      const made = generateOfflineFeedbackCards(input);
      expectGoodCards(made, input);
      // The passages quoted on the cards are the student's own words.
      for (const card of made) {
        for (const [, passage] of `${card.front} ${card.back}`.matchAll(/Your sentence: “([^”]+?)(?:…)?”/g)) expect(answerText).toContain(passage!);
      }
    },
  );
});

describe("offline cards agree with the results page (offline-2.4 audit)", () => {
  const essay =
    "At the start of the novel Dickens describes Scrooge with a long list of verbs: \"a squeezing, wrenching, grasping, scraping, clutching, covetous old sinner\", which shows how greedy he is. " +
    "Dickens wanted his Victorian readers to see that the rich should help the poor.";
  const listSentence = essay.slice(0, essay.indexOf(" Dickens wanted"));
  const contextSentence = "Dickens wanted his Victorian readers to see that the rich should help the poor.";
  const result: MarkingResult = {
    ...RESULT,
    objectives: [
      // The marker's evidence for AO1 is the passage the page credits to AO4.
      { ...RESULT.objectives[0]!, achieved: 6, evidence: [contextSentence] },
      { ...RESULT.objectives[1]!, achieved: 5, evidence: [] },
      { ...RESULT.objectives[2]!, achieved: 3, evidence: [] },
      { ...RESULT.objectives[3]!, achieved: 3, evidence: [] },
    ],
    strengths: [`“${listSentence}” builds the quotation into your own sentence and explains it.`],
    areasForImprovement: ["Plan your answer before you write."],
    suggestions: ["For AO2: name the writer's method and explain its effect."],
    annotations: [
      { quote: listSentence, start: 0, end: listSentence.length, comment: "A well-embedded quotation with analysis.", objective: "AO2", kind: "strength" },
      { quote: contextSentence, start: essay.indexOf(contextSentence), end: essay.indexOf(contextSentence) + contextSentence.length, comment: "Accurate, controlled sentence.", objective: "AO4", kind: "strength" },
    ],
  };
  const cards = generateOfflineFeedbackCards({ ...INPUT, answerText: essay, result });
  const cardFor = (code: string) => cards.find((card) => card.front.startsWith(`What does ${code} reward`))!;

  it("credits a passage to the objective the page credits it to, not to the marker's evidence for another", () => {
    // The page shows the context sentence as "Earns credit (AO4)": the AO1 card does not claim it.
    expect(cardFor("AO1").back).not.toContain("Credited in your answer");
    expect(cardFor("AO4").back).toContain(`Credited in your answer: “${contextSentence}”`);
  });

  it("cuts a long passage at a word boundary with an ellipsis and balanced quotation marks", () => {
    const back = cardFor("AO2").back;
    const credited = /Credited in your answer: (“.*”)/.exec(back)?.[1] ?? "";
    // The cut falls inside the student's quotation: the passage stops before it rather than leave it open.
    expect(credited).toBe("“At the start of the novel Dickens describes Scrooge with a long list of verbs…”");
    for (const card of cards) {
      for (const side of [card.front, card.back]) {
        const opening = (side.match(/“/g) ?? []).length;
        const closing = (side.match(/”/g) ?? []).length;
        expect(opening, side).toBe(closing);
        expect((side.match(/"/g) ?? []).length % 2, side).toBe(0);
      }
    }
  });
});

describe("offline cards say what the feedback means (flashcards audit)", () => {
  const backOf = (cards: { front: string; back: string }[], start: string) => cards.find((card) => card.front.startsWith(start))?.back;

  it("names as most room to improve the objective with the most marks left to gain, ties going to the lower share", () => {
    const objectives = (marks: [number, number, number, number]) =>
      RESULT.objectives.map((objective, index) => ({ ...objective, achieved: marks[index]! }));
    // AO1 and AO2 at 2/12 have 10 marks each to gain; AO3 at 1/6 has the same share but only 5.
    const even = generateOfflineFeedbackCards({ ...INPUT, result: { ...RESULT, objectives: objectives([2, 2, 1, 3]) } });
    expect(backOf(even, "Which objective was your strongest")).toContain("Most room to improve: AO1 (2/12)");
    // Equal marks to gain (AO1 4/12 and AO2 8/16 both have 8): the lower share has more room.
    const shares = generateOfflineFeedbackCards({
      ...INPUT,
      result: { ...RESULT, objectives: [{ ...RESULT.objectives[0]!, achieved: 4 }, { ...RESULT.objectives[1]!, max: 16, achieved: 8 }, RESULT.objectives[2]!, { ...RESULT.objectives[3]!, achieved: 4 }] },
    });
    expect(backOf(shares, "Which objective was your strongest")).toMatch(/^Strongest: AO4 \(4\/4\).* Most room to improve: AO1 \(4\/12\)/);
    // Full marks everywhere: nothing has room to improve, so no card claims one has.
    const full = generateOfflineFeedbackCards({ ...INPUT, result: { ...RESULT, objectives: objectives([12, 12, 6, 4]) } });
    expect(backOf(full, "Which objective was your strongest")).toBeUndefined();
  });

  it("ends a passage the marker quoted only in part with an ellipsis, and leaves a whole sentence as written", () => {
    const answerText = "Lady Macbeth says 'Out, damned spot' which shows she feels guilty and wants to be clean\n\nShe is very upset.";
    const cut = "Lady Macbeth says 'Out, damned spot' which shows";
    const whole = "Lady Macbeth says 'Out, damned spot' which shows she feels guilty and wants to be clean";
    const annotation = (quote: string, kind: "improvement" | "strength") => ({ quote, start: 0, end: quote.length, comment: "Explain the consequence.", objective: "AO1" as const, kind });
    const made = (quote: string, kind: "improvement" | "strength") =>
      generateOfflineFeedbackCards({ ...INPUT, answerText, result: { ...RESULT, areasForImprovement: [], strengths: [], annotations: [annotation(quote, kind)] } });

    const improved = made(cut, "improvement");
    expect(improved.find((card) => card.front.startsWith("How could you develop this point"))?.front).toBe(`How could you develop this point from your answer? “${cut}…” (AO1)`);
    expect(backOf(improved, "How could you develop this point")).toContain(`Your sentence: “${cut}…”`);
    expect(backOf(improved, "What does AO1 reward")).toContain(`Work on: “${cut}…”`);
    const credited = made(cut, "strength");
    expect(credited.find((card) => card.front.startsWith("Why does this sentence"))?.front).toBe(`Why does this sentence from your answer earn credit for AO1? “${cut}…”`);
    expect(backOf(credited, "What does AO1 reward")).toContain(`Credited in your answer: “${cut}…”`);
    // The student's own sentence, left without its full stop at the end of a paragraph, is whole: no ellipsis.
    expect(backOf(made(whole, "improvement"), "How could you develop this point")).toContain(`Your sentence: “${whole}”.`);
  });

  it("asks about the length of an answer to the question by the question's real total", () => {
    // The marker works the typical length out for the 30 levelled marks of a 34-mark question (4 are for AO4).
    const suggestions = RESULT.suggestions.map((line) => line.replace("typical for 34 marks", "typical for 30 marks"));
    const cards = generateOfflineFeedbackCards({ ...INPUT, result: { ...RESULT, suggestions } });
    const length = cards.find((card) => card.front.startsWith("About how many words"));
    expect(length?.front).toBe("About how many words of your own does a 34-mark answer like this one usually need?");
    expect(length?.back).toMatch(/^About 534\. You wrote 52/);
  });
});

describe("finishFeedbackCards (the model's cards held to the same rules)", () => {
  it("drops fronts that are not questions, bare copies of the feedback and duplicates, and cuts long sides", () => {
    const finished = finishFeedbackCards(
      [
        { front: "Out, damned spot", back: "Explain the image of the spot as guilt that cannot be washed away." },
        { front: "What does AO2 reward?", back: "Quoted but not analysed: zoom in on a word." },
        { front: "How could you strengthen your analysis of 'Out, damned spot'? (AO2)", back: "Zoom in on 'damned': it links her guilt to hell." },
        { front: "how could you strengthen your analysis of “Out, damned spot”? (AO2)", back: "Something else entirely, said again." },
        { front: "Why does the spot matter?", back: "x".repeat(5_000) },
      ],
      ["Quoted but not analysed: zoom in on a word."],
    );
    expect(finished.map((card) => card.front)).toEqual([
      "How could you strengthen your analysis of 'Out, damned spot'? (AO2)",
      "Why does the spot matter?",
    ]);
    expect(finished[1]!.back.length).toBeLessThanOrEqual(FLASHCARD_LIMITS.charactersPerSide);
  });

  it("keeps at most 15", () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ front: `Question ${index}?`, back: `Answer number ${index}.` }));
    expect(finishFeedbackCards(many, [])).toHaveLength(15);
  });
});

describe("feedbackSetTitle", () => {
  it("names the subject and the question's first words, within the title limit", () => {
    expect(feedbackSetTitle("English Literature", INPUT.questionText)).toBe("Feedback: English Literature – Starting with this extract, how does Shakespeare present…");
    expect(feedbackSetTitle("History", "Explain why Hitler became Chancellor.")).toBe("Feedback: History – Explain why Hitler became Chancellor.");
    expect(feedbackSetTitle("History", "x".repeat(500)).length).toBeLessThanOrEqual(FLASHCARD_LIMITS.titleCharacters);
  });
});
