import { beforeAll, describe, expect, it } from "vitest";

import { markOffline } from "../../../../tests/support/offline-marking";

import { answersCounterpoint, explainsWritersContexts, preloadOfflineMarker, weighsBothWays } from "./offline-marker";

/**
 * An English teacher's review (2026-11-27) found the offline marker's next step telling English Language answers to
 * do what they already do: weigh the other side of a statement, answer the opposing view in a speech, explain why two
 * writers' views differ, echo the opening at the end of a story, say what each quotation suggests.
 */
beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

const EVALUATION_QUESTION = "A student said, 'In the second half of this source, the writer makes the weavers seem strange and mysterious.' To what extent do you agree? In your response, you could consider your own impressions, evaluate how the writer creates them and support your response with references to the text.";
const EVALUATION_SOURCE = "In the days when the spinning-wheels hummed busily in\nthe farmhouses—and even great ladies, clothed in silk\nand thread-lace, had their toy spinning-wheels of\npolished oak—there might be seen in districts far away\namong the lanes, or deep in the bosom of the hills,        5\ncertain pallid undersized men, who, by the side of the\nbrawny country-folk, looked like the remnants of a\ndisinherited race. The shepherd's dog barked fiercely\nwhen one of these alien-looking men appeared on the\nupland, dark against the early winter sunset; for what     10\ndog likes a figure bent under a heavy bag?—and these\npale men rarely stirred abroad without that mysterious\nburden. The shepherd himself, though he had good reason\nto believe that the bag held nothing but flaxen thread,\nor else the long rolls of strong linen spun from that      15\nthread, was not quite sure that this trade of weaving,\nindispensable though it was, could be carried on\nentirely without the help of the Evil One.\n\n(From Silas Marner, George Eliot)";
const EVALUATION_ANSWER = "I mostly agree with the student that the writer makes the weavers seem strange and mysterious in the second half of the source.\n\nFirstly, the writer describes them as \"alien-looking men\". The word \"alien\" makes them seem like they are from a different place or even a different world. This makes the reader think that they are strange and that the local people do not trust them.\n\nSecondly, the writer says the men \"rarely stirred abroad without that mysterious burden\". The adjective \"mysterious\" directly creates mystery because the reader wants to know what is in the bag. The word \"burden\" also suggests it is heavy, so we wonder what could be so heavy. I think this is effective because it makes the reader curious.\n\nThe dog also barks \"fiercely\" when it sees them. Animals are often thought to sense danger, so this suggests that there is something wrong with the weavers. The writer uses a rhetorical question \"for what dog likes a figure bent under a heavy bag?\" to make the reader think about this.\n\nHowever, I don't completely agree because the writer also tells us that the shepherd \"had good reason to believe that the bag held nothing but flaxen thread\". This shows that the weavers are actually quite normal and are just doing their job. So the mystery is only in people's heads.\n\nOverall I agree to a large extent, because the writer uses lots of language that makes the weavers seem strange, but he also shows us that the villagers might be wrong about them.";
const STORY_QUESTION = "You are going to enter a creative writing competition judged by a panel of people of your own age. Write a story about a day when the weather changed everything.";
const STORY_ANSWER = "The snow came on the day of my grandmother's funeral, and it did not stop.\n\nAt first it was polite about it. A few flakes drifted past the window of the funeral car like ash from a bonfire, landing on the glass and dissolving before anyone could remark on them. Mum stared straight ahead. Uncle Ray checked his phone. I counted the flakes, because counting was easier than thinking.\n\nBy the time we reached the crematorium, the sky had lowered itself over the hills like a grey lid, and the snow had stopped being polite.\n\nInside, the chapel smelled of lilies and wet coats. Gran would have hated it. She hated fuss; she hated lilies even more. \"Funeral flowers,\" she used to say, wrinkling her nose, \"for people who've run out of ideas.\" I almost laughed, remembering, and then I almost cried, and then I did neither, which is a skill you learn quickly at sixteen.\n\nThe vicar spoke. He had never met her. He called her Margaret, when everyone who had ever loved her called her Peg.\n\nHalfway through the second hymn, the lights flickered. Once. Twice. Then the chapel plunged into a blue, underwater dimness, and the organ wheezed to silence in the middle of a note. Somebody gasped. Outside, the wind threw a fistful of snow against the tall windows, and for a long moment nobody moved.\n\nThen, from the back row, a voice began to sing.\n\nIt was thin and wobbly: old Mr Okonjo from Gran's allotment, who had turned up in a duffel coat and wellington boots. He was not singing the hymn. He was singing 'You Are My Sunshine', the song Gran had sung, badly and loudly, every single time she weeded her onions.\n\nFor a second, the silence was unbearable. Then Mum's shoulders shook, and I realised she was laughing. Uncle Ray joined in, tuneless and gruff. Someone's toddler clapped. And slowly, raggedly, the whole chapel was singing, forty people in the half-dark, their breath rising in small clouds, while the snow fell and fell.\n\nWe could not leave afterwards. The roads had vanished under white, and the funeral directors, apologising in hushed, professional voices, told us that the hearse could not get back down the hill. So we stayed. Someone found a box of biscuits in the vestry. Someone else found candles. Mr Okonjo produced a flask of something that made Uncle Ray cough and grin.\n\nAnd people talked. Not the careful, folded-up talk of the car, but real talk. About the time Peg had chased a burglar down Station Road with a garden rake. About her terrible, magnificent Christmas cake. About the letters she had written every week to a boy in prison whom none of us had known about, a boy who, it turned out, was sitting quietly at the end of our pew, grown up now, with snow melting in his hair.\n\nI learned more about my grandmother in those four snowbound hours than I had in sixteen years.\n\nWhen the ploughs finally came, it was dark. We walked out into a world that had been rubbed clean: every hedge, every gravestone, every parked car softened into the same white silence. Mum took my hand, something she had not done since I was small.\n\n\"She'd have loved this,\" she said.\n\nI looked up. The snow was still falling, slower now, each flake catching the light of the streetlamp before it vanished.\n\nI did not count them. I just watched them go.";

