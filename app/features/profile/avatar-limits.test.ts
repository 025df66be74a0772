import { describe, expect, it } from "vitest";

import { profileFailureNotice } from "~/features/account/profile-notices.server";
import { imageFailureMessages } from "~/platform/images/process-image.server";

import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, AVATAR_TOO_LARGE_QUERY, avatarFileProblem } from "./avatar-limits";

describe("the avatar's size limit, in the browser and on the server", () => {
  it("refuses a picture over 5 MB before it is sent, with the words the server uses for it", () => {
    expect(avatarFileProblem({ size: 20 * 1024 * 1024 })).toBe(AVATAR_TOO_LARGE);
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES + 1 })).toBe(AVATAR_TOO_LARGE);
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ size: 0 })).toBeNull();
    expect(avatarFileProblem(undefined)).toBeNull();
    expect(AVATAR_TOO_LARGE).toBe(imageFailureMessages(AVATAR_MAX_BYTES)["too-large"]);
    expect(AVATAR_TOO_LARGE).toContain("under 5 MB");
  });

  it("sends a form the body limit refused back to /profile's own banner for a picture that is too large", () => {
    expect(profileFailureNotice("avatar", new URLSearchParams(AVATAR_TOO_LARGE_QUERY))).toBe(AVATAR_TOO_LARGE);
  });
});
