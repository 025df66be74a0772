import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { AvatarForm, type AvatarOutcome } from "./avatar-form";

/** The form on /profile, in a data router (it revalidates the page's data after an upload sent in the background). */
const render = (outcome: AvatarOutcome) => {
  const router = createMemoryRouter([{ path: "/profile", element: <AvatarForm avatarUrl={null} initials="AL" outcome={outcome} /> }], {
    initialEntries: ["/profile"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
};

/** The box that takes focus when the page loads with an outcome, and what it says. */
const outcomeBox = (html: string) => /<div role="status" tabindex="-1"[^>]*><div data-tone="(\w+)"[^>]*>([^<]*)<\/div><\/div>/.exec(html);

describe("the avatar's outcome after an upload or a removal", () => {
  it("is a status in a box that takes focus, since it is in the page before a screen reader looks", () => {
    for (const [outcome, tone, words] of [
      [{ kind: "saved" }, "success", "Your picture has been updated."],
      [{ kind: "removed" }, "success", "Your picture has been removed."],
      [{ kind: "failed", message: "Error uploading avatar. Please try again." }, "danger", "Error uploading avatar. Please try again."],
    ] as const) {
      const html = render(outcome);
      const box = outcomeBox(html);
      expect(box, words).not.toBeNull();
      expect(box!.slice(1)).toEqual([tone, words]);
      // Said once: the box is the status, the banner inside is not announced a second time (nor as an alert).
      expect(html.split(words)).toHaveLength(2);
      expect(html).not.toContain('role="alert"');
    }
  });

  it("shows no box when there is no outcome", () => {
    expect(render(null)).not.toContain('tabindex="-1"');
  });
});
