import type { SubjectId } from "~/features/catalogue";
import { CATALOGUE } from "~/features/catalogue/lookup";

/**
 * The offline extract bank: passages from PUBLIC-DOMAIN works only (19th-century novels, Shakespeare,
 * poems by poets who died more than 70 years ago, and historical documents and speeches of the same age).
 * The extract generator draws on it when no AI provider is configured.
 *
 * Rules every entry keeps (the bank test checks the countable ones):
 * - The text is verbatim from the named edition, cut at sentence or line boundaries. Only typographic
 *   quotation marks and apostrophes are straightened; spelling and punctuation are the edition's.
 *   Where two separate passages are joined, "[...]" marks the gap and the provenance says so.
 * - 150 to 300 words, so it can be pasted straight into the form (spec: "Extract 150-300 words").
 * - Modern set texts (An Inspector Calls, Lord of the Flies...) are in copyright and never appear here.
 */

export type ExtractKind = "prose" | "drama" | "poetry" | "nonfiction" | "historical-source";

export interface ExtractEntry {
  /** Stable slug. */
  id: string;
  /** The work (and, for speeches and documents, what the passage is). */
  title: string;
  author: string;
  /** Year of first publication (or of delivery, for speeches and documents). */
  year: number;
  kind: ExtractKind;
  text: string;
  matches: {
    /** Canonical set-text or anthology-cluster names this passage belongs to. */
    setTexts?: string[];
    /**
     * For a set-text passage: the themes of the set text (generate-question.ts SET_TEXT_PROFILES) that this
     * passage itself treats, so an extract question asks about ideas the printed extract shows. (Its
     * characters need no list: they are the ones who speak or are named in the text.)
     */
    themes?: string[];
    /** Lower-case words or phrases looked for in a History topic name or the question. */
    topicKeywords?: string[];
    /**
     * What the passage itself is about (a subset of `topicKeywords`): a History source question prints it only
     * when the focus it asks about names one ("the terms of the Treaty of Versailles" gets the treaty's articles;
     * "Nazi control of young people" does not). Defaults to `topicKeywords`.
     */
    aboutKeywords?: string[];
    /**
     * History topic profiles (generate-question.ts HISTORY_TOPIC_PROFILES ids) this passage is a primary
     * source for. A History source question only takes a bank passage of its own topic; where there is
     * none, the source is written for practice and says so (practice-sources.ts).
     */
    historyTopics?: string[];
    /** Subjects the passage suits. */
    subjects: SubjectId[];
  };
  /** Work, chapter/act/scene and first publication, plus the edition the words follow. */
  provenance: string;
}

/** Words as the bank test and the trimming count them: letter/digit runs, with inner ' and - kept. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

const LITERATURE: SubjectId[] = ["english-literature", "english-language"];

/**
 * A board's poetry cluster exactly as the catalogue names it on its Literature papers, so a poem's cluster
 * is the paper's own words (the extract picker and the question generator compare them with the paper's
 * set texts). Throws at load if the catalogue renames the cluster, rather than leaving the poems orphaned.
 */
function catalogueCluster(boardId: string, words: string): string {
  const name = CATALOGUE.filter((entry) => entry.subjectId === "english-literature" && entry.boardId === boardId)
    .flatMap((entry) => entry.papers.flatMap((paper) => paper.setTexts))
    .find((setText) => setText.toLowerCase().includes(words));
  if (!name) throw new Error(`The catalogue names no ${boardId} poetry cluster with "${words}".`);
  return name;
}

const AQA_POWER_AND_CONFLICT = catalogueCluster("aqa", "power and conflict");
const AQA_LOVE_AND_RELATIONSHIPS = catalogueCluster("aqa", "love and relationships");
// Pearson Edexcel's collections: 'Exposure' and 'The Charge of the Light Brigade' are in Conflict, 'My Last Duchess'
// in Relationships (the anthology's contents as schools and revision sites list them).
const EDEXCEL_CONFLICT = catalogueCluster("edexcel", "conflict collection");
const EDEXCEL_RELATIONSHIPS = catalogueCluster("edexcel", "relationships collection");
// The Eduqas anthology (one list of eighteen poems) holds 'Dulce et Decorum Est' and 'To Autumn'.
const EDUQAS_ANTHOLOGY = catalogueCluster("wjec", "eduqas poetry anthology");
const SOURCE: SubjectId[] = ["history", "english-language"];

