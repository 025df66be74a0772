import { EXTRACT_BANK, type ExtractEntry } from "./extract-bank";
import { INVENTED_FOR_PRACTICE } from "./practice-sources";

/**
 * Linked pairs of non-fiction texts for the English Language papers built on two sources (AQA 8700/2, OCR J351/01,
 * Edexcel 1EN0/2, Eduqas C700 Component 2): one 19th-century text from the extract bank (public domain, verbatim)
 * and one 21st-century text on the same subject. Real 21st-century writing is in copyright, so that one is
 * written by Marker for practice and its attribution says so (facts §3.2: one 19th-century and one 20th/21st-
 * century text; §5.2: "Source A 21st-century, Source B 19th-century").
 *
 * A theme carries the words its questions use (what both texts are about, the attitudes to compare, what each
 * text's own questions look at), so every question on a paper names the subject its sources really share, and
 * the source generator finds the theme again from any of those words.
 */

export interface ModernText {
  title: string;
  /** Who wrote it, as printed: says it was written by Marker. */
  author: string;
  provenance: string;
  text: string;
  /**
   * True and false statements about its first two paragraphs, for the "choose four true statements" question:
   * written to test understanding (each says what the text means, in other words than its own), and checked by
   * hand against the text.
   */
  statements: { true: readonly string[]; false: readonly string[] };
}

export interface NonFictionTheme {
  id: string;
  /** What both texts are about: "Both of these texts are about <topic>." */
  topic: string;
  /** "Compare the writers' attitudes to <attitude>." */
  attitude: string;
  /** "a summary of the differences between <summary>." */
  summary: string;
  /** What the questions on the 21st-century text look at. */
  modernFocus: string;
  /** What the questions on the 19th-century text look at. */
  nineteenthFocus: string;
  /** The 21st-century text (written for practice). */
  modern: ModernText;
  /** The 19th-century text: an extract-bank entry. */
  nineteenthId: string;
}

const WRITTEN_BY_MARKER = `${INVENTED_FOR_PRACTICE}, in the style of a 21st-century writer; not by a real person`;
const WRITTEN_PROVENANCE =
  "Written by Marker for practice in the style of a 21st-century non-fiction text (real texts of this century are still in copyright). It describes no real person.";

