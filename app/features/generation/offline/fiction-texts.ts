import { numberLines, printedLines } from "./number-lines";
import { INVENTED_FOR_PRACTICE } from "./practice-sources";

/**
 * Literary prose for the English Language papers on modern fiction, for their reading questions on the answer form
 * and in a paper Marker builds (papers/build-paper.server.ts):
 * - Eduqas C700 Component 1, "20th Century Literature Reading and Creative Prose Writing": one 20th-century
 *   literary prose extract (facts §5.2);
 * - OCR J351 Component 02, "Exploring effects and impact": two 20th/21st-century literary prose texts (facts
 *   §3.2), printed as Text 1 and Text 2.
 *
 * Fiction of the 20th and 21st centuries is mostly still in copyright, and Marker never prints a real
 * copyrighted text. So every passage here is an original one written by Marker in the manner of its period,
 * and its attribution says so, as the 21st-century non-fiction texts do (nonfiction-themes.ts). Each pair joins
 * a 20th-century passage (Text 1, and the Eduqas extract) and a 21st-century one (Text 2) on one subject, and
 * each passage carries the words its questions use, so every question names what its printed text shows and
 * the source generator finds the text again from the question.
 */

export type FictionPeriod = "20th century" | "21st century";

export interface FictionText {
  id: string;
  title: string;
  /** As printed: says Marker wrote it, in the manner of its period; not a real writer. */
  author: string;
  provenance: string;
  period: FictionPeriod;
  text: string;
  /** Its main character's name: in every question on it, so the question finds its text. */
  character: string;
  /** What its opening paragraph describes ("List five things you learn about <setting>"). */
  setting: string;
  /** What its second paragraph shows ("How does the writer show <feelings>?"). */
  feelings: string;
  /** What happens in it, as a clause ("in which <situation>"). */
  situation: string;
  /** What its ending builds ("How does the writer create <effect>?"). */
  effect: string;
  /** A reader's view of it, for an evaluation question ("In this extract, <claim>."). */
  claim: string;
}

export interface FictionPair {
  id: string;
  /** What both texts are about. */
  topic: string;
  /** A reader's view of both, for the comparison ("In both texts, <claim>."). */
  claim: string;
  /** Text 1 (20th century) and Text 2 (21st century). */
  texts: readonly [FictionText, FictionText];
}

const byMarker = (period: FictionPeriod) => `${INVENTED_FOR_PRACTICE}, in the style of a ${period.replace(" ", "-")} writer; not by a real person`;
const provenanceFor = (period: FictionPeriod) =>
  `Written by Marker for practice in the style of a ${period} story (real fiction of this period is mostly still in copyright). ` +
  "It is not by a real writer and describes no real person.";

function text(period: FictionPeriod, fields: Omit<FictionText, "author" | "provenance" | "period">): FictionText {
  return { ...fields, period, author: byMarker(period), provenance: provenanceFor(period) };
}

