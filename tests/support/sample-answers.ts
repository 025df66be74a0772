import type { SubjectId } from "~/features/catalogue/subjects";
import { EXTRACT_BANK } from "~/features/generation/offline/extract-bank";

/**
 * Small sets of answers written for the offline marker's tests: one question per subject, each with a
 * weak, a middling and a strong answer in the voice of a GCSE student. They were written for this
 * purpose (not taken from any dataset or exam board material); the Macbeth extract is Shakespeare's
 * own text, which is in the public domain. The catalogue ids point at real entries.
 */

export interface SampleAnswers {
  weak: string;
  middling: string;
  strong: string;
}

export interface SampleQuestion {
  /** A short name for test titles. */
  id: string;
  subjectId: SubjectId;
  boardId: string;
  paperId: string;
  /** History only: the option the question belongs to. */
  topicId?: string;
  questionTypeId: string;
  questionText: string;
  sourceText: string | null;
  answers: SampleAnswers;
}

// ---------------------------------------------------------------------------------------------
// English Literature: AQA Paper 1, Shakespeare (Macbeth), 34 marks
// ---------------------------------------------------------------------------------------------

// The extract is the bank's Act 1 Scene 7 soliloquy, so the text lives in one place.
const MACBETH_EXTRACT = EXTRACT_BANK.find((entry) => entry.id === "macbeth-1-7-if-it-were-done")!.text;

const MACBETH: SampleQuestion = {
  id: "literature-macbeth-ambition",
  subjectId: "english-literature",
  boardId: "aqa",
  paperId: "paper-1",
  questionTypeId: "shakespeare",
  questionText:
    "Starting with this extract, explore how Shakespeare presents ambition in Macbeth. Write about: how Shakespeare presents Macbeth's ambition in this extract; how Shakespeare presents ambition in the play as a whole. [30 marks] AO4 [4 marks]",
  sourceText: MACBETH_EXTRACT,
  answers: {
    weak: `Macbeth is very ambitous in this extract and in the play. He wants to be king becuase the witches told him he would be. In the extract he is thinking about killing Duncan but he is not sure if he should do it. This shows he has ambition but he also feels bad about it.

lady macbeth also has alot of ambition and she tells him to do it and she calls him a coward. Later in the play he kills Duncan and then he kills Banquo to, this shows his ambition is getting worse and worse and he cant stop. at the end he dies and Malcolm becomes king. Shakespeare shows that ambition is bad and it is a bad thing to have to much of it`,

    middling: `In this extract Shakespeare presents Macbeth's ambition as something he knows is wrong. In his soliloquy he says "I have no spur to prick the sides of my intent, but only vaulting ambition". This metaphor shows that ambition is the only thing pushing him to kill Duncan. The word "vaulting" suggests that he is jumping too high and that he will fall, like a horse rider who jumps too far.

Macbeth also knows that killing Duncan is wrong because he is "his kinsman and his subject" and also his host. This shows he feels guilty before he has even done anything. A Jacobean audience would believe that killing a king was a terrible sin because of the Divine Right of Kings, so they would see that Macbeth's ambition is dangerous.

In the rest of the play Lady Macbeth is also very ambitious. She says "unsex me here" because she wants to be cruel like a man. She pushes Macbeth to kill the king and calls him a coward when he wants to stop. After the murder Macbeth's ambition makes him kill Banquo as well, because he is scared of the witches' prophecy that Banquo's sons will be kings.

Furthermore, at the end of the play Macbeth is killed by Macduff and Malcolm becomes king. This shows that ambition leads to destruction. Overall I think Shakespeare presents ambition as dangerous because it makes Macbeth do evil things and it destroys him and his wife.`,

    strong: `Shakespeare presents ambition as a seductive but self-destructive force: in this extract Macbeth can already see where his desire for the crown will lead, yet the rest of the play shows him unable to resist it. Ambition is therefore not simply a flaw but Macbeth's hamartia, the quality that turns a loyal, courageous soldier into a tyrant.

At the start of the soliloquy, Macbeth's hesitant, broken syntax reveals a mind at war with itself. The conditional "If it were done when 'tis done" is built on repetition of "done", which suggests that he wants the murder to be over before he has even committed it. The euphemism "the assassination" and the later "taking-off" distance him from the brutality of killing Duncan, implying that he cannot yet bring himself to name the crime directly. Shakespeare uses the soliloquy form so that the audience hears Macbeth's private reasoning, which creates dramatic irony because Duncan still trusts him completely.

Macbeth understands the moral cost of his ambition. He recognises that he is Duncan's "kinsman" and "host", and the religious imagery of "angels, trumpet-tongued" and "heaven's cherubim" conveys his fear of divine judgement. For a Jacobean audience, who believed in the Divine Right of Kings and the Great Chain of Being, regicide was not only a crime but a sin against God's order. Writing soon after the Gunpowder Plot of 1605, Shakespeare would have known that King James I, himself a descendant of Banquo, saw plots against the monarch as the worst of all crimes, so the audience would condemn Macbeth's ambition even as they pitied his struggle.

The extract ends with a striking metaphor: Macbeth admits he has "no spur" except "vaulting ambition, which o'erleaps itself". The equestrian imagery presents ambition as a rider who jumps too eagerly and falls on the other side, foreshadowing Macbeth's own downfall. Significantly, the line breaks off mid-sentence as Lady Macbeth enters, which suggests that his conscience is interrupted by the very person who will drive his ambition forward.

Across the play as a whole, Shakespeare shows ambition spreading and corrupting. Lady Macbeth's invocation to the spirits to "unsex me here" reveals that she must reject the expectations of a patriarchal society to pursue power, yet by Act 5 her ambition has collapsed into guilt, and the repeated imperative "Out, damned spot!" highlights how the blood she once dismissed now haunts her. Similarly, Macbeth's ambition makes him increasingly violent: having murdered Duncan, he arranges Banquo's death and the slaughter of Macduff's family. His bleak reflection that life is "a tale told by an idiot" conveys the emptiness of the crown he has gained.

Ultimately, Shakespeare presents ambition as a force that promises greatness but delivers isolation and death. Macbeth is a tragic hero whose ambition, once released, cannot be controlled, and his fall restores the natural order when Malcolm is crowned. In this way, the play warns its audience that unchecked ambition destroys both the individual and the kingdom.`,
  },
};