export const EXTRACT_BANK: readonly ExtractEntry[] = [
  // ─── 19th-century novels (GCSE set texts) ───────────────────────────────────────────────────────
  {
    id: "christmas-carol-stave-1-scrooge",
    title: "A Christmas Carol",
    author: "Charles Dickens",
    year: 1843,
    kind: "prose",
    text: `Oh! But he was a tight-fisted hand at the grindstone, Scrooge! a squeezing, wrenching, grasping, scraping, clutching, covetous, old sinner! Hard and sharp as flint, from which no steel had ever struck out generous fire; secret, and self-contained, and solitary as an oyster. The cold within him froze his old features, nipped his pointed nose, shrivelled his cheek, stiffened his gait; made his eyes red, his thin lips blue; and spoke out shrewdly in his grating voice. A frosty rime was on his head, and on his eyebrows, and his wiry chin. He carried his own low temperature always about with him; he iced his office in the dog-days; and didn't thaw it one degree at Christmas.

External heat and cold had little influence on Scrooge. No warmth could warm, no wintry weather chill him. No wind that blew was bitterer than he, no falling snow was more intent upon its purpose, no pelting rain less open to entreaty. Foul weather didn't know where to have him. The heaviest rain, and snow, and hail, and sleet, could boast of the advantage over him in only one respect. They often "came down" handsomely, and Scrooge never did.

Nobody ever stopped him in the street to say, with gladsome looks, "My dear Scrooge, how are you? When will you come to see me?" No beggars implored him to bestow a trifle, no children asked him what it was o'clock, no man or woman ever once in all his life inquired the way to such and such a place, of Scrooge.`,
    matches: { setTexts: ["A Christmas Carol"], themes: ["isolation", "generosity"], subjects: LITERATURE },
    provenance:
      "Charles Dickens, A Christmas Carol, Stave One (Marley's Ghost); first published 1843. Text of Project Gutenberg eBook #46.",
  },
  {
    id: "jekyll-hyde-story-of-the-door",
    title: "Strange Case of Dr Jekyll and Mr Hyde",
    author: "Robert Louis Stevenson",
    year: 1886,
    kind: "prose",
    text: `"Well, it was this way," returned Mr. Enfield: "I was coming home from some place at the end of the world, about three o'clock of a black winter morning, and my way lay through a part of town where there was literally nothing to be seen but lamps. Street after street, and all the folks asleep—street after street, all lighted up as if for a procession and all as empty as a church—till at last I got into that state of mind when a man listens and listens and begins to long for the sight of a policeman. All at once, I saw two figures: one a little man who was stumping along eastward at a good walk, and the other a girl of maybe eight or ten who was running as hard as she was able down a cross street. Well, sir, the two ran into one another naturally enough at the corner; and then came the horrible part of the thing; for the man trampled calmly over the child's body and left her screaming on the ground. It sounds nothing to hear, but it was hellish to see. It wasn't like a man; it was like some damned Juggernaut. I gave a view-halloa, took to my heels, collared my gentleman, and brought him back to where there was already quite a group about the screaming child. He was perfectly cool and made no resistance, but gave me one look, so ugly that it brought out the sweat on me like running. The people who had turned out were the girl's own family; and pretty soon, the doctor, for whom she had been sent, put in his appearance.`,
    matches: { setTexts: ["Strange Case of Dr Jekyll and Mr Hyde"], themes: ["violence"], subjects: LITERATURE },
    provenance:
      "Robert Louis Stevenson, Strange Case of Dr Jekyll and Mr Hyde, Chapter 1 (Story of the Door); first published 1886. Text of Project Gutenberg eBook #42.",
  },
  {
    id: "great-expectations-chapter-1",
    title: "Great Expectations",
    author: "Charles Dickens",
    year: 1861,
    kind: "prose",
    text: `Ours was the marsh country, down by the river, within, as the river wound, twenty miles of the sea. My first most vivid and broad impression of the identity of things seems to me to have been gained on a memorable raw afternoon towards evening. At such a time I found out for certain that this bleak place overgrown with nettles was the churchyard; and that Philip Pirrip, late of this parish, and also Georgiana wife of the above, were dead and buried; and that Alexander, Bartholomew, Abraham, Tobias, and Roger, infant children of the aforesaid, were also dead and buried; and that the dark flat wilderness beyond the churchyard, intersected with dikes and mounds and gates, with scattered cattle feeding on it, was the marshes; and that the low leaden line beyond was the river; and that the distant savage lair from which the wind was rushing was the sea; and that the small bundle of shivers growing afraid of it all and beginning to cry, was Pip.

"Hold your noise!" cried a terrible voice, as a man started up from among the graves at the side of the church porch. "Keep still, you little devil, or I'll cut your throat!"

A fearful man, all in coarse gray, with a great iron on his leg. A man with no hat, and with broken shoes, and with an old rag tied round his head. A man who had been soaked in water, and smothered in mud, and lamed by stones, and cut by flints, and stung by nettles, and torn by briars; who limped, and shivered, and glared, and growled; and whose teeth chattered in his head as he seized me by the chin.

"Oh! Don't cut my throat, sir," I pleaded in terror. "Pray don't do it, sir."`,
    matches: { setTexts: ["Great Expectations"], themes: ["crime and punishment"], subjects: LITERATURE },
    provenance:
      "Charles Dickens, Great Expectations, Chapter 1; first published 1860-61 (book form 1861). Text of Project Gutenberg eBook #1400.",
  },
  {
    id: "jane-eyre-chapter-1",
    title: "Jane Eyre",
    author: "Charlotte Brontë",
    year: 1847,
    kind: "prose",
    text: `There was no possibility of taking a walk that day. We had been wandering, indeed, in the leafless shrubbery an hour in the morning; but since dinner (Mrs. Reed, when there was no company, dined early) the cold winter wind had brought with it clouds so sombre, and a rain so penetrating, that further out-door exercise was now out of the question.

I was glad of it: I never liked long walks, especially on chilly afternoons: dreadful to me was the coming home in the raw twilight, with nipped fingers and toes, and a heart saddened by the chidings of Bessie, the nurse, and humbled by the consciousness of my physical inferiority to Eliza, John, and Georgiana Reed.

The said Eliza, John, and Georgiana were now clustered round their mama in the drawing-room: she lay reclined on a sofa by the fireside, and with her darlings about her (for the time neither quarrelling nor crying) looked perfectly happy. Me, she had dispensed from joining the group; saying, "She regretted to be under the necessity of keeping me at a distance; but that until she heard from Bessie, and could discover by her own observation, that I was endeavouring in good earnest to acquire a more sociable and childlike disposition, a more attractive and sprightly manner—something lighter, franker, more natural, as it were—she really must exclude me from privileges intended only for contented, happy, little children."

"What does Bessie say I have done?" I asked.

"Jane, I don't like cavillers or questioners; besides, there is something truly forbidding in a child taking up her elders in that manner. Be seated somewhere; and until you can speak pleasantly, remain silent."`,
    matches: { setTexts: ["Jane Eyre"], themes: ["the treatment of children"], subjects: LITERATURE },
    provenance: "Charlotte Brontë, Jane Eyre, Chapter 1; first published 1847. Text of Project Gutenberg eBook #1260.",
  },
  {
    id: "frankenstein-chapter-5",
    title: "Frankenstein",
    author: "Mary Shelley",
    year: 1818,
    kind: "prose",
    text: `It was on a dreary night of November that I beheld the accomplishment of my toils. With an anxiety that almost amounted to agony, I collected the instruments of life around me, that I might infuse a spark of being into the lifeless thing that lay at my feet. It was already one in the morning; the rain pattered dismally against the panes, and my candle was nearly burnt out, when, by the glimmer of the half-extinguished light, I saw the dull yellow eye of the creature open; it breathed hard, and a convulsive motion agitated its limbs.

How can I describe my emotions at this catastrophe, or how delineate the wretch whom with such infinite pains and care I had endeavoured to form? His limbs were in proportion, and I had selected his features as beautiful. Beautiful! Great God! His yellow skin scarcely covered the work of muscles and arteries beneath; his hair was of a lustrous black, and flowing; his teeth of a pearly whiteness; but these luxuriances only formed a more horrid contrast with his watery eyes, that seemed almost of the same colour as the dun-white sockets in which they were set, his shrivelled complexion and straight black lips.

The different accidents of life are not so changeable as the feelings of human nature. I had worked hard for nearly two years, for the sole purpose of infusing life into an inanimate body. For this I had deprived myself of rest and health. I had desired it with an ardour that far exceeded moderation; but now that I had finished, the beauty of the dream vanished, and breathless horror and disgust filled my heart.`,
    matches: { setTexts: ["Frankenstein"], themes: ["ambition", "the pursuit of knowledge"], subjects: LITERATURE },
    provenance:
      "Mary Shelley, Frankenstein; or, The Modern Prometheus, Chapter 5 (Volume I, Chapter IV in 1818); first published 1818. Text of Project Gutenberg eBook #84.",
  },
  {
    id: "pride-and-prejudice-chapter-1",
    title: "Pride and Prejudice",
    author: "Jane Austen",
    year: 1813,
    kind: "prose",
    text: `It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.

However little known the feelings or views of such a man may be on his first entering a neighbourhood, this truth is so well fixed in the minds of the surrounding families, that he is considered the rightful property of some one or other of their daughters.

"My dear Mr. Bennet," said his lady to him one day, "have you heard that Netherfield Park is let at last?"

Mr. Bennet replied that he had not.

"But it is," returned she; "for Mrs. Long has just been here, and she told me all about it."

Mr. Bennet made no answer.

"Do you not want to know who has taken it?" cried his wife impatiently.

"You want to tell me, and I have no objection to hearing it."

This was invitation enough.

"Why, my dear, you must know, Mrs. Long says that Netherfield is taken by a young man of large fortune from the north of England; that he came down on Monday in a chaise and four to see the place, and was so much delighted with it, that he agreed with Mr. Morris immediately; that he is to take possession before Michaelmas, and some of his servants are to be in the house by the end of next week."

"What is his name?"

"Bingley."

"Is he married or single?"

"Oh! Single, my dear, to be sure! A single man of large fortune; four or five thousand a year. What a fine thing for our girls!"

"How so? How can it affect them?"`,
    matches: { setTexts: ["Pride and Prejudice"], themes: ["marriage"], subjects: LITERATURE },
    provenance:
      "Jane Austen, Pride and Prejudice, Volume I, Chapter 1; first published 1813. Text of Project Gutenberg eBook #1342.",
  },
  {
    id: "sign-of-four-chapter-1",
    title: "The Sign of Four",
    author: "Arthur Conan Doyle",
    year: 1890,
    kind: "prose",
    text: `Sherlock Holmes took his bottle from the corner of the mantel-piece and his hypodermic syringe from its neat morocco case. With his long, white, nervous fingers he adjusted the delicate needle, and rolled back his left shirt-cuff. For some little time his eyes rested thoughtfully upon the sinewy forearm and wrist all dotted and scarred with innumerable puncture-marks. Finally he thrust the sharp point home, pressed down the tiny piston, and sank back into the velvet-lined arm-chair with a long sigh of satisfaction.

Three times a day for many months I had witnessed this performance, but custom had not reconciled my mind to it. On the contrary, from day to day I had become more irritable at the sight, and my conscience swelled nightly within me at the thought that I had lacked the courage to protest. Again and again I had registered a vow that I should deliver my soul upon the subject, but there was that in the cool, nonchalant air of my companion which made him the last man with whom one would care to take anything approaching to a liberty. His great powers, his masterly manner, and the experience which I had had of his many extraordinary qualities, all made me diffident and backward in crossing him.

Yet upon that afternoon, whether it was the Beaune which I had taken with my lunch, or the additional exasperation produced by the extreme deliberation of his manner, I suddenly felt that I could hold out no longer.`,
    matches: { setTexts: ["The Sign of Four"], themes: ["friendship"], subjects: LITERATURE },
    provenance:
      "Arthur Conan Doyle, The Sign of Four, Chapter 1 (The Science of Deduction); first published 1890. Text of Project Gutenberg eBook #2097.",
  },
  {
    id: "silas-marner-chapter-1",
    title: "Silas Marner",
    author: "George Eliot",
    year: 1861,
    kind: "prose",
    text: `In the days when the spinning-wheels hummed busily in the farmhouses—and even great ladies, clothed in silk and thread-lace, had their toy spinning-wheels of polished oak—there might be seen in districts far away among the lanes, or deep in the bosom of the hills, certain pallid undersized men, who, by the side of the brawny country-folk, looked like the remnants of a disinherited race. The shepherd's dog barked fiercely when one of these alien-looking men appeared on the upland, dark against the early winter sunset; for what dog likes a figure bent under a heavy bag?—and these pale men rarely stirred abroad without that mysterious burden. The shepherd himself, though he had good reason to believe that the bag held nothing but flaxen thread, or else the long rolls of strong linen spun from that thread, was not quite sure that this trade of weaving, indispensable though it was, could be carried on entirely without the help of the Evil One.`,
    matches: { setTexts: ["Silas Marner"], themes: ["isolation", "community"], subjects: LITERATURE },
    provenance:
      "George Eliot, Silas Marner: The Weaver of Raveloe, Chapter 1 (opening paragraph); first published 1861. Text of Project Gutenberg eBook #550.",
  },
  {
    id: "war-of-the-worlds-book-1-chapter-1",
    title: "The War of the Worlds",
    author: "H. G. Wells",
    year: 1898,
    kind: "prose",
    text: `No one would have believed in the last years of the nineteenth century that this world was being watched keenly and closely by intelligences greater than man's and yet as mortal as his own; that as men busied themselves about their various concerns they were scrutinised and studied, perhaps almost as narrowly as a man with a microscope might scrutinise the transient creatures that swarm and multiply in a drop of water. With infinite complacency men went to and fro over this globe about their little affairs, serene in their assurance of their empire over matter. It is possible that the infusoria under the microscope do the same. No one gave a thought to the older worlds of space as sources of human danger, or thought of them only to dismiss the idea of life upon them as impossible or improbable. It is curious to recall some of the mental habits of those departed days. At most terrestrial men fancied there might be other men upon Mars, perhaps inferior to themselves and ready to welcome a missionary enterprise. Yet across the gulf of space, minds that are to our minds as ours are to those of the beasts that perish, intellects vast and cool and unsympathetic, regarded this earth with envious eyes, and slowly and surely drew their plans against us. And early in the twentieth century came the great disillusionment.`,
    matches: { setTexts: ["The War of the Worlds"], themes: ["science", "civilisation", "empire"], subjects: LITERATURE },
    provenance:
      "H. G. Wells, The War of the Worlds, Book One, Chapter 1 (The Eve of the War), opening paragraph; first published in book form 1898. Text of Project Gutenberg eBook #36.",
  },

  // ─── Shakespeare ────────────────────────────────────────────────────────────────────────────────
  {
    id: "macbeth-1-7-if-it-were-done",
    title: "Macbeth",
    author: "William Shakespeare",
    year: 1623,
    kind: "drama",
    text: `MACBETH
If it were done when 'tis done, then 'twere well
It were done quickly: if the assassination
Could trammel up the consequence, and catch
With his surcease success; that but this blow
Might be the be-all and the end-all here,
But here, upon this bank and shoal of time,
We'ld jump the life to come. But in these cases
We still have judgment here; that we but teach
Bloody instructions, which, being taught, return
To plague the inventor: this even-handed justice
Commends the ingredients of our poison'd chalice
To our own lips. He's here in double trust;
First, as I am his kinsman and his subject,
Strong both against the deed; then, as his host,
Who should against his murderer shut the door,
Not bear the knife myself. Besides, this Duncan
Hath borne his faculties so meek, hath been
So clear in his great office, that his virtues
Will plead like angels, trumpet-tongued, against
The deep damnation of his taking-off;
And pity, like a naked new-born babe,
Striding the blast, or heaven's cherubim, horsed
Upon the sightless couriers of the air,
Shall blow the horrid deed in every eye,
That tears shall drown the wind. I have no spur
To prick the sides of my intent, but only
Vaulting ambition, which o'erleaps itself
And falls on the other.`,
    matches: { setTexts: ["Macbeth"], themes: ["ambition", "guilt", "kingship"], subjects: LITERATURE },
    provenance:
      "William Shakespeare, Macbeth, Act 1 Scene 7 (Macbeth's soliloquy); written c.1606, first printed in the First Folio, 1623. Text of the Globe edition (1864) as in the MIT Shakespeare.",
  },
  {
    id: "romeo-and-juliet-2-2-balcony",
    title: "Romeo and Juliet",
    author: "William Shakespeare",
    year: 1597,
    kind: "drama",
    text: `ROMEO
He jests at scars that never felt a wound.
But, soft! what light through yonder window breaks?
It is the east, and Juliet is the sun.
Arise, fair sun, and kill the envious moon,
Who is already sick and pale with grief,
That thou her maid art far more fair than she:
Be not her maid, since she is envious;
Her vestal livery is but sick and green
And none but fools do wear it; cast it off.
It is my lady, O, it is my love!
O, that she knew she were!
She speaks yet she says nothing: what of that?
Her eye discourses; I will answer it.
I am too bold, 'tis not to me she speaks:
Two of the fairest stars in all the heaven,
Having some business, do entreat her eyes
To twinkle in their spheres till they return.
What if her eyes were there, they in her head?
The brightness of her cheek would shame those stars,
As daylight doth a lamp; her eyes in heaven
Would through the airy region stream so bright
That birds would sing and think it were not night.
See, how she leans her cheek upon her hand!
O, that I were a glove upon that hand,
That I might touch that cheek!`,
    matches: { setTexts: ["Romeo and Juliet"], themes: ["love"], subjects: LITERATURE },
    provenance:
      "William Shakespeare, Romeo and Juliet, Act 2 Scene 2 (the balcony scene); first printed 1597. Text of the Globe edition (1864) as in the MIT Shakespeare.",
  },
  {
    id: "tempest-5-1-rough-magic",
    title: "The Tempest",
    author: "William Shakespeare",
    year: 1623,
    kind: "drama",
    text: `PROSPERO
Ye elves of hills, brooks, standing lakes and groves,
And ye that on the sands with printless foot
Do chase the ebbing Neptune and do fly him
When he comes back; you demi-puppets that
By moonshine do the green sour ringlets make,
Whereof the ewe not bites, and you whose pastime
Is to make midnight mushrooms, that rejoice
To hear the solemn curfew; by whose aid,
Weak masters though ye be, I have bedimm'd
The noontide sun, call'd forth the mutinous winds,
And 'twixt the green sea and the azured vault
Set roaring war: to the dread rattling thunder
Have I given fire and rifted Jove's stout oak
With his own bolt; the strong-based promontory
Have I made shake and by the spurs pluck'd up
The pine and cedar: graves at my command
Have waked their sleepers, oped, and let 'em forth
By my so potent art. But this rough magic
I here abjure, and, when I have required
Some heavenly music, which even now I do,
To work mine end upon their senses that
This airy charm is for, I'll break my staff,
Bury it certain fathoms in the earth,
And deeper than did ever plummet sound
I'll drown my book.`,
    matches: { setTexts: ["The Tempest"], themes: ["power", "control", "magic"], subjects: LITERATURE },
    provenance:
      "William Shakespeare, The Tempest, Act 5 Scene 1 (Prospero abjures his magic); written c.1611, first printed in the First Folio, 1623. Text of the Globe edition (1864) as in the MIT Shakespeare.",
  },
  {
    id: "merchant-of-venice-3-1-hath-not-a-jew-eyes",
    title: "The Merchant of Venice",
    author: "William Shakespeare",
    year: 1600,
    kind: "drama",
    text: `SALARINO
Why, I am sure, if he forfeit, thou wilt not take his flesh: what's that good for?

SHYLOCK
To bait fish withal: if it will feed nothing else,
it will feed my revenge. He hath disgraced me, and
hindered me half a million; laughed at my losses,
mocked at my gains, scorned my nation, thwarted my
bargains, cooled my friends, heated mine
enemies; and what's his reason? I am a Jew. Hath
not a Jew eyes? hath not a Jew hands, organs,
dimensions, senses, affections, passions? fed with
the same food, hurt with the same weapons, subject
to the same diseases, healed by the same means,
warmed and cooled by the same winter and summer, as
a Christian is? If you prick us, do we not bleed?
if you tickle us, do we not laugh? if you poison
us, do we not die? and if you wrong us, shall we not
revenge? If we are like you in the rest, we will
resemble you in that. If a Jew wrong a Christian,
what is his humility? Revenge. If a Christian
wrong a Jew, what should his sufferance be by
Christian example? Why, revenge. The villany you
teach me, I will execute, and it shall go hard but I
will better the instruction.`,
    matches: { setTexts: ["The Merchant of Venice"], themes: ["prejudice", "revenge"], subjects: LITERATURE },
    provenance:
      "William Shakespeare, The Merchant of Venice, Act 3 Scene 1; first printed 1600. Text of the Globe edition (1864) as in the MIT Shakespeare.",
  },
  {
    id: "much-ado-2-3-benedick",
    title: "Much Ado About Nothing",
    author: "William Shakespeare",
    year: 1600,
    kind: "drama",
    text: `BENEDICK
I do much wonder that one man, seeing how much another man is a fool when
he dedicates his behaviours to love, will, after he hath laughed at such
shallow follies in others, become the argument of his own scorn by falling
in love: and such a man is Claudio. I have known, when there was no music
with him but the drum and the fife; and now had he rather hear the tabor
and the pipe: I have known when he would have walked ten mile afoot to see
a good armour; and now will he lie ten nights awake, carving the fashion
of a new doublet. He was wont to speak plain and to the purpose, like an
honest man and a soldier; and now is he turned orthography; his words are
a very fantastical banquet, just so many strange dishes. May I be so
converted, and see with these eyes? I cannot tell; I think not: I will not
be sworn but love may transform me to an oyster; but I'll take my
oath on it, till he have made an oyster of me, he shall never make me such
a fool. One woman is fair, yet I am well; another is wise, yet I am well;
another virtuous, yet I am well; but till all graces be in one woman, one
woman shall not come in my grace. Rich she shall be, that's certain;
wise, or I'll none; virtuous, or I'll never cheapen her; fair,
or I'll never look on her; mild, or come not near me; noble, or not
I for an angel; of good discourse, an excellent musician, and her hair
shall be of what colour it please God.`,
    matches: { setTexts: ["Much Ado About Nothing"], themes: ["love", "marriage"], subjects: LITERATURE },
    provenance:
      "William Shakespeare, Much Ado About Nothing, Act 2 Scene 3 (Benedick's soliloquy); first printed 1600. Text of Project Gutenberg's Complete Works of Shakespeare (eBook #100).",
  },
  {
    id: "julius-caesar-3-2-friends-romans",
    title: "Julius Caesar",
    author: "William Shakespeare",
    year: 1623,
    kind: "drama",
    text: `ANTONY
Friends, Romans, countrymen, lend me your ears;
I come to bury Caesar, not to praise him.
The evil that men do lives after them;
The good is oft interred with their bones;
So let it be with Caesar. The noble Brutus
Hath told you Caesar was ambitious:
If it were so, it was a grievous fault,
And grievously hath Caesar answer'd it.
Here, under leave of Brutus and the rest—
For Brutus is an honourable man;
So are they all, all honourable men—
Come I to speak in Caesar's funeral.
He was my friend, faithful and just to me:
But Brutus says he was ambitious;
And Brutus is an honourable man.
He hath brought many captives home to Rome
Whose ransoms did the general coffers fill:
Did this in Caesar seem ambitious?
When that the poor have cried, Caesar hath wept:
Ambition should be made of sterner stuff:
Yet Brutus says he was ambitious;
And Brutus is an honourable man.
You all did see that on the Lupercal
I thrice presented him a kingly crown,
Which he did thrice refuse: was this ambition?
Yet Brutus says he was ambitious;
And, sure, he is an honourable man.
I speak not to disprove what Brutus spoke,
But here I am to speak what I do know.
You all did love him once, not without cause:
What cause withholds you then, to mourn for him?
O judgment! thou art fled to brutish beasts,
And men have lost their reason. Bear with me;
My heart is in the coffin there with Caesar,
And I must pause till it come back to me.`,
    matches: { setTexts: ["Julius Caesar"], themes: ["ambition", "honour", "loyalty", "persuasion"], subjects: LITERATURE },
    provenance:
      "William Shakespeare, Julius Caesar, Act 3 Scene 2 (Antony's funeral speech); written 1599, first printed in the First Folio, 1623. Text of the Globe edition (1864) as in the MIT Shakespeare.",
  },

  // ─── Poetry (poets who died more than 70 years ago) ─────────────────────────────────────────────
  {
    id: "charge-of-the-light-brigade",
    title: "The Charge of the Light Brigade",
    author: "Alfred, Lord Tennyson",
    year: 1854,
    kind: "poetry",
    text: `Half a league, half a league,
Half a league onward,
All in the valley of Death
Rode the six hundred.
"Forward, the Light Brigade!
Charge for the guns!" he said.
Into the valley of Death
Rode the six hundred.

"Forward, the Light Brigade!"
Was there a man dismayed?
Not though the soldier knew
Someone had blundered.
Theirs not to make reply,
Theirs not to reason why,
Theirs but to do and die.
Into the valley of Death
Rode the six hundred.

Cannon to right of them,
Cannon to left of them,
Cannon in front of them
Volleyed and thundered;
Stormed at with shot and shell,
Boldly they rode and well,
Into the jaws of Death,
Into the mouth of hell
Rode the six hundred.

Flashed all their sabres bare,
Flashed as they turned in air
Sabring the gunners there,
Charging an army, while
All the world wondered.
Plunged in the battery-smoke
Right through the line they broke;
Cossack and Russian
Reeled from the sabre stroke
Shattered and sundered.
Then they rode back, but not
Not the six hundred.

Cannon to right of them,
Cannon to left of them,
Cannon behind them
Volleyed and thundered;
Stormed at with shot and shell,
While horse and hero fell.
They that had fought so well
Came through the jaws of Death,
Back from the mouth of hell,
All that was left of them,
Left of six hundred.

When can their glory fade?
O the wild charge they made!
All the world wondered.
Honour the charge they made!
Honour the Light Brigade,
Noble six hundred!`,
    matches: {
      historyTopics: ["warfare"],
      setTexts: [AQA_POWER_AND_CONFLICT, EDEXCEL_CONFLICT],
      topicKeywords: ["crimean", "balaclava", "warfare"],
      subjects: ["english-literature", "english-language", "history"],
    },
    provenance:
      "Alfred, Lord Tennyson, 'The Charge of the Light Brigade' (the whole poem); first published in The Examiner, 9 December 1854. Text as revised in Maud, and Other Poems (1855) and later collected editions.",
  },
  {
    id: "exposure-owen",
    title: "Exposure",
    author: "Wilfred Owen",
    year: 1920,
    kind: "poetry",
    text: `Our brains ache, in the merciless iced east winds that knive us...
Wearied we keep awake because the night is silent...
Low, drooping flares confuse our memory of the salient...
Worried by silence, sentries whisper, curious, nervous,
But nothing happens.

Watching, we hear the mad gusts tugging on the wire,
Like twitching agonies of men among its brambles.
Northward, incessantly, the flickering gunnery rumbles,
Far off, like a dull rumour of some other war.
What are we doing here?

The poignant misery of dawn begins to grow...
We only know war lasts, rain soaks, and clouds sag stormy.
Dawn massing in the east her melancholy army
Attacks once more in ranks on shivering ranks of grey,
But nothing happens.

Sudden successive flights of bullets streak the silence.
Less deadly than the air that shudders black with snow,
With sidelong flowing flakes that flock, pause, and renew,
We watch them wandering up and down the wind's nonchalance,
But nothing happens.

Pale flakes with fingering stealth come feeling for our faces—
We cringe in holes, back on forgotten dreams, and stare, snow-dazed,
Deep into grassier ditches. So we drowse, sun-dozed,
Littered with blossoms trickling where the blackbird fusses.
—Is it that we are dying?`,
    matches: {
      historyTopics: ["first-world-war"],
      setTexts: [AQA_POWER_AND_CONFLICT, EDEXCEL_CONFLICT],
      topicKeywords: ["first world war", "great war", "western front", "trench", "1914", "warfare"],
      subjects: ["english-literature", "english-language", "history"],
    },
    provenance:
      "Wilfred Owen, 'Exposure', stanzas 1-5 of 8; written 1917-18, first published in Poems (ed. Siegfried Sassoon, 1920). Owen died in 1918. Some anthologies print 'memories' for 'memory' in line 3.",
  },
  {
    id: "to-autumn-keats",
    title: "To Autumn",
    author: "John Keats",
    year: 1820,
    kind: "poetry",
    text: `Season of mists and mellow fruitfulness,
Close bosom-friend of the maturing sun;
Conspiring with him how to load and bless
With fruit the vines that round the thatch-eves run;
To bend with apples the moss'd cottage-trees,
And fill all fruit with ripeness to the core;
To swell the gourd, and plump the hazel shells
With a sweet kernel; to set budding more,
And still more, later flowers for the bees,
Until they think warm days will never cease,
For Summer has o'er-brimm'd their clammy cells.

Who hath not seen thee oft amid thy store?
Sometimes whoever seeks abroad may find
Thee sitting careless on a granary floor,
Thy hair soft-lifted by the winnowing wind;
Or on a half-reap'd furrow sound asleep,
Drows'd with the fume of poppies, while thy hook
Spares the next swath and all its twined flowers:
And sometimes like a gleaner thou dost keep
Steady thy laden head across a brook;
Or by a cyder-press, with patient look,
Thou watchest the last oozings hours by hours.

Where are the songs of Spring? Ay, where are they?
Think not of them, thou hast thy music too,—
While barred clouds bloom the soft-dying day,
And touch the stubble-plains with rosy hue;
Then in a wailful choir the small gnats mourn
Among the river sallows, borne aloft
Or sinking as the light wind lives or dies;
And full-grown lambs loud bleat from hilly bourn;
Hedge-crickets sing; and now with treble soft
The red-breast whistles from a garden-croft;
And gathering swallows twitter in the skies.`,
    matches: { setTexts: [EDUQAS_ANTHOLOGY], subjects: LITERATURE },
    provenance:
      "John Keats, 'To Autumn' (the whole poem); first published in Lamia, Isabella, The Eve of St. Agnes, and Other Poems, 1820.",
  },
  {
    id: "my-last-duchess-browning",
    title: "My Last Duchess",
    author: "Robert Browning",
    year: 1842,
    kind: "poetry",
    text: `That's my last Duchess painted on the wall,
Looking as if she were alive. I call
That piece a wonder, now: Fra Pandolf's hands
Worked busily a day, and there she stands.
Will't please you sit and look at her? I said
"Fra Pandolf" by design, for never read
Strangers like you that pictured countenance,
The depth and passion of its earnest glance,
But to myself they turned (since none puts by
The curtain I have drawn for you, but I)
And seemed as they would ask me, if they durst,
How such a glance came there; so, not the first
Are you to turn and ask thus. Sir, 'twas not
Her husband's presence only, called that spot
Of joy into the Duchess' cheek; perhaps
Fra Pandolf chanced to say, "Her mantle laps
Over my lady's wrist too much," or "Paint
Must never hope to reproduce the faint
Half-flush that dies along her throat"; such stuff
Was courtesy, she thought, and cause enough
For calling up that spot of joy. She had
A heart—how shall I say?—too soon made glad,
Too easily impressed; she liked whate'er
She looked on, and her looks went everywhere.`,
    matches: { setTexts: [AQA_POWER_AND_CONFLICT, EDEXCEL_RELATIONSHIPS], subjects: LITERATURE },
    provenance: "Robert Browning, 'My Last Duchess', lines 1-24 of 56; first published in Dramatic Lyrics, 1842.",
  },
  {
    id: "porphyrias-lover-browning",
    title: "Porphyria's Lover",
    author: "Robert Browning",
    year: 1836,
    kind: "poetry",
    text: `The rain set early in to-night,
The sullen wind was soon awake,
It tore the elm-tops down for spite,
And did its worst to vex the lake:
I listened with heart fit to break.
When glided in Porphyria; straight
She shut the cold out and the storm,
And kneeled and made the cheerless grate
Blaze up, and all the cottage warm;
Which done, she rose, and from her form
Withdrew the dripping cloak and shawl,
And laid her soiled gloves by, untied
Her hat and let the damp hair fall,
And, last, she sat down by my side
And called me. When no voice replied,
She put my arm about her waist,
And made her smooth white shoulder bare,
And all her yellow hair displaced,
And, stooping, made my cheek lie there,
And spread, o'er all, her yellow hair,
Murmuring how she loved me—she
Too weak, for all her heart's endeavour,
To set its struggling passion free
From pride, and vainer ties dissever,
And give herself to me for ever.
But passion sometimes would prevail,
Nor could to-night's gay feast restrain
A sudden thought of one so pale
For love of her, and all in vain:
So, she was come through wind and rain.
Be sure I looked up at her eyes
Happy and proud; at last I knew
Porphyria worshipped me; surprise
Made my heart swell, and still it grew
While I debated what to do.
That moment she was mine, mine, fair,
Perfectly pure and good: I found
A thing to do, and all her hair
In one long yellow string I wound
Three times her little throat around,
And strangled her.`,
    matches: { setTexts: [AQA_LOVE_AND_RELATIONSHIPS], subjects: LITERATURE },
    provenance:
      "Robert Browning, 'Porphyria's Lover', lines 1-41 of 60; first published as 'Porphyria' in the Monthly Repository, January 1836, and under this title in Dramatic Lyrics (1842).",
  },
  {
    id: "dulce-et-decorum-est-owen",
    title: "Dulce et Decorum Est",
    author: "Wilfred Owen",
    year: 1920,
    kind: "poetry",
    text: `Bent double, like old beggars under sacks,
Knock-kneed, coughing like hags, we cursed through sludge,
Till on the haunting flares we turned our backs
And towards our distant rest began to trudge.
Men marched asleep. Many had lost their boots
But limped on, blood-shod. All went lame; all blind;
Drunk with fatigue; deaf even to the hoots
Of tired, outstripped Five-Nines that dropped behind.

Gas! Gas! Quick, boys!—An ecstasy of fumbling,
Fitting the clumsy helmets just in time;
But someone still was yelling out and stumbling,
And flound'ring like a man in fire or lime...
Dim, through the misty panes and thick green light,
As under a green sea, I saw him drowning.

In all my dreams, before my helpless sight,
He plunges at me, guttering, choking, drowning.

If in some smothering dreams you too could pace
Behind the wagon that we flung him in,
And watch the white eyes writhing in his face,
His hanging face, like a devil's sick of sin;
If you could hear, at every jolt, the blood
Come gargling from the froth-corrupted lungs,
Obscene as cancer, bitter as the cud
Of vile, incurable sores on innocent tongues,—
My friend, you would not tell with such high zest
To children ardent for some desperate glory,
The old Lie: Dulce et decorum est
Pro patria mori.`,
    matches: {
      historyTopics: ["first-world-war"],
      setTexts: [EDUQAS_ANTHOLOGY],
      topicKeywords: ["first world war", "great war", "western front", "trench", "gas", "1914", "warfare"],
      subjects: ["english-literature", "english-language", "history"],
    },
    provenance:
      "Wilfred Owen, 'Dulce et Decorum Est' (the whole poem); written 1917-18, first published in Poems (ed. Siegfried Sassoon, 1920). Owen died in 1918.",
  },

  // ─── 19th-century non-fiction ───────────────────────────────────────────────────────────────────
  {
    id: "darkling-thrush-hardy",
    title: "The Darkling Thrush",
    author: "Thomas Hardy",
    year: 1901,
    kind: "poetry",
    text: `I leant upon a coppice gate
When Frost was spectre-grey,
And Winter's dregs made desolate
The weakening eye of day.
The tangled bine-stems scored the sky
Like strings of broken lyres,
And all mankind that haunted nigh
Had sought their household fires.

The land's sharp features seemed to be
The Century's corpse outleant,
His crypt the cloudy canopy,
The wind his death-lament.
The ancient pulse of germ and birth
Was shrunken hard and dry,
And every spirit upon earth
Seemed fervourless as I.

At once a voice arose among
The bleak twigs overhead
In a full-hearted evensong
Of joy illimited;
An aged thrush, frail, gaunt, and small,
In blast-beruffled plume,
Had chosen thus to fling his soul
Upon the growing gloom.

So little cause for carolings
Of such ecstatic sound
Was written on terrestrial things
Afar or nigh around,
That I could think there trembled through
His happy good-night air
Some blessed Hope, whereof he knew
And I was unaware.`,
    matches: { subjects: ["english-literature"] },
    provenance:
      "Thomas Hardy, 'The Darkling Thrush' (the whole poem), dated 31 December 1900; collected in Poems of the Past and the Present (1901). Hardy died in 1928.",
  },
  {
    id: "i-wandered-lonely-wordsworth",
    title: "I Wandered Lonely as a Cloud",
    author: "William Wordsworth",
    year: 1815,
    kind: "poetry",
    text: `I wandered lonely as a cloud
That floats on high o'er vales and hills,
When all at once I saw a crowd,
A host, of golden daffodils;
Beside the lake, beneath the trees,
Fluttering and dancing in the breeze.

Continuous as the stars that shine
And twinkle on the milky way,
They stretched in never-ending line
Along the margin of a bay:
Ten thousand saw I at a glance,
Tossing their heads in sprightly dance.

The waves beside them danced; but they
Out-did the sparkling waves in glee:
A poet could not but be gay,
In such a jocund company:
I gazed—and gazed—but little thought
What wealth the show to me had brought:

For oft, when on my couch I lie
In vacant or in pensive mood,
They flash upon that inward eye
Which is the bliss of solitude;
And then my heart with pleasure fills,
And dances with the daffodils.`,
    matches: { subjects: ["english-literature"] },
    provenance:
      "William Wordsworth, 'I wandered lonely as a cloud' (the whole poem); first published in Poems, in Two Volumes (1807); this is the revised text of Poems (1815), which added the second stanza.",
  },
  {
    id: "mayhew-watercress-girl",
    title: "London Labour and the London Poor: the Watercress Girl",
    author: "Henry Mayhew",
    year: 1851,
    kind: "nonfiction",
    text: `The little watercress girl who gave me the following statement, although only eight years of age, had entirely lost all childish ways, and was, indeed, in thoughts and manner, a woman. There was something cruelly pathetic in hearing this infant, so young that her features had scarcely formed themselves, talking of the bitterest struggles of life, with the calm earnestness of one who had endured them all. I did not know how to talk with her. At first I treated her as a child, speaking on childish subjects; so that I might, by being familiar with her, remove all shyness, and get her to narrate her life freely. I asked her about her toys and her games with her companions; but the look of amazement that answered me soon put an end to any attempt at fun on my part. I then talked to her about the parks, and whether she ever went to them. "The parks!" she replied in wonder, "where are they?" I explained to her, telling her that they were large open places with green grass and tall trees, where beautiful carriages drove about, and people walked for pleasure, and children played. Her eyes brightened up a little as I spoke; and she asked, half doubtingly, "Would they let such as me go there—just to look?" All her knowledge seemed to begin and end with water-cresses, and what they fetched. She knew no more of London than that part she had seen on her rounds, and believed that no quarter of the town was handsomer or pleasanter than it was at Farringdon-market or at Clerkenwell, where she lived.`,
    matches: {
      topicKeywords: ["poverty", "victorian", "london", "child labour", "working class", "whitechapel"],
      subjects: ["english-language", "history"],
    },
    provenance:
      "Henry Mayhew, London Labour and the London Poor, Volume 1, 'Watercress Girl'; first published 1851 (text of the enlarged edition of 1861, Project Gutenberg eBook #55998).",
  },

  // ─── Historical sources in the public domain ────────────────────────────────────────────────────
  {
    id: "gettysburg-address",
    title: "The Gettysburg Address",
    author: "Abraham Lincoln",
    year: 1863,
    kind: "historical-source",
    text: `Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in Liberty, and dedicated to the proposition that all men are created equal.

Now we are engaged in a great civil war, testing whether that nation, or any nation so conceived and so dedicated, can long endure. We are met on a great battle-field of that war. We have come to dedicate a portion of that field, as a final resting place for those who here gave their lives that that nation might live. It is altogether fitting and proper that we should do this.

But, in a larger sense, we can not dedicate—we can not consecrate—we can not hallow—this ground. The brave men, living and dead, who struggled here, have consecrated it, far above our poor power to add or detract. The world will little note, nor long remember what we say here, but it can never forget what they did here. It is for us the living, rather, to be dedicated here to the unfinished work which they who fought here have thus far so nobly advanced. It is rather for us to be here dedicated to the great task remaining before us—that from these honored dead we take increased devotion to that cause for which they gave the last full measure of devotion—that we here highly resolve that these dead shall not have died in vain—that this nation, under God, shall have a new birth of freedom—and that government of the people, by the people, for the people, shall not perish from the earth.`,
    matches: {
      historyTopics: ["america-19th-century"],
      topicKeywords: ["america", "american", "civil war", "lincoln", "slavery", "gettysburg", "expansion and consolidation", "making of america"],
      aboutKeywords: ["civil war", "lincoln", "slavery", "gettysburg"],
      subjects: SOURCE,
    },
    provenance:
      "Abraham Lincoln, address at the dedication of the Soldiers' National Cemetery, Gettysburg, 19 November 1863 (the whole speech). Text of the 'Bliss copy' in Lincoln's hand, 1864.",
  },
  {
    id: "wilson-fourteen-points",
    title: "The Fourteen Points",
    author: "Woodrow Wilson",
    year: 1918,
    kind: "historical-source",
    text: `The programme of the world's peace, therefore, is our programme; and that programme, the only possible programme, as we see it, is this:

I. Open covenants of peace, openly arrived at, after which there shall be no private international understandings of any kind but diplomacy shall proceed always frankly and in the public view.

II. Absolute freedom of navigation upon the seas, outside territorial waters, alike in peace and in war, except as the seas may be closed in whole or in part by international action for the enforcement of international covenants.

III. The removal, so far as possible, of all economic barriers and the establishment of an equality of trade conditions among all the nations consenting to the peace and associating themselves for its maintenance.

IV. Adequate guarantees given and taken that national armaments will be reduced to the lowest point consistent with domestic safety.

V. A free, open-minded, and absolutely impartial adjustment of all colonial claims, based upon a strict observance of the principle that in determining all such questions of sovereignty the interests of the populations concerned must have equal weight with the equitable claims of the government whose title is to be determined.

[...]

XIV. A general association of nations must be formed under specific covenants for the purpose of affording mutual guarantees of political independence and territorial integrity to great and small states alike.`,
    matches: {
      historyTopics: ["inter-war", "first-world-war"],
      topicKeywords: ["fourteen points", "wilson", "league of nations", "inter-war", "peace settlement", "treaty of versailles", "international relations", "international order", "first world war"],
      aboutKeywords: ["fourteen points", "wilson", "peace settlement"],
      subjects: SOURCE,
    },
    provenance:
      "Woodrow Wilson, address to a joint session of Congress, 8 January 1918: the sentence introducing the Fourteen Points, Points I-V and Point XIV (Points VI-XIII omitted at [...]). Text as printed in the Congressional Record, 1918 (Avalon Project transcript).",
  },
  {
    id: "treaty-of-versailles-articles",
    title: "The Treaty of Versailles: selected articles",
    author: "The Allied and Associated Powers and Germany",
    year: 1919,
    kind: "historical-source",
    text: `ARTICLE 42.
Germany is forbidden to maintain or construct any fortifications either on the left bank of the Rhine or on the right bank to the west of a line drawn 50 kilometres to the East of the Rhine.

ARTICLE 80.
Germany acknowledges and will respect strictly the independence of Austria, within the frontiers which may be fixed in a Treaty between that State and the Principal Allied and Associated Powers; she agrees that this independence shall be inalienable, except with the consent of the Council of the League of Nations.

ARTICLE 160.
By a date which must not be later than March 31, 1920, the German Army must not comprise more than seven divisions of infantry and three divisions of cavalry.
After that date the total number of effectives in the Army of the States constituting Germany must not exceed one hundred thousand men, including officers and establishments of depots. The Army shall be devoted exclusively to the maintenance of order within the territory and to the control of the frontiers.

ARTICLE 231.
The Allied and Associated Governments affirm and Germany accepts the responsibility of Germany and her allies for causing all the loss and damage to which the Allied and Associated Governments and their nationals have been subjected as a consequence of the war imposed upon them by the aggression of Germany and her allies.

ARTICLE 232.
The Allied and Associated Governments recognize that the resources of Germany are not adequate, after taking into account permanent diminutions of such resources which will result from other provisions of the present Treaty, to make complete reparation for all such loss and damage.`,
    matches: {
      historyTopics: ["inter-war", "germany"],
      topicKeywords: ["treaty of versailles", "versailles", "weimar", "germany", "german", "nazi", "inter-war", "reparations", "peace settlement", "international relations", "international order"],
      aboutKeywords: ["treaty of versailles", "versailles", "reparations", "weimar"],
      subjects: SOURCE,
    },
    provenance:
      "Treaty of Peace with Germany (Treaty of Versailles), signed 28 June 1919: Articles 42, 80, 160 (paragraph 1, first two sub-paragraphs), 231 and 232 (first paragraph). Official English text, 1919.",
  },
  {
    id: "pankhurst-freedom-or-death",
    title: "Freedom or Death",
    author: "Emmeline Pankhurst",
    year: 1913,
    kind: "historical-source",
    text: `Mrs. Hepburn, ladies and gentlemen: Many people come to Hartford to address meetings as advocates of some reform. Tonight it is not to advocate a reform that I address a meeting in Hartford. I do not come here as an advocate, because whatever position the suffrage movement may occupy in the United States of America, in England it has passed beyond the realm of advocacy and it has entered into the sphere of practical politics. It has become the subject of revolution and civil war, and so tonight I am not here to advocate woman suffrage. American suffragists can do that very well for themselves.

I am here as a soldier who has temporarily left the field of battle in order to explain—it seems strange it should have to be explained—what civil war is like when civil war is waged by women. I am not only here as a soldier temporarily absent from the field at battle; I am here—and that, I think, is the strangest part of my coming—I am here as a person who, according to the law courts of my country, it has been decided, is of no value to the community at all: and I am adjudged because of my life to be a dangerous person, under sentence of penal servitude in a convict prison.

So you see there is some special interest in hearing so unusual a person address you. I dare say, in the minds of many of you—you will perhaps forgive me this personal touch—that I do not look either very like a soldier or very like a convict, and yet I am both.`,
    matches: {
      historyTopics: ["power-and-the-people"],
      topicKeywords: ["suffrage", "suffragette", "suffragettes", "votes for women", "women", "power and the people", "protest", "empire, reform and war", "peace and war"],
      aboutKeywords: ["suffrage", "suffragette", "suffragettes", "votes for women"],
      subjects: SOURCE,
    },
    provenance:
      "Emmeline Pankhurst, speech at Parsons Theatre, Hartford, Connecticut, 13 November 1913 (its opening), known as 'Freedom or Death'. Text as transcribed at the time (Hartford Courant report, 1913). Pankhurst died in 1928.",
  },
  {
    id: "snow-cholera-broad-street",
    title: "On the Mode of Communication of Cholera",
    author: "John Snow",
    year: 1855,
    kind: "historical-source",
    text: `The most terrible outbreak of cholera which ever occurred in this kingdom, is probably that which took place in Broad Street, Golden Square, and the adjoining streets, a few weeks ago. Within two hundred and fifty yards of the spot where Cambridge Street joins Broad Street, there were upwards of five hundred fatal attacks of cholera in ten days. The mortality in this limited area probably equals any that was ever caused in this country, even by the plague; and it was much more sudden, as the greater number of cases terminated in a few hours. The mortality would undoubtedly have been much greater had it not been for the flight of the population. Persons in furnished lodgings left first, then other lodgers went away, leaving their furniture to be sent for when they could meet with a place to put it in. Many houses were closed altogether, owing to the death of the proprietors; and, in a great number of instances, the tradesmen who remained had sent away their families: so that in less than six days from the commencement of the outbreak, the most afflicted streets were deserted by more than three-quarters of their inhabitants.`,
    matches: {
      historyTopics: ["health"],
      topicKeywords: ["cholera", "medicine", "health", "public health", "disease", "snow", "industrial", "victorian"],
      aboutKeywords: ["cholera", "public health", "snow"],
      subjects: SOURCE,
    },
    provenance:
      "John Snow, On the Mode of Communication of Cholera, second edition, 1855: the opening of the account of the Broad Street (Golden Square) outbreak of 1854.",
  },
  {
    id: "nightingale-notes-on-nursing",
    title: "Notes on Nursing: What It Is, and What It Is Not",
    author: "Florence Nightingale",
    year: 1859,
    kind: "historical-source",
    text: `The very first canon of nursing, the first and the last thing upon which a nurse's attention must be fixed, the first essential to the patient, without which all the rest you can do for him is as nothing, with which I had almost said you may leave all the rest alone, is this: TO KEEP THE AIR HE BREATHES AS PURE AS THE EXTERNAL AIR, WITHOUT CHILLING HIM. Yet what is so little attended to? Even where it is thought of at all, the most extraordinary misconceptions reign about it. Even in admitting air into the patient's room or ward, few people ever think where that air comes from. It may come from a corridor into which other wards are ventilated, from a hall always unaired, always full of the fumes of gas, dinner, of various kinds of mustiness; from an underground kitchen, sink, washhouse, water-closet, or even, as I myself have had sorrowful experience, from open sewers loaded with filth; and with this the patient's room or ward is aired, as it is called—poisoned, it should rather be said.

[...]

There are five essential points in securing the health of houses:—
1. Pure air.
2. Pure water.
3. Efficient drainage.
4. Cleanliness.
5. Light.
Without these, no house can be healthy. And it will be unhealthy just in proportion as they are deficient.`,
    matches: {
      historyTopics: ["health"],
      topicKeywords: ["nightingale", "nursing", "hospital", "medicine", "health", "public health", "crimean", "disease"],
      aboutKeywords: ["nightingale", "nursing", "hospital", "public health", "crimean"],
      subjects: SOURCE,
    },
    provenance:
      "Florence Nightingale, Notes on Nursing: What It Is, and What It Is Not, 1859: from Chapter I (Ventilation and Warming) and Chapter II (Health of Houses), joined at [...].",
  },
  {
    id: "elizabeth-tilbury-speech",
    title: "Speech to the Troops at Tilbury",
    author: "Elizabeth I",
    year: 1588,
    kind: "historical-source",
    text: `My loving people, we have been persuaded by some that are careful of our safety, to take heed how we commit ourselves to armed multitudes for fear of treachery; but I assure you, I do not desire to live to distrust my faithful and loving people. Let tyrants fear! I have always so behaved myself, that, under God, I have placed my chiefest strength and safeguard in the loyal hearts and good will of my subjects; and, therefore, I am come amongst you, as you see, at this time, not for my recreation and disport, but being resolved, in the midst and heat of the battle, to live or die amongst you all, to lay down for my God, for my kingdom, and for my people, my honour and my blood, even in the dust. I know I have the body but of a weak and feeble woman, but I have the heart and stomach of a king, and of a king of England too; and think it foul scorn that Parma, or Spain, or any prince of Europe, should dare to invade the borders of my realm; to which, rather than any dishonour shall grow by me, I myself will take up arms, I myself will be your general, judge, and rewarder of every one of your virtues in the field. I know already for your forwardness you have deserved rewards and crowns; and we do assure you, on the word of a prince, they shall be duly paid you.`,
    matches: {
      historyTopics: ["elizabethan-england"],
      topicKeywords: ["elizabeth", "elizabethan", "elizabethans", "armada", "spanish", "tudor", "1588"],
      aboutKeywords: ["elizabeth", "armada", "spanish", "1588"],
      subjects: SOURCE,
    },
    provenance:
      "Elizabeth I, speech to the land forces at Tilbury, 9 August 1588 (Old Style), in the version sent by Leonel Sharp to the Duke of Buckingham and first printed in Cabala (1654); wording as printed in E. S. Creasy, The Fifteen Decisive Battles of the World (1851). The final sentence of the speech is omitted.",
  },
  {
    id: "anglo-saxon-chronicle-1066",
    title: "The Anglo-Saxon Chronicle: the Battle of Hastings and after, 1066",
    author: "Anonymous (translated by J. A. Giles)",
    year: 1847,
    kind: "historical-source",
    text: `But the king nevertheless strenuously fought against him with those men who would follow him; and there was great slaughter made on either hand. There was slain king Harold, and Leofwin the earl, his brother, and Girth the earl, his brother, and many good men; and the Frenchmen had possession of the place of carnage, all as God granted them for the people's sins. Archbishop Aldred and the townsmen of London would then have child Edgar for king, all as was his true natural right: and Edwin and Morcar vowed to him that they would fight together with him. But in that degree that it ought ever to have been forwarder, so was it from day to day later and worse; so that at the end all passed away. This fight was done on the day of Calixtus the pope. And William the earl went afterwards again to Hastings, and there awaited to see whether the people would submit to him. But when he understood that they would not come to him, he went upwards with all his army which was left to him, and that which afterwards had come from over sea to him; and he plundered all that part which he over-ran, until he came to Berkhampstead.`,
    matches: {
      historyTopics: ["norman-england"],
      topicKeywords: ["norman", "normans", "1066", "hastings", "harold", "william", "anglo-saxon", "conquest"],
      aboutKeywords: ["1066", "hastings", "harold"],
      subjects: SOURCE,
    },
    provenance:
      "The Anglo-Saxon Chronicle, annal for 1066, in the translation by J. A. Giles, first published 1847 (Bohn's Antiquarian Library). An editorial footnote marker is omitted.",
  },
];
