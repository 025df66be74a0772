import { beforeAll, describe, expect, it } from "vitest";

import { getBoardSubject, getQuestionType } from "~/features/catalogue/catalogue";
import type { SubjectId } from "~/features/catalogue/subjects";
import { EXTRACT_BANK } from "~/features/generation/offline/extract-bank";
import type { MarkerProposal } from "~/platform/ai/tasks/marking";

import { computeResult } from "../compute-result";
import type { MarkingInput } from "../marker";
import type { MarkingResult } from "../marking-result";

import { createOfflineMarker, OFFLINE_MARKER_IDENTITY, preloadOfflineMarker } from "./offline-marker";

/**
 * The feedback a teacher found wrong on real result pages (AQA): advice that asks for what the answer
 * already does, levels and marks that seem to contradict, titles and terms taken for quotations, advice
 * that does not fit the question type. Every answer here was written for these tests. Marks are not
 * asserted: they are frozen (docs/decisions/011-offline-marker-quality.md); only the feedback is.
 */

const marker = createOfflineMarker();

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

const MACBETH_EXTRACT = EXTRACT_BANK.find((entry) => entry.id === "macbeth-1-7-if-it-were-done")!.text;
const JEKYLL_EXTRACT =
  "Mr. Enfield and the lawyer were on the other side of the by-street; but when they came abreast of the entry, the former lifted up his cane and pointed. 'Well, it was this way,' returned Mr. Enfield: 'I was coming home from some place at the end of the world, about three o'clock of a black winter morning, and my way lay through a part of town where there was literally nothing to be seen but lamps. Street after street and all the folks asleep. All at once, I saw two figures: one a little man who was stumping along eastward at a good walk, and the other a girl of maybe eight or ten who was running as hard as she was able down a cross street. Well, sir, the two ran into one another naturally enough at the corner; and then came the horrible part of the thing; for the man trampled calmly over the child's body and left her screaming on the ground. It sounds nothing to hear, but it was hellish to see. It wasn't like a man; it was like some damned Juggernaut.'";
const DUCHESS =
  "That's my last Duchess painted on the wall, / Looking as if she were alive. I call / That piece a wonder, now; Fra Pandolf's hands / Worked busily a day, and there she stands. / Will't please you sit and look at her? I said / 'Fra Pandolf' by design, for never read / Strangers like you that pictured countenance, / The depth and passion of its earnest glance, / But to myself they turned (since none puts by / The curtain I have drawn for you, but I)";

interface Case {
  subjectId: SubjectId;
  paperId: string;
  questionTypeId: string;
  topicId?: string;
  questionText: string;
  sourceText: string | null;
}

const MACBETH: Case = {
  subjectId: "english-literature",
  paperId: "paper-1",
  questionTypeId: "shakespeare",
  questionText: "Starting with this extract, explore how Shakespeare presents ambition in Macbeth.",
  sourceText: MACBETH_EXTRACT,
};
const LADY: Case = { ...MACBETH, questionText: "Starting with this extract, explore how Shakespeare presents Lady Macbeth as a powerful woman." };
const JEKYLL: Case = {
  subjectId: "english-literature",
  paperId: "paper-1",
  questionTypeId: "nineteenth-century-novel",
  questionText: "Starting with this extract, explore how Stevenson presents ideas about violence in The Strange Case of Dr Jekyll and Mr Hyde.",
  sourceText: JEKYLL_EXTRACT,
};
const POWER_POEMS: Case = {
  subjectId: "english-literature",
  paperId: "paper-2",
  questionTypeId: "anthology-poetry",
  questionText: "Compare how poets present power in 'My Last Duchess' and in one other poem from 'Power and conflict'.",
  sourceText: DUCHESS,
};
const ZOO_ARTICLE_TASK: Case = {
  subjectId: "english-language",
  paperId: "paper-2",
  questionTypeId: "q5",
  questionText: "'Zoos are cruel and have no place in the modern world.' Write an article for a broadsheet newspaper in which you explain your point of view on this statement.",
  sourceText: null,
};
const PUTSCH: Case = {
  subjectId: "history",
  paperId: "paper-1",
  questionTypeId: "q4-describe",
  topicId: "germany-1890-1945",
  questionText: "Describe two features of Hitler's Munich Putsch of 1923.",
  sourceText: null,
};
const PUTSCH_ONE_DEVELOPED =
  "One feature was that on the evening of 8 November 1923 Hitler and about 600 SA men stormed the Bürgerbräukeller beer hall in Munich, where Gustav von Kahr was speaking.\n\nA second feature was the march through Munich on 9 November.";