const suggestions = async (paperId: string, questionTypeId: string, questionText: string, sourceText: string | null, answerText: string) => {
  const { proposal } = await markOffline({ subjectId: "english-language", boardId: "aqa", paperId, questionTypeId, questionText, sourceText }, answerText);
  return proposal.suggestions.join(" ");
};

describe("the next step of an English Language answer", () => {
  it("does not tell an evaluation that already weighs the other side of the statement to weigh it", async () => {
    const said = await suggestions("paper-1", "q4", EVALUATION_QUESTION, EVALUATION_SOURCE, EVALUATION_ANSWER);
    expect(said).not.toContain("now test it, weighing");
    expect(said).toContain("You already judge the statement and weigh the parts that go against it");
    // A sentence of its own, not run on after "you need about 1 more mark:" (a review: "...mark: you already give...: now").
    expect(said).not.toMatch(/more marks?: you already/);
  });

  it("does not tell a story whose ending comes back to its opening to echo its opening", async () => {
    const said = await suggestions("paper-1", "q5", STORY_QUESTION, null, STORY_ANSWER);
    expect(said).not.toContain("make your ending echo your opening");
  });

  it("knows an evaluation that weighs both ways, an argument that answers the other side, and a comparison that explains the writers' contexts", () => {
    expect(weighsBothWays("I agree to a large extent, but the writer also shows that the villagers might be wrong.")).toBe(true);
    expect(weighsBothWays("However, I only partly agree with the student.")).toBe(true);
    expect(weighsBothWays("I agree completely. The writer makes the weavers strange.")).toBe(false);
    // Agreeing "largely" is a judgement, not yet a weighing of the other side.
    expect(weighsBothWays("I largely agree with the student, because the writer makes the storm seem overwhelming.")).toBe(false);
    expect(answersCounterpoint("'But tourism feeds families,' my opponents will say. They are right to worry.")).toBe(true);
    expect(answersCounterpoint("Some people argue that zoos protect animals, but they are wrong.")).toBe(true);
    expect(answersCounterpoint("Zoos are cruel. Animals are locked up all day.")).toBe(false);
    expect(explainsWritersContexts("Mayhew was a Victorian journalist, while the modern blogger writes for an audience of tourists.")).toBe(true);
    expect(explainsWritersContexts("Both writers describe the street. The first is angry whereas the second is calm.")).toBe(false);
  });
});
