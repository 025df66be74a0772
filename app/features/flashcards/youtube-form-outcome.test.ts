import { describe, expect, it } from "vitest";

import { featureGateMessage, planStateFor } from "~/features/billing";

import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "./rules";
import { readYoutubeFormOutcome, youtubeFailureAddress, youtubeMadeAddress } from "./youtube-form-outcome";

const SCAM = "Your account is suspended. Email your password to help@evil.example";
const SET = { id: "8d9a3c1e-4b7f-4e2a-9c1d-2f6e8a0b5c3d", title: "YouTube Generated - 5 Mar 2026", cardCount: 12, offline: true };

/** The outcome the page reads from the address a form was sent to. */
const outcomeOf = (address: string, sets = [SET]) => readYoutubeFormOutcome(new URL(address, "http://marker.test").searchParams, sets);

describe("'Generate from YouTube' without JavaScript: the outcome in the address", () => {
  it("sends a failure back to the panel as a code, with the link typed, and reads the spec's message for it", () => {
    const address = youtubeFailureAddress(FLASHCARD_MESSAGES.youtubeBadUrl, "https://vimeo.com/123456");
    expect(address).toBe("/flashcards?youtube=failed&reason=bad-url&url=https%3A%2F%2Fvimeo.com%2F123456#generate-from-youtube");
    expect(outcomeOf(address)).toEqual({ kind: "failed", message: FLASHCARD_MESSAGES.youtubeBadUrl, onField: true, url: "https://vimeo.com/123456" });

    // The link's own mistakes go under the field; the others in the panel.
    expect(outcomeOf(youtubeFailureAddress(FLASHCARD_MESSAGES.youtubeEmpty, ""))).toEqual({ kind: "failed", message: FLASHCARD_MESSAGES.youtubeEmpty, onField: true, url: "" });
    expect(outcomeOf(youtubeFailureAddress(FLASHCARD_MESSAGES.youtubeBadId, "https://youtu.be/short"))).toMatchObject({ message: FLASHCARD_MESSAGES.youtubeBadId, onField: true });
    for (const message of [
      FLASHCARD_MESSAGES.videoNotFound,
      FLASHCARD_MESSAGES.videoNoCards,
      FLASHCARD_MESSAGES.tooQuick,
      FLASHCARD_MESSAGES.youtubeTriesTooQuick,
      FLASHCARD_MESSAGES.tooManySets(FLASHCARD_LIMITS.setsPerUser),
      FLASHCARD_MESSAGES.generateFailed,
      FLASHCARD_MESSAGES.youtubeUnreachable,
    ]) {
      expect(outcomeOf(youtubeFailureAddress(message, "https://youtu.be/dQw4w9WgXcQ"))).toEqual({ kind: "failed", message, onField: false, url: "https://youtu.be/dQw4w9WgXcQ" });
    }
  });

  it("sends 'YouTube could not be reached' back as its own code, with the link typed kept for another try", () => {
    const address = youtubeFailureAddress(FLASHCARD_MESSAGES.youtubeUnreachable, "https://youtu.be/dQw4w9WgXcQ");
    expect(address).toBe("/flashcards?youtube=failed&reason=unreachable&url=https%3A%2F%2Fyoutu.be%2FdQw4w9WgXcQ#generate-from-youtube");
    expect(outcomeOf(address)).toEqual({ kind: "failed", message: FLASHCARD_MESSAGES.youtubeUnreachable, onField: false, url: "https://youtu.be/dQw4w9WgXcQ" });
  });

  it("never carries a message's text: one that is not the panel's becomes the general message", () => {
    for (const message of [SCAM, "Upgrade to Premium plan to access this feature"]) {
      const address = youtubeFailureAddress(message, "");
      expect(address).toBe("/flashcards?youtube=failed&reason=failed#generate-from-youtube");
      expect(outcomeOf(address)).toMatchObject({ message: FLASHCARD_MESSAGES.generateFailed });
    }
  });

  it("sends the feature gate's refusal back as its own code and reads the gate's words, as the JSON path says them", () => {
    const onTrial = planStateFor({ trialEndsAt: new Date(Date.now() + 86_400_000) });
    const onBasic = planStateFor({ trialEndsAt: new Date(0) }, { plan: "basic", status: "active", currentPeriodEnd: null, cancelAtPeriodEnd: false });
    const trialEnded = planStateFor({ trialEndsAt: new Date(0) });
    const cancelled = planStateFor({ trialEndsAt: new Date(0) }, { plan: "standard", status: "canceled", currentPeriodEnd: null, cancelAtPeriodEnd: false });
    for (const [state, reason, message] of [
      [onTrial, "upgrade", "Upgrade to Standard plan to access this feature"],
      [onBasic, "upgrade", "Upgrade to Standard plan to access this feature"],
      [trialEnded, "subscribe", "Please subscribe to access this feature"],
      [cancelled, "subscribe", "Please subscribe to access this feature"],
    ] as const) {
      // What the gate refuses the request with (requireFeature's AppError carries featureGateMessage).
      const refusal = featureGateMessage(state, "youtubeFlashcards");
      expect(refusal).toBe(message);
      const address = youtubeFailureAddress(refusal, "https://youtu.be/dQw4w9WgXcQ");
      expect(address).toBe(`/flashcards?youtube=failed&reason=${reason}&url=https%3A%2F%2Fyoutu.be%2FdQw4w9WgXcQ#generate-from-youtube`);
      expect(outcomeOf(address)).toEqual({ kind: "failed", message, onField: false, url: "https://youtu.be/dQw4w9WgXcQ" });
    }
  });

  it("shows only the app's own words for a crafted address", () => {
    for (const reason of [SCAM, "__proto__", "constructor", "toString", ""]) {
      const outcome = outcomeOf(`/flashcards?youtube=failed&reason=${encodeURIComponent(reason)}&message=${encodeURIComponent(SCAM)}`);
      expect(outcome).toEqual({ kind: "failed", message: FLASHCARD_MESSAGES.generateFailed, onField: false, url: "" });
    }
    expect(outcomeOf(`/flashcards?youtube=made&set=${SET.id}&notice=${encodeURIComponent(SCAM)}&title=${encodeURIComponent(SCAM)}`)).toEqual({
      kind: "made",
      title: SET.title,
      cards: 12,
      notice: FLASHCARD_MESSAGES.videoSuccess,
      offline: true,
    });
    expect(outcomeOf(`/flashcards?youtube=${encodeURIComponent(SCAM)}`)).toBeNull();
    expect(outcomeOf("/flashcards")).toBeNull();
  });

  it("gives back only what could be a link: a crafted sentence in the address never reaches the field", () => {
    const crafted = "MARKER SECURITY NOTICE: confirm your password at marker-login.example";
    expect(outcomeOf(`/flashcards?youtube=failed&reason=bad-url&url=${encodeURIComponent(crafted)}`)).toMatchObject({ kind: "failed", url: "" });
    expect(outcomeOf(`/flashcards?youtube=failed&reason=bad-url&url=${encodeURIComponent("youtube")}`)).toMatchObject({ url: "" });
    // What a student really types stays, valid or not.
    for (const typed of ["https://vimeo.com/123456", "youtu.be/abc", "www.youtube.com/watch?v=tooShort"]) {
      expect(outcomeOf(`/flashcards?youtube=failed&reason=bad-url&url=${encodeURIComponent(typed)}`)).toMatchObject({ url: typed });
    }
  });

  it("gives the link back only as long as the panel accepts it", () => {
    const long = `https://www.youtube.com/watch?v=dQw4w9WgXcQ&pad=${"x".repeat(10_000)}`;
    const outcome = outcomeOf(youtubeFailureAddress(FLASHCARD_MESSAGES.youtubeBadUrl, long));
    expect(outcome?.kind === "failed" && outcome.url).toBe(long.slice(0, FLASHCARD_LIMITS.youtubeUrlCharacters));
    expect(outcomeOf(`/flashcards?youtube=failed&reason=bad-url&url=${encodeURIComponent(long)}`)).toMatchObject({ url: long.slice(0, FLASHCARD_LIMITS.youtubeUrlCharacters) });
  });

  it("sends a made set to its place on page 1 with the notice's code, and reads its title and cards from the student's sets", () => {
    const address = youtubeMadeAddress({ setId: SET.id, notice: FLASHCARD_MESSAGES.videoNote });
    expect(address).toBe(`/flashcards?youtube=made&set=${SET.id}&notice=note#set-${SET.id}-title`);
    expect(outcomeOf(address)).toEqual({ kind: "made", title: SET.title, cards: 12, notice: FLASHCARD_MESSAGES.videoNote, offline: true });
    expect(outcomeOf(youtubeMadeAddress({ setId: SET.id, notice: FLASHCARD_MESSAGES.videoSuccess }))).toMatchObject({ notice: FLASHCARD_MESSAGES.videoSuccess });
    expect(outcomeOf(youtubeMadeAddress({ setId: SET.id, notice: FLASHCARD_MESSAGES.videoInstructionsIgnored }))).toMatchObject({
      notice: FLASHCARD_MESSAGES.videoInstructionsIgnored,
    });
    const guidance = youtubeMadeAddress({ setId: SET.id, notice: FLASHCARD_MESSAGES.videoAllGuidance });
    expect(guidance).toBe(`/flashcards?youtube=made&set=${SET.id}&notice=guidance#set-${SET.id}-title`);
    expect(outcomeOf(guidance)).toMatchObject({ notice: FLASHCARD_MESSAGES.videoAllGuidance });
    // A set that is not among the student's own (someone else's, or deleted since) shows nothing.
    expect(outcomeOf(address, [])).toBeNull();
  });
});
