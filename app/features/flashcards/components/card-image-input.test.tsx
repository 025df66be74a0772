import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { imageFailureMessages } from "~/platform/images/process-image.server";

import { FLASHCARD_LIMITS } from "../rules";
import { CardImageInput, cardImageFileProblem, PICTURE_TOO_LARGE } from "./card-image-input";

const PICTURE = "flashcards/61626364/lq1x2y3z_0123456789abcdef0123456789abcdef.webp";

function render(options: { imageKey: string | null; description?: string }) {
  const description = { id: "d", name: "frontImageDescription", value: options.description ?? "", onChange: () => {} };
  // React marks the joins between text pieces with empty comments; the reader sees one text.
  return renderToString(<CardImageInput name="frontImageKey" side="front" defaultKey={options.imageKey} description={description} />).replaceAll("<!-- -->", "");
}

const fileInputOf = (html: string) => /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";

describe("CardImageInput", () => {
  it("refuses a picture over the server's 5 MB limit before sending it, in the server's words", () => {
    expect(cardImageFileProblem({ size: FLASHCARD_LIMITS.imageBytes + 1 })).toBe(PICTURE_TOO_LARGE);
    expect(cardImageFileProblem({ size: 20 * 1024 * 1024 })).toBe(PICTURE_TOO_LARGE);
    expect(cardImageFileProblem({ size: FLASHCARD_LIMITS.imageBytes })).toBeNull();
    expect(cardImageFileProblem(undefined)).toBeNull();
    expect(PICTURE_TOO_LARGE).toBe(imageFailureMessages(FLASHCARD_LIMITS.imageBytes)["too-large"]);
    expect(PICTURE_TOO_LARGE).toBe("That picture is too large. Please upload one under 5 MB.");
  });

  it("offers the browser's file input while the side has no picture", () => {
    const html = render({ imageKey: null });
    const input = fileInputOf(html);
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`<label for="${id}" class="block text-sm font-medium text-slate-900">Add a picture to the front</label>`);
    expect(input).not.toContain("sr-only");
    expect(input).not.toContain('tabindex="-1"');
    expect(html).not.toContain("Change picture");
  });

  it("once the side has a picture, hides the file input (no 'No file chosen' beside it) behind a labelled Change picture button", () => {
    const html = render({ imageKey: PICTURE, description: "A map" });
    const input = fileInputOf(html);
    // Still labelled and in the page (the button opens it), but out of sight and out of the tab order.
    expect(input).toContain('class="sr-only"');
    expect(input).toContain('tabindex="-1"');
    expect(html).toMatch(/<button type="button"[^>]*>Change picture<span class="sr-only"> on the front<\/span><\/button>/);
    expect(html).toMatch(/<button[^>]*>Remove picture from the front<\/button>/);
    expect(html).toContain('alt="Preview of the picture on the front"');
  });

  it("keeps a description whose picture was removed in its field, saying it waits for the next picture", () => {
    const html = render({ imageKey: null, description: "A map of Europe" });
    const field = /<input[^>]*name="frontImageDescription"[^>]*>/.exec(html)?.[0] ?? "";
    expect(field).toContain('type="text"');
    expect(field).toContain('value="A map of Europe"');
    expect(html).toContain("The picture was removed. This description is kept for the next picture you add on the front; it is not saved without one.");
    // With nothing written there is nothing to keep: the row sends an empty field, as before.
    expect(render({ imageKey: null })).toContain('<input type="hidden" name="frontImageDescription" value=""/>');
  });
});