const BERLIN: Case = {
  subjectId: "history",
  paperId: "paper-1",
  questionTypeId: "q3-account",
  topicId: "cold-war",
  questionText: "Write an account of how the Berlin Crisis of 1958 to 1961 developed.",
  sourceText: null,
};

/** Answers written for these tests (the voice of GCSE students); not from any dataset. */
const MACBETH_CONTEXT = "Shakespeare presents Macbeth's ambition as a force that destroys the natural order. In the extract Macbeth admits he has \"no spur\" except \"vaulting ambition\", and the metaphor of a rider leaping too high suggests that his desire will make him fall.\n\nLater, Macbeth's ambition turns him into a tyrant who kills Banquo and Macduff's family. The imagery of blood, such as \"blood will have blood\", shows that each murder leads to another, so ambition becomes a cycle of violence.\n\nThe play was written around 1606, soon after the Gunpowder Plot of 1605, when a Jacobean audience had seen how close traitors came to killing James I. Because James believed in the Divine Right of Kings, the audience would see Duncan's murder as a sin against God, and the witchcraft in the play would frighten a king who had written about witches himself.\n\nOverall, Shakespeare suggests that ambition which ignores loyalty and conscience leads only to ruin.";

const JEKYLL_CONTEXT = "Stevenson presents violence as something hidden beneath respectable Victorian society. In the extract Hyde tramples the girl \"calmly\", and the adverb suggests that his violence is cold and without guilt, which makes him seem less than human.\n\nEnfield says \"It wasn't like a man; it was like some damned Juggernaut\", and the simile suggests that Hyde's violence is mechanical and unstoppable. Later, the murder of Carew is described with \"ape-like fury\", and this animal imagery reveals Hyde as a primitive creature.\n\nStevenson wrote the novella in 1886, when Victorian readers were anxious about Darwin's theory of evolution and the idea that humans might slide back into beasts. The gentlemen in the novel care most about respectability and reputation, so Jekyll hides his violent side instead of facing it. Stevenson therefore suggests that repression makes violence more dangerous.";

const ZOO_ARTICLE = "Caged for Our Entertainment\n\nReally, is it acceptable in 2024 to lock wild animals behind bars so that we can stare at them for an afternoon? I believe that most zoos are cruel, and that they no longer have a place in a modern, caring society.\n\nFirstly, animals in zoos cannot behave naturally. A polar bear in the wild roams across hundreds of miles of ice, yet in a zoo it paces the same small enclosure every day. Scientists call this repetitive pacing \"zoochosis\", and it is a clear sign of distress.\n\nSecondly, some people argue that zoos protect endangered species. However, very few animals bred in captivity are ever returned to the wild, so this argument is weaker than it sounds. Money spent on ticket booths would do more good if it protected habitats instead.\n\nIn conclusion, we should close the worst zoos and replace them with sanctuaries where animals come first.";

const POEMS_COMPARED = "Both 'My Last Duchess' and 'Ozymandias' present men who believe their power is absolute. In 'My Last Duchess' the Duke controls who sees his wife's portrait, and the possessive \"my\" suggests he sees her as an object he owns. Similarly, in 'Ozymandias' the king's \"sneer of cold command\" shows his arrogance and cruelty.\n\nHowever, the poets present the end of power differently. Browning uses a dramatic monologue, so the Duke reveals his cruelty himself when he says \"I gave commands; / Then all smiles stopped together\", which implies he had her killed. In contrast, Shelley uses a sonnet with a broken rhyme scheme, and the ruined statue with \"Nothing beside remains\" reveals that time destroys even the greatest ruler.";

const POEMS_ONE_THEN_THE_OTHER = "In 'My Last Duchess' the Duke controls who sees his wife's portrait, and the possessive \"my\" suggests he sees her as an object he owns. Browning uses a dramatic monologue, so the Duke reveals his cruelty himself when he says \"I gave commands; / Then all smiles stopped together\", which implies he had her killed.\n\nIn 'Ozymandias' the king's \"sneer of cold command\" shows his arrogance and cruelty. Shelley uses a sonnet with a broken rhyme scheme, and the ruined statue with \"Nothing beside remains\" reveals that time destroys even the greatest ruler.";

const PUTSCH_DESCRIBED = "One feature was that in November 1923 Hitler and the SA stormed a beer hall in Munich and tried to seize power in Bavaria. A second feature was that the march the next day was stopped by the police, sixteen Nazis were killed and Hitler was arrested and sent to Landsberg prison.";

