import { beforeAll, describe, expect, it } from "vitest";

import { markOffline } from "../../../../tests/support/offline-marking";

import { preloadOfflineMarker } from "./offline-marker";

/**
 * Weak AQA English Language answers an English teacher wrote for a review (2026-11-27), whose strengths praised what
 * was not there: a quotation "built in and then explained" by "This makes it interesting for the reader", "There was
 * thunder and lightning." as vivid detail, "Hello everyone." as a short sentence for effect, "So they are different."
 * as direct comparison, one word of judgement as "a clear judgement" beside the advice to give one.
 */
const CASES = {
  "aqa-p1q2-weak": { paperId: "paper-1", questionTypeId: "q2", questionText: "Look in detail at lines 5 to 13 of the source. How does the writer use language here to describe the weavers? You could include the writer's choice of: words and phrases; language features and techniques; sentence forms.", sourceText: "In the days when the spinning-wheels hummed busily in\nthe farmhouses—and even great ladies, clothed in silk\nand thread-lace, had their toy spinning-wheels of\npolished oak—there might be seen in districts far away\namong the lanes, or deep in the bosom of the hills,        5\ncertain pallid undersized men, who, by the side of the\nbrawny country-folk, looked like the remnants of a\ndisinherited race. The shepherd's dog barked fiercely\nwhen one of these alien-looking men appeared on the\nupland, dark against the early winter sunset; for what     10\ndog likes a figure bent under a heavy bag?—and these\npale men rarely stirred abroad without that mysterious\nburden. The shepherd himself, though he had good reason\nto believe that the bag held nothing but flaxen thread,\nor else the long rolls of strong linen spun from that      15\nthread, was not quite sure that this trade of weaving,\nindispensable though it was, could be carried on\nentirely without the help of the Evil One.\n\n(From Silas Marner, George Eliot)", answerText: "The writer uses language to describe the weavers. He says they are \"pallid undersized men\" which shows they are pale and small. He uses a simile \"like the remnants of a disinherited race\". This makes it interesting for the reader. The dog barked at them which shows the dog did not like them. The writer also uses adjectives to describe them. This makes the reader want to read on." },
  "aqa-p1q5-weak": { paperId: "paper-1", questionTypeId: "q5", questionText: "You are going to enter a creative writing competition judged by a panel of people of your own age. Write a story about a day when the weather changed everything.", sourceText: null, answerText: "It was a normal day. I woke up and went to school with my freind Jake. The sun was shining and it was hot. we was going to go to the beach after school.\n\nAt lunch time the sky went dark and it started to rain really hard. There was thunder and lightning. Everyone was scared. The teacher said we had to stay inside. Jake said \"this is so boring\" and I said \"I know\".\n\nAfter school it was still raining so we couldnt go to the beach. We walked home and got really wet. Then a tree fell down on the road in front of us. It was really scary and we nearly got hit. A man came and helped us and he phoned the police.\n\nWhen I got home my mum was worried and she gave me a hug. I told her about the tree and she said I was lucky. I went to bed and it was still raining. The weather changed everything that day because we didnt go to the beach and we nearly died. It was the worst day ever. The end." },
  "aqa-p2q5-weak": { paperId: "paper-2", questionTypeId: "q5", questionText: "'Travelling abroad for holidays is a luxury the planet can no longer afford.' Write a speech for a debate at your school in which you argue your point of view on this statement.", sourceText: null, answerText: "Hello everyone. Today I am going to talk about travelling abroad on holiday. I think people should still be allowed to go abroad because it is fun.\n\nFirstly going on holiday abroad is good because you get to see new places. I went to spain last year and it was really good. The weather was hot and we went to the beach everyday. If we couldnt go abroad we would have to stay in england where it always rains.\n\nSecondly, planes do cause polution but so do cars and nobody is saying we have to stop using cars. One plane doesnt make that much difference.\n\nThirdly people work hard all year and they deserve a holiday. My dad works really hard and the holiday is the only time he can relax. It would be unfair to take that away.\n\nAlso holidays abroad help other countrys because tourists spend money there.\n\nIn conclusion I think that people should be allowed to go on holidays abroad because it is fun, people deserve it and it helps other countrys. Thank you for listening." },
  "aqa-p2q2-weak": { paperId: "paper-2", questionTypeId: "q2", questionText: "You need to refer to Source A and Source B for this question. The two young people have very different experiences of work. Use details from both sources to write a summary of the differences between them.", sourceText: "Source A\n\nMy alarm goes off at six on a Saturday, which is a time of\nday I did not know existed until last September. By seven\nI am wiping tables at the café on the high street, and by\nnine the queue is out of the door. I am sixteen, I earn a\nlittle over the minimum wage for my age, and I love it.       5\n\nPeople worry about teenagers with jobs. My nan says I\nshould be out enjoying myself while I am young; my form\ntutor says my homework will suffer. They are not wrong to\nworry. There are Saturdays when my feet ache so much that\nI fall asleep on the bus home, and there was one awful        10\nweek in November when I forgot an essay because I had\nswapped shifts with a friend.\n\nBut work has given me things that school never could. I\nhave learned to talk to strangers, to stay calm when a\ncustomer shouts about a cold coffee, and to count change      15\nfaster than my maths teacher. I have my own money, and I\nknow exactly how many hours of wiping tables a pair of\ntrainers costs.\n\nMost of all, I have learned that I am trusted. When the\nmanager gave me the keys to lock up for the first time, I     20\nfelt taller than I have ever felt in a classroom. Nobody\nforced me to work. I chose it, and I can stop whenever I\nlike. That choice, I think, is the difference between a\njob and a burden.\n\n(From Why I love my Saturday job (a blog post), invented for practice by Marker, in the style of a 21st-century writer; not by a real person)\n\nSource B\n\nThe little watercress girl who gave me the following\nstatement, although only eight years of age, had entirely\nlost all childish ways, and was, indeed, in thoughts and\nmanner, a woman. There was something cruelly pathetic in\nhearing this infant, so young that her features had scarcely    5\nformed themselves, talking of the bitterest struggles of\nlife, with the calm earnestness of one who had endured them\nall. I did not know how to talk with her. At first I treated\nher as a child, speaking on childish subjects; so that I\nmight, by being familiar with her, remove all shyness, and      10\nget her to narrate her life freely. I asked her about her\ntoys and her games with her companions; but the look of\namazement that answered me soon put an end to any attempt at\nfun on my part. I then talked to her about the parks, and\nwhether she ever went to them. \"The parks!\" she replied in      15\nwonder, \"where are they?\" I explained to her, telling her\nthat they were large open places with green grass and tall\ntrees, where beautiful carriages drove about, and people\nwalked for pleasure, and children played. Her eyes\nbrightened up a little as I spoke; and she asked, half          20\ndoubtingly, \"Would they let such as me go there—just to\nlook?\" All her knowledge seemed to begin and end with\nwater-cresses, and what they fetched. She knew no more of\nLondon than that part she had seen on her rounds, and\nbelieved that no quarter of the town was handsomer or           25\npleasanter than it was at Farringdon-market or at\nClerkenwell, where she lived.\n\n(From London Labour and the London Poor: the Watercress Girl, Henry Mayhew)", answerText: "In Source A the girl is sixteen and works in a cafe. In Source B the girl is eight and sells watercress. The girl in source A gets paid minimum wage. The girl in Source B doesn't know what parks are. So they are different." },
  "aqa-p1q4-weak": { paperId: "paper-1", questionTypeId: "q4", questionText: "A student said, 'In the second half of this source, the writer makes the weavers seem strange and mysterious.' To what extent do you agree? In your response, you could consider your own impressions, evaluate how the writer creates them and support your response with references to the text.", sourceText: "In the days when the spinning-wheels hummed busily in\nthe farmhouses—and even great ladies, clothed in silk\nand thread-lace, had their toy spinning-wheels of\npolished oak—there might be seen in districts far away\namong the lanes, or deep in the bosom of the hills,        5\ncertain pallid undersized men, who, by the side of the\nbrawny country-folk, looked like the remnants of a\ndisinherited race. The shepherd's dog barked fiercely\nwhen one of these alien-looking men appeared on the\nupland, dark against the early winter sunset; for what     10\ndog likes a figure bent under a heavy bag?—and these\npale men rarely stirred abroad without that mysterious\nburden. The shepherd himself, though he had good reason\nto believe that the bag held nothing but flaxen thread,\nor else the long rolls of strong linen spun from that      15\nthread, was not quite sure that this trade of weaving,\nindispensable though it was, could be carried on\nentirely without the help of the Evil One.\n\n(From Silas Marner, George Eliot)", answerText: "I agree with this statement. The writer makes the weavers seem strange and mysterious. They are described as \"alien-looking men\" which makes them seem strange. The dog barks at them which is strange. They carry a \"mysterious burden\" which is mysterious because we do not know what is in it. Also the shepherd thinks they get help from the Evil One which is scary. So I agree that the writer makes the weavers strange and mysterious because of all these reasons." },
} as const;

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

