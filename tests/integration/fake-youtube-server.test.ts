import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { ENTITY_BOMB, FAKE_CAPTION_LINES, startFakeYoutubeServer } from "../fakes/youtube-server";

const fake = await startFakeYoutubeServer();
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const ANDROID = { clientName: "ANDROID", clientVersion: "20.10.38", androidSdkVersion: 30, hl: "en", gl: "GB" };

async function player(videoId: string, client: Record<string, unknown> = ANDROID) {
  const response = await fetch(`${fake.url}/youtubei/v1/player?prettyPrint=false`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ context: { client }, videoId }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe("the fake YouTube's wire formats", () => {
  it("answers the player API for the Android client with details and caption tracks on its own host", async () => {
    fake.setVideo("fakeVideo01", {
      title: "Photosynthesis explained",
      description: "A lesson.",
      tracks: [{ languageCode: "en", kind: "asr" }, { languageCode: "en-GB", format: "json3" }],
    });
    const { status, body } = await player("fakeVideo01");
    expect(status).toBe(200);
    expect(body.playabilityStatus.status).toBe("OK");
    expect(body.videoDetails).toMatchObject({ videoId: "fakeVideo01", title: "Photosynthesis explained", shortDescription: "A lesson." });
    const tracks = body.captions.playerCaptionsTracklistRenderer.captionTracks as { baseUrl: string; kind?: string; vssId: string }[];
    expect(tracks.map((track) => [track.vssId, track.kind])).toEqual([
      ["a.en", "asr"],
      [".en-GB", undefined],
    ]);
    for (const track of tracks) expect(new URL(track.baseUrl).origin).toBe(fake.url);
    expect(fake.requests[0]).toMatchObject({ method: "POST", videoId: "fakeVideo01", body: { context: { client: { clientName: "ANDROID" } } } });
  });

  it("asks a client that is not the Android app to sign in, and says an unknown video is unavailable", async () => {
    fake.setVideo("fakeVideo02", { tracks: [{ languageCode: "en" }] });
    expect((await player("fakeVideo02", { clientName: "WEB", clientVersion: "2.2025" })).body.playabilityStatus.status).toBe("LOGIN_REQUIRED");
    const unknown = await player("noSuchVideo");
    expect(unknown.body.playabilityStatus).toMatchObject({ status: "ERROR", reason: "This video is unavailable" });
    expect(unknown.body.captions).toBeUndefined();
  });

  it("serves a track in srv3, classic (escaped twice) and json3", async () => {
    fake.setVideo("fakeVideo03", { tracks: [{ languageCode: "en" }, { languageCode: "en", format: "classic" }, { languageCode: "en", format: "json3" }] });
    const tracks = (await player("fakeVideo03")).body.captions.playerCaptionsTracklistRenderer.captionTracks as { baseUrl: string }[];
    const [srv3, classic, json3] = await Promise.all(tracks.map(async (track) => (await fetch(track.baseUrl)).text()));
    expect(srv3).toMatch(/^<\?xml[^>]*\?><timedtext format="3">/);
    expect(srv3).toContain('<p t="4000" d="5000" w="1">Photosynthesis<s t="200" ac="0"> is</s>');
    expect(srv3).toContain("&amp;");
    expect(classic).toContain('<text start="4" dur="5">Photosynthesis is the process');
    expect(classic).toContain("in &amp;amp; oxygen");
    const events = (JSON.parse(json3!) as { events: { tStartMs: number; segs?: { utf8: string }[] }[] }).events;
    const withText = events.filter((event) => event.segs && event.tStartMs > 0 && event.tStartMs < 30_000);
    expect(withText.map((event) => event.segs!.map((seg) => seg.utf8).join(""))).toEqual(FAKE_CAPTION_LINES.slice(1).map((line) => line.text));
  });

  it("answers oEmbed with JSON, or with YouTube's plain-text errors", async () => {
    fake.setVideo("fakeVideo04", { title: "Cells" });
    fake.setVideo("fakeVideo05", { oembed: "Unauthorized" });
    const oembed = (id: string) => fetch(`${fake.url}/oembed?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${id}`)}&format=json`);
    const found = await oembed("fakeVideo04");
    expect(await found.json()).toMatchObject({ title: "Cells", provider_name: "YouTube", type: "video" });
    const locked = await oembed("fakeVideo05");
    expect([locked.status, locked.headers.get("content-type"), await locked.text()]).toEqual([401, "text/plain; charset=utf-8", "Unauthorized"]);
    const missing = await oembed("noSuchVideo");
    expect([missing.status, await missing.text()]).toEqual([404, "Not Found"]);
  });

  it("misbehaves on request: redirects inward and outward, an entity bomb, invalid UTF-8, 50 MB without a length", async () => {
    fake.setVideo("fakeVideo06", {
      tracks: [
        { languageCode: "en", behaviour: "redirect-inward" },
        { languageCode: "en", behaviour: "redirect-outward" },
        { languageCode: "en", behaviour: "entity-bomb" },
        { languageCode: "en", behaviour: "invalid-utf8" },
        { languageCode: "en", behaviour: "huge" },
      ],
    });
    const tracks = (await player("fakeVideo06")).body.captions.playerCaptionsTracklistRenderer.captionTracks as { baseUrl: string }[];
    const inward = await fetch(tracks[0]!.baseUrl, { redirect: "manual" });
    expect(inward.status).toBe(302);
    expect(inward.headers.get("location")).toMatch(/^\/api\/timedtext-moved\?/);
    expect(await (await fetch(new URL(inward.headers.get("location")!, fake.url))).text()).toContain("<timedtext");
    const outward = await fetch(tracks[1]!.baseUrl, { redirect: "manual" });
    expect(outward.headers.get("location")!.startsWith(fake.outsideUrl)).toBe(true);
    expect(await (await fetch(tracks[2]!.baseUrl)).text()).toBe(ENTITY_BOMB);
    const invalid = new Uint8Array(await (await fetch(tracks[3]!.baseUrl)).arrayBuffer());
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(invalid)).toThrow();
    const huge = await fetch(tracks[4]!.baseUrl);
    expect(huge.headers.get("content-length")).toBeNull();
    const reader = huge.body!.getReader();
    let received = 0;
    while (received < 1_000_000) received += (await reader.read()).value!.byteLength;
    await reader.cancel();
    expect(fake.requests.filter((request) => request.server === "outside")).toHaveLength(0);
  });

  it("drips a track one byte a second, and can hang without answering", async () => {
    fake.setVideo("fakeVideo07", { tracks: [{ languageCode: "en", behaviour: "trickle" }, { languageCode: "en", behaviour: "hang" }] });
    const tracks = (await player("fakeVideo07")).body.captions.playerCaptionsTracklistRenderer.captionTracks as { baseUrl: string }[];
    const dripping = await fetch(tracks[0]!.baseUrl, { signal: AbortSignal.timeout(2_600) });
    const reader = dripping.body!.getReader();
    let bytes = 0;
    await expect(
      (async () => {
        for (;;) bytes += (await reader.read()).value?.byteLength ?? 0;
      })(),
    ).rejects.toThrow();
    expect(bytes).toBeGreaterThanOrEqual(1);
    expect(bytes).toBeLessThanOrEqual(3);
    await expect(fetch(tracks[1]!.baseUrl, { signal: AbortSignal.timeout(500) })).rejects.toThrow();
  });
});