// ---------------------------------------------------------------------------------------------
// English Language: AQA Paper 1, Question 5, descriptive writing, 40 marks
// ---------------------------------------------------------------------------------------------

const MARKET: SampleQuestion = {
  id: "language-market-description",
  subjectId: "english-language",
  boardId: "aqa",
  paperId: "paper-1",
  questionTypeId: "q5",
  questionText:
    "Your local newspaper is running a creative writing competition. Write a description of a market as it wakes up early in the morning, as suggested by this picture. (24 marks for content and organisation, 16 marks for technical accuracy) [40 marks]",
  sourceText: null,
  answers: {
    weak: `The market was busy. There was lots of people and it was really noisy. I walked around and there was lots of stalls with fruit and veg and stuff. The man was shouting about his apples they were really cheap and he was shouting really loud. It was cold and i was tired becuase it was early in the morning. there was a dog and it was barking at the pigeons. I bought a apple and it was nice. Then I went home it was a good day at the market and I liked it alot`,

    middling: `The market was just waking up when I arrived. The sky was grey and the air was cold, and the traders were putting up their stalls. Metal poles clanged together and the wind flapped the blue and white covers like sails on a boat.

The fruit stall was the first one to open. A man with a red face was stacking oranges into a pyramid, and they glowed like little suns in the gloomy morning. He was whistling a song I didn't know. Next to him, a woman was unloading boxes of fish from a van. The smell of the fish was strong and salty and it made my nose wrinkle.

Gradually more people started to arrive. Old ladies pulled their shopping trolleys behind them and a group of builders queued at the burger van, rubbing their hands together to keep warm. The smell of frying onions drifted across the square. Pigeons hopped between the stalls looking for crumbs, and a dog barked at them but they didnt fly away.

By seven o'clock the market was full of noise. The traders shouted their prices and people laughed and argued. It was like the whole town had come alive at once. I stood in the middle and watched it all happening around me, and I felt like I was part of something.`,

    strong: `Before the sun, there is the market.

It begins in darkness: a clatter of metal poles, the hiss of a gas burner, a van door sliding open with a groan. Shadows move between the empty frames of the stalls, unfolding tarpaulins that crack like whips in the bitter wind. Nobody speaks much yet. The traders work in a silent, practised rhythm, as though the market is a machine they rebuild every morning from memory.

Then the light comes. A thin stripe of gold slides across the cobbles and catches the fruit stall, where pyramids of oranges glow like lanterns and the apples are polished until they shine. The fruit seller, a broad man with a frayed scarf and hands as rough as bark, arranges each piece with the care of a jeweller. Behind him, steam curls from the burger van; the smell of frying onions drifts across the square, mingling with the salty tang of the fish stall and the sweetness of warm bread.

Slowly, the market breathes in. The first customers arrive in ones and twos: an elderly woman dragging a tartan trolley, a nurse yawning after her night shift, a boy clutching a crumpled list in his fist. Pigeons strut between the stalls, heads bobbing, hunting for crumbs. Somewhere a radio crackles into life, and a song from another decade drifts, tinny and cheerful, above the noise.

By eight o'clock, the square is roaring. Voices collide: traders bellow their bargains, neighbours swap gossip, a toddler wails for a balloon. Colours crowd every corner — crimson peppers, emerald cabbages, buckets of sunflowers as bright as children's paintings. The whole place seems to hum, as if the market has its own heartbeat and everyone in it has fallen into step.

I stand beneath the clock tower and let it wash over me. For a moment, I am not a visitor but a small, necessary part of this noisy, ancient ritual, one more thread in a pattern that has been woven here every morning for hundreds of years.

And tomorrow, before the sun, it will begin again.`,
  },
};

