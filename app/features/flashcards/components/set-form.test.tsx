import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { FLASHCARD_LIMITS } from "../rules";
import { SetForm } from "./set-form";

function render() {
  const element = <SetForm initial={{ title: "", cards: [] }} submitLabel="Create Set" />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />);
}

describe("SetForm", () => {
  it("lets a title of 120 emoji be typed: a field's maxlength counts UTF-16 units, two to an emoji", () => {
    const html = render();
    const maxLengthOf = (tag: string, name: string) => {
      const element = [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].map((match) => match[0]).find((found) => found.includes(`name="${name}"`));
      return /maxLength="(\d+)"/.exec(element ?? "")?.[1];
    };
    expect(maxLengthOf("input", "title")).toBe(String(FLASHCARD_LIMITS.titleCharacters * 2));
    for (const side of ["front", "back"]) expect(maxLengthOf("textarea", side)).toBe(String(FLASHCARD_LIMITS.charactersPerSide * 2));
  });
});
