import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake YouTube on loopback speaking the wire formats Marker's vendor module reads:
 *
 * - `POST /youtubei/v1/player` (InnerTube): `{ context: { client: { clientName: "ANDROID", ... } }, videoId }`
 *   -> `{ playabilityStatus, videoDetails, captions: { playerCaptionsTracklistRenderer: { captionTracks } } }`.
 *   A client other than ANDROID gets `LOGIN_REQUIRED` ("Sign in to confirm you're not a bot"), as YouTube
 *   answers browsers without their tokens.
 * - `GET /api/timedtext?v=..&lang=..&fmt=srv3|json3|classic&track=n`: a caption track in srv3
 *   (`<timedtext format="3"><body><p t d>`), the classic format (`<transcript><text start dur>`, escaped twice
 *   as YouTube does) or json3 (`{"events":[{"tStartMs","segs":[{"utf8"}]}]}`).
 * - `GET /oembed?url=...&format=json`: JSON, or YouTube's plain-text errors ("Not Found", "Unauthorized").
 *
 * Each video is set per id; each track can misbehave: 50 MB of captions, 1 byte a second, no answer at all,
 * invalid UTF-8, an entity bomb, a redirect inward (allowed) or outward (to a second "outside" server that
 * records anything that reaches it), an endless redirect loop. Every request is recorded with the bytes sent.
 */

export interface FakeCaptionLine {
  startMs: number;
  durMs: number;
  text: string;
}

export type FakeTrackBehaviour =
  | "ok"
  | "huge"
  | "trickle"
  | "hang"
  | "invalid-utf8"
  | "entity-bomb"
  | "redirect-inward"
  | "redirect-outward"
  | "redirect-loop"
  | "empty"
  | "status-500";

export interface FakeTrack {
  languageCode: string;
  /** "asr" for automatic captions. */
  kind?: "asr";
  format?: "srv3" | "classic" | "json3";
  lines?: FakeCaptionLine[];
  behaviour?: FakeTrackBehaviour;
  /** Replaces the track's address in the player response (say, a host that is not YouTube's). */
  baseUrl?: string;
  /** Sent verbatim instead of the rendered lines. */
  rawBody?: string | Buffer;
}

export interface FakeVideo {
  title?: string;
  description?: string;
  lengthSeconds?: number;
  playability?: "OK" | "ERROR" | "LOGIN_REQUIRED" | "UNPLAYABLE";
  tracks?: FakeTrack[];
  /** oEmbed's answer: the title as JSON (default), or one of YouTube's plain-text errors. */
  oembed?: "ok" | "Not Found" | "Unauthorized";
  /** The player endpoint's behaviour. */
  player?: "ok" | "hang" | "huge" | "status-500" | "redirect-outward";
}

export interface FakeYoutubeRequest {
  server: "youtube" | "outside";
  method: string;
  path: string;
  /** The player request's JSON body. */
  body?: unknown;
  videoId?: string;
  bytesSent: number;
  receivedAt: Date;
}

export interface FakeYoutubeServer {
  /** `http://127.0.0.1:PORT`: point YOUTUBE_BASE_URL here. */
  url: string;
  /** A second server standing for any host that is not YouTube's; nothing should ever reach it. */
  outsideUrl: string;
  requests: FakeYoutubeRequest[];
  setVideo(videoId: string, video: FakeVideo): void;
  /** Forgets the recorded requests (videos stay). */
  reset(): void;
  stop(): Promise<void>;
}

