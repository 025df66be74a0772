import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { DELETE_MESSAGES } from "../delete-account.server";

import { YourData } from "./your-data";

function render() {
  const router = createMemoryRouter([{ path: "/profile", element: <YourData hasPassword exportError={null} deleteError={null} /> }], { initialEntries: ["/profile"] });
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
});
