import { describe, expect, it } from "vitest";

import { meta } from "./auth";

/** The document title /auth gives at an address (React Router reads meta again when the query changes). */
function titleAt(search: string): unknown {
  const args = { location: { pathname: "/auth", search, hash: "", state: null, key: "default" } } as unknown as Parameters<typeof meta>[0];
  return meta(args);
}

describe("/auth's document title", () => {
  it("follows the form shown, as its heading does: sign in, sign up, reset the password", () => {
    expect(titleAt("")).toEqual([{ title: "Marker - Sign In" }]);
    expect(titleAt("?redirectTo=%2Fdashboard")).toEqual([{ title: "Marker - Sign In" }]);
    expect(titleAt("?mode=signup")).toEqual([{ title: "Marker - Sign Up" }]);
    expect(titleAt("?mode=signup&redirectTo=%2Fdashboard")).toEqual([{ title: "Marker - Sign Up" }]);
    expect(titleAt("?mode=forgot")).toEqual([{ title: "Marker - Reset Your Password" }]);
    // An unknown mode shows the sign-in form (authModeFrom), and says so.
    expect(titleAt("?mode=other")).toEqual([{ title: "Marker - Sign In" }]);
  });
});
