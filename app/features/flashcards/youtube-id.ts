import { FLASHCARD_MESSAGES } from "./rules";

/**
 * The video id from a YouTube link (spec section 5), in the browser and on the server alike. Accepted:
 * youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID, youtube.com/v/ID and youtube.com/shorts/ID,
 * over http or https, with or without www. or m., with any other query parameters or a timestamp. The id
 * is 11 letters, digits, `_` or `-`. Only YouTube's own hosts count: `youtube.com@evil.example` and
 * `youtube.com.evil.example` are other hosts, so only the id ever leaves this function.
 */
export type YoutubeIdResult = { ok: true; videoId: string } | { ok: false; message: string };

export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
const PATH_FORMS = new Set(["embed", "v", "shorts"]);

/** Longer than any real link: refused before any parsing. */
const MAX_INPUT = 2_048;

const badUrl = { ok: false, message: FLASHCARD_MESSAGES.youtubeBadUrl } as const;

function candidateId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  if (SHORT_HOSTS.has(host)) return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments.length === 1 && segments[0] === "watch") return url.searchParams.get("v");
  if (segments.length >= 2 && PATH_FORMS.has(segments[0]!)) return segments[1]!;
  return null;
}

export function parseYoutubeVideoId(input: string): YoutubeIdResult {
  const trimmed = String(input ?? "").trim();
  if (trimmed === "") return { ok: false, message: FLASHCARD_MESSAGES.youtubeEmpty };
  if (trimmed.length > MAX_INPUT || /\s/.test(trimmed)) return badUrl;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return badUrl;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || url.port) return badUrl;
  const candidate = candidateId(url);
  if (candidate === null || candidate === "") return badUrl;
  let id: string;
  try {
    id = decodeURIComponent(candidate);
  } catch {
    return { ok: false, message: FLASHCARD_MESSAGES.youtubeBadId };
  }
  return YOUTUBE_VIDEO_ID.test(id) ? { ok: true, videoId: id } : { ok: false, message: FLASHCARD_MESSAGES.youtubeBadId };
}