const PUTSCH_DESCRIBED_FULLY = "One feature was that on the evening of 8 November 1923 Hitler and about 600 SA men stormed the Bürgerbräukeller beer hall in Munich, where Gustav von Kahr was speaking, and forced Kahr, Lossow and Seisser at gunpoint to promise to support a \"national revolution\" against the Weimar government.\n\nA second feature was that on 9 November Hitler and General Ludendorff led around 2,000 Nazis through Munich towards the Bavarian War Ministry, but armed police blocked the Odeonsplatz and opened fire; sixteen Nazis and four policemen were killed and Hitler was arrested two days later.";

const BERLIN_ACCOUNT = "The crisis began because thousands of skilled East Germans were fleeing to the West through Berlin, which damaged East Germany's economy. As a result, in November 1958 Khrushchev issued an ultimatum demanding that the Western powers leave Berlin within six months.\n\nEisenhower refused, and the two sides held talks at Geneva in 1959, which eased tension for a time. However, in May 1960 the Soviets shot down an American U-2 spy plane, so the Paris Summit collapsed.\n\nIn June 1961 Khrushchev met Kennedy at Vienna and repeated his demands. Kennedy refused to leave West Berlin, which led Khrushchev to seal the border on 13 August 1961 with barbed wire and then a concrete wall.";

const BERLIN_ACCOUNT_FULL = "The crisis began because the open border in Berlin let around 3 million East Germans flee to the West between 1949 and 1961, and many of them were doctors, engineers and skilled workers. This meant that East Germany's economy was losing the people it needed, so Khrushchev decided he had to act.\n\nAs a result, in November 1958 Khrushchev issued an ultimatum demanding that the USA, Britain and France withdraw their troops and that Berlin become a \"free city\" within six months. Eisenhower refused to leave, but to avoid war the two sides agreed to talk, which led to the Geneva conference of foreign ministers in 1959 and Khrushchev's visit to Camp David in September 1959. This eased tension for a time.\n\nHowever, tension rose again in May 1960, when the Soviets shot down Gary Powers' U-2 spy plane just before the Paris Summit. Because Eisenhower refused to apologise, Khrushchev walked out, and the talks on Berlin collapsed.\n\nIn June 1961 Khrushchev met the new President Kennedy at the Vienna Summit and repeated his ultimatum. Kennedy refused to abandon West Berlin and increased US defence spending by $3.2 billion. Faced with this firmness and with 2,000 refugees a day crossing in July 1961, Khrushchev chose a different solution: on 13 August 1961 East German troops sealed the border with barbed wire, which was soon replaced by a concrete wall.\n\nFinally, in October 1961 a dispute over the right of American officials to enter East Berlin led to a sixteen-hour standoff between US and Soviet tanks at Checkpoint Charlie. Both sides withdrew, so the crisis ended, but the Wall divided Berlin until 1989.";

const BERLINER_SPEECH = "Kennedy went to Berlin and said \"Ich bin ein Berliner\" to the crowd. The people liked it a lot and they cheered.";

/** Too short to develop a point, so no marks for content (AO5), but written accurately (AO6). */
const ZOOS_ONE_LINE = "Zoos are cruel, so they should close.";

const BRAIN_DRAIN = "The crisis began with the 'brain drain'. Since 1949 around 3 million East Germans had fled to the West through Berlin, and many were young, skilled workers. This meant that East Germany's economy was badly weakened, so Khrushchev decided he had to act in November 1958.";

const LADY_MACBETH = "Shakespeare presents Lady Macbeth as a woman whose power over her husband collapses into guilt and madness.\n\nIn the extract she calls on the spirits to \"unsex me here\", and the imperative verb suggests a terrifying determination to reject the gentleness expected of women. The metaphor \"fill me from the crown to the toe top-full / Of direst cruelty\" reveals that she sees cruelty as a liquid that can replace her femininity. She later mocks Macbeth by asking \"When you durst do it, then you were a man\", which shows how she manipulates his pride.\n\nBy Act 5 the imagery of blood returns, but now it haunts her. In the sleepwalking scene she cries \"Out, damned spot!\", and the exclamation reveals that the guilt she dismissed with \"A little water clears us of this deed\" has become unbearable. The prose form of the scene, rather than verse, suggests that her mind has broken down completely.\n\nA Jacobean audience would see her fate as the punishment for defying the natural order, because women were expected to obey their husbands and regicide was a sin against God. Shakespeare therefore suggests that ambition which rejects nature destroys the person who embraces it.";

