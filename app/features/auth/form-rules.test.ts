import { describe, expect, it } from "vitest";

import { addressForReply, CONFIRMATION_LINK_LANDING, confirmationLinkOutcome, signInDestination } from "./form-rules";

const query = (value: string) => new URLSearchParams(value);

describe("where /auth sends the student after signing in", () => {
  it("never carries an error a link left on the wanted page", () => {
    expect(signInDestination("/dashboard?error=INVALID_TOKEN")).toBe("/dashboard");
    expect(signInDestination("/subjects/history?board=ocr&error=TOKEN_EXPIRED")).toBe("/subjects/history?board=ocr");
    expect(signInDestination("/subjects/history?board=ocr")).toBe("/subjects/history?board=ocr");
    expect(signInDestination(null)).toBe("/dashboard");
    expect(signInDestination("//evil.example/?error=x")).toBe("/dashboard");
  });

  it("never leaves the site, whatever dot segments or encodings the wanted page hides a second slash behind", () => {
    const tricks = [
      "/.//evil.example/phish?error=x",
      "/x/..//evil.example?error=1",
      "/%2e//evil.example?error=1",
      "/.//evil.example/phish",
      "/a/../..//evil.example",
      "/./\\evil.example",
    ];
    for (const wanted of tricks) {
      const destination = signInDestination(wanted);
      expect(destination.startsWith("/"), wanted).toBe(true);
      expect(destination.startsWith("//"), wanted).toBe(false);
      // What a browser makes of it: the same site.
      expect(new URL(destination, "https://marker.example").origin, wanted).toBe("https://marker.example");
    }
    // A normalised same-site path is still followed.
    expect(signInDestination("/subjects/./history?error=x")).toBe("/subjects/history");
  });
});

describe("what /auth says about the email-confirmation link it was reached from", () => {
  it("tells a link that failed from one opened again once the account is confirmed", () => {
    const landing = new URL(CONFIRMATION_LINK_LANDING, "http://marker.test");
    expect(landing.pathname).toBe("/auth");
    expect(confirmationLinkOutcome(landing.searchParams)).toBe("confirmed");
    landing.searchParams.set("error", "INVALID_TOKEN");
    expect(confirmationLinkOutcome(landing.searchParams)).toBe("invalid");
    expect(confirmationLinkOutcome(query("emailLink=confirm&error=TOKEN_EXPIRED"))).toBe("invalid");
  });

  it("recognises a failed link sent before the landing page existed (its error inside redirectTo)", () => {
    expect(confirmationLinkOutcome(query("redirectTo=%2Fdashboard%3Ferror%3DINVALID_TOKEN"))).toBe("invalid");
  });

  it("says nothing on an ordinary visit", () => {
    expect(confirmationLinkOutcome(query(""))).toBeNull();
    expect(confirmationLinkOutcome(query("redirectTo=%2Fdashboard"))).toBeNull();
    expect(confirmationLinkOutcome(query("mode=signup&error=x"))).toBeNull();
  });
});

describe("the address after a reply", () => {
  it("moves to sign-in after a sign-up that waits for its confirmation, keeping where to go next", () => {
    expect(addressForReply("signin", query("mode=signup"))).toBe("/auth");
    expect(addressForReply("signin", query("mode=signup&redirectTo=%2Fprofile"))).toBe("/auth?redirectTo=%2Fprofile");
  });

  it("stays when it already names the form shown", () => {
    expect(addressForReply("signup", query("mode=signup"))).toBeNull();
    expect(addressForReply("signin", query(""))).toBeNull();
    expect(addressForReply("forgot", query("mode=forgot"))).toBeNull();
  });
});
