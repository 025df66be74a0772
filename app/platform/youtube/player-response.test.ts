import { describe, expect, it } from "vitest";

import { captionTracksOf, chooseCaptionTrack, playerResponseSchema, type CaptionTrack } from "./player-response";

const track = (languageCode: string, kind?: "asr"): CaptionTrack => ({ baseUrl: `/t?lang=${languageCode}${kind ? "&kind=asr" : ""}`, languageCode, ...(kind ? { kind } : {}) });

describe("chooseCaptionTrack", () => {
  it("takes a written track before an automatic one, whatever the language order", () => {
    expect(chooseCaptionTrack([track("en", "asr"), track("en-AU")])).toMatchObject({ languageCode: "en-AU", automatic: false });
  });

  it("takes en, en-US, en-GB, en-AU in that order, then any English", () => {
    expect(chooseCaptionTrack([track("en-AU"), track("en-GB"), track("en-US"), track("en")])?.languageCode).toBe("en");
    expect(chooseCaptionTrack([track("en-AU"), track("en-GB"), track("en-US")])?.languageCode).toBe("en-US");
    expect(chooseCaptionTrack([track("en-AU"), track("en-GB")])?.languageCode).toBe("en-GB");
    expect(chooseCaptionTrack([track("en-IE"), track("en-AU")])?.languageCode).toBe("en-AU");
    expect(chooseCaptionTrack([track("de"), track("en-IE")])?.languageCode).toBe("en-IE");
  });

  it("falls back to automatic English, and to nothing without English", () => {
    expect(chooseCaptionTrack([track("fr"), track("en-GB", "asr")])).toMatchObject({ languageCode: "en-GB", automatic: true });
    expect(chooseCaptionTrack([track("fr"), track("es", "asr")])).toBeNull();
    expect(chooseCaptionTrack([])).toBeNull();
  });

  it("reads automatic tracks marked only by their vssId", () => {
    expect(chooseCaptionTrack([{ baseUrl: "/a", vssId: "a.en" }, { baseUrl: "/b", vssId: ".en-GB" }])).toMatchObject({ baseUrl: "/b", automatic: false, language: "en-GB" });
  });
});

describe("captionTracksOf", () => {
  it("skips malformed tracks and ignores unknown fields", () => {
    const response = playerResponseSchema.parse({
      extra: { anything: true },
      captions: { playerCaptionsTracklistRenderer: { captionTracks: [{ languageCode: "en" }, 7, { baseUrl: "/ok", languageCode: "en", isTranslatable: true }] } },
    });
    expect(captionTracksOf(response)).toEqual([{ baseUrl: "/ok", languageCode: "en" }]);
  });
});