const JEKYLL_ENFIELD = "Stevenson presents Hyde's violence as shocking because it is so calm. Enfield says \"It wasn't like a man; it was like some damned Juggernaut\". The simile compares Hyde to a huge, unstoppable machine, which suggests he has no human feeling at all.\n\nLater, Hyde murders Sir Danvers Carew with \"ape-like fury\", and the animal imagery reveals that Stevenson links violence to the idea of humans sliding back into beasts.";

function inputFor(item: Case, answerText: string): MarkingInput {
  const questionType = getQuestionType(item.subjectId, "aqa", item.paperId, item.questionTypeId, item.topicId);
  if (!questionType) throw new Error(`no catalogue entry for ${item.questionTypeId}`);
  return {
    subjectId: item.subjectId,
    boardId: "aqa",
    questionType,
    objectiveMeanings: getBoardSubject(item.subjectId, "aqa")?.objectiveMeanings ?? {},
    questionText: item.questionText,
    sourceText: item.sourceText,
    answerText,
  };
}

async function marked(item: Case, answerText: string): Promise<{ proposal: MarkerProposal; result: MarkingResult }> {
  const input = inputFor(item, answerText);
  const proposal = await marker.mark(input);
  const result = computeResult({ questionType: input.questionType, objectiveMeanings: input.objectiveMeanings, proposal, answerText, marker: OFFLINE_MARKER_IDENTITY });
  return { proposal, result };
}

/** Every line of feedback the page shows. */
function allText(proposal: MarkerProposal): string[] {
  return [
    ...proposal.objectives.map((objective) => objective.rationale),
    ...proposal.strengths,
    ...proposal.areasForImprovement,
    proposal.specificFeedback,
    ...proposal.suggestions,
    ...proposal.annotations.map((annotation) => annotation.comment),
  ];
}

/** The advice for one objective: its rationale's "Next time" and its suggestion. */
function adviceTo(proposal: MarkerProposal, code: string): string {
  const rationale = proposal.objectives.find((objective) => objective.code === code)?.rationale ?? "";
  const nextTime = /Next time: (.+)$/.exec(rationale)?.[1] ?? "";
  const suggestion = proposal.suggestions.find((text) => text.startsWith(`For ${code}`)) ?? "";
  const level = proposal.suggestions.find((text) => text.startsWith("To reach")) ?? "";
  return [nextTime, suggestion, level].join(" ");
}

describe("offline feedback: levels and marks that agree (items 3, 4, 9)", () => {
  it("never says 'No creditworthy material' when an answer earned marks for written accuracy only", async () => {
    const { proposal, result } = await marked(ZOO_ARTICLE_TASK, ZOOS_ONE_LINE);
    const earned = proposal.objectives.reduce((sum, objective) => sum + objective.marks, 0);
    expect(earned).toBeGreaterThan(0);
    expect(result.level).toBe(0);
    expect(result.levelDescription).not.toMatch(/no creditworthy/i);
    // It says what the level is based on.
    expect(result.levelDescription).toMatch(/AO5 \(0 of 24 marks\)/);
    expect(result.levelDescription).toMatch(/for written accuracy \(AO6\)/);
  });

  it("says the level is decided on AO1-AO3 when the total includes AO4, with that figure", async () => {
    const { proposal, result } = await marked(MACBETH, MACBETH_CONTEXT);
    expect(result.totalMarks).toBe(34);
    const level = proposal.suggestions[0] ?? "";
    expect(level).toMatch(/^To reach Level \d/);
    expect(level).toContain(`your marks for AO1-AO3 are ${result.levelledMarks.achieved} of 30; AO4 is marked separately`);
  });

  it("gives no push-higher pointer at full marks, and says it is full marks", async () => {
    const { proposal, result } = await marked(BERLIN, BERLIN_ACCOUNT_FULL);
    expect(result.achievedMarks).toBe(result.totalMarks);
    for (const text of allText(proposal)) {
      expect(text).not.toMatch(/to push higher|least work|to stay there|next level/i);
    }
    expect(proposal.suggestions[0]).toMatch(/^Full marks/);
  });

  it("gives a describe answer its points: two features, each developed, are full marks (AQA History Q4, offline-2.5)", async () => {
    // offline-2.4 read the marks above Level 1 off the bell curve: 3 of 4, the same band as a vague answer.
    const { proposal, result } = await marked(PUTSCH, PUTSCH_DESCRIBED_FULLY);
    expect(result.achievedMarks).toBe(4);
    expect(result.level).toBe(2);
    expect(proposal.suggestions[0]).toMatch(/^Full marks/);
  });

  it("in the top level below full marks, aims at the top of the band and never at a next level", async () => {
    const { proposal, result } = await marked(PUTSCH, PUTSCH_ONE_DEVELOPED);
    expect(result.nextLevel).toBeNull();
    expect(result.achievedMarks).toBeLessThan(result.totalMarks);
    for (const text of allText(proposal)) expect(text).not.toMatch(/to push higher|to reach the next level|to reach level/i);
    expect(proposal.suggestions[0]).toMatch(/top level .*to reach the top of it/);
  });
});

