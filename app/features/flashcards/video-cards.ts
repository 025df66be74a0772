import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";

/**
 * The rules for cards made from a video (spec sections 8 and 9): how many to make, which of the model's
 * cards to keep, the fallback sets, and the note shown with them.
 */

export interface VideoCard {
  front: string;
  back: string;
}

export interface CardRange {
  min: number;
  max: number;
}

/** 10-15 cards with a transcript, 8-12 with a description longer than 50 characters, 6-10 otherwise. */
export function videoCardRange(input: { transcript: string | null; description: string }): CardRange {
  if (input.transcript && input.transcript.trim() !== "") return { min: 10, max: 15 };
  if (input.description.trim().length > 50) return { min: 8, max: 12 };
  return { min: 6, max: 10 };
}

/** The transcript as the model may read it: at most FLASHCARD_LIMITS.transcriptCharacters characters. */
export function cutTranscript(transcript: string): string {
  const chars = Array.from(transcript);
  return chars.length <= FLASHCARD_LIMITS.transcriptCharacters ? transcript : chars.slice(0, FLASHCARD_LIMITS.transcriptCharacters).join("");
}

const tidy = (text: string) => text.replace(/\s+/g, " ").trim();
const cut = (text: string) => {
  const chars = Array.from(text);
  return chars.length <= FLASHCARD_LIMITS.charactersPerSide ? text : `${chars.slice(0, FLASHCARD_LIMITS.charactersPerSide - 1).join("")}…`;
};

/**
 * Keeps only objects whose front and back are non-empty strings (trimmed, each side cut to the card limit),
 * drops repeats of the same front, and keeps at most `max`.
 */
export function keepValidCards(raw: unknown, max: number): VideoCard[] {
  if (!Array.isArray(raw)) return [];
  const kept: VideoCard[] = [];
  const fronts = new Set<string>();
  for (const item of raw) {
    if (kept.length >= max) break;
    if (typeof item !== "object" || item === null || Array.isArray(item)) continue;
    const { front, back } = item as { front?: unknown; back?: unknown };
    if (typeof front !== "string" || typeof back !== "string") continue;
    const cleanFront = tidy(front);
    const cleanBack = tidy(back);
    if (!cleanFront || !cleanBack) continue;
    const key = cleanFront.toLowerCase();
    if (fronts.has(key)) continue;
    fronts.add(key);
    kept.push({ front: cut(cleanFront), back: cut(cleanBack) });
  }
  return kept;
}

/** When the video was reached but its captions could not be read: five cards on captions and choosing videos that work. */
export const CAPTION_HELP_CARDS: readonly VideoCard[] = [
  {
    front: "This video couldn't be fully analyzed: why not?",
    back: "Marker couldn't read captions for this video, so it had no transcript to make flashcards from. Videos with captions (subtitles) give the best cards.",
  },
  {
    front: "How can you tell whether a YouTube video has captions?",
    back: "Look for the CC (closed captions) button in the player, or open the video's settings and check Subtitles/CC. Videos whose creators wrote captions work best; automatic captions work too.",
  },
  {
    front: "Which videos make the best flashcards?",
    back: "Educational videos of five minutes or more that explain a topic clearly and have captions, such as revision lessons, lectures and documentaries.",
  },
  {
    front: "What can you do when a video has no captions?",
    back: "Try another video on the same topic that has captions, or watch it and make your own set with 'Create Custom Flashcard Set', pausing after each key idea.",
  },
  {
    front: "How do you make good flashcards from a video yourself?",
    back: "Pause after each key idea. Write a short question on the front and the answer in your own words on the back: one fact, term or date per card.",
  },
];

/** When something else went wrong: five study-skills cards. */
export const STUDY_SKILLS_CARDS: readonly VideoCard[] = [
  {
    front: "Why are these study-skills cards here instead of cards about the video content?",
    back: "Marker couldn't make cards from this video just now. These cards are about revising well; try the video again later for cards about its content.",
  },
  {
    front: "What is active recall?",
    back: "Testing yourself by bringing an answer to mind before you look at it. It strengthens memory far more than rereading notes.",
  },
  {
    front: "What is spaced repetition?",
    back: "Reviewing material at growing intervals (a day, a few days, a week...) just as you are about to forget it, so it sticks for the exam.",
  },
  {
    front: "What makes a good flashcard?",
    back: "One question with one clear answer, written in your own words. Split a long answer into several cards.",
  },
  {
    front: "What is interleaving?",
    back: "Mixing topics in one revision session instead of doing one topic at a time. It helps you choose the right method or idea in the exam.",
  },
];

const NOTE_TRIGGER = /video content|couldn['’]t be fully analy[sz]ed/i;

const GUIDANCE_FRONTS: ReadonlySet<string> = new Set([...CAPTION_HELP_CARDS, ...STUDY_SKILLS_CARDS].map((card) => card.front));

/**
 * The spec's note: shown when a card front mentions video content or that it couldn't be fully analyzed.
 * When every card is general guidance (the caption-help or study-skills set), the note says all of them
 * are, never "some".
 */
export function videoCardsNotice(cards: readonly VideoCard[]): string {
  if (cards.length > 0 && cards.every((card) => GUIDANCE_FRONTS.has(card.front))) return FLASHCARD_MESSAGES.videoAllGuidance;
  return cards.some((card) => NOTE_TRIGGER.test(card.front)) ? FLASHCARD_MESSAGES.videoNote : FLASHCARD_MESSAGES.videoSuccess;
}
