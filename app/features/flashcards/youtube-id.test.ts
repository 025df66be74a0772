import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { FLASHCARD_MESSAGES } from "./rules";
import { parseYoutubeVideoId, YOUTUBE_VIDEO_ID } from "./youtube-id";

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-".split("");
const videoId = fc.array(fc.constantFrom(...ID_CHARS), { minLength: 11, maxLength: 11 }).map((chars) => chars.join(""));
const extraParam = fc.constantFrom("t=42", "t=1m30s", "list=PL123abc", "feature=share", "si=AbCdEf", "start=10", "index=3&pp=iAQB", "ab_channel=Khan");

/** Any accepted form of a link to `id`. */
const link = fc
  .record({
    id: videoId,
    scheme: fc.constantFrom("https://", "http://", ""),
    prefix: fc.constantFrom("", "www.", "m."),
    form: fc.constantFrom("watch", "short", "embed", "v", "shorts"),
    before: fc.array(extraParam, { maxLength: 2 }),
    after: fc.array(extraParam, { maxLength: 2 }),
    hash: fc.constantFrom("", "#t=30", "#comments"),
  })
  .map(({ id, scheme, prefix, form, before, after, hash }) => {
    const query = (params: string[]) => (params.length ? `?${params.join("&")}` : "");
    let url: string;
    if (form === "watch") url = `${scheme}${prefix}youtube.com/watch?${[...before, `v=${id}`, ...after].join("&")}`;
    else if (form === "short") url = `${scheme}${prefix === "m." ? "" : prefix}youtu.be/${id}${query(after)}`;
    else url = `${scheme}${prefix}youtube.com/${form}/${id}${query(after)}`;
    return { id, url: `${url}${hash}` };
  });

describe("parseYoutubeVideoId", () => {
  it("reads the id back from any supported form of link (property)", () => {
    fc.assert(
      fc.property(link, ({ id, url }) => {
        expect(parseYoutubeVideoId(url)).toEqual({ ok: true, videoId: id });
        expect(parseYoutubeVideoId(`  ${url}\n`)).toEqual({ ok: true, videoId: id });
      }),
      { numRuns: 2_000 },
    );
  });

  it("never throws on any string, and whatever it accepts is an 11-character id (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }), link.map(({ url }) => url).chain((url) => fc.string().map((noise) => url + noise))), (input) => {
        const result = parseYoutubeVideoId(input);
        if (result.ok) expect(result.videoId).toMatch(YOUTUBE_VIDEO_ID);
        else expect([FLASHCARD_MESSAGES.youtubeEmpty, FLASHCARD_MESSAGES.youtubeBadUrl, FLASHCARD_MESSAGES.youtubeBadId]).toContain(result.message);
      }),
      { numRuns: 2_000 },
    );
  });

  it("asks for a URL when the input is empty or blank", () => {
    for (const input of ["", "   ", "\n\t"]) expect(parseYoutubeVideoId(input)).toEqual({ ok: false, message: "Please enter a YouTube URL" });
  });

  it.each([
    "not a url",
    "https://vimeo.com/123456789",
    "https://www.youtube.com/",
    "https://www.youtube.com/channel/UCabcdefghijk",
    "https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ",
    "http://169.254.169.254/latest/meta-data/",
    "http://localhost/watch?v=dQw4w9WgXcQ",
    "http://[::1]/watch?v=dQw4w9WgXcQ",
    "http://2130706433/watch?v=dQw4w9WgXcQ",
    "file:///etc/passwd",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?x=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=",
    "x".repeat(3_000),
  ])("refuses %s as not a YouTube link", (input) => {
    expect(parseYoutubeVideoId(input)).toEqual({ ok: false, message: "Invalid YouTube URL format. Please provide a valid YouTube video URL." });
  });

  it.each([
    "https://www.youtube.com/watch?v=short",
    "https://youtu.be/dQw4w9WgXcQQ",
    "https://www.youtube.com/embed/dQw4w9WgX%3Q",
    "https://www.youtube.com/shorts/dQw4w9WgX.Q",
    "https://www.youtube.com/watch?v=../../admin",
    "https://youtu.be/%00%00%00%00%00%00%00%00%00%00%00",
  ])("refuses %s as a link without a valid id", (input) => {
    expect(parseYoutubeVideoId(input)).toEqual({ ok: false, message: "Invalid YouTube video ID format. Please check your URL." });
  });

  it("reads the usual links", () => {
    for (const input of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
      "youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/embed/dQw4w9WgXcQ?start=3",
      "http://youtube.com/v/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ",
    ]) {
      expect(parseYoutubeVideoId(input), input).toEqual({ ok: true, videoId: "dQw4w9WgXcQ" });
    }
  });
});