describe("offline feedback: advice that fits the answer and the question (items 1, 2, 5, 7)", () => {
  it("does not ask a Macbeth answer for the 1606 and Gunpowder Plot context it already gives, but for the next step", async () => {
    const { proposal } = await marked(MACBETH, MACBETH_CONTEXT);
    // Naming what the answer already mentions is fine; asking for it again is not.
    const advice = adviceTo(proposal, "AO3").replace(/\(you already mention [^)]*\)/g, "");
    expect(advice).not.toMatch(/Gunpowder Plot|around 1606|Divine Right/);
    expect(advice).toMatch(/writer's purpose/);
  });

  it("does not ask a Jekyll and Hyde answer for the Darwin and respectability it already covers", async () => {
    const { proposal } = await marked(JEKYLL, JEKYLL_CONTEXT);
    const advice = adviceTo(proposal, "AO3").replace(/\(you already mention [^)]*\)/g, "");
    expect(advice).not.toMatch(/Darwin|published in 1886/);
    expect(advice).toMatch(/writer's purpose/);
  });

  it("never points at the opening argument of an answer as the sentence doing least work", async () => {
    const { proposal } = await marked(LADY, LADY_MACBETH);
    const opening = "Shakespeare presents Lady Macbeth as a woman whose power over her husband collapses";
    for (const text of [...proposal.areasForImprovement, proposal.specificFeedback]) {
      if (text.includes(opening)) expect(text).not.toMatch(/least work/);
    }
    expect(proposal.annotations.filter((annotation) => annotation.quote.startsWith(opening) && annotation.kind === "improvement")).toEqual([]);
  });

  it("English Language evaluation: asks for a judgement on the statement only when there is one, and tells an answer that judges to test it", async () => {
    const extract = "The storm came in fast. Waves broke over the sea wall, and the lights of the harbour went out one by one while the boats strained at their ropes.";
    const withStatement: Case = {
      subjectId: "english-language",
      paperId: "paper-1",
      questionTypeId: "q4",
      questionText: "A student said, \"This part of the story, where the storm reaches the harbour, is really frightening.\" To what extent do you agree?",
      sourceText: extract,
    };
    const judging =
      "I largely agree with the student, because the writer makes the storm seem overwhelming. The verb \"broke\" suggests the sea is violent, and it is convincing because the harbour cannot hold it back.\n\nOverall, the most frightening moment is when the lights go out \"one by one\", which is effective because the reader feels the town is being swallowed by the dark.";
    const judged = adviceTo((await marked(withStatement, judging)).proposal, "AO4");
    expect(judged).not.toMatch(/give a clear judgement on the statement/);
    expect(judged).toMatch(/you already give your judgement on the statement: now test it/);
    const plain = "The storm is bad. The waves break over the wall. The lights go out. The boats pull on their ropes.";
    expect(adviceTo((await marked(withStatement, plain)).proposal, "AO4")).toMatch(/give a clear judgement on the statement/);
    // A question with no statement to agree with is never asked about "the statement".
    const noStatement: Case = { ...withStatement, questionText: "Evaluate how successfully the writer makes the storm frightening for the reader." };
    const advice = adviceTo((await marked(noStatement, plain)).proposal, "AO4");
    expect(advice).not.toMatch(/statement/);
    expect(advice).toMatch(/how well the writer achieves/);
  });

  it("gives a poetry comparison comparison advice, and no extract wording", async () => {
    // One poem, then the other: told to compare throughout, point by point, with both poems' methods.
    const { proposal } = await marked(POWER_POEMS, POEMS_ONE_THEN_THE_OTHER);
    const advice = [adviceTo(proposal, "AO1"), adviceTo(proposal, "AO2")].join(" ");
    expect(advice).toMatch(/compare the two poems throughout/);
    expect(advice).toMatch(/similarities and differences/);
    expect(advice).toMatch(/both/);
    for (const text of allText(proposal)) expect(text).not.toMatch(/\bextract\b/i);
    // Compared as it goes ("Both", "Similarly", "In contrast" in each paragraph): not told to do what it does, but the
    // next step (a teacher's review: every comparison was told to compare throughout, whatever it did).
    const compared = await marked(POWER_POEMS, POEMS_COMPARED);
    const next = adviceTo(compared.proposal, "AO1");
    expect(next).not.toMatch(/compare the two poems throughout/);
    expect(next).toMatch(/you already compare the two poems as you go: now weigh them/);
    for (const text of allText(compared.proposal)) expect(text).not.toMatch(/\bextract\b/i);
  });

  it("asks a Describe answer for detail about the features, not for why they matter", async () => {
    const { proposal } = await marked(PUTSCH, PUTSCH_DESCRIBED);
    for (const text of allText(proposal)) expect(text).not.toMatch(/why it matters|what it shows about the question|judgement/i);
    expect(adviceTo(proposal, "AO1")).toMatch(/feature/);
  });

  it("asks an account for how events led to each other, not for a judgement", async () => {
    const { proposal } = await marked(BERLIN, BERLIN_ACCOUNT);
    // The catalogue's Level 4 descriptor, quoted in the level suggestion, is the catalogue's wording, not advice.
    for (const text of allText(proposal)) expect(text.replace(/\("[^"]*",/g, "(")).not.toMatch(/judgement|why it matters/i);
    expect(adviceTo(proposal, "AO2")).toMatch(/led to the next/);
  });
});

describe("offline feedback: quotations, titles and praise (items 6, 8, 10, 11)", () => {
  it("does not take poem titles for quotations to analyse or praise", async () => {
    const { proposal } = await marked(POWER_POEMS, POEMS_COMPARED);
    for (const text of allText(proposal)) {
      expect(text).not.toMatch(/quotation 'My Last Duchess'|quotation 'Ozymandias'/);
      if (/given but not analysed|stands on its own/.test(text)) expect(text).not.toMatch(/'My Last Duchess'|'Ozymandias'/);
    }
  });

  it("does not ask for analysis of a term in quotation marks ('brain drain')", async () => {
    const { proposal } = await marked(BERLIN, BRAIN_DRAIN);
    for (const text of allText(proposal)) expect(text).not.toMatch(/given but not analysed|Quoted but not analysed/);
  });

  it("does not call a quotation introduced by the student's own clause one that stands on its own", async () => {
    const { proposal } = await marked(JEKYLL, JEKYLL_ENFIELD);
    for (const text of allText(proposal)) expect(text).not.toMatch(/stands on its own|Embed this quotation/);
    // The next sentence explains it ("The simile compares..."): it is analysed.
    for (const text of allText(proposal)) expect(text).not.toMatch(/Juggernaut[^]*given but not analysed/);
  });

  it("treats a newspaper article's headline as a title, not a sentence missing its full stop", async () => {
    const { proposal } = await marked(ZOO_ARTICLE_TASK, ZOO_ARTICLE);
    for (const text of [...proposal.areasForImprovement, proposal.specificFeedback]) expect(text).not.toContain("Caged for Our Entertainment");
    expect(proposal.annotations.filter((annotation) => annotation.quote === "Caged for Our Entertainment")).toEqual([]);
  });

  it("does not praise knowledge, or mark credit, for an objective that earned nothing", async () => {
    const { proposal } = await marked(BERLIN, BERLINER_SPEECH);
    const unmarked = new Set(proposal.objectives.filter((objective) => objective.marks === 0).map((objective) => objective.code));
    expect(unmarked.has("AO1")).toBe(true);
    expect(proposal.annotations.filter((annotation) => annotation.kind === "strength" && unmarked.has(annotation.objective))).toEqual([]);
    for (const text of allText(proposal)) expect(text).not.toMatch(/precise knowledge \(Ich|Berliner\)/);
    // Nothing was earned for any objective: no "about the same share" of nothing.
    expect(proposal.specificFeedback).not.toMatch(/same share/);
  });

  it("does not advise Language writing to do what it is praised for (paragraphs, varied sentences)", async () => {
    const station: Case = {
      subjectId: "english-language",
      paperId: "paper-1",
      questionTypeId: "q5",
      questionText: "Write a description of a busy railway station, as suggested by this picture.",
      sourceText: null,
    };
    // Written for this test: four developed paragraphs, sentences from one word to thirty.
    const answer = [
      "The station breathed like a tired animal. Steam curled from the grilles in the floor, and the great clock above the platforms ticked towards six o'clock while hundreds of commuters surged in every direction, clutching coffee cups, briefcases and phones as if their lives depended on them.",
      "Announcements crackled overhead. A woman in a red coat stood frozen beneath the departures board, her eyes scanning the flickering yellow letters for the one word she dreaded. Delayed. Around her the crowd parted and closed again, like water flowing around a stubborn stone in a river.",
      "Near the ticket barriers a busker played a battered violin, its melancholy notes weaving through the roar of engines and the clatter of suitcase wheels. Nobody stopped. A pigeon strutted between the rushing feet, pecking at crumbs with the calm confidence of a creature that had seen every rush hour since the station opened.",
      "Then, at last, the board blinked and changed. Platform nine. The woman in the red coat ran, her footsteps echoing under the vast iron arches, and for a moment the whole station seemed to hold its breath with her before the doors hissed shut and the train slid away into the gathering dark.",
    ].join("\n\n");
    const { proposal } = await marked(station, answer);
    const text = allText(proposal).join("\n");
    const advice = adviceTo(proposal, "AO5");
    if (/developed paragraphs/.test(text)) expect(advice).not.toMatch(/structure in paragraphs/);
    if (/vary the length of your sentences|varies the pace/.test(text)) expect(advice).not.toMatch(/vary sentence lengths/);
    if (/varied, ambitious words/.test(text)) expect(advice).not.toMatch(/ambitious vocabulary/);
    // A description has no argument: the estimate's note says what it cannot judge in writing like this.
    expect(proposal.specificFeedback).not.toContain("cannot follow your argument");
    expect(proposal.specificFeedback).toContain("cannot judge the effect of your writing on a reader the way an examiner does");
    // The answer is praised for at least one of them, so the check above means something.
    expect(text).toMatch(/developed paragraphs|vary the length of your sentences|varies the pace|varied, ambitious words/);
  });

  it("names the top accuracy band by its one mark ('(4 marks)'), not as '(4+ marks)' of a 4-mark objective", async () => {
    let topBandAdvised = 0;
    for (const [item, answer] of [[MACBETH, MACBETH_CONTEXT], [LADY, LADY_MACBETH], [MACBETH, "Macbeth is ambitious and he kills the king because the witches told him he would be king and his wife wants him to do it."]] as const) {
      const { proposal } = await marked(item, answer);
      const max = 4;
      for (const suggestion of proposal.suggestions.filter((text) => text.startsWith("For AO4, the next band is"))) {
        expect(suggestion).not.toMatch(new RegExp(`\\(${max}\\+ marks\\)`));
        if (suggestion.includes(`(${max} marks)`)) topBandAdvised++;
      }
    }
    expect(topBandAdvised).toBeGreaterThan(0);
  });

  it("does not ask an answer on one printed poem (Eduqas's named anthology poem) to quote 'the rest of the text'", async () => {
    const questionType = getQuestionType("english-literature", "wjec", "component-1", "anthology-poem")!;
    const poem =
      "Bent double, like old beggars under sacks, / Knock-kneed, coughing like hags, we cursed through sludge, / Till on the haunting flares we turned our backs / And towards our distant rest began to trudge.";
    const answer =
      "Owen presents the reality of war as exhausting and degrading. The simile \"like old beggars under sacks\" shows that the soldiers have lost their youth and pride, and the verb \"cursed\" suggests their anger.";
    const proposal = await marker.mark({
      subjectId: "english-literature",
      boardId: "wjec",
      questionType,
      objectiveMeanings: getBoardSubject("english-literature", "wjec")?.objectiveMeanings ?? {},
      questionText: "Write about the ways in which the poet presents the reality of conflict in 'Dulce et Decorum Est'.",
      sourceText: poem,
      answerText: answer,
    });
    for (const text of allText(proposal)) expect(text).not.toMatch(/rest of the text|the extract/);
  });

  it("gives the typical length once, rounded, for the levelled marks", async () => {
    const { proposal } = await marked(MACBETH, MACBETH_CONTEXT);
    const figures = allText(proposal).filter((text) => /usually nearer|is typical for/.test(text));
    expect(figures).toHaveLength(1);
    expect(figures[0]).toMatch(/about \d*[05]0 words of your own is typical for 30 marks/);
    for (const objective of proposal.objectives) expect(objective.rationale).not.toMatch(/\d+-mark question is usually/);
  });

  // A teacher's review (2026-11-27): advice that asks for what the writing already does, praise for what it does wrong.
  const NIGHT_STATION: Case = {
    subjectId: "english-language",
    paperId: "paper-1",
    questionTypeId: "q5",
    questionText: "Write a description of a railway station late at night.",
    sourceText: null,
  };
  const nightStation = (ending: string) =>
    [
      "At 11:47 the station clock stopped, and nobody noticed but me. The last train was late; the platform was empty except for a porter, a pigeon and the rain that slid from the broken canopy in long silver threads.",
      "Every footstep left a brief, wet ghost on the tiles before the dark swallowed it. The vending machine hummed to itself: a lonely, electric song for nobody. Somewhere beyond the tracks a dog barked twice, then thought better of it.",
      "The porter swore under his breath; the students huddled by the timetable laughed too loudly, as if noise could keep the night away. I watched the rails. They shone like two long knives laid out for a meal that would never be served.",
      "When the train finally came, it came without warning: a roar, a rush of warm air, a blur of yellow windows full of sleeping strangers. The doors sighed open. I stepped inside, and the platform slid backwards into the night.",
      ending,
    ].join("\n\n");

  it("does not ask a description whose ending already echoes its opening to make it echo", async () => {
    const circular = adviceTo((await marked(NIGHT_STATION, nightStation("Above us, the clock still said 11:47."))).proposal, "AO5");
    expect(circular).toContain("go further with your craft");
    expect(circular).not.toMatch(/echo your opening/);
    // The same piece ending elsewhere is still asked to come back to its opening.
    const open = adviceTo((await marked(NIGHT_STATION, nightStation("Behind us, the rain went on falling."))).proposal, "AO5");
    expect(open).toContain("make your ending echo your opening");
  });

  it("does not count a letter's greeting, sign-off and signed name as sentences missing their full stops", async () => {
    const letterTask: Case = {
      subjectId: "english-language",
      paperId: "paper-2",
      questionTypeId: "q5",
      questionText: "'Homework should be banned.' Write a letter to your headteacher in which you argue for or against this statement.",
      sourceText: null,
    };
    const body = [
      "I am writing to argue that homework should not be banned; instead, it should be limited and made more useful. Homework helps students practise what they learn in lessons, and it builds habits that matter later in life: organisation, independence and patience.",
      "However, many students receive too much homework. A survey at our school found that some pupils spend three hours a night on it; this leaves no time for sport, music or rest. Tired students learn less, so the school gains nothing from extra tasks.",
      "The answer is balance: one short task a night, set with a clear purpose and marked with helpful comments. That would keep the benefits of homework without harming our health.",
    ];
    const letter = ["Dear Mrs Patel,", ...body, "Yours sincerely,", "Sam Taylor"].join("\n\n");
    const { proposal } = await marked(letterTask, letter);
    const text = allText(proposal).join("\n");
    expect(text).not.toMatch(/start and end every sentence correctly/);
    expect(adviceTo(proposal, "AO6")).not.toMatch(/full stop/);
    // analyse-answer.test.ts checks that a sentence that really lacks its full stop is still found.
  });

  it("does not praise a quotation run into 'this shows...' as embedded, or a retold plot as signposting an argument", async () => {
    const weak =
      "In this extract Shakespeare shows that Macbeth is ambitous. Macbeth says he has \"no spur to prick the sides of my intent but only vaulting ambition\" this shows he is ambitous and he wants to be king. Later in the play he kills Duncan and then he kills Banquo and then Macduffs family because he wants to stay king. Then he dies at the end when Macduff kills him. Lady Macbeth is also ambitous and she tells him to kill the king and she says he is not a man. Later she goes mad and dies. This shows ambition is bad.";
    const text = allText((await marked(MACBETH, weak)).proposal).join("\n");
    expect(text).not.toMatch(/well-embedded|build the quotation .* into your own sentence/);
    expect(text).not.toMatch(/signposts how the argument develops|Clear linking between ideas/);
    expect(text).not.toMatch(/You start and end your sentences correctly/);
    // A quotation really built into a sentence, and an argument really signposted, are still praised.
    const better =
      "Shakespeare presents ambition as dangerous. Macbeth admits that he has only \"vaulting ambition\", which suggests that his desire will make him leap too far and fall. However, he is not simply evil, because he knows the murder is wrong. Therefore the audience sees ambition overcoming his conscience.";
    const praised = allText((await marked(MACBETH, better)).proposal).join("\n");
    expect(praised).toMatch(/well-embedded|build the quotation .* into your own sentence/);
    expect(praised).toMatch(/signposts how the argument develops|Clear linking between ideas/);
  });
});
