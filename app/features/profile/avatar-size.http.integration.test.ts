import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { profiles } from "~/platform/db/schema";

import { sendRaw } from "../../../tests/support/raw-http";
import { startHttpApp } from "../../../tests/support/http-app";
import { DRAIN_MAX_BYTES } from "~/platform/http/body-limit.server";

import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_QUERY } from "./avatar.server";

/** C3 over HTTP: a 50 MB avatar upload to the running app is refused early, before it is read. */

const app = await startHttpApp();
const port = new URL(app.origin).port;
const FIFTY_MB = 50 * 1024 * 1024;
const BOUNDARY = "----marker-avatar-boundary";

/** A multipart body of `total` bytes, as a browser would stream it: the part header, then the picture's bytes. */
function* multipart(total: number): Generator<Buffer> {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  yield head;
  const chunk = Buffer.alloc(64 * 1024, 0xff);
  for (let sent = head.length; sent < total; sent += chunk.length) yield sent + chunk.length <= total ? chunk : chunk.subarray(0, total - sent);
}

describe("C3: a 50 MB avatar over HTTP", () => {
  it("C3: a 50 MB avatar is refused with the size message from its Content-Length, before the body is read, and with no length once past the limit", async () => {
    const student = await app.signedInStudent();
    const headers = { cookie: student.cookie, origin: app.origin, "content-type": `multipart/form-data; boundary=${BOUNDARY}` };

    const declared = await sendRaw(port, "POST", "/profile/avatar", { headers: { ...headers, "content-length": String(FIFTY_MB) }, body: multipart(FIFTY_MB) });
    expect(declared.status).toBe(413);
    expect(declared.body).toContain("The picture must be under 5 MB.");
    // Refused from the header: at most a few socket buffers were written before the answer came.
    expect(declared.sentBeforeAnswer).toBeLessThan(AVATAR_MAX_BYTES);

    const chunked = await sendRaw(port, "POST", "/profile/avatar", { headers, body: multipart(FIFTY_MB) });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toContain("The picture must be under 5 MB.");
    // Read only up to the limit (plus what was in flight), never the 50 MB.
    expect(chunked.sentBeforeAnswer).toBeLessThan(AVATAR_MAX_BYTES + 8 * 1024 * 1024);

    const [profile] = await app.database.db.select({ avatarKey: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, student.id));
    expect(profile!.avatarKey).toBeNull();
  });
});

/** The headers of a browser posting the profile page's own avatar form (no JavaScript) with a body of `total` bytes. */
function profileFormHeaders(cookie: string, total: number): Record<string, string> {
  return {
    cookie,
    origin: app.origin,
    referer: `${app.origin}/profile`,
    accept: "text/html,application/xhtml+xml",
    "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    "content-length": String(total),
  };
}

describe("a 20 MB avatar sent by the profile page's own form", () => {
  it("is sent back to /profile with the too-large banner's query (303), not a bare error page, and nothing is saved", async () => {
    const student = await app.signedInStudent();
    const total = 20 * 1024 * 1024;
    const answer = await sendRaw(port, "POST", "/profile/avatar", {
      headers: profileFormHeaders(student.cookie, total),
      body: multipart(total),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`/profile?${AVATAR_TOO_LARGE_QUERY}`);
    // The answer comes once the browser has sent the whole form: Chromium shows "connection reset" for one that
    // comes while it is still sending (the no-JavaScript journey in tests/e2e/profile.spec.ts).
    expect(answer.sentBeforeAnswer).toBe(total);
    const [profile] = await app.database.db.select({ avatarKey: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, student.id));
    expect(profile!.avatarKey).toBeNull();
  });
});

describe("a form body past what a refused form may send", () => {
  it("is not read to its end: past DRAIN_MAX_BYTES the connection is closed", async () => {
    const student = await app.signedInStudent();
    const total = DRAIN_MAX_BYTES + 16 * 1024 * 1024;
    const sent = sendRaw(port, "POST", "/profile/avatar", {
      headers: profileFormHeaders(student.cookie, total),
      body: multipart(total),
    });
    await expect(sent).rejects.toThrow(/ECONNRESET|socket hang up|EPIPE/);
  });
});
