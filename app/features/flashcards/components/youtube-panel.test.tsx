import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { CARD_CLASSES } from "~/ui/card";

import { FLASHCARD_MESSAGES } from "../rules";
import { YoutubePanel, type YoutubePanelProps } from "./youtube-panel";

function render(props: YoutubePanelProps) {
  const router = createMemoryRouter([{ path: "/", element: <YoutubePanel {...props} /> }]);
  // React marks the joins between text pieces with empty comments; the reader sees one text.
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("YoutubePanel", () => {
  it("shows the heading, a labelled url input, a Generate button, the tips and the supported forms", () => {
    const html = render({ allowed: true, requiredPlan: "Standard", hasPlan: true });
    expect(html).toContain("Generate from YouTube");
    expect(html).toMatch(/<label[^>]*>YouTube video URL<\/label>/);
    expect(html).toMatch(/<input[^>]*type="url"/);
    // Disabled while the input is empty once the page runs (tests/e2e/flashcards-youtube.spec.ts); in the server's
    // HTML it is enabled, because without JavaScript nothing could enable it as the student types.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Generate<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Generate<\/button>/);
    expect(html).toContain("Use educational videos");
    expect(html).toContain("Videos of 5+ minutes work better.");
    expect(html).toContain("captions");
    expect(html).toContain("youtu.be/…");
  });

  it("shows the gate's texts to a plan without the feature", () => {
    const html = render({ allowed: false, requiredPlan: "Standard", hasPlan: true });
    expect(html).toContain("Generate from YouTube");
    expect(html).toContain("Standard Plan Required");
    expect(html).toContain("Upgrade to Standard plan to access this feature");
    expect(html).toContain("Upgrade to Standard");
    expect(html).not.toContain("<input");
    expect(render({ allowed: false, requiredPlan: "Standard", hasPlan: false })).toContain("Please subscribe to access this feature");
  });

  it("works without JavaScript: the form posts the link to /api/flashcards/youtube", () => {
    const html = render({ allowed: true, requiredPlan: "Standard", hasPlan: true });
    const form = /<form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/flashcards/youtube"');
    expect(html).toMatch(/<input[^>]*name="url"/);
    expect(html).toContain('id="generate-from-youtube"');
  });

  it("shows a failure the form came back with: the link's mistakes under the field with the link kept, others in the panel", () => {
    const onField = render({
      allowed: true,
      requiredPlan: "Standard",
      hasPlan: true,
      outcome: { kind: "failed", message: FLASHCARD_MESSAGES.youtubeBadUrl, onField: true, url: "https://vimeo.com/123456" },
    });
    expect(onField).toMatch(/<input[^>]*aria-invalid="true"[^>]*value="https:\/\/vimeo.com\/123456"/);
    expect(onField).toContain(FLASHCARD_MESSAGES.youtubeBadUrl);
    expect(onField).toMatch(/<button[^>]*type="submit"[^>]*>Generate<\/button>/);

    const inPanel = render({
      allowed: true,
      requiredPlan: "Standard",
      hasPlan: true,
      outcome: { kind: "failed", message: FLASHCARD_MESSAGES.tooQuick, onField: false, url: "https://youtu.be/dQw4w9WgXcQ" },
    });
    expect(inPanel).toMatch(new RegExp(`role="alert"[^>]*>${FLASHCARD_MESSAGES.tooQuick}<`));
    expect(inPanel).toMatch(/<input[^>]*value="https:\/\/youtu.be\/dQw4w9WgXcQ"/);
    expect(inPanel).not.toContain('aria-invalid="true"');
  });

  it("says what was made when the form came back with a new set, as it does with JavaScript", () => {
    const html = render({
      allowed: true,
      requiredPlan: "Standard",
      hasPlan: true,
      outcome: { kind: "made", title: "YouTube Generated - 5 Mar 2026", cards: 12, notice: FLASHCARD_MESSAGES.videoSuccess, offline: true },
    });
    expect(html).toContain(FLASHCARD_MESSAGES.videoSuccess);
    expect(html).toContain("Saved &quot;YouTube Generated - 5 Mar 2026&quot; with 12 cards.");
    expect(html.replaceAll("&#x27;", "'")).toContain(FLASHCARD_MESSAGES.videoOffline);
    expect(html).toMatch(/<input[^>]*value=""/);
  });

  it("wraps the saved set's title rather than widen a narrow screen, and keeps the link after YouTube could not be reached", () => {
    const made = render({
      allowed: true,
      requiredPlan: "Standard",
      hasPlan: true,
      outcome: { kind: "made", title: "YouTube Generated - 5 Mar 2026", cards: 5, notice: FLASHCARD_MESSAGES.videoAllGuidance, offline: false },
    });
    expect(/<p class="([^"]*)">Saved &quot;/.exec(made)?.[1]).toMatch(/min-w-0.*break-words.*\[overflow-wrap:anywhere\]/);
    expect(made.replaceAll("&#x27;", "'")).toContain(FLASHCARD_MESSAGES.videoAllGuidance);

    const unreachable = render({
      allowed: true,
      requiredPlan: "Standard",
      hasPlan: true,
      outcome: { kind: "failed", message: FLASHCARD_MESSAGES.youtubeUnreachable, onField: false, url: "https://youtu.be/dQw4w9WgXcQ" },
    });
    expect(unreachable.replaceAll("&#x27;", "'")).toMatch(new RegExp(`role="alert"[^>]*>${FLASHCARD_MESSAGES.youtubeUnreachable}<`));
    expect(unreachable).toMatch(/<input[^>]*value="https:\/\/youtu.be\/dQw4w9WgXcQ"/);
  });

  it("draws one card: one border and one padding", () => {
    const html = render({ allowed: true, requiredPlan: "Standard", hasPlan: true, className: "mt-8" });
    expect(html.split(CARD_CLASSES).length - 1).toBe(1);
    expect(html).toMatch(/^<section id="generate-from-youtube"[^>]*class="mt-8"/);
  });
});
