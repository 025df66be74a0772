import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { flashcardSets } from "~/platform/db/schema";

import { startHttpApp } from "../../tests/support/http-app";

/**
 * "Generate from YouTube" over HTTP when YouTube cannot be reached (the embedded default with no network):
 * nothing is saved, the student is told YouTube could not be reached and to try again later, and the link
 * they typed stays in the field. YOUTUBE_BASE_URL points at a loopback port where nothing listens.
 */
async function refusingUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

setModelCaller(undefined);
const app = await startHttpApp({ YOUTUBE_BASE_URL: await refusingUrl() });
afterAll(() => setModelCaller(undefined));

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const LINK = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

const setsOf = async (userId: string) => app.database.db.select().from(flashcardSets).where(eq(flashcardSets.userId, userId));

describe("'Generate from YouTube' when YouTube cannot be reached", () => {
  it("answers the panel's fetch with 502 and the message, and saves nothing however often it is tried", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await app.request("/api/flashcards/youtube", {
        method: "POST",
        cookie: student.cookie,
        headers: { "Content-Type": "application/json", Origin: app.origin, Accept: "application/json" },
        body: JSON.stringify({ url: LINK }),
      });
      expect([response.status, await response.json()]).toEqual([
        502,
        { error: { code: "UPSTREAM_FAILED", message: "We couldn't reach YouTube just now, so no flashcards were made. Please try again later." } },
      ]);
    }
    expect(await setsOf(student.id)).toEqual([]);
  });

  it("sends the form without JavaScript back to the panel with the message and the link typed, and saves nothing", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const response = await app.request("/api/flashcards/youtube", {
      method: "POST",
      cookie: student.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.origin, Accept: BROWSER_ACCEPT },
      body: new URLSearchParams({ url: LINK }),
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toBe(`/flashcards?youtube=failed&reason=unreachable&url=${encodeURIComponent(LINK)}#generate-from-youtube`);
    const page = await app.request(location.split("#")[0]!, { cookie: student.cookie, headers: { Accept: BROWSER_ACCEPT } });
    expect(page.status).toBe(200);
    const html = (await page.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
    expect(html).toContain(FLASHCARD_MESSAGES.youtubeUnreachable);
    expect(html).not.toContain("general guidance");
    expect(html).toMatch(/<input[^>]*name="url"[^>]*value="https:\/\/www.youtube.com\/watch\?v=dQw4w9WgXcQ"/);
    expect(await setsOf(student.id)).toEqual([]);
  });
});
