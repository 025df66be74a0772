import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { handleOpenMenuKey, SiteHeader } from "./site-header";

/** Records what the open menu was asked to do, in order. */
function menuSpy() {
  const calls: string[] = [];
  return { calls, menu: { close: () => calls.push("close"), focusButton: () => calls.push("focus button") } };
}

describe("the mobile menu's keys (390 px)", () => {
  it("Escape closes the menu and gives focus back to the menu button (WCAG 2.4.3), not to the page", () => {
    const { calls, menu } = menuSpy();
    expect(handleOpenMenuKey("Escape", menu)).toBe(true);
    expect(calls).toEqual(["close", "focus button"]);
  });

  it("leaves other keys to the page: Tab and Enter move through and follow the menu's links", () => {
    for (const key of ["Tab", "Enter", " ", "ArrowDown", "Esc"]) {
      const { calls, menu } = menuSpy();
      expect(handleOpenMenuKey(key, menu)).toBe(false);
      expect(calls).toEqual([]);
    }
  });

  it("is a real, named button that controls the menu, so focus has somewhere to return to", () => {
    const router = createMemoryRouter([{ path: "/", element: <SiteHeader user={null} /> }], { initialEntries: ["/"] });
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    const button = /<button type="button"[^>]*aria-label="Open menu"[^>]*>/.exec(html)?.[0] ?? "";
    expect(button).toContain('aria-expanded="false"');
    const controls = /aria-controls="([^"]+)"/.exec(button)?.[1];
    expect(controls).toBeTruthy();
    expect(html).toContain(`<div id="${controls}" hidden=""`);
  });
});
