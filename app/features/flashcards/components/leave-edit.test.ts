import { describe, expect, it } from "vitest";

import { listAddress } from "../list-address";
import { leavingLosesEdit, leavingLosesNewSet, unsavedEditTitle } from "./leave-edit";

const SET_ID = "8d9a3c1e-4b7f-4e2a-9c1d-2f6e8a0b5c3d";
const saved = { id: SET_ID, title: "Rivers", cards: [{ id: "c1", front: "Longest river in the UK?", back: "Severn" }] };
const other = { id: "0f04bbb7-5dfb-4c88-9000-000000000001", title: "Coasts", cards: [{ id: "c2", front: "Spit", back: "Sand" }] };

/** A place in the app, as React Router's blocker is given it. */
const at = (address: string) => {
  const url = new URL(address, "http://marker.invalid");
  return { pathname: url.pathname, search: url.search };
};

describe("unsavedEditTitle", () => {
  it("names the set open in the editor only when its draft differs from the set as saved", () => {
    const unchanged = { setId: SET_ID, draft: { title: saved.title, cards: saved.cards } };
    const changed = { setId: SET_ID, draft: { title: saved.title, cards: [{ id: "c1", front: "Longest river in the UK?", back: "The Severn" }] } };
    expect(unsavedEditTitle([saved, other], SET_ID, changed)).toBe("Rivers");
    expect(unsavedEditTitle([saved, other], SET_ID, unchanged)).toBeNull();
    // No editor open, a draft from another set's editor, or no draft reported yet: nothing to lose.
    expect(unsavedEditTitle([saved, other], null, changed)).toBeNull();
    expect(unsavedEditTitle([saved, other], other.id, changed)).toBeNull();
    expect(unsavedEditTitle([saved, other], SET_ID, null)).toBeNull();
  });
});

describe("leavingLosesEdit (the /flashcards page's navigation blocker)", () => {
  const onPage = (page: number, current: string, next: string, unsaved = true) =>
    leavingLosesEdit({ unsaved, editAction: listAddress({ page, edit: SET_ID }), currentLocation: at(current), nextLocation: at(next) });

  it("holds a navigation away from an edit with unsaved changes: another page, a header link, the browser's back", () => {
    for (const next of ["/dashboard", "/flashcards/review", "/profile", "/auth/sign-out", "/"]) expect(onPage(1, "/flashcards", next), next).toBe(true);
    // Another page of sets, another set opened or studied, a new set's page: the editor would go.
    expect(onPage(1, "/flashcards", "/flashcards?page=2")).toBe(true);
    expect(onPage(2, "/flashcards?page=2", "/flashcards")).toBe(true);
    expect(onPage(1, "/flashcards", `/flashcards?open=${other.id}`)).toBe(true);
    expect(onPage(1, "/flashcards", `/flashcards?study=${other.id}`)).toBe(true);
  });

  it("lets the editor's own Save through, and a move within the same address", () => {
    expect(onPage(1, "/flashcards", `/flashcards?edit=${SET_ID}`)).toBe(false);
    expect(onPage(2, "/flashcards?page=2", `/flashcards?page=2&edit=${SET_ID}`)).toBe(false);
    // After a refused Save the page is at the editor's address; saving again is still the editor's own.
    expect(onPage(1, `/flashcards?edit=${SET_ID}`, `/flashcards?edit=${SET_ID}`)).toBe(false);
    expect(onPage(1, "/flashcards", "/flashcards")).toBe(false);
  });

  it("holds nothing when there is nothing unsaved", () => {
    expect(onPage(1, "/flashcards", "/dashboard", false)).toBe(false);
    expect(onPage(1, "/flashcards", "/flashcards?page=2", false)).toBe(false);
  });
});

describe("leavingLosesNewSet (a new set being typed)", () => {
  const move = (current: string, next: string, unsaved = true) => leavingLosesNewSet({ unsaved, currentLocation: at(current), nextLocation: at(next) });

  it("lets every move on the page through (its own Create Set from page 2, another page, a set opened), and holds leaving it", () => {
    expect(move("/flashcards?page=2", "/flashcards")).toBe(false);
    expect(move("/flashcards", "/flashcards?page=2")).toBe(false);
    expect(move("/flashcards?page=2", `/flashcards?page=2&open=${other.id}`)).toBe(false);
    for (const next of ["/dashboard", "/flashcards/review", "/"]) expect(move("/flashcards?page=2", next), next).toBe(true);
    expect(move("/flashcards", "/dashboard", false)).toBe(false);
  });
});
