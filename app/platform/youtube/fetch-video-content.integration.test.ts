import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { startFakeYoutubeServer } from "../../../tests/fakes/youtube-server";
import { allowedOriginsFor, fetchVideoContent, YOUTUBE_LIMITS } from "./fetch-video-content.server";

const fake = await startFakeYoutubeServer();
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const read = (videoId: string, totalTimeoutMs = 3_000) => fetchVideoContent(videoId, { baseUrl: fake.url, totalTimeoutMs });
const outsideHits = () => fake.requests.filter((request) => request.server === "outside").length;

describe("fetchVideoContent against the fake YouTube", () => {
  it.each(["srv3", "classic", "json3"] as const)("reads title, description and the %s transcript", async (format) => {
    const id = `${format}_video`.padEnd(11, "x").slice(0, 11);
    fake.setVideo(id, { title: "Photosynthesis explained", description: "How plants make food.", lengthSeconds: 420, tracks: [{ languageCode: "en", format }] });
    const result = await read(id);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      videoId: id,
      title: "Photosynthesis explained",
      description: "How plants make food.",
      lengthSeconds: 420,
      captions: { language: "en", automatic: false, format },
    });
    expect(result.value.transcript).toContain("Photosynthesis is the process by which green plants make glucose");
    // Entities decoded once for srv3 and json3, twice-escaped classic decoded back to the same text.
    expect(result.value.transcript).toContain("carbon dioxide in & oxygen out.");
    expect(result.value.transcript).not.toMatch(/&amp;|&#39;/);
    const player = fake.requests.find((request) => request.path.startsWith("/youtubei/v1/player"));
    expect(player?.body).toMatchObject({ videoId: id, context: { client: { clientName: "ANDROID" } } });
  });

  it("prefers captions someone wrote over automatic ones, and en over en-GB", async () => {
    fake.setVideo("prefer00001", {
      tracks: [
        { languageCode: "en", kind: "asr", lines: [{ startMs: 0, durMs: 1, text: "automatic english" }] },
        { languageCode: "fr", lines: [{ startMs: 0, durMs: 1, text: "en français" }] },
        { languageCode: "en-GB", lines: [{ startMs: 0, durMs: 1, text: "british manual" }] },
        { languageCode: "en", lines: [{ startMs: 0, durMs: 1, text: "english manual" }] },
      ],
    });
    const result = await read("prefer00001");
    expect(result.ok && result.value.transcript).toBe("english manual");
  });

  it("uses automatic captions when they are all there is, and says so", async () => {
    fake.setVideo("autoOnly001", { tracks: [{ languageCode: "en", kind: "asr", format: "json3" }] });
    const result = await read("autoOnly001");
    expect(result.ok && result.value.captions).toEqual({ language: "en", automatic: true, format: "json3" });
  });

  it("answers a video without (English) captions with its details and no transcript", async () => {
    fake.setVideo("noCaptions1", { title: "Silent film", description: "A long description of the film that is more than fifty characters." });
    fake.setVideo("frenchOnly1", { tracks: [{ languageCode: "fr" }] });
    const none = await read("noCaptions1");
    expect(none).toMatchObject({ ok: true, value: { title: "Silent film", transcript: null, captions: null } });
    const french = await read("frenchOnly1");
    expect(french).toMatchObject({ ok: true, value: { transcript: null } });
    expect(fake.requests.some((request) => request.path.startsWith("/api/timedtext"))).toBe(false);
  });

  it("keeps the player's title when oEmbed answers with a plain-text error", async () => {
    fake.setVideo("oembed40101", { title: "Private-ish", oembed: "Unauthorized", tracks: [{ languageCode: "en" }] });
    const result = await read("oembed40101");
    expect(result.ok && result.value.title).toBe("Private-ish");
  });

  it("says an unknown video was not found, and refuses an id that is not 11 safe characters", async () => {
    expect(await read("missingVid1")).toMatchObject({ ok: false, reason: "not-found" });
    for (const bad of ["short", "../../etc/pa", "abc?def=ghi", "a".repeat(12)]) {
      expect(await read(bad)).toMatchObject({ ok: false, reason: "invalid-id" });
    }
    expect(fake.requests.filter((request) => request.videoId && request.videoId.length !== 11)).toEqual([]);
  });

  it("decodes invalid UTF-8 with replacement characters", async () => {
    fake.setVideo("invalidUtf8", { tracks: [{ languageCode: "en", behaviour: "invalid-utf8" }] });
    const result = await read("invalidUtf8");
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.transcript).toContain("\uFFFD");
    expect(result.ok && result.value.transcript).toContain("Photosynthesis is the process");
  });

  it("G1: follows a redirect inward, but never one outward, nor a track address off the fixed hosts", async () => {
    fake.setVideo("redirectIn1", { tracks: [{ languageCode: "en", behaviour: "redirect-inward" }] });
    fake.setVideo("redirectOut", { tracks: [{ languageCode: "en", behaviour: "redirect-outward" }] });
    fake.setVideo("redirectLoo", { tracks: [{ languageCode: "en", behaviour: "redirect-loop" }] });
    fake.setVideo("playerOutwa", { player: "redirect-outward" });
    const inward = await read("redirectIn1");
    expect(inward.ok && inward.value.transcript).toContain("Photosynthesis");
    expect(await read("redirectOut")).toMatchObject({ ok: false, reason: "refused-host" });
    expect(await read("redirectLoo")).toMatchObject({ ok: false, reason: "refused-host" });
    expect(await read("playerOutwa")).toMatchObject({ ok: false, reason: "refused-host" });
    for (const address of [
      `${fake.outsideUrl}/api/timedtext?v=x`,
      "http://169.254.169.254/latest/meta-data/",
      "http://localhost/api/timedtext",
      "http://[::1]/api/timedtext",
      "http://2130706433/api/timedtext",
      "file:///etc/passwd",
      `${fake.url.replace("http://", "http://youtube.com@")}/api/timedtext`,
      "https://www.youtube.com.evil.example/api/timedtext",
    ]) {
      fake.setVideo("offHostTrk1", { tracks: [{ languageCode: "en", baseUrl: address }] });
      expect(await read("offHostTrk1"), address).toMatchObject({ ok: false, reason: "refused-host" });
    }
    expect(outsideHits()).toBe(0);
  });

  it("only the configured host (and YouTube's own bare and mobile hosts) are allowed", () => {
    expect([...allowedOriginsFor("https://www.youtube.com")].sort()).toEqual(["https://m.youtube.com", "https://www.youtube.com", "https://youtube.com"]);
    expect([...allowedOriginsFor("http://127.0.0.1:4321/")]).toEqual(["http://127.0.0.1:4321"]);
  });
});

