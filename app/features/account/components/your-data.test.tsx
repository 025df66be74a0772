import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { DELETE_MESSAGES } from "../delete-account.server";

import { YourData } from "./your-data";

function render(exportError: string | null = null) {
  const router = createMemoryRouter([{ path: "/profile", element: <YourData hasPassword exportError={exportError} deleteError={null} /> }], {
    initialEntries: ["/profile"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("YourData", () => {
  it("tells a student who types 'delete' in lower case what to type, in the app's words, before the form is sent", () => {
    const html = render();
    const field = /<input[^>]*name="confirmation"[^>]*>/.exec(html)?.[0] ?? "";
    expect(field).toContain('pattern="DELETE"');
    // The browser shows the title with its own "match the requested format" line.
    expect(field).toContain(`title="${DELETE_MESSAGES.confirm}"`);
  });

  it("says the download is one ZIP file, and keeps an empty status region ready for 'Your download has started'", () => {
    const html = render();
    expect(html).toContain("One ZIP file (open it like a folder) with everything Marker keeps about you");
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
    const password = /<input[^>]*name="password"[^>]*>/.exec(html)?.[0] ?? "";
    expect(password).not.toContain("aria-invalid");
  });

  it("after a wrong password, the message can take focus and the password field is invalid and described by it", () => {
    const html = render("Incorrect password. Please try again.");
    const message = /<p id="([^"]+)" tabindex="-1"[^>]*>Incorrect password\. Please try again\.<\/p>/.exec(html);
    expect(message).not.toBeNull();
    const password = /<input[^>]*name="password"[^>]*>/.exec(html)?.[0] ?? "";
    expect(password).toContain('aria-invalid="true"');
    expect(password).toContain(`aria-describedby="${message![1]}"`);
  });
});