// ---------------------------------------------------------------------------------------------
// History: AQA Paper 1, Germany 1890-1945, Question 6 (which was the more important reason), 12 marks
// ---------------------------------------------------------------------------------------------

const GERMANY: SampleQuestion = {
  id: "history-germany-chancellor",
  subjectId: "history",
  boardId: "aqa",
  paperId: "paper-1",
  topicId: "germany-1890-1945",
  questionTypeId: "q6-more-important",
  questionText:
    "Which of the following was the more important reason why Hitler became Chancellor in January 1933: the impact of the Depression; the weaknesses of the Weimar constitution? Explain your answer with reference to both reasons. [12 marks]",
  sourceText: null,
  answers: {
    weak: `Hitler became Chancellor because of the Depression. Lots of people lost there jobs and they were angry with the goverment. The Weimar goverment was weak and people didnt like it. Hitler promised to make things better so people voted for him and he got power. I think the Depression was more important because it made people poor and they wanted a change.`,

    middling: `The Depression was an important reason why Hitler became Chancellor. After the Wall Street Crash in 1929 lots of businesses in Germany closed and millions of people lost their jobs. People were desperate and they started to vote for the Nazis because Hitler promised them work and bread.

The weaknesses of the Weimar constitution were also a reason. Proportional representation meant there were lots of parties in the Reichstag so it was hard to make decisions and governments kept collapsing. The President could also use Article 48 to pass laws without the Reichstag. This made democracy look weak and people did not trust it.

I think the Depression was more important because it made lots of people support the Nazis and by 1932 they were the biggest party. The weak constitution did not help, but without the Depression people would not have voted for Hitler.`,

    strong: `Both reasons help to explain why Hitler became Chancellor on 30 January 1933, but the Depression was the more important because it turned the weaknesses of the Weimar constitution from a long-term problem into a crisis the Nazis could exploit.

The Depression transformed Nazi support. After the Wall Street Crash in October 1929, American banks recalled the loans that had funded Germany's recovery under the Dawes Plan of 1924. As a result, factories closed and unemployment rose from about 1.3 million in 1929 to over 6 million by 1932. This meant that millions of Germans were desperate, and the Nazis' promise of "work and bread" gave them hope. Consequently, the number of Nazi seats in the Reichstag rose from 12 in 1928 to 107 in 1930 and 230 in July 1932, making them the largest party. Without the Depression, the Nazis would probably have remained a small fringe party, as they were during the so-called Golden Age under Stresemann.

The weaknesses of the Weimar constitution were also significant, because they made it difficult for democratic politicians to respond to the crisis. Proportional representation led to unstable coalition governments, and in 1930 the coalition led by Hermann Müller collapsed over the cost of unemployment benefits. Article 48 then allowed President Hindenburg to rule by decree, so Chancellor Brüning governed without the Reichstag's support. This undermined democracy and meant that, by 1932, real power lay with a small group of elites around Hindenburg, including Franz von Papen and Kurt von Schleicher.

However, these weaknesses had existed since 1919 without bringing Hitler to power, and they became decisive only because of the Depression. The constitution explains how Hitler was appointed: von Papen persuaded Hindenburg that he could control Hitler as Chancellor. But it was the Depression that made Hitler impossible to ignore, since the elites needed the mass support the Nazis had won.

Overall, the Depression was the more important reason. The weaknesses of the constitution provided the means by which Hitler was appointed, but the economic crisis created the mass support that made his appointment seem necessary, and in turn it deepened those very weaknesses.`,
  },
};

export const SAMPLE_QUESTIONS: readonly SampleQuestion[] = [MACBETH, MARKET, GERMANY];