export const NONFICTION_THEMES: readonly NonFictionTheme[] = [
  {
    id: "children-and-work",
    topic: "children and young people who work",
    attitude: "children and young people working",
    summary: "the two young workers and their lives",
    modernFocus: "the writer's Saturday job",
    nineteenthFocus: "the watercress girl's life",
    nineteenthId: "mayhew-watercress-girl",
    modern: {
      title: "Why I love my Saturday job (a blog post)",
      author: WRITTEN_BY_MARKER,
      provenance: WRITTEN_PROVENANCE,
      text: `My alarm goes off at six on a Saturday, which is a time of day I did not know existed until last September. By seven I am wiping tables at the café on the high street, and by nine the queue is out of the door. I am sixteen, I earn a little over the minimum wage for my age, and I love it.

People worry about teenagers with jobs. My nan says I should be out enjoying myself while I am young; my form tutor says my homework will suffer. They are not wrong to worry. There are Saturdays when my feet ache so much that I fall asleep on the bus home, and there was one awful week in November when I forgot an essay because I had swapped shifts with a friend.

But work has given me things that school never could. I have learned to talk to strangers, to stay calm when a customer shouts about a cold coffee, and to count change faster than my maths teacher. I have my own money, and I know exactly how many hours of wiping tables a pair of trainers costs.

Most of all, I have learned that I am trusted. When the manager gave me the keys to lock up for the first time, I felt taller than I have ever felt in a classroom. Nobody forced me to work. I chose it, and I can stop whenever I like. That choice, I think, is the difference between a job and a burden.`,
      statements: {
        true: [
          "The writer started the job less than a year ago.",
          "The writer is paid for the work.",
          "Some adults in the writer's life have doubts about the job.",
          "The work sometimes leaves the writer exhausted.",
          "The writer once let schoolwork slip because of the job.",
        ],
        false: [
          "The writer works on weekday evenings after school.",
          "The writer finds the job boring.",
          "The writer's grandmother encourages her to work more.",
          "The café is quiet on Saturday mornings.",
          "The writer has never had any problems with homework.",
        ],
      },
    },
  },
  {
    id: "disease-in-the-city",
    topic: "a city struck by an outbreak of disease",
    attitude: "a city in the grip of disease",
    summary: "the two streets and what happened to the people living there",
    modernFocus: "the writer's street during the lockdown",
    nineteenthFocus: "the outbreak of cholera in Broad Street",
    nineteenthId: "snow-cholera-broad-street",
    modern: {
      title: "The list on the door (a diary blog, spring 2020)",
      author: WRITTEN_BY_MARKER,
      provenance: WRITTEN_PROVENANCE,
      text: `The street has never been this quiet. From my window I can count the people who pass in an hour: a man with a dog, a delivery driver, a nurse walking home from the hospital with her lanyard still round her neck. A month ago this was the busiest road in the neighbourhood.

Nobody planned for this. One week we were joking about washing our hands while singing 'Happy Birthday' twice; the next, the schools had shut, the shops had shut, and my mother was queuing two metres apart outside the chemist. The cafés that used to spill on to the pavement have stacked their chairs in the windows, like a stage set after the actors have gone home.

What surprises me most is how fast fear changes people, and how fast kindness does too. The woman at number twelve, who has never said more than good morning to anyone, has taped a list of phone numbers to every door in the street: if you need shopping, call. Children have painted rainbows and stuck them in the windows. Every Thursday evening we stand on our doorsteps and clap for the doctors and nurses, and for a few minutes the street is louder than it has been for weeks.

I do not know how long this will last. The news is full of numbers I cannot picture. But I know that when it is over I will remember the silence, and the rainbows, and the list on the door.`,
      statements: {
        true: [
          "Very few people now walk along the writer's street.",
          "The street used to be busy.",
          "The changes happened very quickly.",
          "People had to keep apart from each other when queuing.",
          "The cafés are no longer serving people outside.",
        ],
        false: [
          "The writer is watching the street from a hospital window.",
          "The schools stayed open while the shops closed.",
          "The writer's mother refused to queue outside the chemist.",
          "The street has always been quiet.",
          "The cafés have put extra tables on the pavement.",
        ],
      },
    },
  },
  {
    id: "caring-for-the-sick",
    topic: "caring for people who are ill",
    attitude: "nursing and caring for the sick",
    summary: "what the two writers think a patient needs",
    modernFocus: "the writer's night shift on the ward",
    nineteenthFocus: "the air a patient breathes",
    nineteenthId: "nightingale-notes-on-nursing",
    modern: {
      title: "Three in the morning on Ward 7 (a nurse's blog)",
      author: WRITTEN_BY_MARKER,
      provenance: WRITTEN_PROVENANCE,
      text: `It is three in the morning on Ward 7, and the only sounds are the soft beeping of a drip and a man snoring in bay two. This is my favourite hour of a night shift, when the rush of the evening has settled and I can see each patient properly.

People imagine nursing is about machines. We do have machines, hundreds of them, and I could not do my job without the monitors that warn me when someone's oxygen drops. But the things that make people better are older and simpler than any machine. Clean hands, every single time. A window opened for ten minutes to let the stale air out. Fresh sheets. Water within reach. Someone who notices that a patient has stopped eating, or that she has gone quiet because she is frightened rather than because she is tired.

The hardest part of the job is not the blood or the long hours, although twelve-hour shifts leave my legs aching for days. It is the feeling that there is never quite enough time. There are eight patients on my bay tonight and one of me. Every minute I spend comforting one person is a minute I am not checking on another.

Still, at the end of a shift, when the morning staff arrive and I hand over my notes, I know that everyone on my bay was safe, clean and cared for through the night. I walk out into the cold air feeling tired to my bones, and proud.`,
      statements: {
        true: [
          "The writer is working through the night.",
          "The ward is calm at this time.",
          "The writer relies on machines to warn of danger.",
          "The writer believes simple care matters more than technology.",
          "The writer pays attention to how patients are feeling.",
        ],
        false: [
          "The ward is at its busiest at three in the morning.",
          "The writer thinks machines are useless.",
          "The writer keeps the windows closed at all times.",
          "The writer believes a patient who goes quiet is always tired.",
          "The writer works in a doctor's surgery during the day.",
        ],
      },
    },
  },
  {
    id: "remembering-the-dead-of-war",
    topic: "remembering those who died in war",
    attitude: "remembering the dead of war",
    summary: "what the two writers believe we owe to those who died",
    modernFocus: "the writer's visit to the war cemetery",
    nineteenthFocus: "the dead soldiers and the nation they fought for",
    nineteenthId: "gettysburg-address",
    modern: {
      title: "Rows of white stone (a school magazine article)",
      author: WRITTEN_BY_MARKER,
      provenance: WRITTEN_PROVENANCE,
      text: `Last summer our history trip visited Tyne Cot, the largest Commonwealth war cemetery in the world, near Ypres in Belgium. I expected to be bored. I had seen photographs of war graves and thought I knew what to expect. I did not.

The first thing that hits you is the scale. The white headstones run in straight rows down the slope for as far as you can see, nearly twelve thousand of them, and behind them a long curved wall carries the names of tens of thousands more men whose bodies were never found. Each headstone is the same shape and size, whether it belongs to a general or a private, which seemed to me both fair and heartbreaking.

Then you start to read them. A nineteen-year-old from Leeds. A soldier 'known unto God', because no one could tell who he was. A father of four. Our guide told us that many families could never afford to make the journey to see these graves. They said goodbye at a railway station and never saw their sons again.

We laid a wreath on behalf of our school. Some people in my class laughed nervously; one girl cried. I did not know what I felt. I still do not. But I know that remembering is not the same as glorifying. We owe it to those men to ask why they died, and to make sure that the answer is never simply 'because they were told to'.`,
      statements: {
        true: [
          "The writer visited the cemetery on a school trip.",
          "The writer did not expect the visit to be interesting.",
          "The cemetery is very large.",
          "Many of the missing men have no known grave.",
          "Every headstone is alike, whatever the soldier's rank.",
        ],
        false: [
          "The cemetery is in France.",
          "The writer had never seen a picture of a war grave.",
          "Officers have larger headstones than ordinary soldiers.",
          "The writer was bored by the visit, as expected.",
          "Every soldier buried there has been named.",
        ],
      },
    },
  },
];

/** The theme a question names (by any of the words its questions use), if any. */
export function themeNamedIn(questionText: string): NonFictionTheme | undefined {
  const lower = questionText.toLowerCase();
  return NONFICTION_THEMES.find((theme) =>
    [theme.topic, theme.attitude, theme.summary, theme.modernFocus, theme.nineteenthFocus].some((phrase) => lower.includes(phrase.toLowerCase())),
  );
}

/** The 19th-century bank entry of a theme (the bank test guarantees it exists). */
export function nineteenthOf(theme: NonFictionTheme): ExtractEntry {
  const entry = EXTRACT_BANK.find((candidate) => candidate.id === theme.nineteenthId);
  if (!entry) throw new Error(`The extract bank has no ${theme.nineteenthId} for the ${theme.id} theme.`);
  return entry;
}

/** The theme whose 21st-century text this is (the start of a printed source), if any. */
export function themeOfModernText(text: string): NonFictionTheme | undefined {
  const words = (value: string) => value.replace(/\s+/g, " ").trim();
  const opening = words(text).slice(0, 60);
  return NONFICTION_THEMES.find((theme) => words(theme.modern.text).startsWith(opening));
}