export const FICTION_PAIRS: readonly FictionPair[] = [
  {
    id: "journeys-home",
    topic: "journeys home at night",
    claim: "the writers make a journey home at night feel lonely and uncertain",
    texts: [
      text("20th century", {
        id: "the-last-tram",
        title: "The Last Tram (the opening of a story)",
        character: "Nell",
        setting: "the town in the fog",
        feelings: "Nell's feelings as she waits for the tram",
        situation: "Nell waits for the last tram home through the fog",
        effect: "a sense of unease",
        claim: "the writer makes an ordinary journey home feel threatening",
        text: `The fog had come up from the river at four o'clock, and by nine it owned the town. It hung yellow about the gas-lamps, so that each one burned in a little room of its own; it swallowed the chimneys of Pelham Street and the clock on the Co-operative building; it got into your throat and tasted of coal. The shop windows were dark. Somewhere a dog barked twice and thought better of it. Only the tramlines still shone, two thin wet rails running away into nothing.

Nell Ashworth stood under the shelter with her hands pushed deep into the pockets of her coat, which had been her sister's and was too thin at the elbows. She had missed the half-past eight because Mr Royle had kept the girls back to dress the window, and she had told herself the whole time that it did not matter, that the last tram always came. Now she was less sure. She counted the lamps she could see. There were three, and then, when she looked again, only two.

At last a bell sounded, far off and muffled, and a light swam towards her out of the fog. The tram came on slowly, swaying, its windows steamed and golden. Nell climbed aboard and paid her penny to the conductor, who did not look at her. She took a seat near the front. It was only when the tram had lurched forward again that she noticed the other passenger, sitting very still at the back, whose face she could not see.`,
      }),
      text("21st century", {
        id: "night-bus",
        title: "Night Bus (the opening of a story)",
        character: "Kai",
        setting: "the night bus and the streets outside",
        feelings: "Kai's feelings after his shift",
        situation: "Kai's night bus home stops short of where he lives",
        effect: "tension",
        claim: "the writer makes us feel how tired and alone Kai is",
        text: `The night bus smelled of wet coats and somebody's chips. Its lights were too bright for two in the morning, the kind of white that makes everyone look ill, and the heating roared under the seats whether you wanted it or not. Outside, the high street slid past in pieces: a kebab shop with its shutter half down, a row of dark phone shops, a bus stop where a fox sat as if it were waiting for the next one.

Kai had the front seat upstairs, the one he had wanted since he was six. His phone was on four per cent. He had been on his feet since five o'clock, carrying plates at a wedding for guests who clicked their fingers at him, and the twenty-pound note the best man had pushed into his hand felt damp in his pocket. He should have felt pleased. Mostly he felt hollow. He watched his own tired face float over the shops in the black window.

At the lights on Mill Road, the screen of his phone went dark. Kai swore quietly. His mum would be awake; she always was. Then the bus gave a long sigh and stopped, and nobody got on, and nobody got off, and the driver's voice came through the speaker, calm and strange: 'Sorry, everyone. This bus is not going any further tonight.'`,
      }),
    ],
  },
  {
    id: "storms-by-the-sea",
    topic: "storms by the sea",
    claim: "the writers make a storm feel frightening and powerful",
    texts: [
      text("20th century", {
        id: "the-lamp-room",
        title: "The Lamp-Room (the opening of a story)",
        character: "Mary",
        setting: "the lighthouse in the gale",
        feelings: "Mary's feelings as she keeps the lamp alight",
        situation: "Mary keeps the lighthouse lamp burning through a gale",
        effect: "tension",
        claim: "the writer makes us admire Mary's courage",
        text: `The lighthouse stood on the last rock of the point, where the land gave up and the sea began in earnest. Its walls were white and a yard thick, and its iron stair wound up a hundred and twelve steps to the lamp-room, where the great lens turned on its bath of mercury like a slow, patient eye. On calm nights the gulls slept on the gallery rail. Tonight there were no gulls. The wind had been rising since noon, and the whole tower hummed with it like a struck bell.

Mary Treloar was fourteen, and she had wound the clockwork every night that week, because her father's chest was bad and the doctor could not get across from Polwenna until the weather broke. She knew the work. She had watched him do it since she was small enough to be carried. But she had never done it alone in a gale, with the windows streaming and the glass shaking in its frames, and her hands, she noticed, were not as steady as she would have liked.

At a quarter to midnight she saw the other light. It was low on the water, to the south, where no light should be: a ship's lamp, rising and falling, far closer to the Mawgan Ledges than any sane master would bring her. Mary pressed her face to the cold glass and watched it, and did not breathe.`,
      }),
      text("21st century", {
        id: "red-warning",
        title: "Red Warning (the opening of a story)",
        character: "Priya",
        setting: "the caravan park as the storm arrives",
        feelings: "Priya's feelings as she looks after her brother",
        situation: "Priya and her little brother sit out a storm alone in a caravan",
        effect: "a sense of danger",
        claim: "the writer makes us feel Priya's fear for her brother",
        text: `By teatime the storm had a name, and everyone in the caravan park was saying it. There was a red warning, the first one Priya had ever seen, and the man from reception came round in a yellow coat, knocking on doors and telling people to stay inside and keep their phones charged. Beyond the last row of caravans the sea had turned the colour of a bruise. It threw itself at the sea wall and came over the top in great grey sheets that ran hissing across the car park.

Their caravan was called Seaview, which had seemed funny in August. Now Priya did not want to see the sea at all. Her mum was stuck at work in town because the coast road had flooded, and her little brother, Dev, was lying on the fold-down bed pretending to be asleep, which meant he was scared too. Priya made him hot chocolate in the microwave. She put on a film. She told him the caravan was bolted down, which she hoped was true.

At nine o'clock the lights went out. The film died in the middle of a word. In the sudden dark, Priya heard the wind change its note, and then, under it, something else: a slow metallic groan, somewhere beneath the floor, as if the whole caravan were taking a breath.`,
      }),
    ],
  },
  {
    id: "somewhere-new",
    topic: "arriving somewhere new",
    claim: "the writers make us feel real sympathy for a young person in a strange place",
    texts: [
      text("20th century", {
        id: "the-evacuee",
        title: "The Evacuee (the opening of a story)",
        character: "Albert",
        setting: "the farm in the hills",
        feelings: "Albert's feelings as he arrives at the farm",
        situation: "Albert, sent away from London in the war, arrives at a farm where he knows nobody",
        effect: "sympathy for Albert",
        claim: "the writer makes us feel sorry for Albert but also hopeful for him",
        text: `The farm lay at the end of a lane so narrow that the hedges met over it, and the car had to stop twice for sheep. It was a long, low house of grey stone, with a slate roof that came down almost to the ground at the back, as if it were crouching against the hill. There was a yard deep in mud, a pump, a barn with one door hanging, and behind it all the mountain, green at the bottom and then brown and then lost in cloud. Nothing Albert could see was made of brick.

He stood in the yard with his gas mask in its cardboard box and his label still tied to his coat button, and he did not know what to do with his hands. The lady from the billeting office had driven away. The farmer's wife looked at him for a long moment, as if he were a parcel she had not ordered. She was tall and red-armed and she smelled of bread. Albert thought of his mother on the platform at Paddington, waving with both hands, and he swallowed hard and looked at his boots.

'Well,' the woman said at last, in a voice with music in it that he did not understand, 'you had better come in, then, before you take root.' She turned and went into the dark doorway, and after a moment, because there was nothing else in the world to do, he followed her.`,
      }),
      text("21st century", {
        id: "new-girl",
        title: "New Girl (the opening of a story)",
        character: "Lena",
        setting: "the new school",
        feelings: "Lena's feelings on her first morning",
        situation: "Lena waits alone on her first morning at a new school",
        effect: "sympathy for Lena",
        claim: "the writer makes us feel how lost Lena is and then how relieved",
        text: `Hollin Bank Academy was all glass at the front, as if it wanted you to see straight through it. Inside, it smelled of floor polish and toast. There were screens in the entrance hall showing the lunch menu and the house points, a wall of photographs of smiling Year 11s holding certificates, and a sign that said WELCOME in eleven languages, none of which, Lena noticed, was the one her gran spoke. Hundreds of students in black blazers flowed past her in both directions, loud and certain, like water round a stone.

She had been in the country six weeks and in the town four days. Her new uniform was stiff and smelled of the packet. In her bag she had a pencil case, a timetable she had read so many times it was soft at the folds, and a note from her mum that she was not going to read until lunch. A teacher with a lanyard and a kind, tired face had told her to wait by the trophy cabinet. That had been ten minutes ago.

Then a girl with bright green headphones round her neck stopped right in front of her. 'You're Lena,' she said. It was not a question. 'I'm your buddy. Miss Okafor forgot. Come on, we've got Science, and if we're late Mr Dunn does this thing with his eyebrows.'`,
      }),
    ],
  },
];