describe("G2: hostile caption servers end in a failure within the time limit, with memory bounded", () => {
  it("refuses an entity bomb without expanding it", async () => {
    fake.setVideo("entityBomb1", { tracks: [{ languageCode: "en", behaviour: "entity-bomb" }] });
    const started = Date.now();
    expect(await read("entityBomb1")).toMatchObject({ ok: false, reason: "bad-response" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("stops reading 50 MB of captions at the size cap", async () => {
    fake.setVideo("hugeCaption", { tracks: [{ languageCode: "en", behaviour: "huge" }] });
    const heapBefore = process.memoryUsage().heapUsed;
    expect(await read("hugeCaption", 8_000)).toMatchObject({ ok: false, reason: "too-large" });
    const served = fake.requests.find((request) => request.path.startsWith("/api/timedtext"))!.bytesSent;
    // What the server managed to push before the client hung up: the cap plus what sits in socket buffers.
    expect(served).toBeLessThan(20 * 1024 * 1024);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(4 * YOUTUBE_LIMITS.maxResponseBytes + 16 * 1024 * 1024);
  });

  it("stops reading a huge player response at the size cap", async () => {
    fake.setVideo("hugePlayer1", { player: "huge" });
    expect(await read("hugePlayer1", 8_000)).toMatchObject({ ok: false, reason: "too-large" });
  });

  it.each([
    ["trickle", "a caption track that drips one byte a second"],
    ["hang", "a caption track that never answers"],
  ] as const)("gives up on %s (%s) at the total time limit", async (behaviour, _what) => {
    const id = `slow_${behaviour}`.padEnd(11, "0").slice(0, 11);
    fake.setVideo(id, { tracks: [{ languageCode: "en", behaviour }] });
    const started = Date.now();
    expect(await read(id, 1_500)).toMatchObject({ ok: false, reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("gives up on a player that hangs at the default 10 s limit", { timeout: 20_000 }, async () => {
    fake.setVideo("hangPlayer1", { player: "hang" });
    const started = Date.now();
    const result = await fetchVideoContent("hangPlayer1", { baseUrl: fake.url });
    const elapsed = Date.now() - started;
    expect(result).toMatchObject({ ok: false, reason: "timeout" });
    expect(elapsed).toBeGreaterThanOrEqual(YOUTUBE_LIMITS.totalTimeoutMs - 100);
    expect(elapsed).toBeLessThan(YOUTUBE_LIMITS.totalTimeoutMs + 3_000);
  });

  it("reports a caption server error and an empty track without throwing", async () => {
    fake.setVideo("status500xx", { tracks: [{ languageCode: "en", behaviour: "status-500" }] });
    fake.setVideo("emptyTrack1", { description: "d", tracks: [{ languageCode: "en", behaviour: "empty" }] });
    expect(await read("status500xx")).toMatchObject({ ok: false, reason: "unavailable" });
    expect(await read("emptyTrack1")).toMatchObject({ ok: true, value: { transcript: null, description: "d" } });
  });

  it("answers unavailable when nothing listens at the base URL", async () => {
    expect(await fetchVideoContent("abcdefghijk", { baseUrl: "http://127.0.0.1:1", totalTimeoutMs: 2_000 })).toMatchObject({ ok: false, reason: "unavailable" });
  });
});
