/**
 * The flashcards feature's fixed texts (spec sections 4, 5 and 8) and limits (enforced on the server,
 * mirrored in the page). Every part of the feature takes its words and numbers from here.
 */
export const FLASHCARD_MESSAGES = {
  titleAndCard: "Please provide a title and at least one card",
  completeCard: "Please fill in at least one complete card",
  /** A side that was only a picture, whose picture can no longer be used (Marker's own words; the spec has none). */
  pictureGone: (card: number) => `The picture on card ${card} is no longer available. Please add it again, or write something on that side.`,
  confirmDelete: "Are you sure you want to delete this flashcard set?",
  generateFailed: "Error generating flashcards. Please try again.",
  createFailed: "Error creating flashcard set. Please try again.",
  updateFailed: "Error updating flashcard set. Please try again.",
  deleteFailed: "Error deleting flashcard set. Please try again.",
  youtubeEmpty: "Please enter a YouTube URL",
  youtubeBadUrl: "Invalid YouTube URL format. Please provide a valid YouTube video URL.",
  youtubeBadId: "Invalid YouTube video ID format. Please check your URL.",
  videoNoCards: "Failed to generate valid flashcards from video content",
  videoSuccess: "Flashcards generated successfully from YouTube video content!",
  noSets: "No flashcard sets yet",
  tooManySets: (max: number) => `You can keep up to ${max} flashcard sets. Delete a set you no longer need to make another.`,
  tooManyCards: (max: number) => `A set can hold up to ${max} cards. Split it into two sets.`,
  sideTooLong: (max: number) => `Each side of a card can be up to ${max.toLocaleString("en-GB")} characters.`,
  /** The same rule at the side that breaks it, naming the card (Marker's own words, shown under that field). */
  sideTooLongOnCard: (card: number, side: "front" | "back", max: number) =>
    `Card ${card} (${side}): each side of a card can be up to ${max.toLocaleString("en-GB")} characters.`,
  titleTooLong: (max: number) => `The title can be up to ${max} characters.`,
  /** A picture's description (its alt text) that is too long, for the whole set and at the field (Marker's own words). */
  pictureDescriptionTooLong: (max: number) => `A picture's description can be up to ${max} characters.`,
  pictureDescriptionTooLongOnCard: (card: number, side: "front" | "back", max: number) =>
    `Card ${card} (${side}): the picture's description can be up to ${max} characters. Keep it to what the picture shows.`,
  tooQuick: "You are making flashcards very quickly. Please wait a minute and try again.",
  /** Tries at a video, counted apart from the cards made (from-youtube.server.ts): YouTube answered none of them. */
  youtubeTriesTooQuick: "You are trying videos very quickly. Please wait a minute and try again.",
  setNotFound: "That flashcard set was not found.",
  cardNotFound: "Flashcard not found",
  alreadyRated: "That card was already rated, perhaps in another tab. Here is the next one.",
  nothingToUndo: "There is no rating to undo. Only your last rating of the past 10 minutes can be undone.",
  reviewTooQuick: "You are rating cards very quickly. Please wait a moment and try again.",
  unknownRequest: "Unknown request.",
  feedbackNotFound: "We couldn't find that marked answer. Flashcards can be made from your own marked answers only.",
  feedbackTooThin: "There is not enough feedback on this answer to make flashcards from.",
  imageMissing: "Choose a picture to upload.",
  imageNotYours: "That picture could not be found. Please upload it again.",
  imagesTooQuick: "You are uploading pictures very quickly. Please wait a minute and try again.",
  // Cards from a video (spec section 8 "Video AI output"): the note shown with fallback cards, and Marker's own
  // messages where the spec has none.
  videoNote: "This video couldn't be fully analyzed, so some of these cards are general guidance rather than taken from the video.",
  /** The note when every card is one of the fallback sets (caption help, study skills): none is from the video. */
  videoAllGuidance: "This video couldn't be fully analyzed, so these cards are general guidance rather than taken from the video.",
  /** YouTube did not answer (no connection, a time-out, a server error): nothing was read and nothing saved. */
  youtubeUnreachable: "We couldn't reach YouTube just now, so no flashcards were made. Please try again later.",
  videoOffline: "Flashcards made from the video's captions without AI (no AI model is configured on this server).",
  videoOfflineDescription:
    "Flashcards made from the video's description without AI: the video has no captions to read, and no AI model is configured on this server.",
  videoInstructionsIgnored:
    "This video's captions contained instructions aimed at the AI, so they were not sent to it: these flashcards were made from the captions without AI.",
  videoNotFound: "We couldn't find that video. Please check the URL and try again.",
} as const;

export const FLASHCARD_LIMITS = {
  setsPerUser: 100,
  cardsPerSet: 200,
  /** Sets shown on one page of 'Your Flashcard Sets' (newest first); older ones are on the next pages. */
  setsPerPage: 10,
  /** Cards whose fronts and backs each set in the list shows; "Show all" opens the rest (docs/decisions/015). */
  previewCards: 3,
  /** Characters as a reader counts them (code points: an emoji is one), not UTF-16 units (an emoji is two there). */
  charactersPerSide: 1_000,
  titleCharacters: 120,
  /**
   * A picture's description (its alt text), in characters as above: a sentence or two, which a screen reader reads
   * in one go (a longer explanation belongs in the card's text, where everyone can read it).
   */
  pictureDescriptionCharacters: 200,
  /** The longest link "Generate from YouTube" accepts. */
  youtubeUrlCharacters: 4_096,
  /** Creating, editing or deleting sets, per student per minute. */
  writesPerMinute: 30,
  /** Generating from a video or from feedback (each is one model call), per student per minute. */
  generationsPerMinute: 5,
  /** Transcript characters passed to the model (spec section 9). */
  transcriptCharacters: 5_000,
  /** Ratings and undos in review, per student per minute (a fast reviewer rates a card every 2 seconds). */
  reviewsPerMinute: 120,
  /** How long after a rating it can still be undone. */
  undoWindowMinutes: 10,
  /** Card pictures uploaded, per student per minute. */
  imageUploadsPerMinute: 20,
  /** The largest picture accepted (before re-encoding), in bytes; the HTTP layer allows 6 MB for the multipart body. */
  imageBytes: 5 * 1024 * 1024,
  /** A picture uploaded but not yet on a card is shown to its owner (the editor's preview) for this long. */
  pendingImageSeconds: 60 * 60,
} as const;

const titleDateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/London" });

/** Default title of a set made from a video (spec section 9), dated the London day. */
export function youtubeSetTitle(now: Date = new Date()): string {
  const date = titleDateFormat.format(now);
  return `YouTube Generated - ${date}`;
}
