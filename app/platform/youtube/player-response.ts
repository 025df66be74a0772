import { z } from "zod";

/**
 * The parts of the InnerTube player response (`POST /youtubei/v1/player`) this module reads. Everything
 * is optional and unknown fields are ignored: the response is large and changes often.
 */
const captionTrackSchema = z.object({
  baseUrl: z.string().max(4_000),
  languageCode: z.string().max(40).optional(),
  /** "asr" for automatic (speech-recognised) captions; absent for captions someone wrote. */
  kind: z.string().max(40).optional(),
  vssId: z.string().max(80).optional(),
});

export const playerResponseSchema = z.object({
  playabilityStatus: z.object({ status: z.string().max(80).optional(), reason: z.string().max(2_000).optional() }).optional(),
  videoDetails: z
    .object({
      videoId: z.string().max(40).optional(),
      title: z.string().max(1_000).optional(),
      shortDescription: z.string().max(20_000).optional(),
      lengthSeconds: z.string().max(20).optional(),
    })
    .optional(),
  captions: z
    .object({
      playerCaptionsTracklistRenderer: z.object({ captionTracks: z.array(z.unknown()).max(500).optional() }).optional(),
    })
    .optional(),
});

export type PlayerResponse = z.infer<typeof playerResponseSchema>;
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/** The well-formed caption tracks of a player response (malformed entries are skipped). */
export function captionTracksOf(response: PlayerResponse): CaptionTrack[] {
  const raw = response.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? [];
  return raw.flatMap((entry) => {
    const parsed = captionTrackSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** English first in this order (spec section 9), then any other English. */
export const PREFERRED_CAPTION_LANGUAGES = ["en", "en-US", "en-GB", "en-AU"] as const;

const languageOf = (track: CaptionTrack) => (track.languageCode ?? track.vssId?.replace(/^a?\./, "") ?? "").trim();
const isAutomatic = (track: CaptionTrack) => track.kind === "asr" || Boolean(track.vssId?.startsWith("a."));

/**
 * The track to read: captions someone wrote before automatic ones; within each, en, en-US, en-GB, en-AU in
 * that order, then any English track. Null when there is no English track.
 */
export function chooseCaptionTrack(tracks: readonly CaptionTrack[]): (CaptionTrack & { automatic: boolean; language: string }) | null {
  for (const automatic of [false, true]) {
    const candidates = tracks.filter((track) => isAutomatic(track) === automatic);
    for (const language of PREFERRED_CAPTION_LANGUAGES) {
      const match = candidates.find((track) => languageOf(track).toLowerCase() === language.toLowerCase());
      if (match) return { ...match, automatic, language: languageOf(match) };
    }
    const english = candidates.find((track) => /^en(-|_|$)/i.test(languageOf(track)));
    if (english) return { ...english, automatic, language: languageOf(english) };
  }
  return null;
}
