import { getConfig } from "../config.server";
import { getLogger } from "../logger.server";
import { fetchAllowed, type FetchOutcome } from "./fetch-allowed.server";
import { captionText, parseCaptions, type CaptionFormat } from "./parse-captions";
import { captionTracksOf, chooseCaptionTrack, playerResponseSchema } from "./player-response";

/**
 * What Marker reads about a YouTube video, fetched server-side from the fixed hosts only:
 * 1. the InnerTube player API as the Android app (`POST {base}/youtubei/v1/player`): title, description,
 *    playability and the caption tracks;
 * 2. oEmbed (`{base}/oembed?url=...&format=json`) for the title, in parallel (its errors are plain text
 *    such as "Not Found" or "Unauthorized" and only cost the title);
 * 3. the chosen caption track (captions someone wrote before automatic ones; en, en-US, en-GB, en-AU, then
 *    any English) at the address the player gave, which must itself be on the allowed hosts; srv3, classic
 *    and json3 are all read.
 * The whole extraction has one time limit (10 s), each response a size cap (2 MB), no redirect is followed
 * off the allowed hosts, and caption XML is read without any entity expansion. Vendor trouble comes back
 * as a value with a reason; this never throws.
 */

export type YoutubeFailureReason =
  | "invalid-id"
  | "not-found"
  | "unplayable"
  | "refused-host"
  | "too-large"
  | "timeout"
  | "bad-response"
  | "unavailable";

export interface YoutubeFailure {
  ok: false;
  reason: YoutubeFailureReason;
  detail: string;
}

export type YoutubeResult<T> = { ok: true; value: T } | YoutubeFailure;

export interface VideoContent {
  videoId: string;
  /** From oEmbed, else the player; null when neither gave one. */
  title: string | null;
  description: string;
  /** The caption track's text, or null when the video has no English captions. */
  transcript: string | null;
  captions: { language: string; automatic: boolean; format: CaptionFormat } | null;
  lengthSeconds: number | null;
}

export const YOUTUBE_LIMITS = {
  totalTimeoutMs: 10_000,
  maxResponseBytes: 2 * 1024 * 1024,
  maxRedirects: 2,
} as const;

/** The Android app's InnerTube client; its caption tracks can be fetched without a browser's tokens. */
const ANDROID_CLIENT = { clientName: "ANDROID", clientVersion: "20.10.38", androidSdkVersion: 30, hl: "en", gl: "GB" } as const;
const ANDROID_USER_AGENT = `com.google.android.youtube/${ANDROID_CLIENT.clientVersion} (Linux; U; Android 11) gzip`;

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export interface FetchVideoOptions {
  /** Defaults to YOUTUBE_BASE_URL. */
  baseUrl?: string;
  totalTimeoutMs?: number;
  maxResponseBytes?: number;
}

/** The fixed hosts: the configured base, and for the real YouTube its bare and mobile hosts. */
export function allowedOriginsFor(baseUrl: string): Set<string> {
  const origin = new URL(baseUrl).origin;
  const origins = new Set([origin]);
  if (origin === "https://www.youtube.com") {
    origins.add("https://youtube.com");
    origins.add("https://m.youtube.com");
  }
  return origins;
}

const failure = (reason: YoutubeFailureReason, detail: string): YoutubeFailure => ({ ok: false, reason, detail });