const strengths = async (name: keyof typeof CASES) => {
  const { paperId, questionTypeId, questionText, sourceText, answerText } = CASES[name];
  const { proposal } = await markOffline({ subjectId: "english-language", boardId: "aqa", paperId, questionTypeId, questionText, sourceText }, answerText);
  return { said: proposal.strengths.join(" "), all: [...proposal.strengths, ...proposal.objectives.map((objective) => objective.rationale)].join(" "), advice: proposal.suggestions.join(" ") };
};

describe("the strengths of a weak English Language answer", () => {
  it("does not praise a quotation followed only by a comment that fits any quotation as built in and explained", async () => {
    expect((await strengths("aqa-p1q2-weak")).said).not.toContain("into your own sentence and then explain it");
  });

  it("does not call a bare sentence vivid, precise detail", async () => {
    expect((await strengths("aqa-p1q5-weak")).said).not.toContain("uses vivid, precise detail");
  });

  it("does not praise a greeting as a short sentence for effect", async () => {
    expect((await strengths("aqa-p2q5-weak")).said).not.toMatch(/The short sentence “Hello everyone\.” varies the pace/);
  });

  it("does not praise a four-word sentence as comparing directly", async () => {
    expect((await strengths("aqa-p2q2-weak")).said).not.toContain("“So they are different.” compares directly");
  });

  it("does not praise a clear judgement beside the advice to give one", async () => {
    const { said, advice } = await strengths("aqa-p1q4-weak");
    expect(advice).toContain("give a clear judgement");
    expect(said).not.toContain("reaches a clear judgement");
  });

  it("does not say a story's lines signpost an argument", async () => {
    const story =
      "The snow came on the morning of the match, and it did not stop. However, nobody in the village wanted to cancel it. " +
      "Firstly, the groundsman swept the pitch with a broom as wide as a door, and then he painted the lines in red. " +
      "Furthermore, the whole school came out to watch, wrapped in scarves and stamping their feet on the frozen grass. " +
      "Finally, at three o'clock, the whistle blew and the ball skidded away across the white field like a startled bird.";
    const { proposal } = await markOffline(
      { subjectId: "english-language", boardId: "aqa", paperId: "paper-1", questionTypeId: "q5", questionText: "Write a story about a day when the weather changed everything.", sourceText: null },
      story,
    );
    expect(proposal.strengths.join(" ")).not.toContain("signposts how the argument develops");
  });

  it("does not say the sentences start and end correctly when one is named for its missing capital", async () => {
    const { paperId, questionTypeId, questionText, sourceText, answerText } = CASES["aqa-p1q5-weak"];
    const { proposal } = await markOffline({ subjectId: "english-language", boardId: "aqa", paperId, questionTypeId, questionText, sourceText }, answerText);
    const all = [...proposal.strengths, ...proposal.areasForImprovement, ...proposal.objectives.map((objective) => objective.rationale)].join(" ");
    expect(all).toMatch(/capital letter/);
    expect(all).not.toContain("start and end your sentences correctly");
  });

  it("names 'we was' as a slip and says to write 'we were' (offline-2.27)", async () => {
    const { proposal } = await markOffline(
      { subjectId: "english-language", boardId: "aqa", paperId: "paper-1", questionTypeId: "q5", questionText: "Write a story about a day when the weather changed everything.", sourceText: null },
      "It was raining all day. After school we was going to go to the beach with my friend Jake. The sky went dark and the wind was very strong. We ran home and hid under the table until it stopped.",
    );
    const said = [...proposal.areasForImprovement, ...proposal.annotations.map((annotation) => annotation.comment)].join(" ");
    expect(said).toContain("“we was” is a slip: write “we were”");
  });
});
