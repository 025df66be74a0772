import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { flashcardSets } from "~/platform/db/schema";
import { CARD_CLASSES } from "~/ui/card";

import { startFakeYoutubeServer } from "../../tests/fakes/youtube-server";
import { startHttpApp } from "../../tests/support/http-app";

/**
 * "Generate from YouTube" without JavaScript, over HTTP: the browser posts the panel's form to
 * /api/flashcards/youtube and comes back to /flashcards (a page, never JSON), and the page shows the outcome
 * from codes in the address only. Fetch callers keep their JSON. No model is configured: the offline
 * generator makes the cards from the fake YouTube's captions.
 */
const youtube = await startFakeYoutubeServer();
setModelCaller(undefined);
const app = await startHttpApp({ YOUTUBE_BASE_URL: youtube.url });
afterAll(async () => {
  setModelCaller(undefined);
  await youtube.stop();
});

/** What Chromium sends with a form's navigation. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const SCAM = "Your account is suspended. Email your password to help@evil.example";

/** The panel's form as a browser without JavaScript posts it. */
function postPanelForm(url: string, cookie?: string) {
  return app.request("/api/flashcards/youtube", {
    method: "POST",
    cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.origin, Accept: BROWSER_ACCEPT },
    body: new URLSearchParams({ url }),
  });
}

async function page(path: string, cookie: string) {
  const response = await app.request(path, { cookie, headers: { Accept: BROWSER_ACCEPT } });
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** A fresh video id (11 characters) with English captions on the fake YouTube. */
function captionedVideo() {
  const id = randomUUID().replace(/-/g, "").slice(0, 11);
  youtube.setVideo(id, { title: "Photosynthesis explained", description: "How plants make food.", tracks: [{ languageCode: "en" }] });
  return id;
}

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** The opening tags of the elements that enclose position `at` of server-rendered HTML. */
function enclosingTags(html: string, at: number): string[] {
  const open: { name: string; tag: string }[] = [];
  for (const match of html.slice(0, at).matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g)) {
    const [tag, closing, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    if (closing) {
      const index = open.map((element) => element.name).lastIndexOf(name);
      if (index >= 0) open.length = index;
    } else if (!selfClosing && !VOID_ELEMENTS.has(name)) {
      open.push({ name, tag });
    }
  }
  return open.map((element) => element.tag);
}

describe("'Generate from YouTube' without JavaScript", () => {
  it("makes the set and sends the browser (303) to it on /flashcards, which says what was made", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const response = await postPanelForm(`https://www.youtube.com/watch?v=${captionedVideo()}`, student.cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("content-type") ?? "").not.toContain("application/json");
    const location = response.headers.get("location")!;
    const made = /^\/flashcards\?youtube=made&set=([0-9a-f-]{36})&notice=success#set-\1-title$/.exec(location);
    expect(made, location).not.toBeNull();
    const [set] = await app.database.db
      .select()
      .from(flashcardSets)
      .where(and(eq(flashcardSets.id, made![1]!), eq(flashcardSets.userId, student.id)));
    expect(set).toMatchObject({ source: "youtube", offline: true });

    const html = await page(location.split("#")[0]!, student.cookie);
    expect(html).toContain(FLASHCARD_MESSAGES.videoSuccess);
    expect(html).toContain(`Saved &quot;${set!.title}&quot; with ${set!.cardCount} cards.`);
    expect(html).toContain(`id="set-${set!.id}-title"`);
  });

  it("comes back to the panel with the spec's message and the link typed, the address carrying only a code", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const refused = await postPanelForm("https://vimeo.com/123456", student.cookie);
    expect(refused.status).toBe(303);
    const location = refused.headers.get("location")!;
    expect(location).toBe("/flashcards?youtube=failed&reason=bad-url&url=https%3A%2F%2Fvimeo.com%2F123456#generate-from-youtube");
    const html = await page(location.split("#")[0]!, student.cookie);
    expect(html).toContain(FLASHCARD_MESSAGES.youtubeBadUrl);
    expect(html).toMatch(/<input[^>]*name="url"[^>]*value="https:\/\/vimeo.com\/123456"/);

    const missing = await postPanelForm("https://youtu.be/NoSuchVid00", student.cookie);
    expect(missing.headers.get("location")).toBe("/flashcards?youtube=failed&reason=not-found&url=https%3A%2F%2Fyoutu.be%2FNoSuchVid00#generate-from-youtube");
    expect(await page(missing.headers.get("location")!.split("#")[0]!, student.cookie)).toContain(FLASHCARD_MESSAGES.videoNotFound);

    const empty = await postPanelForm("   ", student.cookie);
    expect(empty.headers.get("location")).toBe("/flashcards?youtube=failed&reason=empty&url=+++#generate-from-youtube");
    expect(await page(empty.headers.get("location")!.split("#")[0]!, student.cookie)).toContain(FLASHCARD_MESSAGES.youtubeEmpty);
  });

  it("never shows text from the address bar, nor another student's set", async () => {
    const owner = await app.signedInStudent({ plan: "standard" });
    const made = await postPanelForm(`https://youtu.be/${captionedVideo()}`, owner.cookie);
    const otherSetId = /set=([0-9a-f-]{36})/.exec(made.headers.get("location")!)![1]!;

    const student = await app.signedInStudent({ plan: "standard" });
    const scam = encodeURIComponent(SCAM);
    const crafted = await page(`/flashcards?youtube=failed&reason=${scam}&message=${scam}`, student.cookie);
    expect(crafted).not.toContain("help@evil.example");
    expect(crafted).toContain(FLASHCARD_MESSAGES.generateFailed);
    const proto = await page(`/flashcards?youtube=failed&reason=__proto__`, student.cookie);
    expect(proto).toContain(FLASHCARD_MESSAGES.generateFailed);

    const someoneElses = await page(`/flashcards?youtube=made&set=${otherSetId}&notice=${scam}`, student.cookie);
    expect(someoneElses).not.toContain("help@evil.example");
    expect(someoneElses).not.toContain(FLASHCARD_MESSAGES.videoSuccess);
    expect(someoneElses).not.toContain("Saved &quot;");
  });

  it("sends a signed-out browser to sign in, and back to /flashcards after", async () => {
    const response = await postPanelForm("https://youtu.be/dQw4w9WgXcQ");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/auth?redirectTo=%2Fflashcards");
  });

  it("still answers fetch callers with JSON", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const response = await app.request("/api/flashcards/youtube", {
      method: "POST",
      cookie: student.cookie,
      headers: { "Content-Type": "application/json", Origin: app.origin, Accept: "application/json" },
      body: JSON.stringify({ url: "https://vimeo.com/1" }),
    });
    expect([response.status, await response.json()]).toEqual([400, { error: { code: "BAD_REQUEST", message: FLASHCARD_MESSAGES.youtubeBadUrl } }]);
    const signedOut = await app.request("/api/flashcards/youtube", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.origin },
      body: JSON.stringify({ url: "https://youtu.be/dQw4w9WgXcQ" }),
    });
    expect(signedOut.status).toBe(401);
  });
});

describe("the YouTube panel on /flashcards", () => {
  it("is one card: one border and one padding, not a card inside a card", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const html = await page("/flashcards", student.cookie);
    const heading = html.indexOf(">Generate from YouTube</h2>");
    expect(heading).toBeGreaterThan(0);
    const cards = enclosingTags(html, heading).filter((tag) => tag.includes(CARD_CLASSES));
    expect(cards).toHaveLength(1);
  });
});