/** Every passage, 20th-century ones first. */
export const FICTION_TEXTS: readonly FictionText[] = [...FICTION_PAIRS.map((pair) => pair.texts[0]), ...FICTION_PAIRS.map((pair) => pair.texts[1])];

/**
 * Which built papers print this fiction: "one" 20th-century extract (Eduqas C700 Component 1, facts §5.2; AQA 8700
 * Paper 1, a 20th- or 21st-century fiction source) or a
 * "pair" of 20th/21st-century texts (OCR J351/02, facts §3.2); null for any other paper.
 */
export function modernFictionPaper(subjectId: string, boardId: string, paperId: string): "one" | "pair" | null {
  if (subjectId !== "english-language") return null;
  if (boardId === "wjec" && paperId === "component-1") return "one";
  // AQA 8700 Paper 1: "a literature fiction text ... drawn from either the 20th or 21st century" (the specification, as
  // the facts' source S6 quotes it). An English teacher's review (2026-11-27) found Silas Marner and The War of the
  // Worlds printed for it.
  if (boardId === "aqa" && paperId === "paper-1") return "one";
  if (boardId === "ocr" && paperId === "component-02") return "pair";
  return null;
}

const mentionsWord = (text: string, word: string) => new RegExp(`\\b${word}\\b`).test(text);

/**
 * Whether a question names a passage: its main character's name, its setting as the retrieval question words it
 * ("List five things you learn about the town in the fog", which names no one), or the reader's view an
 * evaluation question quotes ("'In this extract, the writer makes an ordinary journey home feel threatening.'").
 */
function namesText(questionText: string, candidate: FictionText): boolean {
  const lower = questionText.toLowerCase();
  return mentionsWord(questionText, candidate.character) || lower.includes(candidate.setting) || lower.includes(candidate.claim.toLowerCase());
}

/** The passages a question names (namesText), in the order of FICTION_TEXTS. */
export function fictionTextsNamedIn(questionText: string): FictionText[] {
  return FICTION_TEXTS.filter((candidate) => namesText(questionText, candidate));
}

/** The pair a question is on: the one whose passages (or subject) it names, if any. */
export function fictionPairNamedIn(questionText: string): FictionPair | undefined {
  const lower = questionText.toLowerCase();
  return FICTION_PAIRS.find(
    (pair) => pair.texts.some((candidate) => namesText(questionText, candidate)) || lower.includes(pair.topic) || lower.includes(pair.claim),
  );
}

/** The printed lines of each paragraph of a passage (as numberLines prints it): "lines 1 to 9" is the first. */
export function paragraphLines(passage: string): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  let next = 1;
  for (const paragraph of numberLines(passage).split(/\n\s*\n/)) {
    const count = printedLines(paragraph).length;
    if (count === 0) continue;
    spans.push({ from: next, to: next + count - 1 });
    next += count;
  }
  return spans;
}
