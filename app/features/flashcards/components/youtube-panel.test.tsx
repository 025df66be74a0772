import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { YoutubePanel, type YoutubePanelProps } from "./youtube-panel";

function render(props: YoutubePanelProps) {
  const router = createMemoryRouter([{ path: "/", element: <YoutubePanel {...props} /> }]);
  // React marks the joins between text pieces with empty comments; the reader sees one text.
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("YoutubePanel", () => {
  it("shows the heading, a labelled url input, a Generate button disabled while the input is empty, the tips and the supported forms", () => {
    const html = render({ allowed: true, requiredPlan: "Standard", hasPlan: true });
    expect(html).toContain("Generate from YouTube");
    expect(html).toMatch(/<label[^>]*>YouTube video URL<\/label>/);
    expect(html).toMatch(/<input[^>]*type="url"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Generate<\/button>/);
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
});