function fromFetch(outcome: Extract<FetchOutcome, { ok: false }>, what: string): YoutubeFailure {
  const reason: YoutubeFailureReason =
    outcome.reason === "refused-host" || outcome.reason === "too-many-redirects"
      ? "refused-host"
      : outcome.reason === "too-large"
        ? "too-large"
        : outcome.reason === "timeout"
          ? "timeout"
          : "unavailable";
  return failure(reason, `${what}: ${outcome.detail}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function fetchOembedTitle(base: string, videoId: string, guard: Parameters<typeof fetchAllowed>[1]): Promise<string | null> {
  const watchUrl = `https://www.youtube.com/watch?v=${videoId}`;
  const outcome = await fetchAllowed(`${base}/oembed?url=${encodeURIComponent(watchUrl)}&format=json`, guard);
  if (!outcome.ok || outcome.status !== 200) return null;
  // Errors come back as plain text ("Not Found", "Unauthorized"), which is not JSON.
  const title = (parseJson(outcome.text) as { title?: unknown } | undefined)?.title;
  return typeof title === "string" && title.trim() ? title.trim().slice(0, 300) : null;
}

export async function fetchVideoContent(videoId: string, options: FetchVideoOptions = {}): Promise<YoutubeResult<VideoContent>> {
  if (!VIDEO_ID.test(videoId)) return failure("invalid-id", "a video id is 11 letters, digits, _ or -");
  const base = (options.baseUrl ?? getConfig().youtube.baseUrl).replace(/\/+$/, "");
  const allowedOrigins = allowedOriginsFor(base);
  const signal = AbortSignal.timeout(options.totalTimeoutMs ?? YOUTUBE_LIMITS.totalTimeoutMs);
  const guard = {
    allowedOrigins,
    signal,
    maxBytes: options.maxResponseBytes ?? YOUTUBE_LIMITS.maxResponseBytes,
    maxRedirects: YOUTUBE_LIMITS.maxRedirects,
  };

  try {
    const [player, oembedTitle] = await Promise.all([
      fetchAllowed(`${base}/youtubei/v1/player?prettyPrint=false`, {
        ...guard,
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": ANDROID_USER_AGENT,
          "X-YouTube-Client-Name": "3",
          "X-YouTube-Client-Version": ANDROID_CLIENT.clientVersion,
        },
        body: JSON.stringify({ context: { client: ANDROID_CLIENT }, videoId, contentCheckOk: true, racyCheckOk: true }),
      }),
      fetchOembedTitle(base, videoId, guard),
    ]);
    if (!player.ok) return fromFetch(player, "player");
    if (player.status === 404) return failure("not-found", "player answered 404");
    if (player.status !== 200) return failure("unavailable", `player answered ${player.status}`);
    const parsed = playerResponseSchema.safeParse(parseJson(player.text));
    if (!parsed.success) return failure("bad-response", "the player response is not what was expected");
    const response = parsed.data;
    const status = response.playabilityStatus?.status ?? "OK";
    const tracks = captionTracksOf(response);
    if (status === "ERROR") return failure("not-found", response.playabilityStatus?.reason ?? "video unavailable");
    if (status !== "OK" && tracks.length === 0) return failure("unplayable", `${status}: ${response.playabilityStatus?.reason ?? ""}`);

    const details = response.videoDetails ?? {};
    const lengthSeconds = Number(details.lengthSeconds);
    const content: VideoContent = {
      videoId,
      title: oembedTitle ?? (details.title?.trim() || null),
      description: (details.shortDescription ?? "").trim(),
      transcript: null,
      captions: null,
      lengthSeconds: Number.isFinite(lengthSeconds) && details.lengthSeconds ? lengthSeconds : null,
    };

    const track = chooseCaptionTrack(tracks);
    if (!track) return { ok: true, value: content };
    // The track's own address: it must be on the fixed hosts too (fetchAllowed refuses anything else).
    const captionUrl = new URL(track.baseUrl, `${base}/`).href;
    const captions = await fetchAllowed(captionUrl, guard);
    if (!captions.ok) return fromFetch(captions, "captions");
    if (captions.status !== 200) return failure("unavailable", `captions answered ${captions.status}`);
    if (captions.text.trim() === "") return { ok: true, value: content };
    const lines = parseCaptions(captions.text);
    if (!lines.ok) return failure("bad-response", `captions: ${lines.detail}`);
    const transcript = captionText(lines.lines);
    return {
      ok: true,
      value: {
        ...content,
        transcript: transcript || null,
        captions: transcript ? { language: track.language, automatic: track.automatic, format: lines.format } : null,
      },
    };
  } catch (error) {
    // Nothing above should throw; if something does, it is still vendor trouble, not a crash.
    getLogger().error({ err: error, vendor: "youtube", videoId }, "unexpected failure while reading a YouTube video");
    return failure("unavailable", error instanceof Error ? error.message : String(error));
  }
}