export const FAKE_CAPTION_LINES: FakeCaptionLine[] = [
  { startMs: 0, durMs: 4000, text: "Welcome to this lesson on photosynthesis." },
  { startMs: 4000, durMs: 5000, text: "Photosynthesis is the process by which green plants make glucose from carbon dioxide and water using light energy." },
  { startMs: 9000, durMs: 5000, text: "Chlorophyll is the green pigment that absorbs light in the chloroplasts." },
  { startMs: 14000, durMs: 5000, text: "In 1779 Jan Ingenhousz showed that plants need light to produce oxygen." },
  { startMs: 19000, durMs: 5000, text: "The products of photosynthesis are glucose and oxygen." },
  { startMs: 24000, durMs: 5000, text: "Stomata are tiny pores in the leaf that let carbon dioxide in & oxygen out." },
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export function renderSrv3(lines: readonly FakeCaptionLine[]): string {
  const body = lines
    .map((line) => {
      const words = line.text.split(" ");
      // Automatic captions come word by word in <s> children; the first word is the <p>'s own text.
      const [first, ...rest] = words;
      return `<p t="${line.startMs}" d="${line.durMs}" w="1">${escapeXml(first ?? "")}${rest.map((word, i) => `<s t="${(i + 1) * 200}" ac="0"> ${escapeXml(word)}</s>`).join("")}</p>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">\n<head><ws id="0"/></head>\n<body>\n${body}\n</body>\n</timedtext>`;
}

export function renderClassic(lines: readonly FakeCaptionLine[]): string {
  // YouTube escapes the text twice in this format ("&amp;#39;").
  const body = lines.map((line) => `<text start="${line.startMs / 1000}" dur="${line.durMs / 1000}">${escapeXml(escapeXml(line.text))}</text>`).join("");
  return `<?xml version="1.0" encoding="utf-8" ?><transcript>${body}</transcript>`;
}

export function renderJson3(lines: readonly FakeCaptionLine[]): string {
  return JSON.stringify({
    wireMagic: "pb3",
    pens: [{}],
    events: [
      { tStartMs: 0, dDurationMs: 1, id: 1, wpWinPosId: 1, wsWinStyleId: 1 },
      ...lines.map((line) => ({
        tStartMs: line.startMs,
        dDurationMs: line.durMs,
        wWinId: 1,
        segs: line.text.split(" ").map((word, i) => ({ utf8: i === 0 ? word : ` ${word}`, tOffsetMs: i * 200 })),
      })),
      { tStartMs: 30_000, dDurationMs: 10, aAppend: 1, segs: [{ utf8: "\n" }] },
    ],
  });
}

/** "Billion laughs": ten nested entities, each ten times the one before. */
export const ENTITY_BOMB = [
  '<?xml version="1.0"?>',
  "<!DOCTYPE lolz [",
  '  <!ENTITY lol "lol">',
  ...Array.from({ length: 9 }, (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`),
  "]>",
  '<timedtext format="3"><body><p t="0" d="1000">&lol9;</p></body></timedtext>',
].join("\n");

const HUGE_BYTES = 50 * 1024 * 1024;

function renderTrack(track: FakeTrack): string {
  const lines = track.lines ?? FAKE_CAPTION_LINES;
  switch (track.format ?? "srv3") {
    case "classic":
      return renderClassic(lines);
    case "json3":
      return renderJson3(lines);
    default:
      return renderSrv3(lines);
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendText(res: ServerResponse, record: FakeYoutubeRequest, status: number, contentType: string, body: string | Buffer) {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  res.writeHead(status, { "Content-Type": contentType, "Content-Length": String(bytes.length) });
  res.end(bytes);
  record.bytesSent += bytes.length;
}

/** Writes `total` bytes of captions in 64 KB chunks without a Content-Length, honouring back-pressure, until the client goes. */
function streamHuge(res: ServerResponse, record: FakeYoutubeRequest) {
  res.writeHead(200, { "Content-Type": "text/xml; charset=UTF-8" });
  const line = '<p t="0" d="1000">All work and no play makes Jack a dull boy.</p>\n';
  const chunk = Buffer.from(line.repeat(Math.ceil(65_536 / line.length)));
  let closed = false;
  res.on("close", () => (closed = true));
  res.write('<timedtext format="3"><body>\n');
  const pump = () => {
    while (!closed && record.bytesSent < HUGE_BYTES) {
      record.bytesSent += chunk.length;
      if (!res.write(chunk)) {
        res.once("drain", pump);
        return;
      }
    }
    if (!closed) res.end("</body></timedtext>");
  };
  pump();
}

function trickle(res: ServerResponse, record: FakeYoutubeRequest, body: string, timers: Set<NodeJS.Timeout>) {
  res.writeHead(200, { "Content-Type": "text/xml; charset=UTF-8" });
  const bytes = Buffer.from(body);
  let sent = 0;
  const timer = setInterval(() => {
    if (sent >= bytes.length) {
      clearInterval(timer);
      timers.delete(timer);
      res.end();
      return;
    }
    res.write(bytes.subarray(sent, sent + 1));
    sent += 1;
    record.bytesSent += 1;
  }, 1_000);
  timers.add(timer);
  res.on("close", () => {
    clearInterval(timer);
    timers.delete(timer);
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

export async function startFakeYoutubeServer(): Promise<FakeYoutubeServer> {
  const videos = new Map<string, FakeVideo>();
  const requests: FakeYoutubeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let url = "";
  let outsideUrl = "";

  const record = (server: FakeYoutubeRequest["server"], req: IncomingMessage): FakeYoutubeRequest => {
    const entry: FakeYoutubeRequest = { server, method: req.method ?? "GET", path: req.url ?? "/", bytesSent: 0, receivedAt: new Date() };
    requests.push(entry);
    return entry;
  };

  const trackAddress = (videoId: string, track: FakeTrack, index: number) =>
    track.baseUrl ??
    `${url}/api/timedtext?v=${videoId}&caps=asr&xoaf=5&hl=en&ip=0.0.0.0&ipbits=0&expire=9999999999&sparams=ip,ipbits,expire,v,caps,xoaf&signature=FAKE&key=yt8` +
      `&lang=${encodeURIComponent(track.languageCode)}${track.kind ? `&kind=${track.kind}` : ""}&fmt=${track.format ?? "srv3"}&track=${index}`;

  function playerResponse(videoId: string, clientName: unknown) {
    if (clientName !== "ANDROID") {
      return { responseContext: {}, playabilityStatus: { status: "LOGIN_REQUIRED", reason: "Sign in to confirm you’re not a bot" } };
    }
    const video = videos.get(videoId);
    if (!video || video.playability === "ERROR") {
      return { responseContext: {}, playabilityStatus: { status: "ERROR", reason: "This video is unavailable" } };
    }
    const tracks = video.tracks ?? [];
    return {
      responseContext: { visitorData: "CgtGYWtlVmlzaXRvcg%3D%3D" },
      playabilityStatus: video.playability && video.playability !== "OK" ? { status: video.playability, reason: "Video unavailable" } : { status: "OK", playableInEmbed: true },
      streamingData: { expiresInSeconds: "21540", formats: [], adaptiveFormats: [] },
      captions:
        tracks.length > 0
          ? {
              playerCaptionsTracklistRenderer: {
                captionTracks: tracks.map((track, index) => ({
                  baseUrl: trackAddress(videoId, track, index),
                  name: { runs: [{ text: `${track.languageCode}${track.kind === "asr" ? " (auto-generated)" : ""}` }] },
                  vssId: `${track.kind === "asr" ? "a" : ""}.${track.languageCode}`,
                  languageCode: track.languageCode,
                  ...(track.kind ? { kind: track.kind } : {}),
                  isTranslatable: true,
                  trackName: "",
                })),
                audioTracks: [{ captionTrackIndices: tracks.map((_, index) => index) }],
                translationLanguages: [{ languageCode: "fr", languageName: { runs: [{ text: "French" }] } }],
                defaultAudioTrackIndex: 0,
              },
            }
          : undefined,
      videoDetails: {
        videoId,
        title: video.title ?? `Fake video ${videoId}`,
        lengthSeconds: String(video.lengthSeconds ?? 600),
        channelId: "UCfakechannel000000000000",
        isOwnerViewing: false,
        shortDescription: video.description ?? "",
        isCrawlable: true,
        author: "Fake Channel",
        isLiveContent: false,
      },
    };
  }

  const youtube = createServer(async (req, res) => {
    const entry = record("youtube", req);
    const address = new URL(req.url ?? "/", "http://fake.invalid");
    try {
      if (req.method === "POST" && address.pathname === "/youtubei/v1/player") {
        const text = await readBody(req);
        let body: { videoId?: unknown; context?: { client?: { clientName?: unknown } } } = {};
        try {
          body = JSON.parse(text) as typeof body;
        } catch {
          sendText(res, entry, 400, "application/json", JSON.stringify({ error: { code: 400, message: "Invalid JSON payload", status: "INVALID_ARGUMENT" } }));
          return;
        }
        entry.body = body;
        const videoId = typeof body.videoId === "string" ? body.videoId : "";
        entry.videoId = videoId;
        const behaviour = videos.get(videoId)?.player ?? "ok";
        if (behaviour === "hang") return;
        if (behaviour === "huge") return streamHuge(res, entry);
        if (behaviour === "status-500") {
          sendText(res, entry, 500, "application/json", JSON.stringify({ error: { code: 500, message: "Internal error encountered.", status: "INTERNAL" } }));
          return;
        }
        if (behaviour === "redirect-outward") {
          res.writeHead(307, { Location: `${outsideUrl}/youtubei/v1/player` });
          res.end();
          return;
        }
        sendText(res, entry, 200, "application/json; charset=UTF-8", JSON.stringify(playerResponse(videoId, body.context?.client?.clientName)));
        return;
      }
      if (req.method === "GET" && (address.pathname === "/api/timedtext" || address.pathname === "/api/timedtext-moved")) {
        const videoId = address.searchParams.get("v") ?? "";
        entry.videoId = videoId;
        const track = videos.get(videoId)?.tracks?.[Number(address.searchParams.get("track"))];
        if (!track) {
          sendText(res, entry, 404, "text/html; charset=UTF-8", "<html><body>Not Found</body></html>");
          return;
        }
        const moved = address.pathname === "/api/timedtext-moved";
        const behaviour = moved && track.behaviour === "redirect-inward" ? "ok" : (track.behaviour ?? "ok");
        const contentType = track.format === "json3" ? "application/json; charset=UTF-8" : "text/xml; charset=UTF-8";
        switch (behaviour) {
          case "hang":
            return;
          case "huge":
            return streamHuge(res, entry);
          case "trickle":
            return trickle(res, entry, renderTrack(track), timers);
          case "redirect-inward":
            res.writeHead(302, { Location: `/api/timedtext-moved${address.search}` });
            res.end();
            return;
          case "redirect-loop":
            res.writeHead(302, { Location: `/api/timedtext${address.search}` });
            res.end();
            return;
          case "redirect-outward":
            res.writeHead(302, { Location: `${outsideUrl}/api/timedtext${address.search}` });
            res.end();
            return;
          case "status-500":
            sendText(res, entry, 500, "text/html; charset=UTF-8", "<html><body>Error 500</body></html>");
            return;
          case "empty":
            sendText(res, entry, 200, contentType, "");
            return;
          case "entity-bomb":
            sendText(res, entry, 200, contentType, ENTITY_BOMB);
            return;
          case "invalid-utf8": {
            // Bytes that are not UTF-8 at the start of the first caption line's text.
            const rendered = renderTrack({ ...track, format: "srv3" });
            const at = rendered.indexOf('w="1">') + 'w="1">'.length;
            sendText(res, entry, 200, contentType, Buffer.concat([Buffer.from(rendered.slice(0, at)), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from(rendered.slice(at))]));
            return;
          }
          default:
            sendText(res, entry, 200, contentType, track.rawBody ?? renderTrack(track));
            return;
        }
      }
      if (req.method === "GET" && address.pathname === "/oembed") {
        const watch = address.searchParams.get("url") ?? "";
        let videoId = "";
        try {
          videoId = new URL(watch).searchParams.get("v") ?? "";
        } catch {
          sendText(res, entry, 400, "text/plain; charset=utf-8", "Bad Request");
          return;
        }
        entry.videoId = videoId;
        const video = videos.get(videoId);
        if (!video || video.playability === "ERROR" || video.oembed === "Not Found") {
          sendText(res, entry, 404, "text/plain; charset=utf-8", "Not Found");
          return;
        }
        if (video.oembed === "Unauthorized") {
          sendText(res, entry, 401, "text/plain; charset=utf-8", "Unauthorized");
          return;
        }
        sendText(
          res,
          entry,
          200,
          "application/json; charset=utf-8",
          JSON.stringify({
            title: video.title ?? `Fake video ${videoId}`,
            author_name: "Fake Channel",
            author_url: "https://www.youtube.com/@fakechannel",
            type: "video",
            height: 113,
            width: 200,
            version: "1.0",
            provider_name: "YouTube",
            provider_url: "https://www.youtube.com/",
            thumbnail_height: 360,
            thumbnail_width: 480,
            thumbnail_url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
            html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${videoId}?feature=oembed"></iframe>`,
          }),
        );
        return;
      }
      sendText(res, entry, 404, "text/html; charset=UTF-8", "<html><body>404 Not Found</body></html>");
    } catch (error) {
      if (!res.headersSent) sendText(res, entry, 500, "text/plain", String(error));
    }
  });

  const outside = createServer((req, res) => {
    const entry = record("outside", req);
    sendText(res, entry, 200, "text/xml", '<timedtext format="3"><body><p t="0" d="1">stolen</p></body></timedtext>');
  });

  url = await listen(youtube);
  outsideUrl = await listen(outside);

  return {
    url,
    outsideUrl,
    requests,
    setVideo(videoId, video) {
      videos.set(videoId, video);
    },
    reset() {
      requests.length = 0;
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      for (const server of [youtube, outside]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
